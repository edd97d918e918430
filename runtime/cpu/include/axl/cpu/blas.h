// CPU backend of <axl/blas.h>: the cuBLAS subset the CPU backend runs.
// Column-major as cuBLAS. Every call runs in the order of the handle's stream
// (axlblasSetStream); scalars given by host pointers are read at the call,
// by device pointers when the work runs. Results of the reductions (dot,
// nrm2, asum, amax, amin) and rotg/rotmg's outputs through host pointers
// are there when the call returns.
//
// GEMM arithmetic: products are accumulated in double, in increasing k, and
// each result is rounded once to the compute type (float for COMPUTE_32F*)
// and then to the output type (round to nearest even); cuBLAS accumulates in
// float, so the CPU results are at least as accurate and not bit-identical.
// Levels 1 and 2 are OpenBLAS's routines (its own accumulation order).
// Provided: handle, stream, pointer and math modes, workspace; Sgemm, Dgemm,
// GemmEx / GemmStridedBatchedEx / GemmBatchedEx (A, B in FP32, FP16, BF16
// or FP64; C in A's type or FP32), SgemmStridedBatched, DgemmStridedBatched;
// all of level 1 (axpy, scal, dot, nrm2, asum, amax, amin, copy, swap, rot,
// rotg, rotm, rotmg) and level 2 (gemv, gbmv, symv, hemv, sbmv, hbmv, spmv,
// hpmv, trmv, tbmv, tpmv, trsv, tbsv, tpsv, ger, geru, gerc, syr, syr2, her,
// her2, spr, spr2, hpr, hpr2) for S, D, C, Z as cuBLAS has them, with their
// _64 forms (sizes beyond INT_MAX, which OpenBLAS's int cannot take, return
// AXLBLAS_STATUS_NOT_SUPPORTED). Everything else of cuBLAS (level 3 beyond
// GEMM, complex GEMM, Hgemm, the Ex forms of levels 1 and 2: DotEx, AxpyEx,
// ...) is not declared.
#pragma once
#include <axl/cpu/complex.h>
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
// Levels 1 and 2, then their _64 forms.
#define axlblasSaxpy axlblasSaxpy_v2
#define axlblasDaxpy axlblasDaxpy_v2
#define axlblasCaxpy axlblasCaxpy_v2
#define axlblasZaxpy axlblasZaxpy_v2
#define axlblasSscal axlblasSscal_v2
#define axlblasDscal axlblasDscal_v2
#define axlblasCscal axlblasCscal_v2
#define axlblasCsscal axlblasCsscal_v2
#define axlblasZscal axlblasZscal_v2
#define axlblasZdscal axlblasZdscal_v2
#define axlblasSdot axlblasSdot_v2
#define axlblasDdot axlblasDdot_v2
#define axlblasCdotu axlblasCdotu_v2
#define axlblasCdotc axlblasCdotc_v2
#define axlblasZdotu axlblasZdotu_v2
#define axlblasZdotc axlblasZdotc_v2
#define axlblasSnrm2 axlblasSnrm2_v2
#define axlblasDnrm2 axlblasDnrm2_v2
#define axlblasScnrm2 axlblasScnrm2_v2
#define axlblasDznrm2 axlblasDznrm2_v2
#define axlblasSasum axlblasSasum_v2
#define axlblasDasum axlblasDasum_v2
#define axlblasScasum axlblasScasum_v2
#define axlblasDzasum axlblasDzasum_v2
#define axlblasIsamax axlblasIsamax_v2
#define axlblasIdamax axlblasIdamax_v2
#define axlblasIcamax axlblasIcamax_v2
#define axlblasIzamax axlblasIzamax_v2
#define axlblasIsamin axlblasIsamin_v2
#define axlblasIdamin axlblasIdamin_v2
#define axlblasIcamin axlblasIcamin_v2
#define axlblasIzamin axlblasIzamin_v2
#define axlblasScopy axlblasScopy_v2
#define axlblasDcopy axlblasDcopy_v2
#define axlblasCcopy axlblasCcopy_v2
#define axlblasZcopy axlblasZcopy_v2
#define axlblasSswap axlblasSswap_v2
#define axlblasDswap axlblasDswap_v2
#define axlblasCswap axlblasCswap_v2
#define axlblasZswap axlblasZswap_v2
#define axlblasSrot axlblasSrot_v2
#define axlblasDrot axlblasDrot_v2
#define axlblasCrot axlblasCrot_v2
#define axlblasCsrot axlblasCsrot_v2
#define axlblasZrot axlblasZrot_v2
#define axlblasZdrot axlblasZdrot_v2
#define axlblasSrotm axlblasSrotm_v2
#define axlblasDrotm axlblasDrotm_v2
#define axlblasSgemv axlblasSgemv_v2
#define axlblasSgbmv axlblasSgbmv_v2
#define axlblasStrmv axlblasStrmv_v2
#define axlblasStbmv axlblasStbmv_v2
#define axlblasStpmv axlblasStpmv_v2
#define axlblasStrsv axlblasStrsv_v2
#define axlblasStpsv axlblasStpsv_v2
#define axlblasStbsv axlblasStbsv_v2
#define axlblasSsymv axlblasSsymv_v2
#define axlblasDgemv axlblasDgemv_v2
#define axlblasDgbmv axlblasDgbmv_v2
#define axlblasDtrmv axlblasDtrmv_v2
#define axlblasDtbmv axlblasDtbmv_v2
#define axlblasDtpmv axlblasDtpmv_v2
#define axlblasDtrsv axlblasDtrsv_v2
#define axlblasDtpsv axlblasDtpsv_v2
#define axlblasDtbsv axlblasDtbsv_v2
#define axlblasDsymv axlblasDsymv_v2
#define axlblasCgemv axlblasCgemv_v2
#define axlblasCgbmv axlblasCgbmv_v2
#define axlblasCtrmv axlblasCtrmv_v2
#define axlblasCtbmv axlblasCtbmv_v2
#define axlblasCtpmv axlblasCtpmv_v2
#define axlblasCtrsv axlblasCtrsv_v2
#define axlblasCtpsv axlblasCtpsv_v2
#define axlblasCtbsv axlblasCtbsv_v2
#define axlblasCsymv axlblasCsymv_v2
#define axlblasZgemv axlblasZgemv_v2
#define axlblasZgbmv axlblasZgbmv_v2
#define axlblasZtrmv axlblasZtrmv_v2
#define axlblasZtbmv axlblasZtbmv_v2
#define axlblasZtpmv axlblasZtpmv_v2
#define axlblasZtrsv axlblasZtrsv_v2
#define axlblasZtpsv axlblasZtpsv_v2
#define axlblasZtbsv axlblasZtbsv_v2
#define axlblasZsymv axlblasZsymv_v2
#define axlblasSsbmv axlblasSsbmv_v2
#define axlblasSspmv axlblasSspmv_v2
#define axlblasSger axlblasSger_v2
#define axlblasSsyr axlblasSsyr_v2
#define axlblasSspr axlblasSspr_v2
#define axlblasSsyr2 axlblasSsyr2_v2
#define axlblasSspr2 axlblasSspr2_v2
#define axlblasDsbmv axlblasDsbmv_v2
#define axlblasDspmv axlblasDspmv_v2
#define axlblasDger axlblasDger_v2
#define axlblasDsyr axlblasDsyr_v2
#define axlblasDspr axlblasDspr_v2
#define axlblasDsyr2 axlblasDsyr2_v2
#define axlblasDspr2 axlblasDspr2_v2
#define axlblasChemv axlblasChemv_v2
#define axlblasChbmv axlblasChbmv_v2
#define axlblasChpmv axlblasChpmv_v2
#define axlblasCgeru axlblasCgeru_v2
#define axlblasCgerc axlblasCgerc_v2
#define axlblasCsyr axlblasCsyr_v2
#define axlblasCher axlblasCher_v2
#define axlblasChpr axlblasChpr_v2
#define axlblasCsyr2 axlblasCsyr2_v2
#define axlblasCher2 axlblasCher2_v2
#define axlblasChpr2 axlblasChpr2_v2
#define axlblasZhemv axlblasZhemv_v2
#define axlblasZhbmv axlblasZhbmv_v2
#define axlblasZhpmv axlblasZhpmv_v2
#define axlblasZgeru axlblasZgeru_v2
#define axlblasZgerc axlblasZgerc_v2
#define axlblasZsyr axlblasZsyr_v2
#define axlblasZher axlblasZher_v2
#define axlblasZhpr axlblasZhpr_v2
#define axlblasZsyr2 axlblasZsyr2_v2
#define axlblasZher2 axlblasZher2_v2
#define axlblasZhpr2 axlblasZhpr2_v2
#define axlblasSrotg axlblasSrotg_v2
#define axlblasDrotg axlblasDrotg_v2
#define axlblasCrotg axlblasCrotg_v2
#define axlblasZrotg axlblasZrotg_v2
#define axlblasSrotmg axlblasSrotmg_v2
#define axlblasDrotmg axlblasDrotmg_v2
#define axlblasSaxpy_64 axlblasSaxpy_v2_64
#define axlblasDaxpy_64 axlblasDaxpy_v2_64
#define axlblasCaxpy_64 axlblasCaxpy_v2_64
#define axlblasZaxpy_64 axlblasZaxpy_v2_64
#define axlblasSscal_64 axlblasSscal_v2_64
#define axlblasDscal_64 axlblasDscal_v2_64
#define axlblasCscal_64 axlblasCscal_v2_64
#define axlblasCsscal_64 axlblasCsscal_v2_64
#define axlblasZscal_64 axlblasZscal_v2_64
#define axlblasZdscal_64 axlblasZdscal_v2_64
#define axlblasSdot_64 axlblasSdot_v2_64
#define axlblasDdot_64 axlblasDdot_v2_64
#define axlblasCdotu_64 axlblasCdotu_v2_64
#define axlblasCdotc_64 axlblasCdotc_v2_64
#define axlblasZdotu_64 axlblasZdotu_v2_64
#define axlblasZdotc_64 axlblasZdotc_v2_64
#define axlblasSnrm2_64 axlblasSnrm2_v2_64
#define axlblasDnrm2_64 axlblasDnrm2_v2_64
#define axlblasScnrm2_64 axlblasScnrm2_v2_64
#define axlblasDznrm2_64 axlblasDznrm2_v2_64
#define axlblasSasum_64 axlblasSasum_v2_64
#define axlblasDasum_64 axlblasDasum_v2_64
#define axlblasScasum_64 axlblasScasum_v2_64
#define axlblasDzasum_64 axlblasDzasum_v2_64
#define axlblasIsamax_64 axlblasIsamax_v2_64
#define axlblasIdamax_64 axlblasIdamax_v2_64
#define axlblasIcamax_64 axlblasIcamax_v2_64
#define axlblasIzamax_64 axlblasIzamax_v2_64
#define axlblasIsamin_64 axlblasIsamin_v2_64
#define axlblasIdamin_64 axlblasIdamin_v2_64
#define axlblasIcamin_64 axlblasIcamin_v2_64
#define axlblasIzamin_64 axlblasIzamin_v2_64
#define axlblasScopy_64 axlblasScopy_v2_64
#define axlblasDcopy_64 axlblasDcopy_v2_64
#define axlblasCcopy_64 axlblasCcopy_v2_64
#define axlblasZcopy_64 axlblasZcopy_v2_64
#define axlblasSswap_64 axlblasSswap_v2_64
#define axlblasDswap_64 axlblasDswap_v2_64
#define axlblasCswap_64 axlblasCswap_v2_64
#define axlblasZswap_64 axlblasZswap_v2_64
#define axlblasSrot_64 axlblasSrot_v2_64
#define axlblasDrot_64 axlblasDrot_v2_64
#define axlblasCrot_64 axlblasCrot_v2_64
#define axlblasCsrot_64 axlblasCsrot_v2_64
#define axlblasZrot_64 axlblasZrot_v2_64
#define axlblasZdrot_64 axlblasZdrot_v2_64
#define axlblasSrotm_64 axlblasSrotm_v2_64
#define axlblasDrotm_64 axlblasDrotm_v2_64
#define axlblasSgemv_64 axlblasSgemv_v2_64
#define axlblasSgbmv_64 axlblasSgbmv_v2_64
#define axlblasStrmv_64 axlblasStrmv_v2_64
#define axlblasStbmv_64 axlblasStbmv_v2_64
#define axlblasStpmv_64 axlblasStpmv_v2_64
#define axlblasStrsv_64 axlblasStrsv_v2_64
#define axlblasStpsv_64 axlblasStpsv_v2_64
#define axlblasStbsv_64 axlblasStbsv_v2_64
#define axlblasSsymv_64 axlblasSsymv_v2_64
#define axlblasDgemv_64 axlblasDgemv_v2_64
#define axlblasDgbmv_64 axlblasDgbmv_v2_64
#define axlblasDtrmv_64 axlblasDtrmv_v2_64
#define axlblasDtbmv_64 axlblasDtbmv_v2_64
#define axlblasDtpmv_64 axlblasDtpmv_v2_64
#define axlblasDtrsv_64 axlblasDtrsv_v2_64
#define axlblasDtpsv_64 axlblasDtpsv_v2_64
#define axlblasDtbsv_64 axlblasDtbsv_v2_64
#define axlblasDsymv_64 axlblasDsymv_v2_64
#define axlblasCgemv_64 axlblasCgemv_v2_64
#define axlblasCgbmv_64 axlblasCgbmv_v2_64
#define axlblasCtrmv_64 axlblasCtrmv_v2_64
#define axlblasCtbmv_64 axlblasCtbmv_v2_64
#define axlblasCtpmv_64 axlblasCtpmv_v2_64
#define axlblasCtrsv_64 axlblasCtrsv_v2_64
#define axlblasCtpsv_64 axlblasCtpsv_v2_64
#define axlblasCtbsv_64 axlblasCtbsv_v2_64
#define axlblasCsymv_64 axlblasCsymv_v2_64
#define axlblasZgemv_64 axlblasZgemv_v2_64
#define axlblasZgbmv_64 axlblasZgbmv_v2_64
#define axlblasZtrmv_64 axlblasZtrmv_v2_64
#define axlblasZtbmv_64 axlblasZtbmv_v2_64
#define axlblasZtpmv_64 axlblasZtpmv_v2_64
#define axlblasZtrsv_64 axlblasZtrsv_v2_64
#define axlblasZtpsv_64 axlblasZtpsv_v2_64
#define axlblasZtbsv_64 axlblasZtbsv_v2_64
#define axlblasZsymv_64 axlblasZsymv_v2_64
#define axlblasSsbmv_64 axlblasSsbmv_v2_64
#define axlblasSspmv_64 axlblasSspmv_v2_64
#define axlblasSger_64 axlblasSger_v2_64
#define axlblasSsyr_64 axlblasSsyr_v2_64
#define axlblasSspr_64 axlblasSspr_v2_64
#define axlblasSsyr2_64 axlblasSsyr2_v2_64
#define axlblasSspr2_64 axlblasSspr2_v2_64
#define axlblasDsbmv_64 axlblasDsbmv_v2_64
#define axlblasDspmv_64 axlblasDspmv_v2_64
#define axlblasDger_64 axlblasDger_v2_64
#define axlblasDsyr_64 axlblasDsyr_v2_64
#define axlblasDspr_64 axlblasDspr_v2_64
#define axlblasDsyr2_64 axlblasDsyr2_v2_64
#define axlblasDspr2_64 axlblasDspr2_v2_64
#define axlblasChemv_64 axlblasChemv_v2_64
#define axlblasChbmv_64 axlblasChbmv_v2_64
#define axlblasChpmv_64 axlblasChpmv_v2_64
#define axlblasCgeru_64 axlblasCgeru_v2_64
#define axlblasCgerc_64 axlblasCgerc_v2_64
#define axlblasCsyr_64 axlblasCsyr_v2_64
#define axlblasCher_64 axlblasCher_v2_64
#define axlblasChpr_64 axlblasChpr_v2_64
#define axlblasCsyr2_64 axlblasCsyr2_v2_64
#define axlblasCher2_64 axlblasCher2_v2_64
#define axlblasChpr2_64 axlblasChpr2_v2_64
#define axlblasZhemv_64 axlblasZhemv_v2_64
#define axlblasZhbmv_64 axlblasZhbmv_v2_64
#define axlblasZhpmv_64 axlblasZhpmv_v2_64
#define axlblasZgeru_64 axlblasZgeru_v2_64
#define axlblasZgerc_64 axlblasZgerc_v2_64
#define axlblasZsyr_64 axlblasZsyr_v2_64
#define axlblasZher_64 axlblasZher_v2_64
#define axlblasZhpr_64 axlblasZhpr_v2_64
#define axlblasZsyr2_64 axlblasZsyr2_v2_64
#define axlblasZher2_64 axlblasZher2_v2_64
#define axlblasZhpr2_64 axlblasZhpr2_v2_64

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

