#include <cuda_runtime.h>
void f() {
  void *p;
  cudaMalloc(&p, 4)
  cudaFree(p);
  int x = ;
  {
