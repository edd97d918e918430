#include "bad.cuh"
void b() { cudaDeviceSynchronize(); }
