//===- Options.cpp - axl-preflight's command line ------------------------===//
#include "Options.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace axl::preflight {
namespace {

/// A byte count: digits with an optional K, M or G (powers of 1024).
bool parseBytes(const std::string &S, size_t &Out) {
  char *End = nullptr;
  errno = 0;
  const unsigned long long V = std::strtoull(S.c_str(), &End, 10);
  if (errno || End == S.c_str() || S[0] == '-')
    return false;
  const char *Suffixes = "KMG";
  unsigned Shift = 0;
  if (*End && std::strchr(Suffixes, *End))
    Shift = 10 * unsigned(std::strchr(Suffixes, *End++) - Suffixes + 1);
  if (*End || V > (~0ull >> Shift))
    return false;
  Out = size_t(V << Shift);
  return true;
}

bool parseInt(const std::string &S, int Min, int Max, int &Out) {
  char *End = nullptr;
  errno = 0;
  const long V = std::strtol(S.c_str(), &End, 10);
  if (errno || End == S.c_str() || *End || V < Min || V > Max)
    return false;
  Out = int(V);
  return true;
}

/// A byte count as --mem-bytes takes it: 1G, 32M, 4096.
std::string byteCount(size_t Bytes) {
  for (auto [Shift, Suffix] : {std::pair{30, "G"}, {20, "M"}, {10, "K"}})
    if (Bytes % (size_t(1) << Shift) == 0)
      return std::to_string(Bytes >> Shift) + Suffix;
  return std::to_string(Bytes);
}

} // namespace

std::string parseOptions(int Argc, char **Argv, Options &Opts) {
  for (int I = 1; I < Argc; ++I) {
    std::string Arg = Argv[I], Value;
    if (Arg == "--help" || Arg == "-h") {
      Opts.Help = true;
      continue;
    }
    // --name=value or --name value.
    const size_t Eq = Arg.find('=');
    const bool Inline = Arg.rfind("--", 0) == 0 && Eq != std::string::npos;
    const std::string Name = Inline ? Arg.substr(0, Eq) : Arg;
    auto NeedValue = [&]() -> bool {
      if (Inline) {
        Value = Arg.substr(Eq + 1);
        return true;
      }
      if (I + 1 >= Argc)
        return false;
      Value = Argv[++I];
      return true;
    };
    if (Name != "--gemm-size" && Name != "--mem-bytes" &&
        Name != "--allreduce-bytes" && Name != "--repeats" &&
        Name != "--slow-threshold" && Name != "--json" && Name != "--id-file")
      return "unknown option '" + Arg + "'";
    if (!NeedValue())
      return Name + " needs a value";
    const std::string Bad = "bad " + Name + " '" + Value + "': ";
    if (Name == "--gemm-size") {
      if (!parseInt(Value, 16, 1 << 16, Opts.GemmSize) || Opts.GemmSize % 16)
        return Bad + "a multiple of 16 from 16 to 65536 (FP8 GEMMs need "
                     "leading dimensions that are multiples of 16)";
    } else if (Name == "--mem-bytes") {
      if (!parseBytes(Value, Opts.MemBytes) || Opts.MemBytes < 4096)
        return Bad + "a byte count of at least 4096 (K, M, G suffixes)";
    } else if (Name == "--allreduce-bytes") {
      if (!parseBytes(Value, Opts.AllReduceBytes) || Opts.AllReduceBytes < 4 ||
          Opts.AllReduceBytes % 4)
        return Bad + "a byte count, a multiple of 4 (floats), at least 4";
    } else if (Name == "--repeats") {
      if (!parseInt(Value, 1, 1000, Opts.Repeats))
        return Bad + "a count from 1 to 1000";
    } else if (Name == "--slow-threshold") {
      char *End = nullptr;
      errno = 0;
      Opts.SlowThreshold = std::strtod(Value.c_str(), &End);
      if (errno || End == Value.c_str() || *End ||
          !(Opts.SlowThreshold > 0 && Opts.SlowThreshold <= 1))
        return Bad + "a fraction in (0, 1]";
    } else if (Value.empty()) {
      return Bad + "an empty path";
    } else if (Name == "--json") {
      Opts.JsonPath = Value;
    } else {
      Opts.IdFile = Value;
    }
  }
  return "";
}

