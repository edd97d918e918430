// Tiles of more than 32 threads: a block's sum reduced through tiles of 64
// and 128 threads (cg::reduce over each tile, the tiles' sums through
// shared memory after the block's sync), the block made with
// block_tile_memory scratch as a reduction over multi-warp groups does, or
// without it; a tile's sync around its own shared data (only the tiles of
// even rank take that branch), shfl, any and all, sizes and ranks, tiles
// of 32 cut from a tile of 128; floats whose sums depend on the order
// (compared with CUDA's order: each warp's butterfly, then the warps').
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>

namespace cg = cooperative_groups;

template <typename T, typename Group> __device__ T tile_sum(T v, Group &g) {
  return cg::reduce(g, v, cg::plus<T>());
}

template <class T, unsigned BlockSize, unsigned TileSize>
__global__ void tiled_reduce(const T *in, T *out, unsigned n) {
  extern __shared__ unsigned char smem[];
  T *sums = reinterpret_cast<T *>(smem);
  __shared__ cg::block_tile_memory<BlockSize> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  cg::thread_block_tile<TileSize> tile = cg::tiled_partition<TileSize>(block);
  T v = 0;
  for (unsigned i = blockIdx.x * BlockSize + threadIdx.x; i < n; i += BlockSize * gridDim.x)
    v += in[i];
  v = tile_sum(v, tile);
  if (tile.thread_rank() == 0)
    sums[tile.meta_group_rank()] = v;
  cg::sync(block);
  if (threadIdx.x == 0) {
    T total = 0;
    for (unsigned i = 0; i < tile.meta_group_size(); ++i)
      total += sums[i];
    out[blockIdx.x] = total;
  }
}

// No scratch (CUDA 12 on sm_80 and later); tiles of 64 sync on their own
// data, only the even ones; shfl, any, all; tiles of 32 of a tile of 128.
__global__ void tile_ops(int *out) {
  __shared__ int data[256];
  cg::thread_block block = cg::this_thread_block();
  auto t64 = cg::tiled_partition<64>(block);
  auto t128 = cg::tiled_partition<128>(block);
  auto t32 = cg::tiled_partition<32>(t128);
  const unsigned r = block.thread_rank();
  data[r] = r;
  block.sync();
  if (t64.meta_group_rank() % 2 == 0) {
    // Reverse the tile's data in place: a tile barrier between the read and
    // the write.
    int mine = data[(r & ~63u) + 63 - t64.thread_rank()];
    t64.sync();
    data[r] = mine;
    t64.sync();
  }
  block.sync();
  int from = t128.shfl((int)r * 3, 5);
  int any = t64.any(r == 70);
  int all = t128.all(r < 200);
  out[r] = data[r] + 1000 * from;
  out[256 + r] = any + 2 * all;
  out[512 + r] = t64.thread_rank() + 100 * t64.meta_group_rank() + 10000 * t64.meta_group_size() +
                 1000000 * (int)t64.num_threads();
  out[768 + r] = t32.thread_rank() + 100 * t32.meta_group_rank() + 10000 * t32.meta_group_size() +
                 1000000 * (int)t128.size();
}

