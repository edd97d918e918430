// cublaslt: a full FP8 GEMM set-up as TransformerEngine writes it: matmul descriptor with FP32
// compute, TRANSA/TRANSB, per-tensor and MXFP8 (VEC32_UE8M0) scale modes, A/B/D scale pointers,
// amax of D, FAST_ACCUM, bias epilogue with its data type, E4M3/E5M2/BF16 layouts, workspace
// preference, heuristic, matmul, CUBLAS_STATUS_NOT_SUPPORTED handling, teardown.
// The program includes only <cublasLt.h>, which itself includes <cublas_api.h> for
// cublasStatus_t, cublasOperation_t, CUBLAS_COMPUTE_32F and cublasGetStatusString.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments (NVTE_CHECK_CUBLAS is the program's own macro).
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(cublas|CUBLAS_|CUBLASLT_|CUDA_|cuda[A-Z]|__nv_|nv_bfloat)'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/blaslt.h>
#include <cublasLt.h>

// CHECK: const axlblasStatus_t status_ = (expr); {{\\}}
// CHECK: if (status_ != AXLBLAS_STATUS_SUCCESS) { {{\\}}
// CHECK: axlblasGetStatusString(status_), __FILE__, __LINE__); {{\\}}
#define NVTE_CHECK_CUBLAS(expr)                                                \
  do {                                                                         \
    const cublasStatus_t status_ = (expr);                                     \
    if (status_ != CUBLAS_STATUS_SUCCESS) {                                    \
      std::fprintf(stderr, "cuBLASLt error %s at %s:%d\n",                     \
                   cublasGetStatusString(status_), __FILE__, __LINE__);        \
      std::abort();                                                            \
    }                                                                          \
  } while (0)

struct Fp8Operand {
  const void *data;        // FP8 values
  const float *scale_inv;  // per-tensor dequantization scale (device)
  // CHECK: axlDataType_t dtype;
  cudaDataType_t dtype;
};

