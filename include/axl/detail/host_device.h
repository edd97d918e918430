//===- host_device.h - Functions both host and device compile ---*- C++ -*-===//
//
// AXL_HOST_DEVICE marks a function that code shared between backends needs
// on the host and on the device: __host__ __device__ under CUDA's and HIP's
// compilers, nothing elsewhere (the CPU backend, where every function runs
// on the host). The warp lane rule (warp_lanes.h) and the CPU backend's
// numerics codec (runtime/cpu/include/axl/cpu/detail/num_*.h), which the
// HIP backend compiles for the device, carry it.
//
//===----------------------------------------------------------------------===//
#pragma once

#ifndef AXL_HOST_DEVICE
#if defined(__CUDACC__) || defined(__CUDA__) || defined(__HIP__)
#define AXL_HOST_DEVICE __host__ __device__
#else
#define AXL_HOST_DEVICE
#endif
#endif
