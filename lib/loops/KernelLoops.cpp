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
  Calls = 4,   // a call of a function that synchronises or spins
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

// The engine's entry points that make a thread wait for others.
bool isEngineWait(llvm::StringRef N) {
  return N == "syncThreads" || N == "warpCollective" || N == "yieldThread" ||
         N == "gridSync" || N == "activeLanes" || N == "__nanosleep";
}

llvm::StringRef calleeName(const CallExpr *C) {
  if (const FunctionDecl *F = C->getDirectCallee())
    return F->getIdentifier() ? F->getName() : "";
  const Expr *E = C->getCallee()->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(E))
    if (U->getName().isIdentifier())
      return U->getName().getAsIdentifierInfo()->getName();
  return "";
}

// Which functions synchronise, transitively through the calls they make.
class SyncOracle {
public:
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
      else if (isEngineWait(N) || callsSync(C))
        F |= Calls;
    }
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      F |= ofStmt(L->getBody());
    for (const Stmt *Child : S->children())
      F |= ofStmt(Child);
    StmtMemo[S] = F;
    return F;
  }

  /// The first call in S of a function that synchronises (for messages).
  const CallExpr *firstSyncCall(const Stmt *S) {
    if (!S)
      return nullptr;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (isEngineWait(calleeName(C)) || callsSync(C))
        return C;
    for (const Stmt *Child : S->children())
      if (const CallExpr *C = firstSyncCall(Child))
        return C;
    return nullptr;
  }

private:
  bool callsSync(const CallExpr *C) {
    llvm::SmallVector<const FunctionDecl *, 4> Callees;
    if (const FunctionDecl *F = C->getDirectCallee())
      Callees.push_back(F);
    else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(
                 C->getCallee()->IgnoreParenImpCasts()))
      for (const NamedDecl *D : U->decls()) {
        if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
          Callees.push_back(T->getTemplatedDecl());
        else if (const auto *F = dyn_cast<FunctionDecl>(D))
          Callees.push_back(F);
      }
    for (const FunctionDecl *F : Callees)
      if (functionSyncs(F))
        return true;
    return false;
  }

  bool functionSyncs(const FunctionDecl *F) {
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
      F = P;
    auto It = FunctionMemo.find(F);
    if (It != FunctionMemo.end())
      return It->second;
    FunctionMemo[F] = false; // recursion: assume not, until proven
    const Stmt *Body = F->getBody();
    bool Result = Body && ofStmt(Body) != NoSync;
    FunctionMemo[F] = Result;
    return Result;
  }

  llvm::DenseMap<const Stmt *, unsigned> StmtMemo;
  llvm::DenseMap<const FunctionDecl *, bool> FunctionMemo;
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
    // Without a body: library code (libc, libm) or the engine's functions
    // that wait for other threads (rejected before this is asked).
    if (const Stmt *Body = F->getBody())
      Result = Uniformity::readsThreadIndex(Body) || ofStmt(Body);
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
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *F = C->getDirectCallee())
        for (unsigned I = 0; I < C->getNumArgs() && I < F->getNumParams(); ++I) {
          const QualType T = F->getParamDecl(I)->getType();
          if (T->isReferenceType() && !T->getPointeeType().isConstQualified())
            mark(C->getArg(I));
        }
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
enum class Form { Whole, Pre, Post };

// A warp operation the rewrite splits a statement at.
struct WarpCall {
  const CallExpr *Call;
  llvm::StringRef Name;
  unsigned Exchange; // its WarpExchange: axlX<Exchange>
};

struct Node {
  enum Kind { Loop, BlockStmt, Hoisted, WarpGroup } K;
  unsigned Id = 0;                      // Loop: its number
  bool Lanes = false;                   // Loop: over a warp's lanes
  std::vector<const Stmt *> Stmts;      // Loop: the statements; Hoisted: one
  std::vector<Form> Forms;              // Loop: how each statement runs
  const Stmt *S = nullptr;              // BlockStmt
  std::vector<std::vector<std::unique_ptr<Node>>> Seqs; // BlockStmt, WarpGroup
  llvm::SmallPtrSet<const VarDecl *, 8> Refs;           // Loop: variables read
  bool ReadsThreadState = false;                        // Loop
};
using Seq = std::vector<std::unique_ptr<Node>>;

struct Failure {
  SourceLocation Where;
  std::string Why;
};

