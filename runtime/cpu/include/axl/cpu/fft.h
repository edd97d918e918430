// CPU backend of <axl/fft.h>: the types, enumerations, structs and macros of cufft.h, cufftXt.h, cudalibxt.h
// (CUDA 13.0) under dialect names, with the toolkit's values, so code that
// includes the header or uses its types builds. The single-GPU library runs
// on FFTW3: a plan is an FFTW guru64 plan with the plan's strides, made at
// the first execution for each pair of pointer alignments, in-place or not
// and sign (FFTW_MEASURE on scratch arrays; AXL_CPU_FFT_PLANNER=estimate or
// patient in the environment chooses another planner), executed in the
// order of the plan's stream on the stream's thread. Signs and scaling as
// cuFFT's (AXLFFT_FORWARD is -1, neither direction normalised); NULL
// inembed or onembed is the basic layout, whose in-place R2C/C2R real rows
// are padded to 2*(n/2+1). FFTW needs no work area: every size reported is
// 0, and a work area set is not used. Executing a plan with a function of
// another type returns AXLFFT_INVALID_PLAN; half precision
// (axlfftXtMakePlanMany over 16-bit types) AXLFFT_NOT_SUPPORTED. Defined in
// libaxl_cpu: axlfftCreate, axlfftDestroy, axlfftPlan1d, axlfftPlan2d,
// axlfftPlan3d, axlfftPlanMany, axlfftMakePlan1d, axlfftMakePlan2d,
// axlfftMakePlan3d, axlfftMakePlanMany, axlfftMakePlanMany64,
// axlfftEstimate1d, axlfftEstimate2d, axlfftEstimate3d, axlfftEstimateMany,
// axlfftGetSize1d, axlfftGetSize2d, axlfftGetSize3d, axlfftGetSizeMany,
// axlfftGetSizeMany64, axlfftGetSize, axlfftSetWorkArea,
// axlfftSetAutoAllocation, axlfftSetStream, axlfftExecC2C, axlfftExecR2C,
// axlfftExecC2R, axlfftExecZ2Z, axlfftExecD2Z, axlfftExecZ2D,
// axlfftGetVersion, axlfftGetProperty, axlfftXtMakePlanMany,
// axlfftXtGetSizeMany, axlfftXtExec. The others (multi-GPU descriptors and
// copies, callbacks, plan properties and work-area policies) are declared
// with the `error` attribute, so a call that is compiled fails, naming the
// function and the backend (taking a function's address fails to link).
// Written by scripts/gen-cpu-library-stubs.py cufft; checked by
// tests/cpu/library_headers.test.
#pragma once
#include <axl/cpu/detail/not_provided.h>

#define _AXLFFT_H_
#define _AXLFFTXT_H_
#define _AXL_LIB_XT_H_
#define AXL_XT_DESCRIPTOR_VERSION 0x01000000
#define AXLFFTAPI __attribute__ ((visibility ("default")))
#define AXLFFT_COMPATIBILITY_DEFAULT AXLFFT_COMPATIBILITY_FFTW_PADDING
#define AXLFFT_FORWARD -1
#define AXLFFT_INVERSE 1
#define AXLFFT_PLAN_NULL -1
#define AXLFFT_VERSION 12000
#define AXLFFT_VER_BUILD 61
#define AXLFFT_VER_MAJOR 12
#define AXLFFT_VER_MINOR 0
#define AXLFFT_VER_PATCH 0
#define MAX_AXL_DESCRIPTOR_GPUS 64
#define MAX_AXLFFT_ERROR 0x15
#define AXLFFT_MAX_SHIM_RANK 3

