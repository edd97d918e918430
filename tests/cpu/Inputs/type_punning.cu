// Shaped like a warp-per-row softmax: rows of half or bf16 data moved four
// at a time through a float2 pointer (vector loads and stores into a local
// array read back by element), the idiom CUDA kernels use for wide accesses.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cmath>
#include <vector>

template <typename T, int N> __device__ __forceinline__ void load(T *dst, const T *src);
template <> __device__ __forceinline__ void load<__half, 4>(__half *dst, const __half *src) {
  *((float2 *)dst) = *((const float2 *)src);
}
template <> __device__ __forceinline__ void load<__nv_bfloat16, 4>(__nv_bfloat16 *dst, const __nv_bfloat16 *src) {
  *((float2 *)dst) = *((const float2 *)src);
}
template <typename T, int N> __device__ __forceinline__ void store(T *dst, const T *src) {
  *((float2 *)dst) = *((const float2 *)src);
}

template <typename T, int ITER>
__global__ void scale_rows(T *out, const T *in, float s, int cols) {
  constexpr int VEC = 4;
  const T *src = in + blockIdx.x * cols + VEC * threadIdx.x;
  T *dst = out + blockIdx.x * cols + VEC * threadIdx.x;
  float v[ITER];
  T tmp[VEC];
#pragma unroll
  for (int it = 0; it < ITER; it += VEC) {
    load<T, VEC>(tmp, src + it * 32);
#pragma unroll
    for (int e = 0; e < VEC; ++e)
      v[it + e] = (float)tmp[e] * s;
  }
  float m = v[0];
#pragma unroll
  for (int it = 1; it < ITER; ++it)
    m = fmaxf(m, v[it]);
  for (int o = 16; o > 0; o /= 2)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  T res[VEC];
#pragma unroll
  for (int it = 0; it < ITER; it += VEC) {
#pragma unroll
    for (int e = 0; e < VEC; ++e)
      res[e] = (T)(v[it + e] - m);
    store<T, VEC>(dst + it * 32, res);
  }
}

template <typename T> int check(const char *name) {
  constexpr int ITER = 32, COLS = ITER * 32, ROWS = 8;
  std::vector<T> h(ROWS * COLS), o(ROWS * COLS);
  std::vector<float> ref(ROWS * COLS);
  for (int r = 0; r < ROWS; ++r) {
    float m = -1e30f;
    for (int c = 0; c < COLS; ++c) {
      h[r * COLS + c] = (T)((float)((r * 131 + c * 7) % 61) * 0.125f);
      m = std::fmax(m, (float)h[r * COLS + c] * 0.5f);
    }
    for (int c = 0; c < COLS; ++c)
      ref[r * COLS + c] = (float)(T)((float)h[r * COLS + c] * 0.5f - m);
  }
  T *din, *dout;
  cudaMalloc(&din, h.size() * sizeof(T));
  cudaMalloc(&dout, h.size() * sizeof(T));
  cudaMemcpy(din, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  scale_rows<T, ITER><<<ROWS, 32>>>(dout, din, 0.5f, COLS);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (size_t i = 0; i < o.size(); ++i)
    if ((float)o[i] != ref[i] && bad++ < 3)
      std::printf("%s: mismatch at %zu: %g vs %g\n", name, i, (float)o[i], ref[i]);
  std::printf("%s: %s\n", name, bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  return bad != 0;
}

int main() { return check<__half>("half") | check<__nv_bfloat16>("bfloat16"); }
