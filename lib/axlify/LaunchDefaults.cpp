// See LaunchDefaults.h.
#include "axlify/LaunchDefaults.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace axl {
namespace {

/// The context where unqualified lookup finds D's name: past unscoped
/// enums, inline and anonymous namespaces, linkage specifications.
const DeclContext *lookupContext(const Decl *D) {
  const DeclContext *DC = D->getDeclContext();
  for (;;) {
    const auto *ED = dyn_cast<EnumDecl>(DC);
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if ((ED && !ED->isScoped()) || (NS && (NS->isInline() || NS->isAnonymousNamespace())) ||
        DC->isTransparentContext())
      DC = DC->getParent();
    else
      return DC;
  }
}

/// Where the launch is: the innermost function holding it, and the names of
/// the parameters and variables of every function around it (which may hide
/// a global a default names).
struct LaunchSite {
  const DeclContext *Function = nullptr;
  StringSet<> LocalNames;
  SourceLocation Loc;
};

LaunchSite launchSite(const CUDAKernelCallExpr *CE, const ASTContext &Ctx) {
  LaunchSite S;
  S.Loc = Ctx.getSourceManager().getExpansionLoc(CE->getBeginLoc());
  struct Names : RecursiveASTVisitor<Names> {
    StringSet<> *Out;
    bool VisitVarDecl(VarDecl *V) {
      if (V->getDeclName().isIdentifier())
        Out->insert(V->getName());
      return true;
    }
  } N;
  N.Out = &S.LocalNames;
  auto &PMC = const_cast<ASTContext &>(Ctx).getParentMapContext();
  DynTypedNodeList Parents = PMC.getParents(*CE);
  while (!Parents.empty()) {
    DynTypedNode P = Parents[0];
    if (const auto *FD = P.get<FunctionDecl>()) {
      if (!S.Function)
        S.Function = FD;
      N.TraverseDecl(const_cast<FunctionDecl *>(FD));
    }
    Parents = PMC.getParents(P);
  }
  return S;
}

/// The default argument's text, when it means the same at the launch; else
/// nullopt and why.
class TextSpeller : public RecursiveASTVisitor<TextSpeller> {
public:
  TextSpeller(const ASTContext &Ctx, Preprocessor &PP, const LaunchSite &Site)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), PP(PP), Site(Site) {}

  std::optional<std::string> spell(const ParmVarDecl *P) {
    Why.clear();
    const Expr *Default = P->hasUninstantiatedDefaultArg()
                              ? P->getUninstantiatedDefaultArg()
                              : P->hasUnparsedDefaultArg() ? nullptr : P->getDefaultArg();
    if (!Default)
      return fail("it has no default argument the parse saw");
    if (Default->isValueDependent() || Default->isTypeDependent())
      return fail("it names the kernel's template parameters");
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(P->getDefaultArgRange()), SM, Ctx.getLangOpts());
    if (Range.isInvalid())
      return fail("it is written in part by a macro's expansion");
    if (!Site.Function)
      return fail("the launch is in no function");
    TraverseStmt(const_cast<Expr *>(Default));
    if (!Why.empty())
      return std::nullopt;
    if (!sameMacros(Range))
      return std::nullopt;
    return Lexer::getSourceText(Range, SM, Ctx.getLangOpts()).trim().str();
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->hasQualifier())
      return true; // qualified: found the same way from the launch
    return visible(E->getDecl());
  }
  bool VisitTypeLoc(TypeLoc TL) {
    const NamedDecl *D = nullptr;
    if (auto T = TL.getAs<TypedefTypeLoc>())
      D = T.getDecl();
    else if (auto T = TL.getAs<TagTypeLoc>())
      D = T.getDecl();
    return !D || visible(D);
  }
  bool VisitOverloadExpr(OverloadExpr *E) {
    return E->getQualifier() || failed("it names an overload set");
  }

  std::string Why;

