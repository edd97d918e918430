//===- InlinePtx.cpp - inline PTX lowered to C++ for the CPU backend ------===//
//
// Finds asm statements with Clang's raw lexer (no preprocessing: macro
// bodies and every #if branch are seen), splits each into its template,
// outputs and inputs at the top-level colons, and replaces the statement
// from `asm` to its closing parenthesis with translatePtx's C++ (the `;`
// after it stays), or with a trap naming the PTX.
//
//===----------------------------------------------------------------------===//
#include "loops/InlinePtx.h"
#include "loops/PtxToCpp.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"

#include <set>

using namespace clang;
using llvm::StringRef;

namespace axl::loops {
namespace {

// A string literal's characters, C escapes resolved.
bool unescape(StringRef Literal, std::string &Out) {
  if (!Literal.consume_front("\"") || !Literal.consume_back("\""))
    return false; // a prefixed or raw literal
  for (size_t I = 0; I < Literal.size(); ++I) {
    char C = Literal[I];
    if (C != '\\' || I + 1 == Literal.size()) {
      Out += C;
      continue;
    }
    char E = Literal[++I];
    switch (E) {
    case 'n': Out += '\n'; break;
    case 't': Out += '\t'; break;
    case 'r': Out += '\r'; break;
    case '0': Out += '\0'; break;
    case '\\': Out += '\\'; break;
    case '"': Out += '"'; break;
    case '\'': Out += '\''; break;
    case '\n': break; // a line splice
    default: Out += E; break;
    }
  }
  return true;
}

std::string quote(StringRef S) {
  std::string Q = "\"";
  for (char C : S) {
    if (C == '\n') {
      Q += "\\n";
      continue;
    }
    if (C == '\t' || C == '\r') {
      Q += ' ';
      continue;
    }
    if (C == '"' || C == '\\')
      Q += '\\';
    Q += C;
  }
  return Q + "\"";
}

// C++17 with GNU keywords, as the raw lexer reads the files (asm, __asm__).
LangOptions rawLangOptions() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.GNUKeywords = LO.GNUMode = true;
  return LO;
}

struct Tok {
  tok::TokenKind Kind;
  unsigned Offset, Length;
  bool StartOfLine;
  StringRef Text;
};

class Scanner {
public:
  Scanner(StringRef Text, const PtxOptions &Options) : Text(Text), Options(Options) {}

