// CPU backend of <axl/runtime.h>, continued: launches through the runtime
// API (axlLaunchKernel, axlLaunchKernelEx/ExC with launch attributes,
// axlLaunchCooperativeKernel) and peer access, with CUDA 13's types, values
// and errors (driver_types.h, cuda_runtime_api.h, cuda_runtime.h).
//
// A kernel passed as `const void *` must be known by its signature: see
// detail/kernel_launch.h (launching one that is not returns
// axlErrorInvalidDeviceFunction, with a message saying why). The typed
// template forms below register it. The backend has one device, so peer
// access between two devices never exists: the peer calls check their
// arguments as CUDA does and report axlErrorInvalidDevice for the device
// itself.
#pragma once
#include <axl/cpu/detail/kernel_launch.h>
#include <axl/cpu/runtime_types.h>

#include <type_traits>
#include <utility>

enum axlAccessProperty {
  axlAccessPropertyNormal = 0,
  axlAccessPropertyStreaming = 1,
  axlAccessPropertyPersisting = 2
};

struct axlAccessPolicyWindow {
  void *base_ptr;
  size_t num_bytes;
  float hitRatio;
  enum axlAccessProperty hitProp;
  enum axlAccessProperty missProp;
};

enum axlSynchronizationPolicy {
  axlSyncPolicyAuto = 1,
  axlSyncPolicySpin = 2,
  axlSyncPolicyYield = 3,
  axlSyncPolicyBlockingSync = 4
};

enum axlClusterSchedulingPolicy {
  axlClusterSchedulingPolicyDefault = 0,
  axlClusterSchedulingPolicySpread = 1,
  axlClusterSchedulingPolicyLoadBalancing = 2
};

typedef enum axlLaunchMemSyncDomain {
  axlLaunchMemSyncDomainDefault = 0,
  axlLaunchMemSyncDomainRemote = 1
} axlLaunchMemSyncDomain;

typedef struct axlLaunchMemSyncDomainMap_st {
  unsigned char default_;
  unsigned char remote;
} axlLaunchMemSyncDomainMap;

typedef struct axlGraphDeviceUpdatableNode_st *axlGraphDeviceNode_t;

typedef enum axlLaunchAttributeID {
  axlLaunchAttributeIgnore = 0,
  axlLaunchAttributeAccessPolicyWindow = 1,
  axlLaunchAttributeCooperative = 2,
  axlLaunchAttributeSynchronizationPolicy = 3,
  axlLaunchAttributeClusterDimension = 4,
  axlLaunchAttributeClusterSchedulingPolicyPreference = 5,
  axlLaunchAttributeProgrammaticStreamSerialization = 6,
  axlLaunchAttributeProgrammaticEvent = 7,
  axlLaunchAttributePriority = 8,
  axlLaunchAttributeMemSyncDomainMap = 9,
  axlLaunchAttributeMemSyncDomain = 10,
  axlLaunchAttributePreferredClusterDimension = 11,
  axlLaunchAttributeLaunchCompletionEvent = 12,
  axlLaunchAttributeDeviceUpdatableKernelNode = 13,
  axlLaunchAttributePreferredSharedMemoryCarveout = 14,
  axlLaunchAttributeNvlinkUtilCentricScheduling = 16
} axlLaunchAttributeID;

typedef union axlLaunchAttributeValue {
  char pad[64];
  struct axlAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  enum axlSynchronizationPolicy syncPolicy;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  enum axlClusterSchedulingPolicy clusterSchedulingPolicyPreference;
  int programmaticStreamSerializationAllowed;
  struct {
    axlEvent_t event;
    int flags;
    int triggerAtBlockStart;
  } programmaticEvent;
  int priority;
  axlLaunchMemSyncDomainMap memSyncDomainMap;
  axlLaunchMemSyncDomain memSyncDomain;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } preferredClusterDim;
  struct {
    axlEvent_t event;
    int flags;
  } launchCompletionEvent;
  struct {
    int deviceUpdatable;
    axlGraphDeviceNode_t devNode;
  } deviceUpdatableKernelNode;
  unsigned int sharedMemCarveout;
  unsigned int nvlinkUtilCentricScheduling;
} axlLaunchAttributeValue;

