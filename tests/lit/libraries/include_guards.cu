// A checking helper of the kind sample code ships: it defines its macros only
// when the CUDA headers that declare their types are in, testing their include
// guards. The guards port to the dialect's, which each backend defines where
// the dialect header is included, so the helper keeps its macros.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/blas.h>
#include <cublas_v2.h>

// CHECK: #ifdef __AXL_DRIVER_TYPES_H__
#ifdef __DRIVER_TYPES_H__
// CHECK: static const char *errorName(axlError_t e) { return axlGetErrorName(e); }
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#endif
// CHECK: #if defined(AXLBLAS_API_H_) && !defined(_AXLFFT_H_)
#if defined(CUBLAS_API_H_) && !defined(_CUFFT_H_)
// CHECK: static const char *errorName(axlblasStatus_t s) { return axlblasGetStatusName(s); }
static const char *errorName(cublasStatus_t s) { return cublasGetStatusName(s); }
#endif

template <typename T> void check(T result, const char *func, const char *file, int line) {
  if (result)
    __builtin_printf("error at %s:%d %s: %s\n", file, line, func, errorName(result));
}

int main() {
  float *p = nullptr;
  checkCudaErrors(cudaMalloc(&p, 16));
  cublasHandle_t h;
  checkCudaErrors(cublasCreate(&h));
  return 0;
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 0 left; 0 warnings
