// The axl dialect: <axl/driver.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/driver.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/driver.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/driver.h>
#endif

#if defined(__cplusplus) && defined(AXL_BACKEND_HIP)
/// HIP (5.2 to 6.x) keeps the device form that CUDA 13 removed: the location
/// is the device itself.
inline hipDevice_t axlDrvMemLocationFromDevice(hipDevice_t device) { return device; }
#elif defined(__cplusplus)
/// Dialect helper for calls in the device form that CUDA 13 removed from
/// axlDrvMemAdvise and axlDrvMemPrefetchAsync (axlify rewrites them to use it):
/// AXLDRV_DEVICE_CPU names the host, any other device a device.
inline axlDrvMemLocation axlDrvMemLocationFromDevice(axlDrvDevice device) {
  axlDrvMemLocation location{};
  location.type = device == AXLDRV_DEVICE_CPU ? AXLDRV_MEM_LOCATION_TYPE_HOST
                                              : AXLDRV_MEM_LOCATION_TYPE_DEVICE;
  location.id = device == AXLDRV_DEVICE_CPU ? 0 : device;
  return location;
}
#endif
