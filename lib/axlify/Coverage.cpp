//===- Coverage.cpp - Rules against what the CUDA headers declare ---------===//
#include "axlify/Coverage.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"
#include <cmath>
#include <functional>
#include <set>

using namespace clang;
using namespace llvm;

LLVM_YAML_IS_SEQUENCE_VECTOR(axl::CoverageFamily)

namespace llvm::yaml {
template <> struct MappingTraits<axl::CoverageFamily> {
  static void mapping(IO &IO, axl::CoverageFamily &F) {
    IO.mapRequired("name", F.Name);
    IO.mapRequired("include", F.Include);
    IO.mapRequired("files", F.Files);
    IO.mapOptional("device-pass", F.DevicePass, false);
    IO.mapOptional("target", F.Target, 0.0);
  }
};
template <> struct MappingTraits<axl::CoverageConfig> {
  static void mapping(IO &IO, axl::CoverageConfig &C) {
    IO.mapRequired("public-prefixes", C.PublicPrefixes);
    IO.mapOptional("internal-markers", C.InternalMarkers);
    IO.mapOptional("clang-only", C.ClangOnly);
    IO.mapOptional("public-namespaces", C.PublicNamespaces);
    IO.mapRequired("families", C.Families);
  }
};
} // namespace llvm::yaml

namespace axl {

Expected<CoverageConfig> loadCoverageConfig(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: error: cannot read: %s",
                             Path.str().c_str(), Buf.getError().message().c_str());
  std::string Diags;
  CoverageConfig C;
  {
    yaml::Input In((*Buf)->getMemBufferRef(), nullptr,
                   [](const SMDiagnostic &D, void *Ctx) {
                     raw_string_ostream OS(*static_cast<std::string *>(Ctx));
                     D.print(nullptr, OS, false);
                   },
                   &Diags);
    In >> C;
    if (In.error())
      return createStringError(In.error(), "%s", Diags.c_str());
  }
  return C;
}

