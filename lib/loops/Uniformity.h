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
#include "llvm/Support/SaveAndRestore.h"

#include <optional>

namespace axl::loops {

class Uniformity {
public:
  explicit Uniformity(const clang::ASTContext &Ctx) : Ctx(Ctx) {}

  enum Scope { Block, Warp, Thread };
  bool isUniform(const clang::Expr *E) const { return check(E, Block); }
  /// The same in every lane of a warp, provided the block's rows are whole
  /// warps (blockDim.x a multiple of 32, or a one-dimensional block).
  bool isWarpUniform(const clang::Expr *E) const { return check(E, Warp); }
  bool isThreadAffine(const clang::Expr *E) const { return check(E, Thread); }

  /// Whether E, of integer type, is a + b * threadIdx.x with a and b the
  /// same in every thread of a row of the block (uniform values,
  /// threadIdx.y, threadIdx.z), assuming no overflow: over the row's
  /// threads, a comparison of two such values holds on an interval.
  bool isRowAffine(const clang::Expr *E) const;
  /// For a row-affine E whose coefficient of threadIdx.x is an integer
  /// constant: that constant.
  std::optional<int64_t> threadXCoefficient(const clang::Expr *E) const;

  /// Whether E is threadIdx.x (or a cast of it).
  static bool isThreadX(const clang::Expr *E);
  /// Whether E reads the thread index (threadIdx).
  static bool readsThreadIndex(const clang::Stmt *S);

  // What the planner decided of the function's variables and parameters
  // (the answers above rest on them; axl-loops --print-plan lists them).

  /// Known to hold the same value in every thread (never changed after its
  /// initialisation, or changed only by a block-level loop's increment).
  bool isUniformVar(const clang::VarDecl *V) const { return UniformVars.contains(V); }
  void markUniform(const clang::VarDecl *V) { UniformVars.insert(V); }
  /// Not uniform after all; whether it was marked.
  bool unmarkUniform(const clang::VarDecl *V) { return UniformVars.erase(V); }

  /// A pure function of threadIdx and uniform values (never changed after
  /// its initialisation, or reassigned: see isReassignedVar).
  bool isAffineVar(const clang::VarDecl *V) const { return AffineVars.contains(V); }
  void markAffine(const clang::VarDecl *V) { AffineVars.insert(V); }
  /// Not thread-affine after all (nor reassigned, warp-uniform or
  /// threadIdx.x); whether it was marked thread-affine.
  bool unmarkAffine(const clang::VarDecl *V) {
    ReassignedVars.erase(V);
    WarpVars.erase(V);
    ThreadXVars.erase(V);
    return AffineVars.erase(V);
  }
  /// Kept per thread, so not recomputed: no longer thread-affine (its other
  /// marks stay as they were).
  void keepPerThread(const clang::VarDecl *V) { AffineVars.erase(V); }
  const llvm::DenseSet<const clang::VarDecl *> &affineVars() const { return AffineVars; }

  /// Thread-affine but assigned again (by statements of the kernel's
  /// outermost block): its initialiser is not its value everywhere.
  bool isReassignedVar(const clang::VarDecl *V) const { return ReassignedVars.contains(V); }
  void markReassigned(const clang::VarDecl *V) { ReassignedVars.insert(V); }
  /// Thread-affine and the same in every lane of a warp (threadIdx.x / 32,
  /// threadIdx.y, ...).
  bool isWarpVar(const clang::VarDecl *V) const { return WarpVars.contains(V); }
  void markWarp(const clang::VarDecl *V) { WarpVars.insert(V); }
  /// Holds threadIdx.x (never changed).
  bool isThreadXVar(const clang::VarDecl *V) const { return ThreadXVars.contains(V); }
  void markThreadX(const clang::VarDecl *V) { ThreadXVars.insert(V); }

  /// A parameter that some thread changes (a device function's: one that
  /// each calling thread passes its own value of).
  bool isChangedParam(const clang::ParmVarDecl *P) const { return MutatedParams.contains(P); }
  void markChangedParam(const clang::ParmVarDecl *P) { MutatedParams.insert(P); }

  /// A device function's parameter that is uniform where it must be: CUDA
  /// requires the conditions around a barrier to be the same in every
  /// thread, so a parameter read there is taken from the first calling
  /// thread (and checked against the others).
  void assumeParam(const clang::ParmVarDecl *P) { AssumedParams.insert(P); }
  /// Whether assumed parameters count as uniform, from now until the
  /// returned guard ends: only while asking about a value CUDA requires to
  /// be uniform. A value that is merely the same everywhere (a constant to
  /// hoist, the header of a loop to run once for the block, a shuffle's
  /// offset) must be proven: the calling threads may pass different values.
  [[nodiscard]] llvm::SaveAndRestore<bool> assumingParams(bool On) const {
    return {AssumeParams, On};
  }
  /// The assumed parameters an answer rested on (read where CUDA requires
  /// one value).
  bool isUsedAssumedParam(const clang::ParmVarDecl *P) const {
    return UsedAssumedParams.contains(P);
  }
  bool usesAssumedParams() const { return !UsedAssumedParams.empty(); }

private:
  bool check(const clang::Expr *E, Scope S) const;
  bool uniformVar(const clang::VarDecl *V, Scope S) const;
  bool warpIndex(const clang::Expr *E) const;
  bool rowConstant(const clang::Expr *E) const;
  const clang::Expr *affineInit(const clang::Expr *E) const;
  const clang::ASTContext &Ctx;
  llvm::DenseSet<const clang::VarDecl *> UniformVars, AffineVars, ReassignedVars, WarpVars,
      ThreadXVars;
  llvm::DenseSet<const clang::ParmVarDecl *> MutatedParams, AssumedParams;
  mutable llvm::DenseSet<const clang::ParmVarDecl *> UsedAssumedParams;
  mutable bool AssumeParams = false;
};

/// Whether a call of this function with uniform arguments gives a uniform
/// result: math that reads no memory, constexpr functions, and the backend's
/// dynamic shared memory base.
bool isPureFunction(const clang::FunctionDecl *F);
bool isPureFunctionName(llvm::StringRef Name);

} // namespace axl::loops
