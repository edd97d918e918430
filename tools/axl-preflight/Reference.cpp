//===- Reference.cpp - preflight's own numerics oracle --------------------===//
#include "Reference.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace axl::preflight {
namespace {

struct Fp8Layout {
  int ManBits, Bias;
  uint8_t MaxCode; ///< the largest finite magnitude's code
};

Fp8Layout layoutOf(Fp8Format F) {
  return F == Fp8Format::E4M3 ? Fp8Layout{3, 7, 0x7E} : Fp8Layout{2, 15, 0x7B};
}

uint32_t floatBits(float X) {
  uint32_t Bits;
  std::memcpy(&Bits, &X, sizeof Bits);
  return Bits;
}

float bitsFloat(uint32_t Bits) {
  float X;
  std::memcpy(&X, &Bits, sizeof X);
  return X;
}

} // namespace

bool isFp8NaN(Fp8Format F, uint8_t Code) {
  const uint8_t Magnitude = Code & 0x7F;
  return F == Fp8Format::E4M3 ? Magnitude == 0x7F : Magnitude > 0x7C;
}

double decodeFp8(Fp8Format F, uint8_t Code) {
  if (isFp8NaN(F, Code))
    return std::numeric_limits<double>::quiet_NaN();
  const Fp8Layout L = layoutOf(F);
  const double Sign = Code & 0x80 ? -1.0 : 1.0;
  const int Exp = (Code & 0x7F) >> L.ManBits;
  const int Man = Code & ((1 << L.ManBits) - 1);
  if (F == Fp8Format::E5M2 && Exp == 31)
    return Sign * std::numeric_limits<double>::infinity();
  if (Exp == 0) // subnormal: Man units of 2^(1 - Bias - ManBits)
    return Sign * std::ldexp(Man, 1 - L.Bias - L.ManBits);
  return Sign * std::ldexp((1 << L.ManBits) + Man, Exp - L.Bias - L.ManBits);
}

uint8_t encodeFp8(Fp8Format F, float X) {
  if (std::isnan(X))
    return 0x7F;
  const Fp8Layout L = layoutOf(F);
  const uint8_t Sign = std::signbit(X) ? 0x80 : 0x00;
  const double A = std::fabs(double(X));
  if (A >= decodeFp8(F, L.MaxCode))
    return Sign | L.MaxCode;
  // Magnitude codes increase with their values: find the last one not above
  // A; A lies in [value(C), value(C + 1)).
  uint8_t C = 0;
  while (decodeFp8(F, uint8_t(C + 1)) <= A)
    ++C;
  const double Below = A - decodeFp8(F, C);
  const double Above = decodeFp8(F, uint8_t(C + 1)) - A;
  if (Below < Above || (Below == Above && C % 2 == 0))
    return Sign | C;
  return Sign | uint8_t(C + 1);
}

float decodeBf16(uint16_t Bits) {
  const float Sign = Bits & 0x8000 ? -1.0f : 1.0f;
  const int Exp = (Bits >> 7) & 0xFF;
  const int Man = Bits & 0x7F;
  if (Exp == 0xFF)
    return Man ? std::numeric_limits<float>::quiet_NaN()
               : Sign * std::numeric_limits<float>::infinity();
  if (Exp == 0)
    return Sign * float(std::ldexp(Man, -126 - 7));
  return Sign * float(std::ldexp(128 + Man, Exp - 127 - 7));
}

uint16_t encodeBf16(float X) {
  if (std::isnan(X))
    return 0x7FC0;
  const uint32_t Bits = floatBits(X);
  const uint16_t Sign = uint16_t(Bits >> 16 & 0x8000);
  const uint32_t Abs = Bits & 0x7FFFFFFF;
  // BF16 codes are float's upper halves: the magnitude lies between the
  // truncated code T and T + 1 (0x7F80, infinity, counts as 2^128 here,
  // where IEEE rounding puts the overflow threshold).
  const uint16_t T = uint16_t(Abs >> 16);
  if ((Abs & 0xFFFF) == 0)
    return Sign | T;
  const double A = std::fabs(double(X));
  const double Low = std::fabs(double(decodeBf16(T)));
  const double High =
      T + 1 == 0x7F80 ? std::ldexp(1.0, 128) : double(decodeBf16(T + 1));
  const double Below = A - Low, Above = High - A;
  if (Below < Above || (Below == Above && T % 2 == 0))
    return Sign | T;
  return Sign | uint16_t(T + 1);
}

