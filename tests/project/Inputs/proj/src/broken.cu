// Clang rejects this file (line 8); axlify still ports it token by token.
#include "check.h"
#include <cuda_runtime.h>

__global__ void fillOnes(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = ;
}

int runBroken(int n) {
  float *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  fillOnes<<<1, 256>>>(d, n);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(d));
  return 0;
}
