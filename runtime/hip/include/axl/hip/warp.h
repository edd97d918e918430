//===- warp.h - CUDA's warp functions for ported code on HIP ----*- C++ -*-===//
//
// HIP backend: warpSize, __shfl*_sync, the votes, __activemask, __syncwarp,
// the matches and the reductions with CUDA's 32-lane meaning on every
// wavefront width (warp_halves.h says how: a warp is a 32-lane half of a
// wave64 wavefront). Masks are CUDA's 32-bit masks of the warp's lanes.
//
// This header includes HIP's runtime header itself, and must be the first
// to: HIP declares, in the global namespace, a warpSize that is the
// wavefront width (64 on gfx9). Here HIP's declaration is renamed while its
// headers are read, so that HIP's own functions keep the hardware width and
// ported code gets 32; hipDeviceProp_t's field warpSize (read first) keeps
// its name and its value, the device's wavefront width.
//
// HIP versions. HIP 5.2 has no _sync warp functions. ROCm 6.2 added its own
// (64-bit masks, wavefront-wide on wave64) behind
// HIP_ENABLE_WARP_SYNC_BUILTINS, and ROCm 7.0 declares them, with __activemask,
// unless HIP_DISABLE_WARP_SYNC_BUILTINS is defined. Their meaning is not CUDA's
// on wave64, so this header defines HIP_DISABLE_WARP_SYNC_BUILTINS before HIP's
// headers and refuses HIP_ENABLE_WARP_SYNC_BUILTINS: one definition of each
// name, CUDA's, on every version.
//
//===----------------------------------------------------------------------===//
#pragma once

#if defined(HIP_INCLUDE_HIP_AMD_DETAIL_WARP_FUNCTIONS_H)
#error "axl hip backend: include <axl/hip/warp.h> (or the dialect's headers) before HIP's runtime header: it gives ported code CUDA's warpSize of 32"
#endif
#if defined(HIP_ENABLE_WARP_SYNC_BUILTINS)
#error "axl hip backend: HIP_ENABLE_WARP_SYNC_BUILTINS declares HIP's __shfl_sync and votes (64-lane warps on wave64); the backend defines CUDA's"
#endif
#ifndef HIP_DISABLE_WARP_SYNC_BUILTINS
#define HIP_DISABLE_WARP_SYNC_BUILTINS 1
#endif

#include <hip/hip_runtime_api.h>
#pragma push_macro("warpSize")
#define warpSize __axl_hip_wavefront_size
#include <hip/hip_runtime.h>
#pragma pop_macro("warpSize")

#include <axl/hip/warp_halves.h>

/// CUDA's warp size, whatever the wavefront width.
static constexpr int warpSize = ::axl::hip::WarpSize;

namespace axl::hip::detail {
struct ReduceAdd {
  template <class T> __device__ T operator()(T A, T B) const { return A + B; }
};
struct ReduceMin {
  template <class T> __device__ T operator()(T A, T B) const {
    return B < A ? B : A;
  }
};
struct ReduceMax {
  template <class T> __device__ T operator()(T A, T B) const {
    return B > A ? B : A;
  }
};
struct ReduceAnd {
  template <class T> __device__ T operator()(T A, T B) const { return A & B; }
};
struct ReduceOr {
  template <class T> __device__ T operator()(T A, T B) const { return A | B; }
};
struct ReduceXor {
  template <class T> __device__ T operator()(T A, T B) const { return A ^ B; }
};
} // namespace axl::hip::detail

// Shuffles, of any trivially copyable type (CUDA's overloads and the 16-bit
// float types alike).
template <class T>
__device__ inline T __shfl_sync(unsigned mask, T var, int srcLane,
                                int width = warpSize) {
  return ::axl::hip::Warp::shfl(mask, var, srcLane, width);
}
template <class T>
__device__ inline T __shfl_up_sync(unsigned mask, T var, unsigned delta,
                                   int width = warpSize) {
  return ::axl::hip::Warp::shflUp(mask, var, delta, width);
}
template <class T>
__device__ inline T __shfl_down_sync(unsigned mask, T var, unsigned delta,
                                     int width = warpSize) {
  return ::axl::hip::Warp::shflDown(mask, var, delta, width);
}
template <class T>
__device__ inline T __shfl_xor_sync(unsigned mask, T var, int laneMask,
                                    int width = warpSize) {
  return ::axl::hip::Warp::shflXor(mask, var, laneMask, width);
}

// Votes.
__device__ inline unsigned __ballot_sync(unsigned mask, int predicate) {
  return ::axl::hip::Warp::ballot(mask, predicate != 0);
}
__device__ inline int __any_sync(unsigned mask, int predicate) {
  return ::axl::hip::Warp::any(mask, predicate != 0);
}
__device__ inline int __all_sync(unsigned mask, int predicate) {
  return ::axl::hip::Warp::all(mask, predicate != 0);
}
__device__ inline int __uni_sync(unsigned mask, int predicate) {
  return ::axl::hip::Warp::uni(mask, predicate != 0);
}
__device__ inline unsigned __activemask() {
  return ::axl::hip::Warp::activeMask();
}
__device__ inline void __syncwarp(unsigned mask = 0xffffffffu) {
  ::axl::hip::Warp::sync(mask);
}

// Matches (bitwise, as PTX match.sync compares).
template <class T>
__device__ inline unsigned __match_any_sync(unsigned mask, T value) {
  return ::axl::hip::Warp::matchAny(mask, value);
}
template <class T>
__device__ inline unsigned __match_all_sync(unsigned mask, T value, int *pred) {
  return ::axl::hip::Warp::matchAll(mask, value, pred);
}

// Reductions (sm_80): add, min, max on int and unsigned; and, or, xor on
// unsigned.
#define AXL_HIP_REDUCE(NAME, T, OP)                                            \
  __device__ inline T NAME(unsigned mask, T value) {                           \
    return ::axl::hip::Warp::reduce(mask, value, ::axl::hip::detail::OP());    \
  }
AXL_HIP_REDUCE(__reduce_add_sync, int, ReduceAdd)
AXL_HIP_REDUCE(__reduce_add_sync, unsigned, ReduceAdd)
AXL_HIP_REDUCE(__reduce_min_sync, int, ReduceMin)
AXL_HIP_REDUCE(__reduce_min_sync, unsigned, ReduceMin)
AXL_HIP_REDUCE(__reduce_max_sync, int, ReduceMax)
AXL_HIP_REDUCE(__reduce_max_sync, unsigned, ReduceMax)
AXL_HIP_REDUCE(__reduce_and_sync, unsigned, ReduceAnd)
AXL_HIP_REDUCE(__reduce_or_sync, unsigned, ReduceOr)
AXL_HIP_REDUCE(__reduce_xor_sync, unsigned, ReduceXor)
#undef AXL_HIP_REDUCE
