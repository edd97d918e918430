// CPU backend numerics: the binary16 types __half_raw, __half2_raw, __half,
// __half2 with CUDA's constructors, conversions and assignment operators.
// Not a dialect header: include <axl/fp16.h>.
#pragma once
#include <axl/cpu/detail/num_core.h>
#include <axl/cpu/detail/num_limits.h>

namespace axl::cpu::num_detail {

/// binary16 encoding -> float, as CUDA does it: exact, and any NaN becomes
/// the canonical float NaN 0x7fffffff (sign and payload dropped).
inline float halfToFloat(std::uint16_t H) {
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

inline std::uint16_t halfFromDouble(double X, Round Mode) {
  return roundDouble<HalfFormat>(X, Mode);
}

template <class Int> inline std::uint16_t halfFromInt(Int I, Round Mode) {
  return static_cast<std::uint16_t>(roundInteger<HalfFormat>(I, Mode));
}

template <class Int> inline Int halfToInt(std::uint16_t H, Round Mode) {
  return toInteger<Int>(halfToFloat(H), Mode);
}

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

/// binary16. Converts implicitly from and to float and the integer types as
/// CUDA's __half does under nvcc (integers: from _rn, to _rz).
struct alignas(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  constexpr __half(const __half_raw &HR) : __x(HR.x) {}
  __half &operator=(const __half_raw &HR) {
    __x = HR.x;
    return *this;
  }
  volatile __half &operator=(const __half_raw &HR) volatile {
    __x = HR.x;
    return *this;
  }
  volatile __half &operator=(const volatile __half_raw &HR) volatile {
    __x = HR.x;
    return *this;
  }
  operator __half_raw() const { return __half_raw{__x}; }
  operator __half_raw() const volatile { return __half_raw{__x}; }

  /// Rounds a bfloat16 to nearest; defined in <axl/bf16.h>.
  explicit __half(const __axl_bfloat16 F);
  __half(const float F) : __x(fromDouble(F)) {}
  __half(const double F) : __x(fromDouble(F)) {}
  operator float() const { return num_detail::halfToFloat(__x); }
  __half &operator=(const float F) {
    __x = fromDouble(F);
    return *this;
  }
  __half &operator=(const double F) {
    __x = fromDouble(F);
    return *this;
  }

  __half(const short V) : __x(fromInt(V)) {}
  __half(const unsigned short V) : __x(fromInt(V)) {}
  __half(const int V) : __x(fromInt(V)) {}
  __half(const unsigned int V) : __x(fromInt(V)) {}
  __half(const long V) : __x(fromInt(V)) {}
  __half(const unsigned long V) : __x(fromInt(V)) {}
  __half(const long long V) : __x(fromInt(V)) {}
  __half(const unsigned long long V) : __x(fromInt(V)) {}
  operator signed char() const { return toInt<signed char>(); }
  operator unsigned char() const { return toInt<unsigned char>(); }
  operator char() const { return toInt<char>(); }
  operator short() const { return toInt<short>(); }
  operator unsigned short() const { return toInt<unsigned short>(); }
  operator int() const { return toInt<int>(); }
  operator unsigned int() const { return toInt<unsigned int>(); }
  operator long() const { return toInt<long>(); }
  operator unsigned long() const { return toInt<unsigned long>(); }
  operator long long() const { return toInt<long long>(); }
  operator unsigned long long() const { return toInt<unsigned long long>(); }
  __half &operator=(const short V) { return assignInt(V); }
  __half &operator=(const unsigned short V) { return assignInt(V); }
  __half &operator=(const int V) { return assignInt(V); }
  __half &operator=(const unsigned int V) { return assignInt(V); }
  __half &operator=(const long long V) { return assignInt(V); }
  __half &operator=(const unsigned long long V) { return assignInt(V); }
  constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }

private:
  static unsigned short fromDouble(double F) {
    return num_detail::halfFromDouble(F, num_detail::Round::Nearest);
  }
  template <class Int> static unsigned short fromInt(Int V) {
    return num_detail::halfFromInt(V, num_detail::Round::Nearest);
  }
  template <class Int> Int toInt() const {
    return num_detail::halfToInt<Int>(__x, num_detail::Round::Zero);
  }
  template <class Int> __half &assignInt(Int V) {
    __x = fromInt(V);
    return *this;
  }
};

/// A pair of binary16 values (x is the low half of the 32-bit word).
struct alignas(4) __half2 {
  __half x;
  __half y;

  __half2() = default;
  constexpr __half2(const __half &A, const __half &B) : x(A), y(B) {}
  __half2(const __half2_raw &H2R)
      : x(__half_raw{H2R.x}), y(__half_raw{H2R.y}) {}
  __half2 &operator=(const __half2_raw &H2R) {
    x = __half_raw{H2R.x};
    y = __half_raw{H2R.y};
    return *this;
  }
  operator __half2_raw() const {
    return __half2_raw{static_cast<__half_raw>(x).x,
                       static_cast<__half_raw>(y).x};
  }
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
