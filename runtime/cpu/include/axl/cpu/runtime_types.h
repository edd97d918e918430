// CPU backend of <axl/runtime.h>: the types, enums and flag macros of CUDA 13's
// driver_types.h that the CPU runtime implements, under their dialect names
// and with CUDA's values (so that code which stores or prints them agrees
// with the CUDA backend).
#pragma once
#include <axl/cpu/detail/core.h>
// axlLibrary_t and axlKernel_t are the driver's handles, generated from
// cuda.h and driver_types.h with the rest of the driver's types.
#include <axl/cpu/driver_api_types.h>

#include <cstddef>

#define AXLRT_VERSION 13000
#define AXLRT_CB

// Special stream handles (CUDA's values).
#define axlStreamLegacy ((axlStream_t)0x1)
#define axlStreamPerThread ((axlStream_t)0x2)

#define axlStreamDefault 0x00
#define axlStreamNonBlocking 0x01

#define axlEventDefault 0x00
#define axlEventBlockingSync 0x01
#define axlEventDisableTiming 0x02
#define axlEventInterprocess 0x04
#define axlEventRecordDefault 0x00
#define axlEventRecordExternal 0x01
#define axlEventWaitDefault 0x00
#define axlEventWaitExternal 0x01

#define axlHostAllocDefault 0x00
#define axlHostAllocPortable 0x01
#define axlHostAllocMapped 0x02
#define axlHostAllocWriteCombined 0x04
#define axlHostRegisterDefault 0x00
#define axlHostRegisterPortable 0x01
#define axlHostRegisterMapped 0x02
#define axlHostRegisterIoMemory 0x04
#define axlHostRegisterReadOnly 0x08
#define axlMemAttachGlobal 0x01
#define axlMemAttachHost 0x02
#define axlMemAttachSingle 0x04

#define axlDeviceScheduleAuto 0x00
#define axlDeviceScheduleSpin 0x01
#define axlDeviceScheduleYield 0x02
#define axlDeviceScheduleBlockingSync 0x04
#define axlDeviceBlockingSync 0x04
#define axlDeviceScheduleMask 0x07
#define axlDeviceMapHost 0x08
#define axlDeviceLmemResizeToMax 0x10
#define axlDeviceSyncMemops 0x80
#define axlDeviceMask 0xff

#define axlOccupancyDefault 0x00
#define axlOccupancyDisableCachingOverride 0x01
#define axlCpuDeviceId ((int)-1)
#define axlInvalidDeviceId ((int)-2)
#define axlInitDeviceFlagsAreValid 0x01

typedef void(AXLRT_CB *axlHostFn_t)(void *userData);
typedef void(AXLRT_CB *axlStreamCallback_t)(axlStream_t stream, axlError_t status, void *userData);

enum axlMemcpyKind {
  axlMemcpyHostToHost = 0,
  axlMemcpyHostToDevice = 1,
  axlMemcpyDeviceToHost = 2,
  axlMemcpyDeviceToDevice = 3,
  axlMemcpyDefault = 4
};

enum axlMemoryType {
  axlMemoryTypeUnregistered = 0,
  axlMemoryTypeHost = 1,
  axlMemoryTypeDevice = 2,
  axlMemoryTypeManaged = 3
};

struct axlPointerAttributes {
  enum axlMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
  long reserved[8];
};

enum axlMemLocationType {
  axlMemLocationTypeInvalid = 0,
  axlMemLocationTypeNone = 0,
  axlMemLocationTypeDevice = 1,
  axlMemLocationTypeHost = 2,
  axlMemLocationTypeHostNuma = 3,
  axlMemLocationTypeHostNumaCurrent = 4
};

struct axlMemLocation {
  enum axlMemLocationType type;
  int id;
};

enum axlMemoryAdvise {
  axlMemAdviseSetReadMostly = 1,
  axlMemAdviseUnsetReadMostly = 2,
  axlMemAdviseSetPreferredLocation = 3,
  axlMemAdviseUnsetPreferredLocation = 4,
  axlMemAdviseSetAccessedBy = 5,
  axlMemAdviseUnsetAccessedBy = 6
};

enum axlStreamCaptureStatus {
  axlStreamCaptureStatusNone = 0,
  axlStreamCaptureStatusActive = 1,
  axlStreamCaptureStatusInvalidated = 2
};

enum axlStreamCaptureMode {
  axlStreamCaptureModeGlobal = 0,
  axlStreamCaptureModeThreadLocal = 1,
  axlStreamCaptureModeRelaxed = 2
};