private:
  std::nullopt_t fail(const Twine &W) {
    Why = W.str();
    return std::nullopt;
  }
  bool failed(const Twine &W) {
    Why = W.str();
    return false;
  }

  /// Does the launch find D by its name, unqualified?
  bool visible(const NamedDecl *D) {
    if (isa<NonTypeTemplateParmDecl>(D) || isa<TemplateTypeParmDecl>(D))
      return failed("it names the kernel's template parameters");
    if (!D->getDeclName().isIdentifier())
      return true; // operators, conversions: found through their operands
    const DeclContext *LC = lookupContext(D);
    if (!LC->isFileContext())
      return failed("'" + D->getName() + "' is no namespace's");
    if (!LC->Encloses(Site.Function))
      return failed("'" + D->getName() + "' is declared in a namespace the launch is outside of");
    if (Site.LocalNames.count(D->getName()))
      return failed("'" + D->getName() + "' names a variable of the launching function there");
    return true;
  }

  /// Do the macros the text uses have, at the launch, the definitions they
  /// have where the default is written?
  bool sameMacros(CharSourceRange Range) {
    const LangOptions &LO = Ctx.getLangOpts();
    std::pair<FileID, unsigned> Begin = SM.getDecomposedLoc(Range.getBegin());
    StringRef Buffer = SM.getBufferData(Begin.first);
    Lexer L(SM.getLocForStartOfFile(Begin.first), LO, Buffer.begin(),
            Buffer.begin() + Begin.second, Buffer.end());
    const unsigned End = SM.getFileOffset(Range.getEnd());
    Token T;
    while (!L.LexFromRawLexer(T) && SM.getFileOffset(T.getLocation()) < End) {
      if (!T.is(tok::raw_identifier))
        continue;
      IdentifierInfo *II = PP.getIdentifierInfo(T.getRawIdentifier());
      if (!II->hadMacroDefinition())
        continue;
      const MacroInfo *There =
          PP.getMacroDefinitionAtLoc(II, Range.getBegin()).getMacroInfo();
      const MacroInfo *Here = PP.getMacroDefinitionAtLoc(II, Site.Loc).getMacroInfo();
      if (There != Here)
        return failed("the macro '" + II->getName() +
                      "' it uses is defined differently at the launch");
    }
    return true;
  }

  const ASTContext &Ctx;
  const SourceManager &SM;
  Preprocessor &PP;
  const LaunchSite &Site;
};

/// The default's value at this launch, when it is a constant the launch can
/// write: an integer, a floating-point number, a null pointer.
std::optional<std::string> spellValue(const Expr *E, QualType ParamType,
                                      const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  QualType T = ParamType.getNonReferenceType().getCanonicalType();
  if ((T->isPointerType() || T->isNullPtrType()) &&
      E->isNullPointerConstant(const_cast<ASTContext &>(Ctx),
                               Expr::NPC_ValueDependentIsNotNull))
    return std::string("nullptr");
  if (T->isBooleanType() || (T->isIntegerType() && !T->isEnumeralType())) {
    Expr::EvalResult R;
    if (!E->EvaluateAsInt(R, Ctx))
      return std::nullopt;
    const APSInt &V = R.Val.getInt();
    if (T->isBooleanType())
      return std::string(V.getBoolValue() ? "true" : "false");
    SmallString<32> S;
    V.toString(S, 10);
    if (V.isUnsigned())
      S += "u";
    if (V.getBitWidth() > 32)
      S += "ll";
    return std::string(S);
  }
  if (T->isRealFloatingType()) {
    llvm::APFloat V(0.0);
    if (!E->EvaluateAsFloat(V, Ctx) || !V.isFinite())
      return std::nullopt;
    // Hexadecimal: exact (C++17).
    char Buf[64];
    unsigned N = V.convertToHexString(Buf, 0, false, llvm::APFloat::rmNearestTiesToEven);
    std::string S(Buf, N);
    if (T->isSpecificBuiltinType(BuiltinType::Float))
      S += "f";
    else if (!T->isSpecificBuiltinType(BuiltinType::Double))
      return std::nullopt;
    return S;
  }
  return std::nullopt;
}

