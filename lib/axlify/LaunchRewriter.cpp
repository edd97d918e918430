//===- LaunchRewriter.cpp - k<<<g, b, shm, s>>>(args) -> axlLaunchKernelGGL ===//
#include "axlify/LaunchRewriter.h"

#include "axlify/Errors.h"
#include <algorithm>

using namespace clang;
using namespace llvm;

namespace axl {

long tokenAt(ArrayRef<RawToken> Tokens, unsigned Offset) {
  auto It = std::lower_bound(
      Tokens.begin(), Tokens.end(), Offset,
      [](const RawToken &T, unsigned O) { return T.Offset < O; });
  if (It == Tokens.end() || It->Offset != Offset)
    return -1;
  return It - Tokens.begin();
}

/// The '>' closing the template argument list opened at Toks[Less], or -1
/// when the '<' is a comparison (or the list would hold a launch's '<<<' or
/// '>>>': no template argument does, and a launch nested in another's
/// configuration must not be skipped as one).
static long templateArgsEnd(ArrayRef<RawToken> Toks, long Less, unsigned Group) {
  int Angle = 0, Paren = 0;
  for (long J = Less; J < (long)Toks.size() && Toks[J].Directive == Group; ++J) {
    const RawToken &T = Toks[J];
    if (T.is(tok::less)) ++Angle;
    else if (T.is(tok::greater) && Paren == 0 && --Angle == 0) return J;
    else if (T.is(tok::greatergreater) && Paren == 0 && (Angle -= 2) <= 0)
      return Angle == 0 ? J : -1;
    else if (T.opens()) ++Paren;
    else if (T.closes() && --Paren < 0) return -1;
    else if (T.is(tok::greatergreatergreater) || T.is(tok::lesslessless) ||
             T.is(tok::semi) ||
             T.is(tok::ampamp) || T.is(tok::pipepipe) || T.is(tok::l_brace))
      return -1;
  }
  return -1;
}

/// First token of the callee expression ending just before \p End.
static long calleeStart(ArrayRef<RawToken> Toks, long End) {
  const unsigned Group = Toks[End].Directive;
  long J = End - 1;
  auto InGroup = [&](long K) { return K >= 0 && Toks[K].Directive == Group; };
  while (InGroup(J)) {
    const RawToken &T = Toks[J];
    if (T.is(tok::greater) || T.is(tok::greatergreater)) {
      // Template arguments: walk back to the matching '<'.
      int Depth = 0;
      for (; InGroup(J); --J) {
        if (Toks[J].is(tok::greater)) ++Depth;
        else if (Toks[J].is(tok::greatergreater)) Depth += 2;
        else if (Toks[J].is(tok::less) && --Depth == 0) break;
        else if (Toks[J].is(tok::semi) || Toks[J].is(tok::l_brace) ||
                 Toks[J].is(tok::r_brace))
          return -1;
      }
      if (!InGroup(J) || Depth != 0)
        return -1;
      --J;
      if (!InGroup(J) || !Toks[J].isIdent())
        return -1;
      --J;
    } else if (T.is(tok::r_paren)) {
      int Depth = 0;
      for (; InGroup(J); --J) {
        if (Toks[J].is(tok::r_paren)) ++Depth;
        else if (Toks[J].is(tok::l_paren) && --Depth == 0) break;
      }
      if (!InGroup(J))
        return -1;
      --J;
      // The arguments of another launch: its result is no kernel, and its
      // edits cover this '('.
      if (InGroup(J) && Toks[J].is(tok::greatergreatergreater))
        return -1;
      if (InGroup(J) && Toks[J].isIdent() && !Toks[J].isIdent("return"))
        --J; // a call: getKernel()<<<...>>>
    } else if (T.isIdent() && T.Text != "return") {
      --J;
    } else {
      return -1;
    }
    // Continue through qualifiers and member access.
    if (InGroup(J) && (Toks[J].is(tok::coloncolon) || Toks[J].is(tok::period) ||
                       Toks[J].is(tok::arrow))) {
      --J;
      if (!InGroup(J) || !(Toks[J].isIdent() || Toks[J].is(tok::greater) ||
                           Toks[J].is(tok::r_paren)))
        return J + 1; // leading '::'
      continue;
    }
    break;
  }
  return J + 1 < End ? J + 1 : -1;
}

Expected<std::vector<Edit>> rewriteLaunch(ArrayRef<RawToken> Toks,
                                          size_t LLL, StringRef File,
                                          StringRef TemplateArgs,
                                          StringRef DefaultArgs) {
  const long N = Toks.size();
  const unsigned Group = Toks[LLL].Directive;
  long Callee = calleeStart(Toks, LLL);
  if (Callee < 0)
    return stringError("cannot find the kernel expression before '<<<'");

  // Configuration: split on top-level commas up to the matching '>>>'.
  std::vector<long> Commas;
  long GGG = -1;
  int Depth = 0;
  for (long J = LLL + 1; J < N && Toks[J].Directive == Group; ++J) {
    const RawToken &T = Toks[J];
    if (T.is(tok::less) && J > LLL + 1 && Toks[J - 1].isIdent()) {
      // A template-id (Traits<int, 2>::blocks): its commas separate nothing.
      long Close = templateArgsEnd(Toks, J, Group);
      if (Close > 0) {
        J = Close;
        continue;
      }
    }
    if (T.opens()) ++Depth;
    else if (T.closes()) --Depth;
    else if (Depth == 0 && T.is(tok::comma)) Commas.push_back(J);
    else if (Depth == 0 && T.is(tok::greatergreatergreater)) { GGG = J; break; }
    else if (T.is(tok::lesslessless) || T.is(tok::semi)) break;
    if (Depth < 0) break;
  }
  if (GGG < 0)
    return stringError("no matching '>>>' for '<<<'");
  if (Commas.size() < 1 || Commas.size() > 3)
    return stringError("the launch configuration has " + Twine(Commas.size() + 1) +
                " arguments; expected 2 to 4");
  if (GGG + 1 >= N || !Toks[GGG + 1].is(tok::l_paren) ||
      Toks[GGG + 1].Directive != Group)
    return stringError("expected '(' after '>>>'");
  long LParen = GGG + 1, RParen = -1;
  Depth = 0;
  for (long J = LParen; J < N && Toks[J].Directive == Group; ++J) {
    if (Toks[J].opens()) ++Depth;
    else if (Toks[J].closes() && --Depth == 0) { RParen = J; break; }
  }
  if (RParen < 0)
    return stringError("no matching ')' for the kernel arguments");
  long Prev = LLL;
  for (long C : Commas) {
    if (C == Prev + 1)
      return stringError("empty launch configuration argument");
    Prev = C;
  }
  if (GGG == Prev + 1)
    return stringError("empty launch configuration argument");

  bool Wrap = TemplateArgs.contains(',') ||
              std::any_of(Toks.begin() + Callee, Toks.begin() + LLL,
                          [](const RawToken &T) { return T.is(tok::comma); });
  bool HasArgs = RParen > LParen + 1;
  std::vector<Edit> E;
  auto Add = [&](unsigned Begin, unsigned End, std::string Text) {
    E.push_back({File.str(), Begin, End - Begin, std::move(Text), ""});
  };
  // An insertion: the callee's tokens stay for the renamer to rename.
  Add(Toks[Callee].Offset, Toks[Callee].Offset,
      Wrap ? "axlLaunchKernelGGL(AXL_KERNEL_NAME(" : "axlLaunchKernelGGL(");
  // Deduced template arguments: after the kernel's name, or after those it
  // names (", float" before their '>').
  const bool AfterNamed = TemplateArgs.starts_with(",");
  if (AfterNamed && !Toks[LLL - 1].is(tok::greater))
    return stringError("cannot add the deduced template arguments of the kernel");
  if (AfterNamed)
    Add(Toks[LLL - 1].Offset, Toks[LLL - 1].Offset, TemplateArgs.str());
  Add(Toks[LLL - 1].end(), Toks[LLL].end(),
      (AfterNamed ? "" : TemplateArgs.str()) + (Wrap ? "), dim3(" : ", dim3("));
  Add(Toks[Commas[0]].Offset, Toks[Commas[0] + 1].Offset, "), dim3(");
  if (Commas.size() >= 2)
    Add(Toks[Commas[1]].Offset, Toks[Commas[1] + 1].Offset, "), ");
  std::string Tail = Commas.size() == 1 ? "), 0, 0" : Commas.size() == 2 ? ", 0" : "";
  if (HasArgs)
    Tail += Toks[LParen + 1].StartOfLine ? "," : ", "; // no trailing blank
  Add(Toks[GGG - 1].end(), Toks[LParen].end(), Tail);
  if (!DefaultArgs.empty())
    Add(Toks[RParen].Offset, Toks[RParen].Offset, (", " + DefaultArgs).str());
  return E;
}

} // namespace axl
