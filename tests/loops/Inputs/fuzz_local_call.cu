// Calls of device functions that synchronise whose arguments have types the
// kernel declares (an alias, a local struct's member): the arrays of the
// calling threads' arguments are declared before the loop that fills them.
// Found by scripts/loopsfuzz.py.
#include <cstdio>

__device__ unsigned blockSum(unsigned u, unsigned x) {
  __shared__ unsigned total;
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  atomicAdd(&total, x);
  __syncthreads();
  return total + u;
}

__device__ unsigned pairSum(unsigned v) {
  return v + __shfl_xor_sync(0xffffffffu, v, 1);
}

__global__ void localArgs(unsigned *out, unsigned p0) {
  using Word = unsigned;
  Word w = (Word)(p0 - 1u);
  out[threadIdx.x] = blockSum(w, threadIdx.x);
  struct Pair { Word a, b; };
  Pair p{threadIdx.x, 2u * threadIdx.x};
  out[64 + threadIdx.x] = pairSum(p.b);
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 128 * sizeof(unsigned));
  axlLaunchKernelGGL(localArgs, dim3(1), dim3(64), 0, 0, out, 5u);
  axlDeviceSynchronize();
  bool ok[2] = {true, true};
  for (unsigned t = 0; t < 64; ++t) {
    ok[0] &= out[t] == 64u * 63u / 2u + 4u;
    ok[1] &= out[64 + t] == 2u * t + 2u * (t ^ 1u);
  }
  std::printf("alias: %s\nstruct: %s\n", ok[0] ? "ok" : "WRONG", ok[1] ? "ok" : "WRONG");
  return 0;
}
