// CUB's BlockMergeSort and BlockAdjacentDifference on the CPU backend
// (axlcub), in kernels, each thread's items checked against a host
// reference: merge sorts by a comparator with ties (kept in order), key-value
// and partial tiles filled with oob_default; adjacent differences to the left
// and right, with tile neighbours and partial tiles, in place.
#include "cub_check.h"

#include <axl/cub/block/block_adjacent_difference.cuh>
#include <axl/cub/block/block_merge_sort.cuh>

#include <algorithm>
#include <numeric>

struct ByTens { // ties: every value in a decade compares equal
  __device__ bool operator()(int a, int b) const { return a / 10 < b / 10; }
};

template <int BT, int ITEMS>
__global__ void mergeSort(int *keys, int *values, int valid) {
  using Sorter = axlcub::BlockMergeSort<int, BT, ITEMS, int>;
  __shared__ typename Sorter::TempStorage temp;
  int t = threadIdx.x, k[ITEMS], v[ITEMS];
  for (int i = 0; i < ITEMS; ++i) {
    k[i] = keys[t * ITEMS + i];
    v[i] = values[t * ITEMS + i];
  }
  if (valid < BT * ITEMS)
    Sorter(temp).Sort(k, v, ByTens(), valid, 1 << 20);
  else
    Sorter(temp).StableSort(k, v, ByTens());
  for (int i = 0; i < ITEMS; ++i) {
    keys[t * ITEMS + i] = k[i];
    values[t * ITEMS + i] = v[i];
  }
}

template <int BT, int ITEMS> void testMergeSort() {
  constexpr int TILE = BT * ITEMS;
  for (int valid : {TILE, TILE - 5, 1}) {
    std::vector<int> keys = randomInts(TILE, 0, 99, BT + valid), idx(TILE);
    std::iota(idx.begin(), idx.end(), 0);
    DeviceBuffer<int> dK(keys), dV(idx);
    axlLaunchKernelGGL((mergeSort<BT, ITEMS>), dim3(1), dim3(BT), 0, 0, dK.Ptr, dV.Ptr, valid);
    CHECK_OK(axlDeviceSynchronize());
    std::vector<int> in = keys;
    for (int k = valid; k < TILE; ++k)
      in[k] = 1 << 20; // oob_default sorts last
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return ByTens()(in[a], in[b]); });
    std::vector<int> wK(TILE);
    for (int k = 0; k < TILE; ++k)
      wK[k] = in[idx[k]];
    expectEqual("BlockMergeSort keys", BT * 10000 + valid, dK.read(), wK);
    // Values past valid_items are the caller's to ignore.
    expectEqual("BlockMergeSort values", BT * 10000 + valid, dV.read(), idx,
                [&](size_t k) { return int(k) >= valid; });
  }
}

struct Minus {
  __device__ int operator()(int a, int b) const { return a - b; }
};

template <int BT, int ITEMS>
__global__ void adjacent(const int *in, int valid, int *left, int *leftPred, int *right,
                         int *rightSucc, int *leftPartial, int *rightPartial) {
  using A = axlcub::BlockAdjacentDifference<int, BT>;
  __shared__ typename A::TempStorage temp;
  int t = threadIdx.x, x[ITEMS], y[ITEMS];
  auto load = [&] {
    for (int i = 0; i < ITEMS; ++i)
      x[i] = in[t * ITEMS + i];
  };
  auto store = [&](int *out, int (&v)[ITEMS]) {
    for (int i = 0; i < ITEMS; ++i)
      out[t * ITEMS + i] = v[i];
  };
  load();
  A(temp).SubtractLeft(x, y, Minus());
  __syncthreads();
  store(left, y);
  A(temp).SubtractLeft(x, x, Minus(), 1000); // in place
  __syncthreads();
  store(leftPred, x);
  load();
  A(temp).SubtractRight(x, y, Minus());
  __syncthreads();
  store(right, y);
  A(temp).SubtractRight(x, y, Minus(), -1000);
  __syncthreads();
  store(rightSucc, y);
  A(temp).SubtractLeftPartialTile(x, y, Minus(), valid);
  __syncthreads();
  store(leftPartial, y);
  A(temp).SubtractRightPartialTile(x, y, Minus(), valid);
  store(rightPartial, y);
}

template <int BT> void testAdjacent() {
  constexpr int ITEMS = 3, N = BT * ITEMS;
  const int valid = N - 4;
  std::vector<int> h = randomInts(N, -50, 50, BT);
  DeviceBuffer<int> dIn(h), l(N), lp(N), r(N), rs(N), lpt(N), rpt(N);
  axlLaunchKernelGGL((adjacent<BT, ITEMS>), dim3(1), dim3(BT), 0, 0, dIn.Ptr, valid, l.Ptr, lp.Ptr,
                     r.Ptr, rs.Ptr, lpt.Ptr, rpt.Ptr);
  CHECK_OK(axlDeviceSynchronize());
  std::vector<int> wL(N), wLP(N), wR(N), wRS(N), wLPT(N), wRPT(N);
  for (int k = 0; k < N; ++k) {
    wL[k] = k == 0 ? h[0] : h[k] - h[k - 1];
    wLP[k] = h[k] - (k == 0 ? 1000 : h[k - 1]);
    wR[k] = k == N - 1 ? h[k] : h[k] - h[k + 1];
    wRS[k] = h[k] - (k == N - 1 ? -1000 : h[k + 1]);
    wLPT[k] = k == 0 || k >= valid ? h[k] : h[k] - h[k - 1];
    wRPT[k] = k >= valid - 1 ? h[k] : h[k] - h[k + 1];
  }
  expectEqual("BlockAdjacentDifference SubtractLeft", BT, l.read(), wL);
  expectEqual("BlockAdjacentDifference SubtractLeft(predecessor)", BT, lp.read(), wLP);
  expectEqual("BlockAdjacentDifference SubtractRight", BT, r.read(), wR);
  expectEqual("BlockAdjacentDifference SubtractRight(successor)", BT, rs.read(), wRS);
  expectEqual("BlockAdjacentDifference SubtractLeftPartialTile", BT, lpt.read(), wLPT);
  expectEqual("BlockAdjacentDifference SubtractRightPartialTile", BT, rpt.read(), wRPT);
}

int main() {
  testMergeSort<32, 4>();
  testMergeSort<96, 3>();
  std::printf("PASS BlockMergeSort\n");
  testAdjacent<32>();
  testAdjacent<80>();
  std::printf("PASS BlockAdjacentDifference\n");
}
