// A translation unit of the database outside --in-root: skipped.
#include <cuda_runtime.h>
int ext_tool() { return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }
