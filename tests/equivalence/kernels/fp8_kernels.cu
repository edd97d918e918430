// Equivalence kernel: the three FP8 formats (E4M3, E5M2, E8M0) as single,
// x2 and x4 types, the __nv_cvt_* conversions, and the saturation and
// interpretation enumerators. The PTX of this file and of its port must
// match:
//   nvcc -std=c++17 -ptx -arch=sm_90 fp8_kernels.cu -o fp8_kernels.ptx
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

// MXFP8-style quantization: each group of 32 floats shares one E8M0 scale
// (the group's amax over 448, rounded up to a power of two); values are
// stored as E4M3 in groups of four (__nv_fp8x4_e4m3).
__global__ void mx_quantize_kernel(const float4 *__restrict__ x, int groups,
                                   __nv_fp8x4_e4m3 *__restrict__ q,
                                   __nv_fp8_e8m0 *__restrict__ scales) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= groups)
    return;
  float amax = 0.0f;
  for (int k = 0; k < 8; ++k) {
    const float4 v = x[g * 8 + k];
    amax = fmaxf(amax, fmaxf(fmaxf(fabsf(v.x), fabsf(v.y)),
                             fmaxf(fabsf(v.z), fabsf(v.w))));
  }
  const __nv_fp8_storage_t e8 =
      __nv_cvt_float_to_e8m0(amax / 448.0f, __NV_SATFINITE, cudaRoundPosInf);
  __nv_fp8_e8m0 scale;
  scale.__x = e8;
  scales[g] = scale;
  const __nv_bfloat16_raw scale_bf16 = __nv_cvt_e8m0_to_bf16raw(e8);
  const float inv = 1.0f / __bfloat162float(__nv_bfloat16(scale_bf16));
  for (int k = 0; k < 8; ++k) {
    const float4 v = x[g * 8 + k];
    q[g * 8 + k] = __nv_fp8x4_e4m3(
        make_float4(v.x * inv, v.y * inv, v.z * inv, v.w * inv));
  }
}

// Gradients to E5M2 pairs through the raw conversion functions, in both
// saturation modes; returns the round trip through half as well.
__global__ void grad_e5m2_kernel(const float2 *__restrict__ g, int n2,
                                 __nv_fp8x2_storage_t *__restrict__ sat,
                                 __nv_fp8x2_storage_t *__restrict__ nosat,
                                 __half2 *__restrict__ back) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2)
    return;
  const __nv_fp8_interpretation_t kind = __NV_E5M2;
  sat[i] = __nv_cvt_float2_to_fp8x2(g[i], __NV_SATFINITE, kind);
  nosat[i] = __nv_cvt_float2_to_fp8x2(g[i], __NV_NOSAT, kind);
  const __half2_raw h2 = __nv_cvt_fp8x2_to_halfraw2(sat[i], kind);
  back[i] = __half2(h2);
}

// Half and BF16 inputs to E4M3 one element at a time; the struct types'
// conversions back to float; E4M3 -> half via __nv_cvt_fp8_to_halfraw.
__global__ void mixed_inputs_kernel(const __half *__restrict__ h,
                                    const __nv_bfloat16 *__restrict__ b, int n,
                                    __nv_fp8_e4m3 *__restrict__ from_half,
                                    __nv_fp8_e5m2 *__restrict__ from_bf16,
                                    __half *__restrict__ decoded,
                                    float *__restrict__ sum) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_fp8_e4m3 a;
  a.__x = __nv_cvt_halfraw_to_fp8(__half_raw(h[i]), __NV_SATFINITE, __NV_E4M3);
  from_half[i] = a;
  __nv_fp8_e5m2 c;
  c.__x = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(b[i]), __NV_SATFINITE,
                                      __NV_E5M2);
  from_bf16[i] = c;
  decoded[i] = __half(__nv_cvt_fp8_to_halfraw(a.__x, __NV_E4M3));
  // Struct conversions: the x2 types hold two values, E8M0 holds 2^k.
  const __nv_fp8x2_e5m2 pair(make_float2(float(a), float(c)));
  const float2 p = float2(pair);
  const __nv_fp8_e8m0 two(2.0f);
  const __nv_fp8x2_e4m3 pair4(__half2(h[i], h[i]));
  const __nv_fp8x4_e5m2 quad(make_float4(p.x, p.y, 1.0f, -1.0f));
  const float4 q = float4(quad);
  const float2 p4 = float2(pair4);
  // E8M0 pairs and quads: block scales of neighbouring groups.
  const __nv_fp8x2_e8m0 scales2(make_float2(p.x, 0.5f));
  const __nv_bfloat162_raw s2 = __nv_cvt_e8m0x2_to_bf162raw(scales2.__x);
  const __nv_fp8x4_e8m0 scales4(make_float4(4.0f, p4.x, q.z, 0.25f));
  const __nv_fp8x2_e8m0 high_pair{__nv_bfloat162(s2)};
  sum[i] = p.x + p.y + float(two) + q.z + q.w + p4.x +
           float2(high_pair).y + float4(scales4).y;
}

// Host launcher: one thread per group / pair / element.
cudaError_t launch_fp8_kernels(const float4 *d_x, int groups,
                               __nv_fp8x4_e4m3 *d_q, __nv_fp8_e8m0 *d_scales,
                               const float2 *d_g, int n2,
                               __nv_fp8x2_storage_t *d_sat,
                               __nv_fp8x2_storage_t *d_nosat, __half2 *d_back,
                               const __half *d_h, const __nv_bfloat16 *d_b,
                               int n, __nv_fp8_e4m3 *d_from_half,
                               __nv_fp8_e5m2 *d_from_bf16, __half *d_decoded,
                               float *d_sum, cudaStream_t stream) {
  const int threads = 128;
  mx_quantize_kernel<<<(groups + threads - 1) / threads, threads, 0, stream>>>(
      d_x, groups, d_q, d_scales);
  grad_e5m2_kernel<<<(n2 + threads - 1) / threads, threads, 0, stream>>>(
      d_g, n2, d_sat, d_nosat, d_back);
  mixed_inputs_kernel<<<(n + threads - 1) / threads, threads, 0, stream>>>(
      d_h, d_b, n, d_from_half, d_from_bf16, d_decoded, d_sum);
  return cudaGetLastError();
}
