//===- KernelLoops.cpp - kernels as loops over their threads --------------===//
#include "loops/KernelLoops.h"
#include "loops/Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
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

using namespace clang;

namespace axl::loops {
namespace {

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

bool isBarrierName(llvm::StringRef N) {
  return N == "__syncthreads" || N == "__syncthreads_count" ||
         N == "__syncthreads_and" || N == "__syncthreads_or";
}

bool isWarpName(llvm::StringRef N) {
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
unsigned engineWait(llvm::StringRef N) {
  if (N == "syncThreads" || N == "gridSync")
    return Barrier;
  // A sleep lets the block's other threads run: a barrier-level call, so
  // that it sleeps once for the block.
  if (N == "yieldThread" || N == "__nanosleep")
    return Barrier;
  if (N == "warpCollective" || N == "activeLanes")
    return WarpOp;
  return NoSync;
}

// Whether C calls the engine's (the kernel language's) function of its
// name, not a function of the program's that happens to share it.
bool isEngine(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F)
    return false;
  const std::string Q = F->getQualifiedNameAsString();
  return llvm::StringRef(Q).starts_with("axl::cpu::") || Q == "__nanosleep";
}

// The warp operations the rewrite splits a loop over lanes at: those of
// isWarpName ending in _sync but the matches, and __activemask (the others
// are made on fibers).
bool isSplitWarpName(llvm::StringRef N) {
  return isWarpName(N) && ((N.ends_with("_sync") && !N.starts_with("__match")) ||
                           N == "__activemask");
}

llvm::StringRef calleeName(const CallExpr *C);

// The first call of a function named N in S (lambdas included).
const CallExpr *findCall(const Stmt *S, llvm::StringRef N) {
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

llvm::StringRef calleeName(const CallExpr *C) {
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
    unsigned F = NoSync;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      llvm::StringRef N = calleeName(C);
      if (isBarrierName(N))
        F |= Barrier;
      else if (isWarpName(N))
        F |= WarpOp;
      else if (const NonTypeTemplateParmDecl *P = parameterCallee(C)) {
        // A call of a template's function-pointer parameter: taken as a warp
        // operation, which the template's callers must pass (checked there).
        Parameter[C] = P;
        F |= WarpOp;
      } else if (const unsigned W = engineWait(N); W && isEngine(C)) {
        FiberCalls.insert(C);
        F |= W | Opaque;
      } else if (throughPointer(C)) {
        F |= Calls;
      } else {
        F |= ofCall(C);
      }
    }
    if (const auto *C = dyn_cast<CallExpr>(S); C && !C->getDirectCallee() && C->getCallee() &&
                                                C->getCallee()->isTypeDependent() &&
                                                !Collective.count(C)) {
      // A call in a template that names no function yet: what the same
      // call does in the template's instantiations; made on fibers.
      // (A call through a function pointer there is left to the engine,
      // which stops the run if it synchronises, as for any such call.)
      unsigned G = NoSync;
      if (auto It = Instantiated.find(key(C)); It != Instantiated.end())
        for (const CallExpr *I : It->second)
          if (!throughPointer(I))
            G |= ofStmt(I);
      if (G & Calls) {
        F |= Calls;
      } else if (G & (Barrier | WarpOp)) {
        FiberCalls.insert(C);
        F |= Opaque | (G & (Barrier | WarpOp));
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
      bool VisitCallExpr(CallExpr *C) {
        if (InInstantiation)
          O->Instantiated[key(C)].push_back(C);
        return true;
      }
    } I;
    I.O = this;
    I.TraverseDecl(Ctx.getTranslationUnitDecl());
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
    unsigned G = NoSync;
    for (const FunctionDecl *F : Callees)
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
    return Opaque | (G & (Barrier | WarpOp));
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
  llvm::function_ref<bool(FileID)> Rewritable;
  llvm::DenseMap<const Stmt *, unsigned> StmtMemo;
  llvm::DenseMap<const FunctionDecl *, unsigned> FunctionMemo;
  llvm::DenseMap<const CallExpr *, const FunctionDecl *> Collective;
  llvm::DenseMap<const CallExpr *, const NonTypeTemplateParmDecl *> Parameter;
  llvm::SmallPtrSet<const CallExpr *, 16> FiberCalls;
  static std::pair<unsigned, unsigned> key(const CallExpr *C) {
    return {C->getBeginLoc().getRawEncoding(), C->getEndLoc().getRawEncoding()};
  }
  std::map<std::pair<unsigned, unsigned>, std::vector<const CallExpr *>> Instantiated;
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
    if (const VarDecl *V = target(E))
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

// A piece of the plan: a stretch of statements run by every thread (a
// loop), a statement run once for the block, or a declaration moved to the
// block.
// A statement of a loop: whole, or the two halves of a statement with warp
// operations (Pre: each lane puts its operands; Post: the statement, each
// warp operation replaced by its lane's result).
// (Check: `__syncwarp(mask)`, whose mask each lane checks.)
enum class Form { Whole, Pre, Post, Check };

// A warp operation the rewrite splits a statement at.
// A call the rewrite splits a statement at: a warp operation, a barrier
// that returns a vote (__syncthreads_count/_and/_or), or a collective call
// of a device function.
struct WarpCall {
  const CallExpr *Call;
  llvm::StringRef Name;
  unsigned Exchange; // axlX<n> (warp operation), axlV<n> (vote), axlA<n>_*
  const FunctionDecl *Callee = nullptr; // a collective call: its pattern
  const NonTypeTemplateParmDecl *Parameter = nullptr; // a call through it
  std::vector<const FunctionDecl *> Passed; // Callee's function-pointer
                                            // arguments, whose loop versions
                                            // it gets too
  // A call made on fibers (SyncOracle::onFibers): the Calls node runs it for
  // each thread, whole.
  bool OnFibers = false;
  bool collective() const { return Callee || Parameter || OnFibers; }
  // A shuffle with uniform mask, lane or delta and width, of a known
  // trivially copyable type: through a WarpShuffle.
  bool Fast = false;
};

/// The function-pointer non-type template parameters of a function
/// template, in order.
std::vector<const NonTypeTemplateParmDecl *> functionParameters(const FunctionDecl *F) {
  std::vector<const NonTypeTemplateParmDecl *> Out;
  if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
    for (const NamedDecl *D : *T->getTemplateParameters())
      if (const auto *P = dyn_cast<NonTypeTemplateParmDecl>(D))
        if (P->getType()->isFunctionPointerType())
          Out.push_back(P);
  return Out;
}

/// The prototype a call calls (through a function or a pointer).
const FunctionProtoType *protoOf(const CallExpr *C) {
  QualType T = C->getCallee()->IgnoreParenImpCasts()->getType();
  if (T->isPointerType())
    T = T->getPointeeType();
  return T->getAs<FunctionProtoType>();
}

class KernelRewriter;
// The versions of the file's device functions that run their calling
// threads as loops, made on demand (for the kernels that call them).
class Collectives {
public:
  Collectives(ASTContext &Ctx, SyncOracle &Sync, ThreadStateOracle &State)
      : Ctx(Ctx), Sync(Sync), State(State) {}
  /// Whether F's version could be made; if not, Why says why.
  bool ensure(const FunctionDecl *F, std::string &Why);
  /// Insertions into the files: after each function, its version.
  std::map<std::pair<FileID, unsigned>, std::string> Inserts;

private:
  ASTContext &Ctx;
  SyncOracle &Sync;
  ThreadStateOracle &State;
  llvm::DenseMap<const FunctionDecl *, std::optional<std::string>> Done;
};

} // namespace

// L's file, escaped for a string literal, and line.
std::pair<std::string, unsigned> presumed(const SourceManager &SM, SourceLocation L) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  std::string Name;
  for (char C : llvm::StringRef(P.getFilename())) {
    if (C == '\\' || C == '"')
      Name += '\\';
    Name += C;
  }
  return {Name, P.getLine()};
}

std::string lineDirective(const SourceManager &SM, SourceLocation L) {
  auto [Name, Line] = presumed(SM, L);
  return "\n#line " + std::to_string(Line) + " \"" + Name + "\"\n";
}

namespace {

/// The name of the loop version of a device function.
std::string loopsName(const FunctionDecl *F) {
  return F->getNameAsString() + "_axlLoops";
}

struct Node {
  // Label: a switch's case or default label (S), Break: its break (at the
  // switch body's top level); Case: the statements after a label.
  enum Kind { Loop, BlockStmt, Hoisted, WarpGroup, Calls, Label, Break, Case } K;
  unsigned Id = 0;                      // Loop: its number
  bool Lanes = false;                   // Loop: over a warp's lanes
  std::vector<const Stmt *> Stmts;      // Loop: the statements; Hoisted: one
  std::vector<Form> Forms;              // Loop: how each statement runs
  const Stmt *S = nullptr;              // BlockStmt
  std::vector<std::vector<std::unique_ptr<Node>>> Seqs; // BlockStmt, WarpGroup
  llvm::SmallPtrSet<const VarDecl *, 8> Refs;           // Loop: variables read
  bool ReadsThreadState = false;                        // Loop
  // Loop, Calls: the threads that run it are those of active set Active
  // (axlAct<n>, per thread), or all that have not returned (-1).
  int Active = -1;
  // BlockStmt with a condition not the same in every thread: its threads
  // run in lockstep, those for which the condition holds in set Varying
  // (an if's else: VaryingElse). Loop: it computes set Varying from the
  // condition Cond of statement S (Start: the set before a loop's first
  // iteration, the outer set).
  int Varying = -1, VaryingElse = -1;
  const Expr *Cond = nullptr;
  bool Start = false;
};
using Seq = std::vector<std::unique_ptr<Node>>;

struct Failure {
  SourceLocation Where;
  std::string Why;
};

class KernelRewriter {
public:
  /// Kernel: a __global__ function; Function: a device function that
  /// synchronises, whose loop version is made.
  enum Mode { Kernel_, Function };
  KernelRewriter(ASTContext &Ctx, const FunctionDecl &Kernel, SyncOracle &Sync,
                 ThreadStateOracle &State, Collectives &Registry,
                 Mode M = Kernel_)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()),
        Kernel(Kernel), Sync(Sync), State(State), Registry(Registry), M(M),
        Body(cast<CompoundStmt>(Kernel.getBody())), Mutation(*Body, Ctx),
        Scalars(Body), U(Ctx),
        FID(SM.getFileID(SM.getExpansionLoc(Body->getLBracLoc()))) {}

  /// The text to insert after the kernel body's '{', or why there is none.
  std::optional<std::string> run();
  /// Function mode: the loop version's definition.
  std::optional<std::string> runFunction();
  Failure failure() const { return Fail ? *Fail : Failure{}; }

private:
  // Planning.
  Seq planSeq(llvm::ArrayRef<const Stmt *> Stmts, bool Warp);
  std::unique_ptr<Node> planBlockStmt(const Stmt *S, bool Warp);
  std::unique_ptr<Node> condLoop(const Stmt *Of, const Expr *Cond, int Set,
                                 bool Start, bool Warp);
  std::unique_ptr<Node> stmtLoop(const Stmt *S, int Set, bool Warp);
  void writeCondLoop(const Node &L, std::string &Out);
  std::string activeArrays();
  std::string argType(const WarpCall &W, unsigned I);
  std::string resultType(const WarpCall &W);
  bool splitCalls(const Stmt *S, bool Warp);
  std::string prologueArrays();
  void writeCalls(const Node &N, std::string &Out);
  bool hasDone() const { return M == Function || !Returns.empty(); }
  void classifyDecl(const DeclStmt *D, Seq &Out, std::vector<const Stmt *> &Pending);
  bool uniformForHeader(const ForStmt *F, bool Warp);
  bool hoistable(const Stmt *S);
  bool recomputableLambda(const VarDecl *V);
  bool fastShuffle(const CallExpr *C, llvm::StringRef N);
  int shuffledContext(const WarpCall &W);
  /// Uniform in the block; at warp level, in the warp (which the kernel's
  /// claim then requires of the block's shape).
  bool uniformAt(const Expr *E, bool Warp) {
    if (U.isUniform(E))
      return true;
    if (Warp && U.isWarpUniform(E)) {
      NeedsWarpRows = true;
      return true;
    }
    return false;
  }
  void checkThreadStmt(const Stmt *S);
  void collectRefs(const Stmt *S, Node &L);
  void addStmt(const Stmt *S, Node &L);
  void decideContext();
  bool isChanged(const VarDecl *V) {
    const QualType T = V->getType();
    if (T->isScalarType() && !T->isDependentType())
      return Scalars.contains(V);
    if (T->isDependentType() && !T->isReferenceType() && !T->isArrayType() &&
        !T->getAs<RecordType>())
      return Scalars.contains(V); // T, T*: values, as in CUDA code
    return Mutation.isMutated(V);
  }

  // Writing.
  void writeSeq(const Seq &Nodes, std::string &Out);
  void writeLoop(const Node &L, std::string &Out);
  void writeThreadBody(const Node &L, const IfStmt *Unguarded, std::string &Out,
                       const llvm::DenseMap<const Stmt *, std::string> *Replaced = nullptr,
                       const std::string *Custom = nullptr,
                       const std::string *Shadows = nullptr);
  void writeVarying(const Node &N, std::string &Out);
  std::string range(bool Lanes) const {
    return Lanes ? "::std::size_t(axlW) * 32, axlLanes" : "0, axlB.N";
  }
  const IfStmt *rowGuard(const Node &L);
  std::vector<std::pair<const VarDecl *, int64_t>> linearVars(const Node &L);
  void writeBlockStmt(const Node &N, std::string &Out);
  void writeHeaderAndBodies(const Node &N, std::string &Out);
  void writeRemat(const llvm::SmallPtrSetImpl<const VarDecl *> &Refs,
                  unsigned Except, SourceLocation Before, std::string &Out);
  void findReassigned();
  void demote(const VarDecl *V);
  void writeContextDecl(const DeclStmt *D, unsigned LoopId, std::string &Out);
  void writePre(const Stmt *S, std::string &Out);
  std::string stmtText(const Stmt *S, unsigned LoopId);
  std::string editedText(unsigned Begin, unsigned End, unsigned LoopId);
  std::string rangeText(SourceRange R);
  std::optional<CharSourceRange> fileRange(SourceRange R);
  std::string lineDirective(SourceLocation L);
  std::string typeText(QualType T);

