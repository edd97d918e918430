#include "scale.cuh"
__global__ void twice(float *p) { p[threadIdx.x] *= 2.f; }
bool run_a(float *p) { twice<<<1, 32>>>(p); return ok(cudaGetLastError()); }
