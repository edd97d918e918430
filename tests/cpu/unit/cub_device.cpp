// CUB's device-wide algorithms on the CPU backend (axlcub): the two-call
// temporary-storage protocol (size query, too small a buffer), stream
// ordering after a kernel on the same stream and in captured graphs, and
// DeviceReduce, DeviceScan, DeviceRadixSort, DeviceSegmentedReduce,
// DeviceSelect and DeviceHistogram checked against host references over
// empty, small, non-power-of-two and large inputs, with CUB's iterators as
// inputs; the CachingDeviceAllocator's stream-safe reuse.
#include "cub_check.h"

#include <axl/cub/device/device_histogram.cuh>
#include <axl/cub/device/device_radix_sort.cuh>
#include <axl/cub/device/device_reduce.cuh>
#include <axl/cub/device/device_scan.cuh>
#include <axl/cub/device/device_segmented_reduce.cuh>
#include <axl/cub/device/device_select.cuh>
#include <axl/cub/iterator/counting_input_iterator.cuh>
#include <axl/cub/iterator/transform_input_iterator.cuh>
#include <axl/cub/util_allocator.cuh>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstring>
#include <numeric>
#include <thread>
#include <type_traits>

using Pair = axlcub::KeyValuePair<int, int>;


__global__ void fillKernel(int *out, int n, int mul) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (i * mul) % 97 - 40;
}

struct Triple {
  int operator()(int x) const { return 3 * x; }
};
struct AbsMax {
  int operator()(int a, int b) const { return std::max(std::abs(a), std::abs(b)); }
};

void testProtocol(axlStream_t S) {
  DeviceBuffer<int> in(std::vector<int>(100, 1)), out(1, -5);
  size_t Bytes = 0;
  CHECK_OK(axlcub::DeviceReduce::Sum(nullptr, Bytes, in.Ptr, out.Ptr, 100, S));
  CHECK(Bytes > 0);
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(out.read()[0] == -5); // the size query does no work
  std::vector<char> Small(Bytes);
  size_t TooFew = Bytes - 1;
  CHECK_ERR(axlcub::DeviceReduce::Sum(Small.data(), TooFew, in.Ptr, out.Ptr, 100, S),
            axlErrorInvalidValue);
  // Sorting 1000 int pairs asks for at least their alternate buffers.
  size_t SortBytes = 0;
  CHECK_OK(axlcub::DeviceRadixSort::SortPairs(nullptr, SortBytes, (const int *)nullptr,
                                              (int *)nullptr, (const int *)nullptr,
                                              (int *)nullptr, 1000));
  CHECK(SortBytes >= 2 * 1000 * sizeof(int));
}

void testReduce(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, -1000, 1000, n);
  DeviceBuffer<int> in(h), out(8, 0);
  DeviceBuffer<Pair> arg(2);
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::Sum(T, B, in.Ptr, out.Ptr + 0, n, S); });
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::Min(T, B, in.Ptr, out.Ptr + 1, n, S); });
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::Max(T, B, in.Ptr, out.Ptr + 2, n, S); });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceReduce::Reduce(T, B, in.Ptr, out.Ptr + 3, n, AbsMax(), 7, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceReduce::TransformReduce(T, B, in.Ptr, out.Ptr + 4, n, axlcub::Sum(),
                                                 Triple(), 11, S);
  });
  axlcub::CountingInputIterator<int> count(5);
  const int m = std::min(n, 1000); // the sum stays within int
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::Sum(T, B, count, out.Ptr + 5, m, S); });
  axlcub::TransformInputIterator<int, Triple, const int *> tripled(in.Ptr, Triple());
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::Max(T, B, tripled, out.Ptr + 6, n, S); });
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::ArgMin(T, B, in.Ptr, arg.Ptr, n, S); });
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceReduce::ArgMax(T, B, in.Ptr, arg.Ptr + 1, n, S); });
  DeviceBuffer<int> ext(2, 0);
  DeviceBuffer<long long> index(2, -1);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceReduce::ArgMin(T, B, in.Ptr, ext.Ptr, index.Ptr, n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceReduce::ArgMax(T, B, in.Ptr, ext.Ptr + 1, index.Ptr + 1, n, S);
  });
  std::vector<int> want(8, 0);
  want[0] = std::accumulate(h.begin(), h.end(), 0);
  want[1] = n ? *std::min_element(h.begin(), h.end()) : INT_MAX;
  want[2] = n ? *std::max_element(h.begin(), h.end()) : INT_MIN;
  want[3] = 7;
  for (int x : h)
    want[3] = AbsMax()(want[3], x);
  want[4] = 11 + 3 * want[0];
  want[5] = 5 * m + m * (m - 1) / 2;
  want[6] = n ? 3 * want[2] : INT_MIN;
  expectEqual("DeviceReduce", n, out.read(), want);
  std::vector<Pair> a = arg.read();
  std::vector<int> e = ext.read();
  std::vector<long long> x = index.read();
  // The two-output forms give what the KeyValuePair forms give.
  CHECK(e[0] == a[0].value && x[0] == a[0].key && e[1] == a[1].value && x[1] == a[1].key);
  if (n == 0) {
    CHECK(a[0].key == 1 && a[0].value == INT_MAX);
    CHECK(a[1].key == 1 && a[1].value == INT_MIN);
  } else {
    int mi = int(std::min_element(h.begin(), h.end()) - h.begin());
    int ma = int(std::max_element(h.begin(), h.end()) - h.begin()); // the first maximum
    CHECK(a[0].key == mi && a[0].value == h[mi]);
    CHECK(a[1].key == ma && a[1].value == h[ma]);
  }
}

