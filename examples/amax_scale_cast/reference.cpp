// CPU reference for amax_scale_cast.cu; see reference.h. Plain C++17.
// Compiled with the example (nvcc ... reference.cpp) or alone with
//   g++ -std=c++17 -O2 -c reference.cpp
#include "reference.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace asc_ref {
namespace {

uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

// Layout of an FP8 format with an IEEE-like encoding.
struct Fp8Layout {
  int mantissa_bits;
  int min_exponent; // unbiased exponent of the smallest normal: 1 - bias
  uint32_t max_code; // magnitude bits of the largest finite value
};

Fp8Layout layout(Fp8Format format) {
  return format == Fp8Format::E4M3 ? Fp8Layout{3, -6, 0x7e}
                                   : Fp8Layout{2, -14, 0x7b};
}

// sig / 2^shift rounded to nearest, ties to even.
uint32_t round_shift_rne(uint32_t sig, int shift) {
  if (shift > 31)
    return 0; // sig < 2^24, far below half a unit
  uint32_t q = sig >> shift;
  uint32_t rem = sig & ((1u << shift) - 1);
  uint32_t half = 1u << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    ++q;
  return q;
}

} // namespace

float fp8_max(Fp8Format format) {
  return format == Fp8Format::E4M3 ? kE4M3Max : kE5M2Max;
}

const char *format_name(Fp8Format format) {
  return format == Fp8Format::E4M3 ? "e4m3" : "e5m2";
}

float bf16_to_float(uint16_t bits) {
  uint32_t u = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

uint8_t float_to_fp8(float x, Fp8Format format) {
  const Fp8Layout fmt = layout(format);
  const uint32_t bits = float_bits(x);
  const uint32_t sign = (bits >> 24) & 0x80;
  const uint32_t abs = bits & 0x7fffffffu;

  if (abs > 0x7f800000u)
    return 0x7f; // NaN: canonical, sign dropped (as CUDA does)
  if (abs == 0x7f800000u)
    return uint8_t(sign | fmt.max_code); // satfinite: inf -> max finite
  if (abs < 0x00800000u)
    return uint8_t(sign); // zero and float subnormals (< 2^-126) round to 0

  // Normal float: |x| = sig * 2^(e - 23), sig = 1.m in 24 bits.
  const int e = int(abs >> 23) - 127;
  const uint32_t sig = (abs & 0x007fffffu) | 0x00800000u;
  // FP8 quantum at this magnitude is 2^(max(e, emin) - mantissa_bits).
  const int below_normal = e < fmt.min_exponent ? fmt.min_exponent - e : 0;
  const uint32_t q =
      round_shift_rne(sig, 23 - fmt.mantissa_bits + below_normal);
  // Subnormal: the code is q (q == 2^m carries into the smallest normal).
  // Normal: exponent field e - emin + 1 and mantissa q - 2^m, which sums to
  // ((e - emin) << m) + q; a carry out of the mantissa bumps the exponent.
  uint32_t code = below_normal
                      ? q
                      : (uint32_t(e - fmt.min_exponent) << fmt.mantissa_bits) +
                            q;
  if (code > fmt.max_code)
    code = fmt.max_code; // satfinite; also keeps 0x7f (E4M3 NaN) and
                         // 0x7c.. (E5M2 inf/NaN) out
  return uint8_t(sign | code);
}

float amax(const uint16_t *x, size_t n) {
  float m = 0.0f;
  for (size_t i = 0; i < n; ++i) {
    float v = std::fabs(bf16_to_float(x[i]));
    if (v > m) // false for NaN: ignored, like fmaxf
      m = v;
  }
  return m;
}

Scale compute_scale(float amax, float fp8_max, float eps) {
  float scale = 1.0f;
  if (amax > 0.0f && std::isfinite(amax)) {
    const float clamped = amax < eps ? eps : amax;
    scale = fp8_max / clamped;
    if (std::isinf(scale))
      scale = FLT_MAX;
  }
  return {scale, 1.0f / scale};
}

void cast(const uint16_t *x, size_t n, float scale, Fp8Format format,
          uint8_t *y) {
  for (size_t i = 0; i < n; ++i)
    y[i] = float_to_fp8(bf16_to_float(x[i]) * scale, format);
}

void cast_transpose(const uint16_t *x, int rows, int cols, float scale,
                    Fp8Format format, uint8_t *y, uint8_t *yt) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const uint8_t q =
          float_to_fp8(bf16_to_float(x[size_t(r) * cols + c]) * scale, format);
      y[size_t(r) * cols + c] = q;
      yt[size_t(c) * rows + r] = q;
    }
  }
}

size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n) {
  constexpr size_t kMaxReported = 5;
  size_t mismatches = 0;
  for (size_t i = 0; i < n; ++i) {
    if (expected[i] == actual[i])
      continue;
    if (mismatches < kMaxReported)
      std::fprintf(stderr, "  %s[%zu]: expected 0x%02x, got 0x%02x\n", what, i,
                   expected[i], actual[i]);
    ++mismatches;
  }
  if (mismatches > kMaxReported)
    std::fprintf(stderr, "  %s: %zu mismatches in all\n", what, mismatches);
  return mismatches;
}

size_t compare_float_bits(const char *what, float expected, float actual) {
  if (float_bits(expected) == float_bits(actual))
    return 0;
  std::fprintf(stderr, "  %s: expected %a (0x%08x), got %a (0x%08x)\n", what,
               double(expected), float_bits(expected), double(actual),
               float_bits(actual));
  return 1;
}

} // namespace asc_ref
