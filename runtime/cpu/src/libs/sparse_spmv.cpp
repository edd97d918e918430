// cuSPARSE's SpMV (y = alpha op(A) x + beta y) and SpMM (C = alpha op(A)
// op(B) + beta C) for CSR and COO matrices with 32- or 64-bit indices, base
// zero or one, over float, double, and their complex forms, computed in the
// data type (all of A, x, y or B, C and the compute type the same; mixed
// types return NOT_SUPPORTED). beta = 0 leaves y or C unread. op N over CSR
// runs rows in parallel (TBB); the transposes and COO scatter, SpMV in one
// pass, SpMM in parallel over C's columns. Work runs in the order of the
// handle's stream; alpha and beta are read as the pointer mode says. No
// external buffer is needed: the buffer sizes are 0, preprocess does nothing.
#include "sparse_context.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <complex>
#include <functional>

using namespace axl::cpu::libs::sparse;

namespace {

constexpr axlsparseStatus_t Ok = AXLSPARSE_STATUS_SUCCESS;
constexpr axlsparseStatus_t Invalid = AXLSPARSE_STATUS_INVALID_VALUE;
constexpr axlsparseStatus_t NotSupported = AXLSPARSE_STATUS_NOT_SUPPORTED;

template <class T> struct Tag { using Type = T; };

/// Calls Fn(Tag<value type>) for a computable data type.
template <class Fn> void byValueType(axlDataType T, Fn F) {
  switch (T) {
  case AXL_R_32F:
    return F(Tag<float>());
  case AXL_R_64F:
    return F(Tag<double>());
  case AXL_C_32F:
    return F(Tag<std::complex<float>>());
  default:
    return F(Tag<std::complex<double>>());
  }
}

template <class Fn> void byIndexType(axlsparseIndexType_t T, Fn F) {
  if (T == AXLSPARSE_INDEX_32I)
    F(Tag<int32_t>());
  else
    F(Tag<int64_t>());
}

template <class T> T conjIf(bool Conj, T V) {
  if constexpr (std::is_arithmetic_v<T>)
    return V;
  else
    return Conj ? std::conj(V) : V;
}

/// A CSR or COO matrix's arrays as typed pointers; indices without base.
template <class T, class RI, class CI> struct SparseView {
  bool Csr;
  int64_t Rows, Nnz, Base;
  const RI *R;
  const CI *C;
  const T *V;

  /// F(col, value) for each entry of row Row (CSR).
  template <class F> void forRow(int64_t Row, F Fn) const {
    for (int64_t K = R[Row] - Base, End = R[Row + 1] - Base; K < End; ++K)
      Fn(int64_t(C[K]) - Base, V[K]);
  }
  /// F(row, col, value) for each entry.
  template <class F> void forAll(F Fn) const {
    if (Csr) {
      for (int64_t Row = 0; Row < Rows; ++Row)
        forRow(Row, [&](int64_t Col, T Val) { Fn(Row, Col, Val); });
    } else {
      for (int64_t K = 0; K < Nnz; ++K)
        Fn(int64_t(R[K]) - Base, int64_t(C[K]) - Base, V[K]);
    }
  }
};

/// A dense matrix in either order.
template <class T> struct DenseView {
  T *V;
  int64_t Ld;
  bool RowMajor;
  T &at(int64_t I, int64_t J) const {
    return RowMajor ? V[I * Ld + J] : V[J * Ld + I];
  }
};

/// alpha and beta: read at the call from host pointers, when the work runs
/// from device pointers.
template <class T> struct Scalars {
  bool Device;
  const T *A, *B;
  T Av{}, Bv{};
  Scalars(axlsparseHandle_t H, const void *Alpha, const void *Beta)
      : Device(H->PointerMode == AXLSPARSE_POINTER_MODE_DEVICE),
        A(static_cast<const T *>(Alpha)), B(static_cast<const T *>(Beta)) {
    if (!Device) {
      Av = *A;
      Bv = *B;
    }
  }
  void read() {
    if (Device) {
      Av = *A;
      Bv = *B;
    }
  }
};

/// Runs Fn(first, last) over [0, N) in parallel chunks of at least Grain.
template <class F> void parallelRanges(int64_t N, int64_t Grain, F Fn) {
  if (N <= Grain) {
    Fn(int64_t(0), N);
    return;
  }
  tbb::parallel_for(
      tbb::blocked_range<int64_t>(0, N, Grain),
      [&](const tbb::blocked_range<int64_t> &R) { Fn(R.begin(), R.end()); });
}

/// Calls Fn(SparseView<T, RI, CI>) for A's index types (checked before).
template <class T, class Fn> void withView(const axlsparseSpMatDescr &A, Fn F) {
  byIndexType(A.RowType, [&](auto RT) {
    using RI = typename decltype(RT)::Type;
    byIndexType(A.ColType, [&](auto CT) {
      using CI = typename decltype(CT)::Type;
      F(SparseView<T, RI, CI>{
          A.Format == AXLSPARSE_FORMAT_CSR, A.NumRows, A.Nnz,
          A.Base == AXLSPARSE_INDEX_BASE_ONE, static_cast<const RI *>(A.Rows),
          static_cast<const CI *>(A.Cols), static_cast<const T *>(A.Values)});
    });
  });
}

bool validOp(axlsparseOperation_t Op) {
  return Op == AXLSPARSE_OPERATION_NON_TRANSPOSE ||
         Op == AXLSPARSE_OPERATION_TRANSPOSE ||
         Op == AXLSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}

/// What SpMV and SpMM ask of the sparse matrix: CSR or COO with 32- or
/// 64-bit indices, of the compute type, with its arrays present.
axlsparseStatus_t checkSparse(const axlsparseSpMatDescr *A,
                              axlDataType ComputeType, bool AlgFitsFormat) {
  if (A->Format != AXLSPARSE_FORMAT_CSR && A->Format != AXLSPARSE_FORMAT_COO)
    return NotSupported;
  if (!AlgFitsFormat || A->RowType == AXLSPARSE_INDEX_16U ||
      A->ColType == AXLSPARSE_INDEX_16U || A->Type != ComputeType ||
      !computable(ComputeType))
    return NotSupported;
  const bool Csr = A->Format == AXLSPARSE_FORMAT_CSR;
  if ((Csr ? A->NumRows > 0 && !A->Rows : A->Nnz > 0 && !A->Rows) ||
      (A->Nnz > 0 && (!A->Cols || !A->Values)))
    return Invalid;
  return Ok;
}

axlsparseStatus_t submit(axlsparseHandle_t H, std::function<void()> Work) {
  return axl::cpu::detail::enqueue(H->Stream, std::move(Work)) == axlSuccess
             ? Ok
             : AXLSPARSE_STATUS_EXECUTION_FAILED;
}

/// The bufferSize functions: the checks' status, and no buffer needed.
axlsparseStatus_t noBuffer(axlsparseStatus_t Checked, size_t *BufferSize) {
  if (Checked != Ok)
    return Checked;
  if (!BufferSize)
    return Invalid;
  *BufferSize = 0;
  return Ok;
}

/// Queues Fn(Tag<T>, alpha, beta) with T the compute type's and the
/// scalars read as the pointer mode says.
template <class Fn>
axlsparseStatus_t submitTyped(axlsparseHandle_t H, axlDataType ComputeType,
                              const void *Alpha, const void *Beta, Fn F) {
  axlsparseStatus_t S = Ok;
  byValueType(ComputeType, [&](auto VT) {
    using T = typename decltype(VT)::Type;
    Scalars<T> Sc(H, Alpha, Beta);
    S = submit(H, [=]() mutable {
      Sc.read();
      F(VT, Sc.Av, Sc.Bv);
    });
  });
  return S;
}

// --- SpMV --------------------------------------------------------------------

axlsparseStatus_t checkSpMV(axlsparseHandle_t H, axlsparseOperation_t Op,
                            const void *Alpha, const axlsparseSpMatDescr *A,
                            const axlsparseDnVecDescr *X, const void *Beta,
                            const axlsparseDnVecDescr *Y,
                            axlDataType ComputeType, axlsparseSpMVAlg_t Alg) {
  if (!H)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (!Alpha || !A || !X || !Beta || !Y || !validOp(Op))
    return Invalid;
  const bool Csr = A->Format == AXLSPARSE_FORMAT_CSR;
  bool AlgFits;
  switch (Alg) {
  case AXLSPARSE_SPMV_ALG_DEFAULT:
    AlgFits = true;
    break;
  case AXLSPARSE_SPMV_CSR_ALG1:
  case AXLSPARSE_SPMV_CSR_ALG2:
    AlgFits = Csr;
    break;
  case AXLSPARSE_SPMV_COO_ALG1:
  case AXLSPARSE_SPMV_COO_ALG2:
    AlgFits = !Csr;
    break;
  case AXLSPARSE_SPMV_SELL_ALG1:
  case AXLSPARSE_SPMV_BSR_ALG1:
    AlgFits = false;
    break;
  default:
    return Invalid;
  }
  const bool N = Op == AXLSPARSE_OPERATION_NON_TRANSPOSE;
  if (X->Size != (N ? A->NumCols : A->NumRows) ||
      Y->Size != (N ? A->NumRows : A->NumCols))
    return Invalid;
  if (const axlsparseStatus_t S = checkSparse(A, ComputeType, AlgFits); S != Ok)
    return S;
  if (X->Type != ComputeType || Y->Type != ComputeType)
    return NotSupported;
  if ((X->Size > 0 && !X->Values) || (Y->Size > 0 && !Y->Values))
    return Invalid;
  return Ok;
}

template <class T, class RI, class CI>
void spmv(axlsparseOperation_t Op, T Alpha, const SparseView<T, RI, CI> &A,
          const T *X, T Beta, T *Y, int64_t YSize) {
  if (Op == AXLSPARSE_OPERATION_NON_TRANSPOSE && A.Csr) {
    parallelRanges(A.Rows, 1024, [&](int64_t First, int64_t Last) {
      for (int64_t Row = First; Row < Last; ++Row) {
        T Sum{};
        A.forRow(Row, [&](int64_t Col, T V) { Sum += V * X[Col]; });
        Y[Row] = Alpha * Sum + (Beta == T() ? T() : Beta * Y[Row]);
      }
    });
    return;
  }
  for (int64_t I = 0; I < YSize; ++I)
    Y[I] = Beta == T() ? T() : Beta * Y[I];
  const bool Conj = Op == AXLSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  if (Op == AXLSPARSE_OPERATION_NON_TRANSPOSE)
    A.forAll([&](int64_t R, int64_t C, T V) { Y[R] += Alpha * V * X[C]; });
  else
    A.forAll([&](int64_t R, int64_t C, T V) {
      Y[C] += Alpha * conjIf(Conj, V) * X[R];
    });
}

// --- SpMM --------------------------------------------------------------------

axlsparseStatus_t checkSpMM(axlsparseHandle_t H, axlsparseOperation_t OpA,
                            axlsparseOperation_t OpB, const void *Alpha,
                            const axlsparseSpMatDescr *A,
                            const axlsparseDnMatDescr *B, const void *Beta,
                            const axlsparseDnMatDescr *C,
                            axlDataType ComputeType, axlsparseSpMMAlg_t Alg) {
  if (!H)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (!Alpha || !A || !B || !Beta || !C || !validOp(OpA) || !validOp(OpB))
    return Invalid;
  const bool Csr = A->Format == AXLSPARSE_FORMAT_CSR;
  bool AlgFits;
  switch (Alg) {
  case AXLSPARSE_SPMM_ALG_DEFAULT:
    AlgFits = true;
    break;
  case AXLSPARSE_SPMM_CSR_ALG1:
  case AXLSPARSE_SPMM_CSR_ALG2:
  case AXLSPARSE_SPMM_CSR_ALG3:
    AlgFits = Csr;
    break;
  case AXLSPARSE_SPMM_COO_ALG1:
  case AXLSPARSE_SPMM_COO_ALG2:
  case AXLSPARSE_SPMM_COO_ALG3:
  case AXLSPARSE_SPMM_COO_ALG4:
    AlgFits = !Csr;
    break;
  case AXLSPARSE_SPMM_BLOCKED_ELL_ALG1:
  case AXLSPARSE_SPMM_BSR_ALG1:
    AlgFits = false;
    break;
  default:
    return Invalid;
  }
  const bool NA = OpA == AXLSPARSE_OPERATION_NON_TRANSPOSE;
  const bool NB = OpB == AXLSPARSE_OPERATION_NON_TRANSPOSE;
  const int64_t M = NA ? A->NumRows : A->NumCols;
  const int64_t K = NA ? A->NumCols : A->NumRows;
  if ((NB ? B->Rows : B->Cols) != K || C->Rows != M ||
      (NB ? B->Cols : B->Rows) != C->Cols)
    return Invalid;
  if (const axlsparseStatus_t S = checkSparse(A, ComputeType, AlgFits); S != Ok)
    return S;
  if (B->Type != ComputeType || C->Type != ComputeType)
    return NotSupported;
  if ((B->Rows * B->Cols > 0 && !B->Values) ||
      (C->Rows * C->Cols > 0 && !C->Values))
    return Invalid;
  return Ok;
}

template <class T, class RI, class CI>
void spmm(axlsparseOperation_t OpA, axlsparseOperation_t OpB, T Alpha,
          const SparseView<T, RI, CI> &A, const axlsparseDnMatDescr &Bd, T Beta,
          const axlsparseDnMatDescr &Cd) {
  const DenseView<T> B{static_cast<T *>(Bd.Values), Bd.Ld,
                       Bd.Order == AXLSPARSE_ORDER_ROW};
  const DenseView<T> C{static_cast<T *>(Cd.Values), Cd.Ld,
                       Cd.Order == AXLSPARSE_ORDER_ROW};
  const bool ConjB = OpB == AXLSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  const bool NB = OpB == AXLSPARSE_OPERATION_NON_TRANSPOSE;
  auto OpBAt = [&](int64_t I, int64_t J) {
    return NB ? B.at(I, J) : conjIf(ConjB, B.at(J, I));
  };
  const int64_t N = Cd.Cols;
  if (OpA == AXLSPARSE_OPERATION_NON_TRANSPOSE && A.Csr) {
    parallelRanges(A.Rows, 64, [&](int64_t First, int64_t Last) {
      for (int64_t Row = First; Row < Last; ++Row)
        for (int64_t J = 0; J < N; ++J) {
          T Sum{};
          A.forRow(Row, [&](int64_t Col, T V) { Sum += V * OpBAt(Col, J); });
          T &Out = C.at(Row, J);
          Out = Alpha * Sum + (Beta == T() ? T() : Beta * Out);
        }
    });
    return;
  }
  // Each chunk of C's columns scatters on its own.
  const bool ConjA = OpA == AXLSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  const bool NA = OpA == AXLSPARSE_OPERATION_NON_TRANSPOSE;
  parallelRanges(N, 1, [&](int64_t First, int64_t Last) {
    for (int64_t J = First; J < Last; ++J)
      for (int64_t I = 0; I < Cd.Rows; ++I)
        C.at(I, J) = Beta == T() ? T() : Beta * C.at(I, J);
    A.forAll([&](int64_t R, int64_t Col, T V) {
      for (int64_t J = First; J < Last; ++J) {
        if (NA)
          C.at(R, J) += Alpha * V * OpBAt(Col, J);
        else
          C.at(Col, J) += Alpha * conjIf(ConjA, V) * OpBAt(R, J);
      }
    });
  });
}

} // namespace

