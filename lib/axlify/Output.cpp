//===- Output.cpp - Atomic writes and the clang-style report --------------===//
#include "axlify/Output.h"

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
#include <csignal>
#include <pthread.h>

using namespace llvm;

namespace axl {

static Error writeError(StringRef Path, const Twine &What, std::error_code EC) {
  return createStringError(EC, "%s: error: %s: %s", Path.str().c_str(),
                           What.str().c_str(), EC.message().c_str());
}

namespace {

/// Holds off SIGINT, SIGTERM and SIGHUP for its lifetime.
class SignalsBlocked {
public:
  SignalsBlocked() {
    sigset_t Set;
    sigemptyset(&Set);
    for (int S : {SIGINT, SIGTERM, SIGHUP})
      sigaddset(&Set, S);
    pthread_sigmask(SIG_BLOCK, &Set, &Old);
  }
  ~SignalsBlocked() { pthread_sigmask(SIG_SETMASK, &Old, nullptr); }

private:
  sigset_t Old;
};

/// Files written next to their destinations, renamed into place only when
/// every one of them is written: a failure (or SIGINT) before the renames
/// leaves every destination as it was.
class Staging {
public:
  ~Staging() {
    for (auto &[Temp, Final] : Staged) {
      sys::fs::remove(Temp);
      sys::DontRemoveFileOnSignal(Temp);
    }
  }
  /// Stages \p Final with \p Text, or with a copy of \p CopyFrom.
  Error stage(StringRef Final, StringRef Text, StringRef CopyFrom, StringRef What) {
    if (sys::fs::is_directory(Final))
      return writeError(Final, "cannot write " + What,
                        std::make_error_code(std::errc::is_a_directory));
    // The rename below needs only the directory to be writable: a file the
    // user made read-only would be replaced. It is not, even for root.
    sys::fs::file_status St;
    if (!sys::fs::status(Final, St) &&
        ((St.permissions() & sys::fs::all_write) == 0 ||
         sys::fs::access(Final, sys::fs::AccessMode::Write)))
      return writeError(Final, "cannot write " + What + " (the file is read-only)",
                        std::make_error_code(std::errc::permission_denied));
    StringRef Dir = sys::path::parent_path(Final);
    if (std::error_code EC = sys::fs::create_directories(Dir))
      return writeError(Dir, "cannot create output directory", EC);
    int FD;
    SmallString<256> Temp;
    {
      // No signal between creating the temporary and registering it for
      // removal: an interrupt now is delivered once it is registered.
      SignalsBlocked Blocked;
      if (std::error_code EC =
              sys::fs::createUniqueFile(Final + ".axlify-%%%%%%%%.tmp", FD, Temp))
        return writeError(Final, "cannot write " + What, EC);
      sys::RemoveFileOnSignal(Temp);
    }
    Staged.emplace_back(std::string(Temp), Final.str());
    std::error_code EC;
    {
      raw_fd_ostream OS(FD, /*shouldClose=*/true);
      if (CopyFrom.empty()) {
        OS << Text;
      } else if (auto In = MemoryBuffer::getFile(CopyFrom, /*IsText=*/false)) {
        OS << (*In)->getBuffer();
      } else {
        EC = In.getError();
      }
      OS.close();
      if (OS.has_error()) {
        EC = OS.error();
        OS.clear_error();
      }
    }
    if (EC)
      return writeError(Final, "cannot write " + What, EC);
    return Error::success();
  }
  const std::string &lastTemp() const { return Staged.back().first; }
  /// Renames every staged file into place, in staging order.
  Error commit() {
    for (auto &[Temp, Final] : Staged) {
      if (std::error_code EC = sys::fs::rename(Temp, Final))
        return writeError(Final, "cannot replace output", EC);
      sys::DontRemoveFileOnSignal(Temp);
      Temp.clear();
    }
    Staged.clear();
    return Error::success();
  }

private:
  std::vector<std::pair<std::string, std::string>> Staged; // temp, final
};

} // namespace

/// Writes \p Text to a device or a pipe, which is opened, not replaced.
static Error writeDirectly(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (!EC) {
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      EC = OS.error();
      OS.clear_error();
    }
  }
  if (EC)
    return writeError(Path, "cannot write output", EC);
  return Error::success();
}

Error writeOutputs(const PortOptions &O, const PortResult &R) {
  Staging Backups, Outputs;
  std::vector<std::pair<StringRef, StringRef>> Direct; // devices and pipes
  for (const auto &[Out, Text] : R.Outputs) {
    if (Out == "-")
      continue;
    // -o /dev/null: renaming a file over a device node (as root) would
    // replace the device; reading a pipe to compare would block.
    sys::fs::file_status St;
    if (!sys::fs::status(Out, St) && St.type() != sys::fs::file_type::regular_file &&
        St.type() != sys::fs::file_type::directory_file) {
      Direct.emplace_back(Out, Text);
      continue;
    }
    // An output that already holds these bytes is left alone (its time
    // stamp too, so build tools see nothing to redo).
    if (!O.InPlace)
      if (auto Old = MemoryBuffer::getFile(Out, /*IsText=*/false))
        if ((*Old)->getBuffer() == Text)
          continue;
    // In place, a symbolic link (inside the root) stays a link: the file it
    // leads to gets the port.
    SmallString<256> Final(Out);
    if (O.InPlace)
      sys::fs::real_path(Out, Final);
    if (O.InPlace && O.Backup)
      if (Error E = Backups.stage((Final + O.BackupSuffix).str(), "", Final, "backup"))
        return E;
    if (Error E = Outputs.stage(Final, Text, "", "output"))
      return E;
    // Keep the input's permissions (scripts stay executable), but writable:
    // a read-only output would stop the next run.
    auto In = R.InputOf.find(Out);
    if (In != R.InputOf.end())
      if (ErrorOr<sys::fs::perms> P = sys::fs::getPermissions(In->second))
        sys::fs::setPermissions(Outputs.lastTemp(), *P | sys::fs::owner_write);
  }
  // Devices and pipes before the renames: if one fails, no file is replaced.
  for (auto [Path, Text] : Direct)
    if (Error E = writeDirectly(Path, Text))
      return E;
  // Backups first: an output is replaced only when its backup is in place.
  // Each rename is atomic, so an interrupted run leaves every file old or new.
  if (Error E = Backups.commit())
    return E;
  if (Error E = Outputs.commit())
    return E;
  auto Stdout = R.Outputs.find("-");
  if (Stdout != R.Outputs.end()) {
    outs() << Stdout->second;
    outs().flush();
    if (outs().has_error()) {
      std::error_code EC = outs().error();
      outs().clear_error();
      return writeError("<stdout>", "cannot write output", EC);
    }
  }
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
    if (Loc.isInvalid() && !F.File.empty()) {
      // A file that cannot be read has no lines to point at: name it.
      OS << F.File << ": "
         << (F.Sev == Severity::Error ? "error" : F.Sev == Severity::Warning ? "warning" : "remark")
         << ": " << F.Message << " [axl-" << F.Id << "]\n";
      continue;
    }
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
  if (R.ClangErrors) {
    OS << "; " << R.ClangErrors << " Clang errors";
    if (R.ClangErrorPlaces < R.ClangErrors)
      OS << " (at " << R.ClangErrorPlaces
         << (R.ClangErrorPlaces == 1 ? " place" : " places")
         << ": an error in a header counts in each translation unit that reads it)";
    if (R.ClangErrorsOutside)
      OS << " (" << R.ClangErrorsOutside << " in files outside --in-root)";
  }
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
