// CPU backend numerics: the C++ classes of CUDA 13's cuda_fp8.h under
// dialect names: __axl_fp8_{e4m3,e5m2,e8m0} and their x2/x4 forms, with
// CUDA's constructors (E4M3/E5M2: nearest even, saturating; E8M0: toward
// +inf, saturating) and explicit conversion operators. Not a dialect header:
// include <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/num_fp8_cvt.h>
#include <axl/cpu/detail/num_limits.h>
#include <axl/cpu/detail/num_mini_types.h>

#define __AXL_FP8_TYPES_EXIST__

namespace axl::cpu::num {

struct __axl_fp8_e5m2 : num_base::MiniScalar<num_detail::E5M2> {
  using MiniScalar::MiniScalar;
};
struct __axl_fp8x2_e5m2 : num_base::MiniPair<num_detail::E5M2> {
  using MiniPair::MiniPair;
};
struct __axl_fp8x4_e5m2 : num_base::MiniQuad<num_detail::E5M2> {
  using MiniQuad::MiniQuad;
};
struct __axl_fp8_e4m3 : num_base::MiniScalar<num_detail::E4M3> {
  using MiniScalar::MiniScalar;
};
struct __axl_fp8x2_e4m3 : num_base::MiniPair<num_detail::E4M3> {
  using MiniPair::MiniPair;
};
struct __axl_fp8x4_e4m3 : num_base::MiniQuad<num_detail::E4M3> {
  using MiniQuad::MiniQuad;
};

/// A power-of-two scale 2^(__x - 127); 0xFF is NaN.
struct alignas(1) __axl_fp8_e8m0 {
  __axl_fp8_storage_t __x;

