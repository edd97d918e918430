// Per-thread register tiles whose shapes are the kernel's own constants and
// aliases (`constexpr int kChunks = Ktraits::kChunks; float x[kChunks][kElts];`,
// as a kernel templated on a traits struct writes them), kept across
// barriers and warp operations and passed to device functions that have
// them: their per-thread storage, and that of the calls' arguments, is
// declared after those constants, in the scope that declares them.
#include <axl/axl.h> // (its half types: operator overloads a comparison in a template may call)
#include <cstdio>

template <int kThreads_, int kLogN_> struct Traits {
  static constexpr int kThreads = kThreads_;
  static constexpr int kN = 1 << kLogN_;
  static constexpr int kElts = 4;
  static constexpr int kChunks = kN / (kElts * kThreads);
  using elt_t = float;
};

template <int N> struct Vec {
  float d[N];
};

constexpr int ilog2(int v) { return v > 1 ? 1 + ilog2(v / 2) : 0; }

// Butterflies across a warp's lanes of a thread's tile.
template <int kRows, int kCols> __device__ void butterflyWarp(float x[kRows][kCols]) {
  const int lane = threadIdx.x % 32;
  for (int s = 0; s < 5; ++s) {
    const int m = 1 << s;
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kCols; ++c) {
        const float other = __shfl_xor_sync(0xffffffffu, x[r][c], m);
        x[r][c] = (lane & m) ? other - x[r][c] : x[r][c] + other;
      }
  }
}

// Each thread's tile goes to the thread at the mirrored place in the block.
template <int kRows, int kCols> __device__ void mirror(float x[kRows][kCols], float *smem) {
  __syncthreads();
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c)
      smem[(threadIdx.x * kRows + r) * kCols + c] = x[r][c];
  __syncthreads();
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c)
      x[r][c] = smem[((blockDim.x - 1 - threadIdx.x) * kRows + r) * kCols + c];
}

template <class Ktraits> __global__ void localConstants(const float *in, float *out) {
  constexpr int kElts = Ktraits::kElts, kChunks = Ktraits::kChunks;
  constexpr int kThreads = Ktraits::kThreads;
  using elt_t = typename Ktraits::elt_t;
  enum { kTile = kChunks * kElts };
  // Constants the rewrite cannot prove uniform by their initialisers (a
  // call not resolved in the template, sizeof of a dependent type), which
  // block-level static_asserts read: constexpr, so the same everywhere.
  constexpr int kLogElts = ilog2(Ktraits::kElts);
  static_assert(1 << kLogElts == kElts, "kElts is a power of 2");
  constexpr int kPerVec = sizeof(Vec<kTile>) / (sizeof(elt_t) * kElts);
  static_assert(kPerVec == kChunks, "a tile is kChunks vectors");
  __shared__ float smem[kThreads * kTile];
  elt_t x[kChunks][kElts];
  Vec<kTile> sums;
  for (int c = 0; c < kChunks; ++c)
    for (int i = 0; i < kElts; ++i)
      x[c][i] = in[threadIdx.x * kTile + c * kElts + i];
  butterflyWarp<kChunks, kElts>(x);
  for (int c = 0; c < kChunks; ++c)
    for (int i = 0; i < kElts; ++i)
      sums.d[c * kElts + i] = x[c][i];
  // Three exchanges in a row (the loop that puts one's arguments takes the
  // previous one's results): mirrored.
  mirror<kChunks, kElts>(x, smem);
  mirror<kChunks, kElts>(x, smem);
  mirror<kChunks, kElts>(x, smem);
  if constexpr (kChunks > 1) {
    // A tile transposed in a scope of its own, with a constant of its own,
    // kept across a barrier.
    constexpr int kRows = kElts;
    float t[kRows][kChunks];
    for (int c = 0; c < kChunks; ++c)
      for (int i = 0; i < kElts; ++i)
        t[i][c] = x[c][i];
    __syncthreads();
    for (int c = 0; c < kChunks; ++c)
      for (int i = 0; i < kElts; ++i)
        x[c][i] = t[i][c] * 2.f;
  }
  for (int c = 0; c < kChunks; ++c)
    for (int i = 0; i < kElts; ++i)
      out[threadIdx.x * kTile + c * kElts + i] = x[c][i] + sums.d[c * kElts + i];
}