/// The parameter holding the default argument that \p Pattern's I-th
/// parameter gets: the template's, for a specialisation; a declaration's
/// before the definition.
const ParmVarDecl *defaultHolder(const FunctionDecl *FD, unsigned I) {
  if (const FunctionDecl *Pat = FD->getTemplateInstantiationPattern())
    FD = Pat;
  for (const FunctionDecl *R : FD->redecls())
    if (I < R->getNumParams() && R->getParamDecl(I)->hasDefaultArg() &&
        !R->getParamDecl(I)->hasInheritedDefaultArg())
      return R->getParamDecl(I);
  return I < FD->getNumParams() ? FD->getParamDecl(I) : nullptr;
}

/// The one kernel a dependent launch (in a template, callee unresolved)
/// calls, when it leaves arguments to defaults; null when it writes every
/// argument or the candidates do not say which.
const FunctionDecl *dependentCallee(const CUDAKernelCallExpr *CE, std::string &Why) {
  const auto *ULE = dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreParenImpCasts());
  if (!ULE)
    return nullptr;
  const unsigned Written = CE->getNumArgs();
  for (const Expr *A : CE->arguments())
    if (isa<PackExpansionExpr>(A))
      return nullptr; // how many, each instantiation says
  SmallVector<const FunctionDecl *, 2> ByDefaults;
  for (const NamedDecl *D : ULE->decls()) {
    const FunctionDecl *FD = nullptr;
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
      FD = FTD->getTemplatedDecl();
    else
      FD = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
    if (!FD)
      return nullptr;
    if (FD->isVariadic() || FD->getNumParams() <= Written ||
        llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) { return P->isParameterPack(); }))
      return nullptr; // a candidate that takes them as written
    if (FD->getMinRequiredArguments() <= Written)
      ByDefaults.push_back(FD);
  }
  if (ByDefaults.size() > 1)
    Why = "several overloads of the kernel would take the arguments to their defaults";
  return ByDefaults.size() == 1 ? ByDefaults[0] : nullptr;
}

} // namespace

LaunchDefaults launchDefaults(const CUDAKernelCallExpr *CE, const ASTContext &Ctx,
                              Preprocessor &PP) {
  LaunchDefaults Out;
  // Which parameters take their defaults, and the kernel they are of.
  const FunctionDecl *FD = CE->getDirectCallee();
  unsigned First = CE->getNumArgs();
  if (FD) {
    for (unsigned I = 0; I < CE->getNumArgs(); ++I)
      if (isa<CXXDefaultArgExpr>(CE->getArg(I))) {
        First = I;
        break;
      }
  } else {
    FD = dependentCallee(CE, Out.Unspellable);
    if (!FD)
      return Out;
  }
  if (First >= FD->getNumParams())
    return Out;
  LaunchSite Site = launchSite(CE, Ctx);
  TextSpeller Text(Ctx, PP, Site);
  for (unsigned I = First; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *Holder = defaultHolder(FD, I);
    std::optional<std::string> S = Holder ? Text.spell(Holder) : std::nullopt;
    if (!S && I < CE->getNumArgs())
      if (const auto *DAE = dyn_cast<CXXDefaultArgExpr>(CE->getArg(I)))
        S = spellValue(DAE->getExpr(), FD->getParamDecl(I)->getType(), Ctx);
    if (!S) {
      Out.Text.clear();
      Out.Unspellable = "the default argument of the kernel's parameter '" +
                        FD->getParamDecl(I)->getName().str() +
                        "' cannot be written at the launch: " + Text.Why;
      return Out;
    }
    Out.Text += (Out.Text.empty() ? "" : ", ") + *S;
  }
  return Out;
}

} // namespace axl
