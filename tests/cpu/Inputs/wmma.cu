// WMMA GEMMs, one warp per output tile, looping over K: C = A B + C for
// __half (float and __half accumulators), __nv_bfloat16, tf32 (the loaded
// elements converted with __float_to_tf32), signed and unsigned char (int
// accumulators, with and without satf) and double, in each of CUDA's shapes,
// with A and B row- or column-major, C loaded and stored row- or
// column-major, and leading dimensions larger than the matrices. Each result
// is compared with a host reference computed as the tensor cores define
// mma_sync (exact products summed with C, rounded once per K step to the
// accumulator type; tf32 inputs rounded to nearest first; int8 in integers;
// double one fma per product), which must agree exactly, and with a plain
// double GEMM, within the accumulator's precision.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>

#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

using namespace nvcuda;

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("%s: %s\n", #call, cudaGetErrorString(e_));                  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

template <class L> __host__ __device__ constexpr bool isRowMajor() {
  return std::is_same<L, wmma::row_major>::value;
}

// C (m x n, ldc, row- or column-major) = A (m x k) B (k x n) + C; warp w of
// the grid computes output tile w.
template <int M, int N, int K, class TIn, class TFrag, class TAcc, class LA,
          class LB>
__global__ void wmmaGemm(const TIn *A, const TIn *B, TAcc *C, int m, int n,
                         int k, int lda, int ldb, int ldc,
                         wmma::layout_t layoutC, bool satf) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int tilesN = n / N;
  const int tm = warp / tilesN, tn = warp % tilesN;
  if (tm * M >= m)
    return;
  wmma::fragment<wmma::matrix_a, M, N, K, TFrag, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, TFrag, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, TAcc> acc;
  TAcc *c = layoutC == wmma::mem_row_major ? C + (size_t)tm * M * ldc + tn * N
                                           : C + (size_t)tn * N * ldc + tm * M;
  wmma::load_matrix_sync(acc, c, ldc, layoutC);
  for (int kk = 0; kk < k; kk += K) {
    const TIn *pa = isRowMajor<LA>() ? A + (size_t)tm * M * lda + kk
                                     : A + (size_t)kk * lda + tm * M;
    const TIn *pb = isRowMajor<LB>() ? B + (size_t)kk * ldb + tn * N
                                     : B + (size_t)tn * N * ldb + kk;
    wmma::load_matrix_sync(a, pa, lda);
    wmma::load_matrix_sync(b, pb, ldb);
    if constexpr (std::is_same<TFrag, wmma::precision::tf32>::value) {
      for (int i = 0; i < a.num_elements; i++)
        a.x[i] = wmma::__float_to_tf32(a.x[i]);
      for (int i = 0; i < b.num_elements; i++)
        b.x[i] = wmma::__float_to_tf32(b.x[i]);
    }
    if constexpr (std::is_same<TAcc, int>::value)
      wmma::mma_sync(acc, a, b, acc, satf);
    else
      wmma::mma_sync(acc, a, b, acc);
  }
  wmma::store_matrix_sync(c, acc, ldc, layoutC);
}

// Host side: values as the tensor cores read them.
static double value(__half v) { return __half2float(v); }
static double value(__nv_bfloat16 v) { return __bfloat162float(v); }
static double value(float v) { return v; }
static double value(double v) { return v; }
static double value(signed char v) { return v; }
static double value(unsigned char v) { return v; }
static double value(int v) { return v; }

// tf32: 10 mantissa bits, to nearest, ties away from zero (finite inputs).
static float toTf32(float v) {
  uint32_t u;
  std::memcpy(&u, &v, 4);
  u = (u + 0x1000u) & ~0x1fffu;
  std::memcpy(&v, &u, 4);
  return v;
}

static uint32_t state = 12345;
static double uniform() { // [-1, 1)
  state = state * 1664525u + 1013904223u;
  return (state >> 8) / double(1 << 23) - 1.0;
}
template <class T> static T randomValue() {
  if constexpr (std::is_same<T, __half>::value)
    return __float2half(float(uniform()));
  else if constexpr (std::is_same<T, __nv_bfloat16>::value)
    return __float2bfloat16(float(uniform()));
  else if constexpr (std::is_same<T, signed char>::value)
    return (signed char)std::lround(uniform() * 127);
  else if constexpr (std::is_same<T, unsigned char>::value)
    return (unsigned char)std::lround((uniform() + 1) * 127);
  else if constexpr (std::is_same<T, int>::value)
    return (int)std::lround(uniform() * 1000);
  else if constexpr (std::is_same<T, double>::value)
    return uniform() + uniform() * 0x1p-24; // all 53 bits: inexact products
  else
    return T(uniform());
}

