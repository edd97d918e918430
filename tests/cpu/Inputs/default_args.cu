// Kernels whose launches leave parameters to their default arguments, as a
// prefix sum over warps does: the scan kernel's last parameter (where the
// blocks' totals go) defaults to NULL and the second pass launches it
// without; defaults naming a constant, a macro, an enumerator, the
// kernel's template parameters, a namespace's constant from outside it;
// launches in a template; a default declared apart from the definition.
#include <cuda_runtime.h>
#include <cstddef>
#include <cstdio>
#include <vector>

#define SCAN_BLOCK 128
constexpr int kWarp = 32;
enum Op { Add = 1, Mul = 2 };

// Inclusive scan of each block through warp shuffles and shared memory;
// the block's total goes to partial_sums[blockIdx.x] when given.
__global__ void block_scan(int *data, int width, int *partial_sums = NULL) {
  extern __shared__ int sums[];
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % width, warp = threadIdx.x / kWarp;
  int value = data[id];
  for (int i = 1; i <= width; i *= 2) {
    int n = __shfl_up_sync(0xffffffff, value, i, width);
    if (lane >= i)
      value += n;
  }
  if (threadIdx.x % kWarp == kWarp - 1)
    sums[warp] = value;
  __syncthreads();
  if (warp == 0 && lane < blockDim.x / kWarp) {
    int warp_sum = sums[lane];
    int mask = (1 << (blockDim.x / kWarp)) - 1;
    for (int i = 1; i <= blockDim.x / kWarp; i *= 2) {
      int n = __shfl_up_sync(mask, warp_sum, i, blockDim.x / kWarp);
      if (lane >= i)
        warp_sum += n;
    }
    sums[lane] = warp_sum;
  }
  __syncthreads();
  if (warp > 0)
    value += sums[warp - 1];
  data[id] = value;
  if (partial_sums != NULL && threadIdx.x == blockDim.x - 1)
    partial_sums[blockIdx.x] = value;
}

// Adds the totals of the blocks before each block.
__global__ void uniform_add(int *data, const int *partial_sums, int len = SCAN_BLOCK) {
  int id = blockIdx.x * len + threadIdx.x;
  if (blockIdx.x > 0)
    data[id] += partial_sums[blockIdx.x - 1];
}

__global__ void knobs(float *out, int n = SCAN_BLOCK / 2, float scale = 0.5f, Op op = Mul,
                      bool twice = true) {
  if (threadIdx.x == 0) {
    float v = op == Mul ? n * scale : n + scale;
    out[0] = twice ? 2 * v : v;
  }
}

namespace detail {
constexpr int kBias = 9;
__global__ void biased(int *out, int bias = kBias * 2) { out[threadIdx.x] = threadIdx.x + bias; }
} // namespace detail

template <int Tile> __global__ void tiled(int *out, int n = Tile * 2) {
  out[threadIdx.x] = n + Tile;
}
template <typename T> __global__ void typed(T *out, T scale = T(3), int bytes = sizeof(T)) {
  out[threadIdx.x] = scale * T(bytes);
}

__global__ void later(int *out, int v = 5);
__global__ void later(int *out, int v) { out[threadIdx.x] = v; }

template <typename T> void launch_typed(T *out, int *iout) {
  typed<<<1, 4>>>(out, T(2), 4); // a default naming T: written here
  later<<<1, 4>>>(iout);
}

int main() {
  const int n = 4 * SCAN_BLOCK, blocks = n / SCAN_BLOCK;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7) % 11 - 3;
  int *d, *partial;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&partial, blocks * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  size_t smem = SCAN_BLOCK / kWarp * sizeof(int);
  block_scan<<<blocks, SCAN_BLOCK, smem>>>(d, 32, partial);
  block_scan<<<1, blocks, smem>>>(partial, blocks); // the totals: in place
  uniform_add<<<blocks, SCAN_BLOCK>>>(d, partial);
  std::vector<int> got(n);
  cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int sum = 0, bad = 0;
  for (int i = 0; i < n; ++i)
    bad += got[i] != (sum += h[i]);
  printf("scan: %d wrong of %d, total %d\n", bad, n, got[n - 1]);

  float *f;
  cudaMalloc(&f, 4 * sizeof(float));
  float k[3];
  knobs<<<1, 32>>>(f);
  cudaMemcpy(&k[0], f, sizeof(float), cudaMemcpyDeviceToHost);
  knobs<<<1, 32>>>(f, 10, 1.5f, Add);
  cudaMemcpy(&k[1], f, sizeof(float), cudaMemcpyDeviceToHost);
  knobs<<<1, 32>>>(f, 10, 1.5f, Add, false);
  cudaMemcpy(&k[2], f, sizeof(float), cudaMemcpyDeviceToHost);
  printf("knobs: %g %g %g\n", k[0], k[1], k[2]);

  int r[8];
  detail::biased<<<1, 2>>>(d);
  tiled<16><<<1, 2>>>(d + 2);
  tiled<16><<<1, 2>>>(d + 4, 1);
  cudaMemcpy(r, d, 6 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("biased: %d %d tiled: %d %d\n", r[0], r[1], r[2], r[5]);

  double *x;
  cudaMalloc(&x, 8 * sizeof(double));
  typed<<<1, 4>>>(x);
  double t[8];
  cudaMemcpy(t, x, 4 * sizeof(double), cudaMemcpyDeviceToHost);
  launch_typed(f, d + 4);
  float tf[4];
  cudaMemcpy(tf, f, 4 * sizeof(float), cudaMemcpyDeviceToHost);
  later<<<1, 4>>>(d + 8, 6);
  cudaMemcpy(r, d + 4, 8 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("typed: %g %g later: %d %d\n", t[3], tf[3], r[0], r[7]);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
