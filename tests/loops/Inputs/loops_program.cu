// Kernels of the shapes axl-loops rewrites into loops over their threads,
// each checked against a host computation. Built as it is (fibers) and
// rewritten (loops), the program must print the same lines.
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <vector>

constexpr int Block = 128;

// No barrier: one loop.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// A shared-memory tree: a uniform loop around a barrier, a thread-affine
// value recomputed in each loop, a pointer moved per thread (a parameter
// that threads change).
__global__ void blockSums(const float *in, float *out, int perThread) {
  __shared__ float partial[Block];
  const unsigned t = threadIdx.x;
  in += size_t(blockIdx.x) * Block * perThread;
  float acc = 0;
  for (int k = 0; k < perThread; ++k)
    acc += in[k * Block + t];
  partial[t] = acc;
  __syncthreads();
  for (unsigned s = Block / 2; s > 0; s /= 2) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

// A template kernel: values and a per-thread array kept across barriers,
// an early return after the last barrier, dynamic shared memory.
template <class T> __global__ void scan(T *data, int n) {
  AXL_DYNAMIC_SHARED(T, buf);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T v = i < n ? data[i] : T(0);
  T carry[2] = {T(1), T(2)};
  buf[threadIdx.x] = v;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off *= 2) {
    T add = threadIdx.x >= off ? buf[threadIdx.x - off] : T(0);
    __syncthreads();
    buf[threadIdx.x] += add;
    __syncthreads();
  }
  if (i >= n)
    return;
  data[i] = buf[threadIdx.x] + carry[1] - carry[0] - T(1);
}

// A 2-D block: a tile transposed through shared memory.
__global__ void transpose(const int *in, int *out, int w) {
  __shared__ int tile[16][17];
  const int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  const int tx = blockIdx.y * 16 + threadIdx.x, ty = blockIdx.x * 16 + threadIdx.y;
  out[ty * w + tx] = tile[threadIdx.x][threadIdx.y];
}

// Threads that return before a barrier count as arrived; the others go on.
__device__ int lineOfEarlyExit;
__global__ void earlyExit(int *out, int live) {
  __shared__ int count;
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads();
  if (threadIdx.x >= live) {
    lineOfEarlyExit = __LINE__;
    return;
  }
  atomicAdd(&count, 1);
  __syncthreads();
  out[threadIdx.x] = count;
}

// A warp reduction and a vote, then a barrier and shuffles in a uniform
// loop over the warps' sums; blocks of 200 threads end in a partial warp
// (its missing lanes take no part).
__global__ void blockReduce(const int *in, int *out, unsigned *votes) {
  __shared__ int sums[32];
  int v = __reduce_add_sync(0xffffffff, in[blockIdx.x * blockDim.x + threadIdx.x]);
  const unsigned big = __ballot_sync(0xffffffff, in[blockIdx.x * blockDim.x + threadIdx.x] > 9);
  if (threadIdx.x % 32 == 0) {
    sums[threadIdx.x / 32] = v;
    votes[blockIdx.x * 8 + threadIdx.x / 32] = big;
  }
  __syncthreads();
  int t = threadIdx.x < (blockDim.x + 31) / 32 ? sums[threadIdx.x] : 0;
  for (int o = 16; o > 0; o /= 2)
    t += __shfl_down_sync(0xffffffff, t, o);
  if (threadIdx.x == 0)
    out[blockIdx.x] = t;
}

