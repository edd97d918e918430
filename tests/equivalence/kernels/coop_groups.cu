// Equivalence kernel: cooperative groups: thread blocks, 32- and 16-wide tiles, cg::reduce with
// cg::plus / cg::greater / cg::less, tile shuffles and votes, coalesced groups, labeled partitions,
// grid groups. The PTX of this file and of its port must match:
//   nvcc -std=c++17 -ptx -arch=sm_90 coop_groups.cu -o coop_groups.ptx
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

constexpr int kBlockSize = 256;

// Block sum through 32-wide tiles: cg::reduce inside each warp, shared memory across warps.
__global__ void block_sum(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float partial[kBlockSize / 32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int i = block.group_index().x * block.size() + block.thread_rank();
  float v = i < n ? in[i] : 0.0f;
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0)
    partial[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    v = warp.thread_rank() < warp.meta_group_size() ? partial[warp.thread_rank()] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (block.thread_rank() == 0)
      out[block.group_index().x] = v;
  }
}

// Row max and arg-max with 16-wide tiles and manual shuffles.
__global__ void tile16_max(const float *__restrict__ in, float *__restrict__ out,
                           int *__restrict__ argmax, int rows) {
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<16>(block);
  const int row = block.group_index().x * tile.meta_group_size() + tile.meta_group_rank();
  if (row >= rows)
    return;
  float best = in[row * 16 + tile.thread_rank()];
  int where = tile.thread_rank();
  const float m = cg::reduce(tile, best, cg::greater<float>());
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) {
    const float other = tile.shfl_down(best, offset);
    const int other_where = tile.shfl_down(where, offset);
    if (other > best) {
      best = other;
      where = other_where;
    }
  }
  const unsigned is_max = tile.ballot(in[row * 16 + tile.thread_rank()] == m);
  if (tile.thread_rank() == 0) {
    out[row] = cg::reduce(tile, best, cg::less<float>()) < m ? m : best;
    argmax[row] = is_max ? __ffs(is_max) - 1 : tile.shfl(where, 0);
  }
  tile.sync();
}

// Compaction with coalesced groups: the active threads elect one atomic per warp.
__global__ void compact_positive(const float *__restrict__ in, float *__restrict__ out,
                                 unsigned int *__restrict__ count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || in[i] <= 0.0f)
    return;
  cg::coalesced_group active = cg::coalesced_threads();
  unsigned int base = 0;
  if (active.thread_rank() == 0)
    base = atomicAdd(count, active.size());
  base = active.shfl(base, 0);
  out[base + active.thread_rank()] = in[i];
  const bool all_big = active.all(in[i] > 1.0f);
  const bool any_huge = active.any(in[i] > 100.0f);
  const unsigned big = active.ballot(in[i] > 10.0f);
  if (active.thread_rank() == 0 && (all_big || any_huge))
    atomicAdd(count + 1, __popc(big));
  active.sync();
}

// Segmented sums with labeled partitions (tiles of a warp grouped by key).
__global__ void by_key(const int *__restrict__ keys, const float *__restrict__ vals,
                       float *__restrict__ sums, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int key = i < n ? keys[i] : -1;
  cg::coalesced_group same = cg::labeled_partition(warp, key);
  const float s = cg::reduce(same, i < n ? vals[i] : 0.0f, cg::plus<float>());
  const int kmax = cg::reduce(warp, key, cg::greater<int>());
  if (same.thread_rank() == 0 && key >= 0)
    atomicAdd(&sums[key], s + 0.0f * kmax);
  cg::thread_group generic = warp;
  generic.sync();
  const cg::thread_block_tile<4> quad = cg::tiled_partition<4>(warp);
  const int qsum = cg::reduce(quad, key, cg::plus<int>());
  cg::thread_group dyn = cg::tiled_partition(cg::this_thread_block(), 8);
  if (dyn.thread_rank() == 0 && qsum == 0 && i < n)
    sums[key < 0 ? 0 : key] += 0.0f;
}

// Grid-stride loop that names the grid group (launched normally; no grid.sync()).
__global__ void grid_scale(float *__restrict__ data, float alpha, int n) {
  cg::grid_group grid = cg::this_grid();
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    data[i] *= alpha;
}
