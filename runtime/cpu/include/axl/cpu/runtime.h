// CPU backend of <axl/runtime.h>: CUDA 13's runtime API under dialect names,
// executed on the host. Device memory is host memory; every stream has an
// executor thread that runs its work in order; events, graphs (stream
// capture) and the legacy default stream follow CUDA's semantics.
//
// What CUDA has and this header does not declare is not implemented: using it
// fails to compile. Among it: executable graph update (axlGraphExecUpdate),
// memcpy nodes beyond 1-D, clusters larger than one block, graphics and
// external-resource interop. Graphs are edited after they are built
// (clones, child graphs, edges, capture into an existing graph: below).
// Launches through the runtime API, stream attributes, unified memory's
// stream attachment, the persisting L2, peer access and kernel, memory and
// conditional graph nodes are declared in runtime_launch.h and
// runtime_graph_nodes.h; memory pools (with
// axlMallocAsync/axlFreeAsync here) in runtime_mem_pool.h, IPC in
// runtime_ipc.h.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/runtime_types.h>
#include <axl/cpu/library_types.h> // axlDataType_t: <axl/runtime.h> in the rules, as with CUDA
#include <axl/cpu/texture.h> // arrays, texture and surface objects, as cuda_runtime.h has them
#include <axl/cpu/runtime_launch.h> // axlLaunchKernel*, peer access
#include <axl/cpu/runtime_graph_nodes.h> // kernel, memory and conditional graph nodes
#include <axl/cpu/runtime_mem_pool.h> // memory pools
#include <axl/cpu/runtime_ipc.h> // memory and event handles between processes

#include <cstddef>
// The C headers CUDA's cuda_runtime.h brings in, which code nvcc compiles
// relies on without including them (INT_MAX, isdigit); the others it
// brings (<stdio.h>, <string.h>, <math.h>, ...) come with the backend's
// own headers (tests/cpu/implicit_headers.test).
#include <ctype.h>
#include <limits.h>

extern "C" {

// Errors (the last error is per host thread; a sticky error, recorded when
// work failed at run time, is returned by every later call until
// axlDeviceReset).
axlError_t axlGetLastError(void);
axlError_t axlPeekAtLastError(void);
const char *axlGetErrorName(axlError_t error);
const char *axlGetErrorString(axlError_t error);

// Device management: one device (0), the host CPU.
axlError_t axlGetDeviceCount(int *count);
axlError_t axlSetDevice(int device);
axlError_t axlGetDevice(int *device);
axlError_t axlInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
axlError_t axlChooseDevice(int *device, const struct axlDeviceProp *prop);
axlError_t axlDeviceReset(void);
axlError_t axlDeviceSynchronize(void);
axlError_t axlSetDeviceFlags(unsigned int flags);
axlError_t axlGetDeviceFlags(unsigned int *flags);
axlError_t axlGetDeviceProperties(struct axlDeviceProp *prop, int device);
axlError_t axlDeviceGetAttribute(int *value, enum axlDeviceAttr attr, int device);
axlError_t axlDeviceGetLimit(size_t *pValue, enum axlLimit limit);
axlError_t axlDeviceSetLimit(enum axlLimit limit, size_t value);
axlError_t axlDeviceGetCacheConfig(enum axlFuncCache *pCacheConfig);
axlError_t axlDeviceSetCacheConfig(enum axlFuncCache cacheConfig);
axlError_t axlDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
axlError_t axlDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
axlError_t axlDeviceGetPCIBusId(char *pciBusId, int len, int device);
axlError_t axlDriverGetVersion(int *driverVersion);
axlError_t axlRuntimeGetVersion(int *runtimeVersion);
/// A driver function by CUDA's name ("cuMemAlloc"), at AXLRT_VERSION or at
/// cudaVersion, from the functions <axl/driver.h> implements (see
/// axlDrvGetProcAddress there; <axl/driver_typedefs.h> has their types).
axlError_t axlGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags,
                                  enum axlDriverEntryPointQueryResult *driverStatus = NULL);
axlError_t axlGetDriverEntryPointByVersion(const char *symbol, void **funcPtr,
                                           unsigned int cudaVersion, unsigned long long flags,
                                           enum axlDriverEntryPointQueryResult *driverStatus = NULL);

