//===- Porter.cpp - port(): parses, project, token pass, outputs ----------===//
#include "axlify/Porter.h"

#include "axlify/CompileDb.h"
#include "axlify/EditSet.h"
#include "axlify/Errors.h"
#include "axlify/LexicalPass.h"
#include "axlify/MemoryGate.h"
#include "axlify/Paths.h"
#include "axlify/Preamble.h"
#include "axlify/TokenStream.h"
#include "axlify/VendorNames.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <chrono>
#include <mutex>
#include <optional>
#include <set>

using namespace llvm;

namespace axl {

/// Vendor-looking names a file declares in any #if branch, also in those no
/// parse sees: the project's own. A macro (`#define cudaCheck(e) ...`), or a
/// name right after a type in a declaration (`const ncclDataType_t
/// ncclFloatX = ncclBfloat16;`, `void cudaFoo(`).
static void declaredNames(StringRef Text, const RuleSet &Rules, StringSet<> &Out,
                          bool WithRules = false) {
  using namespace clang;
  std::vector<RawToken> Toks = lexFile(Text);
  auto NotType = [](StringRef W) {
    return is_contained({"return", "case", "goto", "throw", "new", "delete", "else", "do",
                         "sizeof", "alignof", "decltype", "co_return", "co_yield",
                         "co_await", "not", "and", "or", "typeid", "using", "namespace",
                         "define", "ifdef", "ifndef", "if", "elif", "undef", "defined"},
                        W);
  };
  for (size_t I = 0; I + 2 < Toks.size(); ++I) {
    if (Toks[I].is(tok::hash) && Toks[I].StartOfLine && Toks[I + 1].isIdent("define") &&
        Toks[I + 2].isIdent() && isVendorName(Toks[I + 2].Text))
      Out.insert(Toks[I + 2].Text);
    const RawToken &Type = Toks[I], &Name = Toks[I + 1], &After = Toks[I + 2];
    if (Type.isIdent() && Name.isIdent() && !Name.Directive && !Type.Directive &&
        !NotType(Type.Text) &&
        (WithRules ? Rules.lookup(Name.Text) != nullptr
                   : !Rules.lookup(Name.Text) && isVendorName(Name.Text)) &&
        (After.is(tok::equal) || After.is(tok::semi) || After.is(tok::l_paren) ||
         After.is(tok::l_square) || After.is(tok::comma) || After.is(tok::l_brace)))
      Out.insert(Name.Text);
  }
}

static bool isCxxFile(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  return is_contained({".cu", ".cuh", ".h", ".hh", ".hpp", ".hxx", ".inl", ".inc", ".c",
                       ".cc", ".cpp", ".cxx"},
                      Ext);
}

static std::string outputPathFor(const PortOptions &O, StringRef Input) {
  if (O.InPlace)
    return Input.str();
  if (!O.OutDir.empty()) {
    SmallString<256> Out(O.OutDir);
    sys::path::append(Out, Input.substr(O.InRoot.size()).ltrim("/"));
    return std::string(Out);
  }
  return O.OutputFile.empty() ? "-" : O.OutputFile;
}

namespace {

/// "[3/12 4.2s] src/attention.cu" on a terminal, rewritten in place and
/// erased at the end; nothing at all in pipes and logs.
class ProgressLine {
public:
  ProgressLine(bool Enabled, size_t Total, StringRef Root)
      : Enabled(Enabled), Total(Total), Root(Root) {}
  ~ProgressLine() {
    if (Enabled && Width)
      errs() << "\r" << std::string(Width, ' ') << "\r";
  }
  void finished(StringRef File) {
    if (!Enabled)
      return;
    std::lock_guard<std::mutex> Lock(M);
    ++Done;
    std::string Line = formatv("[{0}/{1} {2:f1}s] {3}", Done, Total, Clock.seconds(),
                               File.substr(Root.size()).ltrim("/"))
                           .str();
    Line.resize(std::max(Line.size(), Width), ' ');
    Width = Line.size();
    errs() << "\r" << Line;
    errs().flush();
  }

private:
  struct Stopwatch {
    std::chrono::steady_clock::time_point Start = std::chrono::steady_clock::now();
    double seconds() const {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    }
  } Clock;
  bool Enabled;
  size_t Total, Done = 0, Width = 0;
  StringRef Root;
  std::mutex M;
};

/// Does a NOAXL marker on this line (or NOAXLNEXTLINE on the one before)
/// silence diagnostic \p Id?
bool markerSilences(StringRef Text, unsigned Offset, StringRef Id) {
  size_t LineStart = Text.rfind('\n', Offset ? Offset - 1 : 0);
  LineStart = LineStart == StringRef::npos || Offset == 0 ? 0 : LineStart + 1;
  StringRef Line = Text.substr(LineStart).split('\n').first;
  StringRef Prev = LineStart ? Text.substr(0, LineStart - 1).rsplit('\n').second : "";
  auto Matches = [&](StringRef L, StringRef Marker) {
    for (size_t At = L.find(Marker); At != StringRef::npos; At = L.find(Marker, At + 1)) {
      StringRef After = L.substr(At + Marker.size());
      if (Marker == "NOAXL" && After.starts_with("NEXTLINE"))
        continue;
      if (!After.starts_with("("))
        return true;
      SmallVector<StringRef, 4> Ids;
      After.drop_front().split(')').first.split(Ids, ',');
      for (StringRef I : Ids)
        if (I.trim() == ("axl-" + Id).str() || I.trim() == Id)
          return true;
    }
    return false;
  };
  return Matches(Line, "NOAXL") || Matches(Prev, "NOAXLNEXTLINE");
}

/// The file a symbolic link under \p Root really is, when that is outside.
std::optional<std::string> escapesRoot(StringRef File, StringRef Root) {
  SmallString<256> Real, RealRoot;
  if (sys::fs::real_path(File, Real) || sys::fs::real_path(Root, RealRoot))
    return std::nullopt;
  if (isWithin(Real, RealRoot))
    return std::nullopt;
  return std::string(Real);
}

} // namespace

/// Calls \p Visit for every regular file under --in-root (not following
/// links, skipping .git), in directory order.
static Error forEachFileUnderRoot(const PortOptions &O,
                                  function_ref<void(StringRef)> Visit) {
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(O.InRoot, EC, /*follow_symlinks=*/false), End;
       It != End && !EC; It.increment(EC)) {
    if (sys::path::filename(It->path()) == ".git") {
      It.no_push();
      continue;
    }
    if (It->type() == sys::fs::file_type::regular_file)
      Visit(It->path());
  }
  if (EC)
    return stringError(O.InRoot + ": error: cannot list --in-root: " + EC.message());
  return Error::success();
}

