// The axl dialect: <axl/fft.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cufft.h> brings in.
#include <axl/runtime.h>
#include <axl/complex.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/fft.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/fft.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/fft.h>
#endif
