// Proves the CPU backend's binary16/bfloat16 conversions and arithmetic
// bit-identical to CUDA's own host implementations: every float through
// every float->half/bfloat16 rounding mode, every pair of 16-bit values
// through add/sub/mul of both formats, every 16-bit value through each
// unary probe, and many sampled inputs through the rest (fp16_probe.h lists
// the probes). Prints one line per probe; exits 1 on any mismatch.
//
//   cpu_fp16_exhaustive [--sample LOG2]
// --sample replaces the 2^32 sweeps with 2^LOG2 random inputs each (the
// fixed seeds make runs reproducible).
#include "fp16_probe.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace probe16;

#define PROBE16_NAME(Name, Expr) #Name,
const char *probe16::name(FromFloat K) {
  static const char *const Names[] = {PROBE16_FROM_FLOAT(PROBE16_NAME)};
  return Names[static_cast<int>(K)];
}
const char *probe16::name(Unary K) {
  static const char *const Names[] = {PROBE16_UNARY(PROBE16_NAME)};
  return Names[static_cast<int>(K)];
}
const char *probe16::name(Binary K) {
  static const char *const Names[] = {PROBE16_BINARY(PROBE16_NAME)};
  return Names[static_cast<int>(K)];
}
const char *probe16::name(FromInt K) {
  static const char *const Names[] = {PROBE16_FROM_INT(PROBE16_NAME)};
  return Names[static_cast<int>(K)];
}
const char *probe16::name(FromDouble K) {
  static const char *const Names[] = {PROBE16_FROM_DOUBLE(PROBE16_NAME)};
  return Names[static_cast<int>(K)];
}
#undef PROBE16_NAME

namespace {

constexpr std::size_t Chunk = 1 << 16;
constexpr int MaxReported = 5;

/// Counts and reports the mismatches of one probe (thread-safe).
class Checker {
public:
  explicit Checker(std::string Name) : Name(std::move(Name)) {}

  template <class In, class Out>
  void compare(const In *Inputs, const Out *Cuda, const Out *Axl,
               std::size_t N) {
    std::uint64_t Bad = 0;
    for (std::size_t I = 0; I < N; ++I) {
      if (Cuda[I] == Axl[I])
        continue;
      ++Bad;
      std::lock_guard<std::mutex> Lock(M);
      if (Reported++ < MaxReported)
        std::printf("MISMATCH %s: input 0x%" PRIx64 ": cuda 0x%" PRIx64
                    ", axl 0x%" PRIx64 "\n",
                    Name.c_str(), static_cast<std::uint64_t>(Inputs[I]),
                    static_cast<std::uint64_t>(Cuda[I]),
                    static_cast<std::uint64_t>(Axl[I]));
    }
    Mismatches += Bad;
    Checked += N;
  }

  /// Prints the probe's summary line; returns whether it passed.
  bool finish(double Seconds) const {
    std::printf("%s %s: %" PRIu64 " inputs, %" PRIu64 " mismatches (%.1f s)\n",
                Mismatches ? "FAIL" : "PASS", Name.c_str(), Checked.load(),
                Mismatches.load(), Seconds);
    return Mismatches == 0 && Checked > 0;
  }

private:
  std::string Name;
  std::mutex M;
  int Reported = 0;
  std::atomic<std::uint64_t> Mismatches{0}, Checked{0};
};

/// Runs Body(ChunkIndex) for every chunk index in [0, NumChunks) on all
/// hardware threads.
template <class Fn> void parallelFor(std::uint64_t NumChunks, Fn Body) {
  std::atomic<std::uint64_t> Next{0};
  unsigned Threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < Threads; ++T)
    Pool.emplace_back([&] {
      for (std::uint64_t C; (C = Next++) < NumChunks;)
        Body(C);
    });
  for (auto &T : Pool)
    T.join();
}

double secondsSince(std::chrono::steady_clock::time_point Start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                       Start)
      .count();
}

/// Inputs for one chunk: the chunk's slice of all 2^32 patterns, or
/// random patterns (seeded by the chunk index, so runs are reproducible).
void fillInputs(std::uint32_t *Buf, std::uint64_t C, bool Sampled) {
  if (!Sampled) {
    for (std::size_t I = 0; I < Chunk; ++I)
      Buf[I] = static_cast<std::uint32_t>(C * Chunk + I);
    return;
  }
  std::mt19937 Rng(static_cast<std::uint32_t>(C) * 2654435761u + 1);
  for (std::size_t I = 0; I < Chunk; ++I)
    Buf[I] = Rng();
}

