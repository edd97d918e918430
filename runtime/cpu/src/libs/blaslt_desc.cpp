// cuBLASLt's handle and descriptors on the CPU: creation, attributes (with
// cuBLASLt's size checks), status strings and versions.
#include "blaslt_desc.h"

#include <cstring>

struct axlblasLtContext {};

namespace {

using namespace axl::cpu::libs;

/// Where an attribute lives in its descriptor, and its size.
struct Field {
  void *Ptr;
  size_t Size;
};

template <class T> Field field(T &V) { return {&V, sizeof V}; }

Field layoutField(LayoutDesc &L, axlblasLtMatrixLayoutAttribute_t A) {
  switch (A) {
  case AXLBLASLT_MATRIX_LAYOUT_TYPE:
    return field(L.Type);
  case AXLBLASLT_MATRIX_LAYOUT_ORDER:
    return field(L.Order);
  case AXLBLASLT_MATRIX_LAYOUT_ROWS:
    return field(L.Rows);
  case AXLBLASLT_MATRIX_LAYOUT_COLS:
    return field(L.Cols);
  case AXLBLASLT_MATRIX_LAYOUT_LD:
    return field(L.Ld);
  case AXLBLASLT_MATRIX_LAYOUT_BATCH_COUNT:
    return field(L.BatchCount);
  case AXLBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET:
    return field(L.BatchStride);
  case AXLBLASLT_MATRIX_LAYOUT_PLANE_OFFSET:
    return field(L.PlaneOffset);
  case AXLBLASLT_MATRIX_LAYOUT_BATCH_MODE:
    return field(L.BatchMode);
  }
  return {nullptr, 0};
}

Field matmulField(MatmulDesc &D, axlblasLtMatmulDescAttributes_t A) {
  switch (A) {
  case AXLBLASLT_MATMUL_DESC_COMPUTE_TYPE:
    return field(D.ComputeType);
  case AXLBLASLT_MATMUL_DESC_SCALE_TYPE:
    return field(D.ScaleType);
  case AXLBLASLT_MATMUL_DESC_POINTER_MODE:
    return field(D.PointerMode);
  case AXLBLASLT_MATMUL_DESC_TRANSA:
    return field(D.TransA);
  case AXLBLASLT_MATMUL_DESC_TRANSB:
    return field(D.TransB);
  case AXLBLASLT_MATMUL_DESC_TRANSC:
    return field(D.TransC);
  case AXLBLASLT_MATMUL_DESC_FILL_MODE:
    return field(D.FillMode);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE:
    return field(D.Epilogue);
  case AXLBLASLT_MATMUL_DESC_BIAS_POINTER:
    return field(D.Bias);
  case AXLBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE:
    return field(D.BiasBatchStride);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER:
    return field(D.AuxPointer);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD:
    return field(D.AuxLd);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE:
    return field(D.AuxBatchStride);
  case AXLBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE:
    return field(D.AlphaVectorBatchStride);
  case AXLBLASLT_MATMUL_DESC_SM_COUNT_TARGET:
    return field(D.SmCountTarget);
  case AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER:
    return field(D.ScaleA);
  case AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER:
    return field(D.ScaleB);
  case AXLBLASLT_MATMUL_DESC_C_SCALE_POINTER:
    return field(D.ScaleC);
  case AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER:
    return field(D.ScaleD);
  case AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER:
    return field(D.AmaxD);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE:
    return field(D.AuxDataType);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER:
    return field(D.AuxScale);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER:
    return field(D.AuxAmax);
  case AXLBLASLT_MATMUL_DESC_FAST_ACCUM:
    return field(D.FastAccum);
  case AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE:
    return field(D.BiasDataType);
  case AXLBLASLT_MATMUL_DESC_A_SCALE_MODE:
    return field(D.ScaleModeA);
  case AXLBLASLT_MATMUL_DESC_B_SCALE_MODE:
    return field(D.ScaleModeB);
  case AXLBLASLT_MATMUL_DESC_C_SCALE_MODE:
    return field(D.ScaleModeC);
  case AXLBLASLT_MATMUL_DESC_D_SCALE_MODE:
    return field(D.ScaleModeD);
  case AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_MODE:
    return field(D.ScaleModeAux);
  case AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_POINTER:
    return field(D.DOutScale);
  case AXLBLASLT_MATMUL_DESC_D_OUT_SCALE_MODE:
    return field(D.ScaleModeDOut);
  case AXLBLASLT_MATMUL_DESC_EMULATION_DESCRIPTOR:
    return field(D.EmulationDesc);
  }
  return {nullptr, 0};
}

Field preferenceField(PreferenceDesc &P,
                      axlblasLtMatmulPreferenceAttributes_t A) {
  switch (A) {
  case AXLBLASLT_MATMUL_PREF_SEARCH_MODE:
    return field(P.SearchMode);
  case AXLBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES:
    return field(P.MaxWorkspaceBytes);
  case AXLBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK:
    return field(P.ReductionSchemeMask);
  case AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES:
    return field(P.MinAlignA);
  case AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES:
    return field(P.MinAlignB);
  case AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES:
    return field(P.MinAlignC);
  case AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES:
    return field(P.MinAlignD);
  case AXLBLASLT_MATMUL_PREF_MAX_WAVES_COUNT:
    return field(P.MaxWavesCount);
  case AXLBLASLT_MATMUL_PREF_IMPL_MASK:
    return field(P.ImplMask);
  }
  return {nullptr, 0};
}

axlblasStatus_t setField(Field F, const void *Buf, size_t Size) {
  if (!F.Ptr || !Buf || Size != F.Size)
    return AXLBLAS_STATUS_INVALID_VALUE;
  std::memcpy(F.Ptr, Buf, Size);
  return AXLBLAS_STATUS_SUCCESS;
}

/// cuBLASLt's protocol: size 0 asks for the size; otherwise the buffer
/// must be exactly the attribute's size.
axlblasStatus_t getField(Field F, void *Buf, size_t Size, size_t *Written) {
  if (!F.Ptr)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (Size == 0) {
    if (!Written)
      return AXLBLAS_STATUS_INVALID_VALUE;
    *Written = F.Size;
    return AXLBLAS_STATUS_SUCCESS;
  }
  if (!Buf || Size != F.Size)
    return AXLBLAS_STATUS_INVALID_VALUE;
  std::memcpy(Buf, F.Ptr, Size);
  if (Written)
    *Written = F.Size;
  return AXLBLAS_STATUS_SUCCESS;
}

} // namespace

