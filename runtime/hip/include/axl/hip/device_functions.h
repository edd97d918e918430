//===- device_functions.h - CUDA's device functions HIP 5.2 lacks -*- C++ -*-===//
//
// HIP backend: kernel-language functions that CUDA declares and HIP 5.2
// does not, or declares for fewer types, with CUDA's results.
//
// - The cache-hinted loads and stores (__ldcs, __ldcg, __ldca, __ldlu,
//   __ldcv; __stcs, __stcg, __stwb, __stwt) for every type CUDA has them
//   for (scalars, vectors, __half, bf16): HIP 5.2 has the loads for __half
//   and __half2 only. The hint is about caching, never about the value: a
//   plain load or store is CUDA's result.
// - __trap: HIP's s_trap through the compiler's builtin.
// - min and max of an int and an unsigned int: CUDA's overload compares as
//   unsigned and returns unsigned int; HIP 5.2's template would compute in
//   double (HIP's own min(uint32_t, int) is kept).
// - isfinite, isinf and isnan in host code, as nvcc's cuda_runtime.h brings
//   the standard ones into the global namespace beside the device ones.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <cmath>

using std::isfinite;
using std::isinf;
using std::isnan;

#define AXL_HIP_CACHE_LOAD(name)                                               \
  template <class T> __device__ inline T name(const T *p) { return *p; }
#define AXL_HIP_CACHE_STORE(name)                                              \
  template <class T> __device__ inline void name(T *p, T v) { *p = v; }
AXL_HIP_CACHE_LOAD(__ldcs)
AXL_HIP_CACHE_LOAD(__ldcg)
AXL_HIP_CACHE_LOAD(__ldca)
AXL_HIP_CACHE_LOAD(__ldlu)
AXL_HIP_CACHE_LOAD(__ldcv)
AXL_HIP_CACHE_STORE(__stcs)
AXL_HIP_CACHE_STORE(__stcg)
AXL_HIP_CACHE_STORE(__stwb)
AXL_HIP_CACHE_STORE(__stwt)
#undef AXL_HIP_CACHE_LOAD
#undef AXL_HIP_CACHE_STORE

[[noreturn]] __device__ inline void __trap() { __builtin_trap(); }

__device__ inline unsigned int min(int a, unsigned int b) {
  return static_cast<unsigned int>(a) < b ? static_cast<unsigned int>(a) : b;
}
__device__ inline unsigned int max(int a, unsigned int b) {
  return static_cast<unsigned int>(a) > b ? static_cast<unsigned int>(a) : b;
}
