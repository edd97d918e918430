//===- EditSet.cpp --------------------------------------------------------===//
#include "axlify/EditSet.h"

using namespace llvm;
using clang::tooling::Replacement;

namespace axl {

void EditSet::add(const Edit &E) {
  // Both passes see host code; the same edit twice is one edit (two equal
  // insertions at one offset would otherwise both apply).
  std::multimap<unsigned, Edit> &Done = Accepted[E.File];
  auto [First, Last] = Done.equal_range(E.Offset);
  for (auto It = First; It != Last; ++It)
    if (It->second.Length == E.Length && It->second.Text == E.Text)
      return;
  Replacement R(E.File, E.Offset, E.Length, E.Text);
  auto &Reps = ByFile[E.File];
  Error Err = Reps.add(R);
  if (!Err) {
    Done.emplace(E.Offset, E);
    return;
  }
  consumeError(std::move(Err));
  // Find the edit it collides with, for the report. Accepted edits do not
  // overlap, so their ends grow with their offsets: walk back from the
  // first edit past E until one ends before E.
  auto End = [](unsigned Offset, unsigned Length) { return Offset + std::max(Length, 1u); };
  std::string Other = "?", OtherOrigin = "?";
  for (auto It = Done.lower_bound(End(E.Offset, E.Length)); It != Done.begin();) {
    const Edit &A = (--It)->second;
    if (End(A.Offset, A.Length) <= E.Offset)
      break;
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