  void fail(SourceLocation L, std::string Why) {
    if (!Fail)
      Fail = Failure{L, std::move(Why)};
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  const FunctionDecl &Kernel;
  SyncOracle &Sync;
  ThreadStateOracle &State;
  Collectives &Registry;
  Mode M;
  bool WarpFunction = false; // Function mode: called by a warp
  const CompoundStmt *Body;
  ExprMutationAnalyzer Mutation;
  WrittenScalars Scalars;
  Uniformity U;
  std::optional<Failure> Fail;

  unsigned NextLoop = 0;
  std::vector<Node *> Loops;
  // Variables declared directly in a sequence: the loop that declares them.
  llvm::DenseMap<const VarDecl *, unsigned> DeclaredIn;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> DeclOf;
  llvm::SmallPtrSet<const VarDecl *, 8> AddressTaken;
  // Variables kept per thread, numbered in order of declaration.
  llvm::MapVector<const VarDecl *, unsigned> Context;
  llvm::SmallPtrSet<const DeclStmt *, 8> ContextDecls;
  std::vector<const ReturnStmt *> Returns;
  // Statements split at warp operations, and their operations.
  llvm::DenseMap<const Stmt *, std::vector<WarpCall>> Splits;
  unsigned NextExchange = 0;
  // The calls made on fibers: the variables each reads.
  llvm::DenseMap<const CallExpr *, std::unique_ptr<Node>> FiberNodes;
  // While a call made on fibers is written: that call, kept in its text.
  const CallExpr *Whole = nullptr;
  bool NeedsWarpRows = false;
  // Active sets: the innermost one while planning, and how many there are.
  std::vector<int> ActiveStack;
  int NextActive = 0;
  int active() const { return ActiveStack.empty() ? -1 : ActiveStack.back(); }
  // Variables changed only by `v = e;` statements of the body's outermost
  // block: those statements, in order. While every e is thread-affine, the
  // variable is recomputed in each loop by replaying them.
  llvm::DenseMap<const VarDecl *, std::vector<const BinaryOperator *>> Reassigned;
  FileID FID; // the file the function is written in
};

std::optional<CharSourceRange> KernelRewriter::fileRange(SourceRange R) {
  CharSourceRange C = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  if (C.isInvalid() || SM.getFileID(C.getBegin()) != FID)
    return std::nullopt;
  return C;
}

std::string KernelRewriter::rangeText(SourceRange R) {
  auto C = fileRange(R);
  if (!C) {
    fail(R.getBegin(), "its text is partly inside a macro expansion");
    return "";
  }
  return Lexer::getSourceText(*C, SM, LO).str();
}

std::string KernelRewriter::lineDirective(SourceLocation L) {
  return loops::lineDirective(SM, L);
}

std::string KernelRewriter::typeText(QualType T) {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressScope = false;
  PP.FullyQualifiedName = true;
  PP.SuppressUnwrittenScope = false;
  return T.getAsString(PP);
}

// Statements of a sequence: barriers split it into loops, statements that
// contain barriers run once for the block, the rest gather into loops. A
// stretch between barriers with warp operations runs warp by warp (Warp:
// the sequence of one warp), split into loops over the lanes at each warp
// operation.
Seq KernelRewriter::planSeq(llvm::ArrayRef<const Stmt *> Stmts, bool Warp) {
  Seq Out;
  std::vector<const Stmt *> Pending;
  std::vector<Form> Forms;
  auto Flush = [&] {
    if (Pending.empty())
      return;
    bool HasWarpOps = false;
    for (const Stmt *S : Pending)
      HasWarpOps |= (Sync.ofStmt(S) & WarpOp) != 0;
    if (!Warp && HasWarpOps) {
      auto G = std::make_unique<Node>();
      G->K = Node::WarpGroup;
      std::vector<const Stmt *> Group = std::move(Pending);
      Pending.clear();
      Forms.clear();
      G->Seqs.push_back(planSeq(Group, /*Warp=*/true));
      Out.push_back(std::move(G));
      return;
    }
    auto L = std::make_unique<Node>();
    L->K = Node::Loop;
    L->Lanes = Warp;
    L->Id = NextLoop++;
    L->Active = active();
    L->Stmts = std::move(Pending);
    L->Forms = std::move(Forms);
    Pending.clear();
    Forms.clear();
    for (size_t I = 0; I < L->Stmts.size(); ++I) {
      const Stmt *S = L->Stmts[I];
      if (L->Forms[I] == Form::Pre) {
        for (const WarpCall &W : Splits[S]) {
          if (W.OnFibers)
            continue; // evaluated on its fibers
          collectRefs(W.Call, *L);
          L->ReadsThreadState |= State.ofStmt(W.Call);
        }
        continue;
      }
      addStmt(S, *L);
    }
    Loops.push_back(L.get());
    Out.push_back(std::move(L));
  };
  auto Add = [&](const Stmt *S, Form F) {
    Pending.push_back(S);
    Forms.push_back(F);
  };
  for (const Stmt *S : Stmts) {
    if (Fail)
      break;
    const unsigned F = Sync.ofStmt(S);
    // A statement split at a barrier-level call ends its loop before
    // statements with warp operations, which run warp by warp.
    if (!Warp && (F & WarpOp) && llvm::is_contained(Forms, Form::Post))
      Flush();
    if (F & Calls) {
      const CallExpr *C = Sync.firstSyncCall(S);
      fail(C ? C->getBeginLoc() : S->getBeginLoc(),
           "it calls '" + (C ? calleeName(C).str() : std::string("?")) +
               "' through a function pointer, which may synchronise (the "
               "rewrite cannot follow it)");
      break;
    }
    if (const auto *E = dyn_cast<Expr>(S)) {
      const auto *C = dyn_cast<CallExpr>(E->IgnoreImplicit());
      if (C && calleeName(C) == (Warp ? "__syncwarp" : "__syncthreads")) {
        Flush();
        // The next loop checks that each lane's mask includes it.
        if (Warp && C->getNumArgs() == 1 && !C->getArg(0)->isDefaultArgument() &&
            fileRange(C->getArg(0)->getSourceRange()))
          Add(S, Form::Check);
        continue;
      }
    }
    const bool Splittable = isa<Expr>(S) || isa<DeclStmt>(S) || isa<ReturnStmt>(S);
    const unsigned Level = Warp ? WarpOp : Barrier;
    if ((F & Level) && Splittable && !(!Warp && (F & WarpOp))) {
      // A statement with calls that synchronise: their operands in this
      // loop, the calls of device functions between the loops, the rest of
      // the statement in the next loop.
      if (!splitCalls(S, Warp))
        break;
      // Statements with warp operations before it form a group of their
      // own, run warp by warp; this one's operands go in a block loop.
      if (!Warp && llvm::any_of(Pending, [&](const Stmt *P) { return Sync.ofStmt(P) & WarpOp; }))
        Flush();
      if (const auto *D = dyn_cast<DeclStmt>(S))
        classifyDecl(D, Out, Pending), Pending.pop_back();
      Add(S, Form::Pre);
      Flush();
      bool Collective = false;
      for (const WarpCall &W : Splits[S]) {
        Collective |= W.collective();
        if (W.OnFibers) {
          // What the call reads, as a loop of its own would (the threads'
          // variables it names are kept per thread).
          auto L = std::make_unique<Node>();
          L->K = Node::Loop;
          L->Lanes = Warp;
          L->Id = NextLoop++;
          L->Active = active();
          L->S = S;
          collectRefs(W.Call, *L);
          Loops.push_back(L.get());
          FiberNodes[W.Call] = std::move(L);
        }
      }
      if (Collective) {
        auto N = std::make_unique<Node>();
        N->K = Node::Calls;
        N->S = S;
        N->Lanes = Warp;
        N->Active = active();
        Out.push_back(std::move(N));
      }
      Add(S, Form::Post);
      continue;
    }
    if ((F & Barrier) || (Warp && (F & WarpOp))) {
      Flush();
      if (auto N = planBlockStmt(S, Warp))
        Out.push_back(std::move(N));
      continue;
    }
    if (const auto *D = dyn_cast<DeclStmt>(S)) {
      const size_t Before = Pending.size();
      classifyDecl(D, Out, Pending);
      if (Pending.size() > Before)
        Forms.push_back(Form::Whole);
      continue;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(S)) {
      const auto *R = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens());
      const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
      if (V && U.ReassignedVars.contains(V) && !U.isThreadAffine(B->getRHS()))
        demote(V);
    }
    if (hoistable(S)) {
      // The uniform loop runs once for the block, a loop over the threads
      // inside it: each thread's statements keep their order, and the
      // inner loop walks memory along the threads (unit stride, as the GPU
      // reads it) instead of along the uniform counter.
      Flush();
      Out.push_back(planBlockStmt(S, Warp));
      continue;
    }
    checkThreadStmt(S);
    Add(S, Form::Whole);
  }
  Flush();
  return Out;
}

// The calls of a statement that the rewrite splits it at (at warp level:
// warp operations and calls of device functions with warp operations; at
// block level: barriers that vote and calls of device functions with
// barriers): each evaluated unconditionally (not under ?:, && or ||, not in
// a lambda), none inside another's operands, none written by a macro.
bool KernelRewriter::splitCalls(const Stmt *S, bool Warp) {
  std::vector<WarpCall> Calls;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *X, bool Cond) {
    if (!X || Fail)
      return;
    if (isa<LambdaExpr>(X))
      return;
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      llvm::StringRef N = calleeName(C);
      const FunctionDecl *Callee = Sync.collective(C);
      const bool Vote = N == "__syncthreads_count" || N == "__syncthreads_and" ||
                        N == "__syncthreads_or";
      if (Sync.onFibers(C) || (Warp && isWarpName(N) && !isSplitWarpName(N))) {
        // Made whole by each thread on a fiber: its operands too.
        if (Cond)
          return fail(C->getBeginLoc(), "a call that synchronises is evaluated conditionally");
        if (!fileRange(C->getSourceRange()))
          return fail(C->getBeginLoc(), "a call that synchronises is inside a macro expansion");
        if (Warp && (Sync.ofStmt(C) & Barrier))
          return fail(C->getBeginLoc(), "a call of '" + N.str() +
                                            "' with barriers in code that runs warp by warp");
        Calls.push_back({C, N, NextExchange++});
        Calls.back().OnFibers = true;
        return;
      }
      if (Warp ? isWarpName(N) : Vote) {
        // (the warp operations isSplitWarpName accepts, or a vote)
      } else if (const NonTypeTemplateParmDecl *P = Sync.parameter(C)) {
        if (!Warp || M != Function)
          return fail(C->getBeginLoc(), "a call through the function parameter '" +
                                            P->getName().str() + "' outside warp-level code");
        Calls.push_back({C, P->getName(), NextExchange++, nullptr, P});
        return;
      } else if (Callee) {
        const bool Block = (Sync.ofFunction(Callee) & Barrier) != 0;
        if (Block == Warp)
          return fail(C->getBeginLoc(), "a call of '" + N.str() + "' mixes warp and block synchronisation");
        if (!SM.isBeforeInTranslationUnit(Callee->getBodyRBrace(), C->getBeginLoc()))
          return fail(C->getBeginLoc(), "'" + N.str() + "' is defined after its caller");
        std::string Why;
        if (!Registry.ensure(Callee, Why))
          return fail(C->getBeginLoc(), "'" + N.str() + "' cannot run as loops: " + Why);
        // Functions passed as template arguments for function parameters
        // that the callee calls: their loop versions go along (each must be
        // a warp-level collective, and all template arguments explicit).
        std::vector<const FunctionDecl *> Passed;
        if (!functionParameters(Callee).empty()) {
          const auto *Ref = dyn_cast<DeclRefExpr>(C->getCallee()->IgnoreParenImpCasts());
          const FunctionDecl *Spec = C->getDirectCallee();
          const TemplateArgumentList *Args = Spec ? Spec->getTemplateSpecializationArgs() : nullptr;
          const FunctionTemplateDecl *T = Callee->getDescribedFunctionTemplate();
          if (!Ref || !Args || !T || Ref->getNumTemplateArgs() != T->getTemplateParameters()->size())
            return fail(C->getBeginLoc(), "a call of '" + N.str() + "' does not give all its template arguments");
          for (unsigned I = 0; I < Args->size(); ++I) {
            const auto *P = dyn_cast<NonTypeTemplateParmDecl>(T->getTemplateParameters()->getParam(I));
            if (!P || !P->getType()->isFunctionPointerType())
              continue;
            const ValueDecl *D = Args->get(I).getKind() == TemplateArgument::Declaration
                                     ? Args->get(I).getAsDecl()
                                     : nullptr;
            const auto *G = dyn_cast_or_null<FunctionDecl>(D);
            if (!G || (Sync.ofFunction(G) & (unsigned(Barrier) | unsigned(SyncFlags::Calls))) || !(Sync.ofFunction(G) & WarpOp))
              return fail(C->getBeginLoc(), "'" + N.str() + "' is given a function that is not a warp operation");
            if (const FunctionDecl *GP = G->getTemplateInstantiationPattern())
              G = GP;
            if (!Registry.ensure(G, Why))
              return fail(C->getBeginLoc(), "'" + G->getName().str() + "' cannot run as loops: " + Why);
            Passed.push_back(G);
          }
        }
        Calls.push_back({C, N, NextExchange++, Callee, nullptr, std::move(Passed)});
        if (!fileRange(C->getSourceRange()))
          return fail(C->getBeginLoc(), "a call that synchronises is inside a macro expansion");
        return;
      } else {
        bool Conditional = Cond;
        for (const Stmt *Child : X->children())
          Walk(Child, Conditional);
        return;
      }
      if (Cond)
        return fail(C->getBeginLoc(), "a call that synchronises is evaluated conditionally");
      if (!fileRange(C->getSourceRange()))
        return fail(C->getBeginLoc(), "a call that synchronises is inside a macro expansion");
      for (const Expr *A : C->arguments())
        if (Sync.ofStmt(A) != NoSync)
          return fail(A->getBeginLoc(), "a call that synchronises in another's operands");
      Calls.push_back({C, N, NextExchange++, Callee});
      Calls.back().Fast = fastShuffle(C, N);
      return;
    }
    bool Conditional = Cond || isa<ConditionalOperator>(X) ||
                       isa<BinaryConditionalOperator>(X);
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      Conditional |= B->isLogicalOp();
    for (const Stmt *C : X->children())
      Walk(C, Conditional);
  };
  Walk(S, false);
  if (Fail)
    return false;
  checkThreadStmt(S);
  Splits[S] = std::move(Calls);
  return !Fail;
}

