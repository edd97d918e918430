// CPU backend of <axl/runtime.h>, continued: memory pools, CUDA 13's
// stream-ordered allocator (cuda_runtime_api.h's CUDART_MEMORY_POOLS).
//
// Provided: axlMemPoolCreate/Destroy, Set/GetAttribute (every attribute,
// with real byte counts), TrimTo, Set/GetAccess, axlDeviceGetDefaultMemPool,
// axlDeviceGet/SetMemPool, axlMemGetDefaultMemPool, axlMemGet/SetMemPool,
// axlMallocFromPoolAsync (and axlMallocAsync through the device's current
// pool, axlFreeAsync back to it), and, for pools made with
// axlMemHandleTypePosixFileDescriptor, axlMemPoolExportToShareableHandle,
// ImportFromShareableHandle, ExportPointer and ImportPointer between
// processes (see <axl/cpu/runtime_ipc.h>).
//
// As in CUDA: a freed block stays reserved in its pool. An allocation on the
// stream that freed it reuses it at once; on another stream, when the free
// has completed (axlMemPoolReuseAllowOpportunistic), or with a wait for the
// free inserted in the allocating stream
// (axlMemPoolReuseAllowInternalDependencies). A stream, event or device
// synchronisation makes each pool give back its unused memory above its
// release threshold (default 0: all of it); axlMemPoolTrimTo gives it back
// down to the size asked. Reserved counts the blocks' bytes (rounded up to
// 256), used the allocations' bytes rounded the same way.
// Not provided (axlErrorNotSupported): pools of host, host-NUMA or managed
// memory, handle types other than the file descriptor (fabric, Win32).
// axlMemPoolReuseFollowEventDependencies is kept but has no effect of its
// own: a free that another stream waited for is reused through the inserted
// wait (the default) or once it has completed.
#pragma once
#include <axl/cpu/runtime_graph_nodes.h> // axlMemPoolProps, axlMemAccessDesc
#include <axl/cpu/runtime_types.h>

#include <cstddef>

typedef struct axlMemPool_st *axlMemPool_t;

enum axlMemPoolAttr {
  axlMemPoolReuseFollowEventDependencies = 0x1,
  axlMemPoolReuseAllowOpportunistic = 0x2,
  axlMemPoolReuseAllowInternalDependencies = 0x3,
  axlMemPoolAttrReleaseThreshold = 0x4,
  axlMemPoolAttrReservedMemCurrent = 0x5,
  axlMemPoolAttrReservedMemHigh = 0x6,
  axlMemPoolAttrUsedMemCurrent = 0x7,
  axlMemPoolAttrUsedMemHigh = 0x8
};

#define axlMemPoolCreateUsageHwDecompress 0x2

/// What axlMemPoolExportPointer writes for axlMemPoolImportPointer.
struct axlMemPoolPtrExportData {
  unsigned char reserved[64];
};

extern "C" {
axlError_t axlMemPoolCreate(axlMemPool_t *memPool, const struct axlMemPoolProps *poolProps);
axlError_t axlMemPoolDestroy(axlMemPool_t memPool);
axlError_t axlMemPoolSetAttribute(axlMemPool_t memPool, enum axlMemPoolAttr attr, void *value);
axlError_t axlMemPoolGetAttribute(axlMemPool_t memPool, enum axlMemPoolAttr attr, void *value);
axlError_t axlMemPoolTrimTo(axlMemPool_t memPool, size_t minBytesToKeep);
axlError_t axlMemPoolSetAccess(axlMemPool_t memPool, const struct axlMemAccessDesc *descList,
                               size_t count);
axlError_t axlMemPoolGetAccess(enum axlMemAccessFlags *flags, axlMemPool_t memPool,
                               struct axlMemLocation *location);
axlError_t axlDeviceGetDefaultMemPool(axlMemPool_t *memPool, int device);
axlError_t axlDeviceSetMemPool(int device, axlMemPool_t memPool);
axlError_t axlDeviceGetMemPool(axlMemPool_t *memPool, int device);
axlError_t axlMemGetDefaultMemPool(axlMemPool_t *memPool, struct axlMemLocation *location,
                                   enum axlMemAllocationType type);
axlError_t axlMemGetMemPool(axlMemPool_t *memPool, struct axlMemLocation *location,
                            enum axlMemAllocationType type);
axlError_t axlMemSetMemPool(struct axlMemLocation *location, enum axlMemAllocationType type,
                            axlMemPool_t memPool);
axlError_t axlMallocFromPoolAsync(void **ptr, size_t size, axlMemPool_t memPool,
                                  axlStream_t stream);
axlError_t axlMemPoolExportToShareableHandle(void *shareableHandle, axlMemPool_t memPool,
                                             enum axlMemAllocationHandleType handleType,
                                             unsigned int flags);
axlError_t axlMemPoolImportFromShareableHandle(axlMemPool_t *memPool, void *shareableHandle,
                                               enum axlMemAllocationHandleType handleType,
                                               unsigned int flags);
axlError_t axlMemPoolExportPointer(struct axlMemPoolPtrExportData *exportData, void *ptr);
axlError_t axlMemPoolImportPointer(void **ptr, axlMemPool_t memPool,
                                   struct axlMemPoolPtrExportData *exportData);
} // extern "C"

// The C++ overloads of CUDA's cuda_runtime.h.
inline axlError_t axlMallocAsync(void **ptr, size_t size, axlMemPool_t memPool,
                                 axlStream_t stream) {
  return ::axlMallocFromPoolAsync(ptr, size, memPool, stream);
}
template <class T>
inline axlError_t axlMallocAsync(T **ptr, size_t size, axlMemPool_t memPool, axlStream_t stream) {
  return ::axlMallocFromPoolAsync(static_cast<void **>(static_cast<void *>(ptr)), size, memPool,
                                  stream);
}
template <class T>
inline axlError_t axlMallocFromPoolAsync(T **ptr, size_t size, axlMemPool_t memPool,
                                         axlStream_t stream) {
  return ::axlMallocFromPoolAsync(static_cast<void **>(static_cast<void *>(ptr)), size, memPool,
                                  stream);
}
