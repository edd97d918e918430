// Times kernels on the CPU backend against plain C++ loops doing the same
// work, single-threaded and on as many threads as the backend's pool
// (AXL_CPU_THREADS, default the hardware threads):
//   (a) barrier-free: y = a * x + y over 2^24 floats, 256 threads a block;
//   (b) barrier-heavy: per-block sums of 2^24 floats, 256 threads a block,
//       each thread first accumulating K elements, then a shared-memory tree
//       (9 __syncthreads per block), for several K;
//   (c) warp shuffles: the same per-block sums, each warp reducing its
//       threads' values with __shfl_down_sync, the warps' sums meeting in
//       shared memory at one __syncthreads, the first warp reducing those
//       with __shfl_xor_sync (as CUDA code usually writes it; axl-loops
//       leaves it on fibers: the warp operations sit under `if (warp == 0)`),
//       and the same with every warp reducing the warps' sums (as llm.c's
//       blockReduce does; no condition around a warp operation);
//   (d) a shared-memory transpose of a 4096 x 4096 float matrix: 32 x 32
//       tiles padded by one column, blocks of 32 x 8 threads each moving 4
//       rows, one __syncthreads;
//   (e) LayerNorm's forward pass with bias and residual, one block of 256
//       threads a row, each thread striding over the row (c += blockDim.x),
//       two block sums through a device function whose warps reduce with
//       __shfl_xor_sync in a device function at warp level and meet in
//       shared memory, for rows of 256 and 4096 columns.
// Every figure is the best of --reps runs measured in this process; results
// are checked against the plain loops. bench_cpu_backend_loops is this file
// with its kernels rewritten into loops over their threads by axl-loops
// (AXL_CPU_LOOPS=0 runs its original kernel bodies); docs/cpu_backend.md has
// the figures of both.
#include <axl/runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sys/resource.h>
#include <thread>
#include <vector>

