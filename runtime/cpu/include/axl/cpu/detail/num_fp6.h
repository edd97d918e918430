// CPU backend numerics: CUDA 13's cuda_fp6.h under dialect names: the E2M3
// and E3M2 storage types, interpretation enum, __axl_cvt_* conversions and
// classes, with CUDA's results bit for bit. FP6 has no infinity or NaN:
// everything beyond the largest finite value (NaN too) saturates to it.
// Not a dialect header: include <axl/fp6.h>.
#pragma once
#include <axl/cpu/detail/num_fp8_types.h>
#include <axl/cpu/detail/num_limits.h>
#include <string>

#define __AXL_FP6_TYPES_EXIST__

namespace axl::cpu::num {

typedef __axl_fp8_storage_t __axl_fp6_storage_t;
typedef __axl_fp8x2_storage_t __axl_fp6x2_storage_t;
typedef __axl_fp8x4_storage_t __axl_fp6x4_storage_t;

typedef enum __axl_fp6_interpretation_t {
  __AXL_E2M3,
  __AXL_E3M2,
} __axl_fp6_interpretation_t;

} // namespace axl::cpu::num

namespace axl::cpu::num_detail {

inline const MiniFormat &fp6Format(num::__axl_fp6_interpretation_t I) {
  return I == num::__AXL_E3M2 ? E3M2 : E2M3;
}

/// FP6 and FP4 conversions round to nearest even or toward zero; CUDA
/// asserts on other modes, so they are refused here.
inline bool roundsTowardZero(num::axlRoundMode Mode, const char *Function) {
  if (Mode != num::axlRoundNearest && Mode != num::axlRoundZero)
    axl::cpu::detail::unsupported(
        (std::string(Function) +
         " with a rounding mode other than axlRoundNearest or axlRoundZero")
            .c_str());
  return Mode == num::axlRoundZero;
}

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

inline __axl_fp6_storage_t
__axl_cvt_double_to_fp6(const double x,
                        const __axl_fp6_interpretation_t fp6_interpretation,
                        const enum axlRoundMode rounding) {
  return static_cast<__axl_fp6_storage_t>(num_detail::encodeDouble(
      num_detail::fp6Format(fp6_interpretation),
      num_detail::bitCast<std::uint64_t>(x), true,
      num_detail::roundsTowardZero(rounding, "__axl_cvt_double_to_fp6")));
}

inline __axl_fp6x2_storage_t
__axl_cvt_double2_to_fp6x2(const double2 x,
                           const __axl_fp6_interpretation_t fp6_interpretation,
                           const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_double_to_fp6(x.x, fp6_interpretation, rounding),
      __axl_cvt_double_to_fp6(x.y, fp6_interpretation, rounding));
}

inline __axl_fp6_storage_t
__axl_cvt_float_to_fp6(const float x,
                       const __axl_fp6_interpretation_t fp6_interpretation,
                       const enum axlRoundMode rounding) {
  return static_cast<__axl_fp6_storage_t>(num_detail::encodeFloat(
      num_detail::fp6Format(fp6_interpretation), x, true,
      num_detail::roundsTowardZero(rounding, "__axl_cvt_float_to_fp6")));
}

inline __axl_fp6x2_storage_t
__axl_cvt_float2_to_fp6x2(const float2 x,
                          const __axl_fp6_interpretation_t fp6_interpretation,
                          const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_float_to_fp6(x.x, fp6_interpretation, rounding),
      __axl_cvt_float_to_fp6(x.y, fp6_interpretation, rounding));
}

inline __axl_fp6_storage_t
__axl_cvt_halfraw_to_fp6(const __half_raw x,
                         const __axl_fp6_interpretation_t fp6_interpretation,
                         const enum axlRoundMode rounding) {
  return __axl_cvt_float_to_fp6(num_detail::halfToFloat(x.x),
                                fp6_interpretation, rounding);
}

inline __axl_fp6x2_storage_t
__axl_cvt_halfraw2_to_fp6x2(const __half2_raw x,
                            const __axl_fp6_interpretation_t fp6_interpretation,
                            const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_halfraw_to_fp6(__half_raw{x.x}, fp6_interpretation, rounding),
      __axl_cvt_halfraw_to_fp6(__half_raw{x.y}, fp6_interpretation, rounding));
}

inline __axl_fp6_storage_t __axl_cvt_bfloat16raw_to_fp6(
    const __axl_bfloat16_raw x,
    const __axl_fp6_interpretation_t fp6_interpretation,
    const enum axlRoundMode rounding) {
  return __axl_cvt_float_to_fp6(num_detail::bf16ToFloat(x.x),
                                fp6_interpretation, rounding);
}

inline __axl_fp6x2_storage_t __axl_cvt_bfloat16raw2_to_fp6x2(
    const __axl_bfloat162_raw x,
    const __axl_fp6_interpretation_t fp6_interpretation,
    const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_bfloat16raw_to_fp6(__axl_bfloat16_raw{x.x}, fp6_interpretation,
                                   rounding),
      __axl_cvt_bfloat16raw_to_fp6(__axl_bfloat16_raw{x.y}, fp6_interpretation,
                                   rounding));
}

/// Exact; the two bits above the value are ignored.
inline __half_raw
__axl_cvt_fp6_to_halfraw(const __axl_fp6_storage_t x,
                         const __axl_fp6_interpretation_t fp6_interpretation) {
  return __half_raw{
      num_detail::decodeToHalf(num_detail::fp6Format(fp6_interpretation), x)};
}

inline __half2_raw __axl_cvt_fp6x2_to_halfraw2(
    const __axl_fp6x2_storage_t x,
    const __axl_fp6_interpretation_t fp6_interpretation) {
  return __half2_raw{
      __axl_cvt_fp6_to_halfraw(static_cast<__axl_fp6_storage_t>(x),
                               fp6_interpretation)
          .x,
      __axl_cvt_fp6_to_halfraw(static_cast<__axl_fp6_storage_t>(x >> 8),
                               fp6_interpretation)
          .x};
}

struct __axl_fp6_e3m2 : num_base::MiniScalar<num_detail::E3M2> {
  using MiniScalar::MiniScalar;
};
struct __axl_fp6x2_e3m2 : num_base::MiniPair<num_detail::E3M2> {
  using MiniPair::MiniPair;
};
struct __axl_fp6x4_e3m2 : num_base::MiniQuad<num_detail::E3M2> {
  using MiniQuad::MiniQuad;
};
struct __axl_fp6_e2m3 : num_base::MiniScalar<num_detail::E2M3> {
  using MiniScalar::MiniScalar;
};
struct __axl_fp6x2_e2m3 : num_base::MiniPair<num_detail::E2M3> {
  using MiniPair::MiniPair;
};
struct __axl_fp6x4_e2m3 : num_base::MiniQuad<num_detail::E2M3> {
  using MiniQuad::MiniQuad;
};

} // namespace axl::cpu::num

// CUDA's cuda::std::numeric_limits of these types (detail/num_limits.h).
namespace std {
template <>
struct numeric_limits<axl::cpu::num::__axl_fp6_e2m3>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp6_e2m3, axl::cpu::num_detail::E2M3Limits> {};
template <>
struct numeric_limits<axl::cpu::num::__axl_fp6_e3m2>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp6_e3m2, axl::cpu::num_detail::E3M2Limits> {};
} // namespace std
