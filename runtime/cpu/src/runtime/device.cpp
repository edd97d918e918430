// CPU backend runtime: the device (the host CPU; AXL_CPU_DEVICES=N gives it
// N names, for programs that run one process per device and pick device
// `local_rank`), its properties and attributes, kernel attributes and
// occupancy, versions and device reset.
//
// The properties are honest about the host (name, memory, hardware threads,
// caches) and report CUDA's limits for what the backend accepts (block and
// grid sizes, shared memory). Compute capability 9.0 names the feature level
// whose semantics the backend follows (FP8 types, warp operations with masks,
// 227 KiB opt-in shared memory); it is not a claim about speed.
#include "state.h"
#include <axl/cpu/compiler.h>
#include "texture_limits.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <unistd.h>

namespace axl::cpu::detail {
namespace {

/// The first /proc/cpuinfo value of `Key` ("model name", "cpu MHz").
std::string cpuInfo(const char *Key) {
  std::ifstream In("/proc/cpuinfo");
  std::string Line;
  while (std::getline(In, Line)) {
    auto Colon = Line.find(':');
    if (Colon == std::string::npos || Line.compare(0, std::strlen(Key), Key) != 0)
      continue;
    auto Begin = Line.find_first_not_of(" \t", Colon + 1);
    return Begin == std::string::npos ? std::string() : Line.substr(Begin);
  }
  return {};
}

int clockRateKHz() {
  std::string MHz = cpuInfo("cpu MHz");
  return MHz.empty() ? 0 : static_cast<int>(std::atof(MHz.c_str()) * 1000);
}

int l2CacheBytes() {
  long L2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  return L2 > 0 ? static_cast<int>(L2) : 0;
}

constexpr int MaxThreadsPerBlock = 1024;
constexpr int SharedMemPerBlock = DefaultMaxDynamicShared;
constexpr int SharedMemPerSM = MaxDynamicSharedOptin + ReservedSharedPerBlock;

std::mutex DeviceM;
unsigned DeviceFlags = axlDeviceMapHost; // mapped host memory is always on
axlFuncCache DeviceCache = axlFuncCachePreferNone;
size_t Limits[] = {
    1024,            // axlLimitStackSize (CUDA's default; kernels run on fiber stacks)
    1 << 20,         // axlLimitPrintfFifoSize (printf is the host's: unbounded)
    8 << 20,         // axlLimitMallocHeapSize (device malloc is the host's)
    0, 0,            // device-runtime limits: no dynamic parallelism
    64,              // axlLimitMaxL2FetchGranularity
    0,               // axlLimitPersistingL2CacheSize
};

/// AXL_CPU_DEVICES: how many devices the backend reports (default 1). They
/// are names of one device: the same CPU, memory, streams and events. Read
/// once; anything but 1..64 stops the program (status 2).
int deviceCount() {
  static const int Count = [] {
    const char *V = std::getenv("AXL_CPU_DEVICES");
    if (!V || !*V)
      return 1;
    char *End = nullptr;
    long N = std::strtol(V, &End, 10);
    if (*End || *V < '0' || *V > '9' || N < 1 || N > 64) {
      std::fprintf(stderr,
                   "axl (CPU backend): AXL_CPU_DEVICES=%s: expected a number "
                   "of devices from 1 to 64\n",
                   V);
      std::fflush(stderr);
      std::_Exit(2);
    }
    return int(N);
  }();
  return Count;
}

/// The calling host thread's current device, as in CUDA.
thread_local int CurrentDevice = 0;

bool validDevice(int Device) { return Device >= 0 && Device < deviceCount(); }

} // namespace
} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlGetDeviceCount(int *Count) {
  if (!Count)
    return fail(axlErrorInvalidValue);
  *Count = deviceCount();
  return axlSuccess;
}

axlError_t axlSetDevice(int Device) {
  if (!validDevice(Device))
    return fail(axlErrorInvalidDevice);
  CurrentDevice = Device;
  return axlSuccess;
}

