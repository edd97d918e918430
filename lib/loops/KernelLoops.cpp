//===- KernelLoops.cpp - kernels as loops over their threads --------------===//
//
// The kernels of a file as loops: finds them, makes each one's plan and text
// (Rewriter.h: Plan.cpp, Write.cpp), and the device functions' loop
// versions they call (Collectives), and puts the texts into the files.
//
//===----------------------------------------------------------------------===//
#include "loops/KernelLoops.h"
#include "loops/Rewriter.h"

#include <set>

using namespace clang;

namespace axl::loops {

// L's file, escaped for a string literal, and line.
std::pair<std::string, unsigned> presumed(const SourceManager &SM, SourceLocation L) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
  std::string Name;
  for (char C : llvm::StringRef(P.getFilename())) {
    if (C == '\\' || C == '"')
      Name += '\\';
    Name += C;
  }
  return {Name, P.getLine()};
}

std::string lineDirective(const SourceManager &SM, SourceLocation L) {
  auto [Name, Line] = presumed(SM, L);
  return "\n#line " + std::to_string(Line) + " \"" + Name + "\"\n";
}

namespace detail {

std::optional<std::string> Collectives::rewrite(const FunctionDecl &F, KernelRewriter::Mode M,
                                                Failure &Why) {
  KernelRewriter R(Ctx, F, Sync, State, *this, M);
  std::optional<std::string> Text = R.run();
  if (Plans)
    *Plans += R.describe();
  if (!Text)
    Why = R.failure();
  return Text;
}

bool Collectives::ensure(const FunctionDecl *F, std::string &Why) {
  auto It = Done.find(F);
  if (It != Done.end()) {
    if (!It->second)
      Why = "it could not be rewritten (or calls itself)";
    return It->second.has_value() && It->second->empty();
  }
  Done[F] = std::nullopt; // in progress: a recursive call fails
  Failure Fail;
  std::optional<std::string> Text = rewrite(*F, KernelRewriter::Function, Fail);
  if (!Text) {
    const SourceManager &SM = Ctx.getSourceManager();
    const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Fail.Where));
    Why = Fail.Why + (P.isValid() ? " (line " + std::to_string(P.getLine()) + ")" : "");
    return false;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation End = SM.getExpansionLoc(F->getEndLoc());
  Inserts[{SM.getFileID(End), SM.getFileOffset(End) + 1}] +=
      "\n" + *Text + lineDirective(SM, End);
  Done[F] = std::string();
  return true;
}

/// F's namespaces and name, without anonymous namespaces (their members are
/// found unqualified from the same file).
std::string qualifiedName(const FunctionDecl &F) {
  std::string Name = F.getNameAsString();
  for (const DeclContext *C = F.getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C); N && !N->isAnonymousNamespace())
      Name = N->getNameAsString() + "::" + Name;
  return Name;
}

struct KernelFinder : RecursiveASTVisitor<KernelFinder> {
  SourceManager &SM;
  llvm::function_ref<bool(FileID)> Rewritable;
  std::vector<const FunctionDecl *> Kernels;
  KernelFinder(SourceManager &SM, llvm::function_ref<bool(FileID)> Rewritable)
      : SM(SM), Rewritable(Rewritable) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || F->isTemplateInstantiation() ||
        !Rewritable(SM.getFileID(SM.getExpansionLoc(F->getLocation()))))
      return true;
    for (const auto *A : F->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "axl.global")
        Kernels.push_back(F);
    return true;
  }
};


