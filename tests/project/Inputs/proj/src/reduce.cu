#include "check.h"
#include "kernels.cuh"

__global__ void blockSum(const float *in, float *out, int n) {
  extern __shared__ float partial[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warpSum(v);
  if (threadIdx.x % warpSize == 0)
    partial[threadIdx.x / warpSize] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0;
    for (int w = 0; w < blockDim.x / warpSize; ++w)
      s += partial[w];
    atomicAdd(out, s);
  }
}

float runReduce(const float *host, int n) {
  float *in = nullptr, *out = nullptr, sum = 0;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&out, sizeof(float)));
  CHECK(cudaMemcpy(in, host, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(out, 0, sizeof(float)));
  blockSum<<<(n + 255) / 256, 256, 8 * sizeof(float)>>>(in, out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&sum, out, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  return sum;
}
