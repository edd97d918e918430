// The one GEMM kernel behind axlblas*gemm* and axlblasLtMatmul, on the CPU:
//   t = Alpha * sum_k op(A)(i,k) op(B)(k,j) + Beta * C(i,j) + Bias(i)
//   D(i,j) = store(ScaleD * epilogue(t))
// Products and sums in double, in increasing k; t is rounded once to the
// compute type (float unless Compute64) before the optional ReLU, amax,
// ScaleD and the conversion to D's type. Column-major. Private to the
// libraries.
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
  bool Relu = false;
  float ScaleD = 1.0f;    ///< applied after amax, before the conversion
  float *AmaxD = nullptr; ///< if set: max |t| (after the epilogue), as float
};

/// Runs the problem (on the calling thread, and helpers for large ones).
void runGemm(const GemmProblem &P);

} // namespace axl::cpu::libs