/// The 16-bit values most likely to expose a difference: zeros, infinities,
/// NaNs of several payloads and signs, extremes, subnormals, small
/// integers, for both formats.
std::vector<std::uint16_t> specialValues() {
  std::vector<std::uint16_t> V = {
      0x0000, 0x0001, 0x0002, 0x03ff, 0x0400, 0x3bff, 0x3c00, 0x3c01, 0x3e00,
      0x4000, 0x7bfe, 0x7bff, 0x7c00, 0x7c01, 0x7e00, 0x7fff, 0x0080, 0x007f,
      0x3f80, 0x3f81, 0x4000, 0x7f7f, 0x7f80, 0x7f81, 0x7fc0, 0x3800, 0x3400,
      0x5640, 0x4b00, 0x4f00, 0x5f00, 0x6000, 0x477f, 0x4780};
  const std::size_t Base = V.size();
  for (std::size_t I = 0; I < Base; ++I)
    V.push_back(static_cast<std::uint16_t>(V[I] | 0x8000));
  std::mt19937 Rng(7);
  while (V.size() < 512)
    V.push_back(static_cast<std::uint16_t>(Rng()));
  return V;
}

/// How many inputs a probe gets: the swept ones (rounding-mode conversions,
/// add/sub/mul) all 2^32 or, with --sample, 2^SampleLog2 random ones; the
/// others 2^24 random ones (2^22 with --sample).
std::uint64_t sampleSize(bool Swept, bool Sampled, unsigned SampleLog2) {
  if (!Sampled)
    return std::uint64_t(1) << (Swept ? 32 : 24);
  return std::uint64_t(1) << (Swept ? SampleLog2 : std::min(SampleLog2, 22u));
}

/// Runs probe Kind of one batch entry point of both sides over In[0, N)
/// and compares the results.
template <class K, class I, class O>
void compareSides(Checker &Check, void (*Side::*Entry)(K, const I *, std::size_t, O *),
                  K Kind, const I *In, std::size_t N, O *Ref, O *Got) {
  (CudaSide.*Entry)(Kind, In, N, Ref);
  (AxlSide.*Entry)(Kind, In, N, Got);
  Check.compare(In, Ref, Got, N);
}

bool sweepFromFloat(bool Sampled, unsigned SampleLog2) {
  bool Ok = true;
  for (int K = 0; K < static_cast<int>(FromFloat::Count); ++K) {
    const auto Kind = static_cast<FromFloat>(K);
    // The eight rounding-mode conversions see every float; the aliases
    // and packing forms a sample.
    const bool Swept = K < 8;
    const bool Full = Swept && !Sampled;
    const std::uint64_t NumChunks = sampleSize(Swept, Sampled, SampleLog2) / Chunk;
    Checker Check(name(Kind));
    const auto Start = std::chrono::steady_clock::now();
    parallelFor(NumChunks, [&](std::uint64_t C) {
      std::vector<std::uint32_t> In(Chunk);
      std::vector<std::uint16_t> Ref(Chunk), Got(Chunk);
      fillInputs(In.data(), C, !Full);
      compareSides(Check, &Side::fromFloat, Kind, In.data(), Chunk, Ref.data(), Got.data());
    });
    Ok &= Check.finish(secondsSince(Start));
  }
  return Ok;
}

bool sweepUnary() {
  bool Ok = true;
  std::vector<std::uint16_t> In(1 << 16);
  for (std::size_t I = 0; I < In.size(); ++I)
    In[I] = static_cast<std::uint16_t>(I);
  std::vector<std::uint64_t> Ref(In.size()), Got(In.size());
  for (int K = 0; K < static_cast<int>(Unary::Count); ++K) {
    const auto Kind = static_cast<Unary>(K);
    Checker Check(name(Kind));
    const auto Start = std::chrono::steady_clock::now();
    compareSides(Check, &Side::unary, Kind, In.data(), In.size(), Ref.data(), Got.data());
    Ok &= Check.finish(secondsSince(Start));
  }
  return Ok;
}

bool sweepBinary(bool Sampled, unsigned SampleLog2) {
  bool Ok = true;
  const std::vector<std::uint16_t> Special = specialValues();
  for (int K = 0; K < static_cast<int>(Binary::Count); ++K) {
    const auto Kind = static_cast<Binary>(K);
    const bool Swept = K < NumSweptBinary;
    const bool Full = Swept && !Sampled;
    const std::uint64_t NumChunks = sampleSize(Swept, Sampled, SampleLog2) / Chunk;
    Checker Check(name(Kind));
    const auto Start = std::chrono::steady_clock::now();
    parallelFor(NumChunks, [&](std::uint64_t C) {
      std::vector<std::uint32_t> In(Chunk);
      std::vector<std::uint64_t> Ref(Chunk), Got(Chunk);
      fillInputs(In.data(), C, !Full);
      compareSides(Check, &Side::binary, Kind, In.data(), Chunk, Ref.data(), Got.data());
    });
    // Every pair of special values.
    std::vector<std::uint32_t> In;
    for (std::uint16_t A : Special)
      for (std::uint16_t B : Special)
        In.push_back(static_cast<std::uint32_t>(A) << 16 | B);
    std::vector<std::uint64_t> Ref(In.size()), Got(In.size());
    compareSides(Check, &Side::binary, Kind, In.data(), In.size(), Ref.data(), Got.data());
    Ok &= Check.finish(secondsSince(Start));
  }
  return Ok;
}

