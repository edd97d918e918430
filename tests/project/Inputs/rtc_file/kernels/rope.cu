// Compiled at run time by src/jit.cpp: no translation unit reads it.
#include <cuda_bf16.h>
#include <math_constants.h>

extern "C" __global__ void rope(__nv_bfloat16 *q, int pos) {
  int i = threadIdx.x;
  float angle = fmodf(pos * powf(10000.f, -2.f * i / 128.f), 2.f * CUDART_PI_F);
  float c = cosf(angle), s = sinf(angle);
  float x = __bfloat162float(q[2 * i]), y = __bfloat162float(q[2 * i + 1]);
  q[2 * i] = __float2bfloat16(x * c - y * s);
  q[2 * i + 1] = __float2bfloat16(x * s + y * c);
}