axlblasStatus_t axlblasLtCreate(axlblasLtHandle_t *lightHandle) {
  if (!lightHandle)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *lightHandle = new axlblasLtContext;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtDestroy(axlblasLtHandle_t lightHandle) {
  if (!lightHandle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  delete lightHandle;
  return AXLBLAS_STATUS_SUCCESS;
}

const char *axlblasLtGetStatusName(axlblasStatus_t status) {
  return axlblasGetStatusName(status);
}

const char *axlblasLtGetStatusString(axlblasStatus_t status) {
  return axlblasGetStatusString(status);
}

size_t axlblasLtGetVersion(void) { return AXLBLAS_VERSION; }

size_t axlblasLtGetCudartVersion(void) { return axlblasGetCudartVersion(); }

axlblasStatus_t axlblasLtGetProperty(libraryPropertyType type, int *value) {
  return axlblasGetProperty(type, value);
}

axlblasStatus_t axlblasLtMatrixLayoutCreate(axlblasLtMatrixLayout_t *matLayout,
                                            axlDataType type, uint64_t rows,
                                            uint64_t cols, int64_t ld) {
  if (!matLayout)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *matLayout = createDescriptor<LayoutDesc, axlblasLtMatrixLayoutOpaque_t>();
  LayoutDesc *L = contents<LayoutDesc>(*matLayout);
  L->Type = type;
  L->Rows = rows;
  L->Cols = cols;
  L->Ld = ld;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtMatrixLayoutInit_internal(
    axlblasLtMatrixLayout_t matLayout, size_t size, axlDataType type,
    uint64_t rows, uint64_t cols, int64_t ld) {
  if (!matLayout || size < sizeof(*matLayout))
    return AXLBLAS_STATUS_INVALID_VALUE;
  LayoutDesc *L = new (matLayout) LayoutDesc();
  L->Type = type;
  L->Rows = rows;
  L->Cols = cols;
  L->Ld = ld;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t
axlblasLtMatrixLayoutDestroy(axlblasLtMatrixLayout_t matLayout) {
  delete matLayout;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t
axlblasLtMatrixLayoutSetAttribute(axlblasLtMatrixLayout_t matLayout,
                                  axlblasLtMatrixLayoutAttribute_t attr,
                                  const void *buf, size_t sizeInBytes) {
  if (!matLayout)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return setField(layoutField(*contents<LayoutDesc>(matLayout), attr), buf,
                  sizeInBytes);
}

axlblasStatus_t axlblasLtMatrixLayoutGetAttribute(
    axlblasLtMatrixLayout_t matLayout, axlblasLtMatrixLayoutAttribute_t attr,
    void *buf, size_t sizeInBytes, size_t *sizeWritten) {
  if (!matLayout)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return getField(layoutField(*contents<LayoutDesc>(matLayout), attr), buf,
                  sizeInBytes, sizeWritten);
}

axlblasStatus_t axlblasLtMatmulDescCreate(axlblasLtMatmulDesc_t *matmulDesc,
                                          axlblasComputeType_t computeType,
                                          axlDataType_t scaleType) {
  if (!matmulDesc)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *matmulDesc = createDescriptor<MatmulDesc, axlblasLtMatmulDescOpaque_t>();
  MatmulDesc *D = contents<MatmulDesc>(*matmulDesc);
  D->ComputeType = computeType;
  D->ScaleType = scaleType;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtMatmulDescInit_internal(
    axlblasLtMatmulDesc_t matmulDesc, size_t size,
    axlblasComputeType_t computeType, axlDataType_t scaleType) {
  if (!matmulDesc || size < sizeof(*matmulDesc))
    return AXLBLAS_STATUS_INVALID_VALUE;
  MatmulDesc *D = new (matmulDesc) MatmulDesc();
  D->ComputeType = computeType;
  D->ScaleType = scaleType;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtMatmulDescDestroy(axlblasLtMatmulDesc_t matmulDesc) {
  delete matmulDesc;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t
axlblasLtMatmulDescSetAttribute(axlblasLtMatmulDesc_t matmulDesc,
                                axlblasLtMatmulDescAttributes_t attr,
                                const void *buf, size_t sizeInBytes) {
  if (!matmulDesc)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return setField(matmulField(*contents<MatmulDesc>(matmulDesc), attr), buf,
                  sizeInBytes);
}

axlblasStatus_t
axlblasLtMatmulDescGetAttribute(axlblasLtMatmulDesc_t matmulDesc,
                                axlblasLtMatmulDescAttributes_t attr, void *buf,
                                size_t sizeInBytes, size_t *sizeWritten) {
  if (!matmulDesc)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return getField(matmulField(*contents<MatmulDesc>(matmulDesc), attr), buf,
                  sizeInBytes, sizeWritten);
}

axlblasStatus_t
axlblasLtMatmulPreferenceCreate(axlblasLtMatmulPreference_t *pref) {
  if (!pref)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *pref = createDescriptor<PreferenceDesc, axlblasLtMatmulPreferenceOpaque_t>();
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t
axlblasLtMatmulPreferenceInit_internal(axlblasLtMatmulPreference_t pref,
                                       size_t size) {
  if (!pref || size < sizeof(*pref))
    return AXLBLAS_STATUS_INVALID_VALUE;
  new (pref) PreferenceDesc();
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t
axlblasLtMatmulPreferenceDestroy(axlblasLtMatmulPreference_t pref) {
  delete pref;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasLtMatmulPreferenceSetAttribute(
    axlblasLtMatmulPreference_t pref,
    axlblasLtMatmulPreferenceAttributes_t attr, const void *buf,
    size_t sizeInBytes) {
  if (!pref)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return setField(preferenceField(*contents<PreferenceDesc>(pref), attr), buf,
                  sizeInBytes);
}

axlblasStatus_t axlblasLtMatmulPreferenceGetAttribute(
    axlblasLtMatmulPreference_t pref,
    axlblasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes,
    size_t *sizeWritten) {
  if (!pref)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return getField(preferenceField(*contents<PreferenceDesc>(pref), attr), buf,
                  sizeInBytes, sizeWritten);
}