axlError_t axlGetDevice(int *Device) {
  if (!Device)
    return fail(axlErrorInvalidValue);
  *Device = CurrentDevice;
  return axlSuccess;
}

axlError_t axlInitDevice(int Device, unsigned int NewDeviceFlags, unsigned int Flags) {
  if (!validDevice(Device))
    return fail(axlErrorInvalidDevice);
  if (Flags & ~unsigned(axlInitDeviceFlagsAreValid))
    return fail(axlErrorInvalidValue);
  return Flags & axlInitDeviceFlagsAreValid ? axlSetDeviceFlags(NewDeviceFlags) : axlSuccess;
}

axlError_t axlChooseDevice(int *Device, const struct axlDeviceProp *Prop) {
  if (!Device || !Prop)
    return fail(axlErrorInvalidValue);
  *Device = 0; // all devices are alike
  return axlSuccess;
}

axlError_t axlSetDeviceFlags(unsigned int Flags) {
  unsigned Schedule = Flags & axlDeviceScheduleMask;
  if ((Flags & ~unsigned(axlDeviceMask)) ||
      (Schedule != axlDeviceScheduleAuto && Schedule != axlDeviceScheduleSpin &&
       Schedule != axlDeviceScheduleYield && Schedule != axlDeviceScheduleBlockingSync))
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(DeviceM);
  DeviceFlags = Flags | axlDeviceMapHost;
  return axlSuccess;
}

axlError_t axlGetDeviceFlags(unsigned int *Flags) {
  if (!Flags)
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(DeviceM);
  *Flags = DeviceFlags;
  return axlSuccess;
}

