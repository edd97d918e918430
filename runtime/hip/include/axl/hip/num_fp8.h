//===- num_fp8.h - CUDA's FP8 on HIP, from the CPU codec --------*- C++ -*-===//
//
// HIP backend of the dialect's FP8 (CUDA 13's cuda_fp8.h): the types
// __axl_fp8_{e4m3,e5m2,e8m0} and their x2/x4 forms with CUDA's constructors
// and conversion operators, the storage types, the saturation and
// interpretation enums, axlRoundMode and the __axl_cvt_* conversions.
//
// The formats are OCP's, as CUDA's: E4M3 has its largest finite value 448,
// NaN 0x7F/0xFF, no infinity and a -0; E5M2 is IEEE-like. AMD's MI300
// hardware FP8 is FNUZ (E4M3 max 240, one NaN 0x80, no -0): the same bytes
// mean other numbers. So every target converts in software, bit-identical
// to CUDA and to the CPU backend; FNUZ is never substituted, even where the
// hardware has it.
//
// One implementation: every rounding, saturation and NaN decision is the
// CPU backend's codec (runtime/cpu/include/axl/cpu/detail/num_minifloat.h:
// encodeFloat, encodeDouble, decodeToHalf, the E8M0 functions; its
// AXL_HOST_DEVICE functions compile for AMD GPUs), and bfloat16 is the CPU
// backend's __axl_bfloat16 (num_bf16.h). The CPU backend's exhaustive tests
// stand for this backend; tests/cpu/hip_fp8_shared.test checks that the two
// agree. The storage types, enums and __axl_cvt_* conversions are the CPU
// backend's text too (num_fp8_api_types.inc, num_fp8_api.inc), included here
// over HIP's __half_raw, __half2_raw and vector types with this backend's
// hooks (num_detail below). The classes are written here, against HIP's
// __half, __half2 and vector types, which the CPU backend's classes
// (num_mini_types.h, num_fp8_types.h) cannot take: they are built on the CPU
// backend's own __half and vector types.
//
// The E8M0 conversions take axlRoundZero or axlRoundPosInf; CUDA asserts on
// other modes (or rounds toward zero, depending on the target), the CPU
// backend refuses them; here they round toward zero.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <axl/hip/num_bf16.h>
#include <hip/hip_fp16.h>

#include <axl/cpu/detail/num_minifloat.h>

#include <limits>
#include <type_traits>

#define __AXL_FP8_TYPES_EXIST__

namespace axl::hip::num {
#include <axl/cpu/detail/num_fp8_api_types.inc>
} // namespace axl::hip::num

namespace axl::hip::num_detail {

namespace codec = axl::cpu::num_detail;
using codec::MiniFormat;

/// HIP's binary16 from and to its bits (HIP's raw structs are unions over
/// _Float16: brace-initialising them would convert a number).
AXL_HOST_DEVICE inline unsigned short halfBits(const __half V) {
  return static_cast<__half_raw>(V).x;
}
AXL_HOST_DEVICE inline __half_raw halfRaw(unsigned short Bits) {
  __half_raw R;
  R.x = Bits;
  return R;
}
AXL_HOST_DEVICE inline __half2_raw half2Raw(unsigned short X,
                                            unsigned short Y) {
  __half2_raw R;
  R.x = X;
  R.y = Y;
  return R;
}

/// The format a class or an interpretation stands for. By value: the
/// codec's formats are host constants, copied here into device code.
template <int Kind> AXL_HOST_DEVICE constexpr MiniFormat format() {
  return Kind == num::__AXL_E5M2 ? codec::E5M2 : codec::E4M3;
}
AXL_HOST_DEVICE inline MiniFormat
fp8Format(num::__axl_fp8_interpretation_t Interpretation) {
  return Interpretation == num::__AXL_E5M2 ? codec::E5M2 : codec::E4M3;
}

AXL_HOST_DEVICE inline unsigned encodeFloat(MiniFormat F, float V,
                                            bool SatFinite) {
  return codec::encodeFloat(F, V, SatFinite, /*TowardZero=*/false);
}
AXL_HOST_DEVICE inline unsigned encodeDouble(MiniFormat F, double V,
                                             bool SatFinite) {
  return codec::encodeDouble(F, codec::bitCast<std::uint64_t>(V), SatFinite,
                             /*TowardZero=*/false);
}
AXL_HOST_DEVICE inline unsigned short decodeToHalf(MiniFormat F,
                                                   unsigned Code) {
  return codec::decodeToHalf(F, Code);
}
AXL_HOST_DEVICE inline float decodeToFloat(MiniFormat F, unsigned Code) {
  return codec::halfToFloat(codec::decodeToHalf(F, Code));
}

/// Two 8-bit codes as the x2 forms store them: x in the low byte.
AXL_HOST_DEVICE constexpr unsigned short packBytes(unsigned Lo, unsigned Hi) {
  return static_cast<unsigned short>((Hi & 0xFFu) << 8 | (Lo & 0xFFu));
}

/// The E8M0 conversions' other rounding modes round toward zero here (CUDA
/// asserts, or rounds toward zero, depending on the target).
AXL_HOST_DEVICE inline bool e8m0RoundsUp(num::axlRoundMode Mode,
                                         const char * /*Function*/) {
  return Mode == num::axlRoundPosInf;
}

/// 8-bit integers from a decoded value: NaN gives 0, other values saturate
/// and truncate (as CUDA's classes and the CPU backend's).
template <class Int> AXL_HOST_DEVICE inline Int toByte(bool IsNaN, float V) {
  if (IsNaN)
    return 0;
  if (V > float(std::numeric_limits<Int>::max()))
    return std::numeric_limits<Int>::max();
  if (V < float(std::numeric_limits<Int>::min()))
    return std::numeric_limits<Int>::min();
  return static_cast<Int>(V);
}

} // namespace axl::hip::num_detail

