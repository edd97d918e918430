// The axl dialect: <axl/math_constants.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/math_constants.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/math_constants.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/math_constants.h>
#endif
