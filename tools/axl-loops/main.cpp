//===- axl-loops - kernels as loops over their threads, for the CPU backend ===//
//
//   axl-loops <source> -o <output> [--report-only] -- <compiler flags>
//   axl-loops <source> --out-dir <dir> --in-root <root> -- <compiler flags>
//   ... --kernels <file>: the kernels found, for a loader that registers them
//   ... --print-plan: each kernel's plan and uniformity decisions, on stdout
//
// Parses a dialect source as the CPU backend compiles it (the flags after
// `--` are those of the compile: axl-config --backend cpu --cflags), and
// writes it with every kernel it can prove correct rewritten into loops over
// the block's threads (see lib/loops/KernelLoops.h). Each kernel is reported
// on stderr, clang-style: rewritten, or left on fibers with the reason.
//
//===----------------------------------------------------------------------===//
#include "Precompiled.h"
#include "axlify/Version.h"
#include "loops/InlinePtx.h"
#include "loops/KernelLoops.h"

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Category("axl-loops options");
static cl::opt<std::string> Source(cl::Positional, cl::desc("<source>"), cl::Required,
                                   cl::cat(Category));
static cl::opt<std::string> Output("o", cl::desc("Write the rewritten source to <file> ('-' for stdout)"),
                                   cl::value_desc("file"), cl::init("-"), cl::cat(Category));
