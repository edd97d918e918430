// Tests the side only in a directive that gives both sides the same tokens.
#pragma once
#include <cuda_runtime.h>
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 100
#error "no such architecture"
#endif
#define SCALE 2.0f
