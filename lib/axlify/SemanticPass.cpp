//===- SemanticPass.cpp - Host and device parses of one TU ----------------===//
#include "axlify/SemanticPass.h"

#include "axlify/DynamicShared.h"
#include "axlify/KernelAddress.h"
#include "axlify/LaunchDeduction.h"
#include "axlify/LaunchDefaults.h"
#include "axlify/LaunchRewriter.h"
#include "axlify/MemoryGate.h"
#include "axlify/Preamble.h"
#include "axlify/TokenStream.h"
#include "axlify/VendorNames.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <set>

using namespace clang;
using namespace llvm;

namespace axl {

StringRef passName(Pass P) { return P == Pass::Host ? "host" : "device"; }

bool isCudaSource(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  return Ext == ".cu" || Ext == ".cuh";
}

static std::string absolutePath(StringRef P) {
  SmallString<256> S(P);
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  return std::string(S);
}

namespace {

// Clang 22 resolves a kernel launch through cudaConfigureCall in device-side
// parses of CUDA 13 (which no longer declares it); a declaration lets the
// device pass see launches in host code without a spurious error.
constexpr StringRef DevicePassPrelude =
    "#pragma once\n"
    "extern \"C\" __host__ __device__ int cudaConfigureCall(dim3, dim3, "
    "unsigned long = 0, struct CUstream_st * = 0);\n";
constexpr StringRef DevicePreludePath = "/__axl_internal__/device_pass_prelude.h";

// What nvcc's headers declare and Clang's CUDA wrapper leaves out: without
// it, code nvcc compiles has Clang errors in both passes. The cache-hinted
// stores and __ldlu/__ldca are in sm_32_intrinsics.h, which the wrapper does
// not include (it defines the loads it keeps with builtins). A parse needs
// only the names; the port never sees this file.
constexpr StringRef CudaPassPrelude =
    "#pragma once\n"
    "template <class T> __device__ void __stcs(T *, T);\n"
    "template <class T> __device__ void __stcg(T *, T);\n"
    "template <class T> __device__ void __stwb(T *, T);\n"
    "template <class T> __device__ T __ldlu(const T *);\n"
    "template <class T> __device__ T __ldca(const T *);\n"
    // nvcc declares int max/min for host code too (crt/math_functions.h);
    // Clang's are device functions only.
    "__host__ int max(int, int);\n"
    "__host__ int min(int, int);\n"
    // The C headers nvcc's cuda_runtime.h includes and Clang's wrapper does
    // not: code nvcc compiles calls time, clock and isdigit and uses
    // INT_MAX with no #include of its own (not assert or the host's
    // printf: nvcc rejects those too).
    "#include <ctype.h>\n"
    "#include <limits.h>\n"
    "#include <string.h>\n"
    "#include <time.h>\n";
constexpr StringRef CudaPreludePath = "/__axl_internal__/cuda_pass_prelude.h";

/// Collects Clang's errors as located findings.
class ErrorCollector : public DiagnosticConsumer {
public:
  ErrorCollector(TranslationUnitFacts &Facts, Pass P, StringRef Source)
      : Facts(Facts), P(P), Source(Source) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    // An error about the compile as a whole (flags, a PCH that does not
    // load): a parse with a preamble retries without it.
    Unlocated += !Info.hasSourceManager() || Info.getLocation().isInvalid();
    Finding F;
    F.Sev = Severity::Warning;
    F.Id = "clang-error";
    F.Message = ("clang " + passName(P) + " pass: " + Msg).str();
    // An error about the file as a whole (an unsupported encoding) is
    // located at its start.
    F.File = Source.str();
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      SourceManager &SM = Info.getSourceManager();
      SourceLocation L = SM.getFileLoc(Info.getLocation());
      if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(L))) {
        F.File = absolutePath(FE->getName());
        F.Offset = SM.getFileOffset(L);
      }
    }
    ++Facts.ClangErrors;
    Facts.Findings.push_back(std::move(F));
  }

  unsigned Unlocated = 0;

private:
  TranslationUnitFacts &Facts;
  Pass P;
  StringRef Source;
};