namespace axl::hip::num {

// The conversions: the CPU backend's text (num_fp8_api.inc), over HIP's
// __half_raw, __half2_raw and vector types and the hooks above.
#include <axl/cpu/detail/num_fp8_api.inc>

/// E4M3 (Kind __AXL_E4M3) or E5M2 (__AXL_E5M2), one value. Constructors
/// round to nearest even with __AXL_SATFINITE; integers go through float.
template <int Kind> struct alignas(1) Fp8Scalar {
  __axl_fp8_storage_t __x;

  Fp8Scalar() = default;
  AXL_HOST_DEVICE explicit Fp8Scalar(const __half V)
      : Fp8Scalar(axl::cpu::num_detail::halfToFloat(num_detail::halfBits(V))) {
  }
  AXL_HOST_DEVICE explicit Fp8Scalar(const __axl_bfloat16 V)
      : Fp8Scalar(static_cast<float>(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const float V)
      : __x(num_detail::encodeFloat(num_detail::format<Kind>(), V, true)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const double V)
      : __x(num_detail::encodeDouble(num_detail::format<Kind>(), V, true)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const unsigned short V)
      : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const unsigned int V)
      : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const unsigned long V)
      : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const unsigned long long V)
      : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const short V) : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const int V) : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const long V) : Fp8Scalar(float(V)) {}
  AXL_HOST_DEVICE explicit Fp8Scalar(const long long V)
      : Fp8Scalar(float(V)) {}

  AXL_HOST_DEVICE explicit operator __half() const {
    return __half(num_detail::halfRaw(
        num_detail::decodeToHalf(num_detail::format<Kind>(), __x)));
  }
  AXL_HOST_DEVICE explicit operator float() const {
    return num_detail::decodeToFloat(num_detail::format<Kind>(), __x);
  }
  AXL_HOST_DEVICE explicit operator __axl_bfloat16() const {
    return __float2bfloat16_rz(float(*this));
  }
  AXL_HOST_DEVICE explicit operator double() const {
    return double(float(*this));
  }
  // 8-bit integers: NaN gives 0, other values saturate and truncate.
  AXL_HOST_DEVICE explicit operator unsigned char() const {
    return num_detail::toByte<unsigned char>(isNaN(), float(*this));
  }
  AXL_HOST_DEVICE explicit operator signed char() const {
    return num_detail::toByte<signed char>(isNaN(), float(*this));
  }
  AXL_HOST_DEVICE explicit operator char() const {
    return std::is_signed_v<char>
               ? char(num_detail::toByte<signed char>(isNaN(), float(*this)))
               : char(num_detail::toByte<unsigned char>(isNaN(),
                                                        float(*this)));
  }
  // Wider integers: as through __half, truncating, with its saturation
  // (num_core.h's toInteger is what the CPU backend's __half2*_rz call).
  AXL_HOST_DEVICE explicit operator unsigned short() const {
    return toInt<unsigned short>();
  }
  AXL_HOST_DEVICE explicit operator unsigned int() const {
    return toInt<unsigned int>();
  }
  AXL_HOST_DEVICE explicit operator unsigned long() const {
    return toInt<unsigned long>();
  }
  AXL_HOST_DEVICE explicit operator unsigned long long() const {
    return toInt<unsigned long long>();
  }
  AXL_HOST_DEVICE explicit operator short() const { return toInt<short>(); }
  AXL_HOST_DEVICE explicit operator int() const { return toInt<int>(); }
  AXL_HOST_DEVICE explicit operator long() const { return toInt<long>(); }
  AXL_HOST_DEVICE explicit operator long long() const {
    return toInt<long long>();
  }
  /// Nonzero, NaN included.
  AXL_HOST_DEVICE explicit operator bool() const { return (__x & 0x7Fu) != 0; }

