// Every shape of kernel launch in one CUDA program that checks itself: an
// overloaded kernel, launches through function pointers (one chosen at run
// time), cudaLaunchKernel with void ** arguments, cudaLaunchKernelEx with
// attributes, a cooperative kernel whose grid.sync() separates the two
// phases of a reduction, and a graph with a kernel node. Prints PASS.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cg = cooperative_groups;

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::printf("FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #call,          \
                  cudaGetErrorName(err_));                                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

constexpr int N = 4096;

__global__ void init(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = 1.0f;
}
__global__ void init(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i % 7;
}

__global__ void scaleBy(float *p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= s;
}
__global__ void offsetBy(float *p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += s;
}

// Phase 1: each block's partial sum; grid.sync(); phase 2: block 0 adds them.
__global__ void reduceGrid(const int *in, int n, long long *partial, long long *out) {
  cg::grid_group grid = cg::this_grid();
  __shared__ long long blockSum;
  if (threadIdx.x == 0)
    blockSum = 0;
  __syncthreads();
  long long mine = 0;
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    mine += in[i];
  atomicAdd((unsigned long long *)&blockSum, (unsigned long long)mine);
  __syncthreads();
  if (threadIdx.x == 0)
    partial[blockIdx.x] = blockSum;
  grid.sync();
  if (grid.is_valid() && blockIdx.x == 0 && threadIdx.x == 0) {
    long long total = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      total += partial[b];
    *out = total;
  }
}

int main(int argc, char **) {
  float *f;
  int *v;
  CHECK(cudaMallocManaged(&f, N * sizeof(float)));
  CHECK(cudaMallocManaged(&v, N * sizeof(int)));
  const int threads = 256, blocks = (N + threads - 1) / threads;

  // The overload is chosen by the argument, as for any call.
  init<<<blocks, threads>>>(f, N);
  init<<<blocks, threads>>>(v, N);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  long long expected = 0;
  for (int i = 0; i < N; ++i) {
    EXPECT(f[i] == 1.0f && v[i] == i % 7);
    expected += i % 7;
  }

  // Function pointers: fixed, and chosen at run time (argc is 1).
  void (*op)(float *, int, float) = scaleBy;
  op<<<blocks, threads>>>(f, N, 4.0f);
  op = argc > 3 ? scaleBy : offsetBy;
  op<<<blocks, threads>>>(f, N, 1.0f);
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < N; ++i)
    EXPECT(f[i] == 5.0f);

  // cudaLaunchKernel with the argument array, by address as CUDA code casts it.
  int n = N;
  float two = 2.0f;
  void *args[] = {&f, &n, &two};
  CHECK(cudaLaunchKernel((const void *)scaleBy, dim3(blocks), dim3(threads), args, 0, 0));
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < N; ++i)
    EXPECT(f[i] == 10.0f);

  // cudaLaunchKernelEx with typed arguments and attributes.
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cudaLaunchAttribute attrs[2];
  std::memset(attrs, 0, sizeof attrs);
  attrs[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attrs[0].val.programmaticStreamSerializationAllowed = 1;
  attrs[1].id = cudaLaunchAttributePriority;
  attrs[1].val.priority = 0;
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(threads);
  config.dynamicSmemBytes = 0;
  config.stream = stream;
  config.attrs = attrs;
  config.numAttrs = 2;
  CHECK(cudaLaunchKernelEx(&config, offsetBy, f, N, -3.0f));
  CHECK(cudaStreamSynchronize(stream));
  for (int i = 0; i < N; ++i)
    EXPECT(f[i] == 7.0f);

  // A cooperative kernel on as many blocks as can be resident.
  int coop = 0, sms = 0, perSm = 0;
  CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, reduceGrid, 128, 0));
  EXPECT(coop == 1 && perSm >= 1);
  int gridBlocks = perSm * sms;
  long long *partial, *out;
  CHECK(cudaMallocManaged(&partial, gridBlocks * sizeof(long long)));
  CHECK(cudaMallocManaged(&out, sizeof(long long)));
  *out = -1;
  void *coopArgs[] = {&v, &n, &partial, &out};
  CHECK(cudaLaunchCooperativeKernel((void *)reduceGrid, dim3(gridBlocks), dim3(128), coopArgs, 0,
                                    stream));
  CHECK(cudaStreamSynchronize(stream));
  EXPECT(*out == expected);

  // A graph with a kernel node, launched twice.
  cudaGraph_t graph;
  CHECK(cudaGraphCreate(&graph, 0));
  float half = 0.5f;
  void *nodeArgs[] = {&f, &n, &half};
  cudaKernelNodeParams params = {};
  params.func = (void *)scaleBy;
  params.gridDim = dim3(blocks);
  params.blockDim = dim3(threads);
  params.sharedMemBytes = 0;
  params.kernelParams = nodeArgs;
  params.extra = nullptr;
  cudaGraphNode_t node;
  CHECK(cudaGraphAddKernelNode(&node, graph, nullptr, 0, &params));
  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphLaunch(exec, stream));
  CHECK(cudaGraphLaunch(exec, stream));
  CHECK(cudaStreamSynchronize(stream));
  for (int i = 0; i < N; ++i)
    EXPECT(f[i] == 1.75f);

  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(f));
  CHECK(cudaFree(v));
  CHECK(cudaFree(partial));
  CHECK(cudaFree(out));
  std::printf("PASS launch shapes (%d cooperative blocks)\n", gridBlocks);
  return 0;
}
