// CPU backend of CUB's WarpReduce and WarpScan over logical warps of
// LOGICAL_WARP_THREADS lanes (lanes [k*L, (k+1)*L) of a hardware warp, the
// last one cut at 32 when L does not divide 32). Each operation is one warp
// collective of the engine over the logical warp's lanes: when they have all
// arrived, the last one computes every lane's result from the others' inputs
// (read through pointers to their stacks, which live while they wait). So a
// lane's result is ready when it returns, any T and operator work, and the
// TempStorage (kept for CUB's interface) is never raced on: code that reuses
// it without __syncwarp, correct with CUB's shuffle-based warp primitives, is
// correct here too. Reductions give every lane the result (CUB: lane 0).
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {
namespace detail {

enum class WarpKind { Reduce, HeadSegmented, TailSegmented, Scan, Broadcast };

template <class T> struct WarpLaneJob {
  const T *In;
  T *Out;         // reduction, inclusive scan, broadcast
  T *Exclusive;   // exclusive scan (null: none)
  T *Aggregate;   // warp aggregate (null: none)
  const T *Init;  // exclusive scan's initial value (null: lane 0 undefined)
  const void *Op; // the lane's operator
  int Valid;      // Reduce: lanes taking part; Segmented: the lane's flag
  bool InclusiveWanted;
};

template <class T, class Op, WarpKind K>
void computeWarp(unsigned Mask, ::axl::cpu::detail::LaneIO *const *Lanes) {
  WarpLaneJob<T> *Job[32];
  int N = 0;
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1) {
      std::memcpy(&Job[N], Lanes[L]->In, sizeof(Job[N]));
      ++N;
    }
  const Op &F = *static_cast<const Op *>(Job[0]->Op);
  if constexpr (K == WarpKind::Reduce) {
    int Valid = Job[0]->Valid < N ? Job[0]->Valid : N;
    if (Valid < 1)
      return;
    T Acc = *Job[0]->In;
    for (int I = 1; I < Valid; ++I)
      Acc = F(Acc, *Job[I]->In);
    for (int I = 0; I < N; ++I)
      *Job[I]->Out = Acc;
  } else if constexpr (K == WarpKind::HeadSegmented || K == WarpKind::TailSegmented) {
    // Segments start at lane 0 and at each head flag, or after each tail flag.
    for (int Start = 0; Start < N;) {
      int End = Start + 1;
      if (K == WarpKind::HeadSegmented)
        while (End < N && !Job[End]->Valid)
          ++End;
      else if (!Job[Start]->Valid)
        while (End < N && !Job[End - 1]->Valid)
          ++End;
      T Acc = *Job[Start]->In;
      for (int I = Start + 1; I < End; ++I)
        Acc = F(Acc, *Job[I]->In);
      for (int I = Start; I < End; ++I)
        *Job[I]->Out = Acc;
      Start = End;
    }
  } else if constexpr (K == WarpKind::Scan) {
    // Run: the scan of the inputs; Seeded: the same seeded with Init (the
    // outputs of the initial-value forms, inclusive ones included, as in
    // CUB); the aggregate leaves Init out.
    const T *Init = Job[0]->Init;
    T Run = *Job[0]->In;
    T Seeded = Init ? F(*Init, Run) : Run;
    if (Job[0]->Exclusive && Init)
      *Job[0]->Exclusive = *Init;
    if (Job[0]->InclusiveWanted)
      *Job[0]->Out = Seeded;
    for (int I = 1; I < N; ++I) {
      T V = *Job[I]->In;
      if (Job[I]->Exclusive)
        *Job[I]->Exclusive = Seeded;
      Run = F(Run, V);
      Seeded = Init ? F(Seeded, V) : Run;
      if (Job[I]->InclusiveWanted)
        *Job[I]->Out = Seeded;
    }
    for (int I = 0; I < N; ++I)
      if (Job[I]->Aggregate)
        *Job[I]->Aggregate = Run;
  } else { // Broadcast: Valid is the source lane (logical)
    int Src = Job[0]->Valid;
    T V = *Job[Src >= 0 && Src < N ? Src : 0]->In;
    for (int I = 0; I < N; ++I)
      *Job[I]->Out = V;
  }
}

/// The lanes of the calling lane's logical warp of L lanes.
template <int L> unsigned logicalWarpMask() {
  if constexpr (L >= 32) {
    return 0xffffffffu;
  } else {
    unsigned Base = ::axl::cpu::detail::laneId() / L * L;
    unsigned Width = 32 - Base < unsigned(L) ? 32 - Base : unsigned(L);
    return ((1u << Width) - 1) << Base;
  }
}

template <class T, class Op, WarpKind K, int L>
void warpRun(const char *What, WarpLaneJob<T> &Job) {
  ::axl::cpu::detail::LaneIO IO;
  WarpLaneJob<T> *P = &Job;
  std::memcpy(IO.In, &P, sizeof P);
  IO.Size = sizeof P;
  IO.Arg = 0;
  IO.Width = 32;
  ::axl::cpu::detail::warpCollective(logicalWarpMask<L>(), What, &computeWarp<T, Op, K>, IO);
}

} // namespace detail

template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32,
                "axlcub::WarpReduce: LOGICAL_WARP_THREADS must be 1 to 32");
  using Kind = detail::WarpKind;

