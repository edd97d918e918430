//===- Precompiled.h - axl-loops' precompiled first include -----*- C++ -*-===//
//
// The header a compile's flags include first (`-include axl/runtime.h`, from
// axl-config) is most of what Clang parses for a small source: libstdc++
// and the backend. With --pch-dir, axl-loops reads it precompiled instead
// (`-include-pch`), made once per directory, flags and axl-loops build.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace axl::loops {

/// A command line that reads the first include precompiled.
struct PrecompiledInclude {
  std::vector<std::string> Args; ///< with `-include-pch Path` for `-include H`
  std::string Path;              ///< the precompiled header
};

/// Args (a Clang command line ending in the source) with its first
/// `-include H` replaced by `-include-pch Dir/axl-loops-<key>.pch`, the key
/// a hash of the other arguments and of this executable; the file is made
/// first where it is not there (written under another name and renamed:
/// other processes may make it too). Nothing, with Why saying why, when
/// there is no `-include` or the file cannot be made.
std::optional<PrecompiledInclude> precompiledInclude(const std::vector<std::string> &Args,
                                                     llvm::StringRef Dir, std::string &Why);

} // namespace axl::loops
