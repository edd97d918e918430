// CUB's block and warp primitives on the CPU backend (axlcub): BlockReduce,
// BlockScan, BlockLoad/BlockStore, BlockExchange, BlockDiscontinuity,
// BlockHistogram, BlockRadixSort, WarpReduce and WarpScan in kernels, each
// thread's results checked against a host reference in the thread CUB
// documents them for, over block sizes that are and are not powers of two,
// partial tiles (num_valid, valid_items) and partial warps.
#include "cub_check.h"

#include <axl/cub/block/block_discontinuity.cuh>
#include <axl/cub/block/block_exchange.cuh>
#include <axl/cub/block/block_histogram.cuh>
#include <axl/cub/block/block_load.cuh>
#include <axl/cub/block/block_radix_sort.cuh>
#include <axl/cub/block/block_reduce.cuh>
#include <axl/cub/block/block_scan.cuh>
#include <axl/cub/block/block_store.cuh>
#include <axl/cub/warp/warp_reduce.cuh>
#include <axl/cub/warp/warp_scan.cuh>
#include <axl/cub/util_ptx.cuh>
#include <axl/cub/thread/thread_reduce.cuh>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <type_traits>

// --- BlockReduce: Sum, Sum(num_valid), Reduce over items with Max; thread 0.
template <int BT, int ITEMS>
__global__ void blockReduce(const int *in, int numValid, int *out) {
  using R = axlcub::BlockReduce<int, BT>;
  __shared__ typename R::TempStorage temp;
  const int *tile = in + blockIdx.x * BT * ITEMS;
  int t = threadIdx.x;
  int s = R(temp).Sum(tile[t]);
  __syncthreads();
  int v = R(temp).Sum(t < numValid ? tile[t] : -1000000, numValid);
  __syncthreads();
  int items[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = tile[t * ITEMS + i];
  int m = R(temp).Reduce(items, axlcub::Max());
  if (t == 0) {
    out[blockIdx.x * 3 + 0] = s;
    out[blockIdx.x * 3 + 1] = v;
    out[blockIdx.x * 3 + 2] = m;
  }
}

template <int BT> void testBlockReduce() {
  constexpr int ITEMS = 3, BLOCKS = 3;
  for (int numValid : {BT, BT - 5, 1}) {
    std::vector<int> in = randomInts(BT * ITEMS * BLOCKS, -500, 500, BT + numValid);
    DeviceBuffer<int> dIn(in), dOut(BLOCKS * 3, 0);
    axlLaunchKernelGGL((blockReduce<BT, ITEMS>), dim3(BLOCKS), dim3(BT), 0, 0, dIn.Ptr,
                       numValid, dOut.Ptr);
    CHECK_OK(axlDeviceSynchronize());
    std::vector<int> want;
    for (int b = 0; b < BLOCKS; ++b) {
      const int *tile = in.data() + b * BT * ITEMS;
      want.push_back(std::accumulate(tile, tile + BT, 0));
      want.push_back(std::accumulate(tile, tile + numValid, 0));
      want.push_back(*std::max_element(tile, tile + BT * ITEMS));
    }
    expectEqual("BlockReduce", BT * 1000 + numValid, dOut.read(), want);
  }
}

// --- BlockReduce on a 2D block of floats.
__global__ void blockReduce2D(const float *in, float *out) {
  using R = axlcub::BlockReduce<float, 16, axlcub::BLOCK_REDUCE_RAKING, 3>;
  __shared__ R::TempStorage temp;
  float s = R(temp).Sum(in[threadIdx.y * 16 + threadIdx.x]);
  if (threadIdx.x == 0 && threadIdx.y == 0)
    *out = s;
}

// --- Blocks other than BLOCK_DIM_X: a smaller block (the missing threads
// take no part) and one BlockReduce per row of a 2D block.
__global__ void partialBlocks(const int *in, int *out) {
  using R = axlcub::BlockReduce<int, 128>;
  using S = axlcub::BlockScan<int, 64>;
  using Row = axlcub::BlockReduce<int, 32>;
  __shared__ R::TempStorage rt;
  __shared__ S::TempStorage st;
  __shared__ Row::TempStorage rows[3];
  int t = threadIdx.y * 32 + threadIdx.x;
  if (blockDim.y == 1) { // 1D: fewer threads than BLOCK_DIM_X
    int scanned = 0, agg = 0;
    int s = R(rt).Sum(in[t]);
    S(st).InclusiveSum(in[t], scanned, agg);
    if (t == 0)
      out[0] = s, out[1] = agg;
  } else { // 2D: rows of BLOCK_DIM_X threads, each with its TempStorage
    int r = Row(rows[threadIdx.y]).Sum(in[t]);
    if (threadIdx.x == 0)
      out[2 + threadIdx.y] = r;
  }
}

void testPartialBlocks() {
  std::vector<int> in = randomInts(96, -100, 100, 3);
  DeviceBuffer<int> dIn(in), out(5, 0);
  // 40 threads: BlockReduce<128> and BlockScan<64> over 40.
  axlLaunchKernelGGL(partialBlocks, dim3(1), dim3(40), 0, 0, dIn.Ptr, out.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> got = out.read();
  int s40 = std::accumulate(in.begin(), in.begin() + 40, 0);
  CHECK(got[0] == s40 && got[1] == s40);
  // 32 x 3 threads: one row reduction per row.
  axlLaunchKernelGGL(partialBlocks, dim3(1), dim3(32, 3), 0, 0, dIn.Ptr, out.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  got = out.read();
  for (int y = 0; y < 3; ++y)
    CHECK(got[2 + y] == std::accumulate(in.begin() + 32 * y, in.begin() + 32 * y + 32, 0));
}

// --- BlockScan: every form; out[t] per thread and per item.
struct RunningPrefix {
  int total;
  int operator()(int aggregate) {
    int old = total;
    total += aggregate;
    return old;
  }
};

template <int BT, int ITEMS>
__global__ void blockScan(const int *in, int tiles, int *exclSum, int *inclSum, int *aggr,
                          int *exclMax, int *exclNoInit, int *tiled) {
  using S = axlcub::BlockScan<int, BT>;
  __shared__ typename S::TempStorage temp;
  int t = threadIdx.x;
  int x = in[t];
  int a = 0, b = 0, agg = 0;
  S(temp).ExclusiveSum(x, a);
  __syncthreads();
  S(temp).InclusiveSum(x, b, agg);
  __syncthreads();
  exclSum[t] = a;
  inclSum[t] = b;
  aggr[t] = agg;
  int c = 0;
  S(temp).ExclusiveScan(x, c, -7, axlcub::Max());
  __syncthreads();
  exclMax[t] = c;
  int items[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = in[t * ITEMS + i];
  S(temp).ExclusiveScan(items, items, axlcub::Sum());
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    exclNoInit[t * ITEMS + i] = items[i];
  // A running inclusive sum over several tiles with a prefix callback.
  RunningPrefix prefix{100};
  for (int tile = 0; tile < tiles; ++tile) {
    int v[ITEMS];
    for (int i = 0; i < ITEMS; ++i)
      v[i] = in[(tile * BT + t) * ITEMS + i];
    S(temp).InclusiveSum(v, v, prefix);
    __syncthreads();
    for (int i = 0; i < ITEMS; ++i)
      tiled[(tile * BT + t) * ITEMS + i] = v[i];
  }
}

template <int BT> void testBlockScan() {
  constexpr int ITEMS = 3, TILES = 3;
  std::vector<int> in = randomInts(BT * ITEMS * TILES, -50, 80, BT);
  DeviceBuffer<int> dIn(in), exclSum(BT), inclSum(BT), aggr(BT), exclMax(BT),
      exclNoInit(BT * ITEMS), tiled(BT * ITEMS * TILES);
  axlLaunchKernelGGL((blockScan<BT, ITEMS>), dim3(1), dim3(BT), 0, 0, dIn.Ptr, TILES,
                     exclSum.Ptr, inclSum.Ptr, aggr.Ptr, exclMax.Ptr, exclNoInit.Ptr,
                     tiled.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> wExcl(BT), wIncl(BT), wAggr(BT), wMax(BT), wNoInit(BT * ITEMS),
      wTiled(BT * ITEMS * TILES);
  int run = 0, mx = -7;
  for (int t = 0; t < BT; ++t) {
    wExcl[t] = run;
    run += in[t];
    wIncl[t] = run;
    wMax[t] = mx;
    mx = std::max(mx, in[t]);
  }
  std::fill(wAggr.begin(), wAggr.end(), run);
  run = 0;
  for (int i = 0; i < BT * ITEMS; ++i) {
    wNoInit[i] = run;
    run += in[i];
  }
  run = 100;
  for (int i = 0; i < BT * ITEMS * TILES; ++i)
    wTiled[i] = run += in[i];
  expectEqual("BlockScan ExclusiveSum", BT, exclSum.read(), wExcl);
  expectEqual("BlockScan InclusiveSum", BT, inclSum.read(), wIncl);
  expectEqual("BlockScan aggregate", BT, aggr.read(), wAggr);
  expectEqual("BlockScan ExclusiveScan(init, Max)", BT, exclMax.read(), wMax);
  // Without an initial value thread 0's first output is undefined.
  expectEqual("BlockScan ExclusiveScan(items)", BT, exclNoInit.read(), wNoInit,
              [](size_t i) { return i == 0; });
  expectEqual("BlockScan InclusiveSum(callback)", BT, tiled.read(), wTiled);
}

// --- BlockLoad/BlockStore: each algorithm's arrangement, guarded forms.
template <int BT, int ITEMS, axlcub::BlockLoadAlgorithm LA, axlcub::BlockStoreAlgorithm SA>
__global__ void loadStore(const int *in, int valid, int *arranged, int *stored) {
  using L = axlcub::BlockLoad<int, BT, ITEMS, LA>;
  using St = axlcub::BlockStore<int, BT, ITEMS, SA>;
  __shared__ typename L::TempStorage lt;
  __shared__ typename St::TempStorage st;
  int items[ITEMS];
  L(lt).Load(in, items, valid, -1);
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    arranged[threadIdx.x * ITEMS + i] = items[i];
  St(st).Store(stored, items, valid);
}

template <int BT, int ITEMS, axlcub::BlockLoadAlgorithm LA, axlcub::BlockStoreAlgorithm SA>
void testLoadStore(bool striped) {
  constexpr int TILE = BT * ITEMS;
  for (int valid : {TILE, TILE - 7, 5}) {
    std::vector<int> in(TILE);
    std::iota(in.begin(), in.end(), 1);
    DeviceBuffer<int> dIn(in), arranged(TILE, 0), stored(TILE, -9);
    axlLaunchKernelGGL((loadStore<BT, ITEMS, LA, SA>), dim3(1), dim3(BT), 0, 0, dIn.Ptr, valid,
                       arranged.Ptr, stored.Ptr);
    CHECK_OK(axlDeviceSynchronize());
    std::vector<int> wArr(TILE), wStored(TILE, -9);
    for (int t = 0; t < BT; ++t)
      for (int i = 0; i < ITEMS; ++i) {
        int off = striped ? i * BT + t : t * ITEMS + i;
        wArr[t * ITEMS + i] = off < valid ? in[off] : -1;
      }
    for (int i = 0; i < valid; ++i)
      wStored[i] = in[i];
    expectEqual("BlockLoad", LA * 10000 + valid, arranged.read(), wArr);
    expectEqual("BlockStore", SA * 10000 + valid, stored.read(), wStored);
  }
}

// --- BlockExchange: striped <-> blocked, warp-striped, scatter by rank.
template <int BT, int ITEMS>
__global__ void exchange(int *toBlocked, int *toStriped, int *fromWarp, int *scattered) {
  using X = axlcub::BlockExchange<int, BT, ITEMS>;
  __shared__ typename X::TempStorage temp;
  int t = threadIdx.x, items[ITEMS], ranks[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = i * BT + t; // striped: the value is its tile offset
  X(temp).StripedToBlocked(items, items);
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    toBlocked[t * ITEMS + i] = items[i];
  X(temp).BlockedToStriped(items);
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    toStriped[t * ITEMS + i] = items[i];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = (t / 32) * 32 * ITEMS + (t % 32) + i * 32; // warp-striped offsets
  X(temp).WarpStripedToBlocked(items);
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i)
    fromWarp[t * ITEMS + i] = items[i];
  for (int i = 0; i < ITEMS; ++i) {
    items[i] = t * ITEMS + i;
    ranks[i] = BT * ITEMS - 1 - (t * ITEMS + i); // reverse the tile
  }
  X(temp).ScatterToBlocked(items, ranks);
  for (int i = 0; i < ITEMS; ++i)
    scattered[t * ITEMS + i] = items[i];
}

template <int BT> void testExchange() {
  constexpr int ITEMS = 3, TILE = BT * ITEMS;
  DeviceBuffer<int> a(TILE), b(TILE), c(TILE), d(TILE);
  axlLaunchKernelGGL((exchange<BT, ITEMS>), dim3(1), dim3(BT), 0, 0, a.Ptr, b.Ptr, c.Ptr,
                     d.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> blocked(TILE), striped(TILE), reversed(TILE);
  std::iota(blocked.begin(), blocked.end(), 0);
  for (int t = 0; t < BT; ++t)
    for (int i = 0; i < ITEMS; ++i)
      striped[t * ITEMS + i] = i * BT + t;
  for (int k = 0; k < TILE; ++k)
    reversed[k] = TILE - 1 - k;
  expectEqual("BlockExchange StripedToBlocked", BT, a.read(), blocked);
  expectEqual("BlockExchange BlockedToStriped", BT, b.read(), striped);
  expectEqual("BlockExchange WarpStripedToBlocked", BT, c.read(), blocked);
  expectEqual("BlockExchange ScatterToBlocked", BT, d.read(), reversed);
}

// --- BlockDiscontinuity: heads and tails of runs, with and without the
// tile's neighbours.
template <int BT, int ITEMS>
__global__ void discontinuity(const int *in, int *heads, int *tails, int *headsPred,
                              int *tailsSucc) {
  using D = axlcub::BlockDiscontinuity<int, BT>;
  __shared__ typename D::TempStorage temp;
  int t = threadIdx.x, items[ITEMS], h[ITEMS], tl[ITEMS], hp[ITEMS], ts[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = in[t * ITEMS + i];
  D(temp).FlagHeads(h, items, axlcub::Inequality());
  __syncthreads();
  D(temp).FlagTails(tl, items, axlcub::Inequality());
  __syncthreads();
  D(temp).FlagHeads(hp, items, axlcub::Inequality(), in[0]); // predecessor equal to item 0
  __syncthreads();
  D(temp).FlagTails(ts, items, axlcub::Inequality(), -12345);
  for (int i = 0; i < ITEMS; ++i) {
    heads[t * ITEMS + i] = h[i];
    tails[t * ITEMS + i] = tl[i];
    headsPred[t * ITEMS + i] = hp[i];
    tailsSucc[t * ITEMS + i] = ts[i];
  }
}

template <int BT> void testDiscontinuity() {
  constexpr int ITEMS = 3, TILE = BT * ITEMS;
  std::vector<int> in = randomInts(TILE, 0, 2, BT);
  DeviceBuffer<int> dIn(in), h(TILE), t(TILE), hp(TILE), ts(TILE);
  axlLaunchKernelGGL((discontinuity<BT, ITEMS>), dim3(1), dim3(BT), 0, 0, dIn.Ptr, h.Ptr, t.Ptr,
                     hp.Ptr, ts.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> wH(TILE), wT(TILE);
  for (int k = 0; k < TILE; ++k) {
    wH[k] = k == 0 || in[k] != in[k - 1];
    wT[k] = k == TILE - 1 || in[k] != in[k + 1];
  }
  std::vector<int> wHP = wH;
  wHP[0] = 0;
  expectEqual("BlockDiscontinuity FlagHeads", BT, h.read(), wH);
  expectEqual("BlockDiscontinuity FlagTails", BT, t.read(), wT);
  expectEqual("BlockDiscontinuity FlagHeads(predecessor)", BT, hp.read(), wHP);
  expectEqual("BlockDiscontinuity FlagTails(successor)", BT, ts.read(), wT);
}

// --- BlockHistogram into __shared__ counters and into global ones.
template <int BT, int ITEMS, int BINS>
__global__ void histogram(const unsigned char *in, unsigned *global, int *out) {
  using H = axlcub::BlockHistogram<unsigned char, BT, ITEMS, BINS>;
  __shared__ typename H::TempStorage temp;
  __shared__ int bins[BINS];
  unsigned char items[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = in[(blockIdx.x * BT + threadIdx.x) * ITEMS + i];
  H(temp).Histogram(items, bins);
  H(temp).Composite(items, global); // every block adds to the same counters
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += BT)
    out[blockIdx.x * BINS + b] = bins[b];
}

void testHistogram() {
  constexpr int BT = 48, ITEMS = 5, BINS = 70, BLOCKS = 4;
  std::vector<int> r = randomInts(BT * ITEMS * BLOCKS, 0, BINS - 1, 21);
  std::vector<unsigned char> in(r.begin(), r.end());
  DeviceBuffer<unsigned char> dIn(in);
  DeviceBuffer<unsigned> global(BINS, 0u);
  DeviceBuffer<int> out(BINS * BLOCKS, -1);
  axlLaunchKernelGGL((histogram<BT, ITEMS, BINS>), dim3(BLOCKS), dim3(BT), 0, 0, dIn.Ptr,
                     global.Ptr, out.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> w(BINS * BLOCKS, 0);
  std::vector<unsigned> wg(BINS, 0);
  for (size_t k = 0; k < in.size(); ++k) {
    ++w[k / (BT * ITEMS) * BINS + in[k]];
    ++wg[in[k]];
  }
  expectEqual("BlockHistogram (shared)", 0, out.read(), w);
  expectEqual("BlockHistogram (global)", 0, global.read(), wg);
}

// --- BlockRadixSort: keys, key-value (stable), descending, bit ranges,
// blocked-to-striped output, float keys.
enum SortMode { Ascending, Descending, LowBits, ToStriped };

template <int BT, int ITEMS, class Key>
__global__ void radixSort(Key *keys, int *values, int mode) {
  using Sorter = axlcub::BlockRadixSort<Key, BT, ITEMS, int>;
  __shared__ typename Sorter::TempStorage temp;
  int t = threadIdx.x;
  Key k[ITEMS];
  int v[ITEMS];
  for (int i = 0; i < ITEMS; ++i) {
    k[i] = keys[t * ITEMS + i];
    v[i] = values[t * ITEMS + i];
  }
  if (mode == Ascending)
    Sorter(temp).Sort(k, v);
  else if (mode == Descending)
    Sorter(temp).SortDescending(k, v);
  else if (mode == LowBits)
    Sorter(temp).Sort(k, v, 0, 4);
  else
    Sorter(temp).SortBlockedToStriped(k, v);
  for (int i = 0; i < ITEMS; ++i) {
    int off = mode == ToStriped ? i * BT + t : t * ITEMS + i;
    keys[off] = k[i];
    values[off] = v[i];
  }
}

template <int BT, int ITEMS, class Key> void testRadixSort(const std::vector<Key> &in) {
  constexpr int TILE = BT * ITEMS;
  for (int mode : {Ascending, Descending, LowBits, ToStriped}) {
    std::vector<int> idx(TILE);
    std::iota(idx.begin(), idx.end(), 0);
    DeviceBuffer<Key> dKeys(in);
    DeviceBuffer<int> dValues(idx);
    axlLaunchKernelGGL((radixSort<BT, ITEMS, Key>), dim3(1), dim3(BT), 0, 0, dKeys.Ptr,
                       dValues.Ptr, mode);
    CHECK_OK(axlDeviceSynchronize());
    // The reference: a stable sort of the positions (a radix sort is stable).
    // Bits 0..3 as the sort sees them: a float's negatives inverted, the sign
    // flipped for the rest; an integer's own.
    auto low4 = [&](int i) {
      unsigned long long u = 0;
      std::memcpy(&u, &in[i], sizeof(Key));
      if (std::is_floating_point<Key>::value)
        u = (u >> 31 & 1) ? ~u : u ^ 0x80000000u;
      return u & 15;
    };
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
      if (mode == Descending)
        return in[b] < in[a];
      if (mode == LowBits)
        return low4(a) < low4(b);
      return in[a] < in[b];
    });
    std::vector<Key> wKeys(TILE);
    for (int i = 0; i < TILE; ++i)
      wKeys[i] = in[idx[i]];
    expectEqual("BlockRadixSort keys", BT * 10 + mode, dKeys.read(), wKeys);
    expectEqual("BlockRadixSort values", BT * 10 + mode, dValues.read(), idx);
  }
}

// --- WarpReduce and WarpScan over logical warps, in blocks whose last warp
// is partial.
template <int L>
__global__ void warpOps(const int *in, int valid, int *sum, int *sumValid, int *maxv,
                        int *seg, int *incl, int *excl, int *aggr, int *bcast) {
  using WR = axlcub::WarpReduce<int, L>;
  using WS = axlcub::WarpScan<int, L>;
  constexpr int PER_WARP = (32 + L - 1) / L; // logical warps per hardware warp
  __shared__ typename WR::TempStorage rt[PER_WARP * 8];
  __shared__ typename WS::TempStorage st[PER_WARP * 8];
  int t = threadIdx.x, w = (t / 32) * PER_WARP + (t % 32) / L;
  int x = in[t];
  sum[t] = WR(rt[w]).Sum(x);
  sumValid[t] = WR(rt[w]).Sum(x, valid);
  maxv[t] = WR(rt[w]).Reduce(x, axlcub::Max());
  seg[t] = WR(rt[w]).HeadSegmentedSum(x, (t % 32 % L) % 5 == 0);
  WS(st[w]).InclusiveSum(x, incl[t]);
  WS(st[w]).ExclusiveScan(x, excl[t], 1000, axlcub::Min(), aggr[t]);
  bcast[t] = WS(st[w]).Broadcast(x, 2);
}

template <int L> void testWarp(int threads) {
  const int valid = L > 3 ? L - 3 : L;
  std::vector<int> in = randomInts(threads, -100, 100, L * 7 + threads);
  DeviceBuffer<int> dIn(in), sum(threads), sumValid(threads), maxv(threads), seg(threads),
      incl(threads), excl(threads), aggr(threads), bcast(threads);
  axlLaunchKernelGGL(warpOps<L>, dim3(1), dim3(threads), 0, 0, dIn.Ptr, valid, sum.Ptr,
                     sumValid.Ptr, maxv.Ptr, seg.Ptr, incl.Ptr, excl.Ptr, aggr.Ptr, bcast.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> wSum(threads), wValid(threads), wMax(threads), wSeg(threads),
      wIncl(threads), wExcl(threads), wAggr(threads), wBcast(threads);
  std::vector<bool> lane0(threads), segHead(threads);
  for (int t = 0; t < threads; ++t) {
    // The logical warp: lanes [base, end) of t's hardware warp.
    int hw = t / 32 * 32, base = hw + (t - hw) / L * L;
    int end = std::min({base + L, hw + 32, threads});
    lane0[t] = t == base;
    segHead[t] = ((t - hw) % L) % 5 == 0;
    int s = 0, sv = 0, m = in[base], run = 0, mn = 1000, full = 1000;
    for (int u = base; u < end; ++u) {
      s += in[u];
      if (u - base < valid)
        sv += in[u];
      m = std::max(m, in[u]);
      full = std::min(full, in[u]);
    }
    for (int u = base; u <= t; ++u)
      run += in[u];
    for (int u = base; u < t; ++u)
      mn = std::min(mn, in[u]);
    int segStart = t;
    while (!segHead[segStart] && segStart > base)
      --segStart;
    if (segHead[t]) {
      int ss = 0;
      for (int u = t; u < end && (u == t || !(((u - hw) % L) % 5 == 0)); ++u)
        ss += in[u];
      wSeg[t] = ss;
    }
    wSum[t] = s, wValid[t] = sv, wMax[t] = m, wIncl[t] = run, wExcl[t] = mn;
    wAggr[t] = std::min(full, full); // the aggregate leaves the initial value out
    int aggMin = in[base];
    for (int u = base; u < end; ++u)
      aggMin = std::min(aggMin, in[u]);
    wAggr[t] = aggMin;
    wBcast[t] = base + 2 < end ? in[base + 2] : 0;
  }
  int c = L * 1000 + threads;
  auto notLane0 = [&](size_t t) { return !lane0[t]; };
  expectEqual("WarpReduce Sum", c, sum.read(), wSum, notLane0);
  expectEqual("WarpReduce Sum(valid)", c, sumValid.read(), wValid, notLane0);
  expectEqual("WarpReduce Reduce(Max)", c, maxv.read(), wMax, notLane0);
  expectEqual("WarpReduce HeadSegmentedSum", c, seg.read(), wSeg,
              [&](size_t t) { return !segHead[t]; });
  expectEqual("WarpScan InclusiveSum", c, incl.read(), wIncl);
  expectEqual("WarpScan ExclusiveScan(init, Min)", c, excl.read(), wExcl);
  expectEqual("WarpScan aggregate", c, aggr.read(), wAggr);
  std::vector<int> gotB = bcast.read();
  expectEqual("WarpScan Broadcast", c, gotB, wBcast, [&](size_t t) {
    int hw = int(t) / 32 * 32, base = hw + (int(t) - hw) / L * L;
    return base + 2 >= std::min({base + L, hw + 32, threads});
  });
}

// --- Warp shuffles and ThreadReduce of CUB's utilities.
__global__ void shuffles(int *up, int *down, int *idx, int *reduced) {
  int t = threadIdx.x, x = t * 10 + 1;
  up[t] = axlcub::ShuffleUp<32>(x, 2, 3, 0xffffffffu);     // from t-2 if t-2 >= 3
  down[t] = axlcub::ShuffleDown<16>(x, 3, 12, 0xffffffffu); // from t+3 within 16 if <= 12
  idx[t] = axlcub::ShuffleIndex<8>(x, 5, 0xffffffffu);      // lane 5 of each 8
  int items[4] = {t, 2 * t, -3, 7};
  reduced[t] = axlcub::ThreadReduce(items, axlcub::Sum()) +
               axlcub::ThreadReduce(items, axlcub::Max(), 1000) * 1000;
}

void testShuffles() {
  DeviceBuffer<int> up(32), down(32), idx(32), reduced(32);
  axlLaunchKernelGGL(shuffles, dim3(1), dim3(32), 0, 0, up.Ptr, down.Ptr, idx.Ptr, reduced.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> wU(32), wD(32), wI(32), wR(32);
  for (int t = 0; t < 32; ++t) {
    int x = t * 10 + 1;
    wU[t] = t - 2 >= 3 ? x - 20 : x;
    wD[t] = t % 16 + 3 <= 12 ? x + 30 : x;
    wI[t] = (t / 8 * 8 + 5) * 10 + 1;
    wR[t] = (3 * t + 4) + 1000 * 1000;
  }
  expectEqual("ShuffleUp", 0, up.read(), wU);
  expectEqual("ShuffleDown", 0, down.read(), wD);
  expectEqual("ShuffleIndex", 0, idx.read(), wI);
  expectEqual("ThreadReduce", 0, reduced.read(), wR);
}

// A primitive in a block with more threads than it was instantiated for
// (CUB would index past its TempStorage) is reported.
__global__ void tooManyThreads(int *out) {
  using R = axlcub::BlockReduce<int, 32>;
  __shared__ R::TempStorage temp;
  *out = R(temp).Sum(1);
}

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "misuse") == 0) {
    DeviceBuffer<int> out(1);
    axlLaunchKernelGGL(tooManyThreads, dim3(1), dim3(64), 0, 0, out.Ptr);
    axlDeviceSynchronize();
    return 0;
  }
  testBlockReduce<32>();
  testBlockReduce<96>();
  testBlockReduce<128>();
  {
    std::vector<float> in(48);
    for (int i = 0; i < 48; ++i)
      in[i] = 0.5f * i;
    DeviceBuffer<float> dIn(in), dOut(1, 0.f);
    axlLaunchKernelGGL(blockReduce2D, dim3(1), dim3(16, 3), 0, 0, dIn.Ptr, dOut.Ptr);
    CHECK_OK(axlDeviceSynchronize());
    CHECK(dOut.read()[0] == 0.5f * 47 * 48 / 2);
  }
  testPartialBlocks();
  std::printf("PASS BlockReduce\n");
  testBlockScan<32>();
  testBlockScan<80>();
  testBlockScan<256>();
  std::printf("PASS BlockScan\n");
  testLoadStore<64, 4, axlcub::BLOCK_LOAD_DIRECT, axlcub::BLOCK_STORE_DIRECT>(false);
  testLoadStore<64, 4, axlcub::BLOCK_LOAD_STRIPED, axlcub::BLOCK_STORE_STRIPED>(true);
  testLoadStore<96, 3, axlcub::BLOCK_LOAD_VECTORIZE, axlcub::BLOCK_STORE_VECTORIZE>(false);
  testLoadStore<96, 3, axlcub::BLOCK_LOAD_TRANSPOSE, axlcub::BLOCK_STORE_TRANSPOSE>(false);
  testLoadStore<64, 5, axlcub::BLOCK_LOAD_WARP_TRANSPOSE, axlcub::BLOCK_STORE_WARP_TRANSPOSE>(
      false);
  std::printf("PASS BlockLoad BlockStore\n");
  testExchange<64>();
  testExchange<96>();
  std::printf("PASS BlockExchange\n");
  testDiscontinuity<32>();
  testDiscontinuity<72>();
  std::printf("PASS BlockDiscontinuity\n");
  testHistogram();
  std::printf("PASS BlockHistogram\n");
  testRadixSort<64, 4, int>(randomInts(256, -20, 20, 1)); // many equal keys
  testRadixSort<96, 3, unsigned>([] {
    std::vector<unsigned> v(288);
    for (int i = 0; i < 288; ++i)
      v[i] = unsigned(randomInts(1, 0, 1 << 30, i)[0]) * 3u;
    return v;
  }());
  {
    std::vector<float> f(40 * 2);
    std::vector<int> r = randomInts(80, -300, 300, 9);
    for (int i = 0; i < 80; ++i)
      f[i] = r[i] * 0.25f;
    testRadixSort<40, 2, float>(f);
  }
  std::printf("PASS BlockRadixSort\n");
  testWarp<32>(96);
  testWarp<32>(48);
  testWarp<16>(64);
  testWarp<8>(40);
  testWarp<7>(32);
  testShuffles();
  std::printf("PASS WarpReduce WarpScan\n");
}
