// Ported code that kept inline PTX (axlify reported it as [axl-inline-asm]).
#include <axl/runtime.h>
#include <vector>
__global__ void k(unsigned *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("trap;");
  out[threadIdx.x] = lane;
}