  __axl_fp8_e8m0() = default;
  explicit __axl_fp8_e8m0(const __half V)
      : __axl_fp8_e8m0(num_detail::halfToFloat(static_cast<__half_raw>(V).x)) {}
  explicit __axl_fp8_e8m0(const __axl_bfloat16 V)
      : __x(__axl_cvt_bfloat16raw_to_e8m0(static_cast<__axl_bfloat16_raw>(V),
                                          __AXL_SATFINITE, axlRoundPosInf)) {}
  explicit __axl_fp8_e8m0(const float V)
      : __x(__axl_cvt_float_to_e8m0(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  explicit __axl_fp8_e8m0(const double V)
      : __x(__axl_cvt_double_to_e8m0(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  // Integers: the power of two at or above |V| (2^-127 for zero), which is
  // what CUDA's detours through float, double or bfloat16 amount to.
  explicit __axl_fp8_e8m0(const unsigned short V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const unsigned int V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const unsigned long V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const unsigned long long V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const short V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const int V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const long V) : __x(fromInt(V)) {}
  explicit __axl_fp8_e8m0(const long long V) : __x(fromInt(V)) {}

  explicit operator float() const {
    return num_detail::bf16ToFloat(num_detail::e8m0ToBf16Bits(__x));
  }
  explicit operator __axl_bfloat16() const {
    return __axl_bfloat16(__axl_cvt_e8m0_to_bf16raw(__x));
  }
  explicit operator double() const { return double(float(*this)); }
  /// Rounds to nearest: scales beyond binary16's range become 0 or inf.
  explicit operator __half() const { return __float2half_rn(float(*this)); }
  // 8-bit integers: NaN gives 0, other values saturate and truncate.
  explicit operator unsigned char() const { return toByte<unsigned char>(); }
  explicit operator signed char() const { return toByte<signed char>(); }
  explicit operator char() const {
    return std::is_signed_v<char> ? char(toByte<signed char>())
                                  : char(toByte<unsigned char>());
  }
  // Wider integers: through bfloat16, truncating, with its saturation.
  explicit operator unsigned short() const {
    return __bfloat162ushort_rz(__axl_bfloat16(*this));
  }
  explicit operator unsigned int() const {
    return __bfloat162uint_rz(__axl_bfloat16(*this));
  }
  explicit operator unsigned long() const {
    if constexpr (sizeof(unsigned long) == sizeof(unsigned long long))
      return __bfloat162ull_rz(__axl_bfloat16(*this));
    else
      return __bfloat162uint_rz(__axl_bfloat16(*this));
  }
  explicit operator unsigned long long() const {
    return __bfloat162ull_rz(__axl_bfloat16(*this));
  }
  explicit operator short() const {
    return __bfloat162short_rz(__axl_bfloat16(*this));
  }
  explicit operator int() const {
    return __bfloat162int_rz(__axl_bfloat16(*this));
  }
  explicit operator long() const {
    if constexpr (sizeof(long) == sizeof(long long))
      return __bfloat162ll_rz(__axl_bfloat16(*this));
    else
      return __bfloat162int_rz(__axl_bfloat16(*this));
  }
  explicit operator long long() const {
    return __bfloat162ll_rz(__axl_bfloat16(*this));
  }
  /// Every E8M0 value, NaN included, is nonzero.
  explicit operator bool() const { return true; }

private:
  template <class Int> static __axl_fp8_storage_t fromInt(Int V) {
    using U = std::make_unsigned_t<Int>;
    const U Abs = V < 0 ? U(0) - U(V) : U(V);
    return num_detail::e8m0CeilOfMagnitude(Abs);
  }
  template <class Int> Int toByte() const {
    if (__x == 0xFF)
      return 0;
    const float V = float(*this);
    if (V > float(std::numeric_limits<Int>::max()))
      return std::numeric_limits<Int>::max();
    return static_cast<Int>(V);
  }
};

struct alignas(2) __axl_fp8x2_e8m0 {
  __axl_fp8x2_storage_t __x;

  __axl_fp8x2_e8m0() = default;
  explicit __axl_fp8x2_e8m0(const __half2 V)
      : __axl_fp8x2_e8m0(
            float2{num_detail::halfToFloat(static_cast<__half_raw>(V.x).x),
                   num_detail::halfToFloat(static_cast<__half_raw>(V.y).x)}) {}
  explicit __axl_fp8x2_e8m0(const __axl_bfloat162 V)
      : __x(__axl_cvt_bfloat162raw_to_e8m0x2(
            static_cast<__axl_bfloat162_raw>(V), __AXL_SATFINITE,
            axlRoundPosInf)) {}
  explicit __axl_fp8x2_e8m0(const float2 V)
      : __x(__axl_cvt_float2_to_e8m0x2(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  explicit __axl_fp8x2_e8m0(const double2 V)
      : __x(__axl_cvt_double2_to_e8m0x2(V, __AXL_SATFINITE, axlRoundPosInf)) {}

  explicit operator __axl_bfloat162() const {
    return __axl_bfloat162(__axl_cvt_e8m0x2_to_bf162raw(__x));
  }
  explicit operator float2() const {
    const __axl_bfloat162_raw R = __axl_cvt_e8m0x2_to_bf162raw(__x);
    return float2{num_detail::bf16ToFloat(R.x), num_detail::bf16ToFloat(R.y)};
  }
  explicit operator __half2() const {
    const float2 V = float2(*this);
    return __half2(__float2half_rn(V.x), __float2half_rn(V.y));
  }
};

struct alignas(4) __axl_fp8x4_e8m0 {
  __axl_fp8x4_storage_t __x;

  __axl_fp8x4_e8m0() = default;
  explicit __axl_fp8x4_e8m0(const __half2 Lo, const __half2 Hi)
      : __x(join(__axl_fp8x2_e8m0(Lo), __axl_fp8x2_e8m0(Hi))) {}
  explicit __axl_fp8x4_e8m0(const __axl_bfloat162 Lo, const __axl_bfloat162 Hi)
      : __x(join(__axl_fp8x2_e8m0(Lo), __axl_fp8x2_e8m0(Hi))) {}
  explicit __axl_fp8x4_e8m0(const float4 V)
      : __x(join(__axl_fp8x2_e8m0(float2{V.x, V.y}),
                 __axl_fp8x2_e8m0(float2{V.z, V.w}))) {}
  explicit __axl_fp8x4_e8m0(const double4 V) : __x(fromDoubles(V)) {}
  explicit __axl_fp8x4_e8m0(const double4_16a V) : __x(fromDoubles(V)) {}
  explicit __axl_fp8x4_e8m0(const double4_32a V) : __x(fromDoubles(V)) {}

  explicit operator float4() const {
    __axl_fp8x2_e8m0 Lo, Hi;
    Lo.__x = static_cast<__axl_fp8x2_storage_t>(__x);
    Hi.__x = static_cast<__axl_fp8x2_storage_t>(__x >> 16);
    const float2 L = float2(Lo), H = float2(Hi);
    return float4{L.x, L.y, H.x, H.y};
  }

private:
  static __axl_fp8x4_storage_t join(__axl_fp8x2_e8m0 Lo, __axl_fp8x2_e8m0 Hi) {
    return __axl_fp8x4_storage_t(Lo.__x) | __axl_fp8x4_storage_t(Hi.__x) << 16;
  }
  template <class D4> static __axl_fp8x4_storage_t fromDoubles(const D4 &V) {
    return join(__axl_fp8x2_e8m0(double2{V.x, V.y}),
                __axl_fp8x2_e8m0(double2{V.z, V.w}));
  }
};

} // namespace axl::cpu::num

// CUDA's cuda::std::numeric_limits of these types (detail/num_limits.h).
namespace std {
template <>
struct numeric_limits<axl::cpu::num::__axl_fp8_e4m3>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp8_e4m3, axl::cpu::num_detail::E4M3Limits> {};
template <>
struct numeric_limits<axl::cpu::num::__axl_fp8_e5m2>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp8_e5m2, axl::cpu::num_detail::E5M2Limits> {};
template <>
struct numeric_limits<axl::cpu::num::__axl_fp8_e8m0>
    : axl::cpu::num_detail::MiniNumericLimits<
          axl::cpu::num::__axl_fp8_e8m0, axl::cpu::num_detail::E8M0Limits> {};
} // namespace std
