//===- PrintPlan.cpp - a kernel's plan as text (axl-loops --print-plan) ---===//
//
// Part of axl-loops: the plan KernelRewriter made of a kernel or a device
// function, and the uniformity decisions it rests on, printed for people and
// for lit tests (as LLVM's print<uniformity> prints its analysis):
//
//   plan of kernel 'k' (k.cu:3)
//     uniform: n
//     thread-affine: tid (threadIdx.x), warp (the same in a warp)
//     per thread: acc
//     loop 0 over the block's threads: lines 5-7
//     if (line 8), once for the block
//       then:
//         loop 1 over the block's threads: line 9 (operands of 1 call)
//
// Lines are the source's (presumed) lines; variables are listed in
// declaration order.
//
//===----------------------------------------------------------------------===//
#include "loops/Rewriter.h"

#include "llvm/Support/raw_ostream.h"

namespace axl::loops::detail {
namespace {

const char *keyword(const Stmt *S) {
  if (isa<IfStmt>(S))
    return "if";
  if (isa<ForStmt>(S))
    return "for";
  if (isa<WhileStmt>(S))
    return "while";
  if (isa<DoStmt>(S))
    return "do";
  if (isa<SwitchStmt>(S))
    return "switch";
  if (isa<CompoundStmt>(S))
    return "{ }";
  return S->getStmtClassName();
}

} // namespace

unsigned KernelRewriter::lineOf(SourceLocation L) const {
  const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  return P.isValid() ? P.getLine() : 0;
}

std::string KernelRewriter::describe() const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Kernel.getLocation()));
  OS << "plan of " << (M == Function ? (WarpFunction ? "warp function" : "block function")
                                     : "kernel")
     << " '" << Kernel.getNameAsString() << "' (" << (P.isValid() ? P.getFilename() : "?")
     << ":" << (P.isValid() ? P.getLine() : 0) << ")";
  if (Fail) {
    OS << ": stays on fibers at line " << lineOf(Fail->Where) << ": " << Fail->Why << "\n";
    return Text;
  }
  OS << "\n";

  // The kernel's variables (parameters and locals), in declaration order.
  std::vector<const VarDecl *> Vars(Kernel.param_begin(), Kernel.param_end());
  struct Locals : RecursiveASTVisitor<Locals> {
    std::vector<const VarDecl *> *Out;
    bool VisitVarDecl(VarDecl *V) {
      if (!isa<ParmVarDecl>(V))
        Out->push_back(V);
      return true;
    }
    bool shouldVisitLambdaBody() const { return false; }
  } L;
  L.Out = &Vars;
  L.TraverseStmt(const_cast<CompoundStmt *>(Body));
  auto List = [&](const char *Label, auto &&Pick) {
    std::string Items;
    for (const VarDecl *V : Vars)
      if (std::string Note; Pick(V, Note))
        Items += (Items.empty() ? "" : ", ") + V->getNameAsString() +
                 (Note.empty() ? "" : " (" + Note + ")");
    if (!Items.empty())
      OS << "  " << Label << ": " << Items << "\n";
  };
  List("uniform", [&](const VarDecl *V, std::string &) { return U.isUniformVar(V); });
  List("thread-affine", [&](const VarDecl *V, std::string &Note) {
    if (!U.isAffineVar(V))
      return false;
    if (U.isThreadXVar(V))
      Note = "threadIdx.x";
    else if (U.isWarpVar(V))
      Note = "the same in a warp";
    if (U.isReassignedVar(V))
      Note += std::string(Note.empty() ? "" : ", ") + "reassigned";
    return true;
  });
  List("parameters a thread changes", [&](const VarDecl *V, std::string &) {
    const auto *Parm = dyn_cast<ParmVarDecl>(V);
    return Parm && M != Function && U.isChangedParam(Parm);
  });
  List("parameters taken from the first calling thread", [&](const VarDecl *V, std::string &) {
    const auto *Parm = dyn_cast<ParmVarDecl>(V);
    return Parm && U.isUsedAssumedParam(Parm);
  });
  List("per thread", [&](const VarDecl *V, std::string &) { return Context.count(V) != 0; });
  if (!Returns.empty())
    OS << "  early returns: " << Returns.size() << " (per-thread done flags)\n";
  if (NeedsWarpRows)
    OS << "  requires whole warps in each row of the block\n";
  printSeq(Plan, 1, OS);
  return Text;
}

