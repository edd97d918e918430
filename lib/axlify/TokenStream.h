//===- TokenStream.h - Raw tokens of a whole file ---------------*- C++ -*-===//
//
// The lexical pass works on every token of a file, including macro bodies and
// inactive #if branches, which no AST sees. Comments and string literals are
// single tokens, so identifiers inside them are never touched.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_TOKENSTREAM_H
#define AXLIFY_TOKENSTREAM_H

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace axl {

struct RawToken {
  clang::tok::TokenKind Kind;
  unsigned Offset;
  unsigned Length;
  llvm::StringRef Text;
  /// 0 for ordinary code; otherwise a number unique to the preprocessor
  /// directive line holding the token.
  unsigned Directive;
  bool StartOfLine;

  unsigned end() const { return Offset + Length; }
  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  bool isIdent() const { return Kind == clang::tok::raw_identifier; }
  bool isIdent(llvm::StringRef S) const { return isIdent() && Text == S; }
  /// ( [ {  and  ) ] }
  bool opens() const {
    return is(clang::tok::l_paren) || is(clang::tok::l_square) || is(clang::tok::l_brace);
  }
  bool closes() const {
    return is(clang::tok::r_paren) || is(clang::tok::r_square) || is(clang::tok::r_brace);
  }
};

/// Lexes \p Buffer as CUDA C++ in raw mode.
std::vector<RawToken> lexFile(llvm::StringRef Buffer);

} // namespace axl

#endif
