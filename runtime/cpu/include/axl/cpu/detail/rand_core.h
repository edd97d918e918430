// CPU backend: the arithmetic of cuRAND's generators and distributions,
// shared by the device API (<axl/cpu/rand_kernel.h>) and the host API
// (src/libs/rand_generator.cpp). Plain integers and floats, no vector types.
//
// Bit-exact with cuRAND's device code: Philox4x32-10 (Salmon et al., SC'11,
// cuRAND's key schedule and counter layout), XORWOW (Marsaglia 2003 with
// cuRAND's seeding), the uniform conversions. Box-Muller matches cuRAND's
// formulas and the FMA that nvcc forms in `y * K + K / 2`; its logf, sinf and
// cosf are the host's, so normals may differ from a GPU's in the last bits
// (the GPU uses the __sincosf intrinsic).
#pragma once
#include <cmath>
#include <cstdint>

namespace axl::cpu::detail::rand {

constexpr uint32_t PhiloxW0 = 0x9E3779B9u; // golden ratio
constexpr uint32_t PhiloxW1 = 0xBB67AE85u; // sqrt(3) - 1
constexpr uint32_t PhiloxM0 = 0xD2511F53u;
constexpr uint32_t PhiloxM1 = 0xCD9E8D57u;

/// Philox4x32 with 10 rounds: Out = bijection_Key(Ctr).
inline void philox4x32_10(const uint32_t Ctr[4], uint32_t K0, uint32_t K1,
                          uint32_t Out[4]) {
  uint32_t C0 = Ctr[0], C1 = Ctr[1], C2 = Ctr[2], C3 = Ctr[3];
  for (int Round = 0; Round < 10; ++Round) {
    if (Round) {
      K0 += PhiloxW0;
      K1 += PhiloxW1;
    }
    const uint64_t P0 = uint64_t(PhiloxM0) * C0;
    const uint64_t P1 = uint64_t(PhiloxM1) * C2;
    const uint32_t N0 = uint32_t(P1 >> 32) ^ C1 ^ K0;
    const uint32_t N1 = uint32_t(P1);
    const uint32_t N2 = uint32_t(P0 >> 32) ^ C3 ^ K1;
    const uint32_t N3 = uint32_t(P0);
    C0 = N0;
    C1 = N1;
    C2 = N2;
    C3 = N3;
  }
  Out[0] = C0;
  Out[1] = C1;
  Out[2] = C2;
  Out[3] = C3;
}

/// Adds N to the low 64 bits of the 128-bit counter with cuRAND's carry
/// rule (Philox_State_Incr): the carry into the high half is propagated as
/// cuRAND does, including its test `NHi <= C[1]`.
inline void philoxAdd(uint32_t C[4], uint64_t N) {
  const uint32_t NLo = uint32_t(N);
  uint32_t NHi = uint32_t(N >> 32);
  C[0] += NLo;
  if (C[0] < NLo)
    ++NHi;
  C[1] += NHi;
  if (NHi <= C[1])
    return;
  if (++C[2])
    return;
  ++C[3];
}

/// Adds N to the high 64 bits of the counter (a subsequence jump).
inline void philoxAddHigh(uint32_t C[4], uint64_t N) {
  const uint32_t NLo = uint32_t(N);
  uint32_t NHi = uint32_t(N >> 32);
  C[2] += NLo;
  if (C[2] < NLo)
    ++NHi;
  C[3] += NHi;
}

/// Increments the 128-bit counter by one.
inline void philoxIncrement(uint32_t C[4]) {
  if (++C[0])
    return;
  if (++C[1])
    return;
  if (++C[2])
    return;
  ++C[3];
}

/// One XORWOW step (Marsaglia, "Xorshift RNGs", 2003, p. 5): V is the
/// xorshift state, D the Weyl sequence; returns V[4] + D.
inline uint32_t xorwowNext(uint32_t V[5], uint32_t &D) {
  const uint32_t T = V[0] ^ (V[0] >> 2);
  V[0] = V[1];
  V[1] = V[2];
  V[2] = V[3];
  V[3] = V[4];
  V[4] = (V[4] ^ (V[4] << 4)) ^ (T ^ (T << 1));
  D += 362437u;
  return V[4] + D;
}

/// cuRAND's XORWOW seeding: the seed's halves are salted and multiplied into
/// the published initial state.
inline void xorwowSeed(uint64_t Seed, uint32_t V[5], uint32_t &D) {
  const uint32_t S0 = uint32_t(Seed) ^ 0xaad26b49u;
  const uint32_t S1 = uint32_t(Seed >> 32) ^ 0xf7dcefddu;
  const uint32_t T0 = 1099087573u * S0;
  const uint32_t T1 = 2591861531u * S1;
  D = 6615241u + T1 + T0;
  V[0] = 123456789u + T0;
  V[1] = 362436069u ^ T0;
  V[2] = 521288629u + T1;
  V[3] = 88675123u ^ T1;
  V[4] = 5783321u + T0;
}

/// Advances the xorshift part V by N steps (Sequence false) or by N * 2^67
/// steps (Sequence true), by GF(2) matrix powers computed on first use
/// (src/libs/rand_xorwow.cpp). The Weyl counter is the caller's business.
void xorwowJump(uint32_t V[5], uint64_t N, bool Sequence);

/// The constants of curand_globals.h, with the same float arithmetic.
constexpr float Pow32Inv = 2.3283064e-10f; // exactly 2^-32
constexpr float Pow32Inv2Pi = 2.3283064e-10f * 6.2831855f;
constexpr double Pow32InvDouble = 2.3283064365386963e-10;
constexpr double Pow53InvDouble = 1.1102230246251565e-16;
constexpr double PiDouble = 3.1415926535897932;

/// Uniform float in (0, 1]: X * 2^-32 + 2^-33 (the product is exact, so this
/// is also what the GPU's fused multiply-add gives).
inline float uniformFloat(uint32_t X) {
  return float(X) * Pow32Inv + Pow32Inv / 2.0f;
}

/// Uniform double from one word: X * 2^-32 + 2^-32 (Philox's
/// curand_uniform_double).
inline double uniformDouble32(uint32_t X) {
  return double(X) * Pow32InvDouble + Pow32InvDouble;
}

/// Uniform double with 53 random bits from two words.
inline double uniformDouble53(uint32_t X, uint32_t Y) {
  const uint64_t Z = uint64_t(X) ^ (uint64_t(Y) << (53 - 32));
  return double(Z) * Pow53InvDouble + Pow53InvDouble / 2.0;
}

/// Box-Muller on two words: (sin, cos) of an angle times a radius.
inline void boxMuller(uint32_t X, uint32_t Y, float &First, float &Second) {
  const float U = uniformFloat(X);
  // nvcc contracts cuRAND's `y * K + K / 2` into an FMA; so does this.
  const float V = std::fma(float(Y), Pow32Inv2Pi, Pow32Inv2Pi / 2.0f);
  const float S = std::sqrt(-2.0f * std::log(U));
  First = std::sin(V) * S;
  Second = std::cos(V) * S;
}

/// Box-Muller in double on four words (53 bits for each of U and V).
inline void boxMullerDouble(uint32_t X0, uint32_t X1, uint32_t Y0, uint32_t Y1,
                            double &First, double &Second) {
  const double U = uniformDouble53(X0, X1);
  const uint64_t ZY = uint64_t(Y0) ^ (uint64_t(Y1) << (53 - 32));
  const double V = double(ZY) * (Pow53InvDouble * 2.0) + Pow53InvDouble;
  const double S = std::sqrt(-2.0 * std::log(U));
  First = std::sin(V * PiDouble) * S;
  Second = std::cos(V * PiDouble) * S;
}

/// exp(Mean + Stddev * N), with the FMA nvcc forms.
inline float logNormal(float N, float Mean, float Stddev) {
  return std::exp(std::fma(Stddev, N, Mean));
}
inline double logNormal(double N, double Mean, double Stddev) {
  return std::exp(std::fma(Stddev, N, Mean));
}

} // namespace axl::cpu::detail::rand
