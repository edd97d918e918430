// Built with a macro of its own (-DOWN_FLAGS): no other TU shares its
// flags, so it parses in full, counted as such.
#include "common.cuh"
cudaError_t run_own(float *p, int n) {
#ifdef OWN_FLAGS
  CHECK(cudaMalloc(&p, n * sizeof(float)));
#endif
  return cudaFree(p);
}
