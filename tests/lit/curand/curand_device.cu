// curand-kernel: the cuRAND device API in kernels: Philox4_32_10 states initialized per thread
// (seed, subsequence, offset), curand_uniform4/curand_normal4 in a fused dropout, XORWOW
// (curandState, curandState_t, curandStateXORWOW_t) with curand, curand_uniform, curand_normal,
// curand_normal2, curand_normal2_double, curand_uniform_double, curand_log_normal,
// curand_poisson and skipahead (identity), plus the launches.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(curand|CURAND_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/rand_kernel.h>
#include <curand_kernel.h>

constexpr int kThreads = 256;

// One Philox state per thread; subsequence = global thread id, as PyTorch's dropout does.
// CHECK: __global__ void init_philox(axlrandStatePhilox4_32_10_t *states, unsigned long long seed,
__global__ void init_philox(curandStatePhilox4_32_10_t *states, unsigned long long seed,
                            unsigned long long offset) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: axlrand_init(seed, tid, offset, &states[tid]);
  curand_init(seed, tid, offset, &states[tid]);
}

// CHECK: __global__ void fused_dropout(axlrandStatePhilox4_32_10_t *states, const float4 *in, float4 *out,
__global__ void fused_dropout(curandStatePhilox4_32_10_t *states, const float4 *in, float4 *out,
                              float4 *noise, int n4, float keep_prob) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: axlrandStatePhilox4_32_10_t local = states[tid];
  curandStatePhilox4_32_10_t local = states[tid];
  for (int i = tid; i < n4; i += gridDim.x * blockDim.x) {
    // CHECK: const float4 u = axlrand_uniform4(&local);
    const float4 u = curand_uniform4(&local);
    const float4 x = in[i];
    const float scale = 1.0f / keep_prob;
    out[i] = make_float4(u.x < keep_prob ? x.x * scale : 0.0f, u.y < keep_prob ? x.y * scale : 0.0f,
                         u.z < keep_prob ? x.z * scale : 0.0f, u.w < keep_prob ? x.w * scale : 0.0f);
    // CHECK: noise[i] = axlrand_normal4(&local);
    noise[i] = curand_normal4(&local);
  }
  states[tid] = local;
}

// XORWOW (the default curandState): scalar draws of every flavour.
__global__ void xorwow_draws(unsigned long long seed, float *uniform, float *normal,
                             double *dnormal, unsigned int *bits, unsigned int *counts, int n) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= n)
    return;
  // CHECK: axlrandState state;
  curandState state;
  // CHECK: axlrand_init(seed, tid, 0, &state);
  curand_init(seed, tid, 0, &state);
  skipahead(1024ull, &state);
  // CHECK: uniform[tid] = axlrand_uniform(&state);
  uniform[tid] = curand_uniform(&state);
  // CHECK: normal[tid] = axlrand_normal(&state);
  normal[tid] = curand_normal(&state);
  // CHECK: const double2 d = axlrand_normal2_double(&state);
  const double2 d = curand_normal2_double(&state);
  dnormal[tid] = d.x + d.y;
  // CHECK: bits[tid] = axlrand(&state);
  bits[tid] = curand(&state);
  // CHECK: counts[tid] = axlrand_poisson(&state, 4.0);
  counts[tid] = curand_poisson(&state, 4.0);
  // CHECK: normal[tid] += axlrand_log_normal(&state, 0.0f, 0.25f);
  normal[tid] += curand_log_normal(&state, 0.0f, 0.25f);
}

// CHECK: __global__ void xorwow_typedefs(axlrandStateXORWOW_t *states, axlrandState_t *copy, float *out) {
__global__ void xorwow_typedefs(curandStateXORWOW_t *states, curandState_t *copy, float *out) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: axlrandStateXORWOW_t s = states[tid];
  curandStateXORWOW_t s = states[tid];
  // CHECK: const float2 pair = axlrand_normal2(&s);
  const float2 pair = curand_normal2(&s);
  // CHECK: out[tid] = pair.x * pair.y + (float)axlrand_uniform_double(&s);
  out[tid] = pair.x * pair.y + (float)curand_uniform_double(&s);
  copy[tid] = s;
}

