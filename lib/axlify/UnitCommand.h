//===- UnitCommand.h - A command as its compiler reads it -------*- C++ -*-===//
//
// One entry of a compile database, read in the compiler's own terms (nvcc's
// or a C++ compiler's), before anything is translated for Clang: response
// files inlined, launchers (ccache, ...) stripped, outputs and dependency
// files dropped, nvcc's targets set apart, and every include flag kept with
// its spelling so that another tool can point it elsewhere.
//
// It is the one reading of a command that axlify and axl-prove share: axlify
// translates it for its parses (CompileDb.h), and `axlify -p BUILD
// --print-units --json` hands it to axl-prove, which compiles the original
// and the port with exactly these flags.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_UNITCOMMAND_H
#define AXLIFY_UNITCOMMAND_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <tuple>
#include <vector>

namespace axl {

/// One flag of a unit's command, with what it is to a tool that moves files.
struct CommandFlag {
  enum KindTy {
    Plain,       ///< passed as it is (a value after its flag is a Plain too)
    IncludeDir,  ///< -I, -isystem, -iquote, -idirafter (nvcc's long names too)
    IncludeFile, ///< -include, --pre-include
    Source,      ///< the unit's source, as spelled (added when the command has none)
  };
  KindTy Kind = Plain;
  std::string Flag;  ///< as spelled: -I, --include-path, ...; Plain/Source: the argument
  std::string Value; ///< IncludeDir/IncludeFile: the directory or file, as spelled
  std::string Style; ///< how Value follows Flag: " " (next argument), "=", "" (glued)

  auto key() const { return std::tie(Kind, Flag, Value, Style); }
  bool operator==(const CommandFlag &O) const { return key() == O.key(); }
  bool operator<(const CommandFlag &O) const { return key() < O.key(); }

  static llvm::StringRef kindName(KindTy K);
};

struct UnitCommand {
  std::string Directory; ///< the compile's working directory
  std::string Source;    ///< absolute, without . and ..
  std::string Compiler;  ///< argv[0] after any launcher
  bool Nvcc = false;     ///< the compiler is nvcc
  bool Cuda = false;     ///< the source is CUDA (.cu, or -x cu)
  /// A build step around a compiler (`cd d && nvcc ...`, as some generators
  /// write), not a compile of its own.
  bool BuildStep = false;
  std::vector<CommandFlag> Flags;
  /// nvcc: the virtual architectures -arch/-gencode name, in order, one per
  /// architecture (compute_90 and sm_90 are one); the PTX of each is a target.
  std::vector<std::string> Archs;
  /// nvcc: the real architectures of -code/--gpu-code.
  std::vector<std::string> Codes;
  /// nvcc: the target flags as the command spells them (-gencode VALUE,
  /// -arch=sm_90, ...), for a tool that builds what the command builds.
  std::vector<std::string> TargetFlags;
  /// Response files that could not be read (their flags are missing).
  std::vector<std::string> Errors;

  /// The flags spelled again, without argv[0] and the targets.
  std::vector<std::string> args() const;
};

/// Reads the command line \p Argv (argv[0] first) that compiles \p Source,
/// run in \p Directory; relative response files are against \p Directory.
UnitCommand readUnitCommand(llvm::ArrayRef<std::string> Argv, llvm::StringRef Source,
                            llvm::StringRef Directory);

} // namespace axl

#endif
