//===- LexicalPass.cpp - Token-level port of one file ---------------------===//
#include "axlify/LexicalPass.h"

#include "axlify/LaunchRewriter.h"
#include "axlify/TokenStream.h"
#include "axlify/VendorNames.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace axl {

void findStringifyingMacros(StringRef Buffer, StringifyingMacroMap &Out) {
  std::vector<RawToken> Toks = lexFile(Buffer);
  for (size_t I = 0; I + 3 < Toks.size(); ++I) {
    const unsigned Line = Toks[I].Directive;
    // '#' 'define' NAME '(' right after the name: a function-like macro.
    if (!Toks[I].is(tok::hash) || !Toks[I].StartOfLine || !Toks[I + 1].isIdent("define") ||
        !Toks[I + 2].isIdent() || !Toks[I + 3].is(tok::l_paren) ||
        Toks[I + 3].Offset != Toks[I + 2].end())
      continue;
    std::vector<StringRef> Params;
    size_t J = I + 4;
    for (; J < Toks.size() && Toks[J].Directive == Line && !Toks[J].is(tok::r_paren); ++J)
      if (Toks[J].isIdent())
        Params.push_back(Toks[J].Text);
    std::vector<StringifiedParam> Stringified;
    DenseSet<unsigned> UsedElsewhere;
    for (++J; J < Toks.size() && Toks[J].Directive == Line; ++J) {
      if (!Toks[J].isIdent())
        continue;
      auto P = find(Params, Toks[J].Text);
      if (P == Params.end())
        continue;
      unsigned Index = P - Params.begin();
      if (!Toks[J - 1].is(tok::hash)) {
        UsedElsewhere.insert(Index);
        continue;
      }
      if (none_of(Stringified, [&](const StringifiedParam &S) { return S.Index == Index; }))
        Stringified.push_back({Index});
    }
    for (StringifiedParam &S : Stringified)
      S.Only = !UsedElsewhere.count(S.Index);
    if (!Stringified.empty())
      Out[Toks[I + 2].Text] = std::move(Stringified);
  }
}

namespace {

bool namesNoRunTimeSymbol(const Rule &Rl) {
  return Rl.Kind == RuleKind::Type || Rl.Kind == RuleKind::Enum ||
         Rl.Kind == RuleKind::Enumerator;
}

class FilePort {
public:
  FilePort(StringRef File, StringRef Buffer, const RuleSet &Rules,
           const SemanticFacts &Facts, const LexicalOptions &Opts)
      : File(File), Buffer(Buffer), Rules(Rules), Facts(Facts), Opts(Opts),
        Toks(lexFile(Buffer)) {}

  LexicalResult run();

private:
  void edit(unsigned Offset, unsigned Length, std::string Text) {
    R.Edits.push_back({File.str(), Offset, Length, std::move(Text), "lexical"});
  }
  /// A diagnostic; \p Family is where a reference left is counted.
  void warn(unsigned Offset, StringRef Id, const Twine &Msg, bool Left,
            StringRef Family = "") {
    R.Findings.push_back({File.str(), Offset, Severity::Warning, Id.str(),
                          Msg.str(), Left});
    if (Left) {
      ++R.Counts.Left;
      ++R.ByFamily[Family.empty() ? "unknown" : Family.str()].Left;
    }
  }
  /// One reference ported (renamed when its spelling changed).
  void ported(StringRef Family, bool Renamed, bool Launch = false) {
    for (PortCounts *C : {&R.Counts, &R.ByFamily[Family.str()]}) {
      ++C->Ported;
      C->Renamed += Renamed;
      C->Launches += Launch;
    }
  }
  size_t directive(size_t I);
  void include(size_t I);
  void identifier(size_t I, bool InDefinedTest);
  void launch(size_t I);
  void dynamicShared(const DynamicSharedDecl &D);
  void sharedLeft(unsigned Offset, const Twine &Why);
  void inlineAsm(size_t I);
  void warpSizeAssumption(size_t I);
  void sharedAlignas(size_t I);
  bool isMemberOrQualified(size_t I) const;
  bool namesNamespace(size_t I) const;
  void unknownLibrary(unsigned Offset, StringRef Name, StringRef Library);
  void stringLiteral(size_t I);
  void runtimeCompilation(const RawToken &T) {
    if (StringRef What = runtimeCompilationOf(T.Text); !What.empty())
      warn(T.Offset, "runtime-compilation", "run-time compilation: " + What, false);
  }
  void stringifyingCall(size_t I);
  bool isUserName(StringRef Name) const {
    return DefinedMacros.count(Name) || Facts.UserNames.count(Name) ||
           Facts.UserGlobalNames.count(Name);
  }

