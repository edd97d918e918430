// The probes of fp16_probe.h through CUDA's own cuda_fp16.h / cuda_bf16.h,
// compiled as host code: the reference.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define BF16 __nv_bfloat16
#define BF162 __nv_bfloat162
#define PROBE16_SIDE CudaSide
#include "fp16_probe_side.inc"
