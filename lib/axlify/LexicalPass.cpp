//===- LexicalPass.cpp ----------------------------------------------------===//
#include "axlify/LexicalPass.h"

#include "axlify/LaunchRewriter.h"
#include "axlify/TokenStream.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace axl {

bool looksLikeCudaApi(StringRef N) {
  auto UpperAfter = [&](StringRef P) {
    return N.starts_with(P) && N.size() > P.size() && isUpper(N[P.size()]);
  };
  if (UpperAfter("cuda") || UpperAfter("cublas") || UpperAfter("cublasLt") ||
      UpperAfter("curand") || UpperAfter("cusparse") || UpperAfter("cufft") ||
      UpperAfter("cudnn") || UpperAfter("nccl") || UpperAfter("cu"))
    return true;
  for (StringRef P : {"CUDA_", "CUDART_", "CUBLAS_", "CUBLASLT_", "CURAND_",
                      "NCCL_", "CUSPARSE_", "CUFFT_", "CUDNN_", "CU_", "__nv_",
                      "__NV_", "__CUDA"})
    if (N.starts_with(P))
      return true;
  // Driver API types: CUstream, CUresult, CUdeviceptr.
  return N.size() > 2 && N.starts_with("CU") && isLower(N[2]);
}

static bool isVendorHeader(StringRef Path) {
  for (StringRef P : {"cuda", "cub/", "cub.", "cublas", "cufft", "curand", "cusparse",
                      "cusolver", "cudnn", "cupti", "cufile", "nccl", "nvrtc", "nvtx", "thrust/", "cooperative_groups",
                      "crt/", "sm_", "mma.h", "device_", "driver_", "vector_types",
                      "library_types", "texture_", "surface_", "nv/"})
    if (Path.starts_with(P))
      return true;
  return false;
}

/// The offset after the newline that ends the preprocessor directive whose
/// last token ends at \p From (or the end of the buffer): a block comment or
/// an escaped newline there continues the directive's line.
static size_t directiveEnd(StringRef Buffer, size_t From) {
  for (size_t I = From; I < Buffer.size(); ++I) {
    if (Buffer[I] == '\n')
      return I + 1;
    if (Buffer[I] == '\\' && Buffer.substr(I + 1).starts_with("\n"))
      ++I;
    else if (Buffer[I] == '\\' && Buffer.substr(I + 1).starts_with("\r\n"))
      I += 2;
    else if (Buffer.substr(I).starts_with("/*")) {
      size_t Close = Buffer.find("*/", I + 2);
      if (Close == StringRef::npos)
        return Buffer.size();
      I = Close + 1;
    } else if (Buffer.substr(I).starts_with("//")) {
      // A line comment ends the line, unless an escaped newline continues it.
      for (++I; I < Buffer.size() && Buffer[I] != '\n'; ++I)
        if (Buffer[I] == '\\' && Buffer.substr(I + 1).starts_with("\n"))
          ++I;
        else if (Buffer[I] == '\\' && Buffer.substr(I + 1).starts_with("\r\n"))
          I += 2;
      return std::min(I + 1, Buffer.size());
    }
  }
  return Buffer.size();
}

namespace {

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
  size_t dynamicShared(size_t I);
  void inlineAsm(size_t I);
  void addRuntimeInclude();
  bool isMemberOrQualified(size_t I) const;

  StringRef File, Buffer;
  const RuleSet &Rules;
  const SemanticFacts &Facts;
  const LexicalOptions &Opts;
  std::vector<RawToken> Toks;
  StringSet<> DefinedMacros;
  bool IncludesRuntime = false;
  bool UsesKernelLanguage = false;
  LexicalResult R;
};

