// CPU backend: CUDA's warp intrinsics (warp size 32) with their mask and width
// semantics: every lane of the mask must reach the same intrinsic with the
// same mask (else the engine reports it and aborts). Shuffles select their
// source lane as PTX shfl.sync does (out of the lane's segment: its own
// value); a source lane that takes no part (outside the mask, diverged,
// exited, beyond the block: an undefined value in CUDA) gives zero, as NVIDIA
// GPUs give and as code written for them relies on (a last-warp reduction
// of shfl_down with the mask of the lanes holding partial sums).
//
// __activemask() returns the lanes of the warp that reach it together: a lane
// waits in it until no lane of its warp can run any more (each has exited or
// waits in a barrier, a collective or __activemask), and the lanes then
// waiting in __activemask form the mask. Lanes that took another branch are
// left out, as on a GPU, as long as they reach a wait or exit without needing
// the waiting lanes.
#pragma once
#include <axl/cpu/detail/exec.h>

#include <cstring>

// Shuffles: __shfl_sync, __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync.
#define AXL_CPU_SHUFFLE(T)                                                     \
  inline T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32) {    \
    return ::axl::cpu::detail::warpShuffle(                                    \
        ::axl::cpu::detail::ShuffleMode::Idx, mask, var, srcLane, width);      \
  }                                                                            \
  inline T __shfl_up_sync(unsigned mask, T var, unsigned delta,                \
                          int width = 32) {                                    \
    return ::axl::cpu::detail::warpShuffle(                                    \
        ::axl::cpu::detail::ShuffleMode::Up, mask, var, int(delta), width);    \
  }                                                                            \
  inline T __shfl_down_sync(unsigned mask, T var, unsigned delta,              \
                            int width = 32) {                                  \
    return ::axl::cpu::detail::warpShuffle(                                    \
        ::axl::cpu::detail::ShuffleMode::Down, mask, var, int(delta), width);  \
  }                                                                            \
  inline T __shfl_xor_sync(unsigned mask, T var, int laneMask,                 \
                           int width = 32) {                                   \
    return ::axl::cpu::detail::warpShuffle(                                    \
        ::axl::cpu::detail::ShuffleMode::Xor, mask, var, laneMask, width);     \
  }
AXL_CPU_SHUFFLE(int)
AXL_CPU_SHUFFLE(unsigned int)
AXL_CPU_SHUFFLE(long)
AXL_CPU_SHUFFLE(unsigned long)
AXL_CPU_SHUFFLE(long long)
AXL_CPU_SHUFFLE(unsigned long long)
AXL_CPU_SHUFFLE(float)
AXL_CPU_SHUFFLE(double)
#undef AXL_CPU_SHUFFLE

namespace axl::cpu::detail {

/// One lane's part of a collective that takes a value and returns a word.
template <class T>
unsigned warpWord(unsigned Mask, const char *What, WarpCompute Compute,
                  T Value, int Arg = 0) {
  LaneIO IO;
  std::memcpy(IO.In, &Value, sizeof(T));
  IO.Size = sizeof(T);
  IO.Arg = Arg;
  warpCollective(Mask, What, Compute, IO);
  unsigned Result;
  std::memcpy(&Result, IO.Out, sizeof Result);
  return Result;
}

/// __reduce_*_sync: every lane gets Op over the values of the mask's lanes.
template <class T, class Op>
void computeReduce(unsigned Mask, LaneIO *const *Lanes) {
  T Acc{};
  bool First = true;
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1) {
      T V;
      std::memcpy(&V, Lanes[L]->In, sizeof V);
      Acc = First ? V : Op()(Acc, V);
      First = false;
    }
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      std::memcpy(Lanes[L]->Out, &Acc, sizeof Acc);
}

template <class T, class Op>
T warpReduce(unsigned Mask, T Value, const char *What) {
  LaneIO IO;
  std::memcpy(IO.In, &Value, sizeof(T));
  IO.Size = sizeof(T);
  warpCollective(Mask, What, computeReduce<T, Op>, IO);
  T Result;
  std::memcpy(&Result, IO.Out, sizeof Result);
  return Result;
}

struct ReduceAdd {
  template <class T> T operator()(T A, T B) const { return A + B; }
};
struct ReduceMin {
  template <class T> T operator()(T A, T B) const { return B < A ? B : A; }
};
struct ReduceMax {
  template <class T> T operator()(T A, T B) const { return B > A ? B : A; }
};
struct ReduceAnd {
  template <class T> T operator()(T A, T B) const { return A & B; }
};
struct ReduceOr {
  template <class T> T operator()(T A, T B) const { return A | B; }
};
struct ReduceXor {
  template <class T> T operator()(T A, T B) const { return A ^ B; }
};