// --- Levels 1 and 2 ----------------------------------------------------------
//
// Each routine is declared twice from one parameter list: NAME_v2 with int
// sizes and NAME_v2_64 with int64_t ones (cuBLAS's _64 API). A parameter
// list is a macro of (I, T, ...): I the integer type, T the element type,
// then the types of scalars that differ from T.

#define AXLBLAS_V2_AND_64(NAME, PARAMS, ...)                                   \
  axlblasStatus_t NAME##_v2(PARAMS(int, __VA_ARGS__));                         \
  axlblasStatus_t NAME##_v2_64(PARAMS(int64_t, __VA_ARGS__));

#define AXLBLAS_AXPY_PARAMS(I, T)                                              \
  axlblasHandle_t handle, I n, const T *alpha, const T *x, I incx, T *y, I incy
#define AXLBLAS_SCAL_PARAMS(I, T, S)                                           \
  axlblasHandle_t handle, I n, const S *alpha, T *x, I incx
#define AXLBLAS_DOT_PARAMS(I, T)                                               \
  axlblasHandle_t handle, I n, const T *x, I incx, const T *y, I incy, T *result
#define AXLBLAS_NORM_PARAMS(I, T, R)                                           \
  axlblasHandle_t handle, I n, const T *x, I incx, R *result
