// End-to-end input for axlify: one realistic CUDA program that touches every
// API family mapped in this milestone (device, errors, memory, memory pools,
// streams, events, graphs, kernel attributes and launches, FP8, BF16/FP16,
// cooperative groups, library types, __CUDA_ARCH__, <<<>>> launches). After
// the port, no CUDA identifier may remain.
//   nvcc -std=c++17 -arch=sm_90 -c all_families.cu
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include <library_types.h>

#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t err_ = (expr);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,             \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

constexpr int kThreads = 256;
constexpr cudaDataType_t kStorageType = CUDA_R_8F_E4M3; // for a BLAS call

__constant__ float c_scale;

// Sum of |x| per block with cooperative groups; result atomically added.
__global__ void abs_sum_kernel(const float *__restrict__ x, int n,
                               float *__restrict__ total) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float v = 0.0f;
  for (int i = block.group_index().x * block.size() + block.thread_rank();
       i < n; i += gridDim.x * block.size())
    v += fabsf(x[i]);
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0)
    atomicAdd(total, v);
}

// x * c_scale to FP8; dynamic shared memory stages the block's inputs.
template <typename Fp8>
__global__ void quantize_kernel(const float *__restrict__ x, int n,
                                Fp8 *__restrict__ y) {
  extern __shared__ float s_x[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  s_x[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  if (i < n)
    y[i] = Fp8(s_x[threadIdx.x] * c_scale);
}

// BF16 and FP16 round trips; the packed E4M3 conversion where the
// hardware has it.
__global__ void mixed_precision_kernel(const float *__restrict__ x, int n,
                                       __nv_bfloat16 *__restrict__ b,
                                       __half *__restrict__ h,
                                       __nv_fp8x2_storage_t *__restrict__ q) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const __nv_bfloat16 bv = __float2bfloat16(x[i]);
  b[i] = __hmul(bv, __float2bfloat16(2.0f));
  h[i] = __hadd(__float2half(x[i]), __float2half(1.0f));
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  q[i] = __nv_cvt_float2_to_fp8x2(make_float2(x[i], __half2float(h[i])),
                                  __NV_SATFINITE, __NV_E4M3);
#else
  __nv_fp8x2_e4m3 pair(make_float2(x[i], __half2float(h[i])));
  q[i] = pair.__x;
#endif
}

__global__ void fill_kernel(float *x, int n, float value) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = value;
}