/// Is \p Path under \p Dir (both absolute)?
static bool isUnder(StringRef Path, StringRef Dir) {
  return !Dir.empty() && Path.starts_with(Dir) &&
         (Path.size() == Dir.size() || sys::path::is_separator(Path[Dir.size()]));
}

/// Records what the preprocessor learns of the user's files: every user file
/// the TU reads, the file each of their include directives names, and the
/// vendor-looking macros they define (the user's names, never unknown API).
class UserFileRecorder : public PPCallbacks {
public:
  UserFileRecorder(SourceManager &SM, std::set<std::string> &Out, TranslationUnitFacts &Facts,
                   const RuleSet &Rules, StringRef CudaPath)
      : SM(SM), Out(Out), Facts(Facts), Rules(Rules), CudaPath(absolutePath(CudaPath)) {
    SmallString<256> Real;
    if (!sys::fs::real_path(CudaPath, Real))
      RealCudaPath = std::string(Real);
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile || Kind != SrcMgr::C_User)
      return;
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(Loc)))
      if (!FE->getName().starts_with("/__axl_internal__"))
        Out.insert(absolutePath(FE->getName()));
  }
  void InclusionDirective(SourceLocation, const Token &, StringRef, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind FileType) override {
    SourceLocation At = FilenameRange.getBegin();
    std::string Includer = userFile(At);
    if (Includer.empty() || !File)
      return;
    std::string Path = absolutePath(File->getName());
    SmallString<256> Real;
    bool Toolkit = SrcMgr::isSystem(FileType) || isUnder(Path, CudaPath) ||
                   (!sys::fs::real_path(Path, Real) && isUnder(Real, RealCudaPath));
    Facts.Files[Includer].Includes.try_emplace(SM.getFileOffset(At),
                                               IncludeTarget{Path, Toolkit});
  }
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    StringRef N = Name.getIdentifierInfo()->getName();
    if (!Rules.lookup(N) && !isVendorName(N))
      return;
    std::string File = userFile(Name.getLocation());
    if (!File.empty())
      Facts.Files[File].UserNames.insert(N);
  }

private:
  /// The user file (absolute path) holding \p L, or "".
  std::string userFile(SourceLocation L) {
    if (L.isInvalid() || !L.isFileID() || SM.isInSystemHeader(L))
      return "";
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(L));
    if (!FE || FE->getName().starts_with("/__axl_internal__"))
      return "";
    return absolutePath(FE->getName());
  }

  SourceManager &SM;
  std::set<std::string> &Out;
  TranslationUnitFacts &Facts;
  const RuleSet &Rules;
  std::string CudaPath, RealCudaPath;
};

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

/// The tokens of the user's code that one pass delivers, as a set of keys
/// (spelling file, offset, expansion file, offset, kind). Tokens spelled in
/// a user file and tokens that system macros produce in user code both
/// count, so `#ifdef __CUDA_ARCH__`, NV_IF_TARGET arms and device-only
/// macro values all show. Two passes with equal sets parse the same user
/// code. Each pass numbers files by path in its own order (the passes may
/// run at once); same() compares the paths.
class UserTokens {
public:
  /// Records every token \p PP delivers (at the outermost lexing level).
  void watch(Preprocessor &PP) {
    SM = &PP.getSourceManager();
    Files.clear();
    Keys.clear();
    FileNumbers.clear();
    Paths.assign(1, "");
    PP.setTokenWatcher([this](const Token &T) { add(T); });
  }

  void add(const Token &T) {
    if (T.isAnnotation() || T.is(tok::eof))
      return;
    SourceLocation L = T.getLocation();
    if (L.isFileID()) {
      // The common case: a token of some file, usually a system header.
      auto [N, User] = file(L);
      if (User)
        Keys.push_back({N, SM->getFileOffset(L), N, SM->getFileOffset(L), T.getKind()});
      return;
    }
    SourceLocation Spell = SM->getSpellingLoc(L), Exp = SM->getExpansionLoc(L);
    auto [SN, SUser] = file(Spell);
    auto [EN, EUser] = file(Exp);
    if (!SUser && !EUser)
      return;
    // A pasted token is spelled in scratch space: its text is its identity.
    unsigned SOff = SN ? SM->getFileOffset(Spell)
                       : static_cast<unsigned>(hash_value(StringRef(
                             SM->getCharacterData(Spell), T.getLength())));
    Keys.push_back({SN, SOff, EN, SM->getFileOffset(Exp), T.getKind()});
  }