/// --copy-all: the CUDA files under the root that no TU reads (a kernel
/// compiled at run time from its file, a header of a disabled option): .cu
/// and .cuh files, and C++ files that use the CUDA API.
static Error unreadCudaFiles(const PortOptions &O, const RuleSet &Rules,
                             const std::set<std::string> &Read, std::set<std::string> &Out) {
  return forEachFileUnderRoot(O, [&](StringRef Path) {
    if (!Read.count(Path.str()) && isCxxFile(Path) &&
        (isCudaSource(Path) || usesCudaApi(Path, Rules)))
      Out.insert(Path.str());
  });
}

/// A file that compiles CUDA at run time (NVRTC) and names a CUDA file under
/// the root in a string literal ("kernels/rope.cu", relative to the file, the
/// root or a translation unit's directory) reads that file as the source it
/// compiles: the named file is ported too, by the token pass (no TU reads
/// it). Each is reported once, where it is named.
static void runtimeSources(const PortOptions &O, const std::set<std::string> &Files,
                           ArrayRef<std::string> Dirs, std::set<std::string> &Out,
                           std::vector<Finding> &Findings) {
  if (O.InRoot.empty())
    return;
  for (const std::string &File : Files) {
    auto Buf = MemoryBuffer::getFile(File, /*IsText=*/false);
    if (!Buf)
      continue;
    StringRef Text = (*Buf)->getBuffer();
    if (!Text.contains("nvrtcCreateProgram") && !Text.contains("axlrtcCreateProgram"))
      continue;
    for (const RawToken &T : lexFile(Text)) {
      if (!T.is(clang::tok::string_literal) || !T.Text.starts_with("\"") || T.Text.size() < 3)
        continue;
      StringRef Name = T.Text.drop_front().drop_back();
      if (Name.contains('\\') || !isCxxFile(Name) || Name.contains('\n'))
        continue;
      std::vector<std::string> Bases = {sys::path::parent_path(File).str(), O.InRoot};
      Bases.insert(Bases.end(), Dirs.begin(), Dirs.end());
      for (const std::string &Base : Bases) {
        SmallString<256> Path(Name);
        if (!sys::path::is_absolute(Path)) {
          Path = Base;
          sys::path::append(Path, Name);
        }
        sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
        if (!isWithin(Path, O.InRoot) || !sys::fs::is_regular_file(Path))
          continue;
        if (!Files.count(std::string(Path)) && Out.insert(std::string(Path)).second)
          Findings.push_back(
              {File, T.Offset, Severity::Note, "runtime-source",
               ("'" + Name + "' is CUDA source this file reads at run time for NVRTC; " +
                (O.OutDir.empty() && !O.InPlace
                     ? "not ported (give --out-dir to port it with this file)"
                     : "ported with it, by the token pass"))
                   .str(),
               false});
        break;
      }
    }
  }
}

