// Kernel templates that call a function given as a template argument (an
// activation, as TransformerEngine's elementwise kernels take theirs):
// where every function the file passes leaves the threads alone, the call
// is an ordinary one and the kernel runs as loops; a template passed a
// function with a warp operation keeps the call as the warp's.
#include <axl/axl.h>
#include <cstdio>

__device__ float relu(float x) { return x > 0.f ? x : 0.f; }
__device__ float squared(float x) { return x * x; }
__device__ float warpSum(float x) {
  for (int o = 16; o > 0; o /= 2)
    x += __shfl_xor_sync(0xffffffffu, x, o);
  return x;
}

// Through shared memory, reversed in the block, then the activation.
template <float (*OP)(float)> __global__ void activate(const float *in, float *out, int n) {
  __shared__ float tile[64];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  const int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (j < n)
    out[j] = OP(tile[threadIdx.x]);
}

// Each warp's values combined by the function it is given.
template <float (*Combine)(float)> __global__ void combine(const float *in, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = Combine(in[i]);
}

int main() {
  const int n = 250;
  float *in, *out;
  axlMallocManaged(&in, 256 * sizeof(float));
  axlMallocManaged(&out, 256 * sizeof(float));
  for (int i = 0; i < 256; ++i)
    in[i] = float(i % 9) - 4.f;
  // out[j] is the activation of the value at j's mirror in its block.
  auto mirrored = [&](int j) {
    const int i = j / 64 * 64 + (63 - j % 64);
    return i < n ? in[i] : 0.f;
  };
  int wrong = 0;
  axlLaunchKernelGGL(activate<relu>, dim3(4), dim3(64), 0, 0, in, out, n);
  axlDeviceSynchronize();
  for (int i = 0; i < n; ++i)
    wrong += out[i] != relu(mirrored(i));
  axlLaunchKernelGGL(activate<squared>, dim3(4), dim3(64), 0, 0, in, out, n);
  axlDeviceSynchronize();
  for (int i = 0; i < n; ++i)
    wrong += out[i] != squared(mirrored(i));
  std::printf("activate: %d wrong\n", wrong);
  axlLaunchKernelGGL(combine<warpSum>, dim3(2), dim3(128), 0, 0, in, out);
  axlDeviceSynchronize();
  wrong = 0;
  for (int w = 0; w < 8; ++w) {
    float s = 0.f;
    for (int l = 0; l < 32; ++l)
      s += in[w * 32 + l];
    for (int l = 0; l < 32; ++l)
      wrong += out[w * 32 + l] != s;
  }
  std::printf("combine: %d wrong\n", wrong);
  return 0;
}
