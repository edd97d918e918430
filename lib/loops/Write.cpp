//===- Write.cpp - a kernel's plan written as loops ----------------------===//
//
// Part of axl-loops: KernelRewriter's writing (the loops' text, with the
// original statements' lines).
//
//===----------------------------------------------------------------------===//
#include "loops/Rewriter.h"

namespace axl::loops::detail {

std::optional<std::string> KernelRewriter::run() {
  if (!plan())
    return std::nullopt;
  return M == Function ? writeFunction() : writeKernel();
}

std::optional<std::string> KernelRewriter::writeKernel() {
  Top = &Plan;

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
    } else if (!namesLocalType(V->getType())) {
      Out += " auto *const " + N + " = axlFrame.perThread<::axl::cpu::loops::Storage<" +
             typeText(V->getType()) + ">>(axlB.N);";
    } else {
      declareLocalTyped(V, N, "::axl::cpu::loops::Storage<" + typeText(V->getType()) + ">", Out);
    }
  }
  Out += prologueArrays();
  Out += activeArrays();
  writeSeq(Plan, Out);
  Top = nullptr;
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
  // The values of the statements split into reads and writes, per thread.
  std::vector<const LockstepSplit *> Split;
  for (auto &[S, X] : Lockstep)
    Split.push_back(&X);
  llvm::sort(Split, [](const LockstepSplit *A, const LockstepSplit *B) { return A->Id < B->Id; });
  for (const LockstepSplit *X : Split) {
    const QualType T = X->Value->getType().getUnqualifiedType();
    const std::string Array = " auto *const axlS" + std::to_string(X->Id) +
                              " = axlFrame.perThread<" + typeText(T) + ">(axlB.N);";
    if (namesLocalType(T))
      declareAt(topStmtBegin(X->Value->getBeginLoc()), Array, Out);
    else
      Out += Array;
  }
  // In the order of their numbers (Splits' order is the pointers').
  std::vector<const WarpCall *> All;
  for (auto &[S, Calls] : Splits)
    for (const WarpCall &W : Calls)
      All.push_back(&W);
  llvm::sort(All, [](const WarpCall *A, const WarpCall *B) { return A->Exchange < B->Exchange; });
  for (const WarpCall *WP : All) {
    const WarpCall &W = *WP;
    if (!W.collective())
      continue;
    const std::string Id = std::to_string(W.Exchange);
    if (W.OnFibers) {
      Out += " void *axlF" + Id + " = nullptr;"; // its results' storage
      continue;
    }
    std::string Arrays;
    for (unsigned I = 0; I < W.ArgTexts.size(); ++I)
      Arrays += " auto *const axlA" + Id + "_" + std::to_string(I) +
                " = axlFrame.perThread<" + W.ArgTypes[I] + ">(axlB.N);";
    if (hasResult(W))
      Arrays += " auto *const axlR" + Id + " = axlFrame.perThread<" + W.ResultType + ">(axlB.N);";
    // (A result type unknown in the template is spelled with the callee as
    // written, which may name local constants: `f<kChunks>`.)
    bool Local = namesLocalType(W.Call->getType()) || namesLocal(W.Call->getCallee());
    for (const Expr *A : W.Call->arguments())
      Local |= namesLocalType(A->getType());
    if (Local)
      declareAt(topStmtBegin(argumentsBegin(W.Call)), Arrays, Out);
    else
      Out += Arrays;
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
      const CharSourceRange R = *fileRange(W.Call->getSourceRange()); // spellCall
      Whole = W.Call;
      const std::string Text =
          editedText(SM.getFileOffset(R.getBegin()), SM.getFileOffset(R.getEnd()), F.Id);
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
      Out += W.CalleeText;
    }
    Out += std::string("(axlB, ") + (N.Lanes ? "axlW, axlLanes" : "0u, 0u") + ", " + Skip;
    if (hasResult(W))
      Out += ", axlR" + Id;
    for (unsigned I = 0; I < W.ArgTexts.size(); ++I)
      Out += ", axlA" + Id + "_" + std::to_string(I);
    Out += ");";
  }
}

