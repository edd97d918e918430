// cublaslt values: the FP8/MXFP8 descriptor attributes, scale modes, narrow data types and
// epilogues, ported; the port, followed by Inputs/values_expected.inc (CUDA spellings), must
// compile through the CUDA backend: every static_assert there checks that a dialect name has
// the value (and the type) of its CUDA name.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(cublas|CUBLAS_|CUBLASLT_|CUDA_|cuda[A-Z])'
// RUN: cat %t.cu %S/Inputs/values_expected.inc > %t.check.cu
// RUN: %nvcc-backend -c %t.check.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

// CHECK: #include <axl/blaslt.h>
#include <cublasLt.h>
// CHECK: #include <axl/runtime.h>
#include <library_types.h>
#include <type_traits>

// The FP8 descriptor attributes TransformerEngine sets, in the order of the expected list.
// CHECK: inline constexpr axlblasLtMatmulDescAttributes_t kFp8Attributes[] = {
inline constexpr cublasLtMatmulDescAttributes_t kFp8Attributes[] = {
    // CHECK: AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_A_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_B_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_C_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_C_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_D_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER,
    CUBLASLT_MATMUL_DESC_AMAX_D_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_FAST_ACCUM,
    CUBLASLT_MATMUL_DESC_FAST_ACCUM,
    // CHECK: AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
    CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
    // CHECK: AXLBLASLT_MATMUL_DESC_BIAS_POINTER,
    CUBLASLT_MATMUL_DESC_BIAS_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_EPILOGUE,
    CUBLASLT_MATMUL_DESC_EPILOGUE,
    // CHECK: AXLBLASLT_MATMUL_DESC_A_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_A_SCALE_MODE,
    // CHECK: AXLBLASLT_MATMUL_DESC_B_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_B_SCALE_MODE,
    // CHECK: AXLBLASLT_MATMUL_DESC_C_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_C_SCALE_MODE,
    // CHECK: AXLBLASLT_MATMUL_DESC_D_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_D_SCALE_MODE,
    // CHECK: AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_MODE,
    // CHECK: AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_POINTER,
    CUBLASLT_MATMUL_DESC_D_OUT_SCALE_POINTER,
    // CHECK: AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_MODE,
    CUBLASLT_MATMUL_DESC_D_OUT_SCALE_MODE,
};

// Scale modes: tensor-wise, NVFP4, MXFP8, per-row, 1x128 and 128x128 blocks.
// CHECK: inline constexpr axlblasLtMatmulMatrixScale_t kScaleModes[] = {
inline constexpr cublasLtMatmulMatrixScale_t kScaleModes[] = {
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F,
    CUBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F,
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_VEC16_UE4M3,
    CUBLASLT_MATMUL_MATRIX_SCALE_VEC16_UE4M3,
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0,
    CUBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0,
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_OUTER_VEC_32F,
    CUBLASLT_MATMUL_MATRIX_SCALE_OUTER_VEC_32F,
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_VEC128_32F,
    CUBLASLT_MATMUL_MATRIX_SCALE_VEC128_32F,
    // CHECK: AXLBLASLT_MATMUL_MATRIX_SCALE_BLK128x128_32F,
    CUBLASLT_MATMUL_MATRIX_SCALE_BLK128x128_32F,
};

// Narrow data types of the FP8/FP6/FP4 GEMMs.
// CHECK: inline constexpr axlDataType_t kDataTypes[] = {
inline constexpr cudaDataType_t kDataTypes[] = {
    // CHECK: AXL_R_8F_E4M3, AXL_R_8F_E5M2, AXL_R_8F_UE8M0, AXL_R_8F_UE4M3,
    CUDA_R_8F_E4M3, CUDA_R_8F_E5M2, CUDA_R_8F_UE8M0, CUDA_R_8F_UE4M3,
    // CHECK: AXL_R_6F_E2M3, AXL_R_6F_E3M2, AXL_R_4F_E2M1,  AXL_R_16BF,
    CUDA_R_6F_E2M3, CUDA_R_6F_E3M2, CUDA_R_4F_E2M1,  CUDA_R_16BF,
    // CHECK: AXL_R_32F,
    CUDA_R_32F,
};

// CHECK: inline constexpr axlblasLtEpilogue_t kEpilogues[] = {
inline constexpr cublasLtEpilogue_t kEpilogues[] = {
    // CHECK: AXLBLASLT_EPILOGUE_DEFAULT, AXLBLASLT_EPILOGUE_BIAS, AXLBLASLT_EPILOGUE_GELU_AUX_BIAS,
    CUBLASLT_EPILOGUE_DEFAULT, CUBLASLT_EPILOGUE_BIAS, CUBLASLT_EPILOGUE_GELU_AUX_BIAS,
    // CHECK: AXLBLASLT_EPILOGUE_DGELU_BGRAD, AXLBLASLT_EPILOGUE_BGRADB,
    CUBLASLT_EPILOGUE_DGELU_BGRAD, CUBLASLT_EPILOGUE_BGRADB,
};

// CHECK: inline constexpr axlblasComputeType_t kCompute = AXLBLAS_COMPUTE_32F;
inline constexpr cublasComputeType_t kCompute = CUBLAS_COMPUTE_32F;
// CHECK: inline constexpr axlblasLtMatmulPreferenceAttributes_t kWorkspace =
inline constexpr cublasLtMatmulPreferenceAttributes_t kWorkspace =
    // CHECK: AXLBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES;
    CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES;

// DIAG: axlify: 1 file ported (1 changed): 48 references ported (48 renamed, 0 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
