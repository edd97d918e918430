// CUDA backend of the dialect's kernel-language constructs that axlify emits:
// nvcc takes CUDA's syntax for them (axl/detail/chevron_kernel.h).
#pragma once
#include <axl/detail/chevron_kernel.h>
