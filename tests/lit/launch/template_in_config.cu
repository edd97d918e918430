// A launch configuration whose expressions hold template-ids with commas: the
// commas inside <...> do not separate configuration arguments.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

template <typename T, int N> struct Traits {
  static constexpr int blocks = N;
  static constexpr int threads = 32 * N;
};

__global__ void k(int *p) { p[threadIdx.x] = 0; }

int main() {
  int *p = nullptr;
  // CHECK: axlLaunchKernelGGL(k, dim3(Traits<int, 2>::blocks), dim3(Traits<int, 2>::threads), 0, 0, p);
  k<<<Traits<int, 2>::blocks, Traits<int, 2>::threads>>>(p);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (1 renamed, 1 launches rewritten), 0 left; 0 warnings
