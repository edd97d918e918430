// Names that look like CUDA API but that no rule maps (in an inactive branch,
// so Clang does not mind them).
#include <cuda_runtime.h>

void sync() { cudaDeviceSynchronize(); }

#if CUDART_VERSION >= 99000
void future() {
  cudaFooNotReal(0);
  CUfutureType plan;
}
#endif