class KernelRewriter {
public:
  KernelRewriter(ASTContext &Ctx, const FunctionDecl &Kernel, SyncOracle &Sync,
                 ThreadStateOracle &State)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()),
        Kernel(Kernel), Sync(Sync), State(State),
        Body(cast<CompoundStmt>(Kernel.getBody())), Mutation(*Body, Ctx),
        Scalars(Body) {}

  /// The text to insert after the kernel body's '{', or why there is none.
  std::optional<std::string> run();
  Failure failure() const { return Fail ? *Fail : Failure{}; }

private:
  // Planning.
  Seq planSeq(llvm::ArrayRef<const Stmt *> Stmts, bool Warp);
  std::unique_ptr<Node> planBlockStmt(const Stmt *S, bool Warp);
  bool warpCalls(const Stmt *S);
  void classifyDecl(const DeclStmt *D, Seq &Out, std::vector<const Stmt *> &Pending);
  bool uniformForHeader(const ForStmt *F);
  void checkThreadStmt(const Stmt *S);
  void collectRefs(const Stmt *S, Node &L);
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
  void writeBlockStmt(const Node &N, std::string &Out);
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
};

std::optional<CharSourceRange> KernelRewriter::fileRange(SourceRange R) {
  CharSourceRange C = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  if (C.isInvalid() || !SM.isWrittenInMainFile(C.getBegin()))
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
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  std::string Name;
  for (char C : llvm::StringRef(P.getFilename())) {
    if (C == '\\' || C == '"')
      Name += '\\';
    Name += C;
  }
  return "\n#line " + std::to_string(P.getLine()) + " \"" + Name + "\"\n";
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
    L->Stmts = std::move(Pending);
    L->Forms = std::move(Forms);
    Pending.clear();
    Forms.clear();
    for (size_t I = 0; I < L->Stmts.size(); ++I) {
      const Stmt *S = L->Stmts[I];
      if (L->Forms[I] == Form::Pre) {
        for (const WarpCall &W : Splits[S]) {
          collectRefs(W.Call, *L);
          L->ReadsThreadState |= State.ofStmt(W.Call);
        }
        continue;
      }
      collectRefs(S, *L);
      L->ReadsThreadState |= State.ofStmt(S);
      if (const auto *D = dyn_cast<DeclStmt>(S))
        for (const Decl *X : D->decls())
          if (const auto *V = dyn_cast<VarDecl>(X)) {
            DeclaredIn[V] = L->Id;
            DeclOf[V] = D;
          }
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
    if (F & Calls) {
      const CallExpr *C = Sync.firstSyncCall(S);
      fail(C ? C->getBeginLoc() : S->getBeginLoc(),
           "it calls '" + (C ? calleeName(C).str() : std::string("?")) +
               "', which synchronises threads or waits for them");
      break;
    }
    if (const auto *E = dyn_cast<Expr>(S)) {
      const auto *C = dyn_cast<CallExpr>(E->IgnoreImplicit());
      if (C && calleeName(C) == (Warp ? "__syncwarp" : "__syncthreads")) {
        Flush();
        continue;
      }
    }
    if ((F & Barrier) || (Warp && (F & WarpOp) && !isa<Expr>(S) &&
                          !isa<DeclStmt>(S))) {
      Flush();
      if (auto N = planBlockStmt(S, Warp))
        Out.push_back(std::move(N));
      continue;
    }
    if (Warp && (F & WarpOp)) {
      // A statement with warp operations: its operands in this loop, the
      // rest of it in the next.
      if (!warpCalls(S))
        break;
      if (const auto *D = dyn_cast<DeclStmt>(S))
        classifyDecl(D, Out, Pending), Pending.pop_back();
      Add(S, Form::Pre);
      Flush();
      Add(S, Form::Post);
      continue;
    }
    if (const auto *D = dyn_cast<DeclStmt>(S)) {
      const size_t Before = Pending.size();
      classifyDecl(D, Out, Pending);
      if (Pending.size() > Before)
        Forms.push_back(Form::Whole);
      continue;
    }
    checkThreadStmt(S);
    Add(S, Form::Whole);
  }
  Flush();
  return Out;
}

