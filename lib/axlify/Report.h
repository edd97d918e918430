//===- Report.h - --report FILE: JSON, CSV and HTML --------------*- C++ -*-===//
#ifndef AXLIFY_REPORT_H
#define AXLIFY_REPORT_H

#include "axlify/Porter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace axl {

/// Checks --report FILE before anything is ported: a known format, not a
/// directory.
llvm::Error checkReportPath(llvm::StringRef Path);

/// Writes --report FILE: the format follows the extension (.json, .csv,
/// .html).
llvm::Error writeReport(const PortOptions &Opts, const PortResult &Result,
                        llvm::StringRef Path);

} // namespace axl

#endif
