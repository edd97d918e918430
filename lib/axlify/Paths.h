//===- Paths.h - Absolute, normalised file paths ----------------*- C++ -*-===//
//
// Every file axlify learns of is keyed by one spelling of its path: absolute,
// with `.` and `..` removed (symbolic links are kept, as the compiler sees
// them).
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_PATHS_H
#define AXLIFY_PATHS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace axl {

/// \p P made absolute (against the working directory), without `.` and
/// `..` components.
std::string absolutePath(llvm::StringRef P);

/// \p P against \p Directory when it is relative (as a compile run in
/// \p Directory reads it), without `.` and `..`; empty stays empty.
std::string absoluteIn(llvm::StringRef Directory, llvm::StringRef P);

/// True if \p Path is \p Dir or inside it (both as absolutePath gives
/// them; \p Dir may end with a separator).
bool isWithin(llvm::StringRef Path, llvm::StringRef Dir);

} // namespace axl

#endif
