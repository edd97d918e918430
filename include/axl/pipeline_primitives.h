// The axl dialect: <axl/pipeline_primitives.h> (CUDA's
// <cuda_pipeline_primitives.h>: per-thread asynchronous copies).
// Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/pipeline_primitives.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/pipeline_primitives.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/pipeline_primitives.h>
#endif
