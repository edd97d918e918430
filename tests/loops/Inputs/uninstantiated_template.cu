// Kernel templates whose calls of members of types that their template
// arguments decide (a reducer with barriers; an arithmetic helper without)
// are resolved only where the templates are instantiated. Built with
// -DNO_MAIN, the file instantiates neither kernel, as a header (or a
// run-time compiled program before its name expressions) does; the
// rewritten file is then compiled without it, and main instantiates both.
#include <axl/axl.h>
#include <cstdio>

template <typename T, int N> struct BlockReducer {
  __device__ explicit BlockReducer(T *smem) : smem_(smem) {}
  template <typename Op> __device__ T allreduce(T d, const Op &op) {
    smem_[threadIdx.x] = d;
    __syncthreads();
    T t = smem_[0];
    for (int i = 1; i < N; ++i)
      t = op(t, smem_[i]);
    __syncthreads();
    return t;
  }
  T *smem_;
};

template <typename T> struct Sum {
  __device__ T operator()(T a, T b) const { return a + b; }
};

template <typename T> struct Mul {
  __device__ T apply(T a, T b) const { return a * b; }
};

template <typename C, int N_> struct Traits {
  using compute_t = C;
  enum { N = N_ };
};

// Each row's sum, for every thread of the block: the reducer's barriers
// are reached through a call the file resolves only in an instantiation,
// inside an expression.
template <typename Ktraits> __global__ void rowSums(const float *x, float *y, int rows) {
  using compute_t = typename Ktraits::compute_t;
  enum { N = Ktraits::N };
  __shared__ compute_t smem[N];
  BlockReducer<compute_t, N> r(smem);
  Sum<compute_t> sum;
  for (int row = blockIdx.x; row < rows; row += gridDim.x) {
    compute_t mu = x[row * N + threadIdx.x];
    mu = r.allreduce(mu, sum) * compute_t(1);
    y[row * N + threadIdx.x] = mu;
  }
}

// p[i] * s^rounds, a barrier each round; the multiplication a call of a
// member of Mul<T>, which does not synchronise.
template <typename T> __global__ void scaleRounds(T *p, T s, int n, int rounds) {
  const Mul<T> m;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < rounds; ++k) {
    if (i < n)
      p[i] = m.apply(p[i], s);
    __syncthreads();
  }
}

// Counts the blocks whose values sum above zero: a barrier under a
// condition that synchronises (stays on fibers).
template <typename T> __global__ void positiveBlocks(const T *x, int *count) {
  __shared__ T smem[32];
  BlockReducer<T, 32> r(smem);
  Sum<T> sum;
  if (r.allreduce(x[blockIdx.x * 32 + threadIdx.x], sum) > T(0)) {
    __syncthreads();
    if (threadIdx.x == 0)
      atomicAdd(count, 1);
  }
}

#ifndef NO_MAIN
int main() {
  const int N = 32, rows = 8;
  float *x, *y;
  axlMallocManaged(&x, rows * N * sizeof(float));
  axlMallocManaged(&y, rows * N * sizeof(float));
  for (int i = 0; i < rows * N; ++i)
    x[i] = float(i % N);
  using Row32 = Traits<float, N>;
  axlLaunchKernelGGL(rowSums<Row32>, dim3(3), dim3(N), 0, 0, x, y, rows);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int i = 0; i < rows * N; ++i)
    wrong += y[i] != float(N * (N - 1) / 2);
  std::printf("rowSums: %d wrong\n", wrong);

  for (int i = 0; i < rows * N; ++i)
    x[i] = float(i);
  axlLaunchKernelGGL(scaleRounds<float>, dim3(4), dim3(64), 0, 0, x, 2.0f, rows * N - 5, 3);
  axlDeviceSynchronize();
  wrong = 0;
  for (int i = 0; i < rows * N; ++i)
    wrong += x[i] != float(i) * (i < rows * N - 5 ? 8.0f : 1.0f);
  std::printf("scaleRounds: %d wrong\n", wrong);

  int *count;
  axlMallocManaged(&count, sizeof(int));
  *count = 0;
  for (int i = 0; i < 3 * 32; ++i)
    x[i] = i < 32 ? -1.0f : 1.0f;
  axlLaunchKernelGGL(positiveBlocks<float>, dim3(3), dim3(32), 0, 0, x, count);
  axlDeviceSynchronize();
  std::printf("positiveBlocks: %d\n", *count);
  return 0;
}
#endif