namespace {

constexpr int BlockSize = 256;

__global__ void saxpy(int n, float a, const float *x, float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void blockSums(const float *in, float *out, int perThread) {
  __shared__ float partial[BlockSize];
  const unsigned t = threadIdx.x;
  const float *block = in + size_t(blockIdx.x) * BlockSize * perThread;
  float acc = 0;
  for (int k = 0; k < perThread; ++k)
    acc += block[k * BlockSize + t];
  partial[t] = acc;
  __syncthreads();
  for (unsigned s = BlockSize / 2; s > 0; s /= 2) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

__global__ void warpSums(const float *in, float *out, int perThread) {
  __shared__ float warpSum[BlockSize / 32];
  const unsigned t = threadIdx.x, lane = t % 32, warp = t / 32;
  const float *block = in + size_t(blockIdx.x) * BlockSize * perThread;
  float v = 0;
  for (int k = 0; k < perThread; ++k)
    v += block[k * BlockSize + t];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    warpSum[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < BlockSize / 32 ? warpSum[lane] : 0;
    for (int o = 16; o > 0; o /= 2)
      v += __shfl_xor_sync(0xffffffff, v, o);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

// warpSums with every warp reducing the warps' sums: the same result in
// thread 0, and no warp operation under a condition.
__global__ void warpSumsAllWarps(const float *in, float *out, int perThread) {
  __shared__ float warpSum[BlockSize / 32];
  const unsigned t = threadIdx.x, lane = t % 32, warp = t / 32;
  const float *block = in + size_t(blockIdx.x) * BlockSize * perThread;
  float v = 0;
  for (int k = 0; k < perThread; ++k)
    v += block[k * BlockSize + t];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    warpSum[warp] = v;
  __syncthreads();
  v = lane < BlockSize / 32 ? warpSum[lane] : 0;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  if (t == 0)
    out[blockIdx.x] = v;
}

constexpr int Tile = 32, TileRows = 8;

// out = in transposed, both n x n (n a multiple of Tile); blocks of
// Tile x TileRows threads, one block per tile.
__global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[Tile][Tile + 1];
  int x = blockIdx.x * Tile + threadIdx.x;
  int y = blockIdx.y * Tile + threadIdx.y;
  for (int j = 0; j < Tile; j += TileRows)
    tile[threadIdx.y + j][threadIdx.x] = in[size_t(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  for (int j = 0; j < Tile; j += TileRows)
    out[size_t(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

__device__ float warpAllSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

__device__ float blockAllSum(float v, float *shared) {
  const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  v = warpAllSum(v);
  if (lane == 0)
    shared[warp] = v;
  __syncthreads();
  v = lane < blockDim.x / 32 ? shared[lane] : 0.f;
  v = warpAllSum(v);
  __syncthreads();
  return v;
}

__global__ void layerNorm(const float *x, const float *res, const float *bias,
                          const float *gamma, float *out, int cols) {
  __shared__ float shared[32];
  const float *xr = x + size_t(blockIdx.x) * cols;
  const float *rr = res + size_t(blockIdx.x) * cols;
  float *o = out + size_t(blockIdx.x) * cols;
  float s = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    const float v = xr[c] + rr[c] + bias[c];
    o[c] = v;
    s += v;
  }
  const float mean = blockAllSum(s, shared) / cols;
  float q = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    const float d = o[c] - mean;
    q += d * d;
  }
  const float rstd = rsqrtf(blockAllSum(q, shared) / cols + 1e-5f);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    o[c] = (o[c] - mean) * rstd * gamma[c];
}

// The same work as plain C++ over blocks [First, Last).
void saxpyPlain(int First, int Last, float a, const float *x, float *y) {
  for (int i = First; i < Last; ++i)
    y[i] = a * x[i] + y[i];
}

void blockSumsPlain(int First, int Last, const float *in, float *out,
                    int perThread) {
  float partial[BlockSize];
  for (int b = First; b < Last; ++b) {
    const float *block = in + size_t(b) * BlockSize * perThread;
    for (int t = 0; t < BlockSize; ++t)
      partial[t] = 0;
    for (int k = 0; k < perThread; ++k)
      for (int t = 0; t < BlockSize; ++t)
        partial[t] += block[k * BlockSize + t];
    for (int s = BlockSize / 2; s > 0; s /= 2)
      for (int t = 0; t < s; ++t)
        partial[t] += partial[t + s];
    out[b] = partial[0];
  }
}

// Adds lane L + O into lane L for O = 16, 8, ..., 1: lane 0 ends with the
// sum that shuffles down (or xor) give lane 0, in the same order.
float warpTree(float *Lane) {
  for (int O = 16; O > 0; O /= 2)
    for (int L = 0; L < O; ++L)
      Lane[L] += Lane[L + O];
  return Lane[0];
}

void warpSumsPlain(int First, int Last, const float *in, float *out,
                   int perThread) {
  float acc[BlockSize], sums[32];
  for (int b = First; b < Last; ++b) {
    const float *block = in + size_t(b) * BlockSize * perThread;
    for (int t = 0; t < BlockSize; ++t)
      acc[t] = 0;
    for (int k = 0; k < perThread; ++k)
      for (int t = 0; t < BlockSize; ++t)
        acc[t] += block[k * BlockSize + t];
    for (int W = 0; W < 32; ++W)
      sums[W] = W < BlockSize / 32 ? warpTree(acc + 32 * W) : 0;
    out[b] = warpTree(sums);
  }
}

// What __shfl_xor_sync's butterfly leaves in every lane (lane 0's order).
float xorTree(const float *In) {
  float V[32], W[32];
  std::memcpy(V, In, sizeof V);
  for (int O = 16; O > 0; O /= 2) {
    for (int L = 0; L < 32; ++L)
      W[L] = V[L] + V[L ^ O];
    std::memcpy(V, W, sizeof V);
  }
  return V[0];
}

float blockAllSumPlain(const float *Acc) {
  float Sums[32];
  for (int W = 0; W < 32; ++W)
    Sums[W] = W < BlockSize / 32 ? xorTree(Acc + 32 * W) : 0;
  return xorTree(Sums);
}

// Rows [First, Last), each thread's sum in the kernel's order, the row
// walked once along its columns.
void layerNormPlain(int First, int Last, const float *x, const float *res,
                    const float *bias, const float *gamma, float *out,
                    int cols) {
  float Acc[BlockSize];
  for (int R = First; R < Last; ++R) {
    const float *xr = x + size_t(R) * cols, *rr = res + size_t(R) * cols;
    float *o = out + size_t(R) * cols;
    for (int T = 0; T < BlockSize; ++T)
      Acc[T] = 0;
    for (int C = 0; C < cols; ++C) {
      const float v = xr[C] + rr[C] + bias[C];
      o[C] = v;
      Acc[C % BlockSize] += v;
    }
    const float Mean = blockAllSumPlain(Acc) / cols;
    for (int T = 0; T < BlockSize; ++T)
      Acc[T] = 0;
    for (int C = 0; C < cols; ++C) {
      const float d = o[C] - Mean;
      Acc[C % BlockSize] += d * d;
    }
    const float Rstd = rsqrtf(blockAllSumPlain(Acc) / cols + 1e-5f);
    for (int C = 0; C < cols; ++C)
      o[C] = (o[C] - Mean) * Rstd * gamma[C];
  }
}

// Tiles [First, Last) of an n x n transpose, row-major over the tile grid,
// each through a padded buffer as the kernel does (reads and writes along
// rows; writing down a column of a 4096-float-wide matrix is ~2x slower).
void transposePlain(int First, int Last, const float *in, float *out, int n) {
  float Buf[Tile][Tile + 1];
  const int Tiles = n / Tile;
  for (int T = First; T < Last; ++T) {
    const int Row = T / Tiles * Tile, Col = T % Tiles * Tile;
    for (int R = 0; R < Tile; ++R)
      for (int C = 0; C < Tile; ++C)
        Buf[R][C] = in[size_t(Row + R) * n + Col + C];
    for (int C = 0; C < Tile; ++C)
      for (int R = 0; R < Tile; ++R)
        out[size_t(Col + C) * n + Row + R] = Buf[R][C];
  }
}

// CPU time of the process (all threads), user + system.
double processSeconds() {
  rusage U;
  getrusage(RUSAGE_SELF, &U);
  return U.ru_utime.tv_sec + U.ru_stime.tv_sec +
         (U.ru_utime.tv_usec + U.ru_stime.tv_usec) * 1e-6;
}

struct Timing {
  double Wall, Cpu; // best of the runs
};

Timing seconds(const std::function<void()> &Run, int Reps) {
  Timing Best{1e30, 1e30};
  for (int R = 0; R < Reps; ++R) {
    auto Start = std::chrono::steady_clock::now();
    double CpuStart = processSeconds();
    Run();
    std::chrono::duration<double> D = std::chrono::steady_clock::now() - Start;
    Best.Wall = std::min(Best.Wall, D.count());
    Best.Cpu = std::min(Best.Cpu, processSeconds() - CpuStart);
  }
  return Best;
}

// Runs Work(First, Last) over [0, N) split across Threads std::threads.
void parallelFor(int N, unsigned Threads,
                 const std::function<void(int, int)> &Work) {
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < Threads; ++T)
    Pool.emplace_back(Work, int(uint64_t(N) * T / Threads),
                      int(uint64_t(N) * (T + 1) / Threads));
  for (std::thread &T : Pool)
    T.join();
}

unsigned poolThreads() {
  if (const char *Env = std::getenv("AXL_CPU_THREADS"))
    return unsigned(std::atoi(Env));
  return std::max(1u, std::thread::hardware_concurrency());
}

// Wall-clock figures, then CPU time (all threads: on a loaded machine the
// fairer measure of the work done).
void row(const char *Name, Timing Backend, Timing Single, Timing Multi) {
  std::printf("%-32s %8.1f %8.1f %8.1f %6.2fx %6.2fx | %8.1f %8.1f %6.2fx\n",
              Name, Backend.Wall * 1e3, Single.Wall * 1e3, Multi.Wall * 1e3,
              Backend.Wall / Single.Wall, Backend.Wall / Multi.Wall,
              Backend.Cpu * 1e3, Multi.Cpu * 1e3, Backend.Cpu / Multi.Cpu);
}

} // namespace

int main(int argc, char **argv) {
  int Reps = 5;
  for (int I = 1; I + 1 < argc; ++I)
    if (!std::strcmp(argv[I], "--reps"))
      Reps = std::atoi(argv[I + 1]);
  const int N = 1 << 24;
  const unsigned Threads = poolThreads();
  std::vector<float> X(N), Y(N);
  for (int I = 0; I < N; ++I) {
    X[I] = float(I % 1000) * 0.001f;
    Y[I] = float(I % 77);
  }
  std::vector<float> YSingle = Y, YMulti = Y;

  std::printf("CPU backend vs plain C++: %d floats, %d threads a block, %u "
              "OS threads (plain multi-threaded: the same count), best of %d\n",
              N, BlockSize, Threads, Reps);
  std::printf("%-32s %8s %8s %8s %7s %7s | %8s %8s %7s\n", "kernel (ms)",
              "axl", "plain1T", "plainMT", "vs 1T", "vs MT", "axl cpu",
              "MT cpu", "cpu x");

  // (a) saxpy. Each run updates its y again; all three run the same number
  // of times, so their results stay equal.
  const int Blocks = N / BlockSize;
  Timing Backend = seconds(
      [&] {
        axlLaunchKernelGGL(saxpy, dim3(Blocks), dim3(BlockSize), 0, 0, N,
                           0.5f, X.data(), Y.data());
        axlDeviceSynchronize();
      },
      Reps);
  Timing Single =
      seconds([&] { saxpyPlain(0, N, 0.5f, X.data(), YSingle.data()); }, Reps);
  Timing Multi = seconds(
      [&] {
        parallelFor(N, Threads, [&](int F, int L) {
          saxpyPlain(F, L, 0.5f, X.data(), YMulti.data());
        });
      },
      Reps);
  row("(a) saxpy, barrier-free", Backend, Single, Multi);
  if (std::memcmp(Y.data(), YSingle.data(), N * sizeof(float)) != 0 ||
      std::memcmp(Y.data(), YMulti.data(), N * sizeof(float)) != 0) {
    std::printf("error: saxpy results differ\n");
    return 1;
  }

  // (b) block sums with barriers, for several elements per thread.
  unsigned long long Switches = 0;
  double SwitchSeconds = 0;
  for (int PerThread : {4, 16, 64}) {
    const int SumBlocks = N / (BlockSize * PerThread);
    std::vector<float> Out(SumBlocks), OutPlain(SumBlocks);
    Timing B = seconds(
        [&] {
          axlLaunchKernelGGL(blockSums, dim3(SumBlocks), dim3(BlockSize), 0, 0,
                             X.data(), Out.data(), PerThread);
          axlDeviceSynchronize();
        },
        Reps);
    // Switches per second from one more run, timed on its own.
    const unsigned long long Mid = axl::cpu::detail::fiberSwitchCount();
    Timing One = seconds(
        [&] {
          axlLaunchKernelGGL(blockSums, dim3(SumBlocks), dim3(BlockSize), 0, 0,
                             X.data(), Out.data(), PerThread);
          axlDeviceSynchronize();
        },
        1);
    const unsigned long long After = axl::cpu::detail::fiberSwitchCount();
    Switches += After - Mid;
    SwitchSeconds += One.Cpu;
    Timing S = seconds(
        [&] { blockSumsPlain(0, SumBlocks, X.data(), OutPlain.data(), PerThread); },
        Reps);
    Timing M = seconds(
        [&] {
          parallelFor(SumBlocks, Threads, [&](int F, int L) {
            blockSumsPlain(F, L, X.data(), OutPlain.data(), PerThread);
          });
        },
        Reps);
    char Name[64];
    std::snprintf(Name, sizeof Name, "(b) block sums, %2d per thread", PerThread);
    row(Name, B, S, M);
    if (std::memcmp(Out.data(), OutPlain.data(), SumBlocks * sizeof(float))) {
      std::printf("error: block sums differ\n");
      return 1;
    }
  }
  std::printf("fiber switches in (b): %llu per run of 2^24/(256*K) blocks x "
              "256 threads x 10; %.1f million switches per CPU second\n",
              Switches / 3, Switches / SwitchSeconds / 1e6);

  // (c) block sums through warp shuffles, in two forms.
  const int WarpPerThread = 4, WarpBlocks = N / (BlockSize * WarpPerThread);
  for (bool AllWarps : {false, true}) {
    std::vector<float> Out(WarpBlocks), OutPlain(WarpBlocks);
    Timing B = seconds(
        [&] {
          if (AllWarps)
            axlLaunchKernelGGL(warpSumsAllWarps, dim3(WarpBlocks),
                               dim3(BlockSize), 0, 0, X.data(), Out.data(),
                               WarpPerThread);
          else
            axlLaunchKernelGGL(warpSums, dim3(WarpBlocks), dim3(BlockSize), 0,
                               0, X.data(), Out.data(), WarpPerThread);
          axlDeviceSynchronize();
        },
        Reps);
    Timing S = seconds(
        [&] {
          warpSumsPlain(0, WarpBlocks, X.data(), OutPlain.data(), WarpPerThread);
        },
        Reps);
    Timing M = seconds(
        [&] {
          parallelFor(WarpBlocks, Threads, [&](int F, int L) {
            warpSumsPlain(F, L, X.data(), OutPlain.data(), WarpPerThread);
          });
        },
        Reps);
    row(AllWarps ? "(c) the same, all warps reduce" : "(c) warp-shuffle sums, 4 per th.",
        B, S, M);
    if (std::memcmp(Out.data(), OutPlain.data(), WarpBlocks * sizeof(float))) {
      std::printf("error: warp-shuffle sums differ\n");
      return 1;
    }
  }

  // (d) transpose of a 4096 x 4096 matrix (the 2^24 floats of x).
  {
    const int Side = 4096, Tiles = Side / Tile;
    std::vector<float> Out(N), OutPlain(N);
    Timing B = seconds(
        [&] {
          axlLaunchKernelGGL(transpose, dim3(Tiles, Tiles), dim3(Tile, TileRows),
                             0, 0, X.data(), Out.data(), Side);
          axlDeviceSynchronize();
        },
        Reps);
    Timing S = seconds(
        [&] { transposePlain(0, Tiles * Tiles, X.data(), OutPlain.data(), Side); },
        Reps);
    Timing M = seconds(
        [&] {
          parallelFor(Tiles * Tiles, Threads, [&](int F, int L) {
            transposePlain(F, L, X.data(), OutPlain.data(), Side);
          });
        },
        Reps);
    row("(d) transpose 4096^2, 32x8 thr.", B, S, M);
    if (std::memcmp(Out.data(), OutPlain.data(), N * sizeof(float))) {
      std::printf("error: transposes differ\n");
      return 1;
    }
  }

  // (e) LayerNorm forward over the 2^24 floats of x (residual: y).
  for (int Cols : {256, 4096}) {
    const int Rows = N / Cols;
    std::vector<float> Bias(Cols), Gamma(Cols), Out(N), OutPlain(N);
    for (int C = 0; C < Cols; ++C) {
      Bias[C] = float(C % 7) * 0.1f;
      Gamma[C] = 1 + float(C % 3) * 0.5f;
    }
    Timing B = seconds(
        [&] {
          axlLaunchKernelGGL(layerNorm, dim3(Rows), dim3(BlockSize), 0, 0, X.data(), Y.data(),
                             Bias.data(), Gamma.data(), Out.data(), Cols);
          axlDeviceSynchronize();
        },
        Reps);
    Timing S = seconds(
        [&] {
          layerNormPlain(0, Rows, X.data(), Y.data(), Bias.data(), Gamma.data(),
                         OutPlain.data(), Cols);
        },
        Reps);
    Timing M = seconds(
        [&] {
          parallelFor(Rows, Threads, [&](int F, int L) {
            layerNormPlain(F, L, X.data(), Y.data(), Bias.data(), Gamma.data(),
                           OutPlain.data(), Cols);
          });
        },
        Reps);
    char Name[64];
    std::snprintf(Name, sizeof Name, "(e) layernorm, %4d columns", Cols);
    row(Name, B, S, M);
    if (std::memcmp(Out.data(), OutPlain.data(), N * sizeof(float))) {
      std::printf("error: layernorm results differ\n");
      return 1;
    }
  }
  return 0;
}
