// fp6 and fp4: FP6 (E2M3, E3M2) and FP4 (E2M1) scalar, x2 and x4 classes, storage types,
// interpretation enums and enumerators, every __nv_cvt_* function of cuda_fp6.h and cuda_fp4.h,
// the *_TYPES_EXIST__ macros, in kernels (NVFP4 quantization with E4M3 block scales) and on the host.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E '__nv_|__NV_|cuda[A-Z]|__CUDA_FP'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

#include <cstdio>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/fp16.h>
#include <cuda_fp16.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <axl/fp6.h>
#include <cuda_fp6.h>
// CHECK: #include <axl/fp4.h>
#include <cuda_fp4.h>

// CHECK: #if defined(__AXL_FP6_TYPES_EXIST__) && defined(__AXL_FP4_TYPES_EXIST__)
#if defined(__CUDA_FP6_TYPES_EXIST__) && defined(__CUDA_FP4_TYPES_EXIST__)
#define HAVE_NARROW_TYPES 1
#endif

// NVFP4 quantization: 16 values share one E4M3 scale; two E2M1 values per byte.
// CHECK: __global__ void quantize_nvfp4(const float2 *in, __axl_fp4x2_storage_t *out,
__global__ void quantize_nvfp4(const float2 *in, __nv_fp4x2_storage_t *out,
                               // CHECK: __axl_fp8_storage_t *scales, float inv_global, int n2) {
                               __nv_fp8_storage_t *scales, float inv_global, int n2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2)
    return;
  const float2 v = in[i];
  const float amax = fmaxf(fabsf(v.x), fabsf(v.y));
  const float scale = amax / 6.0f; // 6 = largest E2M1 magnitude
  if (i % 8 == 0)
    // CHECK: scales[i / 8] = __axl_cvt_float_to_fp8(scale * inv_global, __AXL_SATFINITE, __AXL_E4M3);
    scales[i / 8] = __nv_cvt_float_to_fp8(scale * inv_global, __NV_SATFINITE, __NV_E4M3);
  const float2 scaled = make_float2(v.x / scale, v.y / scale);
  // CHECK: out[i] = __axl_cvt_float2_to_fp4x2(scaled, __AXL_E2M1, axlRoundNearest);
  out[i] = __nv_cvt_float2_to_fp4x2(scaled, __NV_E2M1, cudaRoundNearest);
}

