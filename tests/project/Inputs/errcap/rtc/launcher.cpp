// Not in the database (a disabled option), but it uses the CUDA API.
#include <cuda_runtime.h>
void sync_all() { cudaDeviceSynchronize(); }
