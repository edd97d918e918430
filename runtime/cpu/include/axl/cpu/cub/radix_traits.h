// CPU backend of CUB: the bit orderings CUB's radix sorts use. A key is
// turned into unsigned bits that order as the keys do (Traits<Key>::TwiddleIn,
// numeric_traits.h), -0.0 first made +0.0 as CUB's sorts do, and a radix
// pass over bits [begin_bit, end_bit) compares those bits only.
#pragma once
#include <axl/cpu/cub/numeric_traits.h>

#include <cstring>
#include <type_traits>

namespace axlcub::detail {

template <class Key> struct RadixTraits {
  using KeyTraits = NumericTraits<Key>;
  static_assert(std::is_arithmetic<Key>::value && !std::is_same<Key, bool>::value &&
                    KeyTraits::CATEGORY != NOT_A_NUMBER,
                "axl cpu backend: axlcub radix sorts take integer and floating-point keys "
                "(half, bfloat16 and custom keys are not supported)");
  using Bits = typename KeyTraits::UnsignedBits;
  static constexpr int BITS = int(sizeof(Key) * 8);

  static Bits ordered(Key K) {
    Bits B;
    std::memcpy(&B, &K, sizeof B);
    if constexpr (KeyTraits::CATEGORY == FLOATING_POINT) {
      if (B == KeyTraits::HIGH_BIT) // -0.0
        B = 0;
    }
    return KeyTraits::TwiddleIn(B);
  }
  /// The bits of `K` that a sort over [Begin, End) looks at.
  static Bits digits(Key K, int Begin, int End) {
    Bits B = ordered(K);
    int Width = End - Begin;
    if (Width <= 0 || Begin >= BITS)
      return 0;
    B = Bits(B >> Begin);
    if (Width < BITS)
      B = Bits(B & Bits((Bits(1) << Width) - 1));
    return B;
  }
};

} // namespace axlcub::detail
