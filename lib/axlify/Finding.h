//===- Finding.h - Located diagnostics and edits of one file ---*- C++ -*-===//
#ifndef AXLIFY_FINDING_H
#define AXLIFY_FINDING_H

#include <string>
#include <vector>

namespace axl {

enum class Severity { Note, Warning, Error };

/// A diagnostic about user code, located by file offset. Findings are
/// collected first and printed at the end, sorted, so output is deterministic.
struct Finding {
  std::string File;
  unsigned Offset = 0;
  Severity Sev = Severity::Warning;
  std::string Id; ///< Stable diagnostic ID without the "axl-" prefix.
  std::string Message;
  bool Left = false; ///< Counts as a reference left unported.
  /// References this finding stands for (one [axl-unknown-library] per name
  /// and file names them all); each counts as left when Left is set.
  unsigned Refs = 1;
};

/// One textual edit: replace [Offset, Offset+Length) of File with Text.
struct Edit {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  std::string Origin; ///< Which pass produced it ("lexical", "host", "device").
};

/// Counts for the summary line.
struct PortCounts {
  unsigned Ported = 0;   ///< References translated or known and kept.
  unsigned Renamed = 0;  ///< Of those, references whose spelling changed.
  unsigned Launches = 0; ///< Kernel launches rewritten.
  unsigned Left = 0;     ///< References left unported.
  PortCounts &operator+=(const PortCounts &O) {
    Ported += O.Ported;
    Renamed += O.Renamed;
    Launches += O.Launches;
    Left += O.Left;
    return *this;
  }
};

} // namespace axl

#endif
