// A class's own members that share a name with CUDA API are the user's, also
// where a member function names them without `this->` (an implicit member
// access): untouched, like obj.cudaMemcpy and this->cudaMemcpy.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

struct Stats {
  int cudaMemcpy = 0;
  int cudaMalloc(int n) { return n; }
  // CHECK: int get() { return cudaMemcpy + cudaMalloc(2) + this->cudaMemcpy; }
  int get() { return cudaMemcpy + cudaMalloc(2) + this->cudaMemcpy; }
};

template <typename T> struct Holder {
  T cudaFree;
  // CHECK: T value() const { return cudaFree; }
  T value() const { return cudaFree; }
};

int main() {
  Stats s;
  Holder<int> h{1};
  void *p = nullptr;
  // CHECK: axlMalloc(&p, s.get() + h.value());
  cudaMalloc(&p, s.get() + h.value());
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (2 renamed, 0 launches rewritten), 0 left; 0 warnings
