// Warp votes where the warp is not full: a block of 40 threads (its second
// warp has 8 lanes) and a warp whose first 4 lanes have exited. The hardware
// answers from the lanes that exist and take part, whatever the mask names:
// __all_sync(0xffffffff, 1) is 1 in such a warp, and so is __uni_sync.
#include <cstdio>
#include <vector>

constexpr int Votes = 7;

__global__ void partialWarp(unsigned *out) {
  const unsigned t = threadIdx.x;
  out[Votes * t + 0] = __all_sync(0xffffffffu, 1);
  out[Votes * t + 1] = __any_sync(0xffffffffu, 0);
  out[Votes * t + 2] = __uni_sync(0xffffffffu, 1);
  out[Votes * t + 3] = __uni_sync(0xffffffffu, 0);
  out[Votes * t + 4] = __uni_sync(0xffffffffu, t % 32 < 6);
  out[Votes * t + 5] = __all_sync(0xffffffffu, t < 36);
  out[Votes * t + 6] = __ballot_sync(0xffffffffu, 1);
}

__global__ void exitedLanes(unsigned *out) {
  const unsigned t = threadIdx.x;
  if (t < 4)
    return;
  out[Votes * t + 0] = __all_sync(0xffffffffu, 1);
  out[Votes * t + 1] = __any_sync(0xffffffffu, t < 4);
  out[Votes * t + 2] = __uni_sync(0xffffffffu, 1);
  out[Votes * t + 3] = __uni_sync(0xffffffffu, 0);
  out[Votes * t + 4] = __uni_sync(0xffffffffu, t < 6);
  out[Votes * t + 5] = __all_sync(0xffffffffu, t >= 4);
  out[Votes * t + 6] = __ballot_sync(0xffffffffu, 1);
}

// Each lane's results must agree within its warp; prints the warp's.
static void report(const char *name, const std::vector<unsigned> &r,
                   unsigned first, unsigned last) {
  bool same = true;
  for (unsigned t = first; t <= last; ++t)
    for (int v = 0; v < Votes; ++v)
      same &= r[Votes * t + v] == r[Votes * first + v];
  const unsigned *o = &r[Votes * first];
  printf("%s: all %u any %u uni %u %u split %u all-of-some %u ballot %#010x%s\n",
         name, o[0], o[1], o[2], o[3], o[4], o[5], o[6],
         same ? "" : " (lanes disagree)");
}

int main() {
  unsigned *d;
  cudaMalloc(&d, 40 * Votes * sizeof(unsigned));
  std::vector<unsigned> r(40 * Votes);
  partialWarp<<<1, 40>>>(d);
  cudaMemcpy(r.data(), d, r.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
  report("full warp", r, 0, 31);
  report("8-lane warp", r, 32, 39);
  exitedLanes<<<1, 32>>>(d);
  cudaMemcpy(r.data(), d, 32 * Votes * sizeof(unsigned), cudaMemcpyDeviceToHost);
  report("4 lanes exited", r, 4, 31);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
