// cuBLASLt's heuristic and matmul on the CPU. One check decides what runs
// (the rules are listed in <axl/cpu/blaslt.h>); the heuristic reports it,
// the matmul adds the checks that need the data pointers and queues the
// work on the stream.
#include "blaslt_desc.h"
#include "element_codec.h"
#include "gemm_engine.h"
#include "../fault/fault.h"

#include <algorithm>
#include <cstring>

namespace {

using namespace axl::cpu::libs;

bool isFp8(uint32_t T) { return T == AXL_R_8F_E4M3 || T == AXL_R_8F_E5M2; }

bool isCompute32F(int32_t C) {
  return C == AXLBLAS_COMPUTE_32F || C == AXLBLAS_COMPUTE_32F_PEDANTIC ||
         C == AXLBLAS_COMPUTE_32F_FAST_16F ||
         C == AXLBLAS_COMPUTE_32F_FAST_16BF ||
         C == AXLBLAS_COMPUTE_32F_FAST_TF32;
}

bool validOp(int32_t Op) {
  return Op == AXLBLAS_OP_N || Op == AXLBLAS_OP_T || Op == AXLBLAS_OP_C;
}

/// The bias type an FP8 matmul takes, after C's type (cuBLASLt's FP8
/// table): FP16 with FP16 C, BF16 otherwise.
uint32_t fp8BiasType(uint32_t C) {
  return C == AXL_R_16F ? AXL_R_16F : AXL_R_16BF;
}

/// (C, D) types an FP8 matmul accepts; E5M2 D only when an input is E5M2.
bool fp8OutputsOk(uint32_t C, uint32_t D, bool AnyE5M2) {
  switch (C) {
  case AXL_R_16BF:
  case AXL_R_16F:
    return D == C || D == AXL_R_8F_E4M3 || (D == AXL_R_8F_E5M2 && AnyE5M2);
  case AXL_R_32F:
    return D == AXL_R_32F;
  default:
    return false;
  }
}

struct Checked {
  uint32_t BiasType = AXL_R_32F;
  GemmActivation Activation = GemmActivation::None;
  bool Bias = false;     ///< BIAS_POINTER is read: a bias added to t
  bool AuxOut = false;   ///< GELU_AUX: t stored in the aux buffer
  bool AuxIn = false;    ///< DGELU: the aux buffer read
  GemmBiasGrad BiasGrad = GemmBiasGrad::None; ///< BIAS_POINTER written
  uint32_t AuxType = AXL_R_32F;
};

/// The epilogue's parts; false for the ones not run here (RELU_AUX and
/// DRELU keep a bit mask whose layout cuBLASLt does not document).
bool epilogueParts(uint32_t E, Checked &Out) {
  switch (E) {
  case AXLBLASLT_EPILOGUE_DEFAULT:
    return true;
  case AXLBLASLT_EPILOGUE_RELU:
  case AXLBLASLT_EPILOGUE_RELU_BIAS:
    Out.Activation = GemmActivation::Relu;
    Out.Bias = E == AXLBLASLT_EPILOGUE_RELU_BIAS;
    return true;
  case AXLBLASLT_EPILOGUE_BIAS:
    Out.Bias = true;
    return true;
  case AXLBLASLT_EPILOGUE_GELU:
  case AXLBLASLT_EPILOGUE_GELU_BIAS:
  case AXLBLASLT_EPILOGUE_GELU_AUX:
  case AXLBLASLT_EPILOGUE_GELU_AUX_BIAS:
    Out.Activation = GemmActivation::Gelu;
    Out.Bias = E & AXLBLASLT_EPILOGUE_BIAS;
    Out.AuxOut = E & 128;
    return true;
  case AXLBLASLT_EPILOGUE_DGELU:
  case AXLBLASLT_EPILOGUE_DGELU_BGRAD:
    Out.Activation = GemmActivation::DGelu;
    Out.AuxIn = true;
    if (E == AXLBLASLT_EPILOGUE_DGELU_BGRAD)
      Out.BiasGrad = GemmBiasGrad::OfD;
    return true;
  case AXLBLASLT_EPILOGUE_BGRADA:
    Out.BiasGrad = GemmBiasGrad::OfA;
    return true;
  case AXLBLASLT_EPILOGUE_BGRADB:
    Out.BiasGrad = GemmBiasGrad::OfB;
    return true;
  default:
    return false;
  }
}

/// Everything that can be decided from the descriptors.
axlblasStatus_t check(const MatmulDesc &Op, const LayoutDesc &A,
                      const LayoutDesc &B, const LayoutDesc &C,
                      const LayoutDesc &D, Checked &Out) {
  // Shapes: op(A) m x k, op(B) k x n, C and D m x n.
  if (!validOp(Op.TransA) || !validOp(Op.TransB))
    return AXLBLAS_STATUS_INVALID_VALUE;
  const bool TA = Op.TransA != AXLBLAS_OP_N, TB = Op.TransB != AXLBLAS_OP_N;
  const uint64_t M = TA ? A.Cols : A.Rows, K = TA ? A.Rows : A.Cols;
  const uint64_t N = TB ? B.Rows : B.Cols, KB = TB ? B.Cols : B.Rows;
  if (K != KB || C.Rows != M || C.Cols != N || D.Rows != M || D.Cols != N)
    return AXLBLAS_STATUS_INVALID_VALUE;
  for (const LayoutDesc *L : {&A, &B, &C, &D}) {
    if (L->Ld < int64_t(std::max<uint64_t>(1, L->Rows)) || L->BatchCount < 1)
      return AXLBLAS_STATUS_INVALID_VALUE;
    if (L->Order != AXLBLASLT_ORDER_COL || L->PlaneOffset != 0 ||
        L->BatchMode != AXLBLASLT_BATCH_MODE_STRIDED ||
        elementSize(axlDataType_t(L->Type)) == 0 || L->Type == AXL_R_64F)
      return AXLBLAS_STATUS_NOT_SUPPORTED;
  }
  if (A.BatchCount != D.BatchCount || B.BatchCount != D.BatchCount ||
      C.BatchCount != D.BatchCount)
    return AXLBLAS_STATUS_INVALID_VALUE;

  // The operation: float compute and scalars, host or device scalars,
  // per-tensor scales only, no scaled or FP8 aux.
  if (!isCompute32F(Op.ComputeType) || Op.ScaleType != AXL_R_32F ||
      (Op.PointerMode != AXLBLASLT_POINTER_MODE_HOST &&
       Op.PointerMode != AXLBLASLT_POINTER_MODE_DEVICE) ||
      Op.TransC != AXLBLAS_OP_N || Op.FillMode != AXLBLAS_FILL_MODE_FULL ||
      Op.AuxScale || Op.AuxAmax || Op.AlphaVectorBatchStride ||
      Op.ScaleModeA || Op.ScaleModeB || Op.ScaleModeC || Op.ScaleModeD ||
      Op.ScaleModeAux || Op.ScaleModeDOut || Op.DOutScale || Op.EmulationDesc)
    return AXLBLAS_STATUS_NOT_SUPPORTED;
  if (!epilogueParts(Op.Epilogue, Out))
    return AXLBLAS_STATUS_NOT_SUPPORTED;
  // The aux buffer: D's shape, of D's type unless AUX_DATA_TYPE says
  // otherwise (FP8 aux needs the aux scale: not run here).
  if (Out.AuxOut || Out.AuxIn) {
    Out.AuxType = Op.AuxDataType == -1 ? D.Type : uint32_t(Op.AuxDataType);
    if (isFp8(Out.AuxType) || Out.AuxType == AXL_R_64F ||
        elementSize(axlDataType_t(Out.AuxType)) == 0)
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    if (Op.AuxLd < int64_t(std::max<uint64_t>(1, M)))
      return AXLBLAS_STATUS_INVALID_VALUE;
  }

  if (isFp8(A.Type) || isFp8(B.Type)) {
    if (!isFp8(A.Type) || !isFp8(B.Type) ||
        (A.Type == AXL_R_8F_E5M2 && B.Type == AXL_R_8F_E5M2) ||
        Op.TransA != AXLBLAS_OP_T || Op.TransB != AXLBLAS_OP_N || A.Ld % 16 ||
        B.Ld % 16)
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    // The gradient epilogues are for the backward pass of higher-precision
    // GEMMs: cuBLASLt's FP8 kernels do not take them.
    if (Out.AuxIn || Out.BiasGrad != GemmBiasGrad::None)
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    const bool AnyE5M2 = A.Type == AXL_R_8F_E5M2 || B.Type == AXL_R_8F_E5M2;
    if (!fp8OutputsOk(C.Type, D.Type, AnyE5M2))
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    Out.BiasType = fp8BiasType(C.Type);
    if (Op.ScaleD && !isFp8(D.Type))
      return AXLBLAS_STATUS_INVALID_VALUE;
    if (Op.AmaxD && D.Type == AXL_R_32F)
      return AXLBLAS_STATUS_INVALID_VALUE;
  } else {
    const bool Same = A.Type == B.Type && C.Type == D.Type;
    const bool Wide = A.Type != AXL_R_32F && C.Type == AXL_R_32F;
    if (!Same || !(C.Type == A.Type || Wide))
      return AXLBLAS_STATUS_NOT_SUPPORTED;
    if (Op.ScaleA || Op.ScaleB || Op.ScaleC || Op.ScaleD || Op.AmaxD)
      return AXLBLAS_STATUS_INVALID_VALUE;
    Out.BiasType = D.Type;
  }
  if ((Out.Bias || Out.BiasGrad != GemmBiasGrad::None) &&
      Op.BiasDataType != -1 && uint32_t(Op.BiasDataType) != Out.BiasType)
    return AXLBLAS_STATUS_NOT_SUPPORTED;
  return AXLBLAS_STATUS_SUCCESS;
}

bool aligned16(const void *P) {
  return reinterpret_cast<uintptr_t>(P) % 16 == 0;
}

float readScale(const void *P) {
  if (!P)
    return 1.0f;
  float F;
  std::memcpy(&F, P, sizeof F);
  return F;
}

const void *batchEntry(const void *Base, const LayoutDesc &L, int B) {
  return static_cast<const unsigned char *>(Base) +
         int64_t(B) * L.BatchStride *
             int64_t(elementSize(axlDataType_t(L.Type)));
}

} // namespace

