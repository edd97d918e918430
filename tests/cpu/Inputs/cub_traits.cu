// A radix select written against cub::Traits<T>, as top-k kernels are: the
// keys' bits (Traits<T>::UnsignedBits) turned by TwiddleIn into bits that
// order as the keys do, the k-th largest (or, the bits inverted, smallest)
// found 4 bits at a time by a block's histogram, and the answer turned back
// by TwiddleOut; items past the end are padded with LOWEST_KEY. It runs for
// float, double, __half, __nv_bfloat16, __nv_fp8_e4m3 and integers, over
// data with negatives, -0.0 and +0.0, infinities and ties, and checks each
// answer's bits against a host sort (-0.0 just below +0.0, as TwiddleIn
// orders them). A second kernel checks TwiddleOut(TwiddleIn(b)) == b over
// every 16-bit pattern and that TwiddleIn maps LOWEST_KEY and MAX_KEY to
// the ends of the order.
#include <cub/cub.cuh>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <type_traits>
#include <vector>

template <class T> using BitsOf = typename cub::Traits<T>::UnsignedBits;

template <class T> __host__ __device__ BitsOf<T> toBits(T X) {
  BitsOf<T> B;
  memcpy(&B, static_cast<const void *>(&X), sizeof B);
  return B;
}
template <class T> __host__ __device__ T fromBits(BitsOf<T> B) {
  T X;
  memcpy(static_cast<void *>(&X), &B, sizeof X);
  return X;
}

constexpr int kThreads = 64;
constexpr int kItems = 4; // per thread: a block holds up to 256 keys
constexpr int kRadixBits = 4;
constexpr int kBuckets = 1 << kRadixBits;

