//===- ParseActions.h - Clang actions of a pass -----------------*- C++ -*-===//
//
// One Clang run over a translation unit is a parse (parseAction: the
// preprocessor's view of the user's files, then the AST through
// AstCollector.h) or, for the device side, preprocessing only
// (preprocessAction: which user tokens it would parse). Both record into a
// RunFacts; Clang's errors go to an ErrorCollector.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_PARSEACTIONS_H
#define AXLIFY_PARSEACTIONS_H

#include "axlify/AstCollector.h"
#include "axlify/SemanticPass.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <array>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class FrontendAction;
class Preprocessor;
class SourceManager;
class Token;
} // namespace clang

namespace axl {

class GatePass;

/// What one Clang run over the TU learns. The runs of a TU may run at once;
/// their facts merge afterwards in one order (host, device preprocessed,
/// device parsed), so the result is the same whatever order they ran in.
struct RunFacts {
  TranslationUnitFacts Facts;
  std::set<std::string> Includes;
  UserFileTokens Files;
};

/// Collects Clang's errors as located findings.
class ErrorCollector : public clang::DiagnosticConsumer {
public:
  ErrorCollector(TranslationUnitFacts &Facts, Pass P, llvm::StringRef Source)
      : Facts(Facts), P(P), Source(Source) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// Errors about the compile as a whole (flags, a PCH that does not load):
  /// a parse with a preamble retries without it.
  unsigned Unlocated = 0;

private:
  TranslationUnitFacts &Facts;
  Pass P;
  llvm::StringRef Source;
};

/// The tokens of the user's code that one pass delivers, as a set of keys
/// (spelling file, offset, expansion file, offset, kind). Tokens spelled in
/// a user file and tokens that system macros produce in user code both
/// count, so `#ifdef __CUDA_ARCH__`, NV_IF_TARGET arms and device-only
/// macro values all show. Two passes with equal sets parse the same user
/// code. Each pass numbers files by path in its own order (the passes may
/// run at once); same() compares the paths.
class UserTokens {
public:
  /// Records every token \p PP delivers (at the outermost lexing level).
  void watch(clang::Preprocessor &PP);
  void add(const clang::Token &T);
  /// Do \p A and \p B hold the same set of tokens?
  static bool same(UserTokens &A, UserTokens &B);

private:
  /// The set, sorted and without repeats (tentative parsing re-reads).
  const std::vector<std::array<unsigned, 5>> &keys();
  /// The number of \p L's file (0: not a file) and whether it is the user's.
  std::pair<unsigned, bool> file(clang::SourceLocation L);

  llvm::StringMap<unsigned> FileNumbers;
  std::vector<std::string> Paths = {""}; ///< by number; 0: not a file
  clang::SourceManager *SM = nullptr;
  llvm::DenseMap<clang::FileID, std::pair<unsigned, bool>> Files;
  std::vector<std::array<unsigned, 5>> Keys;
};

/// A parse in pass \p P: records into \p Out, and the user tokens into
/// \p Tokens when given. The AST is visited once \p Gate admits it.
std::unique_ptr<clang::FrontendAction>
parseAction(const RuleSet &Rules, Pass P, RunFacts &Out, UserTokens *Tokens,
            llvm::StringRef CudaPath, GatePass &Gate);

/// The device side, preprocessed only: the user tokens it would parse into
/// \p Tokens, the user files it reads into \p Out.
std::unique_ptr<clang::FrontendAction>
preprocessAction(const RuleSet &Rules, RunFacts &Out, UserTokens &Tokens,
                 llvm::StringRef CudaPath);

} // namespace axl

#endif
