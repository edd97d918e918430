// hpc: a solver step as HPC code writes it: cuSPARSE's generic SpMV, a
// cuSOLVER dense LU with the 64-bit API, a cuFFT R2C/C2R round trip on a
// stream, a driver entry point declared with its cudaTypedefs.h type, and a
// kernel using math_constants.h; a name cuSPARSE 12 removed (left, in a branch
// for older toolkits) and a name cuSPARSE deprecates (ported, warned).
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | grep -v cusparseScsrmv | not grep -E '(^|[^_[:alnum:]])(cusparse[A-Z]|CUSPARSE_|cusolver[A-Z]|CUSOLVER_|cufft[A-Z]|CUFFT_|PFN_cu|CUDART_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: not %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

#include <cstdint>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/driver_typedefs.h>
#include <cudaTypedefs.h>
// CHECK: #include <axl/math_constants.h>
#include <math_constants.h>
// CHECK: #include <axl/sparse.h>
#include <cusparse.h>
// CHECK: #include <axl/solver.h>
#include <cusolverDn.h>
// CHECK: #include <axl/fft.h>
#include <cufft.h>

// CHECK: #define SPARSE_CHECK(x) do { if ((x) != AXLSPARSE_STATUS_SUCCESS) return 1; } while (0)
#define SPARSE_CHECK(x) do { if ((x) != CUSPARSE_STATUS_SUCCESS) return 1; } while (0)

__global__ void window(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: if (i < n) x[i] *= 0.5f - 0.5f * cosf(2.f * AXLRT_PI_F * i / (n - 1));
  if (i < n) x[i] *= 0.5f - 0.5f * cosf(2.f * CUDART_PI_F * i / (n - 1));
}

// CHECK: int spmv(axlsparseHandle_t h, int64_t rows, int64_t nnz, int *rowPtr, int *cols, float *vals, float *x, float *y, void *buf) {
int spmv(cusparseHandle_t h, int64_t rows, int64_t nnz, int *rowPtr, int *cols, float *vals, float *x, float *y, void *buf) {
  // CHECK: axlsparseSpMatDescr_t A;
  cusparseSpMatDescr_t A;
  // CHECK: axlsparseDnVecDescr_t vx, vy;
  cusparseDnVecDescr_t vx, vy;
  // CHECK: SPARSE_CHECK(axlsparseCreateCsr(&A, rows, rows, nnz, rowPtr, cols, vals, AXLSPARSE_INDEX_32I,
  SPARSE_CHECK(cusparseCreateCsr(&A, rows, rows, nnz, rowPtr, cols, vals, CUSPARSE_INDEX_32I,
                                 // CHECK: AXLSPARSE_INDEX_32I, AXLSPARSE_INDEX_BASE_ZERO, AXL_R_32F));
                                 CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  SPARSE_CHECK(cusparseCreateDnVec(&vx, rows, x, CUDA_R_32F));
  SPARSE_CHECK(cusparseCreateDnVec(&vy, rows, y, CUDA_R_32F));
  float alpha = 1.f, beta = 0.f;
  // CHECK: SPARSE_CHECK(axlsparseSpMV(h, AXLSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy, AXL_R_32F,
  SPARSE_CHECK(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy, CUDA_R_32F,
                            // CHECK: AXLSPARSE_SPMV_ALG_DEFAULT, buf));
                            CUSPARSE_SPMV_ALG_DEFAULT, buf));
  // Deprecated by cuSPARSE: ported, warned.
  // DIAG: hpc.cu:[[@LINE+3]]:3: warning: 'cusparseColorInfo_t' is deprecated since CUDA 12.2; ported to 'axlsparseColorInfo_t' [axl-deprecated]
  // DIAG: hpc.cu:[[@LINE+2]]:30: warning: 'cusparseCreateColorInfo' is deprecated since CUDA 12.2; ported to 'axlsparseCreateColorInfo' [axl-deprecated]
  // CHECK: axlsparseColorInfo_t color; axlsparseCreateColorInfo(&color);
  cusparseColorInfo_t color; cusparseCreateColorInfo(&color);
  // CHECK: axlsparseMatDescr_t legacy; axlsparseCreateMatDescr(&legacy);
  cusparseMatDescr_t legacy; cusparseCreateMatDescr(&legacy);
#if CUDART_VERSION < 11000
  // Removed in CUDA 11: reported where it is written, left.
  // DIAG: hpc.cu:[[@LINE+2]]:3: warning: 'cusparseScsrmv' was removed in CUDA 11.0: not declared by the installed headers (CUDA 13.0); left as is [axl-removed]
  // CHECK: cusparseScsrmv(h, AXLSPARSE_OPERATION_NON_TRANSPOSE, rows, rows, nnz, &alpha, legacy, vals, rowPtr, cols, x, &beta, y);
  cusparseScsrmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, rows, rows, nnz, &alpha, legacy, vals, rowPtr, cols, x, &beta, y);
#endif
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
  // CHECK: return axlsparseDestroySpMat(A) == AXLSPARSE_STATUS_SUCCESS ? 0 : 1;
  return cusparseDestroySpMat(A) == CUSPARSE_STATUS_SUCCESS ? 0 : 1;
}