// D = op(A) * op(B) + bias, A: k x m FP8 (transposed), B: k x n FP8, D: m x n BF16.
// Returns false when no algorithm supports the requested configuration.
// CHECK: static bool fp8_gemm(axlblasLtHandle_t handle, const Fp8Operand &A,
static bool fp8_gemm(cublasLtHandle_t handle, const Fp8Operand &A,
                     // CHECK: const Fp8Operand &B, __axl_bfloat16 *D, const __axl_bfloat16 *bias,
                     const Fp8Operand &B, __nv_bfloat16 *D, const __nv_bfloat16 *bias,
                     float *amax_d, const float *scale_d, int m, int n, int k,
                     bool use_split_accumulator, bool mxfp8, void *workspace,
                     // CHECK: size_t workspace_size, axlStream_t stream) {
                     size_t workspace_size, cudaStream_t stream) {
  // CHECK: axlblasLtMatmulDesc_t operationDesc = nullptr;
  cublasLtMatmulDesc_t operationDesc = nullptr;
  // CHECK: axlblasLtMatrixLayout_t Adesc = nullptr, Bdesc = nullptr, Cdesc = nullptr,
  cublasLtMatrixLayout_t Adesc = nullptr, Bdesc = nullptr, Cdesc = nullptr,
                         Ddesc = nullptr;
  // CHECK: axlblasLtMatmulPreference_t preference = nullptr;
  cublasLtMatmulPreference_t preference = nullptr;

  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescCreate(&operationDesc, AXLBLAS_COMPUTE_32F, AXL_R_32F));
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescCreate(&operationDesc, CUBLAS_COMPUTE_32F, CUDA_R_32F));
  // CHECK: const axlblasOperation_t transa = AXLBLAS_OP_T, transb = AXLBLAS_OP_N;
  const cublasOperation_t transa = CUBLAS_OP_T, transb = CUBLAS_OP_N;
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa)));
      operationDesc, CUBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa)));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_TRANSB, &transb, sizeof(transb)));
      operationDesc, CUBLASLT_MATMUL_DESC_TRANSB, &transb, sizeof(transb)));

  // Split accumulator: FAST_ACCUM off means FP32 accumulation of every partial product.
  const int8_t fastAccuMode = use_split_accumulator ? 0 : 1;
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_FAST_ACCUM, &fastAccuMode, sizeof(fastAccuMode)));
      operationDesc, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fastAccuMode, sizeof(fastAccuMode)));

  if (mxfp8) {
    // MXFP8: one UE8M0 scale per 32 values along k.
    // CHECK: const axlblasLtMatmulMatrixScale_t scaling_mode = AXLBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0;
    const cublasLtMatmulMatrixScale_t scaling_mode = CUBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0;
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_A_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
        operationDesc, CUBLASLT_MATMUL_DESC_A_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_B_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
        operationDesc, CUBLASLT_MATMUL_DESC_B_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
  } else {
    // CHECK: const axlblasLtMatmulMatrixScale_t scaling_mode = AXLBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
    const cublasLtMatmulMatrixScale_t scaling_mode = CUBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_A_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
        operationDesc, CUBLASLT_MATMUL_DESC_A_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_B_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
        operationDesc, CUBLASLT_MATMUL_DESC_B_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_D_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
        operationDesc, CUBLASLT_MATMUL_DESC_D_SCALE_MODE, &scaling_mode, sizeof(scaling_mode)));
  }
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER, &A.scale_inv, sizeof(A.scale_inv)));
      operationDesc, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &A.scale_inv, sizeof(A.scale_inv)));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER, &B.scale_inv, sizeof(B.scale_inv)));
      operationDesc, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, &B.scale_inv, sizeof(B.scale_inv)));
  if (scale_d != nullptr) {
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER, &scale_d, sizeof(scale_d)));
        operationDesc, CUBLASLT_MATMUL_DESC_D_SCALE_POINTER, &scale_d, sizeof(scale_d)));
  }
  if (amax_d != nullptr) {
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, &amax_d, sizeof(amax_d)));
        operationDesc, CUBLASLT_MATMUL_DESC_AMAX_D_POINTER, &amax_d, sizeof(amax_d)));
  }

  // CHECK: axlblasLtEpilogue_t epilogue = AXLBLASLT_EPILOGUE_DEFAULT;
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  if (bias != nullptr) {
    // CHECK: epilogue = AXLBLASLT_EPILOGUE_BIAS;
    epilogue = CUBLASLT_EPILOGUE_BIAS;
    // CHECK: const axlDataType_t bias_type = AXL_R_16BF;
    const cudaDataType_t bias_type = CUDA_R_16BF;
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias)));
        operationDesc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias)));
    // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
    NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
        // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bias_type, sizeof(bias_type)));
        operationDesc, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bias_type, sizeof(bias_type)));
  }
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(
      // CHECK: operationDesc, AXLBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue)));
      operationDesc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue)));

  // Column-major layouts: A is stored k x m and transposed, B is k x n, C = D is m x n.
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutCreate(&Adesc, A.dtype, k, m, k));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&Adesc, A.dtype, k, m, k));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutCreate(&Bdesc, B.dtype, k, n, k));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&Bdesc, B.dtype, k, n, k));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutCreate(&Cdesc, AXL_R_16BF, m, n, m));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&Cdesc, CUDA_R_16BF, m, n, m));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutCreate(&Ddesc, AXL_R_16BF, m, n, m));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&Ddesc, CUDA_R_16BF, m, n, m));
  // CHECK: const axlblasLtOrder_t order = AXLBLASLT_ORDER_COL;
  const cublasLtOrder_t order = CUBLASLT_ORDER_COL;
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutSetAttribute(
      // CHECK: Ddesc, AXLBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)));
      Ddesc, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)));

  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulPreferenceCreate(&preference));
  NVTE_CHECK_CUBLAS(cublasLtMatmulPreferenceCreate(&preference));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulPreferenceSetAttribute(
  NVTE_CHECK_CUBLAS(cublasLtMatmulPreferenceSetAttribute(
      // CHECK: preference, AXLBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace_size,
      preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace_size,
      sizeof(workspace_size)));

  // CHECK: axlblasLtMatmulHeuristicResult_t heuristicResult = {};
  cublasLtMatmulHeuristicResult_t heuristicResult = {};
  int returnedResults = 0;
  // CHECK: const axlblasStatus_t heuristic_status = axlblasLtMatmulAlgoGetHeuristic(
  const cublasStatus_t heuristic_status = cublasLtMatmulAlgoGetHeuristic(
      handle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, 1,
      &heuristicResult, &returnedResults);
  bool ok = true;
  // CHECK: if (heuristic_status == AXLBLAS_STATUS_NOT_SUPPORTED || returnedResults == 0) {
  if (heuristic_status == CUBLAS_STATUS_NOT_SUPPORTED || returnedResults == 0) {
    std::fprintf(stderr, "no cuBLASLt algorithm: %s\n",
                 // CHECK: axlblasGetStatusName(heuristic_status));
                 cublasGetStatusName(heuristic_status));
    ok = false;
  } else {
    NVTE_CHECK_CUBLAS(heuristic_status);
    const float one = 1.0f, zero = 0.0f;
    // CHECK: const axlblasStatus_t status = axlblasLtMatmul(
    const cublasStatus_t status = cublasLtMatmul(
        handle, operationDesc, &one, A.data, Adesc, B.data, Bdesc, &zero, D,
        Cdesc, D, Ddesc, &heuristicResult.algo, workspace, workspace_size, stream);
    // CHECK: if (status == AXLBLAS_STATUS_NOT_SUPPORTED)
    if (status == CUBLAS_STATUS_NOT_SUPPORTED)
      ok = false;
    else
      NVTE_CHECK_CUBLAS(status);
  }

  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulPreferenceDestroy(preference));
  NVTE_CHECK_CUBLAS(cublasLtMatmulPreferenceDestroy(preference));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutDestroy(Ddesc));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutDestroy(Ddesc));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutDestroy(Cdesc));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutDestroy(Cdesc));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutDestroy(Bdesc));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutDestroy(Bdesc));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatrixLayoutDestroy(Adesc));
  NVTE_CHECK_CUBLAS(cublasLtMatrixLayoutDestroy(Adesc));
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtMatmulDescDestroy(operationDesc));
  NVTE_CHECK_CUBLAS(cublasLtMatmulDescDestroy(operationDesc));
  return ok;
}

