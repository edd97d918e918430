// The same sweep of FP8 and bfloat16 conversions and of bfloat16
// arithmetic, compiled for the CPU backend and, as host code, by hipcc for
// the HIP backend (whose FP8 and bfloat16 are the CPU backend's codec and
// arithmetic compiled for both sides): one line of FNV-1a checksums per
// conversion or operation, which must be equal, and a few values CUDA
// documents. Only dialect names: the same source serves both.
#include <axl/bf16.h>
#include <axl/fp8.h>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

struct Sum {
  const char *Name;
  std::uint64_t H = 1469598103934665603ull;
  void add(unsigned V) {
    for (int I = 0; I < 4; ++I)
      H = (H ^ ((V >> (8 * I)) & 0xFFu)) * 1099511628211ull;
  }
};

float asFloat(std::uint32_t U) {
  float F;
  std::memcpy(&F, &U, sizeof F);
  return F;
}
unsigned bitsOf(float F) {
  std::uint32_t U;
  std::memcpy(&U, &F, sizeof U);
  return U;
}

enum {
  E4, E4Sat, E5, E5Sat, E4Double, E5SatDouble, E4Class, E5Class, E4Int,
  E5FromBf16, Bf16Rn, Bf16Rz, Bf16Ru, Bf16Rd, Bf16ToInt, E8Zero, E8PosInf,
  E8Double, NumSums
};
Sum Sums[NumSums] = {
    {"float->e4m3 nosat"},  {"float->e4m3 satfinite"},
    {"float->e5m2 nosat"},  {"float->e5m2 satfinite"},
    {"double->e4m3 nosat"}, {"double->e5m2 satfinite"},
    {"__axl_fp8_e4m3(float) -> float"},
    {"__axl_fp8_e5m2(float) -> float"},
    {"__axl_fp8_e4m3 -> int"},
    {"__axl_fp8_e5m2(__axl_bfloat16)"},
    {"float->bf16 rn"}, {"float->bf16 rz"}, {"float->bf16 ru"},
    {"float->bf16 rd"}, {"bf16->int rn"},
    {"float->e8m0 rz"}, {"float->e8m0 ru"}, {"double->e8m0 ru"},
};

void sweep(float F) {
  Sums[E4].add(__axl_cvt_float_to_fp8(F, __AXL_NOSAT, __AXL_E4M3));
  Sums[E4Sat].add(__axl_cvt_float_to_fp8(F, __AXL_SATFINITE, __AXL_E4M3));
  Sums[E5].add(__axl_cvt_float_to_fp8(F, __AXL_NOSAT, __AXL_E5M2));
  Sums[E5Sat].add(__axl_cvt_float_to_fp8(F, __AXL_SATFINITE, __AXL_E5M2));
  // A double just above the float: what the float rounding cannot see.
  const double D = double(F) * (1.0 + 0x1p-40);
  Sums[E4Double].add(__axl_cvt_double_to_fp8(D, __AXL_NOSAT, __AXL_E4M3));
  Sums[E5SatDouble].add(
      __axl_cvt_double_to_fp8(D, __AXL_SATFINITE, __AXL_E5M2));
  const __axl_fp8_e4m3 Q4(F);
  Sums[E4Class].add(bitsOf(float(Q4)));
  Sums[E5Class].add(bitsOf(float(__axl_fp8_e5m2(F))));
  Sums[E4Int].add(unsigned(int(Q4)));
  const __axl_bfloat16 B = __float2bfloat16_rn(F);
  Sums[E5FromBf16].add(__axl_fp8_e5m2(B).__x);
  Sums[Bf16Rn].add(__bfloat16_as_ushort(B));
  Sums[Bf16Rz].add(__bfloat16_as_ushort(__float2bfloat16_rz(F)));
  Sums[Bf16Ru].add(__bfloat16_as_ushort(__float2bfloat16_ru(F)));
  Sums[Bf16Rd].add(__bfloat16_as_ushort(__float2bfloat16_rd(F)));
  Sums[Bf16ToInt].add(unsigned(__bfloat162int_rn(B)));
  Sums[E8Zero].add(__axl_cvt_float_to_e8m0(F, __AXL_NOSAT, axlRoundZero));
  Sums[E8PosInf].add(
      __axl_cvt_float_to_e8m0(F, __AXL_SATFINITE, axlRoundPosInf));
  Sums[E8Double].add(
      __axl_cvt_double_to_e8m0(D, __AXL_NOSAT, axlRoundPosInf));
}