void KernelRewriter::printSeq(const Seq &Nodes, unsigned Depth, llvm::raw_ostream &OS) const {
  const std::string Indent(2 * Depth, ' ');
  auto Lines = [&](const Node &N) {
    unsigned First = ~0u, Last = 0;
    for (const Stmt *S : N.Stmts) {
      First = std::min(First, lineOf(S->getBeginLoc()));
      Last = std::max(Last, lineOf(S->getEndLoc()));
    }
    if (First == ~0u)
      return std::string("no statements");
    return First == Last ? "line " + std::to_string(First)
                         : "lines " + std::to_string(First) + "-" + std::to_string(Last);
  };
  auto Threads = [&](const Node &N) {
    std::string T = N.Lanes ? "over a warp's lanes" : "over the block's threads";
    if (N.Active >= 0)
      T += " of active set " + std::to_string(N.Active);
    return T;
  };
  for (const auto &N : Nodes) {
    switch (N->K) {
    case Node::Loop: {
      if (N->Stmts.empty() && N->Varying >= 0) {
        OS << Indent << "loop " << N->Id << " " << Threads(*N) << ": "
           << (N->Start ? "starts" : "computes") << " set " << N->Varying;
        if (N->Cond)
          OS << " from the condition at line " << lineOf(N->Cond->getBeginLoc());
        OS << "\n";
        break;
      }
      OS << Indent << "loop " << N->Id << " " << Threads(*N) << ": " << Lines(*N);
      unsigned Pre = 0, Post = 0, Check = 0;
      for (Form F : N->Forms) {
        Pre += F == Form::Pre;
        Post += F == Form::Post;
        Check += F == Form::Check;
      }
      if (Pre)
        OS << " (operands of " << Pre << " split statement" << (Pre == 1 ? "" : "s") << ")";
      if (Post)
        OS << " (results of " << Post << " split statement" << (Post == 1 ? "" : "s") << ")";
      if (Check)
        OS << " (" << Check << " __syncwarp mask check" << (Check == 1 ? "" : "s") << ")";
      if (N->ReadsThreadState)
        OS << " [reads per-thread state]";
      OS << "\n";
      break;
    }
    case Node::Hoisted:
      OS << Indent << "once for the block: line " << lineOf(N->Stmts[0]->getBeginLoc()) << "\n";
      break;
    case Node::BlockStmt: {
      OS << Indent << keyword(N->S) << " (line " << lineOf(N->S->getBeginLoc()) << "), ";
      if (N->Varying >= 0) {
        OS << "per thread in lockstep: set " << N->Varying;
        if (N->VaryingElse >= 0)
          OS << ", else set " << N->VaryingElse;
      } else {
        OS << (N->Lanes ? "once for each warp" : "once for the block");
      }
      OS << "\n";
      // The sequences in the order they run, named.
      std::vector<std::pair<const char *, size_t>> Parts;
      const bool If = isa<IfStmt>(N->S), Do = isa<DoStmt>(N->S);
      if (N->Varying >= 0 && If) {
        Parts = {{"condition", 2}, {"then", 0}};
        if (N->VaryingElse >= 0)
          Parts.push_back({"else", 1});
      } else if (N->Varying >= 0 && Do) {
        Parts = {{"start", 1}, {"body", 0}, {"condition", 2}};
      } else if (N->Varying >= 0) {
        Parts = {{"start", 1}, {"condition", 2}, {"body", 0}};
        if (N->Seqs.size() > 3)
          Parts.push_back({"increment", 3});
      } else if (If) {
        Parts = {{"then", 0}};
        if (cast<IfStmt>(N->S)->getElse())
          Parts.push_back({"else", 1});
      }
      if (Parts.empty())
        for (const Seq &Q : N->Seqs)
          printSeq(Q, Depth + 1, OS);
      for (auto [Label, I] : Parts) {
        if (I >= N->Seqs.size() || (N->Seqs[I].empty() && std::string(Label) != "then"))
          continue;
        OS << Indent << "  " << Label << ":\n";
        printSeq(N->Seqs[I], Depth + 2, OS);
      }
      break;
    }
    case Node::WarpGroup:
      OS << Indent << "for each warp:\n";
      printSeq(N->Seqs[0], Depth + 1, OS);
      break;
    case Node::Calls: {
      OS << Indent << "calls " << Threads(*N) << ":";
      if (auto It = Splits.find(N->S); It != Splits.end())
        for (const WarpCall &W : It->second)
          if (W.collective())
            OS << " " << W.Name.str() << " (line " << lineOf(W.Call->getBeginLoc()) << ", "
               << (W.OnFibers ? "each thread on a fiber" : "its loop version") << ")";
      OS << "\n";
      break;
    }
    case Node::Label:
      OS << Indent << "label (line " << lineOf(N->S->getBeginLoc()) << ")\n";
      break;
    case Node::Break:
      OS << Indent << "break\n";
      break;
    case Node::Case:
      OS << Indent << "case body:\n";
      printSeq(N->Seqs[0], Depth + 1, OS);
      break;
    }
  }
}

} // namespace axl::loops::detail
