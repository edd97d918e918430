// CPU backend of <axl/cooperative_groups/scan.h>: inclusive_scan and
// exclusive_scan over tiles and coalesced groups, in the combining order of
// CUDA's implementation (Hillis-Steele over ranks: at step i, a thread of
// rank >= i combines its value with that of rank - i).
#pragma once
#include <axl/cpu/cooperative_groups.h>

#include <type_traits>

namespace cooperative_groups {

namespace details {
template <class Group> struct isMultiWarpTile : std::false_type {};
template <unsigned N, class P>
struct isMultiWarpTile<thread_block_tile<N, P>> : std::bool_constant<(N > 32)> {};

template <class Group, class T, class Op>
auto scanInclusive(const Group &G, T Value, Op Operator)
    -> decltype(Operator(Value, Value)) {
  static_assert(!isMultiWarpTile<Group>::value,
                "axl cpu backend: inclusive_scan and exclusive_scan over tiles of more "
                "than 32 threads are not implemented");
  auto Out = Value;
  const unsigned Rank = G.thread_rank(), Size = G.num_threads();
  for (unsigned I = 1; I < Size; I *= 2) {
    // Every thread takes part in each shuffle; ranks below I keep theirs.
    auto Other = G.shfl(Out, Rank >= I ? Rank - I : Rank);
    if (I <= Rank)
      Out = Operator(Out, Other);
  }
  return Out;
}

template <class Group, class T, class Op, class Result>
Result scanToExclusive(const Group &G, Result Inclusive, T Value, Op) {
  if constexpr (std::is_integral<T>::value &&
                std::is_same<Op, plus<T>>::value) {
    return Inclusive - Value;
  } else {
    const unsigned Rank = G.thread_rank();
    Result Previous = G.shfl(Inclusive, Rank ? Rank - 1 : 0);
    return Rank == 0 ? Result{} : Previous;
  }
}
} // namespace details

template <class Group, class T, class Op>
auto inclusive_scan(const Group &G, T Value, Op Operator)
    -> decltype(Operator(Value, Value)) {
  return details::scanInclusive(G, Value, Operator);
}
template <class Group, class T> T inclusive_scan(const Group &G, T Value) {
  return details::scanInclusive(G, Value, plus<T>());
}

template <class Group, class T, class Op>
auto exclusive_scan(const Group &G, T Value, Op Operator)
    -> decltype(Operator(Value, Value)) {
  return details::scanToExclusive(
      G, details::scanInclusive(G, Value, Operator), Value, Operator);
}
template <class Group, class T> T exclusive_scan(const Group &G, T Value) {
  return exclusive_scan(G, Value, plus<T>());
}

} // namespace cooperative_groups

// The include guards of the CUDA headers <axl/cooperative_groups/scan.h> stands for, which code tests
// (rules/include_guards.yaml).
#define _AXL_COOPERATIVE_GROUPS_SCAN_H // cooperative_groups/scan.h
