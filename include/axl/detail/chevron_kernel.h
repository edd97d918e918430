// The dialect's kernel-language constructs that axlify emits, for a backend
// whose compiler takes CUDA's own syntax for them (nvcc, HIP's clang):
// launches with <<<>>>, extern __shared__ arrays. The CUDA and HIP backends'
// kernel.h include it; the CPU backend defines them its own way.
#pragma once

// axlLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, args...)
#define axlLaunchKernelGGL(kernel, grid, block, shm, stream, ...)             \
  kernel<<<grid, block, shm, stream>>>(__VA_ARGS__)

// Protects the commas of a template kernel's arguments inside the launch.
#define AXL_KERNEL_NAME(...) __VA_ARGS__

// A kernel taken by address (`(void *)AXL_KERNEL_BY_ADDRESS(k)`): the kernel
// itself here; the CPU backend registers its signature.
#define AXL_KERNEL_BY_ADDRESS(...) __VA_ARGS__

// Dynamic shared memory: one array per block, sized at launch. Every
// declaration of a kernel names the same bytes. `type` may carry an
// alignment (`__align__(16) float`).
#define AXL_DYNAMIC_SHARED(type, name) extern __shared__ type name[]
// The same bytes as rows (`extern __shared__ float t[][33]`): `extents` are
// the bounds after the first (`[33]`).
#define AXL_DYNAMIC_SHARED_ARRAY(type, name, extents)                          \
  extern __shared__ type name[] extents
