// CPU backend of <axl/cooperative_groups.h>: CUDA's cooperative groups over
// the CPU backend's barriers and warp collectives. Tiles of up to 32 threads
// are a warp's lanes; tiles of 64 to 1024 threads (consecutive warps of the
// block, with or without block_tile_memory) sync through a barrier of their
// own (below), and shfl, any, all and reduce go through a slot per warp, as
// CUDA's do. grid_group::sync is a barrier over every thread of the grid in a
// cooperative launch (axlLaunchCooperativeKernel, or the cooperative launch
// attribute), where all blocks are resident; in any other launch it reports
// the misuse and aborts. labeled_partition and binary_partition split a
// coalesced group or a tile as CUDA's do (__match_any_sync, __ballot_sync
// over the parent's lanes). Multi-grid groups and cluster groups are not
// declared.
#pragma once
#include <axl/cpu/kernel.h>

#include <type_traits>

namespace cooperative_groups {

namespace details {
inline unsigned laneId() { return ::axl::cpu::detail::laneId(); }
inline unsigned threadRankInBlock() {
  return ::axl::cpu::detail::linearThreadIndex();
}
inline unsigned blockSize() {
  const dim3 B = blockDim;
  return B.x * B.y * B.z;
}
/// The lanes of the calling thread's warp that exist in the block.
inline unsigned warpLanesInBlock() {
  const unsigned Base = threadRankInBlock() & ~31u;
  const unsigned N = blockSize() - Base;
  return N >= 32 ? 0xffffffffu : (1u << N) - 1;
}
/// The lane of the Rank-th set bit of Mask.
inline unsigned laneOfRank(unsigned Mask, unsigned Rank) {
  for (; Rank; --Rank)
    Mask &= Mask - 1;
  return static_cast<unsigned>(__builtin_ctz(Mask));
}
/// Packs the bits of Value selected by Mask into the low bits (rank order).
inline unsigned packLanes(unsigned Value, unsigned Mask) {
  unsigned Packed = 0, Bit = 0;
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      Packed |= (Value >> L & 1u) << Bit++;
  return Packed;
}
struct lanes_of;
} // namespace details

/// Any group; the specific groups below derive from it (tiled_partition(g, n)
/// returns one).
class thread_group {
public:
  void sync() const {
    if (Kind == GroupKind::Block)
      __syncthreads();
    else if (Kind == GroupKind::Grid)
      ::axl::cpu::detail::gridSync();
    else
      __syncwarp(Mask);
  }
  unsigned long long num_threads() const;
  unsigned long long size() const { return num_threads(); }
  unsigned long long thread_rank() const;

protected:
  enum class GroupKind : unsigned char { Block, Grid, Warp };
  explicit thread_group(GroupKind K, unsigned M = 0) : Kind(K), Mask(M) {}
  GroupKind Kind;
  unsigned Mask; // Warp: the group's lanes in the warp
  friend struct details::lanes_of;
};

/// The threads of the block.
class thread_block : public thread_group {
public:
  thread_block() : thread_group(GroupKind::Block) {}
  static void sync() { __syncthreads(); }
  static unsigned thread_rank() { return details::threadRankInBlock(); }
  static unsigned num_threads() { return details::blockSize(); }
  static unsigned size() { return num_threads(); }
  static dim3 group_index() { return blockIdx; }
  static dim3 thread_index() { return threadIdx; }
  static dim3 dim_threads() { return blockDim; }
  static dim3 group_dim() { return blockDim; }
};
inline thread_block this_thread_block() { return thread_block(); }

/// Scratch for tiles of more than 32 threads (CUDA's, for devices without
/// reserved shared memory). This backend keeps those tiles' barriers and
/// slots per block itself: the scratch is not used.
template <unsigned MaxBlockSize = 1024> struct block_tile_memory {
  static_assert(MaxBlockSize <= 1024, "block_tile_memory: at most 1024 threads");

private:
  unsigned char Unused[8];
};
template <unsigned MaxBlockSize>
thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) {
  return thread_block();
}

