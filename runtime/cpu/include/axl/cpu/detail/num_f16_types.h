// CPU backend numerics: the class templates behind both 16-bit types,
// __half (num_fp16_types.h) and __axl_bfloat16 (num_bf16_types.h), and
// their pairs: the storage, CUDA's constructors, conversions and assignment
// operators, written once over the format's codec. Not a dialect header:
// include <axl/fp16.h> or <axl/bf16.h>.
#pragma once
#include "num_core.h" // quoted: the HIP backend includes this file by path

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
  AXL_HOST_DEVICE constexpr Float16(const Raw &R) : __x(R.x) {}
  AXL_HOST_DEVICE Derived &operator=(const Raw &R) {
    __x = R.x;
    return self();
  }
  AXL_HOST_DEVICE volatile Derived &operator=(const Raw &R) volatile {
    __x = R.x;
    return static_cast<volatile Derived &>(*this);
  }
  AXL_HOST_DEVICE volatile Derived &operator=(const volatile Raw &R) volatile {
    __x = R.x;
    return static_cast<volatile Derived &>(*this);
  }
  AXL_HOST_DEVICE operator Raw() const { return Raw{__x}; }
  AXL_HOST_DEVICE operator Raw() const volatile { return Raw{__x}; }

  AXL_HOST_DEVICE Float16(const float F) : __x(fromDouble(F)) {}
  AXL_HOST_DEVICE Float16(const double F) : __x(fromDouble(F)) {}
  AXL_HOST_DEVICE operator float() const { return Codec::toFloat(__x); }
  AXL_HOST_DEVICE Derived &operator=(const float F) { return assign(fromDouble(F)); }
  AXL_HOST_DEVICE Derived &operator=(const double F) { return assign(fromDouble(F)); }

  AXL_HOST_DEVICE Float16(const short V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const unsigned short V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const int V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const unsigned int V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const long V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const unsigned long V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const long long V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE Float16(const unsigned long long V) : __x(fromInt(V)) {}
  AXL_HOST_DEVICE operator signed char() const { return toInt<signed char>(); }
  AXL_HOST_DEVICE operator unsigned char() const { return toInt<unsigned char>(); }
  AXL_HOST_DEVICE operator char() const { return toInt<char>(); }
  AXL_HOST_DEVICE operator short() const { return toInt<short>(); }
  AXL_HOST_DEVICE operator unsigned short() const { return toInt<unsigned short>(); }
  AXL_HOST_DEVICE operator int() const { return toInt<int>(); }
  AXL_HOST_DEVICE operator unsigned int() const { return toInt<unsigned int>(); }
  AXL_HOST_DEVICE operator long() const { return toInt<long>(); }
  AXL_HOST_DEVICE operator unsigned long() const { return toInt<unsigned long>(); }
  AXL_HOST_DEVICE operator long long() const { return toInt<long long>(); }
  AXL_HOST_DEVICE operator unsigned long long() const { return toInt<unsigned long long>(); }
  AXL_HOST_DEVICE Derived &operator=(const short V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE Derived &operator=(const unsigned short V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE Derived &operator=(const int V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE Derived &operator=(const unsigned int V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE Derived &operator=(const long long V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE Derived &operator=(const unsigned long long V) { return assign(fromInt(V)); }
  AXL_HOST_DEVICE constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }

private:
  AXL_HOST_DEVICE static unsigned short fromDouble(double F) {
    return num_detail::roundDouble<typename Codec::Fmt>(F, num_detail::Round::Nearest);
  }
  template <class Int> AXL_HOST_DEVICE static unsigned short fromInt(Int V) {
    return static_cast<unsigned short>(num_detail::roundInteger<typename Codec::Fmt>(V, num_detail::Round::Nearest));
  }
  template <class Int> AXL_HOST_DEVICE Int toInt() const {
    return num_detail::toInteger<Int>(Codec::toFloat(__x), num_detail::Round::Zero);
  }
  AXL_HOST_DEVICE Derived &self() { return static_cast<Derived &>(*this); }
  AXL_HOST_DEVICE Derived &assign(unsigned short Bits) {
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
  AXL_HOST_DEVICE constexpr Float16Pair(const T &A, const T &B) : x(A), y(B) {}
  AXL_HOST_DEVICE Float16Pair(const Raw2 &R) : x(Raw{R.x}), y(Raw{R.y}) {}
  AXL_HOST_DEVICE Derived &operator=(const Raw2 &R) {
    x = Raw{R.x};
    y = Raw{R.y};
    return static_cast<Derived &>(*this);
  }
  AXL_HOST_DEVICE operator Raw2() const { return Raw2{static_cast<Raw>(x).x, static_cast<Raw>(y).x}; }
};

} // namespace axl::cpu::num_base

namespace axl::cpu::num_detail {

/// What the templates over a 16-bit type T (__half, __axl_bfloat16) know of
/// it: its codec's Fmt, One and toFloat, and its raw struct.
template <class T> struct F16 : T::CodecType {
  using Raw = typename T::RawType;
};

template <class T> AXL_HOST_DEVICE inline std::uint16_t bitsOf(T V) {
  return static_cast<typename F16<T>::Raw>(V).x;
}
template <class T> AXL_HOST_DEVICE inline T fromBits(std::uint16_t B) { return typename F16<T>::Raw{B}; }
template <class T> AXL_HOST_DEVICE inline float toF(T V) { return F16<T>::toFloat(bitsOf(V)); }
/// X rounded to T in the given mode.
template <class T> AXL_HOST_DEVICE inline T fromF(double X, Round Mode = Round::Nearest) {
  return fromBits<T>(roundDouble<typename F16<T>::Fmt>(X, Mode));
}
/// I rounded to T in the given mode.
template <class T, class Int> AXL_HOST_DEVICE inline T fromInt16(Int I, Round Mode) {
  return fromBits<T>(static_cast<std::uint16_t>(roundInteger<typename F16<T>::Fmt>(I, Mode)));
}
/// V to an integer: cvt.{rni,rzi,rmi,rpi}, saturating, NaN -> 0 (64-bit:
/// 0x8000000000000000).
template <class Int, class T> AXL_HOST_DEVICE inline Int toInt16(T V, Round Mode) {
  return toInteger<Int>(toF(V), Mode);
}

} // namespace axl::cpu::num_detail
