// The driver API's everyday part and NVTX annotations, as programs use them
// next to the runtime API: version and device queries, the primary context,
// allocations, copies, memsets, pointer attributes, streams, events, error
// names. Checks its own results; prints one line per part.
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <cstdio>
#include <cstring>

#define CHECK(call)                                                            \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *name_ = nullptr;                                             \
      cuGetErrorName(r_, &name_);                                              \
      std::printf("%s:%d: %s\n", __FILE__, __LINE__, name_ ? name_ : "?");      \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void scale(float *p, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= f;
}

int main() {
  CHECK(cuInit(0));
  int version = 0, count = 0;
  CHECK(cuDriverGetVersion(&version));
  CHECK(cuDeviceGetCount(&count));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  char name[128];
  CHECK(cuDeviceGetName(name, sizeof name, dev));
  int sms = 0, warp = 0, major = 0;
  CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CHECK(cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
  CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  size_t total = 0;
  CHECK(cuDeviceTotalMem(&total, dev));
  std::printf("device: version %s, %d device(s), warp %d, sms %s, memory %s\n",
              version >= 12000 ? "ok" : "old", count, warp, sms > 0 ? "ok" : "none",
              total > 0 ? "ok" : "none");

  CUcontext primary, current;
  CHECK(cuDevicePrimaryCtxRetain(&primary, dev));
  CHECK(cuCtxSetCurrent(primary));
  CHECK(cuCtxGetCurrent(&current));
  CUdevice ctxDev = -1;
  CHECK(cuCtxGetDevice(&ctxDev));
  std::printf("context: current is primary %d, device %d\n", current == primary, ctxDev);

  const int n = 1000;
  CUdeviceptr d;
  CHECK(cuMemAlloc(&d, n * sizeof(float)));
  CHECK(cuMemsetD32(d, 0x40000000u, n)); // 2.0f
  float host[n];
  CUstream stream;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  nvtxNameCudaStreamA(stream, "work");
  int level = nvtxRangePushA("scale");
  CUevent start, stop;
  CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
  CHECK(cuEventRecord(start, stream));
  scale<<<(n + 255) / 256, 256, 0, stream>>>((float *)d, 1.5f, n);
  CHECK(cuEventRecord(stop, stream));
  CHECK(cuEventSynchronize(stop));
  nvtxRangePop();
  float ms = -1;
  CHECK(cuEventElapsedTime(&ms, start, stop));
  CHECK(cuMemcpyDtoH(host, d, sizeof host));
  CUdeviceptr d2;
  CHECK(cuMemAlloc(&d2, n * sizeof(float)));
  CHECK(cuMemcpyDtoDAsync(d2, d, sizeof host, stream));
  CHECK(cuStreamSynchronize(stream));
  float back[n];
  CHECK(cuMemcpyDtoH(back, d2, sizeof back));
  unsigned type = 0;
  CHECK(cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d));
  size_t freeMem = 0, totalMem = 0;
  CHECK(cuMemGetInfo(&freeMem, &totalMem));
  std::printf("memory: %g %g, copy %s, type %s, info %s, elapsed %s, nvtx %d\n", host[0],
              host[n - 1], std::memcmp(host, back, sizeof host) ? "differs" : "same",
              type == CU_MEMORYTYPE_DEVICE ? "device" : "other",
              freeMem <= totalMem ? "ok" : "bad", ms >= 0 ? "ok" : "bad", level);

  const char *ename = nullptr, *etext = nullptr;
  CUdevice none;
  CUresult bad = cuDeviceGet(&none, count);
  cuGetErrorName(bad, &ename);
  cuGetErrorString(CUDA_ERROR_INVALID_VALUE, &etext);
  std::printf("errors: %s, text %s\n", ename, etext ? "ok" : "none");
  CHECK(cuEventDestroy(start));
  CHECK(cuEventDestroy(stop));
  CHECK(cuStreamDestroy(stream));
  CHECK(cuMemFree(d));
  CHECK(cuMemFree(d2));
  CHECK(cuDevicePrimaryCtxRelease(dev));
  return 0;
}