axlError_t axlDeviceGetAttribute(int *Value, enum axlDeviceAttr Attr, int Device) {
  if (!Value)
    return fail(axlErrorInvalidValue);
  if (!validDevice(Device))
    return fail(axlErrorInvalidDevice);
  if (int Limit = axl::cpu::detail::textureLimit(Attr); Limit >= 0) {
    *Value = Limit;
    return axlSuccess;
  }
  switch (Attr) {
  case axlDevAttrMaxThreadsPerBlock:
  case axlDevAttrMaxBlockDimX:
  case axlDevAttrMaxBlockDimY:
    *Value = MaxThreadsPerBlock;
    return axlSuccess;
  case axlDevAttrMaxThreadsPerMultiProcessor:
    *Value = MaxThreadsPerMultiprocessor;
    return axlSuccess;
  case axlDevAttrMaxBlockDimZ:
    *Value = 64;
    return axlSuccess;
  case axlDevAttrMaxGridDimX:
    *Value = 0x7fffffff;
    return axlSuccess;
  case axlDevAttrMaxGridDimY:
  case axlDevAttrMaxGridDimZ:
    *Value = 65535;
    return axlSuccess;
  case axlDevAttrMaxSharedMemoryPerBlock:
    *Value = SharedMemPerBlock;
    return axlSuccess;
  case axlDevAttrMaxSharedMemoryPerBlockOptin:
    *Value = MaxDynamicSharedOptin;
    return axlSuccess;
  case axlDevAttrMaxSharedMemoryPerMultiprocessor:
    *Value = SharedMemPerSM;
    return axlSuccess;
  case axlDevAttrReservedSharedMemoryPerBlock:
    *Value = ReservedSharedPerBlock;
    return axlSuccess;
  case axlDevAttrTotalConstantMemory:
    *Value = 64 * 1024;
    return axlSuccess;
  case axlDevAttrWarpSize:
    *Value = 32;
    return axlSuccess;
  case axlDevAttrMaxPitch:
    *Value = 0x7fffffff;
    return axlSuccess;
  case axlDevAttrMaxRegistersPerBlock:
  case axlDevAttrMaxRegistersPerMultiprocessor:
    *Value = 65536;
    return axlSuccess;
  case axlDevAttrClockRate:
    *Value = clockRateKHz();
    return axlSuccess;
  case axlDevAttrTextureAlignment:
  case axlDevAttrSurfaceAlignment:
    *Value = 512;
    return axlSuccess;
  case axlDevAttrTexturePitchAlignment:
    *Value = 32;
    return axlSuccess;
  case axlDevAttrMultiProcessorCount:
    *Value = workerCount();
    return axlSuccess;
  case axlDevAttrMaxBlocksPerMultiprocessor:
    *Value = MaxBlocksPerMultiprocessor;
    return axlSuccess;
  case axlDevAttrComputeCapabilityMajor: // what kernels compile for
    *Value = __AXL_ARCH__ / 100;
    return axlSuccess;
  case axlDevAttrComputeCapabilityMinor:
    *Value = __AXL_ARCH__ / 10 % 10;
    return axlSuccess;
  case axlDevAttrL2CacheSize:
    *Value = l2CacheBytes();
    return axlSuccess;
  case axlDevAttrAsyncEngineCount: // copies run on stream executors, concurrently
    *Value = 2;
    return axlSuccess;
  case axlDevAttrSingleToDoublePrecisionPerfRatio:
    *Value = 2; // SIMD lanes: twice as many floats as doubles
    return axlSuccess;
  case axlDevAttrMemSyncDomainCount:
    *Value = 1;
    return axlSuccess;
  case axlDevAttrNumaId:
  case axlDevAttrHostNumaId:
    *Value = -1;
    return axlSuccess;
  // What the host has: it is the device, integrated with its own memory.
  case axlDevAttrGpuOverlap:
  case axlDevAttrIntegrated:
  case axlDevAttrCanMapHostMemory:
  case axlDevAttrConcurrentKernels:
  case axlDevAttrUnifiedAddressing:
  case axlDevAttrGlobalL1CacheSupported:
  case axlDevAttrLocalL1CacheSupported:
  case axlDevAttrManagedMemory:
  case axlDevAttrHostNativeAtomicSupported:
  case axlDevAttrPageableMemoryAccess:
  case axlDevAttrConcurrentManagedAccess:
  case axlDevAttrComputePreemptionSupported:
  case axlDevAttrCanUseHostPointerForRegisteredMem:
  case axlDevAttrHostRegisterSupported:
  case axlDevAttrPageableMemoryAccessUsesHostPageTables:
  case axlDevAttrDirectManagedMemAccessFromHost:
  case axlDevAttrHostRegisterReadOnlySupported:
  case axlDevAttrMemoryPoolsSupported: // axlMallocAsync / axlFreeAsync
  case axlDevAttrIpcEventSupport:        // axlIpcGetEventHandle (runtime_ipc.h)
    *Value = 1;
    return axlSuccess;
  case axlDevAttrMemoryPoolSupportedHandleTypes: // pools exported as file descriptors
    *Value = axlMemHandleTypePosixFileDescriptor;
    return axlSuccess;
  case axlDevAttrCooperativeLaunch: // every block resident, on its own thread
    *Value = 1;
    return axlSuccess;
  // What it lacks or what does not apply: PCI, ECC, priorities (accepted,
  // without effect), cluster launch, RDMA, NUMA-aware pools, MPS.
  // The compute mode is axlComputeModeDefault (0): any thread may use it.
  case axlDevAttrKernelExecTimeout:
  case axlDevAttrComputeMode:
  case axlDevAttrEccEnabled:
  case axlDevAttrPciBusId:
  case axlDevAttrPciDeviceId:
  case axlDevAttrTccDriver:
  case axlDevAttrMemoryClockRate:
  case axlDevAttrGlobalMemoryBusWidth:
  case axlDevAttrPciDomainId:
  case axlDevAttrStreamPrioritiesSupported:
  case axlDevAttrIsMultiGpuBoard:
  case axlDevAttrMultiGpuBoardGroupID:
  case axlDevAttrCanFlushRemoteWrites:
  case axlDevAttrMaxPersistingL2CacheSize:
  case axlDevAttrMaxAccessPolicyWindowSize:
  case axlDevAttrSparseCudaArraySupported:
  case axlDevAttrTimelineSemaphoreInteropSupported:
  case axlDevAttrGPUDirectRDMASupported:
  case axlDevAttrGPUDirectRDMAFlushWritesOptions:
  case axlDevAttrGPUDirectRDMAWritesOrdering:
  case axlDevAttrClusterLaunch:
  case axlDevAttrDeferredMappingCudaArraySupported:
  case axlDevAttrNumaConfig:
  case axlDevAttrMpsEnabled:
  case axlDevAttrD3D12CigSupported:
  case axlDevAttrVulkanCigSupported:
  case axlDevAttrGpuPciDeviceId:
  case axlDevAttrGpuPciSubsystemId:
  case axlDevAttrHostNumaMemoryPoolsSupported:
  case axlDevAttrHostNumaMultinodeIpcSupported:
  case axlDevAttrHostMemoryPoolsSupported:
  case axlDevAttrOnlyPartialHostNativeAtomicSupported:
    *Value = 0;
    return axlSuccess;
  default: // reserved values
    return fail(axlErrorInvalidValue);
  }
}