int main() {
  const int blocks = 64, n = blocks * kThreads;
  // CHECK: axlrandStatePhilox4_32_10_t *philox = nullptr;
  curandStatePhilox4_32_10_t *philox = nullptr;
  // CHECK: axlrandState *xorwow = nullptr, *copy = nullptr;
  curandState *xorwow = nullptr, *copy = nullptr;
  float4 *in = nullptr, *out = nullptr, *noise = nullptr;
  float *uniform = nullptr, *normal = nullptr;
  double *dnormal = nullptr;
  unsigned int *bits = nullptr, *counts = nullptr;
  // CHECK: axlMalloc(&philox, n * sizeof(axlrandStatePhilox4_32_10_t));
  cudaMalloc(&philox, n * sizeof(curandStatePhilox4_32_10_t));
  // CHECK: axlMalloc(&xorwow, n * sizeof(axlrandState));
  cudaMalloc(&xorwow, n * sizeof(curandState));
  // CHECK: axlMalloc(&copy, n * sizeof(axlrandState));
  cudaMalloc(&copy, n * sizeof(curandState));
  // CHECK: axlMalloc(&in, 4 * n * sizeof(float4));
  cudaMalloc(&in, 4 * n * sizeof(float4));
  // CHECK: axlMalloc(&out, 4 * n * sizeof(float4));
  cudaMalloc(&out, 4 * n * sizeof(float4));
  // CHECK: axlMalloc(&noise, 4 * n * sizeof(float4));
  cudaMalloc(&noise, 4 * n * sizeof(float4));
  // CHECK: axlMalloc(&uniform, n * sizeof(float));
  cudaMalloc(&uniform, n * sizeof(float));
  // CHECK: axlMalloc(&normal, n * sizeof(float));
  cudaMalloc(&normal, n * sizeof(float));
  // CHECK: axlMalloc(&dnormal, n * sizeof(double));
  cudaMalloc(&dnormal, n * sizeof(double));
  // CHECK: axlMalloc(&bits, n * sizeof(unsigned int));
  cudaMalloc(&bits, n * sizeof(unsigned int));
  // CHECK: axlMalloc(&counts, n * sizeof(unsigned int));
  cudaMalloc(&counts, n * sizeof(unsigned int));

  // CHECK: axlLaunchKernelGGL(init_philox, dim3(blocks), dim3(kThreads), 0, 0, philox, 1234ull, 0ull);
  init_philox<<<blocks, kThreads>>>(philox, 1234ull, 0ull);
  // CHECK: axlLaunchKernelGGL(fused_dropout, dim3(blocks), dim3(kThreads), 0, 0, philox, in, out, noise, 4 * n, 0.9f);
  fused_dropout<<<blocks, kThreads>>>(philox, in, out, noise, 4 * n, 0.9f);
  // CHECK: axlLaunchKernelGGL(xorwow_draws, dim3(blocks), dim3(kThreads), 0, 0, 42ull, uniform, normal, dnormal, bits, counts, n);
  xorwow_draws<<<blocks, kThreads>>>(42ull, uniform, normal, dnormal, bits, counts, n);
  // CHECK: axlLaunchKernelGGL(xorwow_typedefs, dim3(blocks), dim3(kThreads), 0, 0, xorwow, copy, uniform);
  xorwow_typedefs<<<blocks, kThreads>>>(xorwow, copy, uniform);
  // CHECK: axlError_t err = axlDeviceSynchronize();
  cudaError_t err = cudaDeviceSynchronize();

  // CHECK: axlFree(counts);
  cudaFree(counts);
  // CHECK: axlFree(bits);
  cudaFree(bits);
  // CHECK: axlFree(dnormal);
  cudaFree(dnormal);
  // CHECK: axlFree(normal);
  cudaFree(normal);
  // CHECK: axlFree(uniform);
  cudaFree(uniform);
  // CHECK: axlFree(noise);
  cudaFree(noise);
  // CHECK: axlFree(out);
  cudaFree(out);
  // CHECK: axlFree(in);
  cudaFree(in);
  // CHECK: axlFree(copy);
  cudaFree(copy);
  // CHECK: axlFree(xorwow);
  cudaFree(xorwow);
  // CHECK: axlFree(philox);
  cudaFree(philox);
  // CHECK: return err == axlSuccess ? 0 : 1;
  return err == cudaSuccess ? 0 : 1;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (51 renamed, 4 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
