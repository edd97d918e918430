//===- groups.h - CUDA's cooperative groups on HIP ------------*- C++ -*-===//
//
// HIP backend: CUDA's cooperative groups for ported code, written on CUDA's
// own kernel language alone (threadIdx, blockDim, __syncthreads and the
// _sync warp functions, which axl/hip/warp.h gives CUDA's 32-lane meaning on
// every wavefront width). HIP 5.2's own groups (hip_cooperative_groups.h)
// lack what CUDA code uses most: cooperative_groups/reduce.h (reduce, plus,
// less, greater, bit_*), the scans, a tile's meta_group_size() and
// meta_group_rank(), and shuffles of any trivially copyable type; and they
// size their tiles by the wavefront. They are not included.
//
// Because it needs nothing but CUDA's kernel language, this header compiles
// on the CPU backend too, where tests/cpu/hip_cooperative_groups.test runs it
// (in a namespace of its own, AXL_HIP_CG_NAMESPACE) against the CPU
// backend's own cooperative groups.
//
// Provided: thread_block (this_thread_block), thread_block_tile<N> for N a
// power of two up to 32 (tiled_partition<N> of a block or of a larger tile),
// thread_group (tiled_partition(block, n) at run time), coalesced_group
// (coalesced_threads), sync, thread_rank, group_size, reduce with
// plus/less/greater/bit_and/bit_or/bit_xor, inclusive_scan and
// exclusive_scan on tiles and coalesced groups, memcpy_async with wait and
// wait_prior (a copy by the group's threads, then the group's barrier). Not
// provided (using it does not compile): grid_group and this_grid (a
// grid-wide barrier needs a cooperative launch), multi-grid groups, labeled
// and binary partitions, the reduce_*_async and scan_*_update forms,
// block_tile_memory and tiles larger than a warp.
//
//===----------------------------------------------------------------------===//
#pragma once

#ifndef AXL_HIP_CG_NAMESPACE
#define AXL_HIP_CG_NAMESPACE cooperative_groups
#endif

namespace AXL_HIP_CG_NAMESPACE {

namespace detail {
__device__ inline unsigned linearThread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned blockThreads() { return blockDim.x * blockDim.y * blockDim.z; }
__device__ inline unsigned laneOf() { return linearThread() % 32; }
/// The lanes of the calling thread's warp that exist (a last, partial warp
/// of a block has fewer).
__device__ inline unsigned warpLanes() {
  unsigned First = linearThread() - laneOf();
  unsigned N = blockThreads() - First;
  return N >= 32 ? 0xffffffffu : (1u << N) - 1;
}
} // namespace detail

class thread_block {
public:
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned size() const { return detail::blockThreads(); }
  __device__ unsigned num_threads() const { return size(); }
  __device__ unsigned thread_rank() const { return detail::linearThread(); }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ dim3 dim_threads() const { return group_dim(); }
};
__device__ inline thread_block this_thread_block() { return thread_block(); }

/// N consecutive threads of a block (N a power of two, at most 32): a
/// segment of a 32-lane warp.
template <unsigned N, class Parent = void> class thread_block_tile {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "axl hip backend: tiles are a power of two up to 32 threads");

public:
  __device__ thread_block_tile() = default;
  template <unsigned M, class P>
  __device__ thread_block_tile(const thread_block_tile<M, P> &) {}

  __device__ static constexpr unsigned size() { return N; }
  __device__ static constexpr unsigned num_threads() { return N; }
  __device__ unsigned thread_rank() const { return detail::laneOf() % N; }
  __device__ unsigned meta_group_rank() const { return detail::linearThread() / N; }
  __device__ unsigned meta_group_size() const {
    return (detail::blockThreads() + N - 1) / N;
  }
  /// The lanes of the warp this tile is.
  __device__ unsigned mask() const {
    unsigned Lanes = N == 32 ? 0xffffffffu : ((1u << N) - 1) << (detail::laneOf() / N * N);
    return Lanes & detail::warpLanes();
  }
  __device__ void sync() const { __syncwarp(mask()); }

  template <class T> __device__ T shfl(T v, int src) const {
    return __shfl_sync(mask(), v, src, N);
  }
  template <class T> __device__ T shfl_down(T v, unsigned delta) const {
    return __shfl_down_sync(mask(), v, delta, N);
  }
  template <class T> __device__ T shfl_up(T v, unsigned delta) const {
    return __shfl_up_sync(mask(), v, delta, N);
  }
  template <class T> __device__ T shfl_xor(T v, unsigned laneMask) const {
    return __shfl_xor_sync(mask(), v, laneMask, N);
  }
  __device__ unsigned ballot(int p) const {
    return (__ballot_sync(mask(), p) >> (detail::laneOf() / N * N)) &
           (N == 32 ? 0xffffffffu : (1u << N) - 1);
  }
  __device__ int any(int p) const { return ballot(p) != 0; }
  __device__ int all(int p) const {
    return ballot(p) == (mask() >> (detail::laneOf() / N * N));
  }
};

/// tiled_partition<N>(block) and tiled_partition<N>(tile).
template <unsigned N, class G> __device__ thread_block_tile<N, G> tiled_partition(const G &) {
  return thread_block_tile<N, G>();
}

