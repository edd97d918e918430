// fp8: E4M3, E5M2 and E8M0 scalars, x2 and x4 vectors, storage types, enums, all 18 __nv_cvt_* functions; constructors and conversion operators keep their shape.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E '__nv_|__NV_|cuda[A-Z]|__CUDA_FP8'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/fp16.h>
#include <cuda_fp16.h>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

// CHECK: #if defined(__AXL_FP8_TYPES_EXIST__)
#if defined(__CUDA_FP8_TYPES_EXIST__)
#define HAVE_FP8 1
#endif

// A wrapper of the user's: its constructor and conversion operator keep their
// shape, only the FP8 type names inside them change.
struct Scaled {
  // CHECK: __axl_fp8_e4m3 value;
  __nv_fp8_e4m3 value;
  float scale;
  // CHECK: __host__ __device__ explicit Scaled(__axl_fp8_e4m3 v, float s) : value(v), scale(s) {}
  __host__ __device__ explicit Scaled(__nv_fp8_e4m3 v, float s) : value(v), scale(s) {}
  __host__ __device__ operator float() const { return static_cast<float>(value) * scale; }
  // CHECK: __host__ __device__ operator __axl_fp8_e4m3() const { return value; }
  __host__ __device__ operator __nv_fp8_e4m3() const { return value; }
};

