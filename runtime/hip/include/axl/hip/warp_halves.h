//===- warp_halves.h - CUDA's 32-lane warps on AMD wavefronts ---*- C++ -*-===//
//
// HIP backend: ported code keeps CUDA's 32-lane warp on every wavefront
// width. On wave64 targets (gfx9: gfx908, gfx90a, gfx940) a warp is a 32-lane
// half of the wavefront; on wave32 targets (gfx10 and later) it is the
// wavefront. Within its half a lane is lane & 31; masks, ballots and the
// lanes that shuffles name are the half's 32 bits; a shuffle reads wave lane
// halfBase + (CUDA's source lane, <axl/detail/warp_lanes.h>), so no value
// ever crosses from one half to the other.
//
// Warp32 is written once against a wavefront policy, so that the same code
// runs on an AMD GPU (AmdWave, below) and, for its tests, on the CPU backend
// with a block standing in for a wavefront (tests/cpu/Inputs/warp_halves.cu).
// A policy provides:
//   static constexpr unsigned Width;            // 64 or 32 lanes
//   static unsigned lane();                     // 0 .. Width - 1
//   static unsigned long long ballot(bool);     // bit i: lane i voted true
//   template <class T> static T read(T V, unsigned WaveLane);
//                                               // V of lane WaveLane
//   static void barrier();                      // the wavefront's lanes meet
// Every lane of the wavefront must reach each read and ballot together (on a
// GPU the inactive lanes simply take no part); Warp32's loops have trip
// counts that do not depend on the lane, so they keep that promise.
//
// Masks. A mask names the lanes of the half that take part. Votes count only
// the lanes of the mask that are active (a mask that partitions a converged
// half into groups gives each group its own answer, as in CUDA); shuffles
// read their source lane whatever the mask says (CUDA leaves a read from a
// lane outside the mask undefined). A mask is not checked against the lanes
// that arrive, as HIP's own warp functions do not check theirs.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <axl/detail/warp_lanes.h>

