// CPU backend execution: warp intrinsics (shuffles with partial masks and
// widths, votes, matches, reductions) and cooperative groups, each lane
// checked against an expectation computed here from CUDA's documented rules;
// blocks smaller than a warp and exited lanes as a GPU runs them.
// Also compiled with clang++ by exec_warp_clang.test.
#include "exec_check.h"

#include <axl/cooperative_groups.h>
#include <axl/cooperative_groups/memcpy_async.h>
#include <axl/cooperative_groups/reduce.h>
#include <axl/cooperative_groups/scan.h>
#include <axl/runtime.h>

#include <cstring>
#include <vector>

namespace cg = cooperative_groups;

enum Mode { Idx, Up, Down, Xor };

// One shuffle per launch: lanes in `mask` call it, the others leave the
// result at -1. Values are lane * 1000 + 7 as a 64-bit integer and as a
// double.
__global__ void shuffle(int mode, unsigned mask, int arg, int width,
                        long long *outLong, double *outDouble, int *outInt) {
  const unsigned lane = threadIdx.x % 32;
  if (!(mask >> lane & 1))
    return;
  const long long v = lane * 1000LL + 7 + (1LL << 40);
  const double d = lane * 1000.0 + 0.25;
  const int i = int(lane) * 3 - 40;
  long long rl = 0;
  double rd = 0;
  int ri = 0;
  switch (mode) {
  case Idx:
    rl = __shfl_sync(mask, v, arg, width);
    rd = __shfl_sync(mask, d, arg, width);
    ri = __shfl_sync(mask, i, arg, width);
    break;
  case Up:
    rl = __shfl_up_sync(mask, v, arg, width);
    rd = __shfl_up_sync(mask, d, arg, width);
    ri = __shfl_up_sync(mask, i, arg, width);
    break;
  case Down:
    rl = __shfl_down_sync(mask, v, arg, width);
    rd = __shfl_down_sync(mask, d, arg, width);
    ri = __shfl_down_sync(mask, i, arg, width);
    break;
  case Xor:
    rl = __shfl_xor_sync(mask, v, arg, width);
    rd = __shfl_xor_sync(mask, d, arg, width);
    ri = __shfl_xor_sync(mask, i, arg, width);
    break;
  }
  outLong[threadIdx.x] = rl;
  outDouble[threadIdx.x] = rd;
  outInt[threadIdx.x] = ri;
}

// The source lane by CUDA's documentation: lanes form groups of `width`;
// idx reads lane (srcLane mod width) of the group; up/down read lane -/+ delta
// unless that leaves the group (then the own value); xor reads lane ^ mask
// unless that is in a later group. A source outside the mask takes no part
// and gives zero (-1 here), as NVIDIA GPUs give.
static int sourceLane(Mode mode, unsigned lane, int arg, int width,
                           unsigned mask) {
  const unsigned group = lane / width * width, w = unsigned(width);
  unsigned src = lane;
  switch (mode) {
  case Idx:
    src = group + unsigned(arg) % w;
    break;
  case Up:
    src = lane - group >= unsigned(arg) ? lane - arg : lane;
    break;
  case Down:
    src = lane - group + unsigned(arg) < w ? lane + arg : lane;
    break;
  case Xor:
    src = lane ^ unsigned(arg);
    if (src >= group + w)
      src = lane;
    break;
  }
  return src < 32 && (mask >> src & 1) ? int(src) : -1;
}

