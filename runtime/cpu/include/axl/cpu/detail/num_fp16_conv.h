// CPU backend numerics: binary16 conversions (float, double, integers in
// every rounding mode), reinterpretations and __half2 packing, as CUDA's
// cuda_fp16.h declares them. Not a dialect header: include <axl/fp16.h>.
#pragma once
#include <axl/cpu/detail/num_fp16_types.h>
#include <axl/cpu/vector_types.h>

namespace axl::cpu::num {

// Float and double.
inline __half __double2half(const double A) {
  return num_detail::fromF<__half>(A, num_detail::Round::Nearest);
}
#define AXL_NUM_FLOAT2HALF(Suffix, Mode)                                       \
  inline __half __float2half##Suffix(const float A) {                          \
    return num_detail::fromF<__half>(A, num_detail::Round::Mode);              \
  }
AXL_NUM_FLOAT2HALF(, Nearest)
AXL_NUM_FLOAT2HALF(_rn, Nearest)
AXL_NUM_FLOAT2HALF(_rz, Zero)
AXL_NUM_FLOAT2HALF(_rd, Down)
AXL_NUM_FLOAT2HALF(_ru, Up)
#undef AXL_NUM_FLOAT2HALF

inline float __half2float(const __half A) {
  return static_cast<float>(A);
}
inline __half2 __float2half2_rn(const float A) {
  return __half2(__float2half_rn(A), __float2half_rn(A));
}
inline __half2 __floats2half2_rn(const float A, const float B) {
  return __half2(__float2half_rn(A), __float2half_rn(B));
}
inline __half2 __float22half2_rn(const float2 A) {
  return __floats2half2_rn(A.x, A.y);
}
inline float2 __half22float2(const __half2 A) {
  return make_float2(__half2float(A.x), __half2float(A.y));
}
inline float __low2float(const __half2 A) { return __half2float(A.x); }
inline float __high2float(const __half2 A) { return __half2float(A.y); }
inline __half2 make_half2(const __half X, const __half Y) {
  return __half2(X, Y);
}

// Half -> integer: cvt.{rni,rzi,rmi,rpi}: saturating, NaN -> 0 (64-bit:
// 0x8000000000000000).
#define AXL_NUM_HALF2INT(Name, Int, Suffix, Mode)                              \
  inline Int __half2##Name##Suffix(const __half H) {                           \
    return num_detail::toInt16<Int>(H, num_detail::Round::Mode);               \
  }
#define AXL_NUM_HALF2INT_ALL(Name, Int)                                        \
  AXL_NUM_HALF2INT(Name, Int, _rn, Nearest)                                    \
  AXL_NUM_HALF2INT(Name, Int, _rz, Zero)                                       \
  AXL_NUM_HALF2INT(Name, Int, _rd, Down)                                       \
  AXL_NUM_HALF2INT(Name, Int, _ru, Up)
AXL_NUM_HALF2INT(char, signed char, _rz, Zero)
AXL_NUM_HALF2INT(uchar, unsigned char, _rz, Zero)
AXL_NUM_HALF2INT_ALL(short, short)
AXL_NUM_HALF2INT_ALL(ushort, unsigned short)
AXL_NUM_HALF2INT_ALL(int, int)
AXL_NUM_HALF2INT_ALL(uint, unsigned int)
AXL_NUM_HALF2INT_ALL(ll, long long)
AXL_NUM_HALF2INT_ALL(ull, unsigned long long)
#undef AXL_NUM_HALF2INT_ALL
#undef AXL_NUM_HALF2INT

// Integer -> half, correctly rounded in each mode.
#define AXL_NUM_INT2HALF(Name, Int, Suffix, Mode)                              \
  inline __half __##Name##2half##Suffix(const Int I) {                         \
    return num_detail::fromInt16<__half>(I, num_detail::Round::Mode);          \
  }
#define AXL_NUM_INT2HALF_ALL(Name, Int)                                        \
  AXL_NUM_INT2HALF(Name, Int, _rn, Nearest)                                    \
  AXL_NUM_INT2HALF(Name, Int, _rz, Zero)                                       \
  AXL_NUM_INT2HALF(Name, Int, _rd, Down)                                       \
  AXL_NUM_INT2HALF(Name, Int, _ru, Up)
AXL_NUM_INT2HALF_ALL(short, short)
AXL_NUM_INT2HALF_ALL(ushort, unsigned short)
AXL_NUM_INT2HALF_ALL(int, int)
AXL_NUM_INT2HALF_ALL(uint, unsigned int)
AXL_NUM_INT2HALF_ALL(ll, long long)
AXL_NUM_INT2HALF_ALL(ull, unsigned long long)
#undef AXL_NUM_INT2HALF_ALL
#undef AXL_NUM_INT2HALF

// Reinterpretation.
inline short __half_as_short(const __half H) {
  return static_cast<short>(num_detail::bitsOf(H));
}
inline unsigned short __half_as_ushort(const __half H) {
  return num_detail::bitsOf(H);
}
inline __half __short_as_half(const short I) {
  return num_detail::fromBits<__half>(static_cast<std::uint16_t>(I));
}
inline __half __ushort_as_half(const unsigned short I) {
  return num_detail::fromBits<__half>(I);
}

// Packing and unpacking __half2.
inline __half2 __half2half2(const __half A) { return __half2(A, A); }
inline __half2 __lowhigh2highlow(const __half2 A) { return __half2(A.y, A.x); }
inline __half2 __lows2half2(const __half2 A, const __half2 B) {
  return __half2(A.x, B.x);
}
inline __half2 __highs2half2(const __half2 A, const __half2 B) {
  return __half2(A.y, B.y);
}
inline __half __high2half(const __half2 A) { return A.y; }
inline __half __low2half(const __half2 A) { return A.x; }
inline __half2 __halves2half2(const __half A, const __half B) {
  return __half2(A, B);
}
inline __half2 __low2half2(const __half2 A) { return __half2(A.x, A.x); }
inline __half2 __high2half2(const __half2 A) { return __half2(A.y, A.y); }

} // namespace axl::cpu::num