extern "C" {
enum axlfftResult_t {
  AXLFFT_SUCCESS = 0,
  AXLFFT_INVALID_PLAN = 1,
  AXLFFT_ALLOC_FAILED = 2,
  AXLFFT_INVALID_TYPE = 3,
  AXLFFT_INVALID_VALUE = 4,
  AXLFFT_INTERNAL_ERROR = 5,
  AXLFFT_EXEC_FAILED = 6,
  AXLFFT_SETUP_FAILED = 7,
  AXLFFT_INVALID_SIZE = 8,
  AXLFFT_UNALIGNED_DATA = 9,
  AXLFFT_INVALID_DEVICE = 11,
  AXLFFT_NO_WORKSPACE = 13,
  AXLFFT_NOT_IMPLEMENTED = 14,
  AXLFFT_NOT_SUPPORTED = 16,
  AXLFFT_MISSING_DEPENDENCY = 17,
  AXLFFT_NVRTC_FAILURE = 18,
  AXLFFT_NVJITLINK_FAILURE = 19,
  AXLFFT_NVSHMEM_FAILURE = 20,
};
typedef enum axlfftResult_t axlfftResult;
typedef float axlfftReal;
typedef double axlfftDoubleReal;
typedef axlComplex axlfftComplex;
typedef axlDoubleComplex axlfftDoubleComplex;
enum axlfftType_t {
  AXLFFT_R2C = 42,
  AXLFFT_C2R = 44,
  AXLFFT_C2C = 41,
  AXLFFT_D2Z = 106,
  AXLFFT_Z2D = 108,
  AXLFFT_Z2Z = 105,
};
typedef enum axlfftType_t axlfftType;
enum axlfftCompatibility_t {
  AXLFFT_COMPATIBILITY_FFTW_PADDING = 1,
};
typedef enum axlfftCompatibility_t axlfftCompatibility;
typedef int axlfftHandle;
axlfftResult axlfftPlan1d(axlfftHandle *, int, axlfftType, int);
axlfftResult axlfftPlan2d(axlfftHandle *, int, int, axlfftType);
axlfftResult axlfftPlan3d(axlfftHandle *, int, int, int, axlfftType);
axlfftResult axlfftPlanMany(axlfftHandle *, int, int *, int *, int, int, int *, int, int, axlfftType, int);
axlfftResult axlfftMakePlan1d(axlfftHandle, int, axlfftType, int, size_t *);
axlfftResult axlfftMakePlan2d(axlfftHandle, int, int, axlfftType, size_t *);
axlfftResult axlfftMakePlan3d(axlfftHandle, int, int, int, axlfftType, size_t *);
axlfftResult axlfftMakePlanMany(axlfftHandle, int, int *, int *, int, int, int *, int, int, axlfftType, int, size_t *);
axlfftResult axlfftMakePlanMany64(axlfftHandle, int, long long *, long long *, long long, long long, long long *, long long, long long, axlfftType, long long, size_t *);
axlfftResult axlfftGetSizeMany64(axlfftHandle, int, long long *, long long *, long long, long long, long long *, long long, long long, axlfftType, long long, size_t *);
axlfftResult axlfftEstimate1d(int, axlfftType, int, size_t *);
axlfftResult axlfftEstimate2d(int, int, axlfftType, size_t *);
axlfftResult axlfftEstimate3d(int, int, int, axlfftType, size_t *);
axlfftResult axlfftEstimateMany(int, int *, int *, int, int, int *, int, int, axlfftType, int, size_t *);
axlfftResult axlfftCreate(axlfftHandle *);
axlfftResult axlfftGetSize1d(axlfftHandle, int, axlfftType, int, size_t *);
axlfftResult axlfftGetSize2d(axlfftHandle, int, int, axlfftType, size_t *);
axlfftResult axlfftGetSize3d(axlfftHandle, int, int, int, axlfftType, size_t *);
axlfftResult axlfftGetSizeMany(axlfftHandle, int, int *, int *, int, int, int *, int, int, axlfftType, int, size_t *);
axlfftResult axlfftGetSize(axlfftHandle, size_t *);
axlfftResult axlfftSetWorkArea(axlfftHandle, void *);
axlfftResult axlfftSetAutoAllocation(axlfftHandle, int);
axlfftResult axlfftExecC2C(axlfftHandle, axlfftComplex *, axlfftComplex *, int);
axlfftResult axlfftExecR2C(axlfftHandle, axlfftReal *, axlfftComplex *);
axlfftResult axlfftExecC2R(axlfftHandle, axlfftComplex *, axlfftReal *);
axlfftResult axlfftExecZ2Z(axlfftHandle, axlfftDoubleComplex *, axlfftDoubleComplex *, int);
axlfftResult axlfftExecD2Z(axlfftHandle, axlfftDoubleReal *, axlfftDoubleComplex *);
axlfftResult axlfftExecZ2D(axlfftHandle, axlfftDoubleComplex *, axlfftDoubleReal *);
axlfftResult axlfftSetStream(axlfftHandle, axlStream_t);
axlfftResult axlfftDestroy(axlfftHandle);
axlfftResult axlfftGetVersion(int *);
axlfftResult axlfftGetProperty(libraryPropertyType, int *);
enum axlfftProperty_t {
  AXLFFT_PLAN_PROPERTY_INT64_PATIENT_JIT = 1,
  AXLFFT_PLAN_PROPERTY_INT64_MAX_NUM_HOST_THREADS = 2,
};
typedef enum axlfftProperty_t axlfftProperty;
axlfftResult axlfftSetPlanPropertyInt64(axlfftHandle, axlfftProperty, const long long) AXL_CPU_NOT_PROVIDED("axlfftSetPlanPropertyInt64");
axlfftResult axlfftGetPlanPropertyInt64(axlfftHandle, axlfftProperty, long long *) AXL_CPU_NOT_PROVIDED("axlfftGetPlanPropertyInt64");
axlfftResult axlfftResetPlanProperty(axlfftHandle, axlfftProperty) AXL_CPU_NOT_PROVIDED("axlfftResetPlanProperty");
enum axlXtCopyType_t {
  AXLFFT_LIB_XT_COPY_HOST_TO_DEVICE = 0,
  AXLFFT_LIB_XT_COPY_DEVICE_TO_HOST = 1,
  AXLFFT_LIB_XT_COPY_DEVICE_TO_DEVICE = 2,
};
typedef enum axlXtCopyType_t axlLibXtCopyType;
enum axlfftLibFormat_t {
  LIB_FORMAT_AXLFFT = 0,
  AXLFFT_LIB_FORMAT_UNDEFINED = 1,
};
typedef enum axlfftLibFormat_t axlfftLibFormat;
struct axlXtDesc_t {
  int version;
  int nGPUs;
  int GPUs[64];
  void * data[64];
  size_t size[64];
  void * cudaXtState;
};
typedef struct axlXtDesc_t axlXtDesc;
struct axlLibXtDesc_t {
  int version;
  axlXtDesc * descriptor;
  axlfftLibFormat library;
  int subFormat;
  void * libDescriptor;
};
typedef struct axlLibXtDesc_t axlLibXtDesc;
enum axlfftXtSubFormat_t {
  AXLFFT_XT_FORMAT_INPUT = 0,
  AXLFFT_XT_FORMAT_OUTPUT = 1,
  AXLFFT_XT_FORMAT_INPLACE = 2,
  AXLFFT_XT_FORMAT_INPLACE_SHUFFLED = 3,
  AXLFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 4,
  AXLFFT_XT_FORMAT_DISTRIBUTED_INPUT = 5,
  AXLFFT_XT_FORMAT_DISTRIBUTED_OUTPUT = 6,
  AXLFFT_FORMAT_UNDEFINED = 7,
};
typedef enum axlfftXtSubFormat_t axlfftXtSubFormat;
enum axlfftXtCopyType_t {
  AXLFFT_COPY_HOST_TO_DEVICE = 0,
  AXLFFT_COPY_DEVICE_TO_HOST = 1,
  AXLFFT_COPY_DEVICE_TO_DEVICE = 2,
  AXLFFT_COPY_UNDEFINED = 3,
};
typedef enum axlfftXtCopyType_t axlfftXtCopyType;
enum axlfftXtQueryType_t {
  AXLFFT_QUERY_1D_FACTORS = 0,
  AXLFFT_QUERY_UNDEFINED = 1,
};
typedef enum axlfftXtQueryType_t axlfftXtQueryType;
struct axlfftXt1dFactors_t {
  long long size;
  long long stringCount;
  long long stringLength;
  long long substringLength;
  long long factor1;
  long long factor2;
  long long stringMask;
  long long substringMask;
  long long factor1Mask;
  long long factor2Mask;
  int stringShift;
  int substringShift;
  int factor1Shift;
  int factor2Shift;
};
typedef struct axlfftXt1dFactors_t axlfftXt1dFactors;
enum axlfftXtWorkAreaPolicy_t {
  AXLFFT_WORKAREA_MINIMAL = 0,
  AXLFFT_WORKAREA_USER = 1,
  AXLFFT_WORKAREA_PERFORMANCE = 2,
};
typedef enum axlfftXtWorkAreaPolicy_t axlfftXtWorkAreaPolicy;
axlfftResult axlfftXtSetGPUs(axlfftHandle, int, int *) AXL_CPU_NOT_PROVIDED("axlfftXtSetGPUs");
axlfftResult axlfftXtMalloc(axlfftHandle, axlLibXtDesc **, axlfftXtSubFormat) AXL_CPU_NOT_PROVIDED("axlfftXtMalloc");
axlfftResult axlfftXtMemcpy(axlfftHandle, void *, void *, axlfftXtCopyType) AXL_CPU_NOT_PROVIDED("axlfftXtMemcpy");
axlfftResult axlfftXtFree(axlLibXtDesc *) AXL_CPU_NOT_PROVIDED("axlfftXtFree");
axlfftResult axlfftXtSetWorkArea(axlfftHandle, void **) AXL_CPU_NOT_PROVIDED("axlfftXtSetWorkArea");
axlfftResult axlfftXtExecDescriptorC2C(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *, int) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorC2C");
axlfftResult axlfftXtExecDescriptorR2C(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorR2C");
axlfftResult axlfftXtExecDescriptorC2R(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorC2R");
axlfftResult axlfftXtExecDescriptorZ2Z(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *, int) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorZ2Z");
axlfftResult axlfftXtExecDescriptorD2Z(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorD2Z");
axlfftResult axlfftXtExecDescriptorZ2D(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptorZ2D");
axlfftResult axlfftXtQueryPlan(axlfftHandle, void *, axlfftXtQueryType) AXL_CPU_NOT_PROVIDED("axlfftXtQueryPlan");
enum axlfftXtCallbackType_t {
  AXLFFT_CB_LD_COMPLEX = 0,
  AXLFFT_CB_LD_COMPLEX_DOUBLE = 1,
  AXLFFT_CB_LD_REAL = 2,
  AXLFFT_CB_LD_REAL_DOUBLE = 3,
  AXLFFT_CB_ST_COMPLEX = 4,
  AXLFFT_CB_ST_COMPLEX_DOUBLE = 5,
  AXLFFT_CB_ST_REAL = 6,
  AXLFFT_CB_ST_REAL_DOUBLE = 7,
  AXLFFT_CB_UNDEFINED = 8,
};
typedef enum axlfftXtCallbackType_t axlfftXtCallbackType;
typedef axlfftComplex (*axlfftCallbackLoadC)(void *, size_t, void *, void *);
typedef axlfftDoubleComplex (*axlfftCallbackLoadZ)(void *, size_t, void *, void *);
typedef axlfftReal (*axlfftCallbackLoadR)(void *, size_t, void *, void *);
typedef axlfftDoubleReal (*axlfftCallbackLoadD)(void *, size_t, void *, void *);
typedef void (*axlfftCallbackStoreC)(void *, size_t, axlfftComplex, void *, void *);
typedef void (*axlfftCallbackStoreZ)(void *, size_t, axlfftDoubleComplex, void *, void *);
typedef void (*axlfftCallbackStoreR)(void *, size_t, axlfftReal, void *, void *);
typedef void (*axlfftCallbackStoreD)(void *, size_t, axlfftDoubleReal, void *, void *);
typedef axlfftComplex (*axlfftJITCallbackLoadC)(void *, unsigned long long, void *, void *);
typedef axlfftDoubleComplex (*axlfftJITCallbackLoadZ)(void *, unsigned long long, void *, void *);
typedef axlfftReal (*axlfftJITCallbackLoadR)(void *, unsigned long long, void *, void *);
typedef axlfftDoubleReal (*axlfftJITCallbackLoadD)(void *, unsigned long long, void *, void *);
typedef void (*axlfftJITCallbackStoreC)(void *, unsigned long long, axlfftComplex, void *, void *);
typedef void (*axlfftJITCallbackStoreZ)(void *, unsigned long long, axlfftDoubleComplex, void *, void *);
typedef void (*axlfftJITCallbackStoreR)(void *, unsigned long long, axlfftReal, void *, void *);
typedef void (*axlfftJITCallbackStoreD)(void *, unsigned long long, axlfftDoubleReal, void *, void *);
axlfftResult axlfftXtSetCallback(axlfftHandle, void **, axlfftXtCallbackType, void **) AXL_CPU_NOT_PROVIDED("axlfftXtSetCallback");
axlfftResult axlfftXtClearCallback(axlfftHandle, axlfftXtCallbackType) AXL_CPU_NOT_PROVIDED("axlfftXtClearCallback");
axlfftResult axlfftXtSetCallbackSharedSize(axlfftHandle, axlfftXtCallbackType, size_t) AXL_CPU_NOT_PROVIDED("axlfftXtSetCallbackSharedSize");
axlfftResult axlfftXtSetJITCallback(axlfftHandle, const char *, const void *, size_t, axlfftXtCallbackType, void **) AXL_CPU_NOT_PROVIDED("axlfftXtSetJITCallback");
axlfftResult axlfftXtMakePlanMany(axlfftHandle, int, long long *, long long *, long long, long long, axlDataType, long long *, long long, long long, axlDataType, long long, size_t *, axlDataType);
axlfftResult axlfftXtGetSizeMany(axlfftHandle, int, long long *, long long *, long long, long long, axlDataType, long long *, long long, long long, axlDataType, long long, size_t *, axlDataType);
axlfftResult axlfftXtExec(axlfftHandle, void *, void *, int);
axlfftResult axlfftXtExecDescriptor(axlfftHandle, axlLibXtDesc *, axlLibXtDesc *, int) AXL_CPU_NOT_PROVIDED("axlfftXtExecDescriptor");
axlfftResult axlfftXtSetWorkAreaPolicy(axlfftHandle, axlfftXtWorkAreaPolicy, size_t *) AXL_CPU_NOT_PROVIDED("axlfftXtSetWorkAreaPolicy");
} // extern "C"
