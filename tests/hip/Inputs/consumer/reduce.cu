// A warp-shuffle sum: the CUDA original that axl_port(... BACKEND hip) ports.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void warp_sum(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, offset);
  if (threadIdx.x % warpSize == 0)
    out[threadIdx.x / warpSize] = v;
}

int main() {
  float *in, *out;
  if (cudaMalloc(&in, 64 * sizeof(float)) != cudaSuccess) {
    std::printf("no device\n");
    return 77;
  }
  cudaMalloc(&out, 2 * sizeof(float));
  warp_sum<<<1, 64>>>(in, out);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
