//===- Coverage.h - Rules against what the CUDA headers declare -*- C++ -*-===//
//
// Measures, per family, how many of the public identifiers that the installed
// CUDA headers really declare have a rule, and with what status per backend.
// The declared identifiers come from Clang parsing the headers, never from a
// hand-kept list.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_COVERAGE_H
#define AXLIFY_COVERAGE_H

#include "axlify/BackendTable.h"
#include "axlify/RuleSet.h"
#include "axlify/SemanticPass.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace axl {

struct CoverageFamily {
  std::string Name;
  std::vector<std::string> Include; ///< Headers the probe TU includes.
  std::vector<std::string> Files;   ///< Globs (relative to <cuda>/include).
  /// Also parse the headers as device code (sm_90): kernel-language API
  /// that CUDA declares only under __CUDA_ARCH__ counts too.
  bool DevicePass = false;
  /// Least share (percent) of the declared, not removed identifiers that the
  /// CUDA backend must support; checked by axl-coverage --check.
  double Target = 0;
};

struct CoverageConfig {
  std::vector<std::string> PublicPrefixes;
  std::vector<std::string> InternalMarkers; ///< Substrings of internal names.
  std::vector<std::string> ClangOnly; ///< Declared by Clang's wrappers, not CUDA.
  /// Top-level namespaces whose names are API (counted with their qualifier).
  std::vector<std::string> PublicNamespaces = {"cooperative_groups"};
  std::vector<CoverageFamily> Families;
};

llvm::Expected<CoverageConfig> loadCoverageConfig(llvm::StringRef Path);

struct DeclaredName {
  std::string Name;
  std::string Kind; ///< function, type, enum, enumerator, macro
};

struct BackendCounts {
  unsigned Supported = 0, Unsupported = 0, Deprecated = 0, Removed = 0, Missing = 0;
};

/// Share of the usable declared identifiers (declared minus removed: CUDA
/// keeps removed declarations, compiled out for every target it supports)
/// that a backend ports (supported or deprecated), in percent.
double portedPercent(unsigned Declared, const BackendCounts &C);

struct FamilyCoverage {
  std::string Name;
  double Target = 0;
  unsigned Declared = 0;
  std::map<std::string, BackendCounts> ByBackend; ///< "cuda", "cpu", "hip"
  std::vector<std::string> MissingNames;          ///< declared, no rule (sorted)
  std::vector<std::pair<std::string, std::string>> UnsupportedNames; ///< name, reason
  std::vector<std::string> CpuGaps; ///< dialect names the CPU backend does not declare
  unsigned ClangErrors = 0;
};

/// What the CPU backend declares, looked up as a port uses it: a rule's
/// dialect name in the dialect header the rule names (and the headers of its
/// directory), each parsed with AXL_BACKEND_CPU and \p IncludeDirs (the
/// dialect's include directory first) once, when first asked. A function
/// declared with AXL_CPU_NOT_PROVIDED does not count: a call does not build.
class CpuBackendNames {
public:
  CpuBackendNames(const CoverageConfig &Config, const RuleSet &Rules,
                  const SemanticOptions &Opts, llvm::ArrayRef<std::string> IncludeDirs);
  bool has(const std::string &Header, const std::string &Name);
  /// Whether a port that uses what \p R names builds on the CPU backend.
  bool provides(const Rule &R);

private:
  CoverageConfig Config;
  const RuleSet &Rules;
  SemanticOptions Opts;
  std::vector<std::string> IncludeDirs;
  std::map<std::string, std::set<std::string>> ByHeader;
  std::map<std::string, bool> FamilyHeaders; ///< families without a dialect header
};

/// Parses each family's headers with Clang and classifies every declared
/// public identifier against the rules. The CUDA backend supports what its
/// rules say; the CPU backend the rules whose dialect name its headers
/// declare, measured by parsing every dialect header with AXL_BACKEND_CPU
/// and \p CpuIncludeDirs (the dialect's include directory first; none: the
/// CPU backend counts as supporting nothing).
/// With \p Hip, a third column: the HIP backend supports the names its
/// table maps for the HIP it targets (onHipBaseline).
std::vector<FamilyCoverage> measureCoverage(const CoverageConfig &Config,
                                            const RuleSet &Rules,
                                            const SemanticOptions &Opts,
                                            llvm::ArrayRef<std::string> CpuIncludeDirs = {},
                                            const BackendTable *Hip = nullptr);

/// Whether a port that uses \p AxlName builds on the HIP backend with the
/// HIP it targets (HipBaseline) and Debian's HIP libraries: HIP maps it
/// (a name from a library not installed where the table was drafted does
/// not count), or the backend emulates it.
bool onHipBaseline(const BackendTable &Hip, llvm::StringRef AxlName);

void printCoverageTable(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);
void printCoverageMarkdown(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);
void printCoverageJson(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);

/// The CI gate: every declared identifier has a rule, and each family meets
/// its target on the CUDA backend. Prints one error per failure; returns
/// the number of failures.
unsigned checkCoverage(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &Errs);

} // namespace axl

#endif
