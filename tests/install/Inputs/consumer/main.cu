#include "scale.cuh"
int main() {
  float *p;
  if (!ok(cudaMalloc(&p, 32 * sizeof(float))))
    return 77;
  if (!ok(scale_on_device(p, 2.0f, 0)))
    return 1;
  return ok(cudaDeviceSynchronize()) ? 0 : 1;
}
