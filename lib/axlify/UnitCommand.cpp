//===- UnitCommand.cpp - A compile command as its compiler reads it -------===//
#include "axlify/UnitCommand.h"

#include "axlify/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <algorithm>

using namespace llvm;

namespace axl {

StringRef CommandFlag::kindName(KindTy K) {
  switch (K) {
  case IncludeDir:
    return "dir";
  case IncludeFile:
    return "file";
  case Source:
    return "source";
  case Plain:
    break;
  }
  return "";
}

std::vector<std::string> UnitCommand::args() const {
  std::vector<std::string> Out;
  for (const CommandFlag &F : Flags) {
    if (F.Kind == CommandFlag::Plain || F.Kind == CommandFlag::Source)
      Out.push_back(F.Flag);
    else if (F.Style == " ")
      Out.insert(Out.end(), {F.Flag, F.Value});
    else
      Out.push_back(F.Flag + F.Style + F.Value);
  }
  return Out;
}

namespace {

/// Flags that make something other than the one compile a tool runs:
/// outputs, dependency files, intermediate files, other phases.
bool isOtherPhase(StringRef A) {
  return StringSwitch<bool>(A)
      .Cases({"-c", "--compile", "-ptx", "--ptx", "-cubin", "--cubin", "-fatbin",
              "--fatbin", "-E", "--preprocess"}, true)
      .Cases({"-M", "-MM", "-MD", "-MMD", "-MP", "--generate-dependencies",
              "--generate-nonsystem-dependencies", "--generate-dependencies-with-compile",
              "--generate-nonsystem-dependencies-with-compile",
              "--generate-dependency-targets"}, true)
      .Cases({"-lib", "--lib", "-link", "--link", "-dlink", "--device-link", "-keep",
              "--keep", "-save-temps", "--save-temps", "-run", "--run"}, true)
      .Default(false);
}

/// The same, with a value: an output file or directory.
bool isOutputFlag(StringRef Flag) {
  return StringSwitch<bool>(Flag)
      .Cases({"-o", "--output-file", "-MF", "--dependency-output", "-MT",
              "--dependency-target-name", "-MQ", "-MJ"}, true)
      .Cases({"-keep-dir", "--keep-dir", "-odir", "--output-directory"}, true)
      .Default(false);
}

bool isTargetFlag(StringRef Flag) {
  return is_contained({"-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code",
                       "--gpu-code"},
                      Flag);
}

/// nvcc's -c with relocatable device code.
bool isRdcCompile(StringRef A) {
  return is_contained({"-dc", "--device-c", "-dw", "--device-w"}, A);
}

constexpr StringLiteral IncludeDirFlags[] = {"-I", "--include-path", "-isystem",
                                             "--system-include", "-iquote", "-idirafter"};
constexpr StringLiteral IncludeFileFlags[] = {"-include", "--pre-include"};
constexpr StringLiteral Launchers[] = {"ccache", "sccache", "distcc", "icecc"};
constexpr StringLiteral ShellControl[] = {"&&", "||", ";", "|"};

/// Splices response files into the command line, as the compiler reads
/// them: nvcc's `--options-file F[,F]` / `-optf F` (CMake's Unix Makefiles
/// generator passes include paths so) and the `@F` of GCC and Clang.
/// Relative names are against the entry's directory; nested files up to 8
/// deep.
void expandResponseFiles(ArrayRef<std::string> In, StringRef Directory,
                         std::vector<std::string> &Out, std::vector<std::string> &Errors,
                         unsigned Depth = 0) {
  for (size_t I = 0; I < In.size(); ++I) {
    StringRef A = In[I];
    std::string Spelled = In[I], Files;
    if ((A == "--options-file" || A == "-optf") && I + 1 < In.size()) {
      Files = In[++I];
      Spelled += " " + Files;
    } else if (A.consume_front("--options-file=") || A.consume_front("-optf="))
      Files = A.str();
    else if (I > 0 && A.size() > 1 && A.starts_with("@"))
      Files = A.drop_front().str();
    else {
      Out.push_back(In[I]);
      continue;
    }
    SmallVector<StringRef, 2> Names;
    StringRef(Files).split(Names, ',', -1, /*KeepEmpty=*/false);
    for (StringRef Name : Names) {
      std::string Path = absoluteIn(Directory, Name);
      auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
      if (!Buf || Depth >= 8) {
        Errors.push_back(Spelled + " (response file " + Path + ": " +
                         (Buf ? "nested too deep" : Buf.getError().message()) + ")");
        continue;
      }
      BumpPtrAllocator Alloc;
      StringSaver Saver(Alloc);
      SmallVector<const char *, 32> Tokens;
      cl::TokenizeGNUCommandLine((*Buf)->getBuffer(), Saver, Tokens);
      std::vector<std::string> Inner(Tokens.begin(), Tokens.end());
      expandResponseFiles(Inner, Directory, Out, Errors, Depth + 1);
    }
  }
}

/// Reads the arguments after argv[0] into \p C.
class Reader {
public:
  Reader(UnitCommand &C, ArrayRef<std::string> Args) : C(C), Args(Args) {}

  void read() {
    while (I < Args.size())
      readOne();
    if (none_of(C.Flags, [](const CommandFlag &F) { return F.Kind == CommandFlag::Source; }))
      C.Flags.push_back({CommandFlag::Source, C.Source, "", ""});
  }

private:
  UnitCommand &C;
  ArrayRef<std::string> Args;
  size_t I = 0;

  /// nvcc reads `-flag=value` for any flag; GCC and Clang only for `--` ones.
  bool takesEquals(StringRef Flag) const { return C.Nvcc || Flag.starts_with("--"); }

