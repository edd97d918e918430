__global__ void laneid(unsigned *p) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  p[threadIdx.x] = lane;
}
