// CPU backend of CUB's BlockDiscontinuity: flags the items of a blocked
// arrangement that differ from their predecessor (heads) or successor
// (tails) by flag_op(a, b) (a before b). Each thread posts its edge items to
// the TempStorage (__shared__, as in CUB) and reads its neighbours' after a
// __syncthreads. The block's first head and last tail are flagged unless a
// tile predecessor or successor item is given. As with CUB, a __syncthreads
// is needed before the TempStorage is used again.
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {

template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  struct Storage {
    Uninitialized<T, BLOCK_THREADS> First, Last;
  };

public:
  struct TempStorage : Storage {};

  BlockDiscontinuity()
      : BlockDiscontinuity(detail::privateStorage<TempStorage, BlockDiscontinuity>()) {}
  explicit BlockDiscontinuity(TempStorage &Temp)
      : S(Temp),
        Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
            "axlcub::BlockDiscontinuity in a block larger than its BLOCK_DIM_X * "
            "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  template <int N, class FlagT, class FlagOp>
  void FlagHeads(FlagT (&Heads)[N], T (&In)[N], FlagOp Op) {
    flag(&Heads, static_cast<FlagT (*)[N]>(nullptr), In, Op, nullptr, nullptr);
  }
  template <int N, class FlagT, class FlagOp>
  void FlagHeads(FlagT (&Heads)[N], T (&In)[N], FlagOp Op, T TilePredecessor) {
    flag(&Heads, static_cast<FlagT (*)[N]>(nullptr), In, Op, &TilePredecessor, nullptr);
  }
  template <int N, class FlagT, class FlagOp>
  void FlagTails(FlagT (&Tails)[N], T (&In)[N], FlagOp Op) {
    flag(static_cast<FlagT (*)[N]>(nullptr), &Tails, In, Op, nullptr, nullptr);
  }
  template <int N, class FlagT, class FlagOp>
  void FlagTails(FlagT (&Tails)[N], T (&In)[N], FlagOp Op, T TileSuccessor) {
    flag(static_cast<FlagT (*)[N]>(nullptr), &Tails, In, Op, nullptr, &TileSuccessor);
  }
  template <int N, class FlagT, class FlagOp>
  void FlagHeadsAndTails(FlagT (&Heads)[N], FlagT (&Tails)[N], T (&In)[N], FlagOp Op) {
    flag(&Heads, &Tails, In, Op, nullptr, nullptr);
  }
  template <int N, class FlagT, class FlagOp>
  void FlagHeadsAndTails(FlagT (&Heads)[N], T TilePredecessor, FlagT (&Tails)[N],
                         T TileSuccessor, T (&In)[N], FlagOp Op) {
    flag(&Heads, &Tails, In, Op, &TilePredecessor, &TileSuccessor);
  }

private:
  template <int N, class FlagT, class FlagOp>
  void flag(FlagT (*Heads)[N], FlagT (*Tails)[N], T (&In)[N], FlagOp &Op,
            const T *Predecessor, const T *Successor) {
    S.First.set(Tid, In[0]);
    S.Last.set(Tid, In[N - 1]);
    __syncthreads();
    if (Heads) {
      if (Tid > 0)
        (*Heads)[0] = Op(S.Last[Tid - 1], In[0]) ? 1 : 0;
      else
        (*Heads)[0] = Predecessor ? (Op(*Predecessor, In[0]) ? 1 : 0) : 1;
      for (int I = 1; I < N; ++I)
        (*Heads)[I] = Op(In[I - 1], In[I]) ? 1 : 0;
    }
    if (Tails) {
      if (Tid < BLOCK_THREADS - 1)
        (*Tails)[N - 1] = Op(In[N - 1], S.First[Tid + 1]) ? 1 : 0;
      else
        (*Tails)[N - 1] = Successor ? (Op(In[N - 1], *Successor) ? 1 : 0) : 1;
      for (int I = 0; I < N - 1; ++I)
        (*Tails)[I] = Op(In[I], In[I + 1]) ? 1 : 0;
    }
  }

  Storage &S;
  int Tid;
};

} // namespace axlcub
