// Shaped like the helpers of CUDA's samples (helper_math.h): host fallbacks
// of CUDA's math, defined only when the kernel language is not compiled, and
// feature tests of the compiler's macros. On the CPU backend the fallbacks
// must not be compiled (they would redefine the backend's fminf, fmaxf, max,
// min and rsqrtf), and the feature tests see CUDA 13 with lambdas.
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#ifndef __CUDACC__
#include <math.h>
inline float fminf(float a, float b) { return a < b ? a : b; }
inline float fmaxf(float a, float b) { return a > b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline int min(int a, int b) { return a < b ? a : b; }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
#endif

#if !defined(__CUDACC_VER_MAJOR__) || __CUDACC_VER_MAJOR__ < 12
#error "needs CUDA 12 or newer"
#endif

inline __host__ __device__ float clampf(float f, float a, float b) {
  return fmaxf(a, fminf(f, b));
}

__global__ void clampKernel(const float *in, float *out, int *top, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = clampf(in[i], -1.0f, 1.0f) * rsqrtf(4.0f);
    atomicMax(top, max(i, min(n - 1 - i, n)));
  }
}

int main() {
  const int n = 100;
  float hin[n], hout[n];
  for (int i = 0; i < n; ++i)
    hin[i] = (i - 50) * 0.05f;
  float *in, *out;
  int *top, htop = 0;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&out, sizeof hout);
  cudaMalloc(&top, sizeof(int));
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  cudaMemset(top, 0, sizeof(int));
  clampKernel<<<4, 32>>>(in, out, top, n);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  cudaMemcpy(&htop, top, sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want = std::fmax(-1.0f, std::fmin(hin[i], 1.0f)) * 0.5f;
    bad += hout[i] != want;
  }
#if defined(__CUDACC_EXTENDED_LAMBDA__)
  auto twice = [] __host__ __device__(int x) { return 2 * x; };
  int lambda = twice(21);
#else
  int lambda = 0;
#endif
  std::printf("clamp: %d of %d wrong, top %d, lambda %d\n", bad, n, htop, lambda);
  return bad != 0;
}
