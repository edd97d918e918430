#include "tables.cuh"

__global__ void fillOther(int base) {
  table[threadIdx.x] = base + int(threadIdx.x);
  atomicAdd(&counter, 1);
  atomicAdd(&lib::hits, 1u);
}

void otherFill() {
  axlLaunchKernelGGL(fillOther, dim3(1), dim3(4), 0, 0, 20);
  axlDeviceSynchronize();
}
