// CPU backend of <axl/tx.h>: the NVTX C API as it behaves with no tool
// attached (its documented default): every call does nothing; pushes and
// pops return AXLTX_NO_PUSH_POP_TRACKING, range starts 0, handle creations
// null. Programs annotated for profilers build and run unchanged.
// Provided: the core API (marks, ranges, push/pop, categories, OS thread
// names, domains and registered strings, axltxInitialize) and the CUDA
// resource naming of nvToolsExtCuda.h / nvToolsExtCudaRt.h (devices,
// contexts, streams, events), in the A, W and default (A) forms. The other
// NVTX extensions (payloads, counters, memory, synchronisation) are not
// declared: a call is a compile error naming it.
#pragma once
#include <axl/driver.h>
#include <axl/runtime.h>

#include <cstddef>
#include <cstdint>

// What NVTX3's implementation (nvtxImpl.h, included by nvToolsExt.h) brings
// in on POSIX systems, and so what code that includes NVTX may use without
// including it: dlsym, pthreads, getpid and the C library.
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#if !defined(_WIN32)
#include <unistd.h>
#if defined(__linux__)
#include <sched.h>
#endif
#include <sys/types.h>
#include <limits.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <errno.h>
#include <pthread.h>
#endif

#define AXLTX_VERSION 3
#define AXLTX_NO_PUSH_POP_TRACKING (-2)

typedef uint64_t axltxRangeId_t;
typedef struct axltxDomainRegistration_st *axltxDomainHandle_t;
typedef struct axltxStringRegistration_st *axltxStringHandle_t;

typedef enum axltxColorType_t {
  AXLTX_COLOR_UNKNOWN = 0,
  AXLTX_COLOR_ARGB = 1,
} axltxColorType_t;

typedef enum axltxMessageType_t {
  AXLTX_MESSAGE_UNKNOWN = 0,
  AXLTX_MESSAGE_TYPE_ASCII = 1,
  AXLTX_MESSAGE_TYPE_UNICODE = 2,
  AXLTX_MESSAGE_TYPE_REGISTERED = 3,
} axltxMessageType_t;

typedef enum axltxPayloadType_t {
  AXLTX_PAYLOAD_UNKNOWN = 0,
  AXLTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  AXLTX_PAYLOAD_TYPE_INT64 = 2,
  AXLTX_PAYLOAD_TYPE_DOUBLE = 3,
  AXLTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  AXLTX_PAYLOAD_TYPE_INT32 = 5,
  AXLTX_PAYLOAD_TYPE_FLOAT = 6,
} axltxPayloadType_t;

typedef union axltxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  axltxStringHandle_t registered;
} axltxMessageValue_t;

/// NVTX's layout (version 2 of the attributes struct).
typedef struct axltxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  axltxMessageValue_t message;
} axltxEventAttributes_v2;
typedef struct axltxEventAttributes_v2 axltxEventAttributes_t;

#define AXLTX_EVENT_ATTRIB_STRUCT_SIZE (static_cast<uint16_t>(sizeof(axltxEventAttributes_t)))

inline void axltxInitialize(const void *) {}
inline void axltxMarkEx(const axltxEventAttributes_t *) {}
inline void axltxMarkA(const char *) {}
inline void axltxMarkW(const wchar_t *) {}
inline axltxRangeId_t axltxRangeStartEx(const axltxEventAttributes_t *) { return 0; }
inline axltxRangeId_t axltxRangeStartA(const char *) { return 0; }
inline axltxRangeId_t axltxRangeStartW(const wchar_t *) { return 0; }
inline void axltxRangeEnd(axltxRangeId_t) {}
inline int axltxRangePushEx(const axltxEventAttributes_t *) { return AXLTX_NO_PUSH_POP_TRACKING; }
inline int axltxRangePushA(const char *) { return AXLTX_NO_PUSH_POP_TRACKING; }
inline int axltxRangePushW(const wchar_t *) { return AXLTX_NO_PUSH_POP_TRACKING; }
inline int axltxRangePop(void) { return AXLTX_NO_PUSH_POP_TRACKING; }
inline void axltxNameCategoryA(uint32_t, const char *) {}
inline void axltxNameCategoryW(uint32_t, const wchar_t *) {}
inline void axltxNameOsThreadA(uint32_t, const char *) {}
inline void axltxNameOsThreadW(uint32_t, const wchar_t *) {}

