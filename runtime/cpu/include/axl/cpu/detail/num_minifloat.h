// CPU backend: bit-level conversions between binary64/binary32/binary16 and
// the small floating-point formats of <axl/fp8.h>, <axl/fp6.h> and
// <axl/fp4.h> (E4M3, E5M2, E2M3, E3M2, E2M1) and the E8M0 scale format, with
// CUDA 13's rounding, saturation and NaN encodings.
//
// Written from the format definitions. tests/cpu/unit/fp8_exhaustive*.cpp
// (and the fp6/fp4 ones) prove them bit-equal to CUDA's own host
// implementations over every float, every 16-bit and every 8-bit input.
// Not a dialect header: include <axl/fp8.h>, <axl/fp6.h> or <axl/fp4.h>.
#pragma once
#include "num_core.h" // quoted: the HIP backend includes this file by path

namespace axl::cpu::num_detail {

// What a format does with a magnitude beyond its largest finite value.
enum class Overflow {
  ToNaN,      // E4M3: no infinity; S.1111.111 is its only NaN.
  ToInfinity, // E5M2: IEEE-like, with infinities and NaNs.
  Saturate,   // FP6 and FP4 have neither: always the largest finite value.
};

// A sign-magnitude binary format with an implicit leading bit and
// subnormals: 1 sign bit, ExpBits exponent bits, ManBits fraction bits.
struct MiniFormat {
  unsigned ExpBits;
  unsigned ManBits;
  int Bias;
  unsigned MaxFinite; // the magnitude code of the largest finite value
  Overflow OnOverflow;

