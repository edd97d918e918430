// CPU backend of <axl/blaslt.h>: the cuBLASLt subset that FP8 training
// needs, and plain FP32/FP16/BF16 matmuls.
//
// axlblasLtMatmul computes, per batch entry (column-major, any op for the
// non-FP8 types, "TN" for FP8):
//   T = epilogue(alpha * scale_A * scale_B * op(A) op(B)
//                + beta * scale_C * C + bias)
//   amax_D = max |T| (before scale_D, as cuBLASLt documents)
//   D = convert(T * scale_D)   (FP8 D: round to nearest even, saturating to
//                               the largest finite value, NaN -> 0x7f)
// The product runs in OpenBLAS: FP8, FP16 and BF16 inputs are decoded
// exactly to double and multiplied by dgemm (exact products, a double sum:
// the exact sum rounded once for data of ordinary range, whatever the
// BLAS's order), FP32 inputs by sgemm (float accumulation, as cuBLASLt's 32F
// compute); T is rounded once to float (the compute type). FAST_ACCUM is
// accepted and changes nothing. The scalars alpha and beta follow
// POINTER_MODE (host: read at the call; device: when the work runs); the
// scale, bias and amax pointers are device pointers, read or written when
// the work runs on the stream.
//
// Supported (anything else: NOT_SUPPORTED from the heuristic and the
// matmul, or INVALID_VALUE for a malformed call, never a wrong result):
//  - compute type AXLBLAS_COMPUTE_32F (or 32F_PEDANTIC / 32F_FAST_*), scale
//    type AXL_R_32F, pointer mode HOST or DEVICE, ORDER_COL layouts,
//    strided batches (BATCH_COUNT, STRIDED_BATCH_OFFSET);
//  - epilogues DEFAULT, RELU, BIAS, RELU_BIAS (bias: D's rows long), GELU,
//    GELU_BIAS, GELU_AUX, GELU_AUX_BIAS (GELU in its tanh form, in float;
//    AUX stores t before the GELU), DGELU (t * GELU'(aux)), DGELU_BGRAD
//    (and the bias gradient: D's row sums), BGRADA (sums of op(A)'s rows
//    over k), BGRADB (sums of op(B)'s columns over k, D's columns long);
//    the aux buffer of D's shape (AUX_LD >= m, AUX_BATCH_STRIDE), of D's
//    type unless AUX_DATA_TYPE names FP32, FP16 or BF16; bias gradients in
//    the bias type. Not run: RELU_AUX and DRELU (a bit mask of undocumented
//    layout), FP8 aux (its scale and amax), the gradient epilogues with FP8
//    inputs;
//  - non-FP8: A, B, C, D all FP32, all FP16 or all BF16, or FP16/BF16 A, B
//    with FP32 C and D; no scale or amax pointers; bias of D's type (FP32
//    for FP32 D);
//  - FP8 (the rules of the cuBLASLt documentation, "cublasLtMatmul", FP8):
//    * A and B FP8: E4M3 x E4M3, E4M3 x E5M2, E5M2 x E4M3 (E5M2 x E5M2 has
//      no kernels);
//    * TRANSA = T and TRANSB = N ("TN"); TRANSC = N;
//    * A and B leading dimensions multiples of 16 elements (16 bytes), their
//      data pointers 16-byte aligned (checked by the matmul: the heuristic
//      sees no pointers) and the preference's minimum A/B alignments >= 16;
//    * C / D types: C BF16 -> D BF16 or E4M3 (or E5M2 if an input is E5M2);
//      C FP16 -> D FP16 or E4M3 (or E5M2 likewise); C FP32 -> D FP32;
//    * scale_D only with an FP8 D; amax_D with an FP8, BF16 or FP16 D;
//      otherwise INVALID_VALUE, as cuBLASLt answers a scale or amax pointer
//      set for an unsupported combination;
//    * bias type: BF16 for C BF16 or FP32, FP16 for C FP16 (the default
//      when BIAS_DATA_TYPE is unset).
#pragma once
#include <axl/cpu/blas.h>

#include <cstdint>

struct axlblasLtContext;
typedef struct axlblasLtContext *axlblasLtHandle_t;

typedef struct {
  uint64_t data[8];
} axlblasLtMatrixLayoutOpaque_t;
typedef axlblasLtMatrixLayoutOpaque_t *axlblasLtMatrixLayout_t;

typedef struct {
  uint64_t data[8];
} axlblasLtMatmulAlgo_t;

typedef struct {
  uint64_t data[32];
} axlblasLtMatmulDescOpaque_t;
typedef axlblasLtMatmulDescOpaque_t *axlblasLtMatmulDesc_t;

