// CPU backend of <axl/runtime.h>, continued: interprocess communication
// between processes of one machine and one user (cuda_runtime_api.h's IPC
// functions): axlIpcGetMemHandle, axlIpcOpenMemHandle, axlIpcCloseMemHandle,
// axlIpcGetEventHandle, axlIpcOpenEventHandle.
//
// Device memory (axlMalloc, axlMallocPitch) lives in one memfd per process,
// each allocation a page-aligned range of it mapped shared. A memory handle
// names the creating process, the memfd's descriptor number and identity,
// and the range: the opening process opens /proc/<pid>/fd/<n> (no
// privileges needed for a process of the same user; the kernel's ptrace
// "read" check, which Yama does not restrict) and maps the range, so the
// exporting process must be alive when the handle is opened. Opening a
// handle twice maps once (counted; axlIpcCloseMemHandle unmaps at the
// last). An interprocess event (axlEventInterprocess |
// axlEventDisableTiming) keeps its record and completion counters in a page
// of that memfd, so a record in one process and a query, synchronize or
// stream wait in the other see the same event; waits across processes sleep
// on a futex in the page.
// Errors as CUDA's: a handle that cannot be opened (garbage, its process
// gone, its memory not that file) is axlErrorMapBufferObjectFailed; a
// handle opened in the process that made it is axlErrorDeviceUninitialized
// (CUDA's "invalid device context"); memory of a pool, managed or host
// memory is axlErrorInvalidValue. When the kernel refuses the memfd (or
// more mappings), device memory comes from the heap and its handle is
// axlErrorNotSupported.
#pragma once
#include <axl/cpu/runtime_types.h>

#define AXL_IPC_HANDLE_SIZE 64
#define axlIpcMemLazyEnablePeerAccess 0x01

typedef struct axlIpcEventHandle_st {
  char reserved[AXL_IPC_HANDLE_SIZE];
} axlIpcEventHandle_t;

typedef struct axlIpcMemHandle_st {
  char reserved[AXL_IPC_HANDLE_SIZE];
} axlIpcMemHandle_t;

typedef struct axlMemFabricHandle_st {
  char reserved[AXL_IPC_HANDLE_SIZE];
} axlMemFabricHandle_t;

extern "C" {
axlError_t axlIpcGetEventHandle(axlIpcEventHandle_t *handle, axlEvent_t event);
axlError_t axlIpcOpenEventHandle(axlEvent_t *event, axlIpcEventHandle_t handle);
axlError_t axlIpcGetMemHandle(axlIpcMemHandle_t *handle, void *devPtr);
axlError_t axlIpcOpenMemHandle(void **devPtr, axlIpcMemHandle_t handle, unsigned int flags);
axlError_t axlIpcCloseMemHandle(void *devPtr);
} // extern "C"

// The C++ overload of CUDA's cuda_runtime.h.
template <class T>
inline axlError_t axlIpcOpenMemHandle(T **devPtr, axlIpcMemHandle_t handle, unsigned int flags) {
  return ::axlIpcOpenMemHandle(static_cast<void **>(static_cast<void *>(devPtr)), handle, flags);
}
