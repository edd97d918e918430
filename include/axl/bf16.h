// The axl dialect: <axl/bf16.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/bf16.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/bf16.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/bf16.h>
#endif