std::optional<std::string> KernelRewriter::writeFunction() {
  Top = &Plan;
  std::string Out;
  if (const FunctionTemplateDecl *T = Kernel.getDescribedFunctionTemplate()) {
    // The template's parameters, and for each function-pointer parameter
    // the loop version of the function passed for it.
    const TemplateParameterList *L = T->getTemplateParameters();
    const CharSourceRange R =
        *fileRange(SourceRange(L->getTemplateLoc(), L->getRAngleLoc())); // plan()
    std::string Header = Lexer::getSourceText(R, SM, LO).str();
    Header.pop_back(); // '>'
    for (const NonTypeTemplateParmDecl *P : functionParameters(&Kernel))
      Header += ", auto axlLoops_" + P->getName().str();
    Out += Header + "> ";
  }
  const QualType Ret = Kernel.getReturnType();
  Out += "[[maybe_unused]] static inline void " + loopsName(&Kernel) +
         "(const ::axl::cpu::loops::Block &axlB, unsigned axlW, unsigned axlLanes, "
         "const bool *axlCallerDone";
  // Declarators, not `T *` text: a parameter may be a pointer to rows (a
  // per-thread 2-D array), to a function or to a member.
  if (!Ret->isVoidType())
    Out += ", " + declText(Ctx.getPointerType(Ret.getUnqualifiedType()), "axlRet");
  for (unsigned I = 0; I < Kernel.getNumParams(); ++I)
    Out += ", " + declText(Ctx.getPointerType(Kernel.getParamDecl(I)
                                                  ->getType()
                                                  .getNonReferenceType()
                                                  .getUnqualifiedType()
                                                  .withConst()),
                           "axlArg" + std::to_string(I));
  Out += ") { (void)axlW; (void)axlLanes; ::axl::cpu::loops::Frame axlFrame;";
  Out += std::string(" const unsigned axlFirst = ") + (WarpFunction ? "axlW * 32" : "0") +
         ", axlEnd = " + (WarpFunction ? "axlFirst + axlLanes" : "axlB.N") + ";";
  Out += " bool *const axlDone = axlFrame.doneFlags(axlB.N, axlFirst, axlEnd, axlCallerDone);";
  if (U.usesAssumedParams()) {
    // Parameters read where CUDA requires one value for every thread: the
    // first calling thread's, checked against the others'.
    Out += " unsigned axlCaller = axlFirst; while (axlCaller < axlEnd && axlDone[axlCaller]) "
           "++axlCaller; if (axlCaller == axlEnd) return;";
    for (const ParmVarDecl *P : Kernel.parameters()) {
      if (!U.isUsedAssumedParam(P))
        continue;
      const std::string A = "axlArg" + std::to_string(P->getFunctionScopeIndex());
      Out += " " + declText(P->getType().getUnqualifiedType().withConst(), P->getName()) +
             " = " + A + "[axlCaller];" +
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
    const std::string Decl = " auto *const " + N + " = axlFrame.perThread<" + T + ">(axlB.N);";
    if (!isa<ParmVarDecl>(V) && namesLocalType(V->getType()))
      declareLocalTyped(V, N, T, Out);
    else
      Out += Decl;
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      Out += " for (unsigned axlT = axlFirst; axlT < axlEnd; ++axlT) if (!axlDone[axlT]) "
             "::new (static_cast<void *>(" + N + " + axlT)) " + T + "(axlArg" +
             std::to_string(P->getFunctionScopeIndex()) + "[axlT]);";
  }
  Out += prologueArrays();
  Out += activeArrays();
  writeSeq(Plan, Out);
  Top = nullptr;
  Out += "\n}";
  if (Fail)
    return std::nullopt;
  return Out;
}

SourceLocation KernelRewriter::nodeBegin(const Node &N) const {
  if (!N.Stmts.empty())
    return N.Stmts.front()->getBeginLoc();
  if (N.S)
    return N.S->getBeginLoc();
  for (const Seq &Q : N.Seqs)
    for (const auto &C : Q)
      if (SourceLocation L = nodeBegin(*C); L.isValid())
        return L;
  return {};
}

namespace {
// Finds what a type's or an expression's text names that a function
// declares: a type, an alias, or a constant (in an array's bound, a
// template argument, a decltype: `float x[kChunks][kElts]` with
// `constexpr int kChunks = Ktraits::kChunks;`). Parameters and template
// parameters are visible wherever the rewrite declares storage.
struct LocalNames : RecursiveASTVisitor<LocalNames> {
  bool Found = false;
  bool local(const Decl *D) {
    Found |= D && D->getParentFunctionOrMethod() != nullptr;
    return !Found;
  }
  bool VisitTypedefType(TypedefType *T) { return local(T->getDecl()); }
  bool VisitTagType(TagType *T) { return local(T->getDecl()); }
  bool VisitUsingType(UsingType *T) { return local(T->getDecl()); }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    return !isa<VarDecl, EnumConstantDecl, BindingDecl>(D) || isa<ParmVarDecl>(D) || local(D);
  }
  // A known bound is written as its value.
  bool TraverseConstantArrayType(ConstantArrayType *T, bool) {
    return TraverseType(T->getElementType());
  }
};
} // namespace

