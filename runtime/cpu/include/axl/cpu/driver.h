// CPU backend of <axl/driver.h>: the driver API's everyday part, over the
// runtime API (one device, the host; its primary context).
//
// Provided: the types and constants programs use (axlDrvResult,
// axlDrvDevice, axlDrvDeviceptr, axlDrvContext, axlDrvStream and
// axlDrvEvent, which are the runtime's stream and event types as in CUDA,
// device attributes with CUDA's values, pointer attributes, memory types,
// AXLDRV_VERSION; the types of <axl/cpu/driver_api_types.h>, generated
// from cuda.h: every result and device attribute, module, function, library
// and kernel handles, JIT options, tensor maps) and
//   axlDrvInit, axlDrvDriverGetVersion, axlDrvGetErrorName/String,
//   axlDrvDeviceGet, GetCount, GetName, GetAttribute, TotalMem,
//   axlDrvDevicePrimaryCtxRetain/Release, axlDrvCtxGetCurrent/SetCurrent,
//   PushCurrent/PopCurrent, GetDevice, Synchronize,
//   axlDrvMemAlloc, Free, AllocHost, FreeHost, HostAlloc, AllocManaged,
//   GetInfo, axlDrvMemcpy / HtoD / DtoH / DtoD (and Async), MemsetD8/D16/D32
//   (and Async), axlDrvPointerGetAttribute,
//   axlDrvStreamCreate, Destroy, Synchronize, Query, WaitEvent,
//   axlDrvEventCreate, Record, Synchronize, Query, ElapsedTime, Destroy,
//   axlDrvGetProcAddress (the entry points of <axl/driver_typedefs.h>),
//   axlDrvTensorMapEncodeTiled (the descriptor's layout: below),
//   the modules and libraries of the CPU backend's NVRTC (axlDrvModuleLoad,
//   LoadData, LoadDataEx, Unload, GetFunction, GetGlobal, axlDrvLibrary*,
//   axlDrvKernelGetFunction, axlDrvFunc{Get,Set}Attribute, FuncGetName,
//   FuncSetCacheConfig, axlDrvOccupancyMaxActiveBlocksPerMultiprocessor
//   (and WithFlags), axlDrvLaunchKernel, LaunchCooperativeKernel: below),
//   axlDrvStreamGetCtx,
//   virtual memory management: axlDrvMemCreate, Release, AddressReserve,
//   AddressFree, Map, Unmap, SetAccess, GetAccess, GetAllocationGranularity,
//   GetAllocationPropertiesFromHandle, RetainAllocationHandle,
//   ExportToShareableHandle and ImportFromShareableHandle (POSIX file
//   descriptors; src/runtime/vmm.cpp),
// and the _v2 names the driver's versioned entry points have. Every device
// attribute of cuda.h answers (the driver's own: below).
// Everything else of the driver API (arrays, textures, JIT linking, graphs,
// im2col tensor maps) is not declared: a call is a compile
// error naming it at the call site. libaxl_cpu also answers to CUDA's names for the lookups
// (cudaGetDriverEntryPoint, ...ByVersion, cuGetProcAddress, _v2), as
// programs that find the driver with dlsym expect (src/runtime/driver_entry.cpp).
// Contexts: each thread's current context is the primary context of the
// runtime's current device until axlDrvCtxSetCurrent or PushCurrent says
// otherwise, as after the runtime's own initialisation on a GPU; calls work
// before axlDrvInit for the same reason.
#pragma once
#include <axl/runtime.h>
// axlDrvResult, axlDrvDevice_attribute, the handles of modules, functions,
// libraries and kernels, tensor maps: generated from cuda.h.
#include <axl/cpu/driver_api_types.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#define AXLDRV_VERSION AXLRT_VERSION

// The versioned names of the handle types, as the PFN_ typedefs spell them.
typedef int axlDrvDevice_v1;
typedef axlDrvDevice_v1 axlDrvDevice;
typedef unsigned long long axlDrvDeviceptr_v2;
typedef axlDrvDeviceptr_v2 axlDrvDeviceptr;
typedef struct axlDrvContext_st *axlDrvContext;
typedef axlStream_t axlDrvStream;
typedef axlEvent_t axlDrvEvent;

typedef enum axlDrvMemorytype_enum {
  AXLDRV_MEMORYTYPE_HOST = 1,
  AXLDRV_MEMORYTYPE_DEVICE = 2,
  AXLDRV_MEMORYTYPE_ARRAY = 3,
  AXLDRV_MEMORYTYPE_UNIFIED = 4,
} axlDrvMemorytype;

typedef enum axlDrvPointer_attribute_enum {
  AXLDRV_POINTER_ATTRIBUTE_CONTEXT = 1,
  AXLDRV_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  AXLDRV_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
  AXLDRV_POINTER_ATTRIBUTE_HOST_POINTER = 4,
  AXLDRV_POINTER_ATTRIBUTE_IS_MANAGED = 8,
  AXLDRV_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
} axlDrvPointer_attribute;

typedef enum axlDrvMemLocationType_enum {
  AXLDRV_MEM_LOCATION_TYPE_INVALID = 0,
  AXLDRV_MEM_LOCATION_TYPE_DEVICE = 1,
  AXLDRV_MEM_LOCATION_TYPE_HOST = 2,
} axlDrvMemLocationType;

typedef struct axlDrvMemLocation_st {
  axlDrvMemLocationType type;
  int id;
} axlDrvMemLocation_v1;
typedef axlDrvMemLocation_v1 axlDrvMemLocation;

typedef enum axlDrvDriverProcAddress_flags_enum {
  AXLDRV_GET_PROC_ADDRESS_DEFAULT = 0,
  AXLDRV_GET_PROC_ADDRESS_LEGACY_STREAM = 1 << 0,
  AXLDRV_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 1 << 1
} axlDrvDriverProcAddress_flags;