/// --copy-all: every other regular file under the root goes to the output
/// tree as it is (build files, Python, data), so the tree builds on its own.
static Error copyTheRest(const PortOptions &O, PortResult &Result) {
  return forEachFileUnderRoot(O, [&](StringRef Path) {
    if (Result.Files.count(Path.str()))
      return;
    auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
    FileReport &FR = Result.Files[Path.str()];
    if (!Buf) {
      FR.Failure = "cannot read: " + Buf.getError().message();
      ++Result.Failures;
      Result.Findings.push_back({Path.str(), 0, Severity::Error, "unreadable",
                                 "cannot read this file (" + Buf.getError().message() +
                                     "); not copied",
                                 false});
      return;
    }
    FR.Copied = true;
    FR.Output = outputPathFor(O, Path);
    Result.InputOf[FR.Output] = Path.str();
    Result.Outputs[FR.Output] = (*Buf)->getBuffer().str();
  });
}

namespace {

/// A Clang error of a TU: file, offset, message.
using ErrorPlace = std::tuple<std::string, unsigned, std::string>;

/// Phase 2's result: what the TUs say of the project, merged.
struct ProjectView {
  /// Per file (absolute path): the user's declarations and references.
  StringMap<SemanticFacts> Facts;
  StringSet<> GlobalNames; ///< SemanticFacts::UserGlobalNames of every TU
  /// The project's own names, wherever they are declared under the root.
  StringSet<> ProjectNames;
  /// The files to port, and those of them that only the token pass sees
  /// (no TU reads them).
  std::set<std::string> Files, TokenOnly;
  /// The project's headers the TUs read, also when -o ports only the
  /// source: the names they declare are the project's.
  std::set<std::string> ProjectHeaders;
  std::vector<Edit> AstEdits; ///< every TU's, in TU order
  std::vector<std::set<ErrorPlace>> UnitErrors; ///< each TU's, by place
};

/// Phase 3's result: the token pass's edits, and the files --strict leaves
/// untouched.
struct TokenPassEdits {
  EditSet Edits;
  std::set<std::string> Strict;
};

} // namespace

