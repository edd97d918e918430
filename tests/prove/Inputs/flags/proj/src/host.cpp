// Host C++ on the runtime API, its flags in GCC's @FILE response file.
#include <cuda_runtime.h>
#if !defined(FROM_AT_FILE)
#error "the @response file was not read"
#endif
int device_count() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : -1;
}