template <class TAcc> static TAcc toAccumulator(double v, bool satf) {
  if constexpr (std::is_same<TAcc, __half>::value)
    return __double2half(v);
  else if constexpr (std::is_same<TAcc, int>::value) {
    if (satf)
      v = v > INT_MAX ? INT_MAX : v < INT_MIN ? INT_MIN : v;
    return (int)(uint32_t)(int64_t)v;
  } else
    return TAcc(v);
}

static int failures = 0;

template <int M, int N, int K, class TIn, class TFrag, class TAcc, class LA,
          class LB>
static void runCase(const char *name, wmma::layout_t layoutC, double tolerance,
                    bool satf = false, int cBase = 0) {
  const int m = 64, n = 64, k = 64;
  const int pad = 8; // leading dimensions larger than the matrices
  const bool rowA = isRowMajor<LA>(), rowB = isRowMajor<LB>(),
             rowC = layoutC == wmma::mem_row_major;
  const int lda = (rowA ? k : m) + pad, ldb = (rowB ? n : k) + pad,
            ldc = (rowC ? n : m) + pad;
  auto at = [](bool row, int ld, int i, int j) {
    return row ? (size_t)i * ld + j : (size_t)j * ld + i;
  };
  std::vector<TIn> a((size_t)lda * (rowA ? m : k)),
      b((size_t)ldb * (rowB ? k : n));
  std::vector<TAcc> c((size_t)ldc * (rowC ? m : n));
  for (auto &v : a)
    v = randomValue<TIn>();
  for (auto &v : b)
    v = randomValue<TIn>();
  for (auto &v : c)
    v = toAccumulator<TAcc>(value(randomValue<TAcc>()) + cBase, false);

  TIn *dA, *dB;
  TAcc *dC;
  CHECK_CUDA(cudaMalloc(&dA, a.size() * sizeof(TIn)));
  CHECK_CUDA(cudaMalloc(&dB, b.size() * sizeof(TIn)));
  CHECK_CUDA(cudaMalloc(&dC, c.size() * sizeof(TAcc)));
  CHECK_CUDA(
      cudaMemcpy(dA, a.data(), a.size() * sizeof(TIn), cudaMemcpyHostToDevice));
  CHECK_CUDA(
      cudaMemcpy(dB, b.data(), b.size() * sizeof(TIn), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dC, c.data(), c.size() * sizeof(TAcc),
                        cudaMemcpyHostToDevice));
  const int warps = (m / M) * (n / N), threads = 128;
  wmmaGemm<M, N, K, TIn, TFrag, TAcc, LA, LB>
      <<<(warps * 32 + threads - 1) / threads, threads>>>(
          dA, dB, dC, m, n, k, lda, ldb, ldc, layoutC, satf);
  CHECK_CUDA(cudaGetLastError());
  std::vector<TAcc> out(c.size());
  CHECK_CUDA(cudaMemcpy(out.data(), dC, out.size() * sizeof(TAcc),
                        cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dC));

  const bool tf32 = std::is_same<TFrag, wmma::precision::tf32>::value;
  double exactErr = 0, doubleErr = 0;
  bool padKept = true;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      // As mma_sync defines it, one K step at a time.
      TAcc acc = c[at(rowC, ldc, i, j)];
      for (int kk = 0; kk < k; kk += K) {
        double s = value(acc);
        for (int q = kk; q < kk + K; q++) {
          double x = value(a[at(rowA, lda, i, q)]),
                 y = value(b[at(rowB, ldb, q, j)]);
          if (tf32) {
            x = toTf32(float(x));
            y = toTf32(float(y));
          }
          if (std::is_same<TIn, double>::value)
            s = std::fma(x, y, s);
          else if (std::is_same<TAcc, int>::value)
            s = double((int64_t)s + (int64_t)x * (int64_t)y);
          else
            s += x * y;
        }
        acc = toAccumulator<TAcc>(s, satf);
      }
      // In double, with the inputs as given.
      double d = value(c[at(rowC, ldc, i, j)]);
      for (int q = 0; q < k; q++)
        d += value(a[at(rowA, lda, i, q)]) * value(b[at(rowB, ldb, q, j)]);
      const double got = value(out[at(rowC, ldc, i, j)]);
      exactErr = std::fmax(exactErr, std::fabs(got - value(acc)));
      doubleErr = std::fmax(doubleErr, std::fabs(got - d));
    }
  // The padding between the rows (columns) of C is left alone.
  for (size_t e = 0; e < c.size(); e++)
    if ((int)(e % ldc) >= (rowC ? n : m) &&
        std::memcmp(&out[e], &c[e], sizeof(TAcc)) != 0)
      padKept = false;
  const bool ok = exactErr == 0 && doubleErr <= tolerance && padKept;
  failures += !ok;
  std::printf("%s: max abs error %.3g (tensor-core reference), %.3g vs double "
              "(tolerance %.3g)%s%s\n",
              name, exactErr, doubleErr, tolerance,
              padKept ? "" : ", padding overwritten", ok ? "" : " FAILED");
}

