// A launch that leaves parameters to the kernel's default arguments gets
// them written at the end of axlLaunchKernelGGL's arguments (which forwards
// them: no default reaches the kernel): as the default is written where it
// means the same at the launch, else its value at this launch (a constant),
// else the launch keeps its chevrons with a warning.
// RUN: not %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --input-file=%t.cu --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=SUMMARY --input-file=%t.err
// SUMMARY: 17 launches rewritten), 3 left; 3 warnings
// RUN: %nvcc-backend -c %t.cu -o %t.o
#include <cuda_runtime.h>
#include <cstddef>

#define WIDTH 32
constexpr int kLanes = 32;
enum Mode { Sum, Max };

__global__ void scan(int *data, int width, int *partial_sums = NULL) {}
__global__ void knobs(float *p, int n = WIDTH, float s = 0.5f, Mode m = Max, bool f = true) {}
__global__ void lanes(int *p, int n = kLanes * 2, unsigned long long z = ~0ull) {}

namespace inner {
constexpr int kHidden = 7;
constexpr unsigned long long kAll = ~0ull;
__global__ void hidden(int *p, int n = kHidden, unsigned long long z = kAll) {}
struct Tag { int v; };
__global__ void tagged(int *p, Tag t = Tag{2}) {}
} // namespace inner

template <int B> __global__ void tiled(int *p, int n = B * 2) {}
template <typename T> __global__ void scaled(T *p, T s = T(3)) {}
template <typename T> __global__ void typed(T *p, int n = sizeof(T)) {}

// Declared with the default, defined without it.
__global__ void later(int *p, int n = 5);
__global__ void later(int *p, int n) {}

// A macro's launch, the same in every expansion: rewritten in the macro.
// CHECK: #define LAUNCH_SCAN(g) axlLaunchKernelGGL(scan, dim3(g), dim3(32), 0, 0, d, 32, NULL)
#define LAUNCH_SCAN(g) scan<<<g, 32>>>(d, 32)
// Expansions that leave different arguments to defaults: kept.
// DIAG: default_args.cu:[[@LINE+2]]:{{[0-9]+}}: warning: kernel launch kept as written (it builds with the CUDA backend, not with the CPU backend): it leaves different arguments to the kernel's defaults in different expansions of its macro or parses ('{{.*}}', '{{.*}}'); write the argument at the launch [axl-launch-default-args]
// CHECK: #define LAUNCH_ANY(...) scan<<<1, 32>>>(__VA_ARGS__)
#define LAUNCH_ANY(...) scan<<<1, 32>>>(__VA_ARGS__)

void host(int *d, float *f, double *x, cudaStream_t s) {
  // CHECK: axlLaunchKernelGGL(scan, dim3(1), dim3(32), 32 * sizeof(int), 0, d, 32, NULL);
  scan<<<1, 32, 32 * sizeof(int)>>>(d, 32);
  // CHECK: axlLaunchKernelGGL(scan, dim3(1), dim3(32), 0, s, d, 32, d);
  scan<<<1, 32, 0, s>>>(d, 32, d);
  // CHECK: axlLaunchKernelGGL(knobs, dim3(1), dim3(32), 0, 0, f, WIDTH, 0.5f, Max, true);
  knobs<<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL(knobs, dim3(1), dim3(32), 0, 0, f, 4, 0.25f, Max, true);
  knobs<<<1, 32>>>(f, 4, 0.25f);
  // CHECK: axlLaunchKernelGGL(lanes, dim3(1), dim3(32), 0, 0, d, kLanes * 2, ~0ull);
  lanes<<<1, 32>>>(d);
  // Outside the namespace: the value.
  // CHECK: axlLaunchKernelGGL(inner::hidden, dim3(1), dim3(32), 0, 0, d, 7, 18446744073709551615ull);
  inner::hidden<<<1, 32>>>(d);
  // The kernel's template parameters: the value of this launch's.
  // CHECK: axlLaunchKernelGGL(tiled<64>, dim3(1), dim3(32), 0, 0, d, 128);
  tiled<64><<<1, 32>>>(d);
  // CHECK: axlLaunchKernelGGL(scaled<float>, dim3(1), dim3(32), 0, 0, f, 0x1.8p1f);
  scaled<<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL(scaled<double>, dim3(1), dim3(32), 0, 0, x, 0x1.8p1);
  scaled<double><<<1, 32>>>(x);
  // CHECK: axlLaunchKernelGGL(typed<double>, dim3(1), dim3(32), 0, 0, x, 8);
  typed<<<1, 32>>>(x);
  // CHECK: axlLaunchKernelGGL(later, dim3(1), dim3(32), 0, 0, d, 5);
  later<<<1, 32>>>(d);
  // CHECK: axlLaunchKernelGGL(later, dim3(1), dim3(32), 0, 0, d, 6);
  later<<<1, 32>>>(d, 6);
  LAUNCH_SCAN(1);
  LAUNCH_SCAN(2);
  LAUNCH_ANY(d, 32);
  LAUNCH_ANY(d, 32, d);
}

// A local variable hides the global the default names: the value.
void hiding(float *f) {
  int kLanes = 3;
  // CHECK: axlLaunchKernelGGL(lanes, dim3(1), dim3(kLanes), 0, 0, (int *)f, 64, ~0ull);
  lanes<<<1, kLanes>>>((int *)f);
}

// In a template (the callee unresolved): the one kernel that takes the
// arguments to its defaults.
template <typename T> void in_template(T *p) {
  // CHECK: axlLaunchKernelGGL(scan, dim3(1), dim3(32), 0, 0, p, 32, NULL);
  scan<<<1, 32>>>(p, 32);
  // CHECK: axlLaunchKernelGGL(later, dim3(1), dim3(32), 0, 0, p, 5);
  later<<<1, 32>>>(p);
}
template void in_template(int *);

// A type of the global scope: as written.
struct Tag { int v; };
__global__ void tagged(int *p, Tag t = Tag{2}) {}
void tag(int *d) {
  // CHECK: axlLaunchKernelGGL(tagged, dim3(1), dim3(32), 0, 0, d, Tag{2});
  tagged<<<1, 32>>>(d);
}
// Neither the text nor a value: kept as written, with a warning.
template <typename T> __global__ void dependent(T *p, T s = T(1)) {}
template <typename T> void in_template_dependent(T *p) {
  // DIAG: default_args.cu:[[@LINE+2]]:{{[0-9]+}}: warning: kernel launch kept as written (it builds with the CUDA backend, not with the CPU backend): the default argument of the kernel's parameter 's' cannot be written at the launch: it names the kernel's template parameters; write the argument at the launch [axl-launch-default-args]
  // CHECK: dependent<<<1, 32>>>(p);
  dependent<<<1, 32>>>(p);
}
void kept(int *d) {
  // DIAG: default_args.cu:[[@LINE+2]]:{{[0-9]+}}: warning: kernel launch kept as written (it builds with the CUDA backend, not with the CPU backend): the default argument of the kernel's parameter 't' cannot be written at the launch: 'Tag' is declared in a namespace the launch is outside of; write the argument at the launch [axl-launch-default-args]
  // CHECK: inner::tagged<<<1, 32>>>(d);
  inner::tagged<<<1, 32>>>(d);
}