axlError_t axlGetDeviceProperties(struct axlDeviceProp *Prop, int Device) {
  if (!Prop)
    return fail(axlErrorInvalidValue);
  if (!validDevice(Device))
    return fail(axlErrorInvalidDevice);
  *Prop = axlDeviceProp{};
  std::string Model = cpuInfo("model name");
  std::snprintf(Prop->name, sizeof(Prop->name), "axl CPU backend (%s)",
                Model.empty() ? "unknown CPU" : Model.c_str());
  size_t Free = 0;
  axlMemGetInfo(&Free, &Prop->totalGlobalMem);
  auto Attr = [](axlDeviceAttr A) {
    int V = 0;
    axlDeviceGetAttribute(&V, A, 0);
    return V;
  };
  Prop->sharedMemPerBlock = SharedMemPerBlock;
  Prop->regsPerBlock = Attr(axlDevAttrMaxRegistersPerBlock);
  Prop->warpSize = 32;
  Prop->memPitch = Attr(axlDevAttrMaxPitch);
  Prop->maxThreadsPerBlock = MaxThreadsPerBlock;
  Prop->maxThreadsDim[0] = Prop->maxThreadsDim[1] = MaxThreadsPerBlock;
  Prop->maxThreadsDim[2] = 64;
  Prop->maxGridSize[0] = 0x7fffffff;
  Prop->maxGridSize[1] = Prop->maxGridSize[2] = 65535;
  Prop->totalConstMem = Attr(axlDevAttrTotalConstantMemory);
  Prop->major = Attr(axlDevAttrComputeCapabilityMajor);
  Prop->minor = Attr(axlDevAttrComputeCapabilityMinor);
  Prop->textureAlignment = Attr(axlDevAttrTextureAlignment);
  Prop->texturePitchAlignment = Attr(axlDevAttrTexturePitchAlignment);
  Prop->multiProcessorCount = workerCount();
  Prop->integrated = 1;
  Prop->canMapHostMemory = 1;
  Prop->surfaceAlignment = Attr(axlDevAttrSurfaceAlignment);
  Prop->concurrentKernels = 1;
  Prop->cooperativeLaunch = 1;
  Prop->asyncEngineCount = Attr(axlDevAttrAsyncEngineCount);
  Prop->unifiedAddressing = 1;
  Prop->l2CacheSize = l2CacheBytes();
  Prop->maxThreadsPerMultiProcessor = Attr(axlDevAttrMaxThreadsPerMultiProcessor);
  Prop->globalL1CacheSupported = 1;
  Prop->localL1CacheSupported = 1;
  Prop->sharedMemPerMultiprocessor = SharedMemPerSM;
  Prop->regsPerMultiprocessor = Attr(axlDevAttrMaxRegistersPerMultiprocessor);
  Prop->managedMemory = 1;
  Prop->hostNativeAtomicSupported = 1;
  Prop->pageableMemoryAccess = 1;
  Prop->concurrentManagedAccess = 1;
  Prop->computePreemptionSupported = 1;
  Prop->canUseHostPointerForRegisteredMem = 1;
  Prop->sharedMemPerBlockOptin = MaxDynamicSharedOptin;
  Prop->pageableMemoryAccessUsesHostPageTables = 1;
  Prop->directManagedMemAccessFromHost = 1;
  Prop->maxBlocksPerMultiProcessor = Attr(axlDevAttrMaxBlocksPerMultiprocessor);
  Prop->reservedSharedMemPerBlock = ReservedSharedPerBlock;
  Prop->hostRegisterSupported = 1;
  Prop->hostRegisterReadOnlySupported = 1;
  Prop->memoryPoolsSupported = 1;
  Prop->unifiedFunctionPointers = 1; // a kernel's address is the same on both sides
  Prop->deviceNumaId = -1;
  Prop->hostNumaId = -1;
  Prop->maxTexture1D = Attr(axlDevAttrMaxTexture1DWidth);
  Prop->maxTexture1DMipmap = Attr(axlDevAttrMaxTexture1DMipmappedWidth);
  Prop->maxTexture2D[0] = Attr(axlDevAttrMaxTexture2DWidth);
  Prop->maxTexture2D[1] = Attr(axlDevAttrMaxTexture2DHeight);
  Prop->maxTexture2DMipmap[0] = Attr(axlDevAttrMaxTexture2DMipmappedWidth);
  Prop->maxTexture2DMipmap[1] = Attr(axlDevAttrMaxTexture2DMipmappedHeight);
  Prop->maxTexture2DLinear[0] = Attr(axlDevAttrMaxTexture2DLinearWidth);
  Prop->maxTexture2DLinear[1] = Attr(axlDevAttrMaxTexture2DLinearHeight);
  Prop->maxTexture2DLinear[2] = Attr(axlDevAttrMaxTexture2DLinearPitch);
  Prop->maxTexture2DGather[0] = Attr(axlDevAttrMaxTexture2DGatherWidth);
  Prop->maxTexture2DGather[1] = Attr(axlDevAttrMaxTexture2DGatherHeight);
  Prop->maxTexture3D[0] = Attr(axlDevAttrMaxTexture3DWidth);
  Prop->maxTexture3D[1] = Attr(axlDevAttrMaxTexture3DHeight);
  Prop->maxTexture3D[2] = Attr(axlDevAttrMaxTexture3DDepth);
  Prop->maxTexture3DAlt[0] = Attr(axlDevAttrMaxTexture3DWidthAlt);
  Prop->maxTexture3DAlt[1] = Attr(axlDevAttrMaxTexture3DHeightAlt);
  Prop->maxTexture3DAlt[2] = Attr(axlDevAttrMaxTexture3DDepthAlt);
  Prop->maxTextureCubemap = Attr(axlDevAttrMaxTextureCubemapWidth);
  Prop->maxTexture1DLayered[0] = Attr(axlDevAttrMaxTexture1DLayeredWidth);
  Prop->maxTexture1DLayered[1] = Attr(axlDevAttrMaxTexture1DLayeredLayers);
  Prop->maxTexture2DLayered[0] = Attr(axlDevAttrMaxTexture2DLayeredWidth);
  Prop->maxTexture2DLayered[1] = Attr(axlDevAttrMaxTexture2DLayeredHeight);
  Prop->maxTexture2DLayered[2] = Attr(axlDevAttrMaxTexture2DLayeredLayers);
  Prop->maxTextureCubemapLayered[0] = Attr(axlDevAttrMaxTextureCubemapLayeredWidth);
  Prop->maxTextureCubemapLayered[1] = Attr(axlDevAttrMaxTextureCubemapLayeredLayers);
  Prop->maxSurface1D = Attr(axlDevAttrMaxSurface1DWidth);
  Prop->maxSurface2D[0] = Attr(axlDevAttrMaxSurface2DWidth);
  Prop->maxSurface2D[1] = Attr(axlDevAttrMaxSurface2DHeight);
  Prop->maxSurface3D[0] = Attr(axlDevAttrMaxSurface3DWidth);
  Prop->maxSurface3D[1] = Attr(axlDevAttrMaxSurface3DHeight);
  Prop->maxSurface3D[2] = Attr(axlDevAttrMaxSurface3DDepth);
  Prop->maxSurface1DLayered[0] = Attr(axlDevAttrMaxSurface1DLayeredWidth);
  Prop->maxSurface1DLayered[1] = Attr(axlDevAttrMaxSurface1DLayeredLayers);
  Prop->maxSurface2DLayered[0] = Attr(axlDevAttrMaxSurface2DLayeredWidth);
  Prop->maxSurface2DLayered[1] = Attr(axlDevAttrMaxSurface2DLayeredHeight);
  Prop->maxSurface2DLayered[2] = Attr(axlDevAttrMaxSurface2DLayeredLayers);
  Prop->maxSurfaceCubemap = Attr(axlDevAttrMaxSurfaceCubemapWidth);
  Prop->maxSurfaceCubemapLayered[0] = Attr(axlDevAttrMaxSurfaceCubemapLayeredWidth);
  Prop->maxSurfaceCubemapLayered[1] = Attr(axlDevAttrMaxSurfaceCubemapLayeredLayers);
  return axlSuccess;
}