/// The threads of a warp that are active together.
class coalesced_group {
public:
  __device__ coalesced_group() : Mask(__activemask()) {}
  __device__ unsigned size() const { return __popc(Mask); }
  __device__ unsigned num_threads() const { return size(); }
  __device__ unsigned thread_rank() const {
    return __popc(Mask & ((1u << detail::laneOf()) - 1));
  }
  __device__ unsigned meta_group_rank() const { return 0; }
  __device__ unsigned meta_group_size() const { return 1; }
  __device__ void sync() const { __syncwarp(Mask); }
  template <class T> __device__ T shfl(T v, int rank) const {
    return __shfl_sync(Mask, v, laneOfRank(static_cast<unsigned>(rank) % size()), 32);
  }
  template <class T> __device__ T shfl_down(T v, unsigned delta) const {
    unsigned R = thread_rank() + delta;
    T Got = __shfl_sync(Mask, v, laneOfRank(R < size() ? R : thread_rank()), 32);
    return R < size() ? Got : v;
  }
  template <class T> __device__ T shfl_up(T v, unsigned delta) const {
    unsigned Rank = thread_rank();
    T Got = __shfl_sync(Mask, v, laneOfRank(Rank >= delta ? Rank - delta : Rank), 32);
    return Rank >= delta ? Got : v;
  }
  __device__ unsigned ballot(int p) const {
    unsigned Votes = __ballot_sync(Mask, p), Out = 0, Bit = 0;
    for (unsigned M = Mask; M; M &= M - 1, ++Bit)
      if (Votes & (M & -M))
        Out |= 1u << Bit;
    return Out;
  }
  __device__ int any(int p) const { return __ballot_sync(Mask, p) != 0; }
  __device__ int all(int p) const { return __ballot_sync(Mask, p) == Mask; }

private:
  /// The lane of the rank-th active thread.
  __device__ unsigned laneOfRank(unsigned Rank) const {
    unsigned M = Mask;
    for (unsigned I = 0; I < Rank; ++I)
      M &= M - 1;
    return __ffs(M) - 1;
  }
  unsigned Mask;
};
__device__ inline coalesced_group coalesced_threads() { return coalesced_group(); }

/// A group whose kind is known at run time only: a block's tile of a size
/// given at run time (tiled_partition(block, n), n a power of two up to 32)
/// or a block itself.
class thread_group {
public:
  __device__ thread_group(const thread_block &) : Tile(0) {}
  __device__ explicit thread_group(unsigned tile) : Tile(tile) {}
  __device__ unsigned size() const { return Tile ? Tile : detail::blockThreads(); }
  __device__ unsigned num_threads() const { return size(); }
  __device__ unsigned thread_rank() const {
    return Tile ? detail::laneOf() % Tile : detail::linearThread();
  }
  __device__ void sync() const {
    if (!Tile) {
      __syncthreads();
      return;
    }
    unsigned Lanes = Tile == 32 ? 0xffffffffu
                                : ((1u << Tile) - 1) << (detail::laneOf() / Tile * Tile);
    __syncwarp(Lanes & detail::warpLanes());
  }

private:
  unsigned Tile; ///< 0: the whole block.
};
__device__ inline thread_group tiled_partition(const thread_block &, unsigned n) {
  return thread_group(n);
}

/// cooperative_groups/memcpy_async.h: the group's threads copy \p bytes
/// together; wait(group) is the barrier after which every thread sees them.
template <class G>
__device__ void memcpy_async(const G &g, void *dst, const void *src, size_t bytes) {
  auto *D = static_cast<unsigned char *>(dst);
  auto *S = static_cast<const unsigned char *>(src);
  for (size_t I = g.thread_rank(); I < bytes; I += g.size())
    D[I] = S[I];
}
template <class G> __device__ void wait(const G &g) { g.sync(); }
template <unsigned N, class G> __device__ void wait_prior(const G &g) { g.sync(); }

template <class G> __device__ void sync(const G &g) { g.sync(); }
template <class G> __device__ unsigned thread_rank(const G &g) { return g.thread_rank(); }
template <class G> __device__ unsigned group_size(const G &g) { return g.size(); }

template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};

/// The group's reduction of \p value, on every thread of it.
template <class G, class T, class Op> __device__ T reduce(const G &g, T value, Op op) {
  const unsigned Size = g.size(), Rank = g.thread_rank();
  for (unsigned Offset = 1; Offset < Size; Offset *= 2) {
    T Other = g.shfl_down(value, Offset);
    if (Rank % (2 * Offset) == 0 && Rank + Offset < Size)
      value = op(value, Other);
  }
  return g.shfl(value, 0);
}

/// The reduction over the ranks up to this thread's, this one included.
template <class G, class T, class Op> __device__ T inclusive_scan(const G &g, T value, Op op) {
  const unsigned Rank = g.thread_rank();
  for (unsigned Offset = 1; Offset < g.size(); Offset *= 2) {
    T Other = g.shfl_up(value, Offset);
    if (Rank >= Offset)
      value = op(Other, value);
  }
  return value;
}
template <class G, class T> __device__ T inclusive_scan(const G &g, T value) {
  return inclusive_scan(g, value, plus<T>());
}

/// The reduction over the ranks below this thread's (rank 0: T{}).
template <class G, class T, class Op> __device__ T exclusive_scan(const G &g, T value, Op op) {
  T Inclusive = inclusive_scan(g, value, op);
  T Before = g.shfl_up(Inclusive, 1);
  return g.thread_rank() == 0 ? T{} : Before;
}
template <class G, class T> __device__ T exclusive_scan(const G &g, T value) {
  return exclusive_scan(g, value, plus<T>());
}

} // namespace AXL_HIP_CG_NAMESPACE
