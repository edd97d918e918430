// CUB's device-wide algorithms over runs, keys and segments on the CPU
// backend (axlcub), with the two-call temporary-storage protocol:
// DeviceRunLengthEncode (Encode, NonTrivialRuns), DevicePartition (If,
// Flagged), DeviceReduce::ReduceByKey, DeviceScan's ByKey scans,
// DeviceSegmentedRadixSort, DeviceMergeSort, DeviceSegmentedSort,
// DeviceAdjacentDifference, DeviceFor and DeviceTransform, against host
// references over empty, small and non-power-of-two inputs with runs of
// many lengths and ties.
#include "cub_check.h"

#include <axl/cub/device/device_adjacent_difference.cuh>
#include <axl/cub/device/device_for.cuh>
#include <axl/cub/device/device_merge_sort.cuh>
#include <axl/cub/device/device_partition.cuh>
#include <axl/cub/device/device_reduce.cuh>
#include <axl/cub/device/device_run_length_encode.cuh>
#include <axl/cub/device/device_scan.cuh>
#include <axl/cub/device/device_segmented_radix_sort.cuh>
#include <axl/cub/device/device_segmented_sort.cuh>
#include <axl/cub/device/device_transform.cuh>

#include <algorithm>
#include <numeric>


/// Keys in runs: each value repeats 1 to 4 times.
std::vector<int> runKeys(int n, unsigned seed) {
  std::vector<int> r = randomInts(n, 0, 3, seed), k(n);
  int key = 0;
  for (int i = 0; i < n; ++i) {
    if (i == 0 || r[i] == 0)
      key = randomInts(1, -9, 9, seed + i)[0] * 10 + i % 7; // usually a new value
    k[i] = key;
  }
  return k;
}