// A declaration: type declarations, static and __shared__ variables and
// uniform constants move to the block; the rest stay with their loop.
void KernelRewriter::classifyDecl(const DeclStmt *D, Seq &Out,
                                  std::vector<const Stmt *> &Pending) {
  // Declarator by declarator (a later one may read an earlier one), then
  // the statement as a whole: hoisted if all are uniform, recomputed if all
  // are thread-affine.
  bool Hoist = true, Affine = true;
  llvm::SmallVector<const VarDecl *, 4> Vars;
  for (const Decl *X : D->decls()) {
    const auto *V = dyn_cast<VarDecl>(X);
    if (!V)
      continue; // typedef, using, static_assert, struct: block level
    if (V->isStaticLocal() || V->hasExternalStorage())
      continue;
    const QualType T = V->getType();
    const bool Plain =
        !T->isReferenceType() && !T->isArrayType() &&
        (T->isDependentType() ? !T->getAs<RecordType>()
                              : T->isScalarType() || T.isTriviallyCopyableType(Ctx));
    const bool Const = !isChanged(V);
    const bool Replayed = !Const && Reassigned.count(V);
    const Expr *Init = V->getInit();
    const bool Uniform = Plain && Const && Init && U.isUniform(Init);
    const bool ThisAffine = (Plain && (Const || Replayed) && Init && U.isThreadAffine(Init)) ||
                            (Const && recomputableLambda(V));
    Hoist &= Uniform;
    Affine &= ThisAffine;
    Vars.push_back(V);
    if (Uniform)
      U.UniformVars.insert(V);
    else if (ThisAffine && Replayed) {
      U.AffineVars.insert(V);
      U.ReassignedVars.insert(V);
    } else if (ThisAffine) {
      U.AffineVars.insert(V);
      if (U.isWarpUniform(Init))
        U.WarpVars.insert(V);
      if (Uniformity::isThreadX(Init))
        U.ThreadXVars.insert(V);
    }
  }
  for (const VarDecl *V : Vars) {
    if (Hoist)
      continue;
    if (U.UniformVars.erase(V) && Affine)
      U.AffineVars.insert(V); // uniform values are thread-affine too
    if (!Affine) {
      U.AffineVars.erase(V);
      U.ReassignedVars.erase(V);
      U.WarpVars.erase(V);
      U.ThreadXVars.erase(V);
    }
  }
  if (Hoist) {
    auto N = std::make_unique<Node>();
    N->K = Node::Hoisted;
    N->Stmts.push_back(D);
    Out.push_back(std::move(N));
    return;
  }
  checkThreadStmt(D);
  Pending.push_back(D);
}

// A lambda declared in the kernel and never changed that captures by
// reference, or copies of variables never changed: declaring it again in
// another loop gives the same closure (its references name that loop's
// per-thread variables).
bool KernelRewriter::recomputableLambda(const VarDecl *V) {
  const Expr *Init = V->getInit();
  const auto *L = Init ? dyn_cast<LambdaExpr>(Init->IgnoreImplicit()) : nullptr;
  if (!L)
    return false;
  for (const LambdaCapture &C : L->captures()) {
    if (C.capturesThis() || C.capturesVLAType())
      continue;
    const auto *W = C.capturesVariable() ? dyn_cast<VarDecl>(C.getCapturedVar()) : nullptr;
    if (!W || W->isInitCapture())
      return false;
    if (C.getCaptureKind() == LCK_ByCopy && isChanged(W))
      return false;
  }
  return true;
}

// Records the variables S reads and the returns it makes; rejects jumps out
// of a loop over threads.
void KernelRewriter::collectRefs(const Stmt *S, Node &L) {
  if (!S)
    return;
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
      if (L.Refs.insert(V).second && U.AffineVars.contains(V) && V->getInit() &&
          isa<LambdaExpr>(V->getInit()->IgnoreImplicit()))
        collectRefs(V->getInit(), L); // declared again: what it names too
  if (const auto *Un = dyn_cast<UnaryOperator>(S))
    if (Un->getOpcode() == UO_AddrOf)
      if (const auto *R = dyn_cast<DeclRefExpr>(Un->getSubExpr()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
          AddressTaken.insert(V);
  if (isa<LambdaExpr>(S))
    for (const Stmt *C : S->children())
      collectRefs(C, L);
  for (const Stmt *C : S->children())
    collectRefs(C, L);
}

void KernelRewriter::checkThreadStmt(const Stmt *S) {
  // Jumps: a break or continue that leaves S, a goto, a return (recorded).
  std::function<void(const Stmt *, bool, bool)> Walk =
      [&](const Stmt *X, bool InLoop, bool InSwitch) {
        if (!X || Fail)
          return;
        if (isa<LambdaExpr>(X) || isa<BlockExpr>(X))
          return;
        if (isa<GotoStmt>(X) || isa<IndirectGotoStmt>(X) || isa<LabelStmt>(X))
          return fail(X->getBeginLoc(), "it uses goto or labels");
        if (isa<BreakStmt>(X) && !InLoop && !InSwitch)
          return fail(X->getBeginLoc(), "a break leaves a loop that has a barrier");
        if (isa<ContinueStmt>(X) && !InLoop)
          return fail(X->getBeginLoc(), "a continue skips a barrier");
        if (const auto *R = dyn_cast<ReturnStmt>(X)) {
          if (R->getRetValue() && M == Kernel_)
            return fail(X->getBeginLoc(), "a return with a value");
          if (!fileRange(R->getSourceRange()))
            return fail(X->getBeginLoc(), "a return inside a macro expansion");
          Returns.push_back(R);
        }
        const bool Loop = isa<ForStmt>(X) || isa<WhileStmt>(X) ||
                          isa<DoStmt>(X) || isa<CXXForRangeStmt>(X);
        for (const Stmt *C : X->children())
          Walk(C, InLoop || Loop, InSwitch || isa<SwitchStmt>(X));
      };
  Walk(S, false, false);
}

void KernelRewriter::findReassigned() {
  llvm::DenseMap<const VarDecl *, std::vector<const BinaryOperator *>> Assigns;
  llvm::DenseSet<const VarDecl *> TopLevel;
  for (const Stmt *S : Body->body()) {
    if (const auto *D = dyn_cast<DeclStmt>(S))
      for (const Decl *X : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(X))
          TopLevel.insert(V);
    const auto *B = dyn_cast<BinaryOperator>(S);
    if (!B || B->getOpcode() != BO_Assign)
      continue;
    const auto *R = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens());
    if (const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr)
      Assigns[V].push_back(B);
  }
  // Every other use of the variable reads its value.
  struct Uses : RecursiveASTVisitor<Uses> {
    llvm::DenseMap<const VarDecl *, unsigned> All, Reads;
    static const VarDecl *var(const Expr *E) {
      const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParens());
      return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    }
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (const VarDecl *V = var(E))
        ++All[V];
      return true;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
      if (C->getCastKind() == CK_LValueToRValue)
        if (const VarDecl *V = var(C->getSubExpr()))
          ++Reads[V];
      return true;
    }
  } X;
  X.TraverseStmt(const_cast<CompoundStmt *>(Body));
  for (auto &[V, List] : Assigns) {
    const QualType T = V->getType();
    if (TopLevel.contains(V) && V->getInit() && !T->isDependentType() &&
        T->isScalarType() && !T->isReferenceType() && !T.isVolatileQualified() &&
        X.All.lookup(V) == X.Reads.lookup(V) + List.size())
      Reassigned[V] = List;
  }
}

// A reassigned variable given a value that is not thread-affine is kept per
// thread, and so are the thread-affine variables computed from it.
void KernelRewriter::demote(const VarDecl *V) {
  if (!U.AffineVars.erase(V))
    return;
  U.ReassignedVars.erase(V);
  U.WarpVars.erase(V);
  U.ThreadXVars.erase(V);
  llvm::SmallVector<const VarDecl *, 4> Derived;
  for (const VarDecl *W : U.AffineVars) {
    struct Reads : RecursiveASTVisitor<Reads> {
      const VarDecl *V;
      bool Found = false;
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        Found |= E->getDecl() == V;
        return true;
      }
    } R;
    R.V = V;
    if (W->getInit())
      R.TraverseStmt(const_cast<Expr *>(W->getInit()));
    for (const BinaryOperator *B : Reassigned.lookup(W))
      R.TraverseStmt(const_cast<Expr *>(B->getRHS()));
    if (R.Found)
      Derived.push_back(W);
  }
  for (const VarDecl *W : Derived)
    demote(W);
}

// A barrier-free innermost `for` whose header is the same for every thread
// of the block and whose body does not jump out of it (no break, return or
// goto; a continue only inside an inner statement's own loop).
bool KernelRewriter::hoistable(const Stmt *S) {
  const auto *F = dyn_cast<ForStmt>(S);
  if (!F || F->getConditionVariable() || Sync.ofStmt(S) != NoSync)
    return false;
  bool Escapes = false;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *X, bool InSwitch) {
    if (!X || Escapes || isa<LambdaExpr>(X) || isa<BlockExpr>(X))
      return;
    if (isa<ForStmt>(X) || isa<WhileStmt>(X) || isa<DoStmt>(X) ||
        isa<CXXForRangeStmt>(X) || isa<GotoStmt>(X) || isa<IndirectGotoStmt>(X) ||
        isa<LabelStmt>(X) || isa<ReturnStmt>(X) || isa<ContinueStmt>(X) ||
        (isa<BreakStmt>(X) && !InSwitch) || isa<CoroutineBodyStmt>(X)) {
      Escapes = true;
      return;
    }
    for (const Stmt *C : X->children())
      Walk(C, InSwitch || isa<SwitchStmt>(X));
  };
  Walk(F->getBody(), false);
  if (Escapes)
    return false;
  if (uniformForHeader(F, /*Warp=*/false))
    return true;
  // Not uniform: its variables are not either.
  if (const auto *D = dyn_cast_or_null<DeclStmt>(F->getInit()))
    for (const Decl *X : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(X))
        U.UniformVars.erase(V);
  return false;
}

bool KernelRewriter::fastShuffle(const CallExpr *C, llvm::StringRef N) {
  if (!N.starts_with("__shfl") || C->getNumArgs() < 3)
    return false;
  const QualType T = C->getType();
  if (T->isDependentType() || !T.isTriviallyCopyableType(Ctx) ||
      T->isReferenceType())
    return false;
  for (unsigned I : {0u, 2u, 3u})
    if (I < C->getNumArgs() && !C->getArg(I)->isDefaultArgument() &&
        (!U.isUniform(C->getArg(I)) || !fileRange(C->getArg(I)->getSourceRange())))
      return false;
  return true;
}

// A fast shuffle of a variable kept per thread, of the shuffle's type: the
// number of its storage, which the shuffle reads the lanes' values from
// (no loop puts them); else -1.
int KernelRewriter::shuffledContext(const WarpCall &W) {
  if (!W.Fast)
    return -1;
  const auto *R = dyn_cast<DeclRefExpr>(W.Call->getArg(1)->IgnoreParenImpCasts());
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  if (!V || !Context.count(V) || V->getType()->isReferenceType() ||
      !Ctx.hasSameUnqualifiedType(V->getType(), W.Call->getType()))
    return -1;
  return static_cast<int>(Context.lookup(V));
}

bool KernelRewriter::uniformForHeader(const ForStmt *F, bool Warp) {
  llvm::SmallVector<const VarDecl *, 2> Vars;
  if (const Stmt *Init = F->getInit()) {
    const auto *D = dyn_cast<DeclStmt>(Init);
    if (!D)
      return false;
    for (const Decl *X : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(X);
      if (!V || !V->getInit() || !uniformAt(V->getInit(), Warp) ||
          V->getType()->isReferenceType() || !V->getType()->isScalarType())
        return false;
      Vars.push_back(V);
    }
  }
  for (const VarDecl *V : Vars) {
    WrittenScalars InBody(F->getBody());
    if (InBody.contains(V))
      return false;
    U.UniformVars.insert(V);
  }
  if (!uniformAt(F->getCond(), Warp))
    return false;
  // The increment changes only the loop's own variables, by uniform values.
  std::function<bool(const Expr *)> Inc = [&](const Expr *E) -> bool {
    if (!E)
      return true;
    E = E->IgnoreParenImpCasts();
    auto IsLoopVar = [&](const Expr *T) {
      const auto *R = dyn_cast<DeclRefExpr>(T->IgnoreParenImpCasts());
      return R && llvm::is_contained(Vars, R->getDecl());
    };
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->getOpcode() == BO_Comma)
        return Inc(B->getLHS()) && Inc(B->getRHS());
      return B->isAssignmentOp() && IsLoopVar(B->getLHS()) &&
             uniformAt(B->getRHS(), Warp);
    }
    if (const auto *Un = dyn_cast<UnaryOperator>(E))
      return Un->isIncrementDecrementOp() && IsLoopVar(Un->getSubExpr());
    return false;
  };
  return Inc(F->getInc());
}