#define AXLBLAS_IAMAX_PARAMS(I, T)                                             \
  axlblasHandle_t handle, I n, const T *x, I incx, I *result
#define AXLBLAS_COPY_PARAMS(I, T)                                              \
  axlblasHandle_t handle, I n, const T *x, I incx, T *y, I incy
#define AXLBLAS_SWAP_PARAMS(I, T)                                              \
  axlblasHandle_t handle, I n, T *x, I incx, T *y, I incy
#define AXLBLAS_ROT_PARAMS(I, T, C, S)                                         \
  axlblasHandle_t handle, I n, T *x, I incx, T *y, I incy, const C *c,         \
      const S *s
#define AXLBLAS_ROTM_PARAMS(I, T)                                              \
  axlblasHandle_t handle, I n, T *x, I incx, T *y, I incy, const T *param
#define AXLBLAS_GEMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasOperation_t trans, I m, I n, const T *alpha,  \
      const T *A, I lda, const T *x, I incx, const T *beta, T *y, I incy
#define AXLBLAS_GBMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasOperation_t trans, I m, I n, I kl, I ku,      \
      const T *alpha, const T *A, I lda, const T *x, I incx, const T *beta,    \
      T *y, I incy
#define AXLBLAS_TRMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, axlblasOperation_t trans,    \
      axlblasDiagType_t diag, I n, const T *A, I lda, T *x, I incx
