// The FP8 and BF16 codecs the examples' CPU references share, computed bit
// for bit as CUDA does (examples/common/fp8_reference_test.cpp checks them
// against cuda_fp8.h and cuda_bf16.h). Plain C++17, header only, no CUDA
// header: an example's reference.cpp includes it by its relative path, so
// the ported .cu files never see it. At the end, the two steps of per-tensor
// current scaling that several examples share: amax and the scale.
#pragma once

#include <cfloat>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace fp8_reference {

enum class Format { E4M3, E5M2 };

// Largest finite values: E4M3 0x7e, E5M2 0x7b.
constexpr float kE4M3Max = 448.0f;
constexpr float kE5M2Max = 57344.0f;

// An example's own `enum class Fp8Format { E4M3, E5M2 }` (its reference.h
// cannot name Format: the ported .cu files include it) as a Format.
template <class ExampleFormat> Format format_of(ExampleFormat format) {
  return format == ExampleFormat::E4M3 ? Format::E4M3 : Format::E5M2;
}

inline float max_finite(Format format) {
  return format == Format::E4M3 ? kE4M3Max : kE5M2Max;
}

inline const char *name(Format format) {
  return format == Format::E4M3 ? "e4m3" : "e5m2";
}

inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

inline float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// BF16 bits -> float (exact: BF16 is the top half of a float).
inline float bf16_to_float(uint16_t bits) {
  return bits_float(uint32_t(bits) << 16);
}

// float -> BF16, round to nearest even; a NaN keeps its sign and the top of
// its payload, made quiet.
inline uint16_t float_to_bf16(float x) {
  const uint32_t u = float_bits(x);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((u >> 16) | 0x40);
  return uint16_t((u + 0x7fffu + ((u >> 16) & 1)) >> 16);
}

namespace detail {

// Layout of an FP8 format with an IEEE-like encoding.
struct Layout {
  int mantissa_bits;
  int min_exponent;  // unbiased exponent of the smallest normal: 1 - bias
  uint32_t max_code; // magnitude bits of the largest finite value
};

inline Layout layout(Format format) {
  return format == Format::E4M3 ? Layout{3, -6, 0x7e} : Layout{2, -14, 0x7b};
}

// sig / 2^shift rounded to nearest, ties to even.
inline uint32_t round_shift_rne(uint32_t sig, int shift) {
  if (shift > 31)
    return 0; // sig < 2^24, far below half a unit
  const uint32_t q = sig >> shift;
  const uint32_t rem = sig & ((1u << shift) - 1);
  const uint32_t half = 1u << (shift - 1);
  return q + (rem > half || (rem == half && (q & 1)) ? 1 : 0);
}

} // namespace detail

// A NaN code: E4M3 S.1111.111, E5M2 S.11111.mm with mm != 0.
inline bool is_nan(uint8_t code, Format format) {
  const uint32_t mag = code & 0x7fu;
  return format == Format::E4M3 ? mag == 0x7f : mag > 0x7c;
}

// float -> FP8 bits, round to nearest even, saturating to the largest finite
// value (CUDA's __NV_SATFINITE, what the __nv_fp8_* constructors do):
//   |x| beyond the largest finite value, and +-inf -> +-max (0x7e / 0x7b);
//   NaN (any sign, any payload) -> 0x7f, CUDA's canonical NaN in both formats;
//   -0 and values that round to zero keep their sign (0x80).
inline uint8_t encode(float x, Format format) {
  const detail::Layout fmt = detail::layout(format);
  const uint32_t bits = float_bits(x);
  const uint32_t sign = (bits >> 24) & 0x80;
  const uint32_t abs = bits & 0x7fffffffu;
  if (abs > 0x7f800000u)
    return 0x7f; // NaN: canonical, sign dropped (as CUDA does)
  if (abs == 0x7f800000u)
    return uint8_t(sign | fmt.max_code); // satfinite: inf -> max finite
  if (abs < 0x00800000u)
    return uint8_t(sign); // zero and float subnormals (< 2^-126) round to 0

  // Normal float: |x| = sig * 2^(e - 23), sig = 1.m in 24 bits. The FP8
  // quantum at this magnitude is 2^(max(e, emin) - mantissa_bits).
  const int e = int(abs >> 23) - 127;
  const uint32_t sig = (abs & 0x007fffffu) | 0x00800000u;
  const int below_normal = e < fmt.min_exponent ? fmt.min_exponent - e : 0;
  const uint32_t q =
      detail::round_shift_rne(sig, 23 - fmt.mantissa_bits + below_normal);
  // Subnormal: the code is q (q == 2^m carries into the smallest normal).
  // Normal: exponent field e - emin + 1 and mantissa q - 2^m, which sums to
  // ((e - emin) << m) + q; a carry out of the mantissa bumps the exponent.
  uint32_t code =
      below_normal ? q
                   : (uint32_t(e - fmt.min_exponent) << fmt.mantissa_bits) + q;
  if (code > fmt.max_code)
    code = fmt.max_code; // satfinite; also keeps the NaN/inf codes out
  return uint8_t(sign | code);
}

// FP8 bits -> float, exact; NaN codes give a quiet NaN, E5M2's 0x7c/0xfc +-inf.
inline float decode(uint8_t code, Format format) {
  const detail::Layout fmt = detail::layout(format);
  const float sign = (code & 0x80) ? -1.0f : 1.0f;
  const uint32_t mag = code & 0x7fu;
  if (is_nan(code, format))
    return NAN;
  if (format == Format::E5M2 && mag == 0x7c)
    return sign * INFINITY;
  const int exp_field = int(mag >> fmt.mantissa_bits);
  const uint32_t man = mag & ((1u << fmt.mantissa_bits) - 1);
  if (exp_field == 0) // subnormal: man * 2^(emin - m)
    return sign * std::ldexp(float(man), fmt.min_exponent - fmt.mantissa_bits);
  return sign *
         std::ldexp(float(man | (1u << fmt.mantissa_bits)),
                    exp_field - 1 + fmt.min_exponent - fmt.mantissa_bits);
}

// Position of an FP8 code on the number line in FP8 steps (the magnitude
// bits are monotone in the value): +0 and -0 are both 0.
inline int ordinal(uint8_t code) {
  const int mag = code & 0x7f;
  return (code & 0x80) ? -mag : mag;
}

// max |x| over n BF16 values, as the kernels' fmaxf reduction from +0 takes
// it: NaN (quiet or signaling) ignored, +-inf counts; an empty or all-NaN
// tensor gives +0.
inline float bf16_amax(const uint16_t *x, size_t n) {
  float m = 0.0f;
  for (size_t i = 0; i < n; ++i) {
    const float v = std::fabs(bf16_to_float(x[i]));
    if (v > m) // false for NaN (glibc's fmax would return a signaling one)
      m = v;
  }
  return m;
}

// Current scaling's scale: fp8_max / max(amax, eps), correctly rounded
// (__fdiv_rn); amax 0, inf or NaN -> 1; an infinite quotient -> FLT_MAX.
inline float current_scale(float amax, float fp8_max, float eps) {
  float scale = 1.0f;
  if (amax > 0.0f && std::isfinite(amax)) {
    scale = fp8_max / (amax < eps ? eps : amax);
    if (std::isinf(scale))
      scale = FLT_MAX;
  }
  return scale;
}

} // namespace fp8_reference
