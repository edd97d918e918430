// The axl dialect: <axl/sparse.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cusparse.h> brings in.
#include <axl/runtime.h>
#include <axl/complex.h>
#include <axl/fp16.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/sparse.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/sparse.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/sparse.h>
#endif
