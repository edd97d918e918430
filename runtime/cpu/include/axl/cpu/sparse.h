// CPU backend of <axl/sparse.h>: the types, enumerations, structs and macros of cusparse.h, cusparse_v2.h
// (CUDA 13.0) under dialect names, with the toolkit's values, so code that
// includes the header or uses its types builds. The handle and the generic
// API's SpMV and SpMM run: CSR and COO matrices with 32- or 64-bit indices
// and index base zero or one, dense vectors and matrices (either order),
// all of float, double, complex or double complex and of the compute type
// (mixed types return AXLSPARSE_STATUS_NOT_SUPPORTED, as do other formats
// and 16-bit indices), op(A) and op(B) any of N, T, C; beta = 0 leaves y or
// C unread. Work runs in the order of the handle's stream (op N over CSR
// rows in parallel on TBB); alpha and beta are read as the pointer mode
// says. The external buffer sizes are 0 and preprocess checks its arguments
// only. Defined in libaxl_cpu: axlsparseCreate, axlsparseDestroy,
// axlsparseGetVersion, axlsparseGetProperty, axlsparseGetErrorName,
// axlsparseGetErrorString, axlsparseSetStream, axlsparseGetStream,
// axlsparseGetPointerMode, axlsparseSetPointerMode, axlsparseCreateCsr,
// axlsparseCreateConstCsr, axlsparseCreateCoo, axlsparseCreateConstCoo,
// axlsparseDestroySpMat, axlsparseCsrGet, axlsparseConstCsrGet,
// axlsparseCooGet, axlsparseConstCooGet, axlsparseCsrSetPointers,
// axlsparseCooSetPointers, axlsparseSpMatGetSize, axlsparseSpMatGetFormat,
// axlsparseSpMatGetIndexBase, axlsparseSpMatGetValues,
// axlsparseConstSpMatGetValues, axlsparseSpMatSetValues,
// axlsparseSpMatGetAttribute, axlsparseSpMatSetAttribute,
// axlsparseCreateDnVec, axlsparseCreateConstDnVec, axlsparseDestroyDnVec,
// axlsparseDnVecGet, axlsparseConstDnVecGet, axlsparseDnVecGetValues,
// axlsparseConstDnVecGetValues, axlsparseDnVecSetValues,
// axlsparseCreateDnMat, axlsparseCreateConstDnMat, axlsparseDestroyDnMat,
// axlsparseDnMatGet, axlsparseConstDnMatGet, axlsparseDnMatGetValues,
// axlsparseConstDnMatGetValues, axlsparseDnMatSetValues, axlsparseSpMV,
// axlsparseSpMV_bufferSize, axlsparseSpMV_preprocess, axlsparseSpMM,
// axlsparseSpMM_bufferSize, axlsparseSpMM_preprocess. The others (the
// legacy API, sparse vectors, CSC, BSR and ELL formats, strided batches,
// SpSV, SpSM, SpGEMM, SDDMM and conversions) are declared with the `error`
// attribute, so a call that is compiled fails, naming the function and the
// backend (taking a function's address fails to link).
// Written by scripts/gen-cpu-library-stubs.py cusparse; checked by
// tests/cpu/library_headers.test.
#pragma once
#include <axl/cpu/detail/not_provided.h>

#define AXLSPARSE_H_
#define AXLSPARSE_V2_H_
#define AXLSPARSEAPI
#define AXLSPARSE_VERSION (AXLSPARSE_VER_MAJOR * 1000 + AXLSPARSE_VER_MINOR * 100 + AXLSPARSE_VER_PATCH)
#define AXLSPARSE_VER_BUILD 3
#define AXLSPARSE_VER_MAJOR 12
#define AXLSPARSE_VER_MINOR 6
#define AXLSPARSE_VER_PATCH 3

