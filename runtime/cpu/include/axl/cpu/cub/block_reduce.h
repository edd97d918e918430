// CPU backend of CUB's BlockReduce. Every thread posts its partial to the
// TempStorage (a __shared__ object, as in CUB), the block meets at a
// __syncthreads, and thread 0 folds the partials in thread order: the result
// is valid in thread 0 only, as CUB documents. CUB requires a __syncthreads
// before the TempStorage is used again; code that omits it works on a GPU,
// where thread 0 reads the warps' partials right after the barrier while
// the other warps still have their next warp reduction to do. Here threads
// resume in any order after a barrier (the last to arrive goes on first), so
// a second barrier keeps every thread in the call until thread 0 has folded
// (a second reduction on the same storage overwrote partials thread 0 had
// yet to read: a wrong maximum). AXL_CPU_LOOPS_CHECK=1 reports the missing
// barrier (detail::checkCollectiveReuse).
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
  BLOCK_REDUCE_WARP_REDUCTIONS_NONDETERMINISTIC,
};

template <class T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  using Storage = Uninitialized<T, BLOCK_THREADS>;

public:
  struct TempStorage : Storage {};

  BlockReduce() : BlockReduce(detail::privateStorage<TempStorage, BlockReduce>()) {}
  explicit BlockReduce(TempStorage &Temp)
      : Slots(Temp),
        Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
            "axlcub::BlockReduce in a block larger than its BLOCK_DIM_X * "
            "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  // The last parameter of each (defaulted) is the caller's line, for the
  // check's report.
  template <class ReductionOp>
  T Reduce(T Input, ReductionOp Op, detail::CallSite Where = detail::CallSite::here()) {
    return reduce(Input, Op, detail::blockThreads<BLOCK_THREADS>(), Where);
  }
  template <int ITEMS_PER_THREAD, class ReductionOp>
  T Reduce(T (&Inputs)[ITEMS_PER_THREAD], ReductionOp Op,
           detail::CallSite Where = detail::CallSite::here()) {
    T Partial = Inputs[0];
    for (int I = 1; I < ITEMS_PER_THREAD; ++I)
      Partial = Op(Partial, Inputs[I]);
    return reduce(Partial, Op, detail::blockThreads<BLOCK_THREADS>(), Where);
  }
  /// Only the first NumValid threads' inputs take part.
  template <class ReductionOp>
  T Reduce(T Input, ReductionOp Op, int NumValid,
           detail::CallSite Where = detail::CallSite::here()) {
    int Threads = detail::blockThreads<BLOCK_THREADS>();
    return reduce(Input, Op, NumValid < Threads ? NumValid : Threads, Where);
  }
  T Sum(T Input, detail::CallSite Where = detail::CallSite::here()) {
    return Reduce(Input, axlcub::Sum(), Where);
  }
  template <int ITEMS_PER_THREAD>
  T Sum(T (&Inputs)[ITEMS_PER_THREAD], detail::CallSite Where = detail::CallSite::here()) {
    return Reduce(Inputs, axlcub::Sum(), Where);
  }
  T Sum(T Input, int NumValid, detail::CallSite Where = detail::CallSite::here()) {
    return Reduce(Input, axlcub::Sum(), NumValid, Where);
  }

private:
  template <class ReductionOp>
  T reduce(const T &Partial, ReductionOp &Op, int NumValid, const detail::CallSite &Where) {
    detail::checkCollectiveReuse(&Slots, "axlcub::BlockReduce", Where);
    if (Tid < NumValid)
      Slots.set(Tid, Partial);
    __syncthreads();
    T Result = Partial;
    if (Tid == 0 && NumValid >= 1) {
      Result = Slots[0];
      for (int I = 1; I < NumValid; ++I)
        Result = Op(Result, Slots[I]);
    }
    __syncthreads(); // no thread writes the storage again before the fold
    detail::noteCollectiveUse(&Slots);
    return Result;
  }

  Storage &Slots;
  int Tid;
};

} // namespace axlcub
