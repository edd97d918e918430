//===- warp_lanes.h - The lane a CUDA warp shuffle reads --------*- C++ -*-===//
//
// CUDA's rule for the source lane of __shfl*_sync (PTX shfl.sync), as a pure
// function of the lane and the shuffle's arguments. Every backend that
// emulates a 32-lane warp selects its source lanes here: the CPU backend's
// engine and its loops (runtime/cpu), and the HIP backend's 32-lane halves of
// a wavefront (runtime/hip/include/axl/hip/warp_halves.h). One
// implementation, so that the backends cannot drift apart, and the CPU
// backend's tests of it stand for the HIP backend too.
//
// No standard library: device compilers take it as it is.
//
//===----------------------------------------------------------------------===//
#pragma once

// Callable from host and device code under CUDA and HIP compilers; plain
// functions elsewhere (the CPU backend).
#include <axl/detail/host_device.h>

namespace axl::detail {

/// The four shuffles; the order is the CPU engine's table index.
enum class ShuffleMode { Idx, Up, Down, Xor };

/// The lane (0 to 31) a shuffle of `Lane` reads, as PTX shfl.sync selects
/// it: lanes are grouped in segments of `Width` (a power of two up to 32);
/// -1 when the source is out of the lane's segment or out of range, where
/// the lane keeps its own value.
AXL_HOST_DEVICE constexpr int shuffleSource(ShuffleMode Mode, unsigned Lane,
                                            int Arg, int Width) {
  const unsigned SegMask = (32u - static_cast<unsigned>(Width)) & 0x1f;
  const unsigned Clamp = Mode == ShuffleMode::Up ? 0 : 0x1f;
  const int MaxLane = static_cast<int>((Lane & SegMask) | (Clamp & ~SegMask));
  const unsigned MinLane = Lane & SegMask;
  int J = static_cast<int>(Lane);
  bool Valid = false;
  switch (Mode) {
  case ShuffleMode::Up:
    J = static_cast<int>(Lane) - Arg;
    Valid = J >= MaxLane;
    break;
  case ShuffleMode::Down:
    J = static_cast<int>(Lane) + Arg;
    Valid = J <= MaxLane;
    break;
  case ShuffleMode::Xor:
    J = static_cast<int>(Lane ^ static_cast<unsigned>(Arg));
    Valid = J <= MaxLane;
    break;
  case ShuffleMode::Idx:
    J = static_cast<int>(MinLane |
                         (static_cast<unsigned>(Arg) & 0x1f & ~SegMask));
    Valid = J <= MaxLane;
    break;
  }
  return Valid && J >= 0 && J <= 31 ? J : -1;
}

// A few of CUDA's documented cases, checked where the header is compiled.
static_assert(shuffleSource(ShuffleMode::Xor, 5, 16, 32) == 21, "");
static_assert(shuffleSource(ShuffleMode::Up, 0, 1, 32) == -1, "");
static_assert(shuffleSource(ShuffleMode::Down, 31, 1, 32) == -1, "");
static_assert(shuffleSource(ShuffleMode::Down, 7, 1, 8) == -1, "");
static_assert(shuffleSource(ShuffleMode::Idx, 13, 3, 8) == 11, "");

} // namespace axl::detail
