#include "shared.cuh"
__global__ void kb(int *p) { p[0] = 2; }
