//===- Rewriter.h - one kernel or device function as loops ------*- C++ -*-===//
//
// Part of axl-loops (KernelLoops.h): the plan of a kernel as loops (Node),
// and KernelRewriter, which makes it (Plan.cpp) and writes it (Write.cpp).
// Whatever the writer copies from the source (statements, headers, labels,
// operands, a collective call's spelling) the planner has checked lies in
// the file and outside macro expansions, and a kernel where it does not stays
// on fibers with the planner's reason: a plan, once made, is written (the
// writer's own checks remain as a backstop that reports an internal error).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "loops/KernelLoops.h"
#include "loops/Oracles.h"
#include "loops/Uniformity.h"
#include "llvm/Support/SaveAndRestore.h"

namespace axl::loops {
/// L's file, escaped for a string literal, and line.
std::pair<std::string, unsigned> presumed(const clang::SourceManager &SM,
                                          clang::SourceLocation L);
} // namespace axl::loops

namespace axl::loops::detail {
using namespace clang;

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
  // A collective call made as loops, spelled by the planner (spellCall):
  // the types its arguments and result are kept in per thread, each
  // argument's text (a default argument as the callee's declaration spells
  // it), and the callee as written, renamed to its loop version (empty for
  // a call through a function parameter).
  std::vector<std::string> ArgTypes, ArgTexts;
  std::string ResultType, CalleeText;
};

/// The function-pointer non-type template parameters of a function
/// template, in order.
inline std::vector<const NonTypeTemplateParmDecl *> functionParameters(const FunctionDecl *F) {
  std::vector<const NonTypeTemplateParmDecl *> Out;
  if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
    for (const NamedDecl *D : *T->getTemplateParameters())
      if (const auto *P = dyn_cast<NonTypeTemplateParmDecl>(D))
        if (P->getType()->isFunctionPointerType())
          Out.push_back(P);
  return Out;
}

/// The prototype a call calls (through a function or a pointer).
inline const FunctionProtoType *protoOf(const CallExpr *C) {
  QualType T = C->getCallee()->IgnoreParenImpCasts()->getType();
  if (T->isPointerType())
    T = T->getPointeeType();
  return T->getAs<FunctionProtoType>();
}



/// The header of a statement that the loops write once for the block (or
/// the warp) as the source spells it: `if (...)`, `for (...)`, `while (...)`,
/// a do's `while (...)`, `switch (...)`; none for a block.
inline std::optional<SourceRange> headerOf(const Stmt *S) {
  if (const auto *I = dyn_cast<IfStmt>(S))
    return SourceRange(I->getIfLoc(), I->getRParenLoc());
  if (const auto *F = dyn_cast<ForStmt>(S))
    return SourceRange(F->getForLoc(), F->getRParenLoc());
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return SourceRange(W->getWhileLoc(), W->getRParenLoc());
  if (const auto *D = dyn_cast<DoStmt>(S))
    return SourceRange(D->getWhileLoc(), D->getRParenLoc());
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return SourceRange(Sw->getSwitchLoc(), Sw->getRParenLoc());
  return std::nullopt;
}

/// The name of the loop version of a device function.
inline std::string loopsName(const FunctionDecl *F) {
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
  // BlockStmt in lockstep at block level with a barrier of the whole block
  // inside (not only syncs of cooperative-groups tiles, which a branch that
  // whole tiles take may hold): AXL_CPU_LOOPS_CHECK checks its condition.
  bool BlockBarrier = false;
  const Expr *Cond = nullptr;
  bool Start = false;
};
using Seq = std::vector<std::unique_ptr<Node>>;

class Collectives;

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

  /// Kernel mode: the text to insert after the kernel body's '{'; function
  /// mode: the loop version's definition. Or why there is none (failure()).
  std::optional<std::string> run();
  Failure failure() const { return Fail ? *Fail : Failure{}; }
  /// The plan made by run() and the decisions it rests on, as text
  /// (axl-loops --print-plan; PrintPlan.cpp); where the rewrite failed, the
  /// reason.
  std::string describe() const;