/// 1. Clang's passes: the TUs on the pool, each TU's device side on a thread
///    of its own when one is free; results land in TU order, so what follows
///    is the same for every -j. Fills Result's unit reports and counts.
static std::vector<TranslationUnitFacts>
parseUnits(const PortOptions &O, const RuleSet &Rules, PortResult &Result) {
  std::vector<TranslationUnitFacts> TUs(O.Units.size());
  Result.Units.resize(O.Units.size());
  PreambleCache Preambles;
  MemoryGate Gate(O.MaxMemory ? O.MaxMemory : MemoryGate::defaultLimit());
  std::vector<SemanticOptions> PerUnit(O.Units.size(), O.Semantic);
  for (size_t I = 0; I < O.Units.size(); ++I) {
    const TranslationUnit &U = O.Units[I];
    SemanticOptions &S = PerUnit[I];
    S.CompilerArgs = U.Args;
    if (!U.GpuArch.empty())
      S.GpuArch = U.GpuArch;
    if (!O.Preamble)
      continue;
    S.Preambles = &Preambles;
    for (Pass P : {Pass::Host, Pass::Device})
      if (std::string Key = preambleKey(U.Source, S, P); !Key.empty())
        Preambles.expect(Key);
  }
  {
    ProgressLine Progress(O.Progress, O.Units.size(), O.InRoot);
    std::atomic<int> Queued{0};
    DefaultThreadPool Pool(hardware_concurrency(O.Jobs));
    for (size_t I = 0; I < O.Units.size(); ++I) {
      const TranslationUnit &U = O.Units[I];
      startSemanticPasses(U.Source, Rules, PerUnit[I], Pool, &Gate, Queued,
                          [&, I](TranslationUnitFacts TU) {
                            TUs[I] = std::move(TU);
                            UnitReport &R = Result.Units[I];
                            R = {U.Source, TUs[I].Seconds, TUs[I].ClangErrors,
                                 !isCudaSource(U.Source)     ? "none"
                                 : TUs[I].DeviceParseSkipped ? "preprocessed"
                                                             : "parsed"};
                            R.Parses = TUs[I].Parses;
                            R.PreambleMiss = TUs[I].PreambleMiss;
                            Progress.finished(U.Source);
                          });
    }
    Pool.wait();
  }
  for (const UnitReport &R : Result.Units)
    Result.Parses += R.Parses;
  Result.PreamblesBuilt = Preambles.built();
  Result.MemoryWaits = Gate.waited();
  Result.MaxParallelParses = Gate.maxRunning();
  return TUs;
}

