// Two files that include tables.cuh: each fills and reads its own table.
#include "tables.cuh"
#include <cstdio>

void otherFill();

__global__ void fill(int base) {
  table[threadIdx.x] = base + int(threadIdx.x);
  atomicAdd(&counter, 1);
  atomicAdd(&lib::hits, 1u);
  already = fixed;
}
__global__ void readBack(int *out) {
  out[threadIdx.x] = table[threadIdx.x] * int(scale[0]) + counter + int(lib::hits) + already;
}

int main() {
  int *out;
  axlMallocManaged(&out, 4 * sizeof(int));
  axlLaunchKernelGGL(fill, dim3(1), dim3(4), 0, 0, 10);
  axlDeviceSynchronize();
  otherFill(); // the other file's table, counter and hits
  axlLaunchKernelGGL(readBack, dim3(1), dim3(4), 0, 0, out);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int t = 0; t < 4; ++t)
    wrong += out[t] != (10 + t) * 2 + 4 + 4 + 7;
  std::printf("device variables: %d wrong\n", wrong);
  axlFree(out);
  return wrong != 0;
}
