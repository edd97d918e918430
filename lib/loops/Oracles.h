//===- Oracles.h - what a kernel's calls and statements do ------*- C++ -*-===//
//
// Part of axl-loops (KernelLoops.h): which calls synchronise and how
// (SyncOracle), which read the running thread's index (ThreadStateOracle),
// and which variables a body writes (WrittenScalars).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "loops/Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <memory>
#include <optional>

namespace axl::loops::detail {
using namespace clang;


// What a call does to the threads of a block.
enum SyncFlags : unsigned {
  NoSync = 0,
  Barrier = 1, // __syncthreads and its forms
  WarpOp = 2,  // shuffles, votes, __syncwarp, ...
  Calls = 4,   // a call the rewrite cannot follow (through a pointer)
  // A call of a function that synchronises (with Barrier or WarpOp) where
  // the rewrite cannot make a loop version (a member function, a library
  // function, a grid barrier, a sleep): the calling threads make it on
  // fibers, for the length of the call.
  Opaque = 8,
};

inline bool isBarrierName(llvm::StringRef N) {
  return N == "__syncthreads" || N == "__syncthreads_count" ||
         N == "__syncthreads_and" || N == "__syncthreads_or";
}

inline bool isWarpName(llvm::StringRef N) {
  static const llvm::StringSet<> Names = {
      "__shfl_sync",       "__shfl_up_sync",    "__shfl_down_sync",
      "__shfl_xor_sync",   "__ballot_sync",     "__any_sync",
      "__all_sync",        "__uni_sync",        "__activemask",
      "__syncwarp",        "__match_any_sync",  "__match_all_sync",
      "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
      "__reduce_and_sync", "__reduce_or_sync",  "__reduce_xor_sync",
      "__shfl",            "__shfl_up",         "__shfl_down",
      "__shfl_xor",        "__ballot",          "__any",
      "__all"};
  return Names.contains(N);
}

// The engine's entry points that make a thread wait for others, and what
// they are to the block (0: not one).
inline unsigned engineWait(llvm::StringRef N) {
  // (A sleep lets the block's other threads run: a barrier-level call, so
  // that it sleeps once for the block.)
  if (N == "syncThreads" || N == "gridSync" || N == "yieldThread" || N == "__nanosleep")
    return Barrier;
  if (N == "warpCollective" || N == "activeLanes")
    return WarpOp;
  return NoSync;
}

// Whether C calls the engine's (the kernel language's) function of its
// name, not a function of the program's that happens to share it.
inline bool isEngine(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F)
    return false;
  const std::string Q = F->getQualifiedNameAsString();
  return llvm::StringRef(Q).starts_with("axl::cpu::") || Q == "__nanosleep";
}

// The warp operations the rewrite splits a loop over lanes at: those of
// isWarpName ending in _sync but the matches, and __activemask (the others
// are made on fibers).
inline bool isSplitWarpName(llvm::StringRef N) {
  return isWarpName(N) && ((N.ends_with("_sync") && !N.starts_with("__match")) ||
                           N == "__activemask");
}

inline llvm::StringRef calleeName(const CallExpr *C);

// The first call of a function named N in S (lambdas included).
inline const CallExpr *findCall(const Stmt *S, llvm::StringRef N) {
  if (!S)
    return nullptr;
  if (const auto *C = dyn_cast<CallExpr>(S); C && calleeName(C) == N)
    return C;
  if (const auto *L = dyn_cast<LambdaExpr>(S))
    if (const CallExpr *C = findCall(L->getBody(), N))
      return C;
  for (const Stmt *Child : S->children())
    if (const CallExpr *C = findCall(Child, N))
      return C;
  return nullptr;
}

inline llvm::StringRef calleeName(const CallExpr *C) {
  if (const FunctionDecl *F = C->getDirectCallee())
    return F->getIdentifier() ? F->getName() : "";
  const Expr *E = C->getCallee()->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(E))
    if (U->getName().isIdentifier())
      return U->getName().getAsIdentifierInfo()->getName();
  if (const auto *R = dyn_cast<DeclRefExpr>(E)) // a function pointer
    if (R->getDecl()->getIdentifier())
      return R->getDecl()->getName();
  return "";
}

// What a cooperative group's sync (`cg::sync(g)`, `g.sync()`) is to the
// block: a barrier (a thread_block), a warp's sync (a tile, a coalesced
// group: `__syncwarp` of the group's lanes), or not known (a thread_group
// whose origin the rewrite cannot find, which may be the block, a tile or
// the grid). A grid_group's sync is none of these (a call made on fibers).
enum class GroupSync { None, Block, Warp, Unknown };

