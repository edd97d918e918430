// The axl dialect: <axl/fp4.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// cuda_fp4.h includes cuda_fp6.h (and so cuda_fp8.h): their dialect names come with it.
#include <axl/fp6.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/fp4.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/fp4.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/fp4.h>
#endif