  /// Do \p A and \p B hold the same set of tokens?
  static bool same(UserTokens &A, UserTokens &B) {
    // B's file numbers as A's (a file only B reads gets a new number).
    std::vector<unsigned> ToA(B.Paths.size(), 0);
    unsigned Next = A.Paths.size();
    for (unsigned I = 1; I < B.Paths.size(); ++I) {
      auto It = A.FileNumbers.find(B.Paths[I]);
      ToA[I] = It != A.FileNumbers.end() ? It->second : Next++;
    }
    for (auto &K : B.Keys) {
      K[0] = ToA[K[0]];
      K[2] = ToA[K[2]];
    }
    B.Paths.clear(); // its numbers are A's now
    return A.keys() == B.keys();
  }

private:
  /// The set, sorted and without repeats (tentative parsing re-reads).
  const std::vector<std::array<unsigned, 5>> &keys() {
    llvm::sort(Keys);
    Keys.erase(std::unique(Keys.begin(), Keys.end()), Keys.end());
    return Keys;
  }

  /// The number of \p L's file (0: not a file) and whether it is the user's.
  std::pair<unsigned, bool> file(SourceLocation L) {
    FileID F = SM->getFileID(L);
    auto [It, New] = Files.try_emplace(F, std::make_pair(0u, false));
    if (New)
      if (OptionalFileEntryRef FE = SM->getFileEntryRefForID(F))
        if (!FE->getName().starts_with("/__axl_internal__")) {
          std::string Path = absolutePath(FE->getName());
          auto [N, Added] = FileNumbers.try_emplace(Path, Paths.size());
          if (Added)
            Paths.push_back(Path);
          It->second = {N->second, !SM->isInSystemHeader(L)};
        }
    return It->second;
  }

  StringMap<unsigned> FileNumbers;
  std::vector<std::string> Paths = {""}; ///< by number; 0: not a file
  SourceManager *SM = nullptr;
  DenseMap<FileID, std::pair<unsigned, bool>> Files;
  std::vector<std::array<unsigned, 5>> Keys;
};

/// Macros expand only in the user's files and in directives: a system
/// header's own code yields no user token, and expanding its macros is most
/// of the work of preprocessing it (its directives still run in full).
class ExpandInUserFiles : public PPCallbacks {
public:
  explicit ExpandInUserFiles(Preprocessor &PP) : PP(PP) {}
  void FileChanged(SourceLocation, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile && Reason != ExitFile)
      return;
    if (SrcMgr::isSystem(Kind))
      PP.SetMacroExpansionOnlyInDirectives();
    else
      PP.SetEnableMacroExpansion();
  }

private:
  Preprocessor &PP;
};

/// The device side, preprocessed only: which user tokens it would parse,
/// and which user files it reads.
class DevicePreprocess : public PreprocessorFrontendAction {
public:
  DevicePreprocess(UserTokens &Tokens, std::set<std::string> &Includes,
                   TranslationUnitFacts &Facts, const RuleSet &Rules, StringRef CudaPath)
      : Tokens(Tokens), Includes(Includes), Facts(Facts), Rules(Rules), CudaPath(CudaPath) {}

  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    PP.addPPCallbacks(std::make_unique<UserFileRecorder>(PP.getSourceManager(), Includes,
                                                         Facts, Rules, CudaPath));
    PP.addPPCallbacks(std::make_unique<ExpandInUserFiles>(PP));
    Tokens.watch(PP);
    PP.EnterMainSourceFile();
    Token T;
    do
      PP.Lex(T);
    while (T.isNot(tok::eof));
  }

private:
  UserTokens &Tokens;
  std::set<std::string> &Includes;
  TranslationUnitFacts &Facts;
  const RuleSet &Rules;
  StringRef CudaPath;
};

