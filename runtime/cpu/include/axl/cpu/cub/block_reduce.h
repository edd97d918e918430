// CPU backend of CUB's BlockReduce. Every thread posts its partial to the
// TempStorage (a __shared__ object, as in CUB), the block meets at one
// __syncthreads, and thread 0 folds the partials in thread order: the result
// is valid in thread 0 only, as CUB documents. As with CUB, a __syncthreads
// is needed before the TempStorage is used again.
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

  template <class ReductionOp> T Reduce(T Input, ReductionOp Op) {
    return reduce(Input, Op, detail::blockThreads<BLOCK_THREADS>());
  }
  template <int ITEMS_PER_THREAD, class ReductionOp>
  T Reduce(T (&Inputs)[ITEMS_PER_THREAD], ReductionOp Op) {
    T Partial = Inputs[0];
    for (int I = 1; I < ITEMS_PER_THREAD; ++I)
      Partial = Op(Partial, Inputs[I]);
    return reduce(Partial, Op, detail::blockThreads<BLOCK_THREADS>());
  }
  /// Only the first NumValid threads' inputs take part.
  template <class ReductionOp> T Reduce(T Input, ReductionOp Op, int NumValid) {
    int Threads = detail::blockThreads<BLOCK_THREADS>();
    return reduce(Input, Op, NumValid < Threads ? NumValid : Threads);
  }
  T Sum(T Input) { return Reduce(Input, axlcub::Sum()); }
  template <int ITEMS_PER_THREAD> T Sum(T (&Inputs)[ITEMS_PER_THREAD]) {
    return Reduce(Inputs, axlcub::Sum());
  }
  T Sum(T Input, int NumValid) { return Reduce(Input, axlcub::Sum(), NumValid); }

private:
  template <class ReductionOp> T reduce(const T &Partial, ReductionOp &Op, int NumValid) {
    if (Tid < NumValid)
      Slots.set(Tid, Partial);
    __syncthreads();
    if (Tid != 0 || NumValid < 1)
      return Partial;
    T Acc = Slots[0];
    for (int I = 1; I < NumValid; ++I)
      Acc = Op(Acc, Slots[I]);
    return Acc;
  }

  Storage &Slots;
  int Tid;
};

} // namespace axlcub