#define AXLBLAS_TBMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, axlblasOperation_t trans,    \
      axlblasDiagType_t diag, I n, I k, const T *A, I lda, T *x, I incx
#define AXLBLAS_TPMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, axlblasOperation_t trans,    \
      axlblasDiagType_t diag, I n, const T *AP, T *x, I incx
#define AXLBLAS_SYMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const T *alpha,         \
      const T *A, I lda, const T *x, I incx, const T *beta, T *y, I incy
#define AXLBLAS_SBMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, I k, const T *alpha,    \
      const T *A, I lda, const T *x, I incx, const T *beta, T *y, I incy
#define AXLBLAS_SPMV_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const T *alpha,         \
      const T *AP, const T *x, I incx, const T *beta, T *y, I incy
#define AXLBLAS_GER_PARAMS(I, T)                                               \
  axlblasHandle_t handle, I m, I n, const T *alpha, const T *x, I incx,        \
      const T *y, I incy, T *A, I lda
#define AXLBLAS_SYR_PARAMS(I, T, S)                                            \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const S *alpha,         \
      const T *x, I incx, T *A, I lda
#define AXLBLAS_SPR_PARAMS(I, T, S)                                            \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const S *alpha,         \
      const T *x, I incx, T *AP
#define AXLBLAS_SYR2_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const T *alpha,         \
      const T *x, I incx, const T *y, I incy, T *A, I lda