void testScan(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, -100, 100, n + 3);
  DeviceBuffer<int> in(h), excl(n), incl(n), exclMax(n), inclMin(n), inplace(h);
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceScan::ExclusiveSum(T, B, in.Ptr, excl.Ptr, n, S); });
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceScan::InclusiveSum(T, B, in.Ptr, incl.Ptr, n, S); });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::ExclusiveScan(T, B, in.Ptr, exclMax.Ptr, axlcub::Max(), -500, n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::InclusiveScan(T, B, in.Ptr, inclMin.Ptr, axlcub::Min(), n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceScan::InclusiveSum(T, B, inplace.Ptr, inplace.Ptr, n, S);
  });
  std::vector<int> wE(n), wI(n), wM(n), wMin(n);
  int run = 0, mx = -500, mn = INT_MAX;
  for (int i = 0; i < n; ++i) {
    wE[i] = run;
    wI[i] = run += h[i];
    wM[i] = mx;
    mx = std::max(mx, h[i]);
    wMin[i] = mn = std::min(mn, h[i]);
  }
  expectEqual("DeviceScan ExclusiveSum", n, excl.read(), wE);
  expectEqual("DeviceScan InclusiveSum", n, incl.read(), wI);
  expectEqual("DeviceScan ExclusiveScan(Max)", n, exclMax.read(), wM);
  expectEqual("DeviceScan InclusiveScan(Min)", n, inclMin.read(), wMin);
  expectEqual("DeviceScan InclusiveSum in place", n, inplace.read(), wI);
}

