// CPU backend: CUDA's library_types.h under dialect names (axlDataType_t,
// the floating-point emulation enums, libraryPropertyType), same values as
// CUDA 13. Included by <axl/cpu/blas.h> and <axl/cpu/rand.h>; the runtime
// header may include it too.
#pragma once

typedef enum axlDataType_t {
  AXL_R_16F = 2,
  AXL_C_16F = 6,
  AXL_R_16BF = 14,
  AXL_C_16BF = 15,
  AXL_R_32F = 0,
  AXL_C_32F = 4,
  AXL_R_64F = 1,
  AXL_C_64F = 5,
  AXL_R_4I = 16,
  AXL_C_4I = 17,
  AXL_R_4U = 18,
  AXL_C_4U = 19,
  AXL_R_8I = 3,
  AXL_C_8I = 7,
  AXL_R_8U = 8,
  AXL_C_8U = 9,
  AXL_R_16I = 20,
  AXL_C_16I = 21,
  AXL_R_16U = 22,
  AXL_C_16U = 23,
  AXL_R_32I = 10,
  AXL_C_32I = 11,
  AXL_R_32U = 12,
  AXL_C_32U = 13,
  AXL_R_64I = 24,
  AXL_C_64I = 25,
  AXL_R_64U = 26,
  AXL_C_64U = 27,
  AXL_R_8F_E4M3 = 28,
  AXL_R_8F_UE4M3 = AXL_R_8F_E4M3,
  AXL_R_8F_E5M2 = 29,
  AXL_R_8F_UE8M0 = 30,
  AXL_R_6F_E2M3 = 31,
  AXL_R_6F_E3M2 = 32,
  AXL_R_4F_E2M1 = 33,
} axlDataType;

typedef enum axlEmulationStrategy_t {
  AXL_EMULATION_STRATEGY_DEFAULT = 0,
  AXL_EMULATION_STRATEGY_PERFORMANT = 1,
  AXL_EMULATION_STRATEGY_EAGER = 2,
} axlEmulationStrategy;

typedef enum axlEmulationMantissaControl_t {
  AXL_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,
  AXL_EMULATION_MANTISSA_CONTROL_FIXED = 1,
} axlEmulationMantissaControl;

typedef enum axlEmulationSpecialValuesSupport_t {
  AXL_EMULATION_SPECIAL_VALUES_SUPPORT_DEFAULT = 0xFFFF,
  AXL_EMULATION_SPECIAL_VALUES_SUPPORT_NONE = 0,
  AXL_EMULATION_SPECIAL_VALUES_SUPPORT_INFINITY = 1,
  AXL_EMULATION_SPECIAL_VALUES_SUPPORT_NAN = 2,
} axlEmulationSpecialValuesSupport;

typedef enum libraryPropertyType_t {
  MAJOR_VERSION,
  MINOR_VERSION,
  PATCH_LEVEL
} libraryPropertyType;
