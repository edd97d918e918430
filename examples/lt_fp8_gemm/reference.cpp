// CPU reference and checkers for lt_fp8_gemm.cu; see reference.h.
//
// Tolerances, and why the GEMM outputs cannot be bit-exact: cuBLASLt picks
// its kernel (tile shape, split-K, k-block order) by heuristic and the FP8
// tensor cores do not add in IEEE FP32, so only bounds are checkable:
//  - FP32 accumulation: K * 2^-24 of sum |a b| (the usual n*u bound).
//  - Ada/Hopper FP8 MMA sums each k-step of products in fixed point aligned
//    to the largest addend (incoming accumulator included) and keeps about
//    14 bits, truncating (DeepSeek-V3 report, section 3.5.2; SageAttention2:
//    "FP22" accumulator). With fast accumulation off cuBLASLt promotes every
//    k-block to an FP32 register sum; with it on the partial sum stays in
//    the tensor core for all of K. A simulation of that model on this
//    example's data gave max error / sum|a b| of about 2^-12.5 (off) and
//    2^-11 (on) at K = 256, growing with K when on, hence 2^-10 (off) and
//    2^-8 (on). reference_test.cpp runs the model through check_bf16: worst
//    error / bound 0.49 (off) and 0.25 (on), BF16 rounding included.
//    Not yet confirmed on hardware: the first GPU run's "worst" figures are
//    the calibration.
//  - Scales and bias in FP32: alpha * scale_A * scale_B, the product with
//    the sum, the bias add: a few roundings, 2^-22 of the magnitude.
//  - BF16 output: round to nearest even, 2^-8 relative.
//  - FP8 output: the fp32 value times scale_D (one more rounding), then
//    RNE + saturation to FP8: checked as at most one FP8 ulp outside the
//    codes the whole error interval can round to.
#include "reference.h"

#include "../common/fp8_reference.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace lt_fp8_gemm_ref {

// The FP8 and BF16 conversions are the ones the examples share
// (examples/common/).
namespace fp8 = fp8_reference;

namespace {

// A NaN code, or E5M2's +-inf (0x7c, 0xfc): what an FP8 output never is.
bool fp8_is_nan_or_inf(uint8_t code, Fp8Format format) {
  return fp8::is_nan(code, fp8::format_of(format)) ||
         (format == Fp8Format::E5M2 && (code & 0x7f) == 0x7c);
}

} // namespace

float fp8_max(Fp8Format format) {
  return fp8::max_finite(fp8::format_of(format));
}

const char *format_name(Fp8Format format) {
  return fp8::name(fp8::format_of(format));
}

float decode_fp8(uint8_t code, Fp8Format format) {
  return fp8::decode(code, fp8::format_of(format));
}

uint8_t encode_fp8(float x, Fp8Format format) {
  return fp8::encode(x, fp8::format_of(format));
}

float bf16_to_float(uint16_t bits) { return fp8::bf16_to_float(bits); }

uint16_t float_to_bf16(float x) { return fp8::float_to_bf16(x); }

std::vector<float> lcg_uniform(size_t n, float range, uint32_t seed) {
  std::vector<float> v(n);
  uint32_t state = seed;
  for (float &x : v) {
    state = state * 1664525u + 1013904223u; // Numerical Recipes LCG
    // The top 24 bits give an exact float in [0, 1).
    const float u = std::ldexp(float(state >> 8), -24);
    x = (2.0f * u - 1.0f) * range;
  }
  return v;
}

float quant_scale(const std::vector<float> &x, float fp8_max) {
  float amax = 0.0f;
  for (float v : x)
    amax = std::max(amax, std::fabs(v));
  if (!(amax > 0.0f) || !std::isfinite(amax))
    return 1.0f;
  return fp8_max / amax;
}

Result gemm(const Problem &p, const uint8_t *a, const uint8_t *b,
            const uint16_t *bias) {
  const size_t m = size_t(p.m), n = size_t(p.n), k = size_t(p.k);
  std::vector<double> av(m * k), bv(n * k);
  for (size_t i = 0; i < m * k; ++i)
    av[i] = decode_fp8(a[i], p.a_format);
  for (size_t i = 0; i < n * k; ++i)
    bv[i] = decode_fp8(b[i], p.b_format);
  const double scale = double(p.scale_a) * double(p.scale_b);

  Result r;
  r.d.resize(m * n);
  r.magnitude.resize(m * n);
  r.abs_products.resize(m * n);
  for (size_t j = 0; j < n; ++j) {
    for (size_t i = 0; i < m; ++i) {
      // FP8 x FP8 products are exact in double and the sums of at most a
      // few thousand of them lose nothing that matters at 2^-53.
      double sum = 0.0, abs_sum = 0.0;
      for (size_t kk = 0; kk < k; ++kk) {
        const double prod = av[i * k + kk] * bv[j * k + kk];
        sum += prod;
        abs_sum += std::fabs(prod);
      }
      const double bias_i = bias ? double(bf16_to_float(bias[i])) : 0.0;
      const size_t idx = j * m + i;
      r.d[idx] = scale * sum + bias_i;
      r.abs_products[idx] = std::fabs(scale) * abs_sum;
      r.magnitude[idx] = r.abs_products[idx] + std::fabs(bias_i);
      r.amax = std::max(r.amax, std::fabs(r.d[idx]));
    }
  }
  return r;
}

