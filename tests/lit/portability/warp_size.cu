// [axl-warp-size], off by default (--enable=axl-warp-size): code that assumes
// more of a warp than the dialect promises, 32 lanes and 32-bit masks on every
// backend (a wave64 AMD GPU runs a warp as half of its wavefront).
// RUN: not %axlify %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=axl-warp-size
// (exit 1: the inline PTX is left for review, [axl-inline-asm])
// OFF: axlify: 1 file ported
// RUN: not %axlify --enable=axl-warp-size %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not %axlify --enable=axl-everything %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: axlify: error: --enable takes axl-warp-size (the one report that is off by default), not 'axl-everything'
#include <cuda_runtime.h>

__global__ void reduce(const float *in, float *out) {
  float v = in[threadIdx.x];
  // CHECK: warp_size.cu:[[@LINE+1]]:7: warning: compares warpSize with 64: ported code's warpSize is 32 on every backend (a wave64 AMD GPU runs a warp as half of its wavefront) [axl-warp-size]
  if (warpSize == 64)
    v *= 2;
  // CHECK: warp_size.cu:[[@LINE+1]]:30: warning: a 0xffffffffffffffffull mask to __ballot_sync: warp masks are 32 bits in the dialect (a warp is 32 lanes on every backend) [axl-warp-size]
  unsigned b = __ballot_sync(0xffffffffffffffffull, v > 0);
  unsigned lane;
  // CHECK: warp_size.cu:[[@LINE+1]]:16: warning: inline PTX reads %laneid: the dialect's warp is 32 lanes on every backend through its own functions (threadIdx.x % 32, warpSize); PTX lane registers exist on NVIDIA GPUs only [axl-warp-size]
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  // What the dialect promises is not reported: 32 lanes, 32-bit masks.
  for (int o = warpSize / 2; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  if (warpSize == 32 && lane == 0)
    out[threadIdx.x / 32] = v + b;
}
