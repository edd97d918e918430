// CPU backend of <axl/solver.h>: the types, enumerations, structs and macros of cusolverDn.h, cusolverSp.h, cusolverRf.h, cusolverMg.h, cusolverSp_LOWLEVEL_PREVIEW.h, cusolver_common.h
// (CUDA 13.0) under dialect names, with the toolkit's values, so code that
// includes the header or uses its types builds. The library is not
// implemented on the CPU backend: each function is declared with the
// `error` attribute, so a call that is compiled fails, naming the function
// and the backend (taking a function's address fails to link).
// Written by scripts/gen-cpu-library-stubs.py cusolver; checked by
// tests/cpu/library_headers.test.
#pragma once
#include <axl/cpu/detail/not_provided.h>

#define AXLSOLVERDN_H_
#define AXLSOLVERSP_H_
#define AXLSOLVERRF_H_
#define AXLSOLVERMG_H_
#define AXLSOLVERSP_LOWLEVEL_PREVIEW_H_
#define AXLSOLVER_COMMON_H_
#define AXLSOLVERAPI
#define AXLSOLVERMG_DEPRECATED [[deprecated]]
#define AXLSOLVER_DEPRECATED(new_func) [[deprecated("please use " #new_func " instead")]]
#define AXLSOLVER_DEPRECATED_ [[deprecated]]
#define AXLSOLVER_DEPRECATED_ENUM(new_enum) [[deprecated("please use " #new_enum " instead")]]
#define AXLSOLVER_VERSION (AXLSOLVER_VER_MAJOR * 1000 + AXLSOLVER_VER_MINOR * 100 + AXLSOLVER_VER_PATCH)
#define AXLSOLVER_VER_BUILD 66
#define AXLSOLVER_VER_MAJOR 12
#define AXLSOLVER_VER_MINOR 0
#define AXLSOLVER_VER_PATCH 4