extern "C" {
struct axlsparseContext;
typedef struct axlsparseContext * axlsparseHandle_t;
struct axlsparseMatDescr;
typedef struct axlsparseMatDescr * axlsparseMatDescr_t;
struct axlsparseBsrsv2Info;
typedef struct axlsparseBsrsv2Info * axlsparseBsrsv2Info_t;
struct axlsparseBsrsm2Info;
typedef struct axlsparseBsrsm2Info * axlsparseBsrsm2Info_t;
struct axlsparseCsric02Info;
typedef struct axlsparseCsric02Info * axlsparseCsric02Info_t;
struct axlsparseBsric02Info;
typedef struct axlsparseBsric02Info * axlsparseBsric02Info_t;
struct axlsparseCsrilu02Info;
typedef struct axlsparseCsrilu02Info * axlsparseCsrilu02Info_t;
struct axlsparseBsrilu02Info;
typedef struct axlsparseBsrilu02Info * axlsparseBsrilu02Info_t;
struct axlsparseCsru2csrInfo;
typedef struct axlsparseCsru2csrInfo * axlsparseCsru2csrInfo_t;
struct axlsparseColorInfo;
typedef struct axlsparseColorInfo * axlsparseColorInfo_t;
struct axlsparsePruneInfo;
typedef struct axlsparsePruneInfo * axlsparsePruneInfo_t;
typedef enum {
  AXLSPARSE_STATUS_SUCCESS = 0,
  AXLSPARSE_STATUS_NOT_INITIALIZED = 1,
  AXLSPARSE_STATUS_ALLOC_FAILED = 2,
  AXLSPARSE_STATUS_INVALID_VALUE = 3,
  AXLSPARSE_STATUS_ARCH_MISMATCH = 4,
  AXLSPARSE_STATUS_MAPPING_ERROR = 5,
  AXLSPARSE_STATUS_EXECUTION_FAILED = 6,
  AXLSPARSE_STATUS_INTERNAL_ERROR = 7,
  AXLSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  AXLSPARSE_STATUS_ZERO_PIVOT = 9,
  AXLSPARSE_STATUS_NOT_SUPPORTED = 10,
  AXLSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11,
} axlsparseStatus_t;
typedef enum {
  AXLSPARSE_POINTER_MODE_HOST = 0,
  AXLSPARSE_POINTER_MODE_DEVICE = 1,
} axlsparsePointerMode_t;
typedef enum {
  AXLSPARSE_ACTION_SYMBOLIC = 0,
  AXLSPARSE_ACTION_NUMERIC = 1,
} axlsparseAction_t;
typedef enum {
  AXLSPARSE_MATRIX_TYPE_GENERAL = 0,
  AXLSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  AXLSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  AXLSPARSE_MATRIX_TYPE_TRIANGULAR = 3,
} axlsparseMatrixType_t;
typedef enum {
  AXLSPARSE_FILL_MODE_LOWER = 0,
  AXLSPARSE_FILL_MODE_UPPER = 1,
} axlsparseFillMode_t;
typedef enum {
  AXLSPARSE_DIAG_TYPE_NON_UNIT = 0,
  AXLSPARSE_DIAG_TYPE_UNIT = 1,
} axlsparseDiagType_t;
typedef enum {
  AXLSPARSE_INDEX_BASE_ZERO = 0,
  AXLSPARSE_INDEX_BASE_ONE = 1,
} axlsparseIndexBase_t;
typedef enum {
  AXLSPARSE_OPERATION_NON_TRANSPOSE = 0,
  AXLSPARSE_OPERATION_TRANSPOSE = 1,
  AXLSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2,
} axlsparseOperation_t;
typedef enum {
  AXLSPARSE_DIRECTION_ROW = 0,
  AXLSPARSE_DIRECTION_COLUMN = 1,
} axlsparseDirection_t;
typedef enum {
  AXLSPARSE_SOLVE_POLICY_NO_LEVEL = 0,
  AXLSPARSE_SOLVE_POLICY_USE_LEVEL = 1,
} axlsparseSolvePolicy_t;
typedef enum {
  AXLSPARSE_COLOR_ALG0 = 0,
  AXLSPARSE_COLOR_ALG1 = 1,
} axlsparseColorAlg_t;
axlsparseStatus_t axlsparseCreate(axlsparseHandle_t *);
axlsparseStatus_t axlsparseDestroy(axlsparseHandle_t);
axlsparseStatus_t axlsparseGetVersion(axlsparseHandle_t, int *);
axlsparseStatus_t axlsparseGetProperty(libraryPropertyType, int *);
const char * axlsparseGetErrorName(axlsparseStatus_t);
const char * axlsparseGetErrorString(axlsparseStatus_t);
axlsparseStatus_t axlsparseSetStream(axlsparseHandle_t, axlStream_t);
axlsparseStatus_t axlsparseGetStream(axlsparseHandle_t, axlStream_t *);
axlsparseStatus_t axlsparseGetPointerMode(axlsparseHandle_t, axlsparsePointerMode_t *);
axlsparseStatus_t axlsparseSetPointerMode(axlsparseHandle_t, axlsparsePointerMode_t);
typedef void (*axlsparseLoggerCallback_t)(int, const char *, const char *);
axlsparseStatus_t axlsparseLoggerSetCallback(axlsparseLoggerCallback_t) AXL_CPU_NOT_PROVIDED("axlsparseLoggerSetCallback");
axlsparseStatus_t axlsparseLoggerSetFile(FILE *) AXL_CPU_NOT_PROVIDED("axlsparseLoggerSetFile");
axlsparseStatus_t axlsparseLoggerOpenFile(const char *) AXL_CPU_NOT_PROVIDED("axlsparseLoggerOpenFile");
axlsparseStatus_t axlsparseLoggerSetLevel(int) AXL_CPU_NOT_PROVIDED("axlsparseLoggerSetLevel");
axlsparseStatus_t axlsparseLoggerSetMask(int) AXL_CPU_NOT_PROVIDED("axlsparseLoggerSetMask");
axlsparseStatus_t axlsparseLoggerForceDisable(void) AXL_CPU_NOT_PROVIDED("axlsparseLoggerForceDisable");
axlsparseStatus_t axlsparseCreateMatDescr(axlsparseMatDescr_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateMatDescr");
axlsparseStatus_t axlsparseDestroyMatDescr(axlsparseMatDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyMatDescr");
axlsparseStatus_t axlsparseSetMatType(axlsparseMatDescr_t, axlsparseMatrixType_t) AXL_CPU_NOT_PROVIDED("axlsparseSetMatType");
axlsparseMatrixType_t axlsparseGetMatType(const axlsparseMatDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseGetMatType");
axlsparseStatus_t axlsparseSetMatFillMode(axlsparseMatDescr_t, axlsparseFillMode_t) AXL_CPU_NOT_PROVIDED("axlsparseSetMatFillMode");
axlsparseFillMode_t axlsparseGetMatFillMode(const axlsparseMatDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseGetMatFillMode");
axlsparseStatus_t axlsparseSetMatDiagType(axlsparseMatDescr_t, axlsparseDiagType_t) AXL_CPU_NOT_PROVIDED("axlsparseSetMatDiagType");
axlsparseDiagType_t axlsparseGetMatDiagType(const axlsparseMatDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseGetMatDiagType");
axlsparseStatus_t axlsparseSetMatIndexBase(axlsparseMatDescr_t, axlsparseIndexBase_t) AXL_CPU_NOT_PROVIDED("axlsparseSetMatIndexBase");
axlsparseIndexBase_t axlsparseGetMatIndexBase(const axlsparseMatDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseGetMatIndexBase");
axlsparseStatus_t axlsparseCreateCsric02Info(axlsparseCsric02Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateCsric02Info");
axlsparseStatus_t axlsparseDestroyCsric02Info(axlsparseCsric02Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyCsric02Info");
axlsparseStatus_t axlsparseCreateBsric02Info(axlsparseBsric02Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateBsric02Info");
axlsparseStatus_t axlsparseDestroyBsric02Info(axlsparseBsric02Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyBsric02Info");
axlsparseStatus_t axlsparseCreateCsrilu02Info(axlsparseCsrilu02Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateCsrilu02Info");
axlsparseStatus_t axlsparseDestroyCsrilu02Info(axlsparseCsrilu02Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyCsrilu02Info");
axlsparseStatus_t axlsparseCreateBsrilu02Info(axlsparseBsrilu02Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateBsrilu02Info");
axlsparseStatus_t axlsparseDestroyBsrilu02Info(axlsparseBsrilu02Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyBsrilu02Info");
axlsparseStatus_t axlsparseCreateBsrsv2Info(axlsparseBsrsv2Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateBsrsv2Info");
axlsparseStatus_t axlsparseDestroyBsrsv2Info(axlsparseBsrsv2Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyBsrsv2Info");
axlsparseStatus_t axlsparseCreateBsrsm2Info(axlsparseBsrsm2Info_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateBsrsm2Info");
axlsparseStatus_t axlsparseDestroyBsrsm2Info(axlsparseBsrsm2Info_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyBsrsm2Info");
axlsparseStatus_t axlsparseCreateCsru2csrInfo(axlsparseCsru2csrInfo_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateCsru2csrInfo");
axlsparseStatus_t axlsparseDestroyCsru2csrInfo(axlsparseCsru2csrInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyCsru2csrInfo");
axlsparseStatus_t axlsparseCreateColorInfo(axlsparseColorInfo_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreateColorInfo");
axlsparseStatus_t axlsparseDestroyColorInfo(axlsparseColorInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyColorInfo");
axlsparseStatus_t axlsparseCreatePruneInfo(axlsparsePruneInfo_t *) AXL_CPU_NOT_PROVIDED("axlsparseCreatePruneInfo");
axlsparseStatus_t axlsparseDestroyPruneInfo(axlsparsePruneInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroyPruneInfo");
axlsparseStatus_t axlsparseSgemvi(axlsparseHandle_t, axlsparseOperation_t, int, int, const float *, const float *, int, int, const float *, const int *, const float *, float *, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgemvi");
axlsparseStatus_t axlsparseSgemvi_bufferSize(axlsparseHandle_t, axlsparseOperation_t, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseSgemvi_bufferSize");
axlsparseStatus_t axlsparseDgemvi(axlsparseHandle_t, axlsparseOperation_t, int, int, const double *, const double *, int, int, const double *, const int *, const double *, double *, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgemvi");
axlsparseStatus_t axlsparseDgemvi_bufferSize(axlsparseHandle_t, axlsparseOperation_t, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseDgemvi_bufferSize");
axlsparseStatus_t axlsparseCgemvi(axlsparseHandle_t, axlsparseOperation_t, int, int, const axlComplex *, const axlComplex *, int, int, const axlComplex *, const int *, const axlComplex *, axlComplex *, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgemvi");
axlsparseStatus_t axlsparseCgemvi_bufferSize(axlsparseHandle_t, axlsparseOperation_t, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseCgemvi_bufferSize");
axlsparseStatus_t axlsparseZgemvi(axlsparseHandle_t, axlsparseOperation_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, int, int, const axlDoubleComplex *, const int *, const axlDoubleComplex *, axlDoubleComplex *, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgemvi");
axlsparseStatus_t axlsparseZgemvi_bufferSize(axlsparseHandle_t, axlsparseOperation_t, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseZgemvi_bufferSize");
axlsparseStatus_t axlsparseSbsrmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, int, const float *, const float *, float *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrmv");
axlsparseStatus_t axlsparseDbsrmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, int, const double *, const double *, double *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrmv");
axlsparseStatus_t axlsparseCbsrmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, const axlComplex *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, const axlComplex *, const axlComplex *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrmv");
axlsparseStatus_t axlsparseZbsrmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, const axlDoubleComplex *, const axlDoubleComplex *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrmv");
axlsparseStatus_t axlsparseSbsrxmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, const int *, const int *, int, const float *, const float *, float *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrxmv");
axlsparseStatus_t axlsparseDbsrxmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, const int *, const int *, int, const double *, const double *, double *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrxmv");
axlsparseStatus_t axlsparseCbsrxmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, int, const axlComplex *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const int *, const int *, int, const axlComplex *, const axlComplex *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrxmv");
axlsparseStatus_t axlsparseZbsrxmv(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const int *, const int *, int, const axlDoubleComplex *, const axlDoubleComplex *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrxmv");
axlsparseStatus_t axlsparseXbsrsv2_zeroPivot(axlsparseHandle_t, axlsparseBsrsv2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXbsrsv2_zeroPivot");
axlsparseStatus_t axlsparseSbsrsv2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrsv2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsv2_bufferSize");
axlsparseStatus_t axlsparseDbsrsv2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrsv2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsv2_bufferSize");
axlsparseStatus_t axlsparseCbsrsv2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsv2_bufferSize");
axlsparseStatus_t axlsparseZbsrsv2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsv2_bufferSize");
axlsparseStatus_t axlsparseSbsrsv2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrsv2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsv2_bufferSizeExt");
axlsparseStatus_t axlsparseDbsrsv2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrsv2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsv2_bufferSizeExt");
axlsparseStatus_t axlsparseCbsrsv2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsv2_bufferSizeExt");
axlsparseStatus_t axlsparseZbsrsv2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsv2_bufferSizeExt");
axlsparseStatus_t axlsparseSbsrsv2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsparseBsrsv2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsv2_analysis");
axlsparseStatus_t axlsparseDbsrsv2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsparseBsrsv2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsv2_analysis");
axlsparseStatus_t axlsparseCbsrsv2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsv2_analysis");
axlsparseStatus_t axlsparseZbsrsv2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsv2_analysis");
axlsparseStatus_t axlsparseSbsrsv2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsparseBsrsv2Info_t, const float *, float *, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsv2_solve");
axlsparseStatus_t axlsparseDbsrsv2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsparseBsrsv2Info_t, const double *, double *, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsv2_solve");
axlsparseStatus_t axlsparseCbsrsv2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlComplex *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, const axlComplex *, axlComplex *, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsv2_solve");
axlsparseStatus_t axlsparseZbsrsv2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsv2Info_t, const axlDoubleComplex *, axlDoubleComplex *, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsv2_solve");
axlsparseStatus_t axlsparseSbsrmm(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, const int, const float *, const int, const float *, float *, int) AXL_CPU_NOT_PROVIDED("axlsparseSbsrmm");
axlsparseStatus_t axlsparseDbsrmm(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, const int, const double *, const int, const double *, double *, int) AXL_CPU_NOT_PROVIDED("axlsparseDbsrmm");
axlsparseStatus_t axlsparseCbsrmm(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, int, const axlComplex *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const int, const axlComplex *, const int, const axlComplex *, axlComplex *, int) AXL_CPU_NOT_PROVIDED("axlsparseCbsrmm");
axlsparseStatus_t axlsparseZbsrmm(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const int, const axlDoubleComplex *, const int, const axlDoubleComplex *, axlDoubleComplex *, int) AXL_CPU_NOT_PROVIDED("axlsparseZbsrmm");
axlsparseStatus_t axlsparseXbsrsm2_zeroPivot(axlsparseHandle_t, axlsparseBsrsm2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXbsrsm2_zeroPivot");
axlsparseStatus_t axlsparseSbsrsm2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrsm2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsm2_bufferSize");
axlsparseStatus_t axlsparseDbsrsm2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrsm2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsm2_bufferSize");
axlsparseStatus_t axlsparseCbsrsm2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsm2_bufferSize");
axlsparseStatus_t axlsparseZbsrsm2_bufferSize(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsm2_bufferSize");
axlsparseStatus_t axlsparseSbsrsm2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrsm2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsm2_bufferSizeExt");
axlsparseStatus_t axlsparseDbsrsm2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrsm2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsm2_bufferSizeExt");
axlsparseStatus_t axlsparseCbsrsm2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsm2_bufferSizeExt");
axlsparseStatus_t axlsparseZbsrsm2_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsm2_bufferSizeExt");
axlsparseStatus_t axlsparseSbsrsm2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsparseBsrsm2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsm2_analysis");
axlsparseStatus_t axlsparseDbsrsm2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsparseBsrsm2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsm2_analysis");
axlsparseStatus_t axlsparseCbsrsm2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsm2_analysis");
axlsparseStatus_t axlsparseZbsrsm2_analysis(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsm2_analysis");
axlsparseStatus_t axlsparseSbsrsm2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsparseBsrsm2Info_t, const float *, int, float *, int, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrsm2_solve");
axlsparseStatus_t axlsparseDbsrsm2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsparseBsrsm2Info_t, const double *, int, double *, int, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrsm2_solve");
axlsparseStatus_t axlsparseCbsrsm2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlComplex *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, const axlComplex *, int, axlComplex *, int, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrsm2_solve");
axlsparseStatus_t axlsparseZbsrsm2_solve(axlsparseHandle_t, axlsparseDirection_t, axlsparseOperation_t, axlsparseOperation_t, int, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsparseBsrsm2Info_t, const axlDoubleComplex *, int, axlDoubleComplex *, int, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrsm2_solve");
axlsparseStatus_t axlsparseScsrilu02_numericBoost(axlsparseHandle_t, axlsparseCsrilu02Info_t, int, double *, float *) AXL_CPU_NOT_PROVIDED("axlsparseScsrilu02_numericBoost");
axlsparseStatus_t axlsparseDcsrilu02_numericBoost(axlsparseHandle_t, axlsparseCsrilu02Info_t, int, double *, double *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrilu02_numericBoost");
axlsparseStatus_t axlsparseCcsrilu02_numericBoost(axlsparseHandle_t, axlsparseCsrilu02Info_t, int, double *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrilu02_numericBoost");
axlsparseStatus_t axlsparseZcsrilu02_numericBoost(axlsparseHandle_t, axlsparseCsrilu02Info_t, int, double *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrilu02_numericBoost");
axlsparseStatus_t axlsparseXcsrilu02_zeroPivot(axlsparseHandle_t, axlsparseCsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXcsrilu02_zeroPivot");
axlsparseStatus_t axlsparseScsrilu02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseScsrilu02_bufferSize");
axlsparseStatus_t axlsparseDcsrilu02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrilu02_bufferSize");
axlsparseStatus_t axlsparseCcsrilu02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrilu02_bufferSize");
axlsparseStatus_t axlsparseZcsrilu02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrilu02_bufferSize");
axlsparseStatus_t axlsparseScsrilu02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseScsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseDcsrilu02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseCcsrilu02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseZcsrilu02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseScsrilu02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsrilu02_analysis");
axlsparseStatus_t axlsparseDcsrilu02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrilu02_analysis");
axlsparseStatus_t axlsparseCcsrilu02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrilu02_analysis");
axlsparseStatus_t axlsparseZcsrilu02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrilu02_analysis");
axlsparseStatus_t axlsparseScsrilu02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsrilu02");
axlsparseStatus_t axlsparseDcsrilu02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrilu02");
axlsparseStatus_t axlsparseCcsrilu02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrilu02");
axlsparseStatus_t axlsparseZcsrilu02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrilu02");
axlsparseStatus_t axlsparseSbsrilu02_numericBoost(axlsparseHandle_t, axlsparseBsrilu02Info_t, int, double *, float *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrilu02_numericBoost");
axlsparseStatus_t axlsparseDbsrilu02_numericBoost(axlsparseHandle_t, axlsparseBsrilu02Info_t, int, double *, double *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrilu02_numericBoost");
axlsparseStatus_t axlsparseCbsrilu02_numericBoost(axlsparseHandle_t, axlsparseBsrilu02Info_t, int, double *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrilu02_numericBoost");
axlsparseStatus_t axlsparseZbsrilu02_numericBoost(axlsparseHandle_t, axlsparseBsrilu02Info_t, int, double *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrilu02_numericBoost");
axlsparseStatus_t axlsparseXbsrilu02_zeroPivot(axlsparseHandle_t, axlsparseBsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXbsrilu02_zeroPivot");
axlsparseStatus_t axlsparseSbsrilu02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrilu02_bufferSize");
axlsparseStatus_t axlsparseDbsrilu02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrilu02_bufferSize");
axlsparseStatus_t axlsparseCbsrilu02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrilu02_bufferSize");
axlsparseStatus_t axlsparseZbsrilu02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrilu02_bufferSize");
axlsparseStatus_t axlsparseSbsrilu02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseDbsrilu02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseCbsrilu02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseZbsrilu02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrilu02_bufferSizeExt");
axlsparseStatus_t axlsparseSbsrilu02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrilu02_analysis");
axlsparseStatus_t axlsparseDbsrilu02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrilu02_analysis");
axlsparseStatus_t axlsparseCbsrilu02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrilu02_analysis");
axlsparseStatus_t axlsparseZbsrilu02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrilu02_analysis");
axlsparseStatus_t axlsparseSbsrilu02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsrilu02");
axlsparseStatus_t axlsparseDbsrilu02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsrilu02");
axlsparseStatus_t axlsparseCbsrilu02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsrilu02");
axlsparseStatus_t axlsparseZbsrilu02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsrilu02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsrilu02");
axlsparseStatus_t axlsparseXcsric02_zeroPivot(axlsparseHandle_t, axlsparseCsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXcsric02_zeroPivot");
axlsparseStatus_t axlsparseScsric02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseScsric02_bufferSize");
axlsparseStatus_t axlsparseDcsric02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDcsric02_bufferSize");
axlsparseStatus_t axlsparseCcsric02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCcsric02_bufferSize");
axlsparseStatus_t axlsparseZcsric02_bufferSize(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZcsric02_bufferSize");
axlsparseStatus_t axlsparseScsric02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseScsric02_bufferSizeExt");
axlsparseStatus_t axlsparseDcsric02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDcsric02_bufferSizeExt");
axlsparseStatus_t axlsparseCcsric02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCcsric02_bufferSizeExt");
axlsparseStatus_t axlsparseZcsric02_bufferSizeExt(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZcsric02_bufferSizeExt");
axlsparseStatus_t axlsparseScsric02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsric02_analysis");
axlsparseStatus_t axlsparseDcsric02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsric02_analysis");
axlsparseStatus_t axlsparseCcsric02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsric02_analysis");
axlsparseStatus_t axlsparseZcsric02_analysis(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsric02_analysis");
axlsparseStatus_t axlsparseScsric02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsric02");
axlsparseStatus_t axlsparseDcsric02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsric02");
axlsparseStatus_t axlsparseCcsric02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsric02");
axlsparseStatus_t axlsparseZcsric02(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, axlsparseCsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsric02");
axlsparseStatus_t axlsparseXbsric02_zeroPivot(axlsparseHandle_t, axlsparseBsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseXbsric02_zeroPivot");
axlsparseStatus_t axlsparseSbsric02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseSbsric02_bufferSize");
axlsparseStatus_t axlsparseDbsric02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseDbsric02_bufferSize");
axlsparseStatus_t axlsparseCbsric02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseCbsric02_bufferSize");
axlsparseStatus_t axlsparseZbsric02_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsric02Info_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseZbsric02_bufferSize");
axlsparseStatus_t axlsparseSbsric02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSbsric02_bufferSizeExt");
axlsparseStatus_t axlsparseDbsric02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDbsric02_bufferSizeExt");
axlsparseStatus_t axlsparseCbsric02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCbsric02_bufferSizeExt");
axlsparseStatus_t axlsparseZbsric02_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsric02Info_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZbsric02_bufferSizeExt");
axlsparseStatus_t axlsparseSbsric02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsric02_analysis");
axlsparseStatus_t axlsparseDbsric02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsric02_analysis");
axlsparseStatus_t axlsparseCbsric02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsric02_analysis");
axlsparseStatus_t axlsparseZbsric02_analysis(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsric02_analysis");
axlsparseStatus_t axlsparseSbsric02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, float *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSbsric02");
axlsparseStatus_t axlsparseDbsric02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, double *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDbsric02");
axlsparseStatus_t axlsparseCbsric02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCbsric02");
axlsparseStatus_t axlsparseZbsric02(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, const int *, int, axlsparseBsric02Info_t, axlsparseSolvePolicy_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZbsric02");
axlsparseStatus_t axlsparseSgtsv2_bufferSizeExt(axlsparseHandle_t, int, int, const float *, const float *, const float *, const float *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2_bufferSizeExt");
axlsparseStatus_t axlsparseDgtsv2_bufferSizeExt(axlsparseHandle_t, int, int, const double *, const double *, const double *, const double *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2_bufferSizeExt");
axlsparseStatus_t axlsparseCgtsv2_bufferSizeExt(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2_bufferSizeExt");
axlsparseStatus_t axlsparseZgtsv2_bufferSizeExt(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2_bufferSizeExt");
axlsparseStatus_t axlsparseSgtsv2(axlsparseHandle_t, int, int, const float *, const float *, const float *, float *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2");
axlsparseStatus_t axlsparseDgtsv2(axlsparseHandle_t, int, int, const double *, const double *, const double *, double *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2");
axlsparseStatus_t axlsparseCgtsv2(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, axlComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2");
axlsparseStatus_t axlsparseZgtsv2(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, axlDoubleComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2");
axlsparseStatus_t axlsparseSgtsv2_nopivot_bufferSizeExt(axlsparseHandle_t, int, int, const float *, const float *, const float *, const float *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2_nopivot_bufferSizeExt");
axlsparseStatus_t axlsparseDgtsv2_nopivot_bufferSizeExt(axlsparseHandle_t, int, int, const double *, const double *, const double *, const double *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2_nopivot_bufferSizeExt");
axlsparseStatus_t axlsparseCgtsv2_nopivot_bufferSizeExt(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2_nopivot_bufferSizeExt");
axlsparseStatus_t axlsparseZgtsv2_nopivot_bufferSizeExt(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2_nopivot_bufferSizeExt");
axlsparseStatus_t axlsparseSgtsv2_nopivot(axlsparseHandle_t, int, int, const float *, const float *, const float *, float *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2_nopivot");
axlsparseStatus_t axlsparseDgtsv2_nopivot(axlsparseHandle_t, int, int, const double *, const double *, const double *, double *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2_nopivot");
axlsparseStatus_t axlsparseCgtsv2_nopivot(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, axlComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2_nopivot");
axlsparseStatus_t axlsparseZgtsv2_nopivot(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, axlDoubleComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2_nopivot");
axlsparseStatus_t axlsparseSgtsv2StridedBatch_bufferSizeExt(axlsparseHandle_t, int, const float *, const float *, const float *, const float *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2StridedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseDgtsv2StridedBatch_bufferSizeExt(axlsparseHandle_t, int, const double *, const double *, const double *, const double *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2StridedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseCgtsv2StridedBatch_bufferSizeExt(axlsparseHandle_t, int, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2StridedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseZgtsv2StridedBatch_bufferSizeExt(axlsparseHandle_t, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2StridedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseSgtsv2StridedBatch(axlsparseHandle_t, int, const float *, const float *, const float *, float *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsv2StridedBatch");
axlsparseStatus_t axlsparseDgtsv2StridedBatch(axlsparseHandle_t, int, const double *, const double *, const double *, double *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsv2StridedBatch");
axlsparseStatus_t axlsparseCgtsv2StridedBatch(axlsparseHandle_t, int, const axlComplex *, const axlComplex *, const axlComplex *, axlComplex *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsv2StridedBatch");
axlsparseStatus_t axlsparseZgtsv2StridedBatch(axlsparseHandle_t, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, axlDoubleComplex *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsv2StridedBatch");
axlsparseStatus_t axlsparseSgtsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const float *, const float *, const float *, const float *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseDgtsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const double *, const double *, const double *, const double *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseCgtsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseZgtsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseSgtsvInterleavedBatch(axlsparseHandle_t, int, int, float *, float *, float *, float *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgtsvInterleavedBatch");
axlsparseStatus_t axlsparseDgtsvInterleavedBatch(axlsparseHandle_t, int, int, double *, double *, double *, double *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgtsvInterleavedBatch");
axlsparseStatus_t axlsparseCgtsvInterleavedBatch(axlsparseHandle_t, int, int, axlComplex *, axlComplex *, axlComplex *, axlComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgtsvInterleavedBatch");
axlsparseStatus_t axlsparseZgtsvInterleavedBatch(axlsparseHandle_t, int, int, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgtsvInterleavedBatch");
axlsparseStatus_t axlsparseSgpsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const float *, const float *, const float *, const float *, const float *, const float *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgpsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseDgpsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const double *, const double *, const double *, const double *, const double *, const double *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgpsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseCgpsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, const axlComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgpsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseZgpsvInterleavedBatch_bufferSizeExt(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, const axlDoubleComplex *, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgpsvInterleavedBatch_bufferSizeExt");
axlsparseStatus_t axlsparseSgpsvInterleavedBatch(axlsparseHandle_t, int, int, float *, float *, float *, float *, float *, float *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgpsvInterleavedBatch");
axlsparseStatus_t axlsparseDgpsvInterleavedBatch(axlsparseHandle_t, int, int, double *, double *, double *, double *, double *, double *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgpsvInterleavedBatch");
axlsparseStatus_t axlsparseCgpsvInterleavedBatch(axlsparseHandle_t, int, int, axlComplex *, axlComplex *, axlComplex *, axlComplex *, axlComplex *, axlComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgpsvInterleavedBatch");
axlsparseStatus_t axlsparseZgpsvInterleavedBatch(axlsparseHandle_t, int, int, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgpsvInterleavedBatch");
axlsparseStatus_t axlsparseScsrgeam2_bufferSizeExt(axlsparseHandle_t, int, int, const float *, const axlsparseMatDescr_t, int, const float *, const int *, const int *, const float *, const axlsparseMatDescr_t, int, const float *, const int *, const int *, const axlsparseMatDescr_t, const float *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseScsrgeam2_bufferSizeExt");
axlsparseStatus_t axlsparseDcsrgeam2_bufferSizeExt(axlsparseHandle_t, int, int, const double *, const axlsparseMatDescr_t, int, const double *, const int *, const int *, const double *, const axlsparseMatDescr_t, int, const double *, const int *, const int *, const axlsparseMatDescr_t, const double *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrgeam2_bufferSizeExt");
axlsparseStatus_t axlsparseCcsrgeam2_bufferSizeExt(axlsparseHandle_t, int, int, const axlComplex *, const axlsparseMatDescr_t, int, const axlComplex *, const int *, const int *, const axlComplex *, const axlsparseMatDescr_t, int, const axlComplex *, const int *, const int *, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrgeam2_bufferSizeExt");
axlsparseStatus_t axlsparseZcsrgeam2_bufferSizeExt(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, int, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, const axlsparseMatDescr_t, int, const axlDoubleComplex *, const int *, const int *, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrgeam2_bufferSizeExt");
axlsparseStatus_t axlsparseXcsrgeam2Nnz(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, int, const int *, const int *, const axlsparseMatDescr_t, int, const int *, const int *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcsrgeam2Nnz");
axlsparseStatus_t axlsparseScsrgeam2(axlsparseHandle_t, int, int, const float *, const axlsparseMatDescr_t, int, const float *, const int *, const int *, const float *, const axlsparseMatDescr_t, int, const float *, const int *, const int *, const axlsparseMatDescr_t, float *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsrgeam2");
axlsparseStatus_t axlsparseDcsrgeam2(axlsparseHandle_t, int, int, const double *, const axlsparseMatDescr_t, int, const double *, const int *, const int *, const double *, const axlsparseMatDescr_t, int, const double *, const int *, const int *, const axlsparseMatDescr_t, double *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsrgeam2");
axlsparseStatus_t axlsparseCcsrgeam2(axlsparseHandle_t, int, int, const axlComplex *, const axlsparseMatDescr_t, int, const axlComplex *, const int *, const int *, const axlComplex *, const axlsparseMatDescr_t, int, const axlComplex *, const int *, const int *, const axlsparseMatDescr_t, axlComplex *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsrgeam2");
axlsparseStatus_t axlsparseZcsrgeam2(axlsparseHandle_t, int, int, const axlDoubleComplex *, const axlsparseMatDescr_t, int, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, const axlsparseMatDescr_t, int, const axlDoubleComplex *, const int *, const int *, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsrgeam2");
axlsparseStatus_t axlsparseScsrcolor(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, int *, int *, int *, const axlsparseColorInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseScsrcolor");
axlsparseStatus_t axlsparseDcsrcolor(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, int *, int *, int *, const axlsparseColorInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseDcsrcolor");
axlsparseStatus_t axlsparseCcsrcolor(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const float *, int *, int *, int *, const axlsparseColorInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseCcsrcolor");
axlsparseStatus_t axlsparseZcsrcolor(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const double *, int *, int *, int *, const axlsparseColorInfo_t) AXL_CPU_NOT_PROVIDED("axlsparseZcsrcolor");
axlsparseStatus_t axlsparseSnnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, int, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseSnnz");
axlsparseStatus_t axlsparseDnnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, int, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseDnnz");
axlsparseStatus_t axlsparseCnnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, int, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseCnnz");
axlsparseStatus_t axlsparseZnnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, int, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseZnnz");
axlsparseStatus_t axlsparseSnnz_compress(axlsparseHandle_t, int, const axlsparseMatDescr_t, const float *, const int *, int *, int *, float) AXL_CPU_NOT_PROVIDED("axlsparseSnnz_compress");
axlsparseStatus_t axlsparseDnnz_compress(axlsparseHandle_t, int, const axlsparseMatDescr_t, const double *, const int *, int *, int *, double) AXL_CPU_NOT_PROVIDED("axlsparseDnnz_compress");
axlsparseStatus_t axlsparseCnnz_compress(axlsparseHandle_t, int, const axlsparseMatDescr_t, const axlComplex *, const int *, int *, int *, axlComplex) AXL_CPU_NOT_PROVIDED("axlsparseCnnz_compress");
axlsparseStatus_t axlsparseZnnz_compress(axlsparseHandle_t, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, int *, int *, axlDoubleComplex) AXL_CPU_NOT_PROVIDED("axlsparseZnnz_compress");
axlsparseStatus_t axlsparseScsr2csr_compress(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, const int *, float *, int *, int *, float) AXL_CPU_NOT_PROVIDED("axlsparseScsr2csr_compress");
axlsparseStatus_t axlsparseDcsr2csr_compress(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, const int *, double *, int *, int *, double) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2csr_compress");
axlsparseStatus_t axlsparseCcsr2csr_compress(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, const int *, axlComplex *, int *, int *, axlComplex) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2csr_compress");
axlsparseStatus_t axlsparseZcsr2csr_compress(axlsparseHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, const int *, axlDoubleComplex *, int *, int *, axlDoubleComplex) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2csr_compress");
axlsparseStatus_t axlsparseXcoo2csr(axlsparseHandle_t, const int *, int, int, int *, axlsparseIndexBase_t) AXL_CPU_NOT_PROVIDED("axlsparseXcoo2csr");
axlsparseStatus_t axlsparseXcsr2coo(axlsparseHandle_t, const int *, int, int, int *, axlsparseIndexBase_t) AXL_CPU_NOT_PROVIDED("axlsparseXcsr2coo");
axlsparseStatus_t axlsparseXcsr2bsrNnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const int *, const int *, int, const axlsparseMatDescr_t, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseXcsr2bsrNnz");
axlsparseStatus_t axlsparseScsr2bsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, const axlsparseMatDescr_t, float *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseScsr2bsr");
axlsparseStatus_t axlsparseDcsr2bsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, const axlsparseMatDescr_t, double *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2bsr");
axlsparseStatus_t axlsparseCcsr2bsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, const axlsparseMatDescr_t, axlComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2bsr");
axlsparseStatus_t axlsparseZcsr2bsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2bsr");
axlsparseStatus_t axlsparseSbsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, const axlsparseMatDescr_t, float *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseSbsr2csr");
axlsparseStatus_t axlsparseDbsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, const axlsparseMatDescr_t, double *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseDbsr2csr");
axlsparseStatus_t axlsparseCbsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, const axlsparseMatDescr_t, axlComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseCbsr2csr");
axlsparseStatus_t axlsparseZbsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseZbsr2csr");
axlsparseStatus_t axlsparseSgebsr2gebsc_bufferSize(axlsparseHandle_t, int, int, int, const float *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsc_bufferSize");
axlsparseStatus_t axlsparseDgebsr2gebsc_bufferSize(axlsparseHandle_t, int, int, int, const double *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsc_bufferSize");
axlsparseStatus_t axlsparseCgebsr2gebsc_bufferSize(axlsparseHandle_t, int, int, int, const axlComplex *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsc_bufferSize");
axlsparseStatus_t axlsparseZgebsr2gebsc_bufferSize(axlsparseHandle_t, int, int, int, const axlDoubleComplex *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsc_bufferSize");
axlsparseStatus_t axlsparseSgebsr2gebsc_bufferSizeExt(axlsparseHandle_t, int, int, int, const float *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsc_bufferSizeExt");
axlsparseStatus_t axlsparseDgebsr2gebsc_bufferSizeExt(axlsparseHandle_t, int, int, int, const double *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsc_bufferSizeExt");
axlsparseStatus_t axlsparseCgebsr2gebsc_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlComplex *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsc_bufferSizeExt");
axlsparseStatus_t axlsparseZgebsr2gebsc_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlDoubleComplex *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsc_bufferSizeExt");
axlsparseStatus_t axlsparseSgebsr2gebsc(axlsparseHandle_t, int, int, int, const float *, const int *, const int *, int, int, float *, int *, int *, axlsparseAction_t, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsc");
axlsparseStatus_t axlsparseDgebsr2gebsc(axlsparseHandle_t, int, int, int, const double *, const int *, const int *, int, int, double *, int *, int *, axlsparseAction_t, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsc");
axlsparseStatus_t axlsparseCgebsr2gebsc(axlsparseHandle_t, int, int, int, const axlComplex *, const int *, const int *, int, int, axlComplex *, int *, int *, axlsparseAction_t, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsc");
axlsparseStatus_t axlsparseZgebsr2gebsc(axlsparseHandle_t, int, int, int, const axlDoubleComplex *, const int *, const int *, int, int, axlDoubleComplex *, int *, int *, axlsparseAction_t, axlsparseIndexBase_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsc");
axlsparseStatus_t axlsparseXgebsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const int *, const int *, int, int, const axlsparseMatDescr_t, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseXgebsr2csr");
axlsparseStatus_t axlsparseSgebsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, const axlsparseMatDescr_t, float *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2csr");
axlsparseStatus_t axlsparseDgebsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, const axlsparseMatDescr_t, double *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2csr");
axlsparseStatus_t axlsparseCgebsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, const axlsparseMatDescr_t, axlComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2csr");
axlsparseStatus_t axlsparseZgebsr2csr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2csr");
axlsparseStatus_t axlsparseScsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseScsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseDcsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseCcsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseZcsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseScsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseScsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseDcsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseCcsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseZcsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseXcsr2gebsrNnz(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const int *, const int *, const axlsparseMatDescr_t, int *, int, int, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcsr2gebsrNnz");
axlsparseStatus_t axlsparseScsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const axlsparseMatDescr_t, float *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsr2gebsr");
axlsparseStatus_t axlsparseDcsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const axlsparseMatDescr_t, double *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2gebsr");
axlsparseStatus_t axlsparseCcsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlsparseMatDescr_t, axlComplex *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2gebsr");
axlsparseStatus_t axlsparseZcsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2gebsr");
axlsparseStatus_t axlsparseSgebsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseDgebsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseCgebsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseZgebsr2gebsr_bufferSize(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsr_bufferSize");
axlsparseStatus_t axlsparseSgebsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseDgebsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseCgebsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseZgebsr2gebsr_bufferSizeExt(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, int, int, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsr_bufferSizeExt");
axlsparseStatus_t axlsparseXgebsr2gebsrNnz(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const int *, const int *, int, int, const axlsparseMatDescr_t, int *, int, int, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXgebsr2gebsrNnz");
axlsparseStatus_t axlsparseSgebsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, int, const axlsparseMatDescr_t, float *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseSgebsr2gebsr");
axlsparseStatus_t axlsparseDgebsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, int, const axlsparseMatDescr_t, double *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseDgebsr2gebsr");
axlsparseStatus_t axlsparseCgebsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, int, const axlsparseMatDescr_t, axlComplex *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseCgebsr2gebsr");
axlsparseStatus_t axlsparseZgebsr2gebsr(axlsparseHandle_t, axlsparseDirection_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *, int, int, void *) AXL_CPU_NOT_PROVIDED("axlsparseZgebsr2gebsr");
axlsparseStatus_t axlsparseCreateIdentityPermutation(axlsparseHandle_t, int, int *) AXL_CPU_NOT_PROVIDED("axlsparseCreateIdentityPermutation");
axlsparseStatus_t axlsparseXcoosort_bufferSizeExt(axlsparseHandle_t, int, int, int, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseXcoosort_bufferSizeExt");
axlsparseStatus_t axlsparseXcoosortByRow(axlsparseHandle_t, int, int, int, int *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcoosortByRow");
axlsparseStatus_t axlsparseXcoosortByColumn(axlsparseHandle_t, int, int, int, int *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcoosortByColumn");
axlsparseStatus_t axlsparseXcsrsort_bufferSizeExt(axlsparseHandle_t, int, int, int, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseXcsrsort_bufferSizeExt");
axlsparseStatus_t axlsparseXcsrsort(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcsrsort");
axlsparseStatus_t axlsparseXcscsort_bufferSizeExt(axlsparseHandle_t, int, int, int, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseXcscsort_bufferSizeExt");
axlsparseStatus_t axlsparseXcscsort(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseXcscsort");
axlsparseStatus_t axlsparseScsru2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, float *, const int *, int *, axlsparseCsru2csrInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseScsru2csr_bufferSizeExt");
axlsparseStatus_t axlsparseDcsru2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, double *, const int *, int *, axlsparseCsru2csrInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDcsru2csr_bufferSizeExt");
axlsparseStatus_t axlsparseCcsru2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, axlComplex *, const int *, int *, axlsparseCsru2csrInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCcsru2csr_bufferSizeExt");
axlsparseStatus_t axlsparseZcsru2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, axlDoubleComplex *, const int *, int *, axlsparseCsru2csrInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseZcsru2csr_bufferSizeExt");
axlsparseStatus_t axlsparseScsru2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, float *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsru2csr");
axlsparseStatus_t axlsparseDcsru2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, double *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsru2csr");
axlsparseStatus_t axlsparseCcsru2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsru2csr");
axlsparseStatus_t axlsparseZcsru2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsru2csr");
axlsparseStatus_t axlsparseScsr2csru(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, float *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseScsr2csru");
axlsparseStatus_t axlsparseDcsr2csru(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, double *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDcsr2csru");
axlsparseStatus_t axlsparseCcsr2csru(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, axlComplex *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCcsr2csru");
axlsparseStatus_t axlsparseZcsr2csru(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, axlDoubleComplex *, const int *, int *, axlsparseCsru2csrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseZcsr2csru");
axlsparseStatus_t axlsparseHpruneDense2csr_bufferSizeExt(axlsparseHandle_t, int, int, const __half *, int, const __half *, const axlsparseMatDescr_t, const __half *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csr_bufferSizeExt");
axlsparseStatus_t axlsparseSpruneDense2csr_bufferSizeExt(axlsparseHandle_t, int, int, const float *, int, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csr_bufferSizeExt");
axlsparseStatus_t axlsparseDpruneDense2csr_bufferSizeExt(axlsparseHandle_t, int, int, const double *, int, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csr_bufferSizeExt");
axlsparseStatus_t axlsparseHpruneDense2csrNnz(axlsparseHandle_t, int, int, const __half *, int, const __half *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csrNnz");
axlsparseStatus_t axlsparseSpruneDense2csrNnz(axlsparseHandle_t, int, int, const float *, int, const float *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csrNnz");
axlsparseStatus_t axlsparseDpruneDense2csrNnz(axlsparseHandle_t, int, int, const double *, int, const double *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csrNnz");
axlsparseStatus_t axlsparseHpruneDense2csr(axlsparseHandle_t, int, int, const __half *, int, const __half *, const axlsparseMatDescr_t, __half *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csr");
axlsparseStatus_t axlsparseSpruneDense2csr(axlsparseHandle_t, int, int, const float *, int, const float *, const axlsparseMatDescr_t, float *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csr");
axlsparseStatus_t axlsparseDpruneDense2csr(axlsparseHandle_t, int, int, const double *, int, const double *, const axlsparseMatDescr_t, double *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csr");
axlsparseStatus_t axlsparseHpruneCsr2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, const __half *, const axlsparseMatDescr_t, const __half *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csr_bufferSizeExt");
axlsparseStatus_t axlsparseSpruneCsr2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, const axlsparseMatDescr_t, const float *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csr_bufferSizeExt");
axlsparseStatus_t axlsparseDpruneCsr2csr_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, const axlsparseMatDescr_t, const double *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csr_bufferSizeExt");
axlsparseStatus_t axlsparseHpruneCsr2csrNnz(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, const __half *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csrNnz");
axlsparseStatus_t axlsparseSpruneCsr2csrNnz(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csrNnz");
axlsparseStatus_t axlsparseDpruneCsr2csrNnz(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, const axlsparseMatDescr_t, int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csrNnz");
axlsparseStatus_t axlsparseHpruneCsr2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, const __half *, const axlsparseMatDescr_t, __half *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csr");
axlsparseStatus_t axlsparseSpruneCsr2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, const axlsparseMatDescr_t, float *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csr");
axlsparseStatus_t axlsparseDpruneCsr2csr(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, const axlsparseMatDescr_t, double *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csr");
axlsparseStatus_t axlsparseHpruneDense2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, const __half *, int, float, const axlsparseMatDescr_t, const __half *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseSpruneDense2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, const float *, int, float, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseDpruneDense2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, const double *, int, float, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseHpruneDense2csrNnzByPercentage(axlsparseHandle_t, int, int, const __half *, int, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csrNnzByPercentage");
axlsparseStatus_t axlsparseSpruneDense2csrNnzByPercentage(axlsparseHandle_t, int, int, const float *, int, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csrNnzByPercentage");
axlsparseStatus_t axlsparseDpruneDense2csrNnzByPercentage(axlsparseHandle_t, int, int, const double *, int, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csrNnzByPercentage");
axlsparseStatus_t axlsparseHpruneDense2csrByPercentage(axlsparseHandle_t, int, int, const __half *, int, float, const axlsparseMatDescr_t, __half *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneDense2csrByPercentage");
axlsparseStatus_t axlsparseSpruneDense2csrByPercentage(axlsparseHandle_t, int, int, const float *, int, float, const axlsparseMatDescr_t, float *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneDense2csrByPercentage");
axlsparseStatus_t axlsparseDpruneDense2csrByPercentage(axlsparseHandle_t, int, int, const double *, int, float, const axlsparseMatDescr_t, double *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneDense2csrByPercentage");
axlsparseStatus_t axlsparseHpruneCsr2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, float, const axlsparseMatDescr_t, const __half *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseSpruneCsr2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseDpruneCsr2csrByPercentage_bufferSizeExt(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, float, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsparsePruneInfo_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csrByPercentage_bufferSizeExt");
axlsparseStatus_t axlsparseHpruneCsr2csrNnzByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csrNnzByPercentage");
axlsparseStatus_t axlsparseSpruneCsr2csrNnzByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csrNnzByPercentage");
axlsparseStatus_t axlsparseDpruneCsr2csrNnzByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, float, const axlsparseMatDescr_t, int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csrNnzByPercentage");
axlsparseStatus_t axlsparseHpruneCsr2csrByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const __half *, const int *, const int *, float, const axlsparseMatDescr_t, __half *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseHpruneCsr2csrByPercentage");
axlsparseStatus_t axlsparseSpruneCsr2csrByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, const axlsparseMatDescr_t, float *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpruneCsr2csrByPercentage");
axlsparseStatus_t axlsparseDpruneCsr2csrByPercentage(axlsparseHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, float, const axlsparseMatDescr_t, double *, const int *, int *, axlsparsePruneInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDpruneCsr2csrByPercentage");
typedef enum {
  AXLSPARSE_CSR2CSC_ALG_DEFAULT = 1,
  AXLSPARSE_CSR2CSC_ALG1 = 1,
} axlsparseCsr2CscAlg_t;
axlsparseStatus_t axlsparseCsr2cscEx2(axlsparseHandle_t, int, int, int, const void *, const int *, const int *, void *, int *, int *, axlDataType, axlsparseAction_t, axlsparseIndexBase_t, axlsparseCsr2CscAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseCsr2cscEx2");
axlsparseStatus_t axlsparseCsr2cscEx2_bufferSize(axlsparseHandle_t, int, int, int, const void *, const int *, const int *, void *, int *, int *, axlDataType, axlsparseAction_t, axlsparseIndexBase_t, axlsparseCsr2CscAlg_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseCsr2cscEx2_bufferSize");
typedef enum {
  AXLSPARSE_FORMAT_CSR = 1,
  AXLSPARSE_FORMAT_CSC = 2,
  AXLSPARSE_FORMAT_COO = 3,
  AXLSPARSE_FORMAT_BLOCKED_ELL = 5,
  AXLSPARSE_FORMAT_BSR = 6,
  AXLSPARSE_FORMAT_SLICED_ELLPACK = 7,
} axlsparseFormat_t;
typedef enum {
  AXLSPARSE_ORDER_COL = 1,
  AXLSPARSE_ORDER_ROW = 2,
} axlsparseOrder_t;
typedef enum {
  AXLSPARSE_INDEX_16U = 1,
  AXLSPARSE_INDEX_32I = 2,
  AXLSPARSE_INDEX_64I = 3,
} axlsparseIndexType_t;
struct axlsparseSpVecDescr;
struct axlsparseDnVecDescr;
struct axlsparseSpMatDescr;
struct axlsparseDnMatDescr;
typedef struct axlsparseSpVecDescr * axlsparseSpVecDescr_t;
typedef struct axlsparseDnVecDescr * axlsparseDnVecDescr_t;
typedef struct axlsparseSpMatDescr * axlsparseSpMatDescr_t;
typedef struct axlsparseDnMatDescr * axlsparseDnMatDescr_t;
typedef const struct axlsparseSpVecDescr * axlsparseConstSpVecDescr_t;
typedef const struct axlsparseDnVecDescr * axlsparseConstDnVecDescr_t;
typedef const struct axlsparseSpMatDescr * axlsparseConstSpMatDescr_t;
typedef const struct axlsparseDnMatDescr * axlsparseConstDnMatDescr_t;
axlsparseStatus_t axlsparseCreateSpVec(axlsparseSpVecDescr_t *, int64_t, int64_t, void *, void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateSpVec");
axlsparseStatus_t axlsparseCreateConstSpVec(axlsparseConstSpVecDescr_t *, int64_t, int64_t, const void *, const void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateConstSpVec");
axlsparseStatus_t axlsparseDestroySpVec(axlsparseConstSpVecDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseDestroySpVec");
axlsparseStatus_t axlsparseSpVecGet(axlsparseSpVecDescr_t, int64_t *, int64_t *, void **, void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseSpVecGet");
axlsparseStatus_t axlsparseConstSpVecGet(axlsparseConstSpVecDescr_t, int64_t *, int64_t *, const void **, const void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseConstSpVecGet");
axlsparseStatus_t axlsparseSpVecGetIndexBase(axlsparseConstSpVecDescr_t, axlsparseIndexBase_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpVecGetIndexBase");
axlsparseStatus_t axlsparseSpVecGetValues(axlsparseSpVecDescr_t, void **) AXL_CPU_NOT_PROVIDED("axlsparseSpVecGetValues");
axlsparseStatus_t axlsparseConstSpVecGetValues(axlsparseConstSpVecDescr_t, const void **) AXL_CPU_NOT_PROVIDED("axlsparseConstSpVecGetValues");
axlsparseStatus_t axlsparseSpVecSetValues(axlsparseSpVecDescr_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpVecSetValues");
axlsparseStatus_t axlsparseCreateDnVec(axlsparseDnVecDescr_t *, int64_t, void *, axlDataType);
axlsparseStatus_t axlsparseCreateConstDnVec(axlsparseConstDnVecDescr_t *, int64_t, const void *, axlDataType);
axlsparseStatus_t axlsparseDestroyDnVec(axlsparseConstDnVecDescr_t);
axlsparseStatus_t axlsparseDnVecGet(axlsparseDnVecDescr_t, int64_t *, void **, axlDataType *);
axlsparseStatus_t axlsparseConstDnVecGet(axlsparseConstDnVecDescr_t, int64_t *, const void **, axlDataType *);
axlsparseStatus_t axlsparseDnVecGetValues(axlsparseDnVecDescr_t, void **);
axlsparseStatus_t axlsparseConstDnVecGetValues(axlsparseConstDnVecDescr_t, const void **);
axlsparseStatus_t axlsparseDnVecSetValues(axlsparseDnVecDescr_t, void *);
axlsparseStatus_t axlsparseDestroySpMat(axlsparseConstSpMatDescr_t);
axlsparseStatus_t axlsparseSpMatGetFormat(axlsparseConstSpMatDescr_t, axlsparseFormat_t *);
axlsparseStatus_t axlsparseSpMatGetIndexBase(axlsparseConstSpMatDescr_t, axlsparseIndexBase_t *);
axlsparseStatus_t axlsparseSpMatGetValues(axlsparseSpMatDescr_t, void **);
axlsparseStatus_t axlsparseConstSpMatGetValues(axlsparseConstSpMatDescr_t, const void **);
axlsparseStatus_t axlsparseSpMatSetValues(axlsparseSpMatDescr_t, void *);
axlsparseStatus_t axlsparseSpMatGetSize(axlsparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *);
axlsparseStatus_t axlsparseSpMatGetStridedBatch(axlsparseConstSpMatDescr_t, int *) AXL_CPU_NOT_PROVIDED("axlsparseSpMatGetStridedBatch");
axlsparseStatus_t axlsparseCooSetStridedBatch(axlsparseSpMatDescr_t, int, int64_t) AXL_CPU_NOT_PROVIDED("axlsparseCooSetStridedBatch");
axlsparseStatus_t axlsparseCsrSetStridedBatch(axlsparseSpMatDescr_t, int, int64_t, int64_t) AXL_CPU_NOT_PROVIDED("axlsparseCsrSetStridedBatch");
axlsparseStatus_t axlsparseBsrSetStridedBatch(axlsparseSpMatDescr_t, int, int64_t, int64_t, int64_t) AXL_CPU_NOT_PROVIDED("axlsparseBsrSetStridedBatch");
typedef enum {
  AXLSPARSE_SPMAT_FILL_MODE = 0,
  AXLSPARSE_SPMAT_DIAG_TYPE = 1,
} axlsparseSpMatAttribute_t;
axlsparseStatus_t axlsparseSpMatGetAttribute(axlsparseConstSpMatDescr_t, axlsparseSpMatAttribute_t, void *, size_t);
axlsparseStatus_t axlsparseSpMatSetAttribute(axlsparseSpMatDescr_t, axlsparseSpMatAttribute_t, void *, size_t);
axlsparseStatus_t axlsparseCreateCsr(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *, void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType);
axlsparseStatus_t axlsparseCreateConstCsr(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, const void *, const void *, const void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType);
axlsparseStatus_t axlsparseCreateCsc(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *, void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateCsc");
axlsparseStatus_t axlsparseCreateConstCsc(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, const void *, const void *, const void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateConstCsc");
axlsparseStatus_t axlsparseCsrGet(axlsparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, void **, void **, void **, axlsparseIndexType_t *, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *);
axlsparseStatus_t axlsparseConstCsrGet(axlsparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *, const void **, const void **, const void **, axlsparseIndexType_t *, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *);
axlsparseStatus_t axlsparseCscGet(axlsparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, void **, void **, void **, axlsparseIndexType_t *, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseCscGet");
axlsparseStatus_t axlsparseConstCscGet(axlsparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *, const void **, const void **, const void **, axlsparseIndexType_t *, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseConstCscGet");
axlsparseStatus_t axlsparseCsrSetPointers(axlsparseSpMatDescr_t, void *, void *, void *);
axlsparseStatus_t axlsparseCscSetPointers(axlsparseSpMatDescr_t, void *, void *, void *) AXL_CPU_NOT_PROVIDED("axlsparseCscSetPointers");
axlsparseStatus_t axlsparseCreateBsr(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, int64_t, void *, void *, void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType, axlsparseOrder_t) AXL_CPU_NOT_PROVIDED("axlsparseCreateBsr");
axlsparseStatus_t axlsparseCreateConstBsr(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, int64_t, const void *, const void *, const void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType, axlsparseOrder_t) AXL_CPU_NOT_PROVIDED("axlsparseCreateConstBsr");
axlsparseStatus_t axlsparseCreateCoo(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, void *, void *, void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType);
axlsparseStatus_t axlsparseCreateConstCoo(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, const void *, const void *, const void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType);
axlsparseStatus_t axlsparseCooGet(axlsparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, void **, void **, void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *);
axlsparseStatus_t axlsparseConstCooGet(axlsparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *, const void **, const void **, const void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *);
axlsparseStatus_t axlsparseCooSetPointers(axlsparseSpMatDescr_t, void *, void *, void *);
axlsparseStatus_t axlsparseCreateBlockedEll(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, void *, void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateBlockedEll");
axlsparseStatus_t axlsparseCreateConstBlockedEll(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, const void *, const void *, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateConstBlockedEll");
axlsparseStatus_t axlsparseBlockedEllGet(axlsparseSpMatDescr_t, int64_t *, int64_t *, int64_t *, int64_t *, void **, void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseBlockedEllGet");
axlsparseStatus_t axlsparseConstBlockedEllGet(axlsparseConstSpMatDescr_t, int64_t *, int64_t *, int64_t *, int64_t *, const void **, const void **, axlsparseIndexType_t *, axlsparseIndexBase_t *, axlDataType *) AXL_CPU_NOT_PROVIDED("axlsparseConstBlockedEllGet");
axlsparseStatus_t axlsparseCreateSlicedEll(axlsparseSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, int64_t, void *, void *, void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateSlicedEll");
axlsparseStatus_t axlsparseCreateConstSlicedEll(axlsparseConstSpMatDescr_t *, int64_t, int64_t, int64_t, int64_t, int64_t, const void *, const void *, const void *, axlsparseIndexType_t, axlsparseIndexType_t, axlsparseIndexBase_t, axlDataType) AXL_CPU_NOT_PROVIDED("axlsparseCreateConstSlicedEll");
axlsparseStatus_t axlsparseCreateDnMat(axlsparseDnMatDescr_t *, int64_t, int64_t, int64_t, void *, axlDataType, axlsparseOrder_t);
axlsparseStatus_t axlsparseCreateConstDnMat(axlsparseConstDnMatDescr_t *, int64_t, int64_t, int64_t, const void *, axlDataType, axlsparseOrder_t);
axlsparseStatus_t axlsparseDestroyDnMat(axlsparseConstDnMatDescr_t);
axlsparseStatus_t axlsparseDnMatGet(axlsparseDnMatDescr_t, int64_t *, int64_t *, int64_t *, void **, axlDataType *, axlsparseOrder_t *);
axlsparseStatus_t axlsparseConstDnMatGet(axlsparseConstDnMatDescr_t, int64_t *, int64_t *, int64_t *, const void **, axlDataType *, axlsparseOrder_t *);
axlsparseStatus_t axlsparseDnMatGetValues(axlsparseDnMatDescr_t, void **);
axlsparseStatus_t axlsparseConstDnMatGetValues(axlsparseConstDnMatDescr_t, const void **);
axlsparseStatus_t axlsparseDnMatSetValues(axlsparseDnMatDescr_t, void *);
axlsparseStatus_t axlsparseDnMatSetStridedBatch(axlsparseDnMatDescr_t, int, int64_t) AXL_CPU_NOT_PROVIDED("axlsparseDnMatSetStridedBatch");
axlsparseStatus_t axlsparseDnMatGetStridedBatch(axlsparseConstDnMatDescr_t, int *, int64_t *) AXL_CPU_NOT_PROVIDED("axlsparseDnMatGetStridedBatch");
axlsparseStatus_t axlsparseAxpby(axlsparseHandle_t, const void *, axlsparseConstSpVecDescr_t, const void *, axlsparseDnVecDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseAxpby");
axlsparseStatus_t axlsparseGather(axlsparseHandle_t, axlsparseConstDnVecDescr_t, axlsparseSpVecDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseGather");
axlsparseStatus_t axlsparseScatter(axlsparseHandle_t, axlsparseConstSpVecDescr_t, axlsparseDnVecDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseScatter");
axlsparseStatus_t axlsparseRot(axlsparseHandle_t, const void *, const void *, axlsparseSpVecDescr_t, axlsparseDnVecDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseRot");
axlsparseStatus_t axlsparseSpVV_bufferSize(axlsparseHandle_t, axlsparseOperation_t, axlsparseConstSpVecDescr_t, axlsparseConstDnVecDescr_t, const void *, axlDataType, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpVV_bufferSize");
axlsparseStatus_t axlsparseSpVV(axlsparseHandle_t, axlsparseOperation_t, axlsparseConstSpVecDescr_t, axlsparseConstDnVecDescr_t, void *, axlDataType, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpVV");
typedef enum {
  AXLSPARSE_SPARSETODENSE_ALG_DEFAULT = 0,
} axlsparseSparseToDenseAlg_t;
axlsparseStatus_t axlsparseSparseToDense_bufferSize(axlsparseHandle_t, axlsparseConstSpMatDescr_t, axlsparseDnMatDescr_t, axlsparseSparseToDenseAlg_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSparseToDense_bufferSize");
axlsparseStatus_t axlsparseSparseToDense(axlsparseHandle_t, axlsparseConstSpMatDescr_t, axlsparseDnMatDescr_t, axlsparseSparseToDenseAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSparseToDense");
typedef enum {
  AXLSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0,
} axlsparseDenseToSparseAlg_t;
axlsparseStatus_t axlsparseDenseToSparse_bufferSize(axlsparseHandle_t, axlsparseConstDnMatDescr_t, axlsparseSpMatDescr_t, axlsparseDenseToSparseAlg_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseDenseToSparse_bufferSize");
axlsparseStatus_t axlsparseDenseToSparse_analysis(axlsparseHandle_t, axlsparseConstDnMatDescr_t, axlsparseSpMatDescr_t, axlsparseDenseToSparseAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDenseToSparse_analysis");
axlsparseStatus_t axlsparseDenseToSparse_convert(axlsparseHandle_t, axlsparseConstDnMatDescr_t, axlsparseSpMatDescr_t, axlsparseDenseToSparseAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseDenseToSparse_convert");
typedef enum {
  AXLSPARSE_SPMV_ALG_DEFAULT = 0,
  AXLSPARSE_SPMV_CSR_ALG1 = 2,
  AXLSPARSE_SPMV_CSR_ALG2 = 3,
  AXLSPARSE_SPMV_COO_ALG1 = 1,
  AXLSPARSE_SPMV_COO_ALG2 = 4,
  AXLSPARSE_SPMV_SELL_ALG1 = 5,
  AXLSPARSE_SPMV_BSR_ALG1 = 6,
} axlsparseSpMVAlg_t;
axlsparseStatus_t axlsparseSpMV(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, const void *, axlsparseDnVecDescr_t, axlDataType, axlsparseSpMVAlg_t, void *);
axlsparseStatus_t axlsparseSpMV_bufferSize(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, const void *, axlsparseDnVecDescr_t, axlDataType, axlsparseSpMVAlg_t, size_t *);
axlsparseStatus_t axlsparseSpMV_preprocess(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, const void *, axlsparseDnVecDescr_t, axlDataType, axlsparseSpMVAlg_t, void *);
typedef enum {
  AXLSPARSE_SPSV_ALG_DEFAULT = 0,
} axlsparseSpSVAlg_t;
typedef enum {
  AXLSPARSE_SPSV_UPDATE_GENERAL = 0,
  AXLSPARSE_SPSV_UPDATE_DIAGONAL = 1,
} axlsparseSpSVUpdate_t;
struct axlsparseSpSVDescr;
typedef struct axlsparseSpSVDescr * axlsparseSpSVDescr_t;
axlsparseStatus_t axlsparseSpSV_createDescr(axlsparseSpSVDescr_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_createDescr");
axlsparseStatus_t axlsparseSpSV_destroyDescr(axlsparseSpSVDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_destroyDescr");
axlsparseStatus_t axlsparseSpSV_bufferSize(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, axlsparseDnVecDescr_t, axlDataType, axlsparseSpSVAlg_t, axlsparseSpSVDescr_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_bufferSize");
axlsparseStatus_t axlsparseSpSV_analysis(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, axlsparseDnVecDescr_t, axlDataType, axlsparseSpSVAlg_t, axlsparseSpSVDescr_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_analysis");
axlsparseStatus_t axlsparseSpSV_solve(axlsparseHandle_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnVecDescr_t, axlsparseDnVecDescr_t, axlDataType, axlsparseSpSVAlg_t, axlsparseSpSVDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_solve");
axlsparseStatus_t axlsparseSpSV_updateMatrix(axlsparseHandle_t, axlsparseSpSVDescr_t, void *, axlsparseSpSVUpdate_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSV_updateMatrix");
typedef enum {
  AXLSPARSE_SPSM_ALG_DEFAULT = 0,
} axlsparseSpSMAlg_t;
typedef enum {
  AXLSPARSE_SPSM_UPDATE_GENERAL = 0,
  AXLSPARSE_SPSM_UPDATE_DIAGONAL = 1,
} axlsparseSpSMUpdate_t;
struct axlsparseSpSMDescr;
typedef struct axlsparseSpSMDescr * axlsparseSpSMDescr_t;
axlsparseStatus_t axlsparseSpSM_createDescr(axlsparseSpSMDescr_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_createDescr");
axlsparseStatus_t axlsparseSpSM_destroyDescr(axlsparseSpSMDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_destroyDescr");
axlsparseStatus_t axlsparseSpSM_bufferSize(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, axlsparseDnMatDescr_t, axlDataType, axlsparseSpSMAlg_t, axlsparseSpSMDescr_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_bufferSize");
axlsparseStatus_t axlsparseSpSM_analysis(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, axlsparseDnMatDescr_t, axlDataType, axlsparseSpSMAlg_t, axlsparseSpSMDescr_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_analysis");
axlsparseStatus_t axlsparseSpSM_solve(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, axlsparseDnMatDescr_t, axlDataType, axlsparseSpSMAlg_t, axlsparseSpSMDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_solve");
axlsparseStatus_t axlsparseSpSM_updateMatrix(axlsparseHandle_t, axlsparseSpSMDescr_t, void *, axlsparseSpSMUpdate_t) AXL_CPU_NOT_PROVIDED("axlsparseSpSM_updateMatrix");
typedef enum {
  AXLSPARSE_SPMM_ALG_DEFAULT = 0,
  AXLSPARSE_SPMM_COO_ALG1 = 1,
  AXLSPARSE_SPMM_COO_ALG2 = 2,
  AXLSPARSE_SPMM_COO_ALG3 = 3,
  AXLSPARSE_SPMM_COO_ALG4 = 5,
  AXLSPARSE_SPMM_CSR_ALG1 = 4,
  AXLSPARSE_SPMM_CSR_ALG2 = 6,
  AXLSPARSE_SPMM_CSR_ALG3 = 12,
  AXLSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
  AXLSPARSE_SPMM_BSR_ALG1 = 14,
} axlsparseSpMMAlg_t;
axlsparseStatus_t axlsparseSpMM_bufferSize(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseDnMatDescr_t, axlDataType, axlsparseSpMMAlg_t, size_t *);
axlsparseStatus_t axlsparseSpMM_preprocess(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseDnMatDescr_t, axlDataType, axlsparseSpMMAlg_t, void *);
axlsparseStatus_t axlsparseSpMM(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseDnMatDescr_t, axlDataType, axlsparseSpMMAlg_t, void *);
typedef enum {
  AXLSPARSE_SPGEMM_DEFAULT = 0,
  AXLSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
  AXLSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2,
  AXLSPARSE_SPGEMM_ALG1 = 3,
  AXLSPARSE_SPGEMM_ALG2 = 4,
  AXLSPARSE_SPGEMM_ALG3 = 5,
} axlsparseSpGEMMAlg_t;
struct axlsparseSpGEMMDescr;
typedef struct axlsparseSpGEMMDescr * axlsparseSpGEMMDescr_t;
axlsparseStatus_t axlsparseSpGEMM_createDescr(axlsparseSpGEMMDescr_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_createDescr");
axlsparseStatus_t axlsparseSpGEMM_destroyDescr(axlsparseSpGEMMDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_destroyDescr");
axlsparseStatus_t axlsparseSpGEMM_workEstimation(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, size_t *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_workEstimation");
axlsparseStatus_t axlsparseSpGEMM_getNumProducts(axlsparseSpGEMMDescr_t, int64_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_getNumProducts");
axlsparseStatus_t axlsparseSpGEMM_estimateMemory(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, float, size_t *, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_estimateMemory");
axlsparseStatus_t axlsparseSpGEMM_compute(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, size_t *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_compute");
axlsparseStatus_t axlsparseSpGEMM_copy(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMM_copy");
axlsparseStatus_t axlsparseSpGEMMreuse_workEstimation(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, axlsparseSpMatDescr_t, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, size_t *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMMreuse_workEstimation");
axlsparseStatus_t axlsparseSpGEMMreuse_nnz(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, axlsparseSpMatDescr_t, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, size_t *, void *, size_t *, void *, size_t *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMMreuse_nnz");
axlsparseStatus_t axlsparseSpGEMMreuse_copy(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, axlsparseSpMatDescr_t, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t, size_t *, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMMreuse_copy");
axlsparseStatus_t axlsparseSpGEMMreuse_compute(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstSpMatDescr_t, axlsparseConstSpMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSpGEMMAlg_t, axlsparseSpGEMMDescr_t) AXL_CPU_NOT_PROVIDED("axlsparseSpGEMMreuse_compute");
typedef enum {
  AXLSPARSE_SDDMM_ALG_DEFAULT = 0,
} axlsparseSDDMMAlg_t;
axlsparseStatus_t axlsparseSDDMM_bufferSize(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstDnMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSDDMMAlg_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSDDMM_bufferSize");
axlsparseStatus_t axlsparseSDDMM_preprocess(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstDnMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSDDMMAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSDDMM_preprocess");
axlsparseStatus_t axlsparseSDDMM(axlsparseHandle_t, axlsparseOperation_t, axlsparseOperation_t, const void *, axlsparseConstDnMatDescr_t, axlsparseConstDnMatDescr_t, const void *, axlsparseSpMatDescr_t, axlDataType, axlsparseSDDMMAlg_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSDDMM");
struct axlsparseSpMMOpPlan;
typedef struct axlsparseSpMMOpPlan * axlsparseSpMMOpPlan_t;
typedef enum {
  AXLSPARSE_SPMM_OP_ALG_DEFAULT = 0,
} axlsparseSpMMOpAlg_t;
axlsparseStatus_t axlsparseSpMMOp_createPlan(axlsparseHandle_t, axlsparseSpMMOpPlan_t *, axlsparseOperation_t, axlsparseOperation_t, axlsparseConstSpMatDescr_t, axlsparseConstDnMatDescr_t, axlsparseDnMatDescr_t, axlDataType, axlsparseSpMMOpAlg_t, const void *, size_t, const void *, size_t, const void *, size_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsparseSpMMOp_createPlan");
axlsparseStatus_t axlsparseSpMMOp(axlsparseSpMMOpPlan_t, void *) AXL_CPU_NOT_PROVIDED("axlsparseSpMMOp");
axlsparseStatus_t axlsparseSpMMOp_destroyPlan(axlsparseSpMMOpPlan_t) AXL_CPU_NOT_PROVIDED("axlsparseSpMMOp_destroyPlan");
} // extern "C"
