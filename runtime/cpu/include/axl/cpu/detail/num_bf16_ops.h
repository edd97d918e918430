// CPU backend numerics: bfloat16 arithmetic, comparisons, math, operators
// (num_bf16_arith.h, which the HIP backend shares) and the CPU engine's
// atomics and warp shuffles (the cuda_bf16.h intrinsics). Not a dialect
// header: include <axl/bf16.h>.
#pragma once
#include <axl/cpu/detail/num_bf16_arith.h>
#include <axl/cpu/detail/num_fp16_ops.h>

namespace axl::cpu::num {

#define AXL_NUM_T __axl_bfloat16
#define AXL_NUM_T2 __axl_bfloat162
#include <axl/cpu/detail/num_f16_api_cpu.inc>
#undef AXL_NUM_T
#undef AXL_NUM_T2

} // namespace axl::cpu::num
