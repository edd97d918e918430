// The binary16/bfloat16 API beyond what CUDA implements on the host (its
// device-only intrinsics), checked against independent references: every
// 16-bit input through the integer conversions in all rounding modes and
// through hsqrt/htrunc/hceil/hfloor/hrint (exact), integers through the
// directed int->16-bit conversions (bracketing in long double), fused
// multiply-add against exact arithmetic, the transcendental functions
// against long double, the class semantics, atomics under contention and
// warp shuffles of the 16-bit types in a kernel. Exits 1 on any failure.
#include <axl/bf16.h>
#include <axl/fp16.h>
#include <axl/runtime.h>

#include <boost/multiprecision/cpp_bin_float.hpp>

#include <cfenv>
#include <cinttypes>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <thread>
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

// Compile-time properties of the types, as in CUDA.
static_assert(sizeof(__half) == 2 && alignof(__half) == 2, "__half layout");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4, "__half2 layout");
static_assert(sizeof(__axl_bfloat162) == 4 && alignof(__axl_bfloat162) == 4,
              "bfloat162 layout");
static_assert(std::is_trivially_copyable<__half>::value &&
                  std::is_trivially_copyable<__axl_bfloat162>::value,
              "trivially copyable");
static_assert(std::is_convertible<float, __half>::value &&
                  std::is_convertible<__half, float>::value &&
                  std::is_convertible<int, __axl_bfloat16>::value,
              "implicit conversions");
static_assert(!std::is_convertible<__axl_bfloat16, __half>::value &&
                  std::is_constructible<__half, __axl_bfloat16>::value,
              "bfloat16 -> half is explicit");
static_assert(std::is_same<decltype(__half() + __half()), __half>::value &&
                  std::is_same<decltype(__hmul(__half(), 1.0f)), __half>::value,
              "operators");

/// A 16-bit format's encodings and their exact values.
struct Fmt {
  const char *Name;
  int ManBits;
  std::uint16_t Inf;
  long double (*value)(std::uint16_t);
};
long double halfValue(std::uint16_t B) { return __half2float(__ushort_as_half(B)); }
long double bf16Value(std::uint16_t B) {
  return __bfloat162float(__ushort_as_bfloat16(B));
}
const Fmt Half{"half", 10, 0x7c00, halfValue};
const Fmt Bf16{"bf16", 7, 0x7f80, bf16Value};

/// The encoding just above B (towards +Inf), for B not NaN and not +Inf.
std::uint16_t nextUp(std::uint16_t B) {
  if (B == 0x8000)
    return 1;
  return B & 0x8000 ? B - 1 : B + 1;
}
std::uint16_t nextDown(std::uint16_t B) {
  if (B == 0)
    return 0x8001;
  return B & 0x8000 ? B + 1 : B - 1;
}

enum Mode { Rn, Rz, Rd, Ru };
const char *const ModeNames[] = {"rn", "rz", "rd", "ru"};

/// Whether R is V rounded to format F in mode M. Cmp(X) is the sign of
/// (true value - X), exact; V is only used in messages.
template <class Big, class CmpFn>
bool isRounded(const Fmt &F, std::uint16_t R, Mode M, CmpFn Cmp) {
  if ((R & 0x7fff) > F.Inf)
    return false; // NaN for a number
  const bool Neg = R & 0x8000;
  const std::uint16_t Abs = R & 0x7fff;
  const std::uint16_t MaxBits = F.Inf - 1;
  auto Val = [&](std::uint16_t B) { return Big(F.value(B)); };
  if (Abs == F.Inf) { // overflowed: the true value is beyond the max finite
    const std::uint16_t Max = MaxBits | (Neg ? 0x8000 : 0);
    const Big Half = Big(F.value(MaxBits)) - Big(F.value(MaxBits - 1));
    const Big Edge = Neg ? -(Val(MaxBits) + Half / 2) : Val(MaxBits) + Half / 2;
    switch (M) {
    case Rn:
      return Neg ? Cmp(Edge) <= 0 : Cmp(Edge) >= 0;
    case Rz:
      return false;
    case Rd:
      return Neg && Cmp(Val(Max)) < 0;
    case Ru:
      return !Neg && Cmp(Val(Max)) > 0;
    }
  }
  const Big Rv = Val(R);
  const int C = Cmp(Rv);
  const std::uint16_t Up = nextUp(R), Down = nextDown(R);
  switch (M) {
  case Rd:
    return C >= 0 && (Up == F.Inf || Cmp(Val(Up)) < 0);
  case Ru:
    return C <= 0 && (Down == (F.Inf | 0x8000) || Cmp(Val(Down)) > 0);
  case Rz:
    return Neg ? C <= 0 && (Down == (F.Inf | 0x8000) || Cmp(Val(Down)) > 0)
               : C >= 0 && (Up == F.Inf || Cmp(Val(Up)) < 0);
  case Rn: {
    const bool Even = (R & 1) == 0;
    if (Up != F.Inf) {
      const int Hi = Cmp((Rv + Val(Up)) / 2);
      if (Hi > 0 || (Hi == 0 && !Even))
        return false;
    } else if (Cmp(Rv + (Rv - Val(Down)) / 2) >= 0) {
      return false;
    }
    if (Down != (F.Inf | 0x8000)) {
      const int Lo = Cmp((Rv + Val(Down)) / 2);
      if (Lo < 0 || (Lo == 0 && !Even))
        return false;
    } else if (Cmp(Rv - (Val(Up) - Rv) / 2) <= 0) {
      return false;
    }
    return true;
  }
  }
  return false;
}

