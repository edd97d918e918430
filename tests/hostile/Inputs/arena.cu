#include <cuda_runtime.h>
#include <arena.h>
void f() {
  void *p;
  cudaMallocArena(&p, 4);
  cudaMalloc(&p, 4);
}
