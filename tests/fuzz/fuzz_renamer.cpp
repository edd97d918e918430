//===- fuzz_renamer.cpp - libFuzzer target: the token-level port ----------===//
//
// Input: the bytes of a CUDA source. Lexes it, runs the lexical pass with the
// real rules (rules/*.yaml) and no semantic facts, merges the edits as the
// porter does and applies them. Checks that tokens and edits lie within the
// buffer, that one pass never conflicts with itself, and that every byte
// outside the edited ranges survives, in order.
//
//===----------------------------------------------------------------------===//
#include "axlify/EditSet.h"
#include "axlify/LexicalPass.h"
#include "axlify/TokenStream.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <tuple>

using namespace llvm;

[[noreturn]] static void fail(const Twine &What) {
  errs() << "fuzz_renamer: " << What << "\n";
  abort();
}

static const axl::RuleSet &rules() {
  static std::unique_ptr<axl::RuleSet> Rules = [] {
    auto R = axl::loadRules(AXL_FUZZ_RULES_DIR, {});
    if (!R)
      fail("cannot load the rules: " + toString(R.takeError()));
    return std::move(*R);
  }();
  return *Rules;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  rules();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // The porter's buffers come from MemoryBuffer, which ends them with a NUL
  // that Clang's lexer relies on; std::string does the same.
  const std::string Source(reinterpret_cast<const char *>(Data), Size);
  StringRef Buffer(Source);
  const std::string File = "fuzz.cu";

  const std::vector<axl::RawToken> Toks = axl::lexFile(Buffer);
  unsigned PrevEnd = 0;
  for (const axl::RawToken &T : Toks) {
    if (T.Offset < PrevEnd || T.end() > Size || T.Text.data() != Source.data() + T.Offset ||
        T.Text.size() != T.Length)
      fail("token out of place at offset " + Twine(T.Offset));
    PrevEnd = T.end();
  }
  // Edits replace whole tokens or the space between them, never part of one.
  // (Not in #include lines: the preprocessor lexes `<a/b.h>` as one header
  // name, the raw lexer as several tokens, and the include edit replaces it.)
  llvm::DenseSet<unsigned> IncludeLines;
  for (size_t I = 0; I + 1 < Toks.size(); ++I)
    if (Toks[I].is(clang::tok::hash) && Toks[I].StartOfLine &&
        (Toks[I + 1].isIdent("include") || Toks[I + 1].isIdent("include_next") ||
         Toks[I + 1].isIdent("import")))
      IncludeLines.insert(Toks[I].Directive);
  auto InsideToken = [&](unsigned Offset) {
    auto It = llvm::partition_point(
        Toks, [&](const axl::RawToken &T) { return T.Offset < Offset; });
    return It != Toks.begin() && std::prev(It)->end() > Offset &&
           !IncludeLines.count(std::prev(It)->Directive);
  };

  axl::LexicalResult R =
      axl::runLexicalPass(File, Buffer, rules(), axl::SemanticFacts(), axl::LexicalOptions());
  // As the driver does: every edit keeps the line breaks it replaces.
  for (axl::Edit &E : R.Edits)
    E = axl::keepLineBreaks(std::move(E), Buffer);
  axl::EditSet Edits;
  for (const axl::Edit &E : R.Edits) {
    if (E.File != File || uint64_t(E.Offset) + E.Length > Size)
      fail("edit out of the buffer: offset " + Twine(E.Offset) + " length " +
           Twine(E.Length));
    if (InsideToken(E.Offset) || InsideToken(E.Offset + E.Length))
      fail("edit splits a token: offset " + Twine(E.Offset) + " length " +
           Twine(E.Length) + " '" + E.Text + "'");
    Edits.add(E);
  }
  for (const axl::Finding &F : R.Findings)
    if (F.File != File || F.Offset > Size)
      fail("finding out of the buffer: " + F.Message);
  if (!Edits.conflicts().empty())
    fail("the lexical pass conflicts with itself: " + Edits.conflicts()[0].Message);

  const clang::tooling::Replacements *Reps = Edits.forFile(File);
  if (!Reps)
    return 0;
  auto Out = axl::applyEdits(Buffer, *Reps);
  if (!Out)
    fail("edits do not apply: " + toString(Out.takeError()));
  // Reference: the pass's own edits (duplicates once), applied left to right
  // with the bytes between them copied; an insertion goes before a
  // replacement at the same offset, as tooling::Replacements orders them.
  std::vector<axl::Edit> Sorted = R.Edits;
  llvm::sort(Sorted, [](const axl::Edit &A, const axl::Edit &B) {
    return std::tie(A.Offset, A.Length, A.Text) < std::tie(B.Offset, B.Length, B.Text);
  });
  std::string Expected;
  unsigned Pos = 0;
  for (size_t I = 0; I < Sorted.size(); ++I) {
    const axl::Edit &E = Sorted[I];
    if (I && E.Offset == Sorted[I - 1].Offset && E.Length == Sorted[I - 1].Length &&
        E.Text == Sorted[I - 1].Text)
      continue;
    if (E.Offset < Pos)
      fail("edits overlap at offset " + Twine(E.Offset));
    Expected += Buffer.slice(Pos, E.Offset);
    Expected += E.Text;
    Pos = E.Offset + E.Length;
  }
  Expected += Buffer.substr(Pos);
  if (*Out != Expected)
    fail("bytes outside the edits changed");
  // A port never moves a line.
  if (axl::countLineBreaks(*Out) != axl::countLineBreaks(Buffer))
    fail("the port has " + Twine(axl::countLineBreaks(*Out)) + " line breaks, the input " +
         Twine(axl::countLineBreaks(Buffer)));
  return 0;
}