private:
  AXL_HOST_DEVICE bool isNaN() const {
    return axl::cpu::num_detail::isNaNCode(num_detail::format<Kind>(), __x);
  }
  template <class Int> AXL_HOST_DEVICE Int toInt() const {
    // unsigned long and long through CUDA's 64-bit or 32-bit conversion.
    return axl::cpu::num_detail::toInteger<Int>(float(*this),
                                                axl::cpu::num_detail::Round::Zero);
  }
};

template <int Kind> struct alignas(2) Fp8Pair {
  __axl_fp8x2_storage_t __x;

  Fp8Pair() = default;
  AXL_HOST_DEVICE explicit Fp8Pair(const __half2 V)
      : __x(__axl_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(V),
                                        __AXL_SATFINITE,
                                        __axl_fp8_interpretation_t(Kind))) {}
  AXL_HOST_DEVICE explicit Fp8Pair(const __axl_bfloat162 V)
      : __x(__axl_cvt_bfloat16raw2_to_fp8x2(
            static_cast<__axl_bfloat162_raw>(V), __AXL_SATFINITE,
            __axl_fp8_interpretation_t(Kind))) {}
  AXL_HOST_DEVICE explicit Fp8Pair(const float2 V)
      : __x(__axl_cvt_float2_to_fp8x2(V, __AXL_SATFINITE,
                                      __axl_fp8_interpretation_t(Kind))) {}
  AXL_HOST_DEVICE explicit Fp8Pair(const double2 V)
      : __x(__axl_cvt_double2_to_fp8x2(V, __AXL_SATFINITE,
                                       __axl_fp8_interpretation_t(Kind))) {}

  AXL_HOST_DEVICE explicit operator __half2() const {
    return __half2(
        __axl_cvt_fp8x2_to_halfraw2(__x, __axl_fp8_interpretation_t(Kind)));
  }
  AXL_HOST_DEVICE explicit operator float2() const {
    const num_detail::MiniFormat F = num_detail::format<Kind>();
    return make_float2(num_detail::decodeToFloat(F, __x & 0xFFu),
                       num_detail::decodeToFloat(F, __x >> 8));
  }
};

template <int Kind> struct alignas(4) Fp8Quad {
  __axl_fp8x4_storage_t __x;

  Fp8Quad() = default;
  AXL_HOST_DEVICE explicit Fp8Quad(const __half2 Lo, const __half2 Hi)
      : __x(join(Fp8Pair<Kind>(Lo), Fp8Pair<Kind>(Hi))) {}
  AXL_HOST_DEVICE explicit Fp8Quad(const __axl_bfloat162 Lo,
                                   const __axl_bfloat162 Hi)
      : __x(join(Fp8Pair<Kind>(Lo), Fp8Pair<Kind>(Hi))) {}
  AXL_HOST_DEVICE explicit Fp8Quad(const float4 V)
      : __x(join(Fp8Pair<Kind>(make_float2(V.x, V.y)),
                 Fp8Pair<Kind>(make_float2(V.z, V.w)))) {}
  AXL_HOST_DEVICE explicit Fp8Quad(const double4 V)
      : __x(join(Fp8Pair<Kind>(make_double2(V.x, V.y)),
                 Fp8Pair<Kind>(make_double2(V.z, V.w)))) {}

  AXL_HOST_DEVICE explicit operator float4() const {
    Fp8Pair<Kind> Lo, Hi;
    Lo.__x = static_cast<__axl_fp8x2_storage_t>(__x);
    Hi.__x = static_cast<__axl_fp8x2_storage_t>(__x >> 16);
    const float2 L = static_cast<float2>(Lo), H = static_cast<float2>(Hi);
    return make_float4(L.x, L.y, H.x, H.y);
  }

private:
  AXL_HOST_DEVICE static __axl_fp8x4_storage_t join(Fp8Pair<Kind> Lo,
                                                    Fp8Pair<Kind> Hi) {
    return __axl_fp8x4_storage_t(Lo.__x) | __axl_fp8x4_storage_t(Hi.__x) << 16;
  }
};

