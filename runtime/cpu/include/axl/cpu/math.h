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
