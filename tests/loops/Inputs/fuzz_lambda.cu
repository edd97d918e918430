// Lambdas in template kernels, used after a warp operation: one whose
// implicit copy ([=]) of a parameter is taken before the parameter changes
// keeps that copy (it is not made again in a later loop with the new
// value); one whose copies never change is made again in each loop. Found
// by scripts/loopsfuzz.py.
#include <cstdio>

template <unsigned N> __global__ void copied(unsigned *out, unsigned p) {
  const auto f = [=](unsigned a) { return a * 5u + p; };
  p = 1000u;
  p += __shfl_xor_sync(0xffffffffu, p, 1);
  out[threadIdx.x] = f(threadIdx.x) + p;
}

template <unsigned N> __global__ void unchanged(unsigned *out, unsigned p) {
  const auto f = [=](unsigned a) { return a * N + p; };
  const unsigned q = __shfl_xor_sync(0xffffffffu, threadIdx.x, 1);
  out[threadIdx.x] = f(q);
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 64 * sizeof(unsigned));
  axlLaunchKernelGGL(AXL_KERNEL_NAME(copied<32u>), dim3(1), dim3(32), 0, 0, out, 7u);
  axlLaunchKernelGGL(AXL_KERNEL_NAME(unchanged<3u>), dim3(1), dim3(32), 0, 0, out + 32, 7u);
  axlDeviceSynchronize();
  bool ok[2] = {true, true};
  for (unsigned t = 0; t < 32; ++t) {
    ok[0] &= out[t] == t * 5u + 7u + 2000u;
    ok[1] &= out[32 + t] == (t ^ 1u) * 3u + 7u;
  }
  std::printf("copied: %s\nunchanged: %s\n", ok[0] ? "ok" : "WRONG", ok[1] ? "ok" : "WRONG");
  return 0;
}