namespace {

/// A type declared so that code naming it builds, for a function the CPU
/// backend does not implement: a pointer to an incomplete struct named
/// axl_cpu_backend_does_not_provide_<function> (the PFN_ types that
/// scripts/gen-cpu-driver-typedefs.py writes). A call through one does not
/// compile, so the name is not the function's type there.
bool isNotProvidedPointer(const TypedefNameDecl *TD) {
  const auto *P = TD->getUnderlyingType()->getAs<clang::PointerType>();
  const RecordDecl *RD = P ? P->getPointeeType()->getAsRecordDecl() : nullptr;
  return RD && !RD->getDefinition() && RD->getDeclName().isIdentifier() &&
         RD->getName().starts_with("axl_cpu_backend_does_not_provide_");
}

/// Collects the public identifiers that the probe's headers declare in
/// files that \p InScope accepts (by path).
class ProbeAction : public ASTFrontendAction {
public:
  ProbeAction(std::function<bool(StringRef)> InScope, const CoverageConfig &Config,
              std::map<std::string, std::string> &Out, bool AllNames = false)
      : InScope(std::move(InScope)), Config(Config), Out(Out), AllNames(AllNames) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    struct Consumer : ASTConsumer {
      ProbeAction &A;
      explicit Consumer(ProbeAction &A) : A(A) {}
      void HandleTranslationUnit(ASTContext &Ctx) override { A.collect(Ctx); }
    };
    PP = &CI.getPreprocessor();
    return std::make_unique<Consumer>(*this);
  }

private:
  bool inFamily(SourceManager &SM, SourceLocation L) {
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(SM.getSpellingLoc(L)));
    // A name a backend header's macro pastes together (the CPU backend's
    // __float2bfloat16_##Suffix) is spelled in no file: it is declared where
    // the macro is expanded.
    if (!FE && AllNames)
      FE = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(L)));
    return FE && InScope(FE->getName());
  }
  bool isPublic(StringRef N) const {
    if (AllNames)
      return !N.empty();
    if (N.empty() || is_contained(Config.ClangOnly, N) ||
        any_of(Config.InternalMarkers, [&](const std::string &M) { return N.contains(M); }))
      return false;
    // Namespaced API (cooperative_groups::) never spells public names with
    // a leading underscore; the prefixes below are the C API's.
    size_t Colons = N.rfind("::");
    if (Colons != StringRef::npos)
      return N[Colons + 2] != '_';
    if (N[0] != '_')
      return true;
    return any_of(Config.PublicPrefixes, [&](const std::string &P) { return N.starts_with(P); });
  }
  void add(StringRef Name, StringRef Kind) {
    if (isPublic(Name))
      Out.emplace(Name.str(), Kind.str());
  }
  void visit(DeclContext *DC, SourceManager &SM, StringRef Qualifier) {
    for (Decl *D : DC->decls()) {
      if (auto *NS = dyn_cast<NamespaceDecl>(D)) {
        // Public namespaces (cooperative_groups) count with their qualifier;
        // implementation namespaces (details, __*) do not.
        if (Qualifier.empty() && is_contained(Config.PublicNamespaces, NS->getName()))
          visit(NS, SM, (NS->getName() + "::").str());
        else if (!Qualifier.empty() && (NS->isInline() || NS->getName().starts_with("__")))
          visit(NS, SM, Qualifier); // versioning namespace (cooperative_groups::__v1)
        continue;
      }
      if (auto *LS = dyn_cast<LinkageSpecDecl>(D)) {
        visit(LS, SM, Qualifier);
        continue;
      }
      // `using namespace impl;` and `using impl::__half;` make names of an
      // implementation namespace names of this scope (the CPU backend keeps
      // its definitions in one).
      if (auto *UDir = dyn_cast<UsingDirectiveDecl>(D)) {
        NamespaceDecl *NS = UDir->getNominatedNamespace();
        if (AllNames && NS && inFamily(SM, UDir->getLocation()) &&
            Nominated.insert(NS->getCanonicalDecl()).second)
          for (NamespaceDecl *R : NS->redecls())
            visit(R, SM, Qualifier);
        continue;
      }
      if (auto *UD = dyn_cast<UsingDecl>(D)) {
        if (inFamily(SM, UD->getLocation()) && UD->getDeclName().isIdentifier())
          add((Qualifier + UD->getName()).str(), "using");
        continue;
      }
      auto *ND = dyn_cast<NamedDecl>(D);
      if (!ND || !ND->getDeclName().isIdentifier() || !inFamily(SM, ND->getLocation()))
        continue;
      // Out-of-line member definitions (thread_group::size) sit lexically
      // in the namespace but belong to their class.
      if (ND->getDeclContext()->getRedeclContext() != DC->getRedeclContext())
        continue;
      std::string Name = (Qualifier + ND->getName()).str();
      StringRef Kind;
      if (isa<FunctionDecl>(ND) || isa<FunctionTemplateDecl>(ND)) {
        // Declared so that headers build, but not implemented: a call is a
        // compile error (the CPU backend's AXL_CPU_NOT_PROVIDED).
        if (ND->hasAttr<ErrorAttr>())
          continue;
        Kind = "function";
      }
      else if (auto *ED = dyn_cast<EnumDecl>(ND)) {
        Kind = "enum";
        for (EnumConstantDecl *E : ED->enumerators())
          add((Qualifier + E->getName()).str(), "enumerator");
      } else if (auto *TD = dyn_cast<TypedefNameDecl>(ND)) {
        if (isNotProvidedPointer(TD))
          continue;
        Kind = "type";
      } else if (isa<RecordDecl>(ND) || isa<ClassTemplateDecl>(ND) ||
                 isa<TypeAliasTemplateDecl>(ND))
        Kind = "type";
      else if (isa<VarDecl>(ND))
        Kind = "variable";
      else
        continue;
      add(Name, Kind);
    }
  }
  void collect(ASTContext &Ctx) {
    SourceManager &SM = Ctx.getSourceManager();
    visit(Ctx.getTranslationUnitDecl(), SM, "");
    for (const auto &M : PP->macros()) {
      const MacroInfo *MI = PP->getMacroInfo(M.first);
      if (!MI || MI->isUsedForHeaderGuard() || MI->isBuiltinMacro() ||
          !inFamily(SM, MI->getDefinitionLoc()))
        continue;
      add(M.first->getName(), "macro");
    }
  }

  std::function<bool(StringRef)> InScope;
  const CoverageConfig &Config;
  std::map<std::string, std::string> &Out;
  bool AllNames;
  std::set<const NamespaceDecl *> Nominated; ///< by using-directives, visited
  Preprocessor *PP = nullptr;
};

