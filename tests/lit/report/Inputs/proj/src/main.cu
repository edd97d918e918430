#include <cufft.h>
#include "util.cuh"

__global__ void laneIds(unsigned *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[threadIdx.x] = lane;
}

int main() {
  float *p = nullptr;
  cudaMalloc(&p, 64 * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  laneIds<<<1, 32, 0, s>>>(reinterpret_cast<unsigned *>(p));
  cufftHandle plan;
  cufftPlan1d(&plan, 64, CUFFT_C2C, 1);
  syncAndFree(p, s);
  return 0;
}