private:
  // Planning.
  bool plan();
  Seq planSeq(llvm::ArrayRef<const Stmt *> Stmts, bool Warp);
  std::unique_ptr<Node> planBlockStmt(const Stmt *S, bool Warp);
  bool blockBarrierIn(const Stmt *S);
  std::unique_ptr<Node> condLoop(const Stmt *Of, const Expr *Cond, int Set,
                                 bool Start, bool Warp);
  std::unique_ptr<Node> stmtLoop(const Stmt *S, int Set, bool Warp);
  std::unique_ptr<Node> newLoop(bool Warp, int Active);
  void writeCondLoop(const Node &L, std::string &Out);
  std::string activeArrays();
  // The spelling of a collective call (WarpCall's ArgTypes ... CalleeText),
  // or a failure: what the writer needs of the call's text, decided before
  // anything is written.
  bool spellCall(WarpCall &W);
  std::optional<std::string> argType(const WarpCall &W, unsigned I);
  std::optional<std::string> resultType(const WarpCall &W);
  std::optional<std::string> calleeText(const WarpCall &W);
  bool hasResult(const WarpCall &W) const;
  bool splitCalls(const Stmt *S, bool Warp);
  std::string prologueArrays();
  // Per-thread storage whose type may name a type the kernel declares
  // (`using V = ...;`, a local struct) is declared just before the node of
  // the plan that contains its variable or call (At), not before the
  // loops: the type is declared there. Nested: in the innermost sequence
  // of the plan holding At (a type declared in an if's or a loop's body),
  // else in the top-level one. Top: the plan being written.
  void declareAt(SourceLocation At, const std::string &Text, std::string &Out,
                 bool Nested = false);
  // The per-thread storage Name of V, whose type names a local type.
  void declareLocalTyped(const VarDecl *V, const std::string &Name, const std::string &Storage,
                         std::string &Out);
  // Where declareAt puts a declaration before At: a sequence and a node.
  std::pair<const Seq *, size_t> placeBefore(const Seq &Q, SourceLocation A, bool Nested) const;
  SourceLocation nodeBegin(const Node &N) const;
  // Whether T names a declaration of a function: a type or alias declared
  // in it, or a constant in an array's bound, a template argument or a
  // decltype (`float x[kChunks][kElts]`): storage of T is declared after it.
  bool namesLocalType(QualType T) const;
  bool namesLocal(const Expr *E) const; // the same of an expression's text
  SourceLocation topStmtBegin(SourceLocation L) const; // of the body statement holding L
  SourceLocation argumentsBegin(const CallExpr *C) const;
  const Seq *Top = nullptr;
  std::map<std::pair<const Seq *, size_t>, std::string> DeclaredBefore;
  void writeCalls(const Node &N, std::string &Out);
  bool hasDone() const { return M == Function || !Returns.empty(); }
  void classifyDecl(const DeclStmt *D, Seq &Out, std::vector<const Stmt *> &Pending);
  bool uniformForHeader(const ForStmt *F, bool Warp, bool Required = true);
  bool hoistable(const Stmt *S);
  bool recomputableLambda(const VarDecl *V);
  bool fastShuffle(const CallExpr *C, llvm::StringRef N);
  // A statement of warp-synchronous code split into every lane's reads
  // (Pre: Value into axlS<Id>) and then every lane's write (Post), as a
  // warp runs it in lockstep (lockstepShape).
  struct LockstepSplit {
    const Expr *Value = nullptr, *Target = nullptr;
    std::vector<const Expr *> Reads; // of the written array, by other indices
    unsigned Id = 0;
  };
  bool lockstepShape(const Stmt *S, LockstepSplit &Out);
  llvm::DenseMap<const Stmt *, LockstepSplit> Lockstep;
  int shuffledContext(const WarpCall &W);
  /// Uniform in the block; at warp level, in the warp (which the kernel's
  /// claim then requires of the block's shape). Required: CUDA requires it
  /// (it decides a barrier or warp operation), so a device function's
  /// parameters count as uniform (Uniformity::assumeParam) where the loop
  /// version's callers are the threads that must agree: a warp function's
  /// lanes; for a function with barriers, the block, so not at warp level
  /// (each warp may pass its own value there).
  bool uniformAt(const Expr *E, bool Warp, bool Required = true) {
    const auto Assume = U.assumingParams(Required && (!Warp || WarpFunction));
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

  // Printing (PrintPlan.cpp).
  void printSeq(const Seq &Nodes, unsigned Depth, llvm::raw_ostream &OS) const;
  unsigned lineOf(SourceLocation L) const;

  // Writing.
  std::optional<std::string> writeKernel();
  std::optional<std::string> writeFunction();
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
  std::optional<std::pair<unsigned, unsigned>> initSpan(const VarDecl *V);
  bool defaultConstructedArray(const VarDecl *V);
  void writePre(const Stmt *S, std::string &Out);
  std::string stmtText(const Stmt *S, unsigned LoopId);
  std::string editedText(unsigned Begin, unsigned End, unsigned LoopId);
  std::string rangeText(SourceRange R);
  std::optional<CharSourceRange> fileRange(SourceRange R);
  std::optional<std::string> declaredText(const Expr *E);
  std::string lineDirective(SourceLocation L);
  std::string typeText(QualType T);
  /// A declaration of Name of type T, the declarator written around the
  /// name as C++ needs for pointers to arrays, to functions and to members
  /// (`float (*const *axlArg0)[4]`), where `typeText(T) + " " + Name` is not
  /// C++.
  std::string declText(QualType T, llvm::StringRef Name);
  PrintingPolicy typePolicy() const;

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

  Seq Plan; // made by plan()
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

// The rewrite of a file's functions: its kernels, and the versions of its
// device functions that run their calling threads as loops, made on demand
// (for the kernels that call them).
class Collectives {
public:
  Collectives(ASTContext &Ctx, SyncOracle &Sync, ThreadStateOracle &State,
              std::string *Plans = nullptr)
      : Ctx(Ctx), Sync(Sync), State(State), Plans(Plans) {}
  /// F as loops (KernelRewriter::run), or why not (Why); its plan printed
  /// with the others'.
  std::optional<std::string> rewrite(const FunctionDecl &F, KernelRewriter::Mode M,
                                     Failure &Why);
  /// Whether F's version could be made; if not, Why says why.
  bool ensure(const FunctionDecl *F, std::string &Why);
  /// Insertions into the files: after each function, its version.
  std::map<std::pair<FileID, unsigned>, std::string> Inserts;

private:
  ASTContext &Ctx;
  SyncOracle &Sync;
  ThreadStateOracle &State;
  std::string *Plans; // where the functions' plans are printed, if anywhere
  llvm::DenseMap<const FunctionDecl *, std::optional<std::string>> Done;
};

} // namespace axl::loops::detail