static void testShuffles() {
  const unsigned masks[] = {0xffffffffu, 0x0000ffffu, 0x55555555u,
                            0xf0f0000fu};
  const int widths[] = {1, 2, 4, 8, 16, 32};
  const int args[] = {0, 1, 3, 5, 17, 31};
  const int threads = 64; // two warps
  std::vector<long long> outLong(threads);
  std::vector<double> outDouble(threads);
  std::vector<int> outInt(threads);
  int cases = 0;
  for (int mode = Idx; mode <= Xor; ++mode)
    for (unsigned mask : masks)
      for (int width : widths)
        for (int arg : args) {
          std::fill(outLong.begin(), outLong.end(), -1);
          std::fill(outDouble.begin(), outDouble.end(), -1);
          std::fill(outInt.begin(), outInt.end(), -1);
          axlLaunchKernelGGL(shuffle, dim3(1), dim3(threads), 0, 0, mode, mask,
                             arg, width, outLong.data(), outDouble.data(),
                             outInt.data());
          axlDeviceSynchronize();
          ++cases;
          for (int t = 0; t < threads; ++t) {
            const unsigned lane = t % 32;
            long long wantLong = -1;
            double wantDouble = -1;
            int wantInt = -1;
            if (mask >> lane & 1) {
              const int s = sourceLane(Mode(mode), lane, arg, width, mask);
              wantLong = s < 0 ? 0 : s * 1000LL + 7 + (1LL << 40);
              wantDouble = s < 0 ? 0 : s * 1000.0 + 0.25;
              wantInt = s < 0 ? 0 : s * 3 - 40;
            }
            EXEC_CHECK(outLong[t] == wantLong && outDouble[t] == wantDouble &&
                           outInt[t] == wantInt,
                       "shuffle mode %d mask %#x width %d arg %d thread %d: "
                       "%lld %g %d, want %lld %g %d",
                       mode, mask, width, arg, t, outLong[t], outDouble[t],
                       outInt[t], wantLong, wantDouble, wantInt);
          }
        }
  std::printf("shuffle cases: %d\n", cases);
  execSection("shuffles with masks and widths");
}

// Votes, matches and reductions over the even lanes of each warp (odd lanes
// do not take part).
__global__ void votesAndMatches(unsigned *out) {
  const unsigned lane = threadIdx.x % 32;
  if (lane % 2)
    return;
  const unsigned mask = 0x55555555u;
  unsigned *o = out + threadIdx.x * 12;
  o[0] = __ballot_sync(mask, lane % 3 == 0);
  o[1] = __any_sync(mask, lane == 30);
  o[2] = __all_sync(mask, lane < 31);
  o[3] = __all_sync(mask, lane < 30);
  o[4] = __match_any_sync(mask, int(lane % 3));
  int pred = -1;
  o[5] = __match_all_sync(mask, 42.5f, &pred);
  o[6] = unsigned(pred);
  o[7] = __match_all_sync(mask, lane / 4, &pred);
  o[8] = unsigned(pred);
  o[9] = __reduce_add_sync(mask, lane);
  o[10] = unsigned(__reduce_min_sync(mask, 100 - int(lane)));
  o[11] = __reduce_xor_sync(mask, 1u << lane);
}

static void testVotesAndMatches() {
  std::vector<unsigned> out(64 * 12, 0xdeadbeef);
  axlLaunchKernelGGL(votesAndMatches, dim3(1), dim3(64), 0, 0, out.data());
  axlDeviceSynchronize();
  const unsigned mask = 0x55555555u;
  unsigned ballot = 0, sum = 0, xorBits = 0;
  int minimum = 1000;
  for (unsigned l = 0; l < 32; l += 2) {
    ballot |= (l % 3 == 0) << l;
    sum += l;
    minimum = std::min(minimum, 100 - int(l));
    xorBits ^= 1u << l;
  }
  for (int t = 0; t < 64; ++t) {
    const unsigned lane = t % 32;
    const unsigned *o = &out[t * 12];
    if (lane % 2) {
      EXEC_CHECK(o[0] == 0xdeadbeef, "odd lane %d wrote", t);
      continue;
    }
    unsigned matchAny = 0;
    for (unsigned l = 0; l < 32; l += 2)
      matchAny |= (l % 3 == lane % 3) << l;
    const unsigned want[12] = {ballot, 1, 1, 0, matchAny, mask, 1, 0, 0,
                               sum, unsigned(minimum), xorBits};
    for (int k = 0; k < 12; ++k)
      EXEC_CHECK(o[k] == want[k], "thread %d item %d: %#x want %#x", t, k,
                 o[k], want[k]);
  }
  execSection("votes, matches, reductions");
}

// Lanes 0-4 of each warp exit first (they run in the plain loop); the others
// shuffle among themselves after the block switched to fibers, then ask for
// the active mask.
__global__ void afterSwitch(int *out, unsigned *active) {
  const unsigned lane = threadIdx.x % 32;
  if (lane < 5) {
    out[threadIdx.x] = -2;
    return;
  }
  const unsigned mask = 0xffffffe0u;
  int v = int(threadIdx.x);
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_xor_sync(mask, v, offset);
  out[threadIdx.x] = v;
  active[threadIdx.x] = __activemask();
}

