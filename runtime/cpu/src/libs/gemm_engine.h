// The one GEMM kernel behind axlblas*gemm* and axlblasLtMatmul, on the CPU,
// on the machine's tuned BLAS (OpenBLAS):
//   t = Alpha * sum_k op(A)(i,k) op(B)(k,j) + Beta * C(i,j) + Bias(i)
//   D(i,j) = store(ScaleD * epilogue(t))
// The product runs in the BLAS at the precision the inputs ask for:
//  - FP32 A and B: sgemm, float accumulation (cuBLAS's 32F compute);
//  - FP64: dgemm;
//  - FP16, BF16 and FP8: decoded exactly to double, dgemm. The products are
//    exact and the sum runs in double, so results are those of the exact
//    sum rounded once, whenever the sum fits double's 53 bits (it does for
//    FP8 data of ordinary range), whatever order the BLAS adds in.
// t is then rounded once to the compute type (float unless Compute64)
// before the epilogue, amax, ScaleD and the conversion to D's type.
// Column-major. Private to the libraries.
#pragma once
#include <axl/cpu/library_types.h>

#include <cstdint>

namespace axl::cpu::libs {

struct GemmOperand {
  const void *Data;
  axlDataType_t Type;
  int64_t Ld;
  bool Transposed; ///< op(X) = X^T
};

/// The pointwise step after t (cuBLASLt's epilogues).
enum class GemmActivation {
  None,
  Relu,
  Gelu,  ///< GELU, tanh approximation (as cuBLASLt and GPT-2 use)
  DGelu, ///< t * GELU'(AuxIn): the gradient through a GELU
};

/// What a bias-gradient epilogue sums into BiasGrad.
enum class GemmBiasGrad {
  None,
  OfD, ///< BiasGrad(i) = sum_j D(i,j) before D's conversion (DGELU_BGRAD)
  OfA, ///< BiasGrad(i) = sum_k op(A)(i,k) (BGRADA), M values
  OfB, ///< BiasGrad(j) = sum_k op(B)(k,j) (BGRADB), N values
};

struct GemmProblem {
  int64_t M = 0, N = 0, K = 0;
  GemmOperand A{}, B{};
  /// C is read only when Beta != 0 (so it may be null, or hold NaN).
  const void *C = nullptr;
  axlDataType_t CType = AXL_R_32F;
  int64_t Ldc = 0;
  void *D = nullptr;
  axlDataType_t DType = AXL_R_32F;
  int64_t Ldd = 0;
  double Alpha = 1.0, Beta = 0.0;
  bool Compute64 = false;
  const void *Bias = nullptr; ///< M values added to every column, or null
  axlDataType_t BiasType = AXL_R_32F;
  GemmActivation Activation = GemmActivation::None;
  /// GELU_AUX: t (before the activation) stored here, D's shape, AuxLd.
  void *AuxOut = nullptr;
  /// DGELU: the GELU inputs of the forward pass, D's shape, AuxLd.
  const void *AuxIn = nullptr;
  axlDataType_t AuxType = AXL_R_32F;
  int64_t AuxLd = 0;
  GemmBiasGrad BiasGradOf = GemmBiasGrad::None;
  void *BiasGrad = nullptr; ///< written, in BiasGradType, sums in double
  axlDataType_t BiasGradType = AXL_R_32F;
  float ScaleD = 1.0f;    ///< applied after amax, before the conversion
  float *AmaxD = nullptr; ///< if set: max |t| (after the epilogue), as float
};

/// Runs the problem (on the calling thread and the BLAS's threads).
void runGemm(const GemmProblem &P);

/// The GELU of the epilogues and its derivative, in float.
float geluTanh(float X);
float geluTanhGrad(float X);

} // namespace axl::cpu::libs
