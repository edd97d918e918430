// The same sweep of FP8 and bfloat16 conversions, compiled for the CPU
// backend and, as host code, by hipcc for the HIP backend (whose FP8 and
// bfloat16 are the CPU backend's codec compiled for both sides): one line
// of FNV-1a checksums per conversion, which must be equal, and a few
// values CUDA documents. Only dialect names: the same source serves both.
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
#endif
