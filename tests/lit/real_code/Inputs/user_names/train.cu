#include "common.h"
#if defined(MULTI_GPU)
// Only in a configuration no parse sees: still the project's names.
#define ncclCheck(r) ((void)(r))
ncclDataType_t ncclFloatX = ncclBfloat16;
#endif

__global__ void zero(float *p) { p[threadIdx.x] = 0.f; }

int main() {
  float *p = nullptr;
  cudaCheck(cudaMalloc(&p, 32 * sizeof(float)));
  cudaMallocConditionallyManaged((void **)&p, 32 * sizeof(float));
  cublasHandleManager h;
  cublasCheck(cublasCreate(&h.handle));
  cudaDataType_t lowp = CUBLAS_LOWP;
  (void)lowp;
  zero<<<1, 32>>>(p);
  cudaCheck(cudaGetLastError());
  cudaFreeCheck(&p);
#if defined(MULTI_GPU)
  ncclCheck(ncclFloatX);
#endif
  return 0;
}
