// --keep-launch-syntax keeps every k<<<...>>>(...) launch as it is (a launch
// still counts as ported, not as rewritten); everything else is ported as usual.
// RUN: %axlify --keep-launch-syntax %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep axlLaunchKernelGGL
// RUN: %nvcc-backend -c %t.cu -o %t.o

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

template <typename T, int N> __global__ void two(T *p) { p[threadIdx.x] = T(N); }
__global__ void plain(float *p) { p[threadIdx.x] = 1.0f; }

// CHECK: #define LAUNCH(ptr) plain<<<1, 32>>>(ptr)
#define LAUNCH(ptr) plain<<<1, 32>>>(ptr)

int main() {
  float *f = nullptr;
  // CHECK: axlStream_t s = nullptr;
  cudaStream_t s = nullptr;
  // CHECK: plain<<<1, 32>>>(f);
  plain<<<1, 32>>>(f);
  // CHECK: plain<<<dim3(2, 2), 32, 0, s>>>(f);
  plain<<<dim3(2, 2), 32, 0, s>>>(f);
  // CHECK: two<float, 4><<<1, 32, 0, s>>>(f);
  two<float, 4><<<1, 32, 0, s>>>(f);
  LAUNCH(f);
#if 0
  // CHECK: plain<<<1, 1>>>(f);
  plain<<<1, 1>>>(f);
#endif
  // CHECK: axlStreamSynchronize(s);
  cudaStreamSynchronize(s);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (3 renamed, 0 launches rewritten), 0 left; 0 warnings
