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

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace axl::loops {

class Uniformity {
public:
  explicit Uniformity(const clang::ASTContext &Ctx) : Ctx(Ctx) {}
  /// Variables known to hold the same value in every thread (never
  /// changed after their initialisation, or changed only by a block-level
  /// loop's increment).
  llvm::DenseSet<const clang::VarDecl *> UniformVars;
  /// Variables whose value is a pure function of threadIdx and uniform
  /// values (never changed after their initialisation).
  llvm::DenseSet<const clang::VarDecl *> AffineVars;
  /// Thread-affine variables whose value is the same in every lane of a
  /// warp (threadIdx.x / 32, threadIdx.y, ...).
  llvm::DenseSet<const clang::VarDecl *> WarpVars;
  /// Variables that hold threadIdx.x (never changed).
  llvm::DenseSet<const clang::VarDecl *> ThreadXVars;
  /// Whether E is threadIdx.x (or a cast of it).
  static bool isThreadX(const clang::Expr *E);
  /// Kernel parameters that some thread changes.
  llvm::DenseSet<const clang::ParmVarDecl *> MutatedParams;
  /// Parameters of a device function that are uniform where they must be:
  /// CUDA requires the conditions around a barrier to be the same in every
  /// thread, so a parameter read there is taken from the first calling
  /// thread (and checked against the others). Those read so are recorded.
  llvm::DenseSet<const clang::ParmVarDecl *> AssumedParams;
  mutable llvm::DenseSet<const clang::ParmVarDecl *> UsedAssumedParams;
  /// Whether AssumedParams count as uniform: only while asking about a
  /// value CUDA requires to be uniform. A value that is merely the same
  /// everywhere (a constant to hoist, the header of a loop to run once for
  /// the block, a shuffle's offset) must be proven: the calling threads
  /// may pass different values.
  mutable bool AssumeParams = false;

  /// What the planner decided of a variable or parameter (for
  /// axl-loops --print-plan).
  bool isUniformVar(const clang::VarDecl *V) const { return UniformVars.contains(V); }
  bool isAffineVar(const clang::VarDecl *V) const { return AffineVars.contains(V); }
  bool isWarpVar(const clang::VarDecl *V) const { return WarpVars.contains(V); }
  bool isThreadXVar(const clang::VarDecl *V) const { return ThreadXVars.contains(V); }
  bool isReassignedVar(const clang::VarDecl *V) const { return ReassignedVars.contains(V); }
  bool isChangedParam(const clang::ParmVarDecl *P) const { return MutatedParams.contains(P); }
  bool isUsedAssumedParam(const clang::ParmVarDecl *P) const {
    return UsedAssumedParams.contains(P);
  }

  enum Scope { Block, Warp, Thread };
  bool isUniform(const clang::Expr *E) const { return check(E, Block); }
  /// The same in every lane of a warp, provided the block's rows are whole
  /// warps (blockDim.x a multiple of 32, or a one-dimensional block).
  bool isWarpUniform(const clang::Expr *E) const { return check(E, Warp); }
  bool isThreadAffine(const clang::Expr *E) const { return check(E, Thread); }

  /// Variables that are thread-affine at every point but assigned again
  /// (by statements of the kernel's outermost block): their initialisers
  /// are not their values everywhere.
  llvm::DenseSet<const clang::VarDecl *> ReassignedVars;
  /// Whether E, of integer type, is a + b * threadIdx.x with a and b the
  /// same in every thread of a row of the block (uniform values,
  /// threadIdx.y, threadIdx.z), assuming no overflow: over the row's
  /// threads, a comparison of two such values holds on an interval.
  bool isRowAffine(const clang::Expr *E) const;
  /// For a row-affine E whose coefficient of threadIdx.x is an integer
  /// constant: that constant.
  std::optional<int64_t> threadXCoefficient(const clang::Expr *E) const;

  /// Whether E reads the thread index (threadIdx).
  static bool readsThreadIndex(const clang::Stmt *S);

private:
  bool check(const clang::Expr *E, Scope S) const;
  bool uniformVar(const clang::VarDecl *V, Scope S) const;
  bool warpIndex(const clang::Expr *E) const;
  bool rowConstant(const clang::Expr *E) const;
  const clang::Expr *affineInit(const clang::Expr *E) const;
  const clang::ASTContext &Ctx;
};

/// Whether a call of this function with uniform arguments gives a uniform
/// result: math that reads no memory, constexpr functions, and the backend's
/// dynamic shared memory base.
bool isPureFunction(const clang::FunctionDecl *F);
bool isPureFunctionName(llvm::StringRef Name);

} // namespace axl::loops