axlError_t axlDeviceGetLimit(size_t *PValue, enum axlLimit Limit) {
  if (!PValue)
    return fail(axlErrorInvalidValue);
  if (Limit < axlLimitStackSize || Limit > axlLimitPersistingL2CacheSize)
    return fail(axlErrorUnsupportedLimit);
  if (Limit == axlLimitDevRuntimeSyncDepth || Limit == axlLimitDevRuntimePendingLaunchCount)
    return fail(axlErrorUnsupportedLimit);
  std::lock_guard<std::mutex> G(DeviceM);
  *PValue = Limits[Limit];
  return axlSuccess;
}

axlError_t axlDeviceSetLimit(enum axlLimit Limit, size_t Value) {
  if (Limit < axlLimitStackSize || Limit > axlLimitPersistingL2CacheSize ||
      Limit == axlLimitDevRuntimeSyncDepth || Limit == axlLimitDevRuntimePendingLaunchCount)
    return fail(axlErrorUnsupportedLimit);
  if (Limit == axlLimitMaxL2FetchGranularity && Value > 128)
    return fail(axlErrorInvalidValue);
  if (Limit == axlLimitPersistingL2CacheSize && Value != 0)
    return fail(axlErrorInvalidValue); // no persisting L2 (its maximum is 0)
  std::lock_guard<std::mutex> G(DeviceM);
  Limits[Limit] = Value;
  return axlSuccess;
}

