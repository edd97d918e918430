//===- EditSet.cpp - Merge edits of every pass, conflicts reported --------===//
#include "axlify/EditSet.h"

using namespace llvm;
using clang::tooling::Replacement;

namespace axl {

/// Whether two different edits touch the same bytes: overlapping ranges, an
/// insertion strictly inside a replaced range, or two insertions at one
/// offset whose order matters.
static bool collide(const Edit &A, const Edit &B) {
  if (A.Length == 0 && B.Length == 0)
    return A.Offset == B.Offset && A.Text + B.Text != B.Text + A.Text;
  return A.Offset < B.Offset + std::max(B.Length, 1u) &&
         B.Offset < A.Offset + std::max(A.Length, 1u) &&
         !(A.Length == 0 && A.Offset == B.Offset) &&
         !(B.Length == 0 && B.Offset == A.Offset);
}

void EditSet::add(const Edit &E) {
  if (E.Length == 0 && E.Text.empty())
    return; // changes nothing
  // Both passes see host code; the same edit twice is one edit (two equal
  // insertions at one offset would otherwise both apply).
  std::multimap<unsigned, Edit> &Done = Accepted[E.File];
  auto [First, Last] = Done.equal_range(E.Offset);
  for (auto It = First; It != Last; ++It)
    if (It->second.Length == E.Length && It->second.Text == E.Text)
      return;
  // tooling::Replacements would merge some different edits of the same bytes
  // (two overlapping deletions) without an error: look for a collision
  // first. Accepted replacements do not overlap, so their ends grow with
  // their offsets: walk back from the last edit starting within E until a
  // replacement ends before E (insertions sort among them by offset only).
  const Edit *Other = nullptr;
  for (auto It = Done.upper_bound(E.Offset + E.Length); It != Done.begin();) {
    const Edit &A = (--It)->second;
    if (A.Length && A.Offset + A.Length <= E.Offset)
      break;
    if (collide(A, E)) {
      Other = &A;
      break;
    }
  }
  if (!Other) {
    auto &Reps = ByFile[E.File];
    Error Err = Reps.add(Replacement(E.File, E.Offset, E.Length, E.Text));
    if (!Err) {
      Done.emplace(E.Offset, E);
      return;
    }
    consumeError(std::move(Err));
  }
  Conflicts.push_back({E.File, E.Offset, Severity::Warning, "conflict",
                       "conflicting edits at one place: '" +
                           (Other ? Other->Text : "?") + "' (" +
                           (Other ? Other->Origin : "?") + ") and '" + E.Text +
                           "' (" + E.Origin + "); kept the first, review by hand",
                       true});
}

Expected<std::string> applyEdits(StringRef Code, const clang::tooling::Replacements &Reps) {
  std::string Out;
  Out.reserve(Code.size());
  size_t Pos = 0;
  // Replacements are sorted by offset and do not overlap.
  for (const Replacement &R : Reps) {
    if (R.getOffset() < Pos || R.getOffset() + R.getLength() > Code.size())
      return createStringError(inconvertibleErrorCode(),
                               "edit at offset %u (length %u) is outside the %zu-byte file",
                               R.getOffset(), R.getLength(), Code.size());
    Out.append(Code.data() + Pos, R.getOffset() - Pos);
    Out += R.getReplacementText();
    Pos = R.getOffset() + R.getLength();
  }
  Out.append(Code.data() + Pos, Code.size() - Pos);
  return Out;
}

unsigned countLineBreaks(StringRef Text) { return Text.count('\n'); }

Edit keepLineBreaks(Edit E, StringRef Code) {
  if (E.Offset + E.Length > Code.size())
    return E; // applyEdits reports it
  StringRef Old = Code.substr(E.Offset, E.Length);
  unsigned Lost = countLineBreaks(Old);
  if (Lost <= countLineBreaks(E.Text))
    return E;
  // The whitespace that opens and closes the replaced bytes goes around the
  // new text as it was (a break before '<<<' stays before what replaces it,
  // the indentation after a ',' stays); breaks between replaced tokens follow
  // the new text.
  // In a macro body every break is escaped ("\\\n"): a continuation counts as
  // whitespace, and added breaks are escaped too.
  constexpr StringRef Space = " \t\r\n\v\f\\";
  StringRef Lead = Old.take_front(Old.find_first_not_of(Space));
  StringRef Trail = Old.take_back(Old.size() - Old.find_last_not_of(Space) - 1);
  std::string Text = E.Text;
  if (Lead.size() == Old.size()) {
    Text = StringRef(Text).rtrim(" ").str() + Old.str();
  } else {
    if (Lead.contains('\n'))
      Text = Lead.str() + StringRef(Text).ltrim(" ").str();
    if (Trail.contains('\n'))
      Text = StringRef(Text).rtrim(" ").str() + Trail.str();
    StringRef EOL = Old.contains("\r\n") ? "\r\n" : "\n";
    if (Old.contains("\\\n") || Old.contains("\\\r\n"))
      EOL = Old.contains("\r\n") ? " \\\r\n" : " \\\n";
    for (unsigned I = countLineBreaks(Text); I < Lost; ++I)
      Text += EOL;
  }
  E.Text = std::move(Text);
  return E;
}

const clang::tooling::Replacements *EditSet::forFile(StringRef File) const {
  auto It = ByFile.find(File);
  return It == ByFile.end() ? nullptr : &It->second;
}

} // namespace axl
