// CPU reference and checkers for lt_fp8_gemm.cu: a cuBLASLt FP8 GEMM in the
// TN layout, D = scale_D * (scale_A * scale_B * A^T B + bias), with BF16 or
// E4M3 output and amax_D.
//
// Plain C++17, no CUDA headers (its FP8 and BF16 conversions are
// examples/common/fp8_reference.h's, which common_reference_test checks
// against CUDA's own host conversions):
//   g++ -std=c++17 -I/usr/local/cuda/include reference_test.cpp reference.cpp
//
// Layout (column-major, as cuBLASLt sees it):
//   A: k x m, lda = k, used transposed  -> a[i * k + kk] is op(A)(i, kk)
//   B: k x n, ldb = k                    -> b[j * k + kk] is B(kk, j)
//   D: m x n, ldd = m                    -> d[j * m + i]
//   bias: m values, added to every column (CUBLASLT_EPILOGUE_BIAS).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace lt_fp8_gemm_ref {

enum class Fp8Format { E4M3, E5M2 };

constexpr float kE4M3Max = 448.0f;
constexpr float kE5M2Max = 57344.0f;

float fp8_max(Fp8Format format);
const char *format_name(Fp8Format format);

// FP8 code -> its exact value (E4M3 0x7f/0xff and E5M2 0x7d..0x7f are NaN,
// E5M2 0x7c is inf).
float decode_fp8(uint8_t code, Fp8Format format);
// float -> FP8, round to nearest even, saturating to the largest finite
// value (__NV_SATFINITE, what the __nv_fp8_* constructors do); NaN -> 0x7f.
uint8_t encode_fp8(float x, Fp8Format format);

float bf16_to_float(uint16_t bits);
uint16_t float_to_bf16(float x); // round to nearest even (NaN kept quiet)

// Deterministic inputs: n values uniform in [-range, range) from an LCG.
std::vector<float> lcg_uniform(size_t n, float range, uint32_t seed);

// Per-tensor current scaling: quantization scale fp8_max / amax (1 when amax
// is 0 or not finite); the GEMM gets its reciprocal as scale_A / scale_B.
float quant_scale(const std::vector<float> &x, float fp8_max);

struct Problem {
  int m = 0, n = 0, k = 0;
  Fp8Format a_format = Fp8Format::E4M3;
  Fp8Format b_format = Fp8Format::E4M3;
  float scale_a = 1.0f, scale_b = 1.0f; // dequantization scales
  bool fast_accum = false;
};

// The exact result before scale_D, in double: d = scale_A * scale_B *
// sum_k a b + bias, and per element the magnitude scale_A * scale_B *
// sum_k |a b| + |bias| that the error bounds are relative to.
struct Result {
  std::vector<double> d;
  std::vector<double> magnitude;
  std::vector<double> abs_products; // scale_A * scale_B * sum_k |a b|
  double amax = 0.0;                // max |d|, before scale_D (cuBLASLt docs)
};

// a, b are FP8 codes; bias (m BF16 values) may be null.
Result gemm(const Problem &p, const uint8_t *a, const uint8_t *b,
            const uint16_t *bias);

// Relative accumulation error allowed, against scale_A * scale_B * sum|a b|:
// K * 2^-24 for FP32 accumulation, plus the FP8 tensor cores' own fixed-point
// alignment (see reference.cpp): 2^-10 with fast accumulation off, 2^-8 on.
double accumulation_eps(int k, bool fast_accum);
// Bound on |D_temp(fp32) - d| for element idx (D_temp: before scale_D).
double fp32_bound(const Result &r, size_t idx, bool fast_accum, int k);

struct Check {
  size_t bad = 0;
  double worst = 0.0; // max over elements of error / allowed error
};

// BF16 D: |got - d| <= 2^-8 (|d| + e) + e, e = fp32_bound.
Check check_bf16(const char *what, const Problem &p, const Result &r,
                 const uint16_t *got);
// FP8 D: got within one FP8 ulp (in code order) of encode(scale_D * (d -+ e)),
// i.e. of the reference after scaling and saturation; never NaN.
Check check_fp8(const char *what, const Problem &p, const Result &r,
                float scale_d, Fp8Format d_format, const uint8_t *got);

// cuBLASLt documents amax_D = max |D_temp|, taken BEFORE scale_D. Which one
// did the device compute? Neither means the value is wrong.
enum class AmaxOrder { BeforeScaleD, AfterScaleD, Neither };
AmaxOrder classify_amax(const Problem &p, const Result &r, float scale_d,
                        float got);
const char *amax_order_name(AmaxOrder order);

// Exact max |x| of BF16 values (NaN ignored), what the example's own amax
// kernel must reproduce bit for bit.
float bf16_amax(const uint16_t *x, size_t n);

} // namespace lt_fp8_gemm_ref
