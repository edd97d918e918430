// bf16: vendor-prefixed types and macros are renamed; the shared intrinsics keep their names.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E '__nv_|nv_bfloat|CUDART_|__CUDA_BF16'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

// CHECK: #ifdef __AXL_BF16_TYPES_EXIST__
#ifdef __CUDA_BF16_TYPES_EXIST__
// CHECK: typedef __axl_bfloat16 bf16_t;
typedef __nv_bfloat16 bf16_t;
#endif

// CHECK: __global__ void bf16_kernel(const float *in, __axl_bfloat16 *out, axl_bfloat162 *pairs,
__global__ void bf16_kernel(const float *in, __nv_bfloat16 *out, nv_bfloat162 *pairs,
                            float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // Types with vendor prefixes are renamed.
  // CHECK: __axl_bfloat16 x = __float2bfloat16(in[i]);
  __nv_bfloat16 x = __float2bfloat16(in[i]);
  // CHECK: axl_bfloat16 y = __float2bfloat16_rn(in[i] * 2.0f);
  nv_bfloat16 y = __float2bfloat16_rn(in[i] * 2.0f);
  // CHECK: __axl_bfloat162 xy = __halves2bfloat162(x, y);
  __nv_bfloat162 xy = __halves2bfloat162(x, y);
  // CHECK: __axl_bfloat16_raw raw = x;
  __nv_bfloat16_raw raw = x;
  // CHECK: __axl_bfloat162_raw raw2 = xy;
  __nv_bfloat162_raw raw2 = xy;
  // CHECK: bf16_t z = __axl_bfloat16(raw);
  bf16_t z = __nv_bfloat16(raw);
  // The shared kernel-language names keep their spelling.
  // CHECK: __axl_bfloat16 lo = __low2bfloat16(xy), hi = __high2bfloat16(xy);
  __nv_bfloat16 lo = __low2bfloat16(xy), hi = __high2bfloat16(xy);
  // CHECK: float2 f2 = __bfloat1622float2(xy);
  float2 f2 = __bfloat1622float2(xy);
  // CHECK: __axl_bfloat162 packed = __floats2bfloat162_rn(f2.x, f2.y);
  __nv_bfloat162 packed = __floats2bfloat162_rn(f2.x, f2.y);
  // CHECK: __axl_bfloat162 twice = __bfloat162bfloat162(z);
  __nv_bfloat162 twice = __bfloat162bfloat162(z);
  // CHECK: __axl_bfloat162 sum2 = __hadd2(packed, twice);
  __nv_bfloat162 sum2 = __hadd2(packed, twice);
  // CHECK: __axl_bfloat16 m = __hmax(lo, hi);
  __nv_bfloat16 m = __hmax(lo, hi);
  // CHECK: __axl_bfloat16 s = __hadd(m, __float2bfloat16_rz(1.0f));
  __nv_bfloat16 s = __hadd(m, __float2bfloat16_rz(1.0f));
  // CHECK: s = __hfma(s, __double2bfloat16(0.5), AXLRT_ONE_BF16);
  s = __hfma(s, __double2bfloat16(0.5), CUDART_ONE_BF16);
  // CHECK: if (__hisinf(s) || __hisnan(s))
  if (__hisinf(s) || __hisnan(s))
    // CHECK: s = AXLRT_ZERO_BF16;
    s = CUDART_ZERO_BF16;
  out[i] = s;
  // CHECK: pairs[i] = make_bfloat162(__low2bfloat16(sum2), __high2bfloat16(raw2));
  pairs[i] = make_bfloat162(__low2bfloat16(sum2), __high2bfloat16(raw2));
  // CHECK: int k = __bfloat162int_rn(s) + __bfloat16_as_short(s);
  int k = __bfloat162int_rn(s) + __bfloat16_as_short(s);
  // CHECK: unsigned short u = __bfloat16_as_ushort(__ushort_as_bfloat16(42));
  unsigned short u = __bfloat16_as_ushort(__ushort_as_bfloat16(42));
  // CHECK: atomicAdd(&out[0], s);
  atomicAdd(&out[0], s);
  float total = __bfloat162float(s) + k + u;
  // CHECK: total += __shfl_xor_sync(0xffffffffu, total, 16);
  total += __shfl_xor_sync(0xffffffffu, total, 16);
  // CHECK: sums[i] = total + __bfloat162float(AXLRT_INF_BF16);
  sums[i] = total + __bfloat162float(CUDART_INF_BF16);
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (21 renamed, 0 launches rewritten), 0 left; 0 warnings
