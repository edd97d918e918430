// Clang rejects it: a located warning and exit code 1, with or without a
// preamble.
#include "common.cuh"
cudaError_t run_bad(float *p) {
  cudaMemset(p, 0, );
  return cudaSuccess;
}
