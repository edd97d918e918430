#include "common.cuh"

int runA() {
  float *p = nullptr;
  cudaMalloc(&p, 256 * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  launchFill(p, s);
  cudaStreamSynchronize(s);
  cudaFree(p);
  return 0;
}
