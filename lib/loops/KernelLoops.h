//===- KernelLoops.h - kernels as loops over their threads ------*- C++ -*-===//
//
// axl-loops rewrites each kernel of a dialect source, for the CPU backend,
// into loops over the threads of its block: one loop per stretch of the
// kernel between __syncthreads (the barrier is the boundary between two
// loops), with the control flow around barriers run once per block when its
// conditions are provably uniform. A value a thread keeps across a barrier
// lives in per-thread storage; a value that is a pure function of threadIdx
// is recomputed in each loop instead; an early return sets a per-thread flag.
//
// The rewritten kernel keeps its original body after the loops: the loops
// run when the block's first thread may claim the block
// (axl::cpu::detail::claimBlock), the original body otherwise (fibers). Lines
// keep their numbers: the loops carry #line directives of the statements they
// copy, and the original body follows at its own lines.
//
// A kernel the rewrite cannot prove correct is left as it is, with the reason
// (it runs on fibers, as before).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <string>
#include <vector>

namespace axl::loops {

struct KernelOutcome {
  std::string Name;
  /// The name that finds it from the end of its file: namespaces spelled,
  /// anonymous ones left out.
  std::string QualifiedName;
  bool Template = false; // a template's pattern (its instantiations not listed)
  clang::SourceLocation Loc;  // the kernel
  bool Rewritten = false;
  clang::SourceLocation Where; // what stopped the rewrite
  std::string Reason;
};

struct FileOutcome {
  /// The main file and every file with a rewritten kernel or a device
  /// function's loop version, rewritten.
  std::map<clang::FileID, std::string> Texts;
  std::vector<KernelOutcome> Kernels;
  /// With PrintPlans: each kernel's plan and each device function's loop
  /// version's, in the order they were made (axl-loops --print-plan).
  std::string Plans;
};

/// A #line directive (on lines of its own) giving the next line L's line
/// number and file name, as the compiler would report L.
std::string lineDirective(const clang::SourceManager &SM, clang::SourceLocation L);

/// Rewrites the kernels defined in the files of Ctx that Rewritable accepts
/// (the main file, the headers under an input root). The source must have
/// been parsed with __AXL_LOOPS__ defined (kernels carry the annotation
/// "axl.global"). InternalDeviceVariables: the namespace-scope __device__,
/// __constant__ and __managed__ variables those files define with external
/// linkage are made static (each file's own, as without nvcc -rdc).
FileOutcome rewriteKernels(clang::ASTContext &Ctx,
                           llvm::function_ref<bool(clang::FileID)> Rewritable,
                           bool PrintPlans = false, bool InternalDeviceVariables = true);

} // namespace axl::loops
