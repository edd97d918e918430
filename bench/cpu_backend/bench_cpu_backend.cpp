// Times kernels on the CPU backend against plain C++ loops doing the same
// work, single-threaded and on as many threads as the backend's pool
// (AXL_CPU_THREADS, default the hardware threads):
//   (a) barrier-free: y = a * x + y over 2^24 floats, 256 threads a block;
//   (b) barrier-heavy: per-block sums of 2^24 floats, 256 threads a block,
//       each thread first accumulating K elements, then a shared-memory tree
//       (9 __syncthreads per block), for several K.
// Every figure is the best of --reps runs measured in this process; results
// are checked against the plain loops.
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
  return 0;
}
