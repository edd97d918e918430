// CPU backend numerics: rounding an exact value to a binary floating-point
// format (binary16, bfloat16, binary32, binary64) in the four IEEE rounding
// modes, and float-to-integer conversions with the GPU's saturation and NaN
// rules. Not a dialect header: include <axl/fp16.h>, <axl/bf16.h> or
// <axl/runtime.h>.
//
// The public types and functions of the numerics headers live in
// namespace axl::cpu::num, brought to global scope by a using-directive in
// the dialect headers, so their mangled names differ from CUDA's own
// __half, __float2half, ... and both can be linked into one program (the
// exhaustive tests do exactly that). Internals live here, in
// axl::cpu::num_detail, which is not brought to global scope.
#pragma once
#include <axl/detail/host_device.h>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace axl::cpu::num {}
namespace axl::cpu::num_detail {

/// The conversions sit in kernels' inner loops: inlined, their rounding
/// mode folds away.
#define AXL_NUM_INLINE AXL_HOST_DEVICE inline __attribute__((always_inline))

/// The IEEE rounding-direction attributes, named after CUDA's suffixes.
enum class Round { Nearest /*_rn*/, Zero /*_rz*/, Down /*_rd*/, Up /*_ru*/ };

template <class To, class From> AXL_HOST_DEVICE inline To bitCast(const From &F) {
  static_assert(sizeof(To) == sizeof(From), "bitCast between different sizes");
  To T;
  __builtin_memcpy(&T, &F, sizeof(To)); // std::memcpy is host-only under HIP
  return T;
}

// 128-bit integers (a GCC/Clang extension; __extension__ keeps -Wpedantic
// quiet).
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

AXL_HOST_DEVICE inline int topBit(std::uint64_t V) { return 63 - __builtin_clzll(V); }

/// A binary interchange format: ExpBits exponent bits (bias
/// 2^(ExpBits-1)-1, all ones = Inf/NaN), ManBits fraction bits, gradual
/// underflow. binary16 is <5, 10>, bfloat16 <8, 7>, binary32 <8, 23>.
template <int ExpBits, int ManBits> struct Format {
  static constexpr int Man = ManBits;
  static constexpr int Bias = (1 << (ExpBits - 1)) - 1;
  static constexpr int MinExp = 1 - Bias; ///< exponent of the smallest normal
  static constexpr std::uint64_t InfBits = ((std::uint64_t(1) << ExpBits) - 1)
                                           << ManBits;
  static constexpr std::uint64_t SignBit = std::uint64_t(1)
                                           << (ExpBits + ManBits);
  static constexpr std::uint64_t MaxFinite = InfBits - 1;
};
using HalfFormat = Format<5, 10>;
using Bf16Format = Format<8, 7>;
using FloatFormat = Format<8, 23>;
using DoubleFormat = Format<11, 52>;

/// CUDA's canonical NaN for both 16-bit formats (what its conversions return
/// for any NaN input).
constexpr std::uint16_t CanonicalNaN16 = 0x7fff;

/// Rounds the exact value (-1)^Neg * Sig * 2^Exp2 to format F in the given
/// mode and returns its encoding. Overflow gives Inf or the largest finite
/// value as IEEE says (RN: Inf; RZ: max; RU/RD: Inf in the rounding
/// direction, max away from it); underflow is gradual.
template <class F>
AXL_NUM_INLINE std::uint64_t roundExact(bool Neg, std::uint64_t Sig, int Exp2,
                                        Round Mode) {
  const std::uint64_t Sign = Neg ? F::SignBit : 0;
  if (Sig == 0)
    return Sign;
  const int E = topBit(Sig) + Exp2; // exponent of the value's leading bit
  const int Scale = E > F::MinExp ? E : F::MinExp; // the result's exponent
  // The result's quantum is 2^(Scale - Man): shift the significand so that
  // its integer part N counts quanta and the bits shifted out are the rest.
  const int Shift = Scale - F::Man - Exp2;
  std::uint64_t N;
  bool Above = false, Tie = false, Inexact = false;
  if (Shift <= 0) {
    N = Sig << -Shift; // exact: the value has at most Man + 1 bits
  } else if (Shift < 64) {
    N = Sig >> Shift;
    const std::uint64_t Rem = Sig & ((std::uint64_t(1) << Shift) - 1);
    const std::uint64_t Half = std::uint64_t(1) << (Shift - 1);
    Inexact = Rem != 0;
    Above = Rem > Half;
    Tie = Rem == Half;
  } else {
    N = 0; // the whole value lies below half a quantum
    Inexact = true;
  }
  bool Up = false;
  switch (Mode) {
  case Round::Nearest:
    Up = Above || (Tie && (N & 1));
    break;
  case Round::Zero:
    break;
  case Round::Down:
    Up = Inexact && Neg;
    break;
  case Round::Up:
    Up = Inexact && !Neg;
    break;
  }
  // The encoding is continuous across the subnormal/normal boundary and
  // across binades: a carry out of the fraction bumps the exponent.
  const std::uint64_t Bits =
      (static_cast<std::uint64_t>(Scale + F::Bias - 1) << F::Man) + N + Up;
  if (Bits >= F::InfBits) {
    const bool ToInf = Mode == Round::Nearest || (Mode == Round::Up && !Neg) ||
                       (Mode == Round::Down && Neg);
    return Sign | (ToInf ? F::InfBits : F::MaxFinite);
  }
  return Sign | Bits;
}

/// Rounds a double to the 16-bit format F (binary16 or bfloat16); a NaN
/// becomes CUDA's canonical 0x7fff.
template <class F>
AXL_NUM_INLINE std::uint16_t roundDouble(double X, Round Mode) {
  const auto U = bitCast<std::uint64_t>(X);
  const bool Neg = U >> 63;
  const int BiasedExp = static_cast<int>((U >> 52) & 0x7ff);
  const std::uint64_t Frac = U & ((std::uint64_t(1) << 52) - 1);
  if (BiasedExp == 0x7ff)
    return Frac ? CanonicalNaN16
                : static_cast<std::uint16_t>((Neg ? F::SignBit : 0) | F::InfBits);
  if (BiasedExp == 0) // zero or a double subnormal (tiny for any 16-bit format)
    return static_cast<std::uint16_t>(roundExact<F>(Neg, Frac, -1074, Mode));
  return static_cast<std::uint16_t>(roundExact<F>(
      Neg, Frac | (std::uint64_t(1) << 52), BiasedExp - 1075, Mode));
}

/// Rounds an integer to format F (any width up to binary64).
template <class F, class Int>
AXL_HOST_DEVICE inline std::uint64_t roundInteger(Int I, Round Mode) {
  static_assert(std::is_integral<Int>::value, "integer input expected");
  const bool Neg = I < 0;
  // Magnitude without overflow for the most negative value.
  const std::uint64_t Mag =
      Neg ? std::uint64_t(0) - static_cast<std::uint64_t>(I)
          : static_cast<std::uint64_t>(I);
  return roundExact<F>(Neg, Mag, 0, Mode);
}

/// Rounds X to an integral value in the given mode (X finite).
AXL_HOST_DEVICE inline double roundIntegral(double X, Round Mode) {
  switch (Mode) {
  case Round::Zero:
    return std::trunc(X);
  case Round::Down:
    return std::floor(X);
  case Round::Up:
    return std::ceil(X);
  case Round::Nearest:
    break;
  }
  const double Floor = std::floor(X);
  const double Diff = X - Floor; // exact
  if (Diff > 0.5 || (Diff == 0.5 && std::fmod(Floor, 2.0) != 0.0))
    return Floor + 1.0;
  return Floor;
}

/// Converts X to integer type Int as the GPU's cvt.{rni,rzi,rmi,rpi}
/// instructions do: round in the given mode, saturate to Int's range; a NaN
/// gives 0, except for 64-bit results, where it gives 0x8000000000000000
/// (also for unsigned, as the GPU does).
template <class Int> AXL_HOST_DEVICE inline Int toInteger(double X, Round Mode) {
  static_assert(std::is_integral<Int>::value, "integer result expected");
  if (std::isnan(X))
    return sizeof(Int) == 8 ? static_cast<Int>(std::uint64_t(1) << 63)
                            : Int(0);
  const double R = roundIntegral(X, Mode);
  // Int's limits as doubles: the minimum is exact (0 or -2^(bits-1)); the
  // maximum + 1 is an exact power of two.
  const double Min = static_cast<double>(std::numeric_limits<Int>::min());
  const double MaxPlus1 =
      std::ldexp(1.0, std::numeric_limits<Int>::digits);
  if (R < Min)
    return std::numeric_limits<Int>::min();
  if (R >= MaxPlus1)
    return std::numeric_limits<Int>::max();
  return static_cast<Int>(R);
}

} // namespace axl::cpu::num_detail

#undef AXL_NUM_INLINE
