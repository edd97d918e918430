// The port builds through the CUDA backend with nvcc, and the dialect's names
// are CUDA's own there: the object defines the same symbols as the original.
// REQUIRES: nvcc
// RUN: %axlify %s -o %t.cu
// RUN: %axl-nvcc -arch=sm_90 -c %t.cu -o %t.o
// RUN: nm -C %t.o | FileCheck %s
// CHECK-DAG: T scale(float*, float)
// CHECK-DAG: T scale_on_device(float*, float, CUstream_st*)
// CHECK-DAG: T alloc_scaled(float**, int)
// RUN: %axl-nvcc -arch=sm_90 -ptx %t.cu -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// PTX: .visible .entry _Z5scalePff(

__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

cudaError_t scale_on_device(float *p, float s, cudaStream_t stream) {
  scale<<<1, 32, 0, stream>>>(p, s);
  return cudaGetLastError();
}

cudaError_t alloc_scaled(float **p, int n) {
  cudaError_t e = cudaMalloc(p, n * sizeof(float));
  if (e != cudaSuccess)
    return e;
  return cudaMemset(*p, 0, n * sizeof(float));
}
