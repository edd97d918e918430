// CPU backend numerics: the bfloat16 types __axl_bfloat16_raw,
// __axl_bfloat162_raw, __axl_bfloat16, __axl_bfloat162 (CUDA's
// __nv_bfloat16 family), their codec (bfloat16 <-> float) and
// numeric_limits; the constructors, conversions and assignment operators
// are num_f16_types.h's. Not a dialect header: include <axl/bf16.h>.
#pragma once
#include "num_fp16_types.h"
#include "num_limits.h"

namespace axl::cpu::num_detail {

/// bfloat16 encoding -> float: the upper half of a float, exact (a NaN keeps
/// its sign and payload, as in CUDA).
AXL_HOST_DEVICE inline float bf16ToFloat(std::uint16_t B) {
  return bitCast<float>(static_cast<std::uint32_t>(B) << 16);
}

struct Bf16Codec {
  using Fmt = Bf16Format;
  static constexpr std::uint16_t One = 0x3f80;
  AXL_HOST_DEVICE static float toFloat(std::uint16_t B) { return bf16ToFloat(B); }
};

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

struct alignas(2) __axl_bfloat16_raw {
  unsigned short x;
};
struct alignas(4) __axl_bfloat162_raw {
  unsigned short x;
  unsigned short y;
};

/// bfloat16 (num_base::Float16: CUDA's constructors and conversions, as
/// CUDA's __nv_bfloat16 has them).
struct alignas(2) __axl_bfloat16
    : num_base::Float16<__axl_bfloat16, __axl_bfloat16_raw, num_detail::Bf16Codec> {
  using Float16::Float16;
  using Float16::operator=;
  __axl_bfloat16() = default;
  /// Rounds a binary16 value to nearest.
  AXL_HOST_DEVICE explicit __axl_bfloat16(const __half F) : Float16(static_cast<float>(F)) {}
};

/// A pair of bfloat16 values (x is the low half of the 32-bit word).
struct alignas(4) __axl_bfloat162
    : num_base::Float16Pair<__axl_bfloat162, __axl_bfloat16, __axl_bfloat16_raw,
                              __axl_bfloat162_raw> {
  using Float16Pair::Float16Pair;
  using Float16Pair::operator=;
  __axl_bfloat162() = default;
};

/// binary16 from bfloat16, rounded to nearest (declared in __half).
AXL_HOST_DEVICE inline __half::__half(const __axl_bfloat16 F) : Float16(static_cast<float>(F)) {}

typedef __axl_bfloat16 axl_bfloat16;
typedef __axl_bfloat162 axl_bfloat162;

} // namespace axl::cpu::num

namespace axl::cpu::num_detail {
constexpr num::__axl_bfloat16 bf16FromEncoding(unsigned Bits) {
  return num::__axl_bfloat16(
      num::__axl_bfloat16_raw{static_cast<unsigned short>(Bits)});
}
} // namespace axl::cpu::num_detail

/// CUDA's cuda::std::numeric_limits<__nv_bfloat16> (detail/num_limits.h).
namespace std {
template <>
struct numeric_limits<axl::cpu::num::__axl_bfloat16>
    : axl::cpu::num_detail::NarrowNumericLimits<
          axl::cpu::num::__axl_bfloat16, axl::cpu::num_detail::Bf16Limits,
          axl::cpu::num_detail::bf16FromEncoding> {};
} // namespace std