axlsparseStatus_t
axlsparseSpMV_bufferSize(axlsparseHandle_t handle, axlsparseOperation_t opA,
                         const void *alpha, axlsparseConstSpMatDescr_t matA,
                         axlsparseConstDnVecDescr_t vecX, const void *beta,
                         axlsparseDnVecDescr_t vecY, axlDataType computeType,
                         axlsparseSpMVAlg_t alg, size_t *bufferSize) {
  return noBuffer(
      checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg),
      bufferSize);
}

axlsparseStatus_t
axlsparseSpMV_preprocess(axlsparseHandle_t handle, axlsparseOperation_t opA,
                         const void *alpha, axlsparseConstSpMatDescr_t matA,
                         axlsparseConstDnVecDescr_t vecX, const void *beta,
                         axlsparseDnVecDescr_t vecY, axlDataType computeType,
                         axlsparseSpMVAlg_t alg, void *) {
  return checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType,
                   alg);
}

axlsparseStatus_t axlsparseSpMV(axlsparseHandle_t handle,
                                axlsparseOperation_t opA, const void *alpha,
                                axlsparseConstSpMatDescr_t matA,
                                axlsparseConstDnVecDescr_t vecX,
                                const void *beta, axlsparseDnVecDescr_t vecY,
                                axlDataType computeType, axlsparseSpMVAlg_t alg,
                                void *) {
  const axlsparseStatus_t S =
      checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg);
  if (S != Ok)
    return S;
  const axlsparseSpMatDescr A = *matA; // the descriptors as at the call
  const void *X = vecX->Values;
  void *Y = vecY->Values;
  const int64_t YSize = vecY->Size;
  return submitTyped(handle, computeType, alpha, beta,
                     [=](auto VT, auto Alpha, auto Beta) {
                       using T = typename decltype(VT)::Type;
                       withView<T>(A, [&](const auto &View) {
                         spmv(opA, Alpha, View, static_cast<const T *>(X), Beta,
                              static_cast<T *>(Y), YSize);
                       });
                     });
}

