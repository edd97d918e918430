// Host C++ that calls the CUDA runtime API: ported (a host-only parse).
#include <cuda_runtime.h>
#include "check.h"

int runSaxpy(int n);
float runReduce(const float *host, int n);
int runScale(float *host, int n);

int main() {
  int count = 0;
  CHECK(cudaGetDeviceCount(&count));
  if (count == 0)
    return 0;
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  CHECK(cudaSetDevice(0));
  float host[1024];
  for (int i = 0; i < 1024; ++i)
    host[i] = 1.0f;
  int rc = runSaxpy(1024) + runScale(host, 1024);
  float sum = runReduce(host, 1024);
  CHECK(cudaDeviceReset());
  return rc + (sum > 0 ? 0 : 1);
}
