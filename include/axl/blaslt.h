// The axl dialect: <axl/blaslt.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/blaslt.h>
#endif
