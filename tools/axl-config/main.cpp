//===- axl-config - compiler flags for ported code (like hipconfig) -------===//
#include "axlify/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Category("axl-config options");
static cl::opt<std::string> BackendOpt("backend", cl::desc("cuda (default), cpu or hip"),
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
  std::vector<std::string> IncludeDirs;    // CUDA backend
  std::vector<std::string> CpuIncludeDirs; // CPU backend
  std::vector<std::string> HipIncludeDirs; // HIP backend
  std::string RulesDir;
  std::string LibDir; // libaxl_cpu
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
    // The CPU backend's own <axl/cub/...> and Thrust headers come first: the
    // CUDA backend's are installed in include/axl too.
    L.CpuIncludeDirs = {L.Prefix + "/include/axl/cpu/forward", L.Prefix + "/include"};
    L.HipIncludeDirs = {L.Prefix + "/include"};
    L.RulesDir = L.Prefix + "/share/axl/rules";
    L.LibDir = L.Prefix + "/" AXL_INSTALL_LIBDIR;
  } else {
    L.IncludeDirs = {AXL_SOURCE_DIR "/include", AXL_SOURCE_DIR "/runtime/cuda/include",
                     L.Prefix + "/runtime/cuda/include"};
    L.CpuIncludeDirs = {AXL_SOURCE_DIR "/include", AXL_SOURCE_DIR "/runtime/cpu/include",
                        L.Prefix + "/runtime/cpu/include"};
    // The HIP backend's numerics are the CPU backend's codec (axl/cpu/detail).
    L.HipIncludeDirs = {AXL_SOURCE_DIR "/include", AXL_SOURCE_DIR "/runtime/hip/include",
                        L.Prefix + "/runtime/hip/include", AXL_SOURCE_DIR "/runtime/cpu/include"};
    L.RulesDir = AXL_SOURCE_DIR "/rules";
    L.LibDir = L.Prefix + "/lib";
  }
  return L;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) { OS << "axl-config " << AXL_VERSION << "\n"; });
  cl::ParseCommandLineOptions(argc, argv,
                              "axl-config: what a compiler needs to build ported code\n\n"
                              "  nvcc $(axl-config --backend cuda --cflags) port.cu $(axl-config --libs)\n"
                              "  g++ -x c++ $(axl-config --backend cpu --cflags) port.cu -x none \\\n"
                              "      $(axl-config --backend cpu --libs)\n"
                              "  hipcc -x hip $(axl-config --backend hip --cflags) --offload-arch=gfx90a \\\n"
                              "      port.cu -x none $(axl-config --backend hip --libs)\n");
  if (BackendOpt != "cuda" && BackendOpt != "cpu" && BackendOpt != "hip") {
    errs() << "axl-config: error: backend '" << BackendOpt
           << "' is unknown (expected cuda, cpu or hip)\n";
    return 1;
  }
  bool Cpu = BackendOpt == "cpu", Hip = BackendOpt == "hip";
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
    for (const std::string &I : Cpu ? L.CpuIncludeDirs : Hip ? L.HipIncludeDirs : L.IncludeDirs)
      outs() << Sep << "-I" << I, Sep = " ";
    // The CPU backend compiles ported .cu files as C++17 with any compiler;
    // Thrust runs on its TBB device system there. Device code moves data
    // through pointers of other types (half as float2: vector loads), which
    // the device compiler keeps and -O2's strict aliasing would not.
    outs() << Sep
           << (Cpu ? "-DAXL_BACKEND_CPU=1 -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_TBB "
                     "-std=c++17 -pthread -fno-strict-aliasing"
            : Hip ? "-DAXL_BACKEND_HIP=1 -std=c++17"
                  : "-DAXL_BACKEND_CUDA=1"),
        Sep = " ";
    // nvcc includes cuda_runtime.h before any user code; a port gets the
    // dialect runtime the same way, so no line is added to its sources and
    // __LINE__ stays the original's.
    outs() << Sep << "-include axl/runtime.h";
  }
  // The runtime is linked even where nothing names it (--as-needed would
  // drop it), as nvcc links cudart into every program: code that finds
  // cudaGetDriverEntryPoint with dlsym gets the backend's.
  if (Libs && Cpu)
    outs() << Sep << "-L" << L.LibDir << " -Wl,-rpath," << L.LibDir
           << " -Wl,--push-state,--no-as-needed -laxl_cpu -Wl,--pop-state -ltbb -pthread",
        Sep = " ";
  else if (Libs && Hip)
    outs() << Sep << "-lamdhip64", Sep = " ";
  else if (Libs)
    outs() << Sep << "-L" << AXL_CUDA_PATH << "/lib64 -lcudart", Sep = " ";
  outs() << "\n";
  return 0;
}
