// The axl dialect: <axl/tx.hpp>, NVTX3's C++ wrappers (namespace axltx3).
// Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#include <axl/tx.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/tx.hpp>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/tx.hpp>
#endif