bool KernelRewriter::namesLocalType(QualType T) const {
  LocalNames F;
  F.TraverseType(T);
  return F.Found;
}

bool KernelRewriter::namesLocal(const Expr *E) const {
  LocalNames F;
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Found;
}

// Where the loop that puts a collective call's arguments begins: at an
// earlier statement when it also runs the statements before the call's
// (the previous call's results), which the arrays must precede.
SourceLocation KernelRewriter::argumentsBegin(const CallExpr *C) const {
  for (const Node *L : Loops)
    for (size_t I = 0; I < L->Stmts.size() && I < L->Forms.size(); ++I) {
      if (L->Forms[I] != Form::Pre)
        continue;
      auto It = Splits.find(L->Stmts[I]);
      if (It != Splits.end() &&
          llvm::any_of(It->second, [&](const WarpCall &W) { return W.Call == C; }))
        return nodeBegin(*L);
    }
  return C->getBeginLoc();
}

SourceLocation KernelRewriter::topStmtBegin(SourceLocation L) const {
  const SourceLocation A = SM.getExpansionLoc(L);
  for (const Stmt *S : Body->body()) {
    const SourceLocation B = SM.getExpansionLoc(S->getBeginLoc()),
                         E = SM.getExpansionLoc(S->getEndLoc());
    if (!SM.isBeforeInTranslationUnit(A, B) && !SM.isBeforeInTranslationUnit(E, A))
      return S->getBeginLoc();
  }
  return L;
}

std::pair<const Seq *, size_t> KernelRewriter::placeBefore(const Seq &Q, SourceLocation A,
                                                            bool Nested) const {
  // The last node that begins before A contains it; of nodes that begin
  // at the same place (the loops a statement split at a call becomes,
  // which put the call's arguments and take its result), the first.
  std::optional<size_t> Found;
  SourceLocation FoundBegin;
  for (size_t I = 0; I < Q.size(); ++I) {
    const SourceLocation B = nodeBegin(*Q[I]);
    if (!B.isValid() || SM.isBeforeInTranslationUnit(A, SM.getExpansionLoc(B)))
      continue;
    if (!Found || SM.getExpansionLoc(B) != FoundBegin)
      Found = I, FoundBegin = SM.getExpansionLoc(B);
  }
  if (!Found)
    return {nullptr, 0};
  const Node &N = *Q[*Found];
  // Into a statement's sequences (an if's branches, a loop's body, a
  // case's statements: each its own scope) when A is inside it; of those,
  // the one whose node begins last before A holds it. A group of warps'
  // loop is not a scope of the source: into a statement inside it only.
  if (Nested && N.K == Node::WarpGroup && N.Seqs.size() == 1) {
    auto P = placeBefore(N.Seqs[0], A, true);
    if (P.first && P.first != &N.Seqs[0])
      return P;
  }
  const bool Inside =
      N.K == Node::Case ||
      (N.K == Node::BlockStmt && N.S &&
       !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(N.S->getEndLoc()), A));
  if (Nested && Inside && !N.Seqs.empty()) {
    std::pair<const Seq *, size_t> Best{nullptr, 0};
    SourceLocation BestBegin;
    for (const Seq &Sub : N.Seqs) {
      auto P = placeBefore(Sub, A, true);
      if (!P.first)
        continue;
      const SourceLocation B = SM.getExpansionLoc(nodeBegin(*(*P.first)[P.second]));
      if (!Best.first || SM.isBeforeInTranslationUnit(BestBegin, B))
        Best = P, BestBegin = B;
    }
    if (Best.first)
      return Best;
  }
  return {&Q, *Found};
}

void KernelRewriter::declareLocalTyped(const VarDecl *V, const std::string &Name,
                                       const std::string &Storage, std::string &Out) {
  // Made once, where the type is declared, however often that code runs.
  Out += " void *" + Name + "Raw = nullptr;";
  declareAt(V->getLocation(),
            " auto *const " + Name + " = axlFrame.perThreadOnce<" + Storage + ">(" + Name +
                "Raw, axlB.N);",
            Out, /*Nested=*/true);
}