// CHECK: int lu(axlsolverDnHandle_t h, int64_t n, double *a, int64_t *ipiv, int *info, void *dev, size_t devBytes, void *host, size_t hostBytes) {
int lu(cusolverDnHandle_t h, int64_t n, double *a, int64_t *ipiv, int *info, void *dev, size_t devBytes, void *host, size_t hostBytes) {
  // CHECK: axlsolverDnParams_t params;
  cusolverDnParams_t params;
  cusolverDnCreateParams(&params);
  // CHECK: axlsolverStatus_t s = axlsolverDnXgetrf(h, params, n, n, AXL_R_64F, a, n, ipiv, AXL_R_64F, dev, devBytes,
  cusolverStatus_t s = cusolverDnXgetrf(h, params, n, n, CUDA_R_64F, a, n, ipiv, CUDA_R_64F, dev, devBytes,
                                        host, hostBytes, info);
  cusolverDnDestroyParams(params);
  // CHECK: return s == AXLSOLVER_STATUS_SUCCESS ? 0 : 1;
  return s == CUSOLVER_STATUS_SUCCESS ? 0 : 1;
}

// CHECK: int fft(float *signal, axlfftComplex *spectrum, int n, axlStream_t stream) {
int fft(float *signal, cufftComplex *spectrum, int n, cudaStream_t stream) {
  // CHECK: axlfftHandle fwd, inv;
  cufftHandle fwd, inv;
  // CHECK: if (axlfftPlan1d(&fwd, n, AXLFFT_R2C, 1) != AXLFFT_SUCCESS || axlfftPlan1d(&inv, n, AXLFFT_C2R, 1) != AXLFFT_SUCCESS)
  if (cufftPlan1d(&fwd, n, CUFFT_R2C, 1) != CUFFT_SUCCESS || cufftPlan1d(&inv, n, CUFFT_C2R, 1) != CUFFT_SUCCESS)
    return 1;
  cufftSetStream(fwd, stream);
  window<<<(n + 255) / 256, 256, 0, stream>>>(signal, n);
  // CHECK: axlfftExecR2C(fwd, signal, spectrum);
  cufftExecR2C(fwd, signal, spectrum);
  // CHECK: axlfftExecC2R(inv, spectrum, signal);
  cufftExecC2R(inv, spectrum, signal);
  cufftDestroy(inv);
  return cufftDestroy(fwd) == CUFFT_SUCCESS ? 0 : 1;
}

// A driver entry point looked up through the runtime, declared with its
// cudaTypedefs.h type.
// CHECK: PFN_axlDrvCtxSynchronize_v2000 lookupSync() {
PFN_cuCtxSynchronize_v2000 lookupSync() {
  void *fn = nullptr;
  // CHECK: axlDriverEntryPointQueryResult q;
  cudaDriverEntryPointQueryResult q;
  // The entry point's name is CUDA's on every backend: ported as it is.
  // CHECK: axlGetDriverEntryPointByVersion("cuCtxSynchronize", &fn, 2000, axlEnableDefault, &q);
  cudaGetDriverEntryPointByVersion("cuCtxSynchronize", &fn, 2000, cudaEnableDefault, &q);
  // CHECK: return reinterpret_cast<PFN_axlDrvCtxSynchronize_v2000>(fn);
  return reinterpret_cast<PFN_cuCtxSynchronize_v2000>(fn);
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 1 left; 3 warnings (review needed)
