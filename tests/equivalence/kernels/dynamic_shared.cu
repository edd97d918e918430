// Dynamic shared memory in every spelling: each order of the specifiers,
// alignments, rows, namespace scope, macros, templates. The port's
// AXL_DYNAMIC_SHARED declarations compile to the same PTX (the same .extern
// .shared symbols with the same alignment), line for line.
#include <cstdio>

#define SHARED_TILE(T, name) extern __shared__ T name[]
#define SHARED_BYTES(name) extern __shared__ __align__(16) unsigned char name##_bytes[]
#define EXTERN_SHARED extern __shared__

extern __shared__ float atFileScope[];
namespace tiles {
extern float __shared__ inNamespace[];
}

__global__ void orders(float *out, int n) {
  extern float __shared__ typeFirst[];
  extern __shared__ __align__(16) unsigned char aligned[];
  __shared__ extern float sharedFirst[];
  extern __attribute__((aligned(16))) __shared__ char gnuAligned[];
  extern volatile __shared__ int qualified[];
  alignas(16) extern __shared__ float alignasFirst[];
  extern __shared__ __align__(128) float4 wide[];
  typeFirst[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  qualified[n] = 1;
  out[threadIdx.x] = sharedFirst[n - 1 - threadIdx.x] + aligned[3] + gnuAligned[5] +
                     alignasFirst[1] + wide[2].y + atFileScope[0] + tiles::inNamespace[1];
  if (threadIdx.x == 0)
    printf("line %d\n", __LINE__);
}

__global__ void rows(const float *in, float *out, int n) {
  extern __shared__ float tile[][33];
  extern __shared__
      short
      cube[][4][8];
  tile[threadIdx.y][threadIdx.x] = in[threadIdx.y * n + threadIdx.x];
  cube[1][2][3] = 7;
  __syncthreads();
  out[threadIdx.y * n + threadIdx.x] = tile[threadIdx.x][threadIdx.y] + cube[threadIdx.y][1][2];
}

__global__ void macros(double *out) {
  SHARED_TILE(double, partial);
  SHARED_BYTES(staging);
  EXTERN_SHARED int viaMacro[];
  partial[threadIdx.x] = out[threadIdx.x] + staging_bytes[threadIdx.x] + viaMacro[0];
  __syncthreads();
  out[threadIdx.x] = partial[blockDim.x - 1 - threadIdx.x];
}

template <typename T> struct Accumulator { using Type = T; };

template <typename T, int N> __global__ void generic(T *out) {
  extern __shared__ T scratch[];
  extern __shared__ typename Accumulator<T>::Type total[];
  extern __shared__ T grid[][N + 1];
  scratch[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = total[0] + grid[threadIdx.x % N][1];
}
template __global__ void generic<float, 16>(float *);