class PassAction : public ASTFrontendAction {
public:
  PassAction(const RuleSet &Rules, TranslationUnitFacts &Facts,
             std::set<std::string> &Includes,
             std::map<std::string, std::vector<RawToken>> &TokenCache,
             std::map<std::string, std::string> &Buffers, Pass P,
             UserTokens *Tokens, StringRef CudaPath, GatePass &Gate)
      : Rules(Rules), Facts(Facts), Includes(Includes), TokenCache(TokenCache),
        Buffers(Buffers), P(P), Tokens(Tokens), CudaPath(CudaPath), Gate(Gate) {
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<UserFileRecorder>(
        CI.getSourceManager(), Includes, Facts, Rules, CudaPath));
    if (Tokens)
      Tokens->watch(CI.getPreprocessor());
    struct Consumer : ASTConsumer {
      PassAction &A;
      Preprocessor &PP;
      Consumer(PassAction &A, Preprocessor &PP) : A(A), PP(PP) {}
      // The bodies of the toolkit's functions hold no user code: they are
      // skipped (-skip-function-bodies), as their templates' instantiations
      // are; the user's are parsed in full.
      bool shouldSkipFunctionBody(Decl *D) override {
        return D->getASTContext().getSourceManager().isInSystemHeader(
            D->getLocation());
      }
      void HandleTranslationUnit(ASTContext &Ctx) override {
        A.Gate.peak();
        // The user's declarations only: those of system headers, most of
        // the AST, can hold no user code.
        Collector C(Ctx, A.Rules, A.Facts, A.TokenCache, A.Buffers, A.P, PP);
        const SourceManager &SM = Ctx.getSourceManager();
        // Those parsed here: a preamble's are all the toolkit's, and stay
        // unread in it.
        for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
          if (D->getLocation().isInvalid() || !SM.isInSystemHeader(D->getLocation()))
            C.TraverseDecl(D);
      }
    };
    return std::make_unique<Consumer>(*this, CI.getPreprocessor());
  }

  const RuleSet &Rules;
  TranslationUnitFacts &Facts;
  std::set<std::string> &Includes;
  std::map<std::string, std::vector<RawToken>> &TokenCache;
  std::map<std::string, std::string> &Buffers;
  Pass P;
  UserTokens *Tokens;
  StringRef CudaPath;
  GatePass &Gate;
};

/// The toolkit's version from CUDA_VERSION in cuda.h (13000 -> {13, 0}).
std::pair<unsigned, unsigned> toolkitVersion(StringRef CudaPath) {
  auto Buf = MemoryBuffer::getFile(CudaPath + "/include/cuda.h");
  if (!Buf)
    return {0, 0};
  StringRef Text = (*Buf)->getBuffer();
  size_t At = Text.find("#define CUDA_VERSION ");
  unsigned V = 0;
  if (At == StringRef::npos ||
      Text.substr(At + strlen("#define CUDA_VERSION ")).take_while([](char C) { return isDigit(C); }).getAsInteger(10, V))
    return {0, 0};
  return {V / 1000, V % 1000 / 10};
}

std::vector<std::string> passArgs(StringRef Source, const SemanticOptions &O,
                                  Pass P, const Preamble *Pre = nullptr) {
  std::vector<std::string> A = {"clang++"};
  bool Cuda = isCudaSource(Source);
  if (Cuda) {
    A.insert(A.end(), {"-x", "cuda"});
    // nvcc's version macros, which Clang does not define: code written for
    // nvcc tests them (user flags come later and win).
    auto [Major, Minor] = toolkitVersion(O.CudaPath);
    if (Major) {
      A.push_back("-D__CUDACC_VER_MAJOR__=" + std::to_string(Major));
      A.push_back("-D__CUDACC_VER_MINOR__=" + std::to_string(Minor));
      A.push_back("-D__CUDACC_VER_BUILD__=0");
    }
  }
  A.insert(A.end(), O.CompilerArgs.begin(), O.CompilerArgs.end());
  if (Cuda) {
    A.push_back("--cuda-path=" + O.CudaPath);
    A.push_back("--cuda-gpu-arch=" + O.GpuArch);
    A.push_back("-nocudalib");
    A.push_back(P == Pass::Host ? "--cuda-host-only" : "--cuda-device-only");
    A.push_back("-Wno-unknown-cuda-version");
    A.push_back("-include");
    A.push_back(CudaPreludePath.str());
    if (P == Pass::Device) {
      A.push_back("-include");
      A.push_back(DevicePreludePath.str());
    }
  } else {
    A.push_back("-isystem");
    A.push_back(O.CudaPath + "/include");
  }
  A.push_back("-isystem");
  A.push_back(O.CudaPath + "/include/cccl");
  if (!O.ResourceDir.empty())
    A.push_back("-resource-dir=" + O.ResourceDir);
  A.push_back("-fsyntax-only");
  // Every error is reported at its cause: Clang's cap of 20 would end the
  // analysis of the rest of the TU with "too many errors emitted".
  A.push_back("-ferror-limit=0");
  A.push_back("-w"); // only errors matter here
  A.push_back("-fno-caret-diagnostics"); // and no "N errors generated"
  A.push_back("-Xclang");                // where PassAction's consumer says so
  A.push_back("-skip-function-bodies");
  if (Pre) {
    A.push_back("-include-pch");
    A.push_back(Pre->Path);
  }
  A.push_back(Source.str());
  return A;
}

} // namespace