void testRuns(axlStream_t S, int n) {
  std::vector<int> h = runKeys(n, n + 1);
  DeviceBuffer<int> in(h), unique(n + 1, -1), counts(n + 1, -1), offs(n + 1, -1),
      lens(n + 1, -1), num(1, -1), num2(1, -1);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceRunLengthEncode::Encode(T, B, in.Ptr, unique.Ptr, counts.Ptr, num.Ptr, n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceRunLengthEncode::NonTrivialRuns(T, B, in.Ptr, offs.Ptr, lens.Ptr, num2.Ptr,
                                                         n, S);
  });
  std::vector<int> wU, wC, wO, wL;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && h[j] == h[i])
      ++j;
    wU.push_back(h[i]);
    wC.push_back(j - i);
    if (j - i > 1)
      wO.push_back(i), wL.push_back(j - i);
    i = j;
  }
  CHECK(num.read()[0] == int(wU.size()) && num2.read()[0] == int(wO.size()));
  auto first = [](std::vector<int> v, size_t k) { v.resize(k); return v; };
  expectEqual("DeviceRunLengthEncode::Encode unique", n, first(unique.read(), wU.size()), wU);
  expectEqual("DeviceRunLengthEncode::Encode counts", n, first(counts.read(), wC.size()), wC);
  expectEqual("DeviceRunLengthEncode::NonTrivialRuns offsets", n, first(offs.read(), wO.size()), wO);
  expectEqual("DeviceRunLengthEncode::NonTrivialRuns lengths", n, first(lens.read(), wL.size()), wL);

  // ReduceByKey (Max) and the ByKey scans over the same runs.
  std::vector<int> v = randomInts(n, -50, 50, n + 2);
  DeviceBuffer<int> vals(v), aggr(n + 1, -1), keysOut(n + 1, -1), runs(1, -1), exSum(n),
      inSum(n), exMax(n), inMin(n);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceReduce::ReduceByKey(T, B, in.Ptr, keysOut.Ptr, vals.Ptr, aggr.Ptr, runs.Ptr,
                                             axlcub::Max(), n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::ExclusiveSumByKey(T, B, in.Ptr, vals.Ptr, exSum.Ptr, n,
                                                 axlcub::Equality(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::InclusiveSumByKey(T, B, in.Ptr, vals.Ptr, inSum.Ptr, n,
                                                 axlcub::Equality(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::ExclusiveScanByKey(T, B, in.Ptr, vals.Ptr, exMax.Ptr, axlcub::Max(),
                                                  -99, n, axlcub::Equality(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::InclusiveScanByKey(T, B, in.Ptr, vals.Ptr, inMin.Ptr, axlcub::Min(), n,
                                                  axlcub::Equality(), S);
  });
  std::vector<int> wA, wES(n), wIS(n), wEM(n), wIM(n);
  for (int i = 0; i < n;) {
    int j = i, mx = v[i], s = 0, m = -99, mn = v[i];
    for (; j < n && h[j] == h[i]; ++j) {
      mx = std::max(mx, v[j]);
      wES[j] = s;
      wIS[j] = s += v[j];
      wEM[j] = m;
      m = std::max(m, v[j]);
      wIM[j] = mn = std::min(mn, v[j]);
    }
    wA.push_back(mx);
    i = j;
  }
  CHECK(runs.read()[0] == int(wU.size()));
  expectEqual("DeviceReduce::ReduceByKey keys", n, first(keysOut.read(), wU.size()), wU);
  expectEqual("DeviceReduce::ReduceByKey aggregates", n, first(aggr.read(), wA.size()), wA);
  expectEqual("DeviceScan::ExclusiveSumByKey", n, exSum.read(), wES);
  expectEqual("DeviceScan::InclusiveSumByKey", n, inSum.read(), wIS);
  expectEqual("DeviceScan::ExclusiveScanByKey(Max)", n, exMax.read(), wEM);
  expectEqual("DeviceScan::InclusiveScanByKey(Min)", n, inMin.read(), wIM);
}

struct Negative {
  bool operator()(int x) const { return x < 0; }
};

void testPartition(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, -20, 20, n + 3);
  std::vector<unsigned char> fl(n);
  for (int i = 0; i < n; ++i)
    fl[i] = (unsigned char)(i % 3 == 0);
  DeviceBuffer<int> in(h), out(n, 0), num(1, -1);
  DeviceBuffer<unsigned char> flags(fl);
  auto expect = [&](const char *what, auto pick) {
    std::vector<int> want, rejected;
    for (int i = 0; i < n; ++i)
      (pick(i) ? want : rejected).push_back(h[i]);
    int selected = int(want.size());
    want.insert(want.end(), rejected.rbegin(), rejected.rend()); // rejected: reversed
    CHECK(num.read()[0] == selected);
    expectEqual(what, n, out.read(), want);
  };
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DevicePartition::If(T, B, in.Ptr, out.Ptr, num.Ptr, n, Negative(), S);
  });
  expect("DevicePartition::If", [&](int i) { return h[i] < 0; });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DevicePartition::Flagged(T, B, in.Ptr, flags.Ptr, out.Ptr, num.Ptr, n, S);
  });
  expect("DevicePartition::Flagged", [&](int i) { return fl[i] != 0; });
}