// Kernel attributes and occupancy.
axlError_t axlFuncGetAttributes(struct axlFuncAttributes *attr, const void *func);
axlError_t axlFuncSetAttribute(const void *func, enum axlFuncAttribute attr, int value);
axlError_t axlFuncSetCacheConfig(const void *func, enum axlFuncCache cacheConfig);
axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                        int blockSize, size_t dynamicSMemSize);
axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                 int blockSize,
                                                                 size_t dynamicSMemSize,
                                                                 unsigned int flags);

// Memory.
axlError_t axlMalloc(void **devPtr, size_t size);
axlError_t axlFree(void *devPtr);
axlError_t axlMallocHost(void **ptr, size_t size);
axlError_t axlHostAlloc(void **pHost, size_t size, unsigned int flags);
axlError_t axlFreeHost(void *ptr);
axlError_t axlMallocManaged(void **devPtr, size_t size, unsigned int flags = axlMemAttachGlobal);
axlError_t axlMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
axlError_t axlMallocAsync(void **devPtr, size_t size, axlStream_t hStream);
axlError_t axlFreeAsync(void *devPtr, axlStream_t hStream);
axlError_t axlHostRegister(void *ptr, size_t size, unsigned int flags);
axlError_t axlHostUnregister(void *ptr);
axlError_t axlHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
axlError_t axlHostGetFlags(unsigned int *pFlags, void *pHost);
axlError_t axlMemGetInfo(size_t *free, size_t *total);
axlError_t axlPointerGetAttributes(struct axlPointerAttributes *attributes, const void *ptr);
axlError_t axlMemcpy(void *dst, const void *src, size_t count, enum axlMemcpyKind kind);
axlError_t axlMemcpyAsync(void *dst, const void *src, size_t count, enum axlMemcpyKind kind,
                          axlStream_t stream = 0);
axlError_t axlMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                       size_t height, enum axlMemcpyKind kind);
axlError_t axlMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                            size_t width, size_t height, enum axlMemcpyKind kind,
                            axlStream_t stream = 0);
axlError_t axlMemset(void *devPtr, int value, size_t count);
axlError_t axlMemsetAsync(void *devPtr, int value, size_t count, axlStream_t stream = 0);
axlError_t axlMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
axlError_t axlMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                            axlStream_t stream = 0);
// The symbol forms taking an address: a __device__/__constant__ variable is a
// host global here, so the address is the storage. Their size is known only
// to the overloads below that take the variable itself.
axlError_t axlMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0,
                             enum axlMemcpyKind kind = axlMemcpyHostToDevice);
axlError_t axlMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                               enum axlMemcpyKind kind = axlMemcpyDeviceToHost);
axlError_t axlMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                  size_t offset, enum axlMemcpyKind kind, axlStream_t stream = 0);
axlError_t axlMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                    enum axlMemcpyKind kind, axlStream_t stream = 0);
axlError_t axlGetSymbolAddress(void **devPtr, const void *symbol);
axlError_t axlGetSymbolSize(size_t *size, const void *symbol);
axlError_t axlMemPrefetchAsync(const void *devPtr, size_t count, struct axlMemLocation location,
                               unsigned int flags, axlStream_t stream = 0);
axlError_t axlMemAdvise(const void *devPtr, size_t count, enum axlMemoryAdvise advice,
                        struct axlMemLocation location);

// Streams.
axlError_t axlStreamCreate(axlStream_t *pStream);
axlError_t axlStreamCreateWithFlags(axlStream_t *pStream, unsigned int flags);
axlError_t axlStreamCreateWithPriority(axlStream_t *pStream, unsigned int flags, int priority);
axlError_t axlStreamDestroy(axlStream_t stream);
axlError_t axlStreamSynchronize(axlStream_t stream);
axlError_t axlStreamQuery(axlStream_t stream);
axlError_t axlStreamWaitEvent(axlStream_t stream, axlEvent_t event, unsigned int flags = 0);
axlError_t axlStreamAddCallback(axlStream_t stream, axlStreamCallback_t callback, void *userData,
                                unsigned int flags);
axlError_t axlLaunchHostFunc(axlStream_t stream, axlHostFn_t fn, void *userData);
axlError_t axlStreamGetFlags(axlStream_t hStream, unsigned int *flags);
axlError_t axlStreamGetPriority(axlStream_t hStream, int *priority);
axlError_t axlStreamGetId(axlStream_t hStream, unsigned long long *streamId);
axlError_t axlStreamGetDevice(axlStream_t hStream, int *device);

