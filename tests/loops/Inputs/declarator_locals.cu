// Variables kept across a barrier whose declarators write something after
// the name (a pointer to the rows of dynamic shared memory, `T (*rows)[N]`;
// a function pointer, `float (*op)(float)`), read after a device function
// with a warp operation (a tile's column sums, the shape of a quantisation
// kernel's bias gradient): the per-thread storage is made from the
// initialiser alone.
#include <cstdio>

constexpr int kCols = 8;

__device__ float twice(float v) { return 2.f * v; }
__device__ float negate(float v) { return -v; }

// Each thread sums half of one column of the tile; the neighbouring lane
// has the other half.
__device__ float columnSum(const int *tile, const int tid, const int rows) {
  const int col = tid / 2, half = tid % 2;
  float partial = 0.f;
  for (int r = half * rows / 2; r < (half + 1) * rows / 2; ++r)
    partial += static_cast<float>(tile[r * kCols + col % kCols]);
  partial += __shfl_xor_sync(0xffffffffu, partial, 1);
  return partial;
}

__global__ void rows(const int *in, float *out, int nrows) {
  AXL_DYNAMIC_SHARED(unsigned char, raw);
  int(*tile)[kCols] = reinterpret_cast<int(*)[kCols]>(raw);
  float (*op)(float) = blockIdx.x % 2 ? negate : twice;
  const int tid = threadIdx.x;
  for (int i = tid; i < nrows * kCols; i += blockDim.x)
    tile[i / kCols][i % kCols] = in[blockIdx.x * nrows * kCols + i];
  __syncthreads();
  const float sum = columnSum(&tile[0][0], tid, nrows);
  __syncthreads();
  // Compared, not called: a call through a pointer keeps the kernel on
  // fibers (the rewrite cannot see whether it synchronises).
  out[blockIdx.x * blockDim.x + tid] =
      (op == &negate ? -sum : 2.f * sum) + static_cast<float>(tile[nrows - 1][tid % kCols]);
}

int main() {
  const int blocks = 3, threads = 2 * kCols * 2, nrows = 6;
  int *in;
  float *out;
  axlMallocManaged(&in, blocks * nrows * kCols * sizeof(int));
  axlMallocManaged(&out, blocks * threads * sizeof(float));
  for (int i = 0; i < blocks * nrows * kCols; ++i)
    in[i] = (i * 7) % 11 - 5;
  axlLaunchKernelGGL(rows, dim3(blocks), dim3(threads), nrows * kCols * sizeof(int), 0, in, out,
                     nrows);
  axlDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      const int *tile = in + b * nrows * kCols;
      float sum = 0.f;
      for (int r = 0; r < nrows; ++r)
        sum += tile[r * kCols + (t / 2) % kCols];
      const float want = (b % 2 ? -sum : 2.f * sum) + tile[(nrows - 1) * kCols + t % kCols];
      if (out[b * threads + t] != want) {
        if (bad++ < 5)
          printf("block %d thread %d: %g, want %g\n", b, t, out[b * threads + t], want);
      }
    }
  printf("rows: %s\n", bad ? "FAIL" : "ok");
  return bad != 0;
}
