// CPU backend of CUB's type traits for radix work: Category, BaseTraits,
// NumericTraits and Traits, with CUB's members for every type CUB knows
// (the integers, bool, __int128, float, double, __half, bfloat16, FP8 E4M3
// and E5M2): UnsignedBits, LOWEST_KEY, MAX_KEY, HIGH_BIT (signed and
// floating point), TwiddleIn/TwiddleOut (unsigned bits that order as the
// keys do: integers as CUB's; floating point: every bit flipped for
// negatives, the sign bit for the rest, so -0.0 orders just below +0.0 and
// NaNs past the infinities), Max() and Lowest(). CATEGORY, PRIMITIVE and
// NULL_TYPE, which CUB 3 dropped, are kept for code written against CUB 2;
// BaseTraits takes CUB 3's parameters. The radix sorts' orderings
// (radix_traits.h) are built on TwiddleIn.
#pragma once
#include <axl/cpu/cub/util.h>
#include <axl/cpu/fp8.h>

#include <cstring>
#include <limits>
#include <type_traits>

namespace axlcub {

enum Category { NOT_A_NUMBER, SIGNED_INTEGER, UNSIGNED_INTEGER, FLOATING_POINT };

namespace detail {

template <class To, class From> To bitsAs(From F) {
  static_assert(sizeof(To) == sizeof(From), "axlcub: UnsignedBits and T differ in size");
  To R;
  std::memcpy(static_cast<void *>(&R), &F, sizeof R);
  return R;
}

template <Category C, bool P, class T> struct TraitFlags {
  static constexpr Category CATEGORY = C;
  static constexpr bool PRIMITIVE = P;
  static constexpr bool NULL_TYPE = std::is_same<T, NullType>::value;
};

/// The members of each category; NOT_A_NUMBER has only the flags.
template <Category C, bool P, class Bits, class T> struct KeyTraits : TraitFlags<C, P, T> {};

template <bool P, class Bits, class T>
struct KeyTraits<UNSIGNED_INTEGER, P, Bits, T> : TraitFlags<UNSIGNED_INTEGER, P, T> {
  using UnsignedBits = Bits;
  static constexpr Bits LOWEST_KEY = Bits(0);
  static constexpr Bits MAX_KEY = Bits(~Bits(0));
  static Bits TwiddleIn(Bits Key) { return Key; }
  static Bits TwiddleOut(Bits Key) { return Key; }
  // CUB copies MAX_KEY's bits into a bool too (0xFF): true is its meaning.
  static T Max() {
    if constexpr (std::is_same<T, bool>::value)
      return true;
    else
      return bitsAs<T>(MAX_KEY);
  }
  static T Lowest() { return bitsAs<T>(LOWEST_KEY); }
};

template <bool P, class Bits, class T>
struct KeyTraits<SIGNED_INTEGER, P, Bits, T> : TraitFlags<SIGNED_INTEGER, P, T> {
  using UnsignedBits = Bits;
  static constexpr Bits HIGH_BIT = Bits(Bits(1) << (sizeof(Bits) * 8 - 1));
  static constexpr Bits LOWEST_KEY = HIGH_BIT;
  static constexpr Bits MAX_KEY = Bits(~Bits(0) ^ HIGH_BIT);
  static Bits TwiddleIn(Bits Key) { return Bits(Key ^ HIGH_BIT); }
  static Bits TwiddleOut(Bits Key) { return Bits(Key ^ HIGH_BIT); }
  static T Max() { return bitsAs<T>(MAX_KEY); }
  static T Lowest() { return bitsAs<T>(LOWEST_KEY); }
};

template <bool P, class Bits, class T>
struct KeyTraits<FLOATING_POINT, P, Bits, T> : TraitFlags<FLOATING_POINT, P, T> {
  using UnsignedBits = Bits;
  static constexpr Bits HIGH_BIT = Bits(Bits(1) << (sizeof(Bits) * 8 - 1));
  static constexpr Bits LOWEST_KEY = Bits(~Bits(0));
  static constexpr Bits MAX_KEY = Bits(~Bits(0) ^ HIGH_BIT);
  static Bits TwiddleIn(Bits Key) {
    return Bits(Key ^ ((Key & HIGH_BIT) ? Bits(~Bits(0)) : HIGH_BIT));
  }
  static Bits TwiddleOut(Bits Key) {
    return Bits(Key ^ ((Key & HIGH_BIT) ? HIGH_BIT : Bits(~Bits(0))));
  }
  /// numeric_limits<T>::max() and lowest(), as CUB's (the backend's
  /// numerics headers give the narrow types CUDA's limits).
  static T Max() { return std::numeric_limits<T>::max(); }
  static T Lowest() { return std::numeric_limits<T>::lowest(); }
};

} // namespace detail

/// The base to derive a specialization of NumericTraits from (CUB 3's
/// parameters). As in CUB, a type that is not PRIMITIVE has the flags only.
template <Category C, bool PRIMITIVE, class UnsignedBits, class T>
struct BaseTraits
    : std::conditional_t<PRIMITIVE, detail::KeyTraits<C, true, UnsignedBits, T>,
                         detail::TraitFlags<C, false, T>> {};

template <class T> struct NumericTraits : BaseTraits<NOT_A_NUMBER, false, T, T> {};

// clang-format off
template <> struct NumericTraits<NullType> :           BaseTraits<NOT_A_NUMBER, false, NullType, NullType> {};
template <> struct NumericTraits<char> :               BaseTraits<std::numeric_limits<char>::is_signed ? SIGNED_INTEGER : UNSIGNED_INTEGER, true, unsigned char, char> {};
template <> struct NumericTraits<signed char> :        BaseTraits<SIGNED_INTEGER, true, unsigned char, signed char> {};
template <> struct NumericTraits<short> :              BaseTraits<SIGNED_INTEGER, true, unsigned short, short> {};
template <> struct NumericTraits<int> :                BaseTraits<SIGNED_INTEGER, true, unsigned int, int> {};
template <> struct NumericTraits<long> :               BaseTraits<SIGNED_INTEGER, true, unsigned long, long> {};
template <> struct NumericTraits<long long> :          BaseTraits<SIGNED_INTEGER, true, unsigned long long, long long> {};
template <> struct NumericTraits<unsigned char> :      BaseTraits<UNSIGNED_INTEGER, true, unsigned char, unsigned char> {};
template <> struct NumericTraits<unsigned short> :     BaseTraits<UNSIGNED_INTEGER, true, unsigned short, unsigned short> {};
template <> struct NumericTraits<unsigned int> :       BaseTraits<UNSIGNED_INTEGER, true, unsigned int, unsigned int> {};
template <> struct NumericTraits<unsigned long> :      BaseTraits<UNSIGNED_INTEGER, true, unsigned long, unsigned long> {};
template <> struct NumericTraits<unsigned long long> : BaseTraits<UNSIGNED_INTEGER, true, unsigned long long, unsigned long long> {};
template <> struct NumericTraits<bool> :               BaseTraits<UNSIGNED_INTEGER, true, unsigned char, bool> {};
#if defined(__SIZEOF_INT128__)
// CUB gives the 128-bit integers the members without counting them PRIMITIVE.
template <> struct NumericTraits<__int128_t> :         detail::KeyTraits<SIGNED_INTEGER, false, __uint128_t, __int128_t> {};
template <> struct NumericTraits<__uint128_t> :        detail::KeyTraits<UNSIGNED_INTEGER, false, __uint128_t, __uint128_t> {};
#endif
template <> struct NumericTraits<float> :              BaseTraits<FLOATING_POINT, true, unsigned int, float> {};
template <> struct NumericTraits<double> :             BaseTraits<FLOATING_POINT, true, unsigned long long, double> {};
template <> struct NumericTraits<__half> :             BaseTraits<FLOATING_POINT, true, unsigned short, __half> {};
template <> struct NumericTraits<__axl_bfloat16> :     BaseTraits<FLOATING_POINT, true, unsigned short, __axl_bfloat16> {};
template <> struct NumericTraits<__axl_fp8_e4m3> :     BaseTraits<FLOATING_POINT, true, __axl_fp8_storage_t, __axl_fp8_e4m3> {};
template <> struct NumericTraits<__axl_fp8_e5m2> :     BaseTraits<FLOATING_POINT, true, __axl_fp8_storage_t, __axl_fp8_e5m2> {};
// clang-format on

template <class T> struct Traits : NumericTraits<std::remove_cv_t<T>> {};

} // namespace axlcub
