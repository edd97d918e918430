// The axl dialect: <axl/rand_kernel.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// curand_kernel.h includes curand.h: its dialect names come with it
// (axlrandDirectionVectors32_t, axlrandDiscreteDistribution_t, AXLRAND_* ...).
#include <axl/rand.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/rand_kernel.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/rand_kernel.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/rand_kernel.h>
#endif