template <class Key> void testRadixSort(axlStream_t S, const std::vector<Key> &h) {
  int n = int(h.size());
  std::vector<int> pos(n);
  std::iota(pos.begin(), pos.end(), 0);
  DeviceBuffer<Key> keys(h), keysOut(n);
  DeviceBuffer<int> vals(pos), valsOut(n);
  for (int mode = 0; mode < 4; ++mode) {
    const int begin = mode == 2 ? 3 : 0, end = mode == 2 ? 11 : int(sizeof(Key) * 8);
    if (mode < 3)
      twoCalls(S, [&](void *T, size_t &B) {
        return mode == 1 ? axlcub::DeviceRadixSort::SortPairsDescending(
                               T, B, keys.Ptr, keysOut.Ptr, vals.Ptr, valsOut.Ptr, n, begin, end, S)
                         : axlcub::DeviceRadixSort::SortPairs(T, B, keys.Ptr, keysOut.Ptr, vals.Ptr,
                                                              valsOut.Ptr, n, begin, end, S);
      });
    else
      twoCalls(S, [&](void *T, size_t &B) {
        return axlcub::DeviceRadixSort::SortKeysDescending(T, B, keys.Ptr, keysOut.Ptr, n, 0,
                                                           int(sizeof(Key) * 8), S);
      });
    // Stable reference; mode 2 orders by bits [3, 11) of the key's bits.
    std::vector<int> order = pos;
    // The bits a radix sort looks at: floats as CUB orders them (negatives
    // inverted, the sign flipped for the rest); integers' bits 3..10 are
    // their own (a signed key's flipped sign bit is bit 31 or 63).
    auto bits = [&](int i) {
      unsigned long long u = 0;
      std::memcpy(&u, &h[i], sizeof(Key));
      if (std::is_floating_point<Key>::value)
        u = (u >> 31 & 1) ? ~u : u ^ 0x80000000u;
      return (u >> 3) & 0xff;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      if (mode == 2)
        return bits(a) < bits(b);
      return mode == 0 ? h[a] < h[b] : h[b] < h[a];
    });
    std::vector<Key> wK(n);
    for (int i = 0; i < n; ++i)
      wK[i] = h[order[i]];
    expectEqual("DeviceRadixSort keys", n * 10 + mode, keysOut.read(), wK);
    if (mode < 3)
      expectEqual("DeviceRadixSort values", n * 10 + mode, valsOut.read(), order);
  }
  // DoubleBuffer: the result is in Current() after the call.
  DeviceBuffer<Key> a(h), b(n);
  axlcub::DoubleBuffer<Key> db(a.Ptr, b.Ptr);
  size_t Bytes = 0;
  CHECK_OK(axlcub::DeviceRadixSort::SortKeys(nullptr, Bytes, db, n));
  void *Temp;
  CHECK_OK(axlMalloc(&Temp, Bytes));
  CHECK_OK(axlcub::DeviceRadixSort::SortKeys(Temp, Bytes, db, n, 0, int(sizeof(Key) * 8), S));
  CHECK_OK(axlStreamSynchronize(S));
  std::vector<Key> sorted = h, got(n);
  std::sort(sorted.begin(), sorted.end());
  CHECK_OK(axlMemcpy(got.data(), db.Current(), n * sizeof(Key), axlMemcpyDeviceToHost));
  expectEqual("DeviceRadixSort DoubleBuffer", n, got, sorted);
  CHECK_OK(axlFree(Temp));
}

void testSegmented(axlStream_t S) {
  std::vector<int> h = randomInts(1000, -50, 50, 4);
  std::vector<int> offs = {0, 7, 7, 300, 301, 999, 1000}; // includes an empty segment
  int segs = int(offs.size()) - 1;
  DeviceBuffer<int> in(h), off(offs), sum(segs), mn(segs);
  DeviceBuffer<Pair> am(segs);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceSegmentedReduce::Sum(T, B, in.Ptr, sum.Ptr, segs, off.Ptr, off.Ptr + 1, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceSegmentedReduce::Min(T, B, in.Ptr, mn.Ptr, segs, off.Ptr, off.Ptr + 1, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceSegmentedReduce::ArgMax(T, B, in.Ptr, am.Ptr, segs, off.Ptr, off.Ptr + 1, S);
  });
  std::vector<int> wS(segs), wM(segs);
  std::vector<Pair> gotA = am.read();
  for (int s = 0; s < segs; ++s) {
    wS[s] = std::accumulate(h.begin() + offs[s], h.begin() + offs[s + 1], 0);
    wM[s] = offs[s] == offs[s + 1] ? INT_MAX
                                   : *std::min_element(h.begin() + offs[s], h.begin() + offs[s + 1]);
    if (offs[s] == offs[s + 1]) {
      CHECK(gotA[s].key == 1 && gotA[s].value == INT_MIN);
    } else {
      int k = int(std::max_element(h.begin() + offs[s], h.begin() + offs[s + 1]) - h.begin()) - offs[s];
      CHECK(gotA[s].key == k && gotA[s].value == h[offs[s] + k]);
    }
  }
  expectEqual("DeviceSegmentedReduce Sum", 0, sum.read(), wS);
  expectEqual("DeviceSegmentedReduce Min", 0, mn.read(), wM);
}

struct IsEven {
  bool operator()(int x) const { return x % 2 == 0; }
};

void testSelect(axlStream_t S, int n) {
  std::vector<int> h = randomInts(n, 0, 9, n + 11);
  std::vector<char> fl(n);
  for (int i = 0; i < n; ++i)
    fl[i] = char(h[i] > 6);
  DeviceBuffer<int> in(h), out(n + 1, -1), count(1, -1);
  DeviceBuffer<char> flags(fl);
  std::vector<int> wIf, wFl, wUn;
  for (int i = 0; i < n; ++i) {
    if (h[i] % 2 == 0)
      wIf.push_back(h[i]);
    if (fl[i])
      wFl.push_back(h[i]);
    if (i == 0 || h[i] != h[i - 1])
      wUn.push_back(h[i]);
  }
  auto check = [&](const char *what, const std::vector<int> &want) {
    std::vector<int> got = out.read();
    CHECK(count.read()[0] == int(want.size()));
    got.resize(want.size());
    expectEqual(what, n, got, want);
  };
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceSelect::If(T, B, in.Ptr, out.Ptr, count.Ptr, n, IsEven(), S); });
  check("DeviceSelect If", wIf);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceSelect::Flagged(T, B, in.Ptr, flags.Ptr, out.Ptr, count.Ptr, n, S);
  });
  check("DeviceSelect Flagged", wFl);
  twoCalls(S, [&](void *T, size_t &B) { return axlcub::DeviceSelect::Unique(T, B, in.Ptr, out.Ptr, count.Ptr, n, S); });
  check("DeviceSelect Unique", wUn);
}

