//===- kernel.h - The kernel-language constructs on HIP ---------*- C++ -*-===//
//
// HIP backend of the dialect's kernel-language constructs that axlify emits,
// and of the compiler macros ported code tests. Every generated axl/hip/*.h
// includes this header first: warp.h must come before HIP's runtime header
// (it gives ported code CUDA's warpSize of 32 and CUDA's _sync warp
// functions on 64-lane wavefronts too).
//
// Compiler macros: __AXL_DEVICE_COMPILE__ (the dialect's test for
// __CUDA_ARCH__) is defined in the device pass (__AXLCC__, CUDA's
// __CUDACC__, is HIP's __HIPCC__: rules/hip/compiler.yaml). __AXL_ARCH__ (the
// value of __CUDA_ARCH__) is not defined: no NVIDIA architecture number
// describes an AMD GPU, and code that compares it (`__AXL_ARCH__ >= 800`)
// takes its generic path, as it does on the host.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <axl/hip/warp.h>
#include <axl/hip/device_functions.h>

#if defined(__HIP_DEVICE_COMPILE__) && !defined(__AXL_DEVICE_COMPILE__)
#define __AXL_DEVICE_COMPILE__ 1
#endif

// Launches with <<<>>> and extern __shared__ arrays: HIP's compiler takes
// CUDA's syntax for them, as nvcc does.
#include <axl/detail/chevron_kernel.h>