namespace axl::hip {

using ::axl::detail::ShuffleMode;

/// CUDA's warp size: the dialect's warpSize on every backend.
constexpr int WarpSize = 32;

namespace detail {
/// Bitwise equality of two values of a trivially copyable type (what PTX's
/// match.sync compares), without the standard library.
template <class T> AXL_HOST_DEVICE bool sameBits(const T &A, const T &B) {
  const unsigned char *X = reinterpret_cast<const unsigned char *>(&A);
  const unsigned char *Y = reinterpret_cast<const unsigned char *>(&B);
  for (unsigned I = 0; I < sizeof(T); ++I)
    if (X[I] != Y[I])
      return false;
  return true;
}
} // namespace detail

template <class Wave> struct Warp32 {
  static_assert(Wave::Width == 64 || Wave::Width == 32,
                "axl hip backend: a wavefront has 64 or 32 lanes");

  /// The calling lane in its warp (CUDA's %laneid).
  AXL_HOST_DEVICE static unsigned laneId() { return Wave::lane() & 31; }
  /// The wave lane of the warp's lane 0: 0 or 32 on wave64, 0 on wave32.
  AXL_HOST_DEVICE static unsigned halfBase() { return Wave::lane() & ~31u; }
  /// The calling warp's 32 bits of a wavefront's lane set.
  AXL_HOST_DEVICE static unsigned halfMask(unsigned long long WaveLanes) {
    return static_cast<unsigned>(WaveLanes >> halfBase());
  }

  /// Shuffles: CUDA's source lane within the half, the own value where
  /// CUDA keeps it (out of the segment, past the half's ends).
  template <class T>
  AXL_HOST_DEVICE static T shuffle(ShuffleMode Mode, T V, int Arg, int Width) {
    const int Src = ::axl::detail::shuffleSource(Mode, laneId(), Arg, Width);
    return Wave::read(V, Src < 0 ? Wave::lane()
                                 : halfBase() + static_cast<unsigned>(Src));
  }
  template <class T>
  AXL_HOST_DEVICE static T shfl(unsigned, T V, int SrcLane,
                                int Width = WarpSize) {
    return shuffle(ShuffleMode::Idx, V, SrcLane, Width);
  }
  template <class T>
  AXL_HOST_DEVICE static T shflUp(unsigned, T V, unsigned Delta,
                                  int Width = WarpSize) {
    return shuffle(ShuffleMode::Up, V, static_cast<int>(Delta), Width);
  }
  template <class T>
  AXL_HOST_DEVICE static T shflDown(unsigned, T V, unsigned Delta,
                                    int Width = WarpSize) {
    return shuffle(ShuffleMode::Down, V, static_cast<int>(Delta), Width);
  }
  template <class T>
  AXL_HOST_DEVICE static T shflXor(unsigned, T V, int LaneMask,
                                   int Width = WarpSize) {
    return shuffle(ShuffleMode::Xor, V, LaneMask, Width);
  }

  /// Votes over the active lanes of the half that the mask names.
  AXL_HOST_DEVICE static unsigned activeMask() {
    return halfMask(Wave::ballot(true));
  }
  AXL_HOST_DEVICE static unsigned ballot(unsigned Mask, bool Pred) {
    return halfMask(Wave::ballot(Pred)) & Mask;
  }
  AXL_HOST_DEVICE static bool any(unsigned Mask, bool Pred) {
    return ballot(Mask, Pred) != 0;
  }
  /// True when no lane that takes part votes false: lanes of the mask that
  /// exited or diverged do not count, as the hardware answers.
  AXL_HOST_DEVICE static bool all(unsigned Mask, bool Pred) {
    return ballot(Mask, !Pred) == 0;
  }
  AXL_HOST_DEVICE static bool uni(unsigned Mask, bool Pred) {
    const unsigned Yes = ballot(Mask, Pred), No = ballot(Mask, !Pred);
    return Yes == 0 || No == 0;
  }

  /// The lanes taking part whose value has the caller's bits. One read of
  /// each of the half's lanes: a trip count every lane shares (a waterfall
  /// over distinct values would vary by half).
  template <class T>
  AXL_HOST_DEVICE static unsigned matchAny(unsigned Mask, T V) {
    const unsigned Lanes = ballot(Mask, true);
    unsigned Same = 0;
    for (unsigned L = 0; L < 32; ++L)
      if (detail::sameBits(Wave::read(V, halfBase() + L), V))
        Same |= 1u << L;
    return Same & Lanes;
  }
  /// The lanes taking part when all have the same bits, else 0.
  template <class T>
  AXL_HOST_DEVICE static unsigned matchAll(unsigned Mask, T V, int *Pred) {
    const unsigned Lanes = ballot(Mask, true);
    const unsigned First = Lanes ? __builtin_ctz(Lanes) : laneId();
    const T Led = Wave::read(V, halfBase() + First);
    const bool Same = !any(Mask, !detail::sameBits(Led, V));
    *Pred = Same;
    return Same ? Lanes : 0;
  }

  /// Op over the values of the lanes taking part (__reduce_*_sync). A full
  /// half folds in five butterfly steps; otherwise each of the half's lanes
  /// is read and those taking part are folded in lane order.
  template <class T, class Op>
  AXL_HOST_DEVICE static T reduce(unsigned Mask, T V, Op Fold) {
    const unsigned Lanes = ballot(Mask, true);
    if (Lanes == 0xffffffffu) {
      for (int Offset = 16; Offset; Offset >>= 1)
        V = Fold(V, shuffle(ShuffleMode::Xor, V, Offset, WarpSize));
      return V;
    }
    T Acc = V;
    bool First = true;
    for (unsigned L = 0; L < 32; ++L) {
      const T Other = Wave::read(V, halfBase() + L);
      if (Lanes >> L & 1) {
        Acc = First ? Other : Fold(Acc, Other);
        First = false;
      }
    }
    return Acc;
  }

  /// __syncwarp: the wavefront's lanes meet, with its memory ordering.
  AXL_HOST_DEVICE static void sync(unsigned) { Wave::barrier(); }
};

#if defined(__HIP__)
/// The AMD wavefront, through HIP's own lane id and 64-bit ballot (declared
/// by <hip/hip_runtime.h>: include it first, as <axl/hip/warp.h> does);
/// reads through ds_bpermute, four bytes at a time, so that any trivially
/// copyable type crosses.
struct AmdWave {
  // The target's wavefront width: 64 on gfx9, 32 on gfx10 and later (HIP
  // refuses gfx10 in wave64 mode). The host pass never runs a wavefront.
#if defined(__AMDGCN_WAVEFRONT_SIZE)
  static constexpr unsigned Width = __AMDGCN_WAVEFRONT_SIZE;
#elif defined(__HIP_DEVICE_COMPILE__)
#error "axl hip backend: the compiler does not define __AMDGCN_WAVEFRONT_SIZE"
#else
  static constexpr unsigned Width = 64;
#endif

  __device__ static unsigned lane() { return __lane_id(); }
  /// Bit i: wave lane i is active and voted true (the upper 32 bits are 0
  /// on wave32).
  __device__ static unsigned long long ballot(bool Pred) {
    return __ballot(Pred);
  }
  template <class T> __device__ static T read(T V, unsigned WaveLane) {
    static_assert(__is_trivially_copyable(T),
                  "axl hip backend: warp shuffles take trivially copyable "
                  "types");
    constexpr unsigned Words = (sizeof(T) + 3) / 4;
    int Buf[Words] = {};
    __builtin_memcpy(Buf, &V, sizeof(T));
    for (unsigned I = 0; I < Words; ++I)
      Buf[I] =
          __builtin_amdgcn_ds_bpermute(static_cast<int>(WaveLane << 2), Buf[I]);
    T Out;
    __builtin_memcpy(&Out, Buf, sizeof(T));
    return Out;
  }
  /// CUDA's __syncwarp also orders memory among the lanes it joins (ROCm
  /// 7's own __syncwarp is spelt the same way).
  __device__ static void barrier() {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
    __builtin_amdgcn_wave_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
  }
};

/// CUDA's warp on the wavefront the code is compiled for.
using Warp = Warp32<AmdWave>;
#endif

} // namespace axl::hip
