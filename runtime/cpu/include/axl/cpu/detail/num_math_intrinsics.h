// CPU backend numerics: CUDA's float/double intrinsics (device_functions.h,
// device_double_functions.h) at global scope, as CUDA declares them.
// Results are CUDA's exactly, except for the fast approximate intrinsics
// (__expf, __sinf, __powf, ...): the GPU's approximations cannot be
// reproduced bit for bit on a CPU, so they return the accurate <cmath>
// result (within the GPU's documented error bounds of it).
// Not a dialect header: include <axl/runtime.h> (or <axl/cpu/math.h>).
#pragma once
#include <axl/cpu/detail/num_math_float.h>

// Arithmetic in a named rounding mode: _rn (to nearest even), _rz (toward
// zero), _rd (down), _ru (up); never contracted into an fma.
#define AXL_NUM_ROUNDED_OPS(Suffix, Mode)                                      \
  inline float __fadd##Suffix(float X, float Y) {                             \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A, float B) { return A + B; }, X, Y);                         \
  }                                                                            \
  inline float __fsub##Suffix(float X, float Y) {                             \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A, float B) { return A - B; }, X, Y);                         \
  }                                                                            \
  inline float __fmul##Suffix(float X, float Y) {                             \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A, float B) { return A * B; }, X, Y);                         \
  }                                                                            \
  inline float __fdiv##Suffix(float X, float Y) {                             \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A, float B) { return A / B; }, X, Y);                         \
  }                                                                            \
  inline float __frcp##Suffix(float X) {                                      \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode, [](float A) { return 1.0f / A; },  \
        X);                                                                    \
  }                                                                            \
  inline float __fsqrt##Suffix(float X) {                                     \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A) { return std::sqrt(A); }, X);                              \
  }                                                                            \
  inline float __fmaf##Suffix(float X, float Y, float Z) {                    \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](float A, float B, float C) { return std::fma(A, B, C); }, X, Y,     \
        Z);                                                                    \
  }                                                                            \
  inline float __fmaf_ieee##Suffix(float X, float Y, float Z) {               \
    return __fmaf##Suffix(X, Y, Z);                                            \
  }                                                                            \
  inline double __dadd##Suffix(double X, double Y) {                          \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A, double B) { return A + B; }, X, Y);                       \
  }                                                                            \
  inline double __dsub##Suffix(double X, double Y) {                          \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A, double B) { return A - B; }, X, Y);                       \
  }                                                                            \
  inline double __dmul##Suffix(double X, double Y) {                          \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A, double B) { return A * B; }, X, Y);                       \
  }                                                                            \
  inline double __ddiv##Suffix(double X, double Y) {                          \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A, double B) { return A / B; }, X, Y);                       \
  }                                                                            \
  inline double __drcp##Suffix(double X) {                                    \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode, [](double A) { return 1.0 / A; },  \
        X);                                                                    \
  }                                                                            \
  inline double __dsqrt##Suffix(double X) {                                   \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A) { return std::sqrt(A); }, X);                             \
  }                                                                            \
  inline double __fma##Suffix(double X, double Y, double Z) {                 \
    return axl::cpu::num_detail::inMode(                                       \
        axl::cpu::num_detail::Round::Mode,                                     \
        [](double A, double B, double C) { return std::fma(A, B, C); }, X, Y,  \
        Z);                                                                    \
  }
AXL_NUM_ROUNDED_OPS(_rn, Nearest)
AXL_NUM_ROUNDED_OPS(_rz, Zero)
AXL_NUM_ROUNDED_OPS(_rd, Down)
AXL_NUM_ROUNDED_OPS(_ru, Up)
#undef AXL_NUM_ROUNDED_OPS
inline float __frsqrt_rn(float X) {
  return axl::cpu::num_detail::rsqrtRn(X);
}
// CUDA's old names for the double forms.
inline double dadd(double X, double Y) { return __dadd_rn(X, Y); }
inline double dsub(double X, double Y) { return __dsub_rn(X, Y); }
inline double dmul(double X, double Y) { return __dmul_rn(X, Y); }

// Conversions. Float/double -> integer saturate, NaN gives 0 (64-bit
// results: 0x8000000000000000).
#define AXL_NUM_TO_INT(From, FromName, To, ToName, Suffix, Mode)               \
  inline To __##FromName##2##ToName##Suffix(From X) {                         \
    return axl::cpu::num_detail::toInteger<To>(                                \
        X, axl::cpu::num_detail::Round::Mode);                                 \
  }
#define AXL_NUM_TO_INT_ALL(From, FromName, To, ToName)                         \
  AXL_NUM_TO_INT(From, FromName, To, ToName, _rn, Nearest)                     \
  AXL_NUM_TO_INT(From, FromName, To, ToName, _rz, Zero)                        \
  AXL_NUM_TO_INT(From, FromName, To, ToName, _rd, Down)                        \
  AXL_NUM_TO_INT(From, FromName, To, ToName, _ru, Up)
AXL_NUM_TO_INT_ALL(float, float, int, int)
AXL_NUM_TO_INT_ALL(float, float, unsigned int, uint)
AXL_NUM_TO_INT_ALL(float, float, long long, ll)
AXL_NUM_TO_INT_ALL(float, float, unsigned long long, ull)
AXL_NUM_TO_INT_ALL(double, double, int, int)
AXL_NUM_TO_INT_ALL(double, double, unsigned int, uint)
AXL_NUM_TO_INT_ALL(double, double, long long, ll)
AXL_NUM_TO_INT_ALL(double, double, unsigned long long, ull)
#undef AXL_NUM_TO_INT_ALL
#undef AXL_NUM_TO_INT
inline int double2int(double X) { return __double2int_rz(X); }
inline unsigned int double2uint(double X) { return __double2uint_rz(X); }
inline long long double2ll(double X) { return __double2ll_rz(X); }
inline unsigned long long double2ull(double X) { return __double2ull_rz(X); }

