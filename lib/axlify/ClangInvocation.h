//===- ClangInvocation.h - How a pass invokes Clang -------------*- C++ -*-===//
//
// The command line of a host or device parse (nvcc's version macros, the
// CUDA path and architecture, the preludes that stand in for what nvcc's
// headers declare and Clang's wrapper leaves out), the in-memory files it
// reads, the run itself, and the shared precompiled prefix (Preamble.h)
// built with the same flags.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_CLANGINVOCATION_H
#define AXLIFY_CLANGINVOCATION_H

#include "axlify/Preamble.h"
#include "axlify/SemanticPass.h"
#include <memory>
#include <string>

namespace clang {
class DiagnosticConsumer;
class FrontendAction;
} // namespace clang

namespace axl {

/// Runs \p Action over \p Source with the flags of pass \p P, loading \p Pre
/// when given; Clang's diagnostics go to \p Errors. False when Clang could
/// not run at all.
bool runPass(llvm::StringRef Source, const SemanticOptions &Opts, Pass P,
             std::unique_ptr<clang::FrontendAction> Action,
             clang::DiagnosticConsumer &Errors, const Preamble *Pre = nullptr);

/// The shared prefix of the parses in pass \p P with \p Opts' flags,
/// precompiled into \p PchPath (Preamble::Why says why not).
Preamble buildPreamble(const SemanticOptions &Opts, Pass P,
                       const std::string &PchPath);

/// Does the source itself test which side it is compiled for? Then the
/// device side is parsed without first comparing its tokens (they differ).
bool testsDeviceSide(llvm::StringRef Path);

} // namespace axl

#endif
