// The port runs on the CPU backend: a block reduction in shared memory with a
// barrier, an atomic per block, copies both ways; checked against its output.
// REQUIRES: axl-cpu
// RUN: %axlify %s -o %t.cu
// RUN: %axl-cpu-cxx -O2 %t.cu -o %t.exe -x none %axl-cpu-libs
// RUN: %t.exe | FileCheck %s
// CHECK: sum of 0..255 = 32640
// CHECK-NEXT: per block: 496 1520 2544 3568 4592 5616 6640 7664

#include <cstdio>

__global__ void block_sums(const int *in, int *sums, int *total) {
  __shared__ int s[32];
  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (int w = 16; w > 0; w /= 2) {
    if (threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = s[0];
    atomicAdd(total, s[0]);
  }
}

int main() {
  const int blocks = 8, threads = 32, n = blocks * threads;
  int host[n], sums[blocks], total = 0;
  for (int i = 0; i < n; ++i)
    host[i] = i;
  int *in, *d_sums, *d_total;
  if (cudaMalloc(&in, sizeof host) != cudaSuccess ||
      cudaMalloc(&d_sums, sizeof sums) != cudaSuccess ||
      cudaMalloc(&d_total, sizeof total) != cudaSuccess)
    return 1;
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof total);
  block_sums<<<blocks, threads>>>(in, d_sums, d_total);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  cudaMemcpy(sums, d_sums, sizeof sums, cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, d_total, sizeof total, cudaMemcpyDeviceToHost);
  std::printf("sum of 0..%d = %d\nper block:", n - 1, total);
  for (int b = 0; b < blocks; ++b)
    std::printf(" %d", sums[b]);
  std::printf("\n");
  cudaFree(in);
  cudaFree(d_sums);
  cudaFree(d_total);
  return 0;
}