axlblasStatus_t axlblasLtMatmulAlgoGetHeuristic(
    axlblasLtHandle_t lightHandle, axlblasLtMatmulDesc_t operationDesc,
    axlblasLtMatrixLayout_t Adesc, axlblasLtMatrixLayout_t Bdesc,
    axlblasLtMatrixLayout_t Cdesc, axlblasLtMatrixLayout_t Ddesc,
    axlblasLtMatmulPreference_t preference, int requestedAlgoCount,
    axlblasLtMatmulHeuristicResult_t heuristicResultsArray[],
    int *returnAlgoCount) {
  if (!lightHandle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!operationDesc || !Adesc || !Bdesc || !Cdesc || !Ddesc || !preference ||
      requestedAlgoCount < 1 || !heuristicResultsArray || !returnAlgoCount)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *returnAlgoCount = 0;
  Checked What;
  const LayoutDesc &A = *contents<LayoutDesc>(Adesc);
  const LayoutDesc &B = *contents<LayoutDesc>(Bdesc);
  axlblasStatus_t S =
      check(*contents<MatmulDesc>(operationDesc), A, B,
            *contents<LayoutDesc>(Cdesc), *contents<LayoutDesc>(Ddesc), What);
  // FP8 operands must be 16-byte aligned: excluded if the caller allows less.
  const PreferenceDesc &Pref = *contents<PreferenceDesc>(preference);
  if (S == AXLBLAS_STATUS_SUCCESS && isFp8(A.Type) &&
      (Pref.MinAlignA < 16 || Pref.MinAlignB < 16))
    S = AXLBLAS_STATUS_NOT_SUPPORTED;
  if (S != AXLBLAS_STATUS_SUCCESS)
    return S;
  axlblasLtMatmulHeuristicResult_t &R = heuristicResultsArray[0];
  R = axlblasLtMatmulHeuristicResult_t();
  R.algo.data[0] = 1; // the CPU kernel
  R.workspaceSize = 0;
  R.state = AXLBLAS_STATUS_SUCCESS;
  R.wavesCount = 1.0f;
  *returnAlgoCount = 1;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtMatmul(axlblasLtHandle_t lightHandle,
                                axlblasLtMatmulDesc_t computeDesc,
                                const void *alpha, const void *A,
                                axlblasLtMatrixLayout_t Adesc, const void *B,
                                axlblasLtMatrixLayout_t Bdesc, const void *beta,
                                const void *C, axlblasLtMatrixLayout_t Cdesc,
                                void *D, axlblasLtMatrixLayout_t Ddesc,
                                const axlblasLtMatmulAlgo_t *, void *, size_t,
                                axlStream_t stream) {
  if (!lightHandle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!computeDesc || !Adesc || !Bdesc || !Cdesc || !Ddesc || !alpha || !beta ||
      !A || !B || !D)
    return AXLBLAS_STATUS_INVALID_VALUE;
  const MatmulDesc Op = *contents<MatmulDesc>(computeDesc);
  const LayoutDesc LA = *contents<LayoutDesc>(Adesc);
  const LayoutDesc LB = *contents<LayoutDesc>(Bdesc);
  const LayoutDesc LC = *contents<LayoutDesc>(Cdesc);
  const LayoutDesc LD = *contents<LayoutDesc>(Ddesc);
  Checked What;
  const axlblasStatus_t S = check(Op, LA, LB, LC, LD, What);
  if (S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (isFp8(LA.Type) && (!aligned16(A) || !aligned16(B)))
    return AXLBLAS_STATUS_NOT_SUPPORTED;
  if (((What.Bias || What.BiasGrad != GemmBiasGrad::None) && !Op.Bias) ||
      ((What.AuxOut || What.AuxIn) && !Op.AuxPointer))
    return AXLBLAS_STATUS_INVALID_VALUE;
  const bool DeviceScalars = Op.PointerMode == AXLBLASLT_POINTER_MODE_DEVICE;
  const float HostAlpha = DeviceScalars ? 0.0f : readScale(alpha);
  const float HostBeta = DeviceScalars ? 0.0f : readScale(beta);
  if (!DeviceScalars && HostBeta != 0.0f && !C)
    return AXLBLAS_STATUS_INVALID_VALUE;

  auto Work = [=] {
    const float Alpha = DeviceScalars ? readScale(alpha) : HostAlpha;
    const float Beta = DeviceScalars ? readScale(beta) : HostBeta;
    const double ScaleAB =
        double(readScale(Op.ScaleA)) * double(readScale(Op.ScaleB));
    float Amax = 0.0f;
    for (int Bi = 0; Bi < LD.BatchCount; ++Bi) {
      GemmProblem P;
      P.M = int64_t(LD.Rows);
      P.N = int64_t(LD.Cols);
      P.K = int64_t(Op.TransA != AXLBLAS_OP_N ? LA.Rows : LA.Cols);
      P.A = {batchEntry(A, LA, Bi), axlDataType_t(LA.Type), LA.Ld,
             Op.TransA != AXLBLAS_OP_N};
      P.B = {batchEntry(B, LB, Bi), axlDataType_t(LB.Type), LB.Ld,
             Op.TransB != AXLBLAS_OP_N};
      P.C = Beta != 0.0f ? batchEntry(C, LC, Bi) : nullptr;
      P.CType = axlDataType_t(LC.Type);
      P.Ldc = LC.Ld;
      P.D = const_cast<void *>(batchEntry(D, LD, Bi));
      P.DType = axlDataType_t(LD.Type);
      P.Ldd = LD.Ld;
      P.Alpha = double(Alpha) * ScaleAB;
      P.Beta = double(Beta) * double(readScale(Op.ScaleC));
      const int64_t BiasBytes =
          int64_t(elementSize(axlDataType_t(What.BiasType)));
      if (What.Bias) {
        P.Bias = static_cast<const unsigned char *>(Op.Bias) +
                 Bi * Op.BiasBatchStride * BiasBytes;
        P.BiasType = axlDataType_t(What.BiasType);
      }
      if (What.BiasGrad != GemmBiasGrad::None) {
        P.BiasGradOf = What.BiasGrad;
        P.BiasGrad = const_cast<unsigned char *>(
            static_cast<const unsigned char *>(Op.Bias) +
            Bi * Op.BiasBatchStride * BiasBytes);
        P.BiasGradType = axlDataType_t(What.BiasType);
      }
      P.Activation = What.Activation;
      if (What.AuxOut || What.AuxIn) {
        unsigned char *Aux = static_cast<unsigned char *>(Op.AuxPointer) +
                             Bi * Op.AuxBatchStride *
                                 int64_t(elementSize(axlDataType_t(What.AuxType)));
        P.AuxType = axlDataType_t(What.AuxType);
        P.AuxLd = Op.AuxLd;
        if (What.AuxOut)
          P.AuxOut = Aux;
        else
          P.AuxIn = Aux;
      }
      P.ScaleD = readScale(Op.ScaleD);
      float BatchAmax = 0.0f;
      P.AmaxD = Op.AmaxD ? &BatchAmax : nullptr;
      runGemm(P);
      axl::cpu::fault::corruptResult(P.D);
      Amax = std::max(Amax, BatchAmax);
    }
    if (Op.AmaxD)
      std::memcpy(Op.AmaxD, &Amax, sizeof Amax);
  };
  if (axl::cpu::detail::enqueue(stream, Work) != axlSuccess)
    return AXLBLAS_STATUS_EXECUTION_FAILED;
  return AXLBLAS_STATUS_SUCCESS;
}
