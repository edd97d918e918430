// A launch written over several lines inside a macro keeps every line and
// its continuation: the macro still ends where it did, and __LINE__ after it
// is the original's.
// RUN: %axlify %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: 0 left; 0 warnings
// RUN: sh -c 'test $(wc -l < %t.cu) -eq $(wc -l < %s)'
// RUN: FileCheck %s --input-file=%t.cu --match-full-lines
// RUN: %nvcc-backend -c %t.cu -o %t.o
#include <cuda_runtime.h>
template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

// CHECK: #define LAUNCH_FILL(T, p, v, s)   \
// CHECK-NEXT:   axlLaunchKernelGGL(fill<T>                         \
// CHECK-NEXT:       , dim3(1), dim3(32), 0, s, p, v);    \
// CHECK-NEXT:   (void)axlGetLastError()
#define LAUNCH_FILL(T, p, v, s)   \
  fill<T>                         \
      <<<1, 32, 0, s>>>(p, v);    \
  (void)cudaGetLastError()

// CHECK: #define LAUNCH_SPREAD(p, s) \
// CHECK-NEXT:   axlLaunchKernelGGL(fill, dim3(2), dim3( \
// CHECK-NEXT:            64), 0, \
// CHECK-NEXT:            s, p, 1.f)
#define LAUNCH_SPREAD(p, s) \
  fill<<<2, \
           64, 0, \
           s>>>(p, 1.f)

void run(int *p, float *q, cudaStream_t s) {
  LAUNCH_FILL(int, p, 7, s);
  LAUNCH_SPREAD(q, s);
}