void KernelRewriter::declareAt(SourceLocation At, const std::string &Text, std::string &Out,
                               bool Nested) {
  if (Top && At.isValid()) {
    auto [Q, I] = placeBefore(*Top, SM.getExpansionLoc(At), Nested);
    if (Q && (Q != Top || I > 0)) {
      DeclaredBefore[{Q, I}] += Text;
      return;
    }
  }
  Out += Text;
}

void KernelRewriter::writeSeq(const Seq &Nodes, std::string &Out) {
  for (size_t I = 0; I < Nodes.size(); ++I) {
    const auto &N = Nodes[I];
    if (auto D = DeclaredBefore.find({&Nodes, I}); D != DeclaredBefore.end())
      Out += D->second;
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
    if (!U.isAffineVar(V) || It == DeclaredIn.end() ||
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
    if (!llvm::is_contained(Stmts, DeclOf[V])) {
      Stmts.push_back(DeclOf[V]);
      // The whole statement is written again: what its other declarators'
      // initialisers read is needed too (unsigned a = 1, b = warp & 1;).
      for (const Decl *X : DeclOf[V]->decls())
        if (const auto *W = dyn_cast<VarDecl>(X); W && W != V && W->getInit())
          D.TraverseStmt(const_cast<Expr *>(W->getInit()));
    }
    D.TraverseStmt(const_cast<Expr *>(V->getInit()));
    if (!U.isReassignedVar(V))
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
  // At warp level, a header that reads threadIdx (threadIdx.x / 32) or
  // warp-uniform variables (declared in the loops over lanes) is evaluated
  // as the warp's first lane, with those variables computed for it.
  llvm::SmallPtrSet<const VarDecl *, 8> HeaderRefs;
  bool ReadsIndex = false;
  if (N.Lanes) {
    Node Probe;
    auto Header = [&](const Stmt *X) {
      if (!X)
        return;
      collectRefs(X, Probe);
      ReadsIndex |= Uniformity::readsThreadIndex(X);
    };
    if (const auto *I = dyn_cast<IfStmt>(N.S))
      Header(I->getCond());
    else if (const auto *F = dyn_cast<ForStmt>(N.S)) {
      Header(F->getInit());
      Header(F->getCond());
      Header(F->getInc());
    } else if (const auto *W = dyn_cast<WhileStmt>(N.S))
      Header(W->getCond());
    else if (const auto *D = dyn_cast<DoStmt>(N.S))
      Header(D->getCond());
    else if (const auto *Sw = dyn_cast<SwitchStmt>(N.S))
      Header(Sw->getCond());
    for (const VarDecl *V : Probe.Refs)
      if (U.isWarpVar(V))
        HeaderRefs.insert(V);
  }
  const bool FirstLane = ReadsIndex || !HeaderRefs.empty();
  if (FirstLane) {
    Out += "\n{ const ::uint3 axlCpuThreadIdx = axlB.index(axlW * 32); "
           "(void)axlCpuThreadIdx;";
    if (!HeaderRefs.empty())
      writeRemat(HeaderRefs, ~0u, N.S->getBeginLoc(), Out);
  }
  writeHeaderAndBodies(N, Out);
  if (FirstLane)
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
  const std::optional<SourceRange> H = headerOf(S);
  if (isa<CompoundStmt>(S)) {
    Out += "\n{";
    writeSeq(N.Seqs[0], Out);
    Out += "\n}";
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    Header(H->getBegin(), H->getEnd());
    Seq(0);
    if (I->getElse()) {
      Out += " else";
      Seq(1);
    }
  } else if (isa<DoStmt>(S)) {
    Out += "\ndo";
    Seq(0);
    Header(H->getBegin(), H->getEnd());
    Out += ";";
  } else if (H) { // for, while, switch
    Header(H->getBegin(), H->getEnd());
    Seq(0);
  }
}

void KernelRewriter::writeLoop(const Node &L, std::string &Out) {
  if (L.Stmts.empty() && L.Varying >= 0)
    return writeCondLoop(L, Out);
  // The exchanges of the warp operations whose operands this loop puts.
  for (size_t I = 0; I < L.Stmts.size(); ++I)
    if (L.Forms[I] == Form::Pre && Lockstep.count(L.Stmts[I]))
      Out += " ::axl::cpu::loops::LockstepCheck axlK" +
             std::to_string(Lockstep.find(L.Stmts[I])->second.Id) + ";";
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
    // Statements split into reads and writes: under AXL_CPU_LOOPS_CHECK, a
    // lane that read what another writes is reported.
    for (size_t I = 0; I < L.Stmts.size(); ++I)
      if (auto It = Lockstep.find(L.Stmts[I]); L.Forms[I] == Form::Pre && It != Lockstep.end()) {
        const auto [File, Line] = presumed(SM, L.Stmts[I]->getBeginLoc());
        Out += " axlK" + std::to_string(It->second.Id) + ".check(\"" + File + ":" +
               std::to_string(Line) + "\", axlW);";
      }
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
    if (!U.isAffineVar(V) || It == DeclaredIn.end() || It->second == L.Id ||
        Context.count(V) || !T->isIntegerType() || T->isBooleanType() ||
        T->isDependentType() || (T->isUnsignedIntegerType() && Ctx.getTypeSize(T) < 64))
      continue;
    const Expr *Value = V->getInit();
    if (U.isReassignedVar(V))
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
  if (hasDone())
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
      Body = " " + K + " = " + K + (hasDone() ? " && !axlDone[axlT]" : "") + " && " + C + ";";
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
  if (N.BlockBarrier) {
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
      G->isConsteval() || G->isConstexpr() || !fileRange(G->getCond()->getSourceRange()))
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
      if (!V || !U.isAffineVar(V) || U.isReassignedVar(V))
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
  // Its values are known outside the thread loop: not a per-thread
  // variable of the loops (a parameter of a device function's loop version
  // is one: each calling thread passes its own).
  struct PerThread : RecursiveASTVisitor<PerThread> {
    const KernelRewriter &R;
    bool Found = false;
    explicit PerThread(const KernelRewriter &R) : R(R) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
        Found |= R.Context.count(V) != 0;
      return !Found;
    }
  } Refs(*this);
  Refs.TraverseStmt(const_cast<Expr *>(G->getCond()));
  return !Refs.Found && Bound(G->getCond()) && fileRange(G->getCond()->getSourceRange()) ? G
                                                                                         : nullptr;
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
  // Threads that returned, and in a device function's loop version the
  // callers' threads that are not running it (they exited, or are not of
  // the calling warp), run nothing.
  if (hasDone() && !Custom)
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

// The text of V's initialiser, from after its declarator (the name, or what
// a declarator writes after it: `T (*rows)[N] = ...`) to the end of the
// declaration, as file offsets; none where a macro writes the declaration.
std::optional<std::pair<unsigned, unsigned>> KernelRewriter::initSpan(const VarDecl *V) {
  SourceLocation Declarator = V->getLocation();
  if (const TypeSourceInfo *TSI = V->getTypeSourceInfo()) {
    const SourceLocation TypeEnd = SM.getExpansionLoc(TSI->getTypeLoc().getEndLoc());
    if (TypeEnd.isValid() &&
        SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Declarator), TypeEnd))
      Declarator = TypeEnd;
  }
  const SourceLocation AfterName = Lexer::getLocForEndOfToken(Declarator, 0, SM, LO);
  auto R = fileRange(SourceRange(V->getLocation(), V->getEndLoc()));
  if (!R || AfterName.isInvalid())
    return std::nullopt;
  return std::make_pair(SM.getFileOffset(AfterName), SM.getFileOffset(R->getEnd()));
}

