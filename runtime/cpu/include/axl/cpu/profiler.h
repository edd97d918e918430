// CPU backend of <axl/profiler.h>: there is no profiler to drive; starting
// and stopping it succeed and do nothing, as under a CUDA profiler that does
// not collect.
#pragma once
#include <axl/cpu/detail/core.h>

inline axlError_t axlProfilerStart(void) { return axlSuccess; }
inline axlError_t axlProfilerStop(void) { return axlSuccess; }

// The include guards of the CUDA headers <axl/profiler.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_PROFILER_API_H__ // cuda_profiler_api.h
