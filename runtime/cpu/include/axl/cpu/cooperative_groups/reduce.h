// CPU backend of <axl/cooperative_groups/reduce.h>: cooperative_groups::reduce
// over tiles and coalesced groups, combining values in the same order as
// CUDA's implementation (so floating-point results are bit-identical): a
// butterfly over tiles (over each warp, then over the warps' values for
// tiles of more than 32 threads), a rank-ordered scan over coalesced groups.
#pragma once
#include <axl/cpu/cooperative_groups/scan.h>

namespace cooperative_groups {

template <unsigned N, class P, class T, class Op>
auto reduce(const thread_block_tile<N, P> &Tile, T Value, Op Operator)
    -> decltype(Operator(Value, Value)) {
  auto Out = Value;
  if constexpr (N <= 32) {
    for (unsigned Mask = N / 2; Mask > 0; Mask /= 2)
      Out = Operator(Out, Tile.shfl_xor(Out, Mask));
    return Out;
  } else {
    // CUDA's order: each warp's butterfly, then one over the warps' sums.
    for (unsigned Mask = 16; Mask > 0; Mask /= 2)
      Out = Operator(Out, __shfl_xor_sync(0xffffffffu, Out, Mask));
    return Tile.combine(Out, Operator);
  }
}

template <class T, class Op>
auto reduce(const coalesced_group &Group, T Value, Op Operator)
    -> decltype(Operator(Value, Value)) {
  auto Scanned = inclusive_scan(Group, Value, Operator);
  return Group.shfl(Scanned, Group.size() - 1);
}

} // namespace cooperative_groups

// The include guards of the CUDA headers <axl/cooperative_groups/reduce.h> stands for, which code tests
// (rules/include_guards.yaml).
#define _AXL_COOPERATIVE_GROUPS_REDUCE_H // cooperative_groups/reduce.h
