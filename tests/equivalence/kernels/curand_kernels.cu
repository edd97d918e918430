// Equivalence kernel: the cuRAND device API (Philox4_32_10 and XORWOW states, curand_init,
// skipahead, curand, uniform/normal/log-normal/Poisson draws, the 2- and 4-wide variants). The
// PTX of this file and of its port must match:
//   nvcc -std=c++17 -ptx -arch=sm_90 curand_kernels.cu -o curand_kernels.ptx
#include <cuda_runtime.h>
#include <curand_kernel.h>

constexpr int kThreads = 256;

// One Philox state per thread; subsequence = global thread id, as PyTorch's dropout does.
__global__ void init_philox(curandStatePhilox4_32_10_t *states, unsigned long long seed,
                            unsigned long long offset) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, tid, offset, &states[tid]);
}

__global__ void __launch_bounds__(kThreads)
    fused_dropout(curandStatePhilox4_32_10_t *states, const float4 *in, float4 *out, float4 *noise,
                  int n4, float keep_prob) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t local = states[tid];
  for (int i = tid; i < n4; i += gridDim.x * blockDim.x) {
    const float4 u = curand_uniform4(&local);
    const float4 x = in[i];
    const float scale = 1.0f / keep_prob;
    out[i] = make_float4(u.x < keep_prob ? x.x * scale : 0.0f, u.y < keep_prob ? x.y * scale : 0.0f,
                         u.z < keep_prob ? x.z * scale : 0.0f, u.w < keep_prob ? x.w * scale : 0.0f);
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
  curandState state;
  curand_init(seed, tid, 0, &state);
  skipahead(1024ull, &state);
  uniform[tid] = curand_uniform(&state);
  normal[tid] = curand_normal(&state);
  const double2 d = curand_normal2_double(&state);
  dnormal[tid] = d.x + d.y;
  bits[tid] = curand(&state);
  counts[tid] = curand_poisson(&state, 4.0);
  normal[tid] += curand_log_normal(&state, 0.0f, 0.25f);
}

__global__ void xorwow_typedefs(curandStateXORWOW_t *states, curandState_t *copy, float *out) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandStateXORWOW_t s = states[tid];
  const float2 pair = curand_normal2(&s);
  out[tid] = pair.x * pair.y + (float)curand_uniform_double(&s);
  copy[tid] = s;
}
