// A member alias named like what it refers to outside the class (`using
// Reducer = Reducer<float>;`) changes the name's meaning in the class:
// ill-formed, no diagnostic required. nvcc and clang take it, g++ (which
// builds ports for the CPU backend) rejects it. The port qualifies the name
// by its namespace, which every compiler reads the same way; a qualified
// name, or the member itself, is left as it is, and one written by a macro
// is reported.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %cpu-cxx %t.cu -o %t %cpu-libs
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>/dev/null
// RUN: diff %t.cu %t.again.cu
// Both parses see the macro: one warning.
// RUN: %axlify %s -o %t.always.cu --device-pass=always 2>&1 | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning:
// RUN: diff %t.cu %t.always.cu
#include <cuda_runtime.h>
#include <cstdio>

template <typename T> struct Reducer { T v; };
namespace te {
template <typename T> struct Sum { T v; };
namespace {
template <typename T> struct Local { T v; };
}
template <typename T> struct Kernels {
  struct A {
    // CHECK: using Reducer = ::Reducer<float>;
    using Reducer = Reducer<float>;
    Reducer r;
  };
  struct B {
    // CHECK: using Sum = ::te::Sum<T>;
    using Sum = Sum<T>;
    // CHECK: typedef ::te::Local<T> Local;
    typedef Local<T> Local;
    Sum s;
    Local l;
  };
};
struct C {
  // CHECK: using Sum = te::Sum<int>;
  using Sum = te::Sum<int>;
  // CHECK: using Again = Sum;
  using Again = Sum;
};
// (Clang, which ports it, reads this; g++ would reject it.)
#ifdef __clang__
#define ALIAS(name, type) using name = type
struct D {
  // DIAG: changes_meaning.cu:[[@LINE+1]]:14: warning: 'Sum' names a declaration outside the class that this member alias hides (g++ rejects it: the declaration changes meaning); it is written by a macro, qualify it by hand [axl-changes-meaning]
  ALIAS(Sum, Sum<double>);
};
// A member of the enclosing class: no namespace qualifies it.
template <typename T> struct E {
  template <typename U> struct Part { U v; };
  struct F {
    // DIAG: changes_meaning.cu:[[@LINE+1]]:18: warning: 'Part' names a declaration outside the class that this member alias hides (g++ rejects it: the declaration changes meaning); it is not a namespace's, qualify it by hand [axl-changes-meaning]
    using Part = Part<T>;
  };
};
#endif
} // namespace te

__global__ void use(float *out) {
  // In a function too.
  struct Local {
    // CHECK: using Reducer = ::Reducer<float>;
    using Reducer = Reducer<float>;
  };
  te::Kernels<float>::A a{{2.f}};
  Local::Reducer r{3.f};
  out[threadIdx.x] = a.r.v * r.v;
}

int main() {
  float *out;
  cudaMallocManaged(&out, sizeof(float));
  use<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  std::printf("%g\n", out[0]);
}
// OUT: 6
// DIAG: axlify: 1 file ported (1 changed)
