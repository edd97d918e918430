//===- Report.h - every rank's figures, judged and reported ----*- C++ -*-===//
//
// Plain C++: the figures each rank measures (exchanged between the ranks as
// one block of doubles), the verdict on each rank against the median of its
// peers, the table rank 0 prints and the JSON file.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "Options.h"

#include <string>
#include <vector>

namespace axl::preflight {

/// One rank's results. Only doubles: the ranks all-gather it as an array.
struct Figures {
  double Rank = 0;
  double KatChecks = 0;             ///< known answers compared
  double ConversionMismatches = 0;  ///< conversion results that differ
  double GemmMismatches = 0;        ///< GEMM elements that differ
  double GemmFlops = 0;             ///< flop/s
  double MemBytesPerS = 0;          ///< device-to-device copy, read + write
  double AllReduceBusBytesPerS = 0; ///< bus bandwidth; 0 with one rank
};
constexpr int NumFigures = sizeof(Figures) / sizeof(double);
static_assert(sizeof(Figures) == NumFigures * sizeof(double),
              "Figures is an array of doubles");

enum class Status { Ok, Slow, Faulty };

/// A probe's figure over the median of the other ranks' (NaN without
/// peers) and whether that is below the threshold.
struct Ratio {
  double Value;
  bool Slow;
};

struct Verdict {
  Status State = Status::Ok;
  Ratio Gemm, Mem, AllReduce;
};

/// The verdict on every rank of All (indexed by rank).
std::vector<Verdict> judge(const std::vector<Figures> &All,
                           double SlowThreshold);

/// What the report says about the run besides the figures.
struct RunInfo {
  const char *Backend;
  std::string Device; ///< rank 0's device name
  Options Opts;
};

/// The header, one row per rank and the summary line.
std::string formatTable(const RunInfo &Info, const std::vector<Figures> &All,
                        const std::vector<Verdict> &Verdicts);
std::string formatJson(const RunInfo &Info, const std::vector<Figures> &All,
                       const std::vector<Verdict> &Verdicts);

/// Writes Path.tmp.<pid>, then renames it to Path: Path is either its old
/// self or complete. Returns an error message or "".
std::string writeFileAtomically(const std::string &Path,
                                const std::string &Content);

} // namespace axl::preflight
