// CUDA's float/double intrinsics on the CPU backend against independent
// references: the rounding-mode arithmetic (__fadd_rd, __fdiv_ru, __fsqrt_rz,
// __fmaf_rn, __dmul_rd, __frsqrt_rn, ...) against exact arithmetic, the
// conversions in every mode against bracketing in long double, the
// saturating float->integer rules, and the integer intrinsics against
// bit-by-bit definitions. Exits 1 on any failure.
#include <axl/runtime.h>

#include <boost/multiprecision/cpp_bin_float.hpp>

#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

namespace {

int Failures = 0;
#define EXPECT(Cond, ...)                                                      \
  do {                                                                         \
    if (!(Cond) && ++Failures <= 20) {                                         \
      std::printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #Cond);              \
      std::printf(__VA_ARGS__);                                                \
      std::printf("\n");                                                       \
    }                                                                          \
  } while (0)

// CUDA's global overloads and their result types.
static_assert(std::is_same<decltype(min(1, 2u)), unsigned int>::value &&
                  std::is_same<decltype(max(1.0f, 2.0f)), float>::value &&
                  std::is_same<decltype(max(1.0f, 2.0)), double>::value &&
                  std::is_same<decltype(min(1LL, 2LL)), long long>::value,
              "min/max overloads");
static_assert(std::is_same<decltype(sqrt(1.0f)), float>::value &&
                  std::is_same<decltype(rsqrt(1.0f)), float>::value &&
                  std::is_same<decltype(exp10(1.0f)), float>::value,
              "float overloads at global scope");

// Exact arithmetic wide enough for any double a*b + c (2^1024 down to 2^-2148).
using Big = boost::multiprecision::number<boost::multiprecision::cpp_bin_float<
    3300, boost::multiprecision::digit_base_2, void, std::int32_t, -4000,
    4000>>;

enum Mode { Rn, Rz, Rd, Ru };
const char *const ModeNames[] = {"rn", "rz", "rd", "ru"};

/// Whether R (float or double) is the true value rounded in mode M; Cmp(X)
/// is the exact sign of (true value - X).
template <class T, class CmpFn> bool isRounded(T R, Mode M, CmpFn Cmp) {
  if (std::isnan(R))
    return false;
  const T Max = std::numeric_limits<T>::max();
  if (std::isinf(R)) { // overflow: the true value lies beyond the largest
    const bool Neg = R < 0;
    const Big Edge = Big(Max) + (Big(Max) - Big(std::nextafter(Max, T(0)))) / 2;
    switch (M) {
    case Rn:
      return Neg ? Cmp(-Edge) <= 0 : Cmp(Edge) >= 0;
    case Rz:
      return false;
    case Rd:
      return Neg && Cmp(Big(-Max)) < 0;
    case Ru:
      return !Neg && Cmp(Big(Max)) > 0;
    }
  }
  const T Up = std::nextafter(R, std::numeric_limits<T>::infinity());
  const T Down = std::nextafter(R, -std::numeric_limits<T>::infinity());
  const int C = Cmp(Big(R));
  auto AboveDown = [&] { return std::isinf(Down) || Cmp(Big(Down)) > 0; };
  auto BelowUp = [&] { return std::isinf(Up) || Cmp(Big(Up)) < 0; };
  switch (M) {
  case Rd:
    return C >= 0 && BelowUp();
  case Ru:
    return C <= 0 && AboveDown();
  case Rz:
    return std::signbit(R) ? C <= 0 && AboveDown() : C >= 0 && BelowUp();
  case Rn: {
    T Bits = R; // even: the last significand bit is 0
    std::uint64_t U = 0;
    std::memcpy(&U, &Bits, sizeof(T));
    const bool Even = (U & 1) == 0;
    const Big HalfUp = std::isinf(Up) ? Big(R) + (Big(R) - Big(Down)) / 2
                                      : (Big(R) + Big(Up)) / 2;
    const Big HalfDown = std::isinf(Down) ? Big(R) - (Big(Up) - Big(R)) / 2
                                          : (Big(R) + Big(Down)) / 2;
    const int Hi = Cmp(HalfUp), Lo = Cmp(HalfDown);
    return (Hi < 0 || (Hi == 0 && Even)) && (Lo > 0 || (Lo == 0 && Even));
  }
  }
  return false;
}

int sign(const Big &X) { return (X > 0) - (X < 0); }

template <class T> T randomValue(std::mt19937_64 &Rng) {
  // Random bit patterns, with a bias to special values and close operands.
  static const T Specials[] = {T(0), -T(0), T(1), T(-1), T(3),
                               std::numeric_limits<T>::max(),
                               std::numeric_limits<T>::min(),
                               std::numeric_limits<T>::denorm_min(),
                               std::numeric_limits<T>::infinity()};
  if (Rng() % 8 == 0)
    return Specials[Rng() % 9] * (Rng() % 2 ? 1 : -1);
  using U = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  U Bits = static_cast<U>(Rng());
  if (Rng() % 2) { // moderate exponents: results stay in range
    Bits &= ~(U(0x7c) << (sizeof(T) * 8 - 8));
    Bits |= U(0x30) << (sizeof(T) * 8 - 8);
  }
  T V;
  std::memcpy(&V, &Bits, sizeof(T));
  return std::isnan(V) ? T(2) : V;
}

/// The GPU's special-value results that exact arithmetic does not decide.
template <class T> bool specialCase(T R, long double Ieee) {
  if (std::isnan(Ieee))
    return std::isnan(R);
  return (Ieee == 0 || std::isinf(Ieee)) && R == Ieee;
}

template <class T> void roundedArithmetic(const char *Kind, int Samples) {
  std::mt19937_64 Rng(sizeof(T));
  int Checked = 0;
  for (int I = 0; I < Samples; ++I) {
    const T A = randomValue<T>(Rng), B = randomValue<T>(Rng),
            C = randomValue<T>(Rng);
    for (int M = 0; M < 4; ++M) {
      T R[7];
      if constexpr (sizeof(T) == 4) {
        const T Fr[4][7] = {
            {__fadd_rn(A, B), __fsub_rn(A, B), __fmul_rn(A, B), __fdiv_rn(A, B),
             __fsqrt_rn(std::fabs(A)), __fmaf_rn(A, B, C), __frcp_rn(A)},
            {__fadd_rz(A, B), __fsub_rz(A, B), __fmul_rz(A, B), __fdiv_rz(A, B),
             __fsqrt_rz(std::fabs(A)), __fmaf_rz(A, B, C), __frcp_rz(A)},
            {__fadd_rd(A, B), __fsub_rd(A, B), __fmul_rd(A, B), __fdiv_rd(A, B),
             __fsqrt_rd(std::fabs(A)), __fmaf_rd(A, B, C), __frcp_rd(A)},
            {__fadd_ru(A, B), __fsub_ru(A, B), __fmul_ru(A, B), __fdiv_ru(A, B),
             __fsqrt_ru(std::fabs(A)), __fmaf_ru(A, B, C), __frcp_ru(A)}};
        std::memcpy(R, Fr[M], sizeof(R));
      } else {
        const T Dr[4][7] = {
            {__dadd_rn(A, B), __dsub_rn(A, B), __dmul_rn(A, B), __ddiv_rn(A, B),
             __dsqrt_rn(std::fabs(A)), __fma_rn(A, B, C), __drcp_rn(A)},
            {__dadd_rz(A, B), __dsub_rz(A, B), __dmul_rz(A, B), __ddiv_rz(A, B),
             __dsqrt_rz(std::fabs(A)), __fma_rz(A, B, C), __drcp_rz(A)},
            {__dadd_rd(A, B), __dsub_rd(A, B), __dmul_rd(A, B), __ddiv_rd(A, B),
             __dsqrt_rd(std::fabs(A)), __fma_rd(A, B, C), __drcp_rd(A)},
            {__dadd_ru(A, B), __dsub_ru(A, B), __dmul_ru(A, B), __ddiv_ru(A, B),
             __dsqrt_ru(std::fabs(A)), __fma_ru(A, B, C), __drcp_ru(A)}};
        std::memcpy(R, Dr[M], sizeof(R));
      }
      const Big Ab(A), Bb(B), Cb(C), Sa(std::fabs(A));
      // sign(true - X) for each operation, exactly.
      auto Add = [&](const Big &X) { return sign(Ab + Bb - X); };
      auto Sub = [&](const Big &X) { return sign(Ab - Bb - X); };
      auto Mul = [&](const Big &X) { return sign(Ab * Bb - X); };
      auto Div = [&](const Big &X) { return sign(Ab - X * Bb) * sign(Bb); };
      auto Sqrt = [&](const Big &X) { return X < 0 ? 1 : sign(Sa - X * X); };
      auto Fma = [&](const Big &X) { return sign(Ab * Bb + Cb - X); };
      auto Rcp = [&](const Big &X) { return sign(1 - X * Ab) * sign(Ab); };
      const long double Ieee[7] = {
          (long double)A + B, (long double)A - B, (long double)A * B,
          (long double)A / B, std::sqrt((long double)std::fabs(A)),
          std::fma((long double)A, B, C), 1 / (long double)A};
      const bool Ok[7] = {
          isRounded(R[0], Mode(M), Add), isRounded(R[1], Mode(M), Sub),
          isRounded(R[2], Mode(M), Mul), isRounded(R[3], Mode(M), Div),
          isRounded(R[4], Mode(M), Sqrt), isRounded(R[5], Mode(M), Fma),
          isRounded(R[6], Mode(M), Rcp)};
      const char *const Ops[] = {"add", "sub", "mul", "div", "sqrt", "fma",
                                 "rcp"};
      for (int Op = 0; Op < 7; ++Op) {
        const bool UsesB = Op <= 3 || Op == 5;
        const bool Exceptional = std::isinf(A) || (UsesB && std::isinf(B)) ||
                                 (Op == 5 && std::isinf(C)) ||
                                 (Op == 3 && B == 0) || (Op == 6 && A == 0);
        const bool Good =
            Exceptional ? specialCase(R[Op], Ieee[Op]) : Ok[Op];
        EXPECT(Good, "%s %s_%s(%a, %a, %a) = %a", Kind, Ops[Op], ModeNames[M],
               (double)A, (double)B, (double)C, (double)R[Op]);
        ++Checked;
      }
    }
  }
  // Exact zero results: +0, except -0 when rounding down.
  EXPECT(!std::signbit(__fadd_rn(1.0f, -1.0f)) &&
             std::signbit(__fadd_rd(1.0f, -1.0f)) &&
             std::signbit(__dsub_rd(2.0, 2.0)),
         "signed zero of exact cancellation");
  // Never contracted: a*b+c through __fmul_rn rounds twice.
  const float X = 1 + 0x1p-12f;
  EXPECT(__fadd_rn(__fmul_rn(X, X), -1.0f) == 0x1p-11f,
         "__fmul_rn is not fused: %a", (double)__fadd_rn(__fmul_rn(X, X), -1.0f));
  EXPECT(__fmaf_rn(X, X, -1.0f) == 0x1p-11f + 0x1p-24f, "__fmaf_rn is fused");
  const float Nan = __fadd_rn(INFINITY, -INFINITY);
  EXPECT(__float_as_uint(Nan) == 0x7fffffffu, "canonical NaN: %08x",
         __float_as_uint(Nan));
  std::printf("%s rounding-mode arithmetic: %d checks\n", Kind, Checked);
}

void reciprocalSquareRoot() {
  // __frsqrt_rn, exactly, on a sample of [1/2, 4) and of all exponents.
  std::mt19937 Rng(17);
  int Checked = 0;
  for (int I = 0; I < 100000; ++I) {
    float X = std::ldexp(1.0f + (Rng() >> 9) * 0x1p-23f,
                         static_cast<int>(Rng() % 3) - 1);
    if (I % 16 == 0)
      X = std::ldexp(X, static_cast<int>(Rng() % 250) - 125);
    const float R = __frsqrt_rn(X);
    const Big Xb(X);
    EXPECT(isRounded(R, Rn,
                     [&](const Big &Y) { return Y <= 0 ? 1 : sign(1 - Y * Y * Xb); }),
           "__frsqrt_rn(%a) = %a", (double)X, (double)R);
    ++Checked;
  }
  EXPECT(std::isinf(__frsqrt_rn(-0.0f)) && __frsqrt_rn(-0.0f) < 0 &&
             __frsqrt_rn(INFINITY) == 0 && std::isnan(__frsqrt_rn(-1.0f)),
         "__frsqrt_rn special values");
  std::printf("__frsqrt_rn: %d checks\n", Checked);
}

void conversions() {
  int Checked = 0;
  std::mt19937_64 Rng(23);
  // Float/double -> integers: round, saturate, NaN -> 0 (64-bit: MSB).
  for (int I = 0; I < 200000; ++I) {
    const double D = I < 100 ? std::ldexp(static_cast<double>(I) - 50, -1)
                             : randomValue<double>(Rng) *
                                   std::ldexp(1.0, static_cast<int>(Rng() % 80));
    const float F = static_cast<float>(D);
    const long double Rounded[4][2] = {
        {std::nearbyint((long double)F), std::nearbyint((long double)D)},
        {std::trunc((long double)F), std::trunc((long double)D)},
        {std::floor((long double)F), std::floor((long double)D)},
        {std::ceil((long double)F), std::ceil((long double)D)}};
    auto Want = [&](int M, int Src, long double Lo, long double Hi,
                    long double Nan) {
      if (std::isnan(Rounded[M][Src]))
        return Nan;
      return std::min(std::max(Rounded[M][Src], Lo), Hi);
    };
#define CHECK_CONV(ToName, T, Nan)                                             \
  {                                                                            \
    const T Got[4][2] = {{__float2##ToName##_rn(F), __double2##ToName##_rn(D)},\
                         {__float2##ToName##_rz(F), __double2##ToName##_rz(D)},\
                         {__float2##ToName##_rd(F), __double2##ToName##_rd(D)},\
                         {__float2##ToName##_ru(F), __double2##ToName##_ru(D)}};\
    for (int M = 0; M < 4; ++M)                                                \
      for (int Src = 0; Src < 2; ++Src) {                                      \
        const long double W =                                                  \
            Want(M, Src, (long double)std::numeric_limits<T>::min(),           \
                 (long double)std::numeric_limits<T>::max(), Nan);             \
        EXPECT((long double)Got[M][Src] == W, "%s %a -> " #T " %s: %Lg vs %Lg",\
               Src ? "double" : "float", Src ? D : (double)F, ModeNames[M],    \
               (long double)Got[M][Src], W);                                   \
        ++Checked;                                                             \
      }                                                                        \
  }
    CHECK_CONV(int, int, 0.0L)
    CHECK_CONV(uint, unsigned int, 0.0L)
    CHECK_CONV(ll, long long, -0x1p63L)
    CHECK_CONV(ull, unsigned long long, 0x1p63L)
#undef CHECK_CONV
  }
  EXPECT(__float2int_rn(NAN) == 0 && __double2ll_rz(NAN) == LLONG_MIN &&
             __float2ull_rd(NAN) == 0x8000000000000000ull,
         "NaN conversions");

  // Integers -> float/double and double -> float: bracketing in long
  // double (64-bit significand: every operand exact).
  for (int I = 0; I < 50000; ++I) {
    const long long L = static_cast<long long>(Rng()) >> (Rng() % 64);
    const unsigned long long U = Rng() >> (Rng() % 64);
    const double D = randomValue<double>(Rng);
    const float Lf[4] = {__ll2float_rn(L), __ll2float_rz(L), __ll2float_rd(L),
                         __ll2float_ru(L)};
    const float Uf[4] = {__ull2float_rn(U), __ull2float_rz(U),
                         __ull2float_rd(U), __ull2float_ru(U)};
    const double Ld[4] = {__ll2double_rn(L), __ll2double_rz(L),
                          __ll2double_rd(L), __ll2double_ru(L)};
    const float If[4] = {__int2float_rn(static_cast<int>(L)),
                         __int2float_rz(static_cast<int>(L)),
                         __int2float_rd(static_cast<int>(L)),
                         __int2float_ru(static_cast<int>(L))};
    const float Df[4] = {__double2float_rn(D), __double2float_rz(D),
                         __double2float_rd(D), __double2float_ru(D)};
    const Big Lb(L), Ub(U), Ib(static_cast<int>(L)), Db(D);
    for (int M = 0; M < 4; ++M) {
      EXPECT(isRounded(Lf[M], Mode(M), [&](const Big &X) { return sign(Lb - X); }),
             "%lld -> float %s: %a", L, ModeNames[M], (double)Lf[M]);
      EXPECT(isRounded(Uf[M], Mode(M), [&](const Big &X) { return sign(Ub - X); }),
             "%llu -> float %s: %a", U, ModeNames[M], (double)Uf[M]);
      EXPECT(isRounded(Ld[M], Mode(M), [&](const Big &X) { return sign(Lb - X); }),
             "%lld -> double %s: %a", L, ModeNames[M], Ld[M]);
      EXPECT(isRounded(If[M], Mode(M), [&](const Big &X) { return sign(Ib - X); }),
             "%d -> float %s: %a", static_cast<int>(L), ModeNames[M],
             (double)If[M]);
      if (!std::isinf(D))
        EXPECT(isRounded(Df[M], Mode(M),
                         [&](const Big &X) { return sign(Db - X); }) ||
                   (Df[M] == 0 && D == 0),
               "%a -> float %s: %a", D, ModeNames[M], (double)Df[M]);
      Checked += 5;
    }
  }
  std::printf("conversions: %d checks\n", Checked);
}

// Bit-by-bit definitions of the integer intrinsics.
int refClz(std::uint64_t X, int Bits) {
  int N = 0;
  for (int B = Bits - 1; B >= 0 && !((X >> B) & 1); --B)
    ++N;
  return N;
}
int refFfs(std::uint64_t X, int Bits) {
  for (int B = 0; B < Bits; ++B)
    if ((X >> B) & 1)
      return B + 1;
  return 0;
}
std::uint64_t refBrev(std::uint64_t X, int Bits) {
  std::uint64_t R = 0;
  for (int B = 0; B < Bits; ++B)
    R |= ((X >> B) & 1) << (Bits - 1 - B);
  return R;
}

void integerIntrinsics() {
  std::mt19937_64 Rng(29);
  int Checked = 0;
  for (int I = 0; I < 200000; ++I) {
    const std::uint64_t W = Rng() >> (Rng() % 64);
    const std::uint32_t X = static_cast<std::uint32_t>(W),
                        Y = static_cast<std::uint32_t>(Rng()),
                        S = static_cast<std::uint32_t>(Rng());
    int Pop = 0;
    for (int B = 0; B < 32; ++B)
      Pop += (X >> B) & 1;
    EXPECT(__popc(X) == Pop, "__popc(%08x)", X);
    EXPECT(__clz(static_cast<int>(X)) == refClz(X, 32), "__clz(%08x)", X);
    EXPECT(__clzll(static_cast<long long>(W)) == refClz(W, 64), "__clzll");
    EXPECT(__ffs(static_cast<int>(X)) == refFfs(X, 32), "__ffs(%08x)", X);
    EXPECT(__ffsll(static_cast<long long>(W)) == refFfs(W, 64), "__ffsll");
    EXPECT(__brev(X) == refBrev(X, 32), "__brev(%08x)", X);
    EXPECT(__brevll(W) == refBrev(W, 64), "__brevll");
    int PopLl = 0;
    for (int B = 0; B < 64; ++B)
      PopLl += (W >> B) & 1;
    EXPECT(__popcll(W) == PopLl, "__popcll");
    std::uint32_t Perm = 0;
    for (int N = 0; N < 4; ++N) {
      const unsigned Sel = (S >> (4 * N)) & 7;
      const std::uint32_t Byte = Sel < 4 ? (X >> (8 * Sel)) & 0xff
                                         : (Y >> (8 * (Sel - 4))) & 0xff;
      Perm |= Byte << (8 * N);
    }
    EXPECT(__byte_perm(X, Y, S) == Perm, "__byte_perm(%08x, %08x, %08x)", X, Y,
           S);
    const unsigned Sh = S % 40;
    std::uint32_t Fl = 0, Fr = 0, Flc = 0, Frc = 0;
    for (int B = 0; B < 32; ++B) { // bit B of the results, from Y:X
      auto Bit = [&](int Pos) -> std::uint32_t { // bit Pos of the 64-bit Y:X
        return Pos < 0 || Pos > 63 ? 0
               : Pos < 32          ? (X >> Pos) & 1
                                   : (Y >> (Pos - 32)) & 1;
      };
      Fl |= Bit(32 + B - static_cast<int>(Sh & 31)) << B;
      Flc |= Bit(32 + B - static_cast<int>(Sh < 32 ? Sh : 32)) << B;
      Fr |= Bit(B + static_cast<int>(Sh & 31)) << B;
      Frc |= Bit(B + static_cast<int>(Sh < 32 ? Sh : 32)) << B;
    }
    EXPECT(__funnelshift_l(X, Y, Sh) == Fl && __funnelshift_lc(X, Y, Sh) == Flc &&
               __funnelshift_r(X, Y, Sh) == Fr &&
               __funnelshift_rc(X, Y, Sh) == Frc,
           "funnel shifts of %08x:%08x by %u", Y, X, Sh);
    const int Xi = static_cast<int>(X), Yi = static_cast<int>(Y);
    const long double Prod = static_cast<long double>(Xi) * Yi;
    EXPECT(__mulhi(Xi, Yi) == static_cast<int>(std::floor(Prod / 0x1p32L)),
           "__mulhi");
    EXPECT(__umulhi(X, Y) == static_cast<std::uint32_t>(
                                 (static_cast<std::uint64_t>(X) * Y) >> 32),
           "__umulhi");
    const std::int64_t X24 = (Xi << 8) >> 8, Y24 = (Yi << 8) >> 8;
    EXPECT(__mul24(Xi, Yi) == static_cast<int>(static_cast<std::uint32_t>(X24 * Y24)),
           "__mul24");
    EXPECT(__umul24(X, Y) == ((X & 0xffffff) * (Y & 0xffffff)), "__umul24");
    const std::int64_t Diff = static_cast<std::int64_t>(Xi) - Yi;
    EXPECT(__sad(Xi, Yi, S) == static_cast<std::uint32_t>((Diff < 0 ? -Diff : Diff) + S),
           "__sad");
    EXPECT(__hadd(Xi, Yi) == static_cast<int>(std::floor(((long double)Xi + Yi) / 2)) &&
               __rhadd(Xi, Yi) ==
                   static_cast<int>(std::floor(((long double)Xi + Yi + 1) / 2)) &&
               __uhadd(X, Y) == static_cast<std::uint32_t>(((std::uint64_t)X + Y) / 2) &&
               __urhadd(X, Y) ==
                   static_cast<std::uint32_t>(((std::uint64_t)X + Y + 1) / 2),
           "averages of %d, %d", Xi, Yi);
    int Dot = Xi;
    for (int B = 0; B < 4; ++B)
      Dot += static_cast<std::int8_t>(X >> (8 * B)) *
             static_cast<std::int8_t>(Y >> (8 * B));
    EXPECT(__dp4a(Xi, Yi, Xi) == Dot, "__dp4a");
    int Dot2 = Yi;
    for (int B = 0; B < 2; ++B)
      Dot2 += static_cast<std::int16_t>(X >> (16 * B)) *
              static_cast<std::int8_t>(Y >> (8 * (B + 2)));
    EXPECT(__dp2a_hi(Xi, Yi, Yi) == Dot2, "__dp2a_hi");
    Checked += 20;
  }
  const unsigned long long A = 0xfedcba9876543210ull, B = 0x0123456789abcdefull;
  EXPECT(__umul64hi(A, B) ==
             static_cast<unsigned long long>(
                 (static_cast<unsigned __int128>(A) * B) >> 64) &&
             __mul64hi(-2, 3) == -1,
         "64-bit high products");
  EXPECT(__clz(0) == 32 && __clzll(0) == 64 && __ffs(0) == 0, "zero inputs");
  std::printf("integer intrinsics: %d checks\n", Checked);
}

void floatMisc() {
  EXPECT(__float_as_uint(1.0f) == 0x3f800000u &&
             __uint_as_float(0xc0000000u) == -2.0f &&
             __int_as_float(__float_as_int(-0.0f)) == 0 &&
             __longlong_as_double(__double_as_longlong(0.1)) == 0.1 &&
             __double2hiint(1.0) == 0x3ff00000 && __double2loint(1.0) == 0 &&
             __hiloint2double(0x40000000, 0) == 2.0,
         "reinterpretations");
  EXPECT(__saturatef(NAN) == 0 && __saturatef(2) == 1 && __saturatef(-1) == 0 &&
             __saturatef(0.25f) == 0.25f,
         "__saturatef");
  EXPECT(__fdividef(1.0f, 0x1p127f) == 0 && std::isnan(__fdividef(INFINITY, 0x1p127f)) &&
             __fdividef(3.0f, 2.0f) == 1.5f,
         "__fdividef");
  // The approximate intrinsics return the accurate result.
  EXPECT(__expf(1.0f) == std::exp(1.0f) && __sinf(0.5f) == std::sin(0.5f) &&
             __powf(2.0f, 10.0f) == 1024.0f,
         "approximate intrinsics");
  // Functions the C++ library lacks, against identities (tolerances: the
  // round trip's condition number times a few ulps).
  for (double Y = -0.999; Y < 1; Y += 0.0137) {
    EXPECT(std::fabs(std::erf(erfinv(Y)) - Y) <= 4e-16, "erfinv(%g)", Y);
    EXPECT(std::fabs(std::erfc(erfcinv(1 + Y)) - (1 + Y)) <= 1e-14 * (1 + Y),
           "erfcinv(%g)", 1 + Y);
    EXPECT(std::fabs(normcdf(normcdfinv((Y + 1) / 2)) - (Y + 1) / 2) <= 1e-15,
           "normcdfinv(%g)", (Y + 1) / 2);
    EXPECT(std::fabs(erfcx(Y * 20) - std::exp((long double)Y * 20 * Y * 20) *
                                         std::erfc((long double)Y * 20)) <=
               1e-13 * erfcx(Y * 20),
           "erfcx(%g)", Y * 20);
  }
  EXPECT(std::fabs(erfcinv(1e-300) - 26.209469960516124) < 1e-13 &&
             erfinv(1.0) == INFINITY && std::isnan(erfinv(2.0)),
         "erfinv extremes");
  EXPECT(sinpi(1.0) == 0 && cospi(0.5) == 0 && sinpi(0.5f) == 1.0f &&
             cospi(1.0) == -1 && sinpi(2.5) == 1,
         "sinpi/cospi");
  float S, C;
  sincospif(1.0f / 6, &S, &C);
  EXPECT(S == 0.5f && std::fabs(C - 0.8660254f) < 1e-7f, "sincospif");
  EXPECT(rsqrt(4.0) == 0.5 && rcbrt(8.0f) == 0.5f && rhypot(3.0, 4.0) == 0.2 &&
             norm3d(2, 3, 6) == 7 && rnorm4df(1, 1, 1, 1) == 0.5f,
         "norms");
  const double P[] = {3, 4, 12};
  EXPECT(norm(3, P) == 13 && rnorm(2, P) == 0.2, "norm(dim, p)");
  EXPECT(std::fabs(cyl_bessel_i0(1.0) - 1.2660658777520082) < 1e-15 &&
             std::fabs(cyl_bessel_i1(-1.0) + 0.5651591039924851) < 1e-15,
         "Bessel I0/I1");
  EXPECT(min(-1, 1u) == 1u && max(-1, 1u) == 0xffffffffu && umin(3u, 2u) == 2u &&
             llmax(-5, 4) == 4 && min(NAN, 1.0f) == 1.0f,
         "min/max");
  std::printf("reinterpretation, approximate and extra math functions checked\n");
}

} // namespace

int main() {
  roundedArithmetic<float>("float", 20000);
  roundedArithmetic<double>("double", 5000);
  reciprocalSquareRoot();
  conversions();
  integerIntrinsics();
  floatMisc();
  std::printf(Failures ? "FAILED (%d)\n" : "ALL PASS\n", Failures);
  return Failures ? 1 : 0;
}
