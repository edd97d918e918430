// CPU backend of CUB's BlockAdjacentDifference (SubtractLeft/Right, with a
// tile neighbour, and their PartialTile forms) and BlockMergeSort (Sort and
// StableSort, keys or key-value, full or partial tiles filled with
// oob_default), over a blocked arrangement. Each posts what the other
// threads need to the TempStorage (__shared__, as in CUB) and meets the
// block at __syncthreads; BlockMergeSort's thread 0 sorts the tile by the
// comparison (ties kept in order: both forms are stable here). As with CUB,
// a __syncthreads is needed before the TempStorage is used again.
#pragma once
#include <axl/cpu/cub/util.h>

#include <algorithm>
#include <numeric>

namespace axlcub {

template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  struct Storage {
    Uninitialized<T, BLOCK_THREADS> First, Last;
  };

public:
  struct TempStorage : Storage {};
  BlockAdjacentDifference()
      : BlockAdjacentDifference(detail::privateStorage<TempStorage, BlockAdjacentDifference>()) {}
  explicit BlockAdjacentDifference(TempStorage &Temp)
      : S(Temp), Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
                     "axlcub::BlockAdjacentDifference in a block larger than its BLOCK_DIM_X * "
                     "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  /// Out[k] = Op(In[k], In[k-1]) over the tile; the tile's first item (and
  /// items from valid_items on) are copied, unless a predecessor is given.
  template <int N, class OutputT, class DifferenceOp>
  void SubtractLeft(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op) {
    left(In, Out, Op, nullptr, TILE);
  }
  template <int N, class OutputT, class DifferenceOp>
  void SubtractLeft(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op, T TilePredecessor) {
    left(In, Out, Op, &TilePredecessor, TILE);
  }
  template <int N, class OutputT, class DifferenceOp>
  void SubtractLeftPartialTile(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op, int ValidItems) {
    left(In, Out, Op, nullptr, ValidItems);
  }
  template <int N, class OutputT, class DifferenceOp>
  void SubtractLeftPartialTile(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op, int ValidItems,
                               T TilePredecessor) {
    left(In, Out, Op, &TilePredecessor, ValidItems);
  }
  /// Out[k] = Op(In[k], In[k+1]); the tile's last item (the last valid one)
  /// is copied, unless a successor is given.
  template <int N, class OutputT, class DifferenceOp>
  void SubtractRight(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op) {
    right(In, Out, Op, nullptr, TILE);
  }
  template <int N, class OutputT, class DifferenceOp>
  void SubtractRight(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op, T TileSuccessor) {
    right(In, Out, Op, &TileSuccessor, TILE);
  }
  template <int N, class OutputT, class DifferenceOp>
  void SubtractRightPartialTile(T (&In)[N], OutputT (&Out)[N], DifferenceOp Op, int ValidItems) {
    right(In, Out, Op, nullptr, ValidItems);
  }

private:
  static constexpr int TILE = 1 << 30; // "every item is valid"

  template <int N, class OutputT, class DifferenceOp>
  void left(T (&In)[N], OutputT (&Out)[N], DifferenceOp &Op, const T *Pred, int Valid) {
    S.Last.set(Tid, In[N - 1]);
    __syncthreads();
    T Prev = Tid > 0 ? S.Last[Tid - 1] : (Pred ? *Pred : In[0]);
    for (int I = 0; I < N; ++I) {
      int K = Tid * N + I;
      T Cur = In[I]; // In and Out may be the same array
      bool Copy = K >= Valid || (K == 0 && !Pred);
      Out[I] = Copy ? OutputT(Cur) : OutputT(Op(Cur, Prev));
      Prev = Cur;
    }
  }
  template <int N, class OutputT, class DifferenceOp>
  void right(T (&In)[N], OutputT (&Out)[N], DifferenceOp &Op, const T *Succ, int Valid) {
    S.First.set(Tid, In[0]);
    __syncthreads();
    const int Last = (Valid < BLOCK_THREADS * N ? Valid : BLOCK_THREADS * N) - 1;
    T Next = Tid < BLOCK_THREADS - 1 ? S.First[Tid + 1] : (Succ ? *Succ : In[N - 1]);
    for (int I = N - 1; I >= 0; --I) {
      int K = Tid * N + I;
      T Cur = In[I];
      bool Copy = K > Last || (K == Last && !(Succ && Valid >= BLOCK_THREADS * N));
      Out[I] = Copy ? OutputT(Cur) : OutputT(Op(Cur, Next));
      Next = Cur;
    }
  }

  Storage &S;
  int Tid;
};

template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockMergeSort {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int TILE = BLOCK_THREADS * ITEMS_PER_THREAD;
  static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
  struct Storage {
    Uninitialized<KeyT, TILE> Keys;
    Uninitialized<ValueT, KEYS_ONLY ? 1 : TILE> Values;
    int Order[TILE];
  };

public:
  struct TempStorage : Storage {};
  BlockMergeSort() : BlockMergeSort(detail::privateStorage<TempStorage, BlockMergeSort>()) {}
  explicit BlockMergeSort(TempStorage &Temp)
      : S(Temp), Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
                     "axlcub::BlockMergeSort in a block larger than its BLOCK_DIM_X * "
                     "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  using Keys = KeyT[ITEMS_PER_THREAD];
  using Values = ValueT[ITEMS_PER_THREAD];

  template <class CompareOp> void Sort(Keys &K, CompareOp Op) { sort(K, nullptr, Op, TILE, nullptr); }
  template <class CompareOp> void Sort(Keys &K, CompareOp Op, int ValidItems, KeyT OobDefault) {
    sort(K, nullptr, Op, ValidItems, &OobDefault);
  }
  template <class CompareOp> void Sort(Keys &K, Values &V, CompareOp Op) {
    sort(K, &V, Op, TILE, nullptr);
  }
  template <class CompareOp>
  void Sort(Keys &K, Values &V, CompareOp Op, int ValidItems, KeyT OobDefault) {
    sort(K, &V, Op, ValidItems, &OobDefault);
  }
  template <class... A> void StableSort(A &&...Args) { Sort(std::forward<A>(Args)...); }

private:
  template <class CompareOp>
  void sort(Keys &K, Values *V, CompareOp &Op, int Valid, const KeyT *Oob) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I) {
      int At = Tid * ITEMS_PER_THREAD + I;
      S.Keys.set(At, At < Valid || !Oob ? K[I] : *Oob);
      if constexpr (!KEYS_ONLY)
        if (V)
          S.Values.set(At, (*V)[I]);
    }
    __syncthreads();
    if (Tid == 0) {
      std::iota(S.Order, S.Order + TILE, 0);
      std::sort(S.Order, S.Order + TILE, [&](int A, int B) {
        if (Op(S.Keys[A], S.Keys[B]))
          return true;
        return !Op(S.Keys[B], S.Keys[A]) && A < B;
      });
    }
    __syncthreads();
    for (int I = 0; I < ITEMS_PER_THREAD; ++I) {
      int From = S.Order[Tid * ITEMS_PER_THREAD + I];
      K[I] = S.Keys[From];
      if constexpr (!KEYS_ONLY)
        if (V)
          (*V)[I] = S.Values[From];
    }
  }

  Storage &S;
  int Tid;
};

} // namespace axlcub
