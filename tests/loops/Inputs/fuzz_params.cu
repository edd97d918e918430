// Device functions whose calling threads pass different values: a loop
// version reads a parameter as one value (the first calling thread's) only
// where CUDA requires one (a condition around a barrier; at warp level, in a
// warp function); elsewhere each thread keeps its own. Found by
// scripts/loopsfuzz.py.
#include <cstdio>

// A copy of a parameter kept across a barrier.
__device__ unsigned copied(unsigned x) {
  unsigned r = x;
  __syncthreads();
  return r * 3u;
}

// A barrier-free loop bounded by a parameter.
__device__ unsigned bounded(unsigned x) {
  unsigned acc = 0;
  for (unsigned k = 0; k < x % 4u; ++k)
    acc += k + 1u;
  __syncthreads();
  return acc;
}

// A shuffle's offset from a parameter.
__device__ unsigned offset(unsigned v, unsigned x) {
  return v + __shfl_xor_sync(0xffffffffu, v, x % 4u);
}

// A warp-level branch of a function with barriers on a value each warp
// passes its own of.
__device__ unsigned perWarp(unsigned v, unsigned w) {
  if (w & 1u)
    v += __shfl_xor_sync(0xffffffffu, v, 1);
  __syncthreads();
  return v;
}

__global__ void params(unsigned *out) {
  const unsigned t = threadIdx.x;
  out[t] = copied(t);
  out[128 + t] = bounded(t);
  out[256 + t] = offset(t * 7u, t);
  out[384 + t] = perWarp(t * 5u, t / 32u);
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 512 * sizeof(unsigned));
  axlLaunchKernelGGL(params, dim3(1), dim3(128), 0, 0, out);
  axlDeviceSynchronize();
  bool ok[4] = {true, true, true, true};
  for (unsigned t = 0; t < 128; ++t) {
    const unsigned n = t % 4u;
    ok[0] &= out[t] == t * 3u;
    ok[1] &= out[128 + t] == n * (n + 1u) / 2u;
    ok[2] &= out[256 + t] == t * 7u + (t ^ n) * 7u;
    ok[3] &= out[384 + t] == t * 5u + ((t / 32u) & 1u ? (t ^ 1u) * 5u : 0u);
  }
  const char *names[4] = {"copied", "bounded", "offset", "perWarp"};
  for (int i = 0; i < 4; ++i)
    std::printf("%s: %s\n", names[i], ok[i] ? "ok" : "WRONG");
  return 0;
}
