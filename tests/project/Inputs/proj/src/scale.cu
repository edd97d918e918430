#include "check.h"
#include "kernels.cuh"

__constant__ float kBias[4];

__global__ void biasAdd(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef __CUDA_ARCH__
  if (i < n)
    p[i] += kBias[i % 4];
#endif
}

int runScale(float *host, int n) {
  const float bias[4] = {1, 2, 3, 4};
  float *d = nullptr;
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaMemcpyToSymbol(kBias, bias, sizeof(bias)));
  CHECK(cudaMallocAsync(&d, n * sizeof(float), cudaStreamPerThread));
  CHECK(cudaMemcpyAsync(d, host, n * sizeof(float), cudaMemcpyHostToDevice,
                        cudaStreamPerThread));
  CHECK(cudaEventRecord(start, cudaStreamPerThread));
  biasAdd<<<(n + 255) / 256, 256, 0, cudaStreamPerThread>>>(d, n);
  CHECK(launchScale(d, n, cudaStreamPerThread));
  CHECK(cudaEventRecord(stop, cudaStreamPerThread));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaFreeAsync(d, cudaStreamPerThread));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  return ms >= 0 ? 0 : 1;
}
