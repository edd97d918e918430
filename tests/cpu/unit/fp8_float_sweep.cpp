// Every float through every float -> FP8/E8M0/FP6/FP4 conversion and mode,
// CUDA's host implementation against the CPU backend's, bit for bit.
//
//   cpu_fp8_float_sweep fp8|e8m0    all 2^32 floats
//   cpu_fp8_float_sweep fp6|fp4     every float whose conversion rounds
//                                   (|x| in [2^-7, 2^6), 2^27.7 floats) and a
//                                   256-float run out of every 2^16 elsewhere
//                                   (FP6 and FP4 are 0 below that range and
//                                   saturate above it; the runs cover every
//                                   exponent, both signs and NaN payloads)
// Prints one line per conversion with the floats checked, the mismatches
// (the first ones in full) and the seconds taken; exits 1 on any mismatch.
#include "fp8_check.h"
#include <cstdlib>
#include <string>

using namespace fp8probe;

namespace {

struct Range {
  std::uint64_t First, Count;
};

// The float bits a group checks: for FP6/FP4 the rounding range of both
// signs, plus the sample runs outside it.
std::vector<Range> floatRanges(bool Exhaustive) {
  if (Exhaustive)
    return {{0, std::uint64_t(1) << 32}};
  const std::uint32_t Lo = (127u - 7) << 23, Hi = (127u + 6) << 23;
  std::vector<Range> R;
  for (std::uint32_t Sign : {0u, 0x80000000u})
    R.push_back({Sign | Lo, Hi - Lo});
  for (std::uint64_t Region = 0; Region < (1u << 16); ++Region) {
    // A run at a varying offset inside each 2^16-float region.
    const std::uint64_t First = (Region << 16) | ((Region * 0x9E37u) & 0xFF00u);
    const std::uint32_t Magnitude = std::uint32_t(First) & 0x7FFFFFFFu;
    if (Magnitude + 256 <= Lo || Magnitude >= Hi)
      R.push_back({First, 256});
  }
  return R;
}

bool sweep(Op O, const std::vector<Range> &Ranges) {
  Stopwatch Clock;
  Mismatches Bad(O);
  // Ranges cut into chunks of at most 2^20 floats, shared by the threads.
  std::vector<Range> Chunks;
  std::uint64_t Total = 0;
  for (const Range &R : Ranges) {
    Total += R.Count;
    for (std::uint64_t Done = 0; Done < R.Count; Done += 1u << 20)
      Chunks.push_back(
          {R.First + Done, std::min<std::uint64_t>(R.Count - Done, 1u << 20)});
  }
  parallelChunks(Chunks.size(), 1, [&](std::uint64_t Index, std::uint64_t) {
    const std::uint32_t First = std::uint32_t(Chunks[Index].First);
    const std::uint32_t Count = std::uint32_t(Chunks[Index].Count);
    std::vector<std::uint8_t> Expected(Count), Got(Count);
    cuda::sweepFloats(O, First, Count, Expected.data());
    axl::sweepFloats(O, First, Count, Got.data());
    if (std::memcmp(Expected.data(), Got.data(), Count) == 0)
      return;
    for (std::uint32_t I = 0; I < Count; ++I)
      if (Expected[I] != Got[I])
        Bad.add(Input{{First + I}}, Result{{Expected[I]}}, Result{{Got[I]}});
  });
  std::printf(
      "%s: %" PRIu64 " floats, %" PRIu64 " mismatches (%.1f s, %.1f s CPU)\n",
      OpNames[O], Total, Bad.count(), Clock.seconds(), Clock.cpuSeconds());
  std::fflush(stdout);
  return Bad.count() == 0;
}

// Whether float probe Name converts to the formats of Group.
bool inGroup(const std::string &Group, const std::string &Name) {
  auto Has = [&](const char *Format) {
    return Name.find(Format) != std::string::npos;
  };
  if (Group == "fp8")
    return Has("ToE4M3") || Has("ToE5M2");
  if (Group == "e8m0")
    return Has("ToE8M0");
  if (Group == "fp6")
    return Has("ToE2M3") || Has("ToE3M2");
  return Group == "fp4" && Has("ToE2M1");
}

} // namespace

int main(int Argc, char **Argv) {
  const std::string Group = Argc == 2 ? Argv[1] : "";
  const std::vector<Range> Ranges =
      floatRanges(Group == "fp8" || Group == "e8m0");
  Stopwatch Clock;
  bool Ok = true;
  int Swept = 0;
  for (int O = 0; O < NumFloatOps; ++O) {
    if (!inGroup(Group, OpNames[O]))
      continue;
    Ok = sweep(Op(O), Ranges) && Ok;
    ++Swept;
  }
  if (Swept == 0) {
    std::fprintf(stderr, "usage: %s fp8|e8m0|fp6|fp4\n", Argv[0]);
    return 2;
  }
  std::printf("%d conversions swept, %s (%.1f s, %.1f s CPU)\n", Swept,
              Ok ? "all match" : "MISMATCHES", Clock.seconds(),
              Clock.cpuSeconds());
  return Ok ? 0 : 1;
}
