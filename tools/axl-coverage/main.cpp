//===- axl-coverage - rules against the identifiers CUDA headers declare ---===//
#include "axlify/BackendTable.h"
#include "axlify/Coverage.h"
#include "axlify/RuleSet.h"
#include "axlify/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Category("axl-coverage options");
static cl::opt<std::string> RulesDir("rules-dir", cl::desc("Directory of the built-in rules"),
                                     cl::init(AXL_SOURCE_RULES_DIR), cl::cat(Category));
static cl::list<std::string> UserRules("rules", cl::desc("Add the rules of a YAML file (repeatable)"),
                                       cl::cat(Category));
static cl::opt<std::string> Config("config", cl::desc("Coverage families (default <rules-dir>/coverage/families.yaml)"),
                                   cl::cat(Category));
static cl::opt<std::string> Format("format", cl::desc("table (default), md or json"),
                                   cl::init("table"), cl::cat(Category));
static cl::opt<std::string> CudaPath("cuda-path", cl::desc("CUDA toolkit whose headers are measured"),
                                     cl::init(AXL_CUDA_PATH), cl::cat(Category));
static cl::opt<std::string> ResourceDir("resource-dir", cl::desc("Clang resource directory"),
                                        cl::init(AXL_CLANG_RESOURCE_DIR), cl::cat(Category));
static cl::list<std::string> Only("family", cl::desc("Measure only this family (repeatable)"),
                                  cl::cat(Category));
static cl::opt<bool> ListMissing("list-missing", cl::desc("Also list each declared identifier without a rule"),
                                 cl::cat(Category));
static cl::opt<bool> ListUnsupported("list-unsupported",
                                     cl::desc("Also list each unsupported identifier with its reason"),
                                     cl::cat(Category));
static cl::opt<bool> ListCpuGaps("list-cpu-gaps",
                                 cl::desc("Also list each dialect name the CPU backend does not "
                                          "provide (using it fails to compile)"),
                                 cl::cat(Category));
static cl::opt<std::string> HipTable(
    "hip-table",
    cl::desc("The HIP backend's table (default <rules-dir>/hip): the hip column; 'none' leaves it out"),
    cl::cat(Category));
static cl::opt<bool> Check("check",
                           cl::desc("Exit 1 unless every declared identifier has a rule and every\n"
                                    "family meets its target (families.yaml) on the CUDA backend"),
                           cl::cat(Category));

/// An address inside this executable, to find it.
static void cpuIncludeAnchor() {}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "axl-coverage: per family and backend (cuda, cpu, hip), how many identifiers the installed\n"
                              "CUDA headers declare and how many the rules support. Needs no GPU.\n");
  if (Format != "table" && Format != "md" && Format != "json") {
    errs() << "axl-coverage: error: unknown --format '" << Format << "' (table, md or json)\n";
    return 2;
  }
  auto Rules = axl::loadRules(RulesDir, UserRules);
  if (!Rules) {
    errs() << toString(Rules.takeError()) << "\n";
    return 2;
  }
  auto Cfg = axl::loadCoverageConfig(Config.empty() ? RulesDir + "/coverage/families.yaml" : Config);
  if (!Cfg) {
    errs() << toString(Cfg.takeError()) << "\n";
    return 2;
  }
  if (!Only.empty()) {
    llvm::erase_if(Cfg->Families, [](const axl::CoverageFamily &F) {
      return !llvm::is_contained(Only, F.Name);
    });
    if (Cfg->Families.empty()) {
      errs() << "axl-coverage: error: no such family\n";
      return 2;
    }
  }
  if (!sys::fs::exists(CudaPath + "/include/cuda_runtime.h")) {
    errs() << CudaPath << ": error: not a CUDA toolkit (no include/cuda_runtime.h)\n";
    return 2;
  }
  axl::SemanticOptions Opts;
  Opts.CudaPath = CudaPath;
  Opts.ResourceDir = ResourceDir;
  // The CPU backend's headers: installed next to the dialect's, or in the
  // source tree this tool was built from.
  std::vector<std::string> CpuDirs;
  {
    std::string Exe = sys::fs::getMainExecutable(argv[0], (void *)&cpuIncludeAnchor);
    SmallString<256> Prefix(sys::path::parent_path(sys::path::parent_path(Exe)));
    if (sys::fs::exists(Prefix + "/include/axl/cpu/runtime.h"))
      CpuDirs = {(Prefix + "/include").str()};
    else if (sys::fs::exists(AXL_SOURCE_DIR "/runtime/cpu/include/axl/cpu/runtime.h"))
      CpuDirs = {AXL_SOURCE_DIR "/include", AXL_SOURCE_DIR "/runtime/cpu/include"};
  }
  // The table maps the built-in rules' dialect names: a user rule that
  // overrides one (cuInit unsupported) does not make the table wrong.
  std::unique_ptr<axl::RuleSet> BuiltinRules;
  std::unique_ptr<axl::BackendTable> Hip;
  {
    std::string Dir = HipTable.empty() ? RulesDir + "/hip" : HipTable.getValue();
    if (HipTable != "none" && (!HipTable.empty() || sys::fs::is_directory(Dir))) {
      const axl::RuleSet *Against = Rules->get();
      if (!UserRules.empty()) {
        auto B = axl::loadRules(RulesDir, {});
        if (!B) {
          errs() << toString(B.takeError()) << "\n";
          return 2;
        }
        BuiltinRules = std::move(*B);
        Against = BuiltinRules.get();
      }
      auto T = axl::loadBackendTable(Dir, *Against);
      if (!T) {
        errs() << toString(T.takeError()) << "\n";
        return 2;
      }
      Hip = std::move(*T);
    }
  }
  auto Cov = axl::measureCoverage(*Cfg, **Rules, Opts, CpuDirs, Hip.get());
  if (Format == "json")
    axl::printCoverageJson(Cov, outs());
  else if (Format == "md")
    axl::printCoverageMarkdown(Cov, outs());
  else
    axl::printCoverageTable(Cov, outs());
  int Rc = 0;
  for (const auto &F : Cov) {
    if (F.ClangErrors) {
      errs() << "axl-coverage: warning: Clang could not parse the headers of family '"
             << F.Name << "'\n";
      Rc = 1;
    }
    if (Format == "json")
      continue;
    if (ListMissing)
      for (const std::string &N : F.MissingNames)
        outs() << F.Name << ": missing: " << N << "\n";
    if (ListUnsupported)
      for (auto &[N, Reason] : F.UnsupportedNames)
        outs() << F.Name << ": unsupported: " << N << ": " << Reason << "\n";
    if (ListCpuGaps)
      for (const std::string &N : F.CpuGaps)
        outs() << F.Name << ": not in the CPU backend: " << N << "\n";
  }
  if (Format == "table") {
    outs() << "ported% = (supported + deprecated) / (declared - removed); removed: CUDA still "
              "declares them, compiled out for every target it supports\n";
    if (Hip)
      outs() << "hip: names that HIP " << axl::HipBaseline
             << " and Debian's HIP libraries provide, or the HIP backend emulates "
                "(docs/hip_backend.md)\n";
  }
  if (Check && axl::checkCoverage(Cov, errs()))
    Rc = 1;
  return Rc;
}
