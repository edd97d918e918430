// The axl dialect: <axl/dnn.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cudnn.h> brings in.
#include <axl/runtime.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/dnn.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/dnn.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/dnn.h>
#endif
