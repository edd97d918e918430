// Kernels that declare types, aliases, static_asserts and constexpr values
// in their bodies, and keep variables of those types across barriers: the
// per-thread storage of the loops names the local types after they are
// declared.
#include <cstdio>

template <class T, int N> struct Traits {
  using vec_t = T;
  static constexpr int kElts = N;
};

template <int N, class T> __global__ void localStruct(const T *in, T *out) {
  struct alignas(sizeof(T) * N) U { T data[N]; };
  using vec_t = U;
  static_assert(sizeof(vec_t) == sizeof(T) * N, "packed");
  constexpr int kStride = N;
  __shared__ T s[64 * N];
  vec_t v;
  for (int i = 0; i < N; ++i)
    v.data[i] = in[threadIdx.x * N + i];
  for (int i = 0; i < N; ++i)
    s[threadIdx.x * kStride + i] = v.data[i] * 2;
  __syncthreads();
  U w = v;
  for (int i = 0; i < N; ++i)
    out[threadIdx.x * N + i] = s[(blockDim.x - 1 - threadIdx.x) * kStride + i] + w.data[i];
}

template <class Ktraits> __global__ void traitsAlias(const float *in, float *out) {
  const int tid = threadIdx.x;
  using vec_t = typename Ktraits::vec_t;
  using input_t = vec_t;
  __shared__ float s[64];
  input_t x = in[tid];
  vec_t y = x * 3;
  s[tid] = y;
  __syncthreads();
  out[tid] = s[63 - tid] + x;
}

namespace outer {
namespace {
using Elt = float;
}
// A value of a type named in an unnamed namespace, kept across a barrier.
__global__ void anonAlias(const Elt *in, Elt *out) {
  __shared__ Elt s[64];
  Elt x = in[threadIdx.x] + 1;
  s[threadIdx.x] = x;
  __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x] + x;
}
} // namespace outer

// An array of a class with a default constructor (an implicit initialiser),
// through a local alias, kept across a barrier.
struct WithCtor {
  float v;
  WithCtor() : v(0) {}
};
__global__ void ctorArray(float *out) {
  using W = WithCtor;
  W arr[2][4];
  for (int i = 0; i < 2; ++i)
    arr[i][threadIdx.x % 4].v = threadIdx.x + i;
  __syncthreads();
  out[threadIdx.x] = arr[1][threadIdx.x % 4].v + arr[0][(threadIdx.x + 1) % 4].v;
}

// Aliases declared in an if's branch and in a loop's body, with variables
// of them kept across a warp shuffle and barriers in the same scope: their
// storage is declared in that scope, and made once however often it runs.
template <class T, int N> struct Vec {
  T d[N];
};
template <int N> __global__ void nestedAlias(const float *in, float *out, bool on) {
  __shared__ float s[64];
  out[threadIdx.x] = 0;
  if (on) {
    using RegVec = Vec<float, N>;
    for (int it = 0; it < 3; ++it) {
      using Inner = Vec<int, N>;
      RegVec r[2];
      Inner q;
      r[1].d[N - 1] = in[threadIdx.x] + it;
      q.d[0] = it;
      const float m = __shfl_xor_sync(0xffffffffu, r[1].d[N - 1], 1);
      s[threadIdx.x] = m + q.d[0];
      __syncthreads();
      out[threadIdx.x] += s[63 - threadIdx.x] + r[1].d[N - 1];
      __syncthreads();
    }
  }
}

// The same in a branch of warp-level code after the last barrier (the
// warps run it one after the other): the storage is declared in the branch.
template <int N> __global__ void warpAlias(const float *in, float *out, bool on) {
  __shared__ float s[64];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (on) {
    using RegVec = Vec<float, N>;
    RegVec r[2];
    r[1].d[N - 1] = s[63 - threadIdx.x];
    const float m = __shfl_xor_sync(0xffffffffu, r[1].d[N - 1], 1);
    out[threadIdx.x] = m + r[1].d[N - 1];
  }
}

int main() {
  float *in, *out;
  axlMallocManaged(&in, 64 * 4 * sizeof(float));
  axlMallocManaged(&out, 64 * 4 * sizeof(float));
  for (int i = 0; i < 256; ++i)
    in[i] = float(i);
  axlLaunchKernelGGL(AXL_KERNEL_NAME(localStruct<4, float>), dim3(1), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  int bad = 0;
  for (int t = 0; t < 64; ++t)
    for (int i = 0; i < 4; ++i)
      bad += out[t * 4 + i] != 2 * in[(63 - t) * 4 + i] + in[t * 4 + i];
  std::printf("localStruct: %s\n", bad ? "FAIL" : "ok");
  axlLaunchKernelGGL(AXL_KERNEL_NAME(traitsAlias<Traits<float, 4>>), dim3(1), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  bad = 0;
  for (int t = 0; t < 64; ++t)
    bad += out[t] != 3 * in[63 - t] + in[t];
  std::printf("traitsAlias: %s\n", bad ? "FAIL" : "ok");
  axlLaunchKernelGGL(outer::anonAlias, dim3(1), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  bad = 0;
  for (int t = 0; t < 64; ++t)
    bad += out[t] != in[63 - t] + 1 + in[t] + 1;
  std::printf("anonAlias: %s\n", bad ? "FAIL" : "ok");
  axlLaunchKernelGGL(ctorArray, dim3(1), dim3(64), 0, 0, out);
  axlDeviceSynchronize();
  bad = 0;
  for (int t = 0; t < 64; ++t)
    bad += out[t] != t + 1;
  std::printf("ctorArray: %s\n", bad ? "FAIL" : "ok");
  axlLaunchKernelGGL(AXL_KERNEL_NAME(nestedAlias<4>), dim3(1), dim3(64), 0, 0, in, out, true);
  axlDeviceSynchronize();
  bad = 0;
  for (int t = 0; t < 64; ++t) {
    float want = 0;
    for (int it = 0; it < 3; ++it)
      want += in[(63 - t) ^ 1] + it + it + in[t] + it;
    bad += out[t] != want;
  }
  std::printf("nestedAlias: %s\n", bad ? "FAIL" : "ok");
  axlLaunchKernelGGL(AXL_KERNEL_NAME(warpAlias<4>), dim3(1), dim3(64), 0, 0, in, out, true);
  axlDeviceSynchronize();
  bad = 0;
  for (int t = 0; t < 64; ++t)
    bad += out[t] != in[63 - (t ^ 1)] + in[63 - t];
  std::printf("warpAlias: %s\n", bad ? "FAIL" : "ok");
  return 0;
}
