// Dynamic shared memory in the spellings real code uses, ported and run:
// every declaration of a kernel names the same bytes, rows index as rows,
// and alignments hold.
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>

#define SHARED_TILE(T, name) extern __shared__ T name[]
#define EXTERN_SHARED extern __shared__

template <typename T> struct Accumulator { using Type = T; };

// Several declarations, each order of specifiers: all alias one buffer.
__global__ void aliases(int *out, int n) {
  extern float __shared__ typeFirst[];
  extern __shared__ __align__(16) unsigned char bytes[];
  __shared__ extern float sharedFirst[];
  extern __attribute__((aligned(16))) __shared__ char gnuAligned[];
  extern volatile __shared__ int qualified[];
  alignas(16) extern __shared__ float alignasFirst[];
  EXTERN_SHARED float viaMacro[];
  const int t = threadIdx.x;
  typeFirst[t] = float(t * 3);
  __syncthreads();
  // Another thread's value, through other names of the same bytes.
  float sum = sharedFirst[n - 1 - t] + alignasFirst[n - 1 - t] + viaMacro[n - 1 - t];
  __syncthreads();
  qualified[t] = t + 1;
  __syncthreads();
  int same = (void *)bytes == (void *)typeFirst && (void *)gnuAligned == (void *)typeFirst &&
             reinterpret_cast<std::uintptr_t>(bytes) % 16 == 0;
  out[t] = same ? int(sum) + qualified[(t + 1) % n] : -1;
}

// Rows: a transpose through a padded tile.
__global__ void transpose(const float *in, float *out, int n) {
  extern __shared__ float tile[][17];
  const int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * n + x];
  __syncthreads();
  out[y * n + x] = tile[x][y];
}

// In templates: the parameter and a type that depends on it, and a macro.
// (One instantiation: `extern __shared__ T s[]` with two types T declares
// one name with two types, an error for nvcc and Clang.)
template <typename T> __device__ T blockSum(T v) {
  SHARED_TILE(T, partial);
  extern __shared__ typename Accumulator<T>::Type total[];
  partial[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    T s = 0;
    for (unsigned i = 0; i < blockDim.x; ++i)
      s += partial[i];
    total[0] = s;
  }
  __syncthreads();
  return total[0];
}

template <typename T> __global__ void sums(T *out) {
  T s = blockSum<T>(T(threadIdx.x + 1));
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

// For every T: bytes, aligned for any of them, as templates declare them.
template <typename T> __global__ void reversed(T *out) {
  extern __shared__ __align__(16) unsigned char raw[];
  T *values = reinterpret_cast<T *>(raw);
  values[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = values[blockDim.x - 1 - threadIdx.x];
}

int main() {
  const int n = 64;
  int *a = nullptr;
  cudaMallocManaged(&a, n * sizeof(int));
  aliases<<<2, n, n * sizeof(float)>>>(a, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int t = 0; t < n; ++t)
    bad += a[t] != 3 * 3 * (n - 1 - t) + (t + 1) % n + 1;
  std::printf("aliases: %d wrong, a[0]=%d a[63]=%d\n", bad, a[0], a[n - 1]);

  const int m = 16;
  float *in = nullptr, *tr = nullptr;
  cudaMallocManaged(&in, m * m * sizeof(float));
  cudaMallocManaged(&tr, m * m * sizeof(float));
  for (int i = 0; i < m * m; ++i)
    in[i] = float(i);
  transpose<<<1, dim3(m, m), m * 17 * sizeof(float)>>>(in, tr, m);
  cudaDeviceSynchronize();
  bad = 0;
  for (int y = 0; y < m; ++y)
    for (int x = 0; x < m; ++x)
      bad += tr[y * m + x] != in[x * m + y];
  std::printf("transpose: %d wrong\n", bad);

  double *d = nullptr;
  cudaMallocManaged(&d, 3 * sizeof(double));
  sums<double><<<3, 32, 32 * sizeof(double)>>>(d);
  short *r = nullptr;
  cudaMallocManaged(&r, 8 * sizeof(short));
  for (int k = 0; k < 8; ++k)
    r[k] = short(k);
  reversed<short><<<1, 8, 8 * sizeof(short)>>>(r);
  reversed<float><<<1, 16, 16 * sizeof(float)>>>(in);
  cudaDeviceSynchronize();
  std::printf("sums: %g %g %g reversed: %d %d %g\n", d[0], d[1], d[2], r[0], r[7], in[0]);
  return 0;
}