inline axltxDomainHandle_t axltxDomainCreateA(const char *) { return nullptr; }
inline axltxDomainHandle_t axltxDomainCreateW(const wchar_t *) { return nullptr; }
inline void axltxDomainDestroy(axltxDomainHandle_t) {}
inline void axltxDomainMarkEx(axltxDomainHandle_t, const axltxEventAttributes_t *) {}
inline axltxRangeId_t axltxDomainRangeStartEx(axltxDomainHandle_t,
                                              const axltxEventAttributes_t *) {
  return 0;
}
inline void axltxDomainRangeEnd(axltxDomainHandle_t, axltxRangeId_t) {}
inline int axltxDomainRangePushEx(axltxDomainHandle_t, const axltxEventAttributes_t *) {
  return AXLTX_NO_PUSH_POP_TRACKING;
}
inline int axltxDomainRangePop(axltxDomainHandle_t) { return AXLTX_NO_PUSH_POP_TRACKING; }
inline axltxStringHandle_t axltxDomainRegisterStringA(axltxDomainHandle_t, const char *) {
  return nullptr;
}
inline axltxStringHandle_t axltxDomainRegisterStringW(axltxDomainHandle_t, const wchar_t *) {
  return nullptr;
}
inline void axltxDomainNameCategoryA(axltxDomainHandle_t, uint32_t, const char *) {}
inline void axltxDomainNameCategoryW(axltxDomainHandle_t, uint32_t, const wchar_t *) {}

// nvToolsExtCuda.h and nvToolsExtCudaRt.h: naming the backend's resources.
inline void axltxNameCuDeviceA(axlDrvDevice, const char *) {}
inline void axltxNameCuDeviceW(axlDrvDevice, const wchar_t *) {}
inline void axltxNameCuContextA(axlDrvContext, const char *) {}
inline void axltxNameCuContextW(axlDrvContext, const wchar_t *) {}
inline void axltxNameCuStreamA(axlDrvStream, const char *) {}
inline void axltxNameCuStreamW(axlDrvStream, const wchar_t *) {}
inline void axltxNameCuEventA(axlDrvEvent, const char *) {}
inline void axltxNameCuEventW(axlDrvEvent, const wchar_t *) {}
inline void axltxNameCudaDeviceA(int, const char *) {}
inline void axltxNameCudaDeviceW(int, const wchar_t *) {}
inline void axltxNameCudaStreamA(axlStream_t, const char *) {}
inline void axltxNameCudaStreamW(axlStream_t, const wchar_t *) {}
inline void axltxNameCudaEventA(axlEvent_t, const char *) {}
inline void axltxNameCudaEventW(axlEvent_t, const wchar_t *) {}

// The default forms, as NVTX defines them without UNICODE.
#define axltxMark axltxMarkA
#define axltxRangeStart axltxRangeStartA
#define axltxRangePush axltxRangePushA
#define axltxNameCategory axltxNameCategoryA
#define axltxNameOsThread axltxNameOsThreadA
#define axltxDomainCreate axltxDomainCreateA
#define axltxDomainRegisterString axltxDomainRegisterStringA
#define axltxDomainNameCategory axltxDomainNameCategoryA
#define axltxNameCuDevice axltxNameCuDeviceA
#define axltxNameCuContext axltxNameCuContextA
#define axltxNameCuStream axltxNameCuStreamA
#define axltxNameCuEvent axltxNameCuEventA
#define axltxNameCudaDevice axltxNameCudaDeviceA
#define axltxNameCudaStream axltxNameCudaStreamA
#define axltxNameCudaEvent axltxNameCudaEventA
