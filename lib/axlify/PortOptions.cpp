//===- PortOptions.cpp - The options checked, the TUs listed --------------===//
#include "axlify/Porter.h"

#include "axlify/CompileDb.h"
#include "axlify/Errors.h"
#include "axlify/LexicalPass.h"
#include "axlify/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

namespace axl {

/// The CUDA toolkit to parse against when --cuda-path is not given:
/// $CUDA_PATH, $CUDA_HOME, /usr/local/cuda, or the one nvcc on PATH is in.
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

/// -p: the entries of the compile database that the sources given select
/// (all when none is) and that match --source-filter.
static Expected<std::vector<ListedUnit>> selectEntries(const PortOptions &O,
                                                       const RuleSet &Rules) {
  auto Entries = loadCompileDb(O.CompileDb);
  if (!Entries)
    return Entries.takeError();
  std::optional<Regex> Filter;
  if (!O.Filter.empty()) {
    Filter.emplace(O.Filter);
    std::string Why;
    if (!Filter->isValid(Why))
      return stringError("error: --source-filter '" + O.Filter + "': " + Why);
  }
  std::set<std::string> Wanted(O.Sources.begin(), O.Sources.end());
  std::set<std::string> Found;
  std::vector<ListedUnit> Out;
  for (CompileEntry &E : *Entries) {
    if (!Wanted.empty() && !Wanted.count(E.Source))
      continue;
    Found.insert(E.Source);
    if (Filter && !Filter->match(E.Source))
      continue;
    bool Ported = isCudaSource(E.Source) || usesCudaApi(E.Source, Rules);
    Out.push_back({std::move(E), Ported});
  }
  for (const std::string &S : Wanted)
    if (!Found.count(S))
      return stringError(S + ": error: not in the compilation database " + O.CompileDb);
  return Out;
}

/// -p: the TUs of the compile database that use CUDA (and match
/// --source-filter), each with its flags translated for Clang.
static Error unitsFromCompileDb(PortOptions &O, const RuleSet &Rules) {
  auto Entries = selectEntries(O, Rules);
  if (!Entries)
    return Entries.takeError();
  for (ListedUnit &L : *Entries) {
    if (!L.Ported)
      continue;
    CompileEntry &E = L.Entry;
    O.Units.push_back({E.Source, std::move(E.Command.Args), E.Command.GpuArch,
                       std::move(E.Command.Dropped), E.Directory});
  }
  if (O.Units.empty())
    return stringError("error: no translation unit of " + O.CompileDb +
                       " uses CUDA" + (O.Filter.empty() ? "" : " and matches --source-filter"));
  return Error::success();
}

/// The sources given, as absolute paths of regular files.
static Error checkSources(PortOptions &O) {
  for (std::string &S : O.Sources) {
    sys::fs::file_status St;
    if (std::error_code EC = sys::fs::status(S, St))
      return stringError(S + ": error: cannot read input: " + EC.message());
    if (!sys::fs::is_regular_file(St))
      return stringError(S + ": error: input is not a regular file");
    S = absolutePath(S);
  }
  return Error::success();
}

Expected<std::vector<ListedUnit>> listCompileDbUnits(PortOptions &O, const RuleSet &Rules) {
  if (O.CompileDb.empty())
    return stringError("error: --print-units needs -p <build-dir>");
  if (Error E = checkSources(O))
    return std::move(E);
  return selectEntries(O, Rules);
}

Error validateOptions(PortOptions &O, const RuleSet &Rules) {
  if (O.Sources.empty() && O.CompileDb.empty())
    return stringError("error: no input files (give sources, or -p <build-dir>)");
  if (Error E = checkSources(O))
    return E;
  if (!O.CompileDb.empty()) {
    if (!O.Semantic.CompilerArgs.empty())
      return stringError("error: with -p, each translation unit has its flags from the "
                         "compilation database; flags after '--' are not allowed");
    if (Error E = unitsFromCompileDb(O, Rules))
      return E;
  } else {
    for (const std::string &S : O.Sources)
      O.Units.push_back({S, O.Semantic.CompilerArgs, "", {}});
  }
  llvm::sort(O.Units, [](const TranslationUnit &A, const TranslationUnit &B) {
    return std::tie(A.Source, A.Args) < std::tie(B.Source, B.Args);
  });
  unsigned Modes = !O.OutputFile.empty() + !O.OutDir.empty() + O.InPlace;
  if (Modes > 1)
    return stringError("error: choose one of -o, --out-dir and --in-place");
  if (!O.OutputFile.empty() && O.OutputFile != "-") {
    if (O.Units.size() != 1)
      return stringError("error: -o takes exactly one source; use --out-dir for several");
    O.OutputFile = absolutePath(O.OutputFile);
    if (O.OutputFile == O.Units[0].Source)
      return stringError("error: -o names the input file; use --in-place to "
                         "rewrite it");
    if (sys::fs::is_directory(O.OutputFile))
      return stringError(O.OutputFile + ": error: output path is a directory");
  }
  if (Modes == 0 && O.Units.size() > 1)
    return stringError("error: several sources need --out-dir or --in-place "
                       "(stdout takes one)");
  if (O.CopyAll && O.OutDir.empty())
    return stringError("error: --copy-all needs --out-dir");
  if (O.InRoot.empty()) {
    // Default: the deepest directory holding every source.
    std::string Root = std::string(sys::path::parent_path(O.Units[0].Source));
    for (const TranslationUnit &U : O.Units)
      while (!isWithin(U.Source, Root))
        Root = std::string(sys::path::parent_path(Root));
    O.InRoot = Root;
  } else {
    if (!sys::fs::is_directory(O.InRoot))
      return stringError(O.InRoot + ": error: --in-root is not a directory");
    O.InRoot = absolutePath(O.InRoot);
  }
  if (O.CompileDb.empty()) {
    for (const TranslationUnit &U : O.Units)
      if (!isWithin(U.Source, O.InRoot))
        return stringError(U.Source + ": error: source is outside --in-root " + O.InRoot);
  } else {
    // A project's database also builds third-party code: never written.
    size_t Before = O.Units.size();
    erase_if(O.Units, [&](const TranslationUnit &U) { return !isWithin(U.Source, O.InRoot); });
    O.SkippedOutsideRoot = Before - O.Units.size();
    if (O.Units.empty())
      return stringError("error: no translation unit of " + O.CompileDb +
                         " is under --in-root " + O.InRoot);
  }
  if (!O.OutDir.empty()) {
    O.OutDir = absolutePath(O.OutDir);
    if (isWithin(O.OutDir, O.InRoot))
      return stringError("error: --out-dir " + O.OutDir +
                         " is inside --in-root " + O.InRoot +
                         "; a second run would port its own output");
    if (isWithin(O.InRoot, O.OutDir))
      return stringError("error: --in-root " + O.InRoot + " is inside --out-dir " +
                         O.OutDir + "; outputs could overwrite inputs");
    if (sys::fs::exists(O.OutDir) && !sys::fs::is_directory(O.OutDir))
      return stringError(O.OutDir + ": error: --out-dir exists and is not a directory");
  }
  // A device-only Clang error must keep its file untouched under --strict.
  if (O.Strict)
    O.Semantic.DevicePass = DevicePassMode::Always;
  if (O.Semantic.CudaPath.empty())
    O.Semantic.CudaPath = findCudaPath();
  if (O.Semantic.CudaPath.empty())
    return stringError("error: cannot find the CUDA toolkit; pass --cuda-path "
                       "(or set CUDA_PATH)");
  if (!sys::fs::exists(O.Semantic.CudaPath + "/include/cuda_runtime.h"))
    return stringError(O.Semantic.CudaPath +
                       ": error: not a CUDA toolkit (no include/cuda_runtime.h)");
  return Error::success();
}

} // namespace axl