bool sweepFromInt() {
  // Every integer of magnitude up to 2^18 (covers all shorts and the whole
  // binary16 range), then random integers of every magnitude, and limits.
  std::vector<std::int64_t> In;
  for (std::int64_t I = -(1 << 18); I <= (1 << 18); ++I)
    In.push_back(I);
  std::mt19937_64 Rng(11);
  for (int I = 0; I < (1 << 20); ++I)
    In.push_back(static_cast<std::int64_t>(Rng() >> (Rng() % 64)) *
                 (I % 2 ? 1 : -1));
  for (std::int64_t V : {INT64_MIN, INT64_MAX, std::int64_t(INT32_MIN),
                         std::int64_t(INT32_MAX), std::int64_t(UINT32_MAX),
                         std::int64_t(-1)})
    In.push_back(V);
  bool Ok = true;
  std::vector<std::uint16_t> Ref(In.size()), Got(In.size());
  for (int K = 0; K < static_cast<int>(FromInt::Count); ++K) {
    const auto Kind = static_cast<FromInt>(K);
    Checker Check(name(Kind));
    const auto Start = std::chrono::steady_clock::now();
    compareSides(Check, &Side::fromInt, Kind, In.data(), In.size(), Ref.data(), Got.data());
    Ok &= Check.finish(secondsSince(Start));
  }
  return Ok;
}

bool sweepFromDouble() {
  // Random doubles of all magnitudes, and doubles within a few ulps of
  // every float that is a halfway point or a value of either 16-bit format
  // near its range limits.
  std::vector<std::uint64_t> In;
  std::mt19937_64 Rng(13);
  for (int I = 0; I < (1 << 20); ++I)
    In.push_back(Rng());
  for (int I = 0; I < (1 << 20); ++I) { // near binary16/bfloat16 exponents
    const double Mag = std::ldexp(1.0 + (Rng() >> 11) * 0x1p-53,
                                  static_cast<int>(Rng() % 300) - 150);
    std::uint64_t U;
    std::memcpy(&U, &Mag, 8);
    In.push_back(U ^ (Rng() & 0x800000000000000full)); // sign, low bits
  }
  for (std::uint32_t H = 0; H < (1u << 16); ++H) { // around each midpoint
    const float F = std::ldexp(static_cast<float>(2 * (H & 0x3ff) + 1025),
                               static_cast<int>(H >> 10 & 31) - 26);
    double D = F;
    std::uint64_t U;
    std::memcpy(&U, &D, 8);
    for (int Delta = -2; Delta <= 2; ++Delta)
      In.push_back((U + Delta) | (std::uint64_t(H >> 15) << 63));
  }
  bool Ok = true;
  std::vector<std::uint16_t> Ref(In.size()), Got(In.size());
  for (int K = 0; K < static_cast<int>(FromDouble::Count); ++K) {
    const auto Kind = static_cast<FromDouble>(K);
    Checker Check(name(Kind));
    const auto Start = std::chrono::steady_clock::now();
    compareSides(Check, &Side::fromDouble, Kind, In.data(), In.size(), Ref.data(), Got.data());
    Ok &= Check.finish(secondsSince(Start));
  }
  return Ok;
}

} // namespace

int main(int Argc, char **Argv) {
  bool Sampled = false;
  unsigned SampleLog2 = 0;
  if (Argc == 3 && std::strcmp(Argv[1], "--sample") == 0) {
    Sampled = true;
    SampleLog2 = static_cast<unsigned>(std::atoi(Argv[2]));
    if (SampleLog2 < 16 || SampleLog2 > 32) {
      std::fprintf(stderr, "--sample takes 16..32\n");
      return 2;
    }
  } else if (Argc != 1) {
    std::fprintf(stderr, "usage: %s [--sample LOG2]\n", Argv[0]);
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0); // progress, line by line
  const auto Start = std::chrono::steady_clock::now();
  bool Ok = sweepUnary();
  Ok &= sweepFromInt();
  Ok &= sweepFromDouble();
  Ok &= sweepFromFloat(Sampled, SampleLog2);
  Ok &= sweepBinary(Sampled, SampleLog2);
  std::printf("%s (%.1f s)\n", Ok ? "ALL PASS" : "SOME FAILED",
              secondsSince(Start));
  return Ok ? 0 : 1;
}
