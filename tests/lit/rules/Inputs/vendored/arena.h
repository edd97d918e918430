// Our vendored patch of the CUDA headers (on the -isystem path, like the
// toolkit's own headers).
#pragma once
#include <cuda_runtime.h>
cudaError_t cudaMallocArena(void **ptr, size_t size);