// bfloat16 arithmetic: every pair of 2,090 values (every 32nd encoding,
// its low bits varied, and the edges: +-0, +-inf, NaNs, subnormals, the
// largest finite, 1 and its neighbours).
std::uint16_t Bf16Edges[] = {
    0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7fff, 0x7f81, 0xffc1,
    0x0001, 0x8001, 0x007f, 0x807f, 0x0080, 0x8080, 0x0081, 0x7f7f, 0xff7f,
    0x7f7e, 0x3f80, 0xbf80, 0x3f81, 0x3f7f, 0x4000, 0x3f00, 0x3c00, 0x3f40,
    0x4040, 0x3fc0, 0x0100, 0x00ff, 0x1f80, 0x5f80, 0x2000, 0x6000, 0x0040,
    0x8040, 0x3401, 0x4b7f, 0xcb80, 0x4f00, 0x3e80};

__axl_bfloat16 bf16Of(unsigned B) {
  return __ushort_as_bfloat16(static_cast<unsigned short>(B));
}
unsigned bitsOf(__axl_bfloat16 B) { return __bfloat16_as_ushort(B); }

enum {
  Add, Sub, Mul, Div, AddRn, SubRn, MulRn, AddSat, SubSat, MulSat, Fma,
  FmaResidual, FmaSat, FmaRelu, Max, Min, MaxNan, MinNan, Compare, CompareU,
  Operators, Assign, Pairs, PairCompare, Unary, Math, NumArith
};
Sum ArithSums[NumArith] = {
    {"bf16 __hadd"}, {"bf16 __hsub"}, {"bf16 __hmul"}, {"bf16 __hdiv"},
    {"bf16 __hadd_rn"}, {"bf16 __hsub_rn"}, {"bf16 __hmul_rn"},
    {"bf16 __hadd_sat"}, {"bf16 __hsub_sat"}, {"bf16 __hmul_sat"},
    {"bf16 __hfma"}, {"bf16 __hfma(a,b,-(a*b))"}, {"bf16 __hfma_sat"},
    {"bf16 __hfma_relu"}, {"bf16 __hmax"}, {"bf16 __hmin"},
    {"bf16 __hmax_nan"}, {"bf16 __hmin_nan"},
    {"bf16 __heq..__hgt"}, {"bf16 __hequ..__hgtu"},
    {"bf16 operators + - * / == != < > <= >="}, {"bf16 += -= *= /= ++ --"},
    {"bf162 __hadd2 __hfma2 __hmax2 ..."}, {"bf162 __hbeq2 _mask ..."},
    {"bf16 __hneg __habs __hisnan __hisinf (all)"},
    {"bf16 hsqrt hrcp hexp hlog hsin htrunc hceil hfloor hrint (all)"},
};

void arithPair(__axl_bfloat16 A, __axl_bfloat16 B, __axl_bfloat16 C) {
  Sum *S = ArithSums;
  S[Add].add(bitsOf(__hadd(A, B)));
  S[Sub].add(bitsOf(__hsub(A, B)));
  S[Mul].add(bitsOf(__hmul(A, B)));
  S[Div].add(bitsOf(__hdiv(A, B)));
  S[AddRn].add(bitsOf(__hadd_rn(A, B)));
  S[SubRn].add(bitsOf(__hsub_rn(A, B)));
  S[MulRn].add(bitsOf(__hmul_rn(A, B)));
  S[AddSat].add(bitsOf(__hadd_sat(A, B)));
  S[SubSat].add(bitsOf(__hsub_sat(A, B)));
  S[MulSat].add(bitsOf(__hmul_sat(A, B)));
  S[Fma].add(bitsOf(__hfma(A, B, C)));
  S[FmaResidual].add(bitsOf(__hfma(A, B, __hneg(__hmul(A, B)))));
  S[FmaSat].add(bitsOf(__hfma_sat(A, B, C)));
  S[FmaRelu].add(bitsOf(__hfma_relu(A, B, C)));
  S[Max].add(bitsOf(__hmax(A, B)));
  S[Min].add(bitsOf(__hmin(A, B)));
  S[MaxNan].add(bitsOf(__hmax_nan(A, B)));
  S[MinNan].add(bitsOf(__hmin_nan(A, B)));
  S[Compare].add(__heq(A, B) | __hne(A, B) << 1 | __hlt(A, B) << 2 |
                 __hle(A, B) << 3 | __hgt(A, B) << 4 | __hge(A, B) << 5);
  S[CompareU].add(__hequ(A, B) | __hneu(A, B) << 1 | __hltu(A, B) << 2 |
                  __hleu(A, B) << 3 | __hgtu(A, B) << 4 | __hgeu(A, B) << 5);
  S[Operators].add(bitsOf(A + B) ^ bitsOf(A - B) << 16);
  S[Operators].add(bitsOf(A * B) ^ bitsOf(A / B) << 16);
  S[Operators].add((A == B) | (A != B) << 1 | (A < B) << 2 | (A > B) << 3 |
                   (A <= B) << 4 | (A >= B) << 5 | bitsOf(-A) << 6);
  __axl_bfloat16 X = A;
  X += B;
  S[Assign].add(bitsOf(X));
  X -= C;
  S[Assign].add(bitsOf(X));
  X *= B;
  S[Assign].add(bitsOf(X));
  X /= C;
  S[Assign].add(bitsOf(X++) ^ bitsOf(X) << 16);
  S[Assign].add(bitsOf(--X));
  const __axl_bfloat162 P(A, B), Q(B, C), R(C, A);
  for (const __axl_bfloat162 V :
       {__hadd2(P, Q), __hsub2(P, Q), __hmul2(P, Q), __h2div(P, Q),
        __hadd2_sat(P, Q), __hfma2(P, Q, R), __hfma2_relu(P, Q, R),
        __hmax2(P, Q), __hmin2(P, Q), __hmax2_nan(P, Q), __hneg2(P),
        __habs2(Q), P + Q, P - Q, P * Q, P / Q, __hcmadd(P, Q, R)})
    S[Pairs].add(bitsOf(V.x) | bitsOf(V.y) << 16);
  S[PairCompare].add(__hbeq2(P, Q) | __hbne2(P, Q) << 1 | __hblt2(P, Q) << 2 |
                     __hbgeu2(P, Q) << 3 | (P == Q) << 4 | (P != Q) << 5 |
                     (P < Q) << 6 | (P >= Q) << 7);
  S[PairCompare].add(__hlt2_mask(P, Q) ^ __hgeu2_mask(P, R));
  const __axl_bfloat162 Eq = __hequ2(P, Q);
  S[PairCompare].add(bitsOf(Eq.x) | bitsOf(Eq.y) << 16);
}