enum axlFuncCache {
  axlFuncCachePreferNone = 0,
  axlFuncCachePreferShared = 1,
  axlFuncCachePreferL1 = 2,
  axlFuncCachePreferEqual = 3
};

enum axlLimit {
  axlLimitStackSize = 0x00,
  axlLimitPrintfFifoSize = 0x01,
  axlLimitMallocHeapSize = 0x02,
  axlLimitDevRuntimeSyncDepth = 0x03,
  axlLimitDevRuntimePendingLaunchCount = 0x04,
  axlLimitMaxL2FetchGranularity = 0x05,
  axlLimitPersistingL2CacheSize = 0x06
};

struct axlFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
  int clusterDimMustBeSet;
  int requiredClusterWidth;
  int requiredClusterHeight;
  int requiredClusterDepth;
  int clusterSchedulingPolicyPreference;
  int nonPortableClusterSizeAllowed;
  int reserved[16];
};

enum axlFuncAttribute {
  axlFuncAttributeMaxDynamicSharedMemorySize = 8,
  axlFuncAttributePreferredSharedMemoryCarveout = 9,
  axlFuncAttributeClusterDimMustBeSet = 10,
  axlFuncAttributeRequiredClusterWidth = 11,
  axlFuncAttributeRequiredClusterHeight = 12,
  axlFuncAttributeRequiredClusterDepth = 13,
  axlFuncAttributeNonPortableClusterSizeAllowed = 14,
  axlFuncAttributeClusterSchedulingPolicyPreference = 15,
  axlFuncAttributeMax
};

enum axlSharedCarveout {
  axlSharedmemCarveoutDefault = -1,
  axlSharedmemCarveoutMaxShared = 100,
  axlSharedmemCarveoutMaxL1 = 0
};

struct axlUUID_st {
  char bytes[16];
};
typedef struct axlUUID_st axlUUID_t;

/// CUDA 13's cudaDeviceProp, field for field.
struct axlDeviceProp {
  char name[256];
  axlUUID_t uuid;
  char luid[8];
  unsigned int luidDeviceNodeMask;
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int multiProcessorCount;
  int integrated;
  int canMapHostMemory;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseCudaArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes;
  int deferredMappingCudaArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int deviceNumaConfig;
  int deviceNumaId;
  int mpsEnabled;
  int hostNumaId;
  unsigned int gpuPciDeviceID;
  unsigned int gpuPciSubsystemID;
  int hostNumaMultinodeIpcSupported;
  int reserved[56];
};

/// axlGetDriverEntryPoint's flags and results (driver_types.h).
enum axlGetDriverEntryPointFlags {
  axlEnableDefault = 0x0,
  axlEnableLegacyStream = 0x1,
  axlEnablePerThreadDefaultStream = 0x2
};
enum axlDriverEntryPointQueryResult {
  axlDriverEntryPointSuccess = 0,
  axlDriverEntryPointSymbolNotFound = 1,
  axlDriverEntryPointVersionNotSufficent = 2
};

/// What axlDevAttrComputeMode reports: the CPU backend's device is in the
/// default mode.
enum axlComputeMode {
  axlComputeModeDefault = 0,
  axlComputeModeExclusive = 1,
  axlComputeModeProhibited = 2,
  axlComputeModeExclusiveProcess = 3
};

