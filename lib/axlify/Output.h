//===- Output.h - Atomic writes and the clang-style findings -----*- C++ -*-===//
#ifndef AXLIFY_OUTPUT_H
#define AXLIFY_OUTPUT_H

#include "axlify/Porter.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace axl {

/// Writes the outputs atomically (temporary file + rename, backups for
/// --in-place). Either every file is written or an error says which failed.
llvm::Error writeOutputs(const PortOptions &Opts, const PortResult &Result);

/// Prints findings clang-style, sorted, and the summary line.
void printReport(const PortOptions &Opts, const PortResult &Result,
                 llvm::raw_ostream &OS);

} // namespace axl

#endif
