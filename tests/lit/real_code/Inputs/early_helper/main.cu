#include "helper_check.h"
__global__ void fill(float *p, float v) { p[blockIdx.x * blockDim.x + threadIdx.x] = v; }
int main() {
  float *p = nullptr;
  if (!check(cudaMallocManaged(&p, 64 * sizeof(float)), "alloc"))
    return 1;
  fill<<<2, 32>>>(p, 2.5f);
  if (!check(cudaDeviceSynchronize(), "sync"))
    return 1;
  std::printf("p[63] = %g\n", p[63]);
  return cudaFree(p) == cudaSuccess ? 0 : 1;
}
