// Smooth-SwiGLU (Fishman et al., ICLR 2025) with FP8, checked against the CPU
// reference (reference.cpp).
//
// Forward, from x1 = X W1^T and x2 = X W2^T (BF16, tokens x channels):
//   h = silu(x1) * x2 (FP32), s_c = pow2(448 / amax_c) per channel,
//   q = e4m3(h * s_c), the input of the last linear layer (whose weight rows
//   would carry 1/s_c), and h' = q / s_c.
// Backward: dx1 = dh * x2 * dsilu(x1), dx2 = dh * silu(x1), each cast to
//   E5M2 with per-tensor current scaling.
//
//   swiglu_amax_kernel       per-channel and per-tensor amax of h (32x32
//                            tiles, warp shuffles, atomicMax on float bits)
//   scale_kernel             scale = fp8_max / amax (optionally a power of 2)
//   swiglu_quantize_kernel   fused swiglu + scale + quantize + dequantize
//   swiglu_bwd_amax_kernel   amax of dx1 and dx2
//   swiglu_bwd_cast_kernel   fused swiglu backward + E5M2 cast
//
// The outlier experiment runs the same code with the per-tensor scale (a
// scale stride of 0) and compares both errors.
//
// Build and run (CUDA 13):
//   nvcc -std=c++17 -O2 -arch=sm_90 smooth_swiglu.cu reference.cpp -o ssw
//   ./ssw [--out FILE]   # 0: all checks pass, 1: a failure, 77: no GPU
#include "reference.h"

#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t err_ = (expr);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #expr, cudaGetErrorString(err_));                           \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// Launches a kernel and checks the launch; __VA_ARGS__ keeps the commas.
#define LAUNCH_CHECK(...)                                                      \
  do {                                                                         \
    __VA_ARGS__;                                                               \
    CUDA_CHECK(cudaGetLastError());                                            \
  } while (0)

namespace ref = smooth_swiglu_ref;

constexpr int kWarpSize = 32;
constexpr int kTile = 32; // channels per block; also token rows per tile
constexpr int kRows = 8;  // thread rows of the quantize kernel
constexpr int kBlockSize = 256;

template <typename Fp8> struct Fp8Traits;
template <> struct Fp8Traits<__nv_fp8_e4m3> {
  static constexpr float kMax = 448.0f;
};
template <> struct Fp8Traits<__nv_fp8_e5m2> {
  static constexpr float kMax = 57344.0f;
};

// TransformerEngine's activation formulas, FP32 math. expf, not __expf: the
// accurate one (2 ulp), still not the host's, hence the reference's
// tolerances. fmaf is spelled out so the rounding does not depend on
// contraction.
__device__ __forceinline__ float sigmoidf(float x) {
  return 1.0f / (1.0f + expf(-x));
}
__device__ __forceinline__ float silu(float x) { return x * sigmoidf(x); }
__device__ __forceinline__ float dsilu(float x) {
  const float s = sigmoidf(x);
  return fmaf(x, s * (1.0f - s), s);
}

__device__ __forceinline__ float swiglu(__nv_bfloat16 x1, __nv_bfloat16 x2) {
  return silu(__bfloat162float(x1)) * __bfloat162float(x2);
}

__device__ __forceinline__ float warp_reduce_max(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

// Non-negative floats order like their bits as unsigned ints.
__device__ __forceinline__ void atomic_max_float(float *addr, float v) {
  atomicMax(reinterpret_cast<unsigned int *>(addr), __float_as_uint(v));
}

// amax[0..channels) gets max_t |h[t][c]|, amax[channels] the max over all;
// all zeroed before the launch. Block (32, 32) covers 32 channels; thread
// (x, y) walks tokens y, y + 32 * gridDim.y, ... of channel x (coalesced
// rows), then the 32x32 partial maxima are transposed through shared memory
// so that warp w reduces channel w with shuffles. fmaxf drops NaN.
__global__ void swiglu_amax_kernel(const __nv_bfloat16 *__restrict__ x1,
                                   const __nv_bfloat16 *__restrict__ x2,
                                   int tokens, int channels,
                                   float *__restrict__ amax) {
  __shared__ float partial[kTile][kTile + 1];
  __shared__ float channel_max[kTile];
  const int c = blockIdx.x * kTile + threadIdx.x;
  float local = 0.0f;
  if (c < channels)
    for (int t = blockIdx.y * kTile + threadIdx.y; t < tokens;
         t += gridDim.y * kTile) {
      const size_t i = size_t(t) * channels + c;
      local = fmaxf(local, fabsf(swiglu(x1[i], x2[i])));
    }
  partial[threadIdx.y][threadIdx.x] = local;
  __syncthreads();

  const int lane = threadIdx.x;
  const int warp = threadIdx.y; // this warp's channel within the tile
  const float m = warp_reduce_max(partial[lane][warp]);
  if (lane == 0) {
    channel_max[warp] = m;
    if (blockIdx.x * kTile + warp < channels)
      atomic_max_float(&amax[blockIdx.x * kTile + warp], m);
  }
  __syncthreads();
  if (warp == 0) {
    const float t = warp_reduce_max(channel_max[lane]);
    if (lane == 0)
      atomic_max_float(&amax[channels], t);
  }
}

// scale[i] = fp8_max / max(amax[i], eps), scale_inv[i] = 1 / scale[i].
// amax 0, inf or NaN -> 1; an infinite quotient -> FLT_MAX. pow2 drops the
// mantissa, so 1/scale is exact and can be folded into weights losslessly.
__global__ void scale_kernel(const float *__restrict__ amax, int n,
                             float fp8_max, float eps, bool pow2,
                             float *__restrict__ scale,
                             float *__restrict__ scale_inv) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = amax[i];
  float s = 1.0f;
  if (a > 0.0f && isfinite(a)) {
    a = a < eps ? eps : a;
    s = __fdiv_rn(fp8_max, a);
    if (isinf(s))
      s = FLT_MAX;
    if (pow2)
      s = __uint_as_float(__float_as_uint(s) & 0xFF800000u);
  }
  scale[i] = s;
  scale_inv[i] = __frcp_rn(s);
}

