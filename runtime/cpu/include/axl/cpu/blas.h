// CPU backend of <axl/blas.h>: the cuBLAS subset the CPU backend runs.
// Column-major as cuBLAS. Every call runs in the order of the handle's stream
// (axlblasSetStream); scalars given by host pointers are read at the call,
// by device pointers when the work runs. Results of the reductions (dot,
// nrm2, amax) through host pointers are there when the call returns.
//
// Arithmetic: products are accumulated in double, in increasing k, and each
// result is rounded once to the compute type (float for COMPUTE_32F*) and
// then to the output type (round to nearest even); cuBLAS accumulates in
// float, so the CPU results are at least as accurate and not bit-identical.
// Provided: handle, stream, pointer and math modes, workspace; Sgemm, Dgemm,
// GemmEx / GemmStridedBatchedEx / GemmBatchedEx (A, B in FP32, FP16, BF16
// or FP64; C in A's type or FP32), SgemmStridedBatched, DgemmStridedBatched;
// Saxpy, Sscal, Sdot, Snrm2, Isamax, Sgemv. Everything else of cuBLAS
// (complex, Hgemm, level 3 beyond GEMM, the _64 variants) is not declared.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/library_types.h>

#include <cstddef>
#include <cstdint>

#define AXLBLAS_VER_MAJOR 13
#define AXLBLAS_VER_MINOR 1
#define AXLBLAS_VER_PATCH 0
#define AXLBLAS_VER_BUILD 3
#define AXLBLAS_VERSION                                                        \
  (AXLBLAS_VER_MAJOR * 10000 + AXLBLAS_VER_MINOR * 100 + AXLBLAS_VER_PATCH)

typedef enum {
  AXLBLAS_STATUS_SUCCESS = 0,
  AXLBLAS_STATUS_NOT_INITIALIZED = 1,
  AXLBLAS_STATUS_ALLOC_FAILED = 3,
  AXLBLAS_STATUS_INVALID_VALUE = 7,
  AXLBLAS_STATUS_ARCH_MISMATCH = 8,
  AXLBLAS_STATUS_MAPPING_ERROR = 11,
  AXLBLAS_STATUS_EXECUTION_FAILED = 13,
  AXLBLAS_STATUS_INTERNAL_ERROR = 14,
  AXLBLAS_STATUS_NOT_SUPPORTED = 15,
  AXLBLAS_STATUS_LICENSE_ERROR = 16
} axlblasStatus_t;

typedef enum {
  AXLBLAS_FILL_MODE_LOWER = 0,
  AXLBLAS_FILL_MODE_UPPER = 1,
  AXLBLAS_FILL_MODE_FULL = 2
} axlblasFillMode_t;

typedef enum { AXLBLAS_DIAG_NON_UNIT = 0, AXLBLAS_DIAG_UNIT = 1 } axlblasDiagType_t;

typedef enum { AXLBLAS_SIDE_LEFT = 0, AXLBLAS_SIDE_RIGHT = 1 } axlblasSideMode_t;

typedef enum {
  AXLBLAS_OP_N = 0,
  AXLBLAS_OP_T = 1,
  AXLBLAS_OP_C = 2,
  AXLBLAS_OP_HERMITAN = 2,
  AXLBLAS_OP_CONJG = 3
} axlblasOperation_t;

typedef enum {
  AXLBLAS_POINTER_MODE_HOST = 0,
  AXLBLAS_POINTER_MODE_DEVICE = 1
} axlblasPointerMode_t;

typedef enum {
  AXLBLAS_ATOMICS_NOT_ALLOWED = 0,
  AXLBLAS_ATOMICS_ALLOWED = 1
} axlblasAtomicsMode_t;

