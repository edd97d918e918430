// CPU backend of CUB's BlockExchange: rearranges the block's items between
// blocked, striped and warp-striped arrangements, or scatters them to ranks,
// through the TempStorage (__shared__, as in CUB): every thread writes its
// items to their tile offsets, the block meets at a __syncthreads, every
// thread reads its new items. As with CUB, a __syncthreads is needed before
// the TempStorage is used again.
#pragma once
#include <axl/cpu/cub/block_load_store.h>

namespace axlcub {

template <class InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockExchange {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int TILE = BLOCK_THREADS * ITEMS_PER_THREAD;
  using Storage = Uninitialized<InputT, TILE>;

public:
  struct TempStorage : Storage {};

  BlockExchange() : BlockExchange(detail::privateStorage<TempStorage, BlockExchange>()) {}
  explicit BlockExchange(TempStorage &Temp)
      : Tile(Temp),
        Tid(detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
            "axlcub::BlockExchange in a block larger than its BLOCK_DIM_X * "
            "BLOCK_DIM_Y * BLOCK_DIM_Z")) {}

  template <class OutputT>
  void StripedToBlocked(const InputT (&In)[ITEMS_PER_THREAD], OutputT (&Out)[ITEMS_PER_THREAD]) {
    exchange(striped(), In, blocked(), Out);
  }
  template <class OutputT>
  void BlockedToStriped(const InputT (&In)[ITEMS_PER_THREAD], OutputT (&Out)[ITEMS_PER_THREAD]) {
    exchange(blocked(), In, striped(), Out);
  }
  template <class OutputT>
  void WarpStripedToBlocked(const InputT (&In)[ITEMS_PER_THREAD],
                            OutputT (&Out)[ITEMS_PER_THREAD]) {
    exchange(warpStriped(), In, blocked(), Out);
  }
  template <class OutputT>
  void BlockedToWarpStriped(const InputT (&In)[ITEMS_PER_THREAD],
                            OutputT (&Out)[ITEMS_PER_THREAD]) {
    exchange(blocked(), In, warpStriped(), Out);
  }
  // CUB's in-place forms.
  void StripedToBlocked(InputT (&Items)[ITEMS_PER_THREAD]) { StripedToBlocked(Items, Items); }
  void BlockedToStriped(InputT (&Items)[ITEMS_PER_THREAD]) { BlockedToStriped(Items, Items); }
  void WarpStripedToBlocked(InputT (&Items)[ITEMS_PER_THREAD]) {
    WarpStripedToBlocked(Items, Items);
  }
  void BlockedToWarpStriped(InputT (&Items)[ITEMS_PER_THREAD]) {
    BlockedToWarpStriped(Items, Items);
  }

  /// Item I goes to tile offset Ranks[I]; the result is blocked or striped.
  template <class OutputT, class OffsetT>
  void ScatterToBlocked(const InputT (&In)[ITEMS_PER_THREAD], OutputT (&Out)[ITEMS_PER_THREAD],
                        const OffsetT (&Ranks)[ITEMS_PER_THREAD]) {
    scatter(In, Ranks, blocked(), Out);
  }
  template <class OutputT, class OffsetT>
  void ScatterToStriped(const InputT (&In)[ITEMS_PER_THREAD], OutputT (&Out)[ITEMS_PER_THREAD],
                        const OffsetT (&Ranks)[ITEMS_PER_THREAD]) {
    scatter(In, Ranks, striped(), Out);
  }
  template <class OffsetT>
  void ScatterToBlocked(InputT (&Items)[ITEMS_PER_THREAD], OffsetT (&Ranks)[ITEMS_PER_THREAD]) {
    ScatterToBlocked(Items, Items, Ranks);
  }
  template <class OffsetT>
  void ScatterToStriped(InputT (&Items)[ITEMS_PER_THREAD], OffsetT (&Ranks)[ITEMS_PER_THREAD]) {
    ScatterToStriped(Items, Items, Ranks);
  }
  /// Items whose rank is negative are not written (their slots keep
  /// whatever the TempStorage held, as in CUB).
  template <class OutputT, class OffsetT>
  void ScatterToStripedGuarded(const InputT (&In)[ITEMS_PER_THREAD],
                               OutputT (&Out)[ITEMS_PER_THREAD],
                               const OffsetT (&Ranks)[ITEMS_PER_THREAD]) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I)
      if (Ranks[I] >= 0)
        Tile.set(int(Ranks[I]), In[I]);
    __syncthreads();
    read(striped(), Out);
  }

private:
  detail::Arrangement blocked() const { return detail::blocked(Tid, ITEMS_PER_THREAD); }
  detail::Arrangement striped() const { return detail::striped(Tid, BLOCK_THREADS); }
  detail::Arrangement warpStriped() const { return detail::warpStriped(Tid, ITEMS_PER_THREAD); }

  template <class OutputT>
  void read(detail::Arrangement To, OutputT (&Out)[ITEMS_PER_THREAD]) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I)
      Out[I] = OutputT(Tile[To(I)]);
  }
  template <class OutputT>
  void exchange(detail::Arrangement From, const InputT (&In)[ITEMS_PER_THREAD],
                detail::Arrangement To, OutputT (&Out)[ITEMS_PER_THREAD]) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I)
      Tile.set(From(I), In[I]);
    __syncthreads();
    read(To, Out);
  }
  template <class OutputT, class OffsetT>
  void scatter(const InputT (&In)[ITEMS_PER_THREAD], const OffsetT (&Ranks)[ITEMS_PER_THREAD],
               detail::Arrangement To, OutputT (&Out)[ITEMS_PER_THREAD]) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I)
      Tile.set(int(Ranks[I]), In[I]);
    __syncthreads();
    read(To, Out);
  }

  Storage &Tile;
  int Tid;
};

} // namespace axlcub
