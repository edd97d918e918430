// Kernels whose conditions around barriers and warp operations axl-loops
// cannot prove the same for every thread: their threads run in lockstep
// (the loops skip those not in the branch or iteration). Each is checked
// against a host computation, as loops and on fibers.
#include <cstdio>
#include <vector>

// A partial-warp shuffle under a lane condition.
__global__ void halfWarp(float *out) {
  float v = threadIdx.x;
  if (threadIdx.x % 32 < 16)
    v += __shfl_xor_sync(0xffff, v, 1);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// A loop with a per-thread counter around barriers (the same trip count
// for every thread when n is a multiple of the block).
__global__ void strided(const int *in, int *out, int n) {
  __shared__ int s[64];
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    s[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = s[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
  }
}

// Width-4 shuffles in a loop whose counter starts at the lane's place in
// its group of 4, and in a while loop that exits lane by lane.
__global__ void groups(const float *in, float *out, int *trips) {
  const int lane = threadIdx.x % 32, sub = lane % 4;
  float a = 0;
  for (int r = sub; r < 8; r += 4) {
    float v = in[(blockIdx.x * blockDim.x + threadIdx.x) * 8 + r];
    v += __shfl_down_sync(0xffffffff, v, 1, 4);
    v += __shfl_down_sync(0xffffffff, v, 2, 4);
    a += v;
  }
  int k = 0;
  while (k < lane % 3 + 1) {
    const unsigned m = __activemask();
    a += __shfl_xor_sync(m, 1.f, 1);
    ++k;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = a;
  trips[blockIdx.x * blockDim.x + threadIdx.x] = k;
}

// Rows per warp with a barrier in the loop (each warp's own rows; the same
// count for every warp), a branch with barriers on both sides taken from
// memory, and a device function with barriers called inside them.
__device__ float blockTotal(float v, float *scratch) {
  scratch[threadIdx.x] = v;
  __syncthreads();
  float t = 0;
  for (unsigned i = 0; i < blockDim.x; ++i)
    t += scratch[i];
  __syncthreads();
  return t;
}
__global__ void warpRows(const float *in, float *out, const int *mode, int rows, int cols) {
  __shared__ float scratch[64];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, warps = blockDim.x / 32;
  for (int row = blockIdx.x * warps + warp; row < rows; row += gridDim.x * warps) {
    float v = 0;
    for (int c = lane; c < cols; c += 32)
      v += in[row * cols + c];
    for (int o = 16; o > 0; o /= 2)
      v += __shfl_xor_sync(0xffffffff, v, o);
    float total = 0;
    if (*mode > 0) {
      total = blockTotal(lane == 0 ? v : 0.f, scratch);
    } else {
      __syncthreads();
      total = -1;
    }
    if (lane == 0)
      out[row] = v + 1000 * total;
  }
}

// A template kernel calling a template device function with barriers (the
// callee is resolved only when the kernel is instantiated).
template <class T> __device__ float sumRange(const T *data, int count) {
  __shared__ float part[64];
  float acc = 0;
  for (int i = threadIdx.x; i < count; i += blockDim.x)
    acc += float(data[i]);
  part[threadIdx.x] = acc;
  __syncthreads();
  float total = 0;
  for (unsigned i = 0; i < blockDim.x; ++i)
    total += part[i];
  __syncthreads();
  return total;
}
template <class T> __global__ void sums(float *out, const T *data, int count) {
  const float s = sumRange(data + blockIdx.x * count, count);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

// A device function with barriers whose bound check compares the thread
// with a parameter (per thread in its loop version: each caller passes its
// own), under a parameter's condition, with a default argument.
template <class T> __device__ T maxIntoLanes(T *x, T val, int lanes = 1, bool share = false) {
  const int tid = threadIdx.x;
  x[tid] = val;
  __syncthreads();
  T m = val;
  for (int i = 0; i < int(blockDim.x); ++i)
    m = fmaxf(m, x[i]);
  __syncthreads();
  if (share) {
    if (tid < lanes)
      x[tid] = m + tid;
    __syncthreads();
  }
  return m;
}
__global__ void sharedLanes(float *out, int lanes) {
  __shared__ float x[64];
  const float m = maxIntoLanes(x, float(threadIdx.x % 7), lanes, true);
  out[threadIdx.x] = x[threadIdx.x] + m;
}

// A barrier under a condition that differs between the block's threads
// (undefined in CUDA): as loops, the threads outside the branch wait after
// it; AXL_CPU_LOOPS_CHECK=1 stops the run.
__global__ void diverges(int *data) {
  if (data[threadIdx.x] > 0) {
    data[threadIdx.x] += 1;
    __syncthreads();
  }
}

// A device function with warp operations called after some threads of the
// warp returned: its loop version runs the calling threads only.
__device__ void voteOf(unsigned *out, unsigned t) {
  const unsigned m = __activemask();
  out[t] = __all_sync(m, 1) + 10 * __popc(__ballot_sync(m, t % 2));
}
__global__ void exitedVote(unsigned *out) {
  if (threadIdx.x < 4)
    return;
  voteOf(out, threadIdx.x);
}

static int failures = 0;
static void check(bool ok, const char *what) {
  std::printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  failures += !ok;
}

template <class T> static T *managed(size_t n) {
  T *p;
  axlMallocManaged(&p, n * sizeof(T));
  return p;
}

int main(int argc, char **argv) {
  if (argc > 1) { // "diverge"
    int *d = managed<int>(64);
    for (int i = 0; i < 64; ++i)
      d[i] = i % 2;
    axlLaunchKernelGGL(diverges, dim3(1), dim3(64), 0, 0, d);
    axlDeviceSynchronize();
    std::printf("diverges: %d\n", d[1] + d[3]);
    return 0;
  }
  float *h = managed<float>(128);
  axlLaunchKernelGGL(halfWarp, dim3(2), dim3(64), 0, 0, h);
  axlDeviceSynchronize();
  bool ok = true;
  for (int i = 0; i < 128; ++i) {
    const int t = i % 64;
    ok &= h[i] == (t % 32 < 16 ? float(t) + float(t ^ 1) : float(t));
  }
  check(ok, "halfWarp");

  const int N = 256;
  int *in = managed<int>(N), *out = managed<int>(N);
  for (int i = 0; i < N; ++i)
    in[i] = i * 7 % 31;
  axlLaunchKernelGGL(strided, dim3(1), dim3(64), 0, 0, in, out, N);
  axlDeviceSynchronize();
  ok = true;
  for (int i = 0; i < N; ++i)
    ok &= out[i] == in[i / 64 * 64 + (i % 64 + 1) % 64];
  check(ok, "strided");

  const int G = 2, B = 64;
  float *gin = managed<float>(G * B * 8), *gout = managed<float>(G * B);
  int *trips = managed<int>(G * B);
  for (int i = 0; i < G * B * 8; ++i)
    gin[i] = float(i % 13);
  axlLaunchKernelGGL(groups, dim3(G), dim3(B), 0, 0, gin, gout, trips);
  axlDeviceSynchronize();
  ok = true;
  for (int t = 0; t < G * B; ++t) {
    const int lane = t % 32, sub = lane % 4, base = t - sub;
    float a = 0;
    for (int j = 0; j < 2; ++j) { // each lane of the group reads its own r = s + 4j
      float x[4], y[4];
      for (int s = 0; s < 4; ++s)
        x[s] = gin[(base + s) * 8 + s + 4 * j];
      for (int s = 0; s < 4; ++s) // shuffles down by 1, then 2, in groups of 4
        y[s] = x[s] + (s + 1 < 4 ? x[s + 1] : x[s]);
      a += y[sub] + (sub + 2 < 4 ? y[sub + 2] : y[sub]);
    }
    // the while loop adds the partner's 1 on each trip the partner makes
    // too (a partner that has left the loop takes no part and gives 0)
    const int mine = lane % 3 + 1, partner = (lane ^ 1) % 3 + 1;
    a += float(mine < partner ? mine : partner);
    ok &= gout[t] == a && trips[t] == lane % 3 + 1;
  }
  check(ok, "groups");

  const int Rows = 8, Cols = 40;
  float *rin = managed<float>(Rows * Cols), *rout = managed<float>(Rows);
  int *mode = managed<int>(1);
  for (int i = 0; i < Rows * Cols; ++i)
    rin[i] = float(i % 9);
  for (int m : {1, 0}) {
    *mode = m;
    axlLaunchKernelGGL(warpRows, dim3(2), dim3(64), 0, 0, rin, rout, mode, Rows, Cols);
    axlDeviceSynchronize();
    ok = true;
    // Block b, iteration j: its two warps take rows (2b + w) + 4j.
    for (int r = 0; r < Rows; ++r) {
      float v = 0;
      for (int c = 0; c < Cols; ++c)
        v += rin[r * Cols + c];
      float total = -1;
      if (m > 0) {
        const int b = r / 2 % 2, j = r / 4;
        total = 0;
        for (int w = 0; w < 2; ++w)
          for (int c = 0; c < Cols; ++c)
            total += rin[(2 * b + w + 4 * j) * Cols + c];
      }
      ok &= rout[r] == v + 1000 * total;
    }
    check(ok, m ? "warpRows, barriers in the branch" : "warpRows, barrier in the else");
  }

  const int Count = 100;
  short *sd = managed<short>(3 * Count);
  float *so = managed<float>(3);
  for (int i = 0; i < 3 * Count; ++i)
    sd[i] = short(i % 17);
  axlLaunchKernelGGL(AXL_KERNEL_NAME(sums<short>), dim3(3), dim3(64), 0, 0, so, sd, Count);
  axlDeviceSynchronize();
  ok = true;
  for (int b = 0; b < 3; ++b) {
    float s = 0;
    for (int i = 0; i < Count; ++i)
      s += float(sd[b * Count + i]);
    ok &= so[b] == s;
  }
  check(ok, "sums<short>");

  float *lo = managed<float>(64);
  axlLaunchKernelGGL(sharedLanes, dim3(1), dim3(64), 0, 0, lo, 5);
  axlDeviceSynchronize();
  ok = true;
  for (int t = 0; t < 64; ++t)
    ok &= lo[t] == (t < 5 ? 6.f + t : float(t % 7)) + 6.f;
  check(ok, "sharedLanes");

  unsigned *vo = managed<unsigned>(64);
  for (int t = 0; t < 64; ++t)
    vo[t] = 7;
  axlLaunchKernelGGL(exitedVote, dim3(1), dim3(64), 0, 0, vo);
  axlDeviceSynchronize();
  ok = true;
  for (int t = 0; t < 64; ++t) // lanes 4..31 take part in warp 0, 14 odd
    ok &= vo[t] == (t < 4 ? 7u : t < 32 ? 141u : 161u);
  check(ok, "exitedVote");
  return failures != 0;
}
