// The cuSPARSE generic API's descriptors: dense vectors and matrices, CSR
// and COO sparse matrices; creation (checked as cuSPARSE does:
// INVALID_VALUE for a null descriptor, a negative size, a leading dimension
// too small, an index type, base or order out of range), getters, setters.
// A const descriptor is the same object as a mutable one.
#include "sparse_context.h"

#include <utility>

using namespace axl::cpu::libs::sparse;

namespace {

constexpr axlsparseStatus_t Ok = AXLSPARSE_STATUS_SUCCESS;
constexpr axlsparseStatus_t Invalid = AXLSPARSE_STATUS_INVALID_VALUE;

/// Sets each output that the caller passed; INVALID_VALUE if any is null.
template <class... P> axlsparseStatus_t getAll(P... Pairs) {
  if (((Pairs.first == nullptr) || ...))
    return Invalid;
  ((*Pairs.first = Pairs.second), ...);
  return Ok;
}
template <class T, class V> std::pair<T *, V> out(T *Dst, V Value) {
  return {Dst, Value};
}

template <class D>
axlsparseStatus_t makeSpMat(D **Descr, axlsparseFormat_t Format, int64_t Rows,
                            int64_t Cols, int64_t Nnz, const void *RowData,
                            const void *ColData, const void *Values,
                            axlsparseIndexType_t RowType,
                            axlsparseIndexType_t ColType,
                            axlsparseIndexBase_t Base, axlDataType Type) {
  if (!Descr || Rows < 0 || Cols < 0 || Nnz < 0 || !validIndexType(RowType) ||
      !validIndexType(ColType) || !validBase(Base))
    return Invalid;
  auto *M = new axlsparseSpMatDescr;
  M->Format = Format;
  M->NumRows = Rows;
  M->NumCols = Cols;
  M->Nnz = Nnz;
  M->Rows = const_cast<void *>(RowData);
  M->Cols = const_cast<void *>(ColData);
  M->Values = const_cast<void *>(Values);
  M->RowType = RowType;
  M->ColType = ColType;
  M->Base = Base;
  M->Type = Type;
  *Descr = M;
  return Ok;
}

template <class Ptr>
axlsparseStatus_t
csrGet(const axlsparseSpMatDescr *M, int64_t *Rows, int64_t *Cols, int64_t *Nnz,
       Ptr *RowOffsets, Ptr *ColInd, Ptr *Values, axlsparseIndexType_t *RowType,
       axlsparseIndexType_t *ColType, axlsparseIndexBase_t *Base,
       axlDataType *Type) {
  if (!M || M->Format != AXLSPARSE_FORMAT_CSR)
    return Invalid;
  return getAll(out(Rows, M->NumRows), out(Cols, M->NumCols), out(Nnz, M->Nnz),
                out(RowOffsets, M->Rows), out(ColInd, M->Cols),
                out(Values, M->Values), out(RowType, M->RowType),
                out(ColType, M->ColType), out(Base, M->Base),
                out(Type, M->Type));
}

template <class Ptr>
axlsparseStatus_t cooGet(const axlsparseSpMatDescr *M, int64_t *Rows,
                         int64_t *Cols, int64_t *Nnz, Ptr *RowInd, Ptr *ColInd,
                         Ptr *Values, axlsparseIndexType_t *IdxType,
                         axlsparseIndexBase_t *Base, axlDataType *Type) {
  if (!M || M->Format != AXLSPARSE_FORMAT_COO)
    return Invalid;
  return getAll(out(Rows, M->NumRows), out(Cols, M->NumCols), out(Nnz, M->Nnz),
                out(RowInd, M->Rows), out(ColInd, M->Cols),
                out(Values, M->Values), out(IdxType, M->RowType),
                out(Base, M->Base), out(Type, M->Type));
}

template <class D>
axlsparseStatus_t makeDnVec(D **Descr, int64_t Size, const void *Values,
                            axlDataType Type) {
  if (!Descr || Size < 0)
    return Invalid;
  auto *V = new axlsparseDnVecDescr;
  V->Size = Size;
  V->Values = const_cast<void *>(Values);
  V->Type = Type;
  *Descr = V;
  return Ok;
}

template <class D>
axlsparseStatus_t makeDnMat(D **Descr, int64_t Rows, int64_t Cols, int64_t Ld,
                            const void *Values, axlDataType Type,
                            axlsparseOrder_t Order) {
  if (!Descr || Rows < 0 || Cols < 0 ||
      (Order != AXLSPARSE_ORDER_COL && Order != AXLSPARSE_ORDER_ROW))
    return Invalid;
  const int64_t Least = Order == AXLSPARSE_ORDER_COL ? Rows : Cols;
  if (Ld < (Least > 1 ? Least : 1))
    return Invalid;
  auto *M = new axlsparseDnMatDescr;
  M->Rows = Rows;
  M->Cols = Cols;
  M->Ld = Ld;
  M->Values = const_cast<void *>(Values);
  M->Type = Type;
  M->Order = Order;
  *Descr = M;
  return Ok;
}

template <class P, class D> axlsparseStatus_t getValues(D *Descr, P *Values) {
  if (!Descr)
    return Invalid;
  return getAll(out(Values, Descr->Values));
}

template <class Ptr>
axlsparseStatus_t dnVecGet(const axlsparseDnVecDescr *V, int64_t *Size,
                           Ptr *Values, axlDataType *Type) {
  if (!V)
    return Invalid;
  return getAll(out(Size, V->Size), out(Values, V->Values), out(Type, V->Type));
}

template <class Ptr>
axlsparseStatus_t dnMatGet(const axlsparseDnMatDescr *M, int64_t *Rows,
                           int64_t *Cols, int64_t *Ld, Ptr *Values,
                           axlDataType *Type, axlsparseOrder_t *Order) {
  if (!M)
    return Invalid;
  return getAll(out(Rows, M->Rows), out(Cols, M->Cols), out(Ld, M->Ld),
                out(Values, M->Values), out(Type, M->Type),
                out(Order, M->Order));
}

template <class D> axlsparseStatus_t setValues(D *Descr, void *Values) {
  if (!Descr || !Values)
    return Invalid;
  Descr->Values = Values;
  return Ok;
}

} // namespace

