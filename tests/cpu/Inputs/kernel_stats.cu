// Kernels that run in each of the CPU backend's ways: a plain loop over the
// threads (no barrier), a barrier (as loops through axl-loops, on fibers
// without), and kernels launched by address (typed, and cast to void *).
#include <cuda_runtime.h>
#include <cstdio>

__global__ void scale(float *x, float s) { x[blockIdx.x * blockDim.x + threadIdx.x] *= s; }

__global__ void reverse(float *x) {
  __shared__ float t[64];
  t[threadIdx.x] = x[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  x[blockIdx.x * 64 + threadIdx.x] = t[63 - threadIdx.x];
}

template <int N> __global__ void addN(float *x) { x[blockIdx.x * blockDim.x + threadIdx.x] += N; }

int main() {
  float *x;
  cudaMallocManaged(&x, 256 * sizeof(float));
  for (int i = 0; i < 256; ++i)
    x[i] = i;
  scale<<<4, 64>>>(x, 2.0f);
  scale<<<4, 64>>>(x, 0.5f);
  reverse<<<4, 64>>>(x);
  void *args[] = {&x};
  cudaLaunchKernel((void *)addN<3>, dim3(2), dim3(128), args, 0, 0);
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(1);
  config.blockDim = dim3(64);
  cudaLaunchKernelExC(&config, (const void *)addN<5>, args);
  cudaDeviceSynchronize();
  bool ok = true;
  for (int i = 0; i < 256; ++i)
    ok &= x[i] == (i / 64) * 64 + 63 - i % 64 + 3 + (i < 64 ? 5 : 0);
  std::printf("%s\n", ok ? "ok" : "FAILED");
  return 0;
}