void testSegmentedSort(axlStream_t S) {
  const int n = 1000;
  std::vector<int> h = randomInts(n, -100, 100, 77), pos(n);
  std::iota(pos.begin(), pos.end(), 0);
  // Segments with gaps between them (items 100..119 and 990.. belong to none).
  std::vector<int> begins = {0, 37, 37, 120, 121, 500}, ends = {37, 37, 100, 121, 500, 990};
  for (bool descending : {false, true}) {
    DeviceBuffer<int> keys(h), keysOut(n, 12345), vals(pos), valsOut(n, -1), b(begins), e(ends);
    int segs = int(begins.size());
    twoCalls(S, [&](void *T, size_t &B) {
      return descending
                 ? axlcub::DeviceSegmentedRadixSort::SortPairsDescending(
                       T, B, keys.Ptr, keysOut.Ptr, vals.Ptr, valsOut.Ptr, n, segs, b.Ptr, e.Ptr, 0,
                       32, S)
                 : axlcub::DeviceSegmentedRadixSort::SortPairs(T, B, keys.Ptr, keysOut.Ptr,
                                                               vals.Ptr, valsOut.Ptr, n, segs,
                                                               b.Ptr, e.Ptr, 0, 32, S);
    });
    std::vector<int> wK(n, 12345), wV(n, -1);
    for (int s = 0; s < segs; ++s) {
      std::vector<int> o(pos.begin() + begins[s], pos.begin() + ends[s]);
      std::stable_sort(o.begin(), o.end(),
                       [&](int x, int y) { return descending ? h[y] < h[x] : h[x] < h[y]; });
      for (size_t k = 0; k < o.size(); ++k) {
        wK[begins[s] + k] = h[o[k]];
        wV[begins[s] + k] = o[k];
      }
    }
    expectEqual("DeviceSegmentedRadixSort keys", descending, keysOut.read(), wK);
    expectEqual("DeviceSegmentedRadixSort values", descending, valsOut.read(), wV);
  }
  // DoubleBuffer form, keys only, segments covering every item: the sorted
  // keys are in Current() after the call.
  std::vector<int> cover = {0, 37, 37, 500, 1000};
  DeviceBuffer<int> a(h), b2(n), off(cover);
  axlcub::DoubleBuffer<int> db(a.Ptr, b2.Ptr);
  size_t Bytes = 0;
  CHECK_OK(axlcub::DeviceSegmentedRadixSort::SortKeys(nullptr, Bytes, db, n, 4, off.Ptr, off.Ptr + 1));
  CHECK(db.selector == 0);
  void *Temp;
  CHECK_OK(axlMalloc(&Temp, Bytes));
  CHECK_OK(axlcub::DeviceSegmentedRadixSort::SortKeys(Temp, Bytes, db, n, 4, off.Ptr, off.Ptr + 1,
                                                      0, 32, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(db.selector == 1);
  std::vector<int> want = h, got(n);
  for (int s = 0; s < 4; ++s)
    std::sort(want.begin() + cover[s], want.begin() + cover[s + 1]);
  CHECK_OK(axlMemcpy(got.data(), db.Current(), n * sizeof(int), axlMemcpyDeviceToHost));
  expectEqual("DeviceSegmentedRadixSort DoubleBuffer", 0, got, want);
  CHECK_OK(axlFree(Temp));
}

// DeviceMergeSort with a comparison operator (by the absolute value: many
// ties, kept in order), in place and into other buffers; DeviceSegmentedSort.
struct AbsLess {
  bool operator()(int a, int b) const { return std::abs(a) < std::abs(b); }
};

void testMergeSort(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, -30, 30, n + 5), pos(n);
  std::iota(pos.begin(), pos.end(), 0);
  std::vector<int> order = pos;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return AbsLess()(h[a], h[b]); });
  std::vector<int> wK(n);
  for (int i = 0; i < n; ++i)
    wK[i] = h[order[i]];
  DeviceBuffer<int> keys(h), vals(pos), keysCopy(n), valsCopy(n), keysOnly(h);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceMergeSort::SortPairs(T, B, keys.Ptr, vals.Ptr, n, AbsLess(), S);
  });
  expectEqual("DeviceMergeSort::SortPairs keys", n, keys.read(), wK);
  expectEqual("DeviceMergeSort::SortPairs values", n, vals.read(), order);
  DeviceBuffer<int> keysIn(h), valsIn(pos);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceMergeSort::SortPairsCopy(T, B, keysIn.Ptr, valsIn.Ptr, keysCopy.Ptr,
                                                  valsCopy.Ptr, n, AbsLess(), S);
  });
  expectEqual("DeviceMergeSort::SortPairsCopy keys", n, keysCopy.read(), wK);
  expectEqual("DeviceMergeSort::SortPairsCopy values", n, valsCopy.read(), order);
  expectEqual("DeviceMergeSort::SortPairsCopy input", n, keysIn.read(), h);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceMergeSort::StableSortKeys(T, B, keysOnly.Ptr, n, AbsLess(), S);
  });
  expectEqual("DeviceMergeSort::StableSortKeys", n, keysOnly.read(), wK);

  // DeviceSegmentedSort: segments [0, n/3), [n/3, n/3), [n/3, n).
  std::vector<int> offs = {0, n / 3, n / 3, n};
  DeviceBuffer<int> b(offs), segOut(n, 0), segVals(n, 0);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceSegmentedSort::StableSortPairsDescending(
        T, B, keysIn.Ptr, segOut.Ptr, valsIn.Ptr, segVals.Ptr, n, 3, b.Ptr, b.Ptr + 1, S);
  });
  std::vector<int> wS(n), wV(n);
  for (int s = 0; s < 3; ++s) {
    std::vector<int> o(pos.begin() + offs[s], pos.begin() + offs[s + 1]);
    std::stable_sort(o.begin(), o.end(), [&](int x, int y) { return h[y] < h[x]; });
    for (size_t k = 0; k < o.size(); ++k)
      wS[offs[s] + k] = h[o[k]], wV[offs[s] + k] = o[k];
  }
  expectEqual("DeviceSegmentedSort keys", n, segOut.read(), wS);
  expectEqual("DeviceSegmentedSort values", n, segVals.read(), wV);
}