#define AXLBLAS_SPR2_PARAMS(I, T)                                              \
  axlblasHandle_t handle, axlblasFillMode_t uplo, I n, const T *alpha,         \
      const T *x, I incx, const T *y, I incy, T *AP

// Level 1. Reductions (dot, nrm2, asum, amax, amin) write their result
// through a host pointer before returning, through a device pointer in
// stream order. amax/amin: the 1-based index of the first element of
// largest/smallest |x| (|re| + |im| for complex), 0 when n <= 0 or
// incx <= 0; nrm2, asum are 0 and scal does nothing when incx <= 0 (as the
// reference BLAS); the others walk a negative increment from the end.
AXLBLAS_V2_AND_64(axlblasSaxpy, AXLBLAS_AXPY_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDaxpy, AXLBLAS_AXPY_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasCaxpy, AXLBLAS_AXPY_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZaxpy, AXLBLAS_AXPY_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasSscal, AXLBLAS_SCAL_PARAMS, float, float)
AXLBLAS_V2_AND_64(axlblasDscal, AXLBLAS_SCAL_PARAMS, double, double)
AXLBLAS_V2_AND_64(axlblasCscal, AXLBLAS_SCAL_PARAMS, axlComplex, axlComplex)
AXLBLAS_V2_AND_64(axlblasCsscal, AXLBLAS_SCAL_PARAMS, axlComplex, float)
AXLBLAS_V2_AND_64(axlblasZscal, AXLBLAS_SCAL_PARAMS, axlDoubleComplex,
                  axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZdscal, AXLBLAS_SCAL_PARAMS, axlDoubleComplex, double)
