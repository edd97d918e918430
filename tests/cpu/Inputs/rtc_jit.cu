// A CUDA program that compiles a kernel string with NVRTC and runs it
// through the driver API, as programs with run-time kernels do.
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvrtc.h>

#include <cstdio>
#include <string>
#include <vector>

static const char *Source = R"(
template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
)";

#define NVRTC_CHECK(call)                                                      \
  do {                                                                         \
    nvrtcResult r_ = (call);                                                   \
    if (r_ != NVRTC_SUCCESS) {                                                 \
      std::printf("%s: %s\n", #call, nvrtcGetErrorString(r_));                 \
      return 1;                                                                \
    }                                                                          \
  } while (0)
#define CU_CHECK(call)                                                         \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *s_ = nullptr;                                                \
      cuGetErrorName(r_, &s_);                                                 \
      std::printf("%s: %s\n", #call, s_);                                      \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main() {
  nvrtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, Source, "axpy.cu", 0, nullptr, nullptr));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "axpy<float>"));
  const char *opts[] = {"--gpu-architecture=compute_90", "-default-device", "--std=c++17"};
  if (nvrtcCompileProgram(prog, 3, opts) != NVRTC_SUCCESS) {
    size_t size = 0;
    nvrtcGetProgramLogSize(prog, &size);
    std::string log(size, '\0');
    nvrtcGetProgramLog(prog, &log[0]);
    std::printf("compile failed:\n%s\n", log.c_str());
    return 1;
  }
  const char *lowered = nullptr;
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "axpy<float>", &lowered));
  const std::string name = lowered;
  size_t ptxSize = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &ptxSize));
  std::string ptx(ptxSize, '\0');
  NVRTC_CHECK(nvrtcGetPTX(prog, &ptx[0]));
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));

  CUdevice dev;
  CUcontext ctx;
  CU_CHECK(cuInit(0));
  CU_CHECK(cuDeviceGet(&dev, 0));
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  CUmodule module;
  CUfunction axpy;
  CU_CHECK(cuModuleLoadDataEx(&module, ptx.c_str(), 0, nullptr, nullptr));
  CU_CHECK(cuModuleGetFunction(&axpy, module, name.c_str()));

  const int n = 4096;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i)
    x[i] = float(i), y[i] = 1.0f;
  float *dx, *dy;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  float a = 2.0f;
  int count = n;
  void *args[] = {&a, &dx, &dy, &count};
  CU_CHECK(cuLaunchKernel(axpy, n / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  CU_CHECK(cuCtxSynchronize());
  cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += y[i] != 2.0f * float(i) + 1.0f;
  std::printf("axpy<float> (%s): %d of %d wrong\n", name.c_str(), wrong, n);

  // What libraries ask of a run-time kernel before they launch it: a cache
  // preference, the blocks per multiprocessor, the stream's context; then a
  // cooperative launch of one block (y = a * x + y again, on its part).
  CU_CHECK(cuFuncSetCacheConfig(axpy, CU_FUNC_CACHE_PREFER_L1));
  int blocks = -1, too_big = -1;
  CU_CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, axpy, 256, 0));
  CU_CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&too_big, axpy, 4096, 0));
  CUcontext stream_ctx = nullptr;
  CU_CHECK(cuStreamGetCtx(nullptr, &stream_ctx));
  count = 256;
  CU_CHECK(cuLaunchCooperativeKernel(axpy, 1, 1, 1, 256, 1, 1, 0, nullptr, args));
  CU_CHECK(cuCtxSynchronize());
  cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    wrong += y[i] != (i < count ? 4.0f : 2.0f) * float(i) + 1.0f;
  // Launches the driver refuses, with the driver's codes (a grid of no
  // blocks was "unknown error").
  const CUresult empty_grid = cuLaunchKernel(axpy, 0, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr);
  const CUresult too_many = cuLaunchCooperativeKernel(axpy, 1u << 20, 1, 1, 256, 1, 1, 0, nullptr, args);
  std::printf("empty grid: %s; 2^20 cooperative blocks: %s\n",
              empty_grid == CUDA_ERROR_INVALID_VALUE ? "invalid value" : "other",
              too_many == CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE ? "too large" : "other");
  std::printf("occupancy %s, %d; stream context %s; cooperative: %d of %d wrong\n",
              blocks >= 1 ? "at least 1" : "none", too_big,
              stream_ctx == ctx ? "the primary" : "another", wrong, n);
  CU_CHECK(cuModuleUnload(module));
  cudaFree(dx);
  cudaFree(dy);
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  return wrong != 0;
}