static void testAfterSwitch() {
  std::vector<int> out(96);
  std::vector<unsigned> active(96, 0);
  axlLaunchKernelGGL(afterSwitch, dim3(2), dim3(96), 0, 0, out.data(),
                     active.data());
  axlDeviceSynchronize();
  for (int t = 0; t < 96; ++t) {
    const unsigned lane = t % 32;
    if (lane < 5) {
      EXEC_CHECK(out[t] == -2, "exited lane %d", t);
      continue;
    }
    // The butterfly with partners that exited: they give zero.
    int v[32];
    for (unsigned l = 0; l < 32; ++l)
      v[l] = int(t - lane + l);
    for (int offset = 16; offset > 0; offset /= 2) {
      int next[32];
      for (unsigned l = 5; l < 32; ++l) {
        unsigned p = l ^ unsigned(offset);
        next[l] = v[l] + (p >= 5 ? v[p] : 0);
      }
      for (unsigned l = 5; l < 32; ++l)
        v[l] = next[l];
    }
    EXEC_CHECK(out[t] == v[lane], "after switch thread %d: %d want %d", t,
               out[t], v[lane]);
    EXEC_CHECK(active[t] == 0xffffffe0u, "activemask thread %d: %#x", t,
               active[t]);
  }
  execSection("warp operations after the switch to fibers");
}

// Cooperative groups: tiles, reduce, scans, ranks, ballots, coalesced groups.
__global__ void groups(int *out, float *sums, const float *values) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  cg::thread_block_tile<4> small = cg::tiled_partition<4>(tile);
  const unsigned r = block.thread_rank();
  int *o = out + r * 12;
  o[0] = int(tile.thread_rank());
  o[1] = int(tile.meta_group_rank());
  o[2] = int(tile.meta_group_size());
  o[3] = cg::reduce(tile, int(r), cg::plus<int>());
  o[4] = cg::inclusive_scan(tile, int(r) % 5);
  o[5] = cg::exclusive_scan(tile, int(r) % 5, cg::plus<int>());
  o[6] = cg::reduce(small, int(r), cg::greater<int>());
  o[7] = int(tile.ballot(r % 3 == 0));
  o[8] = tile.shfl(int(r) * 2, 3);
  o[9] = int(small.meta_group_rank());
  sums[r] = cg::reduce(tile, values[r], cg::plus<float>());
  block.sync();
  cg::thread_group generic = cg::tiled_partition(block, 8);
  o[10] = int(generic.thread_rank() * 100 + generic.num_threads());
  if (r % 2 == 0) {
    cg::coalesced_group even = cg::coalesced_threads();
    o[11] = int(even.size() * 100 + even.thread_rank());
  } else {
    o[11] = -1;
  }
}

static void testGroups() {
  const int n = 64;
  std::vector<int> out(n * 12, -7);
  std::vector<float> sums(n), values(n);
  for (int i = 0; i < n; ++i)
    values[i] = 1.0f / float(i + 3) + float(i) * 1e-3f;
  axlLaunchKernelGGL(groups, dim3(1), dim3(n), 0, 0, out.data(), sums.data(),
                     values.data());
  axlDeviceSynchronize();
  for (int r = 0; r < n; ++r) {
    const int *o = &out[r * 12];
    const int base = r / 16 * 16;
    int sum = 0, inclusive = 0, exclusive = 0, ballot = 0, maxSmall = 0;
    for (int k = base; k < base + 16; ++k) {
      sum += k;
      if (k <= r)
        inclusive += k % 5;
      if (k < r)
        exclusive += k % 5;
      ballot |= (k % 3 == 0) << (k - base);
    }
    for (int k = r / 4 * 4; k < r / 4 * 4 + 4; ++k)
      maxSmall = std::max(maxSmall, k);
    const int want[12] = {r % 16,
                          r / 16,
                          4,
                          sum,
                          inclusive,
                          exclusive,
                          maxSmall,
                          ballot,
                          (base + 3) * 2,
                          (r % 16) / 4,
                          (r % 8) * 100 + 8,
                          r % 2 == 0 ? 1600 + (r % 32) / 2 : -1};
    for (int k = 0; k < 12; ++k)
      EXEC_CHECK(o[k] == want[k], "groups thread %d item %d: %d want %d", r, k,
                 o[k], want[k]);
    // Float reduce in CUDA's butterfly order (xor 8, 4, 2, 1).
    float v[16];
    for (int k = 0; k < 16; ++k)
      v[k] = values[base + k];
    for (int m = 8; m > 0; m /= 2) {
      float next[16];
      for (int k = 0; k < 16; ++k)
        next[k] = v[k] + v[k ^ m];
      std::memcpy(v, next, sizeof v);
    }
    EXEC_CHECK(std::memcmp(&sums[r], &v[r % 16], sizeof(float)) == 0,
               "float reduce thread %d: %a want %a", r, sums[r], v[r % 16]);
  }
  execSection("cooperative groups");
}

