// Statements around barriers that macros write in part, where the loops
// would copy their text: a declaration run once for the block, the header
// of an if and of a for around a barrier, a case label, a warp shuffle's
// operands. Each kernel stays on fibers with the reason (the planner's);
// the output computes what the kernels compute.
#include <cuda_runtime.h>
#include <cstdio>

#define ONE_AND_HALF_DECL int unused = 1; const int width =
__global__ void hoistedDecl(int *out) {
  __shared__ int s[64];
  ONE_AND_HALF_DECL 64;
  (void)unused;
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[width - 1 - threadIdx.x];
}

#define LIKELY_IF [[likely]] if (
__global__ void ifHeader(int *out, int n) {
  __shared__ int s[64];
  LIKELY_IF n > 1) {
    s[threadIdx.x] = 2 * threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[63 - threadIdx.x];
  }
}

#define UNROLLED_FOR _Pragma("unroll") for (int r = 0; r <
__global__ void forHeader(int *out) {
  __shared__ int s[64];
  int v = threadIdx.x;
  const int rounds = 3;
  UNROLLED_FOR rounds; ++r) {
    s[threadIdx.x] = v;
    __syncthreads();
    v = s[63 - threadIdx.x] + 1;
    __syncthreads();
  }
  out[threadIdx.x] = v;
}

#define LABEL_TWO case 1: break; case
__global__ void caseLabel(int *out, int mode) {
  __shared__ int s[64];
  switch (mode) {
  LABEL_TWO 2:
    s[threadIdx.x] = 3 * threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[63 - threadIdx.x];
    break;
  default:
    out[threadIdx.x] = 0;
  }
}

#define MASK_AND_VALUE 0xffffffffu, v
__global__ void shuffleOperands(int *out) {
  int v = threadIdx.x;
  v += __shfl_xor_sync(MASK_AND_VALUE, 1);
  out[threadIdx.x] = v;
}

int main() {
  int *out;
  cudaMallocManaged(&out, 64 * sizeof(int));
  int wrong = 0;
  hoistedDecl<<<1, 64>>>(out);
  cudaDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != 63 - t;
  ifHeader<<<1, 64>>>(out, 2);
  cudaDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != 2 * (63 - t);
  forHeader<<<1, 64>>>(out);
  cudaDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != 63 - t + 3;
  caseLabel<<<1, 64>>>(out, 2);
  cudaDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != 3 * (63 - t);
  shuffleOperands<<<1, 64>>>(out);
  cudaDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    wrong += out[t] != t + (t ^ 1);
  std::printf("macro_texts: %d wrong\n", wrong);
  return 0;
}
