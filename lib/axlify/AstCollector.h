//===- AstCollector.h - What a parse learns from the AST --------*- C++ -*-===//
//
// The AST side of a host or device parse: which names are the user's own
// declarations and where they are referred to, kernel launches (their
// rewritten form, deduced template arguments, arguments left to defaults),
// dynamic shared memory declarations, kernel addresses taken through casts,
// and calls in a form a CUDA version removed.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_ASTCOLLECTOR_H
#define AXLIFY_ASTCOLLECTOR_H

#include "axlify/RuleSet.h"
#include "axlify/SemanticPass.h"
#include "axlify/TokenStream.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace axl {

/// The user files' raw tokens, lexed once per parse (by path), and the
/// bytes they point into.
struct UserFileTokens {
  std::map<std::string, std::vector<RawToken>> Tokens;
  std::map<std::string, std::string> Buffers;
};

/// Visits the declarations of \p Ctx that the user's files hold (those of
/// system headers can hold no user code) and adds what they show to
/// \p Facts. \p P is the pass that parsed them.
void collectUserCode(clang::ASTContext &Ctx, clang::Preprocessor &PP,
                     const RuleSet &Rules, Pass P, TranslationUnitFacts &Facts,
                     UserFileTokens &Files);

} // namespace axl

#endif