enum axlDeviceAttr {
  axlDevAttrMaxThreadsPerBlock = 1,
  axlDevAttrMaxBlockDimX = 2,
  axlDevAttrMaxBlockDimY = 3,
  axlDevAttrMaxBlockDimZ = 4,
  axlDevAttrMaxGridDimX = 5,
  axlDevAttrMaxGridDimY = 6,
  axlDevAttrMaxGridDimZ = 7,
  axlDevAttrMaxSharedMemoryPerBlock = 8,
  axlDevAttrTotalConstantMemory = 9,
  axlDevAttrWarpSize = 10,
  axlDevAttrMaxPitch = 11,
  axlDevAttrMaxRegistersPerBlock = 12,
  axlDevAttrClockRate = 13,
  axlDevAttrTextureAlignment = 14,
  axlDevAttrGpuOverlap = 15,
  axlDevAttrMultiProcessorCount = 16,
  axlDevAttrKernelExecTimeout = 17,
  axlDevAttrIntegrated = 18,
  axlDevAttrCanMapHostMemory = 19,
  axlDevAttrComputeMode = 20,
  axlDevAttrMaxTexture1DWidth = 21,
  axlDevAttrMaxTexture2DWidth = 22,
  axlDevAttrMaxTexture2DHeight = 23,
  axlDevAttrMaxTexture3DWidth = 24,
  axlDevAttrMaxTexture3DHeight = 25,
  axlDevAttrMaxTexture3DDepth = 26,
  axlDevAttrMaxTexture2DLayeredWidth = 27,
  axlDevAttrMaxTexture2DLayeredHeight = 28,
  axlDevAttrMaxTexture2DLayeredLayers = 29,
  axlDevAttrSurfaceAlignment = 30,
  axlDevAttrConcurrentKernels = 31,
  axlDevAttrEccEnabled = 32,
  axlDevAttrPciBusId = 33,
  axlDevAttrPciDeviceId = 34,
  axlDevAttrTccDriver = 35,
  axlDevAttrMemoryClockRate = 36,
  axlDevAttrGlobalMemoryBusWidth = 37,
  axlDevAttrL2CacheSize = 38,
  axlDevAttrMaxThreadsPerMultiProcessor = 39,
  axlDevAttrAsyncEngineCount = 40,
  axlDevAttrUnifiedAddressing = 41,
  axlDevAttrMaxTexture1DLayeredWidth = 42,
  axlDevAttrMaxTexture1DLayeredLayers = 43,
  axlDevAttrMaxTexture2DGatherWidth = 45,
  axlDevAttrMaxTexture2DGatherHeight = 46,
  axlDevAttrMaxTexture3DWidthAlt = 47,
  axlDevAttrMaxTexture3DHeightAlt = 48,
  axlDevAttrMaxTexture3DDepthAlt = 49,
  axlDevAttrPciDomainId = 50,
  axlDevAttrTexturePitchAlignment = 51,
  axlDevAttrMaxTextureCubemapWidth = 52,
  axlDevAttrMaxTextureCubemapLayeredWidth = 53,
  axlDevAttrMaxTextureCubemapLayeredLayers = 54,
  axlDevAttrMaxSurface1DWidth = 55,
  axlDevAttrMaxSurface2DWidth = 56,
  axlDevAttrMaxSurface2DHeight = 57,
  axlDevAttrMaxSurface3DWidth = 58,
  axlDevAttrMaxSurface3DHeight = 59,
  axlDevAttrMaxSurface3DDepth = 60,
  axlDevAttrMaxSurface1DLayeredWidth = 61,
  axlDevAttrMaxSurface1DLayeredLayers = 62,
  axlDevAttrMaxSurface2DLayeredWidth = 63,
  axlDevAttrMaxSurface2DLayeredHeight = 64,
  axlDevAttrMaxSurface2DLayeredLayers = 65,
  axlDevAttrMaxSurfaceCubemapWidth = 66,
  axlDevAttrMaxSurfaceCubemapLayeredWidth = 67,
  axlDevAttrMaxSurfaceCubemapLayeredLayers = 68,
  axlDevAttrMaxTexture1DLinearWidth = 69,
  axlDevAttrMaxTexture2DLinearWidth = 70,
  axlDevAttrMaxTexture2DLinearHeight = 71,
  axlDevAttrMaxTexture2DLinearPitch = 72,
  axlDevAttrMaxTexture2DMipmappedWidth = 73,
  axlDevAttrMaxTexture2DMipmappedHeight = 74,
  axlDevAttrComputeCapabilityMajor = 75,
  axlDevAttrComputeCapabilityMinor = 76,
  axlDevAttrMaxTexture1DMipmappedWidth = 77,
  axlDevAttrStreamPrioritiesSupported = 78,
  axlDevAttrGlobalL1CacheSupported = 79,
  axlDevAttrLocalL1CacheSupported = 80,
  axlDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  axlDevAttrMaxRegistersPerMultiprocessor = 82,
  axlDevAttrManagedMemory = 83,
  axlDevAttrIsMultiGpuBoard = 84,
  axlDevAttrMultiGpuBoardGroupID = 85,
  axlDevAttrHostNativeAtomicSupported = 86,
  axlDevAttrSingleToDoublePrecisionPerfRatio = 87,
  axlDevAttrPageableMemoryAccess = 88,
  axlDevAttrConcurrentManagedAccess = 89,
  axlDevAttrComputePreemptionSupported = 90,
  axlDevAttrCanUseHostPointerForRegisteredMem = 91,
  axlDevAttrReserved92 = 92,
  axlDevAttrReserved93 = 93,
  axlDevAttrReserved94 = 94,
  axlDevAttrCooperativeLaunch = 95,
  axlDevAttrReserved96 = 96,
  axlDevAttrMaxSharedMemoryPerBlockOptin = 97,
  axlDevAttrCanFlushRemoteWrites = 98,
  axlDevAttrHostRegisterSupported = 99,
  axlDevAttrPageableMemoryAccessUsesHostPageTables = 100,
  axlDevAttrDirectManagedMemAccessFromHost = 101,
  axlDevAttrMaxBlocksPerMultiprocessor = 106,
  axlDevAttrMaxPersistingL2CacheSize = 108,
  axlDevAttrMaxAccessPolicyWindowSize = 109,
  axlDevAttrReservedSharedMemoryPerBlock = 111,
  axlDevAttrSparseCudaArraySupported = 112,
  axlDevAttrHostRegisterReadOnlySupported = 113,
  axlDevAttrTimelineSemaphoreInteropSupported = 114,
  axlDevAttrMemoryPoolsSupported = 115,
  axlDevAttrGPUDirectRDMASupported = 116,
  axlDevAttrGPUDirectRDMAFlushWritesOptions = 117,
  axlDevAttrGPUDirectRDMAWritesOrdering = 118,
  axlDevAttrMemoryPoolSupportedHandleTypes = 119,
  axlDevAttrClusterLaunch = 120,
  axlDevAttrDeferredMappingCudaArraySupported = 121,
  axlDevAttrReserved122 = 122,
  axlDevAttrReserved123 = 123,
  axlDevAttrReserved124 = 124,
  axlDevAttrIpcEventSupport = 125,
  axlDevAttrMemSyncDomainCount = 126,
  axlDevAttrReserved127 = 127,
  axlDevAttrReserved128 = 128,
  axlDevAttrReserved129 = 129,
  axlDevAttrNumaConfig = 130,
  axlDevAttrNumaId = 131,
  axlDevAttrReserved132 = 132,
  axlDevAttrMpsEnabled = 133,
  axlDevAttrHostNumaId = 134,
  axlDevAttrD3D12CigSupported = 135,
  axlDevAttrVulkanCigSupported = 138,
  axlDevAttrGpuPciDeviceId = 139,
  axlDevAttrGpuPciSubsystemId = 140,
  axlDevAttrReserved141 = 141,
  axlDevAttrHostNumaMemoryPoolsSupported = 142,
  axlDevAttrHostNumaMultinodeIpcSupported = 143,
  axlDevAttrHostMemoryPoolsSupported = 144,
  axlDevAttrReserved145 = 145,
  axlDevAttrOnlyPartialHostNativeAtomicSupported = 147,
  axlDevAttrMax
};

