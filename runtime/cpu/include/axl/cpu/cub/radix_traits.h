// CPU backend of CUB: the bit orderings CUB's radix sorts use. A key is
// turned into unsigned bits that order as the keys do (signed integers: the
// sign bit flipped; floating point: every bit flipped for negatives, the sign
// bit for the rest; -0.0 sorts as +0.0, as CUB documents), and a radix pass
// over bits [begin_bit, end_bit) compares those bits only.
#pragma once
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace axlcub::detail {

template <class Key> struct RadixTraits {
  static_assert(std::is_arithmetic<Key>::value && !std::is_same<Key, bool>::value,
                "axl cpu backend: axlcub radix sorts take integer and floating-point keys "
                "(half, bfloat16 and custom keys are not supported)");
  using Bits = std::conditional_t<
      sizeof(Key) == 1, uint8_t,
      std::conditional_t<sizeof(Key) == 2, uint16_t,
                         std::conditional_t<sizeof(Key) == 4, uint32_t, uint64_t>>>;
  static constexpr int BITS = int(sizeof(Key) * 8);
  static constexpr Bits HIGH = Bits(Bits(1) << (BITS - 1));

  static Bits ordered(Key K) {
    Bits B;
    std::memcpy(&B, &K, sizeof B);
    if constexpr (std::is_floating_point<Key>::value) {
      if (B == HIGH) // -0.0
        B = 0;
      return (B & HIGH) ? Bits(~B) : Bits(B ^ HIGH);
    } else if constexpr (std::is_signed<Key>::value) {
      return Bits(B ^ HIGH);
    } else {
      return B;
    }
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