/// The algorithm is a hint: every value computes the same result here.
typedef enum {
  AXLBLAS_GEMM_DFALT = -1,
  AXLBLAS_GEMM_DEFAULT = -1,
  AXLBLAS_GEMM_ALGO0 = 0,
  AXLBLAS_GEMM_ALGO1 = 1,
  AXLBLAS_GEMM_ALGO2 = 2,
  AXLBLAS_GEMM_ALGO3 = 3,
  AXLBLAS_GEMM_ALGO4 = 4,
  AXLBLAS_GEMM_ALGO5 = 5,
  AXLBLAS_GEMM_ALGO6 = 6,
  AXLBLAS_GEMM_ALGO7 = 7,
  AXLBLAS_GEMM_ALGO8 = 8,
  AXLBLAS_GEMM_ALGO9 = 9,
  AXLBLAS_GEMM_ALGO10 = 10,
  AXLBLAS_GEMM_ALGO11 = 11,
  AXLBLAS_GEMM_ALGO12 = 12,
  AXLBLAS_GEMM_ALGO13 = 13,
  AXLBLAS_GEMM_ALGO14 = 14,
  AXLBLAS_GEMM_ALGO15 = 15,
  AXLBLAS_GEMM_ALGO16 = 16,
  AXLBLAS_GEMM_ALGO17 = 17,
  AXLBLAS_GEMM_ALGO18 = 18,
  AXLBLAS_GEMM_ALGO19 = 19,
  AXLBLAS_GEMM_ALGO20 = 20,
  AXLBLAS_GEMM_ALGO21 = 21,
  AXLBLAS_GEMM_ALGO22 = 22,
  AXLBLAS_GEMM_ALGO23 = 23,
  AXLBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  AXLBLAS_GEMM_DFALT_TENSOR_OP = 99,
  AXLBLAS_GEMM_ALGO0_TENSOR_OP = 100,
  AXLBLAS_GEMM_ALGO1_TENSOR_OP = 101,
  AXLBLAS_GEMM_ALGO2_TENSOR_OP = 102,
  AXLBLAS_GEMM_ALGO3_TENSOR_OP = 103,
  AXLBLAS_GEMM_ALGO4_TENSOR_OP = 104,
  AXLBLAS_GEMM_ALGO5_TENSOR_OP = 105,
  AXLBLAS_GEMM_ALGO6_TENSOR_OP = 106,
  AXLBLAS_GEMM_ALGO7_TENSOR_OP = 107,
  AXLBLAS_GEMM_ALGO8_TENSOR_OP = 108,
  AXLBLAS_GEMM_ALGO9_TENSOR_OP = 109,
  AXLBLAS_GEMM_ALGO10_TENSOR_OP = 110,
  AXLBLAS_GEMM_ALGO11_TENSOR_OP = 111,
  AXLBLAS_GEMM_ALGO12_TENSOR_OP = 112,
  AXLBLAS_GEMM_ALGO13_TENSOR_OP = 113,
  AXLBLAS_GEMM_ALGO14_TENSOR_OP = 114,
  AXLBLAS_GEMM_ALGO15_TENSOR_OP = 115,
  AXLBLAS_GEMM_AUTOTUNE = 999
} axlblasGemmAlgo_t;

/// Math modes are recorded (axlblasGetMathMode returns them); none lowers
/// the precision of the CPU's computation.
typedef enum {
  AXLBLAS_DEFAULT_MATH = 0,
  AXLBLAS_TENSOR_OP_MATH = 1,
  AXLBLAS_PEDANTIC_MATH = 2,
  AXLBLAS_TF32_TENSOR_OP_MATH = 3,
  AXLBLAS_FP32_EMULATED_BF16X9_MATH = 4,
  AXLBLAS_FP64_EMULATED_FIXEDPOINT_MATH = 8,
  AXLBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} axlblasMath_t;

