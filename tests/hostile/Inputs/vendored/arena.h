// A vendored patch of the CUDA headers (found with -isystem): an arena allocator.
#pragma once
#include <cuda_runtime.h>
cudaError_t cudaMallocArena(void **p, size_t n);
