// A source whose kernel and device function live in a header.
#include <cstdio>
#include "lib/reduce.cuh"

int main() {
  const int Rows = 5, Cols = 300;
  float *in, *out;
  axlMallocManaged(&in, Rows * Cols * sizeof(float));
  axlMallocManaged(&out, Rows * sizeof(float));
  for (int i = 0; i < Rows * Cols; ++i)
    in[i] = float(i % 11);
  axlLaunchKernelGGL(rowSums, dim3(Rows), dim3(128), 0, 0, in, out, Cols);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int r = 0; r < Rows; ++r) {
    float s = 0;
    for (int c = 0; c < Cols; ++c)
      s += in[r * Cols + c];
    wrong += out[r] != s;
  }
  std::printf("rowSums: %s\n", wrong ? "WRONG" : "ok");
#ifdef AXL_BACKEND_CPU
  std::printf("fiber switches: %s\n", axl::cpu::detail::fiberSwitchCount() ? "some" : "none");
#endif
  return wrong;
}
