// The axl dialect: <axl/blaslt.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// <cublasLt.h> includes <cublas_api.h>: status, operations, compute types.
#include <axl/blas.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/blaslt.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/blaslt.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/blaslt.h>
#endif