void bf16Arith() {
  std::uint16_t Vals[2200];
  unsigned N = 0;
  for (unsigned K = 0; K < 2048; ++K)
    Vals[N++] = static_cast<std::uint16_t>(K * 32 + (K * 7) % 32);
  for (std::uint16_t E : Bf16Edges)
    Vals[N++] = E;
  for (unsigned I = 0; I < N; ++I)
    for (unsigned J = 0; J < N; ++J)
      arithPair(bf16Of(Vals[I]), bf16Of(Vals[J]), bf16Of(Vals[(I + J) % N]));
  for (unsigned B = 0; B < 0x10000; ++B) {
    const __axl_bfloat16 A = bf16Of(B);
    ArithSums[Unary].add(bitsOf(__hneg(A)) | bitsOf(__habs(A)) << 16);
    ArithSums[Unary].add(__hisnan(A) | (__hisinf(A) + 1) << 1);
    for (const __axl_bfloat16 M : {hsqrt(A), hrcp(A), hexp(A), hlog(A),
                                   hsin(A), htrunc(A), hceil(A), hfloor(A),
                                   hrint(A)})
      ArithSums[Math].add(bitsOf(M));
  }
  std::printf("%u bf16 values, all pairs\n", N);
  for (const Sum &S : ArithSums)
    std::printf("%s: %016llx\n", S.Name, (unsigned long long)S.H);
}

} // namespace

