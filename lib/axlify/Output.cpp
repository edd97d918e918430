//===- Output.cpp - Atomic writes and the clang-style report --------------===//
#include "axlify/Porter.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
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
    for (auto &S : Staged) {
      sys::fs::remove(S.first);
      sys::DontRemoveFileOnSignal(S.first);
    }
  };
  for (const auto &[Out, Text] : R.Outputs) {
    if (Out == "-")
      continue;
    // An output that already holds these bytes is left alone (its time
    // stamp too, so build tools see nothing to redo).
    if (!O.InPlace)
      if (auto Old = MemoryBuffer::getFile(Out, /*IsText=*/false))
        if ((*Old)->getBuffer() == Text)
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
    // Interrupted (SIGINT) before the renames: the staged file goes away,
    // the output keeps its old contents.
    sys::RemoveFileOnSignal(Temp);
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
    for (const auto &[Out, Text] : R.Outputs) {
      // A backup is staged and renamed too: never a half-written backup.
      SmallString<256> Temp;
      std::string Backup = Out + O.BackupSuffix;
      std::error_code EC = sys::fs::createUniqueFile(Backup + ".axlify-%%%%%%%%.tmp", Temp);
      if (!EC) {
        sys::RemoveFileOnSignal(Temp);
        EC = sys::fs::copy_file(Out, Temp);
        if (!EC)
          EC = sys::fs::rename(Temp, Backup);
        sys::fs::remove(Temp);
        sys::DontRemoveFileOnSignal(Temp);
      }
      if (EC) {
        Unstage();
        return writeError(Backup, "cannot write backup", EC);
      }
    }
  // Each rename is atomic: an interrupted run leaves every output either old
  // or new.
  for (auto &[Temp, Final] : Staged) {
    if (std::error_code EC = sys::fs::rename(Temp, Final)) {
      Unstage();
      return writeError(Final, "cannot replace output", EC);
    }
    sys::DontRemoveFileOnSignal(Temp);
  }
  auto Stdout = R.Outputs.find("-");
  if (Stdout != R.Outputs.end())
    outs() << Stdout->second;
  return Error::success();
}

void printReport(const PortOptions &O, const PortResult &R, raw_ostream &OS) {
  using namespace clang;
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
  for (const Finding &F : R.Findings) {
    auto Level = F.Sev == Severity::Error     ? DiagnosticsEngine::Error
                 : F.Sev == Severity::Warning ? DiagnosticsEngine::Warning
                                              : DiagnosticsEngine::Remark;
    unsigned ID = Diags.getCustomDiagID(Level, "%0");
    SourceLocation Loc;
    if (!F.File.empty()) {
      auto It = IDs.find(F.File);
      if (It == IDs.end()) {
        // The text as read: with --in-place the file now holds the port.
        FileID FID;
        auto Text = R.InputText.find(F.File);
        if (Text != R.InputText.end())
          FID = SM.createFileID(MemoryBuffer::getMemBuffer(Text->second, F.File));
        else if (auto FE = Files.getOptionalFileRef(F.File))
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
  if (R.Suppressed)
    OS << "; " << R.Suppressed << " suppressed";
  if (R.Failures) {
    OS << "; " << R.Failures << (R.Failures == 1 ? " file" : " files") << " failed:";
    for (const auto &[File, FR] : R.Files)
      if (!FR.Failure.empty())
        OS << " " << File << " (" << FR.Failure << ")";
  }
  if (O.SkippedOutsideRoot)
    OS << "; " << O.SkippedOutsideRoot << " translation units outside --in-root skipped";
  if (exitCodeFor(R) == ExitReviewNeeded)
    OS << " (review needed)";
  OS << "\n";
}

} // namespace axl