static cl::opt<std::string> OutDir("out-dir",
                                   cl::desc("Write the source and every file under --in-root that it includes\n"
                                            "(rewritten where they define kernels) into a mirror tree under <dir>"),
                                   cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> InRoot("in-root", cl::desc("With --out-dir: the files under <dir> are rewritten and mirrored"),
                                   cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> ReportOnly("report-only", cl::desc("Only report which kernels would run as loops"),
                                cl::cat(Category));
static cl::opt<bool> PrintPlan(
    "print-plan",
    cl::desc("Print each kernel's plan (its loops, the statements run once for the block\n"
             "or in lockstep, the calls made as loops or on fibers) and the uniformity\n"
             "decisions it rests on (uniform, thread-affine and per-thread variables),\n"
             "and the loop versions of the device functions they call, to stdout;\n"
             "writes no output file"),
    cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("Report only kernels that stay on fibers"),
                           cl::cat(Category));
static cl::opt<std::string> KernelsOut(
    "kernels",
    cl::desc("Also write the kernels found to <file>, one a line: 'kernel NAME' or\n"
             "'template NAME' (namespaces spelled; what the CPU backend's NVRTC registers)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> ExternalDeviceVariables(
    "external-device-variables",
    cl::desc("Keep the namespace-scope __device__, __constant__ and __managed__ variables\n"
             "the files define external (as nvcc -rdc does; a run-time module looked up by\n"
             "name needs it). By default they are made static: each file's own, as nvcc's\n"
             "whole-program compilation makes them, so that a header defining one links\n"
             "into several files"),
    cl::cat(Category));
static cl::opt<bool> Strict("strict",
                            cl::desc("Fail on a file Clang cannot parse, instead of writing it\n"
                                     "unchanged (its inline PTX lowered) with its kernels on fibers"),
                            cl::cat(Category));
static cl::opt<std::string> PchDir(
    "pch-dir",
    cl::desc("Read the header the flags include first (-include) precompiled, from\n"
             "<dir>/axl-loops-<hash of the flags>.pch, made there the first time\n"
             "(what a small source's parse spends most of its time on). Where it cannot\n"
             "be made or read, the header is parsed"),
    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> ResourceDir("resource-dir", cl::desc("Clang resource directory"),
                                        cl::init(AXL_CLANG_RESOURCE_DIR), cl::cat(Category));

// Keeps Clang's first error (file:line:col: message) and counts them; prints
// nothing: a file Clang cannot parse is one warning, not Clang's output.
struct FirstError : clang::DiagnosticConsumer {
  std::string Where, First; // "file:line:col", the message
  unsigned Errors = 0;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &D) override {
    DiagnosticConsumer::HandleDiagnostic(Level, D);
    if (Level < clang::DiagnosticsEngine::Error || Errors++)
      return;
    SmallString<256> Message;
    D.FormatDiagnostic(Message);
    if (D.hasSourceManager() && D.getLocation().isValid()) {
      const clang::SourceManager &SM = D.getSourceManager();
      clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D.getLocation()));
      if (P.isValid())
        Where = (Twine(P.getFilename()) + ":" + Twine(P.getLine()) + ":" + Twine(P.getColumn())).str();
    }
    First = Message.str().str();
  }
};

static void printLoc(clang::SourceManager &SM, clang::SourceLocation L) {
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  if (P.isValid())
    errs() << P.getFilename() << ":" << P.getLine() << ":" << P.getColumn() << ": ";
  else
    errs() << Source << ": ";
}

// Staged and renamed: an interrupted run never leaves half a file.
static int writeAtomically(const std::string &Path, const std::string &Text) {
  SmallString<256> Temp;
  int FD;
  if (std::error_code EC = sys::fs::createUniqueFile(Path + ".tmp%%%%%%", FD, Temp)) {
    WithColor::error(errs(), "axl-loops") << Path << ": " << EC.message() << "\n";
    return 1;
  }
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      WithColor::error(errs(), "axl-loops") << Path << ": " << OS.error().message() << "\n";
      sys::fs::remove(Temp);
      return 1;
    }
  }
  if (std::error_code EC = sys::fs::rename(Temp, Path)) {
    WithColor::error(errs(), "axl-loops") << Path << ": " << EC.message() << "\n";
    sys::fs::remove(Temp);
    return 1;
  }
  return 0;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  // Flags after `--` are the compiler's.
  std::vector<std::string> Flags;
  int Own = argc;
  for (int I = 1; I < argc; ++I)
    if (StringRef(argv[I]) == "--") {
      Own = I;
      for (int J = I + 1; J < argc; ++J)
        Flags.push_back(argv[J]);
      break;
    }
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) { OS << "axl-loops " AXL_VERSION "\n"; });
  if (!cl::ParseCommandLineOptions(
          Own, argv,
          "axl-loops: rewrites the kernels of a dialect source into loops over\n"
          "the threads of their block, for the CPU backend. Barriers split the\n"
          "loops; control flow around them runs once per block when its\n"
          "conditions are provably uniform; other kernels stay on fibers, with\n"
          "the reason reported. The output keeps every line's number.\n\n"
          "  axl-loops port.cu -o port.loops.cpp -- $(axl-config --backend cpu --cflags)\n"))
    return 2;

  std::vector<std::string> Args = {"clang++", "-xc++", "-std=c++17", "-fsyntax-only",
                                   "-D__AXL_LOOPS__", "-resource-dir", ResourceDir, "-w"};
  for (std::string &F : Flags)
    if (F != "-x" && F != "c++" && F != "-xc++" && F != "-x c++")
      Args.push_back(F);
  // After every other directory: what g++ finds and Clang does not (omp.h).
  if (StringRef(AXL_GCC_INCLUDE_DIR).starts_with("/") && sys::fs::is_directory(AXL_GCC_INCLUDE_DIR)) {
    Args.push_back("-idirafter");
    Args.push_back(AXL_GCC_INCLUDE_DIR);
  }
  Args.push_back(Source);

  auto Buffer = MemoryBuffer::getFile(Source);
  if (!Buffer) {
    WithColor::error(errs(), "axl-loops") << Source << ": " << Buffer.getError().message() << "\n";
    return 1;
  }

  // Which files are rewritten: the source alone, or every file under the
  // input root.
  // (--print-plan and --report-only read the files under --in-root as
  // --out-dir would write them: their inline PTX lowered, their kernels
  // planned.)
  SmallString<256> Root;
  if (!OutDir.empty()) {
    if (InRoot.empty() || sys::fs::real_path(InRoot, Root)) {
      WithColor::error(errs(), "axl-loops") << "--out-dir needs an existing --in-root\n";
      return 2;
    }
  } else if (!InRoot.empty() && (PrintPlan || ReportOnly)) {
    if (sys::fs::real_path(InRoot, Root)) {
      WithColor::error(errs(), "axl-loops") << "--in-root: no directory " << InRoot << "\n";
      return 2;
    }
  }
  auto UnderRoot = [&](StringRef Path, std::string *Rel) {
    SmallString<256> Real;
    if (Root.empty() || sys::fs::real_path(Path, Real) || !Real.starts_with(Root) ||
        (Real.size() > Root.size() && Real[Root.size()] != '/'))
      return false;
    if (Rel)
      *Rel = Real.substr(Root.size() + 1).str();
    return true;
  };

  // Inline PTX becomes C++ first (lib/loops/InlinePtx.h), in the source and
  // in the files under the root that it includes, as the parse reads them.
  axl::loops::PtxOptions Ptx;
  for (const std::string &F : Flags)
    if (StringRef(F).starts_with("-DAXL_CPU_ALLOW_INLINE_ASM"))
      Ptx.KeepHostAsm = true;
  axl::loops::PtxLowering MainPtx = axl::loops::lowerInlinePtx((*Buffer)->getBuffer(), Ptx);
  if (MainPtx.Lowered)
    MainPtx.Text = axl::loops::ptxPrelude(Source) + MainPtx.Text;
  auto HeaderPtx = std::make_shared<axl::loops::PtxLowerings>();
  auto FS = axl::loops::lowerPtxIn(
      vfs::getRealFileSystem(), [&](StringRef Path) { return UnderRoot(Path, nullptr); }, Ptx,
      HeaderPtx);

  FirstError Diags;
  auto Parse = [&](const std::vector<std::string> &With) {
    Diags = FirstError();
    return clang::tooling::buildASTFromCodeWithArgs(
        MainPtx.Text, std::vector<std::string>(With.begin() + 1, With.end() - 1), Source,
        "axl-loops", std::make_shared<clang::PCHContainerOperations>(),
        clang::tooling::getClangStripDependencyFileAdjuster(),
        clang::tooling::FileContentMappings(), &Diags, FS);
  };
  auto Failed = [&](const std::unique_ptr<clang::ASTUnit> &A) {
    return !A || A->getDiagnostics().hasErrorOccurred() || Diags.Errors;
  };
  std::unique_ptr<clang::ASTUnit> AST;
  std::string Pch;
  if (!PchDir.empty()) {
    std::string Why;
    if (auto With = axl::loops::precompiledInclude(Args, PchDir, Why)) {
      Pch = With->Path;
      AST = Parse(With->Args);
    } else if (!Quiet) {
      WithColor::warning(errs(), "axl-loops") << "--pch-dir: " << Why << "; the header is parsed\n";
    }
  }
  // After any error, parsed again without it: the source's own errors are
  // reported as without --pch-dir, and a precompiled header Clang rejects
  // (a damaged one) is removed, to be made again.
  if (!Pch.empty() && Failed(AST)) {
    AST = Parse(Args);
    if (!Failed(AST))
      sys::fs::remove(Pch);
  } else if (!AST) {
    AST = Parse(Args);
  }
  // The PTX that has no C++ equivalent: it compiles, and traps if it runs.
  auto ReportPtx = [&](StringRef File, const axl::loops::PtxLowering &L) {
    for (const axl::loops::PtxNote &N : L.Trapping)
      WithColor::warning(errs() << File << ":" << N.Line << ":" << N.Column << ": ", "", true)
          << "inline PTX with no CPU equivalent (" << N.Message
          << "): it stops the kernel if it runs [axl-loops-ptx]\n";
  };
  ReportPtx(Source, MainPtx);
  for (const auto &[Path, L] : *HeaderPtx)
    ReportPtx(Path, L);
  // A file Clang cannot parse (nvcc and the host compiler may take it) is
  // written as it is, its inline PTX lowered, and its kernels run on fibers:
  // axl-loops never fails a build that would pass without it.
  const bool Parsed = AST && !AST->getDiagnostics().hasErrorOccurred() && !Diags.Errors;
  if (!Parsed) {
    const std::string Where = Diags.Where.empty() ? std::string(Source) : Diags.Where;
    const std::string What = Diags.First + " (" + std::to_string(Diags.Errors) + " Clang error" +
                             (Diags.Errors == 1 ? "" : "s") + ")";
    if (Strict || !AST) {
      WithColor::error(errs(), "axl-loops")
          << "Clang could not parse " << Source << ": " << Where << ": " << What << "\n";
      return 1;
    }
    WithColor::warning(errs() << Where << ": ", "", true)
        << "Clang could not parse this file, so its kernels stay on fibers: " << What
        << " [axl-loops-parse]\n";
  }
  clang::SourceManager &SM = AST->getSourceManager();
  llvm::DenseMap<clang::FileID, bool> Known;
  auto Rewritable = [&](clang::FileID F) {
    if (F == SM.getMainFileID())
      return true;
    auto [It, New] = Known.try_emplace(F, false);
    if (New) {
      clang::OptionalFileEntryRef E = SM.getFileEntryRefForID(F);
      It->second = E && UnderRoot(E->getName(), nullptr);
    }
    return It->second;
  };
  axl::loops::FileOutcome Result;
  if (Parsed)
    Result = axl::loops::rewriteKernels(AST->getASTContext(), Rewritable, PrintPlan,
                                        !ExternalDeviceVariables);
  unsigned Loops = 0;
  for (const axl::loops::KernelOutcome &K : Result.Kernels) {
    if (K.Rewritten) {
      ++Loops;
      if (!Quiet) {
        printLoc(SM, K.Loc);
        errs() << "remark: kernel '" << K.Name << "' runs as loops over its threads [axl-loops]\n";
      }
      continue;
    }
    printLoc(SM, K.Where.isValid() ? K.Where : K.Loc);
    errs() << "remark: kernel '" << K.Name << "' stays on fibers: " << K.Reason
           << " [axl-loops-fibers]\n";
  }
  if (!Quiet && Parsed)
    errs() << "axl-loops: " << Source << ": " << Loops << " of " << Result.Kernels.size()
           << " kernels as loops\n";
  if (!KernelsOut.empty()) {
    std::string List;
    for (const axl::loops::KernelOutcome &K : Result.Kernels)
      List += (K.Template ? "template " : "kernel ") + K.QualifiedName + "\n";
    if (int Status = writeAtomically(KernelsOut, List))
      return Status;
  }
  if (PrintPlan)
    outs() << Result.Plans;
  if (ReportOnly || PrintPlan)
    return 0;

  // Each file as the compiler will see it, named as the original.
  auto Named = [&](clang::FileID F, StringRef Text) {
    // lineDirective starts with a newline: the file's first line is line 1.
    return axl::loops::lineDirective(SM, SM.getLocForStartOfFile(F)).substr(1) + Text.str();
  };
  if (OutDir.empty()) {
    auto Main = Result.Texts.find(SM.getMainFileID());
    const std::string Text = Named(SM.getMainFileID(), Main != Result.Texts.end()
                                                           ? StringRef(Main->second)
                                                           : SM.getBufferData(SM.getMainFileID()));
    if (Output == "-") {
      outs() << Text;
      return 0;
    }
    return writeAtomically(Output, Text);
  }
  // The mirror tree: every file under the root that the source read.
  int Status = 0;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    std::string Rel;
    if (!UnderRoot(It->first.getName(), &Rel))
      continue;
    const clang::FileID F = SM.translateFile(It->first);
    if (F.isInvalid())
      continue;
    auto T = Result.Texts.find(F);
    const std::string Text = Named(F, T != Result.Texts.end() ? StringRef(T->second)
                                                              : SM.getBufferData(F));
    SmallString<256> Out(OutDir);
    sys::path::append(Out, Rel);
    if (std::error_code EC = sys::fs::create_directories(sys::path::parent_path(Out))) {
      WithColor::error(errs(), "axl-loops") << Out << ": " << EC.message() << "\n";
      return 1;
    }
    Status |= writeAtomically(Out.str().str(), Text);
  }
  return Status;
}