/// Compute types: the 32F family and 64F run (the "FAST" ones exactly as
/// 32F, which they allow); 16F and 32I ones return NOT_SUPPORTED.
typedef enum {
  AXLBLAS_COMPUTE_16F = 64,
  AXLBLAS_COMPUTE_16F_PEDANTIC = 65,
  AXLBLAS_COMPUTE_32F = 68,
  AXLBLAS_COMPUTE_32F_PEDANTIC = 69,
  AXLBLAS_COMPUTE_32F_FAST_16F = 74,
  AXLBLAS_COMPUTE_32F_FAST_16BF = 75,
  AXLBLAS_COMPUTE_32F_FAST_TF32 = 77,
  AXLBLAS_COMPUTE_32F_EMULATED_16BFX9 = 78,
  AXLBLAS_COMPUTE_64F = 70,
  AXLBLAS_COMPUTE_64F_PEDANTIC = 71,
  AXLBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT = 79,
  AXLBLAS_COMPUTE_32I = 72,
  AXLBLAS_COMPUTE_32I_PEDANTIC = 73
} axlblasComputeType_t;

struct axlblasContext;
typedef struct axlblasContext *axlblasHandle_t;
/// cuBLAS's name for the library data types (cublas_api.h).
typedef axlDataType axlblasDataType_t;

// cublas_v2.h's names: the _v2 functions, and macros for the plain names.
#define axlblasCreate axlblasCreate_v2
#define axlblasDestroy axlblasDestroy_v2
#define axlblasGetVersion axlblasGetVersion_v2
#define axlblasSetWorkspace axlblasSetWorkspace_v2
#define axlblasSetStream axlblasSetStream_v2
#define axlblasGetStream axlblasGetStream_v2
#define axlblasGetPointerMode axlblasGetPointerMode_v2
#define axlblasSetPointerMode axlblasSetPointerMode_v2
#define axlblasSgemm axlblasSgemm_v2
#define axlblasDgemm axlblasDgemm_v2
#define axlblasSaxpy axlblasSaxpy_v2
#define axlblasSscal axlblasSscal_v2
#define axlblasSdot axlblasSdot_v2
#define axlblasSnrm2 axlblasSnrm2_v2
#define axlblasIsamax axlblasIsamax_v2
#define axlblasSgemv axlblasSgemv_v2

axlblasStatus_t axlblasCreate_v2(axlblasHandle_t *handle);
axlblasStatus_t axlblasDestroy_v2(axlblasHandle_t handle);
axlblasStatus_t axlblasGetVersion_v2(axlblasHandle_t handle, int *version);
axlblasStatus_t axlblasGetProperty(libraryPropertyType type, int *value);
size_t axlblasGetCudartVersion(void);
/// The CPU needs no workspace: recorded, never used.
axlblasStatus_t axlblasSetWorkspace_v2(axlblasHandle_t handle, void *workspace,
                                       size_t workspaceSizeInBytes);
axlblasStatus_t axlblasSetStream_v2(axlblasHandle_t handle,
                                    axlStream_t streamId);
axlblasStatus_t axlblasGetStream_v2(axlblasHandle_t handle,
                                    axlStream_t *streamId);
axlblasStatus_t axlblasGetPointerMode_v2(axlblasHandle_t handle,
                                         axlblasPointerMode_t *mode);
axlblasStatus_t axlblasSetPointerMode_v2(axlblasHandle_t handle,
                                         axlblasPointerMode_t mode);
axlblasStatus_t axlblasGetMathMode(axlblasHandle_t handle, axlblasMath_t *mode);
axlblasStatus_t axlblasSetMathMode(axlblasHandle_t handle, axlblasMath_t mode);
const char *axlblasGetStatusName(axlblasStatus_t status);
const char *axlblasGetStatusString(axlblasStatus_t status);

// --- Level 1 and 2 (FP32) ----------------------------------------------------

axlblasStatus_t axlblasSaxpy_v2(axlblasHandle_t handle, int n,
                                const float *alpha, const float *x, int incx,
                                float *y, int incy);
axlblasStatus_t axlblasSscal_v2(axlblasHandle_t handle, int n,
                                const float *alpha, float *x, int incx);
