// The axl dialect: <axl/ccl.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// nccl.h includes cuda_runtime.h, cuda_fp16.h, cuda_bf16.h and (C++) cuda_fp8.h:
// their dialect names come with it, as the CUDA names do.
#include <axl/runtime.h>
#include <axl/fp16.h>
#include <axl/bf16.h>
#if defined(__cplusplus)
#include <axl/fp8.h>
#endif
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/ccl.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/ccl.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/ccl.h>
#endif
