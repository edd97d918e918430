// Template kernels launched with their template arguments deduced, as
// training code launches a loss backward for each type pair: explicit
// specialisations, a BF16 pair, a non-type argument, a type of the program's
// namespace. The port names the arguments (the CPU backend takes the kernel's
// address, which a template name without them does not have).
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>

namespace train {
struct Scale {
  float factor;
};
} // namespace train

template <typename Tdout, typename Tdin>
__global__ void loss_bwd(Tdout *g, const Tdin *x, int n);

template <>
__global__ void loss_bwd<__half, __half>(__half *g, const __half *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    g[i] = __float2half(__half2float(x[i]) * 3.0f);
}

template <>
__global__ void loss_bwd<float, __nv_bfloat16>(float *g, const __nv_bfloat16 *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    g[i] = __bfloat162float(x[i]) * 4.0f;
}

template <int Unroll, typename T>
__global__ void scaled(T *y, const T *x, train::Scale s, int n) {
  for (int u = 0; u < Unroll; ++u) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll + u;
    if (i < n)
      y[i] = x[i] * s.factor;
  }
}

template <typename T>
__global__ void fill(T *y, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = v;
}

int main() {
  const int n = 64;
  __half *gh, *xh;
  float *gf, *yf, *xf;
  __nv_bfloat16 *xb;
  cudaMallocManaged(&gh, n * sizeof(__half));
  cudaMallocManaged(&xh, n * sizeof(__half));
  cudaMallocManaged(&gf, n * sizeof(float));
  cudaMallocManaged(&yf, n * sizeof(float));
  cudaMallocManaged(&xf, n * sizeof(float));
  cudaMallocManaged(&xb, n * sizeof(__nv_bfloat16));
  for (int i = 0; i < n; ++i) {
    xh[i] = __float2half(1.0f);
    xb[i] = __float2bfloat16(2.0f);
    xf[i] = float(i);
  }
  loss_bwd<<<1, n>>>(gh, (const __half *)xh, n);
  loss_bwd<<<1, n>>>(gf, (const __nv_bfloat16 *)xb, n);
  scaled<2><<<1, n / 2>>>(yf, (const float *)xf, train::Scale{0.5f}, n);
  fill<<<1, n>>>(xf, 7.0f, n);
  cudaDeviceSynchronize();
  std::printf("half %g bf16 %g scaled %g fill %g\n", __half2float(gh[5]), gf[5], yf[9], xf[3]);
  return 0;
}
