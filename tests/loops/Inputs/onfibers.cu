// Calls the rewrite cannot turn into loops, made on fibers for the length
// of the call while the rest of the kernel runs as loops: a member function
// with barriers, a library block reduction with its result per thread, a
// cooperative-groups tile, a sleep under a branch, a match, a grid barrier;
// and a switch on a uniform value around warp operations. Each is checked
// against a host computation, as loops and on fibers.
#include <axl/cooperative_groups.h>
#include <axl/cooperative_groups/reduce.h>
#include <axl/cub/block/block_reduce.cuh>
#include <axl/cub/block/block_scan.cuh>
#include <cstdio>
#include <cstring>

namespace cg = cooperative_groups;

// A member function with a barrier: each thread posts its value, the block
// meets, each reads its neighbour's.
struct Neighbours {
  int *slots;
  __device__ int next(int v) {
    slots[threadIdx.x] = v;
    __syncthreads();
    return slots[(threadIdx.x + 1) % blockDim.x];
  }
};

__global__ void members(const int *in, int *out) {
  __shared__ int slots[128];
  const int t = threadIdx.x;
  int v = in[t] * 2;
  Neighbours n{slots};
  int w = n.next(v) + 1; // v: kept across the call
  __syncthreads();
  out[t] = w + v;
}

// A library reduction and an exclusive scan with an output argument, in a
// template kernel (the calls are resolved per instantiation).
template <int BT>
__global__ void library(const int *in, int *sum, int *prefix) {
  using R = axlcub::BlockReduce<int, BT>;
  using S = axlcub::BlockScan<int, BT>;
  __shared__ typename R::TempStorage rt;
  __shared__ typename S::TempStorage st;
  const int t = threadIdx.x;
  int x = in[t] + 1;
  int s = R(rt).Sum(x);
  int p = 0;
  S(st).ExclusiveSum(x, p);
  prefix[t] = p;
  if (t == 0)
    *sum = s;
}

// Tiles of 8: a reduction through the tile object, a block barrier, and a
// match among the lanes of a warp.
__global__ void tiles(const int *in, int *sums, unsigned *matches) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  const int t = block.thread_rank();
  int v = in[t];
  int s = cg::reduce(tile, v, cg::plus<int>());
  block.sync();
  sums[t] = s + int(tile.thread_rank());
  matches[t] = __match_any_sync(0xffffffffu, v % 3);
}

// A sleep under a branch only thread 0 takes.
__global__ void naps(int *out, unsigned ns) {
  if (threadIdx.x == 0 && ns)
    __nanosleep(ns);
  out[threadIdx.x] = int(threadIdx.x) * 3;
}

// A switch on a kernel parameter around shuffles.
__global__ void choose(int mode, int *out) {
  const int lane = threadIdx.x % 32;
  int r = -1;
  switch (mode) {
  case 0:
    r = __shfl_down_sync(0xffffffffu, lane, 1);
    break;
  case 1:
  case 2:
    r = __shfl_xor_sync(0xffffffffu, lane, mode);
    break;
  default:
    r = __shfl_sync(0xffffffffu, lane * 10, 3);
  }
  out[threadIdx.x] = r;
}

// A grid barrier in a cooperative launch: every block adds, the grid
// meets, block 0 reads the total.
__global__ void gridTotal(int *counter, int *seen) {
  cg::grid_group grid = cg::this_grid();
  if (threadIdx.x == 0)
    atomicAdd(counter, 1);
  grid.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0)
    *seen = *counter;
}

static int failures = 0;
static void check(bool ok, const char *what) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  failures += !ok;
}

template <class T> static T *managed(size_t n) {
  T *p;
  axlMallocManaged(&p, n * sizeof(T));
  std::memset(p, 0, n * sizeof(T));
  return p;
}

int main() {
  int *in = managed<int>(128), *out = managed<int>(128);
  for (int i = 0; i < 128; ++i)
    in[i] = (i * 37) % 101 - 50;

  axlLaunchKernelGGL(members, dim3(1), dim3(96), 0, 0, in, out);
  axlDeviceSynchronize();
  bool ok = true;
  for (int t = 0; t < 96; ++t)
    ok &= out[t] == in[(t + 1) % 96] * 2 + 1 + in[t] * 2;
  check(ok, "member function with a barrier");

  int *sum = managed<int>(1), *prefix = managed<int>(128);
  axlLaunchKernelGGL((library<128>), dim3(1), dim3(128), 0, 0, in, sum, prefix);
  axlDeviceSynchronize();
  int total = 0;
  ok = true;
  for (int t = 0; t < 128; ++t) {
    ok &= prefix[t] == total;
    total += in[t] + 1;
  }
  check(ok && *sum == total, "BlockReduce, BlockScan");

  unsigned *matches = managed<unsigned>(64);
  axlLaunchKernelGGL(tiles, dim3(1), dim3(64), 0, 0, in, out, matches);
  axlDeviceSynchronize();
  ok = true;
  for (int t = 0; t < 64; ++t) {
    int s = 0;
    for (int k = t / 8 * 8; k < t / 8 * 8 + 8; ++k)
      s += in[k];
    unsigned m = 0;
    for (int l = 0; l < 32; ++l)
      m |= unsigned(in[t / 32 * 32 + l] % 3 == in[t] % 3) << l;
    ok &= out[t] == s + t % 8 && matches[t] == m;
  }
  check(ok, "tiles, block.sync, __match_any_sync");

  axlLaunchKernelGGL(naps, dim3(2), dim3(64), 0, 0, out, 1000u);
  axlDeviceSynchronize();
  ok = true;
  for (int t = 0; t < 64; ++t)
    ok &= out[t] == t * 3;
  check(ok, "__nanosleep under a branch");

  ok = true;
  for (int mode = 0; mode < 4; ++mode) {
    axlLaunchKernelGGL(choose, dim3(1), dim3(64), 0, 0, mode, out);
    axlDeviceSynchronize();
    for (int t = 0; t < 64; ++t) {
      const int l = t % 32;
      const int want = mode == 0 ? (l < 31 ? l + 1 : l) : mode < 3 ? l ^ mode : 30;
      ok &= out[t] == want;
    }
  }
  check(ok, "switch around shuffles");

  int *counter = managed<int>(1), *seen = managed<int>(1);
  void *args[] = {&counter, &seen};
  axlLaunchCooperativeKernel(gridTotal, dim3(2), dim3(32), args, 0, 0);
  axlDeviceSynchronize();
  check(*seen == 2, "grid.sync");
  return failures;
}
