//===- Options.h - axl-preflight's command line ----------------*- C++ -*-===//
#pragma once

#include <cstddef>
#include <string>

namespace axl::preflight {

/// Exit statuses.
enum ExitCode : int {
  ExitOk = 0,     ///< every rank ok
  ExitFailed = 1, ///< a rank is slow or faulty
  ExitUsage = 2,  ///< bad command line or environment
  ExitError = 3,  ///< preflight could not run (runtime, library, I/O error)
};

struct Options {
  int GemmSize = 0;           ///< M = N = K of the throughput GEMM
  size_t MemBytes = 0;        ///< bytes copied by the bandwidth probe
  size_t AllReduceBytes = 0;  ///< bytes all-reduced by the bus probe
  int Repeats = 20;           ///< timed runs per probe (the best counts)
  double SlowThreshold = 0.6; ///< slow below this x the peers' median
  std::string JsonPath;       ///< --json FILE, or empty
  std::string IdFile;         ///< --id-file PATH, or empty
  bool Help = false;
};

/// Parses argv over Opts (which holds the backend's defaults). Returns an
/// error message or "".
std::string parseOptions(int Argc, char **Argv, Options &Opts);

/// --help's text; Defaults shows the backend's defaults.
std::string usage(const char *Argv0, const Options &Defaults,
                  const char *Backend);

} // namespace axl::preflight