// Events.
axlError_t axlEventCreate(axlEvent_t *event);
axlError_t axlEventCreateWithFlags(axlEvent_t *event, unsigned int flags);
axlError_t axlEventRecord(axlEvent_t event, axlStream_t stream = 0);
axlError_t axlEventRecordWithFlags(axlEvent_t event, axlStream_t stream = 0,
                                   unsigned int flags = 0);
axlError_t axlEventQuery(axlEvent_t event);
axlError_t axlEventSynchronize(axlEvent_t event);
axlError_t axlEventElapsedTime(float *ms, axlEvent_t start, axlEvent_t end);
axlError_t axlEventDestroy(axlEvent_t event);

// Stream capture and graphs.
axlError_t axlStreamBeginCapture(axlStream_t stream, enum axlStreamCaptureMode mode);
axlError_t axlStreamEndCapture(axlStream_t stream, axlGraph_t *pGraph);
axlError_t axlStreamIsCapturing(axlStream_t stream, enum axlStreamCaptureStatus *pCaptureStatus);
axlError_t axlStreamGetCaptureInfo(axlStream_t stream,
                                   enum axlStreamCaptureStatus *captureStatus_out,
                                   unsigned long long *id_out = 0, axlGraph_t *graph_out = 0,
                                   const axlGraphNode_t **dependencies_out = 0,
                                   const axlGraphEdgeData **edgeData_out = 0,
                                   size_t *numDependencies_out = 0);
axlError_t axlThreadExchangeStreamCaptureMode(enum axlStreamCaptureMode *mode);
axlError_t axlGraphCreate(axlGraph_t *pGraph, unsigned int flags);
axlError_t axlGraphDestroy(axlGraph_t graph);
axlError_t axlGraphAddEmptyNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                const axlGraphNode_t *pDependencies, size_t numDependencies);
axlError_t axlGraphAddHostNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                               const axlGraphNode_t *pDependencies, size_t numDependencies,
                               const struct axlHostNodeParams *pNodeParams);
axlError_t axlGraphAddMemsetNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                 const axlGraphNode_t *pDependencies, size_t numDependencies,
                                 const struct axlMemsetParams *pMemsetParams);
axlError_t axlGraphAddMemcpyNode1D(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                   const axlGraphNode_t *pDependencies, size_t numDependencies,
                                   void *dst, const void *src, size_t count,
                                   enum axlMemcpyKind kind);
axlError_t axlGraphAddEventRecordNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                      const axlGraphNode_t *pDependencies,
                                      size_t numDependencies, axlEvent_t event);
axlError_t axlGraphAddEventWaitNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                    const axlGraphNode_t *pDependencies, size_t numDependencies,
                                    axlEvent_t event);
axlError_t axlGraphGetNodes(axlGraph_t graph, axlGraphNode_t *nodes, size_t *numNodes);
axlError_t axlGraphNodeGetType(axlGraphNode_t node, enum axlGraphNodeType *pType);
axlError_t axlGraphInstantiate(axlGraphExec_t *pGraphExec, axlGraph_t graph,
                               unsigned long long flags = 0);
axlError_t axlGraphInstantiateWithFlags(axlGraphExec_t *pGraphExec, axlGraph_t graph,
                                        unsigned long long flags = 0);
axlError_t axlGraphUpload(axlGraphExec_t graphExec, axlStream_t stream);
axlError_t axlGraphLaunch(axlGraphExec_t graphExec, axlStream_t stream);
axlError_t axlGraphExecDestroy(axlGraphExec_t graphExec);
// Capture into a graph the program has, and the capture's dependencies set
// by hand (graph.cpp); graphs edited after they are built: clones, child
// graphs, edges, and what a graph reports of its shape (graph_edit.cpp).
// Edges are default edges (edge data all zero, or null).
axlError_t axlStreamBeginCaptureToGraph(axlStream_t stream, axlGraph_t graph,
                                        const axlGraphNode_t *dependencies,
                                        const axlGraphEdgeData *dependencyData,
                                        size_t numDependencies, enum axlStreamCaptureMode mode);
axlError_t axlStreamUpdateCaptureDependencies(axlStream_t stream, axlGraphNode_t *dependencies,
                                              const axlGraphEdgeData *dependencyData,
                                              size_t numDependencies, unsigned int flags = 0);
