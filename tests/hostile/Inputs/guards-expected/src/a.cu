// Each header twice: the guard and #pragma once keep one copy in the TU.
#include "guard.h"
#include "once.cuh"
#include "guard.h"
#include "once.cuh"
__global__ void k(int *p) { onceStore(p); }
int main() {
  void *p;
  guardAlloc(&p);
  axlLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, (int *)p);
  onceSync();
  return axlFree(p) != axlSuccess;
}
