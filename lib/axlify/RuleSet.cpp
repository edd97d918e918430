//===- RuleSet.cpp - The rule files together: merged, checked, looked up -===//
#include "axlify/RuleSet.h"

#include "axlify/Errors.h"
#include "axlify/RuleFile.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace axl {

StringRef kindName(RuleKind K) {
  switch (K) {
  case RuleKind::Function: return "function";
  case RuleKind::Type: return "type";
  case RuleKind::Enum: return "enum";
  case RuleKind::Enumerator: return "enumerator";
  case RuleKind::Macro: return "macro";
  case RuleKind::Variable: return "variable";
  case RuleKind::Header: return "header";
  case RuleKind::Namespace: return "namespace";
  }
  llvm_unreachable("bad kind");
}

StringRef statusName(RuleStatus S) {
  switch (S) {
  case RuleStatus::Supported: return "supported";
  case RuleStatus::Unsupported: return "unsupported";
  case RuleStatus::Deprecated: return "deprecated";
  case RuleStatus::Removed: return "removed";
  }
  llvm_unreachable("bad status");
}

namespace {

/// The errors of one cross-entry check, one line each: the first MaxErrors,
/// then how many more there were.
class ErrorLines {
public:
  void add(const Twine &Line) {
    if (Count++ < MaxErrors)
      Text += Line.str() + "\n";
  }
  Error take() {
    if (Count > MaxErrors)
      Text += "axlify: error: " + std::to_string(Count - MaxErrors) +
              " more errors like these not shown\n";
    if (!Count)
      return Error::success();
    return stringError(StringRef(Text).rtrim());
  }

private:
  std::string Text;
  size_t Count = 0;
};

} // namespace

Error RuleSet::addFile(StringRef Path, bool FromUser) {
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return createStringError(Buf.getError(), "%s: error: cannot read rule file: %s",
                             Path.str().c_str(), Buf.getError().message().c_str());
  if ((*Buf)->getBufferSize() > MaxRuleFileBytes)
    return createStringError(inconvertibleErrorCode(),
                             "%s: error: rule file is larger than %zu bytes",
                             Path.str().c_str(), MaxRuleFileBytes);
  return addBuffer((*Buf)->getBuffer(), Path, FromUser);
}

Error RuleSet::addBuffer(StringRef Buffer, StringRef Path, bool FromUser) {
  std::vector<std::unique_ptr<Rule>> Parsed;
  RuleFamily Family;
  if (Error E = parseRuleFile(Buffer, Path, FromUser, Parsed, Family))
    return E;
  for (const RuleFamily &F : Families)
    if (F.Name == Family.Name)
      return createStringError(inconvertibleErrorCode(),
                               "%s: error: family '%s' is already defined by %s",
                               Family.Origin.c_str(), Family.Name.c_str(),
                               F.Path.c_str());
  ErrorLines Errors;
  for (auto &R : Parsed) {
    auto &Index = R->Kind == RuleKind::Header ? ByHeader : ByName;
    auto It = Index.find(R->Cuda);
    if (It == Index.end())
      continue;
    if (!R->Override)
      Errors.add(R->Origin + ": error: duplicate rule for '" + R->Cuda +
                 "' (first defined at " + It->second->Origin +
                 (FromUser ? "; add 'override: true' to replace it)" : ")"));
  }
  for (auto &R : Parsed)
    if (R->Override && !(R->Kind == RuleKind::Header ? ByHeader : ByName).count(R->Cuda))
      Errors.add(R->Origin + ": error: 'override: true' but no earlier rule for '" +
                 R->Cuda + "' exists");
  if (Error E = Errors.take())
    return E;
  for (auto &R : Parsed) {
    auto &Index = R->Kind == RuleKind::Header ? ByHeader : ByName;
    Index[R->Cuda] = R.get();
    Rules.push_back(std::move(R));
  }
  Families.push_back(std::move(Family));
  return Error::success();
}