inline bool inCooperativeGroups(const Decl *D) {
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C); N && N->getName() == "cooperative_groups")
      return true;
  return false;
}

// The group a type of cooperative groups is: Unknown for thread_group
// itself (any group), None for what is not a group or is the grid.
inline GroupSync groupOfRecord(const CXXRecordDecl *R) {
  if (!R || !R->getIdentifier() || !inCooperativeGroups(R) || !R->hasDefinition())
    return GroupSync::None;
  const llvm::StringRef N = R->getName();
  if (N == "thread_block")
    return GroupSync::Block;
  if (N == "thread_group")
    return GroupSync::Unknown;
  bool Warp = N == "warp_group";
  R->forallBases([&](const CXXRecordDecl *B) {
    Warp |= B->getIdentifier() && B->getName() == "warp_group";
    return true;
  });
  return Warp ? GroupSync::Warp : GroupSync::None;
}
inline GroupSync groupOfType(QualType T) {
  T = T.getNonReferenceType();
  if (T->isPointerType())
    T = T->getPointeeType();
  return groupOfRecord(T->getAsCXXRecordDecl());
}

// The group whose sync C is, and its expression (null for a static call
// by the class's name); nullopt when C is not a group's sync.
inline std::optional<std::pair<GroupSync, const Expr *>> groupSyncOperand(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !F->getIdentifier() || F->getName() != "sync" || !inCooperativeGroups(F))
    return std::nullopt;
  if (const auto *M = dyn_cast<CXXMethodDecl>(F)) {
    const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParenImpCasts());
    const Expr *Object = ME ? ME->getBase() : nullptr;
    if (!Object || ME->isArrow())
      return std::make_pair(Object ? groupOfType(Object->getType()) : groupOfRecord(M->getParent()),
                            nullptr);
    return std::make_pair(groupOfType(Object->getType()), Object);
  }
  if (C->getNumArgs() != 1)
    return std::nullopt;
  return std::make_pair(groupOfType(C->getArg(0)->getType()), C->getArg(0));
}

// Which functions synchronise, transitively through the calls they make. A
// call of a function of the file that synchronises (a device function with
// barriers or warp operations) is a collective call: the rewrite calls a
// version of it that runs the calling threads as loops (Block: it has
// barriers, called by the whole block; WarpOp: warp operations only, called
// by a warp).
class SyncOracle {
public:
  SyncOracle(const SourceManager &SM, llvm::function_ref<bool(FileID)> Rewritable)
      : SM(SM), Rewritable(Rewritable) {}

