#include "common.h"

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