  PtxLowering run() {
    SourceManagerForFile SMF("axl-ptx-input", Text);
    SourceManager &SM = SMF.get();
    const LangOptions LO = rawLangOptions();
    Lexer L(SM.getMainFileID(), SM.getBufferOrFake(SM.getMainFileID()), SM, LO);
    L.SetCommentRetentionState(false);
    Token T;
    do {
      L.LexFromRawLexer(T);
      Toks.push_back({T.getKind(), SM.getFileOffset(T.getLocation()), T.getLength(),
                      T.isAtStartOfLine(),
                      Text.substr(SM.getFileOffset(T.getLocation()), T.getLength())});
    } while (T.isNot(tok::eof));
    PtxLowering Result;
    unsigned Copied = 0;
    bool InDirective = false, InDefine = false;
    for (size_t I = 0; I + 1 < Toks.size(); ++I) {
      const Tok &K = Toks[I];
      if (K.StartOfLine) {
        InDirective = K.Kind == tok::hash;
        InDefine = InDirective && Toks[I + 1].Text == "define" && !Toks[I + 1].StartOfLine;
      }
      if (K.Kind != tok::raw_identifier ||
          !(K.Text == "asm" || K.Text == "__asm__" || K.Text == "__asm"))
        continue;
      if (InDirective && !InDefine)
        continue;
      // asm labels (`int x asm("name")`, `void f() asm("name")`) follow a
      // declarator; statements follow ; { } ) : else do, or start a line.
      if (I > 0 && !K.StartOfLine) {
        const Tok &Prev = Toks[I - 1];
        if (Prev.Kind == tok::raw_identifier && Prev.Text != "else" && Prev.Text != "do")
          continue;
      }
      size_t Open = I + 1;
      while (Open < Toks.size() && Toks[Open].Kind == tok::raw_identifier &&
             (Toks[Open].Text == "volatile" || Toks[Open].Text == "__volatile__" ||
              Toks[Open].Text == "__volatile" || Toks[Open].Text == "inline" ||
              Toks[Open].Text == "__inline__" || Toks[Open].Text == "goto"))
        ++Open;
      if (Open >= Toks.size() || Toks[Open].Kind != tok::l_paren)
        continue;
      size_t Close = Open;
      for (int Depth = 0; Close < Toks.size(); ++Close) {
        if (Toks[Close].Kind == tok::l_paren)
          ++Depth;
        else if (Toks[Close].Kind == tok::r_paren && --Depth == 0)
          break;
        if (Toks[Close].Kind == tok::eof)
          break;
      }
      if (Close >= Toks.size() || Toks[Close].Kind != tok::r_paren)
        continue;
      const unsigned Begin = K.Offset, End = Toks[Close].Offset + 1;
      std::string Replacement;
      if (!lower(Open, Close, Begin, Replacement, Result))
        continue; // host asm, left as written
      ++Result.Lowered;
      // Keep the lines: the C++ on the first, then the breaks the asm spanned.
      const StringRef Span = Text.slice(Begin, End);
      for (char C : Span)
        if (C == '\n')
          Replacement += InDefine ? " \\\n" : "\n";
      Result.Text += Text.slice(Copied, Begin).str();
      Result.Text += Replacement;
      Copied = End;
      I = Close;
    }
    Result.Text += Text.substr(Copied).str();
    return Result;
  }

private:
  // The statement between the parentheses at Open and Close, lowered.
  bool lower(size_t Open, size_t Close, unsigned Begin, std::string &Out, PtxLowering &Result) {
    // Sections at the top-level colons: template, outputs, inputs, clobbers.
    std::vector<std::vector<size_t>> Sections(1);
    int Depth = 0;
    for (size_t J = Open + 1; J < Close; ++J) {
      const Tok &T = Toks[J];
      if (T.Kind == tok::l_paren || T.Kind == tok::l_square || T.Kind == tok::l_brace)
        ++Depth;
      else if (T.Kind == tok::r_paren || T.Kind == tok::r_square || T.Kind == tok::r_brace)
        --Depth;
      if (Depth == 0 && T.Kind == tok::colon) {
        Sections.emplace_back();
        continue;
      }
      if (Depth == 0 && T.Kind == tok::coloncolon) {
        Sections.emplace_back();
        Sections.emplace_back();
        continue;
      }
      Sections.back().push_back(J);
    }
    AsmStatement S;
    std::string RawTemplate;
    bool Literal = !Sections[0].empty();
    for (size_t J : Sections[0]) {
      RawTemplate += Toks[J].Text.str() + " ";
      if (Toks[J].Kind != tok::string_literal || !unescape(Toks[J].Text, S.Template))
        Literal = false;
    }
    std::string Why;
    if (Sections.size() > 4)
      Why = "asm goto";
    else if (!Literal)
      Why = "its PTX is not a string literal (built by macros)";
    else if (!operands(Sections.size() > 1 ? Sections[1] : std::vector<size_t>(), S.Outputs) ||
             !operands(Sections.size() > 2 ? Sections[2] : std::vector<size_t>(), S.Inputs))
      Why = "operands it cannot read";
    PtxTranslation T;
    if (Why.empty()) {
      T = translatePtx(S);
      if (!T.LooksLikePtx && Options.KeepHostAsm)
        return false;
      if (T.Ok) {
        Out = T.Cpp;
        return true;
      }
      Why = T.Why;
    }
    const std::string Ptx = Literal ? S.Template : RawTemplate;
    Out = "::axl::cpu::ptx::unsupported(" + quote(StringRef(Ptx).trim()) +
          ", __FILE__, __LINE__, " + quote(Why) + ")";
    const StringRef Before = Text.take_front(Begin);
    const size_t LineStart = Before.rfind('\n');
    Result.Trapping.push_back(
        {1 + static_cast<unsigned>(Before.count('\n')),
         static_cast<unsigned>(Begin - (LineStart == StringRef::npos ? 0 : LineStart + 1)) + 1,
         Why});
    return true;
  }

