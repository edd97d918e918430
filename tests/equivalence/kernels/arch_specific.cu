// nvcc's architecture-specific target macros (sm_90a, sm_100f): ported to the
// dialect's, which the CUDA backend defines exactly where nvcc defines them.
#include <cuda_runtime.h>
#if defined(__CUDA_ARCH_SPECIFIC__)
#define ARCH_SPEC __CUDA_ARCH_SPECIFIC__
#else
#define ARCH_SPEC 0
#endif
__global__ void k(int *p) {
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH_FAMILY_SPECIFIC__ >= 1000
  p[0] = 1;
#else
  p[0] = ARCH_SPEC;
#endif
}
