//===- Uniformity.cpp - which values a kernel's threads all share ---------===//
#include "loops/Uniformity.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace axl::loops {

bool isPureFunctionName(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "min",   "max",   "umin",  "umax",   "llmin",  "llmax",  "ullmin",
      "ullmax", "fminf", "fmaxf", "fmin",  "fmax",   "abs",    "fabs",
      "fabsf", "sqrt",  "sqrtf", "ceil",   "ceilf",  "floor",  "floorf",
      "log2",  "log2f", "exp2",  "exp2f",  "__popc", "__popcll", "__clz",
      "__clzll", "__ffs", "__ffsll", "__brev", "__umulhi", "__mulhi",
      "dynamicSharedMemory"};
  return Names.contains(Name);
}

bool isPureFunction(const FunctionDecl *F) {
  if (!F)
    return false;
  if (F->isConstexpr())
    return true;
  const IdentifierInfo *II = F->getIdentifier();
  return II && isPureFunctionName(II->getName());
}

namespace {
// Finds a use of threadIdx (the CPU backend's axlCpuThreadIdx).
struct ThreadIndexFinder : RecursiveASTVisitor<ThreadIndexFinder> {
  bool Found = false;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      if (V->getIdentifier() && V->getName() == "axlCpuThreadIdx")
        Found = true;
    return !Found;
  }
};

bool isBuiltinGlobal(const VarDecl *V, llvm::StringRef Name) {
  return V->hasGlobalStorage() && !V->isStaticLocal() && V->getIdentifier() &&
         V->getName() == Name && V->getDeclContext()->isTranslationUnit();
}
} // namespace

bool Uniformity::readsThreadIndex(const Stmt *S) {
  ThreadIndexFinder F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

bool Uniformity::uniformVar(const VarDecl *V, Scope S) const {
  const bool AllowThread = S == Thread;
  if (UniformVars.contains(V))
    return true;
  if (AllowThread && AffineVars.contains(V))
    return true;
  if (S == Warp && WarpVars.contains(V))
    return true;
  if (const auto *P = dyn_cast<ParmVarDecl>(V);
      P && AssumeParams && AssumedParams.contains(P)) {
    UsedAssumedParams.insert(P);
    return true;
  }
  if (const auto *P = dyn_cast<ParmVarDecl>(V))
    return !MutatedParams.contains(P) && !P->getType()->isReferenceType();
  if (isBuiltinGlobal(V, "blockDim") || isBuiltinGlobal(V, "gridDim") ||
      (AllowThread && isBuiltinGlobal(V, "axlCpuThreadIdx")))
    return true;
  // Constants: constexpr variables and const globals (warpSize, tables).
  if (V->isConstexpr())
    return true;
  return V->hasGlobalStorage() && !V->isStaticLocal() &&
         V->getType().isConstQualified() && !V->getType()->isReferenceType();
}

// threadIdx.x / (a multiple of 32), threadIdx.x >> (5 or more),
// threadIdx.y, threadIdx.z: the same in the lanes of a warp when the
// block's rows are whole warps.
namespace {
bool isThreadMember(const Expr *E, llvm::StringRef Member) {
  const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenCasts());
  if (!M || M->getMemberDecl()->getName() != Member)
    return false;
  const auto *R = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
  return R && R->getDecl()->getIdentifier() &&
         R->getDecl()->getName() == "axlCpuThreadIdx";
}
bool integral(const Expr *E) {
  return E->getType()->isIntegralOrUnscopedEnumerationType() &&
         !E->getType()->isBooleanType();
}
} // namespace

bool Uniformity::isThreadX(const Expr *E) {
  return isThreadMember(E, "x");
}


bool Uniformity::warpIndex(const Expr *E) const {
  auto IsX = [&](const Expr *X) {
    if (isThreadX(X))
      return true;
    const auto *R = dyn_cast<DeclRefExpr>(X->IgnoreParenCasts());
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    return V && ThreadXVars.contains(V);
  };
  E = E->IgnoreParenCasts();
  if (isThreadMember(E, "y") || isThreadMember(E, "z"))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || !IsX(B->getLHS()) ||
      (B->getOpcode() != BO_Div && B->getOpcode() != BO_Shr))
    return false;
  std::optional<llvm::APSInt> C;
  if (B->getRHS()->isValueDependent() ||
      !(C = B->getRHS()->getIntegerConstantExpr(Ctx)))
    return false;
  const int64_t V = C->getExtValue();
  return B->getOpcode() == BO_Div ? V > 0 && V % 32 == 0 : V >= 5;
}


