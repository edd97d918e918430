//===- EditSet.h - Merge edits of every pass, conflicts reported -*- C++ -*-===//
#ifndef AXLIFY_EDITSET_H
#define AXLIFY_EDITSET_H

#include "axlify/Finding.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/StringMap.h"
#include <map>

namespace axl {

/// Edits of many passes and translation units, one tooling::Replacements per
/// file: identical edits from different passes collapse into one; different
/// edits of the same bytes are conflicts, reported and not applied.
class EditSet {
public:
  void add(const Edit &E);
  const clang::tooling::Replacements *forFile(llvm::StringRef File) const;
  const std::vector<Finding> &conflicts() const { return Conflicts; }

private:
  llvm::StringMap<clang::tooling::Replacements> ByFile;
  /// Accepted edits per file, by offset: duplicates and the partner of a
  /// conflict are found in O(log n), so a file with 100k edits stays fast.
  llvm::StringMap<std::multimap<unsigned, Edit>> Accepted;
  std::vector<Finding> Conflicts;
};

/// \p E with the line breaks of the bytes it replaces in \p Code kept: a
/// rewrite never joins lines (a launch written over several lines stays on
/// them), so __LINE__, diagnostics and debuggers agree with the original.
/// The breaks follow the new text, with the indentation that followed the
/// last one.
Edit keepLineBreaks(Edit E, llvm::StringRef Code);

/// Line breaks in \p Text.
unsigned countLineBreaks(llvm::StringRef Text);

/// \p Code with \p Reps applied: the bytes between replacements are copied
/// as they are. Unlike tooling::applyAllReplacements it builds no
/// SourceManager, so it takes any bytes (a UTF-16 byte-order mark makes the
/// SourceManager fail). An edit beyond the end is an error.
llvm::Expected<std::string> applyEdits(llvm::StringRef Code,
                                       const clang::tooling::Replacements &Reps);

} // namespace axl

#endif
