// The probes of fp8_probe.h run through CUDA's own headers, compiled as host
// code: the reference. (CUDA 13 deprecates double4, which the x4 classes
// still take; cuda_fp4.hpp has unused parameters.)
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include <cuda_fp4.h>

#define N(x) __nv_##x
#define E(x) __NV_##x
#define RM(x) cuda##x
#define AXL_PROBE_SIDE cuda
#include "fp8_probe_side.inc"

static_assert(__NV_E5M2 == 1 && __NV_SATFINITE == 1 && __NV_E3M2 == 1 &&
                  cudaRoundPosInf == 2,
              "enumerator values");
