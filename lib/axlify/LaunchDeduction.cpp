// See LaunchDeduction.h.
#include "axlify/LaunchDeduction.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <vector>

using namespace clang;

namespace axl {
namespace {

class Deducer {
public:
  Deducer(const ASTContext &Ctx, const PrintingPolicy &Policy, unsigned Depth)
      : Ctx(Ctx), Policy(Policy), Depth(Depth) {}

  /// A kernel parameter of type P given an argument of type A.
  bool parameter(QualType P, QualType A) {
    if (!P->isDependentType())
      return true;
    if (const auto *R = P->getAs<ReferenceType>()) {
      if (isa<RValueReferenceType>(R) && calleeParam(R->getPointeeType()))
        return false; // a forwarding reference: deduces the value category
      return match(R->getPointeeType(), A, /*DropArgQuals=*/true);
    }
    // By value: arrays and functions decay, top-level qualifiers go.
    if (A->isArrayType())
      A = Ctx.getArrayDecayedType(A);
    else if (A->isFunctionType())
      A = Ctx.getPointerType(A);
    return match(P.getUnqualifiedType(), A.getUnqualifiedType(), true);
  }

  std::map<unsigned, std::string> Found;

private:
  const TemplateTypeParmType *calleeParam(QualType T) const {
    const auto *P = T->getAs<TemplateTypeParmType>();
    return P && P->getDepth() == Depth ? P : nullptr;
  }

  bool record(unsigned Index, std::string Text) {
    auto [It, New] = Found.emplace(Index, std::move(Text));
    return New || It->second == Found[Index];
  }

  /// P (which may name the callee's parameters) against A. DropArgQuals:
  /// where a qualification conversion may add P's qualifiers to A's (behind
  /// a pointer or reference), T is A less the qualifiers P spells.
  bool match(QualType P, QualType A, bool DropArgQuals) {
    if (!P->isDependentType())
      return true;
    if (A.isNull() || A->isSpecificBuiltinType(BuiltinType::Dependent))
      return false; // an expression whose type the parse does not know
    if (const TemplateTypeParmType *TP = calleeParam(P)) {
      Qualifiers AQ = A.getQualifiers();
      const Qualifiers PQ = P.getQualifiers();
      if (!DropArgQuals && !(AQ == PQ))
        return false;
      AQ.removeCVRQualifiers(PQ.getCVRQualifiers());
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      QualType(A.getTypePtr(), 0).withCVRQualifiers(AQ.getCVRQualifiers()).print(OS, Policy);
      return record(TP->getIndex(), Text);
    }
    if (const auto *PP = P->getAs<PointerType>()) {
      const auto *AP = A->getAs<PointerType>();
      return AP && match(PP->getPointeeType(), AP->getPointeeType(), DropArgQuals);
    }
    if (const auto *PT = P->getAs<TemplateSpecializationType>())
      return specialization(PT, A);
    return false;
  }

  bool specialization(const TemplateSpecializationType *PT, QualType A) {
    const TemplateDecl *PD = PT->getTemplateName().getAsTemplateDecl();
    ArrayRef<TemplateArgument> AArgs;
    const TemplateDecl *AD = nullptr;
    if (const auto *AT = A->getAs<TemplateSpecializationType>()) {
      AD = AT->getTemplateName().getAsTemplateDecl();
      AArgs = AT->template_arguments();
      if (AD != PD && AT->isTypeAlias())
        return match(QualType(PT, 0), AT->getAliasedType(), false);
    } else if (const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
                   A->getAsCXXRecordDecl())) {
      AD = S->getSpecializedTemplate();
      AArgs = S->getTemplateArgs().asArray();
    }
    if (!PD || AD != PD) {
      if (PT->isTypeAlias()) // bool_constant<B>: integral_constant<bool, B>
        return match(PT->getAliasedType(), A, false);
      return false;
    }
    ArrayRef<TemplateArgument> PArgs = PT->template_arguments();
    if (PArgs.size() != AArgs.size())
      return false;
    for (size_t I = 0; I < PArgs.size(); ++I)
      if (!argument(PArgs[I], AArgs[I]))
        return false;
    return true;
  }

