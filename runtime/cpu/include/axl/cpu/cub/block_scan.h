// CPU backend of CUB's BlockScan. Each thread posts the reduction of its
// items to the TempStorage; after a __syncthreads thread 0 turns them into
// exclusive thread prefixes and the block aggregate; after a second one every
// thread scans its own items from its prefix. The prefix-callback forms call
// the callback in every thread of the first warp with the block aggregate
// and apply lane 0's result, as CUB does (one more __syncthreads). As with
// CUB, a __syncthreads is needed before the TempStorage is used again.
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {

enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS,
};

template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  // Slots [0, BLOCK_THREADS): thread prefixes; then the aggregate and the
  // callback's block prefix.
  using Storage = Uninitialized<T, BLOCK_THREADS + 2>;
  struct NoCallback {};
  /// Where the scan starts: nothing (thread 0's exclusive output is then
  /// undefined), an initial value, or a prefix callback.
  enum class Seed { None, Init, Callback };

public:
  struct TempStorage : Storage {};

  BlockScan() : BlockScan(detail::privateStorage<TempStorage, BlockScan>()) {}
  explicit BlockScan(TempStorage &Temp)
      : Slots(Temp),
        Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
            "axlcub::BlockScan in a block larger than its BLOCK_DIM_X * "
            "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  // Exclusive sums (thread 0 gets T{}, or the callback's prefix).
  void ExclusiveSum(T In, T &Out) { ExclusiveScan(In, Out, T{}, axlcub::Sum()); }
  void ExclusiveSum(T In, T &Out, T &Aggregate) {
    ExclusiveScan(In, Out, T{}, axlcub::Sum(), Aggregate);
  }
  template <class CallbackOp> void ExclusiveSum(T In, T &Out, CallbackOp &Callback) {
    ExclusiveScan(In, Out, axlcub::Sum(), Callback);
  }
  template <int N> void ExclusiveSum(T (&In)[N], T (&Out)[N]) {
    ExclusiveScan(In, Out, T{}, axlcub::Sum());
  }
  template <int N> void ExclusiveSum(T (&In)[N], T (&Out)[N], T &Aggregate) {
    ExclusiveScan(In, Out, T{}, axlcub::Sum(), Aggregate);
  }
  template <int N, class CallbackOp>
  void ExclusiveSum(T (&In)[N], T (&Out)[N], CallbackOp &Callback) {
    ExclusiveScan(In, Out, axlcub::Sum(), Callback);
  }

  // Exclusive scans with an initial value, without one (thread 0's output
  // undefined), or with a prefix callback.
  template <class Op> void ExclusiveScan(T In, T &Out, T Init, Op ScanOp) {
    scan1(In, Out, ScanOp, false, Seed::Init, &Init, nullptr, (NoCallback *)nullptr);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, T Init, Op ScanOp, T &Aggregate) {
    scan1(In, Out, ScanOp, false, Seed::Init, &Init, &Aggregate, (NoCallback *)nullptr);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, Op ScanOp) {
    scan1(In, Out, ScanOp, false, Seed::None, nullptr, nullptr, (NoCallback *)nullptr);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, Op ScanOp, T &Aggregate) {
    scan1(In, Out, ScanOp, false, Seed::None, nullptr, &Aggregate, (NoCallback *)nullptr);
  }
  template <class Op, class CallbackOp>
  void ExclusiveScan(T In, T &Out, Op ScanOp, CallbackOp &Callback) {
    scan1(In, Out, ScanOp, false, Seed::Callback, nullptr, nullptr, &Callback);
  }
  template <int N, class Op> void ExclusiveScan(T (&In)[N], T (&Out)[N], T Init, Op ScanOp) {
    scan(In, Out, ScanOp, false, Seed::Init, &Init, nullptr, (NoCallback *)nullptr);
  }
  template <int N, class Op>
  void ExclusiveScan(T (&In)[N], T (&Out)[N], T Init, Op ScanOp, T &Aggregate) {
    scan(In, Out, ScanOp, false, Seed::Init, &Init, &Aggregate, (NoCallback *)nullptr);
  }
  template <int N, class Op> void ExclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp) {
    scan(In, Out, ScanOp, false, Seed::None, nullptr, nullptr, (NoCallback *)nullptr);
  }
  template <int N, class Op>
  void ExclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp, T &Aggregate) {
    scan(In, Out, ScanOp, false, Seed::None, nullptr, &Aggregate, (NoCallback *)nullptr);
  }
  template <int N, class Op, class CallbackOp>
  void ExclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp, CallbackOp &Callback) {
    scan(In, Out, ScanOp, false, Seed::Callback, nullptr, nullptr, &Callback);
  }

  // Inclusive sums and scans.
  void InclusiveSum(T In, T &Out) { InclusiveScan(In, Out, axlcub::Sum()); }
  void InclusiveSum(T In, T &Out, T &Aggregate) {
    InclusiveScan(In, Out, axlcub::Sum(), Aggregate);
  }
  template <class CallbackOp> void InclusiveSum(T In, T &Out, CallbackOp &Callback) {
    InclusiveScan(In, Out, axlcub::Sum(), Callback);
  }
  template <int N> void InclusiveSum(T (&In)[N], T (&Out)[N]) {
    InclusiveScan(In, Out, axlcub::Sum());
  }
  template <int N> void InclusiveSum(T (&In)[N], T (&Out)[N], T &Aggregate) {
    InclusiveScan(In, Out, axlcub::Sum(), Aggregate);
  }
  template <int N, class CallbackOp>
  void InclusiveSum(T (&In)[N], T (&Out)[N], CallbackOp &Callback) {
    InclusiveScan(In, Out, axlcub::Sum(), Callback);
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op ScanOp) {
    scan1(In, Out, ScanOp, true, Seed::None, nullptr, nullptr, (NoCallback *)nullptr);
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op ScanOp, T &Aggregate) {
    scan1(In, Out, ScanOp, true, Seed::None, nullptr, &Aggregate, (NoCallback *)nullptr);
  }
  template <class Op, class CallbackOp>
  void InclusiveScan(T In, T &Out, Op ScanOp, CallbackOp &Callback) {
    scan1(In, Out, ScanOp, true, Seed::Callback, nullptr, nullptr, &Callback);
  }
  template <int N, class Op> void InclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp) {
    scan(In, Out, ScanOp, true, Seed::None, nullptr, nullptr, (NoCallback *)nullptr);
  }
  template <int N, class Op>
  void InclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp, T &Aggregate) {
    scan(In, Out, ScanOp, true, Seed::None, nullptr, &Aggregate, (NoCallback *)nullptr);
  }
  template <int N, class Op, class CallbackOp>
  void InclusiveScan(T (&In)[N], T (&Out)[N], Op ScanOp, CallbackOp &Callback) {
    scan(In, Out, ScanOp, true, Seed::Callback, nullptr, nullptr, &Callback);
  }
  /// CUB 2's inclusive scan of items seeded with an initial value.
  template <int N, class Op>
  void InclusiveScan(T (&In)[N], T (&Out)[N], T Init, Op ScanOp) {
    scan(In, Out, ScanOp, true, Seed::Init, &Init, nullptr, (NoCallback *)nullptr);
  }