// The warp operations of a statement that the rewrite can split at: each
// evaluated unconditionally (not under ?:, && or ||, not in a lambda), none
// inside another's operands, none written by a macro.
bool KernelRewriter::warpCalls(const Stmt *S) {
  std::vector<WarpCall> Calls;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *X, bool Cond) {
    if (!X || Fail)
      return;
    if (isa<LambdaExpr>(X))
      return;
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      llvm::StringRef N = calleeName(C);
      if (isWarpName(N)) {
        static const llvm::StringSet<> Supported = {
            "__shfl_sync",       "__shfl_up_sync",    "__shfl_down_sync",
            "__shfl_xor_sync",   "__ballot_sync",     "__any_sync",
            "__all_sync",        "__uni_sync",        "__activemask",
            "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync",
            "__reduce_and_sync", "__reduce_or_sync",  "__reduce_xor_sync"};
        if (!Supported.contains(N))
          return fail(C->getBeginLoc(), "'" + N.str() + "' is not split into lane loops yet");
        if (Cond)
          return fail(C->getBeginLoc(), "a warp operation is evaluated conditionally");
        if (!fileRange(C->getSourceRange()))
          return fail(C->getBeginLoc(), "a warp operation is inside a macro expansion");
        for (const Expr *A : C->arguments())
          if (Sync.ofStmt(A) & WarpOp)
            return fail(A->getBeginLoc(), "a warp operation in another's operands");
        Calls.push_back({C, N, NextExchange++});
        return;
      }
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
  bool Hoist = true, Affine = true;
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
    const Expr *Init = V->getInit();
    if (!(Plain && Const && Init && U.isUniform(Init)))
      Hoist = false;
    if (!(Plain && Const && Init && U.isThreadAffine(Init)))
      Affine = false;
  }
  for (const Decl *X : D->decls())
    if (const auto *V = dyn_cast<VarDecl>(X);
        V && !V->isStaticLocal() && !V->hasExternalStorage()) {
      (Hoist ? U.UniformVars : U.AffineVars).insert(V);
      if (!Hoist && !Affine)
        U.AffineVars.erase(V);
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

// Records the variables S reads and the returns it makes; rejects jumps out
// of a loop over threads.
void KernelRewriter::collectRefs(const Stmt *S, Node &L) {
  if (!S)
    return;
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
      L.Refs.insert(V);
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
          if (R->getRetValue())
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

bool KernelRewriter::uniformForHeader(const ForStmt *F) {
  llvm::SmallVector<const VarDecl *, 2> Vars;
  if (const Stmt *Init = F->getInit()) {
    const auto *D = dyn_cast<DeclStmt>(Init);
    if (!D)
      return false;
    for (const Decl *X : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(X);
      if (!V || !V->getInit() || !U.isUniform(V->getInit()) ||
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
  if (!U.isUniform(F->getCond()))
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
             U.isUniform(B->getRHS());
    }
    if (const auto *Un = dyn_cast<UnaryOperator>(E))
      return Un->isIncrementDecrementOp() && IsLoopVar(Un->getSubExpr());
    return false;
  };
  return Inc(F->getInc());
}

std::unique_ptr<Node> KernelRewriter::planBlockStmt(const Stmt *S, bool Warp) {
  auto N = std::make_unique<Node>();
  N->K = Node::BlockStmt;
  N->S = S;
  auto Body = [&](const Stmt *B) {
    if (!B)
      N->Seqs.emplace_back();
    else if (const auto *C = dyn_cast<CompoundStmt>(B))
      N->Seqs.push_back(planSeq(
          llvm::ArrayRef<const Stmt *>(C->body_begin(), C->body_end()), Warp));
    else
      N->Seqs.push_back(planSeq({B}, Warp));
  };
  const char *NonUniform =
      Warp ? "the condition around a warp operation is not provably the same "
             "for every thread of the block"
           : "the condition around a barrier is not provably the same for "
             "every thread of the block";
  if (const auto *C = dyn_cast<CompoundStmt>(S)) {
    N->Seqs.push_back(planSeq(
        llvm::ArrayRef<const Stmt *>(C->body_begin(), C->body_end()), Warp));
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit() || I->getConditionVariable() || I->isConsteval())
      fail(S->getBeginLoc(), "an if with an initialiser around a barrier");
    else if (!U.isUniform(I->getCond()))
      fail(I->getCond()->getBeginLoc(), NonUniform);
    Body(I->getThen());
    Body(I->getElse());
  } else if (const auto *F = dyn_cast<ForStmt>(S)) {
    if (F->getConditionVariable() || !uniformForHeader(F))
      fail(S->getBeginLoc(), std::string("the header of a loop around a ") +
                                 (Warp ? "warp operation" : "barrier") +
                                 " is not provably the same for every thread "
                                 "of the block");
    Body(F->getBody());
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    if (W->getConditionVariable() || !U.isUniform(W->getCond()))
      fail(W->getCond()->getBeginLoc(), NonUniform);
    Body(W->getBody());
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    if (!U.isUniform(D->getCond()))
      fail(D->getCond()->getBeginLoc(), NonUniform);
    Body(D->getBody());
  } else {
    fail(S->getBeginLoc(), std::string("a barrier inside a statement of kind ") +
                               S->getStmtClassName() +
                               " (not a plain __syncthreads(); statement)");
  }
  return N;
}

// Which variables live per thread: those declared in one loop and read in
// another, the address-taken ones and arrays when there are several loops,
// and parameters that threads change.
void KernelRewriter::decideContext() {
  llvm::SmallVector<const VarDecl *, 16> Order;
  for (const ParmVarDecl *P : Kernel.parameters())
    if (U.MutatedParams.contains(P))
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
  Seq Plan = planSeq(
      llvm::ArrayRef<const Stmt *>(Body->body_begin(), Body->body_end()), false);
  if (!Fail)
    decideContext();
  if (Fail)
    return std::nullopt;

  std::string Out = " if (::axl::cpu::detail::claimBlock()) { "
                    "::axl::cpu::loops::Frame axlFrame; "
                    "const ::axl::cpu::loops::Block axlB;";
  if (!Returns.empty())
    Out += " bool *const axlDone = axlFrame.flags(axlB.N);";
  for (auto &[V, I] : Context) {
    const std::string N = "axlCtx" + std::to_string(I);
    if (isa<ParmVarDecl>(V)) {
      const std::string T = "::std::remove_cv_t<decltype(" + V->getName().str() + ")>";
      Out += " auto *const " + N + " = axlFrame.perThread<" + T +
             ">(axlB.N); for (unsigned axlT = 0; axlT < axlB.N; ++axlT) "
             "::new (static_cast<void *>(" + N + " + axlT)) " + T + "(" +
             V->getName().str() + ");";
    } else {
      Out += " auto *const " + N + " = axlFrame.perThread<::std::remove_cv_t<" +
             typeText(V->getType()) + ">>(axlB.N);";
    }
  }
  writeSeq(Plan, Out);
  Out += "\n return; }";
  Out += lineDirective(Body->getLBracLoc());
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
    case Node::WarpGroup:
      Out += "\nfor (unsigned axlW = 0; axlW < axlB.warps(); ++axlW) { "
             "const unsigned axlLanes = axlB.lanes(axlW);";
      writeSeq(N->Seqs[0], Out);
      Out += "\n}";
      break;
    }
  }
}