  bool argument(const TemplateArgument &P, const TemplateArgument &A) {
    switch (P.getKind()) {
    case TemplateArgument::Type:
      return A.getKind() == TemplateArgument::Type &&
             match(P.getAsType(), A.getAsType(), false);
    case TemplateArgument::Expression: {
      const Expr *E = P.getAsExpr()->IgnoreImpCasts();
      const auto *DRE = dyn_cast<DeclRefExpr>(E);
      const auto *NTTP =
          DRE ? dyn_cast<NonTypeTemplateParmDecl>(DRE->getDecl()) : nullptr;
      if (!NTTP)
        return !E->isValueDependent();
      if (NTTP->getDepth() != Depth)
        return false;
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      A.print(Policy, OS, /*IncludeType=*/false);
      return record(NTTP->getIndex(), Text);
    }
    default:
      return !P.isDependent();
    }
  }

  const ASTContext &Ctx;
  const PrintingPolicy &Policy;
  unsigned Depth;
};

/// The type an argument is written with: before the conversions to the
/// parameter's type (whose type is the parameter's, typedefs resolved).
QualType writtenType(const Expr *E) {
  E = E->IgnoreImpCasts();
  if (const auto *C = dyn_cast<CXXConstructExpr>(E))
    if (C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0)->IgnoreImplicit();
  return E->getType();
}

bool hasDefault(const NamedDecl *P) {
  if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P))
    return T->hasDefaultArgument();
  if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P))
    return N->hasDefaultArgument();
  if (const auto *TT = dyn_cast<TemplateTemplateParmDecl>(P))
    return TT->hasDefaultArgument();
  return false;
}

} // namespace

std::optional<std::vector<std::string>>
deducedFromArguments(const CUDAKernelCallExpr *CE, const FunctionTemplateDecl *FTD,
                     unsigned Named, const ASTContext &Ctx,
                     const PrintingPolicy &Policy) {
  const FunctionDecl *FD = FTD->getTemplatedDecl();
  const TemplateParameterList *Params = FTD->getTemplateParameters();
  if (Params->hasParameterPack() || CE->getNumArgs() > FD->getNumParams())
    return std::nullopt;
  Deducer D(Ctx, Policy, Params->getDepth());
  for (unsigned I = 0; I < CE->getNumArgs(); ++I)
    if (!D.parameter(FD->getParamDecl(I)->getType(), writtenType(CE->getArg(I))))
      return std::nullopt;
  // Deduced: the parameters after the named ones, up to those that keep
  // their defaults.
  std::vector<std::string> Out;
  unsigned I = Named;
  for (; I < Params->size() && D.Found.count(I); ++I)
    Out.push_back(D.Found[I]);
  for (; I < Params->size(); ++I)
    if (D.Found.count(I) || !hasDefault(Params->getParam(I)))
      return std::nullopt;
  return Out;
}

std::string dependentLaunchTemplateArgs(const CUDAKernelCallExpr *CE,
                                        const ASTContext &Ctx,
                                        const PrintingPolicy &Policy) {
  const auto *ULE =
      dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreParenImpCasts());
  if (!ULE || ULE->getNumDecls() != 1 || ULE->hasExplicitTemplateArgs())
    return "";
  const auto *FTD = dyn_cast<FunctionTemplateDecl>(
      (*ULE->decls_begin())->getUnderlyingDecl());
  if (!FTD)
    return "";
  auto Args = deducedFromArguments(CE, FTD, 0, Ctx, Policy);
  if (!Args || Args->empty())
    return "";
  std::string Text = "<";
  for (size_t I = 0; I < Args->size(); ++I)
    Text += (I ? ", " : "") + (*Args)[I];
  return Text + ">";
}

} // namespace axl
