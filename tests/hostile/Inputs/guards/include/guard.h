// A classic include guard around CUDA runtime use.
#ifndef GUARD_H
#define GUARD_H
#include <cuda_runtime.h>
static inline cudaError_t guardAlloc(void **p) { return cudaMalloc(p, 16); }
#endif // GUARD_H
