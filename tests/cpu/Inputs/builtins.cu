// Builtins CUDA code gets without an include (axl/cpu/builtins.h): the
// address-space conversions round-trip, __isGlobal/__isShared answer as the
// CPU backend's one address space does, __builtin_assume compiles (g++ has
// none).
#include <cstdio>
__global__ void k(int *out) {
  __shared__ int s[4];
  size_t a = __cvta_generic_to_shared(&s[1]);
  int *p = static_cast<int *>(__cvta_shared_to_generic(a));
  *p = 7;
  __builtin_assume(threadIdx.x < 1024);
  out[0] = (p == &s[1]) + 2 * (s[1] == 7) + 4 * (__isGlobal(out) == 1) + 8 * (__isShared(s) == 0) +
           16 * (__cvta_global_to_generic(__cvta_generic_to_global(out)) == out);
}
int main() {
  int *o; axlMallocManaged(&o, sizeof(int));
  axlLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, o);
  axlDeviceSynchronize();
  printf("builtins: %d\n", *o);
}
