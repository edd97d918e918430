// Code that nvcc compiles, using what nvcc's headers declare and Clang's
// CUDA wrapper leaves out (the cache-hinted stores and loads of
// sm_32_intrinsics.h, host int max/min): the passes see no error, so the
// port needs no review.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 0
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=warning:
// CHECK: 0 left; 0 warnings
// RUN: %axlify %s -o %t.always.cu --device-pass=always 2>&1 | FileCheck %s
// RUN: %nvcc-backend -c %t.cu -o %t.o
#include <cuda_runtime.h>

__global__ void streaming(float *out, int4 *vec, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __stcs(out + i, __ldlu(in + i) + __ldca(in + i));
  __stcg(vec + i, make_int4(i, i, i, i));
  __stwb(out + i, 1.f);
}

int blocks_for(int n, int sms) { return max(1, min(n / 256, 4 * sms)); }