// Stream and kernel node attributes are launch attributes, as in CUDA 13.
#define axlStreamAttrID axlLaunchAttributeID
#define axlStreamAttrValue axlLaunchAttributeValue
#define axlStreamAttributeAccessPolicyWindow axlLaunchAttributeAccessPolicyWindow
#define axlStreamAttributeSynchronizationPolicy axlLaunchAttributeSynchronizationPolicy
#define axlStreamAttributeMemSyncDomainMap axlLaunchAttributeMemSyncDomainMap
#define axlStreamAttributeMemSyncDomain axlLaunchAttributeMemSyncDomain
#define axlStreamAttributePriority axlLaunchAttributePriority

extern "C" {
// Stream attributes (stream_attr.cpp): the access policy window (a hint of
// the persisting L2, which the host does not have: kept and reported, with
// CUDA's checks), the synchronisation policy, the memory synchronisation
// domain and its map, and the priority (the device's range is 0 to 0).
axlError_t axlStreamSetAttribute(axlStream_t hStream, axlLaunchAttributeID attr,
                                 const axlLaunchAttributeValue *value);
axlError_t axlStreamGetAttribute(axlStream_t hStream, axlLaunchAttributeID attr,
                                 axlLaunchAttributeValue *value_out);
axlError_t axlStreamCopyAttributes(axlStream_t dst, axlStream_t src);
// Unified memory's stream attachment (managed memory is host memory that
// every stream and the host can touch at any time: nothing to move) and the
// persisting L2 lines (none): checked as CUDA checks them, then nothing to do.
axlError_t axlStreamAttachMemAsync(axlStream_t stream, void *devPtr, size_t length = 0,
                                   unsigned int flags = axlMemAttachSingle);
axlError_t axlCtxResetPersistingL2Cache(void);
}

typedef struct axlLaunchAttribute_st {
  axlLaunchAttributeID id;
  char pad[8 - sizeof(axlLaunchAttributeID)];
  axlLaunchAttributeValue val;
} axlLaunchAttribute;

typedef struct axlLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  axlStream_t stream;
  axlLaunchAttribute *attrs;
  unsigned int numAttrs;
} axlLaunchConfig_t;

enum axlDeviceP2PAttr {
  axlDevP2PAttrPerformanceRank = 1,
  axlDevP2PAttrAccessSupported = 2,
  axlDevP2PAttrNativeAtomicSupported = 3,
  axlDevP2PAttrCudaArrayAccessSupported = 4,
  axlDevP2PAttrOnlyPartialNativeAtomicSupported = 5
};

/// The options of axlLibraryLoadData (driver_types.h's values); accepted and
/// ignored, as by axlDrvLibraryLoadData.
enum axlJitOption {
  axlJitMaxRegisters = 0,
  axlJitThreadsPerBlock = 1,
  axlJitWallTime = 2,
  axlJitInfoLogBuffer = 3,
  axlJitInfoLogBufferSizeBytes = 4,
  axlJitErrorLogBuffer = 5,
  axlJitErrorLogBufferSizeBytes = 6,
  axlJitOptimizationLevel = 7,
  axlJitFallbackStrategy = 10,
  axlJitGenerateDebugInfo = 11,
  axlJitLogVerbose = 12,
  axlJitGenerateLineInfo = 13,
  axlJitCacheMode = 14,
  axlJitPositionIndependentCode = 30,
  axlJitMinCtaPerSm = 31,
  axlJitMaxThreadsPerBlock = 32,
  axlJitOverrideDirectiveValues = 33
};
enum axlLibraryOption {
  axlLibraryHostUniversalFunctionAndDataTable = 0,
  axlLibraryBinaryIsPreserved = 1
};