// Device functions that synchronise run as loop versions called by a warp
// (warpMax) or by the block (blockMax, which calls warpMax); a barrier that
// counts votes.
__device__ float warpMax(float v) {
  for (int o = 16; o > 0; o /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  return v;
}
__device__ float blockMax(float v) {
  __shared__ float partial[32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  v = warpMax(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0)
    v = warpMax(lane < blockDim.x / 32 ? partial[lane] : -1e30f);
  __syncthreads();
  if (threadIdx.x == 0)
    partial[0] = v;
  __syncthreads();
  return partial[0];
}
__global__ void maxAndCount(const float *in, float *max, int *positive) {
  const float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  const float m = blockMax(v);
  const int count = __syncthreads_count(v > 0.f);
  if (threadIdx.x == 0) {
    max[blockIdx.x] = m;
    positive[blockIdx.x] = count;
  }
}

// A variable given a new thread-affine value (recomputed in each loop) and
// one given a value from memory (kept per thread); a bound check of a
// stride-2 size_t index, which the rows entirely in range skip.
__global__ void mirror(const int *in, int *out, int n) {
  __shared__ int s[Block];
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int k = j;
  s[threadIdx.x] = j < n ? in[j] : 0;
  __syncthreads();
  j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  k = s[blockDim.x - 1 - threadIdx.x];
  __syncthreads();
  const size_t i = size_t(blockIdx.x * blockDim.x + threadIdx.x) * 2;
  if (i + 1 < size_t(2 * n))
    out[i] = k, out[i + 1] = j;
}

// A 2-D bound check: rows in range run without it, the others with it.
__global__ void fill2d(int *out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = x - 3 * y;
}

// Integer variables of threadIdx.x kept across a barrier: computed from a
// signed counter in a row where they do not wrap (a), as written where they
// do (b wraps past INT_MAX within a block of 16).
__global__ void strides(int *out) {
  __shared__ int s[16];
  int a = blockIdx.x * 16 + threadIdx.x - 5;
  int b = blockIdx.x * 0x10000000u + threadIdx.x * 0x10000000u;
  s[threadIdx.x] = a;
  __syncthreads();
  out[blockIdx.x * 32 + threadIdx.x] = s[15 - threadIdx.x] + a;
  out[blockIdx.x * 32 + 16 + threadIdx.x] = b >> 28;
}

static int failures = 0;
static void check(bool ok, const char *what) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  failures += !ok;
}

int main() {
  const int N = 1000;
  std::vector<float> x(N), y(N);
  for (int i = 0; i < N; ++i) {
    x[i] = i * 0.5f;
    y[i] = float(i % 7);
  }
  float *dx, *dy;
  axlMallocManaged(&dx, N * sizeof(float));
  axlMallocManaged(&dy, N * sizeof(float));
  for (int i = 0; i < N; ++i) {
    dx[i] = x[i];
    dy[i] = y[i];
  }
  axlLaunchKernelGGL(saxpy, dim3((N + Block - 1) / Block), dim3(Block), 0, 0, N, 2.f, dx, dy);
  axlDeviceSynchronize();
  bool ok = true;
  for (int i = 0; i < N; ++i)
    ok &= dy[i] == 2.f * x[i] + y[i];
  check(ok, "saxpy");

  const int Blocks = 6, Per = 3;
  float *in, *out;
  axlMallocManaged(&in, Blocks * Block * Per * sizeof(float));
  axlMallocManaged(&out, Blocks * sizeof(float));
  for (int i = 0; i < Blocks * Block * Per; ++i)
    in[i] = float(i * 37 % 101);
  axlLaunchKernelGGL(blockSums, dim3(Blocks), dim3(Block), 0, 0, in, out, Per);
  axlDeviceSynchronize();
  ok = true;
  for (int b = 0; b < Blocks; ++b) {
    float s = 0;
    for (int i = 0; i < Block * Per; ++i)
      s += in[b * Block * Per + i];
    ok &= out[b] == s; // integers: exact in any order
  }
  check(ok, "blockSums");

  int *data;
  const int M = 300;
  axlMallocManaged(&data, M * sizeof(int));
  for (int i = 0; i < M; ++i)
    data[i] = i % 5;
  axlLaunchKernelGGL(AXL_KERNEL_NAME(scan<int>), dim3((M + Block - 1) / Block), dim3(Block),
                     Block * sizeof(int), 0, data, M);
  axlDeviceSynchronize();
  ok = true;
  for (int i = 0, s = 0; i < M; ++i) {
    s = i % Block == 0 ? 0 : s;
    s += i % 5;
    ok &= data[i] == s;
  }
  check(ok, "scan");

  const int W = 48;
  int *a, *t;
  axlMallocManaged(&a, W * W * sizeof(int));
  axlMallocManaged(&t, W * W * sizeof(int));
  for (int i = 0; i < W * W; ++i)
    a[i] = i;
  axlLaunchKernelGGL(transpose, dim3(W / 16, W / 16), dim3(16, 16), 0, 0, a, t, W);
  axlDeviceSynchronize();
  ok = true;
  for (int r = 0; r < W; ++r)
    for (int c = 0; c < W; ++c)
      ok &= t[c * W + r] == a[r * W + c];
  check(ok, "transpose");

  int *counts;
  axlMallocManaged(&counts, 64 * sizeof(int));
  for (int i = 0; i < 64; ++i)
    counts[i] = -1;
  axlLaunchKernelGGL(earlyExit, dim3(1), dim3(64), 0, 0, counts, 40);
  axlDeviceSynchronize();
  ok = true;
  for (int i = 0; i < 64; ++i)
    ok &= counts[i] == (i < 40 ? 40 : -1);
  check(ok, "earlyExit");
  const int RB = 4, RT = 200;
  int *rin, *rout;
  unsigned *votes;
  axlMallocManaged(&rin, RB * RT * sizeof(int));
  axlMallocManaged(&rout, RB * sizeof(int));
  axlMallocManaged(&votes, RB * 8 * sizeof(unsigned));
  for (int i = 0; i < RB * RT; ++i)
    rin[i] = i * 7 % 13;
  axlLaunchKernelGGL(blockReduce, dim3(RB), dim3(RT), 0, 0, rin, rout, votes);
  axlDeviceSynchronize();
  ok = true;
  for (int b = 0; b < RB; ++b) {
    int s = 0;
    for (int i = 0; i < RT; ++i)
      s += rin[b * RT + i];
    ok &= rout[b] == s;
    for (int w = 0; w < (RT + 31) / 32; ++w) {
      unsigned expect = 0;
      for (int l = 0; l < 32 && w * 32 + l < RT; ++l)
        expect |= unsigned(rin[b * RT + w * 32 + l] > 9) << l;
      ok &= votes[b * 8 + w] == expect;
    }
  }
  check(ok, "blockReduce");
  const int MB = 3, MT = 256;
  float *mv, *mmax;
  int *mpos;
  axlMallocManaged(&mv, MB * MT * sizeof(float));
  axlMallocManaged(&mmax, MB * sizeof(float));
  axlMallocManaged(&mpos, MB * sizeof(int));
  for (int i = 0; i < MB * MT; ++i)
    mv[i] = float((i * 131) % 1000) - 400.f;
  axlLaunchKernelGGL(maxAndCount, dim3(MB), dim3(MT), 0, 0, mv, mmax, mpos);
  axlDeviceSynchronize();
  ok = true;
  for (int b = 0; b < MB; ++b) {
    float m = -1e30f;
    int c = 0;
    for (int i = 0; i < MT; ++i) {
      m = std::max(m, mv[b * MT + i]);
      c += mv[b * MT + i] > 0.f;
    }
    ok &= mmax[b] == m && mpos[b] == c;
  }
  check(ok, "maxAndCount");
  const int MN = 300, MBlocks = (MN + Block - 1) / Block;
  int *min, *mout;
  axlMallocManaged(&min, MN * sizeof(int));
  axlMallocManaged(&mout, 2 * MN * sizeof(int));
  for (int i = 0; i < MN; ++i)
    min[i] = i * 11 % 23;
  axlLaunchKernelGGL(mirror, dim3(MBlocks), dim3(Block), 0, 0, min, mout, MN);
  axlDeviceSynchronize();
  ok = true;
  for (int i = 0; i < MN; ++i) {
    const int r = i / Block * Block + (Block - 1 - i % Block);
    ok &= mout[2 * i] == (r < MN ? min[r] : 0) && mout[2 * i + 1] == r;
  }
  check(ok, "mirror");
  const int FW = 45, FH = 21;
  int *f;
  axlMallocManaged(&f, FW * FH * sizeof(int));
  axlLaunchKernelGGL(fill2d, dim3((FW + 15) / 16, (FH + 7) / 8), dim3(16, 8), 0, 0, f, FW, FH);
  axlDeviceSynchronize();
  ok = true;
  for (int y = 0; y < FH; ++y)
    for (int x = 0; x < FW; ++x)
      ok &= f[y * FW + x] == x - 3 * y;
  check(ok, "fill2d");
  int *st;
  axlMallocManaged(&st, 2 * 32 * sizeof(int));
  axlLaunchKernelGGL(strides, dim3(2), dim3(16), 0, 0, st);
  axlDeviceSynchronize();
  ok = true;
  for (int b = 0; b < 2; ++b)
    for (int t = 0; t < 16; ++t) {
      ok &= st[b * 32 + t] == (b * 16 + 15 - t - 5) + (b * 16 + t - 5);
      ok &= st[b * 32 + 16 + t] == (int(unsigned(b + t) * 0x10000000u) >> 28);
    }
  check(ok, "strides");
  int line = 0;
  axlMemcpyFromSymbol(&line, lineOfEarlyExit, sizeof line);
  std::printf("early exit at line %d\n", line);
#ifdef AXL_BACKEND_CPU
  // Kernels run as loops switch no fibers; on fibers, every barrier does.
  std::printf("fiber switches: %s\n",
              axl::cpu::detail::fiberSwitchCount() ? "some" : "none");
#endif
  return failures;
}
