#include "shared.cuh"
__global__ void ka(int *p) { p[0] = shared_bad(); }