int main() {
  unsigned long long Count = 0;
  // Every 257th float bit pattern (all exponents, scattered fractions).
  for (std::uint64_t U = 0; U < (std::uint64_t(1) << 32); U += 257, ++Count)
    sweep(asFloat(std::uint32_t(U)));
  // Every bfloat16 value and its float neighbours: all the ties of the
  // FP8 roundings and the values one ulp either side of them.
  for (std::uint32_t B = 0; B < 0x10000; ++B, Count += 3) {
    sweep(asFloat(B << 16));
    sweep(asFloat((B << 16) + 1));
    sweep(asFloat((B << 16) - 1));
  }
  std::printf("%llu floats\n", Count);
  for (const Sum &S : Sums)
    std::printf("%s: %016llx\n", S.Name, (unsigned long long)S.H);

  // Every code back to binary16 and bfloat16.
  Sum ToHalf4{"e4m3->half"}, ToHalf5{"e5m2->half"}, FromE8{"e8m0->bf16"};
  for (unsigned C = 0; C < 256; ++C) {
    ToHalf4.add(__axl_cvt_fp8_to_halfraw(__axl_fp8_storage_t(C), __AXL_E4M3).x);
    ToHalf5.add(__axl_cvt_fp8_to_halfraw(__axl_fp8_storage_t(C), __AXL_E5M2).x);
    FromE8.add(__axl_cvt_e8m0_to_bf16raw(__axl_fp8_storage_t(C)).x);
  }
  for (const Sum &S : {ToHalf4, ToHalf5, FromE8})
    std::printf("%s: %016llx\n", S.Name, (unsigned long long)S.H);

  // CUDA's documented edges.
  std::printf("e4m3(448)=%02x e4m3(464,nosat)=%02x e4m3(inf,sat)=%02x "
              "e4m3(-0)=%02x e4m3(2^-10)=%02x e5m2(inf,nosat)=%02x\n",
              __axl_cvt_float_to_fp8(448.0f, __AXL_NOSAT, __AXL_E4M3),
              __axl_cvt_float_to_fp8(464.0f, __AXL_NOSAT, __AXL_E4M3),
              __axl_cvt_float_to_fp8(asFloat(0x7f800000u), __AXL_SATFINITE,
                                     __AXL_E4M3),
              __axl_cvt_float_to_fp8(-0.0f, __AXL_NOSAT, __AXL_E4M3),
              __axl_cvt_float_to_fp8(0x1p-10f, __AXL_NOSAT, __AXL_E4M3),
              __axl_cvt_float_to_fp8(asFloat(0x7f800000u), __AXL_NOSAT,
                                     __AXL_E5M2));

  bf16Arith();
  const __axl_bfloat16 One = bf16Of(0x3f80), Max = bf16Of(0x7f7f),
                       NaN = bf16Of(0x7fc0), Zero = bf16Of(0), NegZero =
                                                               bf16Of(0x8000);
  // 1 + 2^-8 is a tie: to even (1); 1 + 3*2^-9 rounds up (1 + 2^-7).
  std::printf("add(max,max)=%04x add(1,2^-8)=%04x add(1,3*2^-9)=%04x "
              "div(1,0)=%04x div(0,0)=%04x mul(2^-126,2^-10)=%04x\n",
              bitsOf(__hadd(Max, Max)), bitsOf(__hadd(One, bf16Of(0x3b80))),
              bitsOf(__hadd(One, __float2bfloat16(3.0f / 512))),
              bitsOf(__hdiv(One, Zero)), bitsOf(__hdiv(Zero, Zero)),
              bitsOf(__hmul(bf16Of(0x0080), bf16Of(0x3a80))));
  // fma rounds once: (1+2^-7)(1-2^-7) - 1 = -2^-14 (a product rounded
  // first would give 0).
  std::printf("fma(1+2^-7,1-2^-7,-1)=%04x hmax(-0,+0)=%04x hmin(-0,+0)=%04x "
              "hmax(nan,1)=%04x hmax_nan(nan,1)=%04x\n",
              bitsOf(__hfma(bf16Of(0x3f81), bf16Of(0x3f7e), -One)),
              bitsOf(__hmax(NegZero, Zero)), bitsOf(__hmin(Zero, NegZero)),
              bitsOf(__hmax(NaN, One)), bitsOf(__hmax_nan(NaN, One)));
  std::printf("add_sat(1,1)=%04x sub_sat(0,1)=%04x mul_sat(nan,1)=%04x "
              "heq(nan,nan)=%d hequ(nan,nan)=%d (nan!=nan)=%d hisinf(-inf)=%d\n",
              bitsOf(__hadd_sat(One, One)), bitsOf(__hsub_sat(Zero, One)),
              bitsOf(__hmul_sat(NaN, One)), __heq(NaN, NaN), __hequ(NaN, NaN),
              NaN != NaN, __hisinf(bf16Of(0xff80)));
  return 0;
}

#ifdef __HIP__
// The same conversions in device code (compiled, not run: the proof that
// one implementation serves both sides).
__global__ void hipFp8SharedKernel(const float *X, unsigned char *Y,
                                   float *Z) {
  const unsigned I = threadIdx.x;
  Y[I] = __axl_cvt_float_to_fp8(X[I], __AXL_NOSAT, __AXL_E4M3);
  Y[I + 64] = __axl_cvt_double_to_fp8(X[I], __AXL_SATFINITE, __AXL_E5M2);
  Z[I] = float(__axl_fp8_e4m3(__float2bfloat16_rn(X[I]))) +
         __bfloat162float(__float2bfloat16_rz(X[I]));
}

// bfloat16 arithmetic, comparisons, operators and atomics in device code.
__global__ void hipBf16ArithKernel(const __axl_bfloat16 *X,
                                   __axl_bfloat162 *Y, __axl_bfloat16 *Acc,
                                   __axl_bfloat162 *Acc2) {
  const unsigned I = threadIdx.x;
  __axl_bfloat16 A = X[I], B = X[I + 64];
  A += B * A - B / A;
  A = __hfma(A, B, __hmax_nan(A, B)) + __habs(__hsub_sat(A, B));
  __axl_bfloat162 P = Y[I], Q = Y[I + 64];
  P += P * Q;
  P = __hfma2(P, Q, __hmin2(P, Q));
  if (A < B || __hbgtu2(P, Q))
    P = -P;
  Y[I] = P;
  atomicAdd(Acc + (I & 3), A);
  atomicAdd(Acc2, P);
}
#endif
