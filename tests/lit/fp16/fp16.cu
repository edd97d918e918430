// fp16: identity rules; only the include, CUDART_ macros and the __nv_/nv_ spellings change.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E '__nv_|nv_half|CUDART_'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/fp16.h>
#include <cuda_fp16.h>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

// FP16 names are shared by every vendor's kernel language: identity rules,
// nothing here changes except the include and the __nv_/nv_ spellings.
// CHECK: __global__ void fp16_kernel(const float *in, __half *out, half2 *pairs, float *sums, int n) {
__global__ void fp16_kernel(const float *in, __half *out, half2 *pairs, float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // CHECK: __half x = __float2half(in[i]);
  __half x = __float2half(in[i]);
  // CHECK: half y = __float2half_rn(in[i] * 2.0f);
  half y = __float2half_rn(in[i] * 2.0f);
  // CHECK: __half2 xy = __halves2half2(x, y);
  __half2 xy = __halves2half2(x, y);
  // CHECK: __half_raw raw = x;
  __half_raw raw = x;
  // CHECK: __half2_raw raw2 = xy;
  __half2_raw raw2 = xy;
  // CHECK: __half lo = __low2half(xy), hi = __high2half(xy);
  __half lo = __low2half(xy), hi = __high2half(xy);
  // CHECK: float2 f2 = __half22float2(xy);
  float2 f2 = __half22float2(xy);
  // CHECK: __half2 packed = __floats2half2_rn(f2.x, f2.y);
  __half2 packed = __floats2half2_rn(f2.x, f2.y);
  // CHECK: __half2 sum2 = __hadd2(packed, __half2half2(__half(raw)));
  __half2 sum2 = __hadd2(packed, __half2half2(__half(raw)));
  // CHECK: __half m = __hmax(lo, hi);
  __half m = __hmax(lo, hi);
  // CHECK: __half s = __hfma(m, __float2half_rz(0.5f), __hadd(lo, hi));
  __half s = __hfma(m, __float2half_rz(0.5f), __hadd(lo, hi));
  // CHECK: s = __hmul(s, hsqrt(__habs(s)));
  s = __hmul(s, hsqrt(__habs(s)));
  // CHECK: if (__hisinf(s) || __hisnan(s))
  if (__hisinf(s) || __hisnan(s))
    // CHECK: s = __ushort_as_half(0);
    s = __ushort_as_half(0);
  // CHECK: __half2 e = h2exp(sum2);
  __half2 e = h2exp(sum2);
  // CHECK: pairs[i] = __hmul2(e, __half2(raw2));
  pairs[i] = __hmul2(e, __half2(raw2));
  out[i] = s;
  // CHECK: atomicAdd(&out[0], s);
  atomicAdd(&out[0], s);
  // CHECK: float total = __half2float(s) + __low2float(e) + __half2int_rn(s);
  float total = __half2float(s) + __low2float(e) + __half2int_rn(s);
  // CHECK: total += __shfl_down_sync(0xffffffffu, total, 8);
  total += __shfl_down_sync(0xffffffffu, total, 8);
  // CHECK: sums[i] = total + __half2float(AXLRT_ONE_FP16);
  sums[i] = total + __half2float(CUDART_ONE_FP16);
  // The vendor-prefixed spellings are renamed.
  // CHECK: __axl_half nh = __axl_half(s);
  __nv_half nh = __nv_half(s);
  // CHECK: axl_half2 nh2 = axl_half2(e);
  nv_half2 nh2 = nv_half2(e);
  // CHECK: sums[i] += __half2float(nh) + __low2float(nh2);
  sums[i] += __half2float(nh) + __low2float(nh2);
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (7 renamed, 0 launches rewritten), 0 left; 0 warnings