extern "C" {
/// The runtime's libraries: the driver's (axlDrvLibraryLoadData and
/// GetKernel, <axl/driver.h>), so `code` is an image of the CPU backend's
/// NVRTC; a kernel is the kernel's address, launched with axlLaunchKernel.
axlError_t axlLibraryLoadData(axlLibrary_t *library, const void *code,
                              enum axlJitOption *jitOptions, void **jitOptionsValues,
                              unsigned int numJitOptions, enum axlLibraryOption *libraryOptions,
                              void **libraryOptionValues, unsigned int numLibraryOptions);
axlError_t axlLibraryUnload(axlLibrary_t library);
axlError_t axlLibraryGetKernel(axlKernel_t *pKernel, axlLibrary_t library, const char *name);

/// Launches `func` (known by its signature, see above) with the arguments
/// that args[i] point at. Errors: an unknown kernel gives
/// axlErrorInvalidDeviceFunction; a bad configuration
/// axlErrorInvalidConfiguration (also recorded for axlGetLastError).
axlError_t axlLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                           size_t sharedMem, axlStream_t stream);
/// Every block resident at once, so that cooperative_groups::this_grid().sync()
/// works; more blocks than can be co-resident give
/// axlErrorCooperativeLaunchTooLarge.
axlError_t axlLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
                                      void **args, size_t sharedMem, axlStream_t stream);
/// The attributes: cooperative is honoured; a cluster dimension of 1x1x1 is
/// honoured (each block is its own cluster), larger ones are not supported
/// (axlErrorNotSupported, with a message); programmatic stream serialization
/// runs with ordinary stream ordering; the programmatic and launch-completion
/// events are recorded when the grid completes; priority, access policy,
/// synchronization policy, memory sync domains, carveout and scheduling
/// preferences are hints without effect here; unknown ids give
/// axlErrorInvalidValue.
axlError_t axlLaunchKernelExC(const axlLaunchConfig_t *config, const void *func, void **args);

axlError_t axlDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
axlError_t axlDeviceDisablePeerAccess(int peerDevice);
axlError_t axlDeviceGetP2PAttribute(int *value, enum axlDeviceP2PAttr attr, int srcDevice,
                                    int dstDevice);
axlError_t axlMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                         size_t count);
axlError_t axlMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                              size_t count, axlStream_t stream = 0);
} // extern "C"

// The C++ forms of cuda_runtime.h. With a kernel typed (not cast to void *),
// they register it first, so the C form finds its signature.
template <class T>
inline axlError_t axlLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                  size_t sharedMem = 0, axlStream_t stream = 0) {
  if constexpr (std::is_function<T>::value)
    ::axl::cpu::detail::noteKernel<T>(reinterpret_cast<const void *>(func), "kernel launched by address");
  return ::axlLaunchKernel(reinterpret_cast<const void *>(func), gridDim, blockDim, args,
                           sharedMem, stream);
}

template <class T>
inline axlError_t axlLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                             size_t sharedMem = 0, axlStream_t stream = 0) {
  if constexpr (std::is_function<T>::value)
    ::axl::cpu::detail::noteKernel<T>(reinterpret_cast<const void *>(func), "kernel launched by address");
  return ::axlLaunchCooperativeKernel(reinterpret_cast<const void *>(func), gridDim, blockDim,
                                      args, sharedMem, stream);
}

/// The arguments are converted to the kernel's parameter types, as CUDA's
/// template does.
template <typename... ExpTypes, typename... ActTypes>
inline axlError_t axlLaunchKernelEx(const axlLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                                    ActTypes &&...args) {
  static_assert(sizeof...(ExpTypes) == sizeof...(ActTypes),
                "axlLaunchKernelEx: the number of arguments differs from the kernel's number "
                "of parameters");
  ::axl::cpu::detail::noteKernel<void(ExpTypes...)>(reinterpret_cast<const void *>(kernel),
                                                    "kernel launched by address");
  return [&](ExpTypes... coercedArgs) {
    void *pArgs[sizeof...(ExpTypes) + 1] = {
        const_cast<void *>(static_cast<const void *>(&coercedArgs))...};
    return ::axlLaunchKernelExC(config, reinterpret_cast<const void *>(kernel), pArgs);
  }(std::forward<ActTypes>(args)...);
}
