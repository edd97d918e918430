// cublas: a cuBLAS v2 program: handle, version, stream, pointer and math modes, SGEMM, GemmEx
// (BF16 in, FP32 compute), strided-batched GEMMs, level-1 calls, status checks and status strings.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments (CHECK_CUBLAS is the program's own macro).
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(cublas|CUBLAS_|CUDA_|cuda[A-Z]|__nv_|nv_bfloat)'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

#include <cstdio>
#include <cstdlib>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/blas.h>
#include <cublas_v2.h>

// CHECK: axlblasStatus_t status_ = (expr); {{\\}}
// CHECK: if (status_ != AXLBLAS_STATUS_SUCCESS) { {{\\}}
// CHECK: axlblasGetStatusString(status_)); {{\\}}
#define CHECK_CUBLAS(expr)                                                     \
  do {                                                                         \
    cublasStatus_t status_ = (expr);                                           \
    if (status_ != CUBLAS_STATUS_SUCCESS) {                                    \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cublasGetStatusString(status_));                            \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// CHECK: static const char *describe(axlblasStatus_t s) {
static const char *describe(cublasStatus_t s) {
  switch (s) {
  // CHECK: case AXLBLAS_STATUS_SUCCESS:
  case CUBLAS_STATUS_SUCCESS:
    return "ok";
  // CHECK: case AXLBLAS_STATUS_NOT_INITIALIZED:
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "not initialized";
  // CHECK: case AXLBLAS_STATUS_INVALID_VALUE:
  case CUBLAS_STATUS_INVALID_VALUE:
    return "invalid value";
  // CHECK: case AXLBLAS_STATUS_NOT_SUPPORTED:
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "not supported";
  default:
    // CHECK: return axlblasGetStatusName(s);
    return cublasGetStatusName(s);
  }
}

int main() {
  const int m = 128, n = 64, k = 256, batch = 4;
  float *A, *B, *C, *x, *y;
  // CHECK: __axl_bfloat16 *Ah, *Bh;
  __nv_bfloat16 *Ah, *Bh;
  float *Cf;
  // CHECK: axlMalloc(&A, sizeof(float) * m * k * batch);
  cudaMalloc(&A, sizeof(float) * m * k * batch);
  // CHECK: axlMalloc(&B, sizeof(float) * k * n * batch);
  cudaMalloc(&B, sizeof(float) * k * n * batch);
  // CHECK: axlMalloc(&C, sizeof(float) * m * n * batch);
  cudaMalloc(&C, sizeof(float) * m * n * batch);
  // CHECK: axlMalloc(&x, sizeof(float) * n);
  cudaMalloc(&x, sizeof(float) * n);
  // CHECK: axlMalloc(&y, sizeof(float) * n);
  cudaMalloc(&y, sizeof(float) * n);
  // CHECK: axlMalloc(&Ah, sizeof(__axl_bfloat16) * m * k);
  cudaMalloc(&Ah, sizeof(__nv_bfloat16) * m * k);
  // CHECK: axlMalloc(&Bh, sizeof(__axl_bfloat16) * k * n);
  cudaMalloc(&Bh, sizeof(__nv_bfloat16) * k * n);
  // CHECK: axlMalloc(&Cf, sizeof(float) * m * n);
  cudaMalloc(&Cf, sizeof(float) * m * n);

  // CHECK: axlblasHandle_t handle;
  cublasHandle_t handle;
  // CHECK: CHECK_CUBLAS(axlblasCreate(&handle));
  CHECK_CUBLAS(cublasCreate(&handle));
  int version = 0;
  // CHECK: CHECK_CUBLAS(axlblasGetVersion(handle, &version));
  CHECK_CUBLAS(cublasGetVersion(handle, &version));
  // CHECK: std::printf("cuBLAS %d (header %d)\n", version, AXLBLAS_VERSION);
  std::printf("cuBLAS %d (header %d)\n", version, CUBLAS_VERSION);

  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreateWithFlags(&stream, axlStreamNonBlocking);
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  // CHECK: CHECK_CUBLAS(axlblasSetStream(handle, stream));
  CHECK_CUBLAS(cublasSetStream(handle, stream));
  // CHECK: CHECK_CUBLAS(axlblasSetPointerMode(handle, AXLBLAS_POINTER_MODE_HOST));
  CHECK_CUBLAS(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  // CHECK: axlblasPointerMode_t mode;
  cublasPointerMode_t mode;
  // CHECK: CHECK_CUBLAS(axlblasGetPointerMode(handle, &mode));
  CHECK_CUBLAS(cublasGetPointerMode(handle, &mode));
  // CHECK: CHECK_CUBLAS(axlblasSetMathMode(handle, AXLBLAS_TF32_TENSOR_OP_MATH));
  CHECK_CUBLAS(cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH));
  // CHECK: axlblasMath_t math;
  cublasMath_t math;
  // CHECK: CHECK_CUBLAS(axlblasGetMathMode(handle, &math));
  CHECK_CUBLAS(cublasGetMathMode(handle, &math));

  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: axlblasOperation_t transa = AXLBLAS_OP_N, transb = AXLBLAS_OP_T;
  cublasOperation_t transa = CUBLAS_OP_N, transb = CUBLAS_OP_T;
  // CHECK: CHECK_CUBLAS(axlblasSgemm(handle, transa, transb, m, n, k, &alpha, A, m, B, n,
  CHECK_CUBLAS(cublasSgemm(handle, transa, transb, m, n, k, &alpha, A, m, B, n,
                           &beta, C, m));

  // CHECK: axlblasStatus_t st =
  cublasStatus_t st =
      // CHECK: axlblasGemmEx(handle, AXLBLAS_OP_T, AXLBLAS_OP_N, m, n, k, &alpha, Ah,
      cublasGemmEx(handle, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, Ah,
                   // CHECK: AXL_R_16BF, k, Bh, AXL_R_16BF, k, &beta, Cf, AXL_R_32F, m,
                   CUDA_R_16BF, k, Bh, CUDA_R_16BF, k, &beta, Cf, CUDA_R_32F, m,
                   // CHECK: AXLBLAS_COMPUTE_32F, AXLBLAS_GEMM_DEFAULT_TENSOR_OP);
                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP);
  // CHECK: if (st == AXLBLAS_STATUS_NOT_SUPPORTED)
  if (st == CUBLAS_STATUS_NOT_SUPPORTED)
    std::fprintf(stderr, "GemmEx: %s\n", describe(st));

  // CHECK: CHECK_CUBLAS(axlblasSgemmStridedBatched(
  CHECK_CUBLAS(cublasSgemmStridedBatched(
      // CHECK: handle, AXLBLAS_OP_N, AXLBLAS_OP_N, m, n, k, &alpha, A, m, (long long)m * k,
      handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, A, m, (long long)m * k,
      B, k, (long long)k * n, &beta, C, m, (long long)m * n, batch));

  // CHECK: CHECK_CUBLAS(axlblasGemmStridedBatchedEx(
  CHECK_CUBLAS(cublasGemmStridedBatchedEx(
      // CHECK: handle, AXLBLAS_OP_N, AXLBLAS_OP_N, m, n, k, &alpha, Ah, AXL_R_16BF, m,
      handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, Ah, CUDA_R_16BF, m,
      // CHECK: (long long)m * k, Bh, AXL_R_16BF, k, 0, &beta, Cf, AXL_R_32F, m, 0, 1,
      (long long)m * k, Bh, CUDA_R_16BF, k, 0, &beta, Cf, CUDA_R_32F, m, 0, 1,
      // CHECK: AXLBLAS_COMPUTE_32F_FAST_TF32, AXLBLAS_GEMM_DEFAULT));
      CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT));

  const float a = 2.0f;
  // CHECK: CHECK_CUBLAS(axlblasSaxpy(handle, n, &a, x, 1, y, 1));
  CHECK_CUBLAS(cublasSaxpy(handle, n, &a, x, 1, y, 1));
  float nrm = 0.0f;
  // CHECK: CHECK_CUBLAS(axlblasSnrm2(handle, n, y, 1, &nrm));
  CHECK_CUBLAS(cublasSnrm2(handle, n, y, 1, &nrm));
  int imax = 0;
  // CHECK: CHECK_CUBLAS(axlblasIsamax(handle, n, y, 1, &imax));
  CHECK_CUBLAS(cublasIsamax(handle, n, y, 1, &imax));

  // CHECK: CHECK_CUBLAS(axlblasSetPointerMode(handle, AXLBLAS_POINTER_MODE_DEVICE));
  CHECK_CUBLAS(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
  // CHECK: CHECK_CUBLAS(axlblasSdot(handle, n, x, 1, y, 1, Cf));
  CHECK_CUBLAS(cublasSdot(handle, n, x, 1, y, 1, Cf));

  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: CHECK_CUBLAS(axlblasDestroy(handle));
  CHECK_CUBLAS(cublasDestroy(handle));
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: axlFree(A);
  cudaFree(A);
  // CHECK: axlFree(B);
  cudaFree(B);
  // CHECK: axlFree(C);
  cudaFree(C);
  // CHECK: axlFree(x);
  cudaFree(x);
  // CHECK: axlFree(y);
  cudaFree(y);
  // CHECK: axlFree(Ah);
  cudaFree(Ah);
  // CHECK: axlFree(Bh);
  cudaFree(Bh);
  // CHECK: axlFree(Cf);
  cudaFree(Cf);
  std::printf("%d %d %f %d\n", (int)mode, (int)math, nrm, imax);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (81 renamed, 0 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
