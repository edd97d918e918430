// CPU backend runtime: axlDrvTensorMapEncodeTiled, CUDA's documented
// argument checks for cuTensorMapEncodeTiled and the backend's own layout
// of the descriptor (<axl/driver.h>, axl::cpu::driver::TensorMapFields).
#include <axl/driver.h>

#include <cstring>

namespace {

using axl::cpu::driver::TensorMapFields;

/// Bits per element; 0 for a type CUDA does not define.
unsigned elementBits(axlDrvTensorMapDataType Type) {
  switch (Type) {
  case AXLDRV_TENSOR_MAP_DATA_TYPE_UINT8:
    return 8;
  case AXLDRV_TENSOR_MAP_DATA_TYPE_UINT16:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT16:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_BFLOAT16:
    return 16;
  case AXLDRV_TENSOR_MAP_DATA_TYPE_UINT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_INT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_TFLOAT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
    return 32;
  case AXLDRV_TENSOR_MAP_DATA_TYPE_UINT64:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_INT64:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT64:
    return 64;
  case AXLDRV_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B:
    return 4;
  case AXLDRV_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B:
    return 6;
  }
  return 0;
}

bool isFloat(axlDrvTensorMapDataType Type) {
  switch (Type) {
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT16:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT64:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_BFLOAT16:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_TFLOAT32:
  case AXLDRV_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ:
    return true;
  default:
    return false;
  }
}

/// The bytes a swizzle mode's pattern spans; 0 for none.
unsigned swizzleSpan(axlDrvTensorMapSwizzle Swizzle) {
  switch (Swizzle) {
  case AXLDRV_TENSOR_MAP_SWIZZLE_32B:
    return 32;
  case AXLDRV_TENSOR_MAP_SWIZZLE_64B:
    return 64;
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B:
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_32B:
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B:
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_64B:
    return 128;
  default:
    return 0;
  }
}

/// The swizzle modes CUDA lists for the ALIGN16B packed types.
bool packedSwizzle(axlDrvTensorMapDataType Type, axlDrvTensorMapSwizzle Swizzle) {
  switch (Swizzle) {
  case AXLDRV_TENSOR_MAP_SWIZZLE_NONE:
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B:
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_32B:
    return true;
  case AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_64B:
    return Type == AXLDRV_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B;
  default:
    return false;
  }
}

} // namespace

axlDrvResult axlDrvTensorMapEncodeTiled(
    axlDrvTensorMap *tensorMap, axlDrvTensorMapDataType tensorDataType,
    axlDrvUint32_t tensorRank, void *globalAddress, const axlDrvUint64_t *globalDim,
    const axlDrvUint64_t *globalStrides, const axlDrvUint32_t *boxDim,
    const axlDrvUint32_t *elementStrides, axlDrvTensorMapInterleave interleave,
    axlDrvTensorMapSwizzle swizzle, axlDrvTensorMapL2promotion l2Promotion,
    axlDrvTensorMapFloatOOBfill oobFill) {
  constexpr axlDrvResult Invalid = AXLDRV_ERROR_INVALID_VALUE;
  const unsigned Bits = elementBits(tensorDataType);
  const bool Packed16 = tensorDataType == AXLDRV_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B ||
                        tensorDataType == AXLDRV_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B;
  const bool Interleave32 = interleave == AXLDRV_TENSOR_MAP_INTERLEAVE_32B;
  if (!tensorMap || reinterpret_cast<uintptr_t>(tensorMap) % 64 || !Bits ||
      !globalAddress || !globalDim || !boxDim || !elementStrides ||
      (tensorRank > 1 && !globalStrides))
    return Invalid;
  if (unsigned(interleave) > AXLDRV_TENSOR_MAP_INTERLEAVE_32B ||
      unsigned(swizzle) > AXLDRV_TENSOR_MAP_SWIZZLE_128B_ATOM_64B ||
      unsigned(l2Promotion) > AXLDRV_TENSOR_MAP_L2_PROMOTION_L2_256B ||
      unsigned(oobFill) > AXLDRV_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA)
    return Invalid;
  if (tensorRank < 1 || tensorRank > 5 ||
      (interleave != AXLDRV_TENSOR_MAP_INTERLEAVE_NONE && tensorRank < 3))
    return Invalid;
  const unsigned AddressAlign = Interleave32 || Packed16 ? 32 : 16;
  if (reinterpret_cast<uintptr_t>(globalAddress) % AddressAlign)
    return Invalid;
  for (unsigned I = 0; I < tensorRank; ++I)
    if (globalDim[I] == 0 || globalDim[I] > (uint64_t(1) << 32) || boxDim[I] == 0 ||
        boxDim[I] > 256 || elementStrides[I] == 0 || elementStrides[I] > 8)
      return Invalid;
  if ((Packed16 && globalDim[0] % 128) ||
      (tensorDataType == AXLDRV_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B && globalDim[0] % 2))
    return Invalid;
  const unsigned StrideAlign = Interleave32 || Packed16 ? 32 : 16;
  for (unsigned I = 0; I + 1 < tensorRank; ++I)
    if (globalStrides[I] % StrideAlign || globalStrides[I] >= (uint64_t(1) << 40))
      return Invalid;
  // The box's inner extent in bytes (a whole number for every valid box).
  const uint64_t InnerBits = uint64_t(boxDim[0]) * Bits;
  if (interleave == AXLDRV_TENSOR_MAP_INTERLEAVE_NONE) {
    if (InnerBits % (16 * 8))
      return Invalid;
    if (unsigned Span = swizzleSpan(swizzle); Span && InnerBits > Span * 8u)
      return Invalid;
  }
  if (Interleave32 && swizzle != AXLDRV_TENSOR_MAP_SWIZZLE_32B)
    return Invalid;
  if (Packed16 && (boxDim[0] != 128 || !packedSwizzle(tensorDataType, swizzle)))
    return Invalid;
  if (tensorDataType == AXLDRV_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B &&
      interleave != AXLDRV_TENSOR_MAP_INTERLEAVE_NONE)
    return Invalid;
  if (oobFill == AXLDRV_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA &&
      !isFloat(tensorDataType))
    return Invalid;

  TensorMapFields F{};
  F.Magic = axl::cpu::driver::TensorMapMagic;
  F.Kind = axl::cpu::driver::TensorMapTiled;
  F.DataType = uint8_t(tensorDataType);
  F.Rank = uint8_t(tensorRank);
  F.Interleave = uint8_t(interleave);
  F.Swizzle = uint8_t(swizzle);
  F.L2Promotion = uint8_t(l2Promotion);
  F.OobFill = uint8_t(oobFill);
  F.ElementBits = uint8_t(Bits);
  F.GlobalAddress = reinterpret_cast<uintptr_t>(globalAddress);
  F.GlobalStrides[0] = Bits % 8 ? 0 : Bits / 8;
  for (unsigned I = 0; I < tensorRank; ++I) {
    F.BoxDim[I] = uint16_t(boxDim[I]);
    F.ElementStrides[I] = uint8_t(elementStrides[I]);
    F.GlobalDim[I] = globalDim[I];
    if (I > 0)
      F.GlobalStrides[I] = globalStrides[I - 1];
  }
  std::memcpy(tensorMap->opaque, &F, sizeof(F));
  return AXLDRV_SUCCESS;
}
