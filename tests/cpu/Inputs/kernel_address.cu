// Kernels launched only by address, each named nowhere else typed:
// cudaLaunchKernel((void *)k, ...), cudaLaunchCooperativeKernel((void *)k,
// ...) with a grid.sync(), a graph kernel node whose func is (void *)k, and
// cudaLaunchKernelExC. Checks its own results; prints one line per form.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cstdio>

namespace cg = cooperative_groups;

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));    \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void addScaled(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

// Each block sums its part; after the grid barrier block 0 adds the sums.
__global__ void gridSum(const int *x, int *partial, int *total, int n) {
  cg::grid_group grid = cg::this_grid();
  __shared__ int s;
  if (threadIdx.x == 0)
    s = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&s, x[i]);
  __syncthreads();
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s;
  grid.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    int t = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      t += partial[b];
    *total = t;
  }
}

template <typename T, int N> __global__ void setTo(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = T(N);
}

int main() {
  const int n = 1000;
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  float a = 2.0f;
  int count = n;
  void *args[] = {&y, &x, &a, &count};
  CHECK(cudaLaunchKernel((void *)addScaled, dim3((n + 127) / 128), dim3(128), args, 0, 0));
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; ++i)
    if (y[i] != 1.0f + 2.0f * float(i)) {
      std::printf("launch: y[%d] = %g\n", i, y[i]);
      return 1;
    }
  std::printf("cudaLaunchKernel: ok\n");

  int *v, *partial, *total;
  CHECK(cudaMallocManaged(&v, n * sizeof(int)));
  CHECK(cudaMallocManaged(&partial, 64 * sizeof(int)));
  CHECK(cudaMallocManaged(&total, sizeof(int)));
  for (int i = 0; i < n; ++i)
    v[i] = i;
  int blocks = 1;
  CHECK(cudaDeviceGetAttribute(&blocks, cudaDevAttrMultiProcessorCount, 0));
  blocks = blocks < 2 ? blocks : 2;
  void *sumArgs[] = {&v, &partial, &total, &count};
  CHECK(cudaLaunchCooperativeKernel((void *)gridSum, dim3(blocks), dim3(64), sumArgs, 0, 0));
  CHECK(cudaDeviceSynchronize());
  if (*total != n * (n - 1) / 2) {
    std::printf("cooperative: total %d\n", *total);
    return 1;
  }
  std::printf("cudaLaunchCooperativeKernel: ok\n");

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaGraphNode_t node;
  CHECK(cudaGraphCreate(&graph, 0));
  float three = 3.0f;
  void *nodeArgs[] = {&y, &x, &three, &count};
  cudaKernelNodeParams params = {};
  params.func = (void *)addScaled;
  params.gridDim = dim3((n + 127) / 128);
  params.blockDim = dim3(128);
  params.kernelParams = nodeArgs;
  CHECK(cudaGraphAddKernelNode(&node, graph, nullptr, 0, &params));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphLaunch(exec, 0));
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; ++i)
    if (y[i] != 1.0f + 5.0f * float(i)) {
      std::printf("graph: y[%d] = %g\n", i, y[i]);
      return 1;
    }
  std::printf("graph kernel node: ok\n");

  int *w;
  CHECK(cudaMallocManaged(&w, n * sizeof(int)));
  void *setArgs[] = {&w, &count};
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3((n + 255) / 256);
  config.blockDim = dim3(256);
  CHECK(cudaLaunchKernelExC(&config, (const void *)setTo<int, 7>, setArgs));
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; ++i)
    if (w[i] != 7) {
      std::printf("ExC: w[%d] = %d\n", i, w[i]);
      return 1;
    }
  std::printf("cudaLaunchKernelExC: ok\n");
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  return 0;
}
