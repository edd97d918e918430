#include <cuda_runtime.h>
#include "no_such_header.h"
void f() {
  void *p;
  cudaMalloc(&p, 4);
  from_the_missing_header(p);
}
