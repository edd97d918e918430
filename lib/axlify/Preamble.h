//===- Preamble.h - The shared prefix of parses, precompiled ----*- C++ -*-===//
//
// Before a CUDA translation unit's own text, Clang parses what the compile
// includes implicitly: CUDA's runtime wrapper (cuda_runtime.h, the toolkit's
// device functions, <cmath>), axlify's preludes and the `-include` files.
// That prefix is the same for every parse with the same flags, and a large
// part of each. It is parsed once per pass and set of flags into a PCH held
// in memory, and the other parses with those flags load it lazily.
//
// The parse sees the same tokens either way: the PCH holds exactly what the
// parse reads first, only system headers, and only include-guarded ones, so
// their `-include` is a no-op after it. A prefix that breaks a condition (a
// project header among the `-include` files, a Clang error in it) is not
// used: those parses read everything, and the report counts them.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_PREAMBLE_H
#define AXLIFY_PREAMBLE_H

#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <atomic>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace axl {

/// One precompiled prefix, served to the parses at Path.
struct Preamble {
  std::string Path;  ///< in axlify's internal in-memory file system
  std::string Bytes; ///< the PCH; empty when it could not be used
  std::string Why;   ///< when empty Bytes: why not
};

/// Where the PCH's main file lies: an empty source, present in every parse
/// that loads a preamble (Clang checks the PCH's input files).
constexpr const char *PreambleMainFile = "/__axl_internal__/preamble_main.cu";

/// The action that precompiles a parse's prefix into \p Out: run over
/// PreambleMainFile with the pass's flags. It leaves Out.Bytes empty, and
/// says why in Out.Why, when the prefix is not safe to share.
std::unique_ptr<clang::FrontendAction> precompilePrefix(Preamble &Out);

/// The preambles of one run, by key (the pass and its flags): each built
/// once, when its first parse asks, for a key that more than one parse uses.
class PreambleCache {
public:
  /// Counts a TU whose parses will use \p Key (before the parses start).
  void expect(const std::string &Key);
  /// One of them is done with it: after the last, the preamble is freed.
  void finished(const std::string &Key);
  /// The preamble for \p Key: built by \p Build on the first call, the
  /// others waiting for it; null when the key is used by one parse only
  /// (building it would cost that parse's prefix and save nothing).
  std::shared_ptr<const Preamble>
  get(const std::string &Key,
      llvm::function_ref<Preamble(const std::string &Path)> Build);

  /// Does more than one parse use \p Key?
  bool shared(const std::string &Key);

  unsigned built() const { return Built; }

private:
  std::mutex M;
  std::map<std::string, unsigned> Expected, Pending;
  std::map<std::string, std::shared_future<std::shared_ptr<const Preamble>>>
      Entries;
  std::atomic<unsigned> Built{0};
};

} // namespace axl

#endif
