#pragma once
// Means util/cuda_runtime.h, next to this file, not the toolkit's.
#include "cuda_runtime.h"
#if defined(PROJ_NEVER)
// No parse sees this one: the file next to this one decides.
#include "cuda_runtime.h"
#endif
namespace proj {
inline int blocks() { return 2 * cuda::sm_count(); }
} // namespace proj
