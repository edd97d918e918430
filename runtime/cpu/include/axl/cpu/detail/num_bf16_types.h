// CPU backend numerics: the bfloat16 types __axl_bfloat16_raw,
// __axl_bfloat162_raw, __axl_bfloat16, __axl_bfloat162 with CUDA's
// constructors, conversions and assignment operators (CUDA's __nv_bfloat16
// family). Not a dialect header: include <axl/bf16.h>.
#pragma once
#include <axl/cpu/detail/num_fp16_types.h>
#include <axl/cpu/detail/num_limits.h>

namespace axl::cpu::num_detail {

/// bfloat16 encoding -> float: the upper half of a float, exact (a NaN keeps
/// its sign and payload, as in CUDA).
inline float bf16ToFloat(std::uint16_t B) {
  return bitCast<float>(static_cast<std::uint32_t>(B) << 16);
}

inline std::uint16_t bf16FromDouble(double X, Round Mode) {
  return roundDouble<Bf16Format>(X, Mode);
}

template <class Int> inline std::uint16_t bf16FromInt(Int I, Round Mode) {
  return static_cast<std::uint16_t>(roundInteger<Bf16Format>(I, Mode));
}

template <class Int> inline Int bf16ToInt(std::uint16_t B, Round Mode) {
  return toInteger<Int>(bf16ToFloat(B), Mode);
}

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {

struct alignas(2) __axl_bfloat16_raw {
  unsigned short x;
};
struct alignas(4) __axl_bfloat162_raw {
  unsigned short x;
  unsigned short y;
};

/// bfloat16. Converts implicitly from and to float and the integer types as
/// CUDA's __nv_bfloat16 does under nvcc (integers: from _rn, to _rz).
struct alignas(2) __axl_bfloat16 {
protected:
  unsigned short __x;

public:
  __axl_bfloat16() = default;
  constexpr __axl_bfloat16(const __axl_bfloat16_raw &HR) : __x(HR.x) {}
  __axl_bfloat16 &operator=(const __axl_bfloat16_raw &HR) {
    __x = HR.x;
    return *this;
  }
  volatile __axl_bfloat16 &operator=(const __axl_bfloat16_raw &HR) volatile {
    __x = HR.x;
    return *this;
  }
  volatile __axl_bfloat16 &
  operator=(const volatile __axl_bfloat16_raw &HR) volatile {
    __x = HR.x;
    return *this;
  }
  operator __axl_bfloat16_raw() const { return __axl_bfloat16_raw{__x}; }
  operator __axl_bfloat16_raw() const volatile {
    return __axl_bfloat16_raw{__x};
  }

  /// Rounds a binary16 value to nearest.
  explicit __axl_bfloat16(const __half F)
      : __x(fromDouble(static_cast<float>(F))) {}
  __axl_bfloat16(const float F) : __x(fromDouble(F)) {}
  __axl_bfloat16(const double F) : __x(fromDouble(F)) {}
  operator float() const { return num_detail::bf16ToFloat(__x); }
  __axl_bfloat16 &operator=(const float F) {
    __x = fromDouble(F);
    return *this;
  }
  __axl_bfloat16 &operator=(const double F) {
    __x = fromDouble(F);
    return *this;
  }

  __axl_bfloat16(short V) : __x(fromInt(V)) {}
  __axl_bfloat16(unsigned short V) : __x(fromInt(V)) {}
  __axl_bfloat16(int V) : __x(fromInt(V)) {}
  __axl_bfloat16(unsigned int V) : __x(fromInt(V)) {}
  __axl_bfloat16(const long V) : __x(fromInt(V)) {}
  __axl_bfloat16(const unsigned long V) : __x(fromInt(V)) {}
  __axl_bfloat16(long long V) : __x(fromInt(V)) {}
  __axl_bfloat16(unsigned long long V) : __x(fromInt(V)) {}
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
  __axl_bfloat16 &operator=(short V) { return assignInt(V); }
  __axl_bfloat16 &operator=(unsigned short V) { return assignInt(V); }
  __axl_bfloat16 &operator=(int V) { return assignInt(V); }
  __axl_bfloat16 &operator=(unsigned int V) { return assignInt(V); }
  __axl_bfloat16 &operator=(long long V) { return assignInt(V); }
  __axl_bfloat16 &operator=(unsigned long long V) { return assignInt(V); }
  constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }

private:
  static unsigned short fromDouble(double F) {
    return num_detail::bf16FromDouble(F, num_detail::Round::Nearest);
  }
  template <class Int> static unsigned short fromInt(Int V) {
    return num_detail::bf16FromInt(V, num_detail::Round::Nearest);
  }
  template <class Int> Int toInt() const {
    return num_detail::bf16ToInt<Int>(__x, num_detail::Round::Zero);
  }
  template <class Int> __axl_bfloat16 &assignInt(Int V) {
    __x = fromInt(V);
    return *this;
  }
};

/// A pair of bfloat16 values (x is the low half of the 32-bit word).
struct alignas(4) __axl_bfloat162 {
  __axl_bfloat16 x;
  __axl_bfloat16 y;

  __axl_bfloat162() = default;
  constexpr __axl_bfloat162(const __axl_bfloat16 &A, const __axl_bfloat16 &B)
      : x(A), y(B) {}
  __axl_bfloat162(const __axl_bfloat162_raw &H2R)
      : x(__axl_bfloat16_raw{H2R.x}), y(__axl_bfloat16_raw{H2R.y}) {}
  __axl_bfloat162 &operator=(const __axl_bfloat162_raw &H2R) {
    x = __axl_bfloat16_raw{H2R.x};
    y = __axl_bfloat16_raw{H2R.y};
    return *this;
  }
  operator __axl_bfloat162_raw() const {
    return __axl_bfloat162_raw{static_cast<__axl_bfloat16_raw>(x).x,
                               static_cast<__axl_bfloat16_raw>(y).x};
  }
};

/// binary16 from bfloat16, rounded to nearest (declared in __half).
inline __half::__half(const __axl_bfloat16 F)
    : __x(fromDouble(static_cast<float>(F))) {}

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