// A block device function's __shared__ histogram sized by its constexpr
// variable, whose comparison with a value of the template's index type is
// an operator call the template does not resolve ('num_buckets' was taken
// as written through it, kept per thread, and not declared where the
// block's histogram is).
template <int Bits> __host__ __device__ constexpr int calcBuckets() { return 1 << Bits; }

template <typename T, typename IdxT, int Bits>
__device__ void histogramOf(const T *in, IdxT n, IdxT *histogram) {
  constexpr int num_buckets = calcBuckets<Bits>();
  __shared__ IdxT histogram_smem[num_buckets];
  for (IdxT i = threadIdx.x; i < num_buckets; i += blockDim.x) {
    histogram_smem[i] = 0;
  }
  __syncthreads();
  for (IdxT i = threadIdx.x; i < n; i += blockDim.x)
    atomicAdd(&histogram_smem[int(in[i]) % num_buckets], IdxT(1));
  __syncthreads();
  for (int i = threadIdx.x; i < num_buckets; i += blockDim.x)
    histogram[i] = histogram_smem[i];
}

template <typename T, typename IdxT, int Bits>
__global__ void histogramKernel(const T *in, IdxT n, IdxT *h) {
  histogramOf<T, IdxT, Bits>(in, n, h);
}

int main() {
  using K = Traits<64, 10>; // 64 threads, 2 chunks of 4
  const int n = 64, k = K::kChunks * K::kElts;
  float *in, *out;
  axlMallocManaged(&in, n * k * sizeof(float));
  axlMallocManaged(&out, n * k * sizeof(float));
  for (int i = 0; i < n * k; ++i)
    in[i] = float(i % 7) - 3.f;
  axlLaunchKernelGGL(AXL_KERNEL_NAME(localConstants<K>), dim3(1), dim3(n), 0, 0, in, out);
  axlDeviceSynchronize();
  // The transform over each warp's lanes, value by value.
  float t[n * k];
  for (int w = 0; w < n / 32; ++w)
    for (int e = 0; e < k; ++e) {
      float v[32];
      for (int l = 0; l < 32; ++l)
        v[l] = in[(w * 32 + l) * k + e];
      for (int len = 1; len < 32; len *= 2)
        for (int i = 0; i < 32; i += 2 * len)
          for (int j = i; j < i + len; ++j) {
            const float a = v[j], b = v[j + len];
            v[j] = a + b;
            v[j + len] = a - b;
          }
      for (int l = 0; l < 32; ++l)
        t[(w * 32 + l) * k + e] = v[l];
    }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    for (int e = 0; e < k; ++e)
      bad += out[i * k + e] != 2.f * t[(n - 1 - i) * k + e] + t[i * k + e];
  printf("localConstants: %s\n", bad ? "FAIL" : "ok");

  int *values;
  unsigned *h;
  axlMallocManaged(&values, 1000 * sizeof(int));
  axlMallocManaged(&h, 16 * sizeof(unsigned));
  for (int i = 0; i < 1000; ++i)
    values[i] = i;
  axlLaunchKernelGGL(AXL_KERNEL_NAME(histogramKernel<int, unsigned, 4>), dim3(1), dim3(64), 0, 0, values,
                     1000u, h);
  axlDeviceSynchronize();
  int wrongBuckets = 0;
  for (int b = 0; b < 16; ++b)
    wrongBuckets += h[b] != unsigned(1000 / 16 + (b < 1000 % 16));
  printf("histogram: %d wrong buckets\n", wrongBuckets);
  return bad != 0 || wrongBuckets != 0;
}
