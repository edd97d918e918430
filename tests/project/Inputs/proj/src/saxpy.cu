#include "check.h"
#include "kernels.cuh"

int runSaxpy(int n) {
  float *x = nullptr, *y = nullptr;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemset(y, 0, n * sizeof(float)));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  axpy<float><<<(n + 255) / 256, 256, 0, s>>>(n, 2.0f, x, y);
  CHECK(launchScale(y, n, s));
#if USE_FP8
  __nv_fp8_e4m3 *q = nullptr;
  CHECK(cudaMalloc(&q, n * sizeof(__nv_fp8_e4m3)));
  toFp8<<<(n + 255) / 256, 256, 0, s>>>(y, q, n);
  CHECK(cudaFree(q));
#endif
  CHECK(ext_sync(s));
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  return 0;
}
