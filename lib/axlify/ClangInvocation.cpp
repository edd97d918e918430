//===- ClangInvocation.cpp - How a pass invokes Clang ---------------------===//
#include "axlify/ClangInvocation.h"

#include "axlify/ParseActions.h"
#include "axlify/TokenStream.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;
using namespace llvm;

namespace axl {
namespace {

// Clang 22 resolves a kernel launch through cudaConfigureCall in device-side
// parses of CUDA 13 (which no longer declares it); a declaration lets the
// device pass see launches in host code without a spurious error.
constexpr StringRef DevicePassPrelude =
    "#pragma once\n"
    "extern \"C\" __host__ __device__ int cudaConfigureCall(dim3, dim3, "
    "unsigned long = 0, struct CUstream_st * = 0);\n";
constexpr StringRef DevicePreludePath = "/__axl_internal__/device_pass_prelude.h";

// What nvcc's headers declare and Clang's CUDA wrapper leaves out: without
// it, code nvcc compiles has Clang errors in both passes. The cache-hinted
// stores and __ldlu/__ldca are in sm_32_intrinsics.h, which the wrapper does
// not include (it defines the loads it keeps with builtins). A parse needs
// only the names; the port never sees this file.
constexpr StringRef CudaPassPrelude =
    "#pragma once\n"
    "template <class T> __device__ void __stcs(T *, T);\n"
    "template <class T> __device__ void __stcg(T *, T);\n"
    "template <class T> __device__ void __stwb(T *, T);\n"
    "template <class T> __device__ T __ldlu(const T *);\n"
    "template <class T> __device__ T __ldca(const T *);\n"
    // nvcc declares int max/min for host code too (crt/math_functions.h);
    // Clang's are device functions only.
    "__host__ int max(int, int);\n"
    "__host__ int min(int, int);\n"
    // The C headers nvcc's cuda_runtime.h includes and Clang's wrapper does
    // not: code nvcc compiles calls time, clock and isdigit and uses
    // INT_MAX with no #include of its own (not assert or the host's
    // printf: nvcc rejects those too).
    "#include <ctype.h>\n"
    "#include <limits.h>\n"
    "#include <string.h>\n"
    "#include <time.h>\n";
constexpr StringRef CudaPreludePath = "/__axl_internal__/cuda_pass_prelude.h";

/// The toolkit's version from CUDA_VERSION in cuda.h (13000 -> {13, 0}).
std::pair<unsigned, unsigned> toolkitVersion(StringRef CudaPath) {
  auto Buf = MemoryBuffer::getFile(CudaPath + "/include/cuda.h");
  if (!Buf)
    return {0, 0};
  StringRef Text = (*Buf)->getBuffer();
  size_t At = Text.find("#define CUDA_VERSION ");
  unsigned V = 0;
  if (At == StringRef::npos ||
      Text.substr(At + strlen("#define CUDA_VERSION ")).take_while([](char C) { return isDigit(C); }).getAsInteger(10, V))
    return {0, 0};
  return {V / 1000, V % 1000 / 10};
}

std::vector<std::string> passArgs(StringRef Source, const SemanticOptions &O,
                                  Pass P, const Preamble *Pre = nullptr) {
  std::vector<std::string> A = {"clang++"};
  bool Cuda = isCudaSource(Source);
  if (Cuda) {
    A.insert(A.end(), {"-x", "cuda"});
    // nvcc's version macros, which Clang does not define: code written for
    // nvcc tests them (user flags come later and win).
    auto [Major, Minor] = toolkitVersion(O.CudaPath);
    if (Major) {
      A.push_back("-D__CUDACC_VER_MAJOR__=" + std::to_string(Major));
      A.push_back("-D__CUDACC_VER_MINOR__=" + std::to_string(Minor));
      A.push_back("-D__CUDACC_VER_BUILD__=0");
    }
  }
  A.insert(A.end(), O.CompilerArgs.begin(), O.CompilerArgs.end());
  if (Cuda) {
    A.push_back("--cuda-path=" + O.CudaPath);
    A.push_back("--cuda-gpu-arch=" + O.GpuArch);
    A.push_back("-nocudalib");
    A.push_back(P == Pass::Host ? "--cuda-host-only" : "--cuda-device-only");
    A.push_back("-Wno-unknown-cuda-version");
    A.push_back("-include");
    A.push_back(CudaPreludePath.str());
    if (P == Pass::Device) {
      A.push_back("-include");
      A.push_back(DevicePreludePath.str());
    }
  } else {
    A.push_back("-isystem");
    A.push_back(O.CudaPath + "/include");
  }
  A.push_back("-isystem");
  A.push_back(O.CudaPath + "/include/cccl");
  if (!O.ResourceDir.empty())
    A.push_back("-resource-dir=" + O.ResourceDir);
  A.push_back("-fsyntax-only");
  // Every error is reported at its cause: Clang's cap of 20 would end the
  // analysis of the rest of the TU with "too many errors emitted".
  A.push_back("-ferror-limit=0");
  A.push_back("-w"); // only errors matter here
  A.push_back("-fno-caret-diagnostics"); // and no "N errors generated"
  A.push_back("-Xclang");                // where PassAction's consumer says so
  A.push_back("-skip-function-bodies");
  if (Pre) {
    A.push_back("-include-pch");
    A.push_back(Pre->Path);
  }
  A.push_back(Source.str());
  return A;
}

} // namespace

bool testsDeviceSide(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buf)
    return false;
  for (const RawToken &T : lexFile((*Buf)->getBuffer()))
    if (T.isIdent() && (T.Text.starts_with("__CUDA_ARCH") || T.Text.starts_with("NV_IF_") ||
                        T.Text == "NV_DISPATCH_TARGET" || T.Text == "__NVPTX__"))
      return true;
  return false;
}

