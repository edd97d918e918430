// Equivalence kernel: template kernels launched through a macro, launches
// with two and three configuration arguments, an architecture-dependent
// path, and __device__ / __constant__ globals. The PTX of this file and of
// its port must match:
//   nvcc -std=c++17 -ptx -arch=sm_90 template_macro_launch.cu -o tml.ptx
#include <cuda_runtime.h>

// Polynomial coefficients, set from the host with cudaMemcpyToSymbol.
__constant__ float c_poly[4];
// Elements processed, summed over every launch.
__device__ unsigned long long d_processed;

// y[i] = alpha * x[i], each thread handling N consecutive elements.
template <typename T, int N>
__global__ void scale_kernel(const T *__restrict__ x, T alpha, int n,
                             T *__restrict__ y) {
  const int first = (blockIdx.x * blockDim.x + threadIdx.x) * N;
#pragma unroll
  for (int k = 0; k < N; ++k) {
    const int i = first + k;
    if (i < n)
      y[i] = alpha * x[i];
  }
  if (threadIdx.x == 0)
    atomicAdd(&d_processed, static_cast<unsigned long long>(blockDim.x) * N);
}

// The commas of the template arguments and of the launch configuration are
// inside the macro; __VA_ARGS__ carries the kernel arguments.
#define LAUNCH_SCALE(T, N, grid, block, stream, ...)                           \
  scale_kernel<T, N><<<grid, block, 0, stream>>>(__VA_ARGS__)

__host__ __device__ inline int lanes_per_warp() {
#ifdef __CUDA_ARCH__
  return warpSize;
#else
  return 32;
#endif
}

// c0 + c1 x + c2 x^2 + c3 x^3; fused multiply-adds on sm_89 and newer, the
// same Horner form with explicit rounding steps before.
__global__ void poly_kernel(const float *__restrict__ x, int n,
                            float *__restrict__ y) {
  extern __shared__ float s_poly[]; // 4 coefficients
  if (threadIdx.x < 4)
    s_poly[threadIdx.x] = c_poly[threadIdx.x];
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  y[i] = fmaf(fmaf(fmaf(s_poly[3], v, s_poly[2]), v, s_poly[1]), v, s_poly[0]);
#else
  y[i] = __fadd_rn(__fmul_rn(__fadd_rn(__fmul_rn(__fadd_rn(
                     __fmul_rn(s_poly[3], v), s_poly[2]), v), s_poly[1]), v),
                   s_poly[0]);
#endif
}

// Counts elements per warp lane position; default launch configuration.
__global__ void lane_histogram_kernel(int n, unsigned *__restrict__ counts) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&counts[threadIdx.x % lanes_per_warp()], 1u);
}

// Host launcher for all of the above; d_y holds 2 n floats (the scaled x,
// then its polynomial).
cudaError_t launch_template_macro(const float *d_x, int n, float *d_y,
                                  const double *d_xd, double *d_yd,
                                  unsigned *d_counts, cudaStream_t stream) {
  const float poly[4] = {1.0f, 0.5f, 0.25f, 0.125f};
  cudaError_t err = cudaMemcpyToSymbol(c_poly, poly, sizeof poly);
  if (err != cudaSuccess)
    return err;
  const int threads = 128;
  LAUNCH_SCALE(float, 4, (n + 4 * threads - 1) / (4 * threads), threads,
               stream, d_x, 2.0f, n, d_y);
  LAUNCH_SCALE(double, 2, (n + 2 * threads - 1) / (2 * threads), threads,
               stream, d_xd, 0.5, n, d_yd);
  const int blocks = (n + threads - 1) / threads;
  poly_kernel<<<blocks, threads, 4 * sizeof(float)>>>(d_y, n, d_y + n);
  lane_histogram_kernel<<<blocks, threads>>>(n, d_counts);
  return cudaGetLastError();
}