// q = Fp8(h * scale[c * stride]), deq = float(q) * scale_inv[c * stride]:
// stride 1 is Smooth-SwiGLU's per-channel scaling, stride 0 plain per-tensor
// scaling. Block (32, 8): 32 channels, token rows strided over the grid.
template <typename Fp8>
__global__ void
swiglu_quantize_kernel(const __nv_bfloat16 *__restrict__ x1,
                       const __nv_bfloat16 *__restrict__ x2, int tokens,
                       int channels, const float *__restrict__ scale,
                       const float *__restrict__ scale_inv, int stride,
                       Fp8 *__restrict__ q, float *__restrict__ deq) {
  const int c = blockIdx.x * kTile + threadIdx.x;
  if (c >= channels)
    return;
  const float s = scale[c * stride];
  const float s_inv = scale_inv[c * stride];
  for (int t = blockIdx.y * kRows + threadIdx.y; t < tokens;
       t += gridDim.y * kRows) {
    const size_t i = size_t(t) * channels + c;
    const Fp8 v(swiglu(x1[i], x2[i]) * s);
    q[i] = v;
    deq[i] = static_cast<float>(v) * s_inv;
  }
}

__device__ __forceinline__ void swiglu_grads(float x1, float x2, float dh,
                                             float &dx1, float &dx2) {
  dx1 = dh * x2 * dsilu(x1);
  dx2 = dh * silu(x1);
}

// amax[0] = max |dx1|, amax[1] = max |dx2|, zeroed before the launch;
// dynamic shared memory holds two floats per warp.
__global__ void swiglu_bwd_amax_kernel(const __nv_bfloat16 *__restrict__ x1,
                                       const __nv_bfloat16 *__restrict__ x2,
                                       const __nv_bfloat16 *__restrict__ dh,
                                       size_t n, float *__restrict__ amax) {
  extern __shared__ float warp_max[];
  const int warps = blockDim.x / kWarpSize;
  float m1 = 0.0f, m2 = 0.0f;
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    float g1, g2;
    swiglu_grads(__bfloat162float(x1[i]), __bfloat162float(x2[i]),
                 __bfloat162float(dh[i]), g1, g2);
    m1 = fmaxf(m1, fabsf(g1));
    m2 = fmaxf(m2, fabsf(g2));
  }
  const int lane = threadIdx.x % kWarpSize;
  const int warp = threadIdx.x / kWarpSize;
  m1 = warp_reduce_max(m1);
  m2 = warp_reduce_max(m2);
  if (lane == 0) {
    warp_max[warp] = m1;
    warp_max[warps + warp] = m2;
  }
  __syncthreads();
  if (warp == 0) {
    m1 = warp_reduce_max(lane < warps ? warp_max[lane] : 0.0f);
    m2 = warp_reduce_max(lane < warps ? warp_max[warps + lane] : 0.0f);
    if (lane == 0) {
      atomic_max_float(&amax[0], m1);
      atomic_max_float(&amax[1], m2);
    }
  }
}

