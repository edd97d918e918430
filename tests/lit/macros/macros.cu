// Macros and conditional compilation: CUDA names inside #define bodies and in
// inactive branches are ported; __CUDA_ARCH__ becomes __AXL_DEVICE_COMPILE__ in
// #ifdef/#ifndef/defined() tests and __AXL_ARCH__ where its value is used;
// `extern __shared__ T name[];` becomes AXL_DYNAMIC_SHARED(T, name).
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]|CUDART_|__CUDA_ARCH__|__nv_|extern __shared__|__shared__ extern'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
#include <cstdio>

// CUDA names inside macro bodies are renamed; the macros keep their names.
// CHECK: axlError_t e = (call); {{\\}}
// CHECK: if (e != axlSuccess) {{\\}}
// CHECK: std::printf("%s\n", axlGetErrorString(e)); {{\\}}
#define TRY(call)                                                            \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess)                                                      \
      std::printf("%s\n", cudaGetErrorString(e));                              \
  } while (0)
// CHECK: #define ALLOC(ptr, n) axlMalloc(&(ptr), (n) * sizeof(*(ptr)))
#define ALLOC(ptr, n) cudaMalloc(&(ptr), (n) * sizeof(*(ptr)))
// CHECK: #define SYNC() axlDeviceSynchronize()
#define SYNC() cudaDeviceSynchronize()
// CHECK: #define BF16 __axl_bfloat16
#define BF16 __nv_bfloat16
// CHECK: #define DEVICE_ARCH __AXL_ARCH__
#define DEVICE_ARCH __CUDA_ARCH__

// Inactive branches are ported too: the port must be right whichever way the
// condition goes on the target.
#if 0
// CHECK: static void legacy() { axlFree(nullptr); }
static void legacy() { cudaFree(nullptr); }
#endif
#ifdef SOMETHING_UNDEFINED
// CHECK: static axlStream_t unusedStream;
static cudaStream_t unusedStream;
#else
static int unusedStream;
#endif

// __CUDA_ARCH__: defined-tests become __AXL_DEVICE_COMPILE__, value tests __AXL_ARCH__.
__device__ __host__ inline int arch() {
// CHECK: #ifdef __AXL_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
  // CHECK: return __AXL_ARCH__;
  return __CUDA_ARCH__;
#else
  return 0;
#endif
}

__device__ __host__ inline bool onHost() {
// CHECK: #ifndef __AXL_DEVICE_COMPILE__
#ifndef __CUDA_ARCH__
  return true;
#else
  return false;
#endif
}

__device__ inline float fast(float x) {
// CHECK: #if defined(__AXL_DEVICE_COMPILE__) && __AXL_ARCH__ >= 890
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  return x * 2.0f;
// CHECK: #elif defined __AXL_DEVICE_COMPILE__
#elif defined __CUDA_ARCH__
  return x + x;
#else
  return 0.0f;
#endif
}

// CHECK: #if __AXL_ARCH__ >= 900 || !defined( __AXL_DEVICE_COMPILE__ )
#if __CUDA_ARCH__ >= 900 || !defined( __CUDA_ARCH__ )
#define HAS_CLUSTERS 1
#endif

// CHECK: #if defined(AXLRT_VERSION) && AXLRT_VERSION >= 12000
#if defined(CUDART_VERSION) && CUDART_VERSION >= 12000
#define MODERN_CUDA 1
#endif

// Dynamic shared memory.
__global__ void reduce(const float *in, float *out) {
  // CHECK: AXL_DYNAMIC_SHARED(float, partial);
  extern __shared__ float partial[];
  partial[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0] + fast(1.0f);
// CHECK: #ifdef __AXL_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
  out[1] = DEVICE_ARCH;
#endif
}

template <typename T> __global__ void generic(T *out) {
  // CHECK: AXL_DYNAMIC_SHARED(__align__(sizeof(T)) unsigned char, raw);
  extern __shared__ __align__(sizeof(T)) unsigned char raw[];
  T *tile = reinterpret_cast<T *>(raw);
  tile[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void aligned(float4 *out) {
  // CHECK: AXL_DYNAMIC_SHARED(__align__(16) float4, vecs);
  extern __shared__ __align__(16) float4 vecs[];
  vecs[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = vecs[0];
}

// CHECK: __global__ void halves(__axl_bfloat16 *out) {
__global__ void halves(__nv_bfloat16 *out) {
  // CHECK: AXL_DYNAMIC_SHARED(__axl_bfloat16, hs);
  extern __shared__ __nv_bfloat16 hs[];
  // CHECK: AXL_DYNAMIC_SHARED(BF16, also);
  extern __shared__ BF16 also[];
  // CHECK: AXL_DYNAMIC_SHARED(const unsigned int, words);
  __shared__ extern const unsigned int words[];
  hs[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = hs[0] + also[1] + __uint2bfloat16_rn(words[2]);
}

int main() {
  float *in = nullptr, *out = nullptr;
  ALLOC(in, 256);
  ALLOC(out, 256);
  // CHECK: axlLaunchKernelGGL(reduce, dim3(1), dim3(256), 256 * sizeof(float), 0, in, out);
  reduce<<<1, 256, 256 * sizeof(float)>>>(in, out);
  // CHECK: axlLaunchKernelGGL(generic<double>, dim3(1), dim3(32), 32 * sizeof(double), 0, nullptr);
  generic<double><<<1, 32, 32 * sizeof(double)>>>(nullptr);
  // CHECK: TRY(axlGetLastError());
  TRY(cudaGetLastError());
  SYNC();
  // CHECK: TRY(axlFree(in));
  TRY(cudaFree(in));
  // CHECK: TRY(axlFree(out));
  TRY(cudaFree(out));
  return arch() + onHost() + unusedStream;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (27 renamed, 2 launches rewritten), 0 left; 0 warnings