// Round trips through every FP6/FP4 class and conversion function.
__global__ void narrow_roundtrip(const float *in, float *out, __half *hout, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float x = in[i];

  // FP6 E2M3 and E3M2 scalars, x2 and x4 vectors.
  // CHECK: const __axl_fp6_e2m3 a(x);
  const __nv_fp6_e2m3 a(x);
  // CHECK: const __axl_fp6_e3m2 b(x);
  const __nv_fp6_e3m2 b(x);
  // CHECK: const __axl_fp6x2_e2m3 a2(make_float2(x, -x));
  const __nv_fp6x2_e2m3 a2(make_float2(x, -x));
  // CHECK: const __axl_fp6x2_e3m2 b2(make_float2(x, 2.0f * x));
  const __nv_fp6x2_e3m2 b2(make_float2(x, 2.0f * x));
  // CHECK: const __axl_fp6x4_e2m3 a4(make_float4(x, x, x, x));
  const __nv_fp6x4_e2m3 a4(make_float4(x, x, x, x));
  // CHECK: const __axl_fp6x4_e3m2 b4(make_float4(x, x, -x, -x));
  const __nv_fp6x4_e3m2 b4(make_float4(x, x, -x, -x));
  float acc = static_cast<float>(a) + static_cast<float>(b);
  const float2 a2f = static_cast<float2>(a2);
  const float4 b4f = static_cast<float4>(b4);
  acc += a2f.x + b4f.w + static_cast<float4>(a4).y + static_cast<float2>(b2).y;

  // Raw FP6 conversions with an explicit interpretation.
  // CHECK: const __axl_fp6_interpretation_t fp6kind = __AXL_E3M2;
  const __nv_fp6_interpretation_t fp6kind = __NV_E3M2;
  // CHECK: const __axl_fp6_storage_t s6 = __axl_cvt_float_to_fp6(x, fp6kind, axlRoundZero);
  const __nv_fp6_storage_t s6 = __nv_cvt_float_to_fp6(x, fp6kind, cudaRoundZero);
  // CHECK: const __axl_fp6x2_storage_t s6x2 =
  const __nv_fp6x2_storage_t s6x2 =
      // CHECK: __axl_cvt_float2_to_fp6x2(make_float2(x, x), __AXL_E2M3, axlRoundNearest);
      __nv_cvt_float2_to_fp6x2(make_float2(x, x), __NV_E2M3, cudaRoundNearest);
  // CHECK: const __axl_fp6_storage_t d6 = __axl_cvt_double_to_fp6((double)x, __AXL_E2M3, axlRoundNearest);
  const __nv_fp6_storage_t d6 = __nv_cvt_double_to_fp6((double)x, __NV_E2M3, cudaRoundNearest);
  // CHECK: const __axl_fp6_storage_t h6 =
  const __nv_fp6_storage_t h6 =
      // CHECK: __axl_cvt_halfraw_to_fp6(__half_raw(__float2half(x)), __AXL_E2M3, axlRoundNearest);
      __nv_cvt_halfraw_to_fp6(__half_raw(__float2half(x)), __NV_E2M3, cudaRoundNearest);
  // CHECK: const __axl_fp6_storage_t bf6 =
  const __nv_fp6_storage_t bf6 =
      // CHECK: __axl_cvt_bfloat16raw_to_fp6(__axl_bfloat16_raw(__float2bfloat16(x)), __AXL_E3M2, axlRoundNearest);
      __nv_cvt_bfloat16raw_to_fp6(__nv_bfloat16_raw(__float2bfloat16(x)), __NV_E3M2, cudaRoundNearest);
  // CHECK: const __half_raw back6 = __axl_cvt_fp6_to_halfraw(s6, fp6kind);
  const __half_raw back6 = __nv_cvt_fp6_to_halfraw(s6, fp6kind);
  // CHECK: const __half2_raw back6x2 = __axl_cvt_fp6x2_to_halfraw2(s6x2, __AXL_E2M3);
  const __half2_raw back6x2 = __nv_cvt_fp6x2_to_halfraw2(s6x2, __NV_E2M3);
  acc += __half2float(__half(back6)) + __half2float(__half2(back6x2).x) + (d6 + h6 + bf6) * 0.0f;

  // FP4 E2M1 scalars, x2 and x4 vectors, and the raw conversions.
  // CHECK: const __axl_fp4_e2m1 c(x);
  const __nv_fp4_e2m1 c(x);
  // CHECK: const __axl_fp4x2_e2m1 c2(make_float2(x, 0.5f * x));
  const __nv_fp4x2_e2m1 c2(make_float2(x, 0.5f * x));
  // CHECK: const __axl_fp4x4_e2m1 c4(make_float4(x, x, x, x));
  const __nv_fp4x4_e2m1 c4(make_float4(x, x, x, x));
  acc += static_cast<float>(c) + static_cast<float2>(c2).y + static_cast<float4>(c4).z;
  // CHECK: const __axl_fp4_interpretation_t fp4kind = __AXL_E2M1;
  const __nv_fp4_interpretation_t fp4kind = __NV_E2M1;
  // CHECK: const __axl_fp4_storage_t s4 = __axl_cvt_float_to_fp4(x, fp4kind, axlRoundNearest);
  const __nv_fp4_storage_t s4 = __nv_cvt_float_to_fp4(x, fp4kind, cudaRoundNearest);
  // CHECK: const __axl_fp4x2_storage_t s4x2 = __axl_cvt_halfraw2_to_fp4x2(
  const __nv_fp4x2_storage_t s4x2 = __nv_cvt_halfraw2_to_fp4x2(
      // CHECK: __half2_raw(__floats2half2_rn(x, x)), fp4kind, axlRoundNearest);
      __half2_raw(__floats2half2_rn(x, x)), fp4kind, cudaRoundNearest);
  // CHECK: const __axl_fp4_storage_t d4 = __axl_cvt_double_to_fp4((double)x, fp4kind, axlRoundNearest);
  const __nv_fp4_storage_t d4 = __nv_cvt_double_to_fp4((double)x, fp4kind, cudaRoundNearest);
  // CHECK: const __axl_fp4x2_storage_t bf4 = __axl_cvt_bfloat16raw2_to_fp4x2(
  const __nv_fp4x2_storage_t bf4 = __nv_cvt_bfloat16raw2_to_fp4x2(
      // CHECK: __axl_bfloat162_raw(__floats2bfloat162_rn(x, x)), fp4kind, axlRoundNearest);
      __nv_bfloat162_raw(__floats2bfloat162_rn(x, x)), fp4kind, cudaRoundNearest);
  // CHECK: const __half2_raw back4x2 = __axl_cvt_fp4x2_to_halfraw2(s4x2, __AXL_E2M1);
  const __half2_raw back4x2 = __nv_cvt_fp4x2_to_halfraw2(s4x2, __NV_E2M1);
  // CHECK: acc += __half2float(__half(__axl_cvt_fp4_to_halfraw(s4, __AXL_E2M1))) + (d4 + bf4) * 0.0f;
  acc += __half2float(__half(__nv_cvt_fp4_to_halfraw(s4, __NV_E2M1))) + (d4 + bf4) * 0.0f;
  out[i] = acc;
  hout[i] = __half2(back4x2).x;
}

