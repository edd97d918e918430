// axlccl on the CPU: element types and the arithmetic of reductions, with
// NCCL's semantics (integers wrap; half, bfloat16 and FP8 combine through
// float with one rounding per step, FP8 saturating to its largest finite
// value; min/max of floating types ignore NaN as fminf/fmaxf do).
#pragma once
#include <axl/cpu/ccl.h>

#include <cstddef>
#include <cstdint>

namespace axl::cpu::ccl {

/// How two elements combine.
enum class Combine { Sum, Prod, Max, Min };

/// Bytes of one element of `Type`, which must be valid.
size_t typeSize(axlcclDataType_t Type);
bool isValidType(int Type);
bool isInteger(axlcclDataType_t Type);

/// Dst[i] = Src[i] (op) Dst[i] for i < N.
void combine(axlcclDataType_t Type, Combine Op, const void *Src, void *Dst,
             size_t N);

/// Dst[i] = Src[i] * Scalar, rounded to `Type` (integers wrap); `Scalar` holds
/// the bits of one element of `Type` in its low bytes. Src may equal Dst.
void scale(axlcclDataType_t Type, const void *Src, void *Dst, size_t N,
           uint64_t Scalar);

/// Buf[i] /= Divisor for an integer type, truncating toward zero (signed
/// types as signed): how NCCL finishes axlcclAvg on integers.
void divide(axlcclDataType_t Type, void *Buf, size_t N, uint64_t Divisor);

/// The bits of 1/NRanks as NCCL rounds it for axlcclAvg on a floating type
/// (float(1.0/n), then rounded to the type; double: 1.0/n).
uint64_t reciprocal(axlcclDataType_t Type, int NRanks);

/// Conversions between float and the narrow floating types (round to nearest
/// even; NaN becomes the canonical NaN 0x7fff / 0x7f; FP8 saturates).
float halfToFloat(uint16_t Bits);
uint16_t floatToHalf(float Value);
float bfloat16ToFloat(uint16_t Bits);
uint16_t floatToBfloat16(float Value);
float e4m3ToFloat(uint8_t Bits);
uint8_t floatToE4m3(float Value);
float e5m2ToFloat(uint8_t Bits);
uint8_t floatToE5m2(float Value);

} // namespace axl::cpu::ccl