// A statement around barriers (warp operations, at warp level) runs once
// for the block (the warp) when its condition is provably the same for all
// of its threads. Otherwise its threads run it in lockstep, as a GPU runs a
// divergent branch: a loop over the threads computes which of them take
// the branch (or run the next iteration), the loops inside skip the others,
// and a loop repeats while any thread is still in it. Where CUDA requires
// the condition around a barrier to be the same for the whole block, this
// gives the same results whenever it is; where it is not, the threads that
// left wait at the end of the statement.
std::unique_ptr<Node> KernelRewriter::planBlockStmt(const Stmt *S, bool Warp) {
  auto N = std::make_unique<Node>();
  N->K = Node::BlockStmt;
  N->S = S;
  N->Lanes = Warp;
  N->Active = active();
  auto Body = [&](const Stmt *B, int Set) {
    if (Set >= 0)
      ActiveStack.push_back(Set);
    if (!B)
      N->Seqs.emplace_back();
    else if (const auto *C = dyn_cast<CompoundStmt>(B))
      N->Seqs.push_back(planSeq(
          llvm::ArrayRef<const Stmt *>(C->body_begin(), C->body_end()), Warp));
    else
      N->Seqs.push_back(planSeq({B}, Warp));
    if (Set >= 0)
      ActiveStack.pop_back();
  };
  auto Varying = [&](const Expr *Cond) {
    if (!isa<IfStmt>(S))
      if (const CallExpr *Sleep = findCall(S, "__nanosleep")) {
        // A loop that sleeps until its condition changes waits for another
        // thread, which lockstep would not run meanwhile.
        fail(Sleep->getBeginLoc(), "a loop whose condition may differ between threads "
                                   "sleeps (it spins, waiting for another thread)");
        return false;
      }
    if (Sync.ofStmt(Cond) != NoSync) {
      fail(Cond->getBeginLoc(), "the condition around a barrier or warp operation synchronises");
      return false;
    }
    if (!fileRange(Cond->getSourceRange())) {
      fail(Cond->getBeginLoc(), "the condition around a barrier or warp operation is written by a macro");
      return false;
    }
    N->Varying = NextActive++;
    return true;
  };
  // Seqs of a statement run in lockstep: [0] the body (an if's then), [1]
  // the else, or the loops before the first iteration, [2] the condition's
  // loop, [3] the increment's loop.
  auto Seq = [&](std::unique_ptr<Node> A, std::unique_ptr<Node> B = nullptr) {
    N->Seqs.emplace_back();
    if (A)
      N->Seqs.back().push_back(std::move(A));
    if (B)
      N->Seqs.back().push_back(std::move(B));
  };
  if (const auto *C = dyn_cast<CompoundStmt>(S)) {
    N->Seqs.push_back(planSeq(
        llvm::ArrayRef<const Stmt *>(C->body_begin(), C->body_end()), Warp));
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit() || I->getConditionVariable() || I->isConsteval()) {
      fail(S->getBeginLoc(), "an if with an initialiser around a barrier");
    } else if (uniformAt(I->getCond(), Warp)) {
      Body(I->getThen(), -1);
      Body(I->getElse(), -1);
    } else if (Varying(I->getCond())) {
      if (I->getElse())
        N->VaryingElse = NextActive++;
      auto Cond = condLoop(S, I->getCond(), N->Varying, true, Warp);
      Cond->VaryingElse = N->VaryingElse;
      Body(I->getThen(), N->Varying);
      Body(I->getElse(), N->VaryingElse);
      Seq(std::move(Cond));
    }
  } else if (const auto *F = dyn_cast<ForStmt>(S)) {
    if (F->getConditionVariable()) {
      fail(S->getBeginLoc(), "a for with a condition variable around a barrier");
    } else if (uniformForHeader(F, Warp)) {
      Body(F->getBody(), -1);
    } else {
      if (const auto *D = dyn_cast_or_null<DeclStmt>(F->getInit()))
        for (const Decl *X : D->decls())
          if (const auto *V = dyn_cast<VarDecl>(X))
            U.UniformVars.erase(V);
      if (Varying(F->getCond())) {
        std::unique_ptr<Node> Init = F->getInit() ? stmtLoop(F->getInit(), active(), Warp) : nullptr;
        auto Start = condLoop(S, nullptr, N->Varying, true, Warp);
        auto Cond = condLoop(S, F->getCond(), N->Varying, false, Warp);
        Body(F->getBody(), N->Varying);
        ActiveStack.push_back(N->Varying);
        std::unique_ptr<Node> Inc = F->getInc() ? stmtLoop(F->getInc(), N->Varying, Warp) : nullptr;
        ActiveStack.pop_back();
        Seq(std::move(Init), std::move(Start));
        Seq(std::move(Cond));
        Seq(std::move(Inc));
      }
    }
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    if (W->getConditionVariable()) {
      fail(S->getBeginLoc(), "a while with a condition variable around a barrier");
    } else if (uniformAt(W->getCond(), Warp)) {
      Body(W->getBody(), -1);
    } else if (Varying(W->getCond())) {
      auto Start = condLoop(S, nullptr, N->Varying, true, Warp);
      auto Cond = condLoop(S, W->getCond(), N->Varying, false, Warp);
      Body(W->getBody(), N->Varying);
      Seq(std::move(Start));
      Seq(std::move(Cond));
    }
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    if (uniformAt(D->getCond(), Warp)) {
      Body(D->getBody(), -1);
    } else if (Varying(D->getCond())) {
      auto Start = condLoop(S, nullptr, N->Varying, true, Warp);
      Body(D->getBody(), N->Varying);
      ActiveStack.push_back(N->Varying);
      auto Cond = condLoop(S, D->getCond(), N->Varying, false, Warp);
      ActiveStack.pop_back();
      Seq(std::move(Start));
      Seq(std::move(Cond));
    }
  } else if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
    // A switch on a uniform value: its labels and top-level breaks at block
    // level, the statements between them planned as a sequence.
    const auto *C = dyn_cast<CompoundStmt>(Sw->getBody());
    if (Sw->getInit() || Sw->getConditionVariable()) {
      fail(S->getBeginLoc(), "a switch with an initialiser around a barrier");
    } else if (!C) {
      fail(S->getBeginLoc(), "a switch whose body is not a block around a barrier");
    } else if (!uniformAt(Sw->getCond(), Warp)) {
      fail(Sw->getCond()->getBeginLoc(),
           "a switch around a barrier or warp operation on a value that may differ between threads");
    } else {
      N->Seqs.emplace_back();
      std::vector<const Stmt *> Run;
      auto Close = [&] {
        if (Run.empty())
          return;
        auto K = std::make_unique<Node>();
        K->K = Node::Case;
        K->Seqs.push_back(planSeq(Run, Warp));
        N->Seqs[0].push_back(std::move(K));
        Run.clear();
      };
      for (const Stmt *X : C->body()) {
        while (const auto *L = dyn_cast<SwitchCase>(X)) {
          Close();
          auto K = std::make_unique<Node>();
          K->K = Node::Label;
          K->S = L;
          N->Seqs[0].push_back(std::move(K));
          X = L->getSubStmt();
        }
        // A label inside a statement (not at the body's top level) would
        // land inside a loop over threads.
        std::function<const Stmt *(const Stmt *)> Nested = [&](const Stmt *Y) -> const Stmt * {
          if (!Y || isa<SwitchStmt>(Y))
            return nullptr;
          if (isa<SwitchCase>(Y))
            return Y;
          for (const Stmt *Z : Y->children())
            if (const Stmt *L = Nested(Z))
              return L;
          return nullptr;
        };
        if (const Stmt *L = Nested(X)) {
          fail(L->getBeginLoc(), "a case label inside a statement of a switch around a barrier");
          break;
        }
        if (isa<BreakStmt>(X)) {
          Close();
          auto K = std::make_unique<Node>();
          K->K = Node::Break;
          N->Seqs[0].push_back(std::move(K));
          continue;
        }
        Run.push_back(X);
      }
      Close();
    }
  } else {
    fail(S->getBeginLoc(), std::string("a barrier inside a statement of kind ") +
                               S->getStmtClassName() +
                               " (not a plain __syncthreads(); statement)");
  }
  return N;
}

// A loop over the threads of the outer active set that computes set Set:
// with Cond, the threads of Set (Start: of the outer set) for which it
// holds (for an if, Set's complement in the outer set goes to the else's
// set); without, the outer set itself.
std::unique_ptr<Node> KernelRewriter::condLoop(const Stmt *Of, const Expr *Cond,
                                               int Set, bool Start, bool Warp) {
  auto L = std::make_unique<Node>();
  L->K = Node::Loop;
  L->Lanes = Warp;
  L->Id = NextLoop++;
  L->Active = active();
  L->Cond = Cond;
  L->S = Of;
  L->Varying = Set;
  L->Start = Start;
  if (Cond) {
    collectRefs(Cond, *L);
    L->ReadsThreadState = State.ofStmt(Cond);
  }
  Loops.push_back(L.get());
  return L;
}

// A loop over the threads of set Set that runs S (a for's initialiser or
// increment).
std::unique_ptr<Node> KernelRewriter::stmtLoop(const Stmt *S, int Set, bool Warp) {
  auto L = std::make_unique<Node>();
  L->K = Node::Loop;
  L->Lanes = Warp;
  L->Id = NextLoop++;
  L->Active = Set;
  L->Stmts.push_back(S);
  L->Forms.push_back(Form::Whole);
  checkThreadStmt(S);
  addStmt(S, *L);
  Loops.push_back(L.get());
  return L;
}

// What a statement of loop L reads, and the variables it declares there.
void KernelRewriter::addStmt(const Stmt *S, Node &L) {
  collectRefs(S, L);
  L.ReadsThreadState |= State.ofStmt(S);
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *X : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(X)) {
        DeclaredIn[V] = L.Id;
        DeclOf[V] = D;
      }
}

// Which variables live per thread: those declared in one loop and read in
// another, the address-taken ones and arrays when there are several loops,
// and parameters that threads change.
void KernelRewriter::decideContext() {
  llvm::SmallVector<const VarDecl *, 16> Order;
  for (const ParmVarDecl *P : Kernel.parameters())
    if (U.MutatedParams.contains(P) || M == Function)
      Order.push_back(P);
  llvm::SmallPtrSet<const VarDecl *, 16> Needed;
  for (const Node *L : Loops)
    for (const VarDecl *V : L->Refs) {
      auto It = DeclaredIn.find(V);
      if (It != DeclaredIn.end() && It->second != L->Id &&
          !U.AffineVars.contains(V))
        Needed.insert(V);
    }
  if (Loops.size() > 1)
    for (auto &[V, Id] : DeclaredIn)
      if ((AddressTaken.contains(V) || V->getType()->isArrayType()) &&
          !U.AffineVars.contains(V))
        Needed.insert(V);
  // A declaration with one per-thread variable keeps all of its variables
  // per thread (it is rewritten as a whole).
  for (auto &[V, D] : DeclOf)
    if (Needed.contains(V))
      ContextDecls.insert(D);
  for (const DeclStmt *D : ContextDecls)
    for (const Decl *X : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(X)) {
        Needed.insert(V);
        U.AffineVars.erase(V);
      }
  // Declaration order, so storage numbers are stable.
  std::vector<const VarDecl *> Sorted(Needed.begin(), Needed.end());
  llvm::sort(Sorted, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
  for (const VarDecl *V : Order)
    Context.insert({V, Context.size()});
  for (const VarDecl *V : Sorted) {
    const QualType T = V->getType();
    if (T->isReferenceType())
      return fail(V->getLocation(), "reference '" + V->getName().str() +
                                        "' is kept across a barrier");
    if (const CXXRecordDecl *R = T->getAsCXXRecordDecl(); R && R->isLambda())
      return fail(V->getLocation(), "lambda '" + V->getName().str() +
                                        "' is kept across a barrier");
    if (T->isVariablyModifiedType() || T->isUndeducedType())
      return fail(V->getLocation(), "the type of '" + V->getName().str() +
                                        "' cannot be spelled per thread");
    if (!T->isDependentType() && T.isDestructedType())
      return fail(V->getLocation(), "'" + V->getName().str() +
                                        "' has a destructor and is kept "
                                        "across a barrier");
    Context.insert({V, Context.size()});
  }
}

std::optional<std::string> KernelRewriter::run() {
  for (const ParmVarDecl *P : Kernel.parameters())
    if (isChanged(P))
      U.MutatedParams.insert(P);
  findReassigned();
  Seq Plan = planSeq(
      llvm::ArrayRef<const Stmt *>(Body->body_begin(), Body->body_end()), false);
  if (!Fail)
    decideContext();
  if (Fail)
    return std::nullopt;

  const std::string Claim = std::string(" if (::axl::cpu::detail::claimBlock(") +
                            (NeedsWarpRows ? "true" : "") + ")) { ";
  std::string Out = " const ::axl::cpu::loops::Block axlB;";
  if (!Returns.empty())
    Out += " bool *const axlDone = axlFrame.flags(axlB.N);";
  for (auto &[V, I] : Context) {
    const std::string N = "axlCtx" + std::to_string(I);
    if (isa<ParmVarDecl>(V)) {
      const std::string T = "::axl::cpu::loops::Storage<decltype(" + V->getName().str() + ")>";
      Out += " auto *const " + N + " = axlFrame.perThread<" + T +
             ">(axlB.N); for (unsigned axlT = 0; axlT < axlB.N; ++axlT) "
             "::new (static_cast<void *>(" + N + " + axlT)) " + T + "(" +
             V->getName().str() + ");";
    } else {
      Out += " auto *const " + N + " = axlFrame.perThread<::axl::cpu::loops::Storage<" +
             typeText(V->getType()) + ">>(axlB.N);";
    }
  }
  Out += prologueArrays();
  Out += activeArrays();
  writeSeq(Plan, Out);
  Out += "\n return; }";
  Out += lineDirective(Body->getLBracLoc());
  if (Fail)
    return std::nullopt;
  // The per-thread storage, when the loops keep anything per thread (a
  // Frame costs two calls into the engine a block).
  if (Out.find("axlFrame") != std::string::npos)
    return Claim + "::axl::cpu::loops::Frame axlFrame;" + Out;
  return Claim + Out;
}

// The type a collective call's argument I is kept in per thread: the
// parameter's (without reference and qualifiers); in a template, where the
// callee is not resolved and its parameter's type depends on its template
// parameters, the argument's own type (which deduces them alike).
std::string KernelRewriter::argType(const WarpCall &W, unsigned I) {
  QualType T;
  if (const FunctionProtoType *F = protoOf(W.Call); F && I < F->getNumParams())
    T = F->getParamType(I);
  else if (W.Callee && I < W.Callee->getNumParams())
    T = W.Callee->getParamDecl(I)->getType();
  if (T.isNull() || (T->isDependentType() && !W.Call->getDirectCallee())) {
    T = W.Call->getArg(I)->getType().getNonReferenceType();
    if (T->isArrayType() || T->isFunctionType())
      T = Ctx.getDecayedType(T);
  }
  if (!T.isNull() && T->isSpecificBuiltinType(BuiltinType::Dependent) && M == Kernel_) {
    // An expression of the kernel's parameters (and names outside it): its
    // type, spelled where the arrays are made.
    bool Outside = true;
    struct Names : RecursiveASTVisitor<Names> {
      const FunctionDecl *K;
      bool *Outside;
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        const auto *V = dyn_cast<VarDecl>(E->getDecl());
        if (V && !isa<ParmVarDecl>(V) && V->isLocalVarDeclOrParm())
          *Outside = false;
        if (const auto *P = dyn_cast<ParmVarDecl>(E->getDecl()))
          *Outside &= P->getDeclContext() == K;
        return true;
      }
    } N;
    N.K = &Kernel;
    N.Outside = &Outside;
    N.TraverseStmt(const_cast<Expr *>(W.Call->getArg(I)));
    if (Outside && fileRange(W.Call->getArg(I)->getSourceRange()))
      return "::std::decay_t<decltype(" + rangeText(W.Call->getArg(I)->getSourceRange()) + ")>";
  }
  if (T.isNull() || T->isSpecificBuiltinType(BuiltinType::Dependent) ||
      T->containsUnexpandedParameterPack()) {
    fail(W.Call->getArg(I)->getBeginLoc(),
         "the type of an argument of a call that synchronises is not known in the template");
    return "int";
  }
  return typeText(T.getNonReferenceType().getUnqualifiedType());
}

