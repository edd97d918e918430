// A program in the axl dialect that makes no device call: built with nvcc
// through the CUDA backend, it runs without a GPU.
#include <axl/runtime.h>

#include <cstdio>

int main() {
  std::printf("main ran\n");
  return 0;
}
