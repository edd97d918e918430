// A helper header in the style of the CUDA samples: it uses the runtime's
// types without including anything, relying on nvcc's implicit include.
#pragma once
#include <cstdio>
inline bool check(cudaError_t e, const char *what) {
  if (e != cudaSuccess)
    std::printf("%s: %s\n", what, cudaGetErrorString(e));
  return e == cudaSuccess;
}
