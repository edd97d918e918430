//===- BackendTable.cpp - A backend's names for the dialect's -------------===//
#include "axlify/BackendTable.h"

#include "axlify/Errors.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace axl {

unsigned long hipVersionNumber(StringRef Version) {
  SmallVector<StringRef, 3> Parts;
  Version.split(Parts, '.');
  if (Parts.size() < 2 || Parts.size() > 3)
    return 0;
  unsigned long N[3] = {0, 0, 0};
  for (size_t I = 0; I < Parts.size(); ++I)
    if (Parts[I].getAsInteger(10, N[I]))
      return 0;
  return N[0] * 10000000 + N[1] * 100000 + N[2];
}

bool inVerifiedRelease(const BackendEntry &E) {
  StringRef Against = E.Family->VerifiedAgainst.empty() ? StringRef(HipBaseline)
                                                        : StringRef(E.Family->VerifiedAgainst);
  return hipVersionNumber(E.Since) <= hipVersionNumber(Against);
}

const BackendEntry *BackendTable::lookup(StringRef Axl) const {
  auto It = ByAxl.find(Axl);
  return It == ByAxl.end() ? nullptr : It->second;
}

const BackendFamily *BackendTable::family(StringRef Name) const {
  for (const auto &F : Families)
    if (F->Family == Name)
      return F.get();
  return nullptr;
}

namespace {

/// Reads one table file; every problem a located diagnostic in Errors.
class TableParser {
public:
  TableParser(std::unique_ptr<MemoryBuffer> Buf, StringRef Path,
              const StringMap<std::vector<const Rule *>> &ByAxl)
      : Path(Path.str()), ByAxl(ByAxl) {
    SM.AddNewSourceBuffer(std::move(Buf), SMLoc());
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *Ctx) {
          auto *Self = static_cast<TableParser *>(Ctx);
          ++Self->ErrorCount;
          raw_string_ostream OS(Self->Errors);
          D.print(nullptr, OS, /*ShowColors=*/false);
        },
        this);
  }

  void parse(const RuleSet &Rules, BackendFamily &Family,
             std::vector<std::unique_ptr<BackendEntry>> &Out);

  std::string Errors;
  unsigned ErrorCount = 0;

private:
  void error(SMLoc L, const Twine &Msg) { SM.PrintMessage(L, SourceMgr::DK_Error, Msg); }
  void error(const yaml::Node *N, const Twine &Msg) {
    error(N ? N->getSourceRange().Start
            : SMLoc::getFromPointer(SM.getMemoryBuffer(SM.getMainFileID())->getBufferStart()),
          Msg);
  }
  std::string location(const yaml::Node *N) const {
    auto LC = SM.getLineAndColumn(N->getSourceRange().Start);
    return (Path + ":" + Twine(LC.first) + ":" + Twine(LC.second)).str();
  }
  /// An entry as read, checked once the family is known (YAML nodes are
  /// read once, in order).
  struct RawEntry {
    std::unique_ptr<BackendEntry> E;
    std::string Status = "mapped";
    SMLoc At, AxlAt, SinceAt;
    bool HasAxl = false;
  };
  void check(RawEntry &Raw, const BackendFamily &Family,
             std::vector<std::unique_ptr<BackendEntry>> &Out);
  bool scalar(yaml::Node *N, std::string &Out) {
    auto *S = dyn_cast_or_null<yaml::ScalarNode>(N);
    if (!S) {
      error(N, "expected a scalar value");
      return false;
    }
    SmallString<64> Storage;
    Out = S->getValue(Storage).str();
    return true;
  }
  RawEntry entry(yaml::MappingNode *M);

  std::string Path;
  const StringMap<std::vector<const Rule *>> &ByAxl;
  SourceMgr SM;
};

void TableParser::parse(const RuleSet &Rules, BackendFamily &Family,
                        std::vector<std::unique_ptr<BackendEntry>> &Out) {
  yaml::Stream Stream(SM.getMemoryBuffer(SM.getMainFileID())->getBuffer(), SM,
                      /*ShowColors=*/false);
  yaml::Document &Doc = *Stream.begin();
  auto *Root = dyn_cast_or_null<yaml::MappingNode>(Doc.getRoot());
  if (!Root) {
    if (!ErrorCount)
      error(Doc.getRoot(), "expected a mapping with keys family, entries");
    return;
  }
  std::vector<RawEntry> Entries;
  bool HasEntries = false;
  yaml::Node *FamilyNode = nullptr;
  for (yaml::KeyValueNode &KV : *Root) {
    std::string Key, V;
    if (!scalar(KV.getKey(), Key))
      continue;
    yaml::Node *Value = KV.getValue();
    if (Key == "family") {
      FamilyNode = Value;
      scalar(Value, Family.Family);
    } else if (Key == "library") {
      scalar(Value, Family.Library);
    } else if (Key == "include") {
      auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(Value);
      if (!Seq) {
        error(Value, "expected a list of headers, e.g. [hipsparse/hipsparse.h]");
        continue;
      }
      for (yaml::Node &I : *Seq)
        if (scalar(&I, V))
          Family.Includes.push_back(V);
    } else if (Key == "verified") {
      if (scalar(Value, V)) {
        if (V != "true" && V != "false")
          error(Value, "expected true or false");
        Family.Verified = V == "true";
      }
    } else if (Key == "verified-against") {
      if (scalar(Value, Family.VerifiedAgainst) && !hipVersionNumber(Family.VerifiedAgainst))
        error(Value, "malformed version '" + Family.VerifiedAgainst +
                         "' (expected major.minor[.patch])");
    } else if (Key == "entries") {
      auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(Value);
      if (!Seq) {
        error(Value, "expected a list of entries");
        continue;
      }
      HasEntries = true;
      for (yaml::Node &E : *Seq) {
        if (auto *M = dyn_cast<yaml::MappingNode>(&E))
          Entries.push_back(entry(M));
        else
          error(&E, "expected an entry (a mapping with keys axl, hip, rocm)");
      }
    } else {
      error(KV.getKey(), "unknown key '" + Key +
                             "' (expected family, library, include, verified, "
                             "verified-against, entries)");
    }
  }
  if (!FamilyNode)
    return error(Root, "missing required key 'family'");
  if (!any_of(Rules.families(), [&](const RuleFamily &F) { return F.Name == Family.Family; }))
    return error(FamilyNode, "no rule file has family '" + Family.Family + "'");
  if (!HasEntries)
    return error(Root, "missing required key 'entries'");
  for (RawEntry &Raw : Entries)
    check(Raw, Family, Out);
}