/// Does the source itself test which side it is compiled for? Then the
/// device side is parsed without first comparing its tokens (they differ).
static bool testsDeviceSide(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buf)
    return false;
  for (const RawToken &T : lexFile((*Buf)->getBuffer()))
    if (T.isIdent() && (T.Text.starts_with("__CUDA_ARCH") || T.Text.starts_with("NV_IF_") ||
                        T.Text == "NV_DISPATCH_TARGET" || T.Text == "__NVPTX__"))
      return true;
  return false;
}

/// Runs \p Action over \p Source with the flags of pass \p P, loading \p Pre
/// when given; Clang's errors go to \p Errors. False when Clang could not
/// run at all.
static bool runPass(StringRef Source, const SemanticOptions &Opts, Pass P,
                    std::unique_ptr<FrontendAction> Action,
                    ErrorCollector &Errors, const Preamble *Pre = nullptr) {
  auto FS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Mem->addFile(DevicePreludePath, 0, MemoryBuffer::getMemBuffer(DevicePassPrelude));
  Mem->addFile(CudaPreludePath, 0, MemoryBuffer::getMemBuffer(CudaPassPrelude));
  Mem->addFile(PreambleMainFile, 0, MemoryBuffer::getMemBuffer(""));
  if (Pre)
    Mem->addFile(Pre->Path, 0,
                 MemoryBuffer::getMemBuffer(Pre->Bytes, Pre->Path,
                                            /*RequiresNullTerminator=*/false));
  FS->pushOverlay(Mem);
  auto Files = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  std::vector<std::string> Args = passArgs(Source, Opts, P, Pre);
  if (Source == PreambleMainFile) // the flags of the TU, around the prefix
    Args.back() = PreambleMainFile;
  tooling::ToolInvocation Invocation(std::move(Args), std::move(Action),
                                     Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  return Invocation.run();
}

std::string preambleKey(StringRef Source, const SemanticOptions &Opts, Pass P) {
  if (!isCudaSource(Source))
    return "";
  std::vector<std::string> Args = passArgs(Source, Opts, P);
  Args.pop_back();
  return join(Args, "\n");
}

/// The shared prefix of \p Source's parses in pass \p P, precompiled.
static Preamble buildPreamble(const SemanticOptions &Opts, Pass P,
                              const std::string &PchPath) {
  Preamble Out;
  Out.Path = PchPath;
  TranslationUnitFacts Scratch;
  ErrorCollector Errors(Scratch, P, PreambleMainFile);
  if (!runPass(PreambleMainFile, Opts, P, precompilePrefix(Out), Errors) &&
      Out.Why.empty())
    Out.Why = "Clang could not precompile it";
  if (!Out.Why.empty())
    Out.Bytes.clear();
  return Out;
}

namespace {
/// What one Clang run over the TU learns. The runs of a TU may run at once;
/// their facts merge afterwards in one order (host, device preprocessed,
/// device parsed), so the result is the same whatever order they ran in.
struct RunFacts {
  TranslationUnitFacts Facts;
  std::set<std::string> Includes;
  std::map<std::string, std::vector<RawToken>> TokenCache;
  std::map<std::string, std::string> Buffers;
};
} // namespace

void noteLaunchDefaults(SemanticFacts &Facts, unsigned Offset, const std::string &Text,
                        const std::string &Unspellable) {
  if (Facts.KeptLaunches.count(Offset))
    return;
  if (!Unspellable.empty()) {
    Facts.DefaultKernelArgs.erase(Offset);
    Facts.KeptLaunches.try_emplace(Offset, Unspellable);
    return;
  }
  auto [It, New] = Facts.DefaultKernelArgs.try_emplace(Offset, Text);
  if (New || It->second == Text)
    return;
  std::string Why = "it leaves different arguments to the kernel's defaults in different "
                    "expansions of its macro or parses ('" +
                    It->second + "', '" + Text + "')";
  Facts.DefaultKernelArgs.erase(It);
  Facts.KeptLaunches.try_emplace(Offset, std::move(Why));
}

void mergeFacts(SemanticFacts &Into, const SemanticFacts &From) {
  Into.UserDeclRefs.insert(From.UserDeclRefs.begin(), From.UserDeclRefs.end());
  for (const auto &N : From.UserNames)
    Into.UserNames.insert(N.getKey());
  for (const auto &[Offset, Target] : From.Includes)
    Into.Includes.try_emplace(Offset, Target);
  for (const auto &[Offset, Args] : From.DeducedKernelArgs)
    Into.DeducedKernelArgs.try_emplace(Offset, Args);
  for (const auto &[Offset, Args] : From.DefaultKernelArgs)
    noteLaunchDefaults(Into, Offset, Args, "");
  for (const auto &[Offset, Why] : From.KeptLaunches)
    noteLaunchDefaults(Into, Offset, "", Why);
  for (const auto &[Offset, Decl] : From.DynamicShared)
    Into.DynamicShared.try_emplace(Offset, Decl);
  for (const auto &[Offset, Why] : From.DynamicSharedLeft)
    Into.DynamicSharedLeft.try_emplace(Offset, Why);
}

static void mergeRun(TranslationUnitFacts &Into,
                     std::set<std::string> &Includes, RunFacts &&R) {
  for (auto &F : R.Facts.Files)
    mergeFacts(Into.Files[F.getKey()], F.getValue());
  append_range(Into.AstEdits, R.Facts.AstEdits);
  append_range(Into.Findings, R.Facts.Findings);
  Into.MigratedCalls.insert(R.Facts.MigratedCalls.begin(),
                            R.Facts.MigratedCalls.end());
  for (const auto &N : R.Facts.UserGlobalNames)
    Into.UserGlobalNames.insert(N.getKey());
  Includes.insert(R.Includes.begin(), R.Includes.end());
}

namespace {
/// The Clang runs over one TU: the host parse, and the device side (its
/// parse, or its preprocessing, which decides whether it is parsed). The
/// two sides may run at once on two threads; finish() merges their facts.
class UnitPasses {
public:
  /// \p Queued: tasks of the run waiting for a thread (null: one thread).
  UnitPasses(StringRef Source, const RuleSet &Rules,
             const SemanticOptions &Opts, MemoryGate *Gate,
             const std::atomic<int> *Queued = nullptr)
      : Rules(Rules), Opts(Opts), Gate(Gate), Queued(Queued),
        Path(absolutePath(Source)),
        Cuda(isCudaSource(Path)),
        Compare(Cuda && Opts.DevicePass == DevicePassMode::Auto &&
                !testsDeviceSide(Path)) {}

  void hostSide() {
    run(Pass::Host, Host, /*Parse=*/true, Compare ? &HostTokens : nullptr);
    HostDone = true;
  }

  void deviceSide() {
    if (!Cuda)
      return;
    if (Compare) {
      DevicePPClean =
          run(Pass::Device, DevicePP, /*Parse=*/false, &DeviceTokens);
      // A project header that tests the side makes the parse likely needed:
      // with a thread free, it starts now rather than after the host parse,
      // and finish() drops it if the tokens show it was not.
      Speculative = DevicePPClean && !HostDone && Queued &&
                    Queued->load() == 0 &&
                    llvm::any_of(DevicePP.Includes, [&](const std::string &F) {
                      return F != Path && testsDeviceSide(F);
                    });
      if (!Speculative)
        return;
    }
    run(Pass::Device, Device, /*Parse=*/true, nullptr);
    DeviceParsed = true;
  }

  /// After both sides: the device parse if the comparison asks for it, then
  /// the facts of every run, merged in one order.
  TranslationUnitFacts finish();

private:
  bool run(Pass P, RunFacts &Out, bool Parse, UserTokens *Tokens);
  void tidy();

  const RuleSet &Rules;
  const SemanticOptions &Opts;
  MemoryGate *Gate;
  const std::atomic<int> *Queued;
  std::string Path;
  bool Cuda, Compare;
  TranslationUnitFacts Facts;
  std::set<std::string> Includes;
  UserTokens HostTokens, DeviceTokens;
  RunFacts Host, DevicePP, Device;
  bool DevicePPClean = false, DeviceParsed = false, Speculative = false;
  std::atomic<bool> HostDone{false};
  std::mutex Counts;
};
} // namespace

/// One Clang run of pass \p P: with the pass's shared preamble when there is
/// one, again without it when it does not load.
bool UnitPasses::run(Pass P, RunFacts &Out, bool Parse, UserTokens *Tokens) {
  std::shared_ptr<const Preamble> Pre;
  std::string Miss;
  bool Own = false; // no other parse has these flags: no preamble to share
  if (Opts.Preambles && Cuda) {
    std::string Key = preambleKey(Path, Opts, P);
    Own = !Opts.Preambles->shared(Key);
    Pre = Opts.Preambles->get(Key, [&](const std::string &Pch) {
      return buildPreamble(Opts, P, Pch);
    });
  }
  if (Pre && Pre->Bytes.empty()) {
    Miss = "its preamble was not built: " + Pre->Why;
    Pre = nullptr;
  }
  for (;;) {
    Out = RunFacts();
    TranslationUnitFacts Scratch; // a preprocessor's errors: the parse has them
    ErrorCollector Errors(Parse ? Out.Facts : Scratch, P, Path);
    GatePass Admitted(Parse ? Gate : nullptr);
    std::unique_ptr<FrontendAction> Action;
    if (Parse)
      Action = std::make_unique<PassAction>(Rules, Out.Facts, Out.Includes,
                                            Out.TokenCache, Out.Buffers, P,
                                            Tokens, Opts.CudaPath, Admitted);
    else
      Action = std::make_unique<DevicePreprocess>(
          *Tokens, Out.Includes, Out.Facts, Rules, Opts.CudaPath);
    auto T0 = std::chrono::steady_clock::now();
    bool Ran = runPass(Path, Opts, P, std::move(Action), Errors, Pre.get());
    double Took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - T0)
            .count();
    {
      std::lock_guard<std::mutex> L(Counts);
      Facts.Seconds += Took;
    }
    if (Pre && (Errors.Unlocated || (!Ran && Errors.getNumErrors() == 0))) {
      Miss = "its preamble did not load";
      Pre = nullptr;
      continue;
    }
    {
      std::lock_guard<std::mutex> L(Counts);
      ++Facts.ClangRuns;
      Facts.PreambleParses += Pre != nullptr;
      Facts.PreambleMisses += !Miss.empty();
      Facts.PreambleOwn += Own;
      if (Facts.PreambleMiss.empty())
        Facts.PreambleMiss = Miss;
    }
    if (!Ran && Errors.getNumErrors() == 0 && Parse)
      Out.Facts.Findings.push_back(
          {Path, 0, Severity::Warning, "clang-error",
           ("clang " + passName(P) + " pass could not run on this file").str(),
           false});
    return Ran && Errors.getNumErrors() == 0;
  }
}