struct __axl_fp8_e4m3 : Fp8Scalar<__AXL_E4M3> {
  using Fp8Scalar::Fp8Scalar;
};
struct __axl_fp8x2_e4m3 : Fp8Pair<__AXL_E4M3> {
  using Fp8Pair::Fp8Pair;
};
struct __axl_fp8x4_e4m3 : Fp8Quad<__AXL_E4M3> {
  using Fp8Quad::Fp8Quad;
};
struct __axl_fp8_e5m2 : Fp8Scalar<__AXL_E5M2> {
  using Fp8Scalar::Fp8Scalar;
};
struct __axl_fp8x2_e5m2 : Fp8Pair<__AXL_E5M2> {
  using Fp8Pair::Fp8Pair;
};
struct __axl_fp8x4_e5m2 : Fp8Quad<__AXL_E5M2> {
  using Fp8Quad::Fp8Quad;
};

/// A power-of-two scale 2^(__x - 127); 0xFF is NaN. Constructors round
/// toward +inf with __AXL_SATFINITE.
struct alignas(1) __axl_fp8_e8m0 {
  __axl_fp8_storage_t __x;

  __axl_fp8_e8m0() = default;
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const __half V)
      : __axl_fp8_e8m0(
            axl::cpu::num_detail::halfToFloat(num_detail::halfBits(V))) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const __axl_bfloat16 V)
      : __x(__axl_cvt_bfloat16raw_to_e8m0(static_cast<__axl_bfloat16_raw>(V),
                                          __AXL_SATFINITE, axlRoundPosInf)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const float V)
      : __x(__axl_cvt_float_to_e8m0(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const double V)
      : __x(__axl_cvt_double_to_e8m0(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  // Integers: the power of two at or above |V| (2^-127 for zero).
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const unsigned short V)
      : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const unsigned int V)
      : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const unsigned long V)
      : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const unsigned long long V)
      : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const short V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const int V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const long V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE explicit __axl_fp8_e8m0(const long long V)
      : __x(fromInt(V)) {}

  AXL_HOST_DEVICE explicit operator float() const {
    return axl::cpu::num_detail::bf16ToFloat(
        axl::cpu::num_detail::e8m0ToBf16Bits(__x));
  }
  AXL_HOST_DEVICE explicit operator __axl_bfloat16() const {
    return __axl_bfloat16(__axl_cvt_e8m0_to_bf16raw(__x));
  }
  AXL_HOST_DEVICE explicit operator double() const {
    return double(float(*this));
  }
  /// Every E8M0 value, NaN included, is nonzero.
  AXL_HOST_DEVICE explicit operator bool() const { return true; }

private:
  template <class Int>
  AXL_HOST_DEVICE static __axl_fp8_storage_t fromInt(Int V) {
    using U = std::make_unsigned_t<Int>;
    const U Abs = V < 0 ? U(0) - U(V) : U(V);
    return axl::cpu::num_detail::e8m0CeilOfMagnitude(Abs);
  }
};

struct alignas(2) __axl_fp8x2_e8m0 {
  __axl_fp8x2_storage_t __x;

  __axl_fp8x2_e8m0() = default;
  AXL_HOST_DEVICE explicit __axl_fp8x2_e8m0(const __axl_bfloat162 V)
      : __x(__axl_cvt_bfloat162raw_to_e8m0x2(
            static_cast<__axl_bfloat162_raw>(V), __AXL_SATFINITE,
            axlRoundPosInf)) {}
  AXL_HOST_DEVICE explicit __axl_fp8x2_e8m0(const float2 V)
      : __x(__axl_cvt_float2_to_e8m0x2(V, __AXL_SATFINITE, axlRoundPosInf)) {}
  AXL_HOST_DEVICE explicit __axl_fp8x2_e8m0(const double2 V)
      : __x(__axl_cvt_double2_to_e8m0x2(V, __AXL_SATFINITE, axlRoundPosInf)) {}

