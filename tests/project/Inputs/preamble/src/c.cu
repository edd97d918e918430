#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include "common.cuh"
__global__ void k_c(__nv_bfloat16 *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = __float2bfloat16(2.0f * __bfloat162float(p[i]));
}
cudaError_t run_c(__nv_bfloat16 *p, float *q, int n, cudaStream_t s) {
  CHECK(cudaMemsetAsync(p, 0, n * sizeof(__nv_bfloat16), s));
  k_c<<<(n + 255) / 256, 256, 0, s>>>(p, n);
  fill<<<1, 32>>>(q, 1.0f, n);
  return cudaStreamSynchronize(s);
}