/// 2. The project as the TUs see it: their facts merged, the files to port
///    (sources; headers with --out-dir or --in-place; files read at run
///    time; with --copy-all, CUDA files no TU reads), the project's names,
///    and notes on headers -o does not port and on dropped flags. An error:
///    -o names an input, or a file to port is a link out of the root.
static Expected<ProjectView>
gatherProject(const PortOptions &O, const RuleSet &Rules,
              const std::vector<TranslationUnitFacts> &TUs, PortResult &Result) {
  ProjectView V;
  std::set<std::string> Notes;
  // Dropped flags -> the TUs they were dropped from: one remark per message.
  std::map<std::string, std::vector<std::string>> DroppedFlags;
  V.UnitErrors.resize(TUs.size());
  for (size_t I = 0; I < TUs.size(); ++I) {
    const TranslationUnitFacts &TU = TUs[I];
    V.Files.insert(O.Units[I].Source);
    for (auto &F : TU.Files)
      mergeFacts(V.Facts[F.getKey()], F.getValue());
    for (const auto &N : TU.UserGlobalNames)
      V.GlobalNames.insert(N.getKey());
    for (const std::string &Inc : TU.Includes) {
      if (Inc == O.OutputFile)
        return stringError(Inc + ": error: -o names a file that " + O.Units[I].Source +
                           " reads; the port would overwrite an input");
      if (!isWithin(Inc, O.InRoot) || Inc == O.Units[I].Source)
        continue;
      V.ProjectHeaders.insert(Inc);
      if (O.InPlace || !O.OutDir.empty())
        V.Files.insert(Inc);
      else if (usesCudaApi(Inc, Rules))
        Notes.insert(Inc);
    }
    append_range(V.AstEdits, TU.AstEdits);
    for (const Finding &F : TU.Findings)
      if (F.Id == "clang-error")
        V.UnitErrors[I].insert({F.File, F.Offset, F.Message});
    append_range(Result.Findings, TU.Findings);
    if (!O.Units[I].Dropped.empty())
      DroppedFlags[join(O.Units[I].Dropped, " ")].push_back(O.Units[I].Source);
  }
  for (const std::string &File : Notes)
    Result.Findings.push_back({File, 0, Severity::Note, "header-not-ported",
                               "this local header uses CUDA but -o ports one file; "
                               "use --out-dir or --in-place to port it too",
                               false});
  for (const auto &[Flags, Units] : DroppedFlags)
    Result.Findings.push_back(
        {Units.front(), 0, Severity::Note, "compile-flags",
         "compile flags with no meaning for Clang's parse, dropped: " + Flags +
             (Units.size() > 1
                  ? formatv(" (and from {0} other translation units)", Units.size() - 1).str()
                  : std::string()),
         false});
  // The project's own names, wherever they are declared under the root (a
  // helper macro in one header, used in every source): never unknown API.
  for (auto &F : V.Facts)
    if (isWithin(F.getKey(), O.InRoot))
      for (const auto &N : F.getValue().UserNames)
        V.ProjectNames.insert(N.getKey());
  // --copy-all: CUDA files under the root that no TU reads (run-time
  // compiled kernels, headers of disabled options) get the token pass.
  if (O.CopyAll)
    if (Error E = unreadCudaFiles(O, Rules, V.Files, V.TokenOnly))
      return std::move(E);
  {
    std::set<std::string> Dirs;
    for (const auto &U : O.Units)
      if (!U.Directory.empty())
        Dirs.insert(U.Directory);
    std::set<std::string> RunTime;
    runtimeSources(O, V.Files, std::vector<std::string>(Dirs.begin(), Dirs.end()), RunTime,
                   Result.Findings);
    if (!O.OutDir.empty() || O.InPlace)
      V.TokenOnly.insert(RunTime.begin(), RunTime.end());
  }
  V.Files.insert(V.TokenOnly.begin(), V.TokenOnly.end());
  // Before anything is written: no file may be a link out of the root.
  for (const std::string &File : V.Files)
    if (auto Real = escapesRoot(File, O.InRoot))
      return stringError(File + ": error: symbolic link leads outside --in-root " +
                         O.InRoot + " (to " + *Real + "); not ported");
  return std::move(V);
}