typedef struct {
  uint64_t data[8];
} axlblasLtMatmulPreferenceOpaque_t;
typedef axlblasLtMatmulPreferenceOpaque_t *axlblasLtMatmulPreference_t;

typedef enum {
  AXLBLASLT_POINTER_MODE_HOST = AXLBLAS_POINTER_MODE_HOST,
  AXLBLASLT_POINTER_MODE_DEVICE = AXLBLAS_POINTER_MODE_DEVICE,
  AXLBLASLT_POINTER_MODE_DEVICE_VECTOR = 2,
  AXLBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_ZERO = 3,
  AXLBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4,
} axlblasLtPointerMode_t;

typedef enum {
  AXLBLASLT_ORDER_COL = 0,
  AXLBLASLT_ORDER_ROW = 1,
  AXLBLASLT_ORDER_COL32 = 2,
  AXLBLASLT_ORDER_COL4_4R2_8C = 3,
  AXLBLASLT_ORDER_COL32_2R_4R4 = 4,
} axlblasLtOrder_t;

typedef enum {
  AXLBLASLT_BATCH_MODE_STRIDED = 0,
  AXLBLASLT_BATCH_MODE_POINTER_ARRAY = 1,
} axlblasLtBatchMode_t;

typedef enum {
  AXLBLASLT_MATRIX_LAYOUT_TYPE = 0,
  AXLBLASLT_MATRIX_LAYOUT_ORDER = 1,
  AXLBLASLT_MATRIX_LAYOUT_ROWS = 2,
  AXLBLASLT_MATRIX_LAYOUT_COLS = 3,
  AXLBLASLT_MATRIX_LAYOUT_LD = 4,
  AXLBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
  AXLBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6,
  AXLBLASLT_MATRIX_LAYOUT_PLANE_OFFSET = 7,
  AXLBLASLT_MATRIX_LAYOUT_BATCH_MODE = 8,
} axlblasLtMatrixLayoutAttribute_t;

typedef enum {
  AXLBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0,
  AXLBLASLT_MATMUL_DESC_SCALE_TYPE = 1,
  AXLBLASLT_MATMUL_DESC_POINTER_MODE = 2,
  AXLBLASLT_MATMUL_DESC_TRANSA = 3,
  AXLBLASLT_MATMUL_DESC_TRANSB = 4,
  AXLBLASLT_MATMUL_DESC_TRANSC = 5,
  AXLBLASLT_MATMUL_DESC_FILL_MODE = 6,
  AXLBLASLT_MATMUL_DESC_EPILOGUE = 7,
  AXLBLASLT_MATMUL_DESC_BIAS_POINTER = 8,
  AXLBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
  AXLBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE = 14,
  AXLBLASLT_MATMUL_DESC_SM_COUNT_TARGET = 15,
  AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17,
  AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18,
  AXLBLASLT_MATMUL_DESC_C_SCALE_POINTER = 19,
  AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20,
  AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER = 21,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 23,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER = 24,
  AXLBLASLT_MATMUL_DESC_FAST_ACCUM = 25,
  AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26,
  AXLBLASLT_MATMUL_DESC_A_SCALE_MODE = 31,
  AXLBLASLT_MATMUL_DESC_B_SCALE_MODE = 32,
  AXLBLASLT_MATMUL_DESC_C_SCALE_MODE = 33,
  AXLBLASLT_MATMUL_DESC_D_SCALE_MODE = 34,
  AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_MODE = 35,
  AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_POINTER = 36,
  AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_MODE = 37,
  AXLBLASLT_MATMUL_DESC_EMULATION_DESCRIPTOR = 38,
} axlblasLtMatmulDescAttributes_t;

/// Only SCALAR_32F (per-tensor scales) runs on the CPU.
typedef enum {
  AXLBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F = 0,
  AXLBLASLT_MATMUL_MATRIX_SCALE_VEC16_UE4M3 = 1,
  AXLBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0 = 2,
  AXLBLASLT_MATMUL_MATRIX_SCALE_OUTER_VEC_32F = 3,
  AXLBLASLT_MATMUL_MATRIX_SCALE_VEC128_32F = 4,
  AXLBLASLT_MATMUL_MATRIX_SCALE_BLK128x128_32F = 5,
  AXLBLASLT_MATMUL_MATRIX_SCALE_END
} axlblasLtMatmulMatrixScale_t;

