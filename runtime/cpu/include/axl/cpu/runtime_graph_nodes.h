// CPU backend of <axl/runtime.h>, continued: graph nodes added by hand that
// carry parameters (CUDA 13's driver_types.h and cuda_runtime_api.h):
// kernel nodes, memory allocation and free nodes, conditional nodes (IF with
// an optional ELSE, WHILE, SWITCH) and axlGraphAddNode with
// axlGraphNodeParams, plus the device-side axlGraphSetConditional.
//
// A kernel node's func is a `void *`: the kernel must be known by its
// signature (see detail/kernel_launch.h), or the call returns
// axlErrorInvalidDeviceFunction. Its parameters are copied when the node is
// added or updated, as CUDA copies them; kernel nodes captured from launches
// keep theirs too (except launches of an overloaded kernel reached through
// argument conversions), so Get/SetParams work on them. Memory allocation
// and free nodes (also made by axlMallocAsync and axlFreeAsync on a
// capturing stream) follow CUDA's graph memory nodes: the address is fixed
// when the node is made, each launch makes the allocation live until a free
// node, axlFreeAsync or axlFree ends its life, relaunching while it is live
// fails unless the executable graph was instantiated with
// axlGraphInstantiateFlagAutoFreeOnLaunch, and a graph with memory nodes has
// one executable graph at a time. Conditional bodies may hold kernel, empty,
// memset, memcpy and conditional nodes, as in CUDA.
#pragma once
#include <axl/cpu/runtime_types.h>

#include <cstddef>

typedef unsigned long long axlGraphConditionalHandle;

enum axlGraphConditionalHandleFlags { axlGraphCondAssignDefault = 1 };

enum axlGraphConditionalNodeType {
  axlGraphCondTypeIf = 0,
  axlGraphCondTypeWhile = 1,
  axlGraphCondTypeSwitch = 2
};

struct axlConditionalNodeParams {
  axlGraphConditionalHandle handle;
  enum axlGraphConditionalNodeType type;
  unsigned int size;
  axlGraph_t *phGraph_out; ///< set by axlGraphAddNode: the node's body graphs
};

struct axlKernelNodeParams {
  void *func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};

struct axlKernelNodeParamsV2 {
  void *func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};

/// The `extra` argument format (cuda.h's CU_LAUNCH_PARAM_*): the parameters
/// packed in one buffer at their natural alignment.
#define AXL_LAUNCH_PARAM_END ((void *)0x00)
#define AXL_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define AXL_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)

enum axlMemAllocationType {
  axlMemAllocationTypeInvalid = 0x0,
  axlMemAllocationTypePinned = 0x1,
  axlMemAllocationTypeManaged = 0x2,
  axlMemAllocationTypeMax = 0x7FFFFFFF
};

enum axlMemAllocationHandleType {
  axlMemHandleTypeNone = 0x0,
  axlMemHandleTypePosixFileDescriptor = 0x1,
  axlMemHandleTypeWin32 = 0x2,
  axlMemHandleTypeWin32Kmt = 0x4,
  axlMemHandleTypeFabric = 0x8
};

enum axlMemAccessFlags {
  axlMemAccessFlagsProtNone = 0,
  axlMemAccessFlagsProtRead = 1,
  axlMemAccessFlagsProtReadWrite = 3
};

struct axlMemAccessDesc {
  struct axlMemLocation location;
  enum axlMemAccessFlags flags;
};

struct axlMemPoolProps {
  enum axlMemAllocationType allocType;
  enum axlMemAllocationHandleType handleTypes;
  struct axlMemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
};

struct axlMemAllocNodeParams {
  struct axlMemPoolProps poolProps;
  const struct axlMemAccessDesc *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void *dptr; ///< out: the allocation's address
};

struct axlMemAllocNodeParamsV2 {
  struct axlMemPoolProps poolProps;
  const struct axlMemAccessDesc *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void *dptr;
};

struct axlMemFreeNodeParams {
  void *dptr;
};

enum axlGraphMemAttributeType {
  axlGraphMemAttrUsedMemCurrent = 0x0,
  axlGraphMemAttrUsedMemHigh = 0x1,
  axlGraphMemAttrReservedMemCurrent = 0x2,
  axlGraphMemAttrReservedMemHigh = 0x3
};

struct axlHostNodeParamsV2 {
  axlHostFn_t fn;
  void *userData;
};

struct axlEventRecordNodeParams {
  axlEvent_t event;
};

struct axlEventWaitNodeParams {
  axlEvent_t event;
};

/// axlGraphAddNode's parameters: CUDA's layout (the union is padded to 29
/// long longs); the members of node kinds this backend does not add this way
/// (memcpy, memset, child graph, external semaphores) are left out.
struct axlGraphNodeParams {
  enum axlGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    struct axlKernelNodeParamsV2 kernel;
    struct axlHostNodeParamsV2 host;
    struct axlEventWaitNodeParams eventWait;
    struct axlEventRecordNodeParams eventRecord;
    struct axlMemAllocNodeParamsV2 alloc;
    struct axlMemFreeNodeParams free;
    struct axlConditionalNodeParams conditional;
  };
  long long reserved2;
};

extern "C" {
axlError_t axlGraphAddKernelNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                 const axlGraphNode_t *pDependencies, size_t numDependencies,
                                 const struct axlKernelNodeParams *pNodeParams);
axlError_t axlGraphKernelNodeGetParams(axlGraphNode_t node,
                                       struct axlKernelNodeParams *pNodeParams);
axlError_t axlGraphKernelNodeSetParams(axlGraphNode_t node,
                                       const struct axlKernelNodeParams *pNodeParams);
axlError_t axlGraphExecKernelNodeSetParams(axlGraphExec_t hGraphExec, axlGraphNode_t node,
                                           const struct axlKernelNodeParams *pNodeParams);
axlError_t axlGraphAddMemAllocNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                   const axlGraphNode_t *pDependencies, size_t numDependencies,
                                   struct axlMemAllocNodeParams *nodeParams);
axlError_t axlGraphMemAllocNodeGetParams(axlGraphNode_t node,
                                         struct axlMemAllocNodeParams *params_out);
axlError_t axlGraphAddMemFreeNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                                  const axlGraphNode_t *pDependencies, size_t numDependencies,
                                  void *dptr);
axlError_t axlGraphMemFreeNodeGetParams(axlGraphNode_t node, void *dptr_out);
axlError_t axlDeviceGraphMemTrim(int device);
/// The bytes of graph allocations that exist (Used and Reserved alike: the
/// memory is reserved when the allocation node is made), and their high
/// watermark, which can only be reset to zero.
axlError_t axlDeviceGetGraphMemAttribute(int device, enum axlGraphMemAttributeType attr,
                                         void *value);
axlError_t axlDeviceSetGraphMemAttribute(int device, enum axlGraphMemAttributeType attr,
                                         void *value);
axlError_t axlGraphConditionalHandleCreate(axlGraphConditionalHandle *pHandle_out,
                                           axlGraph_t graph, unsigned int defaultLaunchValue = 0,
                                           unsigned int flags = 0);
axlError_t axlGraphAddNode(axlGraphNode_t *pGraphNode, axlGraph_t graph,
                           const axlGraphNode_t *pDependencies,
                           const axlGraphEdgeData *dependencyData, size_t numDependencies,
                           struct axlGraphNodeParams *nodeParams);
/// Device side: sets the handle's value from a kernel (of a graph launch).
void axlGraphSetConditional(axlGraphConditionalHandle handle, unsigned int value);
} // extern "C"