std::string KernelRewriter::resultType(const WarpCall &W) {
  QualType T;
  if (const FunctionProtoType *F = protoOf(W.Call))
    T = F->getReturnType();
  else if (W.Callee)
    T = W.Callee->getReturnType();
  if (T.isNull() || (T->isDependentType() && !W.Call->getDirectCallee() && W.Callee)) {
    fail(W.Call->getBeginLoc(),
         "the result type of a call that synchronises is not known in the template");
    return "int";
  }
  return typeText(T.getUnqualifiedType());
}

// The active sets of statements run in lockstep, and the threads a
// collective call inside one skips.
std::string KernelRewriter::activeArrays() {
  std::string Out;
  for (int K = 0; K < NextActive; ++K)
    Out += " bool *const axlAct" + std::to_string(K) + " = axlFrame.flags(axlB.N);";
  if (NextActive)
    Out += " bool *const axlSkip = axlFrame.flags(axlB.N); (void)axlSkip;";
  return Out;
}

// The per-thread arguments and results of the collective calls.
std::string KernelRewriter::prologueArrays() {
  std::string Out;
  for (auto &[S, Calls] : Splits)
    for (const WarpCall &W : Calls) {
      if (!W.collective())
        continue;
      const std::string Id = std::to_string(W.Exchange);
      if (W.OnFibers) {
        Out += " void *axlF" + Id + " = nullptr;"; // its results' storage
        continue;
      }
      if (W.Callee && W.Call->getNumArgs() != W.Callee->getNumParams())
        fail(W.Call->getBeginLoc(), "a call that synchronises leaves out default arguments "
                                    "in a template (the callee is not resolved)");
      for (unsigned I = 0; I < W.Call->getNumArgs(); ++I)
        Out += " auto *const axlA" + Id + "_" + std::to_string(I) +
               " = axlFrame.perThread<" + argType(W, I) + ">(axlB.N);";
      if (!W.Call->getType()->isVoidType())
        Out += " auto *const axlR" + Id + " = axlFrame.perThread<" + resultType(W) + ">(axlB.N);";
    }
  return Out;
}

// The calls of device functions' loop versions between the loops that put
// their arguments and take their results.
void KernelRewriter::writeCalls(const Node &N, std::string &Out) {
  for (const WarpCall &W : Splits[N.S]) {
    if (!W.collective())
      continue;
    const std::string Id = std::to_string(W.Exchange);
    std::string Skip = hasDone() ? "axlDone" : "nullptr";
    Out += lineDirective(W.Call->getBeginLoc());
    if (N.Active >= 0) {
      // The threads outside the active set take no part, as if returned.
      Out += "::axl::cpu::loops::skipInactive(axlSkip, " + Skip + ", axlAct" +
             std::to_string(N.Active) + ", " + range(N.Lanes) + "); ";
      Skip = "axlSkip";
    }
    if (W.OnFibers) {
      // Each thread makes the call as written, on a fiber, with its own
      // variables; its result is axlR<n>[thread].
      const Node &F = *FiberNodes.find(W.Call)->second;
      auto R = fileRange(W.Call->getSourceRange());
      if (!R)
        return fail(W.Call->getBeginLoc(), "a call that synchronises is inside a macro expansion");
      Whole = W.Call;
      const std::string Text =
          editedText(SM.getFileOffset(R->getBegin()), SM.getFileOffset(R->getEnd()), F.Id);
      Whole = nullptr;
      const std::string Custom = lineDirective(W.Call->getBeginLoc()) + "return (" + Text + ");";
      Out += "auto axlR" + Id + " = ::axl::cpu::loops::onFibers(axlFrame, axlF" + Id +
             ", axlB, " + range(N.Lanes) + ", " + Skip +
             ", [&](::std::size_t axlT) -> decltype(auto) { "
             "const ::uint3 axlCpuThreadIdx = axlB.index(axlT); (void)axlCpuThreadIdx;";
      writeThreadBody(F, nullptr, Out, nullptr, &Custom);
      Out += " });";
      continue;
    }
    if (W.Parameter) {
      Out += "axlLoops_" + W.Parameter->getName().str();
    } else {
      // The callee as written (qualifier, template arguments), renamed, with
      // the loop versions of the functions passed to it added.
      const Expr *Callee = W.Call->getCallee()->IgnoreParenImpCasts();
      SourceLocation NameLoc;
      size_t NameSize = 0;
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee)) {
        NameLoc = Ref->getLocation();
        NameSize = Ref->getDecl()->getName().size();
      } else if (const auto *Un = dyn_cast<UnresolvedLookupExpr>(Callee)) {
        NameLoc = Un->getNameLoc();
        NameSize = Un->getName().getAsString().size();
      }
      auto R = NameSize ? fileRange(Callee->getSourceRange()) : std::nullopt;
      if (!R) {
        fail(W.Call->getBeginLoc(), "the called function is named by a macro");
        return;
      }
      llvm::StringRef File = SM.getBufferData(FID);
      const unsigned B = SM.getFileOffset(R->getBegin()), E = SM.getFileOffset(R->getEnd());
      const unsigned NameAt = SM.getFileOffset(SM.getSpellingLoc(NameLoc));
      std::string Name = File.slice(B, NameAt).str() + loopsName(W.Callee) +
                         File.slice(NameAt + NameSize, E).str();
      if (!W.Passed.empty()) {
        std::string Extra;
        for (const FunctionDecl *G : W.Passed)
          Extra += ", &" + loopsName(G);
        Name.insert(Name.size() - 1, Extra); // before the closing '>'
      }
      Out += Name;
    }
    Out += std::string("(axlB, ") + (N.Lanes ? "axlW, axlLanes" : "0u, 0u") + ", " + Skip;
    if (!W.Call->getType()->isVoidType())
      Out += ", axlR" + Id;
    for (unsigned I = 0; I < W.Call->getNumArgs(); ++I)
      Out += ", axlA" + Id + "_" + std::to_string(I);
    Out += ");";
  }
}

std::optional<std::string> KernelRewriter::runFunction() {
  WarpFunction = !(Sync.ofFunction(&Kernel) & Barrier);
  for (const ParmVarDecl *P : Kernel.parameters()) {
    U.MutatedParams.insert(P); // a value per calling thread
    if (!isChanged(P) && !P->getType()->isReferenceType() &&
        (P->getType()->isScalarType() || P->getType()->isDependentType()))
      U.AssumedParams.insert(P);
  }
  findReassigned();
  Seq Plan = planSeq(llvm::ArrayRef<const Stmt *>(Body->body_begin(), Body->body_end()),
                     WarpFunction);
  if (!Fail)
    decideContext();
  if (Fail)
    return std::nullopt;
  std::string Out;
  if (const FunctionTemplateDecl *T = Kernel.getDescribedFunctionTemplate()) {
    // The template's parameters, and for each function-pointer parameter
    // the loop version of the function passed for it.
    const TemplateParameterList *L = T->getTemplateParameters();
    auto R = fileRange(SourceRange(L->getTemplateLoc(), L->getRAngleLoc()));
    if (!R) {
      fail(Kernel.getLocation(), "its template header is written by a macro");
      return std::nullopt;
    }
    std::string Header = Lexer::getSourceText(*R, SM, LO).str();
    Header.pop_back(); // '>'
    for (const NonTypeTemplateParmDecl *P : functionParameters(&Kernel))
      Header += ", auto axlLoops_" + P->getName().str();
    Out += Header + "> ";
  }
  else if (Kernel.getNumTemplateParameterLists() || Kernel.isTemplateInstantiation()) {
    fail(Kernel.getLocation(), "a member of a template");
    return std::nullopt;
  }
  const QualType Ret = Kernel.getReturnType();
  Out += "[[maybe_unused]] static inline void " + loopsName(&Kernel) +
         "(const ::axl::cpu::loops::Block &axlB, unsigned axlW, unsigned axlLanes, "
         "const bool *axlCallerDone";
  if (!Ret->isVoidType())
    Out += ", " + typeText(Ret.getUnqualifiedType()) + " *axlRet";
  for (unsigned I = 0; I < Kernel.getNumParams(); ++I)
    Out += ", " +
           typeText(Kernel.getParamDecl(I)->getType().getNonReferenceType().getUnqualifiedType()) +
           " const *axlArg" + std::to_string(I);
  Out += ") { (void)axlW; (void)axlLanes; ::axl::cpu::loops::Frame axlFrame;";
  Out += std::string(" const unsigned axlFirst = ") + (WarpFunction ? "axlW * 32" : "0") +
         ", axlEnd = " + (WarpFunction ? "axlFirst + axlLanes" : "axlB.N") + ";";
  Out += " bool *const axlDone = axlFrame.flags(axlB.N);"
         " for (unsigned axlT = 0; axlT < axlB.N; ++axlT) axlDone[axlT] = axlT < "
         "axlFirst || axlT >= axlEnd || (axlCallerDone && axlCallerDone[axlT]);";
  if (!U.UsedAssumedParams.empty()) {
    // Parameters read where CUDA requires one value for every thread: the
    // first calling thread's, checked against the others'.
    Out += " unsigned axlCaller = axlFirst; while (axlCaller < axlEnd && axlDone[axlCaller]) "
           "++axlCaller; if (axlCaller == axlEnd) return;";
    for (const ParmVarDecl *P : Kernel.parameters()) {
      if (!U.UsedAssumedParams.contains(P))
        continue;
      const std::string A = "axlArg" + std::to_string(P->getFunctionScopeIndex());
      Out += " " + typeText(P->getType().getUnqualifiedType()) + " const " +
             P->getName().str() + " = " + A + "[axlCaller];" +
             " for (unsigned axlT = axlCaller; axlT < axlEnd; ++axlT) if (!axlDone[axlT] && !(" +
             A + "[axlT] == " + P->getName().str() +
             ")) ::axl::cpu::loops::notUniform(\"" + Kernel.getNameAsString() + "\", \"" +
             P->getName().str() + "\");";
    }
  }
  for (auto &[V, I] : Context) {
    const std::string N = "axlCtx" + std::to_string(I);
    const std::string T = "::axl::cpu::loops::Storage<" +
                          typeText(V->getType().getNonReferenceType()) + ">";
    Out += " auto *const " + N + " = axlFrame.perThread<" + T + ">(axlB.N);";
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      Out += " for (unsigned axlT = axlFirst; axlT < axlEnd; ++axlT) if (!axlDone[axlT]) "
             "::new (static_cast<void *>(" + N + " + axlT)) " + T + "(axlArg" +
             std::to_string(P->getFunctionScopeIndex()) + "[axlT]);";
  }
  Out += prologueArrays();
  Out += activeArrays();
  writeSeq(Plan, Out);
  Out += "\n}";
  if (Fail)
    return std::nullopt;
  return Out;
}

void KernelRewriter::writeSeq(const Seq &Nodes, std::string &Out) {
  for (const auto &N : Nodes) {
    switch (N->K) {
    case Node::Loop:
      writeLoop(*N, Out);
      break;
    case Node::Hoisted:
      Out += lineDirective(N->Stmts[0]->getBeginLoc());
      Out += stmtText(N->Stmts[0], ~0u);
      break;
    case Node::BlockStmt:
      writeBlockStmt(*N, Out);
      break;
    case Node::Calls:
      writeCalls(*N, Out);
      break;
    case Node::Label: {
      // `case V:` or `default:`, as written.
      const auto *L = cast<SwitchCase>(N->S);
      Out += lineDirective(L->getKeywordLoc());
      Out += rangeText(SourceRange(L->getKeywordLoc(), L->getColonLoc()));
      break;
    }
    case Node::Break:
      Out += " break;";
      break;
    case Node::Case:
      // Braced, so that a later label jumps over no declaration.
      Out += "\n{";
      writeSeq(N->Seqs[0], Out);
      Out += "\n}";
      break;
    case Node::WarpGroup:
      Out += "\nfor (unsigned axlW = 0; axlW < axlB.warps(); ++axlW) { "
             "const unsigned axlLanes = axlB.lanes(axlW);";
      writeSeq(N->Seqs[0], Out);
      Out += "\n}";
      break;
    }
  }
}

