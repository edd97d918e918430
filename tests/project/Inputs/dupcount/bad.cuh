// A Clang error in a header that two translation units include.
#pragma once
#include <cuda_runtime.h>
inline int bad() { return ; }
