// CPU backend of <axl/fp16.h>: CUDA's cuda_fp16.h (binary16 types and
// intrinsics) computed on the host with CUDA's results: conversions and
// arithmetic bit-identical to CUDA's own (host) implementations; fma
// correctly rounded like the GPU's; hexp, hsin, ... accurate rather than the
// GPU's approximations. The types live in namespace axl::cpu::num (see
// detail/num_core.h) and are used at global scope as in CUDA.
// Not provided: IF_DEVICE_OR_AXLCC (an internal macro of CUDA's headers)
// and the non-_sync shuffles that CUDA 13 removed.
#pragma once
#include <axl/cpu/detail/num_fp16_ops.h>

using namespace axl::cpu::num;

#define AXLRT_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define AXLRT_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define AXLRT_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define AXLRT_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define AXLRT_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define AXLRT_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define AXLRT_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define __AXL_FP16_TYPES_EXIST__

// The include guards of the CUDA headers <axl/fp16.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_FP16_H__ // cuda_fp16.h
#define __AXL_FP16_HPP__ // cuda_fp16.hpp
