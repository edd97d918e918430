//===- DynamicShared.cpp - extern __shared__ T name[] -> AXL_DYNAMIC_SHARED ===//
#include "axlify/DynamicShared.h"

#include "axlify/Errors.h"
#include "axlify/LaunchRewriter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace llvm;

namespace axl {

/// Does Toks[From, To) hold a comma outside parentheses? A macro argument
/// would end there (brackets and angle brackets do not protect it).
static bool hasBareComma(ArrayRef<RawToken> Toks, size_t From, size_t To) {
  int Paren = 0;
  for (size_t K = From; K < To; ++K) {
    Paren += Toks[K].is(tok::l_paren) - Toks[K].is(tok::r_paren);
    if (Toks[K].is(tok::comma) && Paren == 0)
      return true;
  }
  return false;
}

Expected<DynamicSharedRewrite> rewriteDynamicShared(ArrayRef<RawToken> Toks,
                                                    const DynamicSharedDecl &D,
                                                    StringRef File) {
  const long B = tokenAt(Toks, D.Begin), N = tokenAt(Toks, D.Name), E = tokenAt(Toks, D.End);
  if (B < 0 || N < 0 || E < 0 || !(B < N && N < E) || !Toks[E].is(tok::r_square))
    return stringError("its parts are not written in one place");
  const unsigned Group = Toks[B].Directive;
  for (long K = B; K <= E; ++K)
    if (Toks[K].Directive != Group)
      return stringError("its parts are not written in one place");
  // The name, pasted in a macro body (`n ## _buf`), then `[]` and the
  // bounds of the rows.
  long NameEnd = N;
  while (NameEnd + 2 < E && Toks[NameEnd + 1].is(tok::hashhash) && Toks[NameEnd + 2].isIdent())
    NameEnd += 2;
  if (NameEnd + 2 > E || !Toks[NameEnd + 1].is(tok::l_square) ||
      !Toks[NameEnd + 2].is(tok::r_square))
    return stringError("expected 'extern __shared__ TYPE NAME[];'");
  const bool Rows = NameEnd + 2 < E;
  if (hasBareComma(Toks, NameEnd + 3, E + 1))
    return stringError("its bounds contain a top-level comma");
  if (E + 1 < (long)Toks.size() && Toks[E + 1].Directive == Group) {
    const RawToken &After = Toks[E + 1];
    if (After.is(tok::comma))
      return stringError("it declares more than one variable");
    if (!After.is(tok::semi) && !After.is(tok::r_paren))
      return stringError("'" + After.Text + "' follows its declarator");
  }
  // The specifiers: `extern` and what makes it shared go, the rest is the
  // type.
  DynamicSharedRewrite R;
  std::vector<long> Kept;
  bool Extern = false;
  StringRef SharedByMacro; // the macro's name
  for (long K = B; K < N; ++K) {
    const RawToken &T = Toks[K];
    if (T.isIdent("extern") || T.isIdent("__shared__") || T.Offset == D.Shared) {
      Extern |= T.isIdent("extern");
      if (T.Offset == D.Shared && !T.isIdent("__shared__"))
        SharedByMacro = T.Text;
      R.Removed.push_back(T.Offset);
    } else {
      Kept.push_back(K);
    }
  }
  // A macro of the project's that makes it shared says `extern` too
  // (`#define EXTERN_SHARED extern __shared__`); a bare `__shared__` does not.
  if (!Extern && SharedByMacro.empty())
    return stringError("its 'extern' is written by a macro");
  if (Kept.empty())
    return stringError(SharedByMacro.empty() ? Twine("it has no type")
                                      : "'" + SharedByMacro + "' writes its type with __shared__");
  if (hasBareComma(Toks, B, N))
    return stringError("the type contains a top-level comma");

  auto Add = [&](unsigned Offset, unsigned Length, StringRef Text) {
    R.Edits.push_back({File.str(), Offset, Length, Text.str(), "dynamic-shared"});
  };
  StringRef Open = Rows ? "AXL_DYNAMIC_SHARED_ARRAY(" : "AXL_DYNAMIC_SHARED(";
  Add(Toks[B].Offset, Toks[Kept.front()].Offset - Toks[B].Offset, Open);
  for (size_t K = 0; K + 1 < Kept.size(); ++K)
    if (Kept[K + 1] != Kept[K] + 1)
      Add(Toks[Kept[K]].end(), Toks[Kept[K + 1]].Offset - Toks[Kept[K]].end(), " ");
  Add(Toks[Kept.back()].end(), Toks[N].Offset - Toks[Kept.back()].end(), ", ");
  Add(Toks[NameEnd].end(), Toks[NameEnd + 2].end() - Toks[NameEnd].end(), Rows ? ", " : ")");
  if (Rows)
    Add(Toks[E].end(), 0, ")");
  return std::move(R);
}

/// The first token of the body of the #define holding Toks[I] (after its
/// name and parameters), or -1 when Toks[I] is in another directive.
static long defineBody(ArrayRef<RawToken> Toks, size_t I) {
  size_t G = I;
  while (G > 0 && Toks[G - 1].Directive == Toks[I].Directive)
    --G;
  if (G + 2 >= Toks.size() || !Toks[G].is(tok::hash) || !Toks[G + 1].isIdent("define") ||
      !Toks[G + 2].isIdent())
    return -1;
  size_t Body = G + 3;
  if (Body < Toks.size() && Toks[Body].is(tok::l_paren) &&
      Toks[Body].Offset == Toks[G + 2].end()) { // function-like
    while (Body < Toks.size() && Toks[Body].Directive == Toks[I].Directive &&
           !Toks[Body].is(tok::r_paren))
      ++Body;
    ++Body;
  }
  return Body;
}

std::optional<Expected<DynamicSharedDecl>> findDynamicSharedTokens(ArrayRef<RawToken> Toks,
                                                                   size_t I) {
  const unsigned Group = Toks[I].Directive;
  long Lo = 0;
  if (Group && (Lo = defineBody(Toks, I)) < 0)
    return std::nullopt;
  auto InGroup = [&](long K) {
    return K >= Lo && K < (long)Toks.size() && Toks[K].Directive == Group;
  };
  // The statement's start: after `;`, a brace or a label, or at a line that
  // follows a `)` (a macro used as a statement, `CHECK()`, with no `;`).
  long S = I;
  while (InGroup(S - 1) && !Toks[S - 1].is(tok::semi) && !Toks[S - 1].is(tok::l_brace) &&
         !Toks[S - 1].is(tok::r_brace) && !Toks[S - 1].is(tok::colon) &&
         !(Toks[S].StartOfLine && Toks[S - 1].is(tok::r_paren)))
    --S;
  // Leading attributes (`alignas(16)`, `[[...]]`) stay in front.
  auto SkipGroup = [&](long K) {
    int Depth = 0;
    for (; InGroup(K); ++K)
      if (Toks[K].opens())
        ++Depth;
      else if (Toks[K].closes() && --Depth == 0)
        return K + 1;
    return K;
  };
  while (InGroup(S + 1) && ((Toks[S].isIdent("alignas") && Toks[S + 1].is(tok::l_paren)) ||
                            (Toks[S].is(tok::l_square) && Toks[S + 1].is(tok::l_square))))
    S = SkipGroup(S);
  // Its end: `;`, or the end of the macro body.
  bool Extern = false, Shared = false;
  int Depth = 0;
  long End = S;
  for (; InGroup(End) && !(Depth == 0 && Toks[End].is(tok::semi)); ++End) {
    const RawToken &T = Toks[End];
    if (Depth == 0 && (T.is(tok::l_brace) || T.is(tok::r_brace)))
      return std::nullopt; // a function or a linkage block, not a declaration
    Depth += T.opens() - T.closes();
    Extern |= Depth == 0 && T.isIdent("extern");
    Shared |= Depth == 0 && T.isIdent("__shared__");
  }
  if (!Extern || !Shared)
    return std::nullopt;
  const long Last = End - 1;
  // A macro that writes only the start of declarations (`#define
  // EXTERN_SHARED extern __shared__`) is rewritten where a parse sees it used.
  auto IsSquare = [](const RawToken &T) { return T.is(tok::l_square); };
  if (Group && !InGroup(End) && none_of(Toks.slice(S, End - S), IsSquare))
    return std::nullopt;
  auto Shape = [] { return stringError("expected 'extern __shared__ TYPE NAME[];'"); };
  if (Last <= S || !Toks[Last].is(tok::r_square))
    return Expected<DynamicSharedDecl>(Shape());
  // Back over the bounds to the name.
  long J = Last;
  while (J > S && Toks[J].is(tok::r_square)) {
    int D = 0;
    for (; J > S; --J) {
      D += Toks[J].closes() - Toks[J].opens();
      if (D == 0)
        break;
    }
    --J;
  }
  if (J <= S || !Toks[J].isIdent())
    return Expected<DynamicSharedDecl>(Shape());
  while (J - 2 > S && Toks[J - 1].is(tok::hashhash) && Toks[J - 2].isIdent())
    J -= 2;
  DynamicSharedDecl D;
  D.Begin = Toks[S].Offset;
  D.Name = Toks[J].Offset;
  D.End = Toks[Last].Offset;
  return Expected<DynamicSharedDecl>(D);
}

bool isDynamicShared(const VarDecl &D) {
  return D.hasAttr<CUDASharedAttr>() && D.getStorageClass() == SC_Extern &&
         D.getType()->isIncompleteArrayType();
}

Expected<DynamicSharedPlace>
locateDynamicShared(const VarDecl &D, const SourceManager &SM,
                    function_ref<ArrayRef<RawToken>(FileID)> Tokens) {
  // The text that holds its last ']' holds all of it: the code, a macro's
  // body or a macro's argument.
  SourceLocation Last = SM.getSpellingLoc(D.getEndLoc());
  FileID F = SM.getFileID(Last);
  if (Last.isInvalid() || !SM.getFileEntryRefForID(F))
    return stringError("its declarator is made by token pasting");
  ArrayRef<RawToken> Toks = Tokens(F);
  const long E = tokenAt(Toks, SM.getFileOffset(Last));
  if (E < 0)
    return stringError("its parts are not written in one place");
  // Where a token of it is written in that text: its spelling, or the
  // parameter or macro name in that text that brought it there.
  auto WrittenAt = [&](SourceLocation L) -> std::optional<unsigned> {
    for (;;) {
      SourceLocation S = SM.getSpellingLoc(L);
      if (SM.getFileID(S) == F) {
        long K = tokenAt(Toks, SM.getFileOffset(S));
        if (K >= 0 && K <= E && Toks[K].Directive == Toks[E].Directive)
          return Toks[K].Offset;
      }
      if (!L.isMacroID())
        return std::nullopt;
      L = SM.getImmediateExpansionRange(L).getBegin();
    }
  };
  std::optional<unsigned> Begin = WrittenAt(D.getBeginLoc()), Name = WrittenAt(D.getLocation());
  if (!Begin || !Name || *Begin > *Name)
    return stringError("its parts are not written in one place");
  DynamicSharedPlace P;
  P.File = F;
  P.Decl.Begin = *Begin;
  P.Decl.Name = *Name;
  P.Decl.End = Toks[E].Offset;
  if (const auto *A = D.getAttr<CUDASharedAttr>())
    if (std::optional<unsigned> Shared = WrittenAt(A->getLocation()))
      P.Decl.Shared = *Shared;
  return P;
}

} // namespace axl