void KernelRewriter::writeBlockStmt(const Node &N, std::string &Out) {
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
  }
}

void KernelRewriter::writeLoop(const Node &L, std::string &Out) {
  const std::string Id = std::to_string(L.Id);
  // The exchanges of the warp operations whose operands this loop puts.
  for (size_t I = 0; I < L.Stmts.size(); ++I)
    if (L.Forms[I] == Form::Pre)
      for (const WarpCall &W : Splits[L.Stmts[I]])
        Out += " ::axl::cpu::loops::WarpExchange axlX" + std::to_string(W.Exchange) + ";";
  if (L.Lanes)
    Out += "\nAXL_LOOPS_SIMD for (unsigned axlL = 0; axlL < axlLanes; ++axlL) { "
           "const unsigned axlT = axlW * 32 + axlL; "
           "const ::uint3 axlCpuThreadIdx = axlB.index(axlT); (void)axlCpuThreadIdx;";
  else
    Out += "\nfor (unsigned axlZ = 0; axlZ < axlB.Z; ++axlZ) "
           "for (unsigned axlY = 0; axlY < axlB.Y; ++axlY) { "
           "const unsigned axlRow = axlB.X * (axlY + axlB.Y * axlZ); "
           "AXL_LOOPS_SIMD for (unsigned axlX = 0; axlX < axlB.X; ++axlX) { "
           "const unsigned axlT = axlRow + axlX; (void)axlT; "
           "const ::uint3 axlCpuThreadIdx{axlX, axlY, axlZ}; (void)axlCpuThreadIdx;";
  if (L.ReadsThreadState)
    Out += " ::axlCpuThreadIdx = axlCpuThreadIdx;";
  if (!Returns.empty())
    Out += " if (axlDone[axlT]) continue;";
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
  // Thread-affine variables from other loops: their declarations again,
  // with those they depend on, in source order.
  llvm::SmallPtrSet<const VarDecl *, 8> Remat;
  std::function<void(const VarDecl *)> Need = [&](const VarDecl *V) {
    auto It = DeclaredIn.find(V);
    if (!U.AffineVars.contains(V) || It == DeclaredIn.end() ||
        It->second == L.Id || !Remat.insert(V).second)
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
    D.TraverseStmt(const_cast<Expr *>(V->getInit()));
  };
  for (const VarDecl *V : L.Refs)
    Need(V);
  std::vector<const DeclStmt *> RematDecls;
  for (const VarDecl *V : Remat)
    if (!llvm::is_contained(RematDecls, DeclOf[V]))
      RematDecls.push_back(DeclOf[V]);
  llvm::sort(RematDecls, [&](const DeclStmt *A, const DeclStmt *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  for (const DeclStmt *D : RematDecls) {
    Out += lineDirective(D->getBeginLoc());
    Out += stmtText(D, L.Id);
  }
  Out += " {";
  for (size_t I = 0; I < L.Stmts.size(); ++I) {
    const Stmt *S = L.Stmts[I];
    Out += lineDirective(S->getBeginLoc());
    if (L.Forms[I] == Form::Pre)
      writePre(S, Out);
    else if (const auto *D = dyn_cast<DeclStmt>(S); D && ContextDecls.contains(D))
      writeContextDecl(D, L.Id, Out);
    else
      Out += stmtText(S, L.Id);
  }
  Out += "\n}";
  if (!Returns.empty())
    Out += " axlNext" + Id + ":;";
  Out += L.Lanes ? " }" : " } }";
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
    const std::string Type = "::std::remove_cv_t<" + typeText(V->getType()) + ">";
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
  llvm::StringRef File = SM.getBufferData(SM.getMainFileID());
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
  llvm::StringRef File = SM.getBufferData(SM.getMainFileID());
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
    if (auto O = Offsets(Ret->getSourceRange()))
      Edits[O->first] = {O->second, "{ axlDone[axlT] = true; goto axlNext" +
                                        std::to_string(LoopId) + "; }"};
  for (auto &[S, Calls] : Splits)
    for (const WarpCall &W : Calls)
      if (auto O = Offsets(W.Call->getSourceRange())) {
        const std::string X = "axlX" + std::to_string(W.Exchange);
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
    const std::string X = "axlX" + std::to_string(W.Exchange);
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

struct KernelFinder : RecursiveASTVisitor<KernelFinder> {
  SourceManager &SM;
  std::vector<const FunctionDecl *> Kernels;
  explicit KernelFinder(SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || F->isTemplateInstantiation() ||
        !SM.isWrittenInMainFile(SM.getExpansionLoc(F->getLocation())))
      return true;
    for (const auto *A : F->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "axl.global")
        Kernels.push_back(F);
    return true;
  }
};

} // namespace

FileOutcome rewriteKernels(ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  KernelFinder Finder(SM);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  SyncOracle Sync;
  ThreadStateOracle State;
  FileOutcome Result;
  std::map<unsigned, std::string> Inserts; // offset after '{' -> text
  for (const FunctionDecl *K : Finder.Kernels) {
    KernelOutcome O;
    O.Name = K->getNameAsString();
    O.Loc = K->getLocation();
    const auto *Body = dyn_cast<CompoundStmt>(K->getBody());
    if (!Body || !SM.isWrittenInMainFile(Body->getLBracLoc()) ||
        Body->getLBracLoc().isMacroID()) {
      O.Where = K->getLocation();
      O.Reason = "its body is not written in the file";
    } else {
      KernelRewriter R(Ctx, *K, Sync, State);
      if (std::optional<std::string> Text = R.run()) {
        O.Rewritten = true;
        Inserts[SM.getFileOffset(Body->getLBracLoc()) + 1] = std::move(*Text);
      } else {
        O.Where = R.failure().Where;
        O.Reason = R.failure().Why;
      }
    }
    Result.Kernels.push_back(std::move(O));
  }
  llvm::StringRef File = SM.getBufferData(SM.getMainFileID());
  unsigned At = 0;
  for (auto &[Offset, Text] : Inserts) {
    Result.Text += File.slice(At, Offset).str();
    Result.Text += Text;
    At = Offset;
  }
  Result.Text += File.substr(At).str();
  return Result;
}

} // namespace axl::loops