typedef enum {
  AXLBLASLT_EPILOGUE_DEFAULT = 1,
  AXLBLASLT_EPILOGUE_RELU = 2,
  AXLBLASLT_EPILOGUE_RELU_AUX = (AXLBLASLT_EPILOGUE_RELU | 128),
  AXLBLASLT_EPILOGUE_BIAS = 4,
  AXLBLASLT_EPILOGUE_RELU_BIAS =
      (AXLBLASLT_EPILOGUE_RELU | AXLBLASLT_EPILOGUE_BIAS),
  AXLBLASLT_EPILOGUE_RELU_AUX_BIAS =
      (AXLBLASLT_EPILOGUE_RELU_AUX | AXLBLASLT_EPILOGUE_BIAS),
  AXLBLASLT_EPILOGUE_DRELU = 8 | 128,
  AXLBLASLT_EPILOGUE_DRELU_BGRAD = AXLBLASLT_EPILOGUE_DRELU | 16,
  AXLBLASLT_EPILOGUE_GELU = 32,
  AXLBLASLT_EPILOGUE_GELU_AUX = (AXLBLASLT_EPILOGUE_GELU | 128),
  AXLBLASLT_EPILOGUE_GELU_BIAS =
      (AXLBLASLT_EPILOGUE_GELU | AXLBLASLT_EPILOGUE_BIAS),
  AXLBLASLT_EPILOGUE_GELU_AUX_BIAS =
      (AXLBLASLT_EPILOGUE_GELU_AUX | AXLBLASLT_EPILOGUE_BIAS),
  AXLBLASLT_EPILOGUE_DGELU = 64 | 128,
  AXLBLASLT_EPILOGUE_DGELU_BGRAD = AXLBLASLT_EPILOGUE_DGELU | 16,
  AXLBLASLT_EPILOGUE_BGRADA = 256,
  AXLBLASLT_EPILOGUE_BGRADB = 512,
} axlblasLtEpilogue_t;

typedef enum {
  AXLBLASLT_SEARCH_BEST_FIT = 0,
  AXLBLASLT_SEARCH_LIMITED_BY_ALGO_ID = 1,
} axlblasLtMatmulSearch_t;

typedef enum {
  AXLBLASLT_MATMUL_PREF_SEARCH_MODE = 0,
  AXLBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1,
  AXLBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK = 3,
  AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES = 5,
  AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES = 6,
  AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES = 7,
  AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES = 8,
  AXLBLASLT_MATMUL_PREF_MAX_WAVES_COUNT = 9,
  AXLBLASLT_MATMUL_PREF_IMPL_MASK = 12,
} axlblasLtMatmulPreferenceAttributes_t;

typedef struct {
  axlblasLtMatmulAlgo_t algo;
  size_t workspaceSize; ///< 0: the CPU needs no workspace
  axlblasStatus_t state;
  float wavesCount;
  int reserved[4];
} axlblasLtMatmulHeuristicResult_t;

axlblasStatus_t axlblasLtCreate(axlblasLtHandle_t *lightHandle);
axlblasStatus_t axlblasLtDestroy(axlblasLtHandle_t lightHandle);
const char *axlblasLtGetStatusName(axlblasStatus_t status);
const char *axlblasLtGetStatusString(axlblasStatus_t status);
size_t axlblasLtGetVersion(void);
size_t axlblasLtGetCudartVersion(void);
axlblasStatus_t axlblasLtGetProperty(libraryPropertyType type, int *value);

axlblasStatus_t axlblasLtMatrixLayoutCreate(axlblasLtMatrixLayout_t *matLayout,
                                            axlDataType type, uint64_t rows,
                                            uint64_t cols, int64_t ld);
axlblasStatus_t axlblasLtMatrixLayoutDestroy(axlblasLtMatrixLayout_t matLayout);
/// The Init forms set up a descriptor in storage the caller owns (not to be
/// destroyed); INVALID_VALUE when size is below the opaque struct's.
axlblasStatus_t axlblasLtMatrixLayoutInit_internal(
    axlblasLtMatrixLayout_t matLayout, size_t size, axlDataType type,
    uint64_t rows, uint64_t cols, int64_t ld);
static inline axlblasStatus_t
axlblasLtMatrixLayoutInit(axlblasLtMatrixLayout_t matLayout, axlDataType type,
                          uint64_t rows, uint64_t cols, int64_t ld) {
  return axlblasLtMatrixLayoutInit_internal(matLayout, sizeof(*matLayout), type,
                                            rows, cols, ld);
}
/// INVALID_VALUE when buf is null or sizeInBytes is not the attribute's
/// size; values the CPU cannot run (ROW order, planar complex, pointer-array
/// batches) are stored and refused by the heuristic and the matmul.
axlblasStatus_t
axlblasLtMatrixLayoutSetAttribute(axlblasLtMatrixLayout_t matLayout,
                                  axlblasLtMatrixLayoutAttribute_t attr,
                                  const void *buf, size_t sizeInBytes);
