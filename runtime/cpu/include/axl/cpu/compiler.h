// CPU backend: the kernel-language compiler's predefined macros
// (rules/compiler.yaml), defined as the CPU backend compiles ported code.
//
// __AXLCC__ is defined: the CPU backend compiles the kernel language
// (__global__ functions, launches, built-in variables, device math), so code
// under `#ifdef __AXLCC__` is what it must compile, and code under
// `#ifndef __AXLCC__` is what a plain host compiler needs instead. Helpers
// written for both (CUDA samples' helper_math.h defines fminf, fmaxf,
// max(int, int), min(int, int) and rsqrtf only without nvcc) then take the
// backend's definitions rather than redefining them.
// The version is the CUDA version whose runtime the backend implements
// (AXLRT_VERSION). Lambdas and constexpr functions are ordinary C++ here, so
// the macros for nvcc's --extended-lambda and --expt-relaxed-constexpr are
// defined too. __AXLCC_RTC__ is defined in code the backend's NVRTC
// compiles (src/rtc), as NVRTC defines __CUDACC_RTC__. Not defined:
// __AXL_NVCC__ (this is not nvcc), __AXLCC_RDC__, __AXLCC_EWP__, __AXLCC_DEBUG__ and
// __AXLCC_PER_THREAD_DEFAULT_STREAM__ (the legacy default stream is the
// default), and __AXL_DEVICE_COMPILE__ (kernels compile once, as host code:
// `#ifdef __CUDA_ARCH__`, which axlify writes as
// `#ifdef __AXL_DEVICE_COMPILE__`, takes its host branch).
//
// __AXL_ARCH__ (axlify's spelling of __CUDA_ARCH__ in a comparison,
// `#if __CUDA_ARCH__ >= 700`) is the architecture the backend reports,
// compute capability 9.0, and implements (warp matches and reductions,
// labeled partitions...): code that selects its kernels' bodies by
// architecture gets the body that the device it asks about would run. Left
// undefined, it compared as 0, and a kernel whose body is under such a test
// ran empty while axlDeviceGetAttribute said 9.0 (a wrong answer, no error).
#define __AXL_ARCH__ 900
#pragma once
#define __AXLCC__ 1
#define __AXLCC_VER_MAJOR__ 13
#define __AXLCC_VER_MINOR__ 0
#define __AXLCC_VER_BUILD__ 0
#define __AXLCC_EXTENDED_LAMBDA__ 1
#define __AXLCC_RELAXED_CONSTEXPR__ 1
