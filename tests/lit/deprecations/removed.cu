// Removed and deprecated runtime API: a removed name with a drop-in successor
// is ported to the successor's dialect name with a warning naming it, and the
// output compiles against CUDA 13 through the CUDA backend.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu
#include <cuda_runtime.h>

int main() {
  // CHECK: axlDeviceSynchronize();
  cudaThreadSynchronize();
  // CHECK: axlDeviceSetLimit(axlLimitStackSize, 4096);
  cudaThreadSetLimit(cudaLimitStackSize, 4096);
  size_t stack = 0;
  // CHECK: axlDeviceGetLimit(&stack, axlLimitStackSize);
  cudaThreadGetLimit(&stack, cudaLimitStackSize);
  // CHECK: axlDeviceSetCacheConfig(axlFuncCachePreferL1);
  cudaThreadSetCacheConfig(cudaFuncCachePreferL1);
  // CHECK: axlDeviceReset();
  cudaThreadExit();
  return 0;
}
// DIAG: removed.cu:14:3: warning: 'cudaThreadSynchronize' was removed in CUDA 13.0; ported to 'axlDeviceSynchronize' (its replacement 'cudaDeviceSynchronize') [axl-removed]
// DIAG: removed.cu:16:3: warning: 'cudaThreadSetLimit' was removed in CUDA 13.0; ported to 'axlDeviceSetLimit' (its replacement 'cudaDeviceSetLimit') [axl-removed]
// DIAG: removed.cu:19:3: warning: 'cudaThreadGetLimit' was removed in CUDA 13.0; ported to 'axlDeviceGetLimit' (its replacement 'cudaDeviceGetLimit') [axl-removed]
// DIAG: removed.cu:21:3: warning: 'cudaThreadSetCacheConfig' was removed in CUDA 13.0; ported to 'axlDeviceSetCacheConfig' (its replacement 'cudaDeviceSetCacheConfig') [axl-removed]
// DIAG: removed.cu:23:3: warning: 'cudaThreadExit' was removed in CUDA 13.0; ported to 'axlDeviceReset' (its replacement 'cudaDeviceReset') [axl-removed]
// DIAG: axlify: 1 file ported (1 changed): {{.*}}, 0 left; 5 warnings
