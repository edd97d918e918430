// The probes of fp8_probe.h run through the CPU backend's <axl/fp4.h> (which
// brings in <axl/fp6.h> and <axl/fp8.h>).
#include <axl/fp4.h>

#define N(x) __axl_##x
#define E(x) __AXL_##x
#define RM(x) axl##x
#define AXL_PROBE_SIDE axl
#include "fp8_probe_side.inc"

static_assert(__AXL_E5M2 == 1 && __AXL_SATFINITE == 1 && __AXL_E3M2 == 1 &&
                  axlRoundPosInf == 2,
              "enumerator values");
