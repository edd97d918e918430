// A 4-bit AdamW step in the shape of low-bit optimizers': the states m and v
// are 4-bit codes into 16-entry maps (__const__ and __constant__ tables), with
// one absmax scale per block of 2 * kThreads elements. Each step dequantises,
// updates the parameters, finds the block's new absmax of m and of v with
// cub::BlockReduce and a user functor, and requantises with a binary search.
// The two reductions share one TempStorage with no __syncthreads() between
// them, which CUB asks for and GPUs forgive: thread 0 reads the partials of
// the first before any other warp has written the second's. The largest
// gradient of each block is the last thread's (the thread that goes on first
// after a barrier on fibers). Checks the parameters against a host reference
// after every step.
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#define SIGNED_MAP                                                             \
  {-1.0f, -0.7f, -0.5f, -0.35f, -0.24f, -0.15f, -0.08f, -0.03f, 0.0f, 0.03f,  \
   0.08f, 0.15f, 0.24f, 0.35f, 0.5f, 1.0f}
#define UNSIGNED_MAP                                                           \
  {0.0025f, 0.01f, 0.02f, 0.035f, 0.055f, 0.08f, 0.11f, 0.15f, 0.2f, 0.26f,   \
   0.33f, 0.42f, 0.53f, 0.66f, 0.81f, 1.0f}

__device__ __const__ float d_signed[16] = SIGNED_MAP;
__device__ __constant__ float d_unsigned[16] = UNSIGNED_MAP;
static const float h_signed[16] = SIGNED_MAP;
static const float h_unsigned[16] = UNSIGNED_MAP;

struct AbsMax {
  __host__ __device__ __forceinline__ float operator()(const float &a,
                                                       const float &b) const {
    return fmaxf(fabsf(a), fabsf(b));
  }
};

// Nearest entry of a sorted 16-entry map.
__host__ __device__ __forceinline__ int quantize(const float *map, float x) {
  int lo = 0, hi = 16;
  if (x <= map[0])
    return 0;
  if (x >= map[15])
    return 15;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (map[mid] <= x)
      lo = mid + 1;
    else
      hi = mid;
  }
  const float half_way = (map[lo - 1] + map[lo]) * 0.5f;
  return half_way < x ? lo : lo - 1;
}

struct Hyper {
  float lr, beta1, beta2, eps, wd;
  int step;
};

template <int kThreads>
__global__ void adamw4bit(float *p, const float *g, uint8_t *mq, uint8_t *vq,
                          float *mscale, float *vscale, Hyper h, int n) {
  typedef cub::BlockReduce<float, kThreads> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  __shared__ float s_mmax, s_vmax;

  const int base = blockIdx.x * 2 * kThreads;
  const int i0 = base + 2 * threadIdx.x, i1 = i0 + 1;
  const float c1 = 1.0f - powf(h.beta1, (float)h.step);
  const float c2 = sqrtf(1.0f - powf(h.beta2, (float)h.step));
  const int valid = (n - base + 1) / 2 < kThreads ? (n - base + 1) / 2 : kThreads;

  float m[2] = {0, 0}, v[2] = {0, 0};
  const int idx[2] = {i0, i1};
  for (int k = 0; k < 2; ++k) {
    if (idx[k] >= n)
      continue;
    const uint8_t mb = mq[idx[k] / 2] >> (4 * k) & 15;
    const uint8_t vb = vq[idx[k] / 2] >> (4 * k) & 15;
    m[k] = d_signed[mb] * mscale[blockIdx.x];
    v[k] = d_unsigned[vb] * vscale[blockIdx.x];
    const float gr = g[idx[k]];
    m[k] = h.beta1 * m[k] + (1.0f - h.beta1) * gr;
    v[k] = h.beta2 * v[k] + (1.0f - h.beta2) * gr * gr;
    const float denom = (sqrtf(v[k]) / c2 + h.eps) * c1;
    const float update = m[k] / denom + h.wd * p[idx[k]];
    p[idx[k]] = p[idx[k]] - h.lr * update;
  }
  float mmax = BlockReduce(temp).Reduce(fmaxf(fabsf(m[0]), fabsf(m[1])),
                                        AbsMax(), valid);
  float vmax = BlockReduce(temp).Reduce(fmaxf(v[0], v[1]), AbsMax(), valid);
  if (threadIdx.x == 0) {
    s_mmax = mmax;
    s_vmax = vmax;
    mscale[blockIdx.x] = mmax;
    vscale[blockIdx.x] = vmax;
  }
  __syncthreads();
  if (i0 < n) {
    uint8_t mcode = 0, vcode = 0;
    for (int k = 0; k < 2; ++k)
      if (idx[k] < n) {
        mcode |= quantize(d_signed, m[k] / s_mmax) << (4 * k);
        vcode |= quantize(d_unsigned, v[k] / s_vmax) << (4 * k);
      }
    mq[i0 / 2] = mcode;
    vq[i0 / 2] = vcode;
  }
}

