// Device management: one device (0); its properties describe the host (CPU
// model, RAM, hardware threads or AXL_CPU_THREADS) and CUDA's sm_90 limits,
// and agree with axlDeviceGetAttribute for every attribute; reserved
// attributes, other devices and bad flags get CUDA's error codes; kernel
// attributes, the dynamic shared memory opt-in, occupancy, limits, cache
// configuration and versions.
#include "runtime_check.h"

#include <axl/profiler.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <string>
#include <unistd.h>

static void fakeKernel(int *) {}

static std::string cpuModel() {
  std::ifstream In("/proc/cpuinfo");
  std::string Line;
  while (std::getline(In, Line))
    if (Line.rfind("model name", 0) == 0)
      return Line.substr(Line.find(':') + 2);
  return "unknown CPU";
}

int main() {
  int Count = 0, Device = -1;
  CHECK_OK(axlGetDeviceCount(&Count));
  CHECK(Count == 1);
  CHECK_OK(axlSetDevice(0));
  CHECK_ERR(axlSetDevice(1), axlErrorInvalidDevice);
  CHECK_ERR(axlSetDevice(-1), axlErrorInvalidDevice);
  CHECK_OK(axlGetDevice(&Device));
  CHECK(Device == 0);
  CHECK_ERR(axlGetDevice(nullptr), axlErrorInvalidValue);

  axlDeviceProp P;
  CHECK_OK(axlGetDeviceProperties(&P, 0));
  CHECK_ERR(axlGetDeviceProperties(&P, 1), axlErrorInvalidDevice);
  std::string Expected = "axl CPU backend (" + cpuModel() + ")";
  CHECK(Expected == P.name);
  CHECK(P.totalGlobalMem == size_t(sysconf(_SC_PHYS_PAGES)) * size_t(sysconf(_SC_PAGESIZE)));
  int Workers = static_cast<int>(std::thread::hardware_concurrency());
  if (const char *Env = std::getenv("AXL_CPU_THREADS"))
    Workers = std::atoi(Env);
  CHECK(P.multiProcessorCount == Workers);
  CHECK(P.warpSize == 32 && P.maxThreadsPerBlock == 1024);
  CHECK(P.maxThreadsDim[0] == 1024 && P.maxThreadsDim[1] == 1024 && P.maxThreadsDim[2] == 64);
  CHECK(P.maxGridSize[0] == 2147483647 && P.maxGridSize[1] == 65535 && P.maxGridSize[2] == 65535);
  CHECK(P.sharedMemPerBlock == 48 * 1024 && P.sharedMemPerBlockOptin == 227 * 1024);
  CHECK(P.major == 9 && P.minor == 0);
  CHECK(P.integrated == 1 && P.canMapHostMemory == 1 && P.unifiedAddressing == 1);
  CHECK(P.managedMemory == 1 && P.concurrentKernels == 1 && P.pageableMemoryAccess == 1);
  CHECK(P.cooperativeLaunch == 1 && P.clusterLaunch == 0);
  std::printf("PASS properties: %s, %d SMs\n", Expected.c_str(), P.multiProcessorCount);

  // Every attribute agrees with the properties where both exist; reserved
  // ones are invalid.
  struct Pair {
    axlDeviceAttr Attr;
    long long Prop;
  } Pairs[] = {
      {axlDevAttrMaxThreadsPerBlock, P.maxThreadsPerBlock},
      {axlDevAttrMaxBlockDimZ, P.maxThreadsDim[2]},
      {axlDevAttrMaxGridDimX, P.maxGridSize[0]},
      {axlDevAttrMaxSharedMemoryPerBlock, (long long)P.sharedMemPerBlock},
      {axlDevAttrMaxSharedMemoryPerBlockOptin, (long long)P.sharedMemPerBlockOptin},
      {axlDevAttrMaxSharedMemoryPerMultiprocessor, (long long)P.sharedMemPerMultiprocessor},
      {axlDevAttrWarpSize, P.warpSize},
      {axlDevAttrMultiProcessorCount, P.multiProcessorCount},
      {axlDevAttrComputeCapabilityMajor, P.major},
      {axlDevAttrComputeCapabilityMinor, P.minor},
      {axlDevAttrIntegrated, P.integrated},
      {axlDevAttrL2CacheSize, P.l2CacheSize},
      {axlDevAttrMaxThreadsPerMultiProcessor, P.maxThreadsPerMultiProcessor},
      {axlDevAttrMaxBlocksPerMultiprocessor, P.maxBlocksPerMultiProcessor},
      {axlDevAttrManagedMemory, P.managedMemory},
      {axlDevAttrConcurrentManagedAccess, P.concurrentManagedAccess},
      {axlDevAttrAsyncEngineCount, P.asyncEngineCount},
      {axlDevAttrCooperativeLaunch, P.cooperativeLaunch},
      {axlDevAttrMemoryPoolsSupported, P.memoryPoolsSupported},
      {axlDevAttrTotalConstantMemory, (long long)P.totalConstMem},
  };
  for (const Pair &X : Pairs) {
    int V = -12345;
    CHECK_OK(axlDeviceGetAttribute(&V, X.Attr, 0));
    if (V != X.Prop) {
      std::fprintf(stderr, "attribute %d is %d, property %lld\n", int(X.Attr), V, X.Prop);
      return 1;
    }
  }
  int Valid = 0, Value = 0;
  const int Reserved[] = {44, 92, 93, 94, 96, 102, 103, 104, 105, 107, 110, 122, 123, 124, 127,
                          128, 129, 132, 136, 137, 141, 145, 146};
  for (int A = 1; A < axlDevAttrMax; ++A) {
    bool IsReserved = std::find(std::begin(Reserved), std::end(Reserved), A) != std::end(Reserved);
    axlError_t E = axlDeviceGetAttribute(&Value, static_cast<axlDeviceAttr>(A), 0);
    if (E != (IsReserved ? axlErrorInvalidValue : axlSuccess)) {
      std::fprintf(stderr, "attribute %d: %s\n", A, axlGetErrorName(E));
      return 1;
    }
    Valid += E == axlSuccess;
  }
  CHECK_ERR(axlDeviceGetAttribute(&Value, axlDevAttrWarpSize, 1), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceGetAttribute(nullptr, axlDevAttrWarpSize, 0), axlErrorInvalidValue);
  axlGetLastError();

  // Textures and surfaces: sm_90's limits (tex2Dgather is not provided:
  // 0), the same in the properties; the compute mode is the default one.
  struct Limit {
    axlDeviceAttr Attr;
    int Prop, Value;
  } Limits[] = {
      {axlDevAttrMaxTexture1DWidth, P.maxTexture1D, 131072},
      {axlDevAttrMaxTexture2DWidth, P.maxTexture2D[0], 131072},
      {axlDevAttrMaxTexture2DHeight, P.maxTexture2D[1], 65536},
      {axlDevAttrMaxTexture3DWidth, P.maxTexture3D[0], 16384},
      {axlDevAttrMaxTexture3DDepth, P.maxTexture3D[2], 16384},
      {axlDevAttrMaxTexture3DDepthAlt, P.maxTexture3DAlt[2], 32768},
      {axlDevAttrMaxTexture2DLayeredLayers, P.maxTexture2DLayered[2], 2048},
      {axlDevAttrMaxTexture1DLayeredWidth, P.maxTexture1DLayered[0], 32768},
      {axlDevAttrMaxTextureCubemapWidth, P.maxTextureCubemap, 32768},
      {axlDevAttrMaxTextureCubemapLayeredLayers, P.maxTextureCubemapLayered[1], 2046},
      {axlDevAttrMaxTexture1DLinearWidth, 1 << 28, 1 << 28},
      {axlDevAttrMaxTexture2DLinearWidth, P.maxTexture2DLinear[0], 131072},
      {axlDevAttrMaxTexture2DLinearHeight, P.maxTexture2DLinear[1], 65000},
      {axlDevAttrMaxTexture2DLinearPitch, P.maxTexture2DLinear[2], 2097120},
      {axlDevAttrMaxTexture2DMipmappedWidth, P.maxTexture2DMipmap[0], 32768},
      {axlDevAttrMaxTexture1DMipmappedWidth, P.maxTexture1DMipmap, 32768},
      {axlDevAttrMaxTexture2DGatherWidth, P.maxTexture2DGather[0], 0},
      {axlDevAttrMaxSurface2DWidth, P.maxSurface2D[0], 131072},
      {axlDevAttrMaxSurface3DHeight, P.maxSurface3D[1], 16384},
      {axlDevAttrMaxSurface2DLayeredLayers, P.maxSurface2DLayered[2], 2048},
      {axlDevAttrMaxSurfaceCubemapLayeredLayers, P.maxSurfaceCubemapLayered[1], 2046},
  };
  for (const Limit &L : Limits) {
    int V = -1;
    CHECK_OK(axlDeviceGetAttribute(&V, L.Attr, 0));
    if (V != L.Value || L.Prop != L.Value) {
      std::fprintf(stderr, "attribute %d is %d, property %d, expected %d\n", int(L.Attr), V,
                   L.Prop, L.Value);
      return 1;
    }
  }
  size_t LinearMax = 0;
  axlChannelFormatDesc FloatDesc = axlCreateChannelDesc<float>();
  CHECK_OK(axlDeviceGetTexture1DLinearMaxWidth(&LinearMax, &FloatDesc, 0));
  CHECK(LinearMax == size_t(1) << 28);
  int Mode = -1;
  CHECK_OK(axlDeviceGetAttribute(&Mode, axlDevAttrComputeMode, 0));
  CHECK(Mode == axlComputeModeDefault && axlComputeModeProhibited == 2 &&
        axlComputeModeExclusiveProcess == 3);
  std::printf("PASS %d attributes\n", Valid);

  int Version = 0;
  CHECK_OK(axlRuntimeGetVersion(&Version));
  CHECK(Version == 13000 && AXLRT_VERSION == 13000);
  CHECK_OK(axlDriverGetVersion(&Version));
  CHECK(Version == 13000);
  unsigned Flags = 0;
  CHECK_OK(axlSetDeviceFlags(axlDeviceScheduleBlockingSync));
  CHECK_OK(axlGetDeviceFlags(&Flags));
  CHECK(Flags == (axlDeviceScheduleBlockingSync | axlDeviceMapHost));
  CHECK_ERR(axlSetDeviceFlags(0x100), axlErrorInvalidValue);
  CHECK_ERR(axlSetDeviceFlags(axlDeviceScheduleSpin | axlDeviceScheduleYield),
            axlErrorInvalidValue);
  int Least = 1, Greatest = 1, Peer = 1;
  CHECK_OK(axlDeviceGetStreamPriorityRange(&Least, &Greatest));
  CHECK(Least == 0 && Greatest == 0);
  CHECK_OK(axlDeviceCanAccessPeer(&Peer, 0, 0));
  CHECK(Peer == 0);
  char Bus[32];
  CHECK_ERR(axlDeviceGetPCIBusId(Bus, sizeof(Bus), 0), axlErrorNotSupported);
  size_t Heap = 0;
  CHECK_OK(axlDeviceSetLimit(axlLimitMallocHeapSize, 64 << 20));
  CHECK_OK(axlDeviceGetLimit(&Heap, axlLimitMallocHeapSize));
  CHECK(Heap == size_t(64) << 20);
  CHECK_ERR(axlDeviceGetLimit(&Heap, axlLimitDevRuntimeSyncDepth), axlErrorUnsupportedLimit);
  axlFuncCache Cache;
  CHECK_OK(axlDeviceSetCacheConfig(axlFuncCachePreferShared));
  CHECK_OK(axlDeviceGetCacheConfig(&Cache));
  CHECK(Cache == axlFuncCachePreferShared);
  CHECK_OK(axlProfilerStart());
  CHECK_OK(axlProfilerStop());
  axlGetLastError();
  std::printf("PASS device management\n");

  // Kernel attributes, the dynamic shared memory opt-in, occupancy.
  axlFuncAttributes FA;
  CHECK_OK(axlFuncGetAttributes(&FA, fakeKernel));
  CHECK(FA.maxThreadsPerBlock == 1024 && FA.maxDynamicSharedSizeBytes == 48 * 1024);
  CHECK_OK(axlFuncSetAttribute(fakeKernel, axlFuncAttributeMaxDynamicSharedMemorySize, 100000));
  CHECK_OK(axlFuncGetAttributes(&FA, fakeKernel));
  CHECK(FA.maxDynamicSharedSizeBytes == 100000);
  CHECK_ERR(axlFuncSetAttribute(fakeKernel, axlFuncAttributeMaxDynamicSharedMemorySize,
                                227 * 1024 + 1),
            axlErrorInvalidValue);
  CHECK_OK(axlFuncSetAttribute(fakeKernel, axlFuncAttributePreferredSharedMemoryCarveout, 50));
  CHECK_OK(axlFuncSetCacheConfig(fakeKernel, axlFuncCachePreferL1));
  int Blocks = -1;
  // A compute capability 9.0 multiprocessor: 64 warps, 32 blocks, 228 KiB
  // of shared memory with 1 KiB reserved per block (in 128-byte units).
  CHECK(P.maxThreadsPerMultiProcessor == 2048 && P.maxBlocksPerMultiProcessor == 32);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 256, 0));
  CHECK(Blocks == 8);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 32, 0));
  CHECK(Blocks == 32);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 1000, 0));
  CHECK(Blocks == 2);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 256, 100000));
  CHECK(Blocks == 2);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 256, 60000));
  CHECK(Blocks == 3);
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 256, 200000));
  CHECK(Blocks == 0); // above the kernel's limit
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, fakeKernel, 2048, 0));
  CHECK(Blocks == 0);
  int MinGrid = 0, BlockSize = 0;
  CHECK_OK(axlOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, fakeKernel, 0, 0));
  CHECK(BlockSize == 1024 && MinGrid == 2 * P.multiProcessorCount);
  // At most 100 threads: 2 warps fill a multiprocessor (32 blocks, 2048
  // threads), 3 do not (21, 2016), nor 100 threads (16, 1600).
  CHECK_OK(axlOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, fakeKernel, 0, 100));
  CHECK(BlockSize == 64 && MinGrid == 32 * P.multiProcessorCount);
  axlGetLastError();
  std::printf("PASS kernels\n");
  return 0;
}
