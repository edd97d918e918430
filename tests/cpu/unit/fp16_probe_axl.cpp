// The probes of fp16_probe.h through the CPU backend's <axl/fp16.h> and
// <axl/bf16.h>.
#include <axl/bf16.h>
#include <axl/fp16.h>

#define BF16 __axl_bfloat16
#define BF162 __axl_bfloat162
#define PROBE16_SIDE AxlSide
#include "fp16_probe_side.inc"
