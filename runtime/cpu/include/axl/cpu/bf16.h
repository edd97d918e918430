// CPU backend of <axl/bf16.h>: CUDA's cuda_bf16.h (bfloat16 types and
// intrinsics) computed on the host with CUDA's results. Includes
// <axl/fp16.h>, as cuda_bf16.h includes cuda_fp16.h.
#pragma once
#include <axl/cpu/fp16.h>
#include <axl/cpu/detail/num_bf16_ops.h>

#define AXLRT_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define AXLRT_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define AXLRT_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define AXLRT_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define AXLRT_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define AXLRT_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define AXLRT_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define __AXL_BF16_TYPES_EXIST__

// The include guards of the CUDA headers <axl/bf16.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_BF16_H__ // cuda_bf16.h
#define __AXL_BF16_HPP__ // cuda_bf16.hpp
