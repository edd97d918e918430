// A declaration of several thread-affine variables, one of which a later
// loop needs: written again there, with what each declarator reads. Found by
// scripts/loopsfuzz.py.
#include <cstdio>

__global__ void declarators(unsigned *out) {
  const unsigned tid = threadIdx.x + blockDim.x * threadIdx.y;
  const unsigned warp = tid / 32u;
  unsigned short a = (unsigned short)(blockDim.x), b = (unsigned short)(warp + threadIdx.y);
  __syncthreads();
  const unsigned v = __shfl_down_sync(0xffffffffu, (unsigned)a, 1);
  out[tid] = v + b;
}

int main() {
  unsigned *out;
  axlMallocManaged(&out, 64 * sizeof(unsigned));
  axlLaunchKernelGGL(declarators, dim3(1), dim3(8, 8), 0, 0, out);
  axlDeviceSynchronize();
  bool ok = true;
  for (unsigned t = 0; t < 64; ++t)
    ok &= out[t] == 8u + t / 32u + t / 8u;
  std::printf("declarators: %s\n", ok ? "ok" : "WRONG");
  return 0;
}
