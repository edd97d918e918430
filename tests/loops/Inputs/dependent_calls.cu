// A template kernel's calls of template device functions with warp
// operations or barriers whose calls depend on its template parameters: in
// the template they are not resolved, their type is dependent. Called as
// statements: functions that return void (a register tile's butterflies, an
// exchange through shared memory between barriers) and one whose result,
// of a type that depends on its own template parameter, is unused. And one
// whose result is used.
#include <cstdio>

// Butterflies across a warp's lanes of each of a thread's kN values.
template <int kN> __device__ void butterflyWarp(float *x) {
  const int lane = threadIdx.x % 32;
  for (int s = 0; s < 5; ++s) {
    const int m = 1 << s;
    for (int i = 0; i < kN; ++i) {
      const float other = __shfl_xor_sync(0xffffffffu, x[i], m);
      x[i] = (lane & m) ? other - x[i] : x[i] + other;
    }
  }
}

// Each thread's values go to the thread at the mirrored place in the block.
template <int kN, bool kMirror> __device__ void exchange(float *x, float *smem) {
  __syncthreads();
  for (int i = 0; i < kN; ++i)
    smem[threadIdx.x * kN + i] = x[i];
  __syncthreads();
  const unsigned from = kMirror ? blockDim.x - 1 - threadIdx.x : threadIdx.x;
  for (int i = 0; i < kN; ++i)
    x[i] = smem[from * kN + i];
}

// A warp's sum, written to its slot by its first lane, and returned.
template <class T> __device__ T sumToSlot(T v, T *slot) {
  for (int m = 16; m > 0; m /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  if (threadIdx.x % 32 == 0)
    slot[threadIdx.x / 32] = v;
  return v;
}

template <int kN> __device__ float warpMax(float v) {
  for (int m = 16; m > 0; m /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, m));
  return v * kN;
}

template <int kN, class T> __global__ void dependentCalls(const T *in, T *out, T *sums) {
  __shared__ float smem[64 * kN];
  float x[kN];
  for (int i = 0; i < kN; ++i)
    x[i] = float(in[threadIdx.x * kN + i]);
  butterflyWarp<kN>(x);
  exchange<kN, true>(x, smem);
  sumToSlot(T(x[0]), sums);
  const float m = warpMax<kN>(x[kN - 1]);
  for (int i = 0; i < kN; ++i)
    out[threadIdx.x * kN + i] = T(x[i] + m);
}

int main() {
  const int n = 64, k = 4;
  float *in, *out, *sums;
  axlMallocManaged(&in, n * k * sizeof(float));
  axlMallocManaged(&out, n * k * sizeof(float));
  axlMallocManaged(&sums, 2 * sizeof(float));
  for (int i = 0; i < n * k; ++i)
    in[i] = float(i % 11) - 5.f;
  axlLaunchKernelGGL(AXL_KERNEL_NAME(dependentCalls<k, float>), dim3(1), dim3(n), 0, 0, in, out,
                     sums);
  axlDeviceSynchronize();
  // The transform over each warp's lanes, value by value, then mirrored.
  float t[n * k], x[n * k];
  for (int w = 0; w < n / 32; ++w)
    for (int e = 0; e < k; ++e) {
      float v[32];
      for (int l = 0; l < 32; ++l)
        v[l] = in[(w * 32 + l) * k + e];
      for (int len = 1; len < 32; len *= 2)
        for (int i = 0; i < 32; i += 2 * len)
          for (int j = i; j < i + len; ++j) {
            const float a = v[j], b = v[j + len];
            v[j] = a + b;
            v[j + len] = a - b;
          }
      for (int l = 0; l < 32; ++l)
        t[(w * 32 + l) * k + e] = v[l];
    }
  for (int i = 0; i < n; ++i)
    for (int e = 0; e < k; ++e)
      x[i * k + e] = t[(n - 1 - i) * k + e];
  int bad = 0;
  for (int w = 0; w < n / 32; ++w) {
    float s = 0, m = -1e30f;
    for (int l = 0; l < 32; ++l) {
      s += x[(w * 32 + l) * k];
      m = x[(w * 32 + l) * k + k - 1] > m ? x[(w * 32 + l) * k + k - 1] : m;
    }
    bad += sums[w] != s;
    for (int l = 0; l < 32; ++l)
      for (int e = 0; e < k; ++e)
        bad += out[(w * 32 + l) * k + e] != x[(w * 32 + l) * k + e] + m * k;
  }
  printf("dependentCalls: %s\n", bad ? "FAIL" : "ok");
  return bad != 0;
}