axlError_t axlGraphClone(axlGraph_t *pGraphClone, axlGraph_t originalGraph);
axlError_t axlGraphNodeFindInClone(axlGraphNode_t *pNode, axlGraphNode_t originalNode,
                                   axlGraph_t clonedGraph);
axlError_t axlGraphAddChildGraphNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                     const axlGraphNode_t *pDependencies,
                                     size_t numDependencies, axlGraph_t childGraph);
axlError_t axlGraphChildGraphNodeGetGraph(axlGraphNode_t node, axlGraph_t *pGraph);
axlError_t axlGraphAddDependencies(axlGraph_t graph, const axlGraphNode_t *from,
                                   const axlGraphNode_t *to, const axlGraphEdgeData *edgeData,
                                   size_t numDependencies);
axlError_t axlGraphRemoveDependencies(axlGraph_t graph, const axlGraphNode_t *from,
                                      const axlGraphNode_t *to, const axlGraphEdgeData *edgeData,
                                      size_t numDependencies);
axlError_t axlGraphGetRootNodes(axlGraph_t graph, axlGraphNode_t *pRootNodes,
                                size_t *pNumRootNodes);
axlError_t axlGraphGetEdges(axlGraph_t graph, axlGraphNode_t *from, axlGraphNode_t *to,
                            axlGraphEdgeData *edgeData, size_t *numEdges);
axlError_t axlGraphNodeGetDependencies(axlGraphNode_t node, axlGraphNode_t *pDependencies,
                                       axlGraphEdgeData *edgeData, size_t *pNumDependencies);
axlError_t axlGraphNodeGetDependentNodes(axlGraphNode_t node, axlGraphNode_t *pDependentNodes,
                                         axlGraphEdgeData *edgeData,
                                         size_t *pNumDependentNodes);
axlError_t axlGraphDestroyNode(axlGraphNode_t node);

} // extern "C"

// The C++ overloads of CUDA's cuda_runtime.h. The pointer goes through
// `void *`, as CUDA casts it, so `const T **` is accepted too (a
// reinterpret_cast to `void **` would cast away its const).
namespace axl::cpu::detail {
template <class T> void **outPointer(T **P) {
  return static_cast<void **>(static_cast<void *>(P));
}
} // namespace axl::cpu::detail

template <class T> inline axlError_t axlMalloc(T **devPtr, size_t size) {
  return ::axlMalloc(::axl::cpu::detail::outPointer(devPtr), size);
}
template <class T> inline axlError_t axlMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return ::axlHostAlloc(::axl::cpu::detail::outPointer(ptr), size, flags);
}
inline axlError_t axlMallocHost(void **ptr, size_t size, unsigned int flags) {
  return ::axlHostAlloc(ptr, size, flags);
}
template <class T> inline axlError_t axlHostAlloc(T **pHost, size_t size, unsigned int flags) {
  return ::axlHostAlloc(::axl::cpu::detail::outPointer(pHost), size, flags);
}
template <class T>
inline axlError_t axlHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
  return ::axlHostGetDevicePointer(::axl::cpu::detail::outPointer(pDevice), pHost, flags);
}
template <class T>
inline axlError_t axlMallocManaged(T **devPtr, size_t size,
                                   unsigned int flags = axlMemAttachGlobal) {
  return ::axlMallocManaged(::axl::cpu::detail::outPointer(devPtr), size, flags);
}
template <class T>
inline axlError_t axlMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) {
  return ::axlMallocPitch(::axl::cpu::detail::outPointer(devPtr), pitch, width, height);
}
template <class T> inline axlError_t axlMallocAsync(T **devPtr, size_t size, axlStream_t stream) {
  return ::axlMallocAsync(::axl::cpu::detail::outPointer(devPtr), size, stream);
}

