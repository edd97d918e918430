// A template kernel's calls, with arguments that depend on its parameters,
// of function templates with explicit specialisations: each call runs the
// body its instantiation resolves to (the specialisation's, which may
// synchronise where the template does not, or differently). Found by
// scripts/loopsfuzz.py.
#include <cstdio>

// The template has no barrier; its specialisation for 1 has.
template <int K> __device__ unsigned quiet(unsigned x, unsigned *s) { return x + K; }
template <> __device__ unsigned quiet<1>(unsigned x, unsigned *s) {
  s[threadIdx.x] = x;
  __syncthreads();
  const unsigned r = s[(threadIdx.x + 1) % blockDim.x];
  __syncthreads();
  return r;
}

// Both have barriers, and compute different things.
template <int K> __device__ unsigned loud(unsigned x, unsigned *s) {
  s[threadIdx.x] = x;
  __syncthreads();
  const unsigned r = s[(threadIdx.x + K) % blockDim.x];
  __syncthreads();
  return r;
}
template <> __device__ unsigned loud<1>(unsigned x, unsigned *s) {
  s[threadIdx.x] = 2 * x;
  __syncthreads();
  const unsigned r = s[blockDim.x - 1 - threadIdx.x];
  __syncthreads();
  return r;
}

template <unsigned N> __global__ void specialized(unsigned *out) {
  __shared__ unsigned s[N];
  const unsigned t = threadIdx.x;
  out[t] = quiet<1>(t, s);
  out[N + t] = loud<1>(t, s);
  out[2 * N + t] = loud<2>(t, s);
}

int main() {
  constexpr unsigned N = 64;
  unsigned *out;
  axlMallocManaged(&out, 3 * N * sizeof(unsigned));
  axlLaunchKernelGGL(AXL_KERNEL_NAME(specialized<N>), dim3(1), dim3(N), 0, 0, out);
  axlDeviceSynchronize();
  bool ok[3] = {true, true, true};
  for (unsigned t = 0; t < N; ++t) {
    ok[0] &= out[t] == (t + 1) % N;
    ok[1] &= out[N + t] == 2 * (N - 1 - t);
    ok[2] &= out[2 * N + t] == (t + 2) % N;
  }
  std::printf("quiet<1>: %s\nloud<1>: %s\nloud<2>: %s\n", ok[0] ? "ok" : "WRONG",
              ok[1] ? "ok" : "WRONG", ok[2] ? "ok" : "WRONG");
  return 0;
}
