// Compiles only with every flag of its command: an -I and a -D from an
// --options-file, a -D from -Xcompiler (with a second flag after a comma),
// a -D on the command line.
#include "scale.cuh"
#if !defined(FROM_RSP) || !defined(FROM_CMD) || FROM_XCOMPILER != 3
#error "a flag of the command was not seen"
#endif
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = SCALE_OF(x[i]);
}
void launch_scale(float *x, int n) { scale<<<(n + 255) / 256, 256>>>(x, n); }
