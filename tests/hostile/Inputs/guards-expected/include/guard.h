// A classic include guard around CUDA runtime use.
#ifndef GUARD_H
#define GUARD_H
#include <axl/runtime.h>
static inline axlError_t guardAlloc(void **p) { return axlMalloc(p, 16); }
#endif // GUARD_H
