// The axl dialect: <axl/pipeline.h> (CUDA's <cuda_pipeline.h>: the
// asynchronous copy primitives and CUDA's experimental pipeline classes).
// Declarations come from the selected backend; the CPU backend has the
// primitives (its <axl/cpu/pipeline.h> is libcu++'s <cuda/pipeline>).
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/pipeline.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/pipeline_primitives.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/pipeline_primitives.h>
#endif
