// Equivalence kernel: BF16 bias + GeLU (tanh form) on __nv_bfloat162 pairs,
// the bias row staged in dynamic shared memory. The PTX of this file and of
// its port must match:
//   nvcc -std=c++17 -ptx -arch=sm_90 bf16_kernel.cu -o bf16_kernel.ptx
#include <cuda_bf16.h>
#include <cuda_runtime.h>

// gelu(x) = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), in float.
__device__ __forceinline__ float gelu(float x) {
  constexpr float kSqrt2OverPi = 0.7978845608f;
  const float inner = kSqrt2OverPi * (x + 0.044715f * x * x * x);
  return 0.5f * x * (1.0f + tanhf(inner));
}

// y = gelu(x * gamma + bias), x and y rows x cols (cols even), bias cols.
// The product and bias add run in BF16 (__hfma2), the activation in float.
__global__ void bias_gelu_kernel(const __nv_bfloat16 *__restrict__ x,
                                 const __nv_bfloat16 *__restrict__ bias,
                                 float gamma, int rows, int cols,
                                 __nv_bfloat16 *__restrict__ y) {
  extern __shared__ __nv_bfloat162 s_bias[]; // cols / 2 pairs
  const int pairs = cols / 2;
  const __nv_bfloat162 *bias2 = reinterpret_cast<const __nv_bfloat162 *>(bias);
  for (int c = threadIdx.x; c < pairs; c += blockDim.x)
    s_bias[c] = bias2[c];
  __syncthreads();

  const __nv_bfloat16 g = __float2bfloat16_rn(gamma);
  const __nv_bfloat162 gamma2 = __halves2bfloat162(g, g);
  const __nv_bfloat162 *x2 = reinterpret_cast<const __nv_bfloat162 *>(x);
  __nv_bfloat162 *y2 = reinterpret_cast<__nv_bfloat162 *>(y);
  for (int row = blockIdx.x; row < rows; row += gridDim.x) {
    for (int c = threadIdx.x; c < pairs; c += blockDim.x) {
      const size_t i = size_t(row) * pairs + c;
      const __nv_bfloat162 v = __hfma2(x2[i], gamma2, s_bias[c]);
      const float lo = gelu(__bfloat162float(__low2bfloat16(v)));
      const float hi = gelu(__bfloat162float(__high2bfloat16(v)));
      y2[i] = __floats2bfloat162_rn(lo, hi);
    }
  }
}

// y = x * x elementwise on pairs (__hmul2); may run in place, so no
// __restrict__.
__global__ void square_kernel(const __nv_bfloat162 *x, int pairs,
                              __nv_bfloat162 *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < pairs)
    y[i] = __hmul2(x[i], x[i]);
}

// Host launcher: one block per row (up to 1024 blocks), bias in shared memory.
cudaError_t launch_bias_gelu(const __nv_bfloat16 *d_x,
                             const __nv_bfloat16 *d_bias, float gamma, int rows,
                             int cols, __nv_bfloat16 *d_y,
                             cudaStream_t stream) {
  const int threads = 128;
  const int blocks = rows < 1024 ? rows : 1024;
  const size_t shm = size_t(cols / 2) * sizeof(__nv_bfloat162);
  bias_gelu_kernel<<<blocks, threads, shm, stream>>>(d_x, d_bias, gamma, rows,
                                                     cols, d_y);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess)
    return err;
  const int pairs = rows * cols / 2;
  square_kernel<<<(pairs + 255) / 256, 256, 0, stream>>>(
      reinterpret_cast<const __nv_bfloat162 *>(d_y), pairs,
      reinterpret_cast<__nv_bfloat162 *>(d_y));
  return cudaGetLastError();
}
