#include <cuda_runtime.h>

// A Clang error in the file itself: with --strict it is left untouched.
void f() { cudaDeviceSynchronize(); int x = ; }
