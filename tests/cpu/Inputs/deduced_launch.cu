// Template kernels launched with their template arguments deduced, as
// training code launches a loss backward for each type pair: explicit
// specialisations, a BF16 pair, a non-type argument, a type of the program's
// namespace. The port names the arguments (the CPU backend takes the kernel's
// address, which a template name without them does not have).
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <type_traits>

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

// Launched from host templates with arguments of the enclosing template's
// types (training code's wrappers): named in the enclosing template's terms,
// through pointers and qualifiers, two parameters, a bool_constant tag with
// a defaulted parameter after it.
template <typename Float>
__global__ void total(float *out, const Float *x, int n) {
  if (threadIdx.x == 0) {
    float s = 0;
    for (int i = 0; i < n; ++i)
      s += float(x[i]);
    *out = s;
  }
}
template <typename Float> void launch_total(float *out, Float *x, int n) {
  total<<<1, 32>>>(out, x, n);
}

template <typename Tp, typename Tg>
__global__ void step(Tp *p, const float *m, const Tg *g, float lr, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = Tp(float(p[i]) - lr * float(g[i]) * m[i]);
}
template <typename Tp, typename Tg>
void launch_step(Tp *p, const float *m, const Tg *g, float lr, int n, cudaStream_t s) {
  step<<<1, n, 0, s>>>(p, m, g, lr, n);
}

template <bool Write = true, bool Negate = false>
__global__ void flagged(float *y, int n, std::bool_constant<Write>) {
  if (Write && threadIdx.x < n)
    y[threadIdx.x] = Negate ? -9.f : 9.f;
}
template <bool Write> void launch_flagged(float *y, int n, std::bool_constant<Write> w) {
  flagged<<<1, n>>>(y, n, w);
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
  launch_total(gf, xh, n);
  float *m;
  cudaMallocManaged(&m, n * sizeof(float));
  for (int i = 0; i < n; ++i)
    m[i] = 0.5f;
  launch_step(xf, m, (const __nv_bfloat16 *)xb, 0.25f, n, 0);
  launch_flagged(yf, n, std::bool_constant<true>());
  cudaDeviceSynchronize();
  std::printf("total %g step %g flagged %g\n", gf[0], xf[1], yf[2]);
  return 0;
}
