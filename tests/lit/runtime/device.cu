// runtime-device: device management, attributes, limits, peer access, versions; deprecated names.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]|CUDART_'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
#include <cstdio>

static int pickDevice() {
  int count = 0;
  // CHECK: axlGetDeviceCount(&count);
  cudaGetDeviceCount(&count);
  int best = 0;
  size_t bestMem = 0;
  for (int dev = 0; dev < count; ++dev) {
    // CHECK: axlDeviceProp prop;
    cudaDeviceProp prop;
    // CHECK: axlGetDeviceProperties(&prop, dev);
    cudaGetDeviceProperties(&prop, dev);
    if (prop.totalGlobalMem > bestMem) {
      bestMem = prop.totalGlobalMem;
      best = dev;
    }
  }
  return best;
}

int main() {
  int dev = pickDevice();
  // CHECK: axlSetDevice(dev);
  cudaSetDevice(dev);
  // CHECK: axlSetDeviceFlags(axlDeviceScheduleBlockingSync | axlDeviceMapHost);
  cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost);
  int current = -1;
  // CHECK: axlGetDevice(&current);
  cudaGetDevice(&current);
  int smCount = 0, major = 0, minor = 0;
  // CHECK: axlDeviceGetAttribute(&smCount, axlDevAttrMultiProcessorCount, current);
  cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, current);
  // CHECK: axlDeviceGetAttribute(&major, axlDevAttrComputeCapabilityMajor, current);
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, current);
  // CHECK: axlDeviceGetAttribute(&minor, axlDevAttrComputeCapabilityMinor, current);
  cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, current);
  // CHECK: axlDeviceAttr attr = axlDevAttrMaxSharedMemoryPerBlockOptin;
  cudaDeviceAttr attr = cudaDevAttrMaxSharedMemoryPerBlockOptin;
  int optin = 0;
  // CHECK: axlDeviceGetAttribute(&optin, attr, current);
  cudaDeviceGetAttribute(&optin, attr, current);
  size_t stack = 0;
  // CHECK: axlDeviceSetLimit(axlLimitStackSize, 4096);
  cudaDeviceSetLimit(cudaLimitStackSize, 4096);
  // CHECK: axlDeviceGetLimit(&stack, axlLimitStackSize);
  cudaDeviceGetLimit(&stack, cudaLimitStackSize);
  // CHECK: axlLimit heap = axlLimitMallocHeapSize;
  cudaLimit heap = cudaLimitMallocHeapSize;
  // CHECK: axlDeviceSetLimit(heap, size_t(64) << 20);
  cudaDeviceSetLimit(heap, size_t(64) << 20);
  // CHECK: axlFuncCache cache = axlFuncCachePreferShared;
  cudaFuncCache cache = cudaFuncCachePreferShared;
  // CHECK: axlDeviceSetCacheConfig(cache);
  cudaDeviceSetCacheConfig(cache);
  int leastPriority = 0, greatestPriority = 0;
  // CHECK: axlDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority);
  cudaDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority);
  int canAccess = 0;
  // CHECK: if (axlDeviceCanAccessPeer(&canAccess, 0, 1) == axlSuccess && canAccess)
  if (cudaDeviceCanAccessPeer(&canAccess, 0, 1) == cudaSuccess && canAccess)
    // CHECK: axlDeviceEnablePeerAccess(1, 0);
    cudaDeviceEnablePeerAccess(1, 0);
  int driver = 0, runtime = 0;
  // CHECK: axlDriverGetVersion(&driver);
  cudaDriverGetVersion(&driver);
  // CHECK: axlRuntimeGetVersion(&runtime);
  cudaRuntimeGetVersion(&runtime);
  char bus[32];
  // CHECK: axlDeviceGetPCIBusId(bus, sizeof bus, current);
  cudaDeviceGetPCIBusId(bus, sizeof bus, current);
  std::printf("device %d (%s): %d SMs, sm_%d%d, driver %d runtime %d, built with %d\n",
              // CHECK: current, bus, smCount, major, minor, driver, runtime, AXLRT_VERSION);
              current, bus, smCount, major, minor, driver, runtime, CUDART_VERSION);
  // Deprecated spellings: renamed (to the replacement where there is one), with a warning.
  // DIAG: device.cu:[[@LINE+2]]:22: warning: 'cudaDeviceBlockingSync' is deprecated since CUDA 4.0; ported to 'axlDeviceScheduleBlockingSync' (its replacement 'cudaDeviceScheduleBlockingSync') [axl-deprecated]
  // CHECK: axlSetDeviceFlags(axlDeviceScheduleBlockingSync);
  cudaSetDeviceFlags(cudaDeviceBlockingSync);
  // DIAG: device.cu:[[@LINE+3]]:3: warning: 'cudaDeviceSetSharedMemConfig' is deprecated since CUDA 12.4; ported to 'axlDeviceSetSharedMemConfig' [axl-deprecated]
  // DIAG: device.cu:[[@LINE+2]]:32: warning: 'cudaSharedMemBankSizeFourByte' is deprecated since CUDA 12.4; ported to 'axlSharedMemBankSizeFourByte' [axl-deprecated]
  // CHECK: axlDeviceSetSharedMemConfig(axlSharedMemBankSizeFourByte);
  cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte);
  // CHECK: axlDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK: axlDeviceReset();
  cudaDeviceReset();
  return 0;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (42 renamed, 0 launches rewritten), 0 left; 3 warnings
