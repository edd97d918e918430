#pragma once
#include <cuda_runtime.h>
__device__ inline void onceStore(int *p) { *p = 1; }
static inline void onceSync() { cudaDeviceSynchronize(); }
