// The project's own helpers, in a file named like the toolkit's header.
#pragma once
#include <cuda_runtime.h>
namespace proj {
namespace cuda {
inline int sm_count() {
  int n = 0;
  cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, 0);
  return n;
}
} // namespace cuda
} // namespace proj
