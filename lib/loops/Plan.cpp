//===- Plan.cpp - the plan of a kernel as loops --------------------------===//
//
// Part of axl-loops: KernelRewriter's planning (which statements run per
// thread, per warp, per block; what is kept per thread).
//
//===----------------------------------------------------------------------===//
#include "loops/Rewriter.h"

namespace axl::loops::detail {

std::optional<CharSourceRange> KernelRewriter::fileRange(SourceRange R) {
  CharSourceRange C = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM, LO);
  if (C.isInvalid() || SM.getFileID(C.getBegin()) != FID)
    return std::nullopt;
  return C;
}

// The text of E as a declaration writes it, in whichever file (a callee's
// default argument); none where a macro writes it in part.
std::optional<std::string> KernelRewriter::declaredText(const Expr *E) {
  const CharSourceRange R =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
  if (R.isInvalid())
    return std::nullopt;
  return Lexer::getSourceText(R, SM, LO).str();
}

std::string KernelRewriter::rangeText(SourceRange R) {
  auto C = fileRange(R);
  if (!C) {
    fail(R.getBegin(), "internal error: the writer met text partly inside a macro expansion "
                       "that the planner did not check");
    return "";
  }
  return Lexer::getSourceText(*C, SM, LO).str();
}

std::string KernelRewriter::lineDirective(SourceLocation L) {
  return loops::lineDirective(SM, L);
}

PrintingPolicy KernelRewriter::typePolicy() const {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressScope = false;
  PP.FullyQualifiedName = true;
  PP.SuppressUnwrittenScope = true; // no "(anonymous namespace)::" (a member of an unnamed namespace is named through the enclosing one)
  return PP;
}

std::string KernelRewriter::typeText(QualType T) { return T.getAsString(typePolicy()); }

std::string KernelRewriter::declText(QualType T, llvm::StringRef Name) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  T.print(OS, typePolicy(), Name);
  return Out;
}

