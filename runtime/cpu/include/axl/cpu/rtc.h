// CPU backend of <axl/rtc.h>: the types, enumerations, structs and macros of nvrtc.h
// (CUDA 13.0) under dialect names, with the toolkit's values, so code that
// includes the header or uses its types builds. The library is not
// implemented on the CPU backend: each function is declared with the
// `error` attribute, so a call that is compiled fails, naming the function
// and the backend (taking a function's address fails to link).
// Except: axlrtcGetErrorString, axlrtcVersion, axlrtcGetNumSupportedArchs,
// axlrtcGetSupportedArchs, axlrtcCreateProgram, axlrtcDestroyProgram,
// axlrtcCompileProgram, axlrtcGetPTXSize, axlrtcGetPTX, axlrtcGetCUBINSize,
// axlrtcGetCUBIN, axlrtcGetProgramLogSize, axlrtcGetProgramLog,
// axlrtcAddNameExpression, axlrtcGetLoweredName are defined in libaxl_cpu.
// Written by scripts/gen-cpu-library-stubs.py nvrtc; checked by
// tests/cpu/library_headers.test.
#pragma once
#include <axl/cpu/detail/not_provided.h>

#define __AXLRTC_H__

extern "C" {
typedef enum {
  AXLRTC_SUCCESS = 0,
  AXLRTC_ERROR_OUT_OF_MEMORY = 1,
  AXLRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  AXLRTC_ERROR_INVALID_INPUT = 3,
  AXLRTC_ERROR_INVALID_PROGRAM = 4,
  AXLRTC_ERROR_INVALID_OPTION = 5,
  AXLRTC_ERROR_COMPILATION = 6,
  AXLRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  AXLRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  AXLRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  AXLRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  AXLRTC_ERROR_INTERNAL_ERROR = 11,
  AXLRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
  AXLRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
  AXLRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
  AXLRTC_ERROR_PCH_CREATE = 15,
  AXLRTC_ERROR_CANCELLED = 16,
  AXLRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17,
} axlrtcResult;
const char * axlrtcGetErrorString(axlrtcResult);
axlrtcResult axlrtcVersion(int *, int *);
axlrtcResult axlrtcGetNumSupportedArchs(int *);
axlrtcResult axlrtcGetSupportedArchs(int *);
struct _nvrtcProgram;
typedef struct _nvrtcProgram * axlrtcProgram;
axlrtcResult axlrtcCreateProgram(axlrtcProgram *, const char *, const char *, int, const char *const *, const char *const *);
axlrtcResult axlrtcDestroyProgram(axlrtcProgram *);
axlrtcResult axlrtcCompileProgram(axlrtcProgram, int, const char *const *);
axlrtcResult axlrtcGetPTXSize(axlrtcProgram, size_t *);
axlrtcResult axlrtcGetPTX(axlrtcProgram, char *);
axlrtcResult axlrtcGetCUBINSize(axlrtcProgram, size_t *);
axlrtcResult axlrtcGetCUBIN(axlrtcProgram, char *);
axlrtcResult axlrtcGetLTOIRSize(axlrtcProgram, size_t *) AXL_CPU_NOT_PROVIDED("axlrtcGetLTOIRSize");
axlrtcResult axlrtcGetLTOIR(axlrtcProgram, char *) AXL_CPU_NOT_PROVIDED("axlrtcGetLTOIR");
axlrtcResult axlrtcGetOptiXIRSize(axlrtcProgram, size_t *) AXL_CPU_NOT_PROVIDED("axlrtcGetOptiXIRSize");
axlrtcResult axlrtcGetOptiXIR(axlrtcProgram, char *) AXL_CPU_NOT_PROVIDED("axlrtcGetOptiXIR");
axlrtcResult axlrtcGetProgramLogSize(axlrtcProgram, size_t *);
axlrtcResult axlrtcGetProgramLog(axlrtcProgram, char *);
axlrtcResult axlrtcAddNameExpression(axlrtcProgram, const char *const);
axlrtcResult axlrtcGetLoweredName(axlrtcProgram, const char *const, const char **);
axlrtcResult axlrtcGetPCHHeapSize(size_t *) AXL_CPU_NOT_PROVIDED("axlrtcGetPCHHeapSize");
axlrtcResult axlrtcSetPCHHeapSize(size_t) AXL_CPU_NOT_PROVIDED("axlrtcSetPCHHeapSize");
axlrtcResult axlrtcGetPCHCreateStatus(axlrtcProgram) AXL_CPU_NOT_PROVIDED("axlrtcGetPCHCreateStatus");
axlrtcResult axlrtcGetPCHHeapSizeRequired(axlrtcProgram, size_t *) AXL_CPU_NOT_PROVIDED("axlrtcGetPCHHeapSizeRequired");
axlrtcResult axlrtcSetFlowCallback(axlrtcProgram, int (*)(void *, void *), void *) AXL_CPU_NOT_PROVIDED("axlrtcSetFlowCallback");
} // extern "C"
