//===- Precompiled.cpp - axl-loops' precompiled first include -------------===//
#include "Precompiled.h"

#include "axlify/Version.h"

#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace axl::loops {
namespace {

/// Counts errors, prints nothing (a header that does not precompile is
/// parsed as it is: the compile says what is wrong with it).
struct CountErrors : clang::DiagnosticConsumer {
  unsigned Errors = 0;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &D) override {
    DiagnosticConsumer::HandleDiagnostic(Level, D);
    Errors += Level >= clang::DiagnosticsEngine::Error;
  }
};

/// The key of a precompiled header: the arguments but the source, and this
/// executable as built (another build's Clang writes another format).
std::string key(const std::vector<std::string> &Args) {
  MD5 H;
  H.update("axl-loops pch 1 " AXL_VERSION);
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    H.update(Args[I]);
    H.update(StringRef("\0", 1));
  }
  const std::string Self =
      sys::fs::getMainExecutable(nullptr, reinterpret_cast<void *>(&precompiledInclude));
  sys::fs::file_status St;
  if (!sys::fs::status(Self, St))
    H.update(Self + "/" + std::to_string(St.getSize()) + "/" +
             std::to_string(St.getLastModificationTime().time_since_epoch().count()));
  MD5::MD5Result R;
  H.final(R);
  return R.digest().str().str();
}

} // namespace

std::optional<PrecompiledInclude> precompiledInclude(const std::vector<std::string> &Args,
                                                     StringRef Dir, std::string &Why) {
  size_t At = 0;
  for (size_t I = 1; I + 2 < Args.size() && !At; ++I)
    if (Args[I] == "-include")
      At = I;
  if (!At) {
    Why = "the flags include no header first (-include)";
    return std::nullopt;
  }
  const std::string Key = key(Args);
  SmallString<256> Pch(Dir);
  sys::path::append(Pch, "axl-loops-" + Key + ".pch");
  PrecompiledInclude Using{Args, Pch.str().str()};
  Using.Args[At] = "-include-pch";
  Using.Args[At + 1] = Using.Path;
  if (sys::fs::exists(Pch))
    return Using;

  // The header precompiled from a file of its own that includes it, with
  // the compile's other flags (the source's -x and -fsyntax-only aside).
  if (std::error_code EC = sys::fs::create_directories(Dir)) {
    Why = (Dir + ": " + EC.message()).str();
    return std::nullopt;
  }
  SmallString<256> Wrapper(Dir);
  sys::path::append(Wrapper, "axl-loops-" + Key + ".h");
  if (!sys::fs::exists(Wrapper))
    if (Error E = writeToOutput(Wrapper, [&](raw_ostream &OS) {
          OS << "#include <" << Args[At + 1] << ">\n";
          return Error::success();
        })) {
      Why = toString(std::move(E));
      return std::nullopt;
    }
  std::vector<std::string> Cmd;
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    if (I == At) {
      ++I;
      continue;
    }
    if (Args[I] != "-fsyntax-only")
      Cmd.push_back(Args[I]);
  }
  const std::string Tmp = Pch.str().str() + "." + std::to_string(sys::Process::getProcessId()) + ".tmp";
  Cmd.insert(Cmd.end(), {"-xc++-header", Wrapper.str().str(), "-o", Tmp});
  IntrusiveRefCntPtr<clang::FileManager> Files(
      new clang::FileManager(clang::FileSystemOptions(), vfs::getRealFileSystem()));
  clang::tooling::ToolInvocation Invocation(Cmd, std::make_unique<clang::GeneratePCHAction>(),
                                            Files.get(),
                                            std::make_shared<clang::PCHContainerOperations>());
  CountErrors Diags;
  Invocation.setDiagnosticConsumer(&Diags);
  if (!Invocation.run() || Diags.Errors || !sys::fs::exists(Tmp) || sys::fs::rename(Tmp, Pch)) {
    sys::fs::remove(Tmp);
    Why = "the header " + Args[At + 1] + " did not precompile";
    return std::nullopt;
  }
  return Using;
}

} // namespace axl::loops
