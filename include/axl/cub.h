// The axl dialect: <axl/cub.h>, the dialect names of CUB (namespace axlcub,
// the AXLCUB_ macros). Ported code includes <axl/cub/...>, one dialect header
// per CUB header, each bringing these names and that CUB header alone.
#pragma once
#include <axl/detail/backend.h>
#include <axl/runtime.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/cub.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/cub.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/cub.h>
#endif
