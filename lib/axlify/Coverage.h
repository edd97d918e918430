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

#include "axlify/RuleSet.h"
#include "axlify/SemanticPass.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace axl {

struct CoverageFamily {
  std::string Name;
  std::vector<std::string> Include; ///< Headers the probe TU includes.
  std::vector<std::string> Files;   ///< Globs (relative to <cuda>/include).
};

struct CoverageConfig {
  std::vector<std::string> PublicPrefixes;
  std::vector<std::string> InternalMarkers; ///< Substrings of internal names.
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

struct FamilyCoverage {
  std::string Name;
  unsigned Declared = 0;
  std::map<std::string, BackendCounts> ByBackend; ///< "cuda", "cpu"
  std::vector<std::string> MissingNames;          ///< declared, no rule (sorted)
  std::vector<std::pair<std::string, std::string>> UnsupportedNames; ///< name, reason
  unsigned ClangErrors = 0;
};

/// Parses each family's headers with Clang and classifies every declared
/// public identifier against the rules.
std::vector<FamilyCoverage> measureCoverage(const CoverageConfig &Config,
                                            const RuleSet &Rules,
                                            const SemanticOptions &Opts);

void printCoverageTable(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);
void printCoverageMarkdown(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);
void printCoverageJson(llvm::ArrayRef<FamilyCoverage> C, llvm::raw_ostream &OS);

} // namespace axl

#endif