// The initialiser of a never-changed thread-affine variable E names.
const Expr *Uniformity::affineInit(const Expr *E) const {
  const auto *R = dyn_cast<DeclRefExpr>(E);
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  if (!V || !AffineVars.contains(V) || ReassignedVars.contains(V))
    return nullptr;
  return V->getInit();
}

bool Uniformity::rowConstant(const Expr *E) const {
  E = E->IgnoreParens();
  if (isUniform(E) || isThreadMember(E, "y") || isThreadMember(E, "z"))
    return true;
  if (const Expr *Init = affineInit(E))
    return rowConstant(Init);
  if (const auto *C = dyn_cast<CastExpr>(E))
    return integral(C) && integral(C->getSubExpr()) && rowConstant(C->getSubExpr());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus) &&
           rowConstant(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return (B->isAdditiveOp() || B->isMultiplicativeOp()) &&
           rowConstant(B->getLHS()) && rowConstant(B->getRHS());
  return false;
}

bool Uniformity::isRowAffine(const Expr *E) const {
  E = E->IgnoreParens();
  if (!integral(E))
    return false;
  if (rowConstant(E) || isThreadX(E))
    return true;
  if (const Expr *Init = affineInit(E))
    return isRowAffine(Init);
  if (const auto *C = dyn_cast<CastExpr>(E))
    return integral(C->getSubExpr()) && isRowAffine(C->getSubExpr());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus) &&
           isRowAffine(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAdditiveOp())
      return isRowAffine(B->getLHS()) && isRowAffine(B->getRHS());
    if (B->getOpcode() == BO_Mul)
      return (rowConstant(B->getLHS()) && isRowAffine(B->getRHS())) ||
             (isRowAffine(B->getLHS()) && rowConstant(B->getRHS()));
  }
  return false;
}

std::optional<int64_t> Uniformity::threadXCoefficient(const Expr *E) const {
  E = E->IgnoreParens();
  if (!integral(E))
    return std::nullopt;
  if (rowConstant(E))
    return 0;
  if (isThreadX(E))
    return 1;
  if (const Expr *Init = affineInit(E))
    return threadXCoefficient(Init);
  if (const auto *C = dyn_cast<CastExpr>(E))
    return integral(C->getSubExpr()) ? threadXCoefficient(C->getSubExpr()) : std::nullopt;
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    auto C = threadXCoefficient(U->getSubExpr());
    if (!C || (U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus))
      return std::nullopt;
    return U->getOpcode() == UO_Minus ? -*C : *C;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return std::nullopt;
  auto L = threadXCoefficient(B->getLHS()), R = threadXCoefficient(B->getRHS());
  if (!L || !R)
    return std::nullopt;
  if (B->getOpcode() == BO_Add)
    return *L + *R;
  if (B->getOpcode() == BO_Sub)
    return *L - *R;
  if (B->getOpcode() != BO_Mul || (*L && *R))
    return std::nullopt;
  if (!*L && !*R)
    return 0;
  // c * f(threadIdx.x): c must be a constant.
  const Expr *K = *L ? B->getRHS() : B->getLHS();
  if (K->isValueDependent())
    return std::nullopt;
  std::optional<llvm::APSInt> V = K->getIntegerConstantExpr(Ctx);
  if (!V || V->getSignificantBits() > 32)
    return std::nullopt;
  return V->getExtValue() * (*L ? *L : *R);
}

