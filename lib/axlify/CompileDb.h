//===- CompileDb.h - Translation units from compile commands ----*- C++ -*-===//
//
// A project's compile_commands.json names each translation unit with the
// command that builds it: nvcc for CUDA sources, a C++ compiler for the rest.
// Each is read as its compiler reads it (UnitCommand.h); axlify parses the
// units with Clang, so nvcc's flags are then translated (-arch, -rdc,
// -Xcompiler, --default-stream) or dropped (--expt-relaxed-constexpr,
// --use_fast_math, ...), and whatever Clang would still not know is dropped
// too: Clang never sees an unknown argument.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_COMPILEDB_H
#define AXLIFY_COMPILEDB_H

#include "axlify/UnitCommand.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace axl {

struct TranslatedCommand {
  std::vector<std::string> Args;    ///< flags for Clang's parse
  std::string GpuArch;              ///< from -arch/-gencode; empty if none
  std::vector<std::string> Dropped; ///< flags that have no meaning for a parse
};

/// Translates a unit's command, as its compiler reads it, into Clang flags.
/// Relative paths in -I, -isystem, -include, ... are made absolute against
/// its directory.
TranslatedCommand translateCompileCommand(const UnitCommand &Unit);

struct CompileEntry {
  std::string Source;    ///< absolute path
  std::string Directory;
  UnitCommand Unit;          ///< the command as its compiler reads it
  TranslatedCommand Command; ///< and translated for Clang
};

/// Loads \p Path (a build directory holding compile_commands.json, or the
/// file itself). Entries are sorted by source, then flags; entries that read
/// alike are kept once.
llvm::Expected<std::vector<CompileEntry>> loadCompileDb(llvm::StringRef Path);

/// An entry as `axlify --print-units --json` gives it: the reading (source,
/// directory, compiler, kinds of flags, targets) and the Clang translation.
llvm::json::Object toJson(const CompileEntry &E);

/// The same for a person: the command as read, its targets, and what Clang
/// is given.
void printEntry(const CompileEntry &E, llvm::raw_ostream &OS);

} // namespace axl

#endif