typedef enum axlDrvDriverProcAddressQueryResult_enum {
  AXLDRV_GET_PROC_ADDRESS_SUCCESS = 0,
  AXLDRV_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
  AXLDRV_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2
} axlDrvDriverProcAddressQueryResult;

#define AXLDRV_DEVICE_CPU ((axlDrvDevice)-1)
#define AXLDRV_DEVICE_INVALID ((axlDrvDevice)-2)
#define AXLDRV_STREAM_DEFAULT 0x0
#define AXLDRV_STREAM_NON_BLOCKING 0x1
#define AXLDRV_EVENT_DEFAULT 0x0
#define AXLDRV_EVENT_BLOCKING_SYNC 0x1
#define AXLDRV_EVENT_DISABLE_TIMING 0x2
#define AXLDRV_MEMHOSTALLOC_PORTABLE 0x01
#define AXLDRV_MEMHOSTALLOC_DEVICEMAP 0x02
#define AXLDRV_MEMHOSTALLOC_WRITECOMBINED 0x04
#define AXLDRV_MEM_ATTACH_GLOBAL 0x1
#define AXLDRV_MEM_ATTACH_HOST 0x2

namespace axl::cpu::driver {

/// The runtime's codes that have a driver counterpart keep their value.
inline axlDrvResult result(axlError_t E) {
  switch (int(E)) {
  case 0: case 1: case 2: case 3: case 100: case 101: case 400: case 600:
  case 700: case 719: case 720: case 801: case 999:
    return axlDrvResult(int(E));
  case 9:  // an invalid launch configuration (a grid of no blocks)
  case 17: // an invalid device pointer
  case 21: // an invalid copy direction
    return AXLDRV_ERROR_INVALID_VALUE;
  case 98: // not a kernel
    return AXLDRV_ERROR_INVALID_HANDLE;
  default:
    return AXLDRV_ERROR_UNKNOWN;
  }
}

struct Context {
  int Device;
};

inline Context *primary(int Device) {
  static Context Contexts[64] = {};
  return Device >= 0 && Device < 64 ? &(Contexts[Device] = Context{Device})
                                    : nullptr;
}

/// The thread's context stack; empty: the current device's primary one.
inline std::vector<axlDrvContext> &stack() {
  static thread_local std::vector<axlDrvContext> Stack;
  return Stack;
}

inline axlDrvResult validDevice(axlDrvDevice Device) {
  int Count = 0;
  axlGetDeviceCount(&Count);
  return Device >= 0 && Device < Count ? AXLDRV_SUCCESS
                                       : AXLDRV_ERROR_INVALID_DEVICE;
}

template <class T>
axlDrvResult fill(axlDrvDeviceptr Dst, T Value, size_t N, axlStream_t Stream,
                  bool Async) {
  if (N == 0)
    return AXLDRV_SUCCESS;
  if (!Dst)
    return AXLDRV_ERROR_INVALID_VALUE;
  struct Job {
    T *Dst;
    T Value;
    size_t N;
  };
  auto Run = [](void *P) {
    Job *J = static_cast<Job *>(P);
    for (size_t I = 0; I < J->N; ++I)
      J->Dst[I] = J->Value;
    delete J;
  };
  Job *J = new Job{reinterpret_cast<T *>(Dst), Value, N};
  const axlError_t E = axlLaunchHostFunc(Stream, Run, J);
  if (E != axlSuccess) {
    delete J;
    return result(E);
  }
  return Async ? AXLDRV_SUCCESS : result(axlStreamSynchronize(Stream));
}

} // namespace axl::cpu::driver

inline axlDrvResult axlDrvInit(unsigned int Flags) {
  return Flags == 0 ? AXLDRV_SUCCESS : AXLDRV_ERROR_INVALID_VALUE;
}
inline axlDrvResult axlDrvDriverGetVersion(int *driverVersion) {
  return axl::cpu::driver::result(axlDriverGetVersion(driverVersion));
}
/// Every result of cuda.h has its name (the dialect's, as CUDA gives its own).
inline axlDrvResult axlDrvGetErrorName(axlDrvResult error, const char **pStr) {
  if (!pStr)
    return AXLDRV_ERROR_INVALID_VALUE;
  struct Name {
    axlDrvResult Result;
    const char *Text;
  };
#define AXL_CPU_DRIVER_NAME(R) {R, #R},
  static const Name Names[] = {AXL_CPU_DRIVER_RESULTS(AXL_CPU_DRIVER_NAME)};
#undef AXL_CPU_DRIVER_NAME
  for (const Name &N : Names)
    if (N.Result == error) {
      *pStr = N.Text;
      return AXLDRV_SUCCESS;
    }
  *pStr = nullptr;
  return AXLDRV_ERROR_INVALID_VALUE;
}
inline axlDrvResult axlDrvGetErrorString(axlDrvResult error, const char **pStr) {
  if (!pStr)
    return AXLDRV_ERROR_INVALID_VALUE;
  // The runtime's texts for the shared codes.
  if (axl::cpu::driver::result(axlError_t(int(error))) == error) {
    *pStr = axlGetErrorString(axlError_t(int(error)));
    return AXLDRV_SUCCESS;
  }
  switch (error) {
  case AXLDRV_ERROR_DEINITIALIZED:
    *pStr = "driver shutting down";
    return AXLDRV_SUCCESS;
  case AXLDRV_ERROR_INVALID_CONTEXT:
    *pStr = "invalid device context";
    return AXLDRV_SUCCESS;
  case AXLDRV_ERROR_NOT_FOUND:
    *pStr = "named symbol not found";
    return AXLDRV_SUCCESS;
  default:
    break;
  }
  // The others (which the backend does not return) read as their names, so
  // code that prints any result's text has one.
  return axlDrvGetErrorName(error, pStr);
}