TableParser::RawEntry TableParser::entry(yaml::MappingNode *M) {
  RawEntry Raw;
  Raw.E = std::make_unique<BackendEntry>();
  BackendEntry &E = *Raw.E;
  E.Origin = location(M);
  Raw.At = M->getSourceRange().Start;
  for (yaml::KeyValueNode &KV : *M) {
    std::string Key;
    if (!scalar(KV.getKey(), Key))
      continue;
    yaml::Node *V = KV.getValue();
    if (Key == "axl") {
      Raw.AxlAt = V->getSourceRange().Start;
      Raw.HasAxl = scalar(V, E.Axl);
    } else if (Key == "hip") {
      scalar(V, E.Name);
    } else if (Key == "rocm") {
      Raw.SinceAt = V->getSourceRange().Start;
      scalar(V, E.Since);
    } else if (Key == "status") {
      if (scalar(V, Raw.Status) && Raw.Status != "mapped" && Raw.Status != "emulated")
        error(V, "unknown status '" + Raw.Status + "' (expected mapped or emulated)");
    } else if (Key == "note") {
      scalar(V, E.Note);
    } else {
      error(KV.getKey(), "unknown key '" + Key + "' (expected axl, hip, rocm, status, note)");
    }
  }
  return Raw;
}

void TableParser::check(RawEntry &Raw, const BackendFamily &Family,
                        std::vector<std::unique_ptr<BackendEntry>> &Out) {
  BackendEntry &E = *Raw.E;
  if (!Raw.HasAxl)
    return error(Raw.At, "entry is missing required key 'axl'");
  // The dialect name of a supported rule of this family.
  auto It = ByAxl.find(E.Axl);
  if (It != ByAxl.end())
    for (const Rule *R : It->second)
      if (R->Family == Family.Family && R->Kind != RuleKind::Header &&
          (R->Status == RuleStatus::Supported || R->Status == RuleStatus::Deprecated)) {
        E.R = R;
        break;
      }
  if (!E.R)
    return error(Raw.AxlAt, "'" + E.Axl + "' is no dialect name of family '" + Family.Family + "'");
  E.Status = Raw.Status == "emulated" ? BackendStatus::Emulated : BackendStatus::Mapped;
  if (E.Status == BackendStatus::Mapped && E.Name.empty())
    return error(Raw.At, "entry '" + E.Axl + "' is missing 'hip' (the HIP name; or status: emulated)");
  if (E.Status == BackendStatus::Emulated && !E.Name.empty())
    return error(Raw.At, "entry '" + E.Axl + "' is emulated: it has no 'hip' name");
  if (!E.Since.empty() && !hipVersionNumber(E.Since))
    return error(Raw.SinceAt, "malformed version '" + E.Since + "' (expected major.minor[.patch])");
  Out.push_back(std::move(Raw.E));
}

} // namespace

Error BackendTable::addFile(StringRef Path, const RuleSet &Rules) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return stringError(Path + ": error: cannot read: " + Buf.getError().message());
  auto Family = std::make_unique<BackendFamily>();
  Family->Path = Path.str();
  std::vector<std::unique_ptr<BackendEntry>> New;
  if (RulesByAxl.empty())
    for (const auto &R : Rules.rules())
      if (!R->Axl.empty())
        RulesByAxl[R->Axl].push_back(R.get());
  TableParser P(std::move(*Buf), Path, RulesByAxl);
  P.parse(Rules, *Family, New);
  if (P.ErrorCount)
    return stringError(StringRef(P.Errors).rtrim());
  if (const BackendFamily *Other = family(Family->Family))
    return stringError(Path + ":1:1: error: family '" + Family->Family +
                       "' has a table already (" + Other->Path + ")");
  for (auto &E : New) {
    E->Family = Family.get();
    if (BackendEntry *First = ByAxl.lookup(E->Axl))
      return stringError(E->Origin + ": error: duplicate entry for '" + E->Axl +
                         "' (first at " + First->Origin + ")");
    ByAxl[E->Axl] = E.get();
    Entries.push_back(std::move(E));
  }
  Families.push_back(std::move(Family));
  return Error::success();
}

Expected<std::unique_ptr<BackendTable>> loadBackendTable(StringRef Dir, const RuleSet &Rules) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator I(Dir, EC), End; I != End && !EC; I.increment(EC))
    if (StringRef(I->path()).ends_with(".yaml"))
      Files.push_back(I->path());
  if (EC)
    return stringError(Dir + ": error: cannot read the backend table: " + EC.message());
  llvm::sort(Files);
  auto T = std::make_unique<BackendTable>();
  for (const std::string &F : Files)
    if (Error E = T->addFile(F, Rules))
      return std::move(E);
  return T;
}

} // namespace axl
