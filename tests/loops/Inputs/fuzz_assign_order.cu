// An assignment whose right operand calls a device function with a barrier
// that writes the shared memory its left operand's index reads: C++17
// sequences the right operand before the left ([expr.ass]), so the index
// reads the values the call wrote, as nvcc and clang++ compile it. As loops
// the call's loop version runs before the statement's own loop reads the
// index. (g++ 12 reads the index first: the original compiled by g++ on
// fibers gives the other answer; scripts/loopsfuzz.py found the pair and
// keeps such indices free of shared reads.)
#include <cstdio>

__device__ unsigned refill(unsigned *s, unsigned v) {
  const unsigned t = threadIdx.x;
  s[t] = (t + v) & 3u;
  __syncthreads();
  return t * 10u + v;
}

__global__ void order(unsigned *out) {
  __shared__ unsigned s[64];
  const unsigned t = threadIdx.x;
  s[t] = 3u - (t & 3u);
  __syncthreads();
  unsigned v[4] = {0u, 0u, 0u, 0u};
  v[s[t ^ 1u]] = refill(s, 1u);
  __syncthreads();
  v[s[t ^ 2u]] += refill(s, 2u);
  for (unsigned i = 0; i < 4; ++i)
    out[t * 4u + i] = v[i];
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 256 * sizeof(unsigned));
  axlLaunchKernelGGL(order, dim3(1), dim3(64), 0, 0, out);
  axlDeviceSynchronize();
  bool ok = true;
  for (unsigned t = 0; t < 64; ++t) {
    unsigned v[4] = {0u, 0u, 0u, 0u};
    v[((t ^ 1u) + 1u) & 3u] = t * 10u + 1u;
    v[((t ^ 2u) + 2u) & 3u] += t * 10u + 2u;
    for (unsigned i = 0; i < 4; ++i)
      ok &= out[t * 4u + i] == v[i];
  }
  std::printf("order: %s\n", ok ? "ok" : "WRONG");
  return 0;
}