// memcpy_async into shared memory, then wait.
__global__ void asyncCopy(const int *in, int *out, int n) {
  AXL_DYNAMIC_SHARED(int, staged);
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, staged, in + blockIdx.x * n, sizeof(int) * n);
  cg::wait(block);
  for (int i = block.thread_rank(); i < n; i += block.size())
    out[blockIdx.x * n + i] = staged[n - 1 - i];
}

// Blocks smaller than a warp, and lanes that exited, with full masks: the
// missing lanes take no part, as on a GPU (FFT and Hadamard kernels with
// small blocks do this); a read from one gives zero (a read out of the
// lane's segment its own value).
__global__ void subWarp(int *sum, int *down, unsigned *ballot) {
  int v = int(threadIdx.x) + 1;
  for (int o = 1; o < int(blockDim.x); o <<= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  sum[threadIdx.x] = v;
  down[threadIdx.x] = __shfl_down_sync(0xffffffffu, int(threadIdx.x) * 10, 1);
  ballot[threadIdx.x] = __ballot_sync(0xffffffffu, 1);
}

__global__ void afterExit(int *out) {
  if (threadIdx.x < 3)
    return;
  out[threadIdx.x] = __shfl_sync(0xffffffffu, int(threadIdx.x) * 7, 4);
}

static void testSubWarpBlocks() {
  for (int threads : {8, 16, 20}) {
    std::vector<int> sum(threads), down(threads);
    std::vector<unsigned> ballot(threads);
    axlLaunchKernelGGL(subWarp, dim3(2), dim3(threads), 0, 0, sum.data(), down.data(),
                       ballot.data());
    axlDeviceSynchronize();
    for (int t = 0; t < threads; ++t) {
      // Butterfly over the block: complete for a power of two.
      if ((threads & (threads - 1)) == 0)
        EXEC_CHECK(sum[t] == threads * (threads + 1) / 2, "sub-warp sum %d/%d: %d", t,
                   threads, sum[t]);
      const int want = t + 1 < threads ? (t + 1) * 10 : 0;
      EXEC_CHECK(down[t] == want, "sub-warp down %d/%d: %d", t, threads, down[t]);
      EXEC_CHECK(ballot[t] == (1u << threads) - 1, "sub-warp ballot %d/%d: %#x", t, threads,
                 ballot[t]);
    }
  }
  std::vector<int> out(32, -1);
  axlLaunchKernelGGL(afterExit, dim3(1), dim3(32), 0, 0, out.data());
  axlDeviceSynchronize();
  for (int t = 3; t < 32; ++t)
    EXEC_CHECK(out[t] == 28, "after exit %d: %d", t, out[t]);
  execSection("blocks smaller than a warp, exited lanes");
}

static void testMemcpyAsync() {
  const int n = 1000, blocks = 4;
  std::vector<int> in(n * blocks), out(n * blocks, 0);
  for (int i = 0; i < n * blocks; ++i)
    in[i] = i * 3 + 1;
  axlLaunchKernelGGL(asyncCopy, dim3(blocks), dim3(96), n * sizeof(int), 0,
                     in.data(), out.data(), n);
  axlDeviceSynchronize();
  for (int b = 0; b < blocks; ++b)
    for (int i = 0; i < n; ++i)
      EXEC_CHECK(out[b * n + i] == in[b * n + n - 1 - i], "memcpy_async %d %d",
                 b, i);
  execSection("memcpy_async");
}

int main() {
  testShuffles();
  testVotesAndMatches();
  testAfterSwitch();
  testGroups();
  testSubWarpBlocks();
  testMemcpyAsync();
  return execResult();
}