/// The threads of the grid. is_valid() is true only in a cooperative launch,
/// the only one where sync() may be called.
class grid_group : public thread_group {
public:
  grid_group() : thread_group(GroupKind::Grid) {}
  static bool is_valid() { return ::axl::cpu::detail::inCooperativeLaunch(); }
  static void sync() { ::axl::cpu::detail::gridSync(); }
  static unsigned long long num_blocks() {
    const dim3 G = gridDim;
    return 1ull * G.x * G.y * G.z;
  }
  static unsigned long long block_rank() {
    const dim3 G = gridDim;
    const uint3 B = blockIdx;
    return B.x + 1ull * G.x * (B.y + 1ull * G.y * B.z);
  }
  static unsigned long long num_threads() {
    return num_blocks() * details::blockSize();
  }
  static unsigned long long size() { return num_threads(); }
  static unsigned long long thread_rank() {
    return block_rank() * details::blockSize() + details::threadRankInBlock();
  }
  static dim3 dim_blocks() { return gridDim; }
  static dim3 block_index() { return blockIdx; }
  static dim3 group_dim() { return gridDim; }
  static dim3 dim_threads() {
    const dim3 G = gridDim, B = blockDim;
    return dim3(G.x * B.x, G.y * B.y, G.z * B.z);
  }
};
inline grid_group this_grid() { return grid_group(); }

/// Threads of one warp named by a lane mask: the base of tiles and
/// coalesced groups. Ranks follow lane order.
class warp_group : public thread_group {
public:
  unsigned num_threads() const { return __builtin_popcount(Mask); }
  unsigned size() const { return num_threads(); }
  unsigned thread_rank() const {
    return __builtin_popcount(Mask & ((1u << details::laneId()) - 1));
  }
  void sync() const { __syncwarp(Mask); }

  template <class T> T shfl(T Value, unsigned SrcRank) const {
    return ::axl::cpu::detail::warpShuffle(
        ::axl::cpu::detail::ShuffleMode::Idx, Mask, Value,
        static_cast<int>(details::laneOfRank(Mask, SrcRank % size())), 32);
  }
  int any(int Predicate) const { return __any_sync(Mask, Predicate); }
  int all(int Predicate) const { return __all_sync(Mask, Predicate); }
  /// Bits in rank order.
  unsigned ballot(int Predicate) const {
    return details::packLanes(__ballot_sync(Mask, Predicate), Mask);
  }
  template <class T> unsigned match_any(T Value) const {
    return details::packLanes(__match_any_sync(Mask, Value), Mask);
  }
  template <class T> unsigned match_all(T Value, int &Pred) const {
    return details::packLanes(__match_all_sync(Mask, Value, &Pred), Mask);
  }

protected:
  explicit warp_group(unsigned M) : thread_group(GroupKind::Warp, M) {}
  friend struct details::lanes_of;
};

namespace details {
/// The lanes of a warp-level group (a tile, a coalesced group).
struct lanes_of {
  static unsigned get(const warp_group &G) { return G.Mask; }
  /// A warp-level group's lanes; a block's (or the grid's): its warp's.
  static unsigned get(const thread_group &G) {
    return G.Kind == thread_group::GroupKind::Warp ? G.Mask : warpLanesInBlock();
  }
};
} // namespace details

/// The threads of the warp that reach this call together (see __activemask
/// in warp.h).
class coalesced_group : public warp_group {
public:
  /// MetaRank and MetaSize: the group's place among the groups a partition
  /// made of its parent (labeled_partition, binary_partition).
  explicit coalesced_group(unsigned M, unsigned MetaRank = 0,
                           unsigned MetaSize = 1)
      : warp_group(M), MetaRank(MetaRank), MetaSize(MetaSize) {}
  template <class T> T shfl_up(T Value, unsigned Delta) const {
    const unsigned Rank = thread_rank();
    return shfl(Value, Rank >= Delta ? Rank - Delta : Rank);
  }
  template <class T> T shfl_down(T Value, unsigned Delta) const {
    const unsigned Rank = thread_rank();
    return shfl(Value, Rank + Delta < size() ? Rank + Delta : Rank);
  }
  unsigned meta_group_rank() const { return MetaRank; }
  unsigned meta_group_size() const { return MetaSize; }

private:
  unsigned MetaRank, MetaSize;
};
inline coalesced_group coalesced_threads() {
  return coalesced_group(__activemask());
}

/// A tile of N (a power of 2 up to 1024) consecutive threads of the block:
/// up to 32, a warp's lanes (details::warp_tile); more, whole warps
/// (details::multi_warp_tile).
template <unsigned N, class Parent = void>
class thread_block_tile;

namespace details {
template <unsigned N> class warp_tile : public warp_group {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "axl cpu backend: thread_block_tile sizes are powers of 2 up "
                "to 1024");

public:
  static constexpr unsigned long long num_threads() { return N; }
  static constexpr unsigned long long size() { return N; }
  unsigned thread_rank() const { return details::laneId() % N; }
  unsigned meta_group_rank() const { return MetaRank; }
  unsigned meta_group_size() const { return MetaSize; }

