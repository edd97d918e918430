//===- axl-config - compiler flags for ported code (like hipconfig) -------===//
#include "axlify/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Category("axl-config options");
static cl::opt<std::string> BackendOpt("backend", cl::desc("cuda (default) or cpu"),
                                       cl::init("cuda"), cl::cat(Category));
static cl::opt<bool> CFlags("cflags", cl::desc("Print the compiler flags for ported code"),
                            cl::cat(Category));
static cl::opt<bool> Libs("libs", cl::desc("Print the linker flags"), cl::cat(Category));
static cl::opt<bool> Prefix("prefix", cl::desc("Print the installation (or build) prefix"),
                            cl::cat(Category));
static cl::opt<bool> RulesDirOpt("rules-dir", cl::desc("Print the directory of the built-in rules"),
                                 cl::cat(Category));
static cl::opt<bool> CudaPathOpt("cuda-path", cl::desc("Print the CUDA toolkit the backend uses"),
                                 cl::cat(Category));

struct Layout {
  std::string Prefix;
  std::vector<std::string> IncludeDirs;
  std::string RulesDir;
};

/// Installed: <prefix>/bin/axl-config with <prefix>/include/axl. Build tree:
/// <build>/bin/axl-config with the sources where they were configured.
static Layout findLayout(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, (void *)&findLayout);
  SmallString<256> Root(sys::path::parent_path(sys::path::parent_path(Exe)));
  Layout L;
  L.Prefix = std::string(Root);
  if (sys::fs::exists(Root + "/include/axl/cuda/runtime.h")) {
    L.IncludeDirs = {L.Prefix + "/include"};
    L.RulesDir = L.Prefix + "/share/axl/rules";
  } else {
    L.IncludeDirs = {AXL_SOURCE_DIR "/include", AXL_SOURCE_DIR "/runtime/cuda/include",
                     L.Prefix + "/runtime/cuda/include"};
    L.RulesDir = AXL_SOURCE_DIR "/rules";
  }
  return L;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) { OS << "axl-config " << AXL_VERSION << "\n"; });
  cl::ParseCommandLineOptions(argc, argv,
                              "axl-config: what a compiler needs to build ported code\n\n"
                              "  nvcc $(axl-config --backend cuda --cflags) port.cu $(axl-config --libs)\n");
  if (BackendOpt != "cuda") {
    errs() << "axl-config: error: backend '" << BackendOpt << "' is "
           << (BackendOpt == "cpu" ? "not part of this build (runtime/cpu)"
                                   : "unknown (expected cuda or cpu)")
           << "\n";
    return 1;
  }
  Layout L = findLayout(argv[0]);
  if (!CFlags && !Libs && !Prefix && !RulesDirOpt && !CudaPathOpt) {
    errs() << "axl-config: error: nothing to print; use --cflags, --libs, --prefix, "
              "--rules-dir or --cuda-path (see --help)\n";
    return 1;
  }
  std::string Sep;
  if (Prefix)
    outs() << Sep << L.Prefix, Sep = " ";
  if (RulesDirOpt)
    outs() << Sep << L.RulesDir, Sep = " ";
  if (CudaPathOpt)
    outs() << Sep << AXL_CUDA_PATH, Sep = " ";
  if (CFlags) {
    for (const std::string &I : L.IncludeDirs)
      outs() << Sep << "-I" << I, Sep = " ";
    outs() << Sep << "-DAXL_BACKEND_CUDA=1", Sep = " ";
  }
  if (Libs)
    outs() << Sep << "-L" << AXL_CUDA_PATH << "/lib64 -lcudart", Sep = " ";
  outs() << "\n";
  return 0;
}
