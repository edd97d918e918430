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

/// One rank's figure of each probe in each round: GEMM and copy in round r
/// of the turns, the all-reduce in its repeat r (every rank at once); empty
/// all-reduce rounds with one rank.
struct RoundFigures {
  std::vector<double> Gemm, Mem, AllReduce;
};

enum class Status { Ok, Slow, Faulty };

/// A probe's figure against the other ranks', round by round: the median
/// over the rounds of the rank's figure over the median of its peers' in
/// that round (NaN without peers), and whether that is below the
/// threshold. A round the machine's other load slowed for one rank moves
/// its ratio in that round only; a slow rank is slow in every round.
struct Ratio {
  double Value;
  bool Slow;
};

struct Verdict {
  Status State = Status::Ok;
  Ratio Gemm, Mem, AllReduce;
};

/// The verdict on every rank of All (indexed by rank), with the ranks'
/// figures round by round in Rounds (indexed the same).
std::vector<Verdict> judge(const std::vector<Figures> &All,
                           const std::vector<RoundFigures> &Rounds,
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
