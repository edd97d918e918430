// The axl dialect: <axl/runtime.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/runtime.h>
#include <axl/cuda/kernel.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/runtime.h>
#include <axl/cpu/kernel.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/runtime.h>
#include <axl/hip/kernel.h>
#endif

#if defined(__cplusplus) && defined(AXL_BACKEND_CUDA)
#include <axl/cuda/cpu_only.h>
#endif

#if defined(__cplusplus) && defined(AXL_BACKEND_HIP)
/// HIP (5.2 to 6.x) keeps the device-id form of hipMemAdvise that CUDA 13
/// removed: the location is the device id itself.
inline int axlMemLocationFromDeviceId(int device) { return device; }
#elif defined(__cplusplus)
/// Dialect helper for calls in the device-id form that CUDA 13 removed from
/// axlMemAdvise and axlMemPrefetchAsync (axlify rewrites them to use it):
/// axlCpuDeviceId names the host, any other id a device.
inline axlMemLocation axlMemLocationFromDeviceId(int device) {
  axlMemLocation location{};
  location.type = device == axlCpuDeviceId ? axlMemLocationTypeHost : axlMemLocationTypeDevice;
  location.id = device == axlCpuDeviceId ? 0 : device;
  return location;
}
#endif