/// The namespace-scope variables a file defines as `__device__`,
/// `__constant__` or `__managed__` with external linkage. nvcc compiles a
/// file as a whole program unless it is given -rdc: such a variable is the
/// file's own (its host shadow is a local symbol), so one defined in a header
/// that two files include is two variables, and both link. On the CPU
/// backend the qualifiers are empty, so the variable would be one external
/// definition per file, and the link fails (multiple definition); these are
/// made `static`. The qualifier is found in the text before the declaration
/// (the macros expand to nothing): a `__device__` token after the previous
/// `;`, `{` or `}`.
struct DeviceVariables : RecursiveASTVisitor<DeviceVariables> {
  SourceManager &SM;
  const LangOptions &LO;
  llvm::function_ref<bool(FileID)> Rewritable;
  std::set<std::pair<FileID, unsigned>> At; // where `static ` goes
  DeviceVariables(SourceManager &SM, const LangOptions &LO,
                  llvm::function_ref<bool(FileID)> Rewritable)
      : SM(SM), LO(LO), Rewritable(Rewritable) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool TraverseFunctionDecl(FunctionDecl *) { return true; } // locals: not ours
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; } // members
  bool VisitVarDecl(VarDecl *V) {
    if (!V->getDeclContext()->isFileContext() || isa<VarTemplateSpecializationDecl>(V) ||
        V->getDescribedVarTemplate() || V->isInline() || V->getPreviousDecl() ||
        V->getStorageClass() != SC_None || !V->isThisDeclarationADefinition() ||
        !V->hasExternalFormalLinkage())
      return true;
    const SourceLocation Begin = SM.getExpansionLoc(V->getBeginLoc());
    const SourceLocation Type = SM.getExpansionLoc(V->getTypeSpecStartLoc());
    const FileID F = SM.getFileID(Begin);
    if (Type.isInvalid() || SM.getFileID(Type) != F || !Rewritable(F) || !qualified(F, Begin))
      return true;
    At.insert({F, SM.getFileOffset(Type)});
    return true;
  }
  // A device variable qualifier between the previous ';', '{' or '}' and
  // the declaration's first token.
  bool qualified(FileID F, SourceLocation Begin) {
    const llvm::StringRef File = SM.getBufferData(F);
    const unsigned End = SM.getFileOffset(Begin);
    const size_t Bound = File.substr(0, End).find_last_of(";{}");
    const unsigned From = Bound == llvm::StringRef::npos ? 0 : unsigned(Bound) + 1;
    const std::string Text = File.slice(From, End).str(); // the lexer wants a '\0' after
    Lexer Raw(SM.getLocForStartOfFile(F), LO, Text.data(), Text.data(),
              Text.data() + Text.size());
    for (Token T;;) {
      Raw.LexFromRawLexer(T);
      if (T.is(tok::eof))
        break;
      if (T.is(tok::raw_identifier) &&
          llvm::is_contained({"__device__", "__constant__", "__managed__"},
                             T.getRawIdentifier()))
        return true;
    }
    return false;
  }
};

} // namespace detail


FileOutcome rewriteKernels(ASTContext &Ctx,
                           llvm::function_ref<bool(FileID)> Rewritable, bool PrintPlans,
                           bool InternalDeviceVariables) {
  using namespace detail;
  SourceManager &SM = Ctx.getSourceManager();
  KernelFinder Finder(SM, Rewritable);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  SyncOracle Sync(SM, Rewritable);
  Sync.indexInstantiations(Ctx);
  ThreadStateOracle State;
  FileOutcome Result;
  Collectives Registry(Ctx, Sync, State, PrintPlans ? &Result.Plans : nullptr);
  // (file, offset) -> text: after each rewritten kernel's '{', after each
  // device function that got a loop version.
  std::map<std::pair<FileID, unsigned>, std::string> Inserts;
  for (const FunctionDecl *K : Finder.Kernels) {
    KernelOutcome O;
    O.Name = K->getNameAsString();
    O.QualifiedName = qualifiedName(*K);
    O.Template = K->getDescribedFunctionTemplate() != nullptr;
    O.Loc = K->getLocation();
    const auto *Body = dyn_cast<CompoundStmt>(K->getBody());
    if (!Body || Body->getLBracLoc().isMacroID()) {
      O.Where = K->getLocation();
      O.Reason = "its body is written by a macro";
      if (PrintPlans)
        Result.Plans += "plan of kernel '" + O.Name + "': stays on fibers: " + O.Reason + "\n";
    } else {
      Failure Fail;
      if (std::optional<std::string> Text = Registry.rewrite(*K, KernelRewriter::Kernel_, Fail)) {
        O.Rewritten = true;
        Inserts[{SM.getFileID(Body->getLBracLoc()),
                 SM.getFileOffset(Body->getLBracLoc()) + 1}] = std::move(*Text);
      } else {
        O.Where = Fail.Where;
        O.Reason = Fail.Why;
        if (Sync.uninstantiated(K))
          O.Reason += " (the file does not instantiate the template, so a call its "
                      "template arguments decide is taken to synchronise)";
      }
    }
    Result.Kernels.push_back(std::move(O));
  }
  for (auto &[At, Text] : Registry.Inserts)
    Inserts[At] += Text;
  DeviceVariables Variables(SM, Ctx.getLangOpts(), Rewritable);
  if (InternalDeviceVariables)
    Variables.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const auto &At : Variables.At)
    Inserts[At] = "static " + Inserts[At];
  Result.Texts[SM.getMainFileID()]; // always there, rewritten or not
  for (auto &[At, Text] : Inserts)
    Result.Texts[At.first];
  for (auto &[F, Out] : Result.Texts) {
    llvm::StringRef File = SM.getBufferData(F);
    unsigned At = 0;
    for (auto It = Inserts.lower_bound({F, 0});
         It != Inserts.end() && It->first.first == F; ++It) {
      Out += File.slice(At, It->first.second).str();
      Out += It->second;
      At = It->first.second;
    }
    Out += File.substr(At).str();
  }
  return Result;
}

} // namespace axl::loops