// Symbols passed as the variable itself: the size is checked, as CUDA checks
// it against the registered variable.
template <class T>
inline axlError_t axlMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                    size_t offset = 0,
                                    enum axlMemcpyKind kind = axlMemcpyHostToDevice) {
  if (offset > sizeof(T) || count > sizeof(T) - offset) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  return ::axlMemcpyToSymbol(static_cast<const void *>(&symbol), src, count, offset, kind);
}
template <class T>
inline axlError_t axlMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count,
                                         size_t offset = 0,
                                         enum axlMemcpyKind kind = axlMemcpyHostToDevice,
                                         axlStream_t stream = 0) {
  if (offset > sizeof(T) || count > sizeof(T) - offset) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  return ::axlMemcpyToSymbolAsync(static_cast<const void *>(&symbol), src, count, offset, kind,
                                  stream);
}
template <class T>
inline axlError_t axlMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                      enum axlMemcpyKind kind = axlMemcpyDeviceToHost) {
  if (offset > sizeof(T) || count > sizeof(T) - offset) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  return ::axlMemcpyFromSymbol(dst, static_cast<const void *>(&symbol), count, offset, kind);
}
template <class T>
inline axlError_t axlMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count,
                                           size_t offset = 0,
                                           enum axlMemcpyKind kind = axlMemcpyDeviceToHost,
                                           axlStream_t stream = 0) {
  if (offset > sizeof(T) || count > sizeof(T) - offset) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  return ::axlMemcpyFromSymbolAsync(dst, static_cast<const void *>(&symbol), count, offset, kind,
                                    stream);
}
template <class T> inline axlError_t axlGetSymbolAddress(void **devPtr, const T &symbol) {
  return ::axlGetSymbolAddress(devPtr, static_cast<const void *>(&symbol));
}
template <class T> inline axlError_t axlGetSymbolSize(size_t *size, const T &) {
  if (!size) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  *size = sizeof(T);
  return axlSuccess;
}

inline axlError_t axlEventCreate(axlEvent_t *event, unsigned int flags) {
  return ::axlEventCreateWithFlags(event, flags);
}

inline axlError_t axlGraphInstantiate(axlGraphExec_t *pGraphExec, axlGraph_t graph,
                                      axlGraphNode_t *pErrorNode, char *pLogBuffer,
                                      size_t bufferSize) {
  if (pErrorNode)
    *pErrorNode = nullptr;
  if (pLogBuffer && bufferSize)
    pLogBuffer[0] = '\0';
  return ::axlGraphInstantiate(pGraphExec, graph, 0);
}

// Kernels are functions: T is the kernel's function type.
template <class T>
inline axlError_t axlFuncGetAttributes(struct axlFuncAttributes *attr, T *entry) {
  if constexpr (std::is_function<T>::value) // makes it launchable by address
    ::axl::cpu::detail::noteKernel<T>(reinterpret_cast<const void *>(entry), "kernel launched by address");
  return ::axlFuncGetAttributes(attr, reinterpret_cast<const void *>(entry));
}
template <class T>
inline axlError_t axlFuncSetAttribute(T *entry, enum axlFuncAttribute attr, int value) {
  if constexpr (std::is_function<T>::value)
    ::axl::cpu::detail::noteKernel<T>(reinterpret_cast<const void *>(entry), "kernel launched by address");
  return ::axlFuncSetAttribute(reinterpret_cast<const void *>(entry), attr, value);
}
template <class T>
inline axlError_t axlFuncSetCacheConfig(T *func, enum axlFuncCache cacheConfig) {
  return ::axlFuncSetCacheConfig(reinterpret_cast<const void *>(func), cacheConfig);
}
template <class T>
inline axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func,
                                                               int blockSize,
                                                               size_t dynamicSMemSize) {
  if constexpr (std::is_function<std::remove_pointer_t<T>>::value)
    ::axl::cpu::detail::noteKernel<std::remove_pointer_t<T>>(
        reinterpret_cast<const void *>(func), "kernel launched by address");
  return ::axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, reinterpret_cast<const void *>(func), blockSize, dynamicSMemSize,
      axlOccupancyDefault);
}
template <class T>
inline axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                                        int blockSize,
                                                                        size_t dynamicSMemSize,
                                                                        unsigned int flags) {
  return ::axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, reinterpret_cast<const void *>(func), blockSize, dynamicSMemSize, flags);
}

