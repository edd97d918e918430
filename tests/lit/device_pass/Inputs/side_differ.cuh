// Tests the side in code: the device side reads other tokens.
#pragma once
#include <cuda_runtime.h>
__device__ __host__ inline float twice(float x) {
#ifdef __CUDA_ARCH__
  return __fmul_rn(x, 2.0f);
#else
  return x * 2.0f;
#endif
}
