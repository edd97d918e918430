//===- DynamicShared.h - extern __shared__ T name[] -> AXL_DYNAMIC_SHARED -===//
//
// A declaration of dynamic shared memory is a variable with CUDA's shared
// attribute, extern storage and an array type of unknown bound, whatever the
// order of its specifiers: `extern float __shared__ s[]`,
// `__shared__ extern __align__(16) char s[]`, `extern volatile __shared__
// int s[]`. The parse finds it (locateDynamicShared) and says where its text
// is; the lexical pass rewrites that text (rewriteDynamicShared): the
// keywords `extern` and `__shared__` go, every other specifier and attribute
// stays in the type, in its order:
//
//   extern __shared__ T name[];        -> AXL_DYNAMIC_SHARED(T, name);
//   extern __shared__ T name[][33][2]; -> AXL_DYNAMIC_SHARED_ARRAY(T, name, [33][2]);
//
// Leading C++11 attributes (`alignas(16)`, `[[...]]`) stay in front of the
// macro, where they apply to the declaration on every backend. Edits sit
// around the tokens kept, so renames inside the type never overlap them,
// and line breaks are kept. A declaration that a macro writes is rewritten
// in the macro's body when the body holds all of it; one written by several
// macros (or token pasting that builds its type) is reported, not rewritten.
// Code no parse saw (a macro never expanded, an inactive #if branch) is
// matched by its tokens alone (findDynamicSharedTokens).
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_DYNAMICSHARED_H
#define AXLIFY_DYNAMICSHARED_H

#include "axlify/Finding.h"
#include "axlify/TokenStream.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class LangOptions;
class SourceManager;
class VarDecl;
} // namespace clang

namespace axl {

/// Where one declaration of dynamic shared memory is written: offsets of
/// tokens of one file, all in one stretch of code or one macro body.
struct DynamicSharedDecl {
  unsigned Begin = 0; ///< its first specifier (after leading attributes)
  unsigned Name = 0;  ///< the declarator's name (a macro parameter in a body)
  unsigned End = 0;   ///< the last ']' of the declarator
  /// The token that makes it shared when it is not spelled `__shared__` (a
  /// macro of the project's that says `extern __shared__`); ~0u: none.
  unsigned Shared = ~0u;
};

/// The edits of one declaration, and the tokens they remove.
struct DynamicSharedRewrite {
  std::vector<Edit> Edits;
  std::vector<unsigned> Removed; ///< offsets of the tokens removed
};

/// Edits rewriting \p D to the dialect's macro. Fails with the reason when
/// its tokens do not have the shape of one declaration.
llvm::Expected<DynamicSharedRewrite>
rewriteDynamicShared(llvm::ArrayRef<RawToken> Toks, const DynamicSharedDecl &D,
                     llvm::StringRef File);

/// The tokens alone: the declaration of dynamic shared memory whose
/// statement holds the `extern` or `__shared__` at Toks[I]. nullopt: that
/// statement does not say both; an error: it says both but is not a
/// declaration of the shape `... NAME[]...;` (the reason).
std::optional<llvm::Expected<DynamicSharedDecl>>
findDynamicSharedTokens(llvm::ArrayRef<RawToken> Toks, size_t I);

/// Is \p D dynamic shared memory (shared, extern, an array of unknown
/// bound)?
bool isDynamicShared(const clang::VarDecl &D);

/// Where the parse found \p D written: the file and the declaration's
/// offsets there, or the reason it cannot be located (a part of it that no
/// single text holds). \p Tokens gives the raw tokens of a file.
struct DynamicSharedPlace {
  clang::FileID File;
  DynamicSharedDecl Decl;
};
llvm::Expected<DynamicSharedPlace> locateDynamicShared(
    const clang::VarDecl &D, const clang::SourceManager &SM,
    llvm::function_ref<llvm::ArrayRef<RawToken>(clang::FileID)> Tokens);

} // namespace axl

#endif
