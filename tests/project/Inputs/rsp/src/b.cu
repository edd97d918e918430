#include "scale.cuh"
bool run_b(float *p) { return ok(cudaMemset(p, 0, 32 * sizeof(float))); }