  // "constraint"(expr) or [name] "constraint"(expr), comma-separated.
  bool operands(const std::vector<size_t> &Section, std::vector<AsmOperand> &Out) {
    size_t J = 0;
    while (J < Section.size()) {
      AsmOperand O;
      if (Toks[Section[J]].Kind == tok::l_square) {
        if (J + 2 >= Section.size() || Toks[Section[J + 2]].Kind != tok::r_square)
          return false;
        O.Name = Toks[Section[J + 1]].Text.str();
        J += 3;
      }
      std::string Constraint;
      while (J < Section.size() && Toks[Section[J]].Kind == tok::string_literal) {
        if (!unescape(Toks[Section[J]].Text, Constraint))
          return false;
        ++J;
      }
      if (Constraint.empty() || J >= Section.size() || Toks[Section[J]].Kind != tok::l_paren)
        return false;
      // The expression: the text between this parenthesis and its match.
      const size_t ExprOpen = J;
      int Depth = 0;
      for (; J < Section.size(); ++J) {
        tok::TokenKind K = Toks[Section[J]].Kind;
        if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
          ++Depth;
        else if ((K == tok::r_paren || K == tok::r_square || K == tok::r_brace) && --Depth == 0)
          break;
      }
      if (J >= Section.size())
        return false;
      const unsigned From = Toks[Section[ExprOpen]].Offset + 1, To = Toks[Section[J]].Offset;
      O.Constraint = Constraint;
      O.Expr = "(" + Text.slice(From, To).str() + ")";
      // Line breaks (and splices, in a macro body) inside the expression
      // would move lines: the lowered statement is written on one line.
      std::string OneLine;
      for (size_t C = 0; C < O.Expr.size(); ++C) {
        if (O.Expr[C] == '\\' && C + 1 < O.Expr.size() && O.Expr[C + 1] == '\n')
          continue;
        OneLine += O.Expr[C] == '\n' ? ' ' : O.Expr[C];
      }
      O.Expr = std::move(OneLine);
      Out.push_back(std::move(O));
      ++J;
      if (J < Section.size()) {
        if (Toks[Section[J]].Kind != tok::comma)
          return false;
        ++J;
      }
    }
    return true;
  }

  StringRef Text;
  const PtxOptions &Options;
  std::vector<Tok> Toks;
};

// The lowered C++ names things (axl, ptx, out, mask, x, ...) that a
// function-like macro's parameter of the same name would replace. A macro
// whose body holds asm has its parameters renamed __axl_m_NAME, in the
// parameter list and the body alike, which changes nothing else.
std::string renameAsmMacroParameters(StringRef Text) {
  SourceManagerForFile SMF("axl-ptx-input", Text);
  SourceManager &SM = SMF.get();
  const LangOptions LO = rawLangOptions();
  Lexer L(SM.getMainFileID(), SM.getBufferOrFake(SM.getMainFileID()), SM, LO);
  std::vector<Token> Line;
  std::vector<std::pair<unsigned, unsigned>> Renames; // offset, length
  auto Finish = [&] {
    // # define NAME ( params ) body, with no space before the '('.
    if (Line.size() < 5 || Line[1].isNot(tok::raw_identifier) ||
        Line[1].getRawIdentifier() != "define" ||
        Line[3].isNot(tok::l_paren) || Line[3].hasLeadingSpace())
      return;
    llvm::StringSet<> Params;
    size_t I = 4;
    for (; I < Line.size() && Line[I].isNot(tok::r_paren); ++I)
      if (Line[I].is(tok::raw_identifier))
        Params.insert(Line[I].getRawIdentifier());
    bool HasAsm = false;
    for (size_t J = I; J < Line.size(); ++J)
      if (Line[J].is(tok::raw_identifier) &&
          (Line[J].getRawIdentifier() == "asm" || Line[J].getRawIdentifier() == "__asm__" ||
           Line[J].getRawIdentifier() == "__asm"))
        HasAsm = true;
    if (!HasAsm)
      return;
    for (size_t J = 4; J < Line.size(); ++J)
      if (Line[J].is(tok::raw_identifier) && Params.contains(Line[J].getRawIdentifier()))
        Renames.push_back({SM.getFileOffset(Line[J].getLocation()), Line[J].getLength()});
  };
  Token T;
  bool InDirective = false;
  do {
    L.LexFromRawLexer(T);
    if (T.isAtStartOfLine() || T.is(tok::eof)) {
      if (InDirective)
        Finish();
      Line.clear();
      InDirective = T.is(tok::hash);
    }
    if (InDirective)
      Line.push_back(T);
  } while (T.isNot(tok::eof));
  if (Renames.empty())
    return Text.str();
  std::string Out;
  unsigned At = 0;
  for (auto [Offset, Length] : Renames) {
    Out += Text.slice(At, Offset).str() + "__axl_m_" + Text.substr(Offset, Length).str();
    At = Offset + Length;
  }
  return Out + Text.substr(At).str();
}

} // namespace

