//===- execution.h - CUDA's kernel attribute calls on HIP --------*- C++ -*-===//
//
// HIP backend: CUDA's runtime takes a kernel itself where HIP 5.2's C API
// takes `const void *` (axlFuncSetAttribute(kernel, ...), as CUDA's
// cuda_runtime.h templates allow): both forms here, each HIP's call.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <axl/hip/warp.h>

inline hipError_t axlFuncSetAttribute(const void *func, hipFuncAttribute attr, int value) {
  return hipFuncSetAttribute(func, attr, value);
}
template <class T>
inline hipError_t axlFuncSetAttribute(T *func, hipFuncAttribute attr, int value) {
  return hipFuncSetAttribute(reinterpret_cast<const void *>(func), attr, value);
}

inline hipError_t axlFuncGetAttributes(hipFuncAttributes *attr, const void *func) {
  return hipFuncGetAttributes(attr, func);
}
template <class T> inline hipError_t axlFuncGetAttributes(hipFuncAttributes *attr, T *func) {
  return hipFuncGetAttributes(attr, reinterpret_cast<const void *>(func));
}

inline hipError_t axlFuncSetCacheConfig(const void *func, hipFuncCache_t config) {
  return hipFuncSetCacheConfig(func, config);
}
template <class T> inline hipError_t axlFuncSetCacheConfig(T *func, hipFuncCache_t config) {
  return hipFuncSetCacheConfig(reinterpret_cast<const void *>(func), config);
}