  StringRef File, Buffer;
  const RuleSet &Rules;
  const SemanticFacts &Facts;
  const LexicalOptions &Opts;
  std::vector<RawToken> Toks;
  StringSet<> DefinedMacros;
  StringMap<size_t> LibraryFindings; ///< name -> its [axl-unknown-library]
  /// Offsets of identifiers in arguments that a macro makes strings: true
  /// where the macro uses the argument only as a string.
  DenseMap<unsigned, bool> Stringified;
  /// Dynamic shared memory: tokens before this offset belong to a
  /// declaration rewritten or reported (not matched again); tokens removed.
  unsigned DynamicSharedNext = 0;
  DenseSet<unsigned> Removed;
  LexicalResult R;
};

/// The token names a namespace: a qualifier (cub::), or the name in
/// `namespace cub {`, `using namespace cub;`, `namespace c = cub;`.
bool FilePort::namesNamespace(size_t I) const {
  auto Same = [&](size_t J) { return J < Toks.size() && Toks[J].Directive == Toks[I].Directive; };
  if (Same(I + 1) && Toks[I + 1].is(tok::coloncolon))
    return true;
  if (I >= 1 && Same(I - 1) && Toks[I - 1].isIdent("namespace"))
    return true;
  return I >= 3 && Same(I - 3) && Toks[I - 1].is(tok::equal) && Toks[I - 2].isIdent() &&
         Toks[I - 3].isIdent("namespace");
}

bool FilePort::isMemberOrQualified(size_t I) const {
  if (I == 0 || Toks[I - 1].Directive != Toks[I].Directive)
    return false;
  const RawToken &P = Toks[I - 1];
  if (P.is(tok::period) || P.is(tok::arrow))
    return true;
  // ns::cudaFoo is the user's; ::cudaFoo is the global CUDA name, and so is
  // an enumerator qualified by CUDA's enum (CUtensorMapDataType::CU_...).
  if (!P.is(tok::coloncolon) || I < 2 || Toks[I - 2].Directive != P.Directive)
    return false;
  const RawToken &Q = Toks[I - 2];
  if (Q.isIdent())
    if (const Rule *QR = Rules.lookup(Q.Text);
        QR && (QR->Kind == RuleKind::Enum || QR->Kind == RuleKind::Type) &&
        !isMemberOrQualified(I - 2) && !Facts.UserDeclRefs.count(Q.Offset) &&
        !Facts.UserGlobalNames.count(Q.Text))
      return false;
  return Q.isIdent() || Q.is(tok::greater);
}

/// A vendor library's name with no rules: one finding per name and file,
/// counting every reference.
void FilePort::unknownLibrary(unsigned Offset, StringRef Name, StringRef Library) {
  ++R.Counts.Left;
  ++R.ByFamily["library:" + Library.str()].Left;
  auto [It, New] = LibraryFindings.try_emplace(Name, R.Findings.size());
  if (!New) {
    Finding &F = R.Findings[It->second];
    ++F.Refs;
    F.Message = ("'" + Name + "' belongs to " + Library +
                 ", a library axl has no rules for; left as is (" + Twine(F.Refs) +
                 " references in this file)")
                    .str();
    return;
  }
  R.Findings.push_back({File.str(), Offset, Severity::Warning, "unknown-library",
                        ("'" + Name + "' belongs to " + Library +
                         ", a library axl has no rules for; left as is")
                            .str(),
                        true});
}

/// A string that is exactly a CUDA API name: an entry point looked up at
/// run time (cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", ...)).
void FilePort::stringLiteral(size_t I) {
  StringRef S = Toks[I].Text;
  if (S.size() < 3 || !S.starts_with("\"") || !S.ends_with("\""))
    return;
  StringRef Name = S.drop_front().drop_back();
  if (Name.empty() || !isAlpha(Name[0]) ||
      !llvm::all_of(Name, [](char C) { return isAlnum(C) || C == '_'; }))
    return;
  const Rule *Rl = Rules.lookup(Name);
  // Every backend answers the driver's entry points by CUDA's names (the
  // CUDA backend is CUDA's driver; the CPU backend's table keeps them): the
  // string is already ported. One the backend lacks is not found there, as
  // on an older driver.
  if (Rules.isDriverEntryPoint(Name)) {
    ported(Rl ? Rl->Family : "driver", false);
    return;
  }
  if (!Rl && !looksLikeCudaApi(Name))
    return;
  if (Rl && Rl->isIdentity())
    return;
  // A driver-style name no rule knows (newer than the rules, or no
  // function at all): the lookup itself says whether a driver has it.
  if (!Rl && Name.size() > 2 && Name.starts_with("cu") && isUpper(Name[2])) {
    R.Findings.push_back({File.str(), Toks[I].Offset + 1, Severity::Note,
                          "unknown-entry-point",
                          ("'" + Name + "' is named in a string like a driver entry point, "
                           "but no rule knows it; left as is: a driver without it answers "
                           "that the symbol is not found")
                              .str(),
                          false});
    return;
  }
  warn(Toks[I].Offset + 1, "entry-point-string",
       "'" + Name + "' is named in a string (an API entry point looked up at run "
       "time); left as is: each backend must look up its own name",
       true, Rl ? Rl->Family : "unknown");
}

void FilePort::include(size_t I) {
  // I indexes the `include` keyword; the header name is the rest of the line.
  size_t LineEnd = Buffer.find('\n', Toks[I].end());
  StringRef Rest = Buffer.slice(Toks[I].end(), LineEnd);
  size_t Start = Rest.find_first_not_of(" \t");
  if (Start == StringRef::npos)
    return;
  char Open = Rest[Start];
  char Close = Open == '<' ? '>' : Open == '"' ? '"' : 0;
  if (!Close)
    return; // computed include
  size_t End = Rest.find(Close, Start + 1);
  if (End == StringRef::npos)
    return;
  StringRef Path = Rest.slice(Start + 1, End);
  unsigned Offset = Toks[I].end() + Start;
  const Rule *H = Rules.lookupHeader(Path);
  // The file the directive really names: a parse saw it, or (in code no
  // parse saw) a quoted include next to this file. The project's own file
  // is never a toolkit header, whatever its name; a file found outside the
  // project and the toolkit (through -I) is not rewritten either, but said.
  std::string Local, Elsewhere;
  if (auto It = Facts.Includes.find(Offset); It != Facts.Includes.end()) {
    if (!It->second.Toolkit) {
      StringRef Found = It->second.Path;
      bool InProject = !Opts.InRoot.empty() && Found.starts_with(Opts.InRoot) &&
                       Found.size() > Opts.InRoot.size() &&
                       sys::path::is_separator(Found[Opts.InRoot.size()]);
      (InProject || Opts.InRoot.empty() ? Local : Elsewhere) = Found.str();
    }
  } else if (Open == '"') {
    SmallString<256> Next(sys::path::parent_path(File));
    sys::path::append(Next, Path);
    if (sys::fs::exists(Next))
      Local = std::string(Next);
  }
  if (!Local.empty()) {
    if (H || isVendorHeader(Path) || !libraryOfHeader(Path).empty())
      R.Findings.push_back({File.str(), Offset, Severity::Note, "local-header",
                            "'" + Path.str() + "' is " + Local +
                                ", not the CUDA toolkit's header; left as is",
                            false});
    return;
  }
  if (!Elsewhere.empty() && H) {
    warn(Offset, "non-toolkit-header",
         "'" + Path + "' is " + Elsewhere +
             ", found outside the project and the CUDA toolkit; left as is",
         true, H->Family);
    return;
  }
  if (!H) {
    if (StringRef Lib = libraryOfHeader(Path); !Lib.empty())
      unknownLibrary(Offset, Path, Lib);
    else if (Open == '<' && isVendorHeader(Path))
      warn(Offset, "unknown-header",
           "'" + Path + "' looks like a CUDA header but no rule maps it; left as is",
           true, "unknown");
    return;
  }
  if (H->Status == RuleStatus::Unsupported || H->Axl.empty()) {
    warn(Offset, "unsupported",
         "header '" + Path + "' is not supported by axl: " + H->Reason +
             "; left as is",
         true, H->Family);
    return;
  }
  ported(H->Family, true);
  // A directory rule maps every header under it to the same path under its
  // dialect directory (cub/ -> axl/cub/), or keeps it (thrust/).
  if (H->isDirectory() && H->isIdentity())
    return; // the library's own header, as it is written
  std::string To = H->Axl;
  if (H->isDirectory() && StringRef(H->Axl).ends_with("/"))
    To += Path.substr(H->Cuda.size()).str();
  edit(Offset, End - Start + 1, "<" + To + ">");
}

size_t FilePort::directive(size_t I) {
  // Toks[I] is '#' at the start of a line.
  size_t J = I + 1;
  if (J >= Toks.size() || Toks[J].Directive != Toks[I].Directive || !Toks[J].isIdent())
    return J;
  StringRef Name = Toks[J].Text;
  if (Name == "include" || Name == "include_next" || Name == "import") {
    include(J);
    size_t K = J + 1;
    while (K < Toks.size() && Toks[K].Directive == Toks[I].Directive)
      ++K;
    return K;
  }
  if (Name == "pragma") {
    size_t K = J + 1;
    while (K < Toks.size() && Toks[K].Directive == Toks[I].Directive)
      ++K;
    return K;
  }
  if ((Name == "ifdef" || Name == "ifndef" || Name == "undef") &&
      J + 1 < Toks.size() && Toks[J + 1].Directive == Toks[I].Directive &&
      Toks[J + 1].isIdent()) {
    identifier(J + 1, Name != "undef");
    return J + 2;
  }
  return J + 1;
}

/// A call of a macro that makes some of its arguments strings: their
/// identifiers are marked, so that a CUDA name there keeps its spelling.
void FilePort::stringifyingCall(size_t I) {
  auto It = Opts.StringifyingMacros->find(Toks[I].Text);
  const unsigned Group = Toks[I].Directive;
  if (I + 1 >= Toks.size() || !Toks[I + 1].is(tok::l_paren) || Toks[I + 1].Directive != Group)
    return;
  // Only an argument that is one name: a whole call made a string
  // (CHECK(cudaMalloc(...)) printing "#call") is a message, ported with it.
  int Depth = 0;
  unsigned Arg = 0;
  size_t ArgStart = I + 2;
  auto EndArg = [&](size_t End) {
    if (End == ArgStart + 1 && Toks[ArgStart].isIdent())
      for (const StringifiedParam &P : It->second)
        if (P.Index == Arg)
          Stringified[Toks[ArgStart].Offset] = P.Only;
    ++Arg;
    ArgStart = End + 1;
  };
  for (size_t J = I + 1; J < Toks.size() && Toks[J].Directive == Group; ++J) {
    const RawToken &A = Toks[J];
    if (A.is(tok::l_paren) || A.is(tok::l_square) || A.is(tok::l_brace)) {
      ++Depth;
    } else if (A.is(tok::r_paren) || A.is(tok::r_square) || A.is(tok::r_brace)) {
      if (--Depth == 0)
        return EndArg(J);
    } else if (A.is(tok::comma) && Depth == 1) {
      EndArg(J);
    }
  }
}

void FilePort::identifier(size_t I, bool InDefinedTest) {
  const RawToken &T = Toks[I];
  if (Opts.StringifyingMacros && Opts.StringifyingMacros->count(T.Text))
    stringifyingCall(I);
  const Rule *Rl = Rules.lookup(T.Text);
  if (Rl && Rl->Kind == RuleKind::Namespace && !namesNamespace(I))
    Rl = nullptr; // a variable or member named like the namespace
  // A type or enumerator is never looked up by name at run time: a string
  // made of one is a message (a type's name for a log or a test's name), and
  // the name is renamed as anywhere else, so that the macro's other uses of
  // it compile; the string then names the port's type, as the port's
  // preprocessor makes it.
  if (auto It = Stringified.find(T.Offset); Rl && It != Stringified.end() &&
                                             !Rl->isIdentity() && !namesNoRunTimeSymbol(*Rl)) {
    // A driver entry point that the macro only makes a string: every
    // backend answers CUDA's name (as a string literal naming it).
    if (It->second && Rules.isDriverEntryPoint(T.Text)) {
      ported(Rl->Family, false);
      return;
    }
    warn(T.Offset, "stringified-name",
         "'" + T.Text + "' is given to a macro that makes it a string (#), a name "
         "looked up at run time; left as is: each backend must look up its own name",
         true, Rl->Family);
    return;
  }
  if (!Rl) {
    if (isUserName(T.Text) || isMemberOrQualified(I) || Facts.UserDeclRefs.count(T.Offset))
      return;
    bool Qualifier = I + 1 < Toks.size() && Toks[I + 1].is(tok::coloncolon) &&
                     Toks[I + 1].Directive == T.Directive;
    if (StringRef Lib = Qualifier ? libraryOfNamespace(T.Text) : ""; !Lib.empty()) {
      std::string Name = T.Text.str();
      if (I + 2 < Toks.size() && Toks[I + 2].isIdent() && Toks[I + 2].Directive == T.Directive)
        Name += "::" + Toks[I + 2].Text.str();
      unknownLibrary(T.Offset, Name, Lib);
    } else if (StringRef Lib = libraryOfName(T.Text); !Lib.empty()) {
      unknownLibrary(T.Offset, T.Text, Lib);
      runtimeCompilation(T);
    } else if (looksLikeCudaApi(T.Text)) {
      warn(T.Offset, "unknown-api",
           "'" + T.Text + "' looks like CUDA API but no rule maps it; left as is",
           true, "unknown");
    }
    return;
  }
  if (isMemberOrQualified(I) || Facts.UserDeclRefs.count(T.Offset) ||
      Facts.UserGlobalNames.count(T.Text))
    return; // the user's own declaration that happens to share the name
  runtimeCompilation(T);
  const Rule *Target = Rl;
  switch (Rl->Status) {
  case RuleStatus::Unsupported:
    warn(T.Offset, "unsupported",
         "'" + T.Text + "' is not supported by axl: " + Rl->Reason + "; left as is",
         true, Rl->Family);
    return;
  case RuleStatus::Removed:
    if (Rl->Replacement.empty()) {
      warn(T.Offset, "removed",
           "'" + T.Text + "' was removed in " + versionText(Rl->Since) + ": " + Rl->Reason +
               "; left as is",
           true, Rl->Family);
      return;
    }
    Target = Rules.lookup(Rl->Replacement);
    R.Replaced.insert(T.Offset);
    warn(T.Offset, "removed",
         "'" + T.Text + "' was removed in " + versionText(Rl->Since) + "; ported to '" +
             Target->Axl + "' (its replacement '" + Rl->Replacement + "')",
         false);
    break;
  case RuleStatus::Deprecated:
    if (!Rl->Replacement.empty())
      Target = Rules.lookup(Rl->Replacement);
    warn(T.Offset, "deprecated",
         "'" + T.Text + "' is deprecated since " + versionText(Rl->Since) +
             (Target != Rl ? "; ported to '" + Target->Axl + "' (its replacement '" +
                                 Rl->Replacement + "')"
                           : Twine("; ported to '") + Target->Axl + "'"),
         false);
    break;
  case RuleStatus::Supported:
    break;
  }
  StringRef NewName = Target->Axl;
  if (InDefinedTest && !Rl->AxlDefined.empty())
    NewName = Rl->AxlDefined;
  ported(Rl->Family, NewName != T.Text);
  if (NewName != T.Text)
    edit(T.Offset, T.Length, NewName.str());
}

void FilePort::launch(size_t I) {
  if (Opts.KeepLaunchSyntax) {
    ported("kernel-language", false);
    return;
  }
  if (auto Kept = Facts.KeptLaunches.find(Toks[I].Offset); Kept != Facts.KeptLaunches.end()) {
    warn(Toks[I].Offset, "launch-default-args",
         "kernel launch kept as written (it builds with the CUDA backend, not with the "
         "CPU backend): " + Kept->second + "; write the argument at the launch",
         true, "kernel-language");
    return;
  }
  auto Deduced = Facts.DeducedKernelArgs.find(Toks[I].Offset);
  auto Defaults = Facts.DefaultKernelArgs.find(Toks[I].Offset);
  auto Edits = rewriteLaunch(Toks, I, File,
                             Deduced == Facts.DeducedKernelArgs.end() ? "" : Deduced->second,
                             Defaults == Facts.DefaultKernelArgs.end() ? "" : Defaults->second);
  if (!Edits) {
    warn(Toks[I].Offset, "launch",
         "kernel launch not rewritten: " + toString(Edits.takeError()), true,
         "kernel-language");
    return;
  }
  for (Edit &E : *Edits) {
    E.Origin = "lexical";
    R.Edits.push_back(std::move(E));
  }
  ported("kernel-language", false, /*Launch=*/true);
}

/// One declaration of dynamic shared memory, found by a parse or by its
/// tokens: rewritten, or reported.
void FilePort::dynamicShared(const DynamicSharedDecl &D) {
  auto Rewrite = rewriteDynamicShared(Toks, D, File);
  if (!Rewrite) {
    sharedLeft(D.Begin, toString(Rewrite.takeError()));
    return;
  }
  for (Edit &E : Rewrite->Edits) {
    E.Origin = "lexical";
    R.Edits.push_back(std::move(E));
  }
  Removed.insert(Rewrite->Removed.begin(), Rewrite->Removed.end());
  DynamicSharedNext = D.End + 1;
  ported("kernel-language", false);
}

/// A declaration of dynamic shared memory at \p Offset left as it is: the
/// rest of its statement is not looked at again.
void FilePort::sharedLeft(unsigned Offset, const Twine &Why) {
  warn(Offset, "dynamic-shared", "dynamic shared memory declaration not rewritten: " + Why,
       true, "kernel-language");
  long I = tokenAt(Toks, Offset);
  if (I < 0)
    return;
  const unsigned Group = Toks[I].Directive;
  while (I + 1 < (long)Toks.size() && Toks[I + 1].Directive == Group && !Toks[I].is(tok::semi))
    ++I;
  DynamicSharedNext = Toks[I].end();
}

// `__shared__ alignas(N) T x;` compiles where __shared__ is an attribute
// (nvcc, clang++ for CUDA) but not where it is a storage class: a standard
// attribute may not follow one (g++ and clang++ reject `thread_local
// alignas(N)`, the CPU backend's __shared__). The attribute goes first,
// `alignas(N) __shared__ T x;`, which means the same to every compiler (the
// same PTX), on the same line. Toks[I] is __shared__.
void FilePort::sharedAlignas(size_t I) {
  const RawToken &S = Toks[I];
  if (I + 2 >= Toks.size() || !(Toks[I + 1].isIdent("alignas") || Toks[I + 1].isIdent("_Alignas")) ||
      !Toks[I + 2].is(tok::l_paren) || Toks[I + 1].Directive != S.Directive)
    return;
  size_t K = I + 2;
  for (int Depth = 0; K < Toks.size(); ++K) {
    if (Toks[K].Directive != S.Directive)
      return;
    Depth += Toks[K].is(tok::l_paren) - Toks[K].is(tok::r_paren);
    if (Depth == 0)
      break;
  }
  if (K >= Toks.size())
    return;
  StringRef Attr = Buffer.slice(Toks[I + 1].Offset, Toks[K].end());
  if (Attr.contains('\n') || Attr.contains('\r'))
    return; // moving it would move a line
  // The attribute's tokens are moved as written: none is renamed.
  for (size_t J = I + 1; J <= K; ++J)
    Removed.insert(Toks[J].Offset);
  edit(S.Offset, Toks[K].end() - S.Offset, (Attr + " __shared__").str());
}

void FilePort::inlineAsm(size_t I) {
  warn(Toks[I].Offset, "inline-asm",
       "inline PTX is left as is for the CUDA backend; axl-loops lowers it to C++ for the CPU backend (what it cannot lower traps if it runs)",
       true, "kernel-language");
  if (!Opts.WarpSizeReport)
    return;
  // PTX's lane registers: the lane arithmetic of the warp the hardware has,
  // where the dialect promises a warp of 32 through its own functions.
  int Depth = 0;
  for (size_t J = I + 1; J < Toks.size(); ++J) {
    Depth += Toks[J].opens() - Toks[J].closes();
    if (Toks[J].is(tok::string_literal))
      for (StringRef Reg : {"%laneid", "%lanemask_", "%warpid", "%nwarpid"})
        if (Toks[J].Text.contains(Reg)) {
          warn(Toks[J].Offset, "warp-size",
               "inline PTX reads " + Reg.rtrim('_') +
                   ": the dialect's warp is 32 lanes on every backend through its own "
                   "functions (threadIdx.x % 32, warpSize); PTX lane registers exist on "
                   "NVIDIA GPUs only",
               false);
          return;
        }
    if (Depth <= 0 && Toks[J].closes())
      return;
  }
}

/// The value of an integer literal (suffixes and separators allowed); false
/// for anything else.
static bool integerValue(StringRef Text, uint64_t &V) {
  std::string Digits;
  for (char C : Text)
    if (C != '\'')
      Digits += C;
  StringRef S(Digits);
  S = S.rtrim("uUlLzZ");
  return !S.getAsInteger(0, V);
}

void FilePort::warpSizeAssumption(size_t I) {
  const RawToken &T = Toks[I];
  auto IsCompare = [](const RawToken &Op) {
    return Op.is(tok::equalequal) || Op.is(tok::exclaimequal) || Op.is(tok::less) ||
           Op.is(tok::lessequal) || Op.is(tok::greater) || Op.is(tok::greaterequal);
  };
  uint64_t V = 0;
  if (T.isIdent("warpSize")) {
    // warpSize == 64, 64 == warpSize: the dialect's warpSize is 32.
    const RawToken *Lit = nullptr;
    if (I + 2 < Toks.size() && IsCompare(Toks[I + 1]))
      Lit = &Toks[I + 2];
    else if (I >= 2 && IsCompare(Toks[I - 1]))
      Lit = &Toks[I - 2];
    if (Lit && Lit->is(tok::numeric_constant) && integerValue(Lit->Text, V) && V != 32)
      warn(T.Offset, "warp-size",
           "compares warpSize with " + Lit->Text +
               ": ported code's warpSize is 32 on every backend (a wave64 AMD GPU runs a "
               "warp as half of its wavefront)",
           false);
    return;
  }
  // A mask wider than 32 bits to a _sync warp function.
  if (T.isIdent() && T.Text.ends_with("_sync") && T.Text.starts_with("__") &&
      I + 2 < Toks.size() && Toks[I + 1].is(tok::l_paren) &&
      Toks[I + 2].is(tok::numeric_constant) && integerValue(Toks[I + 2].Text, V) &&
      V > 0xffffffffULL)
    warn(Toks[I + 2].Offset, "warp-size",
         "a " + Toks[I + 2].Text + " mask to " + T.Text +
             ": warp masks are 32 bits in the dialect (a warp is 32 lanes on every "
             "backend)",
         false);
}

LexicalResult FilePort::run() {
  // Macros the file defines itself are the user's names, not CUDA API.
  for (size_t I = 0; I + 2 < Toks.size(); ++I)
    if (Toks[I].is(tok::hash) && Toks[I].StartOfLine && Toks[I + 1].isIdent("define") &&
        Toks[I + 2].isIdent())
      DefinedMacros.insert(Toks[I + 2].Text);

  for (size_t I = 0; I < Toks.size();) {
    const RawToken &T = Toks[I];
    if (T.is(tok::hash) && T.StartOfLine) {
      I = directive(I);
      continue;
    }
    if (T.Offset >= DynamicSharedNext) {
      if (auto It = Facts.DynamicShared.find(T.Offset); It != Facts.DynamicShared.end()) {
        dynamicShared(It->second);
      } else if (auto It = Facts.DynamicSharedLeft.find(T.Offset);
                 It != Facts.DynamicSharedLeft.end()) {
        sharedLeft(T.Offset, It->second);
      } else if (T.isIdent("extern") || T.isIdent("__shared__")) {
        // Code no parse saw (a macro never expanded, an inactive branch).
        if (auto Found = findDynamicSharedTokens(Toks, I)) {
          if (*Found)
            dynamicShared(**Found);
          else
            sharedLeft(T.Offset, toString(Found->takeError()));
        }
      }
    }
    if (Removed.count(T.Offset)) {
      ++I;
      continue;
    }
    if (T.isIdent("__shared__") && T.Offset >= DynamicSharedNext)
      sharedAlignas(I);
    if (Opts.WarpSizeReport)
      warpSizeAssumption(I);
    if (T.is(tok::lesslessless)) {
      launch(I);
    } else if (T.is(tok::string_literal)) {
      stringLiteral(I);
    } else if (T.isIdent()) {
      bool Next = I + 1 < Toks.size() && Toks[I + 1].Directive == T.Directive;
      if ((T.Text == "asm" || T.Text == "__asm__" || T.Text == "__asm") && Next &&
          (Toks[I + 1].is(tok::l_paren) || Toks[I + 1].isIdent("volatile") ||
           Toks[I + 1].isIdent("__volatile__"))) {
        inlineAsm(I);
      } else if (T.Text == "defined" && T.Directive) {
        size_t K = I + 1;
        if (K < Toks.size() && Toks[K].is(tok::l_paren))
          ++K;
        if (K < Toks.size() && Toks[K].Directive == T.Directive && Toks[K].isIdent()) {
          identifier(K, /*InDefinedTest=*/true);
          I = K + 1;
          continue;
        }
      } else {
        identifier(I, false);
      }
    }
    ++I;
  }
  return std::move(R);
}

} // namespace

LexicalResult runLexicalPass(StringRef File, StringRef Buffer, const RuleSet &Rules,
                             const SemanticFacts &Facts, const LexicalOptions &Opts) {
  return FilePort(File, Buffer, Rules, Facts, Opts).run();
}


bool usesCudaApi(StringRef Path, const RuleSet &Rules) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buf)
    return true; // reported when it is read for the port
  for (const RawToken &T : lexFile((*Buf)->getBuffer()))
    if (T.isIdent() && (looksLikeCudaApi(T.Text) || Rules.lookup(T.Text)))
      if (const Rule *R = Rules.lookup(T.Text); !R || !R->isIdentity())
        return true;
  StringRef Text = (*Buf)->getBuffer();
  for (size_t At = Text.find("#include"); At != StringRef::npos;
       At = Text.find("#include", At + 1)) {
    StringRef Line = Text.substr(At + 8).split('\n').first.trim();
    if (Line.size() > 2 && Rules.lookupHeader(Line.drop_front().drop_back()))
      return true;
  }
  return false;
}

} // namespace axl
