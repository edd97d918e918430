//===- Porter.cpp - Driver: semantic passes, lexical pass, merge ----------===//
#include "axlify/Porter.h"

#include "axlify/EditSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace axl {

static Error optionError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), "%s", Msg.str().c_str());
}

static std::string absolute(StringRef P) {
  SmallString<256> S(P);
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, true);
  return std::string(S);
}

/// True if \p Path is \p Dir or inside it.
static bool isWithin(StringRef Path, StringRef Dir) {
  if (!Path.starts_with(Dir))
    return false;
  return Path.size() == Dir.size() || sys::path::is_separator(Path[Dir.size()]) ||
         Dir.ends_with("/");
}

static std::string findCudaPath() {
  for (const char *Var : {"CUDA_PATH", "CUDA_HOME"})
    if (std::optional<std::string> V = sys::Process::GetEnv(Var))
      if (sys::fs::exists(*V + "/include/cuda_runtime.h"))
        return *V;
  if (sys::fs::exists("/usr/local/cuda/include/cuda_runtime.h"))
    return "/usr/local/cuda";
  if (ErrorOr<std::string> Nvcc = sys::findProgramByName("nvcc")) {
    SmallString<256> P(*Nvcc);
    sys::fs::real_path(*Nvcc, P);
    return std::string(sys::path::parent_path(sys::path::parent_path(P)));
  }
  return "";
}

Error validateOptions(PortOptions &O) {
  if (O.Sources.empty())
    return optionError("error: no input files");
  for (std::string &S : O.Sources) {
    sys::fs::file_status St;
    if (std::error_code EC = sys::fs::status(S, St))
      return optionError(S + ": error: cannot read input: " + EC.message());
    if (!sys::fs::is_regular_file(St))
      return optionError(S + ": error: input is not a regular file");
    S = absolute(S);
  }
  unsigned Modes = !O.OutputFile.empty() + !O.OutDir.empty() + O.InPlace;
  if (Modes > 1)
    return optionError("error: choose one of -o, --out-dir and --in-place");
  if (!O.OutputFile.empty() && O.OutputFile != "-") {
    if (O.Sources.size() != 1)
      return optionError("error: -o takes exactly one source; use --out-dir for several");
    O.OutputFile = absolute(O.OutputFile);
    if (O.OutputFile == O.Sources[0])
      return optionError("error: -o names the input file; use --in-place to "
                         "rewrite it");
    if (sys::fs::is_directory(O.OutputFile))
      return optionError(O.OutputFile + ": error: output path is a directory");
  }
  if (Modes == 0 && O.Sources.size() > 1)
    return optionError("error: several sources need --out-dir or --in-place "
                       "(stdout takes one)");
  if (O.InRoot.empty()) {
    // Default: the deepest directory holding every source.
    std::string Root = std::string(sys::path::parent_path(O.Sources[0]));
    for (const std::string &S : O.Sources)
      while (!isWithin(S, Root))
        Root = std::string(sys::path::parent_path(Root));
    O.InRoot = Root;
  } else {
    if (!sys::fs::is_directory(O.InRoot))
      return optionError(O.InRoot + ": error: --in-root is not a directory");
    O.InRoot = absolute(O.InRoot);
  }
  for (const std::string &S : O.Sources)
    if (!isWithin(S, O.InRoot))
      return optionError(S + ": error: source is outside --in-root " + O.InRoot);
  if (!O.OutDir.empty()) {
    O.OutDir = absolute(O.OutDir);
    if (isWithin(O.OutDir, O.InRoot))
      return optionError("error: --out-dir " + O.OutDir +
                         " is inside --in-root " + O.InRoot +
                         "; a second run would port its own output");
    if (isWithin(O.InRoot, O.OutDir))
      return optionError("error: --in-root " + O.InRoot + " is inside --out-dir " +
                         O.OutDir + "; outputs could overwrite inputs");
    if (sys::fs::exists(O.OutDir) && !sys::fs::is_directory(O.OutDir))
      return optionError(O.OutDir + ": error: --out-dir exists and is not a directory");
  }
  if (O.Semantic.CudaPath.empty())
    O.Semantic.CudaPath = findCudaPath();
  if (O.Semantic.CudaPath.empty())
    return optionError("error: cannot find the CUDA toolkit; pass --cuda-path "
                       "(or set CUDA_PATH)");
  if (!sys::fs::exists(O.Semantic.CudaPath + "/include/cuda_runtime.h"))
    return optionError(O.Semantic.CudaPath +
                       ": error: not a CUDA toolkit (no include/cuda_runtime.h)");
  return Error::success();
}

