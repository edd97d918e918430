// Dynamic shared memory declared with an alignment, as TMA and vectorised
// kernels do: the buffer itself has it on the CPU backend too.
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void probe(unsigned *misaligned) {
  extern __shared__ __align__(1024) unsigned char smem[];
  if ((reinterpret_cast<uintptr_t>(smem) % 1024) != 0)
    atomicAdd(misaligned, 1u);
  smem[threadIdx.x] = 1;
}

int main() {
  unsigned *bad = nullptr;
  cudaMallocManaged(&bad, sizeof(unsigned));
  *bad = 0;
  probe<<<4, 32, 100>>>(bad);
  probe<<<4, 32, 5000>>>(bad);
  cudaDeviceSynchronize();
  std::printf("misaligned blocks: %u\n", *bad);
  return *bad != 0;
}
