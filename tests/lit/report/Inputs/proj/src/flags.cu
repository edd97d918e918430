#include <cuda_runtime.h>

// Only a deprecated flag: ported, with a warning, nothing left.
void blocking() { cudaSetDeviceFlags(cudaDeviceBlockingSync); }
