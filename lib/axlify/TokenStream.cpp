//===- TokenStream.cpp - Raw tokens of a whole file -----------------------===//
#include "axlify/TokenStream.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace axl {

static LangOptions cudaLangOptions() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1; // lexes <<< and >>> as single tokens
  LO.Bool = 1;
  LO.LineComment = 1;
  LO.GNUMode = 1;
  return LO;
}

std::vector<RawToken> lexFile(llvm::StringRef Buffer) {
  static const LangOptions LO = cudaLangOptions();
  std::vector<RawToken> Out;
  const SourceLocation Base = SourceLocation::getFromRawEncoding(1);
  Lexer L(Base, LO, Buffer.begin(), Buffer.begin(), Buffer.end());
  unsigned DirectiveCount = 0, Current = 0;
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Offset = T.getLocation().getRawEncoding() - Base.getRawEncoding();
    bool SOL = T.isAtStartOfLine();
    if (SOL)
      Current = T.is(tok::hash) ? ++DirectiveCount : 0;
    Out.push_back({T.getKind(), Offset, T.getLength(),
                   Buffer.substr(Offset, T.getLength()), Current, SOL});
  }
  return Out;
}

} // namespace axl