std::string usage(const char *Argv0, const Options &D, const char *Backend) {
  std::string Text = R"(usage: @PROG@ [options]

Checks every device of a job before it runs: launch one rank per device,
  mpirun -np N @PROG@ [options]
(or one process alone). Each rank, taking turns with the others (the ranks
that wait sleep; one timed run of each probe per turn), runs
  known-answer tests: float -> FP8 E4M3/E5M2 (round to nearest even,
    saturating) and -> BF16 (round to nearest even) on edge cases, every FP8
    code and a spread of BF16 codes back to float, compared bit for bit with
    preflight's own reference; an FP8 E4M3 x E4M3 -> FP32 BLAS-Lt GEMM with
    per-tensor scales whose exact result is known (silent data corruption);
  a GEMM throughput probe (BLAS-Lt FP8, the best of --repeats runs);
  a memory bandwidth probe (device-to-device copy, read + write);
then, with several ranks, all ranks together an all-reduce bus bandwidth
probe (float sum; busbw = bytes / time * 2 (n - 1) / n). Rank 0 prints
  rank R  ok|slow|faulty  kat <mismatches>/<checks>  gemm ...  mem ...  ...
per rank and a summary. A rank is faulty when any known answer differs, and
slow when a figure is below --slow-threshold times the median of the other
ranks' figures (one rank: only the known answers decide).

options (@BACKEND@ backend defaults in brackets):
  --gemm-size N          M = N = K of the throughput GEMM, a multiple of 16
                         [@GEMM@]
  --mem-bytes B          bytes copied by the bandwidth probe [@MEM@]
  --allreduce-bytes B    bytes all-reduced by the bus probe [@ALLREDUCE@]
                         (B: a count with an optional K, M or G suffix)
  --repeats K            timed runs per probe (rounds of turns), after one
                         warm-up [@REPEATS@]
  --slow-threshold X     slow below X times the peers' median, 0 < X <= 1
                         [@THRESHOLD@]
  --json FILE            rank 0 also writes the results as JSON (written to a
                         temporary file, then renamed)
  --id-file PATH         where rank 0 leaves the axlccl unique id for the
                         others (and the ranks' turn files PATH.turn.T);
                         every rank must see it
  --help                 this text

environment:
  OMPI_COMM_WORLD_RANK, OMPI_COMM_WORLD_SIZE  rank and ranks (mpirun), else
  AXL_RANK, AXL_WORLD_SIZE                    (else one rank); device =
                                              rank % device count
  AXL_NCCL_ID_FILE     the id file when --id-file is not given; else, under
                       mpirun, ${TMPDIR:-/tmp}/axl-preflight-<job>.id
  AXL_FAULT_INJECT     CPU backend only: faults to inject, e.g.
                       slow@2:3,corrupt@1 (see docs/preflight.md); the CUDA
                       backend refuses it (exit status 2)

exit status:
  0  every rank ok
  1  a rank is slow or faulty
  2  bad command line or environment
  3  preflight could not run (device, library or collective error, JSON file
     not written)
)";
  char Threshold[32];
  std::snprintf(Threshold, sizeof Threshold, "%g", D.SlowThreshold);
  const std::pair<const char *, std::string> Fields[] = {
      {"@PROG@", Argv0},
      {"@BACKEND@", Backend},
      {"@GEMM@", std::to_string(D.GemmSize)},
      {"@MEM@", byteCount(D.MemBytes)},
      {"@ALLREDUCE@", byteCount(D.AllReduceBytes)},
      {"@REPEATS@", std::to_string(D.Repeats)},
      {"@THRESHOLD@", Threshold}};
  for (const auto &[Key, Value] : Fields)
    for (size_t At; (At = Text.find(Key)) != std::string::npos;)
      Text.replace(At, std::strlen(Key), Value);
  return Text;
}

} // namespace axl::preflight
