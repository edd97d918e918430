// The axl dialect: <axl/mma.h> (CUDA's <mma.h>: warp matrix functions,
// axlmma::wmma). Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/mma.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/mma.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/mma.h>
#endif