// --- Sparse matrices ---------------------------------------------------------

axlsparseStatus_t axlsparseCreateCsr(
    axlsparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
    void *csrRowOffsets, void *csrColInd, void *csrValues,
    axlsparseIndexType_t csrRowOffsetsType, axlsparseIndexType_t csrColIndType,
    axlsparseIndexBase_t idxBase, axlDataType valueType) {
  return makeSpMat(spMatDescr, AXLSPARSE_FORMAT_CSR, rows, cols, nnz,
                   csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType,
                   csrColIndType, idxBase, valueType);
}

axlsparseStatus_t
axlsparseCreateConstCsr(axlsparseConstSpMatDescr_t *spMatDescr, int64_t rows,
                        int64_t cols, int64_t nnz, const void *csrRowOffsets,
                        const void *csrColInd, const void *csrValues,
                        axlsparseIndexType_t csrRowOffsetsType,
                        axlsparseIndexType_t csrColIndType,
                        axlsparseIndexBase_t idxBase, axlDataType valueType) {
  return makeSpMat(spMatDescr, AXLSPARSE_FORMAT_CSR, rows, cols, nnz,
                   csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType,
                   csrColIndType, idxBase, valueType);
}

axlsparseStatus_t
axlsparseCreateCoo(axlsparseSpMatDescr_t *spMatDescr, int64_t rows,
                   int64_t cols, int64_t nnz, void *cooRowInd, void *cooColInd,
                   void *cooValues, axlsparseIndexType_t cooIdxType,
                   axlsparseIndexBase_t idxBase, axlDataType valueType) {
  return makeSpMat(spMatDescr, AXLSPARSE_FORMAT_COO, rows, cols, nnz, cooRowInd,
                   cooColInd, cooValues, cooIdxType, cooIdxType, idxBase,
                   valueType);
}

