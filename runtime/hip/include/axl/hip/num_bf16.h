//===- num_bf16.h - CUDA's bfloat16 on HIP, from the CPU codec --*- C++ -*-===//
//
// HIP backend of the dialect's bfloat16 (CUDA's __nv_bfloat16 family):
// __axl_bfloat16, __axl_bfloat162, their raw structs, cuda_bf16.h's
// conversions (float, double, integers in every rounding mode,
// reinterpretation, packing), arithmetic (__hadd.._rn/_sat, __hfma,
// __hneg, __habs, __hmax/__hmin(_nan), the __h*2 pair forms), comparisons
// (__heq.., __hequ.., __hb*2, _mask), math (hsqrt, hexp, htrunc, ...),
// operators and atomicAdd, with CUDA's results bit for bit on every
// target. HIP's own hip_bfloat16 is another class with other rules (no
// rounding modes, its own NaN handling), so it is not used.
//
// One implementation: these are the CPU backend's types and functions
// (runtime/cpu/include/axl/cpu/detail/num_bf16_arith.h: num_bf16_conv.h
// and the codec under it, num_core.h and num_f16_types.h; the arithmetic of
// num_f16_arith.h and num_f16_api.inc), whose functions are AXL_HOST_DEVICE
// and so compile for AMD GPUs too. The CPU backend's exhaustive tests stand
// for this backend; tests/cpu/hip_fp8_shared.test checks that the two agree.
// The CPU headers are included by path: the HIP backend's flags do not name
// the CPU backend's include directory.
//
// Only the dialect's names come to global scope (using-declarations, not
// the CPU backend's using-directive): the CPU backend's __half in the same
// namespace would clash with HIP's, which ported code uses for binary16.
// The operators are found by argument-dependent lookup. atomicAdd is this
// header's own (the CPU backend's runs on its engine): a compare-and-swap
// loop on the containing 32-bit word, adding with the shared __hadd.
// Not provided yet: conversions between __axl_bfloat16 and HIP's __half.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <hip/hip_runtime.h> // float2 and make_float2, used by the CPU header

#include <axl/cpu/detail/num_bf16_arith.h>

// Types.
using axl::cpu::num::__axl_bfloat16;
using axl::cpu::num::__axl_bfloat162;
using axl::cpu::num::__axl_bfloat162_raw;
using axl::cpu::num::__axl_bfloat16_raw;
using axl::cpu::num::axl_bfloat16;
using axl::cpu::num::axl_bfloat162;

// Float, double and pairs.
using axl::cpu::num::__bfloat1622float2;
using axl::cpu::num::__bfloat162float;
using axl::cpu::num::__double2bfloat16;
using axl::cpu::num::__float22bfloat162_rn;
using axl::cpu::num::__float2bfloat16;
using axl::cpu::num::__float2bfloat162_rn;
using axl::cpu::num::__float2bfloat16_rd;
using axl::cpu::num::__float2bfloat16_rn;
using axl::cpu::num::__float2bfloat16_ru;
using axl::cpu::num::__float2bfloat16_rz;
using axl::cpu::num::__floats2bfloat162_rn;
using axl::cpu::num::__high2float;
using axl::cpu::num::__low2float;
using axl::cpu::num::make_bfloat162;

// Integers.
#define AXL_HIP_BF16_USING_MODES(Prefix, Suffix)                               \
  using axl::cpu::num::Prefix##_rn##Suffix;                                    \
  using axl::cpu::num::Prefix##_rz##Suffix;                                    \
  using axl::cpu::num::Prefix##_rd##Suffix;                                    \
  using axl::cpu::num::Prefix##_ru##Suffix;