Error RuleSet::finalize() {
  // Overridden entries stay in Rules for reporting but leave the index.
  ErrorLines Errors;
  for (auto &R : Rules) {
    if (R->Replacement.empty())
      continue;
    const Rule *T = lookup(R->Replacement);
    if (!T)
      Errors.add(R->Origin + ": error: replacement '" + R->Replacement +
                 "' of '" + R->Cuda + "' names no rule");
    else if (T->Axl.empty())
      Errors.add(R->Origin + ": error: replacement '" + R->Replacement +
                 "' of '" + R->Cuda + "' has no dialect name");
  }
  // Two CUDA names may not share one dialect name: the CUDA backend maps each
  // dialect name back to exactly one CUDA name.
  StringMap<const Rule *> ByAxl;
  for (auto &R : Rules) {
    auto &Index = R->Kind == RuleKind::Header ? ByHeader : ByName;
    if (R->Kind == RuleKind::Header || R->Axl.empty() ||
        Index.lookup(R->Cuda) != R.get())
      continue;
    auto [It, New] = ByAxl.try_emplace(R->Axl, R.get());
    if (!New)
      Errors.add(R->Origin + ": error: dialect name '" + R->Axl + "' of '" + R->Cuda +
                 "' is already the dialect name of '" + It->second->Cuda + "' (" +
                 It->second->Origin + ")");
  }
  // Drop entries shadowed by overrides so rules() lists what is in effect.
  llvm::erase_if(Rules, [&](const std::unique_ptr<Rule> &R) {
    auto &Index = R->Kind == RuleKind::Header ? ByHeader : ByName;
    return Index.lookup(R->Cuda) != R.get();
  });
  // PFN_cuMemAlloc_v3020, PFN_cuMemcpy_v7000_ptds: the entry point cuMemAlloc.
  EntryPoints.clear();
  for (auto &R : Rules) {
    StringRef Name = R->Cuda;
    if (R->Kind != RuleKind::Type || !Name.consume_front("PFN_"))
      continue;
    if (!Name.consume_back("_ptsz"))
      Name.consume_back("_ptds");
    size_t V = Name.rfind("_v");
    if (V != StringRef::npos && V > 0 && V + 2 < Name.size() &&
        all_of(Name.drop_front(V + 2), [](char C) { return isDigit(C); }))
      EntryPoints.insert(Name.take_front(V));
  }
  return Errors.take();
}

const Rule *RuleSet::lookup(StringRef CudaName) const {
  return ByName.lookup(CudaName);
}

const Rule *RuleSet::lookupHeader(StringRef IncludePath) const {
  if (const Rule *R = ByHeader.lookup(IncludePath))
    return R;
  for (size_t Slash = IncludePath.rfind('/'); Slash != StringRef::npos && Slash > 0;
       Slash = IncludePath.rfind('/', Slash - 1))
    if (const Rule *R = ByHeader.lookup(IncludePath.substr(0, Slash + 1)))
      return R;
  return nullptr;
}

Expected<std::unique_ptr<RuleSet>> loadRules(StringRef Dir,
                                             ArrayRef<std::string> UserFiles) {
  auto Set = std::make_unique<RuleSet>();
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (sys::path::extension(It->path()) == ".yaml")
      Files.push_back(It->path());
  if (EC)
    return createStringError(EC, "%s: error: cannot read the rules directory: %s",
                             Dir.str().c_str(), EC.message().c_str());
  if (Files.empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: error: no rule files (*.yaml) found",
                             Dir.str().c_str());
  llvm::sort(Files);
  std::string Errors;
  auto Collect = [&](Error E) {
    if (E)
      Errors += toString(std::move(E)) + "\n";
  };
  for (const std::string &F : Files)
    Collect(Set->addFile(F, /*FromUser=*/false));
  for (const std::string &F : UserFiles)
    Collect(Set->addFile(F, /*FromUser=*/true));
  if (Errors.empty())
    Collect(Set->finalize());
  if (!Errors.empty())
    return stringError(StringRef(Errors).rtrim());
  return std::move(Set);
}

} // namespace axl