/// 3. The token-level pass, file by file, with what the parses learnt; a
///    file that cannot be read is reported and left alone.
static TokenPassEdits tokenPass(const PortOptions &O, const RuleSet &Rules,
                                ProjectView &V, PortResult &Result) {
  TokenPassEdits Out;
  if (O.Strict)
    for (const Finding &F : Result.Findings)
      if (F.Id == "clang-error" && V.Files.count(F.File))
        Out.Strict.insert(F.File);
  StringifyingMacroMap StringifyingMacros;
  V.ProjectHeaders.insert(V.Files.begin(), V.Files.end());
  for (const std::string &File : V.ProjectHeaders)
    if (auto Buf = MemoryBuffer::getFile(File, /*IsText=*/false)) {
      declaredNames((*Buf)->getBuffer(), Rules, V.ProjectNames);
      findStringifyingMacros((*Buf)->getBuffer(), StringifyingMacros);
    }
  for (const std::string &File : V.Files) {
    FileReport &FR = Result.Files[File];
    FR.TokenOnly = V.TokenOnly.count(File);
    auto Buf = MemoryBuffer::getFile(File, /*IsText=*/false);
    if (!Buf) {
      FR.Failure = "cannot read: " + Buf.getError().message();
      Result.Findings.push_back({File, 0, Severity::Error, "unreadable",
                                 "cannot read this file (" + Buf.getError().message() +
                                     "); left untouched",
                                 false});
      continue;
    }
    StringRef Text = (*Buf)->getBuffer();
    Result.InputText[File] = Text.str();
    SemanticFacts &FileFacts = V.Facts[File];
    for (const auto &N : V.GlobalNames)
      FileFacts.UserGlobalNames.insert(N.getKey());
    for (const auto &N : V.ProjectNames)
      FileFacts.UserNames.insert(N.getKey());
    if (FR.TokenOnly) {
      Result.Findings.push_back({File, 0, Severity::Note, "token-only",
                                 "no translation unit reads this file: ported by the "
                                 "token pass alone (no parse saw it)",
                                 false});
      // No parse tells its own declarations apart: a name it declares after
      // a type (`unsigned ballot = __ballot_sync(...)`) is its own.
      declaredNames(Text, Rules, FileFacts.UserGlobalNames, /*WithRules=*/true);
    }
    LexicalOptions LO = O.Lexical;
    LO.InRoot = O.InRoot;
    LO.StringifyingMacros = &StringifyingMacros;
    LexicalResult L = runLexicalPass(File, Text, Rules, FileFacts, LO);
    erase_if(Result.Findings, [&](const Finding &F) {
      return F.Id == "clang-error" && F.File == File && L.Replaced.count(F.Offset);
    });
    append_range(Result.Findings, L.Findings);
    if (Out.Strict.count(File)) {
      // Nothing of it is written: what it would port is not counted.
      FR.Failure = "Clang errors (--strict)";
      FR.Counts.Left = L.Counts.Left;
      continue;
    }
    FR.Counts = L.Counts;
    FR.ByFamily = std::move(L.ByFamily);
    for (const Edit &E : L.Edits)
      Out.Edits.add(keepLineBreaks(E, Text));
  }
  return Out;
}

/// 3b. The parses' edits join the token pass's in a canonical order: the
///     first of two differing edits at one place is kept and the other
///     reported, the same way for every -j.
static void mergeAstEdits(const PortOptions &O, std::vector<Edit> &AstEdits,
                          TokenPassEdits &T, PortResult &Result) {
  llvm::sort(AstEdits, [](const Edit &A, const Edit &B) {
    return std::tie(A.File, A.Offset, A.Length, A.Text, A.Origin) <
           std::tie(B.File, B.Offset, B.Length, B.Text, B.Origin);
  });
  for (const Edit &E : AstEdits)
    if (auto Text = Result.InputText.find(E.File);
        Text != Result.InputText.end() && !T.Strict.count(E.File) &&
        (E.Origin != "launch" || !O.Lexical.KeepLaunchSyntax))
      T.Edits.add(keepLineBreaks(E, Text->second));
  for (const Finding &C : T.Edits.conflicts()) {
    Result.Findings.push_back(C);
    ++Result.Files[C.File].Counts.Left;
  }
}

/// 4. Every file's new contents (Result.Outputs), its line breaks where they
///    were; --copy-all copies a file left untouched as it is.
static Error newContents(const PortOptions &O, const EditSet &Edits,
                         PortResult &Result) {
  for (auto &[File, FR] : Result.Files) {
    if (!FR.Failure.empty()) {
      ++Result.Failures;
      // --copy-all promises a tree that builds on its own: a file left
      // untouched goes there as it is.
      auto Text = Result.InputText.find(File);
      if (O.CopyAll && Text != Result.InputText.end()) {
        FR.Copied = true;
        FR.Output = outputPathFor(O, File);
        Result.InputOf[FR.Output] = File;
        Result.Outputs[FR.Output] = Text->second;
      }
      continue;
    }
    StringRef Old = Result.InputText[File];
    std::string NewText = Old.str();
    if (const auto *Reps = Edits.forFile(File)) {
      auto Applied = applyEdits(Old, *Reps);
      if (!Applied)
        return stringError(File + ": error: internal: cannot apply edits: " +
                           toString(Applied.takeError()));
      NewText = std::move(*Applied);
    }
    // A port never moves a line (keepLineBreaks): a rewrite that did would
    // make __LINE__ and every diagnostic disagree with the original.
    if (countLineBreaks(NewText) != countLineBreaks(Old))
      return stringError(File + ": error: internal: the port has " +
                         Twine(countLineBreaks(NewText)) + " line breaks, the original " +
                         Twine(countLineBreaks(Old)));
    FR.Changed = NewText != Old;
    Result.FilesChanged += FR.Changed;
    if (O.InPlace && !FR.Changed)
      continue; // leave unchanged files alone
    FR.Output = outputPathFor(O, File);
    Result.InputOf[FR.Output] = File;
    Result.Outputs[FR.Output] = std::move(NewText);
  }
  if (O.CopyAll)
    return copyTheRest(O, Result);
  return Error::success();
}

