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
// - The block-scoped atomics (atomicAdd_block, ...): HIP 5.2 has the device
//   and system scopes only. A block-scoped atomic may be done at a wider
//   scope: each is HIP's device-scoped one.
// - atomicMin and atomicMax on long long (a compare-and-swap loop), their
//   bitwise atomics on long long, and atomicCAS on unsigned short (CUDA 12;
//   on its aligned 32-bit word).
// - __nanosleep: the wavefront sleeps about that long (s_sleep counts 64
//   clocks a unit); CUDA's is a hint too, within [0, 2 * ns].
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

namespace axl::hip::detail {
template <class Pick> __device__ long long atomicPick(long long *p, long long v, Pick pick) {
  auto *Word = reinterpret_cast<unsigned long long *>(p);
  unsigned long long Old = *Word, Assumed;
  do {
    Assumed = Old;
    long long Want = pick(static_cast<long long>(Assumed), v);
    if (Want == static_cast<long long>(Assumed))
      break;
    Old = atomicCAS(Word, Assumed, static_cast<unsigned long long>(Want));
  } while (Old != Assumed);
  return static_cast<long long>(Old);
}
} // namespace axl::hip::detail

__device__ inline long long atomicMin(long long *p, long long v) {
  return axl::hip::detail::atomicPick(p, v, [](long long a, long long b) { return b < a ? b : a; });
}
__device__ inline long long atomicMax(long long *p, long long v) {
  return axl::hip::detail::atomicPick(p, v, [](long long a, long long b) { return b > a ? b : a; });
}

// CUDA's bitwise atomics on long long: the same bits as unsigned long long.
#define AXL_HIP_LL_BITWISE(name)                                               \
  __device__ inline long long name(long long *p, long long v) {                \
    return static_cast<long long>(name(reinterpret_cast<unsigned long long *>(p), \
                                       static_cast<unsigned long long>(v)));   \
  }
AXL_HIP_LL_BITWISE(atomicAnd)
AXL_HIP_LL_BITWISE(atomicOr)
AXL_HIP_LL_BITWISE(atomicXor)
#undef AXL_HIP_LL_BITWISE

__device__ inline unsigned short atomicCAS(unsigned short *p, unsigned short compare,
                                           unsigned short value) {
  auto Addr = reinterpret_cast<unsigned long long>(p);
  auto *Word = reinterpret_cast<unsigned int *>(Addr & ~3ull);
  const unsigned Shift = (Addr & 2) * 8;
  unsigned Old = *Word, Assumed;
  do {
    Assumed = Old;
    if (static_cast<unsigned short>(Assumed >> Shift) != compare)
      break;
    unsigned Want = (Assumed & ~(0xffffu << Shift)) | (unsigned(value) << Shift);
    Old = atomicCAS(Word, Assumed, Want);
  } while (Old != Assumed);
  return static_cast<unsigned short>(Old >> Shift);
}

__device__ inline void __nanosleep(unsigned ns) {
  for (unsigned I = 0; I < ns / 64 + 1; ++I)
    __builtin_amdgcn_s_sleep(1);
}

// After every overload above: a dependent call on a fundamental type finds
// only what is declared before the template.
#define AXL_HIP_BLOCK_ATOMIC(name)                                             \
  template <class T, class... A>                                               \
  __device__ inline auto name##_block(T *p, A... a) -> decltype(name(p, a...)) { \
    return name(p, a...);                                                      \
  }
AXL_HIP_BLOCK_ATOMIC(atomicAdd)
AXL_HIP_BLOCK_ATOMIC(atomicSub)
AXL_HIP_BLOCK_ATOMIC(atomicExch)
AXL_HIP_BLOCK_ATOMIC(atomicMin)
AXL_HIP_BLOCK_ATOMIC(atomicMax)
AXL_HIP_BLOCK_ATOMIC(atomicInc)
AXL_HIP_BLOCK_ATOMIC(atomicDec)
AXL_HIP_BLOCK_ATOMIC(atomicCAS)
AXL_HIP_BLOCK_ATOMIC(atomicAnd)
AXL_HIP_BLOCK_ATOMIC(atomicOr)
AXL_HIP_BLOCK_ATOMIC(atomicXor)
#undef AXL_HIP_BLOCK_ATOMIC
