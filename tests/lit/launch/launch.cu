// Kernel launches: k<<<g, b[, shm[, s]]>>>(args) -> axlLaunchKernelGGL(k, dim3(g),
// dim3(b), shm, s, args), the kernel name wrapped in AXL_KERNEL_NAME(...) when
// it has a top-level comma. Launches in macro bodies and inactive branches are
// rewritten too. --keep-launch-syntax is tested in keep_launch_syntax.cu.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep -F '<<<'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

template <typename T, int N> struct Vec { T v[N]; };

__global__ void plain(float *p) { p[threadIdx.x] = 1.0f; }
__global__ void none() {}
template <typename T> __global__ void one(T *p) { p[threadIdx.x] = T(1); }
template <typename T, int N> __global__ void two(T *p) { p[threadIdx.x] = T(N); }
template <typename V> __global__ void nested(V *p) { p[0].v[0] = 1; }
namespace ns {
__global__ void k(int *p, int n) { p[threadIdx.x] = n; }
namespace inner {
template <int B> __global__ void tk(int *p) { p[threadIdx.x] = B; }
}
} // namespace ns

// CHECK: #define LAUNCH_PLAIN(grid, block, ptr) axlLaunchKernelGGL(plain, dim3(grid), dim3(block), 0, 0, ptr)
#define LAUNCH_PLAIN(grid, block, ptr) plain<<<grid, block>>>(ptr)
// CHECK: #define LAUNCH_ON(stream, ptr) {{\\}}
// CHECK-NEXT: do { {{\\}}
// CHECK-NEXT: axlLaunchKernelGGL(plain, dim3(1), dim3(32), 0, stream, ptr); {{\\}}
// CHECK-NEXT: } while (0)
#define LAUNCH_ON(stream, ptr)                                                 \
  do {                                                                         \
    plain<<<1, 32, 0, stream>>>(ptr);                                          \
  } while (0)
// CHECK: #define LAUNCH_ANY(kernel, ...) axlLaunchKernelGGL(kernel, dim3(1), dim3(1), 0, 0, __VA_ARGS__)
#define LAUNCH_ANY(kernel, ...) kernel<<<1, 1>>>(__VA_ARGS__)

// A dependent launch in a template.
// CHECK: template <typename T> void run(T *p, axlStream_t s) {
template <typename T> void run(T *p, cudaStream_t s) {
  // CHECK: axlLaunchKernelGGL(one<T>, dim3(1), dim3(32), 0, s, p);
  one<T><<<1, 32, 0, s>>>(p);
}

int main() {
  float *f = nullptr;
  int *i = nullptr;
  Vec<float, 4> *v = nullptr;
  // CHECK: axlStream_t s = nullptr;
  cudaStream_t s = nullptr;
  size_t shm = 128;
  dim3 grid(4, 2), block(32, 4);
  void (*fp)(float *) = plain;

  // Two, three and four configuration arguments.
  // CHECK: axlLaunchKernelGGL(plain, dim3(1), dim3(32), 0, 0, f);
  plain<<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL(plain, dim3(grid), dim3(block), shm, 0, f);
  plain<<<grid, block, shm>>>(f);
  // CHECK: axlLaunchKernelGGL(plain, dim3(grid), dim3(block), shm, s, f);
  plain<<<grid, block, shm, s>>>(f);
  // CHECK: axlLaunchKernelGGL(plain, dim3(dim3(4, 2, 1)), dim3(dim3(32)), 0, s, f);
  plain<<<dim3(4, 2, 1), dim3(32), 0, s>>>(f);
  // No kernel arguments: no trailing comma.
  // CHECK: axlLaunchKernelGGL(none, dim3(1), dim3(1), 0, 0);
  none<<<1, 1>>>();
  // Templates: wrapped only when the name has a top-level comma.
  // CHECK: axlLaunchKernelGGL(one<float>, dim3(1), dim3(32), 0, 0, f);
  one<float><<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL(AXL_KERNEL_NAME(two<float, 4>), dim3(1), dim3(32), 0, s, f);
  two<float, 4><<<1, 32, 0, s>>>(f);
  // CHECK: axlLaunchKernelGGL(AXL_KERNEL_NAME(nested<Vec<float, 4>>), dim3(1), dim3(1), 0, 0, v);
  nested<Vec<float, 4>><<<1, 1>>>(v);
  // Qualified names and a function pointer.
  // CHECK: axlLaunchKernelGGL(ns::k, dim3(1), dim3(32), 0, 0, i, 7);
  ns::k<<<1, 32>>>(i, 7);
  // CHECK: axlLaunchKernelGGL(::plain, dim3(1), dim3(32), 0, 0, f);
  ::plain<<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL(ns::inner::tk<256>, dim3(1), dim3(256), 0, 0, i);
  ns::inner::tk<256><<<1, 256>>>(i);
  // CHECK: axlLaunchKernelGGL(fp, dim3(1), dim3(32), 0, 0, f);
  fp<<<1, 32>>>(f);
  // CHECK: axlLaunchKernelGGL((plain), dim3(1), dim3(32), 0, 0, f);
  (plain)<<<1, 32>>>(f);
  // Configuration and arguments spanning lines: each keeps its line.
  // CHECK: axlLaunchKernelGGL(plain, dim3((1 << 20) / 256), dim3({{$}}
  // CHECK-NEXT: {{^          256\),$}}
  // CHECK-NEXT: {{^          shm,$}}
  // CHECK-NEXT: {{^          s,$}}
  // CHECK-NEXT: {{^      f\);$}}
  plain<<<(1 << 20) / 256,
          256,
          shm,
          s>>>(
      f);
  // CHECK: axlLaunchKernelGGL(ns::k, dim3(1), dim3(32), 0, 0, i,
  // CHECK-NEXT: 42);
  ns::k<<<1, 32>>>(i,
                   42);
  // Macro uses are untouched: their definitions were rewritten.
  // CHECK: LAUNCH_PLAIN(1, 32, f);
  LAUNCH_PLAIN(1, 32, f);
  // CHECK: LAUNCH_ON(s, f);
  LAUNCH_ON(s, f);
  // CHECK: LAUNCH_ANY(ns::k, i, 3);
  LAUNCH_ANY(ns::k, i, 3);
  run(f, s);
#if 0
  // CHECK: axlLaunchKernelGGL(plain, dim3(1), dim3(1), 0, 0, f);
  plain<<<1, 1>>>(f);
#endif
  // CHECK: axlDeviceSynchronize();
  cudaDeviceSynchronize();
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (4 renamed, 20 launches rewritten), 0 left; 0 warnings
