#include "scale.cuh"
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }
cudaError_t scale_on_device(float *p, float s, cudaStream_t stream) {
  scale<<<1, 32, 0, stream>>>(p, s);
  return cudaGetLastError();
}