axlsparseStatus_t
axlsparseSpMM_bufferSize(axlsparseHandle_t handle, axlsparseOperation_t opA,
                         axlsparseOperation_t opB, const void *alpha,
                         axlsparseConstSpMatDescr_t matA,
                         axlsparseConstDnMatDescr_t matB, const void *beta,
                         axlsparseDnMatDescr_t matC, axlDataType computeType,
                         axlsparseSpMMAlg_t alg, size_t *bufferSize) {
  return noBuffer(checkSpMM(handle, opA, opB, alpha, matA, matB, beta, matC,
                            computeType, alg),
                  bufferSize);
}

axlsparseStatus_t
axlsparseSpMM_preprocess(axlsparseHandle_t handle, axlsparseOperation_t opA,
                         axlsparseOperation_t opB, const void *alpha,
                         axlsparseConstSpMatDescr_t matA,
                         axlsparseConstDnMatDescr_t matB, const void *beta,
                         axlsparseDnMatDescr_t matC, axlDataType computeType,
                         axlsparseSpMMAlg_t alg, void *) {
  return checkSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType,
                   alg);
}

axlsparseStatus_t
axlsparseSpMM(axlsparseHandle_t handle, axlsparseOperation_t opA,
              axlsparseOperation_t opB, const void *alpha,
              axlsparseConstSpMatDescr_t matA, axlsparseConstDnMatDescr_t matB,
              const void *beta, axlsparseDnMatDescr_t matC,
              axlDataType computeType, axlsparseSpMMAlg_t alg, void *) {
  const axlsparseStatus_t S = checkSpMM(handle, opA, opB, alpha, matA, matB,
                                        beta, matC, computeType, alg);
  if (S != Ok)
    return S;
  const axlsparseSpMatDescr A = *matA; // the descriptors as at the call
  const axlsparseDnMatDescr B = *matB, C = *matC;
  return submitTyped(handle, computeType, alpha, beta,
                     [=](auto VT, auto Alpha, auto Beta) {
                       using T = typename decltype(VT)::Type;
                       withView<T>(A, [&](const auto &View) {
                         spmm(opA, opB, Alpha, View, B, Beta, C);
                       });
                     });
}
