#include "bad.cuh"
void a() { cudaDeviceSynchronize(); }