// The declarations of the thread-affine variables among Refs (and of those
// they depend on), in source order, except those of loop Except; for a
// reassigned variable, with its reassignments before Before.
void KernelRewriter::writeRemat(const llvm::SmallPtrSetImpl<const VarDecl *> &Refs,
                                unsigned Except, SourceLocation Before,
                                std::string &Out) {
  llvm::SmallPtrSet<const VarDecl *, 8> Remat;
  std::vector<const Stmt *> Stmts;
  std::function<void(const VarDecl *)> Need = [&](const VarDecl *V) {
    auto It = DeclaredIn.find(V);
    if (!U.AffineVars.contains(V) || It == DeclaredIn.end() ||
        It->second == Except || !Remat.insert(V).second)
      return;
    struct Deps : RecursiveASTVisitor<Deps> {
      std::function<void(const VarDecl *)> *F;
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (const auto *W = dyn_cast<VarDecl>(E->getDecl()))
          (*F)(W);
        return true;
      }
    } D;
    D.F = &Need;
    if (!llvm::is_contained(Stmts, DeclOf[V]))
      Stmts.push_back(DeclOf[V]);
    D.TraverseStmt(const_cast<Expr *>(V->getInit()));
    if (!U.ReassignedVars.contains(V))
      return;
    for (const BinaryOperator *B : Reassigned.lookup(V))
      if (SM.isBeforeInTranslationUnit(B->getBeginLoc(), Before)) {
        Stmts.push_back(B);
        D.TraverseStmt(const_cast<Expr *>(B->getRHS()));
      }
  };
  for (const VarDecl *V : Refs)
    Need(V);
  llvm::sort(Stmts, [&](const Stmt *A, const Stmt *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  for (const Stmt *S : Stmts) {
    Out += lineDirective(S->getBeginLoc());
    Out += stmtText(S, Except);
  }
}

void KernelRewriter::writeBlockStmt(const Node &N, std::string &Out) {
  if (N.Varying >= 0)
    return writeVarying(N, Out);
  // At warp level, a header that reads warp-uniform variables (declared in
  // the loops over lanes) gets them computed for the warp's first lane.
  llvm::SmallPtrSet<const VarDecl *, 8> HeaderRefs;
  if (N.Lanes) {
    Node Probe;
    if (const auto *I = dyn_cast<IfStmt>(N.S))
      collectRefs(I->getCond(), Probe);
    else if (const auto *F = dyn_cast<ForStmt>(N.S)) {
      collectRefs(F->getInit(), Probe);
      collectRefs(F->getCond(), Probe);
      collectRefs(F->getInc(), Probe);
    } else if (const auto *W = dyn_cast<WhileStmt>(N.S))
      collectRefs(W->getCond(), Probe);
    else if (const auto *D = dyn_cast<DoStmt>(N.S))
      collectRefs(D->getCond(), Probe);
    else if (const auto *Sw = dyn_cast<SwitchStmt>(N.S))
      collectRefs(Sw->getCond(), Probe);
    for (const VarDecl *V : Probe.Refs)
      if (U.WarpVars.contains(V))
        HeaderRefs.insert(V);
  }
  if (!HeaderRefs.empty()) {
    Out += "\n{ const ::uint3 axlCpuThreadIdx = axlB.index(axlW * 32); "
           "(void)axlCpuThreadIdx;";
    writeRemat(HeaderRefs, ~0u, N.S->getBeginLoc(), Out);
  }
  writeHeaderAndBodies(N, Out);
  if (!HeaderRefs.empty())
    Out += "\n}";
}

void KernelRewriter::writeHeaderAndBodies(const Node &N, std::string &Out) {
  const Stmt *S = N.S;
  auto Header = [&](SourceLocation Begin, SourceLocation End) {
    Out += lineDirective(Begin);
    Out += rangeText(SourceRange(Begin, End));
  };
  auto Seq = [&](unsigned I) {
    Out += " {";
    writeSeq(N.Seqs[I], Out);
    Out += "\n}";
  };
  if (isa<CompoundStmt>(S)) {
    Out += "\n{";
    writeSeq(N.Seqs[0], Out);
    Out += "\n}";
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    Header(I->getIfLoc(), I->getRParenLoc());
    Seq(0);
    if (I->getElse()) {
      Out += " else";
      Seq(1);
    }
  } else if (const auto *F = dyn_cast<ForStmt>(S)) {
    Header(F->getForLoc(), F->getRParenLoc());
    Seq(0);
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    Header(W->getWhileLoc(), W->getRParenLoc());
    Seq(0);
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    Out += "\ndo";
    Seq(0);
    Header(D->getWhileLoc(), D->getRParenLoc());
    Out += ";";
  } else if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
    Header(Sw->getSwitchLoc(), Sw->getRParenLoc());
    Seq(0);
  }
}

void KernelRewriter::writeLoop(const Node &L, std::string &Out) {
  if (L.Stmts.empty() && L.Varying >= 0)
    return writeCondLoop(L, Out);
  // The exchanges of the warp operations whose operands this loop puts.
  for (size_t I = 0; I < L.Stmts.size(); ++I)
    if (L.Forms[I] == Form::Pre)
      for (const WarpCall &W : Splits[L.Stmts[I]]) {
        if (W.collective())
          continue; // its arrays come from the frame
        if (W.Name.starts_with("__syncthreads"))
          Out += " ::axl::cpu::loops::BarrierVote axlV" + std::to_string(W.Exchange) + ";";
        else if (W.Fast)
          Out += " ::axl::cpu::loops::WarpShuffle<" +
                 typeText(W.Call->getType().getUnqualifiedType()) + "> axlX" +
                 std::to_string(W.Exchange) + ";";
        else
          Out += " ::axl::cpu::loops::WarpExchange axlX" + std::to_string(W.Exchange) + ";";
      }
  if (L.Lanes) {
    Out += "\nAXL_LOOPS_SIMD for (unsigned axlL = 0; axlL < axlLanes; ++axlL) { "
           "const ::std::size_t axlT = ::std::size_t(axlW) * 32 + axlL; "
           "const ::uint3 axlCpuThreadIdx = axlB.index(axlT); (void)axlCpuThreadIdx;";
    writeThreadBody(L, nullptr, Out);
    Out += " }";
    // The warp operations whose operands this loop put: their masks checked
    // as the engine checks them; the uniform shuffles' results for every
    // lane.
    const std::string Arrived = "::axl::cpu::loops::arrivedLanes(axlW, axlLanes, " +
                                std::string(hasDone() ? "axlDone" : "nullptr") +
                                (L.Active >= 0 ? ", axlAct" + std::to_string(L.Active) : std::string()) +
                                ")";
    for (size_t I = 0; I < L.Stmts.size(); ++I)
      if (L.Forms[I] == Form::Pre)
        for (const WarpCall &W : Splits[L.Stmts[I]]) {
          if (W.collective() || W.Name.starts_with("__syncthreads") || W.Name == "__activemask")
            continue;
          Out += lineDirective(W.Call->getBeginLoc());
          if (W.Fast)
            Out += "::axl::cpu::loops::checkMask(\"" + W.Name.str() + "\", (" +
                   rangeText(W.Call->getArg(0)->getSourceRange()) + "), " + Arrived +
                   ", axlW, axlLanes);";
          else
            Out += "axlX" + std::to_string(W.Exchange) + ".check(\"" + W.Name.str() +
                   "\", axlW, axlLanes);";
        }
    for (size_t I = 0; I < L.Stmts.size(); ++I)
      if (L.Forms[I] == Form::Pre)
        for (const WarpCall &W : Splits[L.Stmts[I]])
          if (W.Fast) {
            const CallExpr *C = W.Call;
            const char *Mode = W.Name == "__shfl_up_sync"     ? "Up"
                               : W.Name == "__shfl_down_sync" ? "Down"
                               : W.Name == "__shfl_xor_sync"  ? "Xor"
                                                              : "Idx";
            const bool Width = C->getNumArgs() > 3 && !C->getArg(3)->isDefaultArgument();
            Out += lineDirective(C->getBeginLoc());
            Out += "axlX" + std::to_string(W.Exchange) + ".run(::axl::cpu::detail::ShuffleMode::" +
                   Mode + ", ::axl::cpu::loops::arrivedLanes(axlW, axlLanes, " +
                   (hasDone() ? "axlDone" : "nullptr") +
                   (L.Active >= 0 ? ", axlAct" + std::to_string(L.Active) : std::string()) + "), (" +
                   rangeText(C->getArg(0)->getSourceRange()) + "), (" +
                   rangeText(C->getArg(2)->getSourceRange()) + "), " +
                   (Width ? "(" + rangeText(C->getArg(3)->getSourceRange()) + ")" : "32");
            if (const int K = shuffledContext(W); K >= 0)
              Out += ", axlCtx" + std::to_string(K) + " + ::std::size_t(axlW) * 32";
            Out += ");";
          }
    return;
  }
  Out += "\nfor (unsigned axlZ = 0; axlZ < axlB.Z; ++axlZ) "
         "for (unsigned axlY = 0; axlY < axlB.Y; ++axlY) { "
         "const unsigned axlRow = axlB.X * (axlY + axlB.Y * axlZ);";
  const char *Row = "\nAXL_LOOPS_SIMD for (unsigned axlX = 0; axlX < axlB.X; ++axlX) { "
                    "const ::std::size_t axlT = ::std::size_t(axlRow) + axlX; (void)axlT; "
                    "const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ}; (void)axlCpuThreadIdx;";
  if (const IfStmt *G = rowGuard(L)) {
    // The guard compares affine functions of threadIdx.x, so the row's
    // threads that pass it are an interval: found from the row's ends (and
    // a binary search when only one end passes), they run without it, in a
    // loop the compiler can vectorise; a row whose ends both fail runs the
    // loop as written. Integer constants c0 + c * threadIdx.x (c known)
    // that do not wrap over the interval are computed from a signed
    // counter, which the compiler sees as linear.
    Node Probe;
    for (const Stmt *S : L.Stmts)
      if (S != G)
        collectRefs(S, Probe);
    collectRefs(G->getCond(), Probe);
    llvm::DenseMap<const Stmt *, std::string> Linear;
    std::string Values, Checks;
    for (const Stmt *S : L.Stmts) {
      const auto *D = dyn_cast<DeclStmt>(S);
      const auto *V = D && D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl()) : nullptr;
      if (!V || !V->getInit())
        continue;
      const QualType T = V->getType().getUnqualifiedType();
      std::optional<int64_t> C = U.threadXCoefficient(V->getInit());
      if (!C || !T->isIntegerType() || T->isBooleanType() ||
          (T->isUnsignedIntegerType() && Ctx.getTypeSize(T) < 64))
        continue;
      const std::string K = std::to_string(Linear.size()), Ty = typeText(T),
                        Coef = std::to_string(*C) + "LL";
      Values += " axlV[" + K + "] = (long long)(" + V->getName().str() + ");";
      Checks += " && axlLast[" + K + "] - axlFirst[" + K + "] == " + Coef +
                " * (long long)(axlHi - 1 - axlLo)";
      Linear[S] = typeText(V->getType()) + " " + V->getName().str() + " = static_cast<" + Ty +
                  ">(axlFirst[" + K + "]) + static_cast<" + Ty + ">(" + Coef +
                  ") * static_cast<" + Ty + ">(axlXi - static_cast<int>(axlLo));";
    }
    const std::string N = std::to_string(std::max<size_t>(Linear.size(), 1));
    Out += " long long axlV[" + N + "] = {}, axlFirst[" + N + "] = {}, axlLast[" + N + "] = {};"
           " auto axlPass = [&](unsigned axlX) -> bool { const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ}; "
           "(void)axlCpuThreadIdx;";
    writeRemat(Probe.Refs, L.Id, L.Stmts.front()->getBeginLoc(), Out);
    for (const Stmt *S : L.Stmts)
      if (S != G) {
        Out += lineDirective(S->getBeginLoc());
        Out += stmtText(S, L.Id);
      }
    Out += Values;
    Out += lineDirective(G->getCond()->getBeginLoc());
    Out += "return " + rangeText(G->getCond()->getSourceRange()) + "; };";
    Out += " unsigned axlLo = 0, axlHi = axlB.X; const bool axlAtLo = axlB.X && axlPass(0),"
           " axlAtHi = axlB.X && axlPass(axlB.X - 1);"
           " if (axlAtLo != axlAtHi) { unsigned axlIn = axlAtLo ? 0 : axlB.X - 1,"
           " axlOut = axlAtLo ? axlB.X - 1 : 0;"
           " while (axlIn + 1 != axlOut && axlOut + 1 != axlIn) {"
           " const unsigned axlMid = axlIn / 2 + axlOut / 2 + (axlIn & axlOut & 1);"
           " (axlPass(axlMid) ? axlIn : axlOut) = axlMid; }"
           " (axlAtLo ? axlHi : axlLo) = axlAtLo ? axlOut : axlOut + 1; }"
           " bool axlRange = axlAtLo || axlAtHi;"
           " if (axlRange) { axlPass(axlLo); ::std::memcpy(axlFirst, axlV, sizeof axlV);"
           " axlPass(axlHi - 1); ::std::memcpy(axlLast, axlV, sizeof axlV);"
           " axlRange = axlHi <= 0x7fffffffu" + Checks + "; }";
    Out += "\nif (axlRange) {";
    Out += "\nAXL_LOOPS_SIMD for (int axlXi = static_cast<int>(axlLo); axlXi < static_cast<int>(axlHi); ++axlXi) { "
           "const unsigned axlX = static_cast<unsigned>(axlXi); "
           "const ::std::size_t axlT = ::std::size_t(axlRow) + axlX; (void)axlT; "
           "const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ}; (void)axlCpuThreadIdx;";
    writeThreadBody(L, G, Out, &Linear);
    Out += " } } else {";
    Out += Row;
    writeThreadBody(L, nullptr, Out);
    Out += " } } }";
    return;
  }
  if (const auto Lin = linearVars(L); !Lin.empty()) {
    // Integer variables from other loops that are c0 + c * threadIdx.x: when
    // they do not wrap over the row (checked at its ends), the row runs from
    // a signed counter with each computed as c0 + c * x in a variable of the
    // same name, which the compiler sees as linear (it vectorises indexing
    // by them); otherwise the loop as written.
    const std::string K = std::to_string(Lin.size());
    const SourceLocation Before =
        L.Stmts.empty() ? L.S->getBeginLoc() : L.Stmts.front()->getBeginLoc();
    llvm::SmallPtrSet<const VarDecl *, 8> Refs;
    for (auto &[V, C] : Lin)
      Refs.insert(V);
    Out += " long long axlV[" + K + "], axlFirst[" + K + "], axlLast[" + K + "];"
           " auto axlAt = [&](unsigned axlX) { const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ};"
           " (void)axlCpuThreadIdx;";
    writeRemat(Refs, L.Id, Before, Out);
    std::string Checks, Shadows;
    for (size_t I = 0; I < Lin.size(); ++I) {
      const auto &[V, C] = Lin[I];
      const std::string N = std::to_string(I), Coef = std::to_string(C) + "LL",
                        Ty = typeText(V->getType().getUnqualifiedType());
      Out += " axlV[" + N + "] = (long long)(" + V->getName().str() + ");";
      Checks += " && axlLast[" + N + "] - axlFirst[" + N + "] == " + Coef +
                " * (long long)(axlB.X - 1)";
      Shadows += " " + typeText(V->getType()) + " " + V->getName().str() + " = static_cast<" + Ty +
                 ">(axlFirst[" + N + "]) + static_cast<" + Ty + ">(" + Coef + ") * static_cast<" +
                 Ty + ">(axlXi);";
    }
    Out += " }; bool axlRange = axlB.X && axlB.X <= 0x7fffffffu;"
           " if (axlRange) { axlAt(0); ::std::memcpy(axlFirst, axlV, sizeof axlV);"
           " axlAt(axlB.X - 1); ::std::memcpy(axlLast, axlV, sizeof axlV);"
           " axlRange = true" + Checks + "; }";
    Out += "\nif (axlRange) {";
    Out += "\nAXL_LOOPS_SIMD for (int axlXi = 0; axlXi < static_cast<int>(axlB.X); ++axlXi) { "
           "const unsigned axlX = static_cast<unsigned>(axlXi); "
           "const ::std::size_t axlT = ::std::size_t(axlRow) + axlX; (void)axlT; "
           "const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ}; (void)axlCpuThreadIdx;";
    writeThreadBody(L, nullptr, Out, nullptr, nullptr, &Shadows);
    Out += " } } else {";
    Out += Row;
    writeThreadBody(L, nullptr, Out);
    Out += " } } }";
    return;
  }
  Out += Row;
  writeThreadBody(L, nullptr, Out);
  Out += " } }";
}