std::string selfCheck() {
  const float Inf = std::numeric_limits<float>::infinity();
  struct Fp8Pair {
    Fp8Format F;
    float X;
    uint8_t Code;
  };
  // From the formats' definitions (OCP FP8, CUDA's cuda_fp8.h).
  const Fp8Pair Fp8Pairs[] = {
      {Fp8Format::E4M3, 1.0f, 0x38},     {Fp8Format::E4M3, 448.0f, 0x7E},
      {Fp8Format::E4M3, -0.0f, 0x80},    {Fp8Format::E4M3, 0x1p-9f, 0x01},
      {Fp8Format::E4M3, 0x1p-10f, 0x00}, {Fp8Format::E4M3, 1.0625f, 0x38},
      {Fp8Format::E4M3, 1.1875f, 0x3A},  {Fp8Format::E4M3, 1e9f, 0x7E},
      {Fp8Format::E4M3, -Inf, 0xFE},     {Fp8Format::E5M2, 57344.0f, 0x7B},
      {Fp8Format::E5M2, 1.0f, 0x3C},     {Fp8Format::E5M2, 0x1p-16f, 0x01},
      {Fp8Format::E5M2, 61440.0f, 0x7B}, {Fp8Format::E5M2, Inf, 0x7B},
      {Fp8Format::E5M2, -1.5f, 0xBE},    {Fp8Format::E5M2, 1.125f, 0x3C},
  };
  char Buf[160];
  for (const Fp8Pair &P : Fp8Pairs) {
    const char *Name = P.F == Fp8Format::E4M3 ? "E4M3" : "E5M2";
    if (encodeFp8(P.F, P.X) != P.Code) {
      std::snprintf(Buf, sizeof Buf, "%s(%a) is 0x%02X, not 0x%02X", Name,
                    double(P.X), encodeFp8(P.F, P.X), P.Code);
      return Buf;
    }
    if (encodeFp8(P.F, float(decodeFp8(P.F, P.Code))) != P.Code) {
      std::snprintf(Buf, sizeof Buf, "%s 0x%02X does not decode to itself",
                    Name, P.Code);
      return Buf;
    }
  }
  if (decodeFp8(Fp8Format::E4M3, 0x7E) != 448.0 ||
      decodeFp8(Fp8Format::E4M3, 0x01) != 0x1p-9 ||
      !std::isnan(decodeFp8(Fp8Format::E4M3, 0xFF)) ||
      decodeFp8(Fp8Format::E5M2, 0x7C) != HUGE_VAL ||
      !std::isnan(decodeFp8(Fp8Format::E5M2, 0x7D)))
    return "FP8 decoding of 0x7E, 0x01, 0xFF (E4M3), 0x7C, 0x7D (E5M2)";
  struct Bf16Pair {
    float X;
    uint16_t Bits;
  };
  const Bf16Pair Bf16Pairs[] = {
      {1.0f, 0x3F80},
      {-2.0f, 0xC000},
      {1.00390625f, 0x3F80},
      {1.01171875f, 0x3F82},           // ties 1 + 2^-8, 1 + 3 * 2^-8
      {bitsFloat(0x7F7F8000), 0x7F80}, // halfway to 2^128
      {bitsFloat(0x7F7F7FFF), 0x7F7F},
      {Inf, 0x7F80},
      {bitsFloat(0x00018000), 0x0002}, // subnormal tie, to even
  };
  for (const Bf16Pair &P : Bf16Pairs) {
    if (encodeBf16(P.X) != P.Bits) {
      std::snprintf(Buf, sizeof Buf, "BF16(%a) is 0x%04X, not 0x%04X",
                    double(P.X), encodeBf16(P.X), P.Bits);
      return Buf;
    }
    if (floatBits(decodeBf16(P.Bits)) != uint32_t(P.Bits) << 16)
      return "BF16 decoding is not the upper half of a float";
  }
  return "";
}