  unsigned ofStmt(const Stmt *S) {
    if (!S)
      return NoSync;
    auto It = StmtMemo.find(S);
    if (It != StmtMemo.end())
      return It->second;
    // A statement reached again while it is being found (a template's call
    // whose instantiations lead back to it): nothing more, as ofFunction
    // assumes of recursion.
    StmtMemo[S] = NoSync;
    unsigned F = NoSync;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      llvm::StringRef N = calleeName(C);
      const GroupSync G = groupSync(C);
      if (G == GroupSync::Block)
        F |= Barrier;
      else if (G == GroupSync::Warp)
        F |= WarpOp;
      else if (G == GroupSync::Unknown)
        F |= Calls; // not followed: the plan says why (unknownGroupSync)
      else if (isBarrierName(N))
        F |= Barrier;
      else if (isWarpName(N))
        F |= WarpOp;
      else if (const NonTypeTemplateParmDecl *P = parameterCallee(C)) {
        // A call of a template's function-pointer parameter: where the
        // file's instantiations pass functions that do not synchronise
        // (an activation), an ordinary call; else taken as a warp
        // operation, which the template's callers must pass (checked
        // there).
        if (!instantiationsCallOnlyPlainFunctions(C)) {
          Parameter[C] = P;
          F |= WarpOp;
        }
      } else if (const unsigned W = engineWait(N); W && isEngine(C)) {
        FiberCalls.insert(C);
        F |= W | Opaque;
      } else if (throughPointer(C)) {
        F |= Calls;
      } else {
        F |= ofCall(C);
      }
    }
    if (const auto *C = dyn_cast<CallExpr>(S);
        C && !C->getDirectCallee() && C->getCallee() &&
        (C->isTypeDependent() || C->getCallee()->isTypeDependent()) && !Collective.count(C)) {
      // A call in a template that names no function yet (its callee or its
      // arguments depend on the template's parameters): what the same call
      // does in the template's instantiations; made on fibers.
      // (A call through a function pointer there is left to the engine,
      // which stops the run if it synchronises, as for any such call.)
      unsigned G = NoSync;
      if (auto It = Instantiated.find(key(C)); It != Instantiated.end()) {
        for (const CallExpr *I : It->second)
          if (!throughPointer(I))
            G |= ofStmt(I);
      } else if (Rewritable(SM.getFileID(SM.getExpansionLoc(C->getBeginLoc()))) &&
                 !inInstantiatedTemplate(C)) {
        // No instantiation in the file says what it calls (a template the
        // file does not instantiate: a header's, or a run-time compiled
        // program's before its name expressions): it may synchronise the
        // block, so it is made on fibers. (In a template that is
        // instantiated, a call none of its instantiations makes lies in a
        // branch they discard: it never runs. A library's templates, outside
        // the files the rewrite writes, are not: std::min's overloads would
        // all count.)
        G = Barrier;
        Unresolved.insert(C);
      }
      if (G & Calls) {
        F |= Calls;
      } else if (G & (Barrier | WarpOp)) {
        FiberCalls.insert(C);
        F |= fiberCall(G);
      }
    }
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      F |= ofStmt(L->getBody());
    for (const Stmt *Child : S->children())
      F |= ofStmt(Child);
    StmtMemo[S] = F;
    return F;
  }

  /// Records the calls in the bodies of template instantiations, by where
  /// they are written: what a call of a template that is not resolved does
  /// is what its instantiations do.
  void indexInstantiations(ASTContext &Ctx) {
    this->Ctx = &Ctx;
    struct Index : RecursiveASTVisitor<Index> {
      SyncOracle *O;
      unsigned InInstantiation = 0;
      bool shouldVisitTemplateInstantiations() const { return true; }
      bool TraverseFunctionDecl(FunctionDecl *F) { return traverse(F); }
      bool TraverseCXXMethodDecl(CXXMethodDecl *F) { return traverse(F); }
      bool traverse(FunctionDecl *F) {
        const bool Inst = F->isTemplateInstantiation() ||
                          F->getTemplateSpecializationKind() == TSK_ImplicitInstantiation ||
                          isa_and_nonnull<ClassTemplateSpecializationDecl>(F->getParent());
        InInstantiation += Inst;
        bool R = isa<CXXMethodDecl>(F)
                     ? RecursiveASTVisitor::TraverseCXXMethodDecl(cast<CXXMethodDecl>(F))
                     : RecursiveASTVisitor::TraverseFunctionDecl(F);
        InInstantiation -= Inst;
        return R;
      }
      bool VisitFunctionDecl(FunctionDecl *F) {
        if (const FunctionDecl *P = F->getTemplateInstantiationPattern(); P && P != F)
          O->InstantiatedPatterns.insert(P->getCanonicalDecl());
        return true;
      }
      bool VisitVarDecl(VarDecl *V) {
        if (InInstantiation && V->isLocalVarDeclOrParm())
          O->InstantiatedVars[V->getLocation().getRawEncoding()].push_back(V);
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        if (InInstantiation)
          O->Instantiated[key(C)].push_back(C);
        if (const FunctionDecl *F = C->getDirectCallee())
          O->CallsTo[F->getCanonicalDecl()].push_back(C);
        return true;
      }
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (const auto *F = dyn_cast<FunctionDecl>(E->getDecl()))
          ++O->References[F->getCanonicalDecl()];
        return true;
      }
    } I;
    I.O = this;
    I.TraverseDecl(Ctx.getTranslationUnitDecl());
  }

  /// A type with a destructor that template variable V (its type dependent)
  /// has in an instantiation the file makes, or a null type.
  QualType destructedInstantiation(const VarDecl *V) const {
    auto It = InstantiatedVars.find(V->getLocation().getRawEncoding());
    if (It != InstantiatedVars.end())
      for (const VarDecl *I : It->second)
        if (I->getType().getNonReferenceType().isDestructedType())
          return I->getType();
    return QualType();
  }
  /// A type with a destructor of the value call C returns (a reference is
  /// kept as a pointer) or, with Args, of one of its arguments, in C or in
  /// an instantiation the file makes of C's template; or a null type.
  QualType destructedValue(const CallExpr *C, bool Args) const {
    if (QualType T = destructedValueOf(C, Args); !T.isNull())
      return T;
    auto It = Instantiated.find(key(C));
    if (It != Instantiated.end())
      for (const CallExpr *I : It->second)
        if (QualType T = destructedValueOf(I, Args); !T.isNull())
          return T;
    return QualType();
  }

  /// What call C is as a cooperative group's sync (None: not one). A
  /// thread_group is followed to where it comes from: a local variable's
  /// initialiser (never assigned), a parameter's arguments at every call of
  /// its function (never taken by address): tiled_partition(g, n) is a tile
  /// (on this backend, of at most 32 threads: a warp's lanes), a
  /// thread_block the block (one of unknown origin outside the files the
  /// rewrite writes: None).
  GroupSync groupSync(const CallExpr *C) {
    const auto Op = groupSyncOperand(C);
    if (!Op)
      return GroupSync::None;
    const GroupSync T = Op->first;
    if (T != GroupSync::Unknown)
      return T;
    const GroupSync G = Op->second ? groupOf(Op->second, 0) : GroupSync::Unknown;
    // (Outside the files the rewrite writes, a thread_group's sync of
    // unknown origin stays a library call, which the function that makes
    // it is called on fibers for.)
    if (G == GroupSync::Unknown && !Rewritable(SM.getFileID(SM.getExpansionLoc(C->getBeginLoc()))))
      return GroupSync::None;
    return G;
  }

  /// The first sync of a thread_group of unknown origin in S or in the
  /// functions it calls (directly), or null.
  const CallExpr *unknownGroupSync(const Stmt *S, unsigned Depth = 0) {
    if (!S || Depth > 16)
      return nullptr;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      if (groupSync(C) == GroupSync::Unknown)
        return C;
      if (const FunctionDecl *F = C->getDirectCallee(); F && (ofStmt(C) & Calls))
        if (const FunctionDecl *D = F->getTemplateInstantiationPattern() ? F->getTemplateInstantiationPattern() : F; D->getBody())
          if (const CallExpr *G = unknownGroupSync(D->getBody(), Depth + 1))
            return G;
    }
    for (const Stmt *Child : S->children())
      if (const CallExpr *G = unknownGroupSync(Child, Depth))
        return G;
    return nullptr;
  }

  /// Whether E (an array or a pointer) is a __shared__ variable of the
  /// block or a pointer that can only point into one: a pointer variable
  /// initialised from one and never assigned, dynamic shared memory, a
  /// parameter given one at every call of its function.
  bool pointsToShared(const Expr *E, unsigned Depth = 0) {
    if (!E || Depth > 8)
      return false;
    E = E->IgnoreParenCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens()))
        return pointsToShared(A->getBase(), Depth + 1);
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAdditiveOp())
      return B->getLHS()->getType()->isPointerType() ? pointsToShared(B->getLHS(), Depth + 1)
                                                     : pointsToShared(B->getRHS(), Depth + 1);
    if (const auto *C = dyn_cast<CallExpr>(E))
      return calleeName(C) == "dynamicSharedMemory" && isEngine(C);
    const auto *R = dyn_cast<DeclRefExpr>(E);
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V)
      return false;
    const QualType T = V->getType();
    if (T->isArrayType())
      return V->isStaticLocal() && V->getTLSKind() != VarDecl::TLS_None; // __shared__
    if (!T->isPointerType() || T->isReferenceType())
      return false;
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      return allArguments(P, [&](const Expr *A) { return pointsToShared(A, Depth + 1); });
    const auto *F = dyn_cast<FunctionDecl>(V->getDeclContext());
    return V->hasLocalStorage() && F && F->getBody() && !assigned(V, F->getBody()) &&
           pointsToShared(V->getInit(), Depth + 1);
  }

  /// The function-pointer template parameter a call calls, or null.
  const NonTypeTemplateParmDecl *parameter(const CallExpr *C) const {
    return Parameter.lookup(C);
  }
  static const NonTypeTemplateParmDecl *parameterCallee(const CallExpr *C) {
    if (C->getDirectCallee())
      return nullptr;
    const auto *R = dyn_cast<DeclRefExpr>(C->getCallee()->IgnoreParenImpCasts());
    const auto *P = R ? dyn_cast<NonTypeTemplateParmDecl>(R->getDecl()) : nullptr;
    return P && P->getType()->isFunctionPointerType() ? P : nullptr;
  }
  /// The function (its pattern) a collective call calls, or null.
  const FunctionDecl *collective(const CallExpr *C) const {
    return Collective.lookup(C);
  }
  /// Whether the calling threads make call C on fibers (Opaque).
  bool onFibers(const CallExpr *C) const { return FiberCalls.contains(C); }
  /// Whether F is a template of the file that the file does not
  /// instantiate and that makes (in its own body) a call nothing resolves.
  bool uninstantiated(const FunctionDecl *F) const {
    if (!F->isDependentContext() || InstantiatedPatterns.contains(F->getCanonicalDecl()))
      return false;
    const SourceRange R = F->getSourceRange();
    return llvm::any_of(Unresolved, [&](const CallExpr *C) {
      const SourceLocation L = C->getBeginLoc();
      return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
             !SM.isBeforeInTranslationUnit(R.getEnd(), L);
    });
  }
  /// Whether C is a call of a template the file does not instantiate,
  /// whose callee nothing resolves (made on fibers: it may synchronise).
  bool unresolved(const CallExpr *C) const { return Unresolved.contains(C); }
  unsigned ofFunction(const FunctionDecl *F) {
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
      F = P;
    auto It = FunctionMemo.find(F);
    if (It != FunctionMemo.end())
      return It->second;
    FunctionMemo[F] = NoSync; // recursion: assume not, until proven
    const Stmt *Body = F->getBody();
    unsigned Result = Body ? ofStmt(Body) : NoSync;
    FunctionMemo[F] = Result;
    return Result;
  }

  /// The first call in S that synchronises in a way the rewrite cannot
  /// follow (for messages).
  const CallExpr *firstSyncCall(const Stmt *S) {
    if (!S)
      return nullptr;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      llvm::StringRef N = calleeName(C);
      if (!isBarrierName(N) && !isWarpName(N) && (ofStmt(C) & Calls) &&
          !(childFlags(C) & Calls))
        return C;
    }
    for (const Stmt *Child : S->children())
      if (const CallExpr *C = firstSyncCall(Child))
        return C;
    return nullptr;
  }

