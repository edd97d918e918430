// Reading and writing the matrix element types of the BLAS libraries:
// exact decoding to double, and rounding a float to the storage type as
// CUDA's conversions do (round to nearest even; FP16 overflows to infinity;
// FP8 saturates to the largest finite value, NaN -> 0x7f, like
// __nv_cvt_float_to_fp8(x, __NV_SATFINITE, ...)). Private to the libraries.
#pragma once
#include <axl/cpu/library_types.h>

#include <cmath>
#include <cstdint>
#include <cstring>

namespace axl::cpu::libs {

inline uint32_t floatBits(float F) {
  uint32_t U;
  std::memcpy(&U, &F, sizeof U);
  return U;
}

inline float bitsFloat(uint32_t U) {
  float F;
  std::memcpy(&F, &U, sizeof F);
  return F;
}

/// A small binary format below binary32: Man fraction bits, smallest normal
/// exponent MinExp, largest finite magnitude code MaxCode; Saturate: finite
/// overflow (and infinity) -> MaxCode, else -> InfCode; NaN -> NanCode.
struct SmallFormat {
  int Man;
  int MinExp;
  uint32_t MaxCode, InfCode, NanCode;
  int SignShift;
  bool Saturate;
};

constexpr SmallFormat Fp16Format{10, -14, 0x7bff, 0x7c00, 0x7fff, 15, false};
constexpr SmallFormat E4M3Format{3, -6, 0x7e, 0x7e, 0x7f, 7, true};
constexpr SmallFormat E5M2Format{2, -14, 0x7b, 0x7c, 0x7f, 7, true};

/// float -> Fmt, round to nearest even. Float subnormals are far below the
/// smallest subnormal of these formats: they round to a signed zero.
inline uint32_t roundToSmall(float X, const SmallFormat &Fmt) {
  const uint32_t Bits = floatBits(X);
  const uint32_t Sign = (Bits >> 31) << Fmt.SignShift;
  const uint32_t Abs = Bits & 0x7fffffffu;
  if (Abs > 0x7f800000u)
    return Fmt.NanCode;
  if (Abs == 0x7f800000u)
    return Sign | (Fmt.Saturate ? Fmt.MaxCode : Fmt.InfCode);
  if (Abs < 0x00800000u)
    return Sign;
  const int Exp = int(Abs >> 23) - 127;
  const uint32_t Sig = (Abs & 0x007fffffu) | 0x00800000u;
  const int BelowNormal = Exp < Fmt.MinExp ? Fmt.MinExp - Exp : 0;
  const int Shift = 23 - Fmt.Man + BelowNormal;
  uint32_t Q = 0;
  if (Shift < 32) {
    Q = Sig >> Shift;
    const uint32_t Rem = Sig & ((1u << Shift) - 1);
    const uint32_t Half = 1u << (Shift - 1);
    if (Rem > Half || (Rem == Half && (Q & 1)))
      ++Q;
  }
  // A carry out of the significand moves into the exponent field by itself.
  uint32_t Code = BelowNormal ? Q : (uint32_t(Exp - Fmt.MinExp) << Fmt.Man) + Q;
  if (Code > Fmt.MaxCode)
    Code = Fmt.Saturate ? Fmt.MaxCode : Fmt.InfCode;
  return Sign | Code;
}

/// Exact value of a code of a format with Exp exponent bits (bias
/// 2^(Exp-1) - 1) and Man fraction bits; E4M3 has no infinities and its
/// only NaN is S.1111.111.
inline double decodeSmall(uint32_t Code, int ExpBits, int Man, bool E4M3) {
  const uint32_t Mask = (1u << (ExpBits + Man)) - 1;
  const double Sign = (Code >> (ExpBits + Man)) & 1 ? -1.0 : 1.0;
  const uint32_t Mag = Code & Mask;
  const uint32_t ExpField = Mag >> Man;
  const uint32_t Frac = Mag & ((1u << Man) - 1);
  const int Bias = (1 << (ExpBits - 1)) - 1;
  if (E4M3 ? Mag == Mask : ExpField == (1u << ExpBits) - 1)
    return (Frac || E4M3) ? NAN : Sign * INFINITY;
  if (ExpField == 0)
    return Sign * std::ldexp(double(Frac), 1 - Bias - Man);
  return Sign *
         std::ldexp(double(Frac | (1u << Man)), int(ExpField) - Bias - Man);
}

inline uint16_t floatToBf16(float X) {
  const uint32_t U = floatBits(X);
  if ((U & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((U >> 16) | 0x40); // NaN stays NaN, quiet
  return uint16_t((U + 0x7fffu + ((U >> 16) & 1)) >> 16);
}

/// Bytes per element of the types the libraries read and write; 0 for the
/// others.
inline size_t elementSize(axlDataType_t T) {
  switch (T) {
  case AXL_R_64F:
    return 8;
  case AXL_R_32F:
    return 4;
  case AXL_R_16F:
  case AXL_R_16BF:
    return 2;
  case AXL_R_8F_E4M3:
  case AXL_R_8F_E5M2:
    return 1;
  default:
    return 0;
  }
}

inline double loadElement(const void *Base, axlDataType_t T, int64_t I) {
  const unsigned char *P = static_cast<const unsigned char *>(Base);
  switch (T) {
  case AXL_R_64F: {
    double D;
    std::memcpy(&D, P + 8 * I, 8);
    return D;
  }
  case AXL_R_32F: {
    float F;
    std::memcpy(&F, P + 4 * I, 4);
    return F;
  }
  case AXL_R_16F: {
    uint16_t H;
    std::memcpy(&H, P + 2 * I, 2);
    return decodeSmall(H, 5, 10, false);
  }
  case AXL_R_16BF: {
    uint16_t B;
    std::memcpy(&B, P + 2 * I, 2);
    return bitsFloat(uint32_t(B) << 16);
  }
  case AXL_R_8F_E4M3:
    return decodeSmall(P[I], 4, 3, true);
  case AXL_R_8F_E5M2:
    return decodeSmall(P[I], 5, 2, false);
  default:
    return NAN; // never: types are checked before any work is queued
  }
}

/// Stores V (already rounded to the compute type float) as type T.
inline void storeFloat(void *Base, axlDataType_t T, int64_t I, float V) {
  unsigned char *P = static_cast<unsigned char *>(Base);
  switch (T) {
  case AXL_R_32F:
    std::memcpy(P + 4 * I, &V, 4);
    return;
  case AXL_R_16F: {
    const uint16_t H = uint16_t(roundToSmall(V, Fp16Format));
    std::memcpy(P + 2 * I, &H, 2);
    return;
  }
  case AXL_R_16BF: {
    const uint16_t B = floatToBf16(V);
    std::memcpy(P + 2 * I, &B, 2);
    return;
  }
  case AXL_R_8F_E4M3:
    P[I] = uint8_t(roundToSmall(V, E4M3Format));
    return;
  case AXL_R_8F_E5M2:
    P[I] = uint8_t(roundToSmall(V, E5M2Format));
    return;
  default:
    return; // never: types are checked before any work is queued
  }
}

} // namespace axl::cpu::libs
