// CPU backend numerics: binary16 arithmetic, comparisons, math, operators
// and atomics (the cuda_fp16.h intrinsics). Not a dialect header: include
// <axl/fp16.h>.
#pragma once
#include <axl/cpu/detail/num_f16_ops.h>
#include <axl/cpu/detail/num_fp16_conv.h>

namespace axl::cpu::num {

/// max/min that propagate NaN (as the canonical NaN); otherwise __hmax/__hmin.
inline __half __hmax_nan(const __half A, const __half B) {
  return num_detail::isNan(A) || num_detail::isNan(B)
             ? num_detail::canonicalNan<__half>()
             : num_detail::max(A, B);
}
inline __half __hmin_nan(const __half A, const __half B) {
  return num_detail::isNan(A) || num_detail::isNan(B)
             ? num_detail::canonicalNan<__half>()
             : num_detail::min(A, B);
}

#define AXL_NUM_T __half
#define AXL_NUM_T2 __half2
#include <axl/cpu/detail/num_f16_api.inc>
#include <axl/cpu/detail/num_f16_api_cpu.inc>
#undef AXL_NUM_T
#undef AXL_NUM_T2

} // namespace axl::cpu::num