inline axlDrvResult axlDrvDeviceGetCount(int *count) {
  return axl::cpu::driver::result(axlGetDeviceCount(count));
}
inline axlDrvResult axlDrvDeviceGet(axlDrvDevice *device, int ordinal) {
  if (!device)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (axlDrvResult R = axl::cpu::driver::validDevice(ordinal))
    return R;
  *device = ordinal;
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvDeviceGetName(char *name, int len, axlDrvDevice dev) {
  axlDeviceProp Prop;
  if (!name || len <= 0)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (axlError_t E = axlGetDeviceProperties(&Prop, dev))
    return axl::cpu::driver::result(E);
  std::strncpy(name, Prop.name, size_t(len) - 1);
  name[len - 1] = '\0';
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvDeviceGetAttribute(int *pi, axlDrvDevice_attribute attrib,
                                             axlDrvDevice dev) {
  int Value = 0;
  switch (attrib) {
  // The driver's own attributes (the runtime has none): what the host has.
  // Virtual memory management (device memory, exported as POSIX file
  // descriptors) and function pointers shared with the host it has; none
  // of the others (stream memory operations, multi-device cooperative
  // launch, compression, RDMA, DMA-BUF, Win32 and fabric handles, host
  // locations for virtual memory, TMA copies in kernels, multicast, memory
  // decompression), whose attributes read 0.
  case AXLDRV_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS:
    Value = 1;
    [[fallthrough]];
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER:
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1:
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1:
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1:
  case AXLDRV_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH:
  case AXLDRV_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS:
  case AXLDRV_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR:
  case AXLDRV_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK:
  case AXLDRV_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH:
  case AXLDRV_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED:
  case AXLDRV_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED:
    if (!pi)
      return AXLDRV_ERROR_INVALID_VALUE;
    if (axlDrvResult R = axl::cpu::driver::validDevice(dev))
      return R;
    *pi = Value;
    return AXLDRV_SUCCESS;
  default:
    break;
  }
  return axl::cpu::driver::result(
      axlDeviceGetAttribute(pi, axlDeviceAttr(int(attrib)), dev));
}
inline axlDrvResult axlDrvDeviceTotalMem(size_t *bytes, axlDrvDevice dev) {
  axlDeviceProp Prop;
  if (!bytes)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (axlError_t E = axlGetDeviceProperties(&Prop, dev))
    return axl::cpu::driver::result(E);
  *bytes = Prop.totalGlobalMem;
  return AXLDRV_SUCCESS;
}

inline axlDrvResult axlDrvDevicePrimaryCtxRetain(axlDrvContext *pctx, axlDrvDevice dev) {
  if (!pctx)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (axlDrvResult R = axl::cpu::driver::validDevice(dev))
    return R;
  *pctx = reinterpret_cast<axlDrvContext>(axl::cpu::driver::primary(dev));
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvDevicePrimaryCtxRelease(axlDrvDevice dev) {
  return axl::cpu::driver::validDevice(dev);
}
inline axlDrvResult axlDrvCtxGetCurrent(axlDrvContext *pctx) {
  if (!pctx)
    return AXLDRV_ERROR_INVALID_VALUE;
  auto &Stack = axl::cpu::driver::stack();
  if (!Stack.empty()) {
    *pctx = Stack.back();
    return AXLDRV_SUCCESS;
  }
  int Device = 0;
  axlGetDevice(&Device);
  *pctx = reinterpret_cast<axlDrvContext>(axl::cpu::driver::primary(Device));
  return AXLDRV_SUCCESS;
}
/// The context's device becomes the runtime's current device, as a
/// primary context does on a GPU; null leaves the thread without one.
inline axlDrvResult axlDrvCtxSetCurrent(axlDrvContext ctx) {
  auto &Stack = axl::cpu::driver::stack();
  if (Stack.empty())
    Stack.push_back(ctx);
  else
    Stack.back() = ctx;
  if (ctx)
    axlSetDevice(reinterpret_cast<axl::cpu::driver::Context *>(ctx)->Device);
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvCtxPushCurrent(axlDrvContext ctx) {
  if (!ctx)
    return AXLDRV_ERROR_INVALID_CONTEXT;
  axl::cpu::driver::stack().push_back(ctx);
  axlSetDevice(reinterpret_cast<axl::cpu::driver::Context *>(ctx)->Device);
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvCtxPopCurrent(axlDrvContext *pctx) {
  auto &Stack = axl::cpu::driver::stack();
  if (Stack.empty())
    return AXLDRV_ERROR_INVALID_CONTEXT;
  if (pctx)
    *pctx = Stack.back();
  Stack.pop_back();
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvCtxGetDevice(axlDrvDevice *device) {
  axlDrvContext Ctx;
  axlDrvCtxGetCurrent(&Ctx);
  if (!device)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!Ctx)
    return AXLDRV_ERROR_INVALID_CONTEXT;
  *device = reinterpret_cast<axl::cpu::driver::Context *>(Ctx)->Device;
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvCtxSynchronize(void) {
  return axl::cpu::driver::result(axlDeviceSynchronize());
}

inline axlDrvResult axlDrvMemAlloc(axlDrvDeviceptr *dptr, size_t bytesize) {
  if (!dptr || bytesize == 0)
    return AXLDRV_ERROR_INVALID_VALUE;
  void *P = nullptr;
  const axlError_t E = axlMalloc(&P, bytesize);
  *dptr = axlDrvDeviceptr(reinterpret_cast<uintptr_t>(P));
  return axl::cpu::driver::result(E);
}
inline axlDrvResult axlDrvMemFree(axlDrvDeviceptr dptr) {
  return axl::cpu::driver::result(axlFree(reinterpret_cast<void *>(uintptr_t(dptr))));
}
inline axlDrvResult axlDrvMemAllocManaged(axlDrvDeviceptr *dptr, size_t bytesize,
                                          unsigned int flags) {
  if (!dptr || bytesize == 0)
    return AXLDRV_ERROR_INVALID_VALUE;
  void *P = nullptr;
  const axlError_t E = axlMallocManaged(&P, bytesize, flags);
  *dptr = axlDrvDeviceptr(reinterpret_cast<uintptr_t>(P));
  return axl::cpu::driver::result(E);
}
inline axlDrvResult axlDrvMemAllocHost(void **pp, size_t bytesize) {
  return axl::cpu::driver::result(axlMallocHost(pp, bytesize));
}
inline axlDrvResult axlDrvMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags) {
  return axl::cpu::driver::result(axlHostAlloc(pp, bytesize, Flags));
}
inline axlDrvResult axlDrvMemFreeHost(void *p) {
  return axl::cpu::driver::result(axlFreeHost(p));
}
inline axlDrvResult axlDrvMemGetInfo(size_t *free, size_t *total) {
  return axl::cpu::driver::result(axlMemGetInfo(free, total));
}

inline void *axlDrvAddress(axlDrvDeviceptr P) {
  return reinterpret_cast<void *>(uintptr_t(P));
}
inline axlDrvResult axlDrvMemcpy(axlDrvDeviceptr dst, axlDrvDeviceptr src, size_t ByteCount) {
  return axl::cpu::driver::result(
      axlMemcpy(axlDrvAddress(dst), axlDrvAddress(src), ByteCount, axlMemcpyDefault));
}
inline axlDrvResult axlDrvMemcpyAsync(axlDrvDeviceptr dst, axlDrvDeviceptr src,
                                      size_t ByteCount, axlDrvStream hStream) {
  return axl::cpu::driver::result(axlMemcpyAsync(axlDrvAddress(dst), axlDrvAddress(src),
                                                 ByteCount, axlMemcpyDefault, hStream));
}
inline axlDrvResult axlDrvMemcpyHtoD(axlDrvDeviceptr dstDevice, const void *srcHost,
                                     size_t ByteCount) {
  return axl::cpu::driver::result(
      axlMemcpy(axlDrvAddress(dstDevice), srcHost, ByteCount, axlMemcpyHostToDevice));
}
inline axlDrvResult axlDrvMemcpyDtoH(void *dstHost, axlDrvDeviceptr srcDevice,
                                     size_t ByteCount) {
  return axl::cpu::driver::result(
      axlMemcpy(dstHost, axlDrvAddress(srcDevice), ByteCount, axlMemcpyDeviceToHost));
}
inline axlDrvResult axlDrvMemcpyDtoD(axlDrvDeviceptr dstDevice, axlDrvDeviceptr srcDevice,
                                     size_t ByteCount) {
  return axl::cpu::driver::result(axlMemcpy(axlDrvAddress(dstDevice), axlDrvAddress(srcDevice),
                                            ByteCount, axlMemcpyDeviceToDevice));
}
inline axlDrvResult axlDrvMemcpyHtoDAsync(axlDrvDeviceptr dstDevice, const void *srcHost,
                                          size_t ByteCount, axlDrvStream hStream) {
  return axl::cpu::driver::result(axlMemcpyAsync(axlDrvAddress(dstDevice), srcHost, ByteCount,
                                                 axlMemcpyHostToDevice, hStream));
}
inline axlDrvResult axlDrvMemcpyDtoHAsync(void *dstHost, axlDrvDeviceptr srcDevice,
                                          size_t ByteCount, axlDrvStream hStream) {
  return axl::cpu::driver::result(axlMemcpyAsync(dstHost, axlDrvAddress(srcDevice), ByteCount,
                                                 axlMemcpyDeviceToHost, hStream));
}
inline axlDrvResult axlDrvMemcpyDtoDAsync(axlDrvDeviceptr dstDevice, axlDrvDeviceptr srcDevice,
                                          size_t ByteCount, axlDrvStream hStream) {
  return axl::cpu::driver::result(axlMemcpyAsync(axlDrvAddress(dstDevice),
                                                 axlDrvAddress(srcDevice), ByteCount,
                                                 axlMemcpyDeviceToDevice, hStream));
}
inline axlDrvResult axlDrvMemsetD8(axlDrvDeviceptr dstDevice, unsigned char uc, size_t N) {
  return axl::cpu::driver::fill(dstDevice, uc, N, nullptr, false);
}
inline axlDrvResult axlDrvMemsetD16(axlDrvDeviceptr dstDevice, unsigned short us, size_t N) {
  return axl::cpu::driver::fill(dstDevice, us, N, nullptr, false);
}
inline axlDrvResult axlDrvMemsetD32(axlDrvDeviceptr dstDevice, unsigned int ui, size_t N) {
  return axl::cpu::driver::fill(dstDevice, ui, N, nullptr, false);
}
inline axlDrvResult axlDrvMemsetD8Async(axlDrvDeviceptr dstDevice, unsigned char uc, size_t N,
                                        axlDrvStream hStream) {
  return axl::cpu::driver::fill(dstDevice, uc, N, hStream, true);
}
inline axlDrvResult axlDrvMemsetD16Async(axlDrvDeviceptr dstDevice, unsigned short us,
                                         size_t N, axlDrvStream hStream) {
  return axl::cpu::driver::fill(dstDevice, us, N, hStream, true);
}
inline axlDrvResult axlDrvMemsetD32Async(axlDrvDeviceptr dstDevice, unsigned int ui, size_t N,
                                         axlDrvStream hStream) {
  return axl::cpu::driver::fill(dstDevice, ui, N, hStream, true);
}

inline axlDrvResult axlDrvPointerGetAttribute(void *data, axlDrvPointer_attribute attribute,
                                              axlDrvDeviceptr ptr) {
  if (!data)
    return AXLDRV_ERROR_INVALID_VALUE;
  axlPointerAttributes A;
  if (axlError_t E = axlPointerGetAttributes(&A, axlDrvAddress(ptr)))
    return axl::cpu::driver::result(E);
  // Memory the runtime did not allocate is not the driver's either.
  if (A.type == axlMemoryTypeUnregistered)
    return AXLDRV_ERROR_INVALID_VALUE;
  switch (attribute) {
  case AXLDRV_POINTER_ATTRIBUTE_MEMORY_TYPE:
    *static_cast<unsigned int *>(data) =
        A.type == axlMemoryTypeHost ? AXLDRV_MEMORYTYPE_HOST : AXLDRV_MEMORYTYPE_DEVICE;
    return AXLDRV_SUCCESS;
  case AXLDRV_POINTER_ATTRIBUTE_DEVICE_POINTER:
    *static_cast<axlDrvDeviceptr *>(data) =
        axlDrvDeviceptr(reinterpret_cast<uintptr_t>(A.devicePointer));
    return AXLDRV_SUCCESS;
  case AXLDRV_POINTER_ATTRIBUTE_HOST_POINTER:
    *static_cast<void **>(data) = A.hostPointer;
    return AXLDRV_SUCCESS;
  case AXLDRV_POINTER_ATTRIBUTE_IS_MANAGED:
    *static_cast<int *>(data) = A.type == axlMemoryTypeManaged;
    return AXLDRV_SUCCESS;
  case AXLDRV_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    *static_cast<int *>(data) = A.device;
    return AXLDRV_SUCCESS;
  case AXLDRV_POINTER_ATTRIBUTE_CONTEXT:
    *static_cast<axlDrvContext *>(data) =
        reinterpret_cast<axlDrvContext>(axl::cpu::driver::primary(A.device));
    return AXLDRV_SUCCESS;
  }
  return AXLDRV_ERROR_INVALID_VALUE;
}

inline axlDrvResult axlDrvStreamCreate(axlDrvStream *phStream, unsigned int Flags) {
  return axl::cpu::driver::result(axlStreamCreateWithFlags(phStream, Flags));
}
inline axlDrvResult axlDrvStreamDestroy(axlDrvStream hStream) {
  return axl::cpu::driver::result(axlStreamDestroy(hStream));
}
inline axlDrvResult axlDrvStreamSynchronize(axlDrvStream hStream) {
  return axl::cpu::driver::result(axlStreamSynchronize(hStream));
}
inline axlDrvResult axlDrvStreamQuery(axlDrvStream hStream) {
  return axl::cpu::driver::result(axlStreamQuery(hStream));
}
/// The primary context of the stream's device (null: the legacy default
/// stream, on the current device).
inline axlDrvResult axlDrvStreamGetCtx(axlDrvStream hStream, axlDrvContext *pctx) {
  if (!pctx)
    return AXLDRV_ERROR_INVALID_VALUE;
  int Device = 0;
  if (axlError_t E = axlStreamGetDevice(hStream, &Device))
    return axl::cpu::driver::result(E);
  *pctx = reinterpret_cast<axlDrvContext>(axl::cpu::driver::primary(Device));
  return AXLDRV_SUCCESS;
}
inline axlDrvResult axlDrvStreamWaitEvent(axlDrvStream hStream, axlDrvEvent hEvent,
                                          unsigned int Flags) {
  return axl::cpu::driver::result(axlStreamWaitEvent(hStream, hEvent, Flags));
}
inline axlDrvResult axlDrvEventCreate(axlDrvEvent *phEvent, unsigned int Flags) {
  return axl::cpu::driver::result(axlEventCreateWithFlags(phEvent, Flags));
}
inline axlDrvResult axlDrvEventRecord(axlDrvEvent hEvent, axlDrvStream hStream) {
  return axl::cpu::driver::result(axlEventRecord(hEvent, hStream));
}
inline axlDrvResult axlDrvEventSynchronize(axlDrvEvent hEvent) {
  return axl::cpu::driver::result(axlEventSynchronize(hEvent));
}
inline axlDrvResult axlDrvEventQuery(axlDrvEvent hEvent) {
  return axl::cpu::driver::result(axlEventQuery(hEvent));
}
inline axlDrvResult axlDrvEventElapsedTime(float *pMilliseconds, axlDrvEvent hStart,
                                           axlDrvEvent hEnd) {
  return axl::cpu::driver::result(axlEventElapsedTime(pMilliseconds, hStart, hEnd));
}
inline axlDrvResult axlDrvEventDestroy(axlDrvEvent hEvent) {
  return axl::cpu::driver::result(axlEventDestroy(hEvent));
}

/// A tiled tensor map (TMA descriptor) as the CPU backend lays it out in
/// the 128 bytes of axlDrvTensorMap (CUDA's layout is the hardware's and
/// undocumented; code reads it only through the driver and PTX). Byte
/// offsets, little-endian, everything not listed zero:
///    0 u32  Magic          TensorMapMagic ("AXTM")
///    4 u8   Kind           TensorMapTiled (1)
///    5 u8   DataType       axlDrvTensorMapDataType
///    6 u8   Rank           1..5
///    7 u8   Interleave     axlDrvTensorMapInterleave
///    8 u8   Swizzle        axlDrvTensorMapSwizzle
///    9 u8   L2Promotion    axlDrvTensorMapL2promotion
///   10 u8   OobFill        axlDrvTensorMapFloatOOBfill
///   11 u8   ElementBits    4, 6, 8, 16, 32 or 64
///   12 u16  BoxDim[5]      1..256
///   22 u8   ElementStrides[5] 1..8
///   32 u64  GlobalAddress
///   40 u64  GlobalDim[5]   elements, 1..2^32
///   80 u64  GlobalStrides[5] bytes; [0] the element's size (0 below a
///                          byte), [i] the caller's globalStrides[i - 1]
/// Dimensions past Rank are zero. axl::cpu::driver::decodeTensorMap reads
/// it back.
namespace axl::cpu::driver {

constexpr uint32_t TensorMapMagic = 0x4d545841u; // "AXTM"
constexpr uint8_t TensorMapTiled = 1;

struct TensorMapFields {
  uint32_t Magic;
  uint8_t Kind, DataType, Rank, Interleave;
  uint8_t Swizzle, L2Promotion, OobFill, ElementBits;
  uint16_t BoxDim[5];
  uint8_t ElementStrides[5];
  uint8_t Reserved0[5];
  uint64_t GlobalAddress;
  uint64_t GlobalDim[5];
  uint64_t GlobalStrides[5];
  uint64_t Reserved1;
};
static_assert(sizeof(TensorMapFields) == sizeof(axlDrvTensorMap) &&
                  offsetof(TensorMapFields, BoxDim) == 12 &&
                  offsetof(TensorMapFields, ElementStrides) == 22 &&
                  offsetof(TensorMapFields, GlobalAddress) == 32 &&
                  offsetof(TensorMapFields, GlobalDim) == 40 &&
                  offsetof(TensorMapFields, GlobalStrides) == 80,
              "the documented layout");

/// The fields of a map axlDrvTensorMapEncodeTiled wrote; false for 128
/// bytes it did not write.
inline bool decodeTensorMap(const axlDrvTensorMap *Map, TensorMapFields *Out) {
  if (!Map || !Out)
    return false;
  std::memcpy(Out, Map->opaque, sizeof(*Out));
  return Out->Magic == TensorMapMagic && Out->Kind == TensorMapTiled &&
         Out->Rank >= 1 && Out->Rank <= 5;
}

} // namespace axl::cpu::driver

/// Encodes a tiled tensor map, with the checks CUDA documents for
/// cuTensorMapEncodeTiled (tensorMap 64-byte aligned; rank 1..5, at least 3
/// when interleaved; globalAddress 16-byte aligned, 32 for 32-byte
/// interleave and the ALIGN16B packed types; dims 1..2^32; strides
/// multiples of 16 (32 likewise) below 2^40; box dims 1..256 whose inner
/// extent is a multiple of 16 bytes without interleave and fits the
/// swizzle span; element strides 1..8; the packed types' and the NaN fill's
/// restrictions); any other argument gives AXLDRV_ERROR_INVALID_VALUE and
/// leaves *tensorMap as it was. Defined in libaxl_cpu.
axlDrvResult axlDrvTensorMapEncodeTiled(
    axlDrvTensorMap *tensorMap, axlDrvTensorMapDataType tensorDataType,
    axlDrvUint32_t tensorRank, void *globalAddress, const axlDrvUint64_t *globalDim,
    const axlDrvUint64_t *globalStrides, const axlDrvUint32_t *boxDim,
    const axlDrvUint32_t *elementStrides, axlDrvTensorMapInterleave interleave,
    axlDrvTensorMapSwizzle swizzle, axlDrvTensorMapL2promotion l2Promotion,
    axlDrvTensorMapFloatOOBfill oobFill);

/// The driver function `symbol` (CUDA's name: "cuMemAlloc") at
/// cudaVersion, from the table of <axl/driver_typedefs.h>: the newest
/// version not newer than cudaVersion. A function or version the backend
/// does not implement gives AXLDRV_SUCCESS, a null *pfn and
/// AXLDRV_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND; a symbol whose versions are
/// all newer, AXLDRV_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT. A version
/// newer than the driver's or unknown flags: AXLDRV_ERROR_INVALID_VALUE.
/// The per-thread flag finds the legacy functions (as CUDA does where no
/// per-thread version exists). Defined in libaxl_cpu.
axlDrvResult axlDrvGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                  axlDrvUint64_t flags,
                                  axlDrvDriverProcAddressQueryResult *symbolStatus);

// Modules, libraries and launches by handle (src/runtime/module.cpp). The
// images they load are the CPU backend NVRTC's (axlrtcGetCUBIN and
// axlrtcGetPTX give the same one: a line naming the format, then the path of
// the compiled shared object; see <axl/cpu/rtc.h>); real PTX, cubins and
// fatbins give AXLDRV_ERROR_INVALID_IMAGE. A function (axlDrvFunction) and a
// kernel (axlDrvKernel) are the kernel's address, so axlLaunchKernel and the
// runtime's function attributes take them too. A module's shared object stays
// loaded after axlDrvModuleUnload (its kernels' signatures are registered for
// the process's life). JIT and library options are accepted and ignored (a
// JIT log buffer gets an empty log).
axlDrvResult axlDrvModuleLoad(axlDrvModule *module, const char *fname);
axlDrvResult axlDrvModuleLoadData(axlDrvModule *module, const void *image);
axlDrvResult axlDrvModuleLoadDataEx(axlDrvModule *module, const void *image,
                                    unsigned int numOptions, axlDrvJit_option *options,
                                    void **optionValues);
axlDrvResult axlDrvModuleUnload(axlDrvModule hmod);
/// By the kernel's name (extern "C"), a name expression given to
/// axlrtcAddNameExpression, or its lowered (mangled) name.
axlDrvResult axlDrvModuleGetFunction(axlDrvFunction *hfunc, axlDrvModule hmod,
                                     const char *name);
/// A __device__ variable by name, name expression or lowered name.
axlDrvResult axlDrvModuleGetGlobal(axlDrvDeviceptr *dptr, size_t *bytes, axlDrvModule hmod,
                                   const char *name);
axlDrvResult axlDrvLibraryLoadData(axlDrvLibrary *library, const void *code,
                                   axlDrvJit_option *jitOptions, void **jitOptionsValues,
                                   unsigned int numJitOptions,
                                   axlDrvLibraryOption *libraryOptions,
                                   void **libraryOptionValues,
                                   unsigned int numLibraryOptions);
axlDrvResult axlDrvLibraryUnload(axlDrvLibrary library);
axlDrvResult axlDrvLibraryGetKernel(axlDrvKernel *pKernel, axlDrvLibrary library,
                                    const char *name);
axlDrvResult axlDrvLibraryGetModule(axlDrvModule *pMod, axlDrvLibrary library);
axlDrvResult axlDrvKernelGetFunction(axlDrvFunction *pFunc, axlDrvKernel kernel);
/// The kernel's lowered (mangled) name.
axlDrvResult axlDrvFuncGetName(const char **name, axlDrvFunction hfunc);
/// The runtime's axlFuncGetAttributes / axlFuncSetAttribute (the attributes
/// have the same values).
axlDrvResult axlDrvFuncGetAttribute(int *pi, axlDrvFunction_attribute attrib,
                                    axlDrvFunction hfunc);
axlDrvResult axlDrvFuncSetAttribute(axlDrvFunction hfunc, axlDrvFunction_attribute attrib,
                                    int value);
/// The runtime's axlFuncSetCacheConfig (a hint the backend accepts).
axlDrvResult axlDrvFuncSetCacheConfig(axlDrvFunction hfunc, axlDrvFunc_cache config);
/// The runtime's occupancy of the function (by compute capability 9.0's
/// limits on threads, blocks and shared memory; none where the block does not
/// fit).
axlDrvResult axlDrvOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
                                                             axlDrvFunction func,
                                                             int blockSize,
                                                             size_t dynamicSMemSize);
axlDrvResult axlDrvOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, axlDrvFunction func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags);
/// axlLaunchCooperativeKernel of the function (the whole grid resident).
axlDrvResult axlDrvLaunchCooperativeKernel(axlDrvFunction f, unsigned int gridDimX,
                                           unsigned int gridDimY, unsigned int gridDimZ,
                                           unsigned int blockDimX, unsigned int blockDimY,
                                           unsigned int blockDimZ,
                                           unsigned int sharedMemBytes,
                                           axlDrvStream hStream, void **kernelParams);
/// axlLaunchKernel of the function, with the parameters that kernelParams
/// point at or packed in `extra` (AXLDRV_LAUNCH_PARAM_BUFFER_POINTER and
/// _SIZE, each parameter at its alignment).
axlDrvResult axlDrvLaunchKernel(axlDrvFunction f, unsigned int gridDimX, unsigned int gridDimY,
                                unsigned int gridDimZ, unsigned int blockDimX,
                                unsigned int blockDimY, unsigned int blockDimZ,
                                unsigned int sharedMemBytes, axlDrvStream hStream,
                                void **kernelParams, void **extra);

#define AXLDRV_LAUNCH_PARAM_END_AS_INT 0x00
#define AXLDRV_LAUNCH_PARAM_END ((void *)AXLDRV_LAUNCH_PARAM_END_AS_INT)
#define AXLDRV_LAUNCH_PARAM_BUFFER_POINTER_AS_INT 0x01
#define AXLDRV_LAUNCH_PARAM_BUFFER_POINTER ((void *)AXLDRV_LAUNCH_PARAM_BUFFER_POINTER_AS_INT)
#define AXLDRV_LAUNCH_PARAM_BUFFER_SIZE_AS_INT 0x02
#define AXLDRV_LAUNCH_PARAM_BUFFER_SIZE ((void *)AXLDRV_LAUNCH_PARAM_BUFFER_SIZE_AS_INT)

// Virtual memory management (src/runtime/vmm.cpp): physical allocations
// are memory files (memfd), reserved ranges are address space mapped with no
// access, axlDrvMemMap maps an allocation's file over part of a range and
// axlDrvMemSetAccess opens it (read, or read and write: the device is the
// host, so its access is the process's). Granularity: 2 MiB, minimum and
// recommended, as CUDA reports for GPUs. Allocations are pinned device
// memory of device 0; handles export to and import from POSIX file
// descriptors, so processes of one machine share them. The memory is the
// device's for kernels and axlMemcpy.
typedef unsigned long long axlDrvMemGenericAllocationHandle_v1;
typedef axlDrvMemGenericAllocationHandle_v1 axlDrvMemGenericAllocationHandle;

typedef enum axlDrvMemAllocationHandleType_enum {
  AXLDRV_MEM_HANDLE_TYPE_NONE = 0x0,
  AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 0x1,
  AXLDRV_MEM_HANDLE_TYPE_WIN32 = 0x2,
  AXLDRV_MEM_HANDLE_TYPE_WIN32_KMT = 0x4,
  AXLDRV_MEM_HANDLE_TYPE_FABRIC = 0x8,
  AXLDRV_MEM_HANDLE_TYPE_MAX = 0x7FFFFFFF
} axlDrvMemAllocationHandleType;

typedef enum axlDrvMemAccess_flags_enum {
  AXLDRV_MEM_ACCESS_FLAGS_PROT_NONE = 0x0,
  AXLDRV_MEM_ACCESS_FLAGS_PROT_READ = 0x1,
  AXLDRV_MEM_ACCESS_FLAGS_PROT_READWRITE = 0x3,
  AXLDRV_MEM_ACCESS_FLAGS_PROT_MAX = 0x7FFFFFFF
} axlDrvMemAccess_flags;

typedef enum axlDrvMemAllocationType_enum {
  AXLDRV_MEM_ALLOCATION_TYPE_INVALID = 0x0,
  AXLDRV_MEM_ALLOCATION_TYPE_PINNED = 0x1,
  AXLDRV_MEM_ALLOCATION_TYPE_MANAGED = 0x2,
  AXLDRV_MEM_ALLOCATION_TYPE_MAX = 0x7FFFFFFF
} axlDrvMemAllocationType;

typedef enum axlDrvMemAllocationGranularity_flags_enum {
  AXLDRV_MEM_ALLOC_GRANULARITY_MINIMUM = 0x0,
  AXLDRV_MEM_ALLOC_GRANULARITY_RECOMMENDED = 0x1
} axlDrvMemAllocationGranularity_flags;

typedef struct axlDrvMemAllocationProp_st {
  axlDrvMemAllocationType type;
  axlDrvMemAllocationHandleType requestedHandleTypes;
  axlDrvMemLocation location;
  void *win32HandleMetaData;
  struct {
    unsigned char compressionType;
    unsigned char gpuDirectRDMACapable;
    unsigned short usage;
    unsigned char reserved[4];
  } allocFlags;
} axlDrvMemAllocationProp_v1;
typedef axlDrvMemAllocationProp_v1 axlDrvMemAllocationProp;
static_assert(sizeof(axlDrvMemAllocationProp) == 32, "CUDA 13's CUmemAllocationProp");

typedef struct axlDrvMemAccessDesc_st {
  axlDrvMemLocation location;
  axlDrvMemAccess_flags flags;
} axlDrvMemAccessDesc_v1;
typedef axlDrvMemAccessDesc_v1 axlDrvMemAccessDesc;
static_assert(sizeof(axlDrvMemAccessDesc) == 12, "CUDA 13's CUmemAccessDesc");

#define AXLDRV_MEM_CREATE_USAGE_TILE_POOL 0x1

extern "C" {
axlDrvResult axlDrvMemGetAllocationGranularity(size_t *granularity,
                                               const axlDrvMemAllocationProp *prop,
                                               axlDrvMemAllocationGranularity_flags option);
axlDrvResult axlDrvMemCreate(axlDrvMemGenericAllocationHandle *handle, size_t size,
                             const axlDrvMemAllocationProp *prop, unsigned long long flags);
axlDrvResult axlDrvMemRelease(axlDrvMemGenericAllocationHandle handle);
axlDrvResult axlDrvMemAddressReserve(axlDrvDeviceptr *ptr, size_t size, size_t alignment,
                                     axlDrvDeviceptr addr, unsigned long long flags);
axlDrvResult axlDrvMemAddressFree(axlDrvDeviceptr ptr, size_t size);
axlDrvResult axlDrvMemMap(axlDrvDeviceptr ptr, size_t size, size_t offset,
                          axlDrvMemGenericAllocationHandle handle, unsigned long long flags);
axlDrvResult axlDrvMemUnmap(axlDrvDeviceptr ptr, size_t size);
axlDrvResult axlDrvMemSetAccess(axlDrvDeviceptr ptr, size_t size, const axlDrvMemAccessDesc *desc,
                                size_t count);
axlDrvResult axlDrvMemGetAccess(unsigned long long *flags, const axlDrvMemLocation *location,
                                axlDrvDeviceptr ptr);
axlDrvResult axlDrvMemRetainAllocationHandle(axlDrvMemGenericAllocationHandle *handle,
                                             void *addr);
axlDrvResult axlDrvMemGetAllocationPropertiesFromHandle(axlDrvMemAllocationProp *prop,
                                                        axlDrvMemGenericAllocationHandle handle);
axlDrvResult axlDrvMemExportToShareableHandle(void *shareableHandle,
                                              axlDrvMemGenericAllocationHandle handle,
                                              axlDrvMemAllocationHandleType handleType,
                                              unsigned long long flags);
axlDrvResult axlDrvMemImportFromShareableHandle(axlDrvMemGenericAllocationHandle *handle,
                                                void *osHandle,
                                                axlDrvMemAllocationHandleType shHandleType);
}

// The versioned entry points (cuda.h's #define cuMemAlloc cuMemAlloc_v2).
#define axlDrvModuleGetGlobal_v2 axlDrvModuleGetGlobal
#define axlDrvGetProcAddress_v2 axlDrvGetProcAddress
#define axlDrvDeviceTotalMem_v2 axlDrvDeviceTotalMem
#define axlDrvMemGetInfo_v2 axlDrvMemGetInfo
#define axlDrvMemAlloc_v2 axlDrvMemAlloc
#define axlDrvMemFree_v2 axlDrvMemFree
#define axlDrvMemAllocHost_v2 axlDrvMemAllocHost
#define axlDrvCtxPopCurrent_v2 axlDrvCtxPopCurrent
#define axlDrvCtxPushCurrent_v2 axlDrvCtxPushCurrent
#define axlDrvStreamDestroy_v2 axlDrvStreamDestroy
#define axlDrvEventDestroy_v2 axlDrvEventDestroy
#define axlDrvDevicePrimaryCtxRelease_v2 axlDrvDevicePrimaryCtxRelease
#define axlDrvEventElapsedTime_v2 axlDrvEventElapsedTime
#define axlDrvMemcpyHtoD_v2 axlDrvMemcpyHtoD
#define axlDrvMemcpyDtoH_v2 axlDrvMemcpyDtoH
#define axlDrvMemcpyDtoD_v2 axlDrvMemcpyDtoD
#define axlDrvMemcpyHtoDAsync_v2 axlDrvMemcpyHtoDAsync
#define axlDrvMemcpyDtoHAsync_v2 axlDrvMemcpyDtoHAsync
#define axlDrvMemcpyDtoDAsync_v2 axlDrvMemcpyDtoDAsync
#define axlDrvMemsetD8_v2 axlDrvMemsetD8
#define axlDrvMemsetD16_v2 axlDrvMemsetD16
#define axlDrvMemsetD32_v2 axlDrvMemsetD32
