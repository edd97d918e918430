// A thread-affine variable given a warp operation's result at the kernel's
// top level (a shuffle's, a call made on fibers'): kept per thread from
// there on, not recomputed in later loops from its assignments (which
// would read the warp operation's result where it no longer exists). Found
// by scripts/loopsfuzz.py.
#include <cstdio>

__global__ void reassigned(unsigned *out) {
  using Int = int;
  Int a = (Int)(threadIdx.x * 3u);
  a = (int)((unsigned)a - (__match_any_sync(0xffffffffu, threadIdx.x / 4u) & 255u));
  unsigned b = threadIdx.x * 5u;
  b = b + __shfl_xor_sync(0xffffffffu, b, 1);
  const unsigned any = (unsigned)__syncthreads_or(threadIdx.x == 7u);
  out[threadIdx.x] = (unsigned)a + any;
  out[64 + threadIdx.x] = b;
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 128 * sizeof(unsigned));
  axlLaunchKernelGGL(reassigned, dim3(1), dim3(64), 0, 0, out);
  axlDeviceSynchronize();
  bool ok[2] = {true, true};
  for (unsigned t = 0; t < 64; ++t) {
    ok[0] &= out[t] == t * 3u - ((0xfu << ((t % 32u) & ~3u)) & 255u) + 1u;
    ok[1] &= out[64 + t] == t * 5u + (t ^ 1u) * 5u;
  }
  std::printf("match: %s\nshuffle: %s\n", ok[0] ? "ok" : "WRONG", ok[1] ? "ok" : "WRONG");
  return 0;
}
