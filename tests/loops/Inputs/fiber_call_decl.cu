// A block reduction that is a member function (warp shuffles, then a
// barrier and a second stage through shared memory), called in a
// declaration's initialiser and in an assignment, between per-thread work,
// as TE's normalization kernels call their Reducer: the kernel runs as
// loops, the member function's call on the block's fibers.
#include <cuda_runtime.h>
#include <cstdio>

template <int Warps> struct BlockSum {
  float *smem;
  __device__ BlockSum(float *s) : smem(s) {}
  __device__ float allreduce(float v) {
    for (int d = 16; d > 0; d /= 2)
      v += __shfl_xor_sync(0xffffffffu, v, d);
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
      smem[warp] = v;
    __syncthreads();
    float total = 0.f;
    for (int w = 0; w < Warps; ++w)
      total += smem[w];
    __syncthreads();
    return total;
  }
};

template <int Warps> __global__ void normalize(const float *x, float *y, float *sums, int cols) {
  __shared__ float smem[Warps];
  BlockSum<Warps> reducer(smem);
  const float *row = x + blockIdx.x * cols;
  float local = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    local += row[c];
  const float mean = reducer.allreduce(local) / cols;
  float sq = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    sq += (row[c] - mean) * (row[c] - mean);
  float var;
  var = reducer.allreduce(sq) / cols;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[blockIdx.x * cols + c] = (row[c] - mean) / (var + 1.f);
  if (threadIdx.x == 0)
    sums[blockIdx.x] = mean + var;
}

int main() {
  const int rows = 5, cols = 300;
  float *x, *y, *sums;
  cudaMallocManaged(&x, rows * cols * sizeof(float));
  cudaMallocManaged(&y, rows * cols * sizeof(float));
  cudaMallocManaged(&sums, rows * sizeof(float));
  for (int i = 0; i < rows * cols; ++i)
    x[i] = float((i * 37) % 101) / 16.f;
  normalize<4><<<rows, 128>>>(x, y, sums, cols);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    double mean = 0, var = 0;
    for (int c = 0; c < cols; ++c)
      mean += x[r * cols + c];
    mean /= cols;
    for (int c = 0; c < cols; ++c)
      var += (x[r * cols + c] - mean) * (x[r * cols + c] - mean);
    var /= cols;
    bad += std::abs(sums[r] - (mean + var)) > 1e-3 * (mean + var);
    for (int c = 0; c < cols; ++c)
      bad += std::abs(y[r * cols + c] - (x[r * cols + c] - mean) / (var + 1)) > 1e-4;
  }
  std::printf("normalize: %s\n", bad ? "FAILED" : "ok");
  return 0;
}