bool FilePort::isMemberOrQualified(size_t I) const {
  if (I == 0 || Toks[I - 1].Directive != Toks[I].Directive)
    return false;
  const RawToken &P = Toks[I - 1];
  if (P.is(tok::period) || P.is(tok::arrow))
    return true;
  // ns::cudaFoo is the user's; ::cudaFoo is the global CUDA name.
  return P.is(tok::coloncolon) && I >= 2 && Toks[I - 2].Directive == P.Directive &&
         (Toks[I - 2].isIdent() || Toks[I - 2].is(tok::greater));
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
  if (Path == "axl/runtime.h")
    IncludesRuntime = true;
  const Rule *H = Rules.lookupHeader(Path);
  if (!H) {
    if (Open == '<' && isVendorHeader(Path))
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
  if (H->Axl == "axl/runtime.h")
    IncludesRuntime = true;
  edit(Offset, End - Start + 1, "<" + H->Axl + ">");
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

void FilePort::identifier(size_t I, bool InDefinedTest) {
  const RawToken &T = Toks[I];
  const Rule *Rl = Rules.lookup(T.Text);
  if (!Rl) {
    if (looksLikeCudaApi(T.Text) && !DefinedMacros.count(T.Text) &&
        !Facts.UserNames.count(T.Text) && !isMemberOrQualified(I) &&
        !Facts.UserDeclRefs.count(T.Offset))
      warn(T.Offset, "unknown-api",
           "'" + T.Text + "' looks like CUDA API but no rule maps it; left as is",
           true, "unknown");
    return;
  }
  if (isMemberOrQualified(I) || Facts.UserDeclRefs.count(T.Offset) ||
      Facts.UserGlobalNames.count(T.Text))
    return; // the user's own declaration that happens to share the name
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
           "'" + T.Text + "' was removed in CUDA " + Rl->Since + ": " + Rl->Reason +
               "; left as is",
           true, Rl->Family);
      return;
    }
    Target = Rules.lookup(Rl->Replacement);
    R.Replaced.insert(T.Offset);
    warn(T.Offset, "removed",
         "'" + T.Text + "' was removed in CUDA " + Rl->Since + "; ported to '" +
             Target->Axl + "' (its replacement '" + Rl->Replacement + "')",
         false);
    break;
  case RuleStatus::Deprecated:
    if (!Rl->Replacement.empty())
      Target = Rules.lookup(Rl->Replacement);
    warn(T.Offset, "deprecated",
         "'" + T.Text + "' is deprecated since CUDA " + Rl->Since +
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
  UsesKernelLanguage = true;
  if (Opts.KeepLaunchSyntax) {
    ported("kernel-language", false);
    return;
  }
  auto Edits = rewriteLaunch(Toks, I, File);
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

/// `extern __shared__ T name[];` -> `AXL_DYNAMIC_SHARED(T, name);`
size_t FilePort::dynamicShared(size_t I) {
  const unsigned Group = Toks[I].Directive;
  size_t Spec = I + 2, Semi = Spec;
  while (Semi < Toks.size() && Toks[Semi].Directive == Group &&
         !Toks[Semi].is(tok::semi))
    ++Semi;
  auto Leave = [&](const Twine &Why) {
    warn(Toks[I].Offset, "dynamic-shared",
         "dynamic shared memory declaration not rewritten: " + Why, true,
         "kernel-language");
    return Semi;
  };
  if (Semi >= Toks.size() || Toks[Semi].Directive != Group)
    return Leave("no ';' ends it");
  // ... name [ ] ;
  if (Semi < Spec + 4 || !Toks[Semi - 1].is(tok::r_square) ||
      !Toks[Semi - 2].is(tok::l_square) || !Toks[Semi - 3].isIdent())
    return Leave("expected 'extern __shared__ TYPE NAME[];'");
  size_t Name = Semi - 3;
  for (size_t K = Spec; K < Name; ++K)
    if (Toks[K].is(tok::comma))
      return Leave("the type contains a top-level comma");
  edit(Toks[I].Offset, Toks[Spec].Offset - Toks[I].Offset, "AXL_DYNAMIC_SHARED(");
  // The name itself stays a token of its own, for the renamer.
  edit(Toks[Name - 1].end(), Toks[Name].Offset - Toks[Name - 1].end(), ", ");
  edit(Toks[Semi - 2].Offset, Toks[Semi - 1].end() - Toks[Semi - 2].Offset, ")");
  ported("kernel-language", false);
  // Renames inside the type still apply: continue right after the keywords.
  return Spec;
}

void FilePort::inlineAsm(size_t I) {
  warn(Toks[I].Offset, "inline-asm",
       "inline assembly is vendor-specific and is left as is; port it by hand",
       true, "kernel-language");
}

void FilePort::addRuntimeInclude() {
  StringRef Ext = sys::path::extension(File);
  if (!Opts.AddRuntimeInclude || IncludesRuntime || !UsesKernelLanguage ||
      !(Ext == ".cu" || Ext == ".cuh"))
    return;
  // After a leading `#pragma once` or include guard, else at the first token.
  auto LineAfter = [&](size_t K) { return directiveEnd(Buffer, Toks[K].end()); };
  unsigned At = Toks.empty() ? 0 : Toks[0].Offset;
  if (Toks.size() > 2 && Toks[0].is(tok::hash) && Toks[1].isIdent("pragma") &&
      Toks[2].isIdent("once"))
    At = LineAfter(2);
  else if (Toks.size() > 5 && Toks[0].is(tok::hash) && Toks[1].isIdent("ifndef") &&
           Toks[3].is(tok::hash) && Toks[4].isIdent("define") &&
           Toks[5].Text == Toks[2].Text)
    At = LineAfter(5);
  // The added line ends like the file's first line (CRLF files stay CRLF).
  size_t FirstNL = Buffer.find('\n');
  StringRef EOL = FirstNL != StringRef::npos && FirstNL && Buffer[FirstNL - 1] == '\r'
                      ? "\r\n"
                      : "\n";
  std::string Text = ("#include <axl/runtime.h>" + EOL).str();
  if (At == Buffer.size() && !Buffer.empty() && !Buffer.ends_with("\n"))
    Text = (EOL + Text).str();
  // A launch of the first token inserts there too: two different insertions
  // at one offset would conflict, so the include goes first in that one.
  for (Edit &E : R.Edits)
    if (E.Offset == At && E.Length == 0) {
      E.Text = Text + E.Text;
      return;
    }
  edit(At, 0, Text);
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
    if (T.is(tok::lesslessless)) {
      launch(I);
    } else if (T.isIdent()) {
      bool Next = I + 1 < Toks.size() && Toks[I + 1].Directive == T.Directive;
      if ((T.Text == "extern" && Next && Toks[I + 1].isIdent("__shared__")) ||
          (T.Text == "__shared__" && Next && Toks[I + 1].isIdent("extern"))) {
        UsesKernelLanguage = true;
        I = dynamicShared(I);
        continue;
      }
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
        if (T.Text == "__global__" || T.Text == "__device__" || T.Text == "__shared__")
          UsesKernelLanguage = true;
        identifier(I, false);
      }
    }
    ++I;
  }
  if (!R.Edits.empty())
    UsesKernelLanguage = true;
  addRuntimeInclude();
  return std::move(R);
}

} // namespace

LexicalResult runLexicalPass(StringRef File, StringRef Buffer, const RuleSet &Rules,
                             const SemanticFacts &Facts, const LexicalOptions &Opts) {
  return FilePort(File, Buffer, Rules, Facts, Opts).run();
}

} // namespace axl
