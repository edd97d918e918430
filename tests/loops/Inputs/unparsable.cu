// Clang rejects what g++ takes here (an alignas below the type's own
// alignment; ill-formed, no diagnostic required), and the file includes GCC's
// <omp.h>, which Clang's own headers lack.
#include <omp.h>
#include <cstdio>
struct alignas(16) Aligned { int v[4]; };
alignas(8) Aligned global{};

__global__ void twice(int *p) {
  __shared__ int s[64];
  s[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = 2 * s[63 - threadIdx.x];
  asm volatile("membar.gl;");
}

int main() {
  int *p;
  axlMallocManaged(&p, 64 * sizeof(int));
  for (int i = 0; i < 64; ++i)
    p[i] = i;
  axlLaunchKernelGGL(twice, dim3(1), dim3(64), 0, 0, p);
  axlDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < 64; ++i)
    bad += p[i] != 2 * (63 - i);
  std::printf("twice: %s (OpenMP threads %d)\n", bad ? "FAIL" : "ok", omp_get_max_threads() > 0);
  return bad;
}
