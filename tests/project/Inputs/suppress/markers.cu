// NOAXL markers: a comment on the line (NOAXL, NOAXL(ids)), or on the line
// before (NOAXLNEXTLINE).
#include <cuda_runtime.h>

__global__ void lanes(unsigned *out) {
  unsigned a, b, c, d, e, f;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(a)); // NOAXL(axl-inline-asm)
  // NOAXLNEXTLINE
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(b));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(c)); // NOAXL
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(d)); // NOAXL(inline-asm, axl-unknown-api)
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(e)); // NOAXL(axl-unknown-api): another ID
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(f));
  out[threadIdx.x] = a + b + c + d + e + f;
}

void run(unsigned *out) {
  lanes<<<1, 32>>>(out);
  cudaDeviceSynchronize();
#if CUDART_VERSION >= 99000
  cudaFooNotReal(out); // NOAXLNEXTLINE: silences the next line, not this one
  cudaBarNotReal(out);
#endif
}
