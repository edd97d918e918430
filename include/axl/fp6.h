// The axl dialect: <axl/fp6.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// cuda_fp6.h includes cuda_fp8.h: its dialect names come with it
// (__axl_saturation_t, axlRoundMode, ... used by the __axl_cvt_*_to_fp6* conversions).
#include <axl/fp8.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/fp6.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/fp6.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/fp6.h>
#endif
