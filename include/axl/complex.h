// The axl dialect: <axl/complex.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/complex.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/complex.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/complex.h>
#endif