private:
  // The group a thread_group expression holds (see groupSync).
  GroupSync groupOf(const Expr *E, unsigned Depth) {
    if (!E || Depth > 8)
      return GroupSync::Unknown;
    for (;;) {
      E = E->IgnoreParenImpCasts();
      if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
        E = M->getSubExpr();
      else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
        E = B->getSubExpr();
      else if (const auto *C = dyn_cast<CXXConstructExpr>(E);
               C && C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
        E = C->getArg(0);
      else
        break;
    }
    const GroupSync T = groupOfType(E->getType());
    if (T != GroupSync::Unknown)
      return T == GroupSync::None ? GroupSync::Unknown : T; // (the grid: not known)
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = C->getDirectCallee();
      // tiled_partition(parent, n), n a constant up to 32: a tile of one
      // warp's lanes.
      Expr::EvalResult N;
      if (F && F->getIdentifier() && F->getName() == "tiled_partition" &&
          inCooperativeGroups(F) && C->getNumArgs() == 2 && Ctx &&
          !C->getArg(1)->isValueDependent() && C->getArg(1)->EvaluateAsInt(N, *Ctx) &&
          N.Val.getInt().getZExtValue() <= 32)
        return GroupSync::Warp;
      return GroupSync::Unknown;
    }
    const auto *R = dyn_cast<DeclRefExpr>(E);
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || V->getType()->isReferenceType())
      return GroupSync::Unknown;
    if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
      GroupSync K = GroupSync::None;
      const bool Known = allArguments(P, [&](const Expr *A) {
        const GroupSync G = groupOf(A, Depth + 1);
        if (G == GroupSync::Unknown || (K != GroupSync::None && K != G))
          return false;
        K = G;
        return true;
      });
      return Known && K != GroupSync::None ? K : GroupSync::Unknown;
    }
    const auto *F = dyn_cast<FunctionDecl>(V->getDeclContext());
    if (!V->hasLocalStorage() || !F || !F->getBody() || assigned(V, F->getBody()))
      return GroupSync::Unknown;
    return groupOf(V->getInit(), Depth + 1);
  }

  // Whether Pred holds of P's argument at every call of P's function (a
  // function of the file, not a template, called directly and never named
  // otherwise, with P never assigned in its body).
  bool allArguments(const ParmVarDecl *P, llvm::function_ref<bool(const Expr *)> Pred) {
    const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!F || F->isTemplated() || F->isTemplateInstantiation() || !F->getBody() ||
        assigned(P, F->getBody()))
      return false;
    const FunctionDecl *Key = F->getCanonicalDecl();
    auto It = CallsTo.find(Key);
    if (It == CallsTo.end() || References.lookup(Key) != It->second.size())
      return false; // no call seen, or named elsewhere (its address taken)
    const unsigned I = P->getFunctionScopeIndex();
    for (const CallExpr *C : It->second)
      if (I >= C->getNumArgs() || !Pred(C->getArg(I)))
        return false;
    return true;
  }

  // Whether Body assigns V (=, compound assignment, ++/--, a non-const
  // reference or address taken).
  static bool assigned(const VarDecl *V, const Stmt *Body) {
    struct Finder : RecursiveASTVisitor<Finder> {
      const VarDecl *V;
      bool Found = false;
      bool is(const Expr *E) const {
        const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        return R && R->getDecl() == V;
      }
      bool VisitBinaryOperator(BinaryOperator *B) {
        Found |= B->isAssignmentOp() && is(B->getLHS());
        return true;
      }
      bool VisitUnaryOperator(UnaryOperator *U) {
        Found |= (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && is(U->getSubExpr());
        return true;
      }
      bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) {
        Found |= C->isAssignmentOp() && C->getNumArgs() > 0 && is(C->getArg(0));
        return true;
      }
      bool VisitVarDecl(VarDecl *D) {
        Found |= D->getType()->isReferenceType() &&
                 !D->getType()->getPointeeType().isConstQualified() && D->getInit() &&
                 is(D->getInit());
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        const FunctionDecl *F = C->getDirectCallee();
        for (unsigned I = 0; I < C->getNumArgs(); ++I) {
          if (!is(C->getArg(I)))
            continue;
          const QualType T = F && I < F->getNumParams() ? F->getParamDecl(I)->getType() : QualType();
          Found |= T.isNull() || (T->isReferenceType() && !T->getPointeeType().isConstQualified());
        }
        return true;
      }
    } Fi;
    Fi.V = V;
    Fi.TraverseStmt(const_cast<Stmt *>(Body));
    return Fi.Found;
  }

  // What a call made on fibers is to its caller: a call with barriers is
  // made by the whole block, its warp operations among the block's fibers
  // inside it (so a statement with one splits at block level, as one with
  // a collective call of barriers does); one with only warp operations is
  // made by a warp.
  static unsigned fiberCall(unsigned G) {
    return Opaque | ((G & Barrier) ? unsigned(Barrier) : (G & WarpOp));
  }

  unsigned childFlags(const Stmt *S) {
    unsigned F = NoSync;
    for (const Stmt *Child : S->children())
      F |= ofStmt(Child);
    return F;
  }
  // A call through a function pointer: a non-type template parameter or a
  // variable of pointer-to-function type (llm.c's blockReduce<warpReduce>).
  static bool throughPointer(const CallExpr *C) {
    if (C->getDirectCallee())
      return false;
    const Expr *E = C->getCallee()->IgnoreParenImpCasts();
    if (const auto *R = dyn_cast<DeclRefExpr>(E)) {
      if (isa<NonTypeTemplateParmDecl>(R->getDecl()))
        return true;
      const QualType T = R->getDecl()->getType();
      return T->isFunctionPointerType() || T->isFunctionReferenceType();
    }
    return isa<SubstNonTypeTemplateParmExpr>(E);
  }

  unsigned ofCall(const CallExpr *C) {
    llvm::SmallVector<const FunctionDecl *, 4> Callees;
    const FunctionDecl *Direct = C->getDirectCallee();
    if (Direct)
      Callees.push_back(Direct);
    else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(
                 C->getCallee()->IgnoreParenImpCasts()))
      for (const NamedDecl *D : U->decls()) {
        if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
          Callees.push_back(T->getTemplatedDecl());
        else if (const auto *F = dyn_cast<FunctionDecl>(D))
          Callees.push_back(F);
      }
    // A call a template leaves unresolved of a function template with
    // explicit specialisations may call one of them, whose body is not the
    // template's: what the instantiations' calls do (ofStmt), on fibers.
    if (!Direct && llvm::any_of(Callees, hasExplicitSpecialization))
      return NoSync;
    // (Of an overload set, those that can take the call's arguments.)
    unsigned G = NoSync;
    for (const FunctionDecl *F : Callees)
      if (Direct || mayTake(F, C->getNumArgs()))
        G |= ofFunction(F);
    if (G == NoSync)
      return NoSync;
    // A call in a template that names one function (template) is resolved
    // to it when the template is instantiated.
    const FunctionDecl *P = Direct ? Direct : Callees.size() == 1 ? Callees[0] : nullptr;
    if (P && P->getTemplateInstantiationPattern())
      P = P->getTemplateInstantiationPattern();
    if (G & Calls)
      return Calls;
    if (P && eligible(P)) {
      Collective[C] = P;
      return (G & Barrier) ? Barrier : WarpOp;
    }
    FiberCalls.insert(C);
    return fiberCall(G);
  }

  /// Whether a call with Args arguments may call F.
  static bool mayTake(const FunctionDecl *F, unsigned Args) {
    if (Args < F->getMinRequiredArguments())
      return false;
    return F->isVariadic() || Args <= F->getNumParams() ||
           llvm::any_of(F->parameters(), [](const ParmVarDecl *P) { return P->isParameterPack(); });
  }

  static bool hasExplicitSpecialization(const FunctionDecl *F) {
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      for (const FunctionDecl *S : T->specializations())
        if (S->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
          return true;
    return false;
  }

  bool eligible(const FunctionDecl *F) const {
    if (isa<CXXMethodDecl>(F) || F->isVariadic() || !F->getBody() ||
        !Rewritable(SM.getFileID(SM.getExpansionLoc(F->getLocation()))) ||
        F->getReturnType()->isReferenceType() ||
        F->getReturnType()->isUndeducedType())
      return false;
    for (const ParmVarDecl *P : F->parameters()) {
      const QualType T = P->getType();
      if (T->isReferenceType() && !T->getPointeeType().isConstQualified())
        return false;
    }
    return true;
  }

  const SourceManager &SM;
  const ASTContext *Ctx = nullptr; // (indexInstantiations)
  llvm::function_ref<bool(FileID)> Rewritable;
  llvm::DenseMap<const Stmt *, unsigned> StmtMemo;
  llvm::DenseMap<const FunctionDecl *, unsigned> FunctionMemo;
  llvm::DenseMap<const CallExpr *, const FunctionDecl *> Collective;
  llvm::DenseMap<const CallExpr *, const NonTypeTemplateParmDecl *> Parameter;
  llvm::SmallPtrSet<const CallExpr *, 16> FiberCalls;
  // Every direct call of each function (canonical), and how many times it
  // is named (a call names it once).
  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> CallsTo;
  llvm::DenseMap<const FunctionDecl *, unsigned> References;
  /// Whether the file instantiates the template that makes call C, and
  /// each instantiation's call is of a function named there (a template
  /// argument) that does not synchronise.
  bool instantiationsCallOnlyPlainFunctions(const CallExpr *C) {
    auto It = Instantiated.find(key(C));
    if (It == Instantiated.end() || It->second.empty())
      return false;
    for (const CallExpr *I : It->second) {
      const Expr *E = I->getCallee()->IgnoreParenImpCasts();
      while (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
        E = S->getReplacement()->IgnoreParenImpCasts();
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
        E = U->getSubExpr()->IgnoreParenImpCasts();
      const auto *R = dyn_cast<DeclRefExpr>(E);
      const auto *F = R ? dyn_cast<FunctionDecl>(R->getDecl()) : nullptr;
      if (!F || ofFunction(F) != NoSync)
        return false;
    }
    return true;
  }
  /// Whether the function C is written in is a template (or a member of
  /// one) that the file instantiates, or not a template at all.
  bool inInstantiatedTemplate(const CallExpr *C) {
    if (!Ctx)
      return true;
    DynTypedNodeList Parents = const_cast<ASTContext *>(Ctx)->getParents(*C);
    while (!Parents.empty()) {
      if (const auto *F = Parents[0].get<FunctionDecl>()) {
        // A lambda's call operator: the function it is written in decides.
        if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && M->getParent()->isLambda()) {
          Parents = const_cast<ASTContext *>(Ctx)->getParents(*M->getParent());
          continue;
        }
        return !F->isDependentContext() ||
               InstantiatedPatterns.contains(F->getCanonicalDecl());
      }
      if (const auto *S = Parents[0].get<Stmt>())
        Parents = const_cast<ASTContext *>(Ctx)->getParents(*S);
      else if (const auto *D = Parents[0].get<Decl>())
        Parents = const_cast<ASTContext *>(Ctx)->getParents(*D);
      else
        return true;
    }
    return true;
  }
  static QualType destructedValueOf(const CallExpr *C, bool Args) {
    if (C->isPRValue() && C->getType().isDestructedType())
      return C->getType();
    if (Args)
      for (const Expr *A : C->arguments())
        if (A->getType().isDestructedType())
          return A->getType();
    return QualType();
  }
  // The templates (their patterns, canonical) the file instantiates.
  llvm::SmallPtrSet<const FunctionDecl *, 32> InstantiatedPatterns;
  llvm::SmallPtrSet<const CallExpr *, 16> Unresolved;
  static std::pair<unsigned, unsigned> key(const CallExpr *C) {
    return {C->getBeginLoc().getRawEncoding(), C->getEndLoc().getRawEncoding()};
  }
  std::map<std::pair<unsigned, unsigned>, std::vector<const CallExpr *>> Instantiated;
  // The local variables of instantiations, by their location (that of the
  // pattern's variable).
  llvm::DenseMap<unsigned, std::vector<const VarDecl *>> InstantiatedVars;
};

