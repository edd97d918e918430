#pragma once
#include <axl/runtime.h>
__device__ inline void onceStore(int *p) { *p = 1; }
static inline void onceSync() { axlDeviceSynchronize(); }