axlError_t axlDeviceGetCacheConfig(enum axlFuncCache *PConfig) {
  if (!PConfig)
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(DeviceM);
  *PConfig = DeviceCache;
  return axlSuccess;
}

static bool validCache(axlFuncCache C) {
  return C >= axlFuncCachePreferNone && C <= axlFuncCachePreferEqual;
}

axlError_t axlDeviceSetCacheConfig(enum axlFuncCache Config) {
  if (!validCache(Config))
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(DeviceM);
  DeviceCache = Config; // a preference; the host's caches are what they are
  return axlSuccess;
}

axlError_t axlDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  // Priorities do not change scheduling here: the range is empty, as CUDA
  // reports for a device without stream priorities.
  if (Least)
    *Least = 0;
  if (Greatest)
    *Greatest = 0;
  return axlSuccess;
}

axlError_t axlDeviceCanAccessPeer(int *CanAccess, int Device, int PeerDevice) {
  if (!CanAccess)
    return fail(axlErrorInvalidValue);
  if (!validDevice(Device) || !validDevice(PeerDevice))
    return fail(axlErrorInvalidDevice);
  *CanAccess = 0; // a device is not its own peer; peer access is not offered
  return axlSuccess;
}

axlError_t axlDeviceGetPCIBusId(char *PciBusId, int Len, int Device) {
  if (!PciBusId || Len <= 0)
    return fail(axlErrorInvalidValue);
  if (!validDevice(Device))
    return fail(axlErrorInvalidDevice);
  return fail(axlErrorNotSupported); // the CPU is not a PCI device
}