axlblasStatus_t axlblasSdot_v2(axlblasHandle_t handle, int n, const float *x,
                               int incx, const float *y, int incy,
                               float *result);
axlblasStatus_t axlblasSnrm2_v2(axlblasHandle_t handle, int n, const float *x,
                                int incx, float *result);
/// 1-based index of the first element of largest |x|; 0 when n <= 0.
axlblasStatus_t axlblasIsamax_v2(axlblasHandle_t handle, int n, const float *x,
                                 int incx, int *result);
axlblasStatus_t axlblasSgemv_v2(axlblasHandle_t handle,
                                axlblasOperation_t trans, int m, int n,
                                const float *alpha, const float *A, int lda,
                                const float *x, int incx, const float *beta,
                                float *y, int incy);

// --- GEMM
// ---------------------------------------------------------------------

axlblasStatus_t axlblasSgemm_v2(axlblasHandle_t handle,
                                axlblasOperation_t transa,
                                axlblasOperation_t transb, int m, int n, int k,
                                const float *alpha, const float *A, int lda,
                                const float *B, int ldb, const float *beta,
                                float *C, int ldc);
axlblasStatus_t axlblasDgemm_v2(axlblasHandle_t handle,
                                axlblasOperation_t transa,
                                axlblasOperation_t transb, int m, int n, int k,
                                const double *alpha, const double *A, int lda,
                                const double *B, int ldb, const double *beta,
                                double *C, int ldc);
axlblasStatus_t
axlblasSgemmStridedBatched(axlblasHandle_t handle, axlblasOperation_t transa,
                           axlblasOperation_t transb, int m, int n, int k,
                           const float *alpha, const float *A, int lda,
                           long long int strideA, const float *B, int ldb,
                           long long int strideB, const float *beta, float *C,
                           int ldc, long long int strideC, int batchCount);
axlblasStatus_t
axlblasDgemmStridedBatched(axlblasHandle_t handle, axlblasOperation_t transa,
                           axlblasOperation_t transb, int m, int n, int k,
                           const double *alpha, const double *A, int lda,
                           long long int strideA, const double *B, int ldb,
                           long long int strideB, const double *beta, double *C,
                           int ldc, long long int strideC, int batchCount);
/// alpha and beta are float for the 32F compute types, double for 64F.
axlblasStatus_t axlblasGemmEx(axlblasHandle_t handle, axlblasOperation_t transa,
                              axlblasOperation_t transb, int m, int n, int k,
                              const void *alpha, const void *A,
                              axlDataType Atype, int lda, const void *B,
                              axlDataType Btype, int ldb, const void *beta,
                              void *C, axlDataType Ctype, int ldc,
                              axlblasComputeType_t computeType,
                              axlblasGemmAlgo_t algo);
axlblasStatus_t axlblasGemmStridedBatchedEx(
    axlblasHandle_t handle, axlblasOperation_t transa,
    axlblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *A, axlDataType Atype, int lda, long long int strideA,
    const void *B, axlDataType Btype, int ldb, long long int strideB,
    const void *beta, void *C, axlDataType Ctype, int ldc,
    long long int strideC, int batchCount, axlblasComputeType_t computeType,
    axlblasGemmAlgo_t algo);
/// The pointer arrays are read when the work runs, as on the GPU.
axlblasStatus_t axlblasGemmBatchedEx(
    axlblasHandle_t handle, axlblasOperation_t transa,
    axlblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *const Aarray[], axlDataType Atype, int lda,
    const void *const Barray[], axlDataType Btype, int ldb, const void *beta,
    void *const Carray[], axlDataType Ctype, int ldc, int batchCount,
    axlblasComputeType_t computeType, axlblasGemmAlgo_t algo);

// The include guards of the CUDA headers <axl/blas.h> stands for, which code tests
// (rules/include_guards.yaml).
#define AXLBLAS_V2_H_ // cublas_v2.h
#define AXLBLAS_API_H_ // cublas_api.h
