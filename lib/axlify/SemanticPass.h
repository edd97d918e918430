//===- SemanticPass.h - Host and device parses of one TU --------*- C++ -*-===//
//
// Clang parses each CUDA translation unit twice, host side and device side,
// so that both arms of `#ifdef __CUDA_ARCH__` are seen. The passes learn what
// the token-level pass cannot: which names are the user's own declarations,
// which files the TU includes, where kernel launches are, and where Clang
// itself found errors.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_SEMANTICPASS_H
#define AXLIFY_SEMANTICPASS_H

#include "axlify/Finding.h"
#include "axlify/LexicalPass.h"
#include "axlify/RuleSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/ThreadPool.h"
#include <atomic>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace axl {

class MemoryGate;
class PreambleCache;

/// When the device pass of a CUDA source runs.
enum class DevicePassMode {
  /// Only when it can see code the host pass does not: the device side is
  /// preprocessed first, and the full parse runs when the user's files yield
  /// other tokens than in the host pass (`#ifdef __CUDA_ARCH__`,
  /// NV_IF_TARGET, ...) or the preprocessor reports an error.
  Auto,
  Always,
};

struct SemanticOptions {
  std::string CudaPath;
  std::string ResourceDir;
  std::string GpuArch = "sm_90";
  /// Flags of the translation unit (from `--` or a compile database).
  std::vector<std::string> CompilerArgs;
  DevicePassMode DevicePass = DevicePassMode::Auto;
  /// The run's shared prefixes (Preamble.h); null: every parse reads all.
  PreambleCache *Preambles = nullptr;
};

enum class Pass { Host, Device };
llvm::StringRef passName(Pass P);

/// What the Clang runs over translation units did: counted per TU, summed
/// once for the whole port (PortResult::Parses).
struct ParseCounts {
  unsigned ClangRuns = 0; ///< parses and device-side preprocessing
  /// Runs that loaded a shared preamble; those that read everything although
  /// the TU's flags are shared; and those whose flags no other TU has (a
  /// preamble would save nothing).
  unsigned PreambleLoaded = 0, PreambleMissed = 0, OwnFlags = 0;

  ParseCounts &operator+=(const ParseCounts &O) {
    ClangRuns += O.ClangRuns;
    PreambleLoaded += O.PreambleLoaded;
    PreambleMissed += O.PreambleMissed;
    OwnFlags += O.OwnFlags;
    return *this;
  }
};

struct TranslationUnitFacts {
  /// Per file (absolute path): user declarations and their references.
  llvm::StringMap<SemanticFacts> Files;
  /// User files the TU reads (absolute paths, sorted, unique).
  std::vector<std::string> Includes;
  /// Edits derived from the AST, per pass: kernel launches, and calls in
  /// a form a CUDA version removed (SignatureChange).
  std::vector<Edit> AstEdits;
  /// Clang errors (as located warnings) and rewritten call forms.
  std::vector<Finding> Findings;
  /// (file, offset of the callee) of calls rewritten to a new signature.
  std::set<std::pair<std::string, unsigned>> MigratedCalls;
  unsigned ClangErrors = 0;
  /// SemanticFacts::UserGlobalNames of the whole TU.
  llvm::StringSet<> UserGlobalNames;
  /// The device side was only preprocessed: it shows the user's files
  /// exactly as the host pass saw them, so its parse was skipped.
  bool DeviceParseSkipped = false;
  /// Its Clang runs; PreambleMiss says why the first that missed its
  /// shared preamble did (it could not be built, or failed to load).
  ParseCounts Parses;
  std::string PreambleMiss;
  double Seconds = 0;     ///< their time, added up
};

/// Adds \p From's facts to \p Into; where both know one place, Into's stay.
void mergeFacts(SemanticFacts &Into, const SemanticFacts &From);

/// Records what a launch (by the offset of its `<<<`) leaves to the kernel's
/// default arguments: Text to append to its arguments, or why it cannot be
/// rewritten. Differing texts for one launch (two expansions of a macro)
/// make it one that cannot.
void noteLaunchDefaults(SemanticFacts &Facts, unsigned Offset, const std::string &Text,
                        const std::string &Unspellable);

/// The key of the preamble a parse of \p Source with \p Opts would use in
/// pass \p P (its flags without the source); empty: none (not CUDA).
std::string preambleKey(llvm::StringRef Source, const SemanticOptions &Opts,
                        Pass P);

/// Runs the passes that apply to \p Source (host and device for CUDA files,
/// host only for C++ files that use the CUDA API).
/// Each parse waits for \p Gate (when given) to admit it.
TranslationUnitFacts runSemanticPasses(llvm::StringRef Source,
                                       const RuleSet &Rules,
                                       const SemanticOptions &Opts,
                                       MemoryGate *Gate = nullptr);

/// The same on \p Pool, the host and device sides as two tasks that run at
/// once when threads are free; \p Done gets the facts (on a pool thread).
/// \p Queued counts the run's tasks not started yet (one counter per run):
/// with none waiting, a device parse that is likely needed starts before the
/// host parse ends. \p Rules, \p Opts and \p Queued must outlive the tasks.
void startSemanticPasses(llvm::StringRef Source, const RuleSet &Rules,
                         const SemanticOptions &Opts,
                         llvm::ThreadPoolInterface &Pool, MemoryGate *Gate,
                         std::atomic<int> &Queued,
                         std::function<void(TranslationUnitFacts)> Done);

bool isCudaSource(llvm::StringRef Path);

} // namespace axl

#endif