axlsparseStatus_t
axlsparseCreateConstCoo(axlsparseConstSpMatDescr_t *spMatDescr, int64_t rows,
                        int64_t cols, int64_t nnz, const void *cooRowInd,
                        const void *cooColInd, const void *cooValues,
                        axlsparseIndexType_t cooIdxType,
                        axlsparseIndexBase_t idxBase, axlDataType valueType) {
  return makeSpMat(spMatDescr, AXLSPARSE_FORMAT_COO, rows, cols, nnz, cooRowInd,
                   cooColInd, cooValues, cooIdxType, cooIdxType, idxBase,
                   valueType);
}

axlsparseStatus_t axlsparseDestroySpMat(axlsparseConstSpMatDescr_t spMatDescr) {
  delete spMatDescr; // null: nothing to do, as cuSPARSE
  return Ok;
}

axlsparseStatus_t
axlsparseCsrGet(axlsparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                int64_t *nnz, void **csrRowOffsets, void **csrColInd,
                void **csrValues, axlsparseIndexType_t *csrRowOffsetsType,
                axlsparseIndexType_t *csrColIndType,
                axlsparseIndexBase_t *idxBase, axlDataType *valueType) {
  return csrGet(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd,
                csrValues, csrRowOffsetsType, csrColIndType, idxBase,
                valueType);
}

axlsparseStatus_t
axlsparseConstCsrGet(axlsparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                     int64_t *cols, int64_t *nnz, const void **csrRowOffsets,
                     const void **csrColInd, const void **csrValues,
                     axlsparseIndexType_t *csrRowOffsetsType,
                     axlsparseIndexType_t *csrColIndType,
                     axlsparseIndexBase_t *idxBase, axlDataType *valueType) {
  return csrGet(spMatDescr, rows, cols, nnz, csrRowOffsets, csrColInd,
                csrValues, csrRowOffsetsType, csrColIndType, idxBase,
                valueType);
}

axlsparseStatus_t
axlsparseCooGet(axlsparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                int64_t *nnz, void **cooRowInd, void **cooColInd,
                void **cooValues, axlsparseIndexType_t *idxType,
                axlsparseIndexBase_t *idxBase, axlDataType *valueType) {
  return cooGet(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues,
                idxType, idxBase, valueType);
}

axlsparseStatus_t
axlsparseConstCooGet(axlsparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                     int64_t *cols, int64_t *nnz, const void **cooRowInd,
                     const void **cooColInd, const void **cooValues,
                     axlsparseIndexType_t *idxType,
                     axlsparseIndexBase_t *idxBase, axlDataType *valueType) {
  return cooGet(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues,
                idxType, idxBase, valueType);
}

axlsparseStatus_t axlsparseCsrSetPointers(axlsparseSpMatDescr_t spMatDescr,
                                          void *csrRowOffsets, void *csrColInd,
                                          void *csrValues) {
  if (!spMatDescr || spMatDescr->Format != AXLSPARSE_FORMAT_CSR ||
      !csrRowOffsets || !csrColInd || !csrValues)
    return Invalid;
  spMatDescr->Rows = csrRowOffsets;
  spMatDescr->Cols = csrColInd;
  spMatDescr->Values = csrValues;
  return Ok;
}

axlsparseStatus_t axlsparseCooSetPointers(axlsparseSpMatDescr_t spMatDescr,
                                          void *cooRows, void *cooColumns,
                                          void *cooValues) {
  if (!spMatDescr || spMatDescr->Format != AXLSPARSE_FORMAT_COO || !cooRows ||
      !cooColumns || !cooValues)
    return Invalid;
  spMatDescr->Rows = cooRows;
  spMatDescr->Cols = cooColumns;
  spMatDescr->Values = cooValues;
  return Ok;
}

