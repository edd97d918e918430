// The contents of cuBLASLt's semi-opaque descriptors on the CPU. Each lives
// inside the public opaque struct (whose size user code may rely on), so
// the handles are pointers to the public structs. Private.
#pragma once
#include <axl/cpu/blaslt.h>

#include <new>
#include <type_traits>

namespace axl::cpu::libs {

struct LayoutDesc {
  uint32_t Type;
  int32_t Order = AXLBLASLT_ORDER_COL;
  uint64_t Rows, Cols;
  int64_t Ld;
  int32_t BatchCount = 1;
  int64_t BatchStride = 0; ///< elements
  int64_t PlaneOffset = 0;
  uint32_t BatchMode = AXLBLASLT_BATCH_MODE_STRIDED;
};

struct MatmulDesc {
  int32_t ComputeType;
  int32_t ScaleType;
  int32_t PointerMode = AXLBLASLT_POINTER_MODE_HOST;
  int32_t TransA = AXLBLAS_OP_N, TransB = AXLBLAS_OP_N, TransC = AXLBLAS_OP_N;
  int32_t FillMode = AXLBLAS_FILL_MODE_FULL;
  uint32_t Epilogue = AXLBLASLT_EPILOGUE_DEFAULT;
  const void *Bias = nullptr;
  int64_t BiasBatchStride = 0;
  void *AuxPointer = nullptr;
  int64_t AuxLd = 0, AuxBatchStride = 0, AlphaVectorBatchStride = 0;
  int32_t SmCountTarget = 0;
  const void *ScaleA = nullptr, *ScaleB = nullptr, *ScaleC = nullptr,
             *ScaleD = nullptr;
  void *AmaxD = nullptr;
  int32_t AuxDataType = -1;
  void *AuxScale = nullptr, *AuxAmax = nullptr;
  int8_t FastAccum = 0;
  int32_t BiasDataType = -1;
  int32_t ScaleModeA = 0, ScaleModeB = 0, ScaleModeC = 0, ScaleModeD = 0,
          ScaleModeAux = 0, ScaleModeDOut = 0;
  void *DOutScale = nullptr;
  void *EmulationDesc = nullptr;
};

struct PreferenceDesc {
  uint32_t SearchMode = AXLBLASLT_SEARCH_BEST_FIT;
  uint64_t MaxWorkspaceBytes = 0;
  uint32_t ReductionSchemeMask = 0xff;
  uint32_t MinAlignA = 256, MinAlignB = 256, MinAlignC = 256, MinAlignD = 256;
  float MaxWavesCount = 0.0f;
  uint64_t ImplMask = ~uint64_t(0);
};

/// The descriptor Desc stored in the opaque struct Opaque points to.
template <class Desc, class Opaque> Desc *contents(Opaque *O) {
  static_assert(sizeof(Desc) <= sizeof(Opaque), "descriptor too large");
  static_assert(alignof(Desc) <= alignof(Opaque), "descriptor misaligned");
  static_assert(std::is_trivially_destructible_v<Desc>, "plain data only");
  return std::launder(reinterpret_cast<Desc *>(O));
}

/// A new opaque struct holding a default Desc.
template <class Desc, class Opaque> Opaque *createDescriptor() {
  Opaque *O = new Opaque;
  new (O) Desc();
  return O;
}

} // namespace axl::cpu::libs
