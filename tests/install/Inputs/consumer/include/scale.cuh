// Shared by scale.cu and main.cu, found through the include directory
// include/: ported once, into <OUT_DIR>/include, which comes before it.
#pragma once
#include <cuda_runtime.h>
inline bool ok(cudaError_t e) { return e == cudaSuccess; }
cudaError_t scale_on_device(float *p, float s, cudaStream_t stream);
