// CPU backend numerics: bfloat16 arithmetic, comparisons, math, operators
// and atomics (the cuda_bf16.h intrinsics). Not a dialect header: include
// <axl/bf16.h>.
#pragma once
#include <axl/cpu/detail/num_bf16_conv.h>
#include <axl/cpu/detail/num_fp16_ops.h>

namespace axl::cpu::num {

/// max/min that propagate NaN (as the canonical NaN). Unlike the binary16
/// forms, equal operands return the first one (so -0 and +0 are not
/// ordered), as CUDA's bfloat16 versions do.
inline __axl_bfloat16 __hmax_nan(const __axl_bfloat16 A,
                                 const __axl_bfloat16 B) {
  if (num_detail::isNan(A) || num_detail::isNan(B))
    return num_detail::canonicalNan<__axl_bfloat16>();
  return num_detail::ge(A, B) ? A : B;
}
inline __axl_bfloat16 __hmin_nan(const __axl_bfloat16 A,
                                 const __axl_bfloat16 B) {
  if (num_detail::isNan(A) || num_detail::isNan(B))
    return num_detail::canonicalNan<__axl_bfloat16>();
  return num_detail::le(A, B) ? A : B;
}

#define AXL_NUM_T __axl_bfloat16
#define AXL_NUM_T2 __axl_bfloat162
#include <axl/cpu/detail/num_f16_api.inc>
#undef AXL_NUM_T
#undef AXL_NUM_T2

} // namespace axl::cpu::num