AXLBLAS_V2_AND_64(axlblasSdot, AXLBLAS_DOT_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDdot, AXLBLAS_DOT_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasCdotu, AXLBLAS_DOT_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCdotc, AXLBLAS_DOT_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZdotu, AXLBLAS_DOT_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZdotc, AXLBLAS_DOT_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasSnrm2, AXLBLAS_NORM_PARAMS, float, float)
AXLBLAS_V2_AND_64(axlblasDnrm2, AXLBLAS_NORM_PARAMS, double, double)
AXLBLAS_V2_AND_64(axlblasScnrm2, AXLBLAS_NORM_PARAMS, axlComplex, float)
AXLBLAS_V2_AND_64(axlblasDznrm2, AXLBLAS_NORM_PARAMS, axlDoubleComplex, double)
AXLBLAS_V2_AND_64(axlblasSasum, AXLBLAS_NORM_PARAMS, float, float)
AXLBLAS_V2_AND_64(axlblasDasum, AXLBLAS_NORM_PARAMS, double, double)
AXLBLAS_V2_AND_64(axlblasScasum, AXLBLAS_NORM_PARAMS, axlComplex, float)
AXLBLAS_V2_AND_64(axlblasDzasum, AXLBLAS_NORM_PARAMS, axlDoubleComplex, double)
AXLBLAS_V2_AND_64(axlblasIsamax, AXLBLAS_IAMAX_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasIdamax, AXLBLAS_IAMAX_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasIcamax, AXLBLAS_IAMAX_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasIzamax, AXLBLAS_IAMAX_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasIsamin, AXLBLAS_IAMAX_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasIdamin, AXLBLAS_IAMAX_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasIcamin, AXLBLAS_IAMAX_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasIzamin, AXLBLAS_IAMAX_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasScopy, AXLBLAS_COPY_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDcopy, AXLBLAS_COPY_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasCcopy, AXLBLAS_COPY_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZcopy, AXLBLAS_COPY_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasSswap, AXLBLAS_SWAP_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDswap, AXLBLAS_SWAP_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasCswap, AXLBLAS_SWAP_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZswap, AXLBLAS_SWAP_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasSrot, AXLBLAS_ROT_PARAMS, float, float, float)
AXLBLAS_V2_AND_64(axlblasDrot, AXLBLAS_ROT_PARAMS, double, double, double)
AXLBLAS_V2_AND_64(axlblasCrot, AXLBLAS_ROT_PARAMS, axlComplex, float,
                  axlComplex)