// `T a[N];` of a class with a default constructor: an implicit initialiser.
bool KernelRewriter::defaultConstructedArray(const VarDecl *V) {
  const Expr *Init = V->getInit();
  const auto *Implicit = Init ? dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit()) : nullptr;
  return V->getType()->isArrayType() && Implicit && Implicit->getNumArgs() == 0 &&
         Implicit->getParenOrBraceRange().isInvalid();
}

// `T v = init;` kept per thread becomes a reference to the thread's element,
// constructed from the same initialiser.
void KernelRewriter::writeContextDecl(const DeclStmt *D, unsigned LoopId,
                                      std::string &Out) {
  for (const Decl *X : D->decls()) {
    const auto *V = cast<VarDecl>(X); // decideContext: variables only
    const std::string Slot = "axlCtx" + std::to_string(Context.lookup(V)) + "[axlT]";
    const std::string Name = V->getName().str();
    const std::string Type = "::axl::cpu::loops::Storage<" + typeText(V->getType()) + ">";
    const std::string Const = V->getType().isConstQualified() ? "const " : "";
    const Expr *Init = V->getInit();
    std::string InitText;
    if (Init) {
      const auto [Begin, End] = *initSpan(V); // checked in decideContext
      InitText = editedText(Begin, End, LoopId);
    }
    llvm::StringRef I = llvm::StringRef(InitText).trim();
    if (V->getType()->isArrayType()) {
      Out += " auto &" + Name + " = " + Slot + ";";
      // `T a[N];` of a class with a default constructor: an implicit
      // initialiser, each element default-initialised in the storage.
      if (defaultConstructedArray(V)) {
        Out += " { using axlElt = ::std::remove_all_extents_t<" + Type +
               ">; for (unsigned long axlE = 0; axlE < sizeof " + Name +
               " / sizeof(axlElt); ++axlE) ::new (static_cast<void *>(reinterpret_cast<axlElt *>(&" +
               Name + ") + axlE)) axlElt; }";
        Init = nullptr;
      }
      if (Init) {
        const CharSourceRange IR = *fileRange(Init->getSourceRange()); // decideContext
        std::string InitOnly = editedText(SM.getFileOffset(IR.getBegin()),
                                          SM.getFileOffset(IR.getEnd()), LoopId);
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
    fail(S->getBeginLoc(), "internal error: the writer met a statement partly inside a macro "
                           "expansion that the planner did not check");
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
        const CharSourceRange VR = *fileRange(V->getSourceRange()); // the planner's check
        // The type parenthesised: it may be a function pointer's.
        Store = "::new (static_cast<void *>(&axlRet[axlT])) (" +
                typeText(Kernel.getReturnType().getUnqualifiedType()) + ")(" +
                editedText(SM.getFileOffset(VR.getBegin()),
                           SM.getFileOffset(VR.getEnd()), LoopId) +
                "); ";
      }
      Edits[O->first] = {O->second, "{ " + Store + "axlDone[axlT] = true; goto axlNext" +
                                        std::to_string(LoopId) + "; }"};
    }
  // A statement split into reads and writes: its value, read by the lane
  // before any lane wrote.
  for (auto &[S, X] : Lockstep)
    if (auto O = Offsets(X.Value->getSourceRange()))
      Edits[O->first] = {O->second, "(axlS" + std::to_string(X.Id) + "[axlT])"};
  for (auto &[S, Calls] : Splits)
    for (const WarpCall &W : Calls)
      if (auto O = W.Call == Whole ? std::nullopt : Offsets(W.Call->getSourceRange())) {
        if (W.collective() || W.Name.starts_with("__syncthreads")) {
          std::string R;
          const std::string Id = std::to_string(W.Exchange);
          if (W.OnFibers)
            R = "axlR" + Id + "[axlT]"; // void for a void call
          else if (W.collective())
            R = hasResult(W) ? "axlR" + Id + "[axlT]" : "(void)0";
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
  if (auto It = Lockstep.find(S); It != Lockstep.end()) {
    // A statement split into reads and writes: the lane's value, and what
    // it reads and writes for the check.
    const LockstepSplit &X = It->second;
    const std::string Id = std::to_string(X.Id), K = " axlK" + Id;
    Out += " ::new (static_cast<void *>(&axlS" + Id + "[axlT])) " +
           typeText(X.Value->getType().getUnqualifiedType()) + "(" +
           rangeText(X.Value->getSourceRange()) + ");";
    Out += " if (" + K.substr(1) + ".On) {";
    for (const Expr *R : X.Reads) {
      const std::string T = rangeText(R->getSourceRange());
      Out += K + ".read(axlL, &(" + T + "), sizeof(" + T + "));";
    }
    const std::string T = rangeText(X.Target->getSourceRange());
    Out += K + ".write(axlL, &(" + T + "), sizeof(" + T + ")); }";
    return;
  }
  for (const WarpCall &W : Splits[S]) {
    if (W.OnFibers)
      continue; // evaluated on its fibers
    if (W.collective()) {
      // Each thread's arguments, converted to the parameters' types (the
      // type parenthesised: `new (p) T (*)[N](x)` is not C++).
      for (unsigned I = 0; I < W.ArgTexts.size(); ++I)
        Out += " ::new (static_cast<void *>(&axlA" + std::to_string(W.Exchange) +
               "_" + std::to_string(I) + "[axlT])) (" + W.ArgTypes[I] + ")(" + W.ArgTexts[I] +
               ");";
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

} // namespace axl::loops::detail
