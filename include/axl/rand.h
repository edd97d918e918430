// The axl dialect: <axl/rand.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// curand.h includes cuda_runtime.h: its dialect names come with it (axlStream_t, ...).
#include <axl/runtime.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/rand.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/rand.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/rand.h>
#endif
