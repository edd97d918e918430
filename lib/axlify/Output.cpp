//===- Output.cpp - Atomic writes and the clang-style report --------------===//
#include "axlify/Porter.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace axl {

static Error writeError(StringRef Path, const Twine &What, std::error_code EC) {
  return createStringError(EC, "%s: error: %s: %s", Path.str().c_str(),
                           What.str().c_str(), EC.message().c_str());
}

Error writeOutputs(const PortOptions &O, const PortResult &R) {
  // Stage every file next to its destination, then rename them all; a failure
  // while staging removes the staged files and leaves every output untouched.
  std::vector<std::pair<std::string, std::string>> Staged; // temp, final
  auto Unstage = [&] {
    for (auto &S : Staged)
      sys::fs::remove(S.first);
  };
  for (const auto &[Out, Text] : R.Outputs) {
    if (Out == "-")
      continue;
    if (sys::fs::is_directory(Out)) {
      Unstage();
      return writeError(Out, "cannot write output",
                        std::make_error_code(std::errc::is_a_directory));
    }
    StringRef Dir = sys::path::parent_path(Out);
    if (std::error_code EC = sys::fs::create_directories(Dir)) {
      Unstage();
      return writeError(Dir, "cannot create output directory", EC);
    }
    int FD;
    SmallString<256> Temp;
    if (std::error_code EC = sys::fs::createUniqueFile(
            Out + ".axlify-%%%%%%%%.tmp", FD, Temp)) {
      Unstage();
      return writeError(Out, "cannot write output", EC);
    }
    Staged.emplace_back(std::string(Temp), Out);
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      Unstage();
      return writeError(Out, "cannot write output", EC);
    }
    // Keep the input's permissions (scripts stay executable, read-only stays).
    auto In = R.InputOf.find(Out);
    if (In != R.InputOf.end())
      if (ErrorOr<sys::fs::perms> P = sys::fs::getPermissions(In->second))
        sys::fs::setPermissions(Temp, *P | sys::fs::owner_write);
  }
  if (O.InPlace && O.Backup)
    for (const auto &[Out, Text] : R.Outputs)
      if (std::error_code EC = sys::fs::copy_file(Out, Out + O.BackupSuffix)) {
        Unstage();
        return writeError(Out + O.BackupSuffix, "cannot write backup", EC);
      }
  for (auto &[Temp, Final] : Staged)
    if (std::error_code EC = sys::fs::rename(Temp, Final)) {
      Unstage();
      return writeError(Final, "cannot replace output", EC);
    }
  auto Stdout = R.Outputs.find("-");
  if (Stdout != R.Outputs.end())
    outs() << Stdout->second;
  return Error::success();
}

void printReport(const PortOptions &O, const PortResult &R, raw_ostream &OS) {
  using namespace clang;
  std::vector<Finding> Sorted = R.Findings;
  llvm::stable_sort(Sorted, [](const Finding &A, const Finding &B) {
    return std::tie(A.File, A.Offset, A.Id, A.Message) <
           std::tie(B.File, B.Offset, B.Id, B.Message);
  });
  Sorted.erase(std::unique(Sorted.begin(), Sorted.end(),
                           [](const Finding &A, const Finding &B) {
                             return A.File == B.File && A.Offset == B.Offset &&
                                    A.Id == B.Id && A.Message == B.Message;
                           }),
               Sorted.end());

  DiagnosticOptions DiagOpts;
  DiagOpts.ShowColors = false;
  TextDiagnosticPrinter Printer(OS, DiagOpts);
  DiagnosticsEngine Diags(DiagnosticIDs::create(), DiagOpts, &Printer,
                          /*ShouldOwnClient=*/false);
  FileManager Files{FileSystemOptions()};
  SourceManager SM(Diags, Files);
  Printer.BeginSourceFile(LangOptions(), nullptr);
  StringMap<FileID> IDs;
  unsigned Warnings = 0;
  for (const Finding &F : Sorted) {
    auto Level = F.Sev == Severity::Error     ? DiagnosticsEngine::Error
                 : F.Sev == Severity::Warning ? DiagnosticsEngine::Warning
                                              : DiagnosticsEngine::Note;
    unsigned ID = Diags.getCustomDiagID(Level, "%0");
    SourceLocation Loc;
    if (!F.File.empty()) {
      auto It = IDs.find(F.File);
      if (It == IDs.end()) {
        FileID FID;
        if (auto FE = Files.getOptionalFileRef(F.File))
          FID = SM.getOrCreateFileID(*FE, SrcMgr::C_User);
        It = IDs.insert({F.File, FID}).first;
      }
      if (It->second.isValid())
        Loc = SM.getComposedLoc(It->second, F.Offset);
    }
    Warnings += F.Sev == Severity::Warning;
    Diags.Report(Loc, ID) << (F.Message + " [axl-" + F.Id + "]");
  }
  Printer.EndSourceFile();
  if (O.Quiet)
    return;
  OS << "axlify: " << R.Outputs.size() << (R.Outputs.size() == 1 ? " file" : " files")
     << " ported (" << R.FilesChanged << " changed): " << R.Counts.Ported
     << " references ported (" << R.Counts.Renamed << " renamed, "
     << R.Counts.Launches << " launches rewritten), " << R.Counts.Left
     << " left; " << Warnings << (Warnings == 1 ? " warning" : " warnings");
  if (R.ClangErrors)
    OS << "; " << R.ClangErrors << " Clang errors";
  if (exitCodeFor(R) == ExitReviewNeeded)
    OS << " (review needed)";
  OS << "\n";
}

} // namespace axl