void testHistogram(axlStream_t S) {
  const int n = 5003;
  std::vector<int> hi = randomInts(n, -20, 120, 5);
  std::vector<float> hf(n);
  for (int i = 0; i < n; ++i)
    hf[i] = hi[i] * 0.37f;
  DeviceBuffer<int> si(hi), even(7, -1), range(4, -1), even2d(7, -1);
  DeviceBuffer<float> sf(hf);
  DeviceBuffer<unsigned> evenF(10, 7u);
  std::vector<int> levels = {0, 10, 50, 51, 100};
  DeviceBuffer<int> lv(levels);
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceHistogram::HistogramEven(T, B, si.Ptr, even.Ptr, 8, 0, 100, n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceHistogram::HistogramEven(T, B, sf.Ptr, evenF.Ptr, 11, -3.0f, 30.0f, n, S);
  });
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceHistogram::HistogramRange(T, B, si.Ptr, range.Ptr, 5, lv.Ptr, n, S);
  });
  // 2D: 50 rows of 40 samples, rows 100 ints apart.
  twoCalls(S, [&](void *T, size_t &B) {
    return axlcub::DeviceHistogram::HistogramEven(T, B, si.Ptr, even2d.Ptr, 8, 0, 100, 40, 50,
                                                  100 * sizeof(int), S);
  });
  std::vector<int> wE(7, 0), wR(4, 0), w2(7, 0);
  std::vector<unsigned> wF(10, 0);
  for (int i = 0; i < n; ++i) {
    int x = hi[i];
    if (x >= 0 && x < 100) {
      ++wE[x * 7 / 100];
      if (i / 100 < 50 && i % 100 < 40)
        ++w2[x * 7 / 100];
    }
    for (int b = 0; b < 4; ++b)
      if (levels[b] <= x && x < levels[b + 1])
        ++wR[b];
    float f = hf[i];
    if (f >= -3.0f && f < 30.0f)
      ++wF[std::min(9, int((f - -3.0f) * (10.0f / 33.0f)))];
  }
  expectEqual("DeviceHistogram HistogramEven", 0, even.read(), wE);
  expectEqual("DeviceHistogram HistogramEven(float)", 0, evenF.read(), wF);
  expectEqual("DeviceHistogram HistogramRange", 0, range.read(), wR);
  expectEqual("DeviceHistogram HistogramEven 2D", 0, even2d.read(), w2);
}

// A device-wide call captured in a graph runs when the graph is launched,
// each time, like a captured kernel.
void testCapture(axlStream_t S) {
  const int n = 1000;
  DeviceBuffer<int> in(std::vector<int>(n, 1)), out(1, 0);
  size_t Bytes = 0;
  CHECK_OK(axlcub::DeviceReduce::Sum(nullptr, Bytes, in.Ptr, out.Ptr, n, S));
  void *Temp;
  CHECK_OK(axlMalloc(&Temp, Bytes));
  axlGraph_t G;
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_OK(axlcub::DeviceReduce::Sum(Temp, Bytes, in.Ptr, out.Ptr, n, S));
  CHECK_OK(axlStreamEndCapture(S, &G));
  CHECK(out.read()[0] == 0); // nothing ran during the capture
  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiate(&Exec, G, 0));
  CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(out.read()[0] == n);
  std::vector<int> twos(n, 2);
  CHECK_OK(axlMemcpy(in.Ptr, twos.data(), n * sizeof(int), axlMemcpyHostToDevice));
  CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(out.read()[0] == 2 * n);
  CHECK_OK(axlGraphExecDestroy(Exec));
  CHECK_OK(axlGraphDestroy(G));
  CHECK_OK(axlFree(Temp));
}

