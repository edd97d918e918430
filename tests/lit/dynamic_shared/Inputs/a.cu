#include "tile.cuh"
__global__ void rotateFloats(float *p) { p[threadIdx.x] = rotate(p[threadIdx.x]); }
