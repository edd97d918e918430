#include <cuda_runtime.h>
// The user's own function, with the name a user rule maps.
cudaError_t cudaMallocArena(void **p, size_t n) { return cudaMalloc(p, n); }
// Uses of it that no parse sees: a macro never expanded, an inactive branch.
#define UNUSED_ALLOC(p) cudaMallocArena(p, 32)
void use() {
  void *p;
#if 0
  cudaMallocArena(&p, 8);
#endif
  cudaMallocArena(&p, 16);
}
