#include <cuda_runtime.h>
// The user's own function, with the name a user rule maps.
cudaError_t cudaMallocArena(void **p, size_t n) { return cudaMalloc(p, n); }
namespace mine {
// The user's own functions with built-in rule names, in a namespace.
int cudaFree(void *) { return 0; }
int cudaGetLastError() { return 1; }
} // namespace mine
struct Pool {
  int cudaMalloc; // members with built-in rule names
  int cudaStreamCreate(int x) { return x + cudaMalloc; }
};
static int cudaOwnHelper() { return 2; } // looks like CUDA; it is the user's
#define ARENA_ALLOC(p) cudaMallocArena(p, 16)
void use() {
  void *p;
  ARENA_ALLOC(&p);
  cudaMallocArena(&p, 32);
  mine::cudaFree(p);
  Pool q{1};
  q.cudaStreamCreate(q.cudaMalloc);
  cudaOwnHelper();
  cudaFree(p);
}
