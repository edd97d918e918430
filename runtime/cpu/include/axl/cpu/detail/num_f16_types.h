// CPU backend numerics: the class templates behind both 16-bit types,
// __half (num_fp16_types.h) and __axl_bfloat16 (num_bf16_types.h), and
// their pairs: the storage, CUDA's constructors, conversions and assignment
// operators, written once over the format's codec. Not a dialect header:
// include <axl/fp16.h> or <axl/bf16.h>.
#pragma once
#include <axl/cpu/detail/num_core.h>

/// The class templates of the public 16-bit types. This namespace is
/// associated with those types (their base classes live here), so
/// argument-dependent lookup searches it on every call with a __half: it
/// holds classes only, never a function.
namespace axl::cpu::num_base {

/// A 16-bit floating-point type as CUDA declares __half and __nv_bfloat16
/// under nvcc: converts implicitly from and to float, double and the integer
/// types (floats round to nearest; integers from _rn, to _rz). Derived is the
/// public type (struct __half : Float16<__half, ...>), Raw its raw struct,
/// Codec its format's codec (HalfCodec, Bf16Codec):
///   struct Codec {
///     using Fmt = ...;                        // num_core.h's Format<E, M>
///     static constexpr std::uint16_t One = ...; // the encoding of 1
///     static float toFloat(std::uint16_t);    // with CUDA's NaN rule
///   };
template <class Derived, class Raw, class Codec> struct Float16 {
protected:
  unsigned short __x;

public:
  using RawType = Raw;
  using CodecType = Codec;

  Float16() = default;
  constexpr Float16(const Raw &R) : __x(R.x) {}
  Derived &operator=(const Raw &R) {
    __x = R.x;
    return self();
  }
  volatile Derived &operator=(const Raw &R) volatile {
    __x = R.x;
    return static_cast<volatile Derived &>(*this);
  }
  volatile Derived &operator=(const volatile Raw &R) volatile {
    __x = R.x;
    return static_cast<volatile Derived &>(*this);
  }
  operator Raw() const { return Raw{__x}; }
  operator Raw() const volatile { return Raw{__x}; }

  Float16(const float F) : __x(fromDouble(F)) {}
  Float16(const double F) : __x(fromDouble(F)) {}
  operator float() const { return Codec::toFloat(__x); }
  Derived &operator=(const float F) { return assign(fromDouble(F)); }
  Derived &operator=(const double F) { return assign(fromDouble(F)); }

  Float16(const short V) : __x(fromInt(V)) {}
  Float16(const unsigned short V) : __x(fromInt(V)) {}
  Float16(const int V) : __x(fromInt(V)) {}
  Float16(const unsigned int V) : __x(fromInt(V)) {}
  Float16(const long V) : __x(fromInt(V)) {}
  Float16(const unsigned long V) : __x(fromInt(V)) {}
  Float16(const long long V) : __x(fromInt(V)) {}
  Float16(const unsigned long long V) : __x(fromInt(V)) {}
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
  Derived &operator=(const short V) { return assign(fromInt(V)); }
  Derived &operator=(const unsigned short V) { return assign(fromInt(V)); }
  Derived &operator=(const int V) { return assign(fromInt(V)); }
  Derived &operator=(const unsigned int V) { return assign(fromInt(V)); }
  Derived &operator=(const long long V) { return assign(fromInt(V)); }
  Derived &operator=(const unsigned long long V) { return assign(fromInt(V)); }
  constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }

private:
  static unsigned short fromDouble(double F) {
    return num_detail::roundDouble<typename Codec::Fmt>(F, num_detail::Round::Nearest);
  }
  template <class Int> static unsigned short fromInt(Int V) {
    return static_cast<unsigned short>(num_detail::roundInteger<typename Codec::Fmt>(V, num_detail::Round::Nearest));
  }
  template <class Int> Int toInt() const {
    return num_detail::toInteger<Int>(Codec::toFloat(__x), num_detail::Round::Zero);
  }
  Derived &self() { return static_cast<Derived &>(*this); }
  Derived &assign(unsigned short Bits) {
    __x = Bits;
    return self();
  }
};

/// A pair of 16-bit values as CUDA's __half2 and __nv_bfloat162 (x is the
/// low half of the 32-bit word); T is the scalar type, Raw its raw struct,
/// Raw2 the pair's.
template <class Derived, class T, class Raw, class Raw2> struct Float16Pair {
  T x;
  T y;

  Float16Pair() = default;
  constexpr Float16Pair(const T &A, const T &B) : x(A), y(B) {}
  Float16Pair(const Raw2 &R) : x(Raw{R.x}), y(Raw{R.y}) {}
  Derived &operator=(const Raw2 &R) {
    x = Raw{R.x};
    y = Raw{R.y};
    return static_cast<Derived &>(*this);
  }
  operator Raw2() const { return Raw2{static_cast<Raw>(x).x, static_cast<Raw>(y).x}; }
};

} // namespace axl::cpu::num_base

namespace axl::cpu::num_detail {

/// What the templates over a 16-bit type T (__half, __axl_bfloat16) know of
/// it: its codec's Fmt, One and toFloat, and its raw struct.
template <class T> struct F16 : T::CodecType {
  using Raw = typename T::RawType;
};

template <class T> inline std::uint16_t bitsOf(T V) {
  return static_cast<typename F16<T>::Raw>(V).x;
}
template <class T> inline T fromBits(std::uint16_t B) { return typename F16<T>::Raw{B}; }
template <class T> inline float toF(T V) { return F16<T>::toFloat(bitsOf(V)); }
/// X rounded to T in the given mode.
template <class T> inline T fromF(double X, Round Mode = Round::Nearest) {
  return fromBits<T>(roundDouble<typename F16<T>::Fmt>(X, Mode));
}
/// I rounded to T in the given mode.
template <class T, class Int> inline T fromInt16(Int I, Round Mode) {
  return fromBits<T>(static_cast<std::uint16_t>(roundInteger<typename F16<T>::Fmt>(I, Mode)));
}
/// V to an integer: cvt.{rni,rzi,rmi,rpi}, saturating, NaN -> 0 (64-bit:
/// 0x8000000000000000).
template <class Int, class T> inline Int toInt16(T V, Round Mode) {
  return toInteger<Int>(toF(V), Mode);
}

} // namespace axl::cpu::num_detail