bool mayContainAsm(StringRef Text) { return Text.contains("asm"); }

PtxLowering lowerInlinePtx(StringRef Text, const PtxOptions &Options) {
  if (!mayContainAsm(Text)) {
    PtxLowering Same;
    Same.Text = Text.str();
    return Same;
  }
  const std::string Renamed = renameAsmMacroParameters(Text);
  return Scanner(Renamed, Options).run();
}

std::string ptxPrelude(StringRef Name) {
  std::string Escaped;
  for (char C : Name) {
    if (C == '\\' || C == '"')
      Escaped += '\\';
    Escaped += C;
  }
  return "#include <axl/cpu/ptx.h>\n#line 1 \"" + Escaped + "\"\n";
}

namespace {

class LoweredFile : public llvm::vfs::File {
public:
  LoweredFile(llvm::vfs::Status S, std::string Text) : S(std::move(S)), Text(std::move(Text)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &Name, int64_t,
                                                               bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::string Text;
};

// Serves the lowered text (and its size) of each file that had asm.
class LoweringFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  LoweringFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                     std::function<bool(StringRef)> Lowerable, PtxOptions Options,
                     std::shared_ptr<PtxLowerings> Record)
      : ProxyFileSystem(std::move(Base)), Lowerable(std::move(Lowerable)), Options(Options),
        Record(std::move(Record)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    auto S = ProxyFileSystem::status(Path);
    if (!S || !S->isRegularFile())
      return S;
    if (const PtxLowering *L = lowered(Path.str()))
      return llvm::vfs::Status::copyWithNewSize(*S, L->Text.size());
    return S;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (!F)
      return F;
    const PtxLowering *L = lowered(Path.str());
    if (!L)
      return F;
    auto S = (*F)->status();
    if (!S)
      return S.getError();
    return std::unique_ptr<llvm::vfs::File>(std::make_unique<LoweredFile>(
        llvm::vfs::Status::copyWithNewSize(*S, L->Text.size()), L->Text));
  }

private:
  const PtxLowering *lowered(const std::string &Path) {
    auto It = Record->find(Path);
    if (It != Record->end())
      return &It->second;
    auto Skip = Unchanged.find(Path);
    if (Skip != Unchanged.end() || !Lowerable(Path)) {
      Unchanged.insert(Path);
      return nullptr;
    }
    auto Buffer = getUnderlyingFS().getBufferForFile(Path);
    if (!Buffer || !mayContainAsm((*Buffer)->getBuffer())) {
      Unchanged.insert(Path);
      return nullptr;
    }
    PtxLowering L = lowerInlinePtx((*Buffer)->getBuffer(), Options);
    if (L.Lowered == 0) {
      Unchanged.insert(Path);
      return nullptr;
    }
    L.Text = ptxPrelude(Path) + L.Text;
    return &Record->emplace(Path, std::move(L)).first->second;
  }

  std::function<bool(StringRef)> Lowerable;
  PtxOptions Options;
  std::shared_ptr<PtxLowerings> Record;
  std::set<std::string> Unchanged;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
lowerPtxIn(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
           std::function<bool(StringRef)> Lowerable, const PtxOptions &Options,
           std::shared_ptr<PtxLowerings> Record) {
  return llvm::makeIntrusiveRefCnt<LoweringFileSystem>(std::move(Base), std::move(Lowerable),
                                                       Options, std::move(Record));
}

} // namespace axl::loops
