// CPU backend numerics: std::numeric_limits for the narrow floating-point
// types (binary16, bfloat16, FP8 E4M3/E5M2/E8M0, FP6 E2M3/E3M2, FP4 E2M1)
// with the members and values of CUDA's cuda::std::numeric_limits, bit for
// bit, constexpr as there. The host's primary template describes nothing
// and its max() and lowest() are T(), that is 0, so that reductions seeded
// with them (cub::DeviceReduce::Min, ...) went wrong. cuda::std is std on
// this backend: these are cuda::std's too. Each type's header specializes
// std::numeric_limits right after the type, from the type's row here, so no
// use can instantiate the primary template for it first.
// tests/cpu/cub_reduce_limits.test compares every member with CUDA's.
// Not a dialect header: include <axl/fp16.h>, <axl/bf16.h>, <axl/fp8.h>, ...
#pragma once
#include <limits>

namespace axl::cpu::num_detail {

/// What sets one type's limits apart. Values are encodings. A value the
/// type lacks (E4M3's infinity, FP6's NaNs, E8M0's denormals, ...) is
/// encoded 0, which is what CUDA returns for it (T{}), and the matching
/// has_infinity, has_quiet_NaN, has_signaling_NaN or has_denorm is false.
struct NarrowLimits {
  bool IsSigned, IsIec559;
  std::float_round_style RoundStyle;
  int Digits, Digits10, MaxDigits10;
  int MinExponent, MinExponent10, MaxExponent, MaxExponent10;
  unsigned Min, Max, Lowest, Epsilon, RoundError;
  unsigned Infinity, QuietNaN, SignalingNaN, DenormMin;
};

// clang-format off
// Each row: signed, iec559, round_style; digits, digits10, max_digits10;
// min_exponent, min_exponent10, max_exponent, max_exponent10; then the
// encodings of min, max, lowest, epsilon, round_error; infinity, quiet_NaN,
// signaling_NaN, denorm_min.
constexpr std::float_round_style ToNearest = std::round_to_nearest;
constexpr std::float_round_style TowardZero = std::round_toward_zero;
inline constexpr NarrowLimits HalfLimits = {true,  true,  ToNearest,  11,  3,  5,   -13,   -4,   16,    4,
    0x0400, 0x7bff, 0xfbff, 0x1400, 0x3800,  0x7c00, 0x7e00, 0x7d00, 0x0001};
inline constexpr NarrowLimits Bf16Limits = {true,  true,  ToNearest,   8,  2,  4,  -125,  -37,  128,   38,
    0x0080, 0x7f7f, 0xff7f, 0x3c00, 0x3f00,  0x7f80, 0x7fc0, 0x7fa0, 0x0001};
inline constexpr NarrowLimits E4M3Limits = {true,  false, ToNearest,   4,  0,  3,    -6,   -2,    8,    2,
    0x08,   0x7e,   0xfe,   0x20,   0x30,    0,      0x7f,   0,      0x01};
inline constexpr NarrowLimits E5M2Limits = {true,  false, ToNearest,   3,  0,  2,   -15,   -5,   15,    4,
    0x04,   0x7b,   0xfb,   0x34,   0x38,    0x7c,   0x7e,   0x7d,   0x01};
inline constexpr NarrowLimits E8M0Limits = {false, false, TowardZero,  1,  0,  2,  -127,  -39,  127,   38,
    0x00,   0xfe,   0x00,   0x7f,   0x7f,    0,      0xff,   0,      0};
inline constexpr NarrowLimits E2M3Limits = {true,  false, ToNearest,   4,  0,  3,     0,    0,    2,    0,
    0x08,   0x1f,   0x3f,   0x01,   0x04,    0,      0,      0,      0x01};
inline constexpr NarrowLimits E3M2Limits = {true,  false, ToNearest,   3,  0,  2,    -2,   -1,    4,    1,
    0x04,   0x1f,   0x3f,   0x04,   0x08,    0,      0,      0,      0x01};
inline constexpr NarrowLimits E2M1Limits = {true,  false, ToNearest,   2,  0,  2,     0,    0,    2,    0,
    0x2,    0x7,    0xf,    0x1,    0x1,     0,      0,      0,      0x1};
// clang-format on

/// The FP8, FP6 and FP4 classes from an encoding (their __x is public).
template <class T> constexpr T fromEncoding(unsigned Bits) {
  T V{};
  V.__x = static_cast<decltype(V.__x)>(Bits);
  return V;
}

/// std::numeric_limits<T> from T's row L; Make turns an encoding into a T.
template <class T, const NarrowLimits &L, T (*Make)(unsigned)>
struct NarrowNumericLimits {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = L.IsSigned;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr int radix = 2;
  static constexpr int digits = L.Digits;
  static constexpr int digits10 = L.Digits10;
  static constexpr int max_digits10 = L.MaxDigits10;
  static constexpr int min_exponent = L.MinExponent;
  static constexpr int min_exponent10 = L.MinExponent10;
  static constexpr int max_exponent = L.MaxExponent;
  static constexpr int max_exponent10 = L.MaxExponent10;
  static constexpr bool has_infinity = L.Infinity != 0;
  static constexpr bool has_quiet_NaN = L.QuietNaN != 0;
  static constexpr bool has_signaling_NaN = L.SignalingNaN != 0;
  static constexpr std::float_denorm_style has_denorm =
      L.DenormMin != 0 ? std::denorm_present : std::denorm_absent;
  static constexpr bool has_denorm_loss = false;
  static constexpr bool is_iec559 = L.IsIec559;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = false;
  static constexpr bool traps = false;
  static constexpr bool tinyness_before = false;
  static constexpr std::float_round_style round_style = L.RoundStyle;

  static constexpr T min() noexcept { return Make(L.Min); }
  static constexpr T max() noexcept { return Make(L.Max); }
  static constexpr T lowest() noexcept { return Make(L.Lowest); }
  static constexpr T epsilon() noexcept { return Make(L.Epsilon); }
  static constexpr T round_error() noexcept { return Make(L.RoundError); }
  static constexpr T infinity() noexcept { return Make(L.Infinity); }
  static constexpr T quiet_NaN() noexcept { return Make(L.QuietNaN); }
  static constexpr T signaling_NaN() noexcept { return Make(L.SignalingNaN); }
  static constexpr T denorm_min() noexcept { return Make(L.DenormMin); }
};

/// The limits of an FP8, FP6 or FP4 class.
template <class T, const NarrowLimits &L>
using MiniNumericLimits = NarrowNumericLimits<T, L, fromEncoding<T>>;

} // namespace axl::cpu::num_detail
