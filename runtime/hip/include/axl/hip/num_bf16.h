//===- num_bf16.h - CUDA's bfloat16 on HIP, from the CPU codec --*- C++ -*-===//
//
// HIP backend of the dialect's bfloat16 (CUDA's __nv_bfloat16 family):
// __axl_bfloat16, __axl_bfloat162, their raw structs and cuda_bf16.h's
// conversions (float, double, integers in every rounding mode,
// reinterpretation, packing), with CUDA's results bit for bit on every
// target. HIP's own hip_bfloat16 is another class with other rules (no
// rounding modes, its own NaN handling), so it is not used.
//
// One implementation: these are the CPU backend's types and functions
// (runtime/cpu/include/axl/cpu/detail/num_bf16_conv.h and the codec under
// it, num_core.h and num_f16_types.h), whose functions are AXL_HOST_DEVICE
// and so compile for AMD GPUs too. The CPU backend's exhaustive tests stand
// for this backend; tests/cpu/hip_fp8_shared.test checks that the two agree.
// The CPU headers are included by path: the HIP backend's flags do not name
// the CPU backend's include directory.
//
// Only the dialect's names come to global scope (using-declarations, not
// the CPU backend's using-directive): the CPU backend's __half in the same
// namespace would clash with HIP's, which ported code uses for binary16.
// Not provided yet: the bfloat16 arithmetic, comparisons, math and atomics
// (num_bf16_ops.h) and conversions between __axl_bfloat16 and HIP's __half.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <hip/hip_runtime.h> // float2 and make_float2, used by the CPU header

#include <axl/cpu/detail/num_bf16_conv.h>

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
