//===- Paths.cpp - Absolute, normalised file paths ------------------------===//
#include "axlify/Paths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace axl {

std::string absolutePath(StringRef P) {
  SmallString<256> S(P);
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  return std::string(S);
}

std::string absoluteIn(StringRef Directory, StringRef P) {
  if (P.empty() || sys::path::is_absolute(P))
    return P.str();
  SmallString<256> S(Directory);
  sys::path::append(S, P);
  sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  return std::string(S);
}

bool isWithin(StringRef Path, StringRef Dir) {
  if (!Path.starts_with(Dir))
    return false;
  return Path.size() == Dir.size() || sys::path::is_separator(Path[Dir.size()]) ||
         Dir.ends_with("/");
}

} // namespace axl