/// True when \p Path, relative to its last "/include/", matches a glob of
/// the family.
bool inFamilyFiles(const CoverageFamily &F, StringRef Path) {
  size_t At = Path.rfind("/include/");
  if (At == StringRef::npos)
    return false;
  StringRef Rel = Path.substr(At + strlen("/include/"));
  for (const std::string &G : F.Files) {
    auto Pat = GlobPattern::create(G);
    if (Pat && Pat->match(Rel))
      return true;
  }
  return false;
}

/// The names the CPU backend declares in the dialect headers \p Only (every
/// dialect header, .h and the C++-only .hpp ones such as axl/tx.hpp, when
/// empty): each parsed on its own as C++ with AXL_BACKEND_CPU (a header the
/// backend does not provide stops at its #error and contributes nothing),
/// with what the C and C++ libraries that it includes declare.
std::set<std::string> cpuDeclaredNames(const CoverageConfig &Config,
                                       ArrayRef<std::string> IncludeDirs,
                                       const SemanticOptions &Opts,
                                       ArrayRef<std::string> Only) {
  std::set<std::string> Names;
  if (IncludeDirs.empty())
    return Names;
  std::vector<std::string> Headers(Only.begin(), Only.end());
  std::error_code EC;
  std::string Dialect = IncludeDirs.front() + "/axl";
  for (sys::fs::recursive_directory_iterator I(Dialect, EC), E; Only.empty() && I != E && !EC;
       I.increment(EC)) {
    StringRef P = I->path();
    if (!(P.ends_with(".h") || P.ends_with(".hpp")) || P.contains("/cuda/") ||
        P.contains("/cpu/") ||
        P.contains("/detail/"))
      continue;
    Headers.push_back(P.substr(IncludeDirs.front().size() + 1).str());
  }
  llvm::sort(Headers);
  // Names the C and C++ libraries declare count too: ported code gets
  // sinf, printf, malloc, ... from them through the backend's headers.
  auto InScope = [](StringRef Path) { return !Path.contains("/axl/cuda/"); };
  for (const std::string &H : Headers) {
    std::map<std::string, std::string> Declared;
    std::vector<std::string> Args = {"clang++", "-x", "c++", "-std=c++17", "-fsyntax-only",
                                     "-DAXL_BACKEND_CPU=1", "-w"};
    for (const std::string &D : IncludeDirs)
      Args.push_back("-I" + D);
    if (!Opts.ResourceDir.empty())
      Args.push_back("-resource-dir=" + Opts.ResourceDir);
    Args.push_back("/axl-coverage-cpu.cpp");
    auto FS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
    auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
    Mem->addFile("/axl-coverage-cpu.cpp", 0,
                 MemoryBuffer::getMemBufferCopy("#include <" + H + ">\n"));
    FS->pushOverlay(Mem);
    auto Files = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
    // Errors are expected (the #error of a header the backend lacks).
    IgnoringDiagConsumer Quiet;
    tooling::ToolInvocation Invocation(
        Args, std::make_unique<ProbeAction>(InScope, Config, Declared, /*AllNames=*/true),
        Files.get());
    Invocation.setDiagnosticConsumer(&Quiet);
    Invocation.run();
    for (auto &[N, K] : Declared)
      Names.insert(N);
  }
  return Names;
}

} // namespace

