//===- AstCollector.cpp - What a parse learns from the AST ----------------===//
#include "axlify/AstCollector.h"

#include "axlify/DynamicShared.h"
#include "axlify/KernelAddress.h"
#include "axlify/LaunchDeduction.h"
#include "axlify/LaunchDefaults.h"
#include "axlify/LaunchRewriter.h"
#include "axlify/Paths.h"
#include "axlify/VendorNames.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace llvm;

namespace axl {
namespace {

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(ASTContext &Ctx, const RuleSet &Rules, TranslationUnitFacts &Facts,
            std::map<std::string, std::vector<RawToken>> &TokenCache,
            std::map<std::string, std::string> &Buffers, Pass P, Preprocessor &PP)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LangOpts(Ctx.getLangOpts()), Rules(Rules),
        Facts(Facts), TokenCache(TokenCache), Buffers(Buffers), P(P), PP(PP) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitNamedDecl(NamedDecl *D) {
    if (!isUserDecl(D))
      return true;
    // `namespace cub {` reopens the library's namespace (to specialise its
    // traits): the name is the library's.
    if (const Rule *R = isa<NamespaceDecl>(D) ? Rules.lookup(D->getName()) : nullptr;
        R && R->Kind == RuleKind::Namespace)
      return true;
    record(D->getLocation(), D->getName(), /*IsDecl=*/true);
    // A global name of the user's that no CUDA header declares (not an
    // overload of CUDA's) is the user's wherever it is spelled.
    const DeclContext *DC = D->getDeclContext()->getRedeclContext();
    if (DC->isTranslationUnit() && (Rules.lookup(D->getName()) || looksLikeCudaApi(D->getName())) &&
        llvm::none_of(DC->lookup(D->getDeclName()), [&](const NamedDecl *Other) {
          return SM.isInSystemHeader(SM.getSpellingLoc(Other->getLocation()));
        }))
      Facts.UserGlobalNames.insert(D->getName());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isUserDecl(E->getDecl()))
      record(E->getLocation(), E->getDecl()->getName(), false);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    // Also implicit member accesses (no `this->`), which no token shows.
    if (isUserDecl(E->getMemberDecl()))
      record(E->getMemberLoc(), E->getMemberDecl()->getName(), false);
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    const NamedDecl *D = nullptr;
    if (auto T = TL.getAs<TypedefTypeLoc>())
      D = T.getDecl();
    else if (auto T = TL.getAs<TagTypeLoc>())
      D = T.getDecl();
    if (D && isUserDecl(D))
      record(TL.getBeginLoc(), D->getName(), false);
    return true;
  }
  /// A member alias named like what it refers to, outside the class
  /// (`using Reducer = Reducer<float>;`, Reducer a template of the
  /// namespace): the member changes what the name means in the class, which
  /// the standard makes ill-formed with no diagnostic required; nvcc and
  /// clang take it, g++ rejects it ("declaration changes meaning"). The name
  /// is qualified by its namespace (`::ns::Reducer<float>`), which means the
  /// same to every compiler.
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    if (!isUserDecl(D) || !isa<CXXRecordDecl>(D->getDeclContext()) || !D->getTypeSourceInfo())
      return true;
    struct Names : RecursiveASTVisitor<Names> {
      StringRef Name;
      std::vector<std::pair<SourceLocation, const NamedDecl *>> Found;
      bool VisitTypeLoc(TypeLoc TL) {
        const NamedDecl *To = nullptr;
        if (auto T = TL.getAs<TemplateSpecializationTypeLoc>())
          To = T.getTypePtr()->getTemplateName().getAsTemplateDecl();
        else if (auto T = TL.getAs<TypedefTypeLoc>())
          To = T.getDecl();
        else if (auto T = TL.getAs<TagTypeLoc>())
          To = T.getDecl();
        if (To && To->getDeclName().isIdentifier() && To->getName() == Name)
          Found.push_back({TL.getBeginLoc(), To});
        return true;
      }
    } N;
    N.Name = D->getName();
    N.TraverseTypeLoc(D->getTypeSourceInfo()->getTypeLoc());
    for (auto [Loc, To] : N.Found) {
      const DeclContext *DC = To->getDeclContext()->getRedeclContext();
      if (To == D || DC == D->getDeclContext())
        continue;
      SourceLocation At = SM.getSpellingLoc(Loc);
      OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(At));
      if (!FE || SM.isInSystemHeader(At))
        continue;
      std::string Path = absolutePath(FE->getName());
      StringRef Buffer = SM.getBufferData(SM.getFileID(At));
      const unsigned Offset = SM.getFileOffset(At);
      // Only the bare name (a qualified one begins with its qualifier).
      if (!Buffer.substr(Offset).starts_with(D->getName()) ||
          (Offset >= 2 && Buffer.substr(0, Offset).rtrim().ends_with("::")))
        continue;
      // Qualified only by namespaces: a member of an enclosing class (or a
      // function's local type) is reported.
      if (Loc.isMacroID() || !DC->isFileContext()) {
        Facts.Findings.push_back(
            {Path, Offset, Severity::Warning, "changes-meaning",
             "'" + D->getName().str() + "' names a declaration outside the class that this "
             "member alias hides (g++ rejects it: the declaration changes meaning); " +
                 (Loc.isMacroID() ? "it is written by a macro" : "it is not a namespace's") +
                 ", qualify it by hand",
             false});
        continue;
      }
      std::string Qualifier = "::";
      SmallVector<const NamespaceDecl *, 4> Scopes;
      for (const DeclContext *C = DC; !C->isTranslationUnit(); C = C->getParent())
        if (const auto *NS = dyn_cast<NamespaceDecl>(C); NS && !NS->isAnonymousNamespace() &&
                                                         !NS->isInline())
          Scopes.push_back(NS);
      for (const NamespaceDecl *NS : llvm::reverse(Scopes))
        Qualifier += NS->getName().str() + "::";
      Facts.AstEdits.push_back({Path, Offset, 0, Qualifier, "changes-meaning"});
    }
    return true;
  }

  /// The template arguments of a launched kernel that the launch leaves to
  /// deduction, spelled for the port ("<floatX, 256>", CUDA names renamed;
  /// ", float" when it names the first ones); empty when it names them all,
  /// is no template, or one of them has no name the launch could write (a
  /// lambda, a local or unnamed type).
  std::string deducedTemplateArgs(const CUDAKernelCallExpr *CE) const {
    PrintingPolicy Policy(LangOpts);
    Policy.SuppressTagKeyword = true;
    const FunctionDecl *FD = CE->getDirectCallee();
    const auto *DRE = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
    if (!FD || !DRE) // in a template, arguments of its parameters' types
      return dialectSpelling(dependentLaunchTemplateArgs(CE, Ctx, Policy));
    const TemplateArgumentList *Args = FD->getTemplateSpecializationArgs();
    if (!Args || Args->size() == 0)
      return "";
    // Some named (scaled<2><<<...>>>(y, x)): the rest follow them, unless a
    // pack could take part of either.
    const unsigned Named = DRE->getNumTemplateArgs();
    if (Named >= Args->size())
      return "";
    if (Named > 0)
      for (const TemplateArgument &A : Args->asArray())
        if (A.getKind() == TemplateArgument::Pack)
          return "";
    ArrayRef<TemplateArgument> Rest = Args->asArray().drop_front(Named);
    for (const TemplateArgument &A : Rest)
      if (A.getKind() == TemplateArgument::Type) {
        const clang::Type *T = A.getAsType()->getUnqualifiedDesugaredType();
        while (T->isPointerType() || T->isReferenceType() || T->isArrayType())
          T = T->getPointeeOrArrayElementType()->getUnqualifiedDesugaredType();
        if (const auto *TD = T->getAsTagDecl())
          if (TD->getDeclName().isEmpty() ||
              (isa<CXXRecordDecl>(TD) && cast<CXXRecordDecl>(TD)->isLambda()) ||
              TD->getDeclContext()->isFunctionOrMethod() || TD->isInAnonymousNamespace())
            return "";
      }
    // As the arguments spell their types where their shapes show them
    // (floatX stays floatX: the port is for every configuration), else the
    // types of this parse.
    std::string Text;
    if (const FunctionTemplateDecl *FTD = FD->getPrimaryTemplate())
      if (auto Spelled = deducedFromArguments(CE, FTD, Named, Ctx, Policy)) {
        if (Spelled->empty())
          return "";
        for (size_t I = 0; I < Spelled->size(); ++I)
          Text += (I ? ", " : "") + (*Spelled)[I];
        return dialectSpelling(Named > 0 ? ", " + Text : "<" + Text + ">");
      }
    llvm::raw_string_ostream OS(Text);
    printTemplateArgumentList(OS, Rest, Policy);
    if (Named > 0) // ", float": inserted before the named list's '>'
      Text = ", " + StringRef(Text).drop_front().drop_back().trim().str();
    return dialectSpelling(Text);
  }

  /// Text with CUDA's names spelled in the dialect, as the port spells them.
  std::string dialectSpelling(const std::string &Text) const {
    std::string Out;
    size_t Pos = 0;
    for (const RawToken &T : lexFile(Text)) {
      Out += Text.substr(Pos, T.Offset - Pos);
      const Rule *R = T.isIdent() ? Rules.lookup(T.Text) : nullptr;
      Out += R && !R->Axl.empty() ? R->Axl : T.Text.str();
      Pos = T.end();
    }
    return Out + Text.substr(Pos);
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *CE) {
    const CallExpr *Config = CE->getConfig();
    if (!Config)
      return true;
    SourceLocation LLL = SM.getSpellingLoc(Config->getBeginLoc());
    if (LLL.isInvalid() || SM.isInSystemHeader(LLL))
      return true;
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(LLL));
    if (!FE)
      return true;
    std::string Path = absolutePath(FE->getName());
    auto &Toks = tokens(Path, SM.getBufferData(SM.getFileID(LLL)));
    long I = tokenAt(Toks, SM.getFileOffset(LLL));
    if (I < 0 || !Toks[I].is(tok::lesslessless))
      return true;
    // In a macro, the types of one expansion are not the macro's.
    std::string Deduced =
        Config->getBeginLoc().isMacroID() ? std::string() : deducedTemplateArgs(CE);
    if (!Deduced.empty())
      Facts.Files[Path].DeducedKernelArgs.try_emplace(Toks[I].Offset, Deduced);
    // Arguments left to the kernel's defaults: written by the lexical pass,
    // once every parse (and every expansion of a macro writing the launch)
    // has said which.
    LaunchDefaults Defaults = launchDefaults(CE, Ctx, PP);
    Defaults.Text = dialectSpelling(Defaults.Text);
    if (!Defaults.Text.empty() || !Defaults.Unspellable.empty() ||
        Config->getBeginLoc().isMacroID())
      noteLaunchDefaults(Facts.Files[Path], Toks[I].Offset, Defaults.Text,
                         Defaults.Unspellable);
    if (!Defaults.Text.empty() || !Defaults.Unspellable.empty() ||
        Config->getBeginLoc().isMacroID())
      return true;
    if (auto Edits = rewriteLaunch(Toks, I, Path, Deduced)) {
      for (Edit &E : *Edits) {
        E.Origin = "launch";
        Facts.AstEdits.push_back(std::move(E));
      }
    } else {
      consumeError(Edits.takeError()); // the lexical pass reports it
    }
    return true;
  }

  /// Dynamic shared memory: where its declaration is written, for the
  /// lexical pass to rewrite; or why it cannot be.
  bool VisitVarDecl(VarDecl *D) {
    if (!isDynamicShared(*D))
      return true;
    // The dialect's macro (a port ported again) writes it: nothing to do.
    if (D->getBeginLoc().isMacroID() && Lexer::getImmediateMacroName(D->getBeginLoc(), SM, LangOpts)
                                            .starts_with("AXL_DYNAMIC_SHARED"))
      return true;
    SourceLocation At = SM.getExpansionLoc(D->getBeginLoc());
    OptionalFileEntryRef AtFile = SM.getFileEntryRefForID(SM.getFileID(At));
    if (!AtFile || SM.isInSystemHeader(At))
      return true;
    auto Tokens = [&](FileID F) -> ArrayRef<RawToken> {
      return tokens(absolutePath(SM.getFileEntryRefForID(F)->getName()), SM.getBufferData(F));
    };
    std::string Why;
    if (auto Place = locateDynamicShared(*D, SM, Tokens)) {
      if (SM.isInSystemHeader(SM.getLocForStartOfFile(Place->File)))
        return true; // a toolkit macro writes it
      std::string Path = absolutePath(SM.getFileEntryRefForID(Place->File)->getName());
      auto Rewrite = rewriteDynamicShared(Tokens(Place->File), Place->Decl, Path);
      if (Rewrite) {
        Facts.Files[Path].DynamicShared.try_emplace(Place->Decl.Begin, Place->Decl);
        return true;
      }
      Why = toString(Rewrite.takeError());
    } else {
      Why = toString(Place.takeError());
    }
    Facts.Files[absolutePath(AtFile->getName())].DynamicSharedLeft.try_emplace(
        SM.getFileOffset(At), Why);
    return true;
  }

  /// Calls visit before their arguments: the casts they take typed are
  /// known when the casts are visited.
  bool VisitCallExpr(CallExpr *CE) {
    findDroppableKernelCasts(CE, DroppableCasts);
    return true;
  }
  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    kernelAddressEdits(E, DroppableCasts.count(E), SM, LangOpts, Facts.AstEdits,
                       Facts.Findings);
    return true;
  }

  /// A call that does not compile against the installed headers and matches
  /// the old form of a SignatureChange gets the new argument list.
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    ArrayRef<Expr *> Subs = E->subExpressions();
    if (Subs.empty())
      return true;
    const Expr *Callee = Subs[0]->IgnoreParenImpCasts();
    if (!isa<UnresolvedLookupExpr>(Callee) && !isa<DeclRefExpr>(Callee))
      return true;
    // The name as the user spelled it: the driver API's are macros
    // (cuMemAdvise expands to cuMemAdvise_v2).
    SourceLocation At = SM.getFileLoc(Callee->getBeginLoc());
    if (At.isInvalid() || SM.isInSystemHeader(At))
      return true;
    StringRef Name(SM.getCharacterData(At), Lexer::MeasureTokenLength(At, SM, LangOpts));
    const Rule *R = Rules.lookup(Name);
    if (!R || R->SignatureChanges.empty())
      return true;
    ArrayRef<Expr *> Args = Subs.drop_front();
    for (const SignatureChange &C : R->SignatureChanges) {
      if (Args.size() != C.Args)
        continue;
      if (C.IntegralArg) {
        QualType T = Args[C.IntegralArg - 1]->getType();
        if (T.isNull() || !T->isIntegralOrUnscopedEnumerationType())
          continue;
      }
      migrateCall(*R, C, At, Args);
      break;
    }
    return true;
  }

