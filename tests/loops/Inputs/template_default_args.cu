// A warp reduction templated on its operation, as softmax kernels write it:
// it calls a shuffle wrapper through a template (the call is resolved only
// in the template's instantiations) and leaves out the wrapper's default
// arguments (the width and the mask).
#include <cuda_runtime.h>
#include <cstdio>

template <typename T> struct Add {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct Max {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};

template <typename T>
__device__ __forceinline__ T shflXor(T value, int laneMask, int width = warpSize,
                                     unsigned int mask = 0xffffffff) {
  return __shfl_xor_sync(mask, value, laneMask, width);
}

template <typename acc_t, int ROWS, int WIDTH, template <typename> class Op>
__device__ __forceinline__ void warpReduce(acc_t *v) {
  Op<acc_t> op;
  for (int offset = WIDTH / 2; offset > 0; offset /= 2)
    for (int i = 0; i < ROWS; ++i) {
      acc_t b = shflXor(v[i], offset, WIDTH);
      v[i] = op(v[i], b);
    }
}

template <typename acc_t, int ROWS>
__global__ void rowStats(const acc_t *x, acc_t *sums, acc_t *maxes) {
  acc_t s[ROWS], m[ROWS];
  for (int i = 0; i < ROWS; ++i)
    s[i] = m[i] = x[(blockIdx.x * ROWS + i) * 32 + threadIdx.x];
  warpReduce<acc_t, ROWS, 32, Add>(s);
  warpReduce<acc_t, ROWS, 32, Max>(m);
  if (threadIdx.x == 0)
    for (int i = 0; i < ROWS; ++i) {
      sums[blockIdx.x * ROWS + i] = s[i];
      maxes[blockIdx.x * ROWS + i] = m[i];
    }
}

int main() {
  const int blocks = 3, rows = 2, n = blocks * rows * 32;
  float *x, *sums, *maxes;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&sums, blocks * rows * sizeof(float));
  cudaMallocManaged(&maxes, blocks * rows * sizeof(float));
  for (int i = 0; i < n; ++i)
    x[i] = float((i * 29) % 37);
  rowStats<float, rows><<<blocks, 32>>>(x, sums, maxes);
  cudaDeviceSynchronize();
  int wrong = 0;
  for (int r = 0; r < blocks * rows; ++r) {
    float s = 0, m = x[r * 32];
    for (int l = 0; l < 32; ++l)
      s += x[r * 32 + l], m = m < x[r * 32 + l] ? x[r * 32 + l] : m;
    wrong += sums[r] != s || maxes[r] != m;
  }
  std::printf("template_default_args: %d wrong\n", wrong);
  return 0;
}