template <typename Fp8>
__global__ void
swiglu_bwd_cast_kernel(const __nv_bfloat16 *__restrict__ x1,
                       const __nv_bfloat16 *__restrict__ x2,
                       const __nv_bfloat16 *__restrict__ dh, size_t n,
                       const float *__restrict__ scale, Fp8 *__restrict__ dx1,
                       Fp8 *__restrict__ dx2) {
  const float s1 = scale[0], s2 = scale[1];
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    float g1, g2;
    swiglu_grads(__bfloat162float(x1[i]), __bfloat162float(x2[i]),
                 __bfloat162float(dh[i]), g1, g2);
    dx1[i] = Fp8(g1 * s1);
    dx2[i] = Fp8(g2 * s2);
  }
}

namespace {

int g_sm_count = 1;

int grid_for(size_t n) {
  const size_t blocks = (n + kBlockSize - 1) / kBlockSize;
  const size_t cap = size_t(g_sm_count) * 4;
  return int(blocks < cap ? blocks : cap);
}

// Blocks along the tokens: enough to fill the GPU, at most one per row group.
int token_blocks(int tokens, int rows_per_block, int channel_blocks) {
  const int want = (tokens + rows_per_block - 1) / rows_per_block;
  const int cap = (g_sm_count * 8 + channel_blocks - 1) / channel_blocks;
  return want < cap ? want : cap;
}

template <typename T> T *device_alloc(size_t n) {
  T *p = nullptr;
  CUDA_CHECK(cudaMalloc(&p, n * sizeof(T)));
  return p;
}

template <typename T, typename D>
void copy_back(std::vector<T> &dst, const D *src, size_t n,
               cudaStream_t stream) {
  static_assert(sizeof(T) == sizeof(D), "raw copy");
  dst.resize(n);
  CUDA_CHECK(cudaMemcpyAsync(dst.data(), src, n * sizeof(T),
                             cudaMemcpyDeviceToHost, stream));
}

ref::Results run_gpu(const ref::Inputs &in, cudaStream_t stream) {
  using E4M3 = __nv_fp8_e4m3;
  using E5M2 = __nv_fp8_e5m2;
  const int tokens = in.tokens, channels = in.channels;
  const size_t n = size_t(tokens) * channels;
  const size_t nc = size_t(channels) + 1; // the channels, then the tensor

  __nv_bfloat16 *d_x1 = device_alloc<__nv_bfloat16>(n);
  __nv_bfloat16 *d_x2 = device_alloc<__nv_bfloat16>(n);
  __nv_bfloat16 *d_dh = device_alloc<__nv_bfloat16>(n);
  // amax, scale, scale_inv: nc forward values, then dx1's and dx2's.
  float *d_amax = device_alloc<float>(nc + 2);
  float *d_scale = device_alloc<float>(nc + 2);
  float *d_scale_inv = device_alloc<float>(nc + 2);
  E4M3 *d_q_smooth = device_alloc<E4M3>(n);
  E4M3 *d_q_tensor = device_alloc<E4M3>(n);
  float *d_deq_smooth = device_alloc<float>(n);
  float *d_deq_tensor = device_alloc<float>(n);
  E5M2 *d_dx1 = device_alloc<E5M2>(n);
  E5M2 *d_dx2 = device_alloc<E5M2>(n);
  const size_t bytes = n * sizeof(__nv_bfloat16);
  CUDA_CHECK(cudaMemcpyAsync(d_x1, in.x1.data(), bytes, cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(d_x2, in.x2.data(), bytes, cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(d_dh, in.dh.data(), bytes, cudaMemcpyHostToDevice,
                             stream));
  CUDA_CHECK(cudaMemsetAsync(d_amax, 0, (nc + 2) * sizeof(float), stream));

  // Forward: amax, power-of-two scales (channels and tensor in one launch),
  // then the smoothed and the per-tensor quantization.
  const int channel_blocks = (channels + kTile - 1) / kTile;
  const dim3 agrid(channel_blocks, token_blocks(tokens, kTile, channel_blocks));
  LAUNCH_CHECK(swiglu_amax_kernel<<<agrid, dim3(kTile, kTile), 0, stream>>>(
      d_x1, d_x2, tokens, channels, d_amax));
  LAUNCH_CHECK(
      scale_kernel<<<int((nc + kBlockSize - 1) / kBlockSize), kBlockSize, 0,
                     stream>>>(d_amax, int(nc), Fp8Traits<E4M3>::kMax,
                               ref::kAmaxEpsilon, true, d_scale, d_scale_inv));
  const dim3 qgrid(channel_blocks, token_blocks(tokens, kRows, channel_blocks));
  LAUNCH_CHECK(swiglu_quantize_kernel<E4M3>
               <<<qgrid, dim3(kTile, kRows), 0, stream>>>(
                   d_x1, d_x2, tokens, channels, d_scale, d_scale_inv, 1,
                   d_q_smooth, d_deq_smooth));
  LAUNCH_CHECK(swiglu_quantize_kernel<E4M3>
               <<<qgrid, dim3(kTile, kRows), 0, stream>>>(
                   d_x1, d_x2, tokens, channels, d_scale + channels,
                   d_scale_inv + channels, 0, d_q_tensor, d_deq_tensor));

  // Backward: per-tensor current scaling of both gradients to E5M2.
  const size_t shm = 2 * (kBlockSize / kWarpSize) * sizeof(float);
  LAUNCH_CHECK(swiglu_bwd_amax_kernel<<<grid_for(n), kBlockSize, shm, stream>>>(
      d_x1, d_x2, d_dh, n, d_amax + nc));
  LAUNCH_CHECK(scale_kernel<<<1, 2, 0, stream>>>(
      d_amax + nc, 2, Fp8Traits<E5M2>::kMax, ref::kAmaxEpsilon, false,
      d_scale + nc, d_scale_inv + nc));
  LAUNCH_CHECK(swiglu_bwd_cast_kernel<E5M2>
               <<<grid_for(n), kBlockSize, 0, stream>>>(
                   d_x1, d_x2, d_dh, n, d_scale + nc, d_dx1, d_dx2));

  ref::Results r;
  std::vector<float> amax, scale, scale_inv;
  copy_back(amax, d_amax, nc + 2, stream);
  copy_back(scale, d_scale, nc + 2, stream);
  copy_back(scale_inv, d_scale_inv, nc + 2, stream);
  copy_back(r.q_smooth, d_q_smooth, n, stream);
  copy_back(r.q_tensor, d_q_tensor, n, stream);
  copy_back(r.deq_smooth, d_deq_smooth, n, stream);
  copy_back(r.deq_tensor, d_deq_tensor, n, stream);
  copy_back(r.dx1, d_dx1, n, stream);
  copy_back(r.dx2, d_dx2, n, stream);
  CUDA_CHECK(cudaStreamSynchronize(stream));
  r.amax.assign(amax.begin(), amax.begin() + nc);
  r.scale.assign(scale.begin(), scale.begin() + nc);
  r.scale_inv.assign(scale_inv.begin(), scale_inv.begin() + nc);
  for (int k = 0; k < 2; ++k) {
    r.grad_amax[k] = amax[nc + k];
    r.grad_scale[k] = scale[nc + k];
    r.grad_scale_inv[k] = scale_inv[nc + k];
  }

  for (void *p : {(void *)d_x1, (void *)d_x2, (void *)d_dh, (void *)d_amax,
                  (void *)d_scale, (void *)d_scale_inv, (void *)d_q_smooth,
                  (void *)d_q_tensor, (void *)d_deq_smooth,
                  (void *)d_deq_tensor, (void *)d_dx1, (void *)d_dx2})
    CUDA_CHECK(cudaFree(p));
  return r;
}

} // namespace

int main(int argc, char **argv) {
  const char *out_path = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
      out_path = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--out FILE]\n", argv[0]);
      return 2;
    }
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no CUDA device\n");
    return 77;
  }
  CUDA_CHECK(cudaSetDevice(0));
  CUDA_CHECK(
      cudaDeviceGetAttribute(&g_sm_count, cudaDevAttrMultiProcessorCount, 0));
  std::FILE *out = out_path ? std::fopen(out_path, "wb") : nullptr;
  if (out_path && !out) {
    std::fprintf(stderr, "smooth_swiglu: cannot open %s\n", out_path);
    return 1;
  }
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));

  std::printf("smooth_swiglu: %d tokens x %d channels, outlier channel %d\n",
              ref::kTokens, ref::kChannels, ref::kOutlierChannel);
  size_t failed = 0;
  float gpu_ms = 0.0f;
  for (const ref::Experiment &e : ref::kExperiments) {
    const ref::Inputs in =
        ref::make_inputs(ref::kTokens, ref::kChannels, ref::kSeed,
                         ref::kOutlierChannel, e.outlier_factor);
    CUDA_CHECK(cudaEventRecord(start, stream));
    const ref::Results r = run_gpu(in, stream);
    CUDA_CHECK(cudaEventRecord(stop, stream));
    CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    gpu_ms += ms;
    failed +=
        ref::check_results(e.name, in, r, ref::kOutlierChannel, e.min_gain);
    if (out && !ref::write_results(out, r)) {
      std::fprintf(stderr, "smooth_swiglu: cannot write %s\n", out_path);
      return 1;
    }
  }
  if (out && std::fclose(out) != 0) {
    std::fprintf(stderr, "smooth_swiglu: cannot write %s\n", out_path);
    return 1;
  }
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaStreamDestroy(stream));
  std::printf("smooth_swiglu: %s (%zu failed checks; GPU %.1f ms incl. "
              "copies)\n",
              failed ? "FAILED" : "PASSED", failed, double(gpu_ms));
  return failed ? 1 : 0;
}
