// CPU backend numerics: the binary16 types __half_raw, __half2_raw, __half,
// __half2, their codec (binary16 <-> float) and numeric_limits; the
// constructors, conversions and assignment operators are num_f16_types.h's.
// Not a dialect header: include <axl/fp16.h>.
#pragma once
#include "num_f16_types.h"
#include "num_limits.h"

namespace axl::cpu::num_detail {

/// binary16 encoding -> float, as CUDA does it: exact, and any NaN becomes
/// the canonical float NaN 0x7fffffff (sign and payload dropped).
AXL_HOST_DEVICE inline float halfToFloat(std::uint16_t H) {
  const std::uint32_t Sign = static_cast<std::uint32_t>(H & 0x8000u) << 16;
  const std::uint32_t Exp = (H >> 10) & 0x1fu;
  const std::uint32_t Frac = H & 0x3ffu;
  if (Exp == 0x1f)
    return bitCast<float>(Frac ? 0x7fffffffu : (Sign | 0x7f800000u));
  if (Exp == 0) { // zero or subnormal: Frac * 2^-24, exact in float
    const float Mag = static_cast<float>(Frac) * 0x1p-24f;
    return Sign ? -Mag : Mag;
  }
  return bitCast<float>(Sign | ((Exp + 112u) << 23) | (Frac << 13));
}

struct HalfCodec {
  using Fmt = HalfFormat;
  static constexpr std::uint16_t One = 0x3c00;
  AXL_HOST_DEVICE static float toFloat(std::uint16_t H) { return halfToFloat(H); }
};

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

struct alignas(2) __half_raw {
  unsigned short x;
};
struct alignas(4) __half2_raw {
  unsigned short x;
  unsigned short y;
};

struct __axl_bfloat16;

/// binary16 (num_base::Float16: CUDA's constructors and conversions).
struct alignas(2) __half : num_base::Float16<__half, __half_raw, num_detail::HalfCodec> {
  using Float16::Float16;
  using Float16::operator=;
  __half() = default;
  /// Rounds a bfloat16 to nearest; defined in <axl/bf16.h>.
  AXL_HOST_DEVICE explicit __half(const __axl_bfloat16 F);
};

/// A pair of binary16 values (x is the low half of the 32-bit word).
struct alignas(4) __half2 : num_base::Float16Pair<__half2, __half, __half_raw, __half2_raw> {
  using Float16Pair::Float16Pair;
  using Float16Pair::operator=;
  __half2() = default;
};

typedef __half half;
typedef __half2 half2;
typedef __half __axl_half;
typedef __half2 __axl_half2;
typedef __half_raw __axl_half_raw;
typedef __half2_raw __axl_half2_raw;
typedef __half axl_half;
typedef __half2 axl_half2;

} // namespace axl::cpu::num

namespace axl::cpu::num_detail {
constexpr num::__half halfFromEncoding(unsigned Bits) {
  return num::__half(num::__half_raw{static_cast<unsigned short>(Bits)});
}
} // namespace axl::cpu::num_detail

/// CUDA's cuda::std::numeric_limits<__half> (detail/num_limits.h).
namespace std {
template <>
struct numeric_limits<axl::cpu::num::__half>
    : axl::cpu::num_detail::NarrowNumericLimits<
          axl::cpu::num::__half, axl::cpu::num_detail::HalfLimits,
          axl::cpu::num_detail::halfFromEncoding> {};
} // namespace std