double accumulation_eps(int k, bool fast_accum) {
  const double mma = fast_accum ? 0x1p-8 : 0x1p-10;
  return double(k) * 0x1p-24 + mma;
}

double fp32_bound(const Result &r, size_t idx, bool fast_accum, int k) {
  return r.abs_products[idx] * accumulation_eps(k, fast_accum) +
         r.magnitude[idx] * 0x1p-22;
}

Check check_bf16(const char *what, const Problem &p, const Result &r,
                 const uint16_t *got) {
  constexpr size_t kMaxReported = 5;
  Check c;
  for (size_t idx = 0; idx < r.d.size(); ++idx) {
    const double want = r.d[idx];
    const double e = fp32_bound(r, idx, p.fast_accum, p.k);
    const double allowed = 0x1p-8 * (std::fabs(want) + e) + e;
    const double value = bf16_to_float(got[idx]);
    const double err = std::fabs(value - want); // NaN: fails below
    const double ratio = allowed > 0.0 ? err / allowed : (err > 0.0 ? 1e9 : 0);
    if (!(err <= allowed)) {
      if (c.bad < kMaxReported)
        std::fprintf(stderr,
                     "  %s[%zu] (row %zu, col %zu): want %.9g, got "
                     "%.9g (0x%04x), error %.3g > %.3g\n",
                     what, idx, idx % size_t(p.m), idx / size_t(p.m), want,
                     value, got[idx], err, allowed);
      ++c.bad;
    }
    c.worst = std::max(c.worst, std::isnan(ratio) ? 1e9 : ratio);
  }
  return c;
}

Check check_fp8(const char *what, const Problem &p, const Result &r,
                float scale_d, Fp8Format d_format, const uint8_t *got) {
  constexpr size_t kMaxReported = 5;
  Check c;
  for (size_t idx = 0; idx < r.d.size(); ++idx) {
    const double e = fp32_bound(r, idx, p.fast_accum, p.k);
    // Every value the fp32 result may take, scaled (one more fp32 rounding
    // folded into e's 2^-22 term) and rounded with saturation.
    const double lo_v = double(scale_d) * (r.d[idx] - e);
    const double hi_v = double(scale_d) * (r.d[idx] + e);
    int lo = fp8::ordinal(encode_fp8(float(lo_v), d_format));
    int hi = fp8::ordinal(encode_fp8(float(hi_v), d_format));
    if (lo > hi) // negative scale_d
      std::swap(lo, hi);
    int outside = 0;
    if (fp8_is_nan_or_inf(got[idx], d_format)) {
      outside = 1 << 20;
    } else {
      const int pos = fp8::ordinal(got[idx]);
      outside = pos < lo ? lo - pos : (pos > hi ? pos - hi : 0);
    }
    if (outside > 1) {
      if (c.bad < kMaxReported)
        std::fprintf(stderr,
                     "  %s[%zu] (row %zu, col %zu): want %.6g "
                     "(codes 0x%02x..0x%02x +-1), got 0x%02x = %g\n",
                     what, idx, idx % size_t(p.m), idx / size_t(p.m),
                     double(scale_d) * r.d[idx],
                     encode_fp8(float(lo_v), d_format),
                     encode_fp8(float(hi_v), d_format), got[idx],
                     double(decode_fp8(got[idx], d_format)));
      ++c.bad;
    }
    c.worst = std::max(c.worst, double(outside));
  }
  return c;
}

AmaxOrder classify_amax(const Problem &p, const Result &r, float scale_d,
                        float got) {
  double lo = 0.0, hi = 0.0;
  for (size_t idx = 0; idx < r.d.size(); ++idx) {
    const double e = fp32_bound(r, idx, p.fast_accum, p.k);
    lo = std::max(lo, std::fabs(r.d[idx]) - e);
    hi = std::max(hi, std::fabs(r.d[idx]) + e);
  }
  const double v = got;
  if (v >= lo && v <= hi)
    return AmaxOrder::BeforeScaleD;
  const double s = std::fabs(double(scale_d));
  if (v >= s * lo * (1 - 0x1p-22) && v <= s * hi * (1 + 0x1p-22))
    return AmaxOrder::AfterScaleD;
  return AmaxOrder::Neither;
}

const char *amax_order_name(AmaxOrder order) {
  switch (order) {
  case AmaxOrder::BeforeScaleD:
    return "before scale_D";
  case AmaxOrder::AfterScaleD:
    return "after scale_D";
  case AmaxOrder::Neither:
    break;
  }
  return "neither before nor after scale_D";
}

float bf16_amax(const uint16_t *x, size_t n) { return fp8::bf16_amax(x, n); }

} // namespace lt_fp8_gemm_ref
