// CPU backend numerics: bfloat16 conversions (float, double, integers in
// every rounding mode), reinterpretations and __axl_bfloat162 packing, as
// CUDA's cuda_bf16.h declares them. Not a dialect header: include
// <axl/bf16.h>.
#pragma once
#include "num_bf16_types.h"

namespace axl::cpu::num {

// Float and double.
AXL_HOST_DEVICE inline __axl_bfloat16 __double2bfloat16(const double A) {
  return num_detail::fromF<__axl_bfloat16>(A, num_detail::Round::Nearest);
}
#define AXL_NUM_FLOAT2BF16(Suffix, Mode)                                       \
  AXL_HOST_DEVICE inline __axl_bfloat16 __float2bfloat16##Suffix(const float A) { \
    return num_detail::fromF<__axl_bfloat16>(A, num_detail::Round::Mode);      \
  }
AXL_NUM_FLOAT2BF16(, Nearest)
AXL_NUM_FLOAT2BF16(_rn, Nearest)
AXL_NUM_FLOAT2BF16(_rz, Zero)
AXL_NUM_FLOAT2BF16(_rd, Down)
AXL_NUM_FLOAT2BF16(_ru, Up)
#undef AXL_NUM_FLOAT2BF16

AXL_HOST_DEVICE inline float __bfloat162float(const __axl_bfloat16 A) {
  return static_cast<float>(A);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __float2bfloat162_rn(const float A) {
  return __axl_bfloat162(__float2bfloat16_rn(A), __float2bfloat16_rn(A));
}
AXL_HOST_DEVICE inline __axl_bfloat162 __floats2bfloat162_rn(const float A, const float B) {
  return __axl_bfloat162(__float2bfloat16_rn(A), __float2bfloat16_rn(B));
}
AXL_HOST_DEVICE inline __axl_bfloat162 __float22bfloat162_rn(const float2 A) {
  return __floats2bfloat162_rn(A.x, A.y);
}
AXL_HOST_DEVICE inline float2 __bfloat1622float2(const __axl_bfloat162 A) {
  return make_float2(__bfloat162float(A.x), __bfloat162float(A.y));
}
AXL_HOST_DEVICE inline float __low2float(const __axl_bfloat162 A) {
  return __bfloat162float(A.x);
}
AXL_HOST_DEVICE inline float __high2float(const __axl_bfloat162 A) {
  return __bfloat162float(A.y);
}
AXL_HOST_DEVICE inline __axl_bfloat162 make_bfloat162(const __axl_bfloat16 X,
                                      const __axl_bfloat16 Y) {
  return __axl_bfloat162(X, Y);
}

// bfloat16 -> integer: cvt.{rni,rzi,rmi,rpi}: saturating, NaN -> 0 (64-bit:
// 0x8000000000000000).
#define AXL_NUM_BF162INT(Name, Int, Suffix, Mode)                              \
  AXL_HOST_DEVICE inline Int __bfloat162##Name##Suffix(const __axl_bfloat16 H) { \
    return num_detail::toInt16<Int>(H, num_detail::Round::Mode);               \
  }
#define AXL_NUM_BF162INT_ALL(Name, Int)                                        \
  AXL_NUM_BF162INT(Name, Int, _rn, Nearest)                                    \
  AXL_NUM_BF162INT(Name, Int, _rz, Zero)                                       \
  AXL_NUM_BF162INT(Name, Int, _rd, Down)                                       \
  AXL_NUM_BF162INT(Name, Int, _ru, Up)
AXL_NUM_BF162INT(char, signed char, _rz, Zero)
AXL_NUM_BF162INT(uchar, unsigned char, _rz, Zero)
AXL_NUM_BF162INT_ALL(short, short)
AXL_NUM_BF162INT_ALL(ushort, unsigned short)
AXL_NUM_BF162INT_ALL(int, int)
AXL_NUM_BF162INT_ALL(uint, unsigned int)
AXL_NUM_BF162INT_ALL(ll, long long)
AXL_NUM_BF162INT_ALL(ull, unsigned long long)
#undef AXL_NUM_BF162INT_ALL
#undef AXL_NUM_BF162INT

// Integer -> bfloat16, correctly rounded in each mode.
#define AXL_NUM_INT2BF16(Name, Int, Suffix, Mode)                              \
  AXL_HOST_DEVICE inline __axl_bfloat16 __##Name##2bfloat16##Suffix(const Int I) { \
    return num_detail::fromInt16<__axl_bfloat16>(I, num_detail::Round::Mode);  \
  }
#define AXL_NUM_INT2BF16_ALL(Name, Int)                                        \
  AXL_NUM_INT2BF16(Name, Int, _rn, Nearest)                                    \
  AXL_NUM_INT2BF16(Name, Int, _rz, Zero)                                       \
  AXL_NUM_INT2BF16(Name, Int, _rd, Down)                                       \
  AXL_NUM_INT2BF16(Name, Int, _ru, Up)
AXL_NUM_INT2BF16_ALL(short, short)
AXL_NUM_INT2BF16_ALL(ushort, unsigned short)
AXL_NUM_INT2BF16_ALL(int, int)
AXL_NUM_INT2BF16_ALL(uint, unsigned int)
AXL_NUM_INT2BF16_ALL(ll, long long)
AXL_NUM_INT2BF16_ALL(ull, unsigned long long)
#undef AXL_NUM_INT2BF16_ALL
#undef AXL_NUM_INT2BF16

// Reinterpretation.
AXL_HOST_DEVICE inline short __bfloat16_as_short(const __axl_bfloat16 H) {
  return static_cast<short>(num_detail::bitsOf(H));
}
AXL_HOST_DEVICE inline unsigned short __bfloat16_as_ushort(const __axl_bfloat16 H) {
  return num_detail::bitsOf(H);
}
AXL_HOST_DEVICE inline __axl_bfloat16 __short_as_bfloat16(const short I) {
  return num_detail::fromBits<__axl_bfloat16>(static_cast<std::uint16_t>(I));
}
AXL_HOST_DEVICE inline __axl_bfloat16 __ushort_as_bfloat16(const unsigned short I) {
  return num_detail::fromBits<__axl_bfloat16>(I);
}

// Packing and unpacking __axl_bfloat162.
AXL_HOST_DEVICE inline __axl_bfloat162 __bfloat162bfloat162(const __axl_bfloat16 A) {
  return __axl_bfloat162(A, A);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __lowhigh2highlow(const __axl_bfloat162 A) {
  return __axl_bfloat162(A.y, A.x);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __lows2bfloat162(const __axl_bfloat162 A,
                                        const __axl_bfloat162 B) {
  return __axl_bfloat162(A.x, B.x);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __highs2bfloat162(const __axl_bfloat162 A,
                                         const __axl_bfloat162 B) {
  return __axl_bfloat162(A.y, B.y);
}
AXL_HOST_DEVICE inline __axl_bfloat16 __high2bfloat16(const __axl_bfloat162 A) { return A.y; }
AXL_HOST_DEVICE inline __axl_bfloat16 __low2bfloat16(const __axl_bfloat162 A) { return A.x; }
AXL_HOST_DEVICE inline __axl_bfloat162 __halves2bfloat162(const __axl_bfloat16 A,
                                          const __axl_bfloat16 B) {
  return __axl_bfloat162(A, B);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __low2bfloat162(const __axl_bfloat162 A) {
  return __axl_bfloat162(A.x, A.x);
}
AXL_HOST_DEVICE inline __axl_bfloat162 __high2bfloat162(const __axl_bfloat162 A) {
  return __axl_bfloat162(A.y, A.y);
}

} // namespace axl::cpu::num