TranslationUnitFacts UnitPasses::finish() {
  if (Compare && (!DeviceParsed || Speculative)) {
    // Preprocessing is a fraction of a parse: when the device side gives the
    // user's files the same tokens, its parse would see the same code (and
    // a parse started early is dropped: the port is as if it never ran).
    Facts.DeviceParseSkipped =
        DevicePPClean && UserTokens::same(HostTokens, DeviceTokens);
    if (Facts.DeviceParseSkipped) {
      DeviceParsed = false;
    } else if (!DeviceParsed) {
      run(Pass::Device, Device, /*Parse=*/true, nullptr);
      DeviceParsed = true;
    }
  }
  if (Opts.Preambles && Cuda)
    for (Pass P : {Pass::Host, Pass::Device})
      Opts.Preambles->finished(preambleKey(Path, Opts, P));
  mergeRun(Facts, Includes, std::move(Host));
  if (Compare)
    mergeRun(Facts, Includes, std::move(DevicePP));
  if (DeviceParsed)
    mergeRun(Facts, Includes, std::move(Device));
  tidy();
  return std::move(Facts);
}

TranslationUnitFacts runSemanticPasses(StringRef Source, const RuleSet &Rules,
                                       const SemanticOptions &Opts,
                                       MemoryGate *Gate) {
  UnitPasses U(Source, Rules, Opts, Gate);
  U.hostSide();
  U.deviceSide();
  return U.finish();
}

