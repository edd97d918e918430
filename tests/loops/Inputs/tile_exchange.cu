// Warp-synchronous sums through shared memory, with cooperative groups'
// syncs between the steps and none between a lane's read of its partner's
// slot and its own write: `s[i] += s[i ^ k]`. A GPU's warp loads every
// lane's operands before any lane stores, so every slot ends with the sum
// of all; lane after lane, lane 8 would read lane 0's slot already
// updated. The loops split such a statement into the lanes' reads and
// then their writes (the lockstep result); AXL_CPU_LOOPS_CHECK=1 reports
// it. The syncs: a dynamic tile (a thread_group from tiled_partition,
// passed to a device function), a thread_block_tile's sync(), the block's
// cg::sync and sync() as barriers; a thread_group whose origin is not
// known keeps its kernel on fibers.
#include <axl/cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

struct Rgb {
  float r, g, b;
};
__device__ inline Rgb &operator+=(Rgb &a, Rgb b) {
  a.r += b.r;
  a.g += b.g;
  a.b += b.b;
  return a;
}

// The 16 lanes of a tile fold their slots by exchanging halves in place.
__device__ void foldTile(Rgb *slots, cg::thread_group tile) {
  const int i = threadIdx.x % 16;
  cg::sync(tile);
  slots[i] += slots[i ^ 8];
  cg::sync(tile);
  slots[i] += slots[i ^ 4];
  cg::sync(tile);
  slots[i] += slots[i ^ 2];
  cg::sync(tile);
  slots[i] += slots[i ^ 1];
}

// The same with the partner read before a sync: CUDA's way, the same
// result on fibers and as loops, nothing to report.
__device__ void foldTileSynced(Rgb *slots, cg::thread_group tile) {
  const int i = threadIdx.x % 16;
  for (int k = 8; k > 0; k /= 2) {
    cg::sync(tile);
    const Rgb other = slots[i ^ k];
    cg::sync(tile);
    slots[i] += other;
  }
}

__global__ void tileSums(const Rgb *in, Rgb *out, unsigned *ranks, int synced) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ Rgb slots[16];
  cg::thread_group tile = cg::tiled_partition(block, 16);
  const int t = threadIdx.x;
  // (the tile's lanes, made by the thread that declares it)
  ranks[blockIdx.x * 64 + t] = unsigned(tile.thread_rank() + 100 * tile.size());
  if (t < 16) {
    slots[t] = in[blockIdx.x * 16 + t];
    if (synced)
      foldTileSynced(slots, tile);
    else
      foldTile(slots, tile);
    cg::sync(tile);
    out[blockIdx.x * 16 + t] = slots[t];
  }
  cg::sync(block);
}

// A warp's 32 slots, each the sum of all after five rotations:
// s[i] = s[i] + s[(i + k) % 32], a thread_block_tile's sync() between.
__global__ void rotateSums(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ int s[64];
  const int t = threadIdx.x, lane = t % 32, base = t - lane;
  s[t] = in[blockIdx.x * 64 + t];
  block.sync();
  for (int k = 16; k > 0; k /= 2) {
    s[base + lane] = s[base + lane] + s[base + (lane + k) % 32];
    warp.sync();
  }
  block.sync();
  out[blockIdx.x * 64 + t] = s[(t + 32) % 64];
}

// A thread_group given the block at one call and a tile at another: its
// sync may be a barrier or a warp's, so the kernel stays on fibers.
__device__ void settle(int *s, cg::thread_group g) {
  s[threadIdx.x] += 1;
  g.sync();
}

__global__ void mixed(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = 0;
  settle(s, cg::this_thread_block());
  settle(s, cg::tiled_partition(cg::this_thread_block(), 8));
  out[threadIdx.x] = s[threadIdx.x];
}

template <class T> static T *managed(size_t n) {
  T *p;
  axlMallocManaged(&p, n * sizeof(T));
  return p;
}

int main() {
  const int Blocks = 3;
  Rgb *in = managed<Rgb>(Blocks * 16), *out = managed<Rgb>(Blocks * 16);
  unsigned *ranks = managed<unsigned>(Blocks * 64);
  for (int i = 0; i < Blocks * 16; ++i)
    in[i] = Rgb{float(i + 1), float(i % 5), float(2 * i)};
  for (int synced = 0; synced < 2; ++synced) {
    axlLaunchKernelGGL(tileSums, dim3(Blocks), dim3(64), 0, 0, in, out, ranks, synced);
    axlDeviceSynchronize();
    int wrong = 0, badRanks = 0;
    for (int i = 0; i < Blocks * 64; ++i)
      badRanks += ranks[i] != unsigned(i % 16 + 1600);
    float first = 0, want0 = 0;
    for (int b = 0; b < Blocks; ++b) {
      Rgb want{0, 0, 0};
      for (int i = 0; i < 16; ++i)
        want += in[b * 16 + i];
      if (b == 0)
        first = out[0].r, want0 = want.r;
      for (int i = 0; i < 16; ++i)
        wrong += out[b * 16 + i].r != want.r || out[b * 16 + i].g != want.g ||
                 out[b * 16 + i].b != want.b;
    }
    std::printf("tileSums%s: %s (block 0 lane 0: %g, lockstep %g), tile ranks %s\n",
                synced ? ", synced" : "", wrong ? "not lockstep" : "lockstep", first, want0,
                badRanks ? "WRONG" : "ok");
  }

  int *rin = managed<int>(Blocks * 64), *rout = managed<int>(Blocks * 64);
  for (int i = 0; i < Blocks * 64; ++i)
    rin[i] = i * 7 % 19;
  axlLaunchKernelGGL(rotateSums, dim3(Blocks), dim3(64), 0, 0, rin, rout);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int w = 0; w < Blocks * 2; ++w) {
    int want = 0;
    for (int l = 0; l < 32; ++l)
      want += rin[w * 32 + l];
    const int other = w ^ 1; // each thread wrote the other warp's slot
    for (int l = 0; l < 32; ++l)
      wrong += rout[other * 32 + l] != want;
  }
  std::printf("rotateSums: %s\n", wrong ? "not lockstep" : "lockstep");

  int *m = managed<int>(32);
  axlLaunchKernelGGL(mixed, dim3(1), dim3(32), 0, 0, m);
  axlDeviceSynchronize();
  std::printf("mixed: %d %d\n", m[0], m[31]);
  return 0;
}