// Tile barriers as statements of their own: the kernel runs as loops, each
// sync made on fibers by the block's threads.
__global__ void tile_reverse(int *out) {
  __shared__ int data[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<64> t64 = cg::tiled_partition<64>(block);
  unsigned r = threadIdx.x;
  data[r] = r;
  t64.sync();
  int mine = data[(r & ~63u) + 63 - t64.thread_rank()];
  t64.sync();
  data[r] = mine;
  t64.sync();
  out[r] = data[r] + 1000 * t64.meta_group_rank();
}

// CUDA's order for a tile's float sum: a butterfly over each warp, then
// over the warps' sums.
static float cuda_order_sum(const float *v, unsigned tile) {
  std::vector<float> warps;
  for (unsigned w = 0; w < tile / 32; ++w) {
    float lane[32];
    memcpy(lane, v + 32 * w, sizeof lane);
    for (unsigned m = 16; m > 0; m /= 2) {
      float next[32];
      for (unsigned l = 0; l < 32; ++l)
        next[l] = lane[l] + lane[l ^ m];
      memcpy(lane, next, sizeof lane);
    }
    warps.push_back(lane[0]);
  }
  for (unsigned m = warps.size() / 2; m > 0; m /= 2) {
    std::vector<float> next(warps.size());
    for (unsigned w = 0; w < warps.size(); ++w)
      next[w] = warps[w] + warps[w ^ m];
    warps = next;
  }
  return warps[0];
}

template <unsigned BlockSize, unsigned TileSize> void run(const char *name, unsigned blocks) {
  const unsigned n = BlockSize * blocks; // one value a thread: the order is known
  std::vector<int> hi(n);
  std::vector<float> hf(n);
  for (unsigned i = 0; i < n; ++i) {
    hi[i] = (int)(i * 2654435761u % 1000) - 500;
    hf[i] = (i % 7 == 0 ? 1e7f : 1.0f) * ((i * 40503u % 200) / 100.0f - 1.0f);
  }
  int *di, *oi;
  float *df, *of;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&oi, blocks * sizeof(int));
  cudaMalloc(&df, n * sizeof(float));
  cudaMalloc(&of, blocks * sizeof(float));
  cudaMemcpy(di, hi.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  const unsigned tiles = BlockSize / TileSize;
  tiled_reduce<int, BlockSize, TileSize><<<blocks, BlockSize, tiles * sizeof(int)>>>(di, oi, n);
  tiled_reduce<float, BlockSize, TileSize><<<blocks, BlockSize, tiles * sizeof(float)>>>(df, of, n);
  std::vector<int> gi(blocks);
  std::vector<float> gf(blocks);
  cudaMemcpy(gi.data(), oi, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(gf.data(), of, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  unsigned bad_i = 0, bad_f = 0;
  for (unsigned b = 0; b < blocks; ++b) {
    int si = 0;
    float sf = 0;
    for (unsigned t = 0; t < tiles; ++t) {
      for (unsigned k = 0; k < TileSize; ++k)
        si += hi[b * BlockSize + t * TileSize + k];
      sf += cuda_order_sum(&hf[b * BlockSize + t * TileSize], TileSize);
    }
    bad_i += gi[b] != si;
    bad_f += memcmp(&gf[b], &sf, sizeof sf) != 0;
  }
  printf("%s: int %u wrong, float %u not bit-identical of %u blocks\n", name, bad_i, bad_f, blocks);
}

int main() {
  run<128, 64>("block 128 tiles 64", 5);
  run<256, 128>("block 256 tiles 128", 3);
  run<512, 256>("block 512 tiles 256", 2);
  run<1024, 512>("block 1024 tiles 512", 2);

  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  tile_ops<<<2, 256>>>(d);
  std::vector<int> h(1024);
  cudaMemcpy(h.data(), d, 1024 * sizeof(int), cudaMemcpyDeviceToHost);
  unsigned bad = 0;
  for (unsigned r = 0; r < 256; ++r) {
    unsigned t64 = r / 64, t128 = r / 128;
    int data = t64 % 2 == 0 ? (int)(t64 * 64 + 63 - r % 64) : (int)r;
    int from = (int)(t128 * 128 + 5) * 3;
    bad += h[r] != data + 1000 * from;
    bad += h[256 + r] != (t64 == 1 ? 1 : 0) + 2 * (t128 == 0 ? 1 : 0);
    bad += h[512 + r] != (int)(r % 64 + 100 * t64 + 10000 * 4 + 1000000 * 64);
    bad += h[768 + r] != (int)(r % 32 + 100 * (r % 128 / 32) + 10000 * 4 + 1000000 * 128);
  }
  printf("tile ops: %u wrong\n", bad);
  tile_reverse<<<3, 256>>>(d);
  cudaMemcpy(h.data(), d, 256 * sizeof(int), cudaMemcpyDeviceToHost);
  bad = 0;
  for (unsigned r = 0; r < 256; ++r)
    bad += h[r] != (int)((r / 64) * 64 + 63 - r % 64 + 1000 * (r / 64));
  printf("tile reverse: %u wrong\n", bad);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