// Host side: the same classes and conversions run on the CPU (reference for tests).
static float fp4_reference(float x) {
  // CHECK: __axl_fp4_e2m1 q(x);
  __nv_fp4_e2m1 q(x);
  // CHECK: __axl_fp4x4_storage_t packed = __axl_fp4x4_e2m1(make_float4(x, x, x, x)).__x;
  __nv_fp4x4_storage_t packed = __nv_fp4x4_e2m1(make_float4(x, x, x, x)).__x;
  // CHECK: __axl_fp6x4_storage_t packed6 = __axl_fp6x4_e3m2(make_float4(x, x, x, x)).__x;
  __nv_fp6x4_storage_t packed6 = __nv_fp6x4_e3m2(make_float4(x, x, x, x)).__x;
  // CHECK: const __axl_fp6_storage_t s = __axl_cvt_float_to_fp6(x, __AXL_E2M3, axlRoundNearest);
  const __nv_fp6_storage_t s = __nv_cvt_float_to_fp6(x, __NV_E2M3, cudaRoundNearest);
  // CHECK: const __axl_fp4x2_storage_t d2 = __axl_cvt_double2_to_fp4x2(make_double2(x, x), __AXL_E2M1,
  const __nv_fp4x2_storage_t d2 = __nv_cvt_double2_to_fp4x2(make_double2(x, x), __NV_E2M1,
                                                            // CHECK: axlRoundNearest);
                                                            cudaRoundNearest);
  // CHECK: const __axl_fp6x2_storage_t d6x2 = __axl_cvt_double2_to_fp6x2(make_double2(x, x), __AXL_E3M2,
  const __nv_fp6x2_storage_t d6x2 = __nv_cvt_double2_to_fp6x2(make_double2(x, x), __NV_E3M2,
                                                              // CHECK: axlRoundNearest);
                                                              cudaRoundNearest);
  // CHECK: const __axl_fp6x2_storage_t h6x2 = __axl_cvt_halfraw2_to_fp6x2(
  const __nv_fp6x2_storage_t h6x2 = __nv_cvt_halfraw2_to_fp6x2(
      // CHECK: __half2_raw(__floats2half2_rn(x, x)), __AXL_E3M2, axlRoundNearest);
      __half2_raw(__floats2half2_rn(x, x)), __NV_E3M2, cudaRoundNearest);
  // CHECK: const __axl_fp6x2_storage_t bf6x2 = __axl_cvt_bfloat16raw2_to_fp6x2(
  const __nv_fp6x2_storage_t bf6x2 = __nv_cvt_bfloat16raw2_to_fp6x2(
      // CHECK: __axl_bfloat162_raw(__floats2bfloat162_rn(x, x)), __AXL_E2M3, axlRoundNearest);
      __nv_bfloat162_raw(__floats2bfloat162_rn(x, x)), __NV_E2M3, cudaRoundNearest);
  // CHECK: const __axl_fp4_storage_t h4 = __axl_cvt_halfraw_to_fp4(__half_raw(__float2half(x)), __AXL_E2M1,
  const __nv_fp4_storage_t h4 = __nv_cvt_halfraw_to_fp4(__half_raw(__float2half(x)), __NV_E2M1,
                                                        // CHECK: axlRoundNearest);
                                                        cudaRoundNearest);
  // CHECK: const __axl_fp4_storage_t bf4 = __axl_cvt_bfloat16raw_to_fp4(
  const __nv_fp4_storage_t bf4 = __nv_cvt_bfloat16raw_to_fp4(
      // CHECK: __axl_bfloat16_raw(__float2bfloat16(x)), __AXL_E2M1, axlRoundNearest);
      __nv_bfloat16_raw(__float2bfloat16(x)), __NV_E2M1, cudaRoundNearest);
  // CHECK: const __axl_fp4x2_storage_t f4x2 = __axl_cvt_float2_to_fp4x2(make_float2(x, x), __AXL_E2M1,
  const __nv_fp4x2_storage_t f4x2 = __nv_cvt_float2_to_fp4x2(make_float2(x, x), __NV_E2M1,
                                                             // CHECK: axlRoundNearest);
                                                             cudaRoundNearest);
  // CHECK: const __axl_fp6x2_storage_t f6x2 = __axl_cvt_double2_to_fp6x2(make_double2(x, x), __AXL_E2M3,
  const __nv_fp6x2_storage_t f6x2 = __nv_cvt_double2_to_fp6x2(make_double2(x, x), __NV_E2M3,
                                                              // CHECK: axlRoundNearest);
                                                              cudaRoundNearest);
  return static_cast<float>(q) + (packed + packed6 + s + d2 + d6x2 + h6x2 + bf6x2 + h4 + bf4 +
                                  f4x2 + f6x2) * 0.0f;
}

