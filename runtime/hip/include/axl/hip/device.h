//===- device.h - The device queries that answer CUDA's warp size -*- C++ -*-===//
//
// HIP backend: ported code's warps have 32 lanes on every AMD target
// (warp.h), so the runtime's answers about the warp size are 32 too: a
// program that sizes its launches or shared arrays from prop.warpSize or
// axlDevAttrWarpSize gets the width its kernels see. HIP itself answers
// the wavefront width (64 on gfx9). Every other property is HIP's.
//
// Occupancy queries (axlOccupancy*) are HIP's: they count blocks and
// threads, which a 32-lane warp does not change (a wave64 wavefront holds
// two of them). __launch_bounds__ counts threads, as on CUDA. The driver
// API's axlDrvDeviceGetAttribute (HIP's same call) answers 32 too.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <axl/hip/warp.h>

inline hipError_t axlDeviceGetAttribute(int *value, hipDeviceAttribute_t attr, int device) {
  hipError_t Err = hipDeviceGetAttribute(value, attr, device);
  if (Err == hipSuccess && attr == hipDeviceAttributeWarpSize)
    *value = warpSize;
  return Err;
}

inline hipError_t axlGetDeviceProperties(hipDeviceProp_t *prop, int device) {
  hipError_t Err = hipGetDeviceProperties(prop, device);
  if (Err == hipSuccess)
    prop->warpSize = warpSize;
  return Err;
}

inline hipError_t axlDrvDeviceGetAttribute(int *value, hipDeviceAttribute_t attr,
                                           hipDevice_t device) {
  return axlDeviceGetAttribute(value, attr, static_cast<int>(device));
}
