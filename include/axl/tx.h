// The axl dialect: <axl/tx.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <nvtx3/nvToolsExtCuda.h> and <nvtx3/nvToolsExtCudaRt.h> bring in.
#include <axl/runtime.h>
#include <axl/driver.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/tx.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/tx.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/tx.h>
#endif
