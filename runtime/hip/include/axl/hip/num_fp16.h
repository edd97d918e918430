//===- num_fp16.h - CUDA's binary16 spellings on HIP -------------*- C++ -*-===//
//
// HIP backend: HIP's __half and __half2 (hip_fp16.h) are CUDA's binary16
// types, intrinsics included; CUDA also spells them __nv_half, nv_half and
// their raw forms, which HIP does not. Those spellings (the dialect's
// __axl_half, axl_half, ...) name HIP's types here. The CPU backend's
// num_fp16_types.h repeats the same typedefs where the shared numerics
// include it: a typedef may be repeated for the same type.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <hip/hip_fp16.h>

typedef __half __axl_half;
typedef __half2 __axl_half2;
typedef __half_raw __axl_half_raw;
typedef __half2_raw __axl_half2_raw;
typedef __half axl_half;
typedef __half2 axl_half2;