axlsparseStatus_t axlsparseSpMatGetSize(axlsparseConstSpMatDescr_t spMatDescr,
                                        int64_t *rows, int64_t *cols,
                                        int64_t *nnz) {
  if (!spMatDescr)
    return Invalid;
  return getAll(out(rows, spMatDescr->NumRows), out(cols, spMatDescr->NumCols),
                out(nnz, spMatDescr->Nnz));
}

axlsparseStatus_t axlsparseSpMatGetFormat(axlsparseConstSpMatDescr_t spMatDescr,
                                          axlsparseFormat_t *format) {
  if (!spMatDescr)
    return Invalid;
  return getAll(out(format, spMatDescr->Format));
}

axlsparseStatus_t
axlsparseSpMatGetIndexBase(axlsparseConstSpMatDescr_t spMatDescr,
                           axlsparseIndexBase_t *idxBase) {
  if (!spMatDescr)
    return Invalid;
  return getAll(out(idxBase, spMatDescr->Base));
}

axlsparseStatus_t axlsparseSpMatGetValues(axlsparseSpMatDescr_t spMatDescr,
                                          void **values) {
  return getValues(spMatDescr, values);
}

axlsparseStatus_t
axlsparseConstSpMatGetValues(axlsparseConstSpMatDescr_t spMatDescr,
                             const void **values) {
  return getValues(spMatDescr, values);
}

axlsparseStatus_t axlsparseSpMatSetValues(axlsparseSpMatDescr_t spMatDescr,
                                          void *values) {
  return setValues(spMatDescr, values);
}

/// The fill mode and diagonal type are recorded (SpMV and SpMM read the
/// whole matrix, as cuSPARSE's do).
axlsparseStatus_t
axlsparseSpMatGetAttribute(axlsparseConstSpMatDescr_t spMatDescr,
                           axlsparseSpMatAttribute_t attribute, void *data,
                           size_t dataSize) {
  if (!spMatDescr || !data)
    return Invalid;
  if (attribute == AXLSPARSE_SPMAT_FILL_MODE &&
      dataSize == sizeof(axlsparseFillMode_t))
    return getAll(
        out(static_cast<axlsparseFillMode_t *>(data), spMatDescr->Fill));
  if (attribute == AXLSPARSE_SPMAT_DIAG_TYPE &&
      dataSize == sizeof(axlsparseDiagType_t))
    return getAll(
        out(static_cast<axlsparseDiagType_t *>(data), spMatDescr->Diag));
  return Invalid;
}

axlsparseStatus_t
axlsparseSpMatSetAttribute(axlsparseSpMatDescr_t spMatDescr,
                           axlsparseSpMatAttribute_t attribute, void *data,
                           size_t dataSize) {
  if (!spMatDescr || !data)
    return Invalid;
  if (attribute == AXLSPARSE_SPMAT_FILL_MODE &&
      dataSize == sizeof(axlsparseFillMode_t)) {
    const auto F = *static_cast<axlsparseFillMode_t *>(data);
    if (F != AXLSPARSE_FILL_MODE_LOWER && F != AXLSPARSE_FILL_MODE_UPPER)
      return Invalid;
    spMatDescr->Fill = F;
    return Ok;
  }
  if (attribute == AXLSPARSE_SPMAT_DIAG_TYPE &&
      dataSize == sizeof(axlsparseDiagType_t)) {
    const auto D = *static_cast<axlsparseDiagType_t *>(data);
    if (D != AXLSPARSE_DIAG_TYPE_NON_UNIT && D != AXLSPARSE_DIAG_TYPE_UNIT)
      return Invalid;
    spMatDescr->Diag = D;
    return Ok;
  }
  return Invalid;
}

// --- Dense vectors -----------------------------------------------------------

axlsparseStatus_t axlsparseCreateDnVec(axlsparseDnVecDescr_t *dnVecDescr,
                                       int64_t size, void *values,
                                       axlDataType valueType) {
  return makeDnVec(dnVecDescr, size, values, valueType);
}

