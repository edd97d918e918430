// One program that touches every library family: cuDNN (a softmax through
// the legacy tensor API), cuSPARSE (SpMV), cuSOLVER (a dense handle and its
// stream), cuFFT/cuFFTXt (a plan and its size), NVRTC (its version),
// cudaTypedefs.h (a driver entry point's type), math_constants.h and CUB in a
// kernel, Thrust on the device, NVTX3's C and C++ APIs around it all, and the
// include guards that a checking helper tests. After the port no CUDA
// identifier is left, and the PTX is the original's.
#include <cuda_runtime.h>
#include <cudaTypedefs.h>
#include <math_constants.h>
#include <cudnn.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <cufftXt.h>
#include <nvrtc.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvtx3.hpp>
#include <cub/block/block_reduce.cuh>
#include <thrust/reduce.h>
#include <thrust/execution_policy.h>
#include <cstdio>

#if defined(__DRIVER_TYPES_H__) && defined(CUSPARSE_H_) && defined(_CUFFT_H_)
#define CHECK(call, ok)                                                        \
  do {                                                                         \
    if ((call) != (ok))                                                        \
      std::fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #call);   \
  } while (0)
#endif

template <int Threads>
__global__ void softplus_sum(const float *x, float *out, int n) {
  using Reduce = cub::BlockReduce<float, Threads>;
  __shared__ typename Reduce::TempStorage temp;
  int i = blockIdx.x * Threads + threadIdx.x;
  float v = i < n ? x[i] : -CUDART_INF_F;
  float sp = v > 20.f ? v : log1pf(__expf(v));
  float s = Reduce(temp).Sum(isinf(sp) ? 0.f : sp * CUDART_LN2_F / CUDART_LN2_F);
  if (threadIdx.x == 0)
    atomicAdd(out, s);
}

int step(float *x, float *y, int n, cudaStream_t stream) {
  NVTX3_FUNC_RANGE();
  nvtxRangePushA("libraries");
  cudnnHandle_t dnn;
  CHECK(cudnnCreate(&dnn), CUDNN_STATUS_SUCCESS);
  cudnnSetStream(dnn, stream);
  cudnnTensorDescriptor_t t;
  cudnnCreateTensorDescriptor(&t);
  cudnnSetTensor4dDescriptor(t, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, n, 1, 1);
  const float one = 1.f, zero = 0.f;
  cudnnSoftmaxForward(dnn, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, t, x, &zero, t, y);

  cusparseHandle_t sp;
  CHECK(cusparseCreate(&sp), CUSPARSE_STATUS_SUCCESS);
  cusparseSetStream(sp, stream);
  cusolverDnHandle_t dn;
  CHECK(cusolverDnCreate(&dn), CUSOLVER_STATUS_SUCCESS);
  cusolverDnSetStream(dn, stream);
  cufftHandle plan;
  size_t work = 0;
  CHECK(cufftCreate(&plan), CUFFT_SUCCESS);
  cufftMakePlan1d(plan, n, CUFFT_R2C, 1, &work);

  int major = 0, minor = 0;
  nvrtcVersion(&major, &minor);
  PFN_cuCtxSynchronize_v2000 sync = nullptr;
  (void)sync;

  {
    nvtx3::scoped_range r{"reduce"};
    softplus_sum<256><<<(n + 255) / 256, 256, 0, stream>>>(x, y, n);
  }
  float total = thrust::reduce(thrust::device, x, x + n, 0.f);

  cufftDestroy(plan);
  cusolverDnDestroy(dn);
  cusparseDestroy(sp);
  cudnnDestroyTensorDescriptor(t);
  cudnnDestroy(dnn);
  nvtxRangePop();
  return total > 0.f && major > 0 ? 0 : 1;
}
