// The axl dialect: <axl/runtime.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/runtime.h>
#include <axl/cuda/kernel.h>
#endif