// The plan of the function's body: its parameters (a kernel's that some
// thread changes; a device function's, each calling thread's own value),
// the sequence of its body, what is kept per thread.
bool KernelRewriter::plan() {
  if (M == Function) {
    WarpFunction = !(Sync.ofFunction(&Kernel) & Barrier);
    // Its loop version repeats its template header, with a parameter added.
    if (const FunctionTemplateDecl *T = Kernel.getDescribedFunctionTemplate()) {
      const TemplateParameterList *L = T->getTemplateParameters();
      if (!fileRange(SourceRange(L->getTemplateLoc(), L->getRAngleLoc()))) {
        fail(Kernel.getLocation(), "its template header is written by a macro");
        return false;
      }
    } else if (Kernel.getNumTemplateParameterLists() || Kernel.isTemplateInstantiation()) {
      fail(Kernel.getLocation(), "a member of a template");
      return false;
    }
  }
  for (const ParmVarDecl *P : Kernel.parameters()) {
    if (M == Kernel_) {
      if (isChanged(P))
        U.markChangedParam(P);
      continue;
    }
    U.markChangedParam(P); // a value per calling thread
    if (!isChanged(P) && !P->getType()->isReferenceType() &&
        (P->getType()->isScalarType() || P->getType()->isDependentType()))
      U.assumeParam(P);
  }
  findReassigned();
  Plan = planSeq(llvm::ArrayRef<const Stmt *>(Body->body_begin(), Body->body_end()),
                 WarpFunction);
  if (!Fail)
    decideContext();
  return !Fail;
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
    auto L = newLoop(Warp, active());
    L->Stmts = std::move(Pending);
    L->Forms = std::move(Forms);
    Pending.clear();
    Forms.clear();
    for (size_t I = 0; I < L->Stmts.size(); ++I) {
      const Stmt *S = L->Stmts[I];
      if (L->Forms[I] == Form::Pre) {
        if (auto It = Lockstep.find(S); It != Lockstep.end()) {
          // Its reads, and the address of what it writes (for the check).
          collectRefs(It->second.Value, *L);
          collectRefs(It->second.Target, *L);
          L->ReadsThreadState |= State.ofStmt(It->second.Value);
          continue;
        }
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
    Out.push_back(std::move(L));
  };
  auto Add = [&](const Stmt *S, Form F) {
    Pending.push_back(S);
    Forms.push_back(F);
  };
  for (const Stmt *S : Stmts) {
    if (Fail)
      break;
    // A statement with attributes (`#pragma unroll`, [[likely]]) around
    // barriers or warp operations is planned as the statement itself: the
    // loops over threads inside it are written without the attributes (an
    // unroll hint or a branch weight of the block's statement, which no
    // longer describes them). One without keeps them, copied whole.
    while (isa<AttributedStmt>(S) && Sync.ofStmt(S) != NoSync)
      S = cast<AttributedStmt>(S)->getSubStmt();
    const unsigned F = Sync.ofStmt(S);
    // A reassigned variable given a value that is not thread-affine (a
    // warp operation's result, too) is kept per thread from here on.
    if (const auto *B = dyn_cast<BinaryOperator>(S)) {
      const auto *R = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens());
      const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
      if (V && U.isReassignedVar(V) && !U.isThreadAffine(B->getRHS()))
        demote(V);
    }
    // A statement split at a barrier-level call ends its loop before
    // statements with warp operations, which run warp by warp.
    if (!Warp && (F & WarpOp) && llvm::is_contained(Forms, Form::Post))
      Flush();
    if (F & Calls) {
      if (const CallExpr *G = Sync.unknownGroupSync(S)) {
        const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(G->getBeginLoc()));
        fail(S->getBeginLoc(),
             "the cooperative_groups::thread_group synced at line " +
                 std::to_string(P.isValid() ? P.getLine() : 0) +
                 " may be the block, a tile or the grid (the rewrite follows a "
                 "thread_group to a tiled_partition of a constant size up to 32 "
                 "or to this_thread_block(), the same at every call)");
        break;
      }
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
      // A cooperative group's sync: the block's is a barrier, a tile's (a
      // coalesced group's) a __syncwarp of lanes of one warp, which the
      // loops of the warp meet at (lanes of the tile's own mask: no check).
      if (const GroupSync G = C ? Sync.groupSync(C) : GroupSync::None; G != GroupSync::None) {
        if ((G == GroupSync::Block) == !Warp) {
          Flush();
          continue;
        }
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
          auto L = newLoop(Warp, active());
          L->S = S;
          collectRefs(W.Call, *L);
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
    if (Warp && F == NoSync) {
      // Warp-synchronous code that reads a slot of shared memory another
      // lane writes in the same statement: every lane's reads, then every
      // lane's write, as a warp runs it in lockstep.
      LockstepSplit X;
      if (lockstepShape(S, X)) {
        Lockstep[S] = std::move(X);
        Add(S, Form::Pre);
        Flush();
        Add(S, Form::Post);
        continue;
      }
    }
    Add(S, Form::Whole);
  }
  Flush();
  return Out;
}

// `a[i] = e` or `a[i] op= e` (a member of a[i] too) where a is a
// __shared__ array or a pointer only into one, i may differ between
// threads and has no side effects, and e reads a at another index that may
// differ between threads: on a GPU the warp's lanes load e before any
// stores (lockstep); as a loop over lanes, a lane would read its partner's
// slot after the partner wrote it. Out: e (kept per lane between the
// loops), the target and the reads (for AXL_CPU_LOOPS_CHECK).
bool KernelRewriter::lockstepShape(const Stmt *S, LockstepSplit &Out) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return false;
  E = E->IgnoreImplicit();
  const Expr *Target = nullptr, *Value = nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    Target = B->getLHS(), Value = B->getRHS();
  else if (const auto *O = dyn_cast<CXXOperatorCallExpr>(E);
           O && O->isAssignmentOp() && O->getNumArgs() == 2)
    Target = O->getArg(0), Value = O->getArg(1);
  else
    return false;
  auto Element = [](const Expr *X) -> const ArraySubscriptExpr * {
    X = X->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(X)) {
      if (M->isArrow())
        return nullptr;
      X = M->getBase()->IgnoreParenImpCasts();
    }
    return dyn_cast<ArraySubscriptExpr>(X);
  };
  const ArraySubscriptExpr *W = Element(Target);
  if (!W || Target->HasSideEffects(Ctx) || U.isUniform(W->getIdx()) ||
      !Sync.pointsToShared(W->getBase()))
    return false;
  const auto *Base = dyn_cast<DeclRefExpr>(W->getBase()->IgnoreParenImpCasts());
  if (!Base)
    return false;
  std::vector<const Expr *> Reads;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
    if (!X || isa<LambdaExpr>(X))
      return;
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(X)) {
      const auto *R = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
      if (R && R->getDecl() == Base->getDecl() && !U.isUniform(A->getIdx()) &&
          !Expr::isSameComparisonOperand(A->getIdx(), W->getIdx()) &&
          !A->getIdx()->HasSideEffects(Ctx) && fileRange(A->getSourceRange()))
        Reads.push_back(A);
    }
    for (const Stmt *C : X->children())
      Walk(C);
  };
  Walk(Value);
  const QualType T = Value->getType();
  if (Reads.empty() || T->isDependentType() || T->isVoidType() || T->isArrayType() ||
      !T.isTriviallyCopyableType(Ctx) || !fileRange(Value->getSourceRange()) ||
      !fileRange(Target->getSourceRange()) || !fileRange(S->getSourceRange()))
    return false;
  Out = {Value, Target, std::move(Reads), NextExchange++};
  return true;
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
      if (Sync.groupSync(C) != GroupSync::None)
        return fail(C->getBeginLoc(), "a cooperative group's sync inside an expression");
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
      for (const Expr *A : C->arguments()) {
        if (Sync.ofStmt(A) != NoSync)
          return fail(A->getBeginLoc(), "a call that synchronises in another's operands");
        // (Each operand is written again on its own.)
        if (!A->isDefaultArgument() && !fileRange(A->getSourceRange()))
          return fail(A->getBeginLoc(), "an operand of '" + N.str() +
                                            "' is partly inside a macro expansion");
      }
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
  // Their results (and, made as loops, their arguments) are kept per
  // thread, in storage that does not run destructors.
  for (const WarpCall &W : Calls) {
    if (const QualType D = Sync.destructedValue(W.Call, !W.OnFibers); !D.isNull()) {
      fail(W.Call->getBeginLoc(), "a call that synchronises takes or returns a value "
                                  "with a destructor ('" + D.getAsString() + "')");
      return false;
    }
  }
  for (WarpCall &W : Calls)
    if (!spellCall(W))
      return false;
  checkThreadStmt(S);
  Splits[S] = std::move(Calls);
  return !Fail;
}

