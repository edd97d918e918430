// Thrust as training code uses it: the squared L2 norm of a gradient with
// thrust::transform_reduce over device pointers (the kernels Thrust
// instantiates are in this TU's PTX), a count of non-finite values, and a
// sort of indices by key. Thrust keeps its names in the dialect.
#include <cuda_runtime.h>
#include <thrust/transform_reduce.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>

struct Square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

struct NonFinite {
  __host__ __device__ bool operator()(float x) const { return !isfinite(x); }
};

float grad_norm2(const float *g, int n, cudaStream_t stream) {
  return thrust::transform_reduce(thrust::cuda::par.on(stream), g, g + n, Square(), 0.0f,
                                  thrust::plus<float>());
}

long non_finite(const float *g, int n) {
  return thrust::count_if(thrust::device, g, g + n, NonFinite());
}

void sort_by_score(float *scores, int *idx, int n) {
  thrust::sort_by_key(thrust::device, scores, scores + n, idx, thrust::greater<float>());
}
