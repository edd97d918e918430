//===- CompileDb.cpp - Translation units from compile commands ------------===//
#include "axlify/CompileDb.h"

#include "axlify/Paths.h"
#include "clang/Options/Options.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <tuple>

using namespace llvm;

namespace axl {

namespace {

/// nvcc options that take a value (as the next argument or after '=').
bool nvccTakesValue(StringRef Flag) {
  return StringSwitch<bool>(Flag)
      .Cases({"-gencode", "--generate-code", "-arch", "--gpu-architecture", "-code",
              "--gpu-code"}, true)
      .Cases({"-Xcompiler", "--compiler-options", "-Xptxas", "--ptxas-options",
              "-Xnvlink", "--nvlink-options", "-Xlinker", "--linker-options"}, true)
      .Cases({"-Xarchive", "--archive-options", "-Xfatbin", "--fatbin-options",
              "-ccbin", "--compiler-bindir"}, true)
      .Cases({"-maxrregcount", "--maxrregcount", "-t", "--threads", "-rdc",
              "--relocatable-device-code", "-cudart", "--cudart"}, true)
      .Cases({"-default-stream", "--default-stream", "-time", "--time", "-keep-dir",
              "--keep-dir", "-odir", "--output-directory"}, true)
      .Cases({"-diag-suppress", "--diag-suppress", "-diag-error", "--diag-error",
              "-diag-warn", "--diag-warn", "-Werror", "--Werror"}, true)
      .Cases({"-x", "--x", "-std", "--std", "-o", "--output-file", "-MF", "-MT",
              "-MQ", "-MJ"}, true)
      .Default(false);
}

/// nvcc flags without a value that a parse has no use for.
bool nvccDropped(StringRef Flag) {
  return StringSwitch<bool>(Flag)
      .Cases({"--expt-relaxed-constexpr", "-expt-relaxed-constexpr",
              "--expt-extended-lambda", "-expt-extended-lambda", "--extended-lambda",
              "-extended-lambda"}, true)
      .Cases({"--use_fast_math", "-use_fast_math", "-lineinfo", "--generate-line-info",
              "-G", "--device-debug", "-res-usage", "--resource-usage"}, true)
      .Cases({"--keep", "-keep", "--source-in-ptx", "-src-in-ptx", "-ptx", "--ptx",
              "-cubin", "--cubin", "-fatbin", "--fatbin", "-dlink", "--device-link"}, true)
      .Cases({"-Wno-deprecated-gpu-targets", "--Wno-deprecated-gpu-targets",
              "-Wno-deprecated-declarations", "--Wno-deprecated-declarations",
              "--forward-unknown-to-host-compiler", "-forward-unknown-to-host-compiler"}, true)
      .Cases({"--display-error-number", "-err-no", "--no-display-error-number",
              "-no-err-no", "--shared", "-shared", "-c", "--compile", "-MD", "-MMD"}, true)
      .Cases({"--restrict", "-restrict", "--extensible-whole-program", "-ewp"}, true)
      .Default(false);
}

/// The sm_NN an -arch/-gencode value names (compute_90 -> sm_90).
std::string archOf(StringRef Value) {
  size_t At = Value.find("sm_");
  if (At == StringRef::npos)
    At = Value.find("compute_");
  if (At == StringRef::npos)
    return "";
  StringRef Rest = Value.substr(At).split('_').second;
  StringRef Digits = Rest.take_while([](char C) { return isAlnum(C); });
  return Digits.empty() ? "" : "sm_" + Digits.str();
}

bool isPathFlag(StringRef F) {
  return is_contained({"-I", "-isystem", "-iquote", "-idirafter", "-include",
                       "-imacros", "-L"},
                      F);
}

/// Drops what Clang's driver does not know (it would reject the command).
void dropUnknownToClang(TranslatedCommand &C) {
  const opt::OptTable &Table = clang::getDriverOptTable();
  std::vector<const char *> Argv;
  for (const std::string &A : C.Args)
    Argv.push_back(A.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Parsed =
      Table.ParseArgs(Argv, MissingIndex, MissingCount,
                      opt::Visibility(clang::options::ClangOption));
  std::vector<bool> Keep(C.Args.size(), true);
  for (const opt::Arg *A : Parsed) {
    bool Unknown = A->getOption().getKind() == opt::Option::UnknownClass;
    // A lone value that is not a flag is a stray input: the parse has one.
    bool Input = A->getOption().getKind() == opt::Option::InputClass;
    if (!Unknown && !Input)
      continue;
    Keep[A->getIndex()] = false;
    C.Dropped.push_back(A->getAsString(Parsed));
  }
  if (MissingCount)
    Keep[MissingIndex] = false;
  std::vector<std::string> Out;
  for (size_t I = 0; I < C.Args.size(); ++I)
    if (Keep[I])
      Out.push_back(C.Args[I]);
  C.Args = std::move(Out);
}

} // namespace

TranslatedCommand translateCompileCommand(const UnitCommand &Unit) {
  TranslatedCommand C;
  C.Dropped = Unit.Errors;
  // nvcc's targets are set apart in the reading; the first names the
  // device pass's architecture (-code's only when there is no -arch).
  for (const std::string &T : Unit.Archs.empty() ? Unit.Codes : Unit.Archs)
    if (C.GpuArch.empty())
      C.GpuArch = archOf(T);
  std::vector<std::string> CommandLine = Unit.args();
  StringRef Directory = Unit.Directory;
  auto SameFile = [&](StringRef A) {
    return absoluteIn(Directory, A) == Unit.Source;
  };
  for (size_t I = 0; I < CommandLine.size(); ++I) {
    StringRef A = CommandLine[I];
    auto [Spelled, Inline] = A.split('=');
    bool HasInline = A.contains('=') && Spelled.starts_with("-");
    // nvcc's long spellings of the flags Clang knows short.
    StringRef Flag = StringSwitch<StringRef>(Spelled)
                         .Case("--include-path", "-I")
                         .Case("--system-include", "-isystem")
                         .Case("--pre-include", "-include")
                         .Case("--library-path", "-L")
                         .Case("--define-macro", "-D")
                         .Case("--undefine-macro", "-U")
                         .Default(Spelled);
    if (Flag == "-D" || Flag == "-U") {
      std::string Value = HasInline ? Inline.str()
                          : I + 1 < CommandLine.size() ? CommandLine[++I] : "";
      if (Spelled != Flag || HasInline)
        C.Args.push_back(Flag.str() + Value);
      else
        C.Args.insert(C.Args.end(), {Flag.str(), Value});
      continue;
    }
    std::string Value;
    if (nvccTakesValue(Flag) || isPathFlag(Flag)) {
      if (HasInline)
        Value = Inline.str();
      else if (I + 1 < CommandLine.size())
        Value = CommandLine[++I];
    }
    if (Flag == "-gencode" || Flag == "--generate-code" || Flag == "-arch" ||
        Flag == "--gpu-architecture" || Flag == "-code" || Flag == "--gpu-code") {
      std::string Arch = archOf(Value);
      if (C.GpuArch.empty() && !Arch.empty())
        C.GpuArch = Arch;
      continue;
    }
    if (Flag == "-Xcompiler" || Flag == "--compiler-options") {
      SmallVector<StringRef, 4> Parts;
      StringRef(Value).split(Parts, ',', -1, false);
      for (StringRef P : Parts)
        C.Args.push_back(P.str());
      continue;
    }
    if (Flag == "-rdc" || Flag == "--relocatable-device-code") {
      if (Value == "true")
        C.Args.push_back("-fgpu-rdc");
      continue;
    }
    if (Flag == "-default-stream" || Flag == "--default-stream") {
      if (Value == "per-thread")
        C.Args.push_back("-fgpu-default-stream=per-thread");
      continue;
    }
    if (Flag == "-std" || Flag == "--std") {
      C.Args.push_back("-std=" + Value);
      continue;
    }
    if (Flag == "-x" || Flag == "--x")
      continue; // the parse decides the language (outputs are gone in the reading)
    if (nvccTakesValue(Flag)) {
      C.Dropped.push_back(A.str() + (HasInline || Value.empty() ? "" : " " + Value));
      continue;
    }
    if (isPathFlag(Flag)) { // -I DIR, -isystem=DIR, --include-path DIR, ...
      C.Args.push_back(Flag.str());
      // A forced include is looked up in the working directory first, then
      // along the include path (-include axl/runtime.h): it stays a name
      // unless the directory holds it.
      bool Searched = Flag == "-include" || Flag == "-imacros";
      std::string Abs = absoluteIn(Directory, Value);
      C.Args.push_back(Searched && !sys::fs::exists(Abs) ? Value : Abs);
      continue;
    }
    if (A.size() > 2 && (A.starts_with("-I") || A.starts_with("-L")) && !HasInline) {
      C.Args.push_back(A.take_front(2).str() + absoluteIn(Directory, A.drop_front(2)));
      continue;
    }
    if (nvccDropped(A) || nvccDropped(Flag)) {
      if (A != "-c" && A != "--compile" && A != "-MD" && A != "-MMD")
        C.Dropped.push_back(A.str());
      continue;
    }
    if (!A.starts_with("-") && SameFile(A))
      continue; // the source itself
    C.Args.push_back(A.str());
  }
  dropUnknownToClang(C);
  return C;
}

Expected<std::vector<CompileEntry>> loadCompileDb(StringRef Path) {
  SmallString<256> File(Path);
  if (sys::fs::is_directory(File))
    sys::path::append(File, "compile_commands.json");
  // LLVM's loader accepts a truncated file (its YAML parser recovers); a
  // database that is not valid JSON is an error here.
  auto Text = MemoryBuffer::getFile(File);
  if (!Text)
    return createStringError(Text.getError(), "%s: error: cannot read the compilation database: %s", File.c_str(),
                             Text.getError().message().c_str());
  Expected<json::Value> V = json::parse((*Text)->getBuffer());
  if (!V)
    return createStringError(inconvertibleErrorCode(), "%s: error: not valid JSON: %s",
                             File.c_str(), toString(V.takeError()).c_str());
  if (!V->getAsArray())
    return createStringError(inconvertibleErrorCode(),
                             "%s: error: not a compilation database (expected a JSON array)",
                             File.c_str());
  std::string Err;
  auto Db = clang::tooling::JSONCompilationDatabase::loadFromFile(
      File, Err, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Db)
    return createStringError(inconvertibleErrorCode(), "%s: error: %s",
                             File.c_str(), Err.c_str());
  std::vector<CompileEntry> Out;
  for (const clang::tooling::CompileCommand &CC : Db->getAllCompileCommands()) {
    CompileEntry E;
    E.Directory = CC.Directory;
    E.Source = absoluteIn(CC.Directory, CC.Filename);
    E.Unit = readUnitCommand(CC.CommandLine, CC.Filename, CC.Directory);
    E.Command = translateCompileCommand(E.Unit);
    Out.push_back(std::move(E));
  }
  // Entries that read alike are one: their translations are alike too (the
  // translation is a function of the reading and its directory).
  auto Key = [](const CompileEntry &E) {
    return std::tie(E.Source, E.Command.Args, E.Command.GpuArch, E.Unit.Directory,
                    E.Unit.Flags, E.Unit.TargetFlags);
  };
  llvm::sort(Out, [&](const CompileEntry &A, const CompileEntry &B) { return Key(A) < Key(B); });
  Out.erase(std::unique(Out.begin(), Out.end(),
                        [&](const CompileEntry &A, const CompileEntry &B) {
                          return Key(A) == Key(B);
                        }),
            Out.end());
  return Out;
}

json::Object toJson(const CompileEntry &E) {
  const UnitCommand &U = E.Unit;
  json::Array Flags;
  for (const CommandFlag &F : U.Flags) {
    json::Object O{{"kind", CommandFlag::kindName(F.Kind)}, {"flag", F.Flag}};
    if (F.Kind == CommandFlag::IncludeDir || F.Kind == CommandFlag::IncludeFile) {
      O["value"] = F.Value;
      O["style"] = F.Style;
    }
    Flags.push_back(std::move(O));
  }
  auto Strings = [](ArrayRef<std::string> V) { return json::Array(V); };
  return json::Object{
      {"source", E.Source},
      {"directory", E.Directory},
      {"compiler", U.Compiler},
      {"nvcc", U.Nvcc},
      {"cuda", U.Cuda},
      {"build_step", U.BuildStep},
      {"flags", std::move(Flags)},
      {"archs", Strings(U.Archs)},
      {"codes", Strings(U.Codes)},
      {"target_flags", Strings(U.TargetFlags)},
      {"errors", Strings(U.Errors)},
      {"clang", json::Object{{"args", Strings(E.Command.Args)},
                             {"gpu_arch", E.Command.GpuArch},
                             {"dropped", Strings(E.Command.Dropped)}}},
  };
}

void printEntry(const CompileEntry &E, raw_ostream &OS) {
  auto Line = [&](StringRef What, ArrayRef<std::string> V) {
    if (V.empty())
      return;
    OS << "  " << What << ":";
    for (const std::string &S : V)
      OS << " " << S;
    OS << "\n";
  };
  const UnitCommand &U = E.Unit;
  std::vector<std::string> Command{U.Compiler};
  llvm::append_range(Command, U.args());
  Line("command", Command);
  Line("directory", {E.Directory});
  Line("targets", U.Archs);
  Line("real targets", U.Codes);
  Line("unreadable", U.Errors);
  std::vector<std::string> Clang = E.Command.Args;
  if (!E.Command.GpuArch.empty())
    Clang.push_back("(device pass: " + E.Command.GpuArch + ")");
  Line("clang", Clang);
  Line("dropped", E.Command.Dropped);
}

} // namespace axl
