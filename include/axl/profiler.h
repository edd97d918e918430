// The axl dialect: <axl/profiler.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#include <axl/runtime.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/profiler.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/profiler.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/profiler.h>
#endif
