// The axl dialect: <axl/blas.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cublas_api.h> brings in: runtime types, library types, FP16, BF16
// and complex numbers.
#include <axl/runtime.h>
#include <axl/fp16.h>
#include <axl/bf16.h>
#include <axl/complex.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/blas.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/blas.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/blas.h>
#endif
