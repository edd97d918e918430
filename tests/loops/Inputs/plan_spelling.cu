// Kernels whose text the loops could not be written from: a synchronising
// call whose callee a macro names, a declaration kept per thread that also
// declares a type, one a macro writes. The planner decides each (they stay
// on fibers, with the reason) before anything is written; the output runs.
#include <axl/axl.h>
#include <cstdio>

__device__ float blockSum(float v) {
  __shared__ float s[256];
  s[threadIdx.x] = v;
  __syncthreads();
  float t = 0;
  for (unsigned i = 0; i < blockDim.x; ++i)
    t += s[i];
  __syncthreads();
  return t;
}
#define SUM blockSum

__global__ void macroCallee(float *out) {
  float t = SUM(float(threadIdx.x));
  out[threadIdx.x] = t;
}

__global__ void mixedDecl(int *out) {
  struct Pair { int a, b; } p = {int(threadIdx.x), 1};
  p.b += int(threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = p.a + p.b;
}

#define DECLARE(name, value) int name = (value)
__global__ void macroDecl(int *out) {
  DECLARE(v, threadIdx.x * 2);
  v += 1;
  __syncthreads();
  out[threadIdx.x] = v;
}

int main() {
  const int n = 64;
  float *f;
  int *i;
  axlMallocManaged(&f, n * sizeof(float));
  axlMallocManaged(&i, n * sizeof(int));
  axlLaunchKernelGGL(macroCallee, dim3(1), dim3(n), 0, 0, f);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int t = 0; t < n; ++t)
    wrong += f[t] != n * (n - 1) / 2;
  axlLaunchKernelGGL(mixedDecl, dim3(1), dim3(n), 0, 0, i);
  axlDeviceSynchronize();
  for (int t = 0; t < n; ++t)
    wrong += i[t] != 2 * t + 1;
  axlLaunchKernelGGL(macroDecl, dim3(1), dim3(n), 0, 0, i);
  axlDeviceSynchronize();
  for (int t = 0; t < n; ++t)
    wrong += i[t] != 2 * t + 1;
  std::printf("plan_spelling: %d wrong\n", wrong);
  axlFree(f);
  axlFree(i);
  return wrong != 0;
}
