//===- Porter.h - Port a set of CUDA sources to the axl dialect -*- C++ -*-===//
#ifndef AXLIFY_PORTER_H
#define AXLIFY_PORTER_H

#include "axlify/CompileDb.h"
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

/// One translation unit to parse: a source and its own compiler flags.
struct TranslationUnit {
  std::string Source;             ///< absolute path
  std::vector<std::string> Args;  ///< Clang flags (nvcc-only flags translated)
  std::string GpuArch;            ///< device pass architecture; empty: default
  std::vector<std::string> Dropped; ///< compile flags with no meaning for a parse
  std::string Directory;          ///< the compile's working directory; empty: ours
};

/// Everything the command line decides; the engine reads no globals.
struct PortOptions {
  std::vector<std::string> Sources;
  /// -p: directory holding compile_commands.json (or the file itself).
  std::string CompileDb;
  /// Regular expression on absolute source paths selecting TUs (-p).
  std::string Filter;
  /// Filled by validateOptions: the TUs to parse, sorted by source.
  std::vector<TranslationUnit> Units;
  std::string OutputFile; ///< -o; "-" or empty with no out-dir means stdout
  std::string OutDir;
  std::string InRoot;
  bool InPlace = false;
  bool Backup = true;
  std::string BackupSuffix = ".orig";
  SemanticOptions Semantic;
  LexicalOptions Lexical;
  bool Quiet = false;    ///< no summary line
  unsigned Jobs = 0;     ///< parallel parses; 0 = every core
  /// Parses with the same flags share their precompiled prefix (Preamble.h).
  bool Preamble = true;
  /// Bytes of heap the parses may hold together (-j is lowered to stay
  /// under it); 0: MemoryGate::defaultLimit().
  uint64_t MaxMemory = 0;
  bool Strict = false;   ///< a Clang error leaves its file untouched
  bool CopyAll = false;  ///< --out-dir: copy the other files under the root
  bool Progress = false; ///< progress line on a terminal
  /// Diagnostic IDs not to report (without the "axl-" prefix).
  std::vector<std::string> Suppress;
  /// Filled by validateOptions: -p entries outside --in-root, not ported.
  unsigned SkippedOutsideRoot = 0;
};

/// What happened to one file (input path), for the summary and --report.
struct FileReport {
  std::string Output;   ///< output path; empty when the file is not written
  PortCounts Counts;    ///< references in this file
  /// Per rule family ("unknown" for CUDA-looking names without a rule).
  std::map<std::string, PortCounts> ByFamily;
  bool Changed = false;
  bool Copied = false;  ///< --copy-all: copied as it is (not CUDA)
  /// --copy-all: a CUDA file no TU reads, ported by the token pass alone.
  bool TokenOnly = false;
  /// Non-empty: the file was left untouched, and why (unreadable, --strict).
  std::string Failure;
};

/// Timing and outcome of one translation unit's Clang passes.
struct UnitReport {
  std::string Source;
  double Seconds = 0; ///< time in Clang (its runs added up)
  unsigned ClangErrors = 0;
  /// "parsed", "preprocessed" (--device-pass=auto found nothing the host
  /// pass did not see), or "none" (a C++ source).
  std::string DevicePass;
  /// Its Clang runs (ParseCounts), and why the first that missed its
  /// shared preamble did.
  ParseCounts Parses;
  std::string PreambleMiss;
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
  std::vector<Finding> Findings; ///< sorted, unique, suppressions applied
  PortCounts Counts;
  /// Sum of the TUs' distinct Clang errors (UnitReport::ClangErrors).
  unsigned ClangErrors = 0;
  /// Distinct places of those errors (a header's counts once here).
  unsigned ClangErrorPlaces = 0;
  /// Of ClangErrors, those in files outside --in-root (third-party headers).
  unsigned ClangErrorsOutside = 0;
  unsigned FilesChanged = 0;
  /// Every file considered (input path), in path order.
  std::map<std::string, FileReport> Files;
  /// Input text of every ported file, as read (diagnostics point into it).
  std::map<std::string, std::string> InputText;
  std::vector<UnitReport> Units; ///< sorted by source
  double Seconds = 0;            ///< wall time of port()
  unsigned Suppressed = 0;       ///< findings not reported (--suppress, NOAXL)
  unsigned Failures = 0;         ///< files left untouched (FileReport::Failure)
  /// The Clang runs over the TUs: the sum of UnitReport::Parses.
  ParseCounts Parses;
  /// Shared preambles built.
  unsigned PreamblesBuilt = 0;
  /// Parses that waited for memory (--max-memory), and the most at once.
  unsigned MemoryWaits = 0, MaxParallelParses = 0;
};

/// Checks the options and the inputs; nothing is written.
/// Builds the list of TUs (from the sources or -p) with the rules deciding
/// which C++ sources use CUDA.
llvm::Error validateOptions(PortOptions &Opts, const RuleSet &Rules);

/// One entry of -p's database, and whether axlify ports it as a TU (a CUDA
/// source, or C++ that uses the CUDA API).
struct ListedUnit {
  CompileEntry Entry;
  bool Ported = false;
};

/// --print-units: the entries of -p's database that the sources and
/// --source-filter select, every one (ported or not), sorted by source.
llvm::Expected<std::vector<ListedUnit>> listCompileDbUnits(PortOptions &Opts,
                                                           const RuleSet &Rules);

/// Ports every source and the user headers under the input root. Pure: the
/// result holds the new file contents; nothing is written.
llvm::Expected<PortResult> port(const PortOptions &Opts, const RuleSet &Rules);

/// The exit status of a port: ExitPorted, or ExitReviewNeeded when names are
/// left, Clang reported errors or a unit failed. Writing the outputs and the
/// findings: Output.h; --report FILE: Report.h.
int exitCodeFor(const PortResult &Result);

} // namespace axl

#endif
