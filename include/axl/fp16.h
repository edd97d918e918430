// The axl dialect: <axl/fp16.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/fp16.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/fp16.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/fp16.h>
#endif