int main() {
#ifdef HAVE_NARROW_TYPES
  std::printf("e2m1(0.7) = %f\n", fp4_reference(0.7f));
#endif
  const int n = 1024;
  float *in = nullptr, *out = nullptr;
  __half *hout = nullptr;
  // CHECK: __axl_fp4x2_storage_t *q = nullptr;
  __nv_fp4x2_storage_t *q = nullptr;
  // CHECK: __axl_fp8_storage_t *scales = nullptr;
  __nv_fp8_storage_t *scales = nullptr;
  // CHECK: axlMalloc(&in, n * sizeof(float));
  cudaMalloc(&in, n * sizeof(float));
  // CHECK: axlMalloc(&out, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  // CHECK: axlMalloc(&hout, n * sizeof(__half));
  cudaMalloc(&hout, n * sizeof(__half));
  // CHECK: axlMalloc(&q, n / 2);
  cudaMalloc(&q, n / 2);
  // CHECK: axlMalloc(&scales, n / 16);
  cudaMalloc(&scales, n / 16);
  // CHECK: axlLaunchKernelGGL(narrow_roundtrip, dim3(n / 256), dim3(256), 0, 0, in, out, hout, n);
  narrow_roundtrip<<<n / 256, 256>>>(in, out, hout, n);
  // CHECK: axlLaunchKernelGGL(quantize_nvfp4, dim3(n / 512), dim3(256), 0, 0, reinterpret_cast<const float2 *>(in), q, scales, 1.0f, n / 2);
  quantize_nvfp4<<<n / 512, 256>>>(reinterpret_cast<const float2 *>(in), q, scales, 1.0f, n / 2);
  // CHECK: axlDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK: axlFree(scales);
  cudaFree(scales);
  // CHECK: axlFree(q);
  cudaFree(q);
  // CHECK: axlFree(hout);
  cudaFree(hout);
  // CHECK: axlFree(out);
  cudaFree(out);
  // CHECK: axlFree(in);
  cudaFree(in);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (125 renamed, 2 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
