// Static shared memory with its alignment written after __shared__, as an
// attribute may follow CUDA's __shared__ (an attribute itself to nvcc):
// the port writes the alignment first, where a storage class allows it, on
// the same line, in code no parse sees (an #ifdef not taken) too.
#include <cuda_runtime.h>
#include <cstdio>

struct alignas(16) Quad { float v[4]; };

template <int N> __global__ void tile(const float *in, float *out) {
  __shared__ alignas(128) Quad rows[N];
  __shared__ alignas(alignof(Quad) * 2) float scale;
  const int t = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    rows[t].v[k] = in[4 * t + k];
  if (t == 0)
    scale = 2.0f;
  __syncthreads();
  const Quad &q = rows[N - 1 - t];
  out[t] = (q.v[0] + q.v[1] + q.v[2] + q.v[3]) * scale +
           float(reinterpret_cast<size_t>(&rows[0]) % 128 + reinterpret_cast<size_t>(&scale) % 32);
#ifdef SHARED_ALIGNAS_NEVER_DEFINED
  __shared__ alignas(64) float unused[4];
#endif
}

int main() {
  const int n = 32;
  float *in, *out;
  cudaMallocManaged(&in, 4 * n * sizeof(float));
  cudaMallocManaged(&out, n * sizeof(float));
  for (int i = 0; i < 4 * n; ++i)
    in[i] = float(i);
  tile<n><<<1, n>>>(in, out);
  cudaDeviceSynchronize();
  int wrong = 0;
  for (int t = 0; t < n; ++t) {
    const int r = n - 1 - t;
    wrong += out[t] != float(16 * r + 6) * 2.0f;
  }
  std::printf("shared alignas: %d wrong\n", wrong);
  return 0;
}