// Whether any function reachable from S reads the running thread's index
// (threadIdx in a callee, the engine's laneId, ...): then the loops also
// keep the thread-local index current, not only their own.
class ThreadStateOracle {
public:
  bool ofStmt(const Stmt *S) {
    if (!S)
      return false;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F) {
        if (!isPureCallee(C))
          return true; // unresolved or through a pointer: assume it does
      } else if (!isPureFunction(F) && functionReads(F)) {
        return true;
      }
    }
    if (const auto *C = dyn_cast<CXXConstructExpr>(S))
      if (functionReads(C->getConstructor()))
        return true;
    for (const Stmt *Child : S->children())
      if (ofStmt(Child))
        return true;
    return false;
  }

private:
  static bool isPureCallee(const CallExpr *C) {
    llvm::StringRef N = calleeName(C);
    return !N.empty() && isPureFunctionName(N);
  }
  bool functionReads(const FunctionDecl *F) {
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
      F = P;
    auto It = Memo.find(F);
    if (It != Memo.end())
      return It->second;
    Memo[F] = false;
    bool Result = false;
    // Without a body: library code (libc, libm), the engine's waits (split
    // off or run on fibers, which set the thread themselves), or its
    // reports of the running thread (__trap's).
    if (const Stmt *Body = F->getBody())
      Result = Uniformity::readsThreadIndex(Body) || ofStmt(Body);
    else
      Result = F->getQualifiedNameAsString() == "axl::cpu::detail::kernelAbort" ||
               F->getQualifiedNameAsString() == "axl::cpu::detail::kernelFail";
    // A constructor's base and member initialisers (a tile's lane mask,
    // computed from the running thread's lane) are outside its body.
    if (const auto *K = dyn_cast<CXXConstructorDecl>(F); K && !Result)
      for (const CXXCtorInitializer *I : K->inits())
        if (const Expr *Init = I->getInit();
            Init && (Uniformity::readsThreadIndex(Init) || ofStmt(Init))) {
          Result = true;
          break;
        }
    Memo[F] = Result;
    return Result;
  }
  llvm::DenseMap<const FunctionDecl *, bool> Memo;
};

