//===- CompileDb.h - Translation units from compile commands ----*- C++ -*-===//
//
// A project's compile_commands.json names each translation unit with the
// command that builds it: nvcc for CUDA sources, a C++ compiler for the rest.
// axlify parses them with Clang, so nvcc's flags are translated (-arch,
// -rdc, -Xcompiler, --default-stream) or dropped (--expt-relaxed-constexpr,
// -gencode, --use_fast_math, ...), and whatever Clang would still not know
// is dropped too: Clang never sees an unknown argument.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_COMPILEDB_H
#define AXLIFY_COMPILEDB_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace axl {

struct TranslatedCommand {
  std::vector<std::string> Args;    ///< flags for Clang's parse
  std::string GpuArch;              ///< from -arch/-gencode; empty if none
  std::vector<std::string> Dropped; ///< flags that have no meaning for a parse
};

/// Translates the command line that compiles \p Source (argv[0] first) into
/// Clang flags. Relative paths in -I, -isystem, -include, ... are made
/// absolute against \p Directory.
TranslatedCommand translateCompileCommand(llvm::ArrayRef<std::string> CommandLine,
                                          llvm::StringRef Source,
                                          llvm::StringRef Directory);

struct CompileEntry {
  std::string Source;    ///< absolute path
  std::string Directory;
  TranslatedCommand Command;
};

/// Loads \p Path (a build directory holding compile_commands.json, or the
/// file itself). Entries are sorted by source, then flags; exact duplicates
/// are dropped.
llvm::Expected<std::vector<CompileEntry>> loadCompileDb(llvm::StringRef Path);

} // namespace axl

#endif
