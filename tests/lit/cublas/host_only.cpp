// A host-only C++ file (no .cu) that uses cuBLAS with BF16 and complex data:
// <axl/blas.h> must provide what <cublas_v2.h> brings in (runtime, library
// types, FP16/BF16, complex numbers), since nothing adds <axl/runtime.h> here.
// RUN: %axlify %s -o %t.cpp 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cpp
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cpp | not grep -E '(^|[^_[:alnum:]])(cuda|cublas|CUBLAS_|CUDA_|cuC|cuComplex|cuDouble|cuFloat)'
// RUN: %nvcc-backend -c %t.cpp -o %t.o
// RUN: %axlify %t.cpp -o %t.again.cpp -- %backend-flags
// RUN: diff %t.cpp %t.again.cpp

// CHECK: #include <axl/blas.h>
#include <cublas_v2.h>
// CHECK: #include <axl/complex.h>
#include <cuComplex.h>

// CHECK: axlblasStatus_t gemm_bf16(axlblasHandle_t h, axlStream_t s, const void *a, const void *b, float *c,
cublasStatus_t gemm_bf16(cublasHandle_t h, cudaStream_t s, const void *a, const void *b, float *c,
                         int m, int n, int k) {
  const float one = 1.0f, zero = 0.0f;
  // CHECK: axlblasSetStream(h, s);
  cublasSetStream(h, s);
  // CHECK: return axlblasGemmEx(h, AXLBLAS_OP_N, AXLBLAS_OP_N, m, n, k, &one, a, AXL_R_16BF, m, b,
  // CHECK-NEXT:                     AXL_R_16BF, k, &zero, c, AXL_R_32F, m, AXLBLAS_COMPUTE_32F, AXLBLAS_GEMM_DEFAULT);
  return cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, a, CUDA_R_16BF, m, b,
                      CUDA_R_16BF, k, &zero, c, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}

// CHECK: axlblasStatus_t gemm_c64(axlblasHandle_t h, const axlComplex *a, const axlComplex *b, axlComplex *c, int n) {
cublasStatus_t gemm_c64(cublasHandle_t h, const cuComplex *a, const cuComplex *b, cuComplex *c, int n) {
  // CHECK: const axlComplex alpha = make_axlComplex(1.0f, 0.0f), beta = make_axlComplex(0.0f, 0.0f);
  const cuComplex alpha = make_cuComplex(1.0f, 0.0f), beta = make_cuComplex(0.0f, 0.0f);
  // CHECK: return axlblasCgemm(h, AXLBLAS_OP_N, AXLBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  return cublasCgemm(h, CUBLAS_OP_N, CUBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
}

// CHECK: double magnitude(axlDoubleComplex z, axlFloatComplex w) {
double magnitude(cuDoubleComplex z, cuFloatComplex w) {
  // CHECK: return axlCabs(axlCadd(z, axlComplexFloatToDouble(axlConjf(w)))) + axlCrealf(w) * axlCimagf(w);
  return cuCabs(cuCadd(z, cuComplexFloatToDouble(cuConjf(w)))) + cuCrealf(w) * cuCimagf(w);
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 0 left; 0 warnings