/// CUDA's block-size search of cuda_runtime.h: the block size (a multiple of
/// the warp size, or the limit) with the most resident threads per
/// multiprocessor, and the grid that fills the device with it.
template <typename UnaryFunction, class T>
inline axlError_t axlOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0, unsigned int flags = 0) {
  if (!minGridSize || !blockSize || !func) {
    axl::cpu::detail::setLastError(axlErrorInvalidValue);
    return axlErrorInvalidValue;
  }
  int Device = 0, MaxThreadsPerSM = 0, Warp = 0, DevMaxThreads = 0, SMs = 0;
  axlError_t Status;
  axlFuncAttributes Attr;
  if ((Status = ::axlGetDevice(&Device)) != axlSuccess ||
      (Status = ::axlDeviceGetAttribute(&MaxThreadsPerSM, axlDevAttrMaxThreadsPerMultiProcessor,
                                        Device)) != axlSuccess ||
      (Status = ::axlDeviceGetAttribute(&Warp, axlDevAttrWarpSize, Device)) != axlSuccess ||
      (Status = ::axlDeviceGetAttribute(&DevMaxThreads, axlDevAttrMaxThreadsPerBlock, Device)) !=
          axlSuccess ||
      (Status = ::axlDeviceGetAttribute(&SMs, axlDevAttrMultiProcessorCount, Device)) !=
          axlSuccess ||
      (Status = ::axlFuncGetAttributes(&Attr, reinterpret_cast<const void *>(func))) !=
          axlSuccess)
    return Status;
  if (blockSizeLimit == 0 || blockSizeLimit > DevMaxThreads)
    blockSizeLimit = DevMaxThreads;
  if (blockSizeLimit > Attr.maxThreadsPerBlock)
    blockSizeLimit = Attr.maxThreadsPerBlock;
  int BestBlock = 0, BestBlocks = 0, BestOccupancy = 0;
  int LimitAligned = (blockSizeLimit + Warp - 1) / Warp * Warp;
  for (int Aligned = LimitAligned; Aligned > 0; Aligned -= Warp) {
    int Try = blockSizeLimit < Aligned ? blockSizeLimit : Aligned;
    int Blocks = 0;
    Status = ::axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &Blocks, reinterpret_cast<const void *>(func), Try,
        static_cast<size_t>(blockSizeToDynamicSMemSize(Try)), flags);
    if (Status != axlSuccess)
      return Status;
    if (Try * Blocks > BestOccupancy) {
      BestBlock = Try;
      BestBlocks = Blocks;
      BestOccupancy = Try * Blocks;
    }
    if (BestOccupancy == MaxThreadsPerSM)
      break;
  }
  *minGridSize = BestBlocks * SMs;
  *blockSize = BestBlock;
  return axlSuccess;
}
template <typename UnaryFunction, class T>
inline axlError_t axlOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0) {
  return axlOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit,
      axlOccupancyDefault);
}
template <class T>
inline axlError_t axlOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize,
                                                             T func,
                                                             size_t dynamicSMemSize = 0,
                                                             int blockSizeLimit = 0,
                                                             unsigned int flags = 0) {
  return axlOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, [dynamicSMemSize](int) { return dynamicSMemSize; },
      blockSizeLimit, flags);
}
template <class T>
inline axlError_t axlOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                    size_t dynamicSMemSize = 0,
                                                    int blockSizeLimit = 0) {
  return axlOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func,
                                                    dynamicSMemSize, blockSizeLimit,
                                                    axlOccupancyDefault);
}

// Thrust's device system of the accelerator (THRUST_DEVICE_SYSTEM_CUDA in CUDA
// code): TBB here, where thrust::cuda names it too (thrust.h).
#define THRUST_DEVICE_SYSTEM_AXL THRUST_DEVICE_SYSTEM_TBB

// The include guards of the CUDA headers <axl/runtime.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_RUNTIME_H__ // cuda_runtime.h
#define __AXL_RUNTIME_API_H__ // cuda_runtime_api.h
#define __AXL_DRIVER_TYPES_H__ // driver_types.h
#define __AXL_VECTOR_TYPES_H__ // vector_types.h
#define __AXL_LIBRARY_TYPES_H__ // library_types.h
#define __AXL_DEVICE_LAUNCH_PARAMETERS_H__ // device_launch_parameters.h
#define __AXL_DEVICE_TYPES_H__ // device_types.h
#define __AXL_DRIVER_FUNCTIONS_H__ // driver_functions.h
#define __AXL_VECTOR_FUNCTIONS_H__ // vector_functions.h
#define __AXL_CHANNEL_DESCRIPTOR_H__ // channel_descriptor.h
#define __AXL_TEXTURE_TYPES_H__ // texture_types.h
#define __AXL_SURFACE_TYPES_H__ // surface_types.h
#define __AXL_DEVICE_RUNTIME_API_H__ // cuda_device_runtime_api.h