// The type a collective call's argument I is kept in per thread: the
// parameter's (without reference and qualifiers); in a template, where the
// callee is not resolved and its parameter's type depends on its template
// parameters, the argument's own type (which deduces them alike).
std::optional<std::string> KernelRewriter::argType(const WarpCall &W, unsigned I) {
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
      T->containsUnexpandedParameterPack())
    return std::nullopt;
  return typeText(T.getNonReferenceType().getUnqualifiedType());
}

// A call the template does not resolve has a dependent type, void or not:
// its callee's pattern says whether its loop version has a result (the
// same test makes that version's axlRet).
bool KernelRewriter::hasResult(const WarpCall &W) const {
  if (W.Callee)
    return !W.Callee->getReturnType()->isVoidType();
  return !W.Call->getType()->isVoidType();
}

// (W.ArgTypes spelled first.)
std::optional<std::string> KernelRewriter::resultType(const WarpCall &W) {
  QualType T;
  if (const FunctionProtoType *F = protoOf(W.Call))
    T = F->getReturnType();
  else if (W.Callee)
    T = W.Callee->getReturnType();
  if (T.isNull() || (T->isDependentType() && !W.Call->getDirectCallee() && W.Callee)) {
    // Of the callee's own template parameters: the type of the function as
    // written called with lvalues of the arguments' per-thread types.
    const Expr *Callee = W.Call->getCallee();
    if (T.isNull() || !fileRange(Callee->getSourceRange()))
      return std::nullopt;
    std::string Args;
    for (unsigned I = 0; I < W.Call->getNumArgs(); ++I)
      Args += std::string(I ? ", " : "") + "::std::declval<::std::add_lvalue_reference_t<" +
              W.ArgTypes[I] + ">>()";
    return "::axl::cpu::loops::Storage<decltype(" + rangeText(Callee->getSourceRange()) + "(" +
           Args + "))>";
  }
  return typeText(T.getUnqualifiedType());
}