CpuBackendNames::CpuBackendNames(const CoverageConfig &Config, const RuleSet &Rules,
                                 const SemanticOptions &Opts,
                                 ArrayRef<std::string> IncludeDirs)
    : Config(Config), Rules(Rules), Opts(Opts),
      IncludeDirs(IncludeDirs.begin(), IncludeDirs.end()) {
  // The CPU backend's headers spell the public namespaces in the dialect
  // (nvtx3 is axltx3 there).
  for (const std::string &NS : Config.PublicNamespaces)
    if (const Rule *R = Rules.lookup(NS);
        R && R->Kind == RuleKind::Namespace && !R->Axl.empty() && R->Axl != NS)
      this->Config.PublicNamespaces.push_back(R->Axl);
}

bool CpuBackendNames::has(const std::string &Header, const std::string &Name) {
  auto It = ByHeader.find(Header);
  if (It == ByHeader.end()) {
    // The header and those of its directory (axl/cooperative_groups.h and
    // axl/cooperative_groups/reduce.h, as CUDA splits them).
    std::vector<std::string> Only;
    if (!Header.empty() && !IncludeDirs.empty()) {
      Only.push_back(Header);
      std::string Root = IncludeDirs.front() + "/";
      std::error_code EC;
      StringRef Dir = StringRef(Header).rsplit('.').first;
      for (sys::fs::directory_iterator I(Root + Dir.str(), EC), E; I != E && !EC;
           I.increment(EC))
        if (StringRef(I->path()).ends_with(".h"))
          Only.push_back(I->path().substr(Root.size()));
    }
    It = ByHeader.emplace(Header, cpuDeclaredNames(Config, IncludeDirs, Opts, Only)).first;
  }
  return It->second.count(Name) != 0;
}

bool CpuBackendNames::provides(const Rule &R) {
  if (R.Status == RuleStatus::Removed || R.Status == RuleStatus::Unsupported)
    return false;
  if (R.Kind == RuleKind::Header) {
    if (R.Axl.empty())
      return false;
    // A directory (thrust/, axl/cub/): the backend has it in one of its
    // include directories (the generated ones among them).
    if (R.isDirectory())
      return any_of(IncludeDirs, [&](const std::string &D) {
        return sys::fs::is_directory(D + "/" + R.Axl);
      });
    // A dialect header the backend has declares something (one it lacks
    // stops at its #error).
    has(R.Axl, "");
    return !ByHeader[R.Axl].empty();
  }
  // A family without a dialect header (Thrust keeps its own): its names
  // come with its headers.
  if (R.Header.empty()) {
    auto [It, New] = FamilyHeaders.try_emplace(R.Family, false);
    if (New)
      for (const auto &O : Rules.rules())
        if (O->Family == R.Family && O->Kind == RuleKind::Header && provides(*O)) {
          It->second = true;
          break;
        }
    return It->second;
  }
  // A namespace whose names keep their spelling (nvcuda, cooperative_groups):
  // the names are counted one by one; the namespace is there with its header.
  if (R.Kind == RuleKind::Namespace) {
    has(R.Header, "");
    return !ByHeader[R.Header].empty();
  }
  return has(R.Header, R.Axl.empty() ? R.Cuda : R.Axl);
}