  template <class T> T shfl(T Value, int SrcRank) const {
    return ::axl::cpu::detail::warpShuffle(
        ::axl::cpu::detail::ShuffleMode::Idx, Mask, Value, SrcRank, N);
  }
  template <class T> T shfl_up(T Value, unsigned Delta) const {
    return ::axl::cpu::detail::warpShuffle(::axl::cpu::detail::ShuffleMode::Up,
                                           Mask, Value, int(Delta), N);
  }
  template <class T> T shfl_down(T Value, unsigned Delta) const {
    return ::axl::cpu::detail::warpShuffle(
        ::axl::cpu::detail::ShuffleMode::Down, Mask, Value, int(Delta), N);
  }
  template <class T> T shfl_xor(T Value, unsigned LaneMask) const {
    return ::axl::cpu::detail::warpShuffle(
        ::axl::cpu::detail::ShuffleMode::Xor, Mask, Value, int(LaneMask), N);
  }

  /// The tile of the calling thread among those of a parent of ParentSize
  /// threads, in which it has rank ParentRank.
  warp_tile(unsigned ParentRank, unsigned ParentSize)
      : warp_group(tileMask()), MetaRank(ParentRank / N),
        MetaSize((ParentSize + N - 1) / N) {}

private:
  static unsigned tileMask() {
    const unsigned Lanes = N == 32 ? 0xffffffffu : (1u << N) - 1;
    return (Lanes << (details::laneId() & ~(N - 1))) &
           details::warpLanesInBlock();
  }
  unsigned MetaRank, MetaSize;
};

/// The barrier and the slots of the tiles of more than 32 threads of the
/// running block. `__shared__` storage is the OS thread's, which runs one
/// block at a time, its CUDA threads on fibers: the counts need no atomics,
/// and a barrier whose threads have all arrived is ready for the next
/// block. A barrier per tile size and first warp (tiles of different sizes
/// may sync at once, as CUDA allows); a slot of 8 bytes per warp (CUDA's
/// limit for these tiles' collectives).
struct MultiWarpState {
  struct Barrier {
    unsigned Arrived = 0, Generation = 0;
  } Barriers[5][32];
  alignas(8) unsigned char Slots[32][8];
};
inline thread_local MultiWarpState MultiWarp;

template <unsigned N> class multi_warp_tile {
  static_assert(N > 32 && N <= 1024 && (N & (N - 1)) == 0,
                "axl cpu backend: thread_block_tile sizes are powers of 2 up "
                "to 1024");
  static constexpr unsigned Warps = N / 32;

public:
  static constexpr unsigned long long num_threads() { return N; }
  static constexpr unsigned long long size() { return N; }
  static unsigned thread_rank() { return threadRankInBlock() & (N - 1); }
  unsigned meta_group_rank() const { return MetaRank; }
  unsigned meta_group_size() const { return MetaSize; }

  /// A barrier over the tile's threads (those the block has): each waits,
  /// letting the block's other threads run, until the last arrives. Made on
  /// fibers when the kernel runs as loops (axl-loops: a library function
  /// that waits for other threads).
  void sync() const {
    const unsigned First = threadRankInBlock() & ~(N - 1);
    const unsigned Count = blockSize() - First < N ? blockSize() - First : N;
    MultiWarpState::Barrier &B = MultiWarp.Barriers[sizeClass()][First / 32];
    const unsigned Generation = B.Generation;
    if (++B.Arrived == Count) {
      B.Arrived = 0;
      ++B.Generation;
      return;
    }
    while (B.Generation == Generation)
      ::axl::cpu::detail::yieldThread(0);
  }

  /// The value of the thread of rank SrcRank (the same for every thread,
  /// as CUDA's multi-warp shfl requires).
  template <class T> T shfl(T Value, unsigned SrcRank) const {
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are "
                                  "limited to types of at most 8 bytes");
    T *Slot = reinterpret_cast<T *>(MultiWarp.Slots[firstWarp()]);
    if (thread_rank() == SrcRank % N)
      *Slot = Value;
    sync();
    T Result = *Slot;
    sync();
    return Result;
  }
  int any(int Predicate) const {
    return combine(__any_sync(0xffffffffu, Predicate), [](int A, int B) { return A || B; });
  }
  int all(int Predicate) const {
    return combine(__all_sync(0xffffffffu, Predicate), [](int A, int B) { return A && B; });
  }

  /// Combines one value per warp (each warp's, already the same on all of
  /// its lanes) into the tile's, in the order of CUDA's inter-warp step (a
  /// butterfly over the warps' values, as its tile of Warps threads does);
  /// every thread gets it.
  template <class T, class Op> T combine(T WarpValue, Op Operator) const {
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are "
                                  "limited to types of at most 8 bytes");
    const unsigned Base = firstWarp();
    if (laneId() == 0)
      *reinterpret_cast<T *>(MultiWarp.Slots[Base + thread_rank() / 32]) = WarpValue;
    sync();
    T Values[Warps];
    for (unsigned W = 0; W < Warps; ++W)
      Values[W] = *reinterpret_cast<const T *>(MultiWarp.Slots[Base + W]);
    sync();
    for (unsigned Mask = Warps / 2; Mask > 0; Mask /= 2) {
      T Next[Warps];
      for (unsigned W = 0; W < Warps; ++W)
        Next[W] = Operator(Values[W], Values[W ^ Mask]);
      for (unsigned W = 0; W < Warps; ++W)
        Values[W] = Next[W];
    }
    return Values[0];
  }

  multi_warp_tile(unsigned ParentRank, unsigned ParentSize)
      : MetaRank(ParentRank / N), MetaSize((ParentSize + N - 1) / N) {
    if (blockSize() % 32 != 0)
      ::axl::cpu::detail::unsupported(
          "a thread_block_tile of more than 32 threads in a block whose size is not "
          "a multiple of 32");
  }

