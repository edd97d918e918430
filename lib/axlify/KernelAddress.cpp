//===- KernelAddress.cpp - (void *)k of a kernel k ------------------------===//
#include "axlify/KernelAddress.h"

#include "axlify/Paths.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace axl {

static bool isKernel(const NamedDecl *D) {
  if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
    D = FTD->getTemplatedDecl();
  return isa<FunctionDecl>(D) && D->hasAttr<CUDAGlobalAttr>();
}

/// The kernel expression a cast converts (`k`, `&k`, `k<T>`, without
/// parentheses), or null when it converts something else.
static const Expr *castKernel(const ExplicitCastExpr *Cast) {
  QualType To = Cast->getTypeAsWritten();
  if (To.isNull() || !To->isVoidPointerType())
    return nullptr;
  const Expr *Kernel = Cast->getSubExprAsWritten()->IgnoreParens();
  const Expr *Name = Kernel;
  if (const auto *UO = dyn_cast<UnaryOperator>(Name);
      UO && UO->getOpcode() == UO_AddrOf)
    Name = UO->getSubExpr()->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Name))
    return isKernel(DRE->getDecl()) ? Kernel : nullptr;
  // In a template: a kernel template named with dependent arguments.
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Name))
    return ULE->getNumDecls() > 0 && llvm::all_of(ULE->decls(), isKernel)
               ? Kernel
               : nullptr;
  return nullptr;
}

void findDroppableKernelCasts(const CallExpr *Call,
                              SmallPtrSetImpl<const Expr *> &Out) {
  StringRef Name;
  if (const FunctionDecl *FD = Call->getDirectCallee())
    Name = FD->getIdentifier() ? FD->getName() : "";
  else if (const auto *OE =
               dyn_cast<OverloadExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    Name = OE->getName().getAsIdentifierInfo()
               ? OE->getName().getAsIdentifierInfo()->getName()
               : "";
  // The kernel's argument of the calls that cuda_runtime.h overloads with
  // a template taking it typed.
  int Index = StringSwitch<int>(Name)
                  .Cases({"cudaLaunchKernel", "cudaLaunchCooperativeKernel"}, 0)
                  .Cases({"cudaFuncSetAttribute", "cudaFuncSetCacheConfig"}, 0)
                  .Case("cudaFuncGetAttributes", 1)
                  .Default(-1);
  if (Index < 0 || unsigned(Index) >= Call->getNumArgs())
    return;
  const Expr *Arg = Call->getArg(Index)->IgnoreParenImpCasts();
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(Arg); Cast && castKernel(Cast))
    Out.insert(Cast);
}

void kernelAddressEdits(const ExplicitCastExpr *Cast, bool Drop,
                        const SourceManager &SM, const LangOptions &LangOpts,
                        std::vector<Edit> &Edits,
                        std::vector<Finding> &Findings) {
  const Expr *Kernel = castKernel(Cast);
  if (!Kernel)
    return;
  // Already ported (the CUDA backend's macro is the kernel itself).
  SourceLocation KernelAt = Kernel->getBeginLoc();
  if (KernelAt.isMacroID() &&
      Lexer::getImmediateMacroName(KernelAt, SM, LangOpts) == "AXL_KERNEL_BY_ADDRESS")
    return;
  // A macro's cast is reported where the macro is used.
  SourceLocation At = SM.getExpansionLoc(Cast->getBeginLoc());
  if (At.isInvalid() || SM.isInSystemHeader(At))
    return;
  OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getFileID(At));
  if (!FE)
    return;
  std::string Path = absolutePath(FE->getName());
  auto Offset = [&](SourceLocation L) { return SM.getFileOffset(L); };
  CharSourceRange Whole = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Cast->getSourceRange()), SM, LangOpts);
  const Expr *Kept = Drop ? Cast->getSubExprAsWritten() : Kernel;
  CharSourceRange Inner = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Kept->getSourceRange()), SM, LangOpts);
  // Written in the file or in a macro's argument (CHECK(...)), not by a
  // macro's body.
  auto Spelled = [&](SourceLocation L) {
    return L.isFileID() || SM.isMacroArgExpansion(L);
  };
  if (!Spelled(Cast->getBeginLoc()) || !Spelled(Cast->getEndLoc()) ||
      !Spelled(Kept->getBeginLoc()) || !Spelled(Kept->getEndLoc()) ||
      Whole.isInvalid() || Inner.isInvalid()) {
    Findings.push_back(
        {Path, Offset(At), Severity::Warning, "kernel-by-address",
         "a kernel cast to a pointer inside a macro: the CPU backend can "
         "launch it by address only where the program names it typed; wrap "
         "it in AXL_KERNEL_BY_ADDRESS by hand",
         false});
    return;
  }
  unsigned Begin = Offset(Whole.getBegin()), End = Offset(Whole.getEnd());
  unsigned InnerBegin = Offset(Inner.getBegin()), InnerEnd = Offset(Inner.getEnd());
  if (Drop) {
    Edits.push_back({Path, Begin, InnerBegin - Begin, "", "kernel-address"});
    if (End > InnerEnd)
      Edits.push_back({Path, InnerEnd, End - InnerEnd, "", "kernel-address"});
    return;
  }
  Edits.push_back({Path, InnerBegin, 0, "AXL_KERNEL_BY_ADDRESS(", "kernel-address"});
  Edits.push_back({Path, InnerEnd, 0, ")", "kernel-address"});
}

} // namespace axl
