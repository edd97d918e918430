// CPU backend numerics: the C API of CUDA 13's cuda_fp8.h under dialect
// names: storage types, the saturation and interpretation enums, axlRoundMode
// (CUDA's cudaRoundMode) and the __axl_cvt_* conversions of E4M3, E5M2 and
// E8M0, with CUDA's results bit for bit. Not a dialect header: include
// <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/detail/num_bf16_types.h>
#include <axl/cpu/detail/num_minifloat.h>
#include <axl/cpu/vector_types.h>
#include <string>

namespace axl::cpu::num {

typedef unsigned char __axl_fp8_storage_t;
typedef unsigned short int __axl_fp8x2_storage_t;
typedef unsigned int __axl_fp8x4_storage_t;

typedef enum __axl_saturation_t {
  __AXL_NOSAT,
  __AXL_SATFINITE,
} __axl_saturation_t;

typedef enum __axl_fp8_interpretation_t {
  __AXL_E4M3,
  __AXL_E5M2,
} __axl_fp8_interpretation_t;

/// CUDA's cudaRoundMode (device_types.h), same values.
enum axlRoundMode {
  axlRoundNearest,
  axlRoundZero,
  axlRoundPosInf,
  axlRoundMinInf
};

} // namespace axl::cpu::num

namespace axl::cpu::num_detail {

inline const MiniFormat &fp8Format(num::__axl_fp8_interpretation_t I) {
  return I == num::__AXL_E5M2 ? E5M2 : E4M3;
}

/// The E8M0 conversions round toward zero or toward +inf only; CUDA asserts
/// on other modes (or returns 0 or rounds toward zero, depending on the
/// target), so they are refused here.
inline bool e8m0RoundsUp(num::axlRoundMode Mode, const char *Function) {
  if (Mode != num::axlRoundZero && Mode != num::axlRoundPosInf)
    axl::cpu::detail::unsupported(
        (std::string(Function) +
         " with a rounding mode other than axlRoundZero or axlRoundPosInf")
            .c_str());
  return Mode == num::axlRoundPosInf;
}

/// Two 8-bit codes as the x2 forms store them: x in the low byte.
constexpr unsigned short packBytes(unsigned Lo, unsigned Hi) {
  return static_cast<unsigned short>((Hi & 0xFFu) << 8 | (Lo & 0xFFu));
}

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

// Wider formats -> E4M3/E5M2: round to nearest even; beyond the largest
// finite value, __AXL_SATFINITE clamps to it (infinities included) while
// __AXL_NOSAT gives NaN (E4M3) or infinity (E5M2).

inline __axl_fp8_storage_t
__axl_cvt_double_to_fp8(const double x, const __axl_saturation_t saturate,
                        const __axl_fp8_interpretation_t fp8_interpretation) {
  return static_cast<__axl_fp8_storage_t>(
      num_detail::encodeDouble(num_detail::fp8Format(fp8_interpretation),
                               num_detail::bitCast<std::uint64_t>(x),
                               saturate == __AXL_SATFINITE, false));
}

inline __axl_fp8x2_storage_t __axl_cvt_double2_to_fp8x2(
    const double2 x, const __axl_saturation_t saturate,
    const __axl_fp8_interpretation_t fp8_interpretation) {
  return num_detail::packBytes(
      __axl_cvt_double_to_fp8(x.x, saturate, fp8_interpretation),
      __axl_cvt_double_to_fp8(x.y, saturate, fp8_interpretation));
}

inline __axl_fp8_storage_t
__axl_cvt_float_to_fp8(const float x, const __axl_saturation_t saturate,
                       const __axl_fp8_interpretation_t fp8_interpretation) {
  return static_cast<__axl_fp8_storage_t>(
      num_detail::encodeFloat(num_detail::fp8Format(fp8_interpretation), x,
                              saturate == __AXL_SATFINITE, false));
}

inline __axl_fp8x2_storage_t
__axl_cvt_float2_to_fp8x2(const float2 x, const __axl_saturation_t saturate,
                          const __axl_fp8_interpretation_t fp8_interpretation) {
  return num_detail::packBytes(
      __axl_cvt_float_to_fp8(x.x, saturate, fp8_interpretation),
      __axl_cvt_float_to_fp8(x.y, saturate, fp8_interpretation));
}

inline __axl_fp8_storage_t
__axl_cvt_halfraw_to_fp8(const __half_raw x, const __axl_saturation_t saturate,
                         const __axl_fp8_interpretation_t fp8_interpretation) {
  return __axl_cvt_float_to_fp8(num_detail::halfToFloat(x.x), saturate,
                                fp8_interpretation);
}

inline __axl_fp8x2_storage_t __axl_cvt_halfraw2_to_fp8x2(
    const __half2_raw x, const __axl_saturation_t saturate,
    const __axl_fp8_interpretation_t fp8_interpretation) {
  return num_detail::packBytes(
      __axl_cvt_halfraw_to_fp8(__half_raw{x.x}, saturate, fp8_interpretation),
      __axl_cvt_halfraw_to_fp8(__half_raw{x.y}, saturate, fp8_interpretation));
}

inline __axl_fp8_storage_t __axl_cvt_bfloat16raw_to_fp8(
    const __axl_bfloat16_raw x, const __axl_saturation_t saturate,
    const __axl_fp8_interpretation_t fp8_interpretation) {
  return __axl_cvt_float_to_fp8(num_detail::bf16ToFloat(x.x), saturate,
                                fp8_interpretation);
}

inline __axl_fp8x2_storage_t __axl_cvt_bfloat16raw2_to_fp8x2(
    const __axl_bfloat162_raw x, const __axl_saturation_t saturate,
    const __axl_fp8_interpretation_t fp8_interpretation) {
  return num_detail::packBytes(
      __axl_cvt_bfloat16raw_to_fp8(__axl_bfloat16_raw{x.x}, saturate,
                                   fp8_interpretation),
      __axl_cvt_bfloat16raw_to_fp8(__axl_bfloat16_raw{x.y}, saturate,
                                   fp8_interpretation));
}

// E4M3/E5M2 -> binary16: exact; NaN becomes the canonical 0x7FFF.

inline __half_raw
__axl_cvt_fp8_to_halfraw(const __axl_fp8_storage_t x,
                         const __axl_fp8_interpretation_t fp8_interpretation) {
  return __half_raw{
      num_detail::decodeToHalf(num_detail::fp8Format(fp8_interpretation), x)};
}

inline __half2_raw __axl_cvt_fp8x2_to_halfraw2(
    const __axl_fp8x2_storage_t x,
    const __axl_fp8_interpretation_t fp8_interpretation) {
  return __half2_raw{
      __axl_cvt_fp8_to_halfraw(static_cast<__axl_fp8_storage_t>(x),
                               fp8_interpretation)
          .x,
      __axl_cvt_fp8_to_halfraw(static_cast<__axl_fp8_storage_t>(x >> 8),
                               fp8_interpretation)
          .x};
}

// Wider formats -> E8M0 (see num_minifloat.h: |x| to a power of two, toward
// zero or +inf).

inline __axl_fp8_storage_t
__axl_cvt_bfloat16raw_to_e8m0(const __axl_bfloat16_raw x,
                              const __axl_saturation_t saturate,
                              const enum axlRoundMode rounding) {
  return num_detail::e8m0FromFloatBits(
      std::uint32_t(x.x) << 16, saturate == __AXL_SATFINITE,
      num_detail::e8m0RoundsUp(rounding, "__axl_cvt_bfloat16raw_to_e8m0"));
}

inline __axl_fp8x2_storage_t
__axl_cvt_bfloat162raw_to_e8m0x2(const __axl_bfloat162_raw x,
                                 const __axl_saturation_t saturate,
                                 const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_bfloat16raw_to_e8m0(__axl_bfloat16_raw{x.x}, saturate,
                                    rounding),
      __axl_cvt_bfloat16raw_to_e8m0(__axl_bfloat16_raw{x.y}, saturate,
                                    rounding));
}

