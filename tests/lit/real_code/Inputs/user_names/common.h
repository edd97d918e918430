// The project's own helpers, named like CUDA API.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cublas_v2.h>

inline void cudaCheck(cudaError_t e, const char *file, int line) {
  if (e != cudaSuccess) {
    std::printf("[CUDA ERROR] at %s:%d: %s\n", file, line, cudaGetErrorString(e));
    std::exit(1);
  }
}
#define cudaCheck(err) (cudaCheck(err, __FILE__, __LINE__))
#define cublasCheck(status)                                                    \
  do {                                                                         \
    if ((status) != CUBLAS_STATUS_SUCCESS)                                     \
      std::exit(2);                                                            \
  } while (0)
#define CUBLAS_LOWP CUDA_R_16BF
#define cudaFreeCheck(p) (cudaCheck(cudaFree(*(p))), *(p) = nullptr)

template <class T> struct HandleManager { T handle{}; };
using cublasHandleManager = HandleManager<cublasHandle_t>;

inline int cudaMallocConditionallyManaged(void **p, size_t bytes) {
  return cudaMalloc(p, bytes) == cudaSuccess ? 0 : 1;
}

#if defined(MULTI_GPU)
// Only in a configuration no parse sees: still the project's names.
#include <nccl.h>
#define ncclCheck(r) ((void)(r))
const ncclDataType_t ncclFloatX = ncclBfloat16;
#endif
