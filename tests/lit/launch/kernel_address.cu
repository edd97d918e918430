// Kernels taken by address. Where CUDA's C++ API takes the kernel typed
// (cudaLaunchKernel, cudaLaunchCooperativeKernel, cudaFuncGetAttributes,
// cudaFuncSetAttribute, cudaFuncSetCacheConfig), the cast to void * is
// dropped; elsewhere the kernel is wrapped in AXL_KERNEL_BY_ADDRESS, so the
// CPU backend knows its parameters. Pointers that are not kernels, and a
// cast that a macro writes (reported), stay as they are.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu
#include <cuda_runtime.h>

__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }
template <typename T, int N> __global__ void fill(T *p) { p[threadIdx.x] = T(N); }
__device__ void helper(float *) {}
void host_fn(float *) {}

#define KERNEL_PTR(k) ((void *)k)

template <typename T> void launchTyped(T *p, cudaStream_t s) {
  void *args[] = {&p};
// CHECK:   axlLaunchKernel(fill<T, 2>, dim3(1), dim3(32), args, 0, s);
  cudaLaunchKernel((void *)fill<T, 2>, dim3(1), dim3(32), args, 0, s);
// CHECK:   void *f = (void *)AXL_KERNEL_BY_ADDRESS(fill<T, 3>);
  void *f = (void *)fill<T, 3>;
  (void)f;
}

void run(float *p, cudaStream_t s, cudaGraph_t g, cudaGraphNode_t *node) {
  float f = 2.0f;
  void *args[] = {&p, &f};
// CHECK:   axlLaunchKernel(scale, dim3(1), dim3(32), args, 0, s);
  cudaLaunchKernel((void *)scale, dim3(1), dim3(32), args, 0, s);
// CHECK:   axlLaunchKernel(&scale, dim3(1), dim3(32), args, 0, s);
  cudaLaunchKernel((const void *)&scale, dim3(1), dim3(32), args, 0, s);
// CHECK:   axlLaunchCooperativeKernel(scale, dim3(1), dim3(32), args, 0, s);
  cudaLaunchCooperativeKernel(reinterpret_cast<void *>(scale), dim3(1), dim3(32), args, 0, s);
// CHECK:   axlLaunchKernel((fill<float, 4>), dim3(1), dim3(32), args, 0, s);
  cudaLaunchKernel((void *)(fill<float, 4>), dim3(1), dim3(32), args, 0, s);
  cudaFuncAttributes attr;
// CHECK:   axlFuncGetAttributes(&attr, scale);
  cudaFuncGetAttributes(&attr, (const void *)scale);
// CHECK:   axlFuncSetAttribute(scale, axlFuncAttributeMaxDynamicSharedMemorySize, 0);
  cudaFuncSetAttribute((void *)scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);

  // Where a void * is all there is: the kernel wrapped.
  cudaKernelNodeParams params = {};
// CHECK:   params.func = (void *)AXL_KERNEL_BY_ADDRESS(scale);
  params.func = (void *)scale;
// CHECK:   params.func = reinterpret_cast<void *>(AXL_KERNEL_BY_ADDRESS(&scale));
  params.func = reinterpret_cast<void *>(&scale);
// CHECK:   params.func = (void *)AXL_KERNEL_BY_ADDRESS(fill<float, 4>);
  params.func = (void *)fill<float, 4>;
  params.gridDim = dim3(1);
  params.blockDim = dim3(32);
  params.kernelParams = args;
  cudaGraphAddKernelNode(node, g, nullptr, 0, &params);
  cudaLaunchConfig_t config = {};
// CHECK:   axlLaunchKernelExC(&config, (const void *)AXL_KERNEL_BY_ADDRESS(scale), args);
  cudaLaunchKernelExC(&config, (const void *)scale, args);

  // Not kernels: unchanged.
// CHECK:   void *h = (void *)host_fn;
  void *h = (void *)host_fn;
// CHECK:   void *q = (void *)p;
  void *q = (void *)p;
  (void)h;
  (void)q;
  // A macro's cast cannot be edited: reported.
// DIAG: kernel_address.cu:[[@LINE+2]]:{{[0-9]+}}: warning: a kernel cast to a pointer inside a macro{{.*}}[axl-kernel-by-address]
// CHECK:   params.func = KERNEL_PTR(scale);
  params.func = KERNEL_PTR(scale);
  launchTyped(p, s);
}
