// Device functions with warp operations or barriers whose parameters' or
// result's types are written around a name: a per-thread 2-D array (a
// pointer to its rows, templated on its shape or not), a function pointer, a
// pointer to a member, a function returning a function pointer. Their loop
// versions declare them so; `T const *axlArg` of such a T is not C++.
#include <cstdio>

struct Pair {
  float a, b;
};

__device__ float twice(float v) { return 2.f * v; }
__device__ float negate(float v) { return -v; }

// Butterflies across a warp's lanes of every element of a per-thread tile:
// a Walsh-Hadamard transform over the 32 lanes.
template <int kRows, int kCols> __device__ void butterflyWarp(float x[kRows][kCols]) {
  const int lane = threadIdx.x % 32;
  for (int s = 0; s < 5; ++s) {
    const int m = 1 << s;
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kCols; ++c) {
        const float other = __shfl_xor_sync(0xffffffffu, x[r][c], m);
        x[r][c] = (lane & m) ? other - x[r][c] : x[r][c] + other;
      }
  }
}

// A per-thread tile of fixed shape; a table in shared memory (a pointer to
// its rows), an operation named by a function pointer (not called through:
// the rewrite cannot follow such a call) and a field through a pointer to
// a member, read where CUDA requires one value for the block (the
// condition around a barrier).
__device__ void applyRows(float x[2][4], const float (*table)[4], float (*op)(float),
                          float Pair::*field, Pair *p) {
  if (table != nullptr && op != nullptr && field != nullptr) {
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c < 4; ++c)
        x[r][c] = (op == &twice ? 2.f * x[r][c] : -x[r][c]) + table[r][c];
    __syncthreads();
    p[threadIdx.x].*field = x[1][3];
  }
}

// A function pointer chosen from the neighbouring lane's parity.
__device__ float (*pick(int lane))(float) {
  const int other = __shfl_xor_sync(0xffffffffu, lane, 1);
  return other & 1 ? negate : twice;
}

__global__ void tiles(const float *in, float *out, Pair *pairs) {
  __shared__ float table[2][4];
  if (threadIdx.x < 8)
    table[threadIdx.x / 4][threadIdx.x % 4] = float(threadIdx.x);
  __syncthreads();
  float x[2][4];
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 4; ++c)
      x[r][c] = in[threadIdx.x * 8 + r * 4 + c];
  butterflyWarp<2, 4>(x);
  applyRows(x, table, twice, &Pair::b, pairs);
  float (*f)(float) = pick(threadIdx.x);
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 4; ++c)
      out[threadIdx.x * 8 + r * 4 + c] = f == &negate ? -x[r][c] : 2.f * x[r][c];
}

int main() {
  const int n = 64;
  float *in, *out;
  Pair *pairs;
  axlMallocManaged(&in, n * 8 * sizeof(float));
  axlMallocManaged(&out, n * 8 * sizeof(float));
  axlMallocManaged(&pairs, n * sizeof(Pair));
  for (int i = 0; i < n * 8; ++i)
    in[i] = float(i % 13) - 6.f;
  for (int t = 0; t < n; ++t)
    pairs[t] = Pair{-1.f, -1.f};
  axlLaunchKernelGGL(tiles, dim3(1), dim3(n), 0, 0, in, out, pairs);
  axlDeviceSynchronize();
  // The transform over each warp's lanes, element by element.
  float ref[n * 8];
  for (int w = 0; w < n / 32; ++w)
    for (int e = 0; e < 8; ++e) {
      float v[32];
      for (int l = 0; l < 32; ++l)
        v[l] = in[(w * 32 + l) * 8 + e];
      for (int len = 1; len < 32; len *= 2)
        for (int i = 0; i < 32; i += 2 * len)
          for (int j = i; j < i + len; ++j) {
            const float a = v[j], b = v[j + len];
            v[j] = a + b;
            v[j + len] = a - b;
          }
      for (int l = 0; l < 32; ++l)
        ref[(w * 32 + l) * 8 + e] = 2.f * v[l] + float(e);
    }
  int bad = 0;
  for (int t = 0; t < n; ++t) {
    bad += pairs[t].a != -1.f || pairs[t].b != ref[t * 8 + 7];
    for (int e = 0; e < 8; ++e)
      bad += out[t * 8 + e] != (t % 2 ? 2.f : -1.f) * ref[t * 8 + e];
  }
  printf("tiles: %s\n", bad ? "FAIL" : "ok");
  return bad != 0;
}