axlblasStatus_t axlblasLtMatrixLayoutGetAttribute(
    axlblasLtMatrixLayout_t matLayout, axlblasLtMatrixLayoutAttribute_t attr,
    void *buf, size_t sizeInBytes, size_t *sizeWritten);

axlblasStatus_t axlblasLtMatmulDescCreate(axlblasLtMatmulDesc_t *matmulDesc,
                                          axlblasComputeType_t computeType,
                                          axlDataType_t scaleType);
axlblasStatus_t axlblasLtMatmulDescDestroy(axlblasLtMatmulDesc_t matmulDesc);
axlblasStatus_t axlblasLtMatmulDescInit_internal(
    axlblasLtMatmulDesc_t matmulDesc, size_t size,
    axlblasComputeType_t computeType, axlDataType_t scaleType);
static inline axlblasStatus_t
axlblasLtMatmulDescInit(axlblasLtMatmulDesc_t matmulDesc,
                        axlblasComputeType_t computeType,
                        axlDataType_t scaleType) {
  return axlblasLtMatmulDescInit_internal(matmulDesc, sizeof(*matmulDesc),
                                          computeType, scaleType);
}
/// Attributes without a CPU implementation (the aux scale and amax, alpha
/// vectors, block scale modes, emulation) are stored like the others
/// and make the heuristic and the matmul answer NOT_SUPPORTED when set to
/// anything but their defaults.
axlblasStatus_t
axlblasLtMatmulDescSetAttribute(axlblasLtMatmulDesc_t matmulDesc,
                                axlblasLtMatmulDescAttributes_t attr,
                                const void *buf, size_t sizeInBytes);
axlblasStatus_t
axlblasLtMatmulDescGetAttribute(axlblasLtMatmulDesc_t matmulDesc,
                                axlblasLtMatmulDescAttributes_t attr, void *buf,
                                size_t sizeInBytes, size_t *sizeWritten);

axlblasStatus_t
axlblasLtMatmulPreferenceCreate(axlblasLtMatmulPreference_t *pref);
axlblasStatus_t
axlblasLtMatmulPreferenceDestroy(axlblasLtMatmulPreference_t pref);
axlblasStatus_t
axlblasLtMatmulPreferenceInit_internal(axlblasLtMatmulPreference_t pref,
                                       size_t size);
static inline axlblasStatus_t
axlblasLtMatmulPreferenceInit(axlblasLtMatmulPreference_t pref) {
  return axlblasLtMatmulPreferenceInit_internal(pref, sizeof(*pref));
}
axlblasStatus_t axlblasLtMatmulPreferenceSetAttribute(
    axlblasLtMatmulPreference_t pref,
    axlblasLtMatmulPreferenceAttributes_t attr, const void *buf,
    size_t sizeInBytes);
axlblasStatus_t axlblasLtMatmulPreferenceGetAttribute(
    axlblasLtMatmulPreference_t pref,
    axlblasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes,
    size_t *sizeWritten);

/// One result (the CPU kernel) when the problem is supported; otherwise
/// AXLBLAS_STATUS_NOT_SUPPORTED and *returnAlgoCount = 0.
axlblasStatus_t axlblasLtMatmulAlgoGetHeuristic(
    axlblasLtHandle_t lightHandle, axlblasLtMatmulDesc_t operationDesc,
    axlblasLtMatrixLayout_t Adesc, axlblasLtMatrixLayout_t Bdesc,
    axlblasLtMatrixLayout_t Cdesc, axlblasLtMatrixLayout_t Ddesc,
    axlblasLtMatmulPreference_t preference, int requestedAlgoCount,
    axlblasLtMatmulHeuristicResult_t heuristicResultsArray[],
    int *returnAlgoCount);

/// algo may be null (as in cuBLASLt: the heuristic's choice); the workspace
/// is not used.
axlblasStatus_t axlblasLtMatmul(
    axlblasLtHandle_t lightHandle, axlblasLtMatmulDesc_t computeDesc,
    const void *alpha, const void *A, axlblasLtMatrixLayout_t Adesc,
    const void *B, axlblasLtMatrixLayout_t Bdesc, const void *beta,
    const void *C, axlblasLtMatrixLayout_t Cdesc, void *D,
    axlblasLtMatrixLayout_t Ddesc, const axlblasLtMatmulAlgo_t *algo,
    void *workspace, size_t workspaceSizeInBytes, axlStream_t stream);
