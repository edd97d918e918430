// Tests the side: its device side is parsed too, with the device preamble.
#include "common.cuh"
__global__ void k_arch(float *p) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  p[threadIdx.x] = __ldg(p + threadIdx.x) + 1.0f;
#else
  p[threadIdx.x] += 1.0f;
#endif
}
cudaError_t run_arch(float *p) {
  k_arch<<<1, 32>>>(p);
  return cudaGetLastError();
}