private:
  static constexpr unsigned sizeClass() {
    return N == 64 ? 0 : N == 128 ? 1 : N == 256 ? 2 : N == 512 ? 3 : 4;
  }
  static unsigned firstWarp() { return (threadRankInBlock() & ~(N - 1)) / 32; }
  unsigned MetaRank, MetaSize;
};

template <unsigned N>
using tile_base = std::conditional_t<(N <= 32), warp_tile<N>, multi_warp_tile<N>>;
} // namespace details

template <unsigned N> class thread_block_tile<N, void> : public details::tile_base<N> {
public:
  thread_block_tile(unsigned ParentRank, unsigned ParentSize)
      : details::tile_base<N>(ParentRank, ParentSize) {}
};

template <unsigned N, class Parent>
class thread_block_tile : public thread_block_tile<N, void> {
public:
  using thread_block_tile<N, void>::thread_block_tile;
};

template <unsigned N>
thread_block_tile<N, thread_block> tiled_partition(const thread_block &) {
  return thread_block_tile<N, thread_block>(details::threadRankInBlock(),
                                            details::blockSize());
}
template <unsigned N, unsigned M, class P>
thread_block_tile<N, thread_block_tile<M, P>>
tiled_partition(const thread_block_tile<M, P> &Tile) {
  static_assert(N <= M, "a tile partitions into smaller tiles");
  return thread_block_tile<N, thread_block_tile<M, P>>(Tile.thread_rank(), M);
}

namespace details {
/// The lanes of the tile of Size consecutive ranks of Parent's lanes (a warp
/// mask) that holds the calling thread: tiled_partition(parent, n) at run
/// time, n a power of 2 up to 32, as CUDA partitions a block's warp or a
/// coalesced group (by rank, the last tile short when the ranks run out).
inline unsigned tileOfRanks(unsigned Parent, unsigned Size) {
  if (Size == 0 || Size > 32 || (Size & (Size - 1)))
    ::axl::cpu::detail::unsupported(
        "cooperative_groups::tiled_partition with a size that is not a "
        "power of 2 up to 32");
  const unsigned Rank = __builtin_popcount(Parent & ((1u << laneId()) - 1));
  const unsigned First = Rank & ~(Size - 1);
  unsigned Tile = 0, Seen = 0;
  for (unsigned Lane = 0; Lane < 32; ++Lane)
    if (Parent & (1u << Lane)) {
      if (Seen >= First && Seen < First + Size)
        Tile |= 1u << Lane;
      ++Seen;
    }
  return Tile;
}

/// tiled_partition(parent, n)'s group, seen as a generic thread_group.
class dynamic_tile : public warp_group {
public:
  dynamic_tile(unsigned Parent, unsigned Size) : warp_group(tileOfRanks(Parent, Size)) {}
};
} // namespace details
/// A block is partitioned warp by warp, any other group by its ranks.
inline thread_group tiled_partition(const thread_block &, unsigned Size) {
  return details::dynamic_tile(details::warpLanesInBlock(), Size);
}
inline coalesced_group tiled_partition(const coalesced_group &Parent, unsigned Size) {
  const unsigned Lanes = details::lanes_of::get(Parent);
  if (Parent.size() <= Size) // the group itself, as in CUDA
    return Parent;
  return coalesced_group(details::tileOfRanks(Lanes, Size), Parent.thread_rank() / Size,
                         (Parent.size() + Size - 1) / Size);
}
inline thread_group tiled_partition(const thread_group &Parent, unsigned Size) {
  return details::dynamic_tile(details::lanes_of::get(Parent), Size);
}