int main() {
  using wmma::col_major;
  using wmma::row_major;
  runCase<16, 16, 16, __half, __half, float, row_major, col_major>(
      "half->float m16n16k16 A row B col C row", wmma::mem_row_major, 1e-5);
  runCase<16, 16, 16, __half, __half, float, col_major, row_major>(
      "half->float m16n16k16 A col B row C col", wmma::mem_col_major, 1e-5);
  runCase<32, 8, 16, __half, __half, float, row_major, row_major>(
      "half->float m32n8k16 A row B row C row", wmma::mem_row_major, 1e-5);
  runCase<16, 16, 16, __half, __half, __half, row_major, col_major>(
      "half->half m16n16k16 A row B col C row", wmma::mem_row_major, 0.05);
  runCase<16, 16, 16, __nv_bfloat16, __nv_bfloat16, float, row_major,
          col_major>("bf16->float m16n16k16 A row B col C row",
                     wmma::mem_row_major, 1e-5);
  runCase<8, 32, 16, __nv_bfloat16, __nv_bfloat16, float, col_major, col_major>(
      "bf16->float m8n32k16 A col B col C col", wmma::mem_col_major, 1e-5);
  runCase<16, 16, 8, float, wmma::precision::tf32, float, row_major, col_major>(
      "tf32->float m16n16k8 A row B col C row", wmma::mem_row_major, 0.02);
  runCase<16, 16, 8, float, wmma::precision::tf32, float, col_major, row_major>(
      "tf32->float m16n16k8 A col B row C col", wmma::mem_col_major, 0.02);
  runCase<16, 16, 16, signed char, signed char, int, row_major, col_major>(
      "s8->int m16n16k16 A row B col C row", wmma::mem_row_major, 0);
  runCase<32, 8, 16, unsigned char, unsigned char, int, col_major, row_major>(
      "u8->int m32n8k16 A col B row C col", wmma::mem_col_major, 0);
  // C near INT_MAX: with satf the sums stop at INT_MAX (up to 64 * 255 * 255
  // below double's), without it they wrap (2^32 from double's).
  runCase<8, 32, 16, unsigned char, unsigned char, int, row_major, col_major>(
      "u8->int m8n32k16 satf C row", wmma::mem_row_major, 4.2e6, true,
      INT_MAX - 200000);
  runCase<8, 32, 16, unsigned char, unsigned char, int, row_major, col_major>(
      "u8->int m8n32k16 wrapping C row", wmma::mem_row_major, 4.3e9, false,
      INT_MAX - 200000);
  runCase<8, 8, 4, double, double, double, row_major, col_major>(
      "double m8n8k4 A row B col C row", wmma::mem_row_major, 1e-13);
  runCase<8, 8, 4, double, double, double, col_major, row_major>(
      "double m8n8k4 A col B row C col", wmma::mem_col_major, 1e-13);
  std::printf("%s\n", failures ? "FAILED" : "all agree");
  return failures != 0;
}