/// A vote: the lanes that voted with a non-zero predicate, and the lanes
/// that took part. Lanes of the mask outside the block or exited take no
/// part, so a vote in a partial warp is over the lanes it has, as the
/// hardware answers it.
struct Votes {
  unsigned Ballot, Lanes;
};
inline Votes warpVote(unsigned Mask, const char *What, int Predicate) {
  LaneIO IO;
  const int Vote = Predicate != 0;
  std::memcpy(IO.In, &Vote, sizeof Vote);
  IO.Size = sizeof Vote;
  IO.Arg = 0;
  warpCollective(Mask, What, computeBallot, IO);
  Votes Result;
  std::memcpy(&Result, IO.Out, sizeof Result);
  return Result;
}

} // namespace axl::cpu::detail

// Votes.
inline unsigned __ballot_sync(unsigned mask, int predicate) {
  return ::axl::cpu::detail::warpVote(mask, "__ballot_sync", predicate).Ballot;
}
inline int __any_sync(unsigned mask, int predicate) {
  return ::axl::cpu::detail::warpVote(mask, "__any_sync", predicate).Ballot != 0;
}
inline int __all_sync(unsigned mask, int predicate) {
  const ::axl::cpu::detail::Votes V =
      ::axl::cpu::detail::warpVote(mask, "__all_sync", predicate);
  return V.Ballot == V.Lanes;
}
inline int __uni_sync(unsigned mask, int predicate) {
  const ::axl::cpu::detail::Votes V =
      ::axl::cpu::detail::warpVote(mask, "__uni_sync", predicate);
  return V.Ballot == 0 || V.Ballot == V.Lanes;
}
inline unsigned __activemask() { return ::axl::cpu::detail::activeLanes(); }
inline void __syncwarp(unsigned mask = 0xffffffffu) {
  ::axl::cpu::detail::LaneIO IO;
  IO.Size = 0;
  ::axl::cpu::detail::warpCollective(mask, "__syncwarp", nullptr, IO);
}

// Matches.
#define AXL_CPU_MATCH(T)                                                       \
  inline unsigned __match_any_sync(unsigned mask, T value) {                   \
    return ::axl::cpu::detail::warpWord(                                       \
        mask, "__match_any_sync", ::axl::cpu::detail::computeMatchAny, value); \
  }                                                                            \
  inline unsigned __match_all_sync(unsigned mask, T value, int *pred) {        \
    unsigned Result = ::axl::cpu::detail::warpWord(                            \
        mask, "__match_all_sync", ::axl::cpu::detail::computeMatchAll, value); \
    *pred = Result != 0;                                                       \
    return Result;                                                             \
  }
AXL_CPU_MATCH(int)
AXL_CPU_MATCH(unsigned int)
AXL_CPU_MATCH(long)
AXL_CPU_MATCH(unsigned long)
AXL_CPU_MATCH(long long)
AXL_CPU_MATCH(unsigned long long)
AXL_CPU_MATCH(float)
AXL_CPU_MATCH(double)
#undef AXL_CPU_MATCH

// Reductions (sm_80): add, min, max on int and unsigned; and, or, xor on
// unsigned.
#define AXL_CPU_REDUCE(NAME, T, OP)                                            \
  inline T NAME(unsigned mask, T value) {                                      \
    return ::axl::cpu::detail::warpReduce<T, ::axl::cpu::detail::OP>(          \
        mask, value, #NAME);                                                   \
  }
AXL_CPU_REDUCE(__reduce_add_sync, int, ReduceAdd)
AXL_CPU_REDUCE(__reduce_add_sync, unsigned, ReduceAdd)
AXL_CPU_REDUCE(__reduce_min_sync, int, ReduceMin)
AXL_CPU_REDUCE(__reduce_min_sync, unsigned, ReduceMin)
AXL_CPU_REDUCE(__reduce_max_sync, int, ReduceMax)
AXL_CPU_REDUCE(__reduce_max_sync, unsigned, ReduceMax)
AXL_CPU_REDUCE(__reduce_and_sync, unsigned, ReduceAnd)
AXL_CPU_REDUCE(__reduce_or_sync, unsigned, ReduceOr)
AXL_CPU_REDUCE(__reduce_xor_sync, unsigned, ReduceXor)
#undef AXL_CPU_REDUCE

// Lane masks (PTX %lanemask_*; HIP spells them as functions).
inline unsigned __lanemask_eq() { return 1u << ::axl::cpu::detail::laneId(); }
inline unsigned __lanemask_lt() { return __lanemask_eq() - 1; }
inline unsigned __lanemask_le() { return __lanemask_lt() | __lanemask_eq(); }
inline unsigned __lanemask_gt() { return ~__lanemask_le(); }
inline unsigned __lanemask_ge() { return ~__lanemask_lt(); }
