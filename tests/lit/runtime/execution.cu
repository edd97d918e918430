// runtime-execution: function attributes, occupancy, cudaLaunchKernel, cudaLaunchKernelEx with attributes; vector types keep their names.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256) reduce(const float *in, float *out, int n) {
  // CHECK: AXL_DYNAMIC_SHARED(float, partial);
  extern __shared__ float partial[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0];
}

__global__ void __cluster_dims__(2, 1, 1) clustered(float *p) { p[threadIdx.x] = 0.0f; }

int main() {
  const int n = 1 << 20;
  float *in = nullptr, *out = nullptr;
  // CHECK: axlMalloc(&in, n * sizeof(float));
  cudaMalloc(&in, n * sizeof(float));
  // CHECK: axlMalloc(&out, n / 256 * sizeof(float));
  cudaMalloc(&out, n / 256 * sizeof(float));
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);

  // Function attributes.
  size_t smem = 256 * sizeof(float);
  // CHECK: axlFuncSetAttribute(reduce, axlFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024);
  cudaFuncSetAttribute(reduce, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024);
  // CHECK: axlFuncSetAttribute(reduce, axlFuncAttributePreferredSharedMemoryCarveout,
  cudaFuncSetAttribute(reduce, cudaFuncAttributePreferredSharedMemoryCarveout,
                       // CHECK: axlSharedmemCarveoutMaxShared);
                       cudaSharedmemCarveoutMaxShared);
  // CHECK: axlFuncSetCacheConfig(reduce, axlFuncCachePreferShared);
  cudaFuncSetCacheConfig(reduce, cudaFuncCachePreferShared);
  // CHECK: axlFuncAttributes fa;
  cudaFuncAttributes fa;
  // CHECK: axlFuncGetAttributes(&fa, reduce);
  cudaFuncGetAttributes(&fa, reduce);

  // Occupancy.
  int minGrid = 0, blockSize = 0, blocksPerSm = 0;
  // CHECK: axlOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, reduce, smem, 0);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, reduce, smem, 0);
  // CHECK: axlOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, reduce, 256, smem);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, reduce, 256, smem);
  // CHECK: axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocksPerSm, reduce, 256, smem,
  cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocksPerSm, reduce, 256, smem,
                                                         // CHECK: axlOccupancyDisableCachingOverride);
                                                         cudaOccupancyDisableCachingOverride);
  size_t dynSmem = 0;
  // CHECK: axlOccupancyAvailableDynamicSMemPerBlock(&dynSmem, reduce, blocksPerSm, 256);
  cudaOccupancyAvailableDynamicSMemPerBlock(&dynSmem, reduce, blocksPerSm, 256);

  // The C launch API.
  int count = n;
  void *args[] = {&in, &out, &count};
  // CHECK: axlLaunchKernel(reduce, dim3(n / 256), dim3(256), args, smem, stream);
  cudaLaunchKernel((const void *)reduce, dim3(n / 256), dim3(256), args, smem, stream);

  // cudaLaunchKernelEx with a configuration and attributes.
  // CHECK: axlLaunchConfig_t config = {};
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(n / 256);
  config.blockDim = dim3(256);
  config.dynamicSmemBytes = smem;
  config.stream = stream;
  // CHECK: axlLaunchAttribute attrs[2];
  cudaLaunchAttribute attrs[2];
  // CHECK: attrs[0].id = axlLaunchAttributePriority;
  attrs[0].id = cudaLaunchAttributePriority;
  attrs[0].val.priority = 0;
  // CHECK: attrs[1].id = axlLaunchAttributeProgrammaticStreamSerialization;
  attrs[1].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attrs[1].val.programmaticStreamSerializationAllowed = 1;
  config.attrs = attrs;
  config.numAttrs = 2;
  // CHECK: axlLaunchKernelEx(&config, reduce, (const float *)in, out, count);
  cudaLaunchKernelEx(&config, reduce, (const float *)in, out, count);

  // CHECK: axlLaunchConfig_t clusterConfig = {};
  cudaLaunchConfig_t clusterConfig = {};
  clusterConfig.gridDim = dim3(2);
  clusterConfig.blockDim = dim3(32);
  // CHECK: axlLaunchAttribute cluster;
  cudaLaunchAttribute cluster;
  // CHECK: cluster.id = axlLaunchAttributeClusterDimension;
  cluster.id = cudaLaunchAttributeClusterDimension;
  cluster.val.clusterDim.x = 2;
  cluster.val.clusterDim.y = 1;
  cluster.val.clusterDim.z = 1;
  clusterConfig.attrs = &cluster;
  clusterConfig.numAttrs = 1;
  int clusters = 0;
  // CHECK: axlOccupancyMaxActiveClusters(&clusters, clustered, &clusterConfig);
  cudaOccupancyMaxActiveClusters(&clusters, clustered, &clusterConfig);
  // CHECK: axlLaunchKernelEx(&clusterConfig, clustered, out);
  cudaLaunchKernelEx(&clusterConfig, clustered, out);

  // Vector types and their constructors are shared with every vendor.
  float4 f4 = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  int2 i2 = make_int2(blockSize, minGrid);
  uint3 u3 = make_uint3(1, 2, 3);
  dim3 grid(u3.x, u3.y, u3.z);

  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: axlFree(out);
  cudaFree(out);
  // CHECK: axlFree(in);
  cudaFree(in);
  return f4.x > 0 && i2.x >= 0 && grid.x == 1 ? 0 : 1;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (34 renamed, 0 launches rewritten), 0 left; 0 warnings