bool runPass(StringRef Source, const SemanticOptions &Opts, Pass P,
             std::unique_ptr<FrontendAction> Action, DiagnosticConsumer &Errors,
             const Preamble *Pre) {
  auto FS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Mem->addFile(DevicePreludePath, 0, MemoryBuffer::getMemBuffer(DevicePassPrelude));
  Mem->addFile(CudaPreludePath, 0, MemoryBuffer::getMemBuffer(CudaPassPrelude));
  Mem->addFile(PreambleMainFile, 0, MemoryBuffer::getMemBuffer(""));
  if (Pre)
    Mem->addFile(Pre->Path, 0,
                 MemoryBuffer::getMemBuffer(Pre->Bytes, Pre->Path,
                                            /*RequiresNullTerminator=*/false));
  FS->pushOverlay(Mem);
  auto Files = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  std::vector<std::string> Args = passArgs(Source, Opts, P, Pre);
  if (Source == PreambleMainFile) // the flags of the TU, around the prefix
    Args.back() = PreambleMainFile;
  tooling::ToolInvocation Invocation(std::move(Args), std::move(Action),
                                     Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  return Invocation.run();
}

std::string preambleKey(StringRef Source, const SemanticOptions &Opts, Pass P) {
  if (!isCudaSource(Source))
    return "";
  std::vector<std::string> Args = passArgs(Source, Opts, P);
  Args.pop_back();
  return join(Args, "\n");
}

Preamble buildPreamble(const SemanticOptions &Opts, Pass P,
                       const std::string &PchPath) {
  Preamble Out;
  Out.Path = PchPath;
  TranslationUnitFacts Scratch;
  ErrorCollector Errors(Scratch, P, PreambleMainFile);
  if (!runPass(PreambleMainFile, Opts, P, precompilePrefix(Out), Errors) &&
      Out.Why.empty())
    Out.Why = "Clang could not precompile it";
  if (!Out.Why.empty())
    Out.Bytes.clear();
  return Out;
}

} // namespace axl