std::vector<FamilyCoverage> measureCoverage(const CoverageConfig &Config,
                                            const RuleSet &Rules,
                                            const SemanticOptions &Opts,
                                            ArrayRef<std::string> CpuIncludeDirs,
                                            const BackendTable *Hip) {
  std::vector<FamilyCoverage> Result;
  // Each rule's name is looked up in the dialect header that declares it
  // (parsed once, with what it includes): a port includes that header. Names
  // of a ruled namespace are looked up in every dialect header.
  CpuBackendNames Cpu(Config, Rules, Opts, CpuIncludeDirs);
  auto CpuHas = [&](const std::string &Header, const std::string &Name) {
    return Cpu.has(Header, Name);
  };
  for (const CoverageFamily &F : Config.Families) {
    std::map<std::string, std::string> Declared;
    std::string Probe;
    for (const std::string &I : F.Include)
      Probe += "#include <" + I + ">\n";
    FamilyCoverage FC;
    FC.Name = F.Name;
    FC.Target = F.Target;
    for (StringRef PassFlag : {"--cuda-host-only", "--cuda-device-only"}) {
      if (PassFlag == "--cuda-device-only" && !F.DevicePass)
        continue;
      std::vector<std::string> Args = {"-x", "cuda", "--cuda-path=" + Opts.CudaPath,
                                       "--cuda-gpu-arch=" + Opts.GpuArch, "-nocudalib",
                                       PassFlag.str(), "-Wno-unknown-cuda-version",
                                       "-isystem", Opts.CudaPath + "/include/cccl",
                                       "-isystem", Opts.CudaPath + "/include",
                                       "-w", "-std=c++17"};
      if (!Opts.ResourceDir.empty())
        Args.push_back("-resource-dir=" + Opts.ResourceDir);
      bool Ok = tooling::runToolOnCodeWithArgs(
          std::make_unique<ProbeAction>([&F](StringRef P) { return inFamilyFiles(F, P); },
                                        Config, Declared),
          Probe, Args,
          "axl-coverage-" + F.Name + ".cu");
      FC.ClangErrors += !Ok;
    }
    FC.Declared = Declared.size();
    for (StringRef B : {"cuda", "cpu", "hip"}) {
      if (B == "hip" && !Hip)
        continue;
      unsigned Mask = B == "cuda" ? BackendCuda : B == "cpu" ? BackendCpu : 0;
      BackendCounts &C = FC.ByBackend[B.str()];
      for (auto &[Name, Kind] : Declared) {
        const Rule *R = Rules.lookup(Name);
        std::string AxlName = R ? (R->Axl.empty() ? R->Cuda : R->Axl) : "";
        std::string Header = R ? R->Header : "";
        // A name of a namespace that a rule maps (cub::BlockReduce) is
        // ported with its namespace (axlcub::BlockReduce).
        if (size_t Colons = StringRef(Name).find("::"); !R && Colons != StringRef::npos)
          if (const Rule *NS = Rules.lookup(StringRef(Name).substr(0, Colons));
              NS && NS->Kind == RuleKind::Namespace) {
            R = NS;
            AxlName = (NS->Axl.empty() ? NS->Cuda : NS->Axl) + Name.substr(Colons);
            Header.clear(); // the namespace spans several headers: look in all
          }
        if (!R) {
          ++C.Missing;
          if (Mask == BackendCuda)
            FC.MissingNames.push_back(Name + " (" + Kind + ")");
          continue;
        }
        // The CUDA backend supports what its rules say (the shim is
        // generated from them); the CPU backend what its headers declare.
        bool Has = Mask == BackendCuda ? (R->Backends & Mask) != 0
                   : Mask == BackendCpu  ? CpuHas(Header, AxlName)
                                         : onHipBaseline(*Hip, AxlName);
        if (!Has && Mask == BackendCpu && R->Status != RuleStatus::Removed &&
            R->Status != RuleStatus::Unsupported)
          FC.CpuGaps.push_back(AxlName);
        switch (R->Status) {
        case RuleStatus::Supported:
          Has ? ++C.Supported : ++C.Unsupported;
          break;
        case RuleStatus::Deprecated:
          Has ? ++C.Deprecated : ++C.Unsupported;
          break;
        case RuleStatus::Removed:
          ++C.Removed;
          break;
        case RuleStatus::Unsupported:
          ++C.Unsupported;
          if (Mask == BackendCuda)
            FC.UnsupportedNames.push_back({Name, R->Reason});
          break;
        }
      }
    }
    Result.push_back(std::move(FC));
  }
  return Result;
}

bool onHipBaseline(const BackendTable &Hip, StringRef AxlName) {
  const BackendEntry *E = Hip.lookup(AxlName);
  if (!E)
    return false;
  if (E->Status == BackendStatus::Emulated)
    return true;
  return E->Family->Verified && inVerifiedRelease(*E);
}