// Integer -> float/double, correctly rounded in each mode.
#define AXL_NUM_FROM_INT(From, FromName, To, ToName, Suffix, Mode, Fn)         \
  inline To __##FromName##2##ToName##Suffix(From I) {                         \
    return axl::cpu::num_detail::Fn(I, axl::cpu::num_detail::Round::Mode);   \
  }
#define AXL_NUM_FROM_INT_ALL(From, FromName, To, ToName, Fn)                   \
  AXL_NUM_FROM_INT(From, FromName, To, ToName, _rn, Nearest, Fn)               \
  AXL_NUM_FROM_INT(From, FromName, To, ToName, _rz, Zero, Fn)                  \
  AXL_NUM_FROM_INT(From, FromName, To, ToName, _rd, Down, Fn)                  \
  AXL_NUM_FROM_INT(From, FromName, To, ToName, _ru, Up, Fn)
AXL_NUM_FROM_INT_ALL(int, int, float, float, intToFloat)
AXL_NUM_FROM_INT_ALL(unsigned int, uint, float, float, intToFloat)
AXL_NUM_FROM_INT_ALL(long long, ll, float, float, intToFloat)
AXL_NUM_FROM_INT_ALL(unsigned long long, ull, float, float, intToFloat)
AXL_NUM_FROM_INT_ALL(long long, ll, double, double, intToDouble)
AXL_NUM_FROM_INT_ALL(unsigned long long, ull, double, double, intToDouble)
#undef AXL_NUM_FROM_INT_ALL
#undef AXL_NUM_FROM_INT
// 32-bit integers are exact in double.
inline double __int2double_rn(int I) { return I; }
inline double __uint2double_rn(unsigned int I) { return I; }
inline double int2double(int I) { return I; }
inline double uint2double(unsigned int I) { return I; }
inline double ll2double(long long I) { return __ll2double_rn(I); }
inline double ull2double(unsigned long long I) { return __ull2double_rn(I); }
inline double float2double(float X) { return X; }
#define AXL_NUM_DOUBLE2FLOAT(Suffix, Mode)                                     \
  inline float __double2float##Suffix(double X) {                             \
    return axl::cpu::num_detail::doubleToFloat(                                \
        X, axl::cpu::num_detail::Round::Mode);                                 \
  }
AXL_NUM_DOUBLE2FLOAT(_rn, Nearest)
AXL_NUM_DOUBLE2FLOAT(_rz, Zero)
AXL_NUM_DOUBLE2FLOAT(_rd, Down)
AXL_NUM_DOUBLE2FLOAT(_ru, Up)
#undef AXL_NUM_DOUBLE2FLOAT

// Reinterpretation.
inline int __float_as_int(float X) {
  return axl::cpu::num_detail::bitCast<int>(X);
}
inline unsigned int __float_as_uint(float X) {
  return axl::cpu::num_detail::bitCast<unsigned int>(X);
}
inline float __int_as_float(int I) {
  return axl::cpu::num_detail::bitCast<float>(I);
}
inline float __uint_as_float(unsigned int I) {
  return axl::cpu::num_detail::bitCast<float>(I);
}
inline long long __double_as_longlong(double X) {
  return axl::cpu::num_detail::bitCast<long long>(X);
}
inline double __longlong_as_double(long long I) {
  return axl::cpu::num_detail::bitCast<double>(I);
}
inline int __double2hiint(double X) {
  return static_cast<int>(__double_as_longlong(X) >> 32);
}
inline int __double2loint(double X) {
  return static_cast<int>(static_cast<unsigned int>(__double_as_longlong(X)));
}
inline double __hiloint2double(int Hi, int Lo) {
  return __longlong_as_double(static_cast<long long>(
      (static_cast<unsigned long long>(static_cast<unsigned int>(Hi)) << 32) |
      static_cast<unsigned int>(Lo)));
}

/// Clamps to [+0, 1]; NaN gives +0.
inline float __saturatef(float X) {
  return X >= 1.0f ? 1.0f : X > 0.0f ? X : 0.0f;
}

// Fast approximate intrinsics: the accurate result (see the header comment).
/// x / y, with the GPU's documented quirk: for 2^126 < |y| < 2^128 the
/// result is 0 (NaN if x is infinite).
inline float __fdividef(float X, float Y) {
  const float AbsY = std::fabs(Y);
  if (AbsY > 0x1p126f && AbsY < INFINITY)
    return std::isinf(X) ? std::numeric_limits<float>::quiet_NaN() : 0.0f;
  return X / Y;
}
inline float fdividef(float X, float Y) { return __fdividef(X, Y); }
inline double fdivide(double X, double Y) { return X / Y; }
inline float __expf(float X) { return std::exp(X); }
inline float __exp10f(float X) { return std::pow(10.0f, X); }
inline float __logf(float X) { return std::log(X); }
inline float __log2f(float X) { return std::log2(X); }
inline float __log10f(float X) { return std::log10(X); }
inline float __powf(float X, float Y) { return std::pow(X, Y); }
inline float __sinf(float X) { return std::sin(X); }
inline float __cosf(float X) { return std::cos(X); }
inline float __tanf(float X) { return std::tan(X); }
inline float __tanhf(float X) { return std::tanh(X); }
inline void __sincosf(float X, float *S, float *C) {
  *S = std::sin(X);
  *C = std::cos(X);
}