/// 5. The findings in their final, deterministic order (one per place: a
///    header's Clang error is seen by every TU that includes it), then
///    suppressions; the Clang error counts, and the totals.
static void finaliseFindings(const PortOptions &O,
                             const std::vector<std::set<ErrorPlace>> &UnitErrors,
                             PortResult &Result) {
  llvm::stable_sort(Result.Findings, [](const Finding &A, const Finding &B) {
    return std::tie(A.File, A.Offset, A.Id, A.Message) <
           std::tie(B.File, B.Offset, B.Id, B.Message);
  });
  Result.Findings.erase(std::unique(Result.Findings.begin(), Result.Findings.end(),
                                    [](const Finding &A, const Finding &B) {
                                      return A.File == B.File && A.Offset == B.Offset &&
                                             A.Id == B.Id && A.Message == B.Message;
                                    }),
                        Result.Findings.end());
  erase_if(Result.Findings, [&](const Finding &F) {
    bool Drop = is_contained(O.Suppress, F.Id) ||
                (Result.InputText.count(F.File) &&
                 markerSilences(Result.InputText[F.File], F.Offset, F.Id));
    Result.Suppressed += Drop;
    if (Drop && F.Left)
      Result.Files[F.File].Counts.Left -= F.Refs;
    return Drop;
  });
  // Each TU counts the distinct errors it has, once each: the total is the
  // sum, and a header's error is printed once however many TUs read it.
  std::set<ErrorPlace> Reported;
  for (const Finding &F : Result.Findings)
    if (F.Id == "clang-error")
      Reported.insert({F.File, F.Offset, F.Message});
  Result.ClangErrors = 0;
  Result.ClangErrorPlaces = Reported.size();
  for (size_t I = 0; I < UnitErrors.size(); ++I) {
    Result.Units[I].ClangErrors = 0;
    for (const auto &K : UnitErrors[I])
      if (Reported.count(K)) {
        ++Result.Units[I].ClangErrors;
        // A third-party header's error says the parse may be off, but it is
        // not the project's: the summary tells them apart.
        Result.ClangErrorsOutside += !isWithin(std::get<0>(K), O.InRoot);
      }
    Result.ClangErrors += Result.Units[I].ClangErrors;
  }
  for (auto &[File, FR] : Result.Files)
    Result.Counts += FR.Counts;
}

Expected<PortResult> port(const PortOptions &O, const RuleSet &Rules) {
  auto Start = std::chrono::steady_clock::now();
  PortResult Result;
  std::vector<TranslationUnitFacts> TUs = parseUnits(O, Rules, Result);
  Expected<ProjectView> View = gatherProject(O, Rules, TUs, Result);
  if (!View)
    return View.takeError();
  TokenPassEdits Edits = tokenPass(O, Rules, *View, Result);
  mergeAstEdits(O, View->AstEdits, Edits, Result);
  if (Error E = newContents(O, Edits.Edits, Result))
    return std::move(E);
  finaliseFindings(O, View->UnitErrors, Result);
  Result.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  return std::move(Result);
}

int exitCodeFor(const PortResult &R) {
  return R.Counts.Left || R.ClangErrors || R.Failures ? ExitReviewNeeded : ExitPorted;
}

} // namespace axl