void startSemanticPasses(StringRef Source, const RuleSet &Rules,
                         const SemanticOptions &Opts, ThreadPoolInterface &Pool,
                         MemoryGate *Gate, std::atomic<int> &Queued,
                         std::function<void(TranslationUnitFacts)> Done) {
  // Two tasks; the one that ends last finishes the TU. Queued in TU order,
  // so free threads take a TU's two sides before the next TU.
  struct State {
    State(StringRef Source, const RuleSet &Rules, const SemanticOptions &Opts,
          MemoryGate *Gate, std::atomic<int> &Queued,
          std::function<void(TranslationUnitFacts)> Done)
        : U(Source, Rules, Opts, Gate, &Queued), Done(std::move(Done)) {}
    UnitPasses U;
    std::function<void(TranslationUnitFacts)> Done;
    std::atomic<int> Left{2};
  };
  auto S = std::make_shared<State>(Source, Rules, Opts, Gate, Queued,
                                   std::move(Done));
  auto Side = [S, &Queued](bool Host) {
    return [S, Host, &Queued] {
      --Queued;
      if (Host)
        S->U.hostSide();
      else
        S->U.deviceSide();
      if (--S->Left == 0)
        S->Done(S->U.finish());
    };
  };
  Queued += 2;
  Pool.async(Side(true));
  Pool.async(Side(false));
}