// The integer variables loop L reads that other loops declare, whose value
// there is c0 + c * threadIdx.x with c known (their declaration, or their
// last reassignment before L), and that L does not change.
std::vector<std::pair<const VarDecl *, int64_t>> KernelRewriter::linearVars(const Node &L) {
  std::vector<std::pair<const VarDecl *, int64_t>> Out;
  if (L.Lanes || L.Stmts.empty())
    return Out;
  // (A return in L jumps to the end of its one copy.)
  for (const ReturnStmt *R : Returns)
    for (const Stmt *S : L.Stmts)
      if (SM.isPointWithin(R->getBeginLoc(), S->getBeginLoc(), S->getEndLoc()))
        return Out;
  const SourceLocation Before = L.Stmts.front()->getBeginLoc();
  std::vector<const VarDecl *> Sorted(L.Refs.begin(), L.Refs.end());
  llvm::sort(Sorted, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
  for (const VarDecl *V : Sorted) {
    auto It = DeclaredIn.find(V);
    const QualType T = V->getType().getUnqualifiedType();
    if (!U.AffineVars.contains(V) || It == DeclaredIn.end() || It->second == L.Id ||
        Context.count(V) || !T->isIntegerType() || T->isBooleanType() ||
        T->isDependentType() || (T->isUnsignedIntegerType() && Ctx.getTypeSize(T) < 64))
      continue;
    const Expr *Value = V->getInit();
    if (U.ReassignedVars.contains(V))
      for (const BinaryOperator *B : Reassigned.lookup(V))
        if (SM.isBeforeInTranslationUnit(B->getBeginLoc(), Before))
          Value = B->getRHS();
    std::optional<int64_t> C = Value ? U.threadXCoefficient(Value) : std::nullopt;
    if (!C || *C == 0)
      continue;
    bool Written = false;
    for (const Stmt *S : L.Stmts)
      Written |= WrittenScalars(S).contains(V);
    if (!Written)
      Out.push_back({V, *C});
  }
  return Out;
}

// The loop that computes an active set (Node::Varying), over all threads.
void KernelRewriter::writeCondLoop(const Node &L, std::string &Out) {
  const std::string K = "axlAct" + std::to_string(L.Varying) + "[axlT]";
  std::string Outer = L.Active >= 0 ? "axlAct" + std::to_string(L.Active) + "[axlT]" : "true";
  if (!Returns.empty())
    Outer += " && !axlDone[axlT]";
  std::string Body;
  if (!L.Cond) {
    Body = " " + K + " = " + Outer + ";";
  } else {
    const Expr *Cond = L.Cond;
    const std::string C = lineDirective(Cond->getBeginLoc()) + "static_cast<bool>(" +
                          rangeText(Cond->getSourceRange()) + ")";
    if (L.Start) { // an if: the threads that take each branch
      Body = " const bool axlBase = " + Outer + "; const bool axlTaken = axlBase && " + C + ";";
      Body += " " + K + " = axlTaken;";
      if (L.VaryingElse >= 0)
        Body += " axlAct" + std::to_string(L.VaryingElse) + "[axlT] = axlBase && !axlTaken;";
    } else { // a loop: the threads that run the next iteration
      Body = " " + K + " = " + K + (Returns.empty() ? "" : " && !axlDone[axlT]") + " && " + C + ";";
    }
  }
  if (L.Lanes) {
    Out += "\nfor (unsigned axlL = 0; axlL < axlLanes; ++axlL) { "
           "const ::std::size_t axlT = ::std::size_t(axlW) * 32 + axlL; "
           "const ::uint3 axlCpuThreadIdx = axlB.index(axlT); (void)axlCpuThreadIdx;";
    writeThreadBody(L, nullptr, Out, nullptr, &Body);
    Out += " }";
    return;
  }
  Out += "\nfor (::std::size_t axlT = 0; axlT < axlB.N; ++axlT) { "
         "const ::uint3 axlCpuThreadIdx = axlB.index(axlT); (void)axlCpuThreadIdx;";
  writeThreadBody(L, nullptr, Out, nullptr, &Body);
  Out += " }";
}

// A statement whose threads run in lockstep (planBlockStmt).
void KernelRewriter::writeVarying(const Node &N, std::string &Out) {
  const std::string Any = "::axl::cpu::loops::anyActive(axlAct" + std::to_string(N.Varying) +
                          ", " + range(N.Lanes) + ")";
  Out += lineDirective(N.S->getBeginLoc());
  // AXL_CPU_LOOPS_CHECK=1: a barrier's condition must be the same for the
  // whole block (CUDA's rule; warps may diverge around warp operations).
  std::string Check;
  if (!N.Lanes) {
    auto [File, Line] = presumed(SM, N.S->getBeginLoc());
    Check = "\n::axl::cpu::loops::checkBarrierCondition(axlAct" + std::to_string(N.Varying) +
            ", " + (N.Active >= 0 ? "axlAct" + std::to_string(N.Active) : std::string("nullptr")) +
            ", " + (hasDone() ? "axlDone" : "nullptr") + ", axlB.N, \"" +
            Kernel.getNameAsString() + "\", \"" + File + ":" + std::to_string(Line) + "\");";
  }
  if (isa<IfStmt>(N.S)) {
    writeSeq(N.Seqs[2], Out);
    Out += Check;
    Out += "\nif (" + Any + ") {";
    writeSeq(N.Seqs[0], Out);
    Out += "\n}";
    if (N.VaryingElse >= 0) {
      Out += "\nif (::axl::cpu::loops::anyActive(axlAct" + std::to_string(N.VaryingElse) + ", " +
             range(N.Lanes) + ")) {";
      writeSeq(N.Seqs[1], Out);
      Out += "\n}";
    }
  } else if (isa<DoStmt>(N.S)) {
    writeSeq(N.Seqs[1], Out);
    Out += "\ndo {";
    writeSeq(N.Seqs[0], Out);
    writeSeq(N.Seqs[2], Out);
    Out += Check;
    Out += "\n} while (" + Any + ");";
  } else { // for, while
    writeSeq(N.Seqs[1], Out);
    Out += "\nfor (;;) {";
    writeSeq(N.Seqs[2], Out);
    Out += Check;
    Out += "\nif (!" + Any + ") break;";
    writeSeq(N.Seqs[0], Out);
    if (N.Seqs.size() > 3)
      writeSeq(N.Seqs[3], Out);
    Out += "\n}";
  }
}

// A loop over a row's threads that is a bound check around its work:
// declarations of thread-affine constants, then `if (C) S` with C a
// conjunction of comparisons of affine functions of threadIdx.x (no else,
// no return in S).
const IfStmt *KernelRewriter::rowGuard(const Node &L) {
  if (L.Lanes || L.Stmts.empty())
    return nullptr;
  const auto *G = dyn_cast<IfStmt>(L.Stmts.back());
  if (!G || G->getElse() || G->getInit() || G->getConditionVariable() ||
      G->isConsteval() || G->isConstexpr())
    return nullptr;
  for (size_t I = 0; I < L.Stmts.size(); ++I) {
    if (L.Forms[I] != Form::Whole)
      return nullptr;
    if (L.Stmts[I] == G)
      continue;
    const auto *D = dyn_cast<DeclStmt>(L.Stmts[I]);
    if (!D || ContextDecls.contains(D))
      return nullptr;
    for (const Decl *X : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(X);
      if (!V || !U.AffineVars.contains(V) || U.ReassignedVars.contains(V))
        return nullptr;
    }
  }
  for (const ReturnStmt *R : Returns)
    if (SM.isPointWithin(R->getBeginLoc(), G->getBeginLoc(), G->getEndLoc()))
      return nullptr;
  std::function<bool(const Expr *)> Bound = [&](const Expr *E) {
    E = E->IgnoreParenImpCasts();
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return false;
    if (B->getOpcode() == BO_LAnd)
      return Bound(B->getLHS()) && Bound(B->getRHS());
    return B->isRelationalOp() && U.isRowAffine(B->getLHS()) &&
           U.isRowAffine(B->getRHS());
  };
  return Bound(G->getCond()) && fileRange(G->getCond()->getSourceRange()) ? G : nullptr;
}

// The body of a loop over threads or lanes: the thread's state, its
// per-thread variables and recomputed ones, then its statements (with
// Unguarded, the guarded statement alone).
void KernelRewriter::writeThreadBody(
    const Node &L, const IfStmt *Unguarded, std::string &Out,
    const llvm::DenseMap<const Stmt *, std::string> *Replaced,
    const std::string *Custom, const std::string *Shadows) {
  const std::string Id = std::to_string(L.Id);
  if (L.ReadsThreadState)
    Out += " ::axlCpuThreadIdx = axlCpuThreadIdx;";
  if (!Returns.empty() && !Custom)
    Out += " if (axlDone[axlT]) continue;";
  if (L.Active >= 0 && !Custom)
    Out += " if (!axlAct" + std::to_string(L.Active) + "[axlT]) continue;";
  // Per-thread variables from other loops, by reference.
  for (auto &[V, I] : Context) {
    if (!L.Refs.contains(V))
      continue;
    auto It = DeclaredIn.find(V);
    if (It != DeclaredIn.end() && It->second == L.Id)
      continue;
    Out += std::string(" ") + (V->getType().isConstQualified() ? "const " : "") +
           "auto &" + V->getName().str() + " = axlCtx" + std::to_string(I) +
           "[axlT];";
  }
  // Thread-affine variables from other loops: their declarations again.
  writeRemat(L.Refs, L.Id, L.Stmts.empty() ? L.S->getBeginLoc() : L.Stmts.front()->getBeginLoc(), Out);
  Out += " {";
  if (Shadows) // (the statements' block: the variables shadow those above)
    Out += *Shadows;
  if (Custom)
    Out += *Custom;
  for (size_t I = 0; I < L.Stmts.size(); ++I) {
    const Stmt *S = L.Stmts[I];
    if (S == Unguarded)
      S = Unguarded->getThen();
    Out += lineDirective(S->getBeginLoc());
    if (Replaced && Replaced->count(S))
      Out += Replaced->lookup(S);
    else if (L.Forms[I] == Form::Pre)
      writePre(S, Out);
    else if (L.Forms[I] == Form::Check)
      Out += "::axl::cpu::loops::checkSyncwarp((" +
             rangeText(cast<CallExpr>(cast<Expr>(S)->IgnoreImplicit())->getArg(0)->getSourceRange()) +
             "), axlL, axlT);";
    else if (const auto *D = dyn_cast<DeclStmt>(S); D && ContextDecls.contains(D))
      writeContextDecl(D, L.Id, Out);
    else if (isa<Expr>(S) && !llvm::StringRef(stmtText(S, L.Id)).rtrim().ends_with(";"))
      Out += stmtText(S, L.Id) + ";"; // a for's increment
    else
      Out += stmtText(S, L.Id);
  }
  Out += "\n}";
  // The unguarded copy has no returns, and no label for them.
  if (!Returns.empty() && !Unguarded && !Custom && !Shadows)
    Out += " axlNext" + Id + ":;";
}

// `T v = init;` kept per thread becomes a reference to the thread's element,
// constructed from the same initialiser.
void KernelRewriter::writeContextDecl(const DeclStmt *D, unsigned LoopId,
                                      std::string &Out) {
  for (const Decl *X : D->decls()) {
    const auto *V = dyn_cast<VarDecl>(X);
    if (!V) {
      fail(X->getLocation(), "a declaration mixes variables and types");
      return;
    }
    const std::string Slot = "axlCtx" + std::to_string(Context.lookup(V)) + "[axlT]";
    const std::string Name = V->getName().str();
    const std::string Type = "::axl::cpu::loops::Storage<" + typeText(V->getType()) + ">";
    const std::string Const = V->getType().isConstQualified() ? "const " : "";
    const Expr *Init = V->getInit();
    std::string InitText;
    if (Init) {
      // From after the name to the end of the declarator.
      const SourceLocation AfterName =
          Lexer::getLocForEndOfToken(V->getLocation(), 0, SM, LO);
      auto R = fileRange(SourceRange(V->getLocation(), V->getEndLoc()));
      if (!R || AfterName.isInvalid()) {
        fail(V->getLocation(), "its declaration is inside a macro expansion");
        return;
      }
      InitText = editedText(SM.getFileOffset(AfterName),
                            SM.getFileOffset(R->getEnd()), LoopId);
    }
    llvm::StringRef I = llvm::StringRef(InitText).trim();
    if (V->getType()->isArrayType()) {
      Out += " auto &" + Name + " = " + Slot + ";";
      if (Init) {
        auto IR = fileRange(Init->getSourceRange());
        if (!IR) {
          fail(V->getLocation(), "its initialiser is inside a macro expansion");
          return;
        }
        std::string InitOnly = editedText(SM.getFileOffset(IR->getBegin()),
                                          SM.getFileOffset(IR->getEnd()), LoopId);
        if (V->getInitStyle() == VarDecl::CInit)
          InitOnly = "= " + InitOnly;
        Out += " { using axlArray = " + Type + "; const axlArray axlInit " +
               InitOnly + "; ::std::memcpy(&" + Name + ", &axlInit, sizeof " +
               Name + "); }";
      }
      continue;
    }
    std::string Ctor;
    if (I.empty())
      Ctor = "";
    else if (I.consume_front("=")) {
      I = I.trim();
      Ctor = I.starts_with("{") ? I.str() : "(" + I.str() + ")";
    } else {
      Ctor = I.str();
    }
    Out += " " + Const + "auto &" + Name + " = *::new (static_cast<void *>(&" +
           Slot + ")) " + Type + Ctor + ";";
  }
}

// The text of S, with its returns made per-thread exits of loop LoopId.
std::string KernelRewriter::stmtText(const Stmt *S, unsigned LoopId) {
  auto R = fileRange(S->getSourceRange());
  if (!R) {
    fail(S->getBeginLoc(), "a statement is partly inside a macro expansion");
    return "";
  }
  unsigned Begin = SM.getFileOffset(R->getBegin());
  unsigned End = SM.getFileOffset(R->getEnd());
  llvm::StringRef File = SM.getBufferData(FID);
  // The terminating ';' of an expression statement is outside its range.
  llvm::StringRef Text = File.slice(Begin, End).rtrim();
  if (!Text.ends_with(";") && !Text.ends_with("}")) {
    std::optional<Token> Next = Lexer::findNextToken(R->getEnd().getLocWithOffset(-1), SM, LO);
    if (Next && Next->is(tok::semi))
      End = SM.getFileOffset(Next->getLocation()) + 1;
  }
  return editedText(Begin, End, LoopId);
}

// The file's text in [Begin, End), with the returns in it made per-thread
// exits of loop LoopId and its warp operations replaced by their results.
std::string KernelRewriter::editedText(unsigned Begin, unsigned End,
                                       unsigned LoopId) {
  llvm::StringRef File = SM.getBufferData(FID);
  std::map<unsigned, std::pair<unsigned, std::string>> Edits;
  auto Offsets = [&](SourceRange R) -> std::optional<std::pair<unsigned, unsigned>> {
    auto C = fileRange(R);
    if (!C)
      return std::nullopt;
    unsigned B = SM.getFileOffset(C->getBegin()), E = SM.getFileOffset(C->getEnd());
    if (B < Begin || E > End)
      return std::nullopt;
    return std::make_pair(B, E);
  };
  for (const ReturnStmt *Ret : Returns)
    if (auto O = Offsets(Ret->getSourceRange())) {
      std::string Store;
      if (const Expr *V = Ret->getRetValue()) {
        auto VR = fileRange(V->getSourceRange());
        if (!VR) {
          fail(Ret->getBeginLoc(), "a returned value is inside a macro expansion");
          continue;
        }
        Store = "::new (static_cast<void *>(&axlRet[axlT])) " +
                typeText(Kernel.getReturnType().getUnqualifiedType()) + "(" +
                editedText(SM.getFileOffset(VR->getBegin()),
                           SM.getFileOffset(VR->getEnd()), LoopId) +
                "); ";
      }
      Edits[O->first] = {O->second, "{ " + Store + "axlDone[axlT] = true; goto axlNext" +
                                        std::to_string(LoopId) + "; }"};
    }
  for (auto &[S, Calls] : Splits)
    for (const WarpCall &W : Calls)
      if (auto O = W.Call == Whole ? std::nullopt : Offsets(W.Call->getSourceRange())) {
        if (W.collective() || W.Name.starts_with("__syncthreads")) {
          std::string R;
          const std::string Id = std::to_string(W.Exchange);
          if (W.OnFibers)
            R = "axlR" + Id + "[axlT]"; // void for a void call
          else if (W.collective())
            R = W.Call->getType()->isVoidType() ? "(void)0" : "axlR" + Id + "[axlT]";
          else if (W.Name == "__syncthreads_count")
            R = "axlV" + Id + ".count()";
          else if (W.Name == "__syncthreads_and")
            R = "axlV" + Id + ".all()";
          else
            R = "axlV" + Id + ".any()";
          Edits[O->first] = {O->second, "(" + R + ")"};
          continue;
        }
        const std::string X = "axlX" + std::to_string(W.Exchange);
        if (W.Fast) {
          Edits[O->first] = {O->second, "(" + X + ".R[axlL])"};
          continue;
        }
        const std::string T =
            "decltype(" + File.slice(O->first, O->second).str() + ")";
        std::string R;
        llvm::StringRef N = W.Name;
        if (N == "__shfl_sync")
          R = X + ".shfl<" + T + ">(axlL)";
        else if (N == "__shfl_up_sync")
          R = X + ".shflUp<" + T + ">(axlL)";
        else if (N == "__shfl_down_sync")
          R = X + ".shflDown<" + T + ">(axlL)";
        else if (N == "__shfl_xor_sync")
          R = X + ".shflXor<" + T + ">(axlL)";
        else if (N == "__ballot_sync")
          R = X + ".ballot(axlL)";
        else if (N == "__any_sync")
          R = X + ".any(axlL)";
        else if (N == "__all_sync")
          R = X + ".all(axlL)";
        else if (N == "__uni_sync")
          R = X + ".uni(axlL)";
        else if (N == "__activemask")
          R = X + ".arrived()";
        else {
          static const std::map<std::string, std::string> Ops = {
              {"__reduce_add_sync", "ReduceAdd"}, {"__reduce_min_sync", "ReduceMin"},
              {"__reduce_max_sync", "ReduceMax"}, {"__reduce_and_sync", "ReduceAnd"},
              {"__reduce_or_sync", "ReduceOr"},   {"__reduce_xor_sync", "ReduceXor"}};
          R = X + ".reduce<" + T + ", ::axl::cpu::detail::" + Ops.at(N.str()) + ">(axlL)";
        }
        Edits[O->first] = {O->second, "(" + R + ")"};
      }
  std::string Result;
  unsigned At = Begin;
  for (auto &[B, Edit] : Edits) {
    if (B < At)
      continue; // inside an edit already made (a return's operand)
    Result += File.slice(At, B).str();
    Result += Edit.second;
    At = Edit.first;
  }
  Result += File.slice(At, End).str();
  return Result;
}

// The Pre half of a statement split at warp operations: each lane puts the
// operands of each operation into its exchange.
void KernelRewriter::writePre(const Stmt *S, std::string &Out) {
  for (const WarpCall &W : Splits[S]) {
    if (W.OnFibers)
      continue; // evaluated on its fibers
    if (W.collective()) {
      // Each thread's arguments, converted to the parameters' types; a
      // default argument as the callee's declaration spells it.
      for (unsigned I = 0; I < W.Call->getNumArgs(); ++I) {
        const Expr *A = W.Call->getArg(I);
        std::string Text;
        if (const auto *D = dyn_cast<CXXDefaultArgExpr>(A)) {
          CharSourceRange R = Lexer::makeFileCharRange(
              CharSourceRange::getTokenRange(D->getExpr()->getSourceRange()), SM, LO);
          if (R.isInvalid()) {
            fail(W.Call->getBeginLoc(), "a default argument is written by a macro");
            return;
          }
          Text = Lexer::getSourceText(R, SM, LO).str();
        } else {
          Text = rangeText(A->getSourceRange());
        }
        Out += " ::new (static_cast<void *>(&axlA" + std::to_string(W.Exchange) +
               "_" + std::to_string(I) + "[axlT])) " + argType(W, I) + "(" + Text + ");";
      }
      continue;
    }
    if (W.Name.starts_with("__syncthreads")) {
      Out += " axlV" + std::to_string(W.Exchange) + ".put(" +
             rangeText(W.Call->getArg(0)->getSourceRange()) + ");";
      continue;
    }
    const std::string X = "axlX" + std::to_string(W.Exchange);
    if (W.Fast) {
      if (shuffledContext(W) < 0) // else read from its storage
        Out += " " + X + ".V[axlL] = (" + rangeText(W.Call->getArg(1)->getSourceRange()) + ");";
      continue;
    }
    std::vector<std::string> Args;
    for (const Expr *A : W.Call->arguments()) {
      if (A->isDefaultArgument())
        continue;
      Args.push_back("(" + rangeText(A->getSourceRange()) + ")");
    }
    const std::string T = "decltype(" + rangeText(W.Call->getSourceRange()) + ")";
    llvm::StringRef N = W.Name;
    if (N.starts_with("__shfl")) {
      Out += " " + X + ".put<" + T + ">(axlL, " + Args[0] + ", " + Args[1] + ", " +
             Args[2] + ", " + (Args.size() > 3 ? Args[3] : "32") + ");";
    } else if (N == "__activemask") {
      Out += " " + X + ".put(axlL, 0xffffffffu);";
    } else if (N.starts_with("__reduce")) {
      Out += " " + X + ".put<" + T + ">(axlL, " + Args[0] + ", " + Args[1] + ");";
    } else { // votes
      Out += " " + X + ".put<int>(axlL, " + Args[0] + ", " + Args[1] + " != 0);";
    }
  }
}

bool Collectives::ensure(const FunctionDecl *F, std::string &Why) {
  auto It = Done.find(F);
  if (It != Done.end()) {
    if (!It->second)
      Why = "it could not be rewritten (or calls itself)";
    return It->second.has_value() && It->second->empty();
  }
  Done[F] = std::nullopt; // in progress: a recursive call fails
  KernelRewriter R(Ctx, *F, Sync, State, *this, KernelRewriter::Function);
  std::optional<std::string> Text = R.runFunction();
  if (!Text) {
    const SourceManager &SM = Ctx.getSourceManager();
    const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(R.failure().Where));
    Why = R.failure().Why + (P.isValid() ? " (line " + std::to_string(P.getLine()) + ")" : "");
    return false;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation End = SM.getExpansionLoc(F->getEndLoc());
  Inserts[{SM.getFileID(End), SM.getFileOffset(End) + 1}] +=
      "\n" + *Text + lineDirective(SM, End);
  Done[F] = std::string();
  return true;
}

struct KernelFinder : RecursiveASTVisitor<KernelFinder> {
  SourceManager &SM;
  llvm::function_ref<bool(FileID)> Rewritable;
  std::vector<const FunctionDecl *> Kernels;
  KernelFinder(SourceManager &SM, llvm::function_ref<bool(FileID)> Rewritable)
      : SM(SM), Rewritable(Rewritable) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || F->isTemplateInstantiation() ||
        !Rewritable(SM.getFileID(SM.getExpansionLoc(F->getLocation()))))
      return true;
    for (const auto *A : F->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "axl.global")
        Kernels.push_back(F);
    return true;
  }
};

} // namespace