static void mergeFacts(SemanticFacts &Into, const SemanticFacts &From) {
  Into.UserDeclRefs.insert(From.UserDeclRefs.begin(), From.UserDeclRefs.end());
  for (const auto &N : From.UserNames)
    Into.UserNames.insert(N.getKey());
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

Expected<PortResult> port(const PortOptions &O, const RuleSet &Rules) {
  PortResult Result;
  StringMap<SemanticFacts> Facts;
  std::set<std::string> Files(O.Sources.begin(), O.Sources.end());
  std::vector<Edit> AstEdits;
  const bool Tree = O.InPlace || !O.OutDir.empty();
  for (const std::string &Source : O.Sources) {
    TranslationUnitFacts TU = runSemanticPasses(Source, Rules, O.Semantic);
    for (auto &F : TU.Files)
      mergeFacts(Facts[F.getKey()], F.getValue());
    for (const std::string &Inc : TU.Includes)
      if (Tree && isWithin(Inc, O.InRoot))
        Files.insert(Inc);
    append_range(AstEdits, TU.AstEdits);
    append_range(Result.Findings, TU.Findings);
    Result.ClangErrors += TU.ClangErrors;
  }

  EditSet Edits;
  std::map<std::string, std::unique_ptr<MemoryBuffer>> Inputs;
  for (const std::string &File : Files) {
    auto Buf = MemoryBuffer::getFile(File, /*IsText=*/false);
    if (!Buf)
      return optionError(File + ": error: cannot read: " + Buf.getError().message());
    LexicalResult L =
        runLexicalPass(File, (*Buf)->getBuffer(), Rules, Facts[File], O.Lexical);
    for (const Edit &E : L.Edits)
      Edits.add(E);
    erase_if(Result.Findings, [&](const Finding &F) {
      bool Fixed = F.Id == "clang-error" && F.File == File && L.Replaced.count(F.Offset);
      Result.ClangErrors -= Fixed;
      return Fixed;
    });
    append_range(Result.Findings, L.Findings);
    Result.Counts += L.Counts;
    Inputs[File] = std::move(*Buf);
  }
  for (const Edit &E : AstEdits)
    if (Files.count(E.File) && (E.Origin != "launch" || !O.Lexical.KeepLaunchSyntax))
      Edits.add(E);
  for (const Finding &C : Edits.conflicts()) {
    Result.Findings.push_back(C);
    ++Result.Counts.Left;
  }

  for (auto &[File, Buf] : Inputs) {
    std::string NewText = Buf->getBuffer().str();
    if (const auto *Reps = Edits.forFile(File)) {
      auto Applied = clang::tooling::applyAllReplacements(Buf->getBuffer(), *Reps);
      if (!Applied)
        return optionError(File + ": error: internal: cannot apply edits: " +
                           toString(Applied.takeError()));
      NewText = std::move(*Applied);
    }
    if (NewText != Buf->getBuffer())
      ++Result.FilesChanged;
    std::string Out = outputPathFor(O, File);
    if (O.InPlace && NewText == Buf->getBuffer())
      continue; // leave unchanged files alone
    Result.InputOf[Out] = File;
    Result.Outputs[Out] = std::move(NewText);
  }
  return std::move(Result);
}

int exitCodeFor(const PortResult &R) {
  return R.Counts.Left || R.ClangErrors ? ExitReviewNeeded : ExitPorted;
}

} // namespace axl