  void readOne() {
    StringRef A = Args[I];
    StringRef Flag = takesEquals(A) ? A.split('=').first : A;
    if (isOtherPhase(A)) {
      ++I;
    } else if (C.Nvcc && isRdcCompile(A)) {
      C.Flags.push_back({CommandFlag::Plain, "-rdc=true", "", ""});
      ++I;
    } else if (isOutputFlag(Flag)) {
      I += A == Flag ? 2 : 1;
    } else if (!C.Nvcc && A.size() > 2 &&
               (A.starts_with("-o") || A.starts_with("-MF") || A.starts_with("-MT") ||
                A.starts_with("-MQ"))) {
      ++I; // GCC's -oFILE
    } else if (C.Nvcc && isTargetFlag(Flag)) {
      size_t From = I;
      addTarget(Flag, value(Flag).first);
      C.TargetFlags.insert(C.TargetFlags.end(), Args.begin() + From, Args.begin() + I);
    } else if (auto [Include, Kind] = includeFlag(A); !Include.empty()) {
      auto [Value, Style] = value(Include);
      C.Flags.push_back({Kind, Include.str(), Value, Style});
    } else if (!A.starts_with("-") && absoluteIn(C.Directory, A) == C.Source) {
      C.Flags.push_back({CommandFlag::Source, A.str(), "", ""});
      ++I;
    } else {
      C.Flags.push_back({CommandFlag::Plain, A.str(), "", ""});
      ++I;
    }
  }

  /// The value of the flag \p Flag that Args[I] starts (in any of its three
  /// forms), and how it is spelled; moves past it.
  std::pair<std::string, std::string> value(StringRef Flag) {
    StringRef A = Args[I];
    if (A == Flag) {
      std::string V = I + 1 < Args.size() ? Args[I + 1] : "";
      I = std::min(I + 2, Args.size()); // a flag last on the line has no value
      return {V, " "};
    }
    ++I;
    if (A.starts_with((Flag + "=").str()) && takesEquals(Flag))
      return {A.substr(Flag.size() + 1).str(), "="};
    return {A.substr(Flag.size()).str(), ""};
  }

  /// The include flag \p A spells, in any form, and its kind.
  std::pair<StringRef, CommandFlag::KindTy> includeFlag(StringRef A) const {
    for (const auto &[List, Kind] :
         {std::pair{ArrayRef<StringLiteral>(IncludeDirFlags), CommandFlag::IncludeDir},
          std::pair{ArrayRef<StringLiteral>(IncludeFileFlags), CommandFlag::IncludeFile}})
      for (StringRef F : List)
        if (A == F || (A.starts_with((F + "=").str()) && takesEquals(F)))
          return {F, Kind};
    StringRef Glued;
    for (StringRef F : {"-I", "-isystem", "-iquote", "-idirafter"})
      if (A.size() > 2 && A.starts_with(F) && F.size() > Glued.size())
        Glued = F;
    return {Glued, CommandFlag::IncludeDir};
  }

  void addTarget(StringRef Flag, StringRef Value) {
    SmallVector<StringRef, 4> Values;
    if (Flag == "-code" || Flag == "--gpu-code") {
      Value.split(Values, ',', -1, false);
      C.Codes.insert(C.Codes.end(), Values.begin(), Values.end());
      return; // real architectures: the PTX is the virtual one's
    }
    if (Flag == "-gencode" || Flag == "--generate-code") {
      size_t At = Value.find("arch=");
      if (At != StringRef::npos)
        Values.push_back(Value.substr(At + 5).take_while(
            [](char Ch) { return isAlnum(Ch) || Ch == '_'; }));
    } else {
      Value.split(Values, ',', -1, false);
    }
    auto Key = [](StringRef V) {
      for (StringRef P : {"sm_", "compute_", "lto_"})
        if (V.consume_front(P))
          break;
      return V;
    };
    for (StringRef V : Values)
      if (!V.empty() && none_of(C.Archs, [&](const std::string &X) { return Key(X) == Key(V); }))
        C.Archs.push_back(V.str());
  }
};

bool isCudaLanguage(ArrayRef<CommandFlag> Flags) {
  for (size_t I = 0; I < Flags.size(); ++I) {
    StringRef F = Flags[I].Flag;
    if (Flags[I].Kind != CommandFlag::Plain)
      continue;
    if (is_contained({"-xcu", "-xcuda", "--x=cu", "-x=cu"}, F))
      return true;
    if ((F == "-x" || F == "--x") && I + 1 < Flags.size() &&
        (Flags[I + 1].Flag == "cu" || Flags[I + 1].Flag == "cuda"))
      return true;
  }
  return false;
}

} // namespace

UnitCommand readUnitCommand(ArrayRef<std::string> Argv, StringRef Source,
                            StringRef Directory) {
  UnitCommand C;
  C.Directory = Directory.str();
  C.Source = absoluteIn(Directory, Source);
  C.BuildStep = any_of(Argv, [](const std::string &A) {
    return is_contained(ShellControl, StringRef(A));
  });
  std::vector<std::string> Expanded;
  expandResponseFiles(Argv, Directory, Expanded, C.Errors);
  ArrayRef<std::string> Args(Expanded);
  while (Args.size() > 1 && is_contained(Launchers, sys::path::filename(Args.front())))
    Args = Args.drop_front();
  if (Args.empty())
    return C;
  C.Compiler = Args.front();
  C.Nvcc = sys::path::filename(C.Compiler).starts_with("nvcc");
  Reader(C, Args.drop_front()).read();
  C.Cuda = sys::path::extension(C.Source) == ".cu" || isCudaLanguage(C.Flags);
  return C;
}

} // namespace axl