static void report_device() {
  int count = 0, runtime = 0, sms = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  CUDA_CHECK(cudaSetDevice(0));
  CUDA_CHECK(cudaRuntimeGetVersion(&runtime));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  size_t free_bytes = 0, total_bytes = 0;
  CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
  std::printf("%d device(s), %s sm_%d%d, %d SMs, runtime %d, %zu MiB free\n",
              count, prop.name, prop.major, prop.minor, sms, runtime,
              free_bytes >> 20);
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no CUDA device: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 77;
  }
  report_device();
  const int n = 1 << 16;
  const size_t bytes = n * sizeof(float);

  // Memory: device, pinned, portable-pinned and managed host memory.
  float *d_x = nullptr, *d_y = nullptr, *h_x = nullptr, *h_y = nullptr;
  float *m_total = nullptr;
  CUDA_CHECK(cudaMalloc(&d_x, bytes));
  CUDA_CHECK(cudaMalloc(&d_y, bytes));
  CUDA_CHECK(cudaMallocHost(&h_x, bytes));
  CUDA_CHECK(cudaHostAlloc(&h_y, bytes, cudaHostAllocDefault));
  CUDA_CHECK(cudaMallocManaged(&m_total, sizeof(float), cudaMemAttachGlobal));
  *m_total = 0.0f; // before any kernel runs
  for (int i = 0; i < n; ++i)
    h_x[i] = float(i % 97) - 48.0f;
  CUDA_CHECK(cudaMemcpy(h_y, h_x, bytes, cudaMemcpyHostToHost));
  CUDA_CHECK(cudaMemcpy(d_x, h_y, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_y, d_x, bytes, cudaMemcpyDeviceToDevice));
  CUDA_CHECK(cudaMemcpy(h_y, d_y, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(h_y, d_y, bytes, cudaMemcpyDefault));
  CUDA_CHECK(cudaMemset(d_y, 0, bytes));
  const float scale = 0.5f;
  CUDA_CHECK(cudaMemcpyToSymbol(c_scale, &scale, sizeof scale));

  // Pitched 2D copy of a 64 x 1024 block.
  float *d_pitched = nullptr;
  size_t pitch = 0;
  const size_t width = 64 * sizeof(float), height = 1024;
  CUDA_CHECK(cudaMallocPitch(reinterpret_cast<void **>(&d_pitched), &pitch,
                             width, height));
  CUDA_CHECK(cudaMemcpy2D(d_pitched, pitch, d_x, width, width, height,
                          cudaMemcpyDeviceToDevice));

  // Streams and events.
  cudaStream_t stream, side;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  CUDA_CHECK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
  cudaEvent_t start, stop, ready;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  CUDA_CHECK(cudaMemcpy2DAsync(h_y, width, d_pitched, pitch, width, height,
                               cudaMemcpyDeviceToHost, side));
  CUDA_CHECK(cudaEventRecord(ready, side));
  CUDA_CHECK(cudaStreamWaitEvent(stream, ready, 0));

  // Stream-ordered allocation from the default pool.
  cudaMemPool_t pool;
  CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long threshold = 64ull << 20;
  CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold,
                                     &threshold));
  __nv_fp8_e4m3 *d_q4 = nullptr;
  __nv_fp8_e5m2 *d_q5 = nullptr;
  CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void **>(&d_q4), n, stream));
  CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void **>(&d_q5), n, stream));

  // Kernel attributes, occupancy and the launch forms.
  const size_t shm = kThreads * sizeof(float);
  CUDA_CHECK(cudaFuncSetAttribute(quantize_kernel<__nv_fp8_e4m3>,
                                  cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  int(shm)));
  cudaFuncAttributes attrs;
  CUDA_CHECK(cudaFuncGetAttributes(&attrs, abs_sum_kernel));
  int min_grid = 0, best_block = 0, per_sm = 0;
  CUDA_CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &best_block,
                                                abs_sum_kernel, 0, 0));
  CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &per_sm, quantize_kernel<__nv_fp8_e4m3>, kThreads, shm));
  const int blocks = (n + kThreads - 1) / kThreads;

  CUDA_CHECK(cudaEventRecord(start, stream));
  abs_sum_kernel<<<min_grid, best_block, 0, stream>>>(d_x, n, m_total);
  quantize_kernel<__nv_fp8_e4m3><<<blocks, kThreads, shm, stream>>>(d_x, n,
                                                                     d_q4);
  CUDA_CHECK(cudaPeekAtLastError());
  int count = n;
  void *args[] = {&d_x, &count, &d_q5};
  CUDA_CHECK(cudaLaunchKernel(
      reinterpret_cast<const void *>(quantize_kernel<__nv_fp8_e5m2>),
      dim3(blocks), dim3(kThreads), args, shm, stream));

  cudaLaunchConfig_t config = {};
  cudaLaunchAttribute attribute[1];
  attribute[0].id = cudaLaunchAttributePriority;
  attribute[0].val.priority = 0;
  config.gridDim = dim3(blocks);
  config.blockDim = dim3(kThreads);
  config.dynamicSmemBytes = 0;
  config.stream = stream;
  config.attrs = attribute;
  config.numAttrs = 1;
  CUDA_CHECK(cudaLaunchKernelEx(&config, fill_kernel, d_y, n, 1.0f));

  __nv_bfloat16 *d_b = nullptr;
  __half *d_h = nullptr;
  __nv_fp8x2_storage_t *d_q2 = nullptr;
  CUDA_CHECK(cudaMalloc(&d_b, n * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&d_h, n * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&d_q2, n * sizeof(__nv_fp8x2_storage_t)));
  mixed_precision_kernel<<<blocks, kThreads, 0, stream>>>(d_x, n, d_b, d_h,
                                                          d_q2);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop, stream));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

  // Graphs: capture a memset and a launch, replay them three times.
  cudaGraph_t graph;
  cudaGraphExec_t graph_exec;
  CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  CUDA_CHECK(cudaMemsetAsync(d_y, 0, bytes, stream));
  fill_kernel<<<blocks, kThreads, 0, stream>>>(d_y, n, 2.0f);
  CUDA_CHECK(cudaStreamEndCapture(stream, &graph));
  CUDA_CHECK(cudaGraphInstantiate(&graph_exec, graph, 0));
  for (int replay = 0; replay < 3; ++replay)
    CUDA_CHECK(cudaGraphLaunch(graph_exec, stream));
  CUDA_CHECK(cudaMemcpyAsync(h_y, d_y, bytes, cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaFreeAsync(d_q4, stream));
  CUDA_CHECK(cudaFreeAsync(d_q5, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaDeviceSynchronize());

  std::printf("sum|x| = %g, y[0] = %g, %d regs, %d blocks/SM, fp8 type %d, "
              "%.3f ms\n",
              double(*m_total), double(h_y[0]), attrs.numRegs, per_sm,
              int(kStorageType), double(ms));
  const bool ok = *m_total > 0.0f && h_y[0] == 2.0f;

  CUDA_CHECK(cudaGraphExecDestroy(graph_exec));
  CUDA_CHECK(cudaGraphDestroy(graph));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaEventDestroy(ready));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaStreamDestroy(side));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_h));
  CUDA_CHECK(cudaFree(d_q2));
  CUDA_CHECK(cudaFree(d_pitched));
  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaFree(m_total));
  CUDA_CHECK(cudaFreeHost(h_x));
  CUDA_CHECK(cudaFreeHost(h_y));
  return ok ? 0 : 1;
}