namespace details {
/// The threads of Parent whose Predicate is the calling thread's; meta rank
/// 1 for the true side, as CUDA's _binary_partition (one group of rank 0
/// when every thread agrees).
inline coalesced_group binaryPartition(const warp_group &Parent,
                                       bool Predicate) {
  const unsigned Mask = lanes_of::get(Parent);
  const unsigned Set = __ballot_sync(Mask, Predicate);
  if (Set == Mask || Set == 0)
    return coalesced_group(Mask, 0, 1);
  return coalesced_group(Predicate ? Set : Mask & ~Set, Predicate, 2);
}
/// The threads of Parent whose Label equals the calling thread's; the meta
/// rank counts the groups whose first lane is lower, as CUDA's.
template <class T>
coalesced_group labeledPartition(const warp_group &Parent, T Label) {
  static_assert(std::is_integral<T>::value || std::is_pointer<T>::value,
                "labeled_partition predicate must be an integral or pointer "
                "type");
  if constexpr (std::is_same<T, bool>::value) {
    return binaryPartition(Parent, Label);
  } else {
    const unsigned Mask = lanes_of::get(Parent);
    unsigned Sub;
    if constexpr (std::is_pointer<T>::value)
      Sub = __match_any_sync(Mask, reinterpret_cast<unsigned long long>(Label));
    else
      Sub = __match_any_sync(Mask, Label);
    const unsigned Leader = static_cast<unsigned>(__builtin_ctz(Sub));
    const unsigned Leaders = __ballot_sync(Mask, Leader == laneId());
    return coalesced_group(
        Sub, static_cast<unsigned>(__builtin_popcount(Leaders & ((1u << Leader) - 1))),
        static_cast<unsigned>(__builtin_popcount(Leaders)));
  }
}
} // namespace details

inline coalesced_group binary_partition(const coalesced_group &Group,
                                        bool Predicate) {
  return details::binaryPartition(Group, Predicate);
}
template <unsigned N, class P>
coalesced_group binary_partition(const thread_block_tile<N, P> &Tile,
                                 bool Predicate) {
  return details::binaryPartition(Tile, Predicate);
}
template <class T>
coalesced_group labeled_partition(const coalesced_group &Group, T Label) {
  return details::labeledPartition(Group, Label);
}
template <class T, unsigned N, class P>
coalesced_group labeled_partition(const thread_block_tile<N, P> &Tile,
                                  T Label) {
  return details::labeledPartition(Tile, Label);
}

inline unsigned long long thread_group::num_threads() const {
  if (Kind == GroupKind::Block)
    return details::blockSize();
  if (Kind == GroupKind::Grid)
    return grid_group::num_threads();
  return static_cast<unsigned>(__builtin_popcount(Mask));
}
inline unsigned long long thread_group::thread_rank() const {
  if (Kind == GroupKind::Block)
    return details::threadRankInBlock();
  if (Kind == GroupKind::Grid)
    return grid_group::thread_rank();
  return static_cast<unsigned>(
      __builtin_popcount(Mask & ((1u << details::laneId()) - 1)));
}

template <class Group> void sync(const Group &G) { G.sync(); }
template <class Group> unsigned long long thread_rank(const Group &G) {
  return G.thread_rank();
}
template <class Group> unsigned long long group_size(const Group &G) {
  return G.num_threads();
}

// The operators of reduce and scan.
template <class T> struct plus {
  T operator()(T A, T B) const { return A + B; }
};
template <class T> struct less {
  T operator()(T A, T B) const { return (B < A) ? B : A; }
};
template <class T> struct greater {
  T operator()(T A, T B) const { return (A < B) ? B : A; }
};
template <class T> struct bit_and {
  T operator()(T A, T B) const { return A & B; }
};
template <class T> struct bit_or {
  T operator()(T A, T B) const { return A | B; }
};
template <class T> struct bit_xor {
  T operator()(T A, T B) const { return A ^ B; }
};

} // namespace cooperative_groups

// The include guards of the CUDA headers <axl/cooperative_groups.h> stands for, which code tests
// (rules/include_guards.yaml).
#define _AXL_COOPERATIVE_GROUPS_H_ // cooperative_groups.h
