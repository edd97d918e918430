// A fast Walsh-Hadamard transform in the shape of training code's: each
// thread loads 16 bytes of a row as one uint4 into a zero-initialised array of
// __half, __nv_bfloat16 or float (a bounds-checked vector load), widens them
// to float, transforms them in registers, across its warp with
// __shfl_xor_sync and across warps through dynamic shared memory, and stores
// its 16 bytes back through a uint4 read of a local array. The uint4 accesses
// name the arrays by another type, as CUDA code does everywhere and nvcc
// compiles as written; a host compiler that assumes strict aliasing moves the
// element reads before the vector store, and the row comes out as zeros.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

// kElts elements of T make 16 bytes; a row of kN is kChunks uint4 per thread.
template <int kThreads, int kElts, int kChunks, typename T>
__global__ void fwht(const T *in, T *out, int dim) {
  constexpr int kWarps = kThreads / 32 > 0 ? kThreads / 32 : 1;
  constexpr int kLanes = kThreads < 32 ? kThreads : 32;
  extern __shared__ float4 exchange[];
  const T *row_in = in + (size_t)blockIdx.x * dim;
  T *row_out = out + (size_t)blockIdx.x * dim;

  T load[kChunks][kElts] = {};
  for (int c = 0; c < kChunks; ++c)
    if ((c * kThreads + (int)threadIdx.x) * kElts < dim)
      reinterpret_cast<uint4 *>(load)[c] =
          reinterpret_cast<const uint4 *>(row_in)[c * kThreads + threadIdx.x];
  float x[kChunks][kElts];
  for (int c = 0; c < kChunks; ++c)
    for (int i = 0; i < kElts; ++i)
      x[c][i] = float(load[c][i]);

  // Within the thread: the kElts elements of each chunk.
  for (int s = 1; s < kElts; s *= 2)
    for (int c = 0; c < kChunks; ++c)
      for (int i = 0; i < kElts; ++i)
        if (!(i & s)) {
          float a = x[c][i], b = x[c][i + s];
          x[c][i] = a + b;
          x[c][i + s] = a - b;
        }
  // Across the lanes of the warp.
  const int lane = threadIdx.x % kLanes, warp = threadIdx.x / kLanes;
  for (int m = 1; m < kLanes; m *= 2)
    for (int c = 0; c < kChunks; ++c)
      for (int i = 0; i < kElts; ++i) {
        float other = __shfl_xor_sync(0xffffffffu, x[c][i], m);
        x[c][i] = (lane & m ? -x[c][i] : x[c][i]) + other;
      }
  // Across warps: element (c, i) of every thread goes through shared memory
  // in float4 pieces, and each warp's lane w reads warp w's.
  if (kWarps > 1) {
    constexpr int kPieces = kElts / 4;
    for (int c = 0; c < kChunks; ++c) {
      float sum[kElts] = {};
      for (int w = 0; w < kWarps; ++w) {
        __syncthreads();
        for (int p = 0; p < kPieces; ++p)
          exchange[p * kThreads + threadIdx.x] =
              reinterpret_cast<float4 *>(x[c])[p];
        __syncthreads();
        float4 piece[kElts / 4];
        for (int p = 0; p < kPieces; ++p)
          piece[p] = exchange[p * kThreads + w * 32 + lane];
        const float sign = __popc(w & warp) % 2 ? -1.f : 1.f;
        for (int i = 0; i < kElts; ++i)
          sum[i] += sign * reinterpret_cast<float *>(piece)[i];
      }
      for (int i = 0; i < kElts; ++i)
        x[c][i] = sum[i];
    }
  }
  // Across chunks, in the thread.
  for (int s = 1; s < kChunks; s *= 2)
    for (int c = 0; c < kChunks; ++c)
      if (!(c & s))
        for (int i = 0; i < kElts; ++i) {
          float a = x[c][i], b = x[c + s][i];
          x[c][i] = a + b;
          x[c + s][i] = a - b;
        }

  T store[kChunks][kElts];
  for (int c = 0; c < kChunks; ++c)
    for (int i = 0; i < kElts; ++i)
      store[c][i] = T(x[c][i]);
  for (int c = 0; c < kChunks; ++c)
    if ((c * kThreads + (int)threadIdx.x) * kElts < dim)
      reinterpret_cast<uint4 *>(row_out)[c * kThreads + threadIdx.x] =
          reinterpret_cast<const uint4 *>(store)[c];
}

float toFloat(float v) { return v; }
float toFloat(__half v) { return __half2float(v); }
float toFloat(__nv_bfloat16 v) { return __bfloat162float(v); }

// Element j of the transform is the sum of x[i] * (-1)^popcount(i & j);
// thread t's chunk c holds elements (c * kThreads + t) * kElts + i.
template <int kThreads, typename T> int check(const char *name, int n) {
  constexpr int kElts = 16 / sizeof(T);
  const int rows = 2, chunks = n / (kElts * kThreads);
  std::vector<T> h(n * rows), o(n * rows);
  srand(n);
  for (auto &v : h)
    v = T(float(rand() % 17 - 8));
  T *din, *dout;
  CHECK(cudaMalloc(&din, sizeof(T) * n * rows));
  CHECK(cudaMalloc(&dout, sizeof(T) * n * rows));
  CHECK(cudaMemcpy(din, h.data(), sizeof(T) * n * rows, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dout, 0, sizeof(T) * n * rows));
  const size_t shared = sizeof(float) * kElts * kThreads;
  switch (chunks) {
  case 1: fwht<kThreads, kElts, 1, T><<<rows, kThreads, shared>>>(din, dout, n); break;
  case 2: fwht<kThreads, kElts, 2, T><<<rows, kThreads, shared>>>(din, dout, n); break;
  case 4: fwht<kThreads, kElts, 4, T><<<rows, kThreads, shared>>>(din, dout, n); break;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o.data(), dout, sizeof(T) * n * rows, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
  // Elements and sums are small integers: exact in every type (|sum| <= 8n,
  // 8 significant bits at most for n <= 32 in bf16; larger sums are checked
  // to bf16's precision).
  for (int r = 0; r < rows; ++r)
    for (int j = 0; j < n; ++j) {
      double want = 0;
      for (int i = 0; i < n; ++i)
        want += (__builtin_popcount(i & j) % 2 ? -1 : 1) * toFloat(h[r * n + i]);
      const double got = toFloat(o[r * n + j]);
      if (std::fabs(got - want) > std::fabs(want) / 128) {
        printf("%s n=%d: mismatch at %d: %g, expected %g\n", name, n, r * n + j,
               got, want);
        return 1;
      }
    }
  printf("%s n=%d: ok\n", name, n);
  return 0;
}

int main() {
  int failed = 0;
  failed += check<1, float>("float", 8);
  failed += check<1, __half>("half", 16);
  failed += check<1, __nv_bfloat16>("bf16", 16);
  failed += check<32, float>("float", 256);
  failed += check<32, __half>("half", 512);
  failed += check<64, float>("float", 512);
  failed += check<64, __half>("half", 1024);
  failed += check<64, __nv_bfloat16>("bf16", 2048);
  printf(failed ? "FAILED %d\n" : "PASSED\n", failed);
  return failed;
}