// Graphs: stream capture, instantiation and launch, plus the explicit node
// kinds the CPU runtime builds (host, empty, memset, 1-D memcpy, event
// record and wait).
typedef struct axlGraph_st *axlGraph_t;
typedef struct axlGraphNode_st *axlGraphNode_t;
typedef struct axlGraphExec_st *axlGraphExec_t;

enum axlGraphInstantiateFlags {
  axlGraphInstantiateFlagAutoFreeOnLaunch = 1,
  axlGraphInstantiateFlagUpload = 2,
  axlGraphInstantiateFlagDeviceLaunch = 4,
  axlGraphInstantiateFlagUseNodePriority = 8
};

enum axlGraphNodeType {
  axlGraphNodeTypeKernel = 0x00,
  axlGraphNodeTypeMemcpy = 0x01,
  axlGraphNodeTypeMemset = 0x02,
  axlGraphNodeTypeHost = 0x03,
  axlGraphNodeTypeGraph = 0x04,
  axlGraphNodeTypeEmpty = 0x05,
  axlGraphNodeTypeWaitEvent = 0x06,
  axlGraphNodeTypeEventRecord = 0x07,
  axlGraphNodeTypeExtSemaphoreSignal = 0x08,
  axlGraphNodeTypeExtSemaphoreWait = 0x09,
  axlGraphNodeTypeMemAlloc = 0x0a,
  axlGraphNodeTypeMemFree = 0x0b,
  axlGraphNodeTypeConditional = 0x0d,
  axlGraphNodeTypeCount
};

typedef struct axlGraphEdgeData_st {
  unsigned char from_port;
  unsigned char to_port;
  unsigned char type;
  unsigned char reserved[5];
} axlGraphEdgeData;

enum axlStreamUpdateCaptureDependenciesFlags {
  axlStreamAddCaptureDependencies = 0x0,
  axlStreamSetCaptureDependencies = 0x1
};

struct axlHostNodeParams {
  axlHostFn_t fn;
  void *userData;
};

struct axlMemsetParams {
  void *dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width;
  size_t height;
};