// CHECK: __global__ void quantize(const float *in, __axl_fp8_e4m3 *q4, __axl_fp8_e5m2 *q5,
__global__ void quantize(const float *in, __nv_fp8_e4m3 *q4, __nv_fp8_e5m2 *q5,
                         // CHECK: __axl_fp8_e8m0 *scales, float *out, int n) {
                         __nv_fp8_e8m0 *scales, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // Scalar types: constructors and conversion operators.
  // CHECK: __axl_fp8_e4m3 a(in[i]);
  __nv_fp8_e4m3 a(in[i]);
  // CHECK: __axl_fp8_e5m2 b = __axl_fp8_e5m2(in[i] * 0.5f);
  __nv_fp8_e5m2 b = __nv_fp8_e5m2(in[i] * 0.5f);
  // CHECK: __axl_fp8_e8m0 s{in[i]};
  __nv_fp8_e8m0 s{in[i]};
  q4[i] = a;
  q5[i] = b;
  scales[i] = s;
  float back = float(a) + static_cast<float>(b) + (float)s;
  __half h = __half(a);
  // CHECK: __axl_bfloat16 bf = __axl_bfloat16(b);
  __nv_bfloat16 bf = __nv_bfloat16(b);
  Scaled sc(a, 2.0f);
  // CHECK: __axl_fp8_e4m3 raw = sc;
  __nv_fp8_e4m3 raw = sc;
  back += float(sc) + float(raw);

  // Vector types.
  float2 f2 = make_float2(in[i], -in[i]);
  float4 f4 = make_float4(in[i], 1.0f, 2.0f, 3.0f);
  // CHECK: __axl_fp8x2_e4m3 a2(f2);
  __nv_fp8x2_e4m3 a2(f2);
  // CHECK: __axl_fp8x4_e4m3 a4(f4);
  __nv_fp8x4_e4m3 a4(f4);
  // CHECK: __axl_fp8x2_e5m2 b2(f2);
  __nv_fp8x2_e5m2 b2(f2);
  // CHECK: __axl_fp8x4_e5m2 b4(f4);
  __nv_fp8x4_e5m2 b4(f4);
  // CHECK: __axl_fp8x2_e8m0 s2(f2);
  __nv_fp8x2_e8m0 s2(f2);
  // CHECK: __axl_fp8x4_e8m0 s4(f4);
  __nv_fp8x4_e8m0 s4(f4);
  float2 r2 = float2(a2);
  float2 r3 = static_cast<float2>(b2);
  float4 r4 = static_cast<float4>(a4);
  float4 r5 = float4(b4);
  back += r2.x + r3.y + r4.y + r5.z + float2(s2).x + (float)s4.__x;

  // Storage types, enums and the C conversion functions.
  // CHECK: __axl_fp8_storage_t st = a.__x;
  __nv_fp8_storage_t st = a.__x;
  // CHECK: __axl_fp8x2_storage_t st2 = a2.__x;
  __nv_fp8x2_storage_t st2 = a2.__x;
  // CHECK: __axl_fp8x4_storage_t st4 = a4.__x;
  __nv_fp8x4_storage_t st4 = a4.__x;
  // CHECK: __axl_saturation_t sat = __AXL_SATFINITE;
  __nv_saturation_t sat = __NV_SATFINITE;
  // CHECK: __axl_fp8_interpretation_t e4 = __AXL_E4M3, e5 = __AXL_E5M2;
  __nv_fp8_interpretation_t e4 = __NV_E4M3, e5 = __NV_E5M2;
  // CHECK: axlRoundMode rz = axlRoundZero;
  cudaRoundMode rz = cudaRoundZero;
  double2 d2 = make_double2(in[i], 1.0);
  // CHECK: st = __axl_cvt_double_to_fp8(1.0, sat, e4);
  st = __nv_cvt_double_to_fp8(1.0, sat, e4);
  // CHECK: st2 = __axl_cvt_double2_to_fp8x2(d2, __AXL_NOSAT, e5);
  st2 = __nv_cvt_double2_to_fp8x2(d2, __NV_NOSAT, e5);
  // CHECK: st = __axl_cvt_float_to_fp8(in[i], sat, e4);
  st = __nv_cvt_float_to_fp8(in[i], sat, e4);
  // CHECK: st2 = __axl_cvt_float2_to_fp8x2(f2, sat, e5);
  st2 = __nv_cvt_float2_to_fp8x2(f2, sat, e5);
  // CHECK: st = __axl_cvt_halfraw_to_fp8(__half_raw(h), sat, e4);
  st = __nv_cvt_halfraw_to_fp8(__half_raw(h), sat, e4);
  // CHECK: st2 = __axl_cvt_halfraw2_to_fp8x2(__half2_raw(__floats2half2_rn(1.0f, 2.0f)), sat, e4);
  st2 = __nv_cvt_halfraw2_to_fp8x2(__half2_raw(__floats2half2_rn(1.0f, 2.0f)), sat, e4);
  // CHECK: st = __axl_cvt_bfloat16raw_to_fp8(__axl_bfloat16_raw(bf), sat, e5);
  st = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(bf), sat, e5);
  // CHECK: st2 = __axl_cvt_bfloat16raw2_to_fp8x2(__axl_bfloat162_raw(__floats2bfloat162_rn(1.0f, 2.0f)),
  st2 = __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(__floats2bfloat162_rn(1.0f, 2.0f)),
                                       sat, e5);
  // CHECK: __half_raw hr = __axl_cvt_fp8_to_halfraw(st, e4);
  __half_raw hr = __nv_cvt_fp8_to_halfraw(st, e4);
  // CHECK: __half2_raw hr2 = __axl_cvt_fp8x2_to_halfraw2(st2, e5);
  __half2_raw hr2 = __nv_cvt_fp8x2_to_halfraw2(st2, e5);
  // CHECK: st = __axl_cvt_bfloat16raw_to_e8m0(__axl_bfloat16_raw(bf), sat, rz);
  st = __nv_cvt_bfloat16raw_to_e8m0(__nv_bfloat16_raw(bf), sat, rz);
  // CHECK: st2 = __axl_cvt_bfloat162raw_to_e8m0x2(__axl_bfloat162_raw(__floats2bfloat162_rn(1.0f, 2.0f)),
  st2 = __nv_cvt_bfloat162raw_to_e8m0x2(__nv_bfloat162_raw(__floats2bfloat162_rn(1.0f, 2.0f)),
                                        // CHECK: sat, axlRoundPosInf);
                                        sat, cudaRoundPosInf);
  // CHECK: st = __axl_cvt_float_to_e8m0(in[i], sat, axlRoundNearest);
  st = __nv_cvt_float_to_e8m0(in[i], sat, cudaRoundNearest);
  // CHECK: st2 = __axl_cvt_float2_to_e8m0x2(f2, sat, axlRoundMinInf);
  st2 = __nv_cvt_float2_to_e8m0x2(f2, sat, cudaRoundMinInf);
  // CHECK: st = __axl_cvt_double_to_e8m0(2.0, sat, rz);
  st = __nv_cvt_double_to_e8m0(2.0, sat, rz);
  // CHECK: st2 = __axl_cvt_double2_to_e8m0x2(d2, sat, rz);
  st2 = __nv_cvt_double2_to_e8m0x2(d2, sat, rz);
  // CHECK: __axl_bfloat16_raw br = __axl_cvt_e8m0_to_bf16raw(st);
  __nv_bfloat16_raw br = __nv_cvt_e8m0_to_bf16raw(st);
  // CHECK: __axl_bfloat162_raw br2 = __axl_cvt_e8m0x2_to_bf162raw(st2);
  __nv_bfloat162_raw br2 = __nv_cvt_e8m0x2_to_bf162raw(st2);
  out[i] = back + float(st) + float(st4 & 0xff) + __half2float(__half(hr)) +
           // CHECK: __half2float(__half2(hr2).x) + __bfloat162float(__axl_bfloat16(br)) +
           __half2float(__half2(hr2).x) + __bfloat162float(__nv_bfloat16(br)) +
           // CHECK: __bfloat162float(__axl_bfloat162(br2).y);
           __bfloat162float(__nv_bfloat162(br2).y);
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (64 renamed, 0 launches rewritten), 0 left; 0 warnings
