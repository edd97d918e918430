// --device-pass=auto (the default) preprocesses the device side and skips its
// parse when the user's code reads the same there: this file has no
// device-dependent code, so the report says "preprocessed", and the port is
// byte for byte the one with both sides parsed.
// RUN: %axlify %s -o %t.auto.cu --report %t.json 2>%t.auto.err
// RUN: %axlify %s -o %t.always.cu --device-pass=always 2>%t.always.err
// RUN: diff %t.auto.cu %t.always.cu
// RUN: diff %t.auto.err %t.always.err
// RUN: FileCheck %s --input-file=%t.json --check-prefix=JSON
// JSON: "device_pass": "preprocessed"
// RUN: FileCheck %s --input-file=%t.auto.cu
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) return e_; } while (0)

// A user's own function with a CUDA-looking name: both parses know it.
// CHECK: __device__ float cudaScaleValue(float v) { return 2.0f * v; }
__device__ float cudaScaleValue(float v) { return 2.0f * v; }

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = cudaScaleValue(p[i]);
}

// CHECK: axlError_t run(float *p, int n, axlStream_t s) {
cudaError_t run(float *p, int n, cudaStream_t s) {
  // CHECK: axlLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, s, p, n);
  scale<<<(n + 255) / 256, 256, 0, s>>>(p, n);
  // CHECK: CHECK(axlStreamSynchronize(s));
  CHECK(cudaStreamSynchronize(s));
  return cudaGetLastError();
}
