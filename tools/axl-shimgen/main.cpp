//===- axl-shimgen - generate the backends' headers from the rules --------===//
#include "axlify/Coverage.h"
#include "axlify/RuleSet.h"
#include "axlify/ShimGenerator.h"
#include "axlify/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <memory>

using namespace llvm;

static cl::opt<std::string> RulesDir("rules-dir", cl::desc("Directory of rules/*.yaml"),
                                     cl::Required);
static cl::opt<std::string> OutDir("out-dir", cl::desc("Where axl/cuda/*.h are written"));
static cl::opt<std::string> Check("check", cl::desc("Write the shim check source to <file>"),
                                  cl::value_desc("file"));
static cl::opt<std::string> DocsDir("docs", cl::desc("Write the API tables (Markdown) into <dir>"),
                                    cl::value_desc("dir"));
static cl::opt<std::string> IncludeDir(
    "include-dir", cl::desc("The dialect's include/ directory: every dialect header "
                            "named by a rule must exist there"));

static cl::opt<std::string> HipTable(
    "hip-table", cl::desc("The HIP backend's table (rules/hip): with --hip-out-dir, where\n"
                          "axl/hip/*.h are written"),
    cl::value_desc("dir"));
static cl::opt<std::string> HipOutDir("hip-out-dir",
                                      cl::desc("Where the HIP backend's axl/hip/*.h are written"),
                                      cl::value_desc("dir"));
static cl::opt<std::string> HipOwnDir(
    "hip-own-include",
    cl::desc("With --hip-table: the HIP backend's hand-written include directory, which\n"
             "comes first on the include path: a generated header may not share a name\n"
             "with one of its headers (it would never be read)"),
    cl::value_desc("dir"));

static cl::list<std::string> CpuInclude(
    "cpu-include",
    cl::desc("With --docs: the CPU backend's include directories (the dialect's first), whose\n"
             "headers are parsed to fill the tables' cpu column (repeatable)"),
    cl::value_desc("dir"));

static cl::opt<std::string> CudaInclude(
    "cuda-include", cl::desc("The CUDA toolkit's include/ directory: the headers under a "
                             "directory rule (cub/) get a dialect header each"),
    cl::init("/usr/local/cuda/include"));

static bool writeIfChanged(const std::string &Path, const std::string &Text) {
  auto Old = MemoryBuffer::getFile(Path);
  if (Old && (*Old)->getBuffer() == Text)
    return true;
  sys::fs::create_directories(sys::path::parent_path(Path));
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    errs() << Path << ": error: " << EC.message() << "\n";
    return false;
  }
  OS << Text;
  return true;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "axl-shimgen: the backends' headers from the rules\n");
  auto Rules = axl::loadRules(RulesDir, {});
  if (!Rules) {
    errs() << toString(Rules.takeError()) << "\n";
    return 1;
  }
  bool Ok = true;
  if (!IncludeDir.empty())
    for (const std::string &H : axl::dialectHeaders(**Rules))
      if (!sys::fs::exists(IncludeDir + "/" + H)) {
        errs() << IncludeDir << "/" << H
               << ": error: dialect header named by the rules does not exist\n";
        Ok = false;
      }
  auto Forwarders = axl::generateDirectoryForwarders(**Rules, CudaInclude);
  if (!OutDir.empty()) {
    for (auto &[Rel, Text] : axl::generateCudaShim(**Rules))
      Ok &= writeIfChanged(OutDir + "/" + Rel, Text);
    for (auto &[Rel, Text] : Forwarders)
      Ok &= writeIfChanged(OutDir + "/" + Rel, Text);
  }
  if (HipTable.empty() != HipOutDir.empty()) {
    errs() << "axl-shimgen: error: --hip-table and --hip-out-dir go together\n";
    return 1;
  }
  if (!HipTable.empty()) {
    auto Hip = axl::loadBackendTable(HipTable, **Rules);
    if (!Hip) {
      errs() << toString(Hip.takeError()) << "\n";
      return 1;
    }
    auto Headers = axl::generateHipShim(**Rules, **Hip);
    if (!HipOwnDir.empty())
      for (auto &[Rel, Text] : Headers)
        if (sys::fs::exists(HipOwnDir + "/" + Rel)) {
          errs() << HipOwnDir << "/" << Rel
                 << ": error: a hand-written header has the name of a generated one, "
                    "which it hides (rename it)\n";
          return 1;
        }
    for (auto &[Rel, Text] : Headers)
      Ok &= writeIfChanged(HipOutDir + "/" + Rel, Text);
  }
  if (!DocsDir.empty()) {
    std::function<bool(const axl::Rule &)> OnCpu;
    std::unique_ptr<axl::CpuBackendNames> Cpu;
    if (!CpuInclude.empty()) {
      auto Cfg = axl::loadCoverageConfig(RulesDir + "/coverage/families.yaml");
      if (!Cfg) {
        errs() << toString(Cfg.takeError()) << "\n";
        return 1;
      }
      for (const std::string &D : CpuInclude)
        if (!sys::fs::is_directory(D)) {
          errs() << D << ": error: not a directory (--cpu-include)\n";
          return 1;
        }
      axl::SemanticOptions Opts;
      Opts.ResourceDir = AXL_CLANG_RESOURCE_DIR;
      Cpu = std::make_unique<axl::CpuBackendNames>(*Cfg, **Rules, Opts, CpuInclude);
      OnCpu = [&Cpu](const axl::Rule &R) { return Cpu->provides(R); };
    }
    for (auto &[Rel, Text] : axl::generateApiDocs(**Rules, OnCpu))
      Ok &= writeIfChanged(DocsDir + "/" + Rel, Text);
  }
  if (!Check.empty())
    Ok &= writeIfChanged(Check, axl::generateShimCheck(**Rules, Forwarders));
  return Ok ? 0 : 1;
}
