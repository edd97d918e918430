// CPU backend execution: misuse that a GPU would hang on or leave undefined
// is reported with the kernel, block and thread, and aborts. The first
// argument names the case; exec_errors.test checks each message.
#include <axl/cooperative_groups.h>
#include <axl/runtime.h>

#include <cstdio>
#include <cstring>

// Lane 0 waits at the barrier, lanes 1-31 wait for lane 0 in a shuffle.
__global__ void divergentBarrier(int *out) {
  int v = int(threadIdx.x);
  if (threadIdx.x == 0)
    __syncthreads();
  else
    v = __shfl_sync(0xffffffffu, v, 0);
  out[threadIdx.x] = v;
}

// Lanes 0-2 exit (first, in the plain loop) before the others shuffle with
// them.
__global__ void exitedLane(int *out) {
  if (threadIdx.x < 3)
    return;
  out[threadIdx.x] = __shfl_sync(0xffffffffu, int(threadIdx.x), 0);
}

// Lane 3 exits while the others wait for it.
__global__ void exitsWhileAwaited(int *out) {
  if (threadIdx.x == 3)
    return;
  out[threadIdx.x] = __shfl_sync(0xffffffffu, int(threadIdx.x), 0);
}

__global__ void differentOperations(int *out) {
  if (threadIdx.x % 2)
    out[threadIdx.x] = __any_sync(0xffffffffu, 1);
  else
    out[threadIdx.x] = int(__ballot_sync(0xffffffffu, 1));
}

__global__ void maskWithoutSelf(int *) { __syncwarp(0x2); }

__global__ void outsideBlock(int *out) {
  out[threadIdx.x] = __shfl_down_sync(0xffffffffu, 1, 1);
}

__global__ void traps(int *) {
  if (blockIdx.x == 1 && threadIdx.x == 5)
    __trap();
}

__global__ void gridSync(int *) { cooperative_groups::this_grid().sync(); }

// A local array far larger than the fiber stack (AXL_CPU_FIBER_STACK), used
// after a barrier (so on a fiber): the guard page stops it.
__global__ void bigFrame(int *out) {
  __syncthreads();
  volatile char frame[1 << 20];
  for (int i = 0; i < (1 << 20); i += 4096)
    frame[(1 << 20) - 1 - i] = char(i);
  out[threadIdx.x] = frame[threadIdx.x];
}

int main(int argc, char **argv) {
  static int out[1024];
  const char *what = argc > 1 ? argv[1] : "";
  if (!std::strcmp(what, "deadlock"))
    axlLaunchKernelGGL(divergentBarrier, dim3(2), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "exited-lane"))
    axlLaunchKernelGGL(exitedLane, dim3(1), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "exits-while-awaited"))
    axlLaunchKernelGGL(exitsWhileAwaited, dim3(1), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "different-operations"))
    axlLaunchKernelGGL(differentOperations, dim3(1), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "mask-without-self"))
    axlLaunchKernelGGL(maskWithoutSelf, dim3(1), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "outside-block"))
    axlLaunchKernelGGL(outsideBlock, dim3(1), dim3(16), 0, 0, out);
  else if (!std::strcmp(what, "trap"))
    axlLaunchKernelGGL(traps, dim3(2), dim3(8, 2), 0, 0, out);
  else if (!std::strcmp(what, "grid-sync"))
    axlLaunchKernelGGL(gridSync, dim3(2), dim3(32), 0, 0, out);
  else if (!std::strcmp(what, "stack-overflow"))
    axlLaunchKernelGGL(bigFrame, dim3(1), dim3(4), 0, 0, out);
  else if (!std::strcmp(what, "outside-kernel"))
    __syncthreads();
  else {
    std::fprintf(stderr, "unknown case '%s'\n", what);
    return 2;
  }
  const axlError_t error = axlDeviceSynchronize();
  if (error != axlSuccess)
    std::printf("error: %s\n", axlGetErrorName(error));
  else
    std::printf("no error reported\n");
  return 0;
}