AXLBLAS_V2_AND_64(axlblasCsrot, AXLBLAS_ROT_PARAMS, axlComplex, float, float)
AXLBLAS_V2_AND_64(axlblasZrot, AXLBLAS_ROT_PARAMS, axlDoubleComplex, double,
                  axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZdrot, AXLBLAS_ROT_PARAMS, axlDoubleComplex, double,
                  double)
AXLBLAS_V2_AND_64(axlblasSrotm, AXLBLAS_ROTM_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDrotm, AXLBLAS_ROTM_PARAMS, double)
// rotg and rotmg have no _64 form: their arguments are scalars, read and
// written through host pointers before the call returns or through device
// pointers in stream order.
axlblasStatus_t axlblasSrotg_v2(axlblasHandle_t handle, float *a, float *b,
                                float *c, float *s);
axlblasStatus_t axlblasDrotg_v2(axlblasHandle_t handle, double *a, double *b,
                                double *c, double *s);
axlblasStatus_t axlblasCrotg_v2(axlblasHandle_t handle, axlComplex *a,
                                axlComplex *b, float *c, axlComplex *s);
axlblasStatus_t axlblasZrotg_v2(axlblasHandle_t handle, axlDoubleComplex *a,
                                axlDoubleComplex *b, double *c,
                                axlDoubleComplex *s);
axlblasStatus_t axlblasSrotmg_v2(axlblasHandle_t handle, float *d1, float *d2,
                                 float *x1, const float *y1, float *param);
axlblasStatus_t axlblasDrotmg_v2(axlblasHandle_t handle, double *d1, double *d2,
                                 double *x1, const double *y1, double *param);

