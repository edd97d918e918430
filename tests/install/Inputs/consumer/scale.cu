#include <cuda_runtime.h>
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }
int main() {
  float *p;
  if (cudaMalloc(&p, 32 * sizeof(float)) != cudaSuccess)
    return 77;
  scale<<<1, 32>>>(p, 2.0f);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
