// NV_IF_TARGET keeps one arm per side: the device side's tokens differ from
// the host side's, so auto parses the device side, and a user function that
// only the device arm calls is known as the user's.
// RUN: %axlify %s -o %t.cu --report %t.json 2>%t.err
// RUN: FileCheck %s --input-file=%t.json --check-prefix=JSON
// JSON: "device_pass": "parsed"
// RUN: FileCheck %s --input-file=%t.cu
#include <cuda_runtime.h>

__device__ float cudaFastScale(float v) { return v * 0.5f; }

__global__ void k(float *p) {
  // CHECK: NV_IF_TARGET(NV_IS_DEVICE, (p[0] = cudaFastScale(p[0]);))
  NV_IF_TARGET(NV_IS_DEVICE, (p[0] = cudaFastScale(p[0]);))
}
