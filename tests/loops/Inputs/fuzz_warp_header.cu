// Warp-level statements whose headers read threadIdx directly (no
// variable): each warp evaluates them as its own lanes (its first lane), not
// as the thread that runs the loops. Found by scripts/loopsfuzz.py.
#include <cstdio>

__global__ void headers(unsigned *out) {
  unsigned v = threadIdx.x;
  if ((threadIdx.x / 32u) % 2u == 0u)
    v += __shfl_up_sync(0xffffffffu, v, 7);
  unsigned w = threadIdx.x;
  for (unsigned r = threadIdx.x / 32u; r < 3u; ++r)
    w += __shfl_xor_sync(0xffffffffu, w, 1);
  unsigned s = 0;
  switch (threadIdx.x >> 5) {
  case 1:
    s = __ballot_sync(0xffffffffu, threadIdx.x & 1u);
    break;
  default:
    s = 1;
  }
  out[threadIdx.x] = v;
  out[96 + threadIdx.x] = w;
  out[192 + threadIdx.x] = s;
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 288 * sizeof(unsigned));
  axlLaunchKernelGGL(headers, dim3(1), dim3(96), 0, 0, out);
  axlDeviceSynchronize();
  bool ok[3] = {true, true, true};
  for (unsigned t = 0; t < 96; ++t) {
    const unsigned warp = t / 32u, lane = t % 32u;
    ok[0] &= out[t] == (warp % 2u == 0u ? t + (lane >= 7u ? t - 7u : t) : t);
    const unsigned k = 3u - warp, pair = t + (t ^ 1u);
    ok[1] &= out[96 + t] == (k ? (pair << (k - 1u)) : t);
    ok[2] &= out[192 + t] == (warp == 1u ? 0xaaaaaaaau : 1u);
  }
  std::printf("if: %s\nfor: %s\nswitch: %s\n", ok[0] ? "ok" : "WRONG", ok[1] ? "ok" : "WRONG",
              ok[2] ? "ok" : "WRONG");
  return 0;
}
