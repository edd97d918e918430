// Not valid C++: axl-loops warns and writes it as it is (the compiler
// reports the error), or with --strict reports Clang's error and writes nothing.
__global__ void k(float *out) {
  out[threadIdx.x] = undeclared;
}
