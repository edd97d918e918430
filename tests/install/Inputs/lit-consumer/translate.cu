// The port of a kernel and its launch, each line checked by the CHECK above
// it (--match-full-lines: a CHECK line does not match itself in the port).
// RUN: %axlify %s -o %t.cu
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu

// CHECK: __global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }
__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

// CHECK: axlError_t scale_async(float *p, float s, axlStream_t stream) {
cudaError_t scale_async(float *p, float s, cudaStream_t stream) {
  // CHECK: axlLaunchKernelGGL(scale, dim3(1), dim3(32), 0, stream, p, s);
  scale<<<1, 32, 0, stream>>>(p, s);
  // CHECK: return axlGetLastError();
  return cudaGetLastError();
}
