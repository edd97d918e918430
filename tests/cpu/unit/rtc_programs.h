// CUDA sources that tests/cpu/unit/rtc.cpp compiles with the CPU backend's
// NVRTC: CUDA code, as programs hand NVRTC (not ported code).
#pragma once

/// Passed to axlrtcCreateProgram as "rtc_util.cuh".
static const char RtcHeader[] = R"(
#pragma once
#include <cuda_fp16.h>
__device__ inline float twice(float X) { return 2.0f * X; }
#define RTC_BLOCK 64
// NVRTC's own path: the host compile has the C++ library, so it is not
// taken (these would clash with the host's <cstdint>).
#ifdef __CUDACC_RTC__
typedef long long int64_t;
typedef unsigned long long uint64_t;
#else
#include <cstdint>
#endif
)";

/// rtc_extra.h is found through the -I options the test passes (rtc.test
/// writes it, and a decoy in a directory that looks like the toolkit's).
static const char RtcKernels[] = R"(
#include "rtc_util.cuh"
#include "rtc_extra.h"

__device__ int launches;

// y = a * 2x + y + OFFSET + EXTRA (OFFSET from a -D option, EXTRA from
// rtc_extra.h).
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * twice(x[i]) + y[i] + OFFSET + EXTRA;
  if (i == 0)
    atomicAdd(&launches, int(int64_t(1)));
}

namespace rtc {
template <typename T> struct Mul {
  __device__ T apply(T a, T b) const { return a * b; }
};

// A barrier each round, and a call of a member of a type the template's
// arguments decide (which does not synchronise: the program's name
// expressions instantiate the template where axl-loops sees it, so the
// kernel runs as loops).
template <typename T, int N>
__global__ void scale(T *p, T s, int n) {
  const Mul<T> m;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < N; ++k) {
    if (i < n)
      p[i] = m.apply(p[i], s);
    __syncthreads();
  }
}
} // namespace rtc

// Each block reverses its slice through shared memory.
extern "C" __global__ void __launch_bounds__(RTC_BLOCK) reverse(float *p) {
  __shared__ float t[RTC_BLOCK];
  const int base = blockIdx.x * blockDim.x;
  t[threadIdx.x] = p[base + threadIdx.x];
  __syncthreads();
  p[base + threadIdx.x] = t[blockDim.x - 1 - threadIdx.x];
}

// Sums per warp with shuffles, the lane read with inline PTX (lowered to
// C++ by axl-loops), float4 loads through __restrict__ pointers.
template <int WarpSize>
__global__ void __launch_bounds__(128)
    warp_sums(const float4 *__restrict__ in, float *__restrict__ out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 v = in[i];
  float s = v.x + v.y + v.z + v.w;
  for (int o = WarpSize / 2; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    out[i / WarpSize] = s;
}

// A tree sum per block in dynamic shared memory, in half precision inputs.
extern "C" __global__ void block_sum(const __half *in, float *out) {
  extern __shared__ float partial[];
  const unsigned t = threadIdx.x;
  partial[t] = __half2float(in[blockIdx.x * blockDim.x + t]);
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
)";

/// A program with an error on its third line.
static const char RtcBroken[] = R"(
extern "C" __global__ void broken(float *p) {
  p[threadIdx.x] = not_declared_anywhere;
}
)";

// What NVRTC compiles: __CUDACC_RTC__ is defined, and without a C library
// the program declares its own fixed-width integers (LP64's C library says
// unsigned long for uint64_t; a host compile must not reject this).
static const char RtcEnvHeader[] = R"(
#ifdef __CUDACC_RTC__
using uint8_t = unsigned char;
using uint32_t = unsigned int;
using uint64_t = unsigned long long int;
typedef long long int64_t;
static_assert(sizeof(uint64_t) == 8, "64 bits");
#else
#error compiled without __CUDACC_RTC__
#endif
)";
static const char RtcEnv[] = R"(
#include "rtc_env.cuh"
extern "C" __global__ void rtc_env(uint64_t *out) {
  const int64_t d = -1;
  out[threadIdx.x] = uint64_t(sizeof(uint64_t)) * 1000 + threadIdx.x + uint64_t(d + 1);
}
)";