void UnitPasses::tidy() {
  // A call whose old form was rewritten no longer has the error Clang found.
  erase_if(Facts.Findings, [&](const Finding &F) {
    bool Fixed = F.Id == "clang-error" && Facts.MigratedCalls.count({F.File, F.Offset});
    Facts.ClangErrors -= Fixed;
    return Fixed;
  });
  // Both passes see host code: one finding per call, and one per error that
  // both passes found at one place (each distinct error is counted once).
  std::set<std::tuple<std::string, unsigned, std::string>> Seen;
  erase_if(Facts.Findings, [&](const Finding &F) {
    return (F.Id == "signature-changed" || F.Id == "changes-meaning") &&
           !Seen.insert({F.File, F.Offset, F.Id}).second;
  });
  std::map<std::tuple<std::string, unsigned, std::string>, size_t> Errors;
  std::vector<Finding> Kept;
  for (Finding &F : Facts.Findings) {
    if (F.Id != "clang-error") {
      Kept.push_back(std::move(F));
      continue;
    }
    StringRef Text = StringRef(F.Message).split(" pass: ").second;
    if (Text.empty()) { // "... could not run on this file"
      Kept.push_back(std::move(F));
      continue;
    }
    // "clang: ..." when the host pass found it (the device pass may have too),
    // so that every TU words an error in a shared header the same way.
    bool Host = StringRef(F.Message).starts_with("clang host pass: ");
    auto [It, New] = Errors.try_emplace({F.File, F.Offset, Text.str()}, Kept.size());
    if (New) {
      if (Host)
        F.Message = ("clang: " + Text).str();
      Kept.push_back(std::move(F));
    } else if (Host) {
      Kept[It->second].Message = ("clang: " + Text).str();
    }
  }
  Facts.Findings = std::move(Kept);
  Facts.ClangErrors = count_if(Facts.Findings,
                               [](const Finding &F) { return F.Id == "clang-error"; });
  Includes.insert(Path);
  Facts.Includes.assign(Includes.begin(), Includes.end());
}

} // namespace axl
