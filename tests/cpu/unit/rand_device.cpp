// cuRAND's device API on the CPU backend: Philox4x32-10 against the
// Random123 known-answer vectors and against its counter definition, XORWOW
// against a plain transcription of Marsaglia's algorithm with cuRAND's
// seeding, skip-ahead against stepping, the distributions against their
// formulas, and the normal moments.
#include "libs_check.h"

#include <axl/rand_kernel.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Random123's kat_vectors for philox4x32_10 (counter, key -> output).
void philoxKnownAnswers() {
  struct Kat {
    uint32_t Ctr[4], Key[2], Out[4];
  } const Kats[] = {
      {{0, 0, 0, 0}, {0, 0}, {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
      {{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff},
       {0xffffffff, 0xffffffff},
       {0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
      {{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344},
       {0xa4093822, 0x299f31d0},
       {0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
  };
  for (const Kat &K : Kats) {
    uint32_t Out[4];
    axl::cpu::detail::rand::philox4x32_10(K.Ctr, K.Key[0], K.Key[1], Out);
    for (int I = 0; I < 4; ++I)
      LIBS_CHECK(Out[I] == K.Out[I], "philox(%08x...) word %d: %08x, want %08x",
                 K.Ctr[0], I, Out[I], K.Out[I]);
  }
  // Through the device API: seed 0, subsequence 0, offset 0 is counter 0.
  axlrandStatePhilox4_32_10_t S;
  axlrand_init(0, 0, 0, &S);
  const uint32_t Want[4] = {0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8};
  for (int I = 0; I < 4; ++I) {
    const unsigned int Got = axlrand(&S);
    LIBS_CHECK(Got == Want[I], "axlrand word %d: %08x, want %08x", I, Got,
               Want[I]);
  }
  libsSection("philox known answers");
}

/// Word P of subsequence Sub for Seed, straight from the definition:
/// counter (P / 4, Sub) as 64-bit halves, key = seed, word P % 4.
uint32_t philoxWord(uint64_t Seed, uint64_t Sub, uint64_t P) {
  const uint64_t Block = P / 4;
  const uint32_t Ctr[4] = {uint32_t(Block), uint32_t(Block >> 32),
                           uint32_t(Sub), uint32_t(Sub >> 32)};
  uint32_t Out[4];
  axl::cpu::detail::rand::philox4x32_10(Ctr, uint32_t(Seed),
                                        uint32_t(Seed >> 32), Out);
  return Out[P % 4];
}

void philoxCounterLayout() {
  const uint64_t Seed = 0x0123456789abcdefull;
  const uint64_t Subs[] = {0, 1, 7, 0xffffffffull, 0x100000001ull};
  const uint64_t Offsets[] = {0, 1, 2, 3, 5, 4096 + 3, 0x1ffffffffull};
  for (uint64_t Sub : Subs)
    for (uint64_t Off : Offsets) {
      axlrandStatePhilox4_32_10_t S;
      axlrand_init(Seed, Sub, Off, &S);
      for (uint64_t I = 0; I < 11; ++I) {
        const unsigned int Got = axlrand(&S);
        const uint32_t Want = philoxWord(Seed, Sub, Off + I);
        LIBS_CHECK(Got == Want, "sub %llu offset %llu +%llu: %08x, want %08x",
                   (unsigned long long)Sub, (unsigned long long)Off,
                   (unsigned long long)I, Got, Want);
      }
    }
  // axlrand4 from every phase, and skipahead by every residue.
  for (unsigned Phase = 0; Phase < 4; ++Phase) {
    axlrandStatePhilox4_32_10_t S;
    axlrand_init(Seed, 3, Phase, &S);
    const uint4 V = axlrand4(&S);
    const unsigned int Got[4] = {V.x, V.y, V.z, V.w};
    for (unsigned I = 0; I < 4; ++I)
      LIBS_CHECK(Got[I] == philoxWord(Seed, 3, Phase + I),
                 "axlrand4 phase %u word %u", Phase, I);
    // axlrand4 moves the counter by one block and keeps the phase.
    LIBS_CHECK(axlrand(&S) == philoxWord(Seed, 3, Phase + 4),
               "after axlrand4 phase %u", Phase);
  }
  for (unsigned long long N = 0; N < 9; ++N) {
    axlrandStatePhilox4_32_10_t A, B;
    axlrand_init(Seed, 5, 2, &A);
    axlrand_init(Seed, 5, 2, &B);
    skipahead(N, &A);
    for (unsigned long long I = 0; I < N; ++I)
      axlrand(&B);
    LIBS_CHECK(axlrand(&A) == axlrand(&B), "philox skipahead(%llu)", N);
  }
  axlrandStatePhilox4_32_10_t A, B;
  axlrand_init(Seed, 0, 0, &A);
  axlrand_init(Seed, 2, 0, &B);
  skipahead_sequence(2, &A);
  LIBS_CHECK(axlrand(&A) == axlrand(&B), "philox skipahead_sequence");
  libsSection("philox counter layout");
}

/// Marsaglia's xorwow as printed in "Xorshift RNGs" (2003), p. 5, seeded as
/// cuRAND seeds it; x, y, z, w, v and the Weyl counter d.
struct XorwowReference {
  uint32_t x, y, z, w, v, d;
  explicit XorwowReference(uint64_t Seed) {
    const uint32_t T0 = 1099087573u * (uint32_t(Seed) ^ 0xaad26b49u);
    const uint32_t T1 = 2591861531u * (uint32_t(Seed >> 32) ^ 0xf7dcefddu);
    x = 123456789u + T0;
    y = 362436069u ^ T0;
    z = 521288629u + T1;
    w = 88675123u ^ T1;
    v = 5783321u + T0;
    d = 6615241u + T1 + T0;
  }
  uint32_t next() {
    const uint32_t t = x ^ (x >> 2);
    x = y;
    y = z;
    z = w;
    w = v;
    v = (v ^ (v << 4)) ^ (t ^ (t << 1));
    return (d += 362437u) + v;
  }
};

void xorwow() {
  for (uint64_t Seed : {0ull, 1ull, 0xdeadbeefcafef00dull}) {
    XorwowReference Ref(Seed);
    axlrandStateXORWOW_t S;
    axlrand_init(Seed, 0, 0, &S);
    for (int I = 0; I < 1000; ++I) {
      const uint32_t Want = Ref.next();
      const unsigned int Got = axlrand(&S);
      if (Got != Want) {
        LIBS_CHECK(false, "xorwow seed %llx value %d: %08x, want %08x",
                   (unsigned long long)Seed, I, Got, Want);
        break;
      }
    }
  }
  // Offsets: the jump-ahead equals stepping, for offsets crossing many
  // powers of two.
  const uint64_t Seed = 42;
  XorwowReference Ref(Seed);
  uint64_t Stepped = 0;
  for (uint64_t Off : {1ull, 2ull, 3ull, 1000ull, 65535ull, 65536ull,
                       1000003ull, 3000000ull}) {
    while (Stepped < Off) {
      Ref.next();
      ++Stepped;
    }
    XorwowReference Copy = Ref;
    axlrandStateXORWOW_t S;
    axlrand_init(Seed, 0, Off, &S);
    for (int I = 0; I < 4; ++I) {
      const uint32_t Want = Copy.next();
      const unsigned int Got = axlrand(&S);
      LIBS_CHECK(Got == Want, "xorwow offset %llu +%d: %08x, want %08x",
                 (unsigned long long)Off, I, Got, Want);
    }
  }
  // A subsequence is 2^67 values: 16 jumps of 2^63 (an independent route
  // through the powers of the step matrix).
  axlrandStateXORWOW_t A, B;
  axlrand_init(Seed, 1, 0, &A);
  axlrand_init(Seed, 0, 0, &B);
  for (int I = 0; I < 16; ++I)
    skipahead(1ull << 63, &B);
  LIBS_CHECK(axlrand(&A) == axlrand(&B), "xorwow subsequence = 2^67 values");
  axlrand_init(Seed, 3, 7, &A);
  axlrand_init(Seed, 1, 0, &B);
  skipahead_sequence(2, &B);
  skipahead(7, &B);
  LIBS_CHECK(axlrand(&A) == axlrand(&B), "xorwow init(seq 3, offset 7)");
  libsSection("xorwow");
}

void uniforms() {
  LIBS_CHECK(axl::cpu::detail::rand::Pow32Inv == 0x1p-32f, "2^-32 constant");
  using axl::cpu::detail::rand::uniformFloat;
  LIBS_CHECK(uniformFloat(0) == 0x1p-33f, "uniform(0) = %a", uniformFloat(0));
  LIBS_CHECK(uniformFloat(0xffffffffu) == 1.0f, "uniform(max) = %a",
             uniformFloat(0xffffffffu));
  LIBS_CHECK(uniformFloat(0x80000000u) == 0.5f + 0x1p-33f, "uniform(2^31)");
  axlrandStatePhilox4_32_10_t S, T;
  axlrand_init(9, 0, 0, &S);
  axlrand_init(9, 0, 0, &T);
  const float4 U = axlrand_uniform4(&S);
  const float Want[4] = {uniformFloat(axlrand(&T)), uniformFloat(axlrand(&T)),
                         uniformFloat(axlrand(&T)), uniformFloat(axlrand(&T))};
  LIBS_CHECK(U.x == Want[0] && U.y == Want[1] && U.z == Want[2] &&
                 U.w == Want[3],
             "axlrand_uniform4");
  // Philox's double uniform uses one word: x * 2^-32 + 2^-32.
  axlrand_init(10, 0, 0, &S);
  axlrand_init(10, 0, 0, &T);
  const double P = axlrand_uniform_double(&S);
  const double WantP = std::ldexp(double(axlrand(&T)), -32) + 0x1p-32;
  LIBS_CHECK(P == WantP, "philox double uniform %a, want %a", P, WantP);
  axlrandStateXORWOW_t W, V;
  axlrand_init(11, 0, 0, &W);
  axlrand_init(11, 0, 0, &V);
  const double D = axlrand_uniform_double(&W);
  const uint32_t Lo = axlrand(&V), Hi = axlrand(&V);
  const double WantD =
      std::ldexp(double(uint64_t(Lo) ^ (uint64_t(Hi) << 21)), -53) + 0x1p-54;
  LIBS_CHECK(D == WantD, "xorwow double uniform %a, want %a", D, WantD);
  libsSection("uniform");
}

/// Box-Muller in double from the words: the float results must agree to a
/// few float ulps (host logf/sinf/cosf are faithful).
void normals() {
  axlrandStatePhilox4_32_10_t S, T;
  axlrand_init(77, 4, 0, &S);
  axlrand_init(77, 4, 0, &T);
  for (int I = 0; I < 1000; ++I) {
    const uint32_t X = axlrand(&T), Y = axlrand(&T);
    const double U = double(X) * 0x1p-32 + 0x1p-33;
    const double Angle = (double(Y) * 0x1p-32 + 0x1p-33) * 2 * M_PI;
    const double R = std::sqrt(-2 * std::log(U));
    const float A = axlrand_normal(&S), B = axlrand_normal(&S);
    const double Tol = 4e-6 * (R + 1);
    LIBS_CHECK(std::fabs(A - R * std::sin(Angle)) <= Tol &&
                   std::fabs(B - R * std::cos(Angle)) <= Tol,
               "normal pair %d: (%.9g, %.9g), want (%.9g, %.9g)", I, A, B,
               R * std::sin(Angle), R * std::cos(Angle));
  }
  // The cached second value, normal2 and normal4 are the same draws.
  axlrand_init(5, 0, 0, &S);
  axlrand_init(5, 0, 0, &T);
  const float4 Q = axlrand_normal4(&S);
  const float2 P0 = axlrand_normal2(&T), P1 = axlrand_normal2(&T);
  LIBS_CHECK(Q.x == P0.x && Q.y == P0.y && Q.z == P1.x && Q.w == P1.y,
             "normal4 = two normal2");
  axlrand_init(5, 0, 0, &S);
  const float N0 = axlrand_normal(&S), N1 = axlrand_normal(&S);
  LIBS_CHECK(N0 == P0.x && N1 == P0.y, "normal, normal = normal2");
  // Log-normal: exp(mean + stddev * the same normal).
  axlrand_init(5, 0, 0, &S);
  const float L0 = axlrand_log_normal(&S, 0.5f, 2.0f);
  const float L1 = axlrand_log_normal(&S, 0.5f, 2.0f);
  LIBS_CHECK(std::fabs(L0 / std::exp(0.5 + 2.0 * double(N0)) - 1) < 1e-6 &&
                 std::fabs(L1 / std::exp(0.5 + 2.0 * double(N1)) - 1) < 1e-6,
             "log normal %g %g", L0, L1);

  // Moments over 2^20 values of each generator: mean 0, variance 1, within
  // 6 standard errors (sd of the mean 2^-10, of the variance sqrt(2) 2^-10).
  const int Count = 1 << 20;
  const double Err = 6 * 0x1p-10;
  axlrandStateXORWOW_t W;
  axlrand_init(1234, 0, 0, &S);
  axlrand_init(1234, 0, 0, &W);
  double Sum[3] = {}, Sq[3] = {};
  for (int I = 0; I < Count; ++I) {
    const double V[3] = {axlrand_normal(&S), axlrand_normal(&W),
                         axlrand_normal_double(&S)};
    for (int G = 0; G < 3; ++G) {
      Sum[G] += V[G];
      Sq[G] += V[G] * V[G];
    }
  }
  for (int G = 0; G < 3; ++G) {
    const double Mean = Sum[G] / Count, Var = Sq[G] / Count - Mean * Mean;
    LIBS_CHECK(std::fabs(Mean) < Err && std::fabs(Var - 1) < Err * 1.5,
               "moments %d: mean %g variance %g", G, Mean, Var);
  }
  libsSection("normal");
}

} // namespace

int main() {
  philoxKnownAnswers();
  philoxCounterLayout();
  xorwow();
  uniforms();
  normals();
  return libsResult();
}
