// A launch that leaves a template kernel's arguments to deduction gets them
// named (the CPU backend takes the kernel's address): all of them, or the
// rest after those it names, in dialect spelling. Not inside a macro (each
// expansion deduces its own) and not when an argument has no name the launch
// could write (a lambda's type).
// RUN: %axlify %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: 0 left; 0 warnings
// RUN: FileCheck %s --input-file=%t.cu --match-full-lines
// RUN: %nvcc-backend --extended-lambda -c %t.cu -o %t.o
#include <cuda_runtime.h>
#include <cuda_bf16.h>

template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
template <int N, typename T, typename U> __global__ void cast(T *y, const U *x) {
  y[threadIdx.x * N] = T(x[threadIdx.x]);
}
template <typename F> __global__ void apply(float *p, F f) { p[threadIdx.x] = f(p[threadIdx.x]); }

// In a template, arguments of its parameters' types: named in its terms;
// an argument whose type the parse does not know leaves the launch as it is
// (its CPU build fails at the launch, which then needs them written).
template <typename T> void fill_both(T *p, int n, cudaStream_t s) {
  // CHECK: axlLaunchKernelGGL(fill<T>, dim3(1), dim3(32), 0, s, p, T(1));
  fill<<<1, 32, 0, s>>>(p, T(1));
  // CHECK: axlLaunchKernelGGL(fill, dim3(1), dim3(32), 0, s, p + n, T(2));
  fill<<<1, 32, 0, s>>>(p + n, T(2));
}
template void fill_both(float *, int, cudaStream_t);

// A type named by a typedef that the build configures keeps its name: the
// port is right for every configuration, not only the one parsed.
#ifdef ENABLE_FP32
typedef float floatX;
#else
typedef __nv_bfloat16 floatX;
#endif
void fill_x(floatX *p) {
  // CHECK: axlLaunchKernelGGL(fill<floatX>, dim3(1), dim3(32), 0, 0, p, floatX(0.5f));
  fill<<<1, 32>>>(p, floatX(0.5f));
  // Converted to the parameter's type (const floatX *): still floatX.
  // CHECK: axlLaunchKernelGGL(AXL_KERNEL_NAME(cast<4, floatX, floatX>), dim3(1), dim3(8), 0, 0, p, p);
  cast<4><<<1, 8>>>(p, p);
}

// CHECK: #define FILL(p, v) axlLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, p, v)
#define FILL(p, v) fill<<<1, 32>>>(p, v)

void run(float *f, __nv_bfloat16 *b, cudaStream_t s) {
  // CHECK: axlLaunchKernelGGL(fill<float>, dim3(1), dim3(32), 0, s, f, 1.f);
  fill<<<1, 32, 0, s>>>(f, 1.f);
  // CHECK: axlLaunchKernelGGL(AXL_KERNEL_NAME(cast<4, float, __axl_bfloat16>), dim3(1), dim3(8), 0, 0, f, (const __axl_bfloat16 *)b);
  cast<4><<<1, 8>>>(f, (const __nv_bfloat16 *)b);
  // CHECK: axlLaunchKernelGGL(AXL_KERNEL_NAME(cast<2, float, float>), dim3(1), dim3(8), 0, 0, f, f);
  cast<2, float><<<1, 8>>>(f, f);
  // CHECK: FILL(f, 2.f);
  FILL(f, 2.f);
  // CHECK: axlLaunchKernelGGL(apply, dim3(1), dim3(32), 0, 0, f, [] __device__(float x) { return x * 2.f; });
  apply<<<1, 32>>>(f, [] __device__(float x) { return x * 2.f; });
}
