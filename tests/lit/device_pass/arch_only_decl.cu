// A user declaration that only the device side sees (#ifdef __CUDA_ARCH__):
// the device parse is needed to know the name is the user's own, and auto
// runs it. Skipping it would report and rename cudaDeviceHelper as CUDA API.
// RUN: %axlify %s -o %t.cu --report %t.json 2>%t.err
// RUN: FileCheck %s --input-file=%t.json --check-prefix=JSON
// JSON: "device_pass": "parsed"
// RUN: FileCheck %s --input-file=%t.cu
// RUN: FileCheck %s --input-file=%t.err --check-prefix=DIAG --implicit-check-not=axl-unknown-api
// DIAG: axlify: 1 file ported
#include <cuda_runtime.h>

#ifdef __CUDA_ARCH__
// CHECK: __device__ int cudaDeviceHelper(int x) { return 2 * x; }
__device__ int cudaDeviceHelper(int x) { return 2 * x; }
#endif

__global__ void k(int *p) {
#ifdef __CUDA_ARCH__
  // CHECK: p[threadIdx.x] = cudaDeviceHelper(p[threadIdx.x]);
  p[threadIdx.x] = cudaDeviceHelper(p[threadIdx.x]);
#endif
}
