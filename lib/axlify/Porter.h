//===- Porter.h - Port a set of CUDA sources to the axl dialect -*- C++ -*-===//
#ifndef AXLIFY_PORTER_H
#define AXLIFY_PORTER_H

#include "axlify/Finding.h"
#include "axlify/LexicalPass.h"
#include "axlify/RuleSet.h"
#include "axlify/SemanticPass.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace axl {

/// Everything the command line decides; the engine reads no globals.
struct PortOptions {
  std::vector<std::string> Sources;
  std::string OutputFile; ///< -o; "-" or empty with no out-dir means stdout
  std::string OutDir;
  std::string InRoot;
  bool InPlace = false;
  bool Backup = true;
  std::string BackupSuffix = ".orig";
  SemanticOptions Semantic;
  LexicalOptions Lexical;
  bool Quiet = false; ///< no summary line
};

/// Exit codes, documented in axlify --help.
enum ExitCode : int {
  ExitPorted = 0,      ///< everything ported
  ExitReviewNeeded = 1, ///< outputs written; something left or Clang errors
  ExitError = 2,       ///< nothing written
};

struct PortResult {
  /// Output path (or "-" for stdout) -> new contents, in a stable order.
  std::map<std::string, std::string> Outputs;
  /// Input path of each output (for in-place backups).
  std::map<std::string, std::string> InputOf;
  std::vector<Finding> Findings;
  PortCounts Counts;
  unsigned ClangErrors = 0;
  unsigned FilesChanged = 0;
};

/// Checks the options and the inputs; nothing is written.
llvm::Error validateOptions(PortOptions &Opts);

/// Ports every source and the user headers under the input root. Pure: the
/// result holds the new file contents; nothing is written.
llvm::Expected<PortResult> port(const PortOptions &Opts, const RuleSet &Rules);

/// Writes the outputs atomically (temporary file + rename, backups for
/// --in-place). Either every file is written or an error says which failed.
llvm::Error writeOutputs(const PortOptions &Opts, const PortResult &Result);

/// Prints findings clang-style, sorted, and the summary line.
void printReport(const PortOptions &Opts, const PortResult &Result,
                 llvm::raw_ostream &OS);

int exitCodeFor(const PortResult &Result);

} // namespace axl

#endif
