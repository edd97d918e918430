//===- Preamble.cpp - The shared prefix of parses, precompiled ------------===//
#include "axlify/Preamble.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Serialization/ModuleFileExtension.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;
using namespace llvm;

namespace axl {

namespace {

/// Watches the files the prefix reads: a project file there would be parsed
/// without the preprocessor callbacks that learn its facts, and an
/// unguarded `-include` file would be read again after the PCH.
class PrefixFiles : public PPCallbacks {
public:
  PrefixFiles(Preprocessor &PP, std::string &Why) : PP(PP), Why(Why) {}
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID PrevFID) override {
    if (Reason != EnterFile)
      return;
    SourceManager &SM = PP.getSourceManager();
    OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(Loc));
    if (!FE || FE->getName().starts_with("/__axl_internal__"))
      return;
    if (!SrcMgr::isSystem(Kind) && Why.empty())
      Why = ("'" + FE->getName() + "', a project file, is part of it").str();
    if (PrevFID.isValid() && PrevFID == PP.getPredefinesFileID())
      Included.push_back(*FE);
  }
  /// After the parse: every `-include` file must be guarded.
  void check() {
    for (FileEntryRef FE : Included)
      if (Why.empty() &&
          !PP.getHeaderSearchInfo().isFileMultipleIncludeGuarded(FE))
        Why = ("'" + FE.getName() + "' has no include guard").str();
  }

private:
  Preprocessor &PP;
  std::string &Why;
  std::vector<FileEntryRef> Included;
};

class PrefixWriter : public PCHGenerator {
public:
  PrefixWriter(CompilerInstance &CI, StringRef Sysroot,
               std::shared_ptr<PCHBuffer> Buffer, Preamble &Out,
               PrefixFiles &Files)
      : PCHGenerator(CI.getPreprocessor(), CI.getModuleCache(), "", Sysroot,
                     Buffer, CI.getCodeGenOpts(),
                     ArrayRef<std::shared_ptr<ModuleFileExtension>>(),
                     /*AllowASTWithErrors=*/false),
        CI(CI), Out(Out), Files(Files) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    PCHGenerator::HandleTranslationUnit(Ctx);
    Files.check();
    if (CI.getDiagnostics().hasErrorOccurred()) {
      if (Out.Why.empty())
        Out.Why = "Clang found errors in it";
      return;
    }
    if (Out.Why.empty() && hasEmittedPCH())
      Out.Bytes.assign(getPCH().begin(), getPCH().end());
  }
  // Everything here is the toolkit's: its function bodies, as in every
  // parse (SemanticPass.cpp), are skipped.
  bool shouldSkipFunctionBody(Decl *) override { return true; }

private:
  CompilerInstance &CI;
  Preamble &Out;
  PrefixFiles &Files;
};

class PrecompilePrefix : public ASTFrontendAction {
public:
  explicit PrecompilePrefix(Preamble &Out) : Out(Out) {}

  TranslationUnitKind getTranslationUnitKind() override { return TU_Prefix; }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getLangOpts().CompilingPCH = true;
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    std::string Sysroot;
    if (!GeneratePCHAction::ComputeASTConsumerArguments(CI, Sysroot))
      return nullptr;
    auto Watch = std::make_unique<PrefixFiles>(CI.getPreprocessor(), Out.Why);
    Files = Watch.get();
    CI.getPreprocessor().addPPCallbacks(std::move(Watch));
    return std::make_unique<PrefixWriter>(
        CI, Sysroot, std::make_shared<PCHBuffer>(), Out, *Files);
  }

private:
  Preamble &Out;
  PrefixFiles *Files = nullptr;
};

} // namespace

std::unique_ptr<FrontendAction> precompilePrefix(Preamble &Out) {
  return std::make_unique<PrecompilePrefix>(Out);
}

void PreambleCache::expect(const std::string &Key) {
  std::lock_guard<std::mutex> L(M);
  ++Expected[Key];
  ++Pending[Key];
}

bool PreambleCache::shared(const std::string &Key) {
  std::lock_guard<std::mutex> L(M);
  auto E = Expected.find(Key);
  return E != Expected.end() && E->second > 1;
}

std::shared_ptr<const Preamble>
PreambleCache::get(const std::string &Key,
                   function_ref<Preamble(const std::string &)> Build) {
  std::promise<std::shared_ptr<const Preamble>> Promise;
  std::shared_future<std::shared_ptr<const Preamble>> Future;
  {
    std::lock_guard<std::mutex> L(M);
    auto E = Expected.find(Key);
    if (E == Expected.end() || E->second < 2)
      return nullptr;
    auto [It, New] = Entries.try_emplace(Key);
    if (New)
      It->second = Promise.get_future().share();
    else
      Future = It->second;
  }
  if (Future.valid())
    return Future.get();
  // Numbered in the order built: the name is only a file name in memory.
  auto P = std::make_shared<Preamble>(
      Build("/__axl_internal__/preamble" + std::to_string(Built++) + ".pch"));
  Promise.set_value(P);
  return P;
}

void PreambleCache::finished(const std::string &Key) {
  std::lock_guard<std::mutex> L(M);
  // The last TU with these flags is done: memory holds only the preambles
  // still to be used.
  if (--Pending[Key] == 0)
    Entries.erase(Key);
}

} // namespace axl
