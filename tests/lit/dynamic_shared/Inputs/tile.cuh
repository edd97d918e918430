#pragma once
#define SHARED_ROWS(T, name, n) __shared__ extern T name[][n]

template <typename T> __device__ T rotate(T v) {
  extern T __shared__ ring[];
  ring[threadIdx.x] = v;
  __syncthreads();
  return ring[(threadIdx.x + 1) % blockDim.x];
}