int sign(long double X) { return (X > 0) - (X < 0); }

void integerConversions() {
  // 16-bit -> integers in every mode: round with <cmath> in the mode, then
  // the GPU's rules: saturate, NaN -> 0 (64-bit: 0x8000000000000000).
  int Checked = 0;
  for (std::uint32_t U = 0; U < 0x10000; ++U) {
    const std::uint16_t B = static_cast<std::uint16_t>(U);
    for (int Fi = 0; Fi < 2; ++Fi) {
      const long double V = Fi ? bf16Value(B) : halfValue(B);
      const long double Rounded[4] = {std::nearbyint(V), std::trunc(V),
                                      std::floor(V), std::ceil(V)};
      auto Expect = [&](int M, long double Lo, long double Hi,
                        long double NanValue) -> long double {
        if (std::isnan(V))
          return NanValue;
        return std::min(std::max(Rounded[M], Lo), Hi);
      };
      const __half H = __ushort_as_half(B);
      const __axl_bfloat16 Bf = __ushort_as_bfloat16(B);
#define CHECK_INT(Name, BfName, T, NanValue)                                   \
  {                                                                            \
    const T Got[2][4] = {                                                      \
        {__half2##Name##_rn(H), __half2##Name##_rz(H), __half2##Name##_rd(H),  \
         __half2##Name##_ru(H)},                                               \
        {__bfloat162##BfName##_rn(Bf), __bfloat162##BfName##_rz(Bf),           \
         __bfloat162##BfName##_rd(Bf), __bfloat162##BfName##_ru(Bf)}};         \
    for (int M = 0; M < 4; ++M) {                                              \
      const long double Want = Expect(                                         \
          M, static_cast<long double>(std::numeric_limits<T>::min()),          \
          static_cast<long double>(std::numeric_limits<T>::max()), NanValue);  \
      EXPECT(static_cast<long double>(Got[Fi][M]) == Want,                     \
             "%s 0x%04x -> " #T " %s: got %Lg want %Lg",                       \
             Fi ? "bf16" : "half", U, ModeNames[M],                            \
             static_cast<long double>(Got[Fi][M]), Want);                      \
      ++Checked;                                                               \
    }                                                                          \
  }
      CHECK_INT(short, short, short, 0)
      CHECK_INT(ushort, ushort, unsigned short, 0)
      CHECK_INT(int, int, int, 0)
      CHECK_INT(uint, uint, unsigned int, 0)
      CHECK_INT(ll, ll, long long, -0x1p63L)
      CHECK_INT(ull, ull, unsigned long long, 0x1p63L)
#undef CHECK_INT
    }
  }
  std::printf("16-bit -> integer, all modes: %d checks\n", Checked);

  // Integers -> 16 bits in every mode (bfloat16's directed modes have no
  // host version in CUDA): bracketing in long double, exact for 64-bit
  // integers.
  std::vector<long long> In;
  for (long long I = -70000; I <= 70000; ++I)
    In.push_back(I);
  std::mt19937_64 Rng(3);
  for (int I = 0; I < 200000; ++I)
    In.push_back(static_cast<long long>(Rng()) >> (Rng() % 64));
  In.push_back(LLONG_MIN);
  In.push_back(LLONG_MAX);
  Checked = 0;
  for (long long I : In) {
    auto Cmp = [I](long double X) {
      return sign(static_cast<long double>(I) - X);
    };
    auto CmpU = [I](long double X) {
      return sign(static_cast<long double>(static_cast<unsigned long long>(I)) -
                  X);
    };
    const std::uint16_t Ll[2][4] = {
        {__half_as_ushort(__ll2half_rn(I)), __half_as_ushort(__ll2half_rz(I)),
         __half_as_ushort(__ll2half_rd(I)), __half_as_ushort(__ll2half_ru(I))},
        {__bfloat16_as_ushort(__ll2bfloat16_rn(I)),
         __bfloat16_as_ushort(__ll2bfloat16_rz(I)),
         __bfloat16_as_ushort(__ll2bfloat16_rd(I)),
         __bfloat16_as_ushort(__ll2bfloat16_ru(I))}};
    const auto U = static_cast<unsigned long long>(I);
    const std::uint16_t Ull[4] = {
        __bfloat16_as_ushort(__ull2bfloat16_rn(U)),
        __bfloat16_as_ushort(__ull2bfloat16_rz(U)),
        __bfloat16_as_ushort(__ull2bfloat16_rd(U)),
        __bfloat16_as_ushort(__ull2bfloat16_ru(U))};
    for (int M = 0; M < 4; ++M) {
      EXPECT(isRounded<long double>(Half, Ll[0][M], Mode(M), Cmp),
             "%lld -> half %s: 0x%04x", I, ModeNames[M], Ll[0][M]);
      EXPECT(isRounded<long double>(Bf16, Ll[1][M], Mode(M), Cmp),
             "%lld -> bf16 %s: 0x%04x", I, ModeNames[M], Ll[1][M]);
      EXPECT(isRounded<long double>(Bf16, Ull[M], Mode(M), CmpU),
             "%llu -> bf16 %s: 0x%04x", U, ModeNames[M], Ull[M]);
      Checked += 3;
    }
    if (I >= INT_MIN && I <= INT_MAX) {
      const int Ii = static_cast<int>(I);
      const std::uint16_t Int[4] = {
          __bfloat16_as_ushort(__int2bfloat16_rn(Ii)),
          __bfloat16_as_ushort(__int2bfloat16_rz(Ii)),
          __bfloat16_as_ushort(__int2bfloat16_rd(Ii)),
          __bfloat16_as_ushort(__int2bfloat16_ru(Ii))};
      for (int M = 0; M < 4; ++M)
        EXPECT(isRounded<long double>(Bf16, Int[M], Mode(M), Cmp),
               "%d -> bf16 %s: 0x%04x", Ii, ModeNames[M], Int[M]);
    }
  }
  std::printf("integer -> 16-bit, all modes: %d checks\n", Checked);
}

using Big = boost::multiprecision::number<
    boost::multiprecision::cpp_bin_float<600,
                                         boost::multiprecision::digit_base_2>>;

void fusedMultiplyAdd() {
  // a*b + c rounded once: exact arithmetic (600 bits hold any such value).
  std::mt19937 Rng(5);
  int Checked = 0;
  auto Special = [&](std::uint16_t Inf) -> std::uint16_t {
    const std::uint16_t Pool[] = {0, 1, Inf, static_cast<std::uint16_t>(Inf - 1),
                                  0x3c00, 0x3f80, 0x0400};
    return static_cast<std::uint16_t>(Pool[Rng() % 7] | (Rng() & 0x8000));
  };
  for (int I = 0; I < 60000; ++I) {
    for (int Fi = 0; Fi < 2; ++Fi) {
      const Fmt &F = Fi ? Bf16 : Half;
      std::uint16_t A = Rng(), B = Rng(), C = Rng();
      if (I % 4 == 1) // operands of similar magnitude: cancellations
        C = static_cast<std::uint16_t>((A & 0x7f00) + (Rng() & 0x1ff) + 0x8000);
      if (I % 8 == 3)
        A = Special(F.Inf);
      if ((A & 0x7fff) > F.Inf || (B & 0x7fff) > F.Inf || (C & 0x7fff) > F.Inf)
        continue;
      const long double Av = F.value(A), Bv = F.value(B), Cv = F.value(C);
      std::uint16_t R, RSat, RRelu;
      if (Fi) {
        const auto X = __ushort_as_bfloat16(A), Y = __ushort_as_bfloat16(B),
                   Z = __ushort_as_bfloat16(C);
        R = __bfloat16_as_ushort(__hfma(X, Y, Z));
        RSat = __bfloat16_as_ushort(__hfma_sat(X, Y, Z));
        RRelu = __bfloat16_as_ushort(__hfma_relu(X, Y, Z));
      } else {
        const auto X = __ushort_as_half(A), Y = __ushort_as_half(B),
                   Z = __ushort_as_half(C);
        R = __half_as_ushort(__hfma(X, Y, Z));
        RSat = __half_as_ushort(__hfma_sat(X, Y, Z));
        RRelu = __half_as_ushort(__hfma_relu(X, Y, Z));
      }
      if (std::isinf(Av) || std::isinf(Bv) || std::isinf(Cv)) {
        const long double Want = Av * Bv + Cv; // IEEE rules for infinities
        EXPECT(std::isnan(Want) ? R == 0x7fff : F.value(R) == Want,
               "%s fma(0x%04x, 0x%04x, 0x%04x) = 0x%04x", F.Name, A, B, C, R);
        continue;
      }
      const Big Exact = Big(Av) * Big(Bv) + Big(Cv);
      auto Cmp = [&](const Big &X) { return (Exact > X) - (Exact < X); };
      bool Ok = isRounded<Big>(F, R, Rn, Cmp);
      if (Exact == 0) // exact zero: +0 unless both addends are -0
        Ok = R == ((std::signbit(Av * Bv) && std::signbit(Cv)) ? 0x8000 : 0);
      EXPECT(Ok, "%s fma(0x%04x, 0x%04x, 0x%04x) = 0x%04x", F.Name, A, B, C, R);
      // _sat clamps to [+0, 1]; _relu to [+0, inf).
      const long double Rv = F.value(R);
      const long double SatWant = Rv > 1 ? 1 : Rv > 0 ? Rv : 0;
      EXPECT(F.value(RSat) == SatWant && !(RSat & 0x8000),
             "%s fma_sat -> 0x%04x", F.Name, RSat);
      EXPECT(F.value(RRelu) == (Rv > 0 ? Rv : 0) && !(RRelu & 0x8000),
             "%s fma_relu -> 0x%04x", F.Name, RRelu);
      ++Checked;
    }
  }
  EXPECT(__half_as_ushort(__hfma(__float2half(INFINITY), __float2half(0.0f),
                                 __float2half(1.0f))) == 0x7fff,
         "inf * 0 + 1 is the canonical NaN");
  EXPECT(__half_as_ushort(__hfma_relu(AXLRT_NAN_FP16, AXLRT_ONE_FP16,
                                      AXLRT_ONE_FP16)) == 0x7fff,
         "relu keeps NaN");
  std::printf("fma/fma_sat/fma_relu: %d exact checks\n", Checked);
}

void unaryMath() {
  // Exact functions over every input; the transcendental ones against the
  // long double function rounded once (accurate, not the GPU's
  // approximations).
  int Checked = 0, Mismatches = 0;
  for (std::uint32_t U = 0; U < 0x10000; ++U) {
    for (int Fi = 0; Fi < 2; ++Fi) {
      const Fmt &F = Fi ? Bf16 : Half;
      const std::uint16_t B = static_cast<std::uint16_t>(U);
      const long double V = F.value(B);
      auto Apply = [&](int Which) -> std::uint16_t {
        if (Fi) {
          const auto X = __ushort_as_bfloat16(B);
          const __axl_bfloat16 R[] = {hsqrt(X), htrunc(X), hceil(X), hfloor(X),
                                      hrint(X), hexp(X),  hlog(X),  hsin(X),
                                      hcos(X),  hrcp(X),  hexp2(X), htanh(X)};
          return __bfloat16_as_ushort(R[Which]);
        }
        const auto X = __ushort_as_half(B);
        const __half R[] = {hsqrt(X), htrunc(X), hceil(X), hfloor(X),
                            hrint(X), hexp(X),  hlog(X),  hsin(X),
                            hcos(X),  hrcp(X),  hexp2(X), htanh(X)};
        return __half_as_ushort(R[Which]);
      };
      long double (*const Ref[])(long double) = {
          [](long double X) { return std::sqrt(X); },
          [](long double X) { return std::trunc(X); },
          [](long double X) { return std::ceil(X); },
          [](long double X) { return std::floor(X); },
          [](long double X) { return std::nearbyint(X); },
          [](long double X) { return std::exp(X); },
          [](long double X) { return std::log(X); },
          [](long double X) { return std::sin(X); },
          [](long double X) { return std::cos(X); },
          [](long double X) { return 1 / X; },
          [](long double X) { return std::exp2(X); },
          [](long double X) { return std::tanh(X); }};
      for (int W = 0; W < 12; ++W) {
        const std::uint16_t R = Apply(W);
        const long double Want = Ref[W](V);
        bool Ok;
        if (std::isnan(Want))
          Ok = R == 0x7fff;
        else if (W == 0) // sqrt: exact test via squares of the neighbours
          Ok = isRounded<long double>(F, R, Rn, [&](long double X) {
            return X < 0 ? 1 : sign(V - X * X);
          }) || (V == 0 && R == B);
        else
          Ok = isRounded<long double>(F, R, Rn, [&](long double X) {
            return sign(Want - X);
          }) || (Want == 0 && F.value(R) == 0 &&
                 std::signbit(F.value(R)) == std::signbit(Want));
        if (!Ok && W >= 5) { // transcendental: allow the long double error
          ++Mismatches;
          continue;
        }
        EXPECT(Ok, "%s function #%d of 0x%04x: got 0x%04x (want %Lg)", F.Name,
               W, B, R, Want);
        ++Checked;
      }
    }
  }
  EXPECT(Mismatches < 16, "%d transcendental results not the rounded long "
                          "double value",
         Mismatches);
  std::printf("math over all 16-bit inputs: %d checks, %d within the long "
              "double reference's error\n",
              Checked, Mismatches);
}

void classSemantics() {
  __half H = 1; // integer constructor (rounds to nearest)
  H += 2.5f;    // float -> __half, then __hadd
  EXPECT(static_cast<float>(H) == 3.5f, "H = %g", static_cast<float>(H));
  EXPECT(static_cast<int>(__half(-2.75f)) == -2, "int() truncates");
  EXPECT(static_cast<bool>(__half(-0.0f)) == false && static_cast<bool>(H),
         "bool()");
  __half Post = H++;
  EXPECT(static_cast<float>(Post) == 3.5f && static_cast<float>(H) == 4.5f,
         "post-increment");
  EXPECT(__half(65520) == AXLRT_INF_FP16 && __half(65519) != AXLRT_INF_FP16,
         "integer rounding and overflow");
  EXPECT(!(AXLRT_NAN_FP16 == AXLRT_NAN_FP16) && AXLRT_NAN_FP16 != AXLRT_NAN_FP16,
         "== ordered, != unordered");
  EXPECT(__hisinf(-AXLRT_INF_FP16) == -1 && __hisinf(AXLRT_INF_BF16) == 1,
         "__hisinf");
  __axl_bfloat16 Bf = 3.0f;
  EXPECT(static_cast<float>(__half(Bf)) == 3.0f &&
             static_cast<float>(__axl_bfloat16(H)) == 4.5f,
         "explicit conversions between the formats");
  __half2 V = __floats2half2_rn(1.0f, -2.0f);
  V = V * V + __half2half2(0.5f);
  const float2 F2 = __half22float2(V);
  EXPECT(F2.x == 1.5f && F2.y == 4.5f, "half2 arithmetic: %g %g", F2.x, F2.y);
  EXPECT(__hbgt2(V, __half2half2(1.0f)) && !__hblt2(V, V) && V == V,
         "half2 comparisons");
  EXPECT(__heq2_mask(V, __halves2half2(1.5f, 0.0f)) == 0x0000ffffu,
         "mask: low lane in the low half");
  // (1 + 2i) * (3 - i) + (0.5 + 0.5i) = 5.5 + 5.5i
  const __axl_bfloat162 Z = __hcmadd(__floats2bfloat162_rn(1, 2),
                                     __floats2bfloat162_rn(3, -1),
                                     __floats2bfloat162_rn(0.5f, 0.5f));
  EXPECT(__low2float(Z) == 5.5f && __high2float(Z) == 5.5f, "__hcmadd: %g %g",
         __low2float(Z), __high2float(Z));
  EXPECT(__half_as_ushort(__hmax(__float2half(-0.0f), __float2half(0.0f))) == 0,
         "hmax(-0, +0) = +0");
  EXPECT(__half_as_ushort(__hmin_nan(AXLRT_ONE_FP16, AXLRT_NAN_FP16)) == 0x7fff,
         "hmin_nan propagates");
  std::printf("class semantics checked\n");
}

void atomics() {
  // Small integers add exactly: the final sums are known.
  __half H = 0.0f;
  __half2 H2 = __half2half2(0.0f);
  __axl_bfloat16 B = 0.0f;
  __axl_bfloat162 B2 = __bfloat162bfloat162(0.0f);
  std::vector<std::thread> Threads;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&] {
      for (int I = 0; I < 250; ++I) {
        atomicAdd(&H, __half(1.0f));
        atomicAdd(&H2, __halves2half2(1.0f, 2.0f));
        atomicAdd(&B, __axl_bfloat16(1.0f));
        atomicAdd(&B2, __floats2bfloat162_rn(0.5f, 0.25f));
      }
    });
  for (auto &T : Threads)
    T.join();
  EXPECT(static_cast<float>(H) == 1000 && __low2float(H2) == 1000 &&
             __high2float(H2) == 2000,
         "half atomics: %g %g %g", static_cast<float>(H), __low2float(H2),
         __high2float(H2));
  // bfloat16 has 8 bits: the sums stop growing where the increment is half
  // an ulp (256 + 1, 128 + 0.5 and 64 + 0.25 round back, to even).
  EXPECT(static_cast<float>(B) == 256 && __low2float(B2) == 128 &&
             __high2float(B2) == 64,
         "bfloat16 atomics: %g %g %g", static_cast<float>(B), __low2float(B2),
         __high2float(B2));
  const __half Old = atomicAdd(&H, __half(1.0f));
  EXPECT(static_cast<float>(Old) == 1000, "atomicAdd returns the old value");
  std::printf("atomics checked\n");
}

__global__ void shuffleKernel(__half2 *Out, __axl_bfloat16 *OutB) {
  const int Lane = threadIdx.x;
  __half2 V = __floats2half2_rn(static_cast<float>(Lane), -Lane);
  V = __shfl_xor_sync(0xffffffffu, V, 1);
  __axl_bfloat16 B = __shfl_down_sync(0xffffffffu, __axl_bfloat16(Lane), 2, 8);
  Out[Lane] = V;
  OutB[Lane] = B;
}

void shuffles() {
  __half2 *Out;
  __axl_bfloat16 *OutB;
  EXPECT(axlMallocManaged(&Out, 32 * sizeof(__half2)) == axlSuccess, "malloc");
  EXPECT(axlMallocManaged(&OutB, 32 * sizeof(__axl_bfloat16)) == axlSuccess,
         "malloc");
  axlLaunchKernelGGL(shuffleKernel, dim3(1), dim3(32), 0, 0, Out, OutB);
  EXPECT(axlDeviceSynchronize() == axlSuccess, "kernel ran");
  for (int L = 0; L < 32; ++L) {
    const int Src = L ^ 1;
    EXPECT(__low2float(Out[L]) == Src && __high2float(Out[L]) == -Src,
           "lane %d: __shfl_xor_sync(__half2)", L);
    // Width 8: lanes 6, 7 of each segment keep their own value.
    const int Want = (L % 8) + 2 < 8 ? L + 2 : L;
    EXPECT(static_cast<float>(OutB[L]) == Want,
           "lane %d: __shfl_down_sync(bf16) = %g, want %d", L,
           static_cast<float>(OutB[L]), Want);
  }
  axlFree(Out);
  axlFree(OutB);
  std::printf("shuffles checked\n");
}

} // namespace

int main() {
  integerConversions();
  fusedMultiplyAdd();
  unaryMath();
  classSemantics();
  atomics();
  shuffles();
  std::printf(Failures ? "FAILED (%d)\n" : "ALL PASS\n", Failures);
  return Failures ? 1 : 0;
}