double portedPercent(unsigned Declared, const BackendCounts &C) {
  unsigned Usable = Declared - C.Removed;
  return Usable ? 100.0 * (C.Supported + C.Deprecated) / Usable : 100.0;
}

/// One row per family and backend, in the layout of \p RowFormat.
static void printRows(ArrayRef<FamilyCoverage> Cov, const char *RowFormat,
                      raw_ostream &OS) {
  for (const FamilyCoverage &F : Cov)
    for (auto &[B, C] : F.ByBackend)
      OS << formatv(RowFormat, F.Name, B, F.Declared, C.Supported, C.Deprecated,
                    C.Unsupported, C.Removed, C.Missing, portedPercent(F.Declared, C));
}

void printCoverageTable(ArrayRef<FamilyCoverage> Cov, raw_ostream &OS) {
  OS << formatv("{0,-20} {1,-5} {2,9} {3,10} {4,11} {5,11} {6,8} {7,8} {8,8}\n", "family",
                "back", "declared", "supported", "deprecated", "unsupported",
                "removed", "missing", "ported%");
  printRows(Cov, "{0,-20} {1,-5} {2,9} {3,10} {4,11} {5,11} {6,8} {7,8} {8,7:f1}%\n", OS);
}

void printCoverageMarkdown(ArrayRef<FamilyCoverage> Cov, raw_ostream &OS) {
  OS << "| family | backend | declared | supported | deprecated | unsupported | "
        "removed | missing | supported % |\n|---|---|---|---|---|---|---|---|---|\n";
  printRows(Cov, "| {0} | {1} | {2} | {3} | {4} | {5} | {6} | {7} | {8:f1} |\n", OS);
}

void printCoverageJson(ArrayRef<FamilyCoverage> Cov, raw_ostream &OS) {
  json::Array Families;
  for (const FamilyCoverage &F : Cov) {
    json::Object Backends;
    for (auto &[B, C] : F.ByBackend)
      Backends[B] = json::Object{{"ported_percent", portedPercent(F.Declared, C)},
                                 {"supported", C.Supported},
                                 {"deprecated", C.Deprecated},
                                 {"unsupported", C.Unsupported},
                                 {"removed", C.Removed},
                                 {"missing", C.Missing}};
    json::Array Missing;
    for (const std::string &N : F.MissingNames)
      Missing.push_back(N);
    json::Array Unsupported;
    for (auto &[N, R] : F.UnsupportedNames)
      Unsupported.push_back(json::Object{{"name", N}, {"reason", R}});
    Families.push_back(json::Object{{"family", F.Name},
                                    {"declared", F.Declared},
                                    {"target_percent", F.Target},
                                    {"backends", std::move(Backends)},
                                    {"missing", std::move(Missing)},
                                    {"unsupported", std::move(Unsupported)},
                                    {"clang_errors", F.ClangErrors}});
  }
  OS << formatv("{0:2}", json::Value(json::Object{{"families", std::move(Families)}}))
     << "\n";
}

unsigned checkCoverage(ArrayRef<FamilyCoverage> Cov, raw_ostream &Errs) {
  unsigned Failures = 0;
  for (const FamilyCoverage &F : Cov) {
    const BackendCounts &C = F.ByBackend.at("cuda");
    if (C.Missing) {
      ++Failures;
      Errs << "axl-coverage: error: family '" << F.Name << "': " << C.Missing
           << " declared identifiers have no rule (--list-missing names them)\n";
    }
    double P = portedPercent(F.Declared, C);
    // Compare at the printed precision: 94.96 is not 95.0.
    if (std::round(P * 10) < std::round(F.Target * 10)) {
      ++Failures;
      Errs << formatv("axl-coverage: error: family '{0}': the CUDA backend ports "
                      "{1:f1}% of its identifiers, below the target {2:f1}%\n",
                      F.Name, P, F.Target);
    }
    if (F.ClangErrors) {
      ++Failures;
      Errs << "axl-coverage: error: family '" << F.Name
           << "': Clang could not parse its headers\n";
    }
  }
  return Failures;
}

} // namespace axl