public:
  struct TempStorage : Uninitialized<T, LOGICAL_WARP_THREADS> {};
  explicit WarpReduce(TempStorage &) {}

  T Sum(T In) { return Reduce(In, axlcub::Sum()); }
  T Sum(T In, int ValidItems) { return Reduce(In, axlcub::Sum(), ValidItems); }
  template <class Op> T Reduce(T In, Op F) { return Reduce(In, F, LOGICAL_WARP_THREADS); }
  /// Lanes [0, ValidItems) of the logical warp take part.
  template <class Op> T Reduce(T In, Op F, int ValidItems) {
    T Out = In;
    detail::WarpLaneJob<T> Job{&In, &Out, nullptr, nullptr, nullptr, &F, ValidItems, true};
    detail::warpRun<T, Op, Kind::Reduce, LOGICAL_WARP_THREADS>("axlcub::WarpReduce::Reduce", Job);
    return Out;
  }
  template <class Flag> T HeadSegmentedSum(T In, Flag HeadFlag) {
    return HeadSegmentedReduce(In, HeadFlag, axlcub::Sum());
  }
  template <class Flag> T TailSegmentedSum(T In, Flag TailFlag) {
    return TailSegmentedReduce(In, TailFlag, axlcub::Sum());
  }
  template <class Op, class Flag> T HeadSegmentedReduce(T In, Flag HeadFlag, Op F) {
    return segmented<Kind::HeadSegmented>(In, HeadFlag ? 1 : 0, F);
  }
  template <class Op, class Flag> T TailSegmentedReduce(T In, Flag TailFlag, Op F) {
    return segmented<Kind::TailSegmented>(In, TailFlag ? 1 : 0, F);
  }

private:
  template <Kind K, class Op> T segmented(T In, int Flag, Op &F) {
    T Out = In;
    detail::WarpLaneJob<T> Job{&In, &Out, nullptr, nullptr, nullptr, &F, Flag, true};
    detail::warpRun<T, Op, K, LOGICAL_WARP_THREADS>("axlcub::WarpReduce segmented reduction",
                                                     Job);
    return Out;
  }
};

template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32,
                "axlcub::WarpScan: LOGICAL_WARP_THREADS must be 1 to 32");

public:
  struct TempStorage : Uninitialized<T, LOGICAL_WARP_THREADS> {};
  explicit WarpScan(TempStorage &) {}

  void InclusiveSum(T In, T &Out) { InclusiveScan(In, Out, axlcub::Sum()); }
  void InclusiveSum(T In, T &Out, T &Aggregate) {
    InclusiveScan(In, Out, axlcub::Sum(), Aggregate);
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op F) {
    run(In, &Out, nullptr, nullptr, nullptr, F);
  }
  template <class Op> void InclusiveScan(T In, T &Out, Op F, T &Aggregate) {
    run(In, &Out, nullptr, nullptr, &Aggregate, F);
  }
  void ExclusiveSum(T In, T &Out) {
    T Zero{};
    run(In, nullptr, &Out, &Zero, nullptr, axlcub::Sum());
  }
  void ExclusiveSum(T In, T &Out, T &Aggregate) {
    T Zero{};
    run(In, nullptr, &Out, &Zero, &Aggregate, axlcub::Sum());
  }
  /// Without an initial value lane 0's output is undefined (left as it is).
  template <class Op> void ExclusiveScan(T In, T &Out, Op F) {
    run(In, nullptr, &Out, nullptr, nullptr, F);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, T Init, Op F) {
    run(In, nullptr, &Out, &Init, nullptr, F);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, Op F, T &Aggregate) {
    run(In, nullptr, &Out, nullptr, &Aggregate, F);
  }
  template <class Op> void ExclusiveScan(T In, T &Out, T Init, Op F, T &Aggregate) {
    run(In, nullptr, &Out, &Init, &Aggregate, F);
  }
  template <class Op> void Scan(T In, T &Inclusive, T &Exclusive, Op F) {
    run(In, &Inclusive, &Exclusive, nullptr, nullptr, F);
  }
  template <class Op> void Scan(T In, T &Inclusive, T &Exclusive, T Init, Op F) {
    run(In, &Inclusive, &Exclusive, &Init, nullptr, F);
  }
  /// Every lane gets SrcLane's input (a logical lane index).
  T Broadcast(T In, unsigned SrcLane) {
    T Out = In;
    axlcub::Sum F;
    detail::WarpLaneJob<T> Job{&In, &Out, nullptr, nullptr, nullptr, &F, int(SrcLane), true};
    detail::warpRun<T, axlcub::Sum, detail::WarpKind::Broadcast, LOGICAL_WARP_THREADS>(
        "axlcub::WarpScan::Broadcast", Job);
    return Out;
  }

private:
  template <class Op>
  void run(T In, T *Inclusive, T *Exclusive, const T *Init, T *Aggregate, Op F) {
    T Scratch = In;
    detail::WarpLaneJob<T> Job{&In,     Inclusive ? Inclusive : &Scratch, Exclusive, Aggregate,
                               Init,    &F,
                               0,       Inclusive != nullptr};
    detail::warpRun<T, Op, detail::WarpKind::Scan, LOGICAL_WARP_THREADS>("axlcub::WarpScan", Job);
  }
};

} // namespace axlcub