#define AXL_HIP_BF16_USING_INT(Name)                                           \
  AXL_HIP_BF16_USING_MODES(__bfloat162##Name, )                                \
  AXL_HIP_BF16_USING_MODES(__##Name##2bfloat16, )
AXL_HIP_BF16_USING_INT(short)
AXL_HIP_BF16_USING_INT(ushort)
AXL_HIP_BF16_USING_INT(int)
AXL_HIP_BF16_USING_INT(uint)
AXL_HIP_BF16_USING_INT(ll)
AXL_HIP_BF16_USING_INT(ull)
#undef AXL_HIP_BF16_USING_INT
#undef AXL_HIP_BF16_USING_MODES
using axl::cpu::num::__bfloat162char_rz;
using axl::cpu::num::__bfloat162uchar_rz;

// Reinterpretation and packing.
using axl::cpu::num::__bfloat162bfloat162;
using axl::cpu::num::__bfloat16_as_short;
using axl::cpu::num::__bfloat16_as_ushort;
using axl::cpu::num::__halves2bfloat162;
using axl::cpu::num::__high2bfloat16;
using axl::cpu::num::__high2bfloat162;
using axl::cpu::num::__highs2bfloat162;
using axl::cpu::num::__low2bfloat16;
using axl::cpu::num::__low2bfloat162;
using axl::cpu::num::__lowhigh2highlow;
using axl::cpu::num::__lows2bfloat162;
using axl::cpu::num::__short_as_bfloat16;
using axl::cpu::num::__ushort_as_bfloat16;

// Arithmetic.
#define AXL_HIP_BF16_USING_LANES(Scalar, Pair)                                 \
  using axl::cpu::num::Scalar;                                                 \
  using axl::cpu::num::Pair;
AXL_HIP_BF16_USING_LANES(__hadd, __hadd2)
AXL_HIP_BF16_USING_LANES(__hsub, __hsub2)
AXL_HIP_BF16_USING_LANES(__hmul, __hmul2)
AXL_HIP_BF16_USING_LANES(__hdiv, __h2div)
AXL_HIP_BF16_USING_LANES(__hadd_rn, __hadd2_rn)
AXL_HIP_BF16_USING_LANES(__hsub_rn, __hsub2_rn)
AXL_HIP_BF16_USING_LANES(__hmul_rn, __hmul2_rn)
AXL_HIP_BF16_USING_LANES(__hadd_sat, __hadd2_sat)
AXL_HIP_BF16_USING_LANES(__hsub_sat, __hsub2_sat)
AXL_HIP_BF16_USING_LANES(__hmul_sat, __hmul2_sat)
AXL_HIP_BF16_USING_LANES(__hfma, __hfma2)
AXL_HIP_BF16_USING_LANES(__hfma_sat, __hfma2_sat)
AXL_HIP_BF16_USING_LANES(__hfma_relu, __hfma2_relu)
AXL_HIP_BF16_USING_LANES(__hneg, __hneg2)
AXL_HIP_BF16_USING_LANES(__habs, __habs2)
AXL_HIP_BF16_USING_LANES(__hmax, __hmax2)
AXL_HIP_BF16_USING_LANES(__hmin, __hmin2)
AXL_HIP_BF16_USING_LANES(__hmax_nan, __hmax2_nan)
AXL_HIP_BF16_USING_LANES(__hmin_nan, __hmin2_nan)
using axl::cpu::num::__hcmadd;

// Math.
AXL_HIP_BF16_USING_LANES(htrunc, h2trunc)
AXL_HIP_BF16_USING_LANES(hceil, h2ceil)
AXL_HIP_BF16_USING_LANES(hfloor, h2floor)
AXL_HIP_BF16_USING_LANES(hrint, h2rint)
AXL_HIP_BF16_USING_LANES(hsqrt, h2sqrt)
AXL_HIP_BF16_USING_LANES(hrsqrt, h2rsqrt)
AXL_HIP_BF16_USING_LANES(hrcp, h2rcp)
AXL_HIP_BF16_USING_LANES(hlog, h2log)
AXL_HIP_BF16_USING_LANES(hlog2, h2log2)
AXL_HIP_BF16_USING_LANES(hlog10, h2log10)
AXL_HIP_BF16_USING_LANES(hexp, h2exp)
AXL_HIP_BF16_USING_LANES(hexp2, h2exp2)
AXL_HIP_BF16_USING_LANES(hexp10, h2exp10)
AXL_HIP_BF16_USING_LANES(hcos, h2cos)
AXL_HIP_BF16_USING_LANES(hsin, h2sin)
AXL_HIP_BF16_USING_LANES(htanh, h2tanh)
AXL_HIP_BF16_USING_LANES(htanh_approx, h2tanh_approx)
#undef AXL_HIP_BF16_USING_LANES

// Comparisons: scalar, pair (1.0/0.0 per lane), mask and both-lanes forms.
#define AXL_HIP_BF16_USING_COMPARE(Op)                                         \
  using axl::cpu::num::__h##Op;                                                \
  using axl::cpu::num::__h##Op##2;                                             \
  using axl::cpu::num::__h##Op##2_mask;                                        \
  using axl::cpu::num::__hb##Op##2;
AXL_HIP_BF16_USING_COMPARE(eq)
AXL_HIP_BF16_USING_COMPARE(ne)
AXL_HIP_BF16_USING_COMPARE(le)
AXL_HIP_BF16_USING_COMPARE(ge)
AXL_HIP_BF16_USING_COMPARE(lt)
AXL_HIP_BF16_USING_COMPARE(gt)
AXL_HIP_BF16_USING_COMPARE(equ)
AXL_HIP_BF16_USING_COMPARE(neu)
AXL_HIP_BF16_USING_COMPARE(leu)
AXL_HIP_BF16_USING_COMPARE(geu)
AXL_HIP_BF16_USING_COMPARE(ltu)
AXL_HIP_BF16_USING_COMPARE(gtu)
#undef AXL_HIP_BF16_USING_COMPARE
using axl::cpu::num::__hisinf;
using axl::cpu::num::__hisnan;
using axl::cpu::num::__hisnan2;

// Atomic add, as CUDA's: returns the old value. A compare-and-swap loop on
// the 32-bit word that holds the value (HIP's atomicCAS on unsigned int);
// the sum is the shared __hadd / __hadd2, so rounding and NaNs are CUDA's.
// The pair is updated as one word (CUDA promises atomicity per half).
__device__ inline __axl_bfloat16 atomicAdd(__axl_bfloat16 *const Address,
                                           const __axl_bfloat16 Val) {
  const auto Addr = reinterpret_cast<unsigned long long>(Address);
  unsigned int *const Word = reinterpret_cast<unsigned int *>(Addr & ~3ull);
  const unsigned Shift = static_cast<unsigned>(Addr & 2u) * 8u;
  unsigned int Old = __atomic_load_n(Word, __ATOMIC_RELAXED);
  unsigned int Assumed;
  do {
    Assumed = Old;
    const __axl_bfloat16 Sum = axl::cpu::num::__hadd(
        __ushort_as_bfloat16(static_cast<unsigned short>(Assumed >> Shift)),
        Val);
    const unsigned int New =
        (Assumed & ~(0xffffu << Shift)) |
        (static_cast<unsigned int>(__bfloat16_as_ushort(Sum)) << Shift);
    Old = atomicCAS(Word, Assumed, New);
  } while (Old != Assumed);
  return __ushort_as_bfloat16(static_cast<unsigned short>(Old >> Shift));
}
__device__ inline __axl_bfloat162 atomicAdd(__axl_bfloat162 *const Address,
                                            const __axl_bfloat162 Val) {
  unsigned int *const Word = reinterpret_cast<unsigned int *>(Address);
  const auto FromBits = [](const unsigned int W) {
    return __axl_bfloat162(__axl_bfloat162_raw{
        static_cast<unsigned short>(W), static_cast<unsigned short>(W >> 16)});
  };
  unsigned int Old = __atomic_load_n(Word, __ATOMIC_RELAXED);
  unsigned int Assumed;
  do {
    Assumed = Old;
    const __axl_bfloat162 Sum = axl::cpu::num::__hadd2(FromBits(Assumed), Val);
    const unsigned int New =
        static_cast<unsigned int>(__bfloat16_as_ushort(Sum.x)) |
        (static_cast<unsigned int>(__bfloat16_as_ushort(Sum.y)) << 16);
    Old = atomicCAS(Word, Assumed, New);
  } while (Old != Assumed);
  return FromBits(Old);
}
