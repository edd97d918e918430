// Device variables defined in a header that two files include. nvcc compiles
// each file as a whole program (no -rdc): each has its own variables, and the
// two link.
#pragma once
#include <axl/axl.h>

__device__ alignas(64) int table[4];
__constant__ float scale[2] = {2.0f, 3.0f};
__device__ int counter, other;
namespace lib {
__device__
unsigned hits;
}
static __device__ int already; // internal linkage as written
__device__ const int fixed = 7; // const: internal linkage already
