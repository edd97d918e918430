// Not valid C++: axl-loops reports Clang's error and writes nothing.
__global__ void k(float *out) {
  out[threadIdx.x] = undeclared;
}