template <int kThreads>
void reference(std::vector<float> &p, const std::vector<float> &g,
               std::vector<uint8_t> &mq, std::vector<uint8_t> &vq,
               std::vector<float> &ms, std::vector<float> &vs, Hyper h, int n) {
  const float c1 = 1.0f - powf(h.beta1, (float)h.step);
  const float c2 = sqrtf(1.0f - powf(h.beta2, (float)h.step));
  const int blocks = (n + 2 * kThreads - 1) / (2 * kThreads);
  std::vector<float> m(n), v(n);
  for (int b = 0; b < blocks; ++b) {
    float mmax = 0, vmax = 0;
    for (int i = b * 2 * kThreads; i < n && i < (b + 1) * 2 * kThreads; ++i) {
      const int k = i % 2;
      m[i] = h_signed[mq[i / 2] >> (4 * k) & 15] * ms[b];
      v[i] = h_unsigned[vq[i / 2] >> (4 * k) & 15] * vs[b];
      m[i] = h.beta1 * m[i] + (1.0f - h.beta1) * g[i];
      v[i] = h.beta2 * v[i] + (1.0f - h.beta2) * g[i] * g[i];
      const float denom = (sqrtf(v[i]) / c2 + h.eps) * c1;
      const float update = m[i] / denom + h.wd * p[i];
      p[i] = p[i] - h.lr * update;
      mmax = fmaxf(mmax, fabsf(m[i]));
      vmax = fmaxf(vmax, v[i]);
    }
    ms[b] = mmax;
    vs[b] = vmax;
    for (int i = b * 2 * kThreads; i < n && i < (b + 1) * 2 * kThreads; i += 2) {
      uint8_t mc = 0, vc = 0;
      for (int k = 0; k < 2 && i + k < n; ++k) {
        mc |= quantize(h_signed, m[i + k] / mmax) << (4 * k);
        vc |= quantize(h_unsigned, v[i + k] / vmax) << (4 * k);
      }
      mq[i / 2] = mc;
      vq[i / 2] = vc;
    }
  }
}

template <int kThreads> int run(int n, int steps) {
  const int blocks = (n + 2 * kThreads - 1) / (2 * kThreads);
  std::vector<float> p(n), g(n), ms(blocks, 0.f), vs(blocks, 0.f);
  std::vector<uint8_t> mq((n + 1) / 2, 0x88), vq((n + 1) / 2, 0);
  srand(n);
  for (int i = 0; i < n; ++i)
    p[i] = (rand() % 2001 - 1000) / 1000.f;
  float *dp, *dg, *dms, *dvs;
  uint8_t *dmq, *dvq;
  CHECK(cudaMalloc(&dp, n * 4));
  CHECK(cudaMalloc(&dg, n * 4));
  CHECK(cudaMalloc(&dms, blocks * 4));
  CHECK(cudaMalloc(&dvs, blocks * 4));
  CHECK(cudaMalloc(&dmq, mq.size()));
  CHECK(cudaMalloc(&dvq, vq.size()));
  CHECK(cudaMemcpy(dp, p.data(), n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dms, ms.data(), blocks * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dvs, vs.data(), blocks * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dmq, mq.data(), mq.size(), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dvq, vq.data(), vq.size(), cudaMemcpyHostToDevice));
  std::vector<float> got(n);
  float worst = 0;
  for (int s = 1; s <= steps; ++s) {
    for (int i = 0; i < n; ++i)
      g[i] = (rand() % 2001 - 1000) / 10000.f;
    for (int b = 0; b < blocks; ++b) // the block's largest, in its last thread
      if ((b + 1) * 2 * kThreads <= n)
        g[(b + 1) * 2 * kThreads - 1] = s % 2 ? 0.5f : -0.5f;
    CHECK(cudaMemcpy(dg, g.data(), n * 4, cudaMemcpyHostToDevice));
    Hyper h{1e-3f, 0.9f, 0.999f, 1e-8f, 1e-2f, s};
    adamw4bit<kThreads><<<blocks, kThreads>>>(dp, dg, dmq, dvq, dms, dvs, h, n);
    CHECK(cudaGetLastError());
    reference<kThreads>(p, g, mq, vq, ms, vs, h, n);
    CHECK(cudaMemcpy(got.data(), dp, n * 4, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
      worst = fmaxf(worst, fabsf(got[i] - p[i]));
  }
  CHECK(cudaFree(dp));
  CHECK(cudaFree(dg));
  CHECK(cudaFree(dms));
  CHECK(cudaFree(dvs));
  CHECK(cudaFree(dmq));
  CHECK(cudaFree(dvq));
  printf("%s threads=%d n=%d: max error %g\n", worst > 1e-3f ? "FAIL" : "ok",
         kThreads, n, worst);
  return worst > 1e-3f;
}

int main() {
  int fails = 0;
  fails += run<256>(2600, 6);
  fails += run<128>(1000, 6);
  fails += run<64>(77, 6);
  printf(fails ? "FAILED %d\n" : "PASS adamw4bit\n", fails);
  return fails != 0;
}
