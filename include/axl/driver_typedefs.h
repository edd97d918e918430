// The axl dialect: <axl/driver_typedefs.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cudaTypedefs.h> brings in.
#include <axl/driver.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/driver_typedefs.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/driver_typedefs.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/driver_typedefs.h>
#endif
