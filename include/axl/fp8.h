// The axl dialect: <axl/fp8.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/fp8.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/fp8.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/fp8.h>
#endif
