#include "common.cuh"

int main() {
  float *p = nullptr;
  cudaMallocManaged(&p, 256 * sizeof(float));
  launchFill(p, cudaStreamPerThread);
  cudaDeviceSynchronize();
  cudaFree(p);
  return 0;
}