axlError_t axlDriverGetVersion(int *Version) {
  if (!Version)
    return fail(axlErrorInvalidValue);
  *Version = AXLRT_VERSION;
  return axlSuccess;
}

axlError_t axlRuntimeGetVersion(int *Version) {
  if (!Version)
    return fail(axlErrorInvalidValue);
  *Version = AXLRT_VERSION;
  return axlSuccess;
}

axlError_t axlDeviceReset(void) {
  resetRuntime();
  std::lock_guard<std::mutex> G(DeviceM);
  DeviceFlags = axlDeviceMapHost;
  DeviceCache = axlFuncCachePreferNone;
  return axlSuccess;
}

// Kernel attributes: a kernel is a host function; what CUDA's compiler
// records (registers, static shared and local sizes) is not known here and
// reads 0.
axlError_t axlFuncGetAttributes(struct axlFuncAttributes *Attr, const void *Func) {
  if (!Attr || !Func)
    return fail(axlErrorInvalidDeviceFunction);
  *Attr = axlFuncAttributes{};
  Attr->maxThreadsPerBlock = MaxThreadsPerBlock;
  Attr->ptxVersion = 90;
  Attr->binaryVersion = 90;
  Attr->maxDynamicSharedSizeBytes = maxDynamicShared(Func);
  Attr->preferredShmemCarveout = axlSharedmemCarveoutDefault;
  return axlSuccess;
}

axlError_t axlFuncSetAttribute(const void *Func, enum axlFuncAttribute Attr, int Value) {
  if (!Func)
    return fail(axlErrorInvalidDeviceFunction);
  switch (Attr) {
  case axlFuncAttributeMaxDynamicSharedMemorySize:
    return fail(setMaxDynamicShared(Func, Value)); // the engine checks the range
  case axlFuncAttributePreferredSharedMemoryCarveout:
    // A hint about the L1/shared split, which the host does not have.
    return Value >= -1 && Value <= 100 ? axlSuccess : fail(axlErrorInvalidValue);
  case axlFuncAttributeRequiredClusterWidth:
  case axlFuncAttributeRequiredClusterHeight:
  case axlFuncAttributeRequiredClusterDepth:
  case axlFuncAttributeNonPortableClusterSizeAllowed:
  case axlFuncAttributeClusterSchedulingPolicyPreference:
    std::fprintf(stderr, "axl cpu backend: thread block clusters are not supported\n");
    return fail(axlErrorNotSupported);
  default: // read-only or unknown
    return fail(axlErrorInvalidValue);
  }
}

axlError_t axlFuncSetCacheConfig(const void *Func, enum axlFuncCache Config) {
  if (!Func)
    return fail(axlErrorInvalidDeviceFunction);
  return validCache(Config) ? axlSuccess : fail(axlErrorInvalidValue);
}

axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *NumBlocks,
                                                                 const void *Func,
                                                                 int BlockSize,
                                                                 size_t DynamicSMem,
                                                                 unsigned int Flags) {
  if (!NumBlocks || BlockSize <= 0 ||
      (Flags & ~unsigned(axlOccupancyDisableCachingOverride)))
    return fail(axlErrorInvalidValue);
  if (!Func)
    return fail(axlErrorInvalidDeviceFunction);
  *NumBlocks = residentBlocks(Func, static_cast<unsigned>(BlockSize), DynamicSMem);
  return axlSuccess;
}

axlError_t axlOccupancyMaxActiveBlocksPerMultiprocessor(int *NumBlocks, const void *Func,
                                                        int BlockSize, size_t DynamicSMem) {
  return axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(NumBlocks, Func, BlockSize,
                                                               DynamicSMem, axlOccupancyDefault);
}