// The callee of a collective call as written (qualifier, template
// arguments), renamed to its loop version, with the loop versions of the
// functions passed to it added; none when a macro names it.
std::optional<std::string> KernelRewriter::calleeText(const WarpCall &W) {
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
  // The name itself as written in the file (a macro that expands to it
  // would be a whole expansion, whose text is the macro's name).
  auto R = NameSize && NameLoc.isFileID() ? fileRange(Callee->getSourceRange()) : std::nullopt;
  if (!R)
    return std::nullopt;
  llvm::StringRef File = SM.getBufferData(FID);
  const unsigned B = SM.getFileOffset(R->getBegin()), E = SM.getFileOffset(R->getEnd());
  const unsigned NameAt = SM.getFileOffset(NameLoc); // a file location (above)
  std::string Name = File.slice(B, NameAt).str() + loopsName(W.Callee) +
                     File.slice(NameAt + NameSize, E).str();
  if (!W.Passed.empty()) {
    std::string Extra;
    for (const FunctionDecl *G : W.Passed)
      Extra += ", &" + loopsName(G);
    Name.insert(Name.size() - 1, Extra); // before the closing '>'
  }
  return Name;
}

// What the writer writes of a collective call (Rewriter.h: WarpCall's
// ArgTypes ... CalleeText), or the reason it cannot be written.
bool KernelRewriter::spellCall(WarpCall &W) {
  if (W.OnFibers) {
    // Written as it is, on each thread's fiber.
    if (!fileRange(W.Call->getSourceRange()))
      fail(W.Call->getBeginLoc(), "a call that synchronises is inside a macro expansion");
    return !Fail;
  }
  if (!W.collective())
    return true;
  if (W.Callee && W.Call->getNumArgs() > W.Callee->getNumParams()) {
    fail(W.Call->getBeginLoc(), "a call that synchronises passes more arguments than its "
                                "callee's parameters in a template (the callee is not resolved)");
    return false;
  }
  for (unsigned I = 0; I < W.Call->getNumArgs(); ++I) {
    std::optional<std::string> T = argType(W, I);
    if (!T) {
      fail(W.Call->getArg(I)->getBeginLoc(),
           "the type of an argument of a call that synchronises is not known in the template");
      return false;
    }
    W.ArgTypes.push_back(std::move(*T));
    const Expr *A = W.Call->getArg(I);
    if (const auto *D = dyn_cast<CXXDefaultArgExpr>(A)) {
      std::optional<std::string> Text = declaredText(D->getExpr());
      if (!Text) {
        fail(W.Call->getBeginLoc(), "a default argument is written by a macro");
        return false;
      }
      W.ArgTexts.push_back(std::move(*Text));
    } else if (fileRange(A->getSourceRange())) {
      W.ArgTexts.push_back(rangeText(A->getSourceRange()));
    } else {
      fail(A->getBeginLoc(),
           "an argument of a call that synchronises is partly inside a macro expansion");
      return false;
    }
  }
  // In a template, a call the template does not resolve that leaves out
  // default arguments: those of the callee's declaration, as written there
  // (a resolved call has them as CXXDefaultArgExpr, above).
  for (unsigned I = W.Call->getNumArgs(); W.Callee && I < W.Callee->getNumParams(); ++I) {
    const ParmVarDecl *P = W.Callee->getParamDecl(I);
    const Expr *D = !P->hasDefaultArg() ? nullptr
                    : P->hasUninstantiatedDefaultArg() ? P->getUninstantiatedDefaultArg()
                                                       : P->getDefaultArg();
    std::optional<std::string> Text = D ? declaredText(D) : std::nullopt;
    const QualType T = P->getType();
    if (!Text || T->isDependentType()) {
      fail(W.Call->getBeginLoc(),
           std::string("a call that synchronises leaves out a default argument ") +
               (!D ? "its callee does not have" : !Text ? "that a macro writes"
                                                        : "of a type its template decides") +
               " (the template does not resolve the callee)");
      return false;
    }
    W.ArgTypes.push_back(typeText(T.getNonReferenceType().getUnqualifiedType()));
    W.ArgTexts.push_back(std::move(*Text));
  }
  if (hasResult(W)) {
    std::optional<std::string> T = resultType(W);
    if (!T) {
      fail(W.Call->getBeginLoc(),
           "the result type of a call that synchronises is not known in the template");
      return false;
    }
    W.ResultType = std::move(*T);
  }
  if (!W.Parameter) {
    std::optional<std::string> Callee = calleeText(W);
    if (!Callee) {
      fail(W.Call->getBeginLoc(), "the called function is named by a macro");
      return false;
    }
    W.CalleeText = std::move(*Callee);
  }
  return true;
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
    // A constexpr variable is a constant whatever its initialiser looks
    // like to the analysis (a call the template does not resolve): at
    // block level, where static_asserts and bounds may name it.
    const bool Uniform = Const && Init && (V->isConstexpr() || (Plain && U.isUniform(Init)));
    const bool ThisAffine = (Plain && (Const || Replayed) && Init && U.isThreadAffine(Init)) ||
                            (Const && recomputableLambda(V));
    Hoist &= Uniform;
    Affine &= ThisAffine;
    Vars.push_back(V);
    if (Uniform)
      U.markUniform(V);
    else if (ThisAffine && Replayed) {
      U.markAffine(V);
      U.markReassigned(V);
    } else if (ThisAffine) {
      U.markAffine(V);
      if (U.isWarpUniform(Init))
        U.markWarp(V);
      if (Uniformity::isThreadX(Init))
        U.markThreadX(V);
    }
  }
  for (const VarDecl *V : Vars) {
    if (Hoist)
      continue;
    if (U.unmarkUniform(V) && Affine)
      U.markAffine(V); // uniform values are thread-affine too
    if (!Affine)
      U.unmarkAffine(V);
  }
  if (Hoist) {
    // (Written again whole, at block level.)
    if (!fileRange(D->getSourceRange()))
      return fail(D->getBeginLoc(),
                  "a declaration run once for the block is partly inside a macro expansion");
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
  // In a template the implicit captures are found when it is instantiated:
  // under [=], the enclosing function's variables the body names are
  // copies made here.
  if (L->getCaptureDefault() == LCD_ByCopy) {
    struct Names : RecursiveASTVisitor<Names> {
      const CXXMethodDecl *Call;
      llvm::SmallVector<const VarDecl *, 4> Vars;
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (const auto *W = dyn_cast<VarDecl>(E->getDecl());
            W && W->hasLocalStorage() && W->getDeclContext() != Call)
          Vars.push_back(W);
        return true;
      }
    } N;
    N.Call = L->getCallOperator();
    N.TraverseStmt(L->getBody());
    if (llvm::any_of(N.Vars, [&](const VarDecl *W) { return isChanged(W); }))
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
      if (L.Refs.insert(V).second && U.isAffineVar(V) && V->getInit() &&
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
          if (R->getRetValue() && !fileRange(R->getRetValue()->getSourceRange()))
            return fail(X->getBeginLoc(), "a returned value is inside a macro expansion");
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
  if (!U.unmarkAffine(V))
    return;
  llvm::SmallVector<const VarDecl *, 4> Derived;
  for (const VarDecl *W : U.affineVars()) {
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
  // Barrier-free: nothing requires its header to be uniform.
  if (uniformForHeader(F, /*Warp=*/false, /*Required=*/false))
    return true;
  // Not uniform: its variables are not either.
  if (const auto *D = dyn_cast_or_null<DeclStmt>(F->getInit()))
    for (const Decl *X : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(X))
        U.unmarkUniform(V);
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

bool KernelRewriter::uniformForHeader(const ForStmt *F, bool Warp, bool Required) {
  llvm::SmallVector<const VarDecl *, 2> Vars;
  if (const Stmt *Init = F->getInit()) {
    const auto *D = dyn_cast<DeclStmt>(Init);
    if (!D)
      return false;
    for (const Decl *X : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(X);
      if (!V || !V->getInit() || !uniformAt(V->getInit(), Warp, Required) ||
          V->getType()->isReferenceType() || !V->getType()->isScalarType())
        return false;
      Vars.push_back(V);
    }
  }
  for (const VarDecl *V : Vars) {
    WrittenScalars InBody(F->getBody());
    if (InBody.contains(V))
      return false;
    U.markUniform(V);
  }
  if (!uniformAt(F->getCond(), Warp, Required))
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
             uniformAt(B->getRHS(), Warp, Required);
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
    N->BlockBarrier = !Warp && blockBarrierIn(S);
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
            U.unmarkUniform(V);
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
          if (!fileRange(SourceRange(L->getKeywordLoc(), L->getColonLoc()))) {
            fail(L->getKeywordLoc(), "a case label is partly inside a macro expansion");
            break;
          }
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
  // Run once for the block (the warp), it is written with its header as
  // the source spells it.
  if (const std::optional<SourceRange> H = headerOf(S);
      !Fail && N->Varying < 0 && H && !fileRange(*H))
    fail(S->getBeginLoc(), std::string("the header of a statement around a barrier or warp "
                                       "operation is partly inside a macro expansion"));
  return N;
}

// Whether S makes a barrier of the whole block: __syncthreads and its
// forms, the block's group sync, a call of a function that does (a tile's
// member function in cooperative_groups synchronises the tile only).
bool KernelRewriter::blockBarrierIn(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *F = C->getDirectCallee();
    if (isBarrierName(calleeName(C)) || Sync.groupSync(C) == GroupSync::Block)
      return true;
    if (F && inCooperativeGroups(F))
      return false;
    if ((Sync.collective(C) || Sync.onFibers(C)) && (Sync.ofStmt(C) & Barrier))
      return true;
  }
  for (const Stmt *Child : S->children())
    if (blockBarrierIn(Child))
      return true;
  return false;
}

// A loop over the threads of the outer active set that computes set Set:
// with Cond, the threads of Set (Start: of the outer set) for which it
// holds (for an if, Set's complement in the outer set goes to the else's
// set); without, the outer set itself.
std::unique_ptr<Node> KernelRewriter::condLoop(const Stmt *Of, const Expr *Cond,
                                               int Set, bool Start, bool Warp) {
  auto L = newLoop(Warp, active());
  L->Cond = Cond;
  L->S = Of;
  L->Varying = Set;
  L->Start = Start;
  if (Cond) {
    collectRefs(Cond, *L);
    L->ReadsThreadState = State.ofStmt(Cond);
  }
  return L;
}

// A loop over the threads of set Set that runs S (a for's initialiser or
// increment).
std::unique_ptr<Node> KernelRewriter::stmtLoop(const Stmt *S, int Set, bool Warp) {
  auto L = newLoop(Warp, Set);
  L->Stmts.push_back(S);
  L->Forms.push_back(Form::Whole);
  checkThreadStmt(S);
  addStmt(S, *L);
  return L;
}

// A new loop over the threads (Warp: a warp's lanes) of active set Active,
// numbered and recorded for decideContext.
std::unique_ptr<Node> KernelRewriter::newLoop(bool Warp, int Active) {
  auto L = std::make_unique<Node>();
  L->K = Node::Loop;
  L->Lanes = Warp;
  L->Id = NextLoop++;
  L->Active = Active;
  Loops.push_back(L.get());
  return L;
}

// What a statement of loop L reads, and the variables it declares there.
void KernelRewriter::addStmt(const Stmt *S, Node &L) {
  // A loop's statements are written again from their text.
  if (!fileRange(S->getSourceRange()))
    fail(S->getBeginLoc(), "a statement is partly inside a macro expansion");
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
    if (U.isChangedParam(P) || M == Function)
      Order.push_back(P);
  llvm::SmallPtrSet<const VarDecl *, 16> Needed;
  for (const Node *L : Loops)
    for (const VarDecl *V : L->Refs) {
      auto It = DeclaredIn.find(V);
      if (It != DeclaredIn.end() && It->second != L->Id &&
          !U.isAffineVar(V))
        Needed.insert(V);
    }
  if (Loops.size() > 1)
    for (auto &[V, Id] : DeclaredIn)
      if ((AddressTaken.contains(V) || V->getType()->isArrayType()) &&
          !U.isAffineVar(V))
        Needed.insert(V);
  // A declaration with one per-thread variable keeps all of its variables
  // per thread (it is rewritten as a whole).
  for (auto &[V, D] : DeclOf)
    if (Needed.contains(V))
      ContextDecls.insert(D);
  // Such a declaration is written again, each variable constructed in its
  // storage from its initialiser's text.
  for (const DeclStmt *D : ContextDecls)
    for (const Decl *X : D->decls()) {
      const auto *V = dyn_cast<VarDecl>(X);
      if (!V)
        return fail(X->getLocation(), "a declaration mixes variables and types");
      if (V->getInit() && !initSpan(V))
        return fail(V->getLocation(), "its declaration is inside a macro expansion");
      if (V->getType()->isArrayType() && V->getInit() && !defaultConstructedArray(V) &&
          !fileRange(V->getInit()->getSourceRange()))
        return fail(V->getLocation(), "its initialiser is inside a macro expansion");
      Needed.insert(V);
      U.keepPerThread(V);
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
    // (`auto v = f(x)` in a template, x dependent: deduced only in each
    // instantiation, so no one spelling names it in the pattern.)
    if (T->isVariablyModifiedType() || T->isUndeducedType() ||
        (T->isDependentType() && T->getContainedDeducedType()))
      return fail(V->getLocation(), "the type of '" + V->getName().str() +
                                        "' cannot be spelled per thread");
    if (!T->isDependentType() && T.isDestructedType())
      return fail(V->getLocation(), "'" + V->getName().str() +
                                        "' has a destructor and is kept "
                                        "across a barrier");
    // (Its storage would not run it at the end of its scope. A template's:
    // as the file instantiates it.)
    if (T->isDependentType())
      if (const QualType I = Sync.destructedInstantiation(V); !I.isNull())
        return fail(V->getLocation(), "'" + V->getName().str() + "' has a destructor in an "
                                          "instantiation ('" + I.getAsString() +
                                          "') and is kept across a barrier");
    Context.insert({V, Context.size()});
  }
}

} // namespace axl::loops::detail