std::vector<float> conversionInputs() {
  const float Inf = std::numeric_limits<float>::infinity();
  const float NaN = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> In = {
      0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 3.0f, -0.3f,
      // E4M3: largest, past it, halfway to the next binade's step, way past
      448.0f, -448.0f, 449.0f, 464.0f, 480.0f, 1000.0f, -1e6f,
      // E5M2: largest, halfway past it, past it
      57344.0f, 61440.0f, -65536.0f, 1e30f, std::numeric_limits<float>::max(),
      Inf, -Inf, NaN, -NaN,
      // ties to even, E4M3 then E5M2
      1.0625f, 1.1875f, -1.0625f, 1.125f, 1.375f, 240.0f + 8.0f,
      // E4M3 subnormals: smallest, half of it (tie to 0), 1.5 of it (tie to
      // 2 units), largest, smallest normal, just below half the smallest
      0x1p-9f, 0x1p-10f, 0x3p-10f, 0x7p-9f, 0x1p-6f, -0x1.fffffep-11f,
      // E5M2 subnormals, likewise
      0x1p-16f, 0x1p-17f, -0x3p-17f, 0x3p-16f, 0x1p-14f,
      // BF16: ties 1 + 2^-8 and 1 + 3 * 2^-8, halfway to 2^128, just below,
      // float subnormals, the largest float below one
      1.00390625f, 1.01171875f, bitsFloat(0x7F7F8000), bitsFloat(0x7F7F7FFF),
      bitsFloat(0x00018000), bitsFloat(0x80012345), 0x1.fffffep-1f, 3.14159265f,
      1.0f / 3.0f, 65504.0f, 1e-3f};
  // A spread of signs, exponents and mantissas (a fixed LCG).
  uint32_t State = 12345u;
  for (int I = 0; I < 64; ++I) {
    State = State * 1664525u + 1013904223u;
    const uint32_t Exp = 127 - 24 + (State >> 8) % 44; // 2^-24 .. 2^19
    State = State * 1664525u + 1013904223u;
    In.push_back(
        bitsFloat((State & 0x80000000u) | Exp << 23 | (State >> 5 & 0x7FFFFF)));
  }
  return In;
}

std::vector<uint16_t> bf16DecodeCodes() {
  // Every 257th code visits every exponent with varied mantissas; then the
  // special ones.
  std::vector<uint16_t> Codes;
  for (uint32_t C = 0; C < 0x10000; C += 257)
    Codes.push_back(uint16_t(C));
  for (uint16_t C :
       {0x8000, 0x0001, 0x807F, 0x3F80, 0x7F7F, 0x7F80, 0xFF80, 0x7FC0, 0xFFFF})
    Codes.push_back(C);
  return Codes;
}

GemmKat makeGemmKat() {
  GemmKat G;
  G.A.resize(size_t(G.K) * G.M);
  G.B.resize(size_t(G.K) * G.N);
  // Integers in [-8, 8] and [-7, 7]: exact in E4M3; |partial sums| stay
  // below 2^12, exact even in a reduced-precision accumulator.
  for (int I = 0; I < G.M; ++I)
    for (int K = 0; K < G.K; ++K)
      G.A[size_t(I) * G.K + K] =
          encodeFp8(Fp8Format::E4M3, float((3 * I + 5 * K + 1) % 17 - 8));
  for (int J = 0; J < G.N; ++J)
    for (int K = 0; K < G.K; ++K)
      G.B[size_t(J) * G.K + K] =
          encodeFp8(Fp8Format::E4M3, float((7 * J + 2 * K + 3) % 15 - 7));
  G.D.resize(size_t(G.M) * G.N);
  for (int J = 0; J < G.N; ++J)
    for (int I = 0; I < G.M; ++I) {
      double Sum = 0;
      for (int K = 0; K < G.K; ++K)
        Sum += decodeFp8(Fp8Format::E4M3, G.A[size_t(I) * G.K + K]) *
               decodeFp8(Fp8Format::E4M3, G.B[size_t(J) * G.K + K]);
      G.D[size_t(J) * G.M + I] = float(double(G.ScaleA) * G.ScaleB * Sum);
    }
  return G;
}

} // namespace axl::preflight
