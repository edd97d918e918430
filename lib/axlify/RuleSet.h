//===- RuleSet.h - CUDA-to-axl mapping rules loaded from YAML ---*- C++ -*-===//
//
// Rules are data (rules/*.yaml). This header is the validated, in-memory form
// that every consumer shares: the translator, the shim generator and the
// coverage report.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_RULESET_H
#define AXLIFY_RULESET_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace axl {

enum class RuleKind { Function, Type, Enum, Enumerator, Macro, Variable, Header, Namespace };
enum class RuleStatus { Supported, Unsupported, Deprecated, Removed };
enum Backend : unsigned { BackendCuda = 1u << 0, BackendCpu = 1u << 1 };

llvm::StringRef kindName(RuleKind K);
llvm::StringRef statusName(RuleStatus S);

/// A call form that a CUDA version removed while keeping the function's name
/// (cudaMemAdvise with a device id). Calls that match the old form and do not
/// compile against the installed headers get their arguments rewritten.
struct SignatureChange {
  std::string Since;        ///< CUDA version of the change.
  unsigned Args = 0;        ///< Argument count of the old form.
  unsigned IntegralArg = 0; ///< 1-based; if set, that argument has integer type.
  /// New argument list: the old arguments $1..$N, each once and in order,
  /// with text around them ("$1, $2, axlMemLocationFromDeviceId($3), 0, $4").
  std::string To;
  std::string Note;         ///< What changed, for the warning.
  std::string Origin;
};

struct Rule {
  std::string Cuda;        ///< CUDA identifier (qualified for namespaced
                           ///< identity entries), or include path for headers.
  std::string Axl;         ///< Dialect name; empty when nothing to rename to.
  RuleKind Kind = RuleKind::Function;
  RuleStatus Status = RuleStatus::Supported;
  std::string Since;       ///< CUDA version of deprecation or removal.
  std::string Reason;
  std::string Replacement; ///< CUDA name of a drop-in replacement.
  std::string AxlDefined;  ///< Dialect name in #ifdef/defined() tests.
  unsigned Backends = BackendCuda;
  bool Override = false;
  bool DeviceOnly = false; ///< Declared for device code only (kernel language).
  bool FromUser = false;
  std::string Family;
  std::string Header;      ///< Dialect header declaring it: its own, else the family's.
  std::string EntryHeader; ///< The entry's own 'header' key, if any.
  std::string Origin;      ///< "file:line:col" of the entry.
  std::vector<SignatureChange> SignatureChanges;

  bool isIdentity() const { return Axl == Cuda; }
  /// A header rule for every header under a directory ("cub/").
  bool isDirectory() const { return Kind == RuleKind::Header && llvm::StringRef(Cuda).ends_with("/"); }
};

/// Metadata of one rule file.
struct RuleFamily {
  std::string Name;
  std::string Header;
  std::string Path;
  std::string Origin; ///< "file:line:col" of its name.
  bool FromUser = false;
};

/// A validated set of rules, indexed by CUDA name.
class RuleSet {
public:
  /// Loads and validates one YAML rule file and adds its entries.
  /// \p FromUser marks files given with --rules: only they may override.
  llvm::Error addFile(llvm::StringRef Path, bool FromUser);
  /// Same, from a buffer (the path names it in diagnostics).
  llvm::Error addBuffer(llvm::StringRef Buffer, llvm::StringRef Path,
                        bool FromUser);
  /// Checks cross-file constraints (replacement targets). Call after the
  /// last addFile.
  llvm::Error finalize();

  const Rule *lookup(llvm::StringRef CudaName) const;
  /// True when \p Name is a driver entry point: a name that
  /// cudaGetDriverEntryPoint and cuGetProcAddress answer ("cuMemAlloc"), as
  /// the rules of cudaTypedefs.h's PFN_ types (PFN_cuMemAlloc_v3020) say.
  bool isDriverEntryPoint(llvm::StringRef Name) const {
    return EntryPoints.count(Name) != 0;
  }
  /// Header rules are keyed separately: include paths are not identifiers.
  /// The rule of an include path: its own, else that of the deepest
  /// directory rule ("cub/") above it.
  const Rule *lookupHeader(llvm::StringRef IncludePath) const;

  const std::vector<std::unique_ptr<Rule>> &rules() const { return Rules; }
  const std::vector<RuleFamily> &families() const { return Families; }
  size_t size() const { return Rules.size(); }

private:
  std::vector<std::unique_ptr<Rule>> Rules;
  std::vector<RuleFamily> Families;
  llvm::StringMap<Rule *> ByName;
  llvm::StringMap<Rule *> ByHeader;
  llvm::StringSet<> EntryPoints;
};

/// A rule's version for messages: "CUDA 13.0", or a library's own version
/// as written ("cuDNN 8.0.1").
inline std::string versionText(llvm::StringRef Since) {
  if (!Since.empty() && llvm::isAlpha(Since[0]))
    return Since.str();
  return "CUDA " + Since.str();
}

/// Loads every *.yaml in \p Dir (sorted by name) as built-in rules, then
/// each of \p UserFiles, then finalizes.
llvm::Expected<std::unique_ptr<RuleSet>>
loadRules(llvm::StringRef Dir, llvm::ArrayRef<std::string> UserFiles);

} // namespace axl

#endif
