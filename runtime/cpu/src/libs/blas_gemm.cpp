// cuBLAS GEMMs on the CPU: argument checks as cuBLAS does them, then one
// GemmProblem per batch entry, queued on the handle's stream.
#include "blas_context.h"
#include "element_codec.h"
#include "gemm_engine.h"

#include <algorithm>

namespace {

using axl::cpu::libs::GemmProblem;
using axl::cpu::libs::Scalar;

/// Where batch entry B of one operand lives: Array[B], or Base + B * Stride
/// elements. Arrays are read when the work runs.
struct Batch {
  const void *Base = nullptr;
  long long Stride = 0;
  const void *const *Array = nullptr;

  const void *at(int B, axlDataType_t T) const {
    if (Array)
      return Array[B];
    return static_cast<const unsigned char *>(Base) +
           B * Stride * static_cast<long long>(axl::cpu::libs::elementSize(T));
  }
};

bool validOp(axlblasOperation_t Op) {
  return Op == AXLBLAS_OP_N || Op == AXLBLAS_OP_T || Op == AXLBLAS_OP_C;
}

/// The type combinations run here: FP32/FP16/BF16 inputs with float
/// compute (C in the input type or FP32), FP64 with double compute.
axlblasStatus_t checkTypes(axlDataType_t A, axlDataType_t B, axlDataType_t C,
                           axlblasComputeType_t Compute, bool &Compute64) {
  switch (Compute) {
  case AXLBLAS_COMPUTE_32F:
  case AXLBLAS_COMPUTE_32F_PEDANTIC:
  case AXLBLAS_COMPUTE_32F_FAST_16F:
  case AXLBLAS_COMPUTE_32F_FAST_16BF:
  case AXLBLAS_COMPUTE_32F_FAST_TF32:
    Compute64 = false;
    if (A != B || (A != AXL_R_32F && A != AXL_R_16F && A != AXL_R_16BF))
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    return C == A || C == AXL_R_32F ? AXLBLAS_STATUS_SUCCESS
                                    : AXLBLAS_STATUS_NOT_SUPPORTED;
  case AXLBLAS_COMPUTE_64F:
  case AXLBLAS_COMPUTE_64F_PEDANTIC:
    Compute64 = true;
    return A == AXL_R_64F && B == AXL_R_64F && C == AXL_R_64F
               ? AXLBLAS_STATUS_SUCCESS
               : AXLBLAS_STATUS_NOT_SUPPORTED;
  default:
    return AXLBLAS_STATUS_NOT_SUPPORTED;
  }
}

template <class S>
axlblasStatus_t
gemm(axlblasHandle_t H, axlblasOperation_t TransA, axlblasOperation_t TransB,
     int M, int N, int K, const S *Alpha, Batch A, axlDataType_t AType, int Lda,
     Batch B, axlDataType_t BType, int Ldb, const S *Beta, Batch C,
     axlDataType_t CType, int Ldc, int BatchCount, bool Compute64) {
  if (!H)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  const bool TA = TransA != AXLBLAS_OP_N, TB = TransB != AXLBLAS_OP_N;
  if (!validOp(TransA) || !validOp(TransB) || M < 0 || N < 0 || K < 0 ||
      BatchCount < 0 || Lda < std::max(1, TA ? K : M) ||
      Ldb < std::max(1, TB ? N : K) || Ldc < std::max(1, M) || !Alpha || !Beta)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (M == 0 || N == 0 || BatchCount == 0)
    return AXLBLAS_STATUS_SUCCESS;
  const Scalar<S> AlphaV(H, Alpha), BetaV(H, Beta);
  return axl::cpu::libs::submit(H, [=] {
    for (int Bi = 0; Bi < BatchCount; ++Bi) {
      GemmProblem P;
      P.M = M;
      P.N = N;
      P.K = K;
      P.A = {A.at(Bi, AType), AType, Lda, TA};
      P.B = {B.at(Bi, BType), BType, Ldb, TB};
      P.C = C.at(Bi, CType);
      P.CType = CType;
      P.Ldc = Ldc;
      P.D = const_cast<void *>(P.C);
      P.DType = CType;
      P.Ldd = Ldc;
      P.Alpha = double(AlphaV.get());
      P.Beta = double(BetaV.get());
      P.Compute64 = Compute64;
      axl::cpu::libs::runGemm(P);
    }
  });
}

/// GemmEx family: the scalars are float or double after the compute type.
axlblasStatus_t gemmEx(axlblasHandle_t H, axlblasOperation_t TransA,
                       axlblasOperation_t TransB, int M, int N, int K,
                       const void *Alpha, Batch A, axlDataType_t AType, int Lda,
                       Batch B, axlDataType_t BType, int Ldb, const void *Beta,
                       Batch C, axlDataType_t CType, int Ldc, int BatchCount,
                       axlblasComputeType_t Compute) {
  if (!H)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  bool Compute64 = false;
  const axlblasStatus_t S = checkTypes(AType, BType, CType, Compute, Compute64);
  if (S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (Compute64)
    return gemm(H, TransA, TransB, M, N, K, static_cast<const double *>(Alpha),
                A, AType, Lda, B, BType, Ldb, static_cast<const double *>(Beta),
                C, CType, Ldc, BatchCount, true);
  return gemm(H, TransA, TransB, M, N, K, static_cast<const float *>(Alpha), A,
              AType, Lda, B, BType, Ldb, static_cast<const float *>(Beta), C,
              CType, Ldc, BatchCount, false);
}

} // namespace

axlblasStatus_t axlblasSgemm_v2(axlblasHandle_t handle,
                                axlblasOperation_t transa,
                                axlblasOperation_t transb, int m, int n, int k,
                                const float *alpha, const float *A, int lda,
                                const float *B, int ldb, const float *beta,
                                float *C, int ldc) {
  return gemm(handle, transa, transb, m, n, k, alpha, {A}, AXL_R_32F, lda, {B},
              AXL_R_32F, ldb, beta, {C}, AXL_R_32F, ldc, 1, false);
}

axlblasStatus_t axlblasDgemm_v2(axlblasHandle_t handle,
                                axlblasOperation_t transa,
                                axlblasOperation_t transb, int m, int n, int k,
                                const double *alpha, const double *A, int lda,
                                const double *B, int ldb, const double *beta,
                                double *C, int ldc) {
  return gemm(handle, transa, transb, m, n, k, alpha, {A}, AXL_R_64F, lda, {B},
              AXL_R_64F, ldb, beta, {C}, AXL_R_64F, ldc, 1, true);
}

axlblasStatus_t
axlblasSgemmStridedBatched(axlblasHandle_t handle, axlblasOperation_t transa,
                           axlblasOperation_t transb, int m, int n, int k,
                           const float *alpha, const float *A, int lda,
                           long long int strideA, const float *B, int ldb,
                           long long int strideB, const float *beta, float *C,
                           int ldc, long long int strideC, int batchCount) {
  return gemm(handle, transa, transb, m, n, k, alpha, {A, strideA}, AXL_R_32F,
              lda, {B, strideB}, AXL_R_32F, ldb, beta, {C, strideC}, AXL_R_32F,
              ldc, batchCount, false);
}

axlblasStatus_t
axlblasDgemmStridedBatched(axlblasHandle_t handle, axlblasOperation_t transa,
                           axlblasOperation_t transb, int m, int n, int k,
                           const double *alpha, const double *A, int lda,
                           long long int strideA, const double *B, int ldb,
                           long long int strideB, const double *beta, double *C,
                           int ldc, long long int strideC, int batchCount) {
  return gemm(handle, transa, transb, m, n, k, alpha, {A, strideA}, AXL_R_64F,
              lda, {B, strideB}, AXL_R_64F, ldb, beta, {C, strideC}, AXL_R_64F,
              ldc, batchCount, true);
}

axlblasStatus_t axlblasGemmEx(axlblasHandle_t handle, axlblasOperation_t transa,
                              axlblasOperation_t transb, int m, int n, int k,
                              const void *alpha, const void *A,
                              axlDataType Atype, int lda, const void *B,
                              axlDataType Btype, int ldb, const void *beta,
                              void *C, axlDataType Ctype, int ldc,
                              axlblasComputeType_t computeType,
                              axlblasGemmAlgo_t) {
  return gemmEx(handle, transa, transb, m, n, k, alpha, {A}, Atype, lda, {B},
                Btype, ldb, beta, {C}, Ctype, ldc, 1, computeType);
}

axlblasStatus_t axlblasGemmStridedBatchedEx(
    axlblasHandle_t handle, axlblasOperation_t transa,
    axlblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *A, axlDataType Atype, int lda, long long int strideA,
    const void *B, axlDataType Btype, int ldb, long long int strideB,
    const void *beta, void *C, axlDataType Ctype, int ldc,
    long long int strideC, int batchCount, axlblasComputeType_t computeType,
    axlblasGemmAlgo_t) {
  return gemmEx(handle, transa, transb, m, n, k, alpha, {A, strideA}, Atype,
                lda, {B, strideB}, Btype, ldb, beta, {C, strideC}, Ctype, ldc,
                batchCount, computeType);
}

axlblasStatus_t axlblasGemmBatchedEx(
    axlblasHandle_t handle, axlblasOperation_t transa,
    axlblasOperation_t transb, int m, int n, int k, const void *alpha,
    const void *const Aarray[], axlDataType Atype, int lda,
    const void *const Barray[], axlDataType Btype, int ldb, const void *beta,
    void *const Carray[], axlDataType Ctype, int ldc, int batchCount,
    axlblasComputeType_t computeType, axlblasGemmAlgo_t) {
  Batch A, B, C;
  A.Array = Aarray;
  B.Array = Barray;
  C.Array = const_cast<const void *const *>(Carray);
  return gemmEx(handle, transa, transb, m, n, k, alpha, A, Atype, lda, B, Btype,
                ldb, beta, C, Ctype, ldc, batchCount, computeType);
}