  AXL_HOST_DEVICE constexpr unsigned signShift() const { return ExpBits + ManBits; }
  AXL_HOST_DEVICE constexpr unsigned magnitudeMask() const { return (1u << signShift()) - 1; }
  AXL_HOST_DEVICE constexpr unsigned infinityCode() const {
    return ((1u << ExpBits) - 1) << ManBits;
  }
  /// Bits per value in the packed x2/x4 forms: a byte, or a nibble (FP4).
  AXL_HOST_DEVICE constexpr unsigned slotBits() const { return signShift() < 4 ? 4 : 8; }
};

inline constexpr MiniFormat E4M3{4, 3, 7, 0x7E, Overflow::ToNaN};
inline constexpr MiniFormat E5M2{5, 2, 15, 0x7B, Overflow::ToInfinity};
inline constexpr MiniFormat E2M3{2, 3, 1, 0x1F, Overflow::Saturate};
inline constexpr MiniFormat E3M2{3, 2, 3, 0x1F, Overflow::Saturate};
inline constexpr MiniFormat E2M1{2, 1, 1, 0x07, Overflow::Saturate};

// The code of an out-of-range magnitude (infinity included).
AXL_HOST_DEVICE constexpr unsigned overflowCode(const MiniFormat &F, unsigned Sign,
                                bool SatFinite) {
  if (SatFinite || F.OnOverflow == Overflow::Saturate)
    return Sign | F.MaxFinite;
  if (F.OnOverflow == Overflow::ToNaN)
    return Sign | F.magnitudeMask();
  return Sign | F.infinityCode();
}

// Rounds the binary64 value with bits X to format F, to nearest even or
// toward zero. NaN: E4M3 gives S.1111.111; E5M2 a quiet NaN that keeps the
// sign and the leading payload bit; FP6/FP4 their largest positive value.
// Magnitudes that round to zero keep their sign.
AXL_HOST_DEVICE inline unsigned encodeDouble(const MiniFormat &F, std::uint64_t X,
                             bool SatFinite, bool TowardZero) {
  const unsigned Sign = unsigned(X >> 63) << F.signShift();
  const unsigned BiasedExp = unsigned(X >> 52) & 0x7FF;
  const std::uint64_t Fraction = X & ((std::uint64_t(1) << 52) - 1);
  if (BiasedExp == 0x7FF) {
    if (Fraction == 0)
      return overflowCode(F, Sign, SatFinite);
    switch (F.OnOverflow) {
    case Overflow::ToNaN:
      return Sign | F.magnitudeMask();
    case Overflow::ToInfinity:
      return Sign | F.infinityCode() | 1u << (F.ManBits - 1) |
             unsigned(Fraction >> (52 - F.ManBits));
    case Overflow::Saturate:
      return F.MaxFinite;
    }
  }
  // |x| = Sig * 2^(Exp - 52).
  const int Exp = BiasedExp ? int(BiasedExp) - 1023 : -1022;
  const std::uint64_t Sig =
      BiasedExp ? Fraction | std::uint64_t(1) << 52 : Fraction;
  // The target's last place at |x|: 2^(max(Exp, MinExp) - ManBits), where
  // MinExp is its smallest normal exponent (below it, subnormals).
  const int MinExp = 1 - F.Bias;
  const int ScaleExp = Exp > MinExp ? Exp : MinExp;
  const int Drop = ScaleExp - int(F.ManBits) - (Exp - 52); // >= 52 - ManBits
  if (Drop > 54) // |x| is below half the smallest subnormal
    return Sign;
  std::uint64_t Units = Sig >> Drop; // |x| in last places, truncated
  if (!TowardZero) {
    const std::uint64_t Rest = Sig & ((std::uint64_t(1) << Drop) - 1);
    const std::uint64_t Half = std::uint64_t(1) << (Drop - 1);
    if (Rest > Half || (Rest == Half && (Units & 1)))
      ++Units;
  }
  // Subnormals are Units itself; a normal value's exponent field counts the
  // binades above MinExp, and its implicit bit carries into that field.
  const std::uint64_t Magnitude =
      (std::uint64_t(ScaleExp - MinExp) << F.ManBits) + Units;
  if (Magnitude > F.MaxFinite)
    return overflowCode(F, Sign, SatFinite);
  return Sign | unsigned(Magnitude);
}

// The same rounding for a float, on its 32 bits (the exhaustive tests run
// every float through it, so it avoids the detour through binary64). CUDA's
// float conversions take every NaN as the canonical positive NaN 0x7FFFFFFF.
AXL_HOST_DEVICE inline unsigned encodeFloat(const MiniFormat &F, float V, bool SatFinite,
                            bool TowardZero) {
  const std::uint32_t Bits = bitCast<std::uint32_t>(V);
  const unsigned Sign = unsigned(Bits >> 31) << F.signShift();
  const std::uint32_t Abs = Bits & 0x7FFFFFFFu;
  if (Abs >= 0x7F800000u)
    return Abs == 0x7F800000u
               ? overflowCode(F, Sign, SatFinite)
               : encodeDouble(F, 0x7FFFFFFFE0000000u, SatFinite, TowardZero);
  // Float biased exponent of F's smallest normal, and the fraction bits
  // below F's last place in that binade and above it.
  const std::uint32_t MinNormalExp = std::uint32_t(128 - F.Bias);
  const unsigned NormalDrop = 23 - F.ManBits;
  std::uint32_t Magnitude;
  if ((Abs >> 23) >= MinNormalExp) {
    // Normal in F: round the float's own bits; a carry out of the fraction
    // bumps the exponent, as it should. Then rebias the exponent field.
    std::uint32_t R = Abs;
    if (!TowardZero)
      R += (1u << (NormalDrop - 1)) - 1 + ((R >> NormalDrop) & 1);
    Magnitude = (R >> NormalDrop) - ((127u - unsigned(F.Bias)) << F.ManBits);
  } else {
    // Subnormal in F: |x| in units of F's smallest subnormal.
    const unsigned Drop = NormalDrop + MinNormalExp - (Abs >> 23);
    if (Drop > 25) // below half the smallest subnormal (float subnormals too)
      return Sign;
    const std::uint32_t Sig = (Abs & 0x7FFFFFu) | 0x800000u;
    Magnitude = Sig >> Drop;
    if (!TowardZero) {
      const std::uint32_t Rest = Sig & ((1u << Drop) - 1);
      const std::uint32_t Half = 1u << (Drop - 1);
      if (Rest > Half || (Rest == Half && (Magnitude & 1)))
        ++Magnitude;
    }
  }
  if (Magnitude > F.MaxFinite)
    return overflowCode(F, Sign, SatFinite);
  return Sign | Magnitude;
}

AXL_HOST_DEVICE constexpr bool isNaNCode(const MiniFormat &F, unsigned Code) {
  const unsigned Magnitude = Code & F.magnitudeMask();
  return (F.OnOverflow == Overflow::ToNaN && Magnitude == F.magnitudeMask()) ||
         (F.OnOverflow == Overflow::ToInfinity && Magnitude > F.infinityCode());
}

// The binary16 bits of format F's code (bits above the format's width are
// ignored). Every value of these formats is exact in binary16; NaN becomes
// the canonical 0x7FFF, without its sign.
AXL_HOST_DEVICE inline std::uint16_t decodeToHalf(const MiniFormat &F, unsigned Code) {
  const unsigned Magnitude = Code & F.magnitudeMask();
  const std::uint16_t Sign = std::uint16_t((Code >> F.signShift() & 1u) << 15);
  if (isNaNCode(F, Code))
    return 0x7FFF;
  if (F.ExpBits == 5) // binary16's own exponent: widen the fraction in place
    return std::uint16_t(Sign | Magnitude << (10 - F.ManBits));
  if (Magnitude == 0)
    return Sign;
  unsigned ExpField = Magnitude >> F.ManBits;
  unsigned Man = Magnitude & ((1u << F.ManBits) - 1);
  int Exp = int(ExpField) - F.Bias;
  if (ExpField == 0) { // subnormal: normalize, it is normal in binary16
    Exp = 1 - F.Bias;
    while (!(Man >> F.ManBits)) {
      Man <<= 1;
      --Exp;
    }
    Man &= (1u << F.ManBits) - 1;
  }
  return std::uint16_t(Sign | unsigned(Exp + 15) << 10 |
                       Man << (10 - F.ManBits));
}

// E8M0: an unsigned power of two 2^(Code - 127) for Code 0..254; 0xFF is
// NaN. Conversions take |x| to a power of two, rounding the exponent down
// (toward zero) or up (toward +inf), clip below at 2^-127 (code 0), and give
// 0xFF (NaN) above 2^127 unless SatFinite clips them to 2^127 (0xFE).
AXL_HOST_DEVICE inline std::uint8_t e8m0FromFloatBits(std::uint32_t X, bool SatFinite,
                                      bool RoundUp) {
  const std::uint32_t Abs = X & 0x7FFFFFFFu;
  if (Abs > 0x7F800000u)
    return 0xFF;
  unsigned Code = Abs >> 23; // floor(log2|x|) + 127; 0 for subnormals
  if (RoundUp && Abs < 0x7F800000u) {
    const bool PowerOfTwo = (Abs & 0x7FFFFFu) == 0;
    if (Code == 0)
      Code = Abs > 0x00400000u; // 2^-127 is 0x00400000
    else if (!PowerOfTwo)
      ++Code;
  }
  if (Code == 0xFF && SatFinite)
    Code = 0xFE;
  return std::uint8_t(Code);
}

// Rounds a double to float "to odd": truncate the magnitude and, if that was
// inexact, set the last bit. A later rounding of the float to E8M0 (far
// fewer bits) then equals a direct rounding of the double. This is how CUDA
// converts doubles to E8M0, with one visible consequence: finite doubles
// beyond FLT_MAX become FLT_MAX, so toward zero they give 2^127 (0xFE), not
// an overflow.
AXL_HOST_DEVICE inline std::uint32_t roundToOddFloatBits(double D) {
  const float F = float(D);
  std::uint32_t U = bitCast<std::uint32_t>(F);
  if (F != F || double(F) == D)
    return U;
  const double AbsF = F < 0 ? -double(F) : double(F);
  const double AbsD = D < 0 ? -D : D;
  if (AbsF > AbsD)
    --U; // rounded away from zero: step back to the truncation
  return U | 1u;
}

// E8M0 -> bfloat16 bits: exact; code 0 (2^-127) is a bfloat16 subnormal.
AXL_HOST_DEVICE constexpr std::uint16_t e8m0ToBf16Bits(std::uint8_t Code) {
  return Code == 0xFF ? 0x7FFF : Code == 0 ? 0x0040 : std::uint16_t(Code << 7);
}

// The E8M0 code of 2^ceil(log2 |V|) for an integer, 2^-127 for zero.
AXL_HOST_DEVICE constexpr std::uint8_t e8m0CeilOfMagnitude(std::uint64_t Abs) {
  if (Abs <= 1)
    return Abs ? 127 : 0;
  return std::uint8_t(127 + 64 - __builtin_clzll(Abs - 1));
}

} // namespace axl::cpu::num_detail
