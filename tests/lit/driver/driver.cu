// driver: a CUDA driver API program: init, device queries, cuCtxCreate (CUDA 13 signature with
// CUctxCreateParams, older one in the #else), PTX JIT with log options, module/function,
// cuMemAlloc/cuMemcpyHtoD/DtoH (versioned _v2 macros), streams, events, cuLaunchKernel and
// cuLaunchKernelEx, error names/strings, CUDA_VERSION, teardown.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments and the PTX string (CU_CHECK is the program's own macro).
// RUN: grep -v '^ *//' %t.cu | sed 's/CU_CHECK//g' | not grep -E '(^|[^_[:alnum:]])(cu[A-Z][a-zA-Z]*\(|CU[a-z]|CU_|CUDA_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

// No runtime header is added at the top of a .cu file that includes none:
// the build force-includes it, as nvcc does cuda_runtime.h.
// CHECK-NOT: {{^#include <axl/runtime.h>}}
// CHECK: #include <cstdio>
#include <cstdio>
#include <cstdlib>
#include <vector>
// CHECK: #include <axl/driver.h>
#include <cuda.h>

// CHECK: axlDrvResult err_ = (call); {{\\}}
// CHECK: if (err_ != AXLDRV_SUCCESS) { {{\\}}
// CHECK: axlDrvGetErrorName(err_, &name_); {{\\}}
// CHECK: axlDrvGetErrorString(err_, &msg_); {{\\}}
#define CU_CHECK(call)                                                         \
  do {                                                                         \
    CUresult err_ = (call);                                                    \
    if (err_ != CUDA_SUCCESS) {                                                \
      const char *name_ = nullptr, *msg_ = nullptr;                            \
      cuGetErrorName(err_, &name_);                                            \
      cuGetErrorString(err_, &msg_);                                           \
      std::fprintf(stderr, "%s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #call,  \
                   name_, msg_);                                               \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// A kernel shipped as PTX and JIT-compiled by the driver: y[i] = a * x[i] + y[i].
static const char kSaxpyPtx[] = R"(
.version 8.0
.target sm_52
.address_size 64
.visible .entry saxpy(.param .u32 n, .param .f32 a, .param .u64 x, .param .u64 y)
{
  .reg .pred p; .reg .b32 r<5>; .reg .f32 f<4>; .reg .b64 rd<8>;
  ld.param.u32 r1, [n]; ld.param.f32 f1, [a];
  ld.param.u64 rd1, [x]; ld.param.u64 rd2, [y];
  mov.u32 r2, %ctaid.x; mov.u32 r3, %ntid.x; mov.u32 r4, %tid.x;
  mad.lo.s32 r2, r2, r3, r4;
  setp.ge.u32 p, r2, r1;
  @p bra DONE;
  cvta.to.global.u64 rd3, rd1; cvta.to.global.u64 rd4, rd2;
  mul.wide.u32 rd5, r2, 4;
  add.s64 rd6, rd3, rd5; add.s64 rd7, rd4, rd5;
  ld.global.f32 f2, [rd6]; ld.global.f32 f3, [rd7];
  fma.rn.f32 f3, f1, f2, f3;
  st.global.f32 [rd7], f3;
DONE:
  ret;
}
)";

int main() {
  // CHECK: CU_CHECK(axlDrvInit(0));
  CU_CHECK(cuInit(0));
  int driverVersion = 0, deviceCount = 0;
  // CHECK: CU_CHECK(axlDrvDriverGetVersion(&driverVersion));
  CU_CHECK(cuDriverGetVersion(&driverVersion));
  // CHECK: CU_CHECK(axlDrvDeviceGetCount(&deviceCount));
  CU_CHECK(cuDeviceGetCount(&deviceCount));
  // CHECK: std::printf("driver %d, header %d, %d devices\n", driverVersion, AXLDRV_VERSION, deviceCount);
  std::printf("driver %d, header %d, %d devices\n", driverVersion, CUDA_VERSION, deviceCount);

  // CHECK: axlDrvDevice dev;
  CUdevice dev;
  // CHECK: CU_CHECK(axlDrvDeviceGet(&dev, 0));
  CU_CHECK(cuDeviceGet(&dev, 0));
  char name[256];
  // CHECK: CU_CHECK(axlDrvDeviceGetName(name, sizeof name, dev));
  CU_CHECK(cuDeviceGetName(name, sizeof name, dev));
  int major = 0, minor = 0;
  // CHECK: CU_CHECK(axlDrvDeviceGetAttribute(&major, AXLDRV_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CU_CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  // CHECK: CU_CHECK(axlDrvDeviceGetAttribute(&minor, AXLDRV_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
  CU_CHECK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
  size_t totalMem = 0;
  // CHECK: CU_CHECK(axlDrvDeviceTotalMem(&totalMem, dev));
  CU_CHECK(cuDeviceTotalMem(&totalMem, dev));

  // CHECK: axlDrvContext ctx;
  CUcontext ctx;
// CHECK: #if AXLDRV_VERSION >= 13000
#if CUDA_VERSION >= 13000
  // DIAG: driver.cu:[[@LINE+2]]:59: warning: 'CU_CTX_MAP_HOST' is deprecated since CUDA 11.0; ported to 'AXLDRV_CTX_MAP_HOST' [axl-deprecated]
  // CHECK: CU_CHECK(axlDrvCtxCreate(&ctx, nullptr, AXLDRV_CTX_SCHED_AUTO | AXLDRV_CTX_MAP_HOST, dev));
  CU_CHECK(cuCtxCreate(&ctx, nullptr, CU_CTX_SCHED_AUTO | CU_CTX_MAP_HOST, dev));
#else
  // DIAG: driver.cu:[[@LINE+2]]:50: warning: 'CU_CTX_MAP_HOST' is deprecated since CUDA 11.0; ported to 'AXLDRV_CTX_MAP_HOST' [axl-deprecated]
  // CHECK: CU_CHECK(axlDrvCtxCreate(&ctx, AXLDRV_CTX_SCHED_AUTO | AXLDRV_CTX_MAP_HOST, dev));
  CU_CHECK(cuCtxCreate(&ctx, CU_CTX_SCHED_AUTO | CU_CTX_MAP_HOST, dev));
#endif
  // CHECK: CU_CHECK(axlDrvCtxSetCurrent(ctx));
  CU_CHECK(cuCtxSetCurrent(ctx));

  // JIT the PTX, keeping the log on failure.
  char errorLog[4096] = {};
  // CHECK: axlDrvJit_option options[] = {AXLDRV_JIT_ERROR_LOG_BUFFER, AXLDRV_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *optionValues[] = {errorLog, reinterpret_cast<void *>(sizeof errorLog)};
  // CHECK: axlDrvModule module;
  CUmodule module;
  // The PTX it loads is NVIDIA's: reported, not counted as left.
  // DIAG: driver.cu:[[@LINE+2]]:21: warning: run-time compilation: the PTX or GPU binary this call loads is built for NVIDIA GPUs at run time, and is not ported (on the CPU backend, what its NVRTC compiles loads) [axl-runtime-compilation]
  // CHECK: axlDrvResult loaded = axlDrvModuleLoadDataEx(&module, kSaxpyPtx, 2, options, optionValues);
  CUresult loaded = cuModuleLoadDataEx(&module, kSaxpyPtx, 2, options, optionValues);
  // CHECK: if (loaded != AXLDRV_SUCCESS) {
  if (loaded != CUDA_SUCCESS) {
    std::fprintf(stderr, "JIT failed: %s\n", errorLog);
    // DIAG: driver.cu:[[@LINE+2]]:14: warning: run-time compilation: the PTX or GPU binary this call loads is built for NVIDIA GPUs at run time, and is not ported (on the CPU backend, what its NVRTC compiles loads) [axl-runtime-compilation]
    // CHECK: CU_CHECK(axlDrvModuleLoadData(&module, kSaxpyPtx));
    CU_CHECK(cuModuleLoadData(&module, kSaxpyPtx));
  }
  // CHECK: axlDrvFunction saxpy;
  CUfunction saxpy;
  // CHECK: CU_CHECK(axlDrvModuleGetFunction(&saxpy, module, "saxpy"));
  CU_CHECK(cuModuleGetFunction(&saxpy, module, "saxpy"));
  // CHECK: axlDrvResult missing = axlDrvModuleGetFunction(&saxpy, module, "no_such_kernel");
  CUresult missing = cuModuleGetFunction(&saxpy, module, "no_such_kernel");
  // CHECK: if (missing == AXLDRV_ERROR_NOT_FOUND)
  if (missing == CUDA_ERROR_NOT_FOUND)
    // CHECK: CU_CHECK(axlDrvModuleGetFunction(&saxpy, module, "saxpy"));
    CU_CHECK(cuModuleGetFunction(&saxpy, module, "saxpy"));

  const unsigned int n = 1 << 20;
  std::vector<float> hx(n, 1.0f), hy(n, 2.0f);
  // CHECK: axlDrvDeviceptr dx, dy;
  CUdeviceptr dx, dy;
  // CHECK: CU_CHECK(axlDrvMemAlloc(&dx, n * sizeof(float)));
  CU_CHECK(cuMemAlloc(&dx, n * sizeof(float)));
  // CHECK: CU_CHECK(axlDrvMemAlloc(&dy, n * sizeof(float)));
  CU_CHECK(cuMemAlloc(&dy, n * sizeof(float)));
  // CHECK: axlDrvStream stream;
  CUstream stream;
  // CHECK: CU_CHECK(axlDrvStreamCreate(&stream, AXLDRV_STREAM_NON_BLOCKING));
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  // CHECK: CU_CHECK(axlDrvMemcpyHtoD(dx, hx.data(), n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(dx, hx.data(), n * sizeof(float)));
  // CHECK: CU_CHECK(axlDrvMemcpyHtoDAsync(dy, hy.data(), n * sizeof(float), stream));
  CU_CHECK(cuMemcpyHtoDAsync(dy, hy.data(), n * sizeof(float), stream));

  float a = 3.0f;
  unsigned int count = n;
  void *args[] = {&count, &a, &dx, &dy};
  const unsigned int block = 256, grid = (n + block - 1) / block;
  // CHECK: CU_CHECK(axlDrvLaunchKernel(saxpy, grid, 1, 1, block, 1, 1, 0, stream, args, nullptr));
  CU_CHECK(cuLaunchKernel(saxpy, grid, 1, 1, block, 1, 1, 0, stream, args, nullptr));

  // The same launch through cuLaunchKernelEx with an explicit configuration.
  // CHECK: axlDrvLaunchConfig config = {};
  CUlaunchConfig config = {};
  config.gridDimX = grid;
  config.gridDimY = config.gridDimZ = 1;
  config.blockDimX = block;
  config.blockDimY = config.blockDimZ = 1;
  config.hStream = stream;
  // CHECK: axlDrvLaunchAttribute attr;
  CUlaunchAttribute attr;
  // CHECK: attr.id = AXLDRV_LAUNCH_ATTRIBUTE_PRIORITY;
  attr.id = CU_LAUNCH_ATTRIBUTE_PRIORITY;
  attr.value.priority = 0;
  config.attrs = &attr;
  config.numAttrs = 1;
  // CHECK: CU_CHECK(axlDrvLaunchKernelEx(&config, saxpy, args, nullptr));
  CU_CHECK(cuLaunchKernelEx(&config, saxpy, args, nullptr));

  // CHECK: axlDrvEvent done;
  CUevent done;
  // CHECK: CU_CHECK(axlDrvEventCreate(&done, AXLDRV_EVENT_DEFAULT));
  CU_CHECK(cuEventCreate(&done, CU_EVENT_DEFAULT));
  // CHECK: CU_CHECK(axlDrvEventRecord(done, stream));
  CU_CHECK(cuEventRecord(done, stream));
  // CHECK: CU_CHECK(axlDrvEventSynchronize(done));
  CU_CHECK(cuEventSynchronize(done));
  // CHECK: CU_CHECK(axlDrvMemcpyDtoH(hy.data(), dy, n * sizeof(float)));
  CU_CHECK(cuMemcpyDtoH(hy.data(), dy, n * sizeof(float)));
  // CHECK: CU_CHECK(axlDrvStreamSynchronize(stream));
  CU_CHECK(cuStreamSynchronize(stream));

  // CHECK: CU_CHECK(axlDrvEventDestroy(done));
  CU_CHECK(cuEventDestroy(done));
  // CHECK: CU_CHECK(axlDrvStreamDestroy(stream));
  CU_CHECK(cuStreamDestroy(stream));
  // CHECK: CU_CHECK(axlDrvMemFree(dy));
  CU_CHECK(cuMemFree(dy));
  // CHECK: CU_CHECK(axlDrvMemFree(dx));
  CU_CHECK(cuMemFree(dx));
  // CHECK: CU_CHECK(axlDrvModuleUnload(module));
  CU_CHECK(cuModuleUnload(module));
  // CHECK: CU_CHECK(axlDrvCtxDestroy(ctx));
  CU_CHECK(cuCtxDestroy(ctx));
  std::printf("%s sm_%d%d %zu MiB: y[0] = %f\n", name, major, minor, totalMem >> 20, hy[0]);
  return hy[0] == 8.0f ? 0 : 1;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (66 renamed, 0 launches rewritten), 0 left; 4 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