  AXL_HOST_DEVICE explicit operator __axl_bfloat162() const {
    return __axl_bfloat162(__axl_cvt_e8m0x2_to_bf162raw(__x));
  }
  AXL_HOST_DEVICE explicit operator float2() const {
    const __axl_bfloat162_raw R = __axl_cvt_e8m0x2_to_bf162raw(__x);
    return make_float2(axl::cpu::num_detail::bf16ToFloat(R.x),
                       axl::cpu::num_detail::bf16ToFloat(R.y));
  }
};

struct alignas(4) __axl_fp8x4_e8m0 {
  __axl_fp8x4_storage_t __x;

  __axl_fp8x4_e8m0() = default;
  AXL_HOST_DEVICE explicit __axl_fp8x4_e8m0(const float4 V)
      : __x(__axl_fp8x4_storage_t(
                __axl_fp8x2_e8m0(make_float2(V.x, V.y)).__x) |
            __axl_fp8x4_storage_t(__axl_fp8x2_e8m0(make_float2(V.z, V.w)).__x)
                << 16) {}

  AXL_HOST_DEVICE explicit operator float4() const {
    __axl_fp8x2_e8m0 Lo, Hi;
    Lo.__x = static_cast<__axl_fp8x2_storage_t>(__x);
    Hi.__x = static_cast<__axl_fp8x2_storage_t>(__x >> 16);
    const float2 L = float2(Lo), H = float2(Hi);
    return make_float4(L.x, L.y, H.x, H.y);
  }
};

} // namespace axl::hip::num

// The dialect's names at global scope.
using axl::hip::num::__axl_fp8_e4m3;
using axl::hip::num::__axl_fp8_e5m2;
using axl::hip::num::__axl_fp8_e8m0;
using axl::hip::num::__axl_fp8_interpretation_t;
using axl::hip::num::__axl_fp8_storage_t;
using axl::hip::num::__axl_fp8x2_e4m3;
using axl::hip::num::__axl_fp8x2_e5m2;
using axl::hip::num::__axl_fp8x2_e8m0;
using axl::hip::num::__axl_fp8x2_storage_t;
using axl::hip::num::__axl_fp8x4_e4m3;
using axl::hip::num::__axl_fp8x4_e5m2;
using axl::hip::num::__axl_fp8x4_e8m0;
using axl::hip::num::__axl_fp8x4_storage_t;
using axl::hip::num::__axl_saturation_t;
using axl::hip::num::__AXL_E4M3;
using axl::hip::num::__AXL_E5M2;
using axl::hip::num::__AXL_NOSAT;
using axl::hip::num::__AXL_SATFINITE;
using axl::hip::num::axlRoundMode;
using axl::hip::num::axlRoundMinInf;
using axl::hip::num::axlRoundNearest;
using axl::hip::num::axlRoundPosInf;
using axl::hip::num::axlRoundZero;
using axl::hip::num::__axl_cvt_bfloat162raw_to_e8m0x2;
using axl::hip::num::__axl_cvt_bfloat16raw2_to_fp8x2;
using axl::hip::num::__axl_cvt_bfloat16raw_to_e8m0;
using axl::hip::num::__axl_cvt_bfloat16raw_to_fp8;
using axl::hip::num::__axl_cvt_double2_to_e8m0x2;
using axl::hip::num::__axl_cvt_double2_to_fp8x2;
using axl::hip::num::__axl_cvt_double_to_e8m0;
using axl::hip::num::__axl_cvt_double_to_fp8;
using axl::hip::num::__axl_cvt_e8m0_to_bf16raw;
using axl::hip::num::__axl_cvt_e8m0x2_to_bf162raw;
using axl::hip::num::__axl_cvt_float2_to_e8m0x2;
using axl::hip::num::__axl_cvt_float2_to_fp8x2;
using axl::hip::num::__axl_cvt_float_to_e8m0;
using axl::hip::num::__axl_cvt_float_to_fp8;
using axl::hip::num::__axl_cvt_fp8_to_halfraw;
using axl::hip::num::__axl_cvt_fp8x2_to_halfraw2;
using axl::hip::num::__axl_cvt_halfraw2_to_fp8x2;
using axl::hip::num::__axl_cvt_halfraw_to_fp8;
