// Input of the rule-file tests: never written when the rules are bad.
#include <cuda_runtime.h>
#include <arena.h>

int main() {
  void *p = nullptr;
  cudaMalloc(&p, 64);
  cudaMallocArena(&p, 64);
  cudaMallocHost(&p, 64);
  return 0;
}