// DeviceAdjacentDifference (Copy and in place), DeviceFor, DeviceTransform.
struct AddTo {
  int *Sum;
  void operator()(int x) const { atomicAdd(Sum, x); }
};
struct Twice {
  void operator()(int &x) const { x *= 2; }
};
struct MarkIndex {
  int *Out;
  void operator()(long long i) const { Out[i] = int(i) * 3; }
};
struct Square {
  int operator()(int x) const { return x * x; }
};

void testElementwise(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, -100, 100, n + 9);
  DeviceBuffer<int> in(h), left(n), right(n), inplaceL(h), inplaceR(h), sum(1, 0), marks(n),
      squares(n), doubled(h);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceAdjacentDifference::SubtractLeftCopy(T, B, in.Ptr, left.Ptr, n,
                                                              axlcub::Difference(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceAdjacentDifference::SubtractRightCopy(T, B, in.Ptr, right.Ptr, n,
                                                               axlcub::Difference(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceAdjacentDifference::SubtractLeft(T, B, inplaceL.Ptr, n,
                                                          axlcub::Difference(), S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceAdjacentDifference::SubtractRight(T, B, inplaceR.Ptr, n,
                                                           axlcub::Difference(), S);
  });
  CHECK_OK(axlcub::DeviceFor::ForEachCopyN(in.Ptr, n, AddTo{sum.Ptr}, S));
  CHECK_OK(axlcub::DeviceFor::ForEach(doubled.Ptr, doubled.Ptr + n, Twice(), S));
  CHECK_OK(axlcub::DeviceFor::Bulk((long long)n, MarkIndex{marks.Ptr}, S));
  CHECK_OK(axlcub::DeviceTransform::Transform(in.Ptr, squares.Ptr, n, Square(), S));
  CHECK_OK(axlStreamSynchronize(S));
  std::vector<int> wL(n), wR(n), wD(n), wM(n), wSq(n);
  for (int i = 0; i < n; ++i) {
    wL[i] = i == 0 ? h[0] : h[i] - h[i - 1];
    wR[i] = i == n - 1 ? h[i] : h[i] - h[i + 1];
    wD[i] = 2 * h[i];
    wM[i] = 3 * i;
    wSq[i] = h[i] * h[i];
  }
  expectEqual("DeviceAdjacentDifference::SubtractLeftCopy", n, left.read(), wL);
  expectEqual("DeviceAdjacentDifference::SubtractRightCopy", n, right.read(), wR);
  expectEqual("DeviceAdjacentDifference::SubtractLeft", n, inplaceL.read(), wL);
  expectEqual("DeviceAdjacentDifference::SubtractRight", n, inplaceR.read(), wR);
  CHECK(sum.read()[0] == std::accumulate(h.begin(), h.end(), 0));
  expectEqual("DeviceFor::ForEach", n, doubled.read(), wD);
  expectEqual("DeviceFor::Bulk", n, marks.read(), wM);
  expectEqual("DeviceTransform::Transform", n, squares.read(), wSq);
}

int main() {
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  for (int n : {0, 1, 2, 999, 4097})
    testRuns(S, n);
  std::printf("PASS DeviceRunLengthEncode ReduceByKey ScanByKey\n");
  for (int n : {0, 1, 1000, 3001})
    testPartition(S, n);
  std::printf("PASS DevicePartition\n");
  testSegmentedSort(S);
  std::printf("PASS DeviceSegmentedRadixSort\n");
  for (int n : {1, 2, 1000, 5001})
    testMergeSort(S, n);
  std::printf("PASS DeviceMergeSort DeviceSegmentedSort\n");
  for (int n : {0, 1, 2, 1000, 4099})
    testElementwise(S, n);
  std::printf("PASS DeviceAdjacentDifference DeviceFor DeviceTransform\n");
  CHECK_OK(axlStreamDestroy(S));
}