// Level 2 (column-major). Csymv, Zsymv, Csyr, Zsyr, Csyr2 and Zsyr2 (complex
// symmetric, which the BLAS lacks) are loops of our own; the rest is
// OpenBLAS.
AXLBLAS_V2_AND_64(axlblasSgemv, AXLBLAS_GEMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSgbmv, AXLBLAS_GBMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStrmv, AXLBLAS_TRMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStbmv, AXLBLAS_TBMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStpmv, AXLBLAS_TPMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStrsv, AXLBLAS_TRMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStpsv, AXLBLAS_TPMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasStbsv, AXLBLAS_TBMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSsymv, AXLBLAS_SYMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDgemv, AXLBLAS_GEMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDgbmv, AXLBLAS_GBMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtrmv, AXLBLAS_TRMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtbmv, AXLBLAS_TBMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtpmv, AXLBLAS_TPMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtrsv, AXLBLAS_TRMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtpsv, AXLBLAS_TPMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDtbsv, AXLBLAS_TBMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDsymv, AXLBLAS_SYMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasCgemv, AXLBLAS_GEMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCgbmv, AXLBLAS_GBMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtrmv, AXLBLAS_TRMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtbmv, AXLBLAS_TBMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtpmv, AXLBLAS_TPMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtrsv, AXLBLAS_TRMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtpsv, AXLBLAS_TPMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCtbsv, AXLBLAS_TBMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCsymv, AXLBLAS_SYMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZgemv, AXLBLAS_GEMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZgbmv, AXLBLAS_GBMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtrmv, AXLBLAS_TRMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtbmv, AXLBLAS_TBMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtpmv, AXLBLAS_TPMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtrsv, AXLBLAS_TRMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtpsv, AXLBLAS_TPMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZtbsv, AXLBLAS_TBMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZsymv, AXLBLAS_SYMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasSsbmv, AXLBLAS_SBMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSspmv, AXLBLAS_SPMV_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSger, AXLBLAS_GER_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSsyr, AXLBLAS_SYR_PARAMS, float, float)
AXLBLAS_V2_AND_64(axlblasSspr, AXLBLAS_SPR_PARAMS, float, float)
AXLBLAS_V2_AND_64(axlblasSsyr2, AXLBLAS_SYR2_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasSspr2, AXLBLAS_SPR2_PARAMS, float)
AXLBLAS_V2_AND_64(axlblasDsbmv, AXLBLAS_SBMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDspmv, AXLBLAS_SPMV_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDger, AXLBLAS_GER_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDsyr, AXLBLAS_SYR_PARAMS, double, double)
AXLBLAS_V2_AND_64(axlblasDspr, AXLBLAS_SPR_PARAMS, double, double)
AXLBLAS_V2_AND_64(axlblasDsyr2, AXLBLAS_SYR2_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasDspr2, AXLBLAS_SPR2_PARAMS, double)
AXLBLAS_V2_AND_64(axlblasChemv, AXLBLAS_SYMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasChbmv, AXLBLAS_SBMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasChpmv, AXLBLAS_SPMV_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCgeru, AXLBLAS_GER_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCgerc, AXLBLAS_GER_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCsyr, AXLBLAS_SYR_PARAMS, axlComplex, axlComplex)
AXLBLAS_V2_AND_64(axlblasCher, AXLBLAS_SYR_PARAMS, axlComplex, float)
AXLBLAS_V2_AND_64(axlblasChpr, AXLBLAS_SPR_PARAMS, axlComplex, float)
AXLBLAS_V2_AND_64(axlblasCsyr2, AXLBLAS_SYR2_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasCher2, AXLBLAS_SYR2_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasChpr2, AXLBLAS_SPR2_PARAMS, axlComplex)
AXLBLAS_V2_AND_64(axlblasZhemv, AXLBLAS_SYMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZhbmv, AXLBLAS_SBMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZhpmv, AXLBLAS_SPMV_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZgeru, AXLBLAS_GER_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZgerc, AXLBLAS_GER_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZsyr, AXLBLAS_SYR_PARAMS, axlDoubleComplex,
                  axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZher, AXLBLAS_SYR_PARAMS, axlDoubleComplex, double)
AXLBLAS_V2_AND_64(axlblasZhpr, AXLBLAS_SPR_PARAMS, axlDoubleComplex, double)
AXLBLAS_V2_AND_64(axlblasZsyr2, AXLBLAS_SYR2_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZher2, AXLBLAS_SYR2_PARAMS, axlDoubleComplex)
AXLBLAS_V2_AND_64(axlblasZhpr2, AXLBLAS_SPR2_PARAMS, axlDoubleComplex)

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
