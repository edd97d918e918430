// The axl dialect: <axl/rtc.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/rtc.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/rtc.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/rtc.h>
#endif