FileOutcome rewriteKernels(ASTContext &Ctx,
                           llvm::function_ref<bool(FileID)> Rewritable) {
  SourceManager &SM = Ctx.getSourceManager();
  KernelFinder Finder(SM, Rewritable);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  SyncOracle Sync(SM, Rewritable);
  Sync.indexInstantiations(Ctx);
  ThreadStateOracle State;
  Collectives Registry(Ctx, Sync, State);
  FileOutcome Result;
  // (file, offset) -> text: after each rewritten kernel's '{', after each
  // device function that got a loop version.
  std::map<std::pair<FileID, unsigned>, std::string> Inserts;
  for (const FunctionDecl *K : Finder.Kernels) {
    KernelOutcome O;
    O.Name = K->getNameAsString();
    O.Loc = K->getLocation();
    const auto *Body = dyn_cast<CompoundStmt>(K->getBody());
    if (!Body || Body->getLBracLoc().isMacroID()) {
      O.Where = K->getLocation();
      O.Reason = "its body is written by a macro";
    } else {
      KernelRewriter R(Ctx, *K, Sync, State, Registry);
      if (std::optional<std::string> Text = R.run()) {
        O.Rewritten = true;
        Inserts[{SM.getFileID(Body->getLBracLoc()),
                 SM.getFileOffset(Body->getLBracLoc()) + 1}] = std::move(*Text);
      } else {
        O.Where = R.failure().Where;
        O.Reason = R.failure().Why;
      }
    }
    Result.Kernels.push_back(std::move(O));
  }
  for (auto &[At, Text] : Registry.Inserts)
    Inserts[At] += Text;
  Result.Texts[SM.getMainFileID()]; // always there, rewritten or not
  for (auto &[At, Text] : Inserts)
    Result.Texts[At.first];
  for (auto &[F, Out] : Result.Texts) {
    llvm::StringRef File = SM.getBufferData(F);
    unsigned At = 0;
    for (auto It = Inserts.lower_bound({F, 0});
         It != Inserts.end() && It->first.first == F; ++It) {
      Out += File.slice(At, It->first.second).str();
      Out += It->second;
      At = It->first.second;
    }
    Out += File.substr(At).str();
  }
  return Result;
}

} // namespace axl::loops
