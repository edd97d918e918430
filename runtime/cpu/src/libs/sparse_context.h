// The cuSPARSE handle and the generic API's descriptors on the CPU, shared by
// the sparse sources. Private.
#pragma once
#include <axl/sparse.h>

#include <cstdint>
#include <cstdio>

struct axlsparseContext {
  axlStream_t Stream = nullptr;
  axlsparsePointerMode_t PointerMode = AXLSPARSE_POINTER_MODE_HOST;
};

struct axlsparseDnVecDescr {
  int64_t Size = 0;
  void *Values = nullptr;
  axlDataType Type = AXL_R_32F;
};

struct axlsparseDnMatDescr {
  int64_t Rows = 0, Cols = 0, Ld = 0;
  void *Values = nullptr;
  axlDataType Type = AXL_R_32F;
  axlsparseOrder_t Order = AXLSPARSE_ORDER_COL;
};

/// CSR (Rows: row offsets, Rows + 1 of them) or COO (Rows: row indices, Nnz
/// of them); RowType is CSR's offset type, COO's index type.
struct axlsparseSpMatDescr {
  axlsparseFormat_t Format = AXLSPARSE_FORMAT_CSR;
  int64_t NumRows = 0, NumCols = 0, Nnz = 0;
  void *Rows = nullptr, *Cols = nullptr, *Values = nullptr;
  axlsparseIndexType_t RowType = AXLSPARSE_INDEX_32I;
  axlsparseIndexType_t ColType = AXLSPARSE_INDEX_32I;
  axlsparseIndexBase_t Base = AXLSPARSE_INDEX_BASE_ZERO;
  axlDataType Type = AXL_R_32F;
  axlsparseFillMode_t Fill = AXLSPARSE_FILL_MODE_LOWER;
  axlsparseDiagType_t Diag = AXLSPARSE_DIAG_TYPE_NON_UNIT;
};

namespace axl::cpu::libs::sparse {

/// The value types SpMV and SpMM compute in: float, double and their
/// complex forms.
inline bool computable(axlDataType T) {
  return T == AXL_R_32F || T == AXL_R_64F || T == AXL_C_32F || T == AXL_C_64F;
}

inline bool validIndexType(axlsparseIndexType_t T) {
  return T == AXLSPARSE_INDEX_16U || T == AXLSPARSE_INDEX_32I ||
         T == AXLSPARSE_INDEX_64I;
}

inline bool validBase(axlsparseIndexBase_t B) {
  return B == AXLSPARSE_INDEX_BASE_ZERO || B == AXLSPARSE_INDEX_BASE_ONE;
}

} // namespace axl::cpu::libs::sparse
