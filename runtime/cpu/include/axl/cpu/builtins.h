// CPU backend of builtins CUDA code gets without including anything: the
// address-space conversions and predicates of sm_20_intrinsics.h, and the
// compiler builtin __builtin_assume that nvcc (and clang) have and g++ lacks.
//
// The CPU backend has one address space: __shared__ variables, dynamic shared
// memory, constants and locals are ordinary host memory. So a "shared",
// "global", "constant" or "local" address is the generic pointer's bits, and
// converting it back gives the pointer again (to_shared then
// shared_to_generic round-trips). Keep the whole size_t: a shared address
// truncated to 32 bits, as PTX's 32-bit shared window allows on a GPU, does
// not point into the block's memory here. __isGlobal answers 1 for every
// pointer and __isShared, __isConstant, __isLocal and __isGridConstant 0:
// code that branches on them takes its global-memory path, which reaches the
// same memory on this backend.
#pragma once

#include <cstddef>
#include <cstdint>

#define AXL_CPU_CVTA_(space)                                                   \
  inline ::std::size_t __cvta_generic_to_##space(const void *ptr) {           \
    return reinterpret_cast<::std::uintptr_t>(ptr);                            \
  }                                                                            \
  inline void *__cvta_##space##_to_generic(::std::size_t rawbits) {           \
    return reinterpret_cast<void *>(static_cast<::std::uintptr_t>(rawbits));  \
  }
AXL_CPU_CVTA_(global)
AXL_CPU_CVTA_(shared)
AXL_CPU_CVTA_(constant)
AXL_CPU_CVTA_(local)
AXL_CPU_CVTA_(grid_constant)
#undef AXL_CPU_CVTA_

inline unsigned int __isGlobal(const void *) { return 1; }
inline unsigned int __isShared(const void *) { return 0; }
inline unsigned int __isConstant(const void *) { return 0; }
inline unsigned int __isLocal(const void *) { return 0; }
inline unsigned int __isGridConstant(const void *) { return 0; }

// __builtin_assume(e): a hint that e holds. Where the compiler lacks it (g++),
// e is checked to compile and never evaluated, as clang never evaluates it.
#if defined(__has_builtin)
#if !__has_builtin(__builtin_assume)
#define __builtin_assume(...) ((void)sizeof(!(__VA_ARGS__)))
#endif
#else
#define __builtin_assume(...) ((void)sizeof(!(__VA_ARGS__)))
#endif