// Variables of scalar or pointer type that the kernel writes: assigned,
// incremented, address taken, bound to a reference or passed to a
// non-const reference parameter. (ExprMutationAnalyzer answers "mutated"
// for any use in a dependent expression, which would keep every variable of
// a template kernel per thread.)
class WrittenScalars {
public:
  explicit WrittenScalars(const Stmt *Body) { walk(Body); }
  bool contains(const VarDecl *V) const { return Written.contains(V); }

private:
  static const VarDecl *target(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow())
        return nullptr;
      E = M->getBase()->IgnoreParenImpCasts();
    }
    const auto *R = dyn_cast<DeclRefExpr>(E);
    return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  }
  void mark(const Expr *E) {
    // (A const variable, a constexpr one too, is not written: a call the
    // template does not resolve cannot bind it to a reference it writes
    // through, nor can the operator a dependent comparison calls.)
    if (const VarDecl *V = target(E); V && !V->getType().isConstQualified())
      Written.insert(V);
  }
  void walk(const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      mark(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
        mark(U->getSubExpr());
    if (const auto *O = dyn_cast<CXXOperatorCallExpr>(S); O && O->isAssignmentOp())
      mark(O->getArg(0));
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *X : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(X))
          if (V->getType()->isReferenceType() && V->getInit() &&
              !V->getType()->getPointeeType().isConstQualified())
            mark(V->getInit());
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      if (const FunctionDecl *F = C->getDirectCallee()) {
        for (unsigned I = 0; I < C->getNumArgs() && I < F->getNumParams(); ++I) {
          const QualType T = F->getParamDecl(I)->getType();
          if (T->isReferenceType() && !T->getPointeeType().isConstQualified())
            mark(C->getArg(I));
        }
      } else {
        // Not resolved (in a template): any argument may bind to a
        // reference the callee writes through.
        for (const Expr *A : C->arguments())
          mark(A);
      }
    }
    if (const auto *C = dyn_cast<CXXConstructExpr>(S)) {
      const CXXConstructorDecl *F = C->getConstructor();
      for (unsigned I = 0; I < C->getNumArgs() && I < F->getNumParams(); ++I) {
        const QualType T = F->getParamDecl(I)->getType();
        if (T->isReferenceType() && !T->getPointeeType().isConstQualified())
          mark(C->getArg(I));
      }
    }
    if (const auto *C = dyn_cast<CXXUnresolvedConstructExpr>(S))
      for (const Expr *A : C->arguments())
        mark(A);
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      walk(L->getBody());
    for (const Stmt *C : S->children())
      walk(C);
  }
  llvm::SmallPtrSet<const VarDecl *, 16> Written;
};

} // namespace axl::loops::detail