private:
  template <class Op, class CallbackOp>
  void scan1(T In, T &Out, Op &ScanOp, bool Inclusive, Seed S, const T *Init,
             T *Aggregate, CallbackOp *Callback) {
    T InItems[1] = {In};
    T OutItems[1] = {In};
    scan(InItems, OutItems, ScanOp, Inclusive, S, Init, Aggregate, Callback);
    Out = OutItems[0];
  }

  template <int N, class Op, class CallbackOp>
  void scan(T (&In)[N], T (&Out)[N], Op &ScanOp, bool Inclusive, Seed S,
            const T *Init, T *Aggregate, CallbackOp *Callback) {
    constexpr int AggregateSlot = BLOCK_THREADS, PrefixSlot = BLOCK_THREADS + 1;
    const int Total = detail::blockThreads<BLOCK_THREADS>();
    T Partial = In[0];
    for (int I = 1; I < N; ++I)
      Partial = ScanOp(Partial, In[I]);
    Slots.set(Tid, Partial);
    __syncthreads();
    if (Tid == 0) {
      T Run = Slots[0];
      for (int I = 1; I < Total; ++I) {
        T V = Slots[I];
        Slots.set(I, Run);
        Run = ScanOp(Run, V);
      }
      Slots.set(AggregateSlot, Run);
    }
    __syncthreads();
    bool HasPrefix = Tid > 0;
    T Prefix = HasPrefix ? Slots[Tid] : Partial;
    if constexpr (!std::is_same<CallbackOp, NoCallback>::value) {
      if (S == Seed::Callback) {
        // The first warp calls the callback; lane 0's prefix seeds the block.
        if (Tid < 32) {
          T BlockPrefix = (*Callback)(Slots[AggregateSlot]);
          if (Tid == 0)
            Slots.set(PrefixSlot, BlockPrefix);
        }
        __syncthreads();
        const T &BlockPrefix = Slots[PrefixSlot];
        Prefix = HasPrefix ? ScanOp(BlockPrefix, Prefix) : BlockPrefix;
        HasPrefix = true;
      }
    }
    if (S == Seed::Init) {
      Prefix = HasPrefix ? ScanOp(*Init, Prefix) : *Init;
      HasPrefix = true;
    }
    if (Aggregate)
      *Aggregate = Slots[AggregateSlot];
    // In and Out may be the same array: read each item before writing it.
    if (Inclusive) {
      T Run = HasPrefix ? ScanOp(Prefix, In[0]) : In[0];
      Out[0] = Run;
      for (int I = 1; I < N; ++I) {
        Run = ScanOp(Run, In[I]);
        Out[I] = Run;
      }
      return;
    }
    T Run = In[0];
    if (HasPrefix) {
      Run = ScanOp(Prefix, In[0]);
      Out[0] = Prefix;
    }
    for (int I = 1; I < N; ++I) {
      T V = In[I];
      Out[I] = Run;
      Run = ScanOp(Run, V);
    }
  }

  Storage &Slots;
  int Tid;
};

} // namespace axlcub
