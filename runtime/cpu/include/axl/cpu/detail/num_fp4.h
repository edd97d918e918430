// CPU backend numerics: CUDA 13's cuda_fp4.h under dialect names: the E2M1
// storage types, interpretation enum, __axl_cvt_* conversions and classes,
// with CUDA's results bit for bit. Pairs pack into one byte (x in the low
// nibble). FP4 has no infinity or NaN: everything beyond 6 (NaN too)
// saturates to 6. Not a dialect header: include <axl/fp4.h>.
#pragma once
#include <axl/cpu/detail/num_fp6.h>
#include <axl/cpu/detail/num_limits.h>

#define __AXL_FP4_TYPES_EXIST__

namespace axl::cpu::num {

typedef __axl_fp8_storage_t __axl_fp4_storage_t;
typedef __axl_fp8_storage_t __axl_fp4x2_storage_t;
typedef __axl_fp8x2_storage_t __axl_fp4x4_storage_t;

typedef enum __axl_fp4_interpretation_t {
  __AXL_E2M1,
} __axl_fp4_interpretation_t;

} // namespace axl::cpu::num

namespace axl::cpu::num_detail {

/// Two 4-bit codes as the x2 form stores them: x in the low nibble.
constexpr unsigned char packNibbles(unsigned Lo, unsigned Hi) {
  return static_cast<unsigned char>((Hi & 0xFu) << 4 | (Lo & 0xFu));
}

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

inline __axl_fp4_storage_t
__axl_cvt_double_to_fp4(const double x, const __axl_fp4_interpretation_t,
                        const enum axlRoundMode rounding) {
  return static_cast<__axl_fp4_storage_t>(num_detail::encodeDouble(
      num_detail::E2M1, num_detail::bitCast<std::uint64_t>(x), true,
      num_detail::roundsTowardZero(rounding, "__axl_cvt_double_to_fp4")));
}

inline __axl_fp4x2_storage_t
__axl_cvt_double2_to_fp4x2(const double2 x,
                           const __axl_fp4_interpretation_t fp4_interpretation,
                           const enum axlRoundMode rounding) {
  return num_detail::packNibbles(
      __axl_cvt_double_to_fp4(x.x, fp4_interpretation, rounding),
      __axl_cvt_double_to_fp4(x.y, fp4_interpretation, rounding));
}

inline __axl_fp4_storage_t
__axl_cvt_float_to_fp4(const float x, const __axl_fp4_interpretation_t,
                       const enum axlRoundMode rounding) {
  return static_cast<__axl_fp4_storage_t>(num_detail::encodeFloat(
      num_detail::E2M1, x, true,
      num_detail::roundsTowardZero(rounding, "__axl_cvt_float_to_fp4")));
}

inline __axl_fp4x2_storage_t
__axl_cvt_float2_to_fp4x2(const float2 x,
                          const __axl_fp4_interpretation_t fp4_interpretation,
                          const enum axlRoundMode rounding) {
  return num_detail::packNibbles(
      __axl_cvt_float_to_fp4(x.x, fp4_interpretation, rounding),
      __axl_cvt_float_to_fp4(x.y, fp4_interpretation, rounding));
}

inline __axl_fp4_storage_t
__axl_cvt_halfraw_to_fp4(const __half_raw x,
                         const __axl_fp4_interpretation_t fp4_interpretation,
                         const enum axlRoundMode rounding) {
  return __axl_cvt_float_to_fp4(num_detail::halfToFloat(x.x),
                                fp4_interpretation, rounding);
}

inline __axl_fp4x2_storage_t
__axl_cvt_halfraw2_to_fp4x2(const __half2_raw x,
                            const __axl_fp4_interpretation_t fp4_interpretation,
                            const enum axlRoundMode rounding) {
  return num_detail::packNibbles(
      __axl_cvt_halfraw_to_fp4(__half_raw{x.x}, fp4_interpretation, rounding),
      __axl_cvt_halfraw_to_fp4(__half_raw{x.y}, fp4_interpretation, rounding));
}

inline __axl_fp4_storage_t __axl_cvt_bfloat16raw_to_fp4(
    const __axl_bfloat16_raw x,
    const __axl_fp4_interpretation_t fp4_interpretation,
    const enum axlRoundMode rounding) {
  return __axl_cvt_float_to_fp4(num_detail::bf16ToFloat(x.x),
                                fp4_interpretation, rounding);
}

inline __axl_fp4x2_storage_t __axl_cvt_bfloat16raw2_to_fp4x2(
    const __axl_bfloat162_raw x,
    const __axl_fp4_interpretation_t fp4_interpretation,
    const enum axlRoundMode rounding) {
  return num_detail::packNibbles(
      __axl_cvt_bfloat16raw_to_fp4(__axl_bfloat16_raw{x.x}, fp4_interpretation,
                                   rounding),
      __axl_cvt_bfloat16raw_to_fp4(__axl_bfloat16_raw{x.y}, fp4_interpretation,
                                   rounding));
}

/// Exact; the four bits above the value are ignored.
inline __half_raw __axl_cvt_fp4_to_halfraw(const __axl_fp4_storage_t x,
                                           const __axl_fp4_interpretation_t) {
  return __half_raw{num_detail::decodeToHalf(num_detail::E2M1, x)};
}

inline __half2_raw __axl_cvt_fp4x2_to_halfraw2(
    const __axl_fp4x2_storage_t x,
    const __axl_fp4_interpretation_t fp4_interpretation) {
  return __half2_raw{
      __axl_cvt_fp4_to_halfraw(x, fp4_interpretation).x,
      __axl_cvt_fp4_to_halfraw(static_cast<__axl_fp4_storage_t>(x >> 4),
                               fp4_interpretation)
          .x};
}

struct __axl_fp4_e2m1 : num_base::MiniScalar<num_detail::E2M1> {
  using MiniScalar::MiniScalar;
};
struct __axl_fp4x2_e2m1 : num_base::MiniPair<num_detail::E2M1> {
  using MiniPair::MiniPair;
};
struct __axl_fp4x4_e2m1 : num_base::MiniQuad<num_detail::E2M1> {
  using MiniQuad::MiniQuad;
};

} // namespace axl::cpu::num

// CUDA's cuda::std::numeric_limits of these types (detail/num_limits.h).
namespace std {
template <>
struct numeric_limits<axl::cpu::num::__axl_fp4_e2m1>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp4_e2m1, axl::cpu::num_detail::E2M1Limits> {};
} // namespace std
