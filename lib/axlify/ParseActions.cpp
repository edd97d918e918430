//===- ParseActions.cpp - Clang actions of a pass, what they record -------===//
#include "axlify/ParseActions.h"

#include "axlify/MemoryGate.h"
#include "axlify/Paths.h"
#include "axlify/VendorNames.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace axl {

void ErrorCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                      const Diagnostic &Info) {
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

void UserTokens::watch(Preprocessor &PP) {
  SM = &PP.getSourceManager();
  Files.clear();
  Keys.clear();
  FileNumbers.clear();
  Paths.assign(1, "");
  PP.setTokenWatcher([this](const Token &T) { add(T); });
}

void UserTokens::add(const Token &T) {
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
bool UserTokens::same(UserTokens &A, UserTokens &B) {
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
const std::vector<std::array<unsigned, 5>> &UserTokens::keys() {
  llvm::sort(Keys);
  Keys.erase(std::unique(Keys.begin(), Keys.end()), Keys.end());
  return Keys;
}
std::pair<unsigned, bool> UserTokens::file(SourceLocation L) {
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
namespace {

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
             std::set<std::string> &Includes, UserFileTokens &Files, Pass P,
             UserTokens *Tokens, StringRef CudaPath, GatePass &Gate)
      : Rules(Rules), Facts(Facts), Includes(Includes), Files(Files), P(P),
        Tokens(Tokens), CudaPath(CudaPath), Gate(Gate) {}

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
        collectUserCode(Ctx, PP, A.Rules, A.P, A.Facts, A.Files);
      }
    };
    return std::make_unique<Consumer>(*this, CI.getPreprocessor());
  }

  const RuleSet &Rules;
  TranslationUnitFacts &Facts;
  std::set<std::string> &Includes;
  UserFileTokens &Files;
  Pass P;
  UserTokens *Tokens;
  StringRef CudaPath;
  GatePass &Gate;
};

} // namespace

std::unique_ptr<FrontendAction> parseAction(const RuleSet &Rules, Pass P,
                                            RunFacts &Out, UserTokens *Tokens,
                                            StringRef CudaPath, GatePass &Gate) {
  return std::make_unique<PassAction>(Rules, Out.Facts, Out.Includes,
                                      Out.Files, P, Tokens, CudaPath, Gate);
}

std::unique_ptr<FrontendAction> preprocessAction(const RuleSet &Rules,
                                                 RunFacts &Out,
                                                 UserTokens &Tokens,
                                                 StringRef CudaPath) {
  return std::make_unique<DevicePreprocess>(Tokens, Out.Includes, Out.Facts,
                                            Rules, CudaPath);
}

} // namespace axl
