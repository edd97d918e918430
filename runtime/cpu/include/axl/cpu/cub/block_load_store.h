// CPU backend of CUB's BlockLoad and BlockStore and the direct load/store
// functions. Every algorithm reads or writes each thread's items straight
// from or to memory in the arrangement CUB documents for it (blocked for
// DIRECT, VECTORIZE and the TRANSPOSE ones, striped for STRIPED): CUB's
// transpositions through shared memory exist for coalescing, which a CPU does
// not have, and give the same items. Guarded forms touch only the first
// valid_items of the tile; the default value fills the items past them.
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED,
};

namespace detail {
/// The offset in the tile of a thread's item I: blocked (Stride 1, the thread
/// owns ITEMS consecutive items) or striped (Stride = the number of threads).
struct Arrangement {
  int Base, Stride;
  int operator()(int I) const { return Base + I * Stride; }
};
inline Arrangement blocked(int Tid, int Items) { return {Tid * Items, 1}; }
inline Arrangement striped(int Tid, int Threads) { return {Tid, Threads}; }
inline Arrangement warpStriped(int Tid, int Items) {
  int Lane = Tid % 32, Warp = Tid / 32;
  return {Warp * 32 * Items + Lane, 32};
}

template <class T, int N, class It>
void loadAt(Arrangement A, It Block, T (&Items)[N]) {
  for (int I = 0; I < N; ++I)
    Items[I] = Block[A(I)];
}
template <class T, int N, class It>
void loadAt(Arrangement A, It Block, T (&Items)[N], int Valid) {
  for (int I = 0; I < N; ++I)
    if (A(I) < Valid)
      Items[I] = Block[A(I)];
}
template <class T, int N, class It, class D>
void loadAt(Arrangement A, It Block, T (&Items)[N], int Valid, D Default) {
  for (int I = 0; I < N; ++I)
    Items[I] = A(I) < Valid ? T(Block[A(I)]) : T(Default);
}
template <class T, int N, class It>
void storeAt(Arrangement A, It Block, T (&Items)[N]) {
  for (int I = 0; I < N; ++I)
    Block[A(I)] = Items[I];
}
template <class T, int N, class It>
void storeAt(Arrangement A, It Block, T (&Items)[N], int Valid) {
  for (int I = 0; I < N; ++I)
    if (A(I) < Valid)
      Block[A(I)] = Items[I];
}
} // namespace detail

// The direct forms take the thread's linear index explicitly, as in CUB.
template <class T, int N, class It> void LoadDirectBlocked(int Tid, It Block, T (&Items)[N]) {
  detail::loadAt(detail::blocked(Tid, N), Block, Items);
}
template <class T, int N, class It>
void LoadDirectBlocked(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::loadAt(detail::blocked(Tid, N), Block, Items, Valid);
}
template <class T, class D, int N, class It>
void LoadDirectBlocked(int Tid, It Block, T (&Items)[N], int Valid, D Default) {
  detail::loadAt(detail::blocked(Tid, N), Block, Items, Valid, Default);
}
template <int BLOCK_THREADS, class T, int N, class It>
void LoadDirectStriped(int Tid, It Block, T (&Items)[N]) {
  detail::loadAt(detail::striped(Tid, BLOCK_THREADS), Block, Items);
}
template <int BLOCK_THREADS, class T, int N, class It>
void LoadDirectStriped(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::loadAt(detail::striped(Tid, BLOCK_THREADS), Block, Items, Valid);
}
template <int BLOCK_THREADS, class T, class D, int N, class It>
void LoadDirectStriped(int Tid, It Block, T (&Items)[N], int Valid, D Default) {
  detail::loadAt(detail::striped(Tid, BLOCK_THREADS), Block, Items, Valid, Default);
}
template <class T, int N, class It>
void LoadDirectWarpStriped(int Tid, It Block, T (&Items)[N]) {
  detail::loadAt(detail::warpStriped(Tid, N), Block, Items);
}
template <class T, int N, class It>
void LoadDirectWarpStriped(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::loadAt(detail::warpStriped(Tid, N), Block, Items, Valid);
}
template <class T, int N>
void LoadDirectBlockedVectorized(int Tid, T *Block, T (&Items)[N]) {
  detail::loadAt(detail::blocked(Tid, N), Block, Items);
}
template <class T, int N, class It> void StoreDirectBlocked(int Tid, It Block, T (&Items)[N]) {
  detail::storeAt(detail::blocked(Tid, N), Block, Items);
}
template <class T, int N, class It>
void StoreDirectBlocked(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::storeAt(detail::blocked(Tid, N), Block, Items, Valid);
}
template <int BLOCK_THREADS, class T, int N, class It>
void StoreDirectStriped(int Tid, It Block, T (&Items)[N]) {
  detail::storeAt(detail::striped(Tid, BLOCK_THREADS), Block, Items);
}
template <int BLOCK_THREADS, class T, int N, class It>
void StoreDirectStriped(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::storeAt(detail::striped(Tid, BLOCK_THREADS), Block, Items, Valid);
}
template <class T, int N, class It>
void StoreDirectWarpStriped(int Tid, It Block, T (&Items)[N]) {
  detail::storeAt(detail::warpStriped(Tid, N), Block, Items);
}
template <class T, int N, class It>
void StoreDirectWarpStriped(int Tid, It Block, T (&Items)[N], int Valid) {
  detail::storeAt(detail::warpStriped(Tid, N), Block, Items, Valid);
}
template <class T, int N>
void StoreDirectBlockedVectorized(int Tid, T *Block, T (&Items)[N]) {
  detail::storeAt(detail::blocked(Tid, N), Block, Items);
}

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage : Uninitialized<unsigned char> {};
  BlockLoad() : Tid(tid()) {}
  explicit BlockLoad(TempStorage &) : Tid(tid()) {}

  template <class It> void Load(It Block, T (&Items)[ITEMS_PER_THREAD]) {
    detail::loadAt(arrangement(), Block, Items);
  }
  template <class It> void Load(It Block, T (&Items)[ITEMS_PER_THREAD], int Valid) {
    detail::loadAt(arrangement(), Block, Items, Valid);
  }
  template <class It, class D>
  void Load(It Block, T (&Items)[ITEMS_PER_THREAD], int Valid, D Default) {
    detail::loadAt(arrangement(), Block, Items, Valid, Default);
  }

private:
  static int tid() {
    return detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
        "axlcub::BlockLoad in a block larger than its BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z");
  }
  detail::Arrangement arrangement() const {
    return ALGORITHM == BLOCK_LOAD_STRIPED ? detail::striped(Tid, BLOCK_THREADS)
                                           : detail::blocked(Tid, ITEMS_PER_THREAD);
  }
  int Tid;
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage : Uninitialized<unsigned char> {};
  BlockStore() : Tid(tid()) {}
  explicit BlockStore(TempStorage &) : Tid(tid()) {}

  template <class It> void Store(It Block, T (&Items)[ITEMS_PER_THREAD]) {
    detail::storeAt(arrangement(), Block, Items);
  }
  template <class It> void Store(It Block, T (&Items)[ITEMS_PER_THREAD], int Valid) {
    detail::storeAt(arrangement(), Block, Items, Valid);
  }

private:
  static int tid() {
    return detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
        "axlcub::BlockStore in a block larger than its BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z");
  }
  detail::Arrangement arrangement() const {
    return ALGORITHM == BLOCK_STORE_STRIPED ? detail::striped(Tid, BLOCK_THREADS)
                                            : detail::blocked(Tid, ITEMS_PER_THREAD);
  }
  int Tid;
};

} // namespace axlcub