/// The k-th (1-based) largest of in[0, n), or the k-th smallest.
template <class T> __global__ void radixSelect(const T *in, int n, int k, bool largest, T *out) {
  using Bits = BitsOf<T>;
  constexpr int kKeyBits = int(sizeof(Bits) * 8);
  __shared__ int counts[kBuckets];
  __shared__ Bits prefix; // the ordered bits chosen so far
  __shared__ int rank;    // the target's rank among the keys with that prefix

  Bits keys[kItems];
  for (int i = 0; i < kItems; ++i) {
    int idx = threadIdx.x * kItems + i;
    Bits raw = idx < n ? toBits(in[idx]) : Bits(cub::Traits<T>::LOWEST_KEY);
    Bits ordered = cub::Traits<T>::TwiddleIn(raw);
    keys[i] = largest ? ordered : Bits(~ordered);
  }
  if (threadIdx.x == 0) {
    prefix = 0;
    rank = k;
  }
  for (int shift = kKeyBits - kRadixBits; shift >= 0; shift -= kRadixBits) {
    if (threadIdx.x < kBuckets)
      counts[threadIdx.x] = 0;
    __syncthreads();
    Bits high =
        shift + kRadixBits >= kKeyBits ? Bits(0) : Bits(Bits(~Bits(0)) << (shift + kRadixBits));
    for (int i = 0; i < kItems; ++i) {
      int idx = threadIdx.x * kItems + i;
      if (idx < n && (keys[i] & high) == (prefix & high))
        atomicAdd(&counts[(keys[i] >> shift) & (kBuckets - 1)], 1);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      int d = kBuckets - 1;
      while (counts[d] < rank)
        rank -= counts[d--];
      prefix = Bits(prefix | (Bits(d) << shift));
    }
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = fromBits<T>(cub::Traits<T>::TwiddleOut(largest ? prefix : Bits(~prefix)));
}

/// Counts the 16-bit patterns that TwiddleOut does not bring back from
/// TwiddleIn, and whether LOWEST_KEY and MAX_KEY order first and last.
template <class T> __global__ void twiddleRoundTrip(int *failures) {
  using Bits = BitsOf<T>;
  for (unsigned b = blockIdx.x * blockDim.x + threadIdx.x; b < 65536u;
       b += gridDim.x * blockDim.x)
    if (cub::Traits<T>::TwiddleOut(cub::Traits<T>::TwiddleIn(Bits(b))) != Bits(b))
      atomicAdd(failures, 1);
  if (blockIdx.x == 0 && threadIdx.x == 0 &&
      (cub::Traits<T>::TwiddleIn(cub::Traits<T>::LOWEST_KEY) != Bits(0) ||
       cub::Traits<T>::TwiddleIn(cub::Traits<T>::MAX_KEY) != Bits(~Bits(0))))
    atomicAdd(failures, 1000000);
}

template <class T> double toDouble(T X) {
  if constexpr (std::is_integral<T>::value)
    return double(X);
  else
    return double(static_cast<float>(X));
}

/// The host's order: by value, -0.0 below +0.0.
template <class T> std::vector<T> hostSort(std::vector<T> v) {
  std::sort(v.begin(), v.end(), [](T a, T b) {
    double x = toDouble(a), y = toDouble(b);
    if (x != y)
      return x < y;
    return std::signbit(x) && !std::signbit(y);
  });
  return v;
}

/// `X` rounded to T (its magnitude for unsigned types).
template <class T> T key(float X) { return T(std::is_unsigned<T>::value ? std::fabs(X) : X); }

template <class T> bool checkSelect(const char *name, bool specials) {
  // Keys from a small generator, rounded to T, with ties; then the specials.
  std::vector<T> keys;
  unsigned state = 12345;
  for (int i = 0; i < 190; ++i) {
    state = state * 1103515245u + 12345u;
    int v = int((state >> 8) % 2001) - 1000;
    keys.push_back(key<T>(float(v) * (std::is_integral<T>::value ? 1.f : 0.37f)));
  }
  for (float x : {-0.f, 0.f, -0.f, -1000.f})
    keys.push_back(key<T>(x));
  if (specials) {
    keys.push_back(key<T>(INFINITY));
    keys.push_back(key<T>(-INFINITY));
  }
  int n = int(keys.size());

  T *in, *out;
  cudaMalloc(&in, n * sizeof(T));
  cudaMallocManaged(&out, sizeof(T));
  cudaMemcpy(in, keys.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  std::vector<T> sorted = hostSort(keys);
  // The ends, the middle, and every rank at or next to a zero.
  std::vector<int> ranks = {1, 2, 3, n / 3, n / 2, n - 1, n};
  for (int i = 0; i < n; ++i)
    if (toDouble(sorted[i]) == 0)
      for (int r : {i, i + 1, i + 2})
        if (r >= 1 && r <= n)
          ranks.push_back(r);
  bool ok = true;
  for (bool largest : {true, false}) {
    for (int rank : ranks) {
      int k = largest ? n + 1 - rank : rank; // rank: 1-based, ascending
      radixSelect<T><<<1, kThreads>>>(in, n, k, largest, out);
      cudaDeviceSynchronize();
      T want = sorted[rank - 1];
      if (toBits(*out) != toBits(want)) {
        std::printf("FAIL %s: %s k=%d: got %g (bits %llx), want %g (bits %llx)\n", name,
                    largest ? "largest" : "smallest", k, toDouble(*out),
                    (unsigned long long)toBits(*out), toDouble(want),
                    (unsigned long long)toBits(want));
        ok = false;
      }
    }
  }
  cudaFree(in);
  cudaFree(out);
  if (ok)
    std::printf("ok select %s\n", name);
  return ok;
}

template <class T> bool checkRoundTrip(const char *name) {
  int *failures;
  cudaMallocManaged(&failures, sizeof(int));
  *failures = 0;
  twiddleRoundTrip<T><<<4, 256>>>(failures);
  cudaDeviceSynchronize();
  bool ok = *failures == 0;
  std::printf("%s round trip %s (%d)\n", ok ? "ok" : "FAIL", name, *failures);
  cudaFree(failures);
  return ok;
}

int main() {
  bool ok = true;
  ok &= checkSelect<float>("float", true);
  ok &= checkSelect<double>("double", true);
  ok &= checkSelect<__half>("half", true);
  ok &= checkSelect<__nv_bfloat16>("bfloat16", true);
  ok &= checkSelect<__nv_fp8_e4m3>("fp8_e4m3", false);
  ok &= checkSelect<int>("int", false);
  ok &= checkSelect<long long>("long long", false);
  ok &= checkSelect<short>("short", false);
  ok &= checkSelect<unsigned short>("unsigned short", false);
  ok &= checkRoundTrip<__half>("half");
  ok &= checkRoundTrip<__nv_bfloat16>("bfloat16");
  ok &= checkRoundTrip<short>("short");
  ok &= checkRoundTrip<unsigned short>("unsigned short");
  std::printf("%s cub_traits\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
