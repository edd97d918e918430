// CPU backend of CUB's BlockRadixSort. The block's keys (and values) go to the
// TempStorage (__shared__, as in CUB), the block meets at a __syncthreads,
// thread 0 sorts the tile by the key bits [begin_bit, end_bit) in a stable
// order (a radix sort is stable: equal keys keep their order, in both
// directions), the block meets again and every thread takes its items in the
// arrangement CUB gives (blocked, or striped for the BlockedToStriped forms).
// As with CUB, a __syncthreads is needed before the TempStorage is reused.
#pragma once
#include <axl/cpu/cub/block_load_store.h>
#include <axl/cpu/cub/radix_traits.h>

#include <algorithm>
#include <numeric>

namespace axlcub {

template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType,
          int RADIX_BITS = 4, bool MEMOIZE_OUTER_SCAN = true,
          // CUB's BlockScanAlgorithm and cudaSharedMemConfig: no effect here.
          int INNER_SCAN_ALGORITHM = 2, int SMEM_CONFIG = 0, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int TILE = BLOCK_THREADS * ITEMS_PER_THREAD;
  static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
  using Traits = detail::RadixTraits<KeyT>;
  struct Storage {
    Uninitialized<KeyT, TILE> Keys;
    Uninitialized<ValueT, KEYS_ONLY ? 1 : TILE> Values;
    int Order[TILE]; // Order[r]: the tile offset of the item of rank r
  };

public:
  struct TempStorage : Storage {};

  BlockRadixSort() : BlockRadixSort(detail::privateStorage<TempStorage, BlockRadixSort>()) {}
  explicit BlockRadixSort(TempStorage &Temp)
      : S(Temp),
        Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
            "axlcub::BlockRadixSort in a block larger than its BLOCK_DIM_X * "
            "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  using Keys = KeyT[ITEMS_PER_THREAD];
  using Values = ValueT[ITEMS_PER_THREAD];
  static constexpr int ALL_BITS = int(sizeof(KeyT) * 8);

  void Sort(Keys &K, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, nullptr, BeginBit, EndBit, false, false);
  }
  void Sort(Keys &K, Values &V, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, &V, BeginBit, EndBit, false, false);
  }
  void SortDescending(Keys &K, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, nullptr, BeginBit, EndBit, true, false);
  }
  void SortDescending(Keys &K, Values &V, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, &V, BeginBit, EndBit, true, false);
  }
  void SortBlockedToStriped(Keys &K, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, nullptr, BeginBit, EndBit, false, true);
  }
  void SortBlockedToStriped(Keys &K, Values &V, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, &V, BeginBit, EndBit, false, true);
  }
  void SortDescendingBlockedToStriped(Keys &K, int BeginBit = 0, int EndBit = ALL_BITS) {
    sort(K, nullptr, BeginBit, EndBit, true, true);
  }
  void SortDescendingBlockedToStriped(Keys &K, Values &V, int BeginBit = 0,
                                      int EndBit = ALL_BITS) {
    sort(K, &V, BeginBit, EndBit, true, true);
  }

private:
  void sort(Keys &K, Values *V, int BeginBit, int EndBit, bool Descending, bool ToStriped) {
    detail::Arrangement In = detail::blocked(Tid, ITEMS_PER_THREAD);
    for (int I = 0; I < ITEMS_PER_THREAD; ++I) {
      S.Keys.set(In(I), K[I]);
      if constexpr (!KEYS_ONLY)
        if (V)
          S.Values.set(In(I), (*V)[I]);
    }
    __syncthreads();
    if (Tid == 0) {
      std::iota(S.Order, S.Order + TILE, 0);
      // Ties broken by position: the order of a stable sort, without its
      // temporary buffer.
      auto Digits = [&](int P) { return Traits::digits(S.Keys[P], BeginBit, EndBit); };
      if (Descending)
        std::sort(S.Order, S.Order + TILE, [&](int A, int B) {
          auto DA = Digits(A), DB = Digits(B);
          return DA != DB ? DA > DB : A < B;
        });
      else
        std::sort(S.Order, S.Order + TILE, [&](int A, int B) {
          auto DA = Digits(A), DB = Digits(B);
          return DA != DB ? DA < DB : A < B;
        });
    }
    __syncthreads();
    detail::Arrangement Out = ToStriped ? detail::striped(Tid, BLOCK_THREADS)
                                        : detail::blocked(Tid, ITEMS_PER_THREAD);
    for (int I = 0; I < ITEMS_PER_THREAD; ++I) {
      int From = S.Order[Out(I)];
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