bool Uniformity::check(const Expr *E, Scope S) const {
  if (!E)
    return true;
  E = E->IgnoreParens();
  if (S == Warp && warpIndex(E))
    return true;
  auto All = [&](auto Range) {
    for (const Stmt *C : Range)
      if (const auto *CE = dyn_cast_or_null<Expr>(C))
        if (!check(CE, S))
          return false;
    return true;
  };
  switch (E->getStmtClass()) {
  case Stmt::IntegerLiteralClass:
  case Stmt::FloatingLiteralClass:
  case Stmt::CharacterLiteralClass:
  case Stmt::CXXBoolLiteralExprClass:
  case Stmt::CXXNullPtrLiteralExprClass:
  case Stmt::StringLiteralClass:
  case Stmt::UnaryExprOrTypeTraitExprClass:
  case Stmt::SizeOfPackExprClass:
  case Stmt::DependentScopeDeclRefExprClass: // T::value
  case Stmt::SubstNonTypeTemplateParmExprClass:
  case Stmt::TypeTraitExprClass:
    return true;
  case Stmt::DeclRefExprClass: {
    const ValueDecl *D = cast<DeclRefExpr>(E)->getDecl();
    if (isa<EnumConstantDecl>(D) || isa<NonTypeTemplateParmDecl>(D))
      return true;
    if (const auto *V = dyn_cast<VarDecl>(D))
      return uniformVar(V, S);
    return false;
  }
  case Stmt::MemberExprClass: {
    const auto *M = cast<MemberExpr>(E);
    // blockIdx is (::axl::cpu::detail::currentThread().BlockIdx).
    if (const auto *Call = dyn_cast<CallExpr>(M->getBase()->IgnoreParens()))
      if (const FunctionDecl *F = Call->getDirectCallee())
        if (F->getIdentifier() && F->getName() == "currentThread")
          return M->getMemberDecl()->getName() == "BlockIdx" ||
                 M->getMemberDecl()->getName() == "BlockDim" ||
                 M->getMemberDecl()->getName() == "GridDim";
    if (M->isArrow())
      return false; // a memory read
    return check(M->getBase(), S);
  }
  case Stmt::CXXDependentScopeMemberExprClass: {
    const auto *M = cast<CXXDependentScopeMemberExpr>(E);
    return !M->isArrow() && !M->isImplicitAccess() &&
           check(M->getBase(), S);
  }
  case Stmt::UnaryOperatorClass: {
    const auto *U = cast<UnaryOperator>(E);
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_Deref ||
        U->getOpcode() == UO_AddrOf)
      return false;
    return check(U->getSubExpr(), S);
  }
  case Stmt::BinaryOperatorClass: {
    const auto *B = cast<BinaryOperator>(E);
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
      return false;
    return check(B->getLHS(), S) && check(B->getRHS(), S);
  }
  case Stmt::ConditionalOperatorClass:
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXFunctionalCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::CXXReinterpretCastExprClass:
  case Stmt::CXXUnresolvedConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass:
  case Stmt::MaterializeTemporaryExprClass:
  case Stmt::CXXBindTemporaryExprClass:
  case Stmt::ExprWithCleanupsClass:
  case Stmt::ConstantExprClass:
  case Stmt::ParenListExprClass:
  case Stmt::InitListExprClass:
    return All(E->children());
  case Stmt::CXXConstructExprClass: {
    const auto *C = cast<CXXConstructExpr>(E);
    return C->getConstructor()->isCopyOrMoveConstructor() ||
                   C->getConstructor()->isConstexpr()
               ? All(E->children())
               : false;
  }
  case Stmt::ArraySubscriptExprClass: {
    // Only constant tables: reading one at a uniform index is uniform.
    const auto *A = cast<ArraySubscriptExpr>(E);
    const auto *Base = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
    const auto *V = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
    return V && V->hasGlobalStorage() && !V->isStaticLocal() &&
           V->getType().isConstQualified() && check(A->getIdx(), S);
  }
  case Stmt::CallExprClass: {
    const auto *C = cast<CallExpr>(E);
    const Expr *Callee = C->getCallee()->IgnoreParenImpCasts();
    bool Pure = false;
    if (const FunctionDecl *F = C->getDirectCallee())
      Pure = isPureFunction(F);
    else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(Callee))
      Pure = U->getName().isIdentifier() &&
             isPureFunctionName(U->getName().getAsIdentifierInfo()->getName());
    if (!Pure)
      return false;
    for (const Expr *A : C->arguments())
      if (!check(A, S))
        return false;
    return true;
  }
  default:
    return false;
  }
}

} // namespace axl::loops