int main() {
  const int m = 256, n = 128, k = 512;
  const size_t workspace_size = 32u << 20;
  void *a = nullptr, *b = nullptr, *workspace = nullptr;
  // CHECK: __axl_bfloat16 *d = nullptr, *bias = nullptr;
  __nv_bfloat16 *d = nullptr, *bias = nullptr;
  float *scales = nullptr;
  // CHECK: __axl_fp8_e8m0 *mx_scales = nullptr;
  __nv_fp8_e8m0 *mx_scales = nullptr;
  // CHECK: axlMalloc(&a, (size_t)m * k);
  cudaMalloc(&a, (size_t)m * k);
  // CHECK: axlMalloc(&b, (size_t)k * n);
  cudaMalloc(&b, (size_t)k * n);
  // CHECK: axlMalloc(&d, sizeof(__axl_bfloat16) * m * n);
  cudaMalloc(&d, sizeof(__nv_bfloat16) * m * n);
  // CHECK: axlMalloc(&bias, sizeof(__axl_bfloat16) * m);
  cudaMalloc(&bias, sizeof(__nv_bfloat16) * m);
  // CHECK: axlMalloc(&scales, 4 * sizeof(float));
  cudaMalloc(&scales, 4 * sizeof(float));
  // CHECK: axlMalloc(&mx_scales, (size_t)(m + n) * (k / 32));
  cudaMalloc(&mx_scales, (size_t)(m + n) * (k / 32));
  // CHECK: axlMalloc(&workspace, workspace_size);
  cudaMalloc(&workspace, workspace_size);

  // CHECK: axlblasLtHandle_t handle;
  cublasLtHandle_t handle;
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtCreate(&handle));
  NVTE_CHECK_CUBLAS(cublasLtCreate(&handle));
  // CHECK: std::printf("cuBLASLt %zu (header %d)\n", axlblasLtGetVersion(), AXLBLAS_VERSION);
  std::printf("cuBLASLt %zu (header %d)\n", cublasLtGetVersion(), CUBLAS_VERSION);
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);

  // Forward GEMM: E4M3 x E4M3 with bias, FP8 output scale and amax.
  // CHECK: Fp8Operand A{a, scales + 0, AXL_R_8F_E4M3};
  Fp8Operand A{a, scales + 0, CUDA_R_8F_E4M3};
  // CHECK: Fp8Operand B{b, scales + 1, AXL_R_8F_E4M3};
  Fp8Operand B{b, scales + 1, CUDA_R_8F_E4M3};
  bool ok = fp8_gemm(handle, A, B, d, bias, scales + 3, scales + 2, m, n, k,
                     /*use_split_accumulator=*/false, /*mxfp8=*/false, workspace,
                     workspace_size, stream);
  // Backward (dgrad): E4M3 weights x E5M2 gradients, split accumulator.
  // CHECK: Fp8Operand G{b, scales + 1, AXL_R_8F_E5M2};
  Fp8Operand G{b, scales + 1, CUDA_R_8F_E5M2};
  ok &= fp8_gemm(handle, A, G, d, nullptr, nullptr, nullptr, m, n, k,
                 /*use_split_accumulator=*/true, /*mxfp8=*/false, workspace,
                 workspace_size, stream);
  // MXFP8: block scales stored as UE8M0.
  // CHECK: const axlDataType_t mx_scale_type = AXL_R_8F_UE8M0;
  const cudaDataType_t mx_scale_type = CUDA_R_8F_UE8M0;
  // CHECK: Fp8Operand MA{a, reinterpret_cast<const float *>(mx_scales), AXL_R_8F_E4M3};
  Fp8Operand MA{a, reinterpret_cast<const float *>(mx_scales), CUDA_R_8F_E4M3};
  // CHECK: Fp8Operand MB{b, reinterpret_cast<const float *>(mx_scales + m * (k / 32)), AXL_R_8F_E4M3};
  Fp8Operand MB{b, reinterpret_cast<const float *>(mx_scales + m * (k / 32)), CUDA_R_8F_E4M3};
  ok &= fp8_gemm(handle, MA, MB, d, nullptr, nullptr, nullptr, m, n, k,
                 /*use_split_accumulator=*/true, /*mxfp8=*/true, workspace,
                 workspace_size, stream);

  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: NVTE_CHECK_CUBLAS(axlblasLtDestroy(handle));
  NVTE_CHECK_CUBLAS(cublasLtDestroy(handle));
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: axlFree(workspace);
  cudaFree(workspace);
  // CHECK: axlFree(mx_scales);
  cudaFree(mx_scales);
  // CHECK: axlFree(scales);
  cudaFree(scales);
  // CHECK: axlFree(bias);
  cudaFree(bias);
  // CHECK: axlFree(d);
  cudaFree(d);
  // CHECK: axlFree(b);
  cudaFree(b);
  // CHECK: axlFree(a);
  cudaFree(a);
  // CHECK: return ok && mx_scale_type == AXL_R_8F_UE8M0 ? 0 : 1;
  return ok && mx_scale_type == CUDA_R_8F_UE8M0 ? 0 : 1;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (122 renamed, 0 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
