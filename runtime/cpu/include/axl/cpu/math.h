// CPU backend: CUDA's device math functions and exactly-specified
// intrinsics (math_functions.h, device_functions.h and friends) on the
// host. Included by <axl/cpu/kernel.h>.
// Not provided (a compile error where used): the SIMD video intrinsics
// (__vadd2, __vcmpeq4, __vimax3_s32, __viaddmax_*, __vibmax_*, ...) and
// __fns.
#pragma once
#include <cmath>
#include <axl/cpu/detail/num_math_functions.h>
#include <axl/cpu/detail/num_math_int.h>
#include <axl/cpu/detail/num_math_intrinsics.h>

// fmaxf and fminf with CUDA's NaN rule: one NaN argument gives the other
// argument, two give NaN (the GPU's canonical 0x7fffffff). The C library's
// fmaxf and fminf return NaN when an argument is a *signaling* NaN (IEEE
// 754-2008 maxNum), so ported code is routed to these by object-like
// macros (`fmaxf(a, b)`, `std::fmaxf(a, b)` and `&fmaxf` all work). Without
// NaNs they are the C library's functions (the sign of a zero result
// included). fmax and fmin keep the C library's behaviour.
inline float __axl_cpu_fmaxf(float a, float b) noexcept {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? (std::isnan(b) ? ::axl::cpu::num_detail::canonical(a) : b) : a;
  return ::fmaxf(a, b);
}
inline float __axl_cpu_fminf(float a, float b) noexcept {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? (std::isnan(b) ? ::axl::cpu::num_detail::canonical(a) : b) : a;
  return ::fminf(a, b);
}
namespace std {
using ::__axl_cpu_fmaxf;
using ::__axl_cpu_fminf;
} // namespace std
#define fmaxf __axl_cpu_fmaxf
#define fminf __axl_cpu_fminf
