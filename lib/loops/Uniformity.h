//===- Uniformity.h - which values a kernel's threads all share -*- C++ -*-===//
//
// axl-loops runs the control flow around a barrier once per block, so its
// conditions must be the same for every thread of the block. This analysis
// proves it from the source: an expression is uniform when it is built from
// constants, blockIdx, blockDim, gridDim, kernel parameters no thread
// changes, variables initialised from uniform values and never changed, and
// pure functions of those. Memory reads are never uniform (another thread may
// have written the location). An expression is thread-affine when it is also
// allowed to read threadIdx (and thread-affine variables): such a value can
// be recomputed in every loop instead of being stored per thread.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"

namespace axl::loops {

class Uniformity {
public:
  /// Variables known to hold the same value in every thread (never
  /// changed after their initialisation, or changed only by a block-level
  /// loop's increment).
  llvm::DenseSet<const clang::VarDecl *> UniformVars;
  /// Variables whose value is a pure function of threadIdx and uniform
  /// values (never changed after their initialisation).
  llvm::DenseSet<const clang::VarDecl *> AffineVars;
  /// Kernel parameters that some thread changes.
  llvm::DenseSet<const clang::ParmVarDecl *> MutatedParams;

  bool isUniform(const clang::Expr *E) const { return check(E, false); }
  bool isThreadAffine(const clang::Expr *E) const { return check(E, true); }

  /// Whether E reads the thread index (threadIdx).
  static bool readsThreadIndex(const clang::Stmt *S);

private:
  bool check(const clang::Expr *E, bool AllowThread) const;
  bool uniformVar(const clang::VarDecl *V, bool AllowThread) const;
};

/// Whether a call of this function with uniform arguments gives a uniform
/// result: math that reads no memory, constexpr functions, and the backend's
/// dynamic shared memory base.
bool isPureFunction(const clang::FunctionDecl *F);
bool isPureFunctionName(llvm::StringRef Name);

} // namespace axl::loops
