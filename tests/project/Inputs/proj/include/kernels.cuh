// Kernels shared by every .cu of the project.
#pragma once
#include <cuda_runtime.h>
#include "ext.cuh"
#if USE_FP8
#include <cuda_fp8.h>
#endif

template <typename T>
__global__ void axpy(int n, T a, const T *x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void scaleBy(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= ext_scale();
}

__device__ inline float warpSum(float v) {
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

#if USE_FP8
__global__ void toFp8(const float *in, __nv_fp8_e4m3 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __nv_fp8_e4m3(in[i]);
}
#endif

inline cudaError_t launchScale(float *p, int n, cudaStream_t s) {
  scaleBy<<<(n + 255) / 256, 256, 0, s>>>(p, n);
  return cudaGetLastError();
}