private:
  void migrateCall(const Rule &R, const SignatureChange &C, SourceLocation At,
                   ArrayRef<Expr *> Args) {
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(At));
    if (!FE)
      return;
    std::string Path = absolutePath(FE->getName());
    Finding F{Path, SM.getFileOffset(At), Severity::Warning, "signature-changed", "", false};
    if (C.To.empty()) {
      F.Left = true;
      F.Message = "'" + R.Cuda + "' changed in CUDA " + C.Since + ": " + C.Note +
                  "; no mechanical rewrite, port this call by hand";
      Facts.Findings.push_back(std::move(F));
      return;
    }
    // Argument extents in the file; an argument that a macro builds cannot
    // be edited in place.
    std::vector<std::pair<unsigned, unsigned>> Extents;
    for (const Expr *A : Args) {
      CharSourceRange CR = Lexer::makeFileCharRange(
          CharSourceRange::getTokenRange(A->getSourceRange()), SM, LangOpts);
      if (CR.isInvalid() || SM.getFileID(CR.getBegin()) != SM.getFileID(At)) {
        F.Left = true;
        F.Message = "'" + R.Cuda + "' changed in CUDA " + C.Since + ": " + C.Note +
                    "; this call's arguments come from a macro, rewrite it by hand";
        Facts.Findings.push_back(std::move(F));
        return;
      }
      Extents.push_back({SM.getFileOffset(CR.getBegin()), SM.getFileOffset(CR.getEnd())});
    }
    // Split the template at its arguments: Seg[0] $K0 Seg[1] $K1 ... Seg[n].
    std::vector<std::string> Seg(1);
    std::vector<unsigned> Kept;
    StringRef To = C.To;
    for (size_t I = 0; I < To.size(); ++I) {
      if (To[I] == '$' && I + 1 < To.size() && isDigit(To[I + 1])) {
        unsigned N = 0;
        while (I + 1 < To.size() && isDigit(To[I + 1]))
          N = N * 10 + (To[++I] - '0');
        Kept.push_back(N - 1);
        Seg.emplace_back();
      } else {
        Seg.back() += To[I];
      }
    }
    StringRef Buffer = SM.getBufferData(SM.getFileID(At));
    auto Add = [&](unsigned Begin, unsigned End, StringRef Text) {
      StringRef Old = Buffer.substr(Begin, End - Begin);
      std::string New = Text.str();
      // Keep the user's layout (a comma and a line break) between arguments.
      if (Old.trim() == "," && Text.ltrim().starts_with(","))
        New = (Old + Text.ltrim().drop_front().ltrim()).str();
      if (Old != New)
        Facts.AstEdits.push_back({Path, Begin, End - Begin, New, "signature"});
    };
    // The text between kept arguments replaces what lies between them in the
    // call, dropped arguments included.
    Add(Extents.front().first, Extents[Kept.front()].first, Seg.front());
    for (size_t I = 1; I < Kept.size(); ++I)
      Add(Extents[Kept[I - 1]].second, Extents[Kept[I]].first, Seg[I]);
    Add(Extents[Kept.back()].second, Extents.back().second, Seg.back());
    F.Message = "'" + R.Cuda + "' changed in CUDA " + C.Since + ": " + C.Note +
                "; call rewritten to the new form (" + C.To + ")";
    Facts.MigratedCalls.insert({Path, F.Offset});
    Facts.Findings.push_back(std::move(F));
  }

  bool isUserDecl(const NamedDecl *D) const {
    if (!D || !D->getDeclName().isIdentifier())
      return false;
    SourceLocation L = D->getLocation();
    return L.isValid() && !SM.isInSystemHeader(SM.getSpellingLoc(L)) &&
           SM.getFileEntryRefForID(SM.getFileID(SM.getSpellingLoc(L)));
  }
  void record(SourceLocation L, StringRef Name, bool IsDecl) {
    if (!Rules.lookup(Name) && !isVendorName(Name))
      return;
    L = SM.getSpellingLoc(L);
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(L));
    if (!FE || SM.isInSystemHeader(L))
      return;
    SemanticFacts &F = Facts.Files[absolutePath(FE->getName())];
    F.UserDeclRefs.insert(SM.getFileOffset(L));
    if (IsDecl)
      F.UserNames.insert(Name);
  }
  std::vector<RawToken> &tokens(const std::string &Path, StringRef Data) {
    auto It = TokenCache.find(Path);
    if (It != TokenCache.end())
      return It->second;
    // Keep the bytes alive: RawToken::Text points into them.
    std::string &Buf = Buffers[Path] = Data.str();
    return TokenCache[Path] = lexFile(Buf);
  }

  const ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LangOpts;
  const RuleSet &Rules;
  TranslationUnitFacts &Facts;
  std::map<std::string, std::vector<RawToken>> &TokenCache;
  std::map<std::string, std::string> &Buffers;
  Pass P;
  Preprocessor &PP;
  llvm::SmallPtrSet<const Expr *, 8> DroppableCasts;
};

} // namespace

void collectUserCode(ASTContext &Ctx, Preprocessor &PP, const RuleSet &Rules,
                     Pass P, TranslationUnitFacts &Facts,
                     UserFileTokens &Files) {
  // The user's declarations only: those of system headers, most of the AST,
  // can hold no user code.
  Collector C(Ctx, Rules, Facts, Files.Tokens, Files.Buffers, P, PP);
  const SourceManager &SM = Ctx.getSourceManager();
  // Those parsed here: a preamble's are all the toolkit's, and stay unread
  // in it.
  for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
    if (D->getLocation().isInvalid() || !SM.isInSystemHeader(D->getLocation()))
      C.TraverseDecl(D);
}

} // namespace axl
