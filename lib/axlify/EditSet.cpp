//===- EditSet.cpp --------------------------------------------------------===//
#include "axlify/EditSet.h"

using namespace llvm;
using clang::tooling::Replacement;

namespace axl {

void EditSet::add(const Edit &E) {
  // Both passes see host code; the same edit twice is one edit (two equal
  // insertions at one offset would otherwise both apply).
  for (const Edit &A : Accepted[E.File])
    if (A.Offset == E.Offset && A.Length == E.Length && A.Text == E.Text)
      return;
  Replacement R(E.File, E.Offset, E.Length, E.Text);
  auto &Reps = ByFile[E.File];
  Error Err = Reps.add(R);
  if (!Err) {
    Accepted[E.File].push_back(E);
    return;
  }
  consumeError(std::move(Err));
  // Find the edit it collides with, for the report.
  std::string Other = "?", OtherOrigin = "?";
  for (const Edit &A : Accepted[E.File])
    if (A.Offset < E.Offset + std::max(E.Length, 1u) &&
        E.Offset < A.Offset + std::max(A.Length, 1u)) {
      Other = A.Text;
      OtherOrigin = A.Origin;
      break;
    }
  Conflicts.push_back({E.File, E.Offset, Severity::Warning, "conflict",
                       "conflicting edits at one place: '" + Other + "' (" +
                           OtherOrigin + ") and '" + E.Text + "' (" + E.Origin +
                           "); kept the first, review by hand",
                       true});
}

const clang::tooling::Replacements *EditSet::forFile(StringRef File) const {
  auto It = ByFile.find(File);
  return It == ByFile.end() ? nullptr : &It->second;
}

} // namespace axl