// CachingDeviceAllocator: reuse within a bin on the same stream at once, on
// another stream only after the work the block was freed behind.
void testCachingAllocator(axlStream_t S) {
  axlcub::CachingDeviceAllocator Alloc;
  axlStream_t Other;
  CHECK_OK(axlStreamCreate(&Other));
  void *A = nullptr, *B = nullptr, *C = nullptr;
  CHECK_OK(Alloc.DeviceAllocate(&A, 1000, S));
  CHECK_OK(Alloc.DeviceFree(A));
  CHECK_OK(Alloc.DeviceAllocate(&B, 3000, S)); // the same 4 KiB bin, the same stream
  CHECK(B == A);
  // Keep S busy until Released: the block freed behind that work is not
  // handed to another stream.
  static std::atomic<bool> Released{false};
  CHECK_OK(axlLaunchHostFunc(
      S, [](void *) { while (!Released.load()) std::this_thread::yield(); }, nullptr));
  CHECK_OK(Alloc.DeviceFree(B));
  CHECK_OK(Alloc.DeviceAllocate(&C, 4096, Other));
  CHECK(C != A);
  CHECK_OK(Alloc.DeviceFree(C));
  Released = true;
  CHECK_OK(axlStreamSynchronize(S));
  CHECK_OK(Alloc.DeviceAllocate(&B, 2000, Other)); // S's work is done now
  CHECK(B == A || B == C);
  CHECK_ERR(Alloc.DeviceFree(reinterpret_cast<void *>(&Released)), axlErrorInvalidValue);
  CHECK_ERR(Alloc.DeviceAllocate(7, &C, 10), axlErrorInvalidDevice);
  CHECK_OK(Alloc.DeviceFree(B));
  CHECK_OK(Alloc.FreeAllCached());
  CHECK_OK(axlStreamDestroy(Other));
}

int main() {
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  testProtocol(S);
  std::printf("PASS protocol\n");
  // Stream order: the kernel that writes the input runs before the sum.
  {
    const int n = 100003;
    DeviceBuffer<int> in(n), out(1, 0);
    axlLaunchKernelGGL(fillKernel, dim3((n + 255) / 256), dim3(256), 0, S, in.Ptr, n, 31);
    size_t Bytes = 0;
    CHECK_OK(axlcub::DeviceReduce::Sum(nullptr, Bytes, in.Ptr, out.Ptr, n, S));
    void *Temp;
    CHECK_OK(axlMalloc(&Temp, Bytes));
    CHECK_OK(axlcub::DeviceReduce::Sum(Temp, Bytes, in.Ptr, out.Ptr, n, S));
    int got = 0;
    CHECK_OK(axlMemcpyAsync(&got, out.Ptr, sizeof got, axlMemcpyDeviceToHost, S));
    CHECK_OK(axlStreamSynchronize(S));
    long long want = 0;
    for (int i = 0; i < n; ++i)
      want += (i * 31) % 97 - 40;
    CHECK(got == want);
    CHECK_OK(axlFree(Temp));
  }
  testCapture(S);
  std::printf("PASS stream order\n");
  for (int n : {0, 1, 1000, 1023, 100000})
    testReduce(S, n);
  std::printf("PASS DeviceReduce\n");
  for (int n : {0, 1, 1023, 70001})
    testScan(S, n);
  std::printf("PASS DeviceScan\n");
  for (int n : {1, 1000, 4099}) {
    testRadixSort<int>(S, randomInts(n, -300, 300, n)); // many equal keys
    std::vector<unsigned long long> u(n);
    std::vector<float> f(n);
    std::vector<int> r = randomInts(n, -(1 << 30), 1 << 30, n + 1);
    for (int i = 0; i < n; ++i) {
      u[i] = (unsigned long long)(unsigned)r[i] << 20 | unsigned(i);
      f[i] = r[i] / 1048576.0f;
    }
    testRadixSort<unsigned long long>(S, u);
    testRadixSort<float>(S, f);
  }
  std::printf("PASS DeviceRadixSort\n");
  testSegmented(S);
  std::printf("PASS DeviceSegmentedReduce\n");
  for (int n : {0, 1, 1000, 4097})
    testSelect(S, n);
  std::printf("PASS DeviceSelect\n");
  testHistogram(S);
  std::printf("PASS DeviceHistogram\n");
  testCachingAllocator(S);
  std::printf("PASS CachingDeviceAllocator\n");
  CHECK_OK(axlStreamDestroy(S));
}
