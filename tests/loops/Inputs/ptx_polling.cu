// Threads that wait for others by polling memory with inline PTX (CUDA
// source: axlify ports it, axl-loops lowers its PTX for the CPU backend).
//
// rowGroups: the blocks of a cooperative grid meet at a barrier in global
// memory (one thread of each adds to a counter with red.release and polls
// it with ld.acquire), round after round, each round checking the sum of
// every block's value of that round. The grid is as large as the occupancy
// allows, more blocks than the machine has cores.
//
// handOff (argument "handoff"): in one block, thread 0 polls a flag
// (ld.volatile) that thread 40, of another warp, sets after writing a value;
// nothing else orders them. It needs the block's threads to interleave: on
// fibers (AXL_CPU_LOOPS=0); as loops thread 0 would wait for a thread that
// runs after it.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cstdio>

__device__ __forceinline__ void arriveAndWait(int *counter, int expected) {
  asm volatile("red.release.gpu.global.add.s32 [%0], %1;" ::"l"(counter), "r"(1) : "memory");
  for (int seen = -1; seen < expected;)
    asm volatile("ld.global.acquire.gpu.b32 %0, [%1];" : "=r"(seen) : "l"(counter) : "memory");
}

__global__ void rowGroups(int rounds, int *values, int *counter, int *errors) {
  const int blocks = gridDim.x;
  for (int r = 0; r < rounds; ++r) {
    if (threadIdx.x == 0) {
      values[r * blocks + blockIdx.x] = r * 1000 + blockIdx.x;
      arriveAndWait(counter, (r + 1) * blocks);
    }
    __syncthreads();
    long long sum = 0;
    for (int b = threadIdx.x; b < blocks; b += blockDim.x)
      sum += values[r * blocks + b];
    long long want = 0;
    for (int b = threadIdx.x; b < blocks; b += blockDim.x)
      want += r * 1000 + b;
    if (sum != want)
      atomicAdd(errors, 1);
  }
}

__global__ void handOff(volatile int *flag, int *value, int *seen) {
  if (threadIdx.x == 40) {
    *value = 1234;
    __threadfence();
    *flag = 1;
  }
  if (threadIdx.x == 0) {
    unsigned f = 0;
    while (f == 0)
      asm volatile("ld.volatile.global.u32 %0, [%1];" : "=r"(f) : "l"(flag) : "memory");
    *seen = *value;
  }
}

int handOffTest();

#define CHECK(x)                                                                                   \
  do {                                                                                             \
    cudaError_t e_ = (x);                                                                          \
    if (e_ != cudaSuccess) {                                                                       \
      std::printf("%s: %s\n", #x, cudaGetErrorString(e_));                                       \
      return 1;                                                                                    \
    }                                                                                              \
  } while (0)

int main(int argc, char **argv) {
  if (argc > 1)
    return handOffTest();
  int sms = 0, perSm = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, rowGroups, 64, 0));
  const int blocks = sms * perSm, rounds = 40;
  int *values, *counter, *errors;
  CHECK(cudaMallocManaged(&values, rounds * blocks * sizeof(int)));
  CHECK(cudaMallocManaged(&counter, sizeof(int)));
  CHECK(cudaMallocManaged(&errors, sizeof(int)));
  *counter = 0;
  *errors = 0;
  int roundsArg = rounds;
  void *args[] = {&roundsArg, &values, &counter, &errors};
  CHECK(cudaLaunchCooperativeKernel((void *)rowGroups, dim3(blocks), dim3(64), args, 0, 0));
  CHECK(cudaDeviceSynchronize());
  std::printf("rowGroups: %s (%d rounds, counter %d of %d)\n",
              *errors == 0 && *counter == rounds * blocks && blocks > sms ? "ok" : "FAILED",
              rounds, *counter, rounds * blocks);
  return 0;
}

int handOffTest() {
  int *flag, *value, *seen;
  CHECK(cudaMallocManaged(&flag, sizeof(int)));
  CHECK(cudaMallocManaged(&value, sizeof(int)));
  CHECK(cudaMallocManaged(&seen, sizeof(int)));
  *flag = 0;
  *value = 0;
  *seen = 0;
  handOff<<<1, 64>>>(flag, value, seen);
  CHECK(cudaDeviceSynchronize());
  std::printf("handOff: %s\n", *seen == 1234 ? "ok" : "FAILED");
  return 0;
}
