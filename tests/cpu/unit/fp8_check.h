// Shared by the FP8/FP6/FP4 comparison tests: parallel loops over inputs and
// the record of mismatches between CUDA's results and the CPU backend's.
#pragma once
#include "fp8_probe.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <mutex>
#include <thread>
#include <vector>

namespace fp8probe {

/// Runs Body(Begin, End) over [0, Total) in chunks of Chunk on every
/// hardware thread.
template <class Fn>
void parallelChunks(std::uint64_t Total, std::uint64_t Chunk, Fn Body) {
  std::atomic<std::uint64_t> Next{0};
  const unsigned Threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < Threads; ++T)
    Pool.emplace_back([&] {
      for (;;) {
        const std::uint64_t Begin = Next.fetch_add(Chunk);
        if (Begin >= Total)
          return;
        Body(Begin, std::min(Total, Begin + Chunk));
      }
    });
  for (std::thread &T : Pool)
    T.join();
}

/// Counts mismatches of one probe and prints the first few.
class Mismatches {
public:
  explicit Mismatches(Op O) : O(O) {}

  void add(const Input &In, const Result &Expected, const Result &Got) {
    std::lock_guard<std::mutex> Lock(M);
    if (++Count > 8)
      return;
    std::printf("MISMATCH %s input", OpNames[O]);
    for (std::uint64_t V : In.V)
      std::printf(" %#" PRIx64, V);
    std::printf(": CUDA");
    for (std::uint64_t V : Expected.V)
      std::printf(" %#" PRIx64, V);
    std::printf(", axl");
    for (std::uint64_t V : Got.V)
      std::printf(" %#" PRIx64, V);
    std::printf("\n");
  }
  std::uint64_t count() const { return Count; }

private:
  Op O;
  std::mutex M;
  std::uint64_t Count = 0;
};

/// Wall and CPU (all threads) time since construction.
class Stopwatch {
public:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  }
  double cpuSeconds() const {
    return double(std::clock() - CpuStart) / CLOCKS_PER_SEC;
  }

private:
  std::chrono::steady_clock::time_point Start =
      std::chrono::steady_clock::now();
  std::clock_t CpuStart = std::clock();
};

} // namespace fp8probe