extern "C" {
struct axlsolverDnContext;
typedef struct axlsolverDnContext * axlsolverDnHandle_t;
struct axlsolverSyevjInfo;
typedef struct axlsolverSyevjInfo * axlsolverSyevjInfo_t;
struct axlsolverGesvdjInfo;
typedef struct axlsolverGesvdjInfo * axlsolverGesvdjInfo_t;
struct axlsolverDnIRSParams;
typedef struct axlsolverDnIRSParams * axlsolverDnIRSParams_t;
struct axlsolverDnIRSInfos;
typedef struct axlsolverDnIRSInfos * axlsolverDnIRSInfos_t;
struct axlsolverDnParams;
typedef struct axlsolverDnParams * axlsolverDnParams_t;
typedef enum {
  AXLSOLVERDN_GETRF = 0,
  AXLSOLVERDN_POTRF = 1,
  AXLSOLVERDN_SYEVBATCHED = 2,
} axlsolverDnFunction_t;
typedef int axlsolver_int_t;
typedef enum {
  AXLSOLVER_STATUS_SUCCESS = 0,
  AXLSOLVER_STATUS_NOT_INITIALIZED = 1,
  AXLSOLVER_STATUS_ALLOC_FAILED = 2,
  AXLSOLVER_STATUS_INVALID_VALUE = 3,
  AXLSOLVER_STATUS_ARCH_MISMATCH = 4,
  AXLSOLVER_STATUS_MAPPING_ERROR = 5,
  AXLSOLVER_STATUS_EXECUTION_FAILED = 6,
  AXLSOLVER_STATUS_INTERNAL_ERROR = 7,
  AXLSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  AXLSOLVER_STATUS_NOT_SUPPORTED = 9,
  AXLSOLVER_STATUS_ZERO_PIVOT = 10,
  AXLSOLVER_STATUS_INVALID_LICENSE = 11,
  AXLSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED = 12,
  AXLSOLVER_STATUS_IRS_PARAMS_INVALID = 13,
  AXLSOLVER_STATUS_IRS_PARAMS_INVALID_PREC = 14,
  AXLSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE = 15,
  AXLSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER = 16,
  AXLSOLVER_STATUS_IRS_INTERNAL_ERROR = 20,
  AXLSOLVER_STATUS_IRS_NOT_SUPPORTED = 21,
  AXLSOLVER_STATUS_IRS_OUT_OF_RANGE = 22,
  AXLSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES = 23,
  AXLSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED = 25,
  AXLSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED = 26,
  AXLSOLVER_STATUS_IRS_MATRIX_SINGULAR = 30,
  AXLSOLVER_STATUS_INVALID_WORKSPACE = 31,
} axlsolverStatus_t;
typedef enum {
  AXLSOLVER_EIG_TYPE_1 = 1,
  AXLSOLVER_EIG_TYPE_2 = 2,
  AXLSOLVER_EIG_TYPE_3 = 3,
} axlsolverEigType_t;
typedef enum {
  AXLSOLVER_EIG_MODE_NOVECTOR = 0,
  AXLSOLVER_EIG_MODE_VECTOR = 1,
} axlsolverEigMode_t;
typedef enum {
  AXLSOLVER_EIG_RANGE_ALL = 1001,
  AXLSOLVER_EIG_RANGE_I = 1002,
  AXLSOLVER_EIG_RANGE_V = 1003,
} axlsolverEigRange_t;
typedef enum {
  AXLSOLVER_INF_NORM = 104,
  AXLSOLVER_MAX_NORM = 105,
  AXLSOLVER_ONE_NORM = 106,
  AXLSOLVER_FRO_NORM = 107,
} axlsolverNorm_t;
typedef enum {
  AXLSOLVER_IRS_REFINE_NOT_SET = 1100,
  AXLSOLVER_IRS_REFINE_NONE = 1101,
  AXLSOLVER_IRS_REFINE_CLASSICAL = 1102,
  AXLSOLVER_IRS_REFINE_CLASSICAL_GMRES = 1103,
  AXLSOLVER_IRS_REFINE_GMRES = 1104,
  AXLSOLVER_IRS_REFINE_GMRES_GMRES = 1105,
  AXLSOLVER_IRS_REFINE_GMRES_NOPCOND = 1106,
  AXLSOLVER_PREC_DD = 1150,
  AXLSOLVER_PREC_SS = 1151,
  AXLSOLVER_PREC_SHT = 1152,
} axlsolverIRSRefinement_t;
typedef enum {
  AXLSOLVER_R_8I = 1201,
  AXLSOLVER_R_8U = 1202,
  AXLSOLVER_R_64F = 1203,
  AXLSOLVER_R_32F = 1204,
  AXLSOLVER_R_16F = 1205,
  AXLSOLVER_R_16BF = 1206,
  AXLSOLVER_R_TF32 = 1207,
  AXLSOLVER_R_AP = 1208,
  AXLSOLVER_C_8I = 1211,
  AXLSOLVER_C_8U = 1212,
  AXLSOLVER_C_64F = 1213,
  AXLSOLVER_C_32F = 1214,
  AXLSOLVER_C_16F = 1215,
  AXLSOLVER_C_16BF = 1216,
  AXLSOLVER_C_TF32 = 1217,
  AXLSOLVER_C_AP = 1218,
} axlsolverPrecType_t;
typedef enum {
  AXLSOLVER_ALG_0 = 0,
  AXLSOLVER_ALG_1 = 1,
  AXLSOLVER_ALG_2 = 2,
} axlsolverAlgMode_t;
typedef enum {
  AXLBLAS_STOREV_COLUMNWISE = 0,
  AXLBLAS_STOREV_ROWWISE = 1,
} axlsolverStorevMode_t;
typedef enum {
  AXLBLAS_DIRECT_FORWARD = 0,
  AXLBLAS_DIRECT_BACKWARD = 1,
} axlsolverDirectMode_t;
typedef enum {
  AXLSOLVER_DETERMINISTIC_RESULTS = 1,
  AXLSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS = 2,
} axlsolverDeterministicMode_t;
typedef enum {
  AXLSOLVER_DEFAULT_MATH = 1,
  AXLSOLVER_FP32_EMULATED_BF16X9_MATH = 2,
} axlsolverMathMode_t;
axlsolverStatus_t axlsolverGetProperty(libraryPropertyType, int *) AXL_CPU_NOT_PROVIDED("axlsolverGetProperty");
axlsolverStatus_t axlsolverGetVersion(int *) AXL_CPU_NOT_PROVIDED("axlsolverGetVersion");
axlsolverStatus_t axlsolverDnCreate(axlsolverDnHandle_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCreate");
axlsolverStatus_t axlsolverDnDestroy(axlsolverDnHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDestroy");
axlsolverStatus_t axlsolverDnSetStream(axlsolverDnHandle_t, axlStream_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSetStream");
axlsolverStatus_t axlsolverDnGetStream(axlsolverDnHandle_t, axlStream_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnGetStream");
axlsolverStatus_t axlsolverDnSetDeterministicMode(axlsolverDnHandle_t, axlsolverDeterministicMode_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSetDeterministicMode");
axlsolverStatus_t axlsolverDnGetDeterministicMode(axlsolverDnHandle_t, axlsolverDeterministicMode_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnGetDeterministicMode");
axlsolverStatus_t axlsolverDnSetMathMode(axlsolverDnHandle_t, axlsolverMathMode_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSetMathMode");
axlsolverStatus_t axlsolverDnGetMathMode(axlsolverDnHandle_t, axlsolverMathMode_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnGetMathMode");
axlsolverStatus_t axlsolverDnSetEmulationStrategy(axlsolverDnHandle_t, axlEmulationStrategy_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSetEmulationStrategy");
axlsolverStatus_t axlsolverDnGetEmulationStrategy(axlsolverDnHandle_t, axlEmulationStrategy_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnGetEmulationStrategy");
axlsolverStatus_t axlsolverDnIRSParamsCreate(axlsolverDnIRSParams_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsCreate");
axlsolverStatus_t axlsolverDnIRSParamsDestroy(axlsolverDnIRSParams_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsDestroy");
axlsolverStatus_t axlsolverDnIRSParamsSetRefinementSolver(axlsolverDnIRSParams_t, axlsolverIRSRefinement_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetRefinementSolver");
axlsolverStatus_t axlsolverDnIRSParamsSetSolverMainPrecision(axlsolverDnIRSParams_t, axlsolverPrecType_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetSolverMainPrecision");
axlsolverStatus_t axlsolverDnIRSParamsSetSolverLowestPrecision(axlsolverDnIRSParams_t, axlsolverPrecType_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetSolverLowestPrecision");
axlsolverStatus_t axlsolverDnIRSParamsSetSolverPrecisions(axlsolverDnIRSParams_t, axlsolverPrecType_t, axlsolverPrecType_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetSolverPrecisions");
axlsolverStatus_t axlsolverDnIRSParamsSetTol(axlsolverDnIRSParams_t, double) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetTol");
axlsolverStatus_t axlsolverDnIRSParamsSetTolInner(axlsolverDnIRSParams_t, double) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetTolInner");
axlsolverStatus_t axlsolverDnIRSParamsSetMaxIters(axlsolverDnIRSParams_t, axlsolver_int_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetMaxIters");
axlsolverStatus_t axlsolverDnIRSParamsSetMaxItersInner(axlsolverDnIRSParams_t, axlsolver_int_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsSetMaxItersInner");
axlsolverStatus_t axlsolverDnIRSParamsGetMaxIters(axlsolverDnIRSParams_t, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsGetMaxIters");
axlsolverStatus_t axlsolverDnIRSParamsEnableFallback(axlsolverDnIRSParams_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsEnableFallback");
axlsolverStatus_t axlsolverDnIRSParamsDisableFallback(axlsolverDnIRSParams_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSParamsDisableFallback");
axlsolverStatus_t axlsolverDnIRSInfosDestroy(axlsolverDnIRSInfos_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosDestroy");
axlsolverStatus_t axlsolverDnIRSInfosCreate(axlsolverDnIRSInfos_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosCreate");
axlsolverStatus_t axlsolverDnIRSInfosGetNiters(axlsolverDnIRSInfos_t, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosGetNiters");
axlsolverStatus_t axlsolverDnIRSInfosGetOuterNiters(axlsolverDnIRSInfos_t, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosGetOuterNiters");
axlsolverStatus_t axlsolverDnIRSInfosRequestResidual(axlsolverDnIRSInfos_t) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosRequestResidual");
axlsolverStatus_t axlsolverDnIRSInfosGetResidualHistory(axlsolverDnIRSInfos_t, void **) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosGetResidualHistory");
axlsolverStatus_t axlsolverDnIRSInfosGetMaxIters(axlsolverDnIRSInfos_t, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSInfosGetMaxIters");
axlsolverStatus_t axlsolverDnZZgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZZgesv");
axlsolverStatus_t axlsolverDnZCgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZCgesv");
axlsolverStatus_t axlsolverDnZKgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZKgesv");
axlsolverStatus_t axlsolverDnZEgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZEgesv");
axlsolverStatus_t axlsolverDnZYgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZYgesv");
axlsolverStatus_t axlsolverDnCCgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCCgesv");
axlsolverStatus_t axlsolverDnCEgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCEgesv");
axlsolverStatus_t axlsolverDnCKgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCKgesv");
axlsolverStatus_t axlsolverDnCYgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCYgesv");
axlsolverStatus_t axlsolverDnDDgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDDgesv");
axlsolverStatus_t axlsolverDnDSgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDSgesv");
axlsolverStatus_t axlsolverDnDHgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDHgesv");
axlsolverStatus_t axlsolverDnDBgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDBgesv");
axlsolverStatus_t axlsolverDnDXgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDXgesv");
axlsolverStatus_t axlsolverDnSSgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSSgesv");
axlsolverStatus_t axlsolverDnSHgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSHgesv");
axlsolverStatus_t axlsolverDnSBgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSBgesv");
axlsolverStatus_t axlsolverDnSXgesv(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSXgesv");
axlsolverStatus_t axlsolverDnZZgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZZgesv_bufferSize");
axlsolverStatus_t axlsolverDnZCgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZCgesv_bufferSize");
axlsolverStatus_t axlsolverDnZKgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZKgesv_bufferSize");
axlsolverStatus_t axlsolverDnZEgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZEgesv_bufferSize");
axlsolverStatus_t axlsolverDnZYgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlsolver_int_t *, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZYgesv_bufferSize");
axlsolverStatus_t axlsolverDnCCgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCCgesv_bufferSize");
axlsolverStatus_t axlsolverDnCKgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCKgesv_bufferSize");
axlsolverStatus_t axlsolverDnCEgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCEgesv_bufferSize");
axlsolverStatus_t axlsolverDnCYgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlsolver_int_t *, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCYgesv_bufferSize");
axlsolverStatus_t axlsolverDnDDgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDDgesv_bufferSize");
axlsolverStatus_t axlsolverDnDSgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDSgesv_bufferSize");
axlsolverStatus_t axlsolverDnDHgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDHgesv_bufferSize");
axlsolverStatus_t axlsolverDnDBgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDBgesv_bufferSize");
axlsolverStatus_t axlsolverDnDXgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, axlsolver_int_t *, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDXgesv_bufferSize");
axlsolverStatus_t axlsolverDnSSgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSSgesv_bufferSize");
axlsolverStatus_t axlsolverDnSHgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSHgesv_bufferSize");
axlsolverStatus_t axlsolverDnSBgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSBgesv_bufferSize");
axlsolverStatus_t axlsolverDnSXgesv_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, axlsolver_int_t *, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSXgesv_bufferSize");
axlsolverStatus_t axlsolverDnZZgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZZgels");
axlsolverStatus_t axlsolverDnZCgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZCgels");
axlsolverStatus_t axlsolverDnZKgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZKgels");
axlsolverStatus_t axlsolverDnZEgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZEgels");
axlsolverStatus_t axlsolverDnZYgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZYgels");
axlsolverStatus_t axlsolverDnCCgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCCgels");
axlsolverStatus_t axlsolverDnCKgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCKgels");
axlsolverStatus_t axlsolverDnCEgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCEgels");
axlsolverStatus_t axlsolverDnCYgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCYgels");
axlsolverStatus_t axlsolverDnDDgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDDgels");
axlsolverStatus_t axlsolverDnDSgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDSgels");
axlsolverStatus_t axlsolverDnDHgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDHgels");
axlsolverStatus_t axlsolverDnDBgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDBgels");
axlsolverStatus_t axlsolverDnDXgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDXgels");
axlsolverStatus_t axlsolverDnSSgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSSgels");
axlsolverStatus_t axlsolverDnSHgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSHgels");
axlsolverStatus_t axlsolverDnSBgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSBgels");
axlsolverStatus_t axlsolverDnSXgels(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSXgels");
axlsolverStatus_t axlsolverDnZZgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZZgels_bufferSize");
axlsolverStatus_t axlsolverDnZCgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZCgels_bufferSize");
axlsolverStatus_t axlsolverDnZKgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZKgels_bufferSize");
axlsolverStatus_t axlsolverDnZEgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZEgels_bufferSize");
axlsolverStatus_t axlsolverDnZYgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, axlDoubleComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnZYgels_bufferSize");
axlsolverStatus_t axlsolverDnCCgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCCgels_bufferSize");
axlsolverStatus_t axlsolverDnCKgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCKgels_bufferSize");
axlsolverStatus_t axlsolverDnCEgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCEgels_bufferSize");
axlsolverStatus_t axlsolverDnCYgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, axlComplex *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCYgels_bufferSize");
axlsolverStatus_t axlsolverDnDDgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDDgels_bufferSize");
axlsolverStatus_t axlsolverDnDSgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDSgels_bufferSize");
axlsolverStatus_t axlsolverDnDHgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDHgels_bufferSize");
axlsolverStatus_t axlsolverDnDBgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDBgels_bufferSize");
axlsolverStatus_t axlsolverDnDXgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, double *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnDXgels_bufferSize");
axlsolverStatus_t axlsolverDnSSgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSSgels_bufferSize");
axlsolverStatus_t axlsolverDnSHgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSHgels_bufferSize");
axlsolverStatus_t axlsolverDnSBgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSBgels_bufferSize");
axlsolverStatus_t axlsolverDnSXgels_bufferSize(axlsolverDnHandle_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, float *, axlsolver_int_t, void *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnSXgels_bufferSize");
axlsolverStatus_t axlsolverDnIRSXgesv(axlsolverDnHandle_t, axlsolverDnIRSParams_t, axlsolverDnIRSInfos_t, axlsolver_int_t, axlsolver_int_t, void *, axlsolver_int_t, void *, axlsolver_int_t, void *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSXgesv");
axlsolverStatus_t axlsolverDnIRSXgesv_bufferSize(axlsolverDnHandle_t, axlsolverDnIRSParams_t, axlsolver_int_t, axlsolver_int_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSXgesv_bufferSize");
axlsolverStatus_t axlsolverDnIRSXgels(axlsolverDnHandle_t, axlsolverDnIRSParams_t, axlsolverDnIRSInfos_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, void *, axlsolver_int_t, void *, axlsolver_int_t, void *, axlsolver_int_t, void *, size_t, axlsolver_int_t *, axlsolver_int_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSXgels");
axlsolverStatus_t axlsolverDnIRSXgels_bufferSize(axlsolverDnHandle_t, axlsolverDnIRSParams_t, axlsolver_int_t, axlsolver_int_t, axlsolver_int_t, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnIRSXgels_bufferSize");
axlsolverStatus_t axlsolverDnSpotrf_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotrf_bufferSize");
axlsolverStatus_t axlsolverDnDpotrf_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotrf_bufferSize");
axlsolverStatus_t axlsolverDnCpotrf_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotrf_bufferSize");
axlsolverStatus_t axlsolverDnZpotrf_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotrf_bufferSize");
axlsolverStatus_t axlsolverDnSpotrf(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotrf");
axlsolverStatus_t axlsolverDnDpotrf(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotrf");
axlsolverStatus_t axlsolverDnCpotrf(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotrf");
axlsolverStatus_t axlsolverDnZpotrf(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotrf");
axlsolverStatus_t axlsolverDnSpotrs(axlsolverDnHandle_t, axlblasFillMode_t, int, int, const float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotrs");
axlsolverStatus_t axlsolverDnDpotrs(axlsolverDnHandle_t, axlblasFillMode_t, int, int, const double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotrs");
axlsolverStatus_t axlsolverDnCpotrs(axlsolverDnHandle_t, axlblasFillMode_t, int, int, const axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotrs");
axlsolverStatus_t axlsolverDnZpotrs(axlsolverDnHandle_t, axlblasFillMode_t, int, int, const axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotrs");
axlsolverStatus_t axlsolverDnSpotrfBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, float **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotrfBatched");
axlsolverStatus_t axlsolverDnDpotrfBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, double **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotrfBatched");
axlsolverStatus_t axlsolverDnCpotrfBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotrfBatched");
axlsolverStatus_t axlsolverDnZpotrfBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotrfBatched");
axlsolverStatus_t axlsolverDnSpotrsBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, int, float **, int, float **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotrsBatched");
axlsolverStatus_t axlsolverDnDpotrsBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, int, double **, int, double **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotrsBatched");
axlsolverStatus_t axlsolverDnCpotrsBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, int, axlComplex **, int, axlComplex **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotrsBatched");
axlsolverStatus_t axlsolverDnZpotrsBatched(axlsolverDnHandle_t, axlblasFillMode_t, int, int, axlDoubleComplex **, int, axlDoubleComplex **, int, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotrsBatched");
axlsolverStatus_t axlsolverDnSpotri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotri_bufferSize");
axlsolverStatus_t axlsolverDnDpotri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotri_bufferSize");
axlsolverStatus_t axlsolverDnCpotri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotri_bufferSize");
axlsolverStatus_t axlsolverDnZpotri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotri_bufferSize");
axlsolverStatus_t axlsolverDnSpotri(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSpotri");
axlsolverStatus_t axlsolverDnDpotri(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDpotri");
axlsolverStatus_t axlsolverDnCpotri(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCpotri");
axlsolverStatus_t axlsolverDnZpotri(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZpotri");
axlsolverStatus_t axlsolverDnXtrtri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, axlblasDiagType_t, int64_t, axlDataType, void *, int64_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXtrtri_bufferSize");
axlsolverStatus_t axlsolverDnXtrtri(axlsolverDnHandle_t, axlblasFillMode_t, axlblasDiagType_t, int64_t, axlDataType, void *, int64_t, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXtrtri");
axlsolverStatus_t axlsolverDnSlauum_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSlauum_bufferSize");
axlsolverStatus_t axlsolverDnDlauum_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDlauum_bufferSize");
axlsolverStatus_t axlsolverDnClauum_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnClauum_bufferSize");
axlsolverStatus_t axlsolverDnZlauum_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZlauum_bufferSize");
axlsolverStatus_t axlsolverDnSlauum(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSlauum");
axlsolverStatus_t axlsolverDnDlauum(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDlauum");
axlsolverStatus_t axlsolverDnClauum(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnClauum");
axlsolverStatus_t axlsolverDnZlauum(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZlauum");
axlsolverStatus_t axlsolverDnSgetrf_bufferSize(axlsolverDnHandle_t, int, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgetrf_bufferSize");
axlsolverStatus_t axlsolverDnDgetrf_bufferSize(axlsolverDnHandle_t, int, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgetrf_bufferSize");
axlsolverStatus_t axlsolverDnCgetrf_bufferSize(axlsolverDnHandle_t, int, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgetrf_bufferSize");
axlsolverStatus_t axlsolverDnZgetrf_bufferSize(axlsolverDnHandle_t, int, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgetrf_bufferSize");
axlsolverStatus_t axlsolverDnSgetrf(axlsolverDnHandle_t, int, int, float *, int, float *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgetrf");
axlsolverStatus_t axlsolverDnDgetrf(axlsolverDnHandle_t, int, int, double *, int, double *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgetrf");
axlsolverStatus_t axlsolverDnCgetrf(axlsolverDnHandle_t, int, int, axlComplex *, int, axlComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgetrf");
axlsolverStatus_t axlsolverDnZgetrf(axlsolverDnHandle_t, int, int, axlDoubleComplex *, int, axlDoubleComplex *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgetrf");
axlsolverStatus_t axlsolverDnSlaswp(axlsolverDnHandle_t, int, float *, int, int, int, const int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSlaswp");
axlsolverStatus_t axlsolverDnDlaswp(axlsolverDnHandle_t, int, double *, int, int, int, const int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDlaswp");
axlsolverStatus_t axlsolverDnClaswp(axlsolverDnHandle_t, int, axlComplex *, int, int, int, const int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnClaswp");
axlsolverStatus_t axlsolverDnZlaswp(axlsolverDnHandle_t, int, axlDoubleComplex *, int, int, int, const int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZlaswp");
axlsolverStatus_t axlsolverDnSgetrs(axlsolverDnHandle_t, axlblasOperation_t, int, int, const float *, int, const int *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgetrs");
axlsolverStatus_t axlsolverDnDgetrs(axlsolverDnHandle_t, axlblasOperation_t, int, int, const double *, int, const int *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgetrs");
axlsolverStatus_t axlsolverDnCgetrs(axlsolverDnHandle_t, axlblasOperation_t, int, int, const axlComplex *, int, const int *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgetrs");
axlsolverStatus_t axlsolverDnZgetrs(axlsolverDnHandle_t, axlblasOperation_t, int, int, const axlDoubleComplex *, int, const int *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgetrs");
axlsolverStatus_t axlsolverDnSgeqrf_bufferSize(axlsolverDnHandle_t, int, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgeqrf_bufferSize");
axlsolverStatus_t axlsolverDnDgeqrf_bufferSize(axlsolverDnHandle_t, int, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgeqrf_bufferSize");
axlsolverStatus_t axlsolverDnCgeqrf_bufferSize(axlsolverDnHandle_t, int, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgeqrf_bufferSize");
axlsolverStatus_t axlsolverDnZgeqrf_bufferSize(axlsolverDnHandle_t, int, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgeqrf_bufferSize");
axlsolverStatus_t axlsolverDnSgeqrf(axlsolverDnHandle_t, int, int, float *, int, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgeqrf");
axlsolverStatus_t axlsolverDnDgeqrf(axlsolverDnHandle_t, int, int, double *, int, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgeqrf");
axlsolverStatus_t axlsolverDnCgeqrf(axlsolverDnHandle_t, int, int, axlComplex *, int, axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgeqrf");
axlsolverStatus_t axlsolverDnZgeqrf(axlsolverDnHandle_t, int, int, axlDoubleComplex *, int, axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgeqrf");
axlsolverStatus_t axlsolverDnSorgqr_bufferSize(axlsolverDnHandle_t, int, int, int, const float *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgqr_bufferSize");
axlsolverStatus_t axlsolverDnDorgqr_bufferSize(axlsolverDnHandle_t, int, int, int, const double *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgqr_bufferSize");
axlsolverStatus_t axlsolverDnCungqr_bufferSize(axlsolverDnHandle_t, int, int, int, const axlComplex *, int, const axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungqr_bufferSize");
axlsolverStatus_t axlsolverDnZungqr_bufferSize(axlsolverDnHandle_t, int, int, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungqr_bufferSize");
axlsolverStatus_t axlsolverDnSorgqr(axlsolverDnHandle_t, int, int, int, float *, int, const float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgqr");
axlsolverStatus_t axlsolverDnDorgqr(axlsolverDnHandle_t, int, int, int, double *, int, const double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgqr");
axlsolverStatus_t axlsolverDnCungqr(axlsolverDnHandle_t, int, int, int, axlComplex *, int, const axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungqr");
axlsolverStatus_t axlsolverDnZungqr(axlsolverDnHandle_t, int, int, int, axlDoubleComplex *, int, const axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungqr");
axlsolverStatus_t axlsolverDnSormqr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const float *, int, const float *, const float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSormqr_bufferSize");
axlsolverStatus_t axlsolverDnDormqr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const double *, int, const double *, const double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDormqr_bufferSize");
axlsolverStatus_t axlsolverDnCunmqr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const axlComplex *, int, const axlComplex *, const axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCunmqr_bufferSize");
axlsolverStatus_t axlsolverDnZunmqr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const axlDoubleComplex *, int, const axlDoubleComplex *, const axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZunmqr_bufferSize");
axlsolverStatus_t axlsolverDnSormqr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const float *, int, const float *, float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSormqr");
axlsolverStatus_t axlsolverDnDormqr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const double *, int, const double *, double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDormqr");
axlsolverStatus_t axlsolverDnCunmqr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const axlComplex *, int, const axlComplex *, axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCunmqr");
axlsolverStatus_t axlsolverDnZunmqr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasOperation_t, int, int, int, const axlDoubleComplex *, int, const axlDoubleComplex *, axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZunmqr");
axlsolverStatus_t axlsolverDnSsytrf_bufferSize(axlsolverDnHandle_t, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytrf_bufferSize");
axlsolverStatus_t axlsolverDnDsytrf_bufferSize(axlsolverDnHandle_t, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytrf_bufferSize");
axlsolverStatus_t axlsolverDnCsytrf_bufferSize(axlsolverDnHandle_t, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCsytrf_bufferSize");
axlsolverStatus_t axlsolverDnZsytrf_bufferSize(axlsolverDnHandle_t, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZsytrf_bufferSize");
axlsolverStatus_t axlsolverDnSsytrf(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, int *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytrf");
axlsolverStatus_t axlsolverDnDsytrf(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, int *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytrf");
axlsolverStatus_t axlsolverDnCsytrf(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, int *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCsytrf");
axlsolverStatus_t axlsolverDnZsytrf(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, int *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZsytrf");
axlsolverStatus_t axlsolverDnXsytrs_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int64_t, int64_t, axlDataType, const void *, int64_t, const int64_t *, axlDataType, void *, int64_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsytrs_bufferSize");
axlsolverStatus_t axlsolverDnXsytrs(axlsolverDnHandle_t, axlblasFillMode_t, int64_t, int64_t, axlDataType, const void *, int64_t, const int64_t *, axlDataType, void *, int64_t, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsytrs");
axlsolverStatus_t axlsolverDnSsytri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytri_bufferSize");
axlsolverStatus_t axlsolverDnDsytri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytri_bufferSize");
axlsolverStatus_t axlsolverDnCsytri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCsytri_bufferSize");
axlsolverStatus_t axlsolverDnZsytri_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZsytri_bufferSize");
axlsolverStatus_t axlsolverDnSsytri(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, const int *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytri");
axlsolverStatus_t axlsolverDnDsytri(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, const int *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytri");
axlsolverStatus_t axlsolverDnCsytri(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, const int *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCsytri");
axlsolverStatus_t axlsolverDnZsytri(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, const int *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZsytri");
axlsolverStatus_t axlsolverDnSgebrd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgebrd_bufferSize");
axlsolverStatus_t axlsolverDnDgebrd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgebrd_bufferSize");
axlsolverStatus_t axlsolverDnCgebrd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgebrd_bufferSize");
axlsolverStatus_t axlsolverDnZgebrd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgebrd_bufferSize");
axlsolverStatus_t axlsolverDnSgebrd(axlsolverDnHandle_t, int, int, float *, int, float *, float *, float *, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgebrd");
axlsolverStatus_t axlsolverDnDgebrd(axlsolverDnHandle_t, int, int, double *, int, double *, double *, double *, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgebrd");
axlsolverStatus_t axlsolverDnCgebrd(axlsolverDnHandle_t, int, int, axlComplex *, int, float *, float *, axlComplex *, axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgebrd");
axlsolverStatus_t axlsolverDnZgebrd(axlsolverDnHandle_t, int, int, axlDoubleComplex *, int, double *, double *, axlDoubleComplex *, axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgebrd");
axlsolverStatus_t axlsolverDnSorgbr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, const float *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgbr_bufferSize");
axlsolverStatus_t axlsolverDnDorgbr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, const double *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgbr_bufferSize");
axlsolverStatus_t axlsolverDnCungbr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, const axlComplex *, int, const axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungbr_bufferSize");
axlsolverStatus_t axlsolverDnZungbr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungbr_bufferSize");
axlsolverStatus_t axlsolverDnSorgbr(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, float *, int, const float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgbr");
axlsolverStatus_t axlsolverDnDorgbr(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, double *, int, const double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgbr");
axlsolverStatus_t axlsolverDnCungbr(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, axlComplex *, int, const axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungbr");
axlsolverStatus_t axlsolverDnZungbr(axlsolverDnHandle_t, axlblasSideMode_t, int, int, int, axlDoubleComplex *, int, const axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungbr");
axlsolverStatus_t axlsolverDnSsytrd_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const float *, int, const float *, const float *, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytrd_bufferSize");
axlsolverStatus_t axlsolverDnDsytrd_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const double *, int, const double *, const double *, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytrd_bufferSize");
axlsolverStatus_t axlsolverDnChetrd_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const axlComplex *, int, const float *, const float *, const axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChetrd_bufferSize");
axlsolverStatus_t axlsolverDnZhetrd_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const double *, const double *, const axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhetrd_bufferSize");
axlsolverStatus_t axlsolverDnSsytrd(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, float *, float *, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsytrd");
axlsolverStatus_t axlsolverDnDsytrd(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, double *, double *, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsytrd");
axlsolverStatus_t axlsolverDnChetrd(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, float *, float *, axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChetrd");
axlsolverStatus_t axlsolverDnZhetrd(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, double *, double *, axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhetrd");
axlsolverStatus_t axlsolverDnSorgtr_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const float *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgtr_bufferSize");
axlsolverStatus_t axlsolverDnDorgtr_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const double *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgtr_bufferSize");
axlsolverStatus_t axlsolverDnCungtr_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const axlComplex *, int, const axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungtr_bufferSize");
axlsolverStatus_t axlsolverDnZungtr_bufferSize(axlsolverDnHandle_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungtr_bufferSize");
axlsolverStatus_t axlsolverDnSorgtr(axlsolverDnHandle_t, axlblasFillMode_t, int, float *, int, const float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSorgtr");
axlsolverStatus_t axlsolverDnDorgtr(axlsolverDnHandle_t, axlblasFillMode_t, int, double *, int, const double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDorgtr");
axlsolverStatus_t axlsolverDnCungtr(axlsolverDnHandle_t, axlblasFillMode_t, int, axlComplex *, int, const axlComplex *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCungtr");
axlsolverStatus_t axlsolverDnZungtr(axlsolverDnHandle_t, axlblasFillMode_t, int, axlDoubleComplex *, int, const axlDoubleComplex *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZungtr");
axlsolverStatus_t axlsolverDnSormtr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, const float *, int, const float *, const float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSormtr_bufferSize");
axlsolverStatus_t axlsolverDnDormtr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, const double *, int, const double *, const double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDormtr_bufferSize");
axlsolverStatus_t axlsolverDnCunmtr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, const axlComplex *, int, const axlComplex *, const axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCunmtr_bufferSize");
axlsolverStatus_t axlsolverDnZunmtr_bufferSize(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, const axlDoubleComplex *, int, const axlDoubleComplex *, const axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZunmtr_bufferSize");
axlsolverStatus_t axlsolverDnSormtr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, float *, int, float *, float *, int, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSormtr");
axlsolverStatus_t axlsolverDnDormtr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, double *, int, double *, double *, int, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDormtr");
axlsolverStatus_t axlsolverDnCunmtr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, axlComplex *, int, axlComplex *, axlComplex *, int, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCunmtr");
axlsolverStatus_t axlsolverDnZunmtr(axlsolverDnHandle_t, axlblasSideMode_t, axlblasFillMode_t, axlblasOperation_t, int, int, axlDoubleComplex *, int, axlDoubleComplex *, axlDoubleComplex *, int, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZunmtr");
axlsolverStatus_t axlsolverDnSgesvd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvd_bufferSize");
axlsolverStatus_t axlsolverDnDgesvd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvd_bufferSize");
axlsolverStatus_t axlsolverDnCgesvd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvd_bufferSize");
axlsolverStatus_t axlsolverDnZgesvd_bufferSize(axlsolverDnHandle_t, int, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvd_bufferSize");
axlsolverStatus_t axlsolverDnSgesvd(axlsolverDnHandle_t, signed char, signed char, int, int, float *, int, float *, float *, int, float *, int, float *, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvd");
axlsolverStatus_t axlsolverDnDgesvd(axlsolverDnHandle_t, signed char, signed char, int, int, double *, int, double *, double *, int, double *, int, double *, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvd");
axlsolverStatus_t axlsolverDnCgesvd(axlsolverDnHandle_t, signed char, signed char, int, int, axlComplex *, int, float *, axlComplex *, int, axlComplex *, int, axlComplex *, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvd");
axlsolverStatus_t axlsolverDnZgesvd(axlsolverDnHandle_t, signed char, signed char, int, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, axlDoubleComplex *, int, axlDoubleComplex *, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvd");
axlsolverStatus_t axlsolverDnSsyevd_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const float *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevd_bufferSize");
axlsolverStatus_t axlsolverDnDsyevd_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const double *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevd_bufferSize");
axlsolverStatus_t axlsolverDnCheevd_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlComplex *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevd_bufferSize");
axlsolverStatus_t axlsolverDnZheevd_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevd_bufferSize");
axlsolverStatus_t axlsolverDnSsyevd(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, float *, int, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevd");
axlsolverStatus_t axlsolverDnDsyevd(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, double *, int, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevd");
axlsolverStatus_t axlsolverDnCheevd(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlComplex *, int, float *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevd");
axlsolverStatus_t axlsolverDnZheevd(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevd");
axlsolverStatus_t axlsolverDnSsyevdx_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const float *, int, float, float, int, int, int *, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevdx_bufferSize");
axlsolverStatus_t axlsolverDnDsyevdx_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const double *, int, double, double, int, int, int *, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevdx_bufferSize");
axlsolverStatus_t axlsolverDnCheevdx_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const axlComplex *, int, float, float, int, int, int *, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevdx_bufferSize");
axlsolverStatus_t axlsolverDnZheevdx_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, double, double, int, int, int *, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevdx_bufferSize");
axlsolverStatus_t axlsolverDnSsyevdx(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, float *, int, float, float, int, int, int *, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevdx");
axlsolverStatus_t axlsolverDnDsyevdx(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, double *, int, double, double, int, int, int *, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevdx");
axlsolverStatus_t axlsolverDnCheevdx(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, axlComplex *, int, float, float, int, int, int *, float *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevdx");
axlsolverStatus_t axlsolverDnZheevdx(axlsolverDnHandle_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, axlDoubleComplex *, int, double, double, int, int, int *, double *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevdx");
axlsolverStatus_t axlsolverDnSsygvdx_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const float *, int, const float *, int, float, float, int, int, int *, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvdx_bufferSize");
axlsolverStatus_t axlsolverDnDsygvdx_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const double *, int, const double *, int, double, double, int, int, int *, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvdx_bufferSize");
axlsolverStatus_t axlsolverDnChegvdx_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const axlComplex *, int, const axlComplex *, int, float, float, int, int, int *, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvdx_bufferSize");
axlsolverStatus_t axlsolverDnZhegvdx_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int, double, double, int, int, int *, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvdx_bufferSize");
axlsolverStatus_t axlsolverDnSsygvdx(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, float *, int, float *, int, float, float, int, int, int *, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvdx");
axlsolverStatus_t axlsolverDnDsygvdx(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, double *, int, double *, int, double, double, int, int, int *, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvdx");
axlsolverStatus_t axlsolverDnChegvdx(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, float, float, int, int, int *, float *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvdx");
axlsolverStatus_t axlsolverDnZhegvdx(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, double, double, int, int, int *, double *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvdx");
axlsolverStatus_t axlsolverDnSsygvd_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const float *, int, const float *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvd_bufferSize");
axlsolverStatus_t axlsolverDnDsygvd_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const double *, int, const double *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvd_bufferSize");
axlsolverStatus_t axlsolverDnChegvd_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlComplex *, int, const axlComplex *, int, const float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvd_bufferSize");
axlsolverStatus_t axlsolverDnZhegvd_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int, const double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvd_bufferSize");
axlsolverStatus_t axlsolverDnSsygvd(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, float *, int, float *, int, float *, float *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvd");
axlsolverStatus_t axlsolverDnDsygvd(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, double *, int, double *, int, double *, double *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvd");
axlsolverStatus_t axlsolverDnChegvd(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, float *, axlComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvd");
axlsolverStatus_t axlsolverDnZhegvd(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvd");
axlsolverStatus_t axlsolverDnCreateSyevjInfo(axlsolverSyevjInfo_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCreateSyevjInfo");
axlsolverStatus_t axlsolverDnDestroySyevjInfo(axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDestroySyevjInfo");
axlsolverStatus_t axlsolverDnXsyevjSetTolerance(axlsolverSyevjInfo_t, double) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevjSetTolerance");
axlsolverStatus_t axlsolverDnXsyevjSetMaxSweeps(axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevjSetMaxSweeps");
axlsolverStatus_t axlsolverDnXsyevjSetSortEig(axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevjSetSortEig");
axlsolverStatus_t axlsolverDnXsyevjGetResidual(axlsolverDnHandle_t, axlsolverSyevjInfo_t, double *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevjGetResidual");
axlsolverStatus_t axlsolverDnXsyevjGetSweeps(axlsolverDnHandle_t, axlsolverSyevjInfo_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevjGetSweeps");
axlsolverStatus_t axlsolverDnSsyevjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const float *, int, const float *, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevjBatched_bufferSize");
axlsolverStatus_t axlsolverDnDsyevjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const double *, int, const double *, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevjBatched_bufferSize");
axlsolverStatus_t axlsolverDnCheevjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlComplex *, int, const float *, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevjBatched_bufferSize");
axlsolverStatus_t axlsolverDnZheevjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const double *, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevjBatched_bufferSize");
axlsolverStatus_t axlsolverDnSsyevjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, float *, int, float *, float *, int, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevjBatched");
axlsolverStatus_t axlsolverDnDsyevjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, double *, int, double *, double *, int, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevjBatched");
axlsolverStatus_t axlsolverDnCheevjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlComplex *, int, float *, axlComplex *, int, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevjBatched");
axlsolverStatus_t axlsolverDnZheevjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, int *, axlsolverSyevjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevjBatched");
axlsolverStatus_t axlsolverDnSsyevj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const float *, int, const float *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevj_bufferSize");
axlsolverStatus_t axlsolverDnDsyevj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const double *, int, const double *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevj_bufferSize");
axlsolverStatus_t axlsolverDnCheevj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlComplex *, int, const float *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevj_bufferSize");
axlsolverStatus_t axlsolverDnZheevj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const double *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevj_bufferSize");
axlsolverStatus_t axlsolverDnSsyevj(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, float *, int, float *, float *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSsyevj");
axlsolverStatus_t axlsolverDnDsyevj(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, double *, int, double *, double *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDsyevj");
axlsolverStatus_t axlsolverDnCheevj(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlComplex *, int, float *, axlComplex *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnCheevj");
axlsolverStatus_t axlsolverDnZheevj(axlsolverDnHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZheevj");
axlsolverStatus_t axlsolverDnSsygvj_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const float *, int, const float *, int, const float *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvj_bufferSize");
axlsolverStatus_t axlsolverDnDsygvj_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const double *, int, const double *, int, const double *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvj_bufferSize");
axlsolverStatus_t axlsolverDnChegvj_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlComplex *, int, const axlComplex *, int, const float *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvj_bufferSize");
axlsolverStatus_t axlsolverDnZhegvj_bufferSize(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, const axlDoubleComplex *, int, const axlDoubleComplex *, int, const double *, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvj_bufferSize");
axlsolverStatus_t axlsolverDnSsygvj(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, float *, int, float *, int, float *, float *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSsygvj");
axlsolverStatus_t axlsolverDnDsygvj(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, double *, int, double *, int, double *, double *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDsygvj");
axlsolverStatus_t axlsolverDnChegvj(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlComplex *, int, axlComplex *, int, float *, axlComplex *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnChegvj");
axlsolverStatus_t axlsolverDnZhegvj(axlsolverDnHandle_t, axlsolverEigType_t, axlsolverEigMode_t, axlblasFillMode_t, int, axlDoubleComplex *, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, int *, axlsolverSyevjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZhegvj");
axlsolverStatus_t axlsolverDnCreateGesvdjInfo(axlsolverGesvdjInfo_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCreateGesvdjInfo");
axlsolverStatus_t axlsolverDnDestroyGesvdjInfo(axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDestroyGesvdjInfo");
axlsolverStatus_t axlsolverDnXgesvdjSetTolerance(axlsolverGesvdjInfo_t, double) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdjSetTolerance");
axlsolverStatus_t axlsolverDnXgesvdjSetMaxSweeps(axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdjSetMaxSweeps");
axlsolverStatus_t axlsolverDnXgesvdjSetSortEig(axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdjSetSortEig");
axlsolverStatus_t axlsolverDnXgesvdjGetResidual(axlsolverDnHandle_t, axlsolverGesvdjInfo_t, double *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdjGetResidual");
axlsolverStatus_t axlsolverDnXgesvdjGetSweeps(axlsolverDnHandle_t, axlsolverGesvdjInfo_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdjGetSweeps");
axlsolverStatus_t axlsolverDnSgesvdjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, const float *, int, const float *, const float *, int, const float *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdjBatched_bufferSize");
axlsolverStatus_t axlsolverDnDgesvdjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, const double *, int, const double *, const double *, int, const double *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdjBatched_bufferSize");
axlsolverStatus_t axlsolverDnCgesvdjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, const axlComplex *, int, const float *, const axlComplex *, int, const axlComplex *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdjBatched_bufferSize");
axlsolverStatus_t axlsolverDnZgesvdjBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, const axlDoubleComplex *, int, const double *, const axlDoubleComplex *, int, const axlDoubleComplex *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdjBatched_bufferSize");
axlsolverStatus_t axlsolverDnSgesvdjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, float *, int, float *, float *, int, float *, int, float *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdjBatched");
axlsolverStatus_t axlsolverDnDgesvdjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, double *, int, double *, double *, int, double *, int, double *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdjBatched");
axlsolverStatus_t axlsolverDnCgesvdjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, axlComplex *, int, float *, axlComplex *, int, axlComplex *, int, axlComplex *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdjBatched");
axlsolverStatus_t axlsolverDnZgesvdjBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, axlDoubleComplex *, int, axlDoubleComplex *, int, int *, axlsolverGesvdjInfo_t, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdjBatched");
axlsolverStatus_t axlsolverDnSgesvdj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const float *, int, const float *, const float *, int, const float *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdj_bufferSize");
axlsolverStatus_t axlsolverDnDgesvdj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const double *, int, const double *, const double *, int, const double *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdj_bufferSize");
axlsolverStatus_t axlsolverDnCgesvdj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlComplex *, int, const float *, const axlComplex *, int, const axlComplex *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdj_bufferSize");
axlsolverStatus_t axlsolverDnZgesvdj_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlDoubleComplex *, int, const double *, const axlDoubleComplex *, int, const axlDoubleComplex *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdj_bufferSize");
axlsolverStatus_t axlsolverDnSgesvdj(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, float *, int, float *, float *, int, float *, int, float *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdj");
axlsolverStatus_t axlsolverDnDgesvdj(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, double *, int, double *, double *, int, double *, int, double *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdj");
axlsolverStatus_t axlsolverDnCgesvdj(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, axlComplex *, int, float *, axlComplex *, int, axlComplex *, int, axlComplex *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdj");
axlsolverStatus_t axlsolverDnZgesvdj(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, axlDoubleComplex *, int, double *, axlDoubleComplex *, int, axlDoubleComplex *, int, axlDoubleComplex *, int, int *, axlsolverGesvdjInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdj");
axlsolverStatus_t axlsolverDnSgesvdaStridedBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const float *, int, long long, const float *, long long, const float *, int, long long, const float *, int, long long, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdaStridedBatched_bufferSize");
axlsolverStatus_t axlsolverDnDgesvdaStridedBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const double *, int, long long, const double *, long long, const double *, int, long long, const double *, int, long long, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdaStridedBatched_bufferSize");
axlsolverStatus_t axlsolverDnCgesvdaStridedBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlComplex *, int, long long, const float *, long long, const axlComplex *, int, long long, const axlComplex *, int, long long, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdaStridedBatched_bufferSize");
axlsolverStatus_t axlsolverDnZgesvdaStridedBatched_bufferSize(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlDoubleComplex *, int, long long, const double *, long long, const axlDoubleComplex *, int, long long, const axlDoubleComplex *, int, long long, int *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdaStridedBatched_bufferSize");
axlsolverStatus_t axlsolverDnSgesvdaStridedBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const float *, int, long long, float *, long long, float *, int, long long, float *, int, long long, float *, int, int *, double *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnSgesvdaStridedBatched");
axlsolverStatus_t axlsolverDnDgesvdaStridedBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const double *, int, long long, double *, long long, double *, int, long long, double *, int, long long, double *, int, int *, double *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnDgesvdaStridedBatched");
axlsolverStatus_t axlsolverDnCgesvdaStridedBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlComplex *, int, long long, float *, long long, axlComplex *, int, long long, axlComplex *, int, long long, axlComplex *, int, int *, double *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnCgesvdaStridedBatched");
axlsolverStatus_t axlsolverDnZgesvdaStridedBatched(axlsolverDnHandle_t, axlsolverEigMode_t, int, int, int, const axlDoubleComplex *, int, long long, double *, long long, axlDoubleComplex *, int, long long, axlDoubleComplex *, int, long long, axlDoubleComplex *, int, int *, double *, int) AXL_CPU_NOT_PROVIDED("axlsolverDnZgesvdaStridedBatched");
axlsolverStatus_t axlsolverDnCreateParams(axlsolverDnParams_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnCreateParams");
axlsolverStatus_t axlsolverDnDestroyParams(axlsolverDnParams_t) AXL_CPU_NOT_PROVIDED("axlsolverDnDestroyParams");
axlsolverStatus_t axlsolverDnSetAdvOptions(axlsolverDnParams_t, axlsolverDnFunction_t, axlsolverAlgMode_t) AXL_CPU_NOT_PROVIDED("axlsolverDnSetAdvOptions");
axlsolverStatus_t axlsolverDnXpotrf_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlblasFillMode_t, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXpotrf_bufferSize");
axlsolverStatus_t axlsolverDnXpotrf(axlsolverDnHandle_t, axlsolverDnParams_t, axlblasFillMode_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXpotrf");
axlsolverStatus_t axlsolverDnXpotrs(axlsolverDnHandle_t, axlsolverDnParams_t, axlblasFillMode_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, void *, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXpotrs");
axlsolverStatus_t axlsolverDnXgeqrf_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgeqrf_bufferSize");
axlsolverStatus_t axlsolverDnXgeqrf(axlsolverDnHandle_t, axlsolverDnParams_t, int64_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgeqrf");
axlsolverStatus_t axlsolverDnXgetrf_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgetrf_bufferSize");
axlsolverStatus_t axlsolverDnXgetrf(axlsolverDnHandle_t, axlsolverDnParams_t, int64_t, int64_t, axlDataType, void *, int64_t, int64_t *, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgetrf");
axlsolverStatus_t axlsolverDnXgetrs(axlsolverDnHandle_t, axlsolverDnParams_t, axlblasOperation_t, int64_t, int64_t, axlDataType, const void *, int64_t, const int64_t *, axlDataType, void *, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgetrs");
axlsolverStatus_t axlsolverDnXsyevd_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlblasFillMode_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevd_bufferSize");
axlsolverStatus_t axlsolverDnXsyevd(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlblasFillMode_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevd");
axlsolverStatus_t axlsolverDnXsyevBatched_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlblasFillMode_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, size_t *, size_t *, int64_t) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevBatched_bufferSize");
axlsolverStatus_t axlsolverDnXsyevBatched(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlblasFillMode_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, size_t, void *, size_t, int *, int64_t) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevBatched");
axlsolverStatus_t axlsolverDnXsyevdx_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int64_t, axlDataType, const void *, int64_t, void *, void *, int64_t, int64_t, int64_t *, axlDataType, const void *, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevdx_bufferSize");
axlsolverStatus_t axlsolverDnXsyevdx(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlsolverEigRange_t, axlblasFillMode_t, int64_t, axlDataType, void *, int64_t, void *, void *, int64_t, int64_t, int64_t *, axlDataType, void *, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXsyevdx");
axlsolverStatus_t axlsolverDnXgeev_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlsolverEigMode_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, const void *, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgeev_bufferSize");
axlsolverStatus_t axlsolverDnXgeev(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, axlsolverEigMode_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, int64_t, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgeev");
axlsolverStatus_t axlsolverDnXgesvd_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, signed char, signed char, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, const void *, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvd_bufferSize");
axlsolverStatus_t axlsolverDnXgesvd(axlsolverDnHandle_t, axlsolverDnParams_t, signed char, signed char, int64_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, int64_t, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvd");
axlsolverStatus_t axlsolverDnXgesvdp_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, int, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, const void *, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdp_bufferSize");
axlsolverStatus_t axlsolverDnXgesvdp(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverEigMode_t, int, int64_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, int64_t, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t, int *, double *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdp");
axlsolverStatus_t axlsolverDnXgesvdr_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, signed char, signed char, int64_t, int64_t, int64_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, const void *, int64_t, axlDataType, const void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdr_bufferSize");
axlsolverStatus_t axlsolverDnXgesvdr(axlsolverDnHandle_t, axlsolverDnParams_t, signed char, signed char, int64_t, int64_t, int64_t, int64_t, int64_t, axlDataType, void *, int64_t, axlDataType, void *, axlDataType, void *, int64_t, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverDnXgesvdr");
axlsolverStatus_t axlsolverDnXlarft_bufferSize(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverDirectMode_t, axlsolverStorevMode_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, void *, int64_t, axlDataType, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverDnXlarft_bufferSize");
axlsolverStatus_t axlsolverDnXlarft(axlsolverDnHandle_t, axlsolverDnParams_t, axlsolverDirectMode_t, axlsolverStorevMode_t, int64_t, int64_t, axlDataType, const void *, int64_t, axlDataType, const void *, axlDataType, void *, int64_t, axlDataType, void *, size_t, void *, size_t) AXL_CPU_NOT_PROVIDED("axlsolverDnXlarft");
typedef void (*axlsolverDnLoggerCallback_t)(int, const char *, const char *);
axlsolverStatus_t axlsolverDnLoggerSetCallback(axlsolverDnLoggerCallback_t) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerSetCallback");
axlsolverStatus_t axlsolverDnLoggerSetFile(FILE *) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerSetFile");
axlsolverStatus_t axlsolverDnLoggerOpenFile(const char *) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerOpenFile");
axlsolverStatus_t axlsolverDnLoggerSetLevel(int) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerSetLevel");
axlsolverStatus_t axlsolverDnLoggerSetMask(int) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerSetMask");
axlsolverStatus_t axlsolverDnLoggerForceDisable(void) AXL_CPU_NOT_PROVIDED("axlsolverDnLoggerForceDisable");
struct axlsolverSpContext;
typedef struct axlsolverSpContext * axlsolverSpHandle_t;
struct axlsolverCsrqrInfo;
typedef struct axlsolverCsrqrInfo * axlsolverCsrqrInfo_t;
axlsolverStatus_t axlsolverSpCreate(axlsolverSpHandle_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreate");
axlsolverStatus_t axlsolverSpDestroy(axlsolverSpHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroy");
axlsolverStatus_t axlsolverSpSetStream(axlsolverSpHandle_t, axlStream_t) AXL_CPU_NOT_PROVIDED("axlsolverSpSetStream");
axlsolverStatus_t axlsolverSpGetStream(axlsolverSpHandle_t, axlStream_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpGetStream");
axlsolverStatus_t axlsolverSpXcsrissymHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrissymHost");
axlsolverStatus_t axlsolverSpScsrlsvluHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsvluHost");
axlsolverStatus_t axlsolverSpDcsrlsvluHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsvluHost");
axlsolverStatus_t axlsolverSpCcsrlsvluHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int, axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsvluHost");
axlsolverStatus_t axlsolverSpZcsrlsvluHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int, axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsvluHost");
axlsolverStatus_t axlsolverSpScsrlsvqr(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsvqr");
axlsolverStatus_t axlsolverSpDcsrlsvqr(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsvqr");
axlsolverStatus_t axlsolverSpCcsrlsvqr(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int, axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsvqr");
axlsolverStatus_t axlsolverSpZcsrlsvqr(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int, axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsvqr");
axlsolverStatus_t axlsolverSpScsrlsvqrHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsvqrHost");
axlsolverStatus_t axlsolverSpDcsrlsvqrHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsvqrHost");
axlsolverStatus_t axlsolverSpCcsrlsvqrHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int, axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsvqrHost");
axlsolverStatus_t axlsolverSpZcsrlsvqrHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int, axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsvqrHost");
axlsolverStatus_t axlsolverSpScsrlsvcholHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsvcholHost");
axlsolverStatus_t axlsolverSpDcsrlsvcholHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsvcholHost");
axlsolverStatus_t axlsolverSpCcsrlsvcholHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int, axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsvcholHost");
axlsolverStatus_t axlsolverSpZcsrlsvcholHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int, axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsvcholHost");
axlsolverStatus_t axlsolverSpScsrlsvchol(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int, float *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsvchol");
axlsolverStatus_t axlsolverSpDcsrlsvchol(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int, double *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsvchol");
axlsolverStatus_t axlsolverSpCcsrlsvchol(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int, axlComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsvchol");
axlsolverStatus_t axlsolverSpZcsrlsvchol(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int, axlDoubleComplex *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsvchol");
axlsolverStatus_t axlsolverSpScsrlsqvqrHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float, int *, float *, int *, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrlsqvqrHost");
axlsolverStatus_t axlsolverSpDcsrlsqvqrHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double, int *, double *, int *, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrlsqvqrHost");
axlsolverStatus_t axlsolverSpCcsrlsqvqrHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, float, int *, axlComplex *, int *, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrlsqvqrHost");
axlsolverStatus_t axlsolverSpZcsrlsqvqrHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, double, int *, axlDoubleComplex *, int *, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrlsqvqrHost");
axlsolverStatus_t axlsolverSpScsreigvsiHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, const float *, int, float, float *, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsreigvsiHost");
axlsolverStatus_t axlsolverSpDcsreigvsiHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, double, const double *, int, double, double *, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsreigvsiHost");
axlsolverStatus_t axlsolverSpCcsreigvsiHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlComplex, const axlComplex *, int, float, axlComplex *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsreigvsiHost");
axlsolverStatus_t axlsolverSpZcsreigvsiHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlDoubleComplex, const axlDoubleComplex *, int, double, axlDoubleComplex *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsreigvsiHost");
axlsolverStatus_t axlsolverSpScsreigvsi(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, const float *, int, float, float *, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsreigvsi");
axlsolverStatus_t axlsolverSpDcsreigvsi(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, double, const double *, int, double, double *, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsreigvsi");
axlsolverStatus_t axlsolverSpCcsreigvsi(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlComplex, const axlComplex *, int, float, axlComplex *, axlComplex *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsreigvsi");
axlsolverStatus_t axlsolverSpZcsreigvsi(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlDoubleComplex, const axlDoubleComplex *, int, double, axlDoubleComplex *, axlDoubleComplex *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsreigvsi");
axlsolverStatus_t axlsolverSpScsreigsHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlComplex, axlComplex, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsreigsHost");
axlsolverStatus_t axlsolverSpDcsreigsHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlDoubleComplex, axlDoubleComplex, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsreigsHost");
axlsolverStatus_t axlsolverSpCcsreigsHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlComplex, axlComplex, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsreigsHost");
axlsolverStatus_t axlsolverSpZcsreigsHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlDoubleComplex, axlDoubleComplex, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsreigsHost");
axlsolverStatus_t axlsolverSpXcsrsymrcmHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrsymrcmHost");
axlsolverStatus_t axlsolverSpXcsrsymmdqHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrsymmdqHost");
axlsolverStatus_t axlsolverSpXcsrsymamdHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrsymamdHost");
axlsolverStatus_t axlsolverSpXcsrmetisndHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, const int64_t *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrmetisndHost");
axlsolverStatus_t axlsolverSpScsrzfdHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrzfdHost");
axlsolverStatus_t axlsolverSpDcsrzfdHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrzfdHost");
axlsolverStatus_t axlsolverSpCcsrzfdHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrzfdHost");
axlsolverStatus_t axlsolverSpZcsrzfdHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int *, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrzfdHost");
axlsolverStatus_t axlsolverSpXcsrperm_bufferSizeHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, const int *, const int *, const int *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrperm_bufferSizeHost");
axlsolverStatus_t axlsolverSpXcsrpermHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, int *, int *, const int *, const int *, int *, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrpermHost");
axlsolverStatus_t axlsolverSpCreateCsrqrInfo(axlsolverCsrqrInfo_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreateCsrqrInfo");
axlsolverStatus_t axlsolverSpDestroyCsrqrInfo(axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroyCsrqrInfo");
axlsolverStatus_t axlsolverSpXcsrqrAnalysisBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrqrAnalysisBatched");
axlsolverStatus_t axlsolverSpScsrqrBufferInfoBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, int, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrBufferInfoBatched");
axlsolverStatus_t axlsolverSpDcsrqrBufferInfoBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, int, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrBufferInfoBatched");
axlsolverStatus_t axlsolverSpCcsrqrBufferInfoBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, int, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrBufferInfoBatched");
axlsolverStatus_t axlsolverSpZcsrqrBufferInfoBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, int, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrBufferInfoBatched");
axlsolverStatus_t axlsolverSpScsrqrsvBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, const float *, float *, int, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrsvBatched");
axlsolverStatus_t axlsolverSpDcsrqrsvBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, const double *, double *, int, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrsvBatched");
axlsolverStatus_t axlsolverSpCcsrqrsvBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, const axlComplex *, axlComplex *, int, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrsvBatched");
axlsolverStatus_t axlsolverSpZcsrqrsvBatched(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, const axlDoubleComplex *, axlDoubleComplex *, int, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrsvBatched");
typedef enum {
  AXLSOLVERRF_RESET_VALUES_FAST_MODE_OFF = 0,
  AXLSOLVERRF_RESET_VALUES_FAST_MODE_ON = 1,
} axlsolverRfResetValuesFastMode_t;
typedef enum {
  AXLSOLVERRF_MATRIX_FORMAT_CSR = 0,
  AXLSOLVERRF_MATRIX_FORMAT_CSC = 1,
} axlsolverRfMatrixFormat_t;
typedef enum {
  AXLSOLVERRF_UNIT_DIAGONAL_STORED_L = 0,
  AXLSOLVERRF_UNIT_DIAGONAL_STORED_U = 1,
  AXLSOLVERRF_UNIT_DIAGONAL_ASSUMED_L = 2,
  AXLSOLVERRF_UNIT_DIAGONAL_ASSUMED_U = 3,
} axlsolverRfUnitDiagonal_t;
typedef enum {
  AXLSOLVERRF_FACTORIZATION_ALG0 = 0,
  AXLSOLVERRF_FACTORIZATION_ALG1 = 1,
  AXLSOLVERRF_FACTORIZATION_ALG2 = 2,
} axlsolverRfFactorization_t;
typedef enum {
  AXLSOLVERRF_TRIANGULAR_SOLVE_ALG1 = 1,
  AXLSOLVERRF_TRIANGULAR_SOLVE_ALG2 = 2,
  AXLSOLVERRF_TRIANGULAR_SOLVE_ALG3 = 3,
} axlsolverRfTriangularSolve_t;
typedef enum {
  AXLSOLVERRF_NUMERIC_BOOST_NOT_USED = 0,
  AXLSOLVERRF_NUMERIC_BOOST_USED = 1,
} axlsolverRfNumericBoostReport_t;
struct axlsolverRfCommon;
typedef struct axlsolverRfCommon * axlsolverRfHandle_t;
axlsolverStatus_t axlsolverRfCreate(axlsolverRfHandle_t *) AXL_CPU_NOT_PROVIDED("axlsolverRfCreate");
axlsolverStatus_t axlsolverRfDestroy(axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfDestroy");
axlsolverStatus_t axlsolverRfGetMatrixFormat(axlsolverRfHandle_t, axlsolverRfMatrixFormat_t *, axlsolverRfUnitDiagonal_t *) AXL_CPU_NOT_PROVIDED("axlsolverRfGetMatrixFormat");
axlsolverStatus_t axlsolverRfSetMatrixFormat(axlsolverRfHandle_t, axlsolverRfMatrixFormat_t, axlsolverRfUnitDiagonal_t) AXL_CPU_NOT_PROVIDED("axlsolverRfSetMatrixFormat");
axlsolverStatus_t axlsolverRfSetNumericProperties(axlsolverRfHandle_t, double, double) AXL_CPU_NOT_PROVIDED("axlsolverRfSetNumericProperties");
axlsolverStatus_t axlsolverRfGetNumericProperties(axlsolverRfHandle_t, double *, double *) AXL_CPU_NOT_PROVIDED("axlsolverRfGetNumericProperties");
axlsolverStatus_t axlsolverRfGetNumericBoostReport(axlsolverRfHandle_t, axlsolverRfNumericBoostReport_t *) AXL_CPU_NOT_PROVIDED("axlsolverRfGetNumericBoostReport");
axlsolverStatus_t axlsolverRfSetAlgs(axlsolverRfHandle_t, axlsolverRfFactorization_t, axlsolverRfTriangularSolve_t) AXL_CPU_NOT_PROVIDED("axlsolverRfSetAlgs");
axlsolverStatus_t axlsolverRfGetAlgs(axlsolverRfHandle_t, axlsolverRfFactorization_t *, axlsolverRfTriangularSolve_t *) AXL_CPU_NOT_PROVIDED("axlsolverRfGetAlgs");
axlsolverStatus_t axlsolverRfGetResetValuesFastMode(axlsolverRfHandle_t, axlsolverRfResetValuesFastMode_t *) AXL_CPU_NOT_PROVIDED("axlsolverRfGetResetValuesFastMode");
axlsolverStatus_t axlsolverRfSetResetValuesFastMode(axlsolverRfHandle_t, axlsolverRfResetValuesFastMode_t) AXL_CPU_NOT_PROVIDED("axlsolverRfSetResetValuesFastMode");
axlsolverStatus_t axlsolverRfSetupHost(int, int, int *, int *, double *, int, int *, int *, double *, int, int *, int *, double *, int *, int *, axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfSetupHost");
axlsolverStatus_t axlsolverRfSetupDevice(int, int, int *, int *, double *, int, int *, int *, double *, int, int *, int *, double *, int *, int *, axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfSetupDevice");
axlsolverStatus_t axlsolverRfResetValues(int, int, int *, int *, double *, int *, int *, axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfResetValues");
axlsolverStatus_t axlsolverRfAnalyze(axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfAnalyze");
axlsolverStatus_t axlsolverRfRefactor(axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfRefactor");
axlsolverStatus_t axlsolverRfAccessBundledFactorsDevice(axlsolverRfHandle_t, int *, int **, int **, double **) AXL_CPU_NOT_PROVIDED("axlsolverRfAccessBundledFactorsDevice");
axlsolverStatus_t axlsolverRfExtractBundledFactorsHost(axlsolverRfHandle_t, int *, int **, int **, double **) AXL_CPU_NOT_PROVIDED("axlsolverRfExtractBundledFactorsHost");
axlsolverStatus_t axlsolverRfExtractSplitFactorsHost(axlsolverRfHandle_t, int *, int **, int **, double **, int *, int **, int **, double **) AXL_CPU_NOT_PROVIDED("axlsolverRfExtractSplitFactorsHost");
axlsolverStatus_t axlsolverRfSolve(axlsolverRfHandle_t, int *, int *, int, double *, int, double *, int) AXL_CPU_NOT_PROVIDED("axlsolverRfSolve");
axlsolverStatus_t axlsolverRfBatchSetupHost(int, int, int, int *, int *, double **, int, int *, int *, double *, int, int *, int *, double *, int *, int *, axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchSetupHost");
axlsolverStatus_t axlsolverRfBatchResetValues(int, int, int, int *, int *, double **, int *, int *, axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchResetValues");
axlsolverStatus_t axlsolverRfBatchAnalyze(axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchAnalyze");
axlsolverStatus_t axlsolverRfBatchRefactor(axlsolverRfHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchRefactor");
axlsolverStatus_t axlsolverRfBatchSolve(axlsolverRfHandle_t, int *, int *, int, double *, int, double **, int) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchSolve");
axlsolverStatus_t axlsolverRfBatchZeroPivot(axlsolverRfHandle_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverRfBatchZeroPivot");
struct axlsolverMgContext;
typedef struct axlsolverMgContext * axlsolverMgHandle_t;
typedef enum {
  AXLLIBMG_GRID_MAPPING_ROW_MAJOR = 1,
  AXLLIBMG_GRID_MAPPING_COL_MAJOR = 0,
} axlsolverMgGridMapping_t;
typedef void * axlLibMgGrid_t;
typedef void * axlLibMgMatrixDesc_t;
axlsolverStatus_t axlsolverMgCreate(axlsolverMgHandle_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgCreate");
axlsolverStatus_t axlsolverMgDestroy(axlsolverMgHandle_t) AXL_CPU_NOT_PROVIDED("axlsolverMgDestroy");
axlsolverStatus_t axlsolverMgDeviceSelect(axlsolverMgHandle_t, int, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgDeviceSelect");
axlsolverStatus_t axlsolverMgCreateDeviceGrid(axlLibMgGrid_t *, int32_t, int32_t, const int32_t *, axlsolverMgGridMapping_t) AXL_CPU_NOT_PROVIDED("axlsolverMgCreateDeviceGrid");
axlsolverStatus_t axlsolverMgDestroyGrid(axlLibMgGrid_t) AXL_CPU_NOT_PROVIDED("axlsolverMgDestroyGrid");
axlsolverStatus_t axlsolverMgCreateMatrixDesc(axlLibMgMatrixDesc_t *, int64_t, int64_t, int64_t, int64_t, axlDataType, const axlLibMgGrid_t) AXL_CPU_NOT_PROVIDED("axlsolverMgCreateMatrixDesc");
axlsolverStatus_t axlsolverMgDestroyMatrixDesc(axlLibMgMatrixDesc_t) AXL_CPU_NOT_PROVIDED("axlsolverMgDestroyMatrixDesc");
axlsolverStatus_t axlsolverMgSyevd_bufferSize(axlsolverMgHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, void *, axlDataType, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgSyevd_bufferSize");
axlsolverStatus_t axlsolverMgSyevd(axlsolverMgHandle_t, axlsolverEigMode_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, void *, axlDataType, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgSyevd");
axlsolverStatus_t axlsolverMgGetrf_bufferSize(axlsolverMgHandle_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, int **, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgGetrf_bufferSize");
axlsolverStatus_t axlsolverMgGetrf(axlsolverMgHandle_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, int **, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgGetrf");
axlsolverStatus_t axlsolverMgGetrs_bufferSize(axlsolverMgHandle_t, axlblasOperation_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, int **, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgGetrs_bufferSize");
axlsolverStatus_t axlsolverMgGetrs(axlsolverMgHandle_t, axlblasOperation_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, int **, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgGetrs");
axlsolverStatus_t axlsolverMgPotrf_bufferSize(axlsolverMgHandle_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotrf_bufferSize");
axlsolverStatus_t axlsolverMgPotrf(axlsolverMgHandle_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotrf");
axlsolverStatus_t axlsolverMgPotrs_bufferSize(axlsolverMgHandle_t, axlblasFillMode_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotrs_bufferSize");
axlsolverStatus_t axlsolverMgPotrs(axlsolverMgHandle_t, axlblasFillMode_t, int, int, void **, int, int, axlLibMgMatrixDesc_t, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotrs");
axlsolverStatus_t axlsolverMgPotri_bufferSize(axlsolverMgHandle_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, int64_t *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotri_bufferSize");
axlsolverStatus_t axlsolverMgPotri(axlsolverMgHandle_t, axlblasFillMode_t, int, void **, int, int, axlLibMgMatrixDesc_t, axlDataType, void **, int64_t, int *) AXL_CPU_NOT_PROVIDED("axlsolverMgPotri");
struct axlsolverCsrluInfoHost;
typedef struct axlsolverCsrluInfoHost * axlsolverCsrluInfoHost_t;
struct axlsolverCsrqrInfoHost;
typedef struct axlsolverCsrqrInfoHost * axlsolverCsrqrInfoHost_t;
struct axlsolverCsrcholInfoHost;
typedef struct axlsolverCsrcholInfoHost * axlsolverCsrcholInfoHost_t;
struct axlsolverCsrcholInfo;
typedef struct axlsolverCsrcholInfo * axlsolverCsrcholInfo_t;
axlsolverStatus_t axlsolverSpCreateCsrluInfoHost(axlsolverCsrluInfoHost_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreateCsrluInfoHost");
axlsolverStatus_t axlsolverSpDestroyCsrluInfoHost(axlsolverCsrluInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroyCsrluInfoHost");
axlsolverStatus_t axlsolverSpXcsrluAnalysisHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrluInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrluAnalysisHost");
axlsolverStatus_t axlsolverSpScsrluBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrluInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrluBufferInfoHost");
axlsolverStatus_t axlsolverSpDcsrluBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrluInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrluBufferInfoHost");
axlsolverStatus_t axlsolverSpCcsrluBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrluInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrluBufferInfoHost");
axlsolverStatus_t axlsolverSpZcsrluBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrluInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrluBufferInfoHost");
axlsolverStatus_t axlsolverSpScsrluFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrluInfoHost_t, float, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrluFactorHost");
axlsolverStatus_t axlsolverSpDcsrluFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrluInfoHost_t, double, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrluFactorHost");
axlsolverStatus_t axlsolverSpCcsrluFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrluInfoHost_t, float, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrluFactorHost");
axlsolverStatus_t axlsolverSpZcsrluFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrluInfoHost_t, double, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrluFactorHost");
axlsolverStatus_t axlsolverSpScsrluZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrluInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrluZeroPivotHost");
axlsolverStatus_t axlsolverSpDcsrluZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrluInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrluZeroPivotHost");
axlsolverStatus_t axlsolverSpCcsrluZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrluInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrluZeroPivotHost");
axlsolverStatus_t axlsolverSpZcsrluZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrluInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrluZeroPivotHost");
axlsolverStatus_t axlsolverSpScsrluSolveHost(axlsolverSpHandle_t, int, const float *, float *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrluSolveHost");
axlsolverStatus_t axlsolverSpDcsrluSolveHost(axlsolverSpHandle_t, int, const double *, double *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrluSolveHost");
axlsolverStatus_t axlsolverSpCcsrluSolveHost(axlsolverSpHandle_t, int, const axlComplex *, axlComplex *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrluSolveHost");
axlsolverStatus_t axlsolverSpZcsrluSolveHost(axlsolverSpHandle_t, int, const axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrluSolveHost");
axlsolverStatus_t axlsolverSpXcsrluNnzHost(axlsolverSpHandle_t, int *, int *, axlsolverCsrluInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrluNnzHost");
axlsolverStatus_t axlsolverSpScsrluExtractHost(axlsolverSpHandle_t, int *, int *, const axlsparseMatDescr_t, float *, int *, int *, const axlsparseMatDescr_t, float *, int *, int *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrluExtractHost");
axlsolverStatus_t axlsolverSpDcsrluExtractHost(axlsolverSpHandle_t, int *, int *, const axlsparseMatDescr_t, double *, int *, int *, const axlsparseMatDescr_t, double *, int *, int *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrluExtractHost");
axlsolverStatus_t axlsolverSpCcsrluExtractHost(axlsolverSpHandle_t, int *, int *, const axlsparseMatDescr_t, axlComplex *, int *, int *, const axlsparseMatDescr_t, axlComplex *, int *, int *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrluExtractHost");
axlsolverStatus_t axlsolverSpZcsrluExtractHost(axlsolverSpHandle_t, int *, int *, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *, const axlsparseMatDescr_t, axlDoubleComplex *, int *, int *, axlsolverCsrluInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrluExtractHost");
axlsolverStatus_t axlsolverSpCreateCsrqrInfoHost(axlsolverCsrqrInfoHost_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreateCsrqrInfoHost");
axlsolverStatus_t axlsolverSpDestroyCsrqrInfoHost(axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroyCsrqrInfoHost");
axlsolverStatus_t axlsolverSpXcsrqrAnalysisHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrqrAnalysisHost");
axlsolverStatus_t axlsolverSpScsrqrBufferInfoHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrqrInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrBufferInfoHost");
axlsolverStatus_t axlsolverSpDcsrqrBufferInfoHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrqrInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrBufferInfoHost");
axlsolverStatus_t axlsolverSpCcsrqrBufferInfoHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrqrInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrBufferInfoHost");
axlsolverStatus_t axlsolverSpZcsrqrBufferInfoHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrqrInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrBufferInfoHost");
axlsolverStatus_t axlsolverSpScsrqrSetupHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrSetupHost");
axlsolverStatus_t axlsolverSpDcsrqrSetupHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, double, axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrSetupHost");
axlsolverStatus_t axlsolverSpCcsrqrSetupHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlComplex, axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrSetupHost");
axlsolverStatus_t axlsolverSpZcsrqrSetupHost(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlDoubleComplex, axlsolverCsrqrInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrSetupHost");
axlsolverStatus_t axlsolverSpScsrqrFactorHost(axlsolverSpHandle_t, int, int, int, float *, float *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrFactorHost");
axlsolverStatus_t axlsolverSpDcsrqrFactorHost(axlsolverSpHandle_t, int, int, int, double *, double *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrFactorHost");
axlsolverStatus_t axlsolverSpCcsrqrFactorHost(axlsolverSpHandle_t, int, int, int, axlComplex *, axlComplex *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrFactorHost");
axlsolverStatus_t axlsolverSpZcsrqrFactorHost(axlsolverSpHandle_t, int, int, int, axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrFactorHost");
axlsolverStatus_t axlsolverSpScsrqrZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrqrInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrZeroPivotHost");
axlsolverStatus_t axlsolverSpDcsrqrZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrqrInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrZeroPivotHost");
axlsolverStatus_t axlsolverSpCcsrqrZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrqrInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrZeroPivotHost");
axlsolverStatus_t axlsolverSpZcsrqrZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrqrInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrZeroPivotHost");
axlsolverStatus_t axlsolverSpScsrqrSolveHost(axlsolverSpHandle_t, int, int, float *, float *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrSolveHost");
axlsolverStatus_t axlsolverSpDcsrqrSolveHost(axlsolverSpHandle_t, int, int, double *, double *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrSolveHost");
axlsolverStatus_t axlsolverSpCcsrqrSolveHost(axlsolverSpHandle_t, int, int, axlComplex *, axlComplex *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrSolveHost");
axlsolverStatus_t axlsolverSpZcsrqrSolveHost(axlsolverSpHandle_t, int, int, axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrqrInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrSolveHost");
axlsolverStatus_t axlsolverSpXcsrqrAnalysis(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrqrAnalysis");
axlsolverStatus_t axlsolverSpScsrqrBufferInfo(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrBufferInfo");
axlsolverStatus_t axlsolverSpDcsrqrBufferInfo(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrBufferInfo");
axlsolverStatus_t axlsolverSpCcsrqrBufferInfo(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrBufferInfo");
axlsolverStatus_t axlsolverSpZcsrqrBufferInfo(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrqrInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrBufferInfo");
axlsolverStatus_t axlsolverSpScsrqrSetup(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, float, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrSetup");
axlsolverStatus_t axlsolverSpDcsrqrSetup(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, double, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrSetup");
axlsolverStatus_t axlsolverSpCcsrqrSetup(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlComplex, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrSetup");
axlsolverStatus_t axlsolverSpZcsrqrSetup(axlsolverSpHandle_t, int, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlDoubleComplex, axlsolverCsrqrInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrSetup");
axlsolverStatus_t axlsolverSpScsrqrFactor(axlsolverSpHandle_t, int, int, int, float *, float *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrFactor");
axlsolverStatus_t axlsolverSpDcsrqrFactor(axlsolverSpHandle_t, int, int, int, double *, double *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrFactor");
axlsolverStatus_t axlsolverSpCcsrqrFactor(axlsolverSpHandle_t, int, int, int, axlComplex *, axlComplex *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrFactor");
axlsolverStatus_t axlsolverSpZcsrqrFactor(axlsolverSpHandle_t, int, int, int, axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrFactor");
axlsolverStatus_t axlsolverSpScsrqrZeroPivot(axlsolverSpHandle_t, axlsolverCsrqrInfo_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrZeroPivot");
axlsolverStatus_t axlsolverSpDcsrqrZeroPivot(axlsolverSpHandle_t, axlsolverCsrqrInfo_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrZeroPivot");
axlsolverStatus_t axlsolverSpCcsrqrZeroPivot(axlsolverSpHandle_t, axlsolverCsrqrInfo_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrZeroPivot");
axlsolverStatus_t axlsolverSpZcsrqrZeroPivot(axlsolverSpHandle_t, axlsolverCsrqrInfo_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrZeroPivot");
axlsolverStatus_t axlsolverSpScsrqrSolve(axlsolverSpHandle_t, int, int, float *, float *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrqrSolve");
axlsolverStatus_t axlsolverSpDcsrqrSolve(axlsolverSpHandle_t, int, int, double *, double *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrqrSolve");
axlsolverStatus_t axlsolverSpCcsrqrSolve(axlsolverSpHandle_t, int, int, axlComplex *, axlComplex *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrqrSolve");
axlsolverStatus_t axlsolverSpZcsrqrSolve(axlsolverSpHandle_t, int, int, axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrqrInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrqrSolve");
axlsolverStatus_t axlsolverSpCreateCsrcholInfoHost(axlsolverCsrcholInfoHost_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreateCsrcholInfoHost");
axlsolverStatus_t axlsolverSpDestroyCsrcholInfoHost(axlsolverCsrcholInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroyCsrcholInfoHost");
axlsolverStatus_t axlsolverSpXcsrcholAnalysisHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrcholInfoHost_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrcholAnalysisHost");
axlsolverStatus_t axlsolverSpScsrcholBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrcholInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholBufferInfoHost");
axlsolverStatus_t axlsolverSpDcsrcholBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrcholInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholBufferInfoHost");
axlsolverStatus_t axlsolverSpCcsrcholBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrcholInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholBufferInfoHost");
axlsolverStatus_t axlsolverSpZcsrcholBufferInfoHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrcholInfoHost_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholBufferInfoHost");
axlsolverStatus_t axlsolverSpScsrcholFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholFactorHost");
axlsolverStatus_t axlsolverSpDcsrcholFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholFactorHost");
axlsolverStatus_t axlsolverSpCcsrcholFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholFactorHost");
axlsolverStatus_t axlsolverSpZcsrcholFactorHost(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholFactorHost");
axlsolverStatus_t axlsolverSpScsrcholZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrcholInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholZeroPivotHost");
axlsolverStatus_t axlsolverSpDcsrcholZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrcholInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholZeroPivotHost");
axlsolverStatus_t axlsolverSpCcsrcholZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrcholInfoHost_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholZeroPivotHost");
axlsolverStatus_t axlsolverSpZcsrcholZeroPivotHost(axlsolverSpHandle_t, axlsolverCsrcholInfoHost_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholZeroPivotHost");
axlsolverStatus_t axlsolverSpScsrcholSolveHost(axlsolverSpHandle_t, int, const float *, float *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholSolveHost");
axlsolverStatus_t axlsolverSpDcsrcholSolveHost(axlsolverSpHandle_t, int, const double *, double *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholSolveHost");
axlsolverStatus_t axlsolverSpCcsrcholSolveHost(axlsolverSpHandle_t, int, const axlComplex *, axlComplex *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholSolveHost");
axlsolverStatus_t axlsolverSpZcsrcholSolveHost(axlsolverSpHandle_t, int, const axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrcholInfoHost_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholSolveHost");
axlsolverStatus_t axlsolverSpCreateCsrcholInfo(axlsolverCsrcholInfo_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCreateCsrcholInfo");
axlsolverStatus_t axlsolverSpDestroyCsrcholInfo(axlsolverCsrcholInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpDestroyCsrcholInfo");
axlsolverStatus_t axlsolverSpXcsrcholAnalysis(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const int *, const int *, axlsolverCsrcholInfo_t) AXL_CPU_NOT_PROVIDED("axlsolverSpXcsrcholAnalysis");
axlsolverStatus_t axlsolverSpScsrcholBufferInfo(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrcholInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholBufferInfo");
axlsolverStatus_t axlsolverSpDcsrcholBufferInfo(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrcholInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholBufferInfo");
axlsolverStatus_t axlsolverSpCcsrcholBufferInfo(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrcholInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholBufferInfo");
axlsolverStatus_t axlsolverSpZcsrcholBufferInfo(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrcholInfo_t, size_t *, size_t *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholBufferInfo");
axlsolverStatus_t axlsolverSpScsrcholFactor(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const float *, const int *, const int *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholFactor");
axlsolverStatus_t axlsolverSpDcsrcholFactor(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const double *, const int *, const int *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholFactor");
axlsolverStatus_t axlsolverSpCcsrcholFactor(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlComplex *, const int *, const int *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholFactor");
axlsolverStatus_t axlsolverSpZcsrcholFactor(axlsolverSpHandle_t, int, int, const axlsparseMatDescr_t, const axlDoubleComplex *, const int *, const int *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholFactor");
axlsolverStatus_t axlsolverSpScsrcholZeroPivot(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholZeroPivot");
axlsolverStatus_t axlsolverSpDcsrcholZeroPivot(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholZeroPivot");
axlsolverStatus_t axlsolverSpCcsrcholZeroPivot(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, float, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholZeroPivot");
axlsolverStatus_t axlsolverSpZcsrcholZeroPivot(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, double, int *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholZeroPivot");
axlsolverStatus_t axlsolverSpScsrcholSolve(axlsolverSpHandle_t, int, const float *, float *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholSolve");
axlsolverStatus_t axlsolverSpDcsrcholSolve(axlsolverSpHandle_t, int, const double *, double *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholSolve");
axlsolverStatus_t axlsolverSpCcsrcholSolve(axlsolverSpHandle_t, int, const axlComplex *, axlComplex *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholSolve");
axlsolverStatus_t axlsolverSpZcsrcholSolve(axlsolverSpHandle_t, int, const axlDoubleComplex *, axlDoubleComplex *, axlsolverCsrcholInfo_t, void *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholSolve");
axlsolverStatus_t axlsolverSpScsrcholDiag(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpScsrcholDiag");
axlsolverStatus_t axlsolverSpDcsrcholDiag(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpDcsrcholDiag");
axlsolverStatus_t axlsolverSpCcsrcholDiag(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, float *) AXL_CPU_NOT_PROVIDED("axlsolverSpCcsrcholDiag");
axlsolverStatus_t axlsolverSpZcsrcholDiag(axlsolverSpHandle_t, axlsolverCsrcholInfo_t, double *) AXL_CPU_NOT_PROVIDED("axlsolverSpZcsrcholDiag");
} // extern "C"
