// Equivalence kernel: warp-shuffle reductions and votes, block reduce
// through shared memory, launched on a stream. The PTX of this file and of
// its port must match:
//   nvcc -std=c++17 -ptx -arch=sm_90 warp_reduce.cu -o warp_reduce.ptx
#include <cuda_runtime.h>

constexpr int kWarpSize = 32;
constexpr int kBlockSize = 256;
constexpr unsigned kFullMask = 0xffffffffu;

__device__ __forceinline__ float warp_sum(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset >>= 1)
    v += __shfl_down_sync(kFullMask, v, offset);
  return v; // valid in lane 0
}

__device__ __forceinline__ float warp_max(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset >>= 1)
    v = fmaxf(v, __shfl_xor_sync(kFullMask, v, offset));
  return v; // valid in every lane
}

// Sum over the block; the result is valid in thread 0.
__device__ float block_sum(float v) {
  __shared__ float partial[kBlockSize / kWarpSize];
  const int lane = threadIdx.x % kWarpSize;
  const int warp = threadIdx.x / kWarpSize;
  v = warp_sum(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / kWarpSize ? partial[lane] : 0.0f;
    v = warp_sum(v);
  }
  return v;
}

// Per block: the sum of x. Over the grid: max |x| (atomicMax on the bits,
// which order like the values for non-negative floats) and the number of
// positive elements (a ballot per warp). The loop bound is uniform across
// the block, so every lane reaches the full-mask shuffles and votes.
__global__ void reduce_kernel(const float *__restrict__ x, int n,
                              float *__restrict__ block_sums,
                              float *__restrict__ amax,
                              unsigned *__restrict__ positives) {
  float sum = 0.0f;
  float mx = 0.0f;
  unsigned count = 0;
  for (int base = blockIdx.x * blockDim.x; base < n;
       base += gridDim.x * blockDim.x) {
    const int i = base + threadIdx.x;
    const float v = i < n ? x[i] : 0.0f;
    sum += v;
    mx = fmaxf(mx, fabsf(v));
    const unsigned ballot = __ballot_sync(kFullMask, v > 0.0f);
    count += __popc(ballot);
  }
  sum = block_sum(sum);
  mx = warp_max(mx);
  if (threadIdx.x == 0)
    block_sums[blockIdx.x] = sum;
  if (threadIdx.x % kWarpSize == 0) {
    atomicMax(reinterpret_cast<unsigned *>(amax), __float_as_uint(mx));
    atomicAdd(positives, count);
  }
}

// Host launcher: zeroes the accumulators and launches on `stream`.
// d_block_sums holds `blocks` floats.
cudaError_t launch_reduce(const float *d_x, int n, float *d_block_sums,
                          float *d_amax, unsigned *d_positives, int blocks,
                          cudaStream_t stream) {
  cudaError_t err = cudaMemsetAsync(d_amax, 0, sizeof(float), stream);
  if (err != cudaSuccess)
    return err;
  err = cudaMemsetAsync(d_positives, 0, sizeof(unsigned), stream);
  if (err != cudaSuccess)
    return err;
  reduce_kernel<<<blocks, kBlockSize, 0, stream>>>(d_x, n, d_block_sums, d_amax,
                                                   d_positives);
  return cudaGetLastError();
}
