// CPU backend of CUB's thread- and warp-level utilities: CTA_SYNC,
// WARP_SYNC, ShuffleIndex/Up/Down (the backend's shuffles, any trivially
// copyable type of up to 16 bytes), ThreadLoad/ThreadStore (plain accesses:
// a CPU has no cache operators to choose), ThreadReduce, Int2Type,
// PtxVersion and SmVersion (the compute capability the CPU backend reports).
#pragma once
#include <axl/cpu/cub/iterator.h>

namespace axlcub {

inline void CTA_SYNC() { __syncthreads(); }
inline int CTA_SYNC_AND(int P) { return __syncthreads_and(P); }
inline int CTA_SYNC_OR(int P) { return __syncthreads_or(P); }
inline void WARP_SYNC(unsigned MemberMask) { __syncwarp(MemberMask); }

template <int LOGICAL_WARP_THREADS, class T>
T ShuffleIndex(T Input, int SrcLane, unsigned MemberMask) {
  return ::axl::cpu::detail::warpShuffle(::axl::cpu::detail::ShuffleMode::Idx, MemberMask,
                                         Input, SrcLane, LOGICAL_WARP_THREADS);
}
/// Lane i gets lane i - SrcOffset's input when that lane is FirstThread or
/// later in the logical warp, else its own.
template <int LOGICAL_WARP_THREADS, class T>
T ShuffleUp(T Input, int SrcOffset, int FirstThread, unsigned MemberMask) {
  T R = ::axl::cpu::detail::warpShuffle(::axl::cpu::detail::ShuffleMode::Up, MemberMask, Input,
                                        SrcOffset, LOGICAL_WARP_THREADS);
  int Lane = int(LaneId() % LOGICAL_WARP_THREADS);
  return Lane - SrcOffset >= FirstThread ? R : Input;
}
/// Lane i gets lane i + SrcOffset's input when that lane is LastThread or
/// earlier in the logical warp, else its own.
template <int LOGICAL_WARP_THREADS, class T>
T ShuffleDown(T Input, int SrcOffset, int LastThread, unsigned MemberMask) {
  T R = ::axl::cpu::detail::warpShuffle(::axl::cpu::detail::ShuffleMode::Down, MemberMask, Input,
                                        SrcOffset, LOGICAL_WARP_THREADS);
  int Lane = int(LaneId() % LOGICAL_WARP_THREADS);
  return Lane + SrcOffset <= LastThread ? R : Input;
}

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, class It>
typename std::iterator_traits<It>::value_type ThreadLoad(It Ptr) {
  return *Ptr;
}
template <CacheStoreModifier MODIFIER = STORE_DEFAULT, class It, class T>
void ThreadStore(It Ptr, T Value) {
  *Ptr = Value;
}

/// Folds the items in order (with a prefix first, when given).
template <int N, class T, class Op> T ThreadReduce(const T (&Items)[N], Op F) {
  T Acc = Items[0];
  for (int I = 1; I < N; ++I)
    Acc = F(Acc, Items[I]);
  return Acc;
}
template <int N, class T, class Op, class P> T ThreadReduce(const T (&Items)[N], Op F, P Prefix) {
  T Acc = Prefix;
  for (int I = 0; I < N; ++I)
    Acc = F(Acc, Items[I]);
  return Acc;
}

template <int A> struct Int2Type {
  enum { VALUE = A };
};

/// The compute capability axlGetDeviceProperties reports, as major * 100 +
/// minor * 10 (CUB's encoding).
inline axlError_t SmVersion(int &Version, int Device = 0) {
  axlDeviceProp P;
  if (axlError_t E = axlGetDeviceProperties(&P, Device))
    return E;
  Version = P.major * 100 + P.minor * 10;
  return axlSuccess;
}
inline axlError_t PtxVersion(int &Version) { return SmVersion(Version); }
inline axlError_t PtxVersion(int &Version, int Device) { return SmVersion(Version, Device); }

} // namespace axlcub
