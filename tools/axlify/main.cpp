//===- axlify - port CUDA sources to the axl dialect ----------------------===//
#include "axlify/Output.h"
#include "axlify/Porter.h"
#include "axlify/Report.h"
#include "axlify/RuleSet.h"
#include "axlify/Version.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::OptionCategory Category("axlify options");

static cl::list<std::string> Sources(cl::Positional, cl::desc("<source>..."),
                                     cl::cat(Category));
static cl::opt<std::string> OutputFile("o", cl::desc("Write the port of the single <source> to <file> ('-' for stdout)"),
                                       cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> OutDir("out-dir", cl::desc("Write ports into a mirror tree under <dir>"),
                                   cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> InRoot("in-root",
                                   cl::desc("Files under <dir> (sources and the local headers they include) are ported;\n"
                                            "files outside it are never touched (default: the directory holding the sources)"),
                                   cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> InPlace("in-place", cl::desc("Rewrite the files in place, atomically, keeping <file>.orig backups"),
                             cl::cat(Category));
static cl::opt<bool> NoBackup("no-backup", cl::desc("With --in-place, keep no backups"), cl::cat(Category));
static cl::list<std::string> UserRules("rules", cl::desc("Add the rules of a YAML file (repeatable; see rules/README.md)"),
                                       cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> RulesDir("rules-dir", cl::desc("Directory of the built-in rules (default: next to the installation)"),
                                     cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> CudaPath("cuda-path", cl::desc("CUDA toolkit to parse against (default: $CUDA_PATH, /usr/local/cuda, or nvcc's)"),
                                     cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> GpuArch("cuda-gpu-arch", cl::desc("GPU architecture of the device pass (default sm_90)"),
                                    cl::init("sm_90"), cl::cat(Category));
static cl::opt<std::string> ResourceDir("resource-dir", cl::desc("Clang resource directory (default: the one axlify was built with)"),
                                        cl::init(AXL_CLANG_RESOURCE_DIR), cl::cat(Category));
static cl::opt<bool> KeepLaunch("keep-launch-syntax", cl::desc("Keep k<<<g, b>>>(...) launches instead of axlLaunchKernelGGL(...)"),
                                cl::cat(Category));
// Accepted for old build scripts: no include line is ever added now (the
// build force-includes <axl/runtime.h>, so lines keep their numbers).
static cl::opt<bool> NoRuntimeInclude("no-runtime-include", cl::Hidden, cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("No summary line"), cl::cat(Category));
static cl::opt<std::string> CompileDb("p",
                                      cl::desc("Port every translation unit of <build-dir>/compile_commands.json\n"
                                               "(CUDA sources, and C++ sources that use the CUDA API), each\n"
                                               "with its own flags; <source>... then selects among them"),
                                      cl::value_desc("build-dir"), cl::cat(Category));
static cl::opt<std::string> Filter("source-filter",
                                   cl::desc("With -p: port only sources whose absolute path matches <regex>"),
                                   cl::value_desc("regex"), cl::cat(Category));
static cl::opt<unsigned> Jobs("j", cl::desc("Run <N> Clang passes in parallel (default: every core): a TU's\n"
                                            "host and device sides too; the output is the same for every N"),
                              cl::value_desc("N"), cl::init(0), cl::Prefix, cl::cat(Category));
static cl::opt<bool> NoPreamble("no-preamble",
                                cl::desc("Parse every translation unit in full: no shared precompiled\n"
                                         "prefix (the toolkit's headers that parses with the same flags\n"
                                         "read first); the output is the same either way"),
                                cl::cat(Category));
static cl::opt<std::string> MaxMemory("max-memory",
                                      cl::desc("Memory the parses may hold together, e.g. 1500M or 2G\n"
                                               "(default: half of the machine's); -j is lowered to stay under it"),
                                      cl::value_desc("size"), cl::cat(Category));
static cl::opt<bool> Strict("strict", cl::desc("A Clang error in a file leaves that file untouched"),
                            cl::cat(Category));
static cl::opt<bool> CopyAll("copy-all",
                             cl::desc("With --out-dir: also copy every other file under --in-root as it\n"
                                      "is, so the output tree builds on its own"),
                             cl::cat(Category));
static cl::opt<std::string> ReportFile("report",
                                       cl::desc("Write a report of the port to <file>: .json, .csv or .html\n"
                                                "(self-contained page, file by file, lines highlighted)"),
                                       cl::value_desc("file"), cl::cat(Category));
static cl::list<std::string> Suppress("suppress",
                                      cl::desc("Do not report diagnostics with this ID (axl-unknown-api, ...;\n"
                                               "repeatable, or comma-separated). In a source, a comment\n"
                                               "NOAXL or NOAXL(axl-id,...) silences its line, NOAXLNEXTLINE\n"
                                               "the next one"),
                                      cl::value_desc("id"), cl::CommaSeparated, cl::cat(Category));
static cl::list<std::string> Enable("enable",
                                    cl::desc("Also report what is off by default: axl-warp-size (code that\n"
                                             "assumes more of a warp than the dialect's 32 lanes and 32-bit\n"
                                             "masks: warpSize compared with 64, 64-bit _sync masks, PTX lane\n"
                                             "registers); repeatable, or comma-separated"),
                                    cl::value_desc("id"), cl::CommaSeparated, cl::cat(Category));
static cl::opt<bool> PrintUnits("print-units",
                                cl::desc("With -p: list the database's translation units as their compilers\n"
                                         "read them (response files inlined, outputs dropped, nvcc's\n"
                                         "targets apart) and the flags Clang is given; port nothing"),
                                cl::cat(Category));
static cl::opt<bool> Json("json", cl::desc("With --print-units: as JSON (what axl-prove reads)"),
                          cl::cat(Category));
static cl::opt<std::string> ProgressMode("progress",
                                         cl::desc("Progress line: auto (default: only on a terminal), always, never"),
                                         cl::value_desc("when"), cl::init("auto"), cl::cat(Category));

static cl::opt<axl::DevicePassMode> DevicePass(
    "device-pass",
    cl::desc("When a .cu file's device side is parsed (its host side always is):"),
    cl::values(clEnumValN(axl::DevicePassMode::Auto, "auto",
                          "when it can change the port (default): the device side is\n"
                          "preprocessed first and parsed only if the user's files give\n"
                          "other tokens than on the host side (__CUDA_ARCH__, NV_IF_TARGET)\n"
                          "or a preprocessor error; always under --strict"),
               clEnumValN(axl::DevicePassMode::Always, "always",
                          "every time; also reports errors that only device code\n"
                          "analysis finds (a kernel calling a host function)")),
    cl::init(axl::DevicePassMode::Auto), cl::cat(Category));

/// "1500M", "2G", "512K", or bytes; 0 on a malformed size.
static uint64_t parseSize(StringRef S) {
  uint64_t Scale = 1;
  if (!S.empty() && StringRef("KkMmGg").contains(S.back())) {
    char U = toLower(S.back());
    Scale = U == 'k' ? 1ull << 10 : U == 'm' ? 1ull << 20 : 1ull << 30;
    S = S.drop_back();
  }
  uint64_t N = 0;
  if (S.getAsInteger(10, N))
    return 0;
  return N * Scale;
}

static void printVersion(raw_ostream &OS) {
  OS << "axlify " << AXL_VERSION << " (LLVM " << LLVM_VERSION_STRING << ")\n";
}

static std::string defaultRulesDir(const char *Argv0) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, (void *)&defaultRulesDir);
  SmallString<256> Bin(sys::path::parent_path(Exe));
  for (const char *Rel : {"../share/axl/rules", "../../rules", "../rules"}) {
    SmallString<256> P(Bin);
    sys::path::append(P, Rel);
    if (sys::fs::is_directory(P))
      return std::string(P);
  }
  return AXL_SOURCE_RULES_DIR;
}

/// --print-units: the entries of -p's database, read and translated.
static int printUnits(axl::PortOptions &Opts, const axl::RuleSet &Rules) {
  auto Units = axl::listCompileDbUnits(Opts, Rules);
  if (!Units) {
    errs() << "axlify: " << toString(Units.takeError()) << "\n";
    return axl::ExitError;
  }
  if (Json) {
    json::Array List;
    for (const axl::ListedUnit &L : *Units) {
      json::Object O = axl::toJson(L.Entry);
      O["ported"] = L.Ported;
      List.push_back(std::move(O));
    }
    outs() << formatv("{0:2}", json::Value(json::Object{{"units", std::move(List)}})) << "\n";
    return axl::ExitPorted;
  }
  for (const axl::ListedUnit &L : *Units) {
    outs() << L.Entry.Source << " (" << (L.Entry.Unit.Cuda ? "CUDA" : "C++") << ", "
           << (L.Ported ? "ported" : "not ported: no CUDA API")
           << (L.Entry.Unit.BuildStep ? ", a build step, not a compile" : "") << ")\n";
    axl::printEntry(L.Entry, outs());
  }
  return axl::ExitPorted;
}

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  cl::extrahelp Extra(R"(
Ports CUDA sources to the axl dialect. Each .cu file is parsed by Clang for
the host; its device side is preprocessed, and parsed too where its tokens
differ from the host's or it tests __CUDA_ARCH__ (--device-pass=always parses
it every time); identifiers, includes, kernel launches, dynamic shared
memory and __CUDA_ARCH__ tests are rewritten token by token, in macro bodies
and inactive #if branches too, never in comments or strings.

Compiler flags for the parse follow '--':  axlify k.cu -o k.axl.cu -- -DNDEBUG -Iinclude

Whole projects: axlify -p build --in-root . --out-dir ported
  ports every translation unit of build/compile_commands.json that uses CUDA,
  each with its own flags (nvcc's translated for Clang, or dropped), in
  parallel (-j); headers under --in-root are ported once, with the edits of
  every TU merged; differing edits at one place are reported as conflicts.
  The output is the same for every -j and any order of the database.

The units as axlify reads them: axlify -p build --print-units [--json]
  every entry of the database (ported or not) with its command as its
  compiler reads it, its targets, and the flags Clang is given; axl-prove
  compiles original and port with the flags this lists.

Output: -o FILE, --out-dir DIR (mirror of --in-root), --in-place, or stdout.
Outputs are staged and renamed: an interrupted run leaves each file old or new.
Diagnostics are clang-style, with IDs: [axl-unsupported], [axl-unknown-api],
[axl-unknown-library], [axl-entry-point-string], [axl-runtime-compilation],
[axl-removed], [axl-deprecated], [axl-inline-asm], [axl-launch],
[axl-dynamic-shared], [axl-unknown-header], [axl-conflict], [axl-clang-error],
[axl-signature-changed], [axl-unreadable], [axl-non-toolkit-header],
[axl-stringified-name], [axl-changes-meaning], [axl-warp-size] (--enable); notes: [axl-unknown-entry-point], [axl-compile-flags],
[axl-local-header], [axl-token-only], [axl-runtime-source] (a CUDA file a
run-time compiling file names, ported with it).

A port never moves a line: no include is added, so ported code is compiled
with the dialect runtime force-included, as nvcc includes cuda_runtime.h:
  nvcc $(axl-config --cflags) port.cu    (its flags hold -include axl/runtime.h)
Silence one by ID (--suppress) or in the source: // NOAXL(axl-unknown-api)

Exit codes:
  0  every reference ported
  1  outputs written, but something was left unported, Clang reported
     errors, or a file could not be ported (left untouched): review the warnings
  2  error (bad options, bad rule file, unreadable input, unwritable output):
     nothing was written
)");
  // Split at "--": what follows are compiler flags for the parse.
  std::vector<const char *> ToolArgs;
  std::vector<std::string> CompilerArgs;
  int I = 0;
  for (; I < argc && StringRef(argv[I]) != "--"; ++I)
    ToolArgs.push_back(argv[I]);
  for (++I; I < argc; ++I)
    CompilerArgs.push_back(argv[I]);
  if (!cl::ParseCommandLineOptions(ToolArgs.size(), ToolArgs.data(),
                                   "axlify: port CUDA sources to the axl dialect\n",
                                   &errs()))
    return axl::ExitError;

  auto Rules = axl::loadRules(RulesDir.empty() ? defaultRulesDir(argv[0]) : RulesDir,
                              UserRules);
  if (!Rules) {
    errs() << toString(Rules.takeError()) << "\n";
    return axl::ExitError;
  }

  axl::PortOptions Opts;
  Opts.Sources.assign(Sources.begin(), Sources.end());
  if (PrintUnits || Json) {
    if (!PrintUnits) {
      errs() << "axlify: error: --json goes with --print-units (the port's report: --report FILE.json)\n";
      return axl::ExitError;
    }
    Opts.CompileDb = CompileDb;
    Opts.Filter = Filter;
    return printUnits(Opts, **Rules);
  }
  Opts.OutputFile = OutputFile;
  Opts.OutDir = OutDir;
  Opts.InRoot = InRoot;
  Opts.InPlace = InPlace;
  Opts.Backup = !NoBackup;
  Opts.Semantic.CudaPath = CudaPath;
  Opts.Semantic.GpuArch = GpuArch;
  Opts.Semantic.ResourceDir = ResourceDir;
  Opts.Semantic.CompilerArgs = CompilerArgs;
  Opts.Semantic.DevicePass = DevicePass;
  Opts.Lexical.KeepLaunchSyntax = KeepLaunch;
  Opts.Quiet = Quiet;
  Opts.CompileDb = CompileDb;
  Opts.Filter = Filter;
  Opts.Jobs = Jobs;
  Opts.Strict = Strict;
  Opts.Preamble = !NoPreamble;
  if (!MaxMemory.empty() && !(Opts.MaxMemory = parseSize(MaxMemory))) {
    errs() << "axlify: error: --max-memory takes a size such as 1500M or 2G\n";
    return axl::ExitError;
  }
  Opts.CopyAll = CopyAll;
  for (const std::string &S : Suppress)
    Opts.Suppress.push_back(StringRef(S).starts_with("axl-") ? S.substr(4) : S);
  for (const std::string &S : Enable) {
    if (S != "axl-warp-size" && S != "warp-size") {
      errs() << "axlify: error: --enable takes axl-warp-size (the one report that is off by "
                "default), not '"
             << S << "'\n";
      return axl::ExitError;
    }
    Opts.Lexical.WarpSizeReport = true;
  }
  if (ProgressMode != "auto" && ProgressMode != "always" && ProgressMode != "never") {
    errs() << "axlify: error: --progress takes auto, always or never\n";
    return axl::ExitError;
  }
  Opts.Progress = ProgressMode == "always" ||
                  (ProgressMode == "auto" && sys::Process::StandardErrIsDisplayed());
  if (!ReportFile.empty())
    if (Error E = axl::checkReportPath(ReportFile)) {
      errs() << toString(std::move(E)) << "\n";
      return axl::ExitError;
    }
  if (Error E = axl::validateOptions(Opts, **Rules)) {
    errs() << "axlify: " << toString(std::move(E)) << "\n";
    return axl::ExitError;
  }
  auto Result = axl::port(Opts, **Rules);
  if (!Result) {
    errs() << toString(Result.takeError()) << "\n";
    return axl::ExitError;
  }
  if (Error E = axl::writeOutputs(Opts, *Result)) {
    axl::printReport(Opts, *Result, errs());
    errs() << toString(std::move(E)) << "\n";
    return axl::ExitError;
  }
  axl::printReport(Opts, *Result, errs());
  if (!ReportFile.empty())
    if (Error E = axl::writeReport(Opts, *Result, ReportFile)) {
      errs() << toString(std::move(E)) << "\n";
      return axl::ExitError;
    }
  return axl::exitCodeFor(*Result);
}
