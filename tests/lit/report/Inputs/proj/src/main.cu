#include <cupti.h>
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
  CUpti_SubscriberHandle plan;
  cuptiSubscribe(&plan, nullptr, (void *)CUPTI_API_VERSION);
  syncAndFree(p, s);
  return 0;
}