inline __axl_fp8_storage_t
__axl_cvt_float_to_e8m0(const float x, const __axl_saturation_t saturate,
                        const enum axlRoundMode rounding) {
  return num_detail::e8m0FromFloatBits(
      num_detail::bitCast<std::uint32_t>(x), saturate == __AXL_SATFINITE,
      num_detail::e8m0RoundsUp(rounding, "__axl_cvt_float_to_e8m0"));
}

inline __axl_fp8x2_storage_t
__axl_cvt_float2_to_e8m0x2(const float2 x, const __axl_saturation_t saturate,
                           const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_float_to_e8m0(x.x, saturate, rounding),
      __axl_cvt_float_to_e8m0(x.y, saturate, rounding));
}

inline __axl_fp8_storage_t
__axl_cvt_double_to_e8m0(const double x, const __axl_saturation_t saturate,
                         const enum axlRoundMode rounding) {
  return num_detail::e8m0FromFloatBits(
      num_detail::roundToOddFloatBits(x), saturate == __AXL_SATFINITE,
      num_detail::e8m0RoundsUp(rounding, "__axl_cvt_double_to_e8m0"));
}

inline __axl_fp8x2_storage_t
__axl_cvt_double2_to_e8m0x2(const double2 x, const __axl_saturation_t saturate,
                            const enum axlRoundMode rounding) {
  return num_detail::packBytes(
      __axl_cvt_double_to_e8m0(x.x, saturate, rounding),
      __axl_cvt_double_to_e8m0(x.y, saturate, rounding));
}

inline __axl_bfloat16_raw
__axl_cvt_e8m0_to_bf16raw(const __axl_fp8_storage_t x) {
  return __axl_bfloat16_raw{num_detail::e8m0ToBf16Bits(x)};
}

inline __axl_bfloat162_raw
__axl_cvt_e8m0x2_to_bf162raw(const __axl_fp8x2_storage_t x) {
  return __axl_bfloat162_raw{
      num_detail::e8m0ToBf16Bits(static_cast<__axl_fp8_storage_t>(x)),
      num_detail::e8m0ToBf16Bits(static_cast<__axl_fp8_storage_t>(x >> 8))};
}

} // namespace axl::cpu::num
