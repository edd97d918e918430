// The axl dialect: <axl/cooperative_groups.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/cooperative_groups.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/cooperative_groups.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/cooperative_groups.h>
#endif