axlsparseStatus_t
axlsparseCreateConstDnVec(axlsparseConstDnVecDescr_t *dnVecDescr, int64_t size,
                          const void *values, axlDataType valueType) {
  return makeDnVec(dnVecDescr, size, values, valueType);
}

axlsparseStatus_t axlsparseDestroyDnVec(axlsparseConstDnVecDescr_t dnVecDescr) {
  delete dnVecDescr;
  return Ok;
}

axlsparseStatus_t axlsparseDnVecGet(axlsparseDnVecDescr_t dnVecDescr,
                                    int64_t *size, void **values,
                                    axlDataType *valueType) {
  return dnVecGet(dnVecDescr, size, values, valueType);
}

axlsparseStatus_t axlsparseConstDnVecGet(axlsparseConstDnVecDescr_t dnVecDescr,
                                         int64_t *size, const void **values,
                                         axlDataType *valueType) {
  return dnVecGet(dnVecDescr, size, values, valueType);
}

axlsparseStatus_t axlsparseDnVecGetValues(axlsparseDnVecDescr_t dnVecDescr,
                                          void **values) {
  return getValues(dnVecDescr, values);
}

axlsparseStatus_t
axlsparseConstDnVecGetValues(axlsparseConstDnVecDescr_t dnVecDescr,
                             const void **values) {
  return getValues(dnVecDescr, values);
}

axlsparseStatus_t axlsparseDnVecSetValues(axlsparseDnVecDescr_t dnVecDescr,
                                          void *values) {
  return setValues(dnVecDescr, values);
}

// --- Dense matrices ----------------------------------------------------------

axlsparseStatus_t axlsparseCreateDnMat(axlsparseDnMatDescr_t *dnMatDescr,
                                       int64_t rows, int64_t cols, int64_t ld,
                                       void *values, axlDataType valueType,
                                       axlsparseOrder_t order) {
  return makeDnMat(dnMatDescr, rows, cols, ld, values, valueType, order);
}

axlsparseStatus_t
axlsparseCreateConstDnMat(axlsparseConstDnMatDescr_t *dnMatDescr, int64_t rows,
                          int64_t cols, int64_t ld, const void *values,
                          axlDataType valueType, axlsparseOrder_t order) {
  return makeDnMat(dnMatDescr, rows, cols, ld, values, valueType, order);
}

axlsparseStatus_t axlsparseDestroyDnMat(axlsparseConstDnMatDescr_t dnMatDescr) {
  delete dnMatDescr;
  return Ok;
}

axlsparseStatus_t axlsparseDnMatGet(axlsparseDnMatDescr_t dnMatDescr,
                                    int64_t *rows, int64_t *cols, int64_t *ld,
                                    void **values, axlDataType *type,
                                    axlsparseOrder_t *order) {
  return dnMatGet(dnMatDescr, rows, cols, ld, values, type, order);
}

axlsparseStatus_t axlsparseConstDnMatGet(axlsparseConstDnMatDescr_t dnMatDescr,
                                         int64_t *rows, int64_t *cols,
                                         int64_t *ld, const void **values,
                                         axlDataType *type,
                                         axlsparseOrder_t *order) {
  return dnMatGet(dnMatDescr, rows, cols, ld, values, type, order);
}

axlsparseStatus_t axlsparseDnMatGetValues(axlsparseDnMatDescr_t dnMatDescr,
                                          void **values) {
  return getValues(dnMatDescr, values);
}

axlsparseStatus_t
axlsparseConstDnMatGetValues(axlsparseConstDnMatDescr_t dnMatDescr,
                             const void **values) {
  return getValues(dnMatDescr, values);
}

axlsparseStatus_t axlsparseDnMatSetValues(axlsparseDnMatDescr_t dnMatDescr,
                                          void *values) {
  return setValues(dnMatDescr, values);
}
