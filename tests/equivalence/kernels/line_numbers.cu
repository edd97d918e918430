// No include at all: nvcc includes cuda_runtime.h before this line, and the
// port gets <axl/runtime.h> the same way, so __LINE__ is the same in both.
#include <cassert>
#include <cstdio>

#define CHECK_OK(call)                                                         \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess)                                                     \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));       \
  } while (0)

__global__ void scaled(float *out, const float *in, float s, int n) {
  extern __shared__
      float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n > 0);
  tile[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  if (i < n)
    out[i] = tile[threadIdx.x] * s;
  if (i == 0)
    printf("line %d\n", __LINE__);
}

template <typename T, int N>
__global__ void fill(T *p, T v) {
  assert(blockDim.x <= N);
  p[threadIdx.x] = v;
}

void run(float *out, const float *in, int n, cudaStream_t stream) {
  scaled<<<(n + 255) / 256,
           256,
           256 * sizeof(float),
           stream>>>(
      out, in,
      2.f, n);
  CHECK_OK(cudaGetLastError());
  fill<float, 256>
      <<<1, 128, 0, stream>>>(out, 1.f);
  CHECK_OK(cudaStreamSynchronize(stream));
}
