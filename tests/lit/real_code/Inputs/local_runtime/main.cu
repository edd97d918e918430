#include "util/handles.h"
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main() {
  int *p;
  cudaMalloc(&p, 64 * sizeof(int));
  k<<<proj::blocks(), 32>>>(p);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
