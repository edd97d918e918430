// CUB's collectives as training kernels use them: a row reduction with
// cub::BlockReduce and cub::WarpReduce (LayerNorm statistics), a block-wide
// prefix sum with cub::BlockLoad, cub::BlockScan and cub::BlockStore (a
// top-k/routing offset computation) and a radix sort of keys in a block.
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/warp/warp_reduce.cuh>

struct MeanVar {
  float mean, m2;
};

struct Add {
  __device__ float operator()(float a, float b) const { return a + b; }
};

struct Larger {
  __device__ float operator()(float a, float b) const { return a < b ? b : a; }
};

struct MeanVarMerge {
  __device__ MeanVar operator()(const MeanVar &a, const MeanVar &b) const {
    return {0.5f * (a.mean + b.mean), a.m2 + b.m2};
  }
};

template <int Threads>
__global__ void row_stats(const __nv_bfloat16 *x, float *mean, float *rstd, int cols) {
  using BlockReduce = cub::BlockReduce<float, Threads>;
  __shared__ typename BlockReduce::TempStorage temp;
  __shared__ float shared_mean;
  const __nv_bfloat16 *row = x + blockIdx.x * cols;
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += Threads)
    sum += __bfloat162float(row[c]);
  float total = BlockReduce(temp).Sum(sum);
  if (threadIdx.x == 0)
    shared_mean = total / cols;
  __syncthreads();
  float m = shared_mean, sq = 0.f;
  for (int c = threadIdx.x; c < cols; c += Threads) {
    float d = __bfloat162float(row[c]) - m;
    sq += d * d;
  }
  float var = BlockReduce(temp).Reduce(sq, Add());
  if (threadIdx.x == 0) {
    mean[blockIdx.x] = m;
    rstd[blockIdx.x] = rsqrtf(var / cols + 1e-5f);
  }
}

__global__ void warp_max(const float *x, float *out) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[4];
  int warp = threadIdx.x / 32;
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  float m = WarpReduce(temp[warp]).Reduce(v, Larger());
  MeanVar mv = {v, v * v};
  using MVReduce = cub::WarpReduce<MeanVar>;
  __shared__ typename MVReduce::TempStorage mvtemp[4];
  MeanVar r = MVReduce(mvtemp[warp]).Reduce(mv, MeanVarMerge());
  if (threadIdx.x % 32 == 0)
    out[blockIdx.x * 4 + warp] = m + r.m2;
}

template <int Threads, int Items>
__global__ void expert_offsets(const int *counts, int *offsets, int n) {
  using Load = cub::BlockLoad<int, Threads, Items, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Scan = cub::BlockScan<int, Threads>;
  using Store = cub::BlockStore<int, Threads, Items, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
    typename Store::TempStorage store;
  } temp;
  int items[Items];
  Load(temp.load).Load(counts, items, n, 0);
  __syncthreads();
  int total;
  Scan(temp.scan).ExclusiveSum(items, items, total);
  __syncthreads();
  Store(temp.store).Store(offsets, items, n);
  if (threadIdx.x == 0)
    offsets[n] = total;
}

__global__ void sort_keys(unsigned *keys) {
  using Sort = cub::BlockRadixSort<unsigned, 128, 4>;
  __shared__ typename Sort::TempStorage temp;
  unsigned k[4];
  cub::LoadDirectBlocked(threadIdx.x, keys, k);
  Sort(temp).Sort(k);
  cub::StoreDirectBlocked(threadIdx.x, keys, k);
}

template __global__ void row_stats<256>(const __nv_bfloat16 *, float *, float *, int);
template __global__ void expert_offsets<128, 4>(const int *, int *, int);
