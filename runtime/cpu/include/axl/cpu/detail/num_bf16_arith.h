// CPU backend numerics: bfloat16 arithmetic, comparisons, math and
// operators (the cuda_bf16.h intrinsics), without the CPU engine: the
// templates of num_f16_arith.h instantiated by num_f16_api.inc. All
// AXL_HOST_DEVICE: the HIP backend compiles these same functions for AMD
// GPUs (axl/hip/num_bf16.h); num_bf16_ops.h adds the CPU engine's atomics
// and warp shuffles. Not a dialect header: include <axl/bf16.h>.
#pragma once
#include "num_bf16_conv.h" // quoted: the HIP backend includes this file by path
#include "num_f16_arith.h"

namespace axl::cpu::num {

/// max/min that propagate NaN (as the canonical NaN). Unlike the binary16
/// forms, equal operands return the first one (so -0 and +0 are not
/// ordered), as CUDA's bfloat16 versions do.
AXL_HOST_DEVICE inline __axl_bfloat16 __hmax_nan(const __axl_bfloat16 A,
                                                 const __axl_bfloat16 B) {
  if (num_detail::isNan(A) || num_detail::isNan(B))
    return num_detail::canonicalNan<__axl_bfloat16>();
  return num_detail::ge(A, B) ? A : B;
}
AXL_HOST_DEVICE inline __axl_bfloat16 __hmin_nan(const __axl_bfloat16 A,
                                                 const __axl_bfloat16 B) {
  if (num_detail::isNan(A) || num_detail::isNan(B))
    return num_detail::canonicalNan<__axl_bfloat16>();
  return num_detail::le(A, B) ? A : B;
}

#define AXL_NUM_T __axl_bfloat16
#define AXL_NUM_T2 __axl_bfloat162
#include "num_f16_api.inc"
#undef AXL_NUM_T
#undef AXL_NUM_T2

} // namespace axl::cpu::num
