//===- RuleFile.cpp - The parser of one rules/*.yaml file -----------------===//
#include "axlify/RuleFile.h"

#include "axlify/Errors.h"
#include "axlify/VendorNames.h"
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
namespace {

// Rule files are small and trusted only as far as they validate; these caps
// (and MaxRuleFileBytes and MaxErrors in RuleFile.h) keep a hostile file from
// exhausting memory, the stack or the terminal.

constexpr size_t MaxScalarBytes = 4096;
/// Real rule files nest five levels (file, entries, entry, list, item).
constexpr unsigned MaxNesting = 64;
/// A source line longer than this is not echoed under its diagnostic.
constexpr size_t MaxShownLine = 256;

/// llvm::yaml skips a collection that was not read one stack frame per
/// level, so a hostile file nested a million levels deep ([[[[...) overflows
/// the stack wherever the parser skips past it. This walk reads every node
/// with an explicit stack instead (skipping a collection read to its end
/// costs nothing) and returns the first node nested deeper than \p Max, or
/// null. Syntax errors end the walk quietly: the real parse reports them.
static const char *firstTooDeep(MemoryBufferRef Buffer, unsigned Max) {
  SourceMgr Quiet;
  Quiet.setDiagHandler([](const SMDiagnostic &, void *) {});
  yaml::Stream Stream(Buffer, Quiet, /*ShowColors=*/false);
  // A collection being read. Stage: 0, read the current item (a mapping's
  // key); 1, a mapping's value; 2, move to the next item.
  struct Frame {
    yaml::SequenceNode::iterator Seq;
    yaml::MappingNode::iterator Map;
    bool IsMap = false;
    unsigned Stage = 0;
  };
  std::vector<Frame> Stack;
  // Starts reading \p N if it is a collection; false if that nests too deep.
  auto Enter = [&](yaml::Node *N) {
    if (!isa_and_nonnull<yaml::SequenceNode, yaml::MappingNode>(N))
      return true;
    if (Stack.size() >= Max)
      return false;
    Frame F;
    if (auto *Seq = dyn_cast<yaml::SequenceNode>(N)) {
      F.Seq = Seq->begin();
    } else {
      F.Map = cast<yaml::MappingNode>(N)->begin();
      F.IsMap = true;
    }
    Stack.push_back(F);
    return true;
  };
  for (yaml::Document &Doc : Stream) {
    yaml::Node *Next = Doc.getRoot();
    while (true) {
      if (!Enter(Next)) {
        // After bytes the scanner rejects, a node can lie outside the buffer.
        const char *At = Next->getSourceRange().Start.getPointer();
        return At >= Buffer.getBufferStart() && At <= Buffer.getBufferEnd()
                   ? At
                   : Buffer.getBufferStart();
      }
      Next = nullptr;
      if (Stack.empty())
        break;
      Frame &F = Stack.back();
      bool AtEnd = F.IsMap ? F.Map == yaml::MappingNode::iterator()
                           : F.Seq == yaml::SequenceNode::iterator();
      if (AtEnd) {
        Stack.pop_back();
      } else if (F.Stage == 0) {
        Next = F.IsMap ? F.Map->getKey() : &*F.Seq;
        F.Stage = F.IsMap ? 1 : 2;
      } else if (F.Stage == 1) {
        Next = F.Map->getValue();
        F.Stage = 2;
      } else {
        if (F.IsMap)
          ++F.Map;
        else
          ++F.Seq;
        F.Stage = 0;
      }
    }
  }
  return nullptr;
}

/// Parses one rule file, collecting every problem as a located diagnostic.
class RuleFileParser {
public:
  RuleFileParser(StringRef Buffer, StringRef Path, bool FromUser)
      : Path(Path.str()), FromUser(FromUser) {
    SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Buffer, Path),
                          SMLoc());
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *Ctx) {
          auto *Self = static_cast<RuleFileParser *>(Ctx);
          if (++Self->ErrorCount > MaxErrors)
            return;
          raw_string_ostream OS(Self->Errors);
          if (D.getLineContents().size() <= MaxShownLine)
            return D.print(nullptr, OS, /*ShowColors=*/false);
          // A megabyte-long line is no help on a terminal: the location only.
          SMDiagnostic((D.getFilename() + ":" + Twine(D.getLineNo()) + ":" +
                        Twine(D.getColumnNo() + 1))
                           .str(),
                       D.getKind(), D.getMessage())
              .print(nullptr, OS, /*ShowColors=*/false);
        },
        this);
  }

  Error parse(std::vector<std::unique_ptr<Rule>> &Out, RuleFamily &Family);

private:
  void error(const yaml::Node *N, const Twine &Msg) {
    // The parser gives no node after a syntax error, which it has reported;
    // were there none, the error is still one (at the start of the file).
    if (!N) {
      if (!ErrorCount)
        SM.PrintMessage(SMLoc::getFromPointer(
                            SM.getMemoryBuffer(SM.getMainFileID())->getBufferStart()),
                        SourceMgr::DK_Error, Msg);
      return;
    }
    SM.PrintMessage(start(N), SourceMgr::DK_Error, Msg);
  }
  std::string location(const yaml::Node *N) const {
    auto LC = SM.getLineAndColumn(start(N));
    return (Path + ":" + Twine(LC.first) + ":" + Twine(LC.second)).str();
  }
  /// Where \p N starts. After bytes it cannot scan (a NUL, bad UTF-8) the
  /// YAML parser can leave a node whose range lies outside the buffer, and
  /// SourceMgr crashes on such a location: use the start of the file.
  SMLoc start(const yaml::Node *N) const {
    SMLoc L = N ? N->getSourceRange().Start : SMLoc();
    // An alias node's range starts after it; point at its '*'.
    if (auto *A = dyn_cast_or_null<yaml::AliasNode>(N))
      L = SMLoc::getFromPointer(A->getName().data() - 1);
    const MemoryBuffer *Buf = SM.getMemoryBuffer(SM.getMainFileID());
    if (L.getPointer() < Buf->getBufferStart() || L.getPointer() > Buf->getBufferEnd())
      L = SMLoc::getFromPointer(Buf->getBufferStart());
    return L;
  }
  /// error(), for a check that then fails.
  bool fail(const yaml::Node *N, const Twine &Msg) {
    error(N, Msg);
    return false;
  }
  bool scalar(yaml::Node *N, std::string &Out);
  bool scalarList(yaml::Node *N, std::vector<std::pair<std::string, yaml::Node *>> &Out);
  bool backends(yaml::Node *N, unsigned &Mask);
  /// The nodes of an entry's keys that its checks point at.
  struct EntryNodes {
    yaml::Node *Cuda = nullptr, *Kind = nullptr, *Status = nullptr,
               *Replacement = nullptr, *Override = nullptr;
  };
  void parseEntry(yaml::Node *N, const RuleFamily &Family, unsigned FileBackends,
                  std::vector<std::unique_ptr<Rule>> &Out);
  /// Reads the keys of entry \p M into \p R; false after too many errors.
  bool readEntry(yaml::MappingNode *M, Rule &R, EntryNodes &Nodes);
  /// Checks what the keys of entry \p N say together; false: reported.
  bool checkEntry(yaml::Node *N, const Rule &R, const EntryNodes &Nodes);
  bool signatureChanges(yaml::Node *N, std::vector<SignatureChange> &Out);
  bool unsignedValue(yaml::Node *N, unsigned &Out);

  std::string Path;
  bool FromUser;
  SourceMgr SM;
  std::string Errors;
  unsigned ErrorCount = 0;
  StringSet<> SeenInFile;
  std::vector<SMLoc> EntryLocs; ///< Parallel to the parsed entries.
};

bool RuleFileParser::scalar(yaml::Node *N, std::string &Out) {
  auto *S = dyn_cast_or_null<yaml::ScalarNode>(N);
  if (!S) {
    if (N && isa<yaml::AliasNode>(N))
      error(N, "YAML aliases are not allowed in rule files");
    else
      error(N, "expected a scalar value");
    return false;
  }
  SmallString<64> Storage;
  StringRef V = S->getValue(Storage);
  if (V.size() > MaxScalarBytes) {
    error(N, "value is " + Twine(V.size()) + " bytes long (limit " +
                 Twine(MaxScalarBytes) + ")");
    return false;
  }
  Out = V.str();
  return true;
}

bool RuleFileParser::scalarList(
    yaml::Node *N, std::vector<std::pair<std::string, yaml::Node *>> &Out) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq) {
    error(N, "expected a list, e.g. [cuda, cpu]");
    return false;
  }
  for (yaml::Node &Item : *Seq) {
    std::string V;
    if (!scalar(&Item, V))
      return false;
    Out.emplace_back(std::move(V), &Item);
  }
  return true;
}

bool RuleFileParser::backends(yaml::Node *N, unsigned &Mask) {
  std::vector<std::pair<std::string, yaml::Node *>> Items;
  if (!scalarList(N, Items))
    return false;
  Mask = 0;
  for (auto &[Name, Node] : Items) {
    if (Name == "cuda")
      Mask |= BackendCuda;
    else if (Name == "cpu")
      Mask |= BackendCpu;
    else {
      error(Node, "unknown backend '" + Name + "' (expected cuda or cpu)");
      return false;
    }
  }
  return true;
}

bool RuleFileParser::unsignedValue(yaml::Node *N, unsigned &Out) {
  std::string S;
  if (!scalar(N, S))
    return false;
  if (StringRef(S).getAsInteger(10, Out) || Out == 0 || Out > 64) {
    error(N, "expected a number from 1 to 64");
    return false;
  }
  return true;
}

/// Checks that \p To names old arguments in increasing order, each at most
/// once ($1..$Args; an argument left out is dropped from the call). Without
/// a `to`, the old form has no mechanical rewrite and is reported.
static bool validArgTemplate(StringRef To, unsigned Args) {
  unsigned Last = 0;
  for (size_t I = To.find('$'); I != StringRef::npos; I = To.find('$', I + 1)) {
    unsigned N = 0;
    size_t J = I + 1;
    while (J < To.size() && isDigit(To[J]))
      N = N * 10 + (To[J++] - '0');
    if (N <= Last || N > Args)
      return false;
    Last = N;
  }
  return Last != 0;
}

bool RuleFileParser::signatureChanges(yaml::Node *N, std::vector<SignatureChange> &Out) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq) {
    error(N, "expected a list of signature changes");
    return false;
  }
  for (yaml::Node &Item : *Seq) {
    auto *M = dyn_cast<yaml::MappingNode>(&Item);
    if (!M) {
      error(&Item, "expected a signature change (a mapping with since, args, to, note)");
      return false;
    }
    SignatureChange C;
    C.Origin = location(&Item);
    yaml::Node *ToNode = nullptr;
    for (yaml::KeyValueNode &KV : *M) {
      std::string Key;
      if (!scalar(KV.getKey(), Key))
        return false;
      yaml::Node *V = KV.getValue();
      bool Ok = true;
      if (Key == "since") Ok = scalar(V, C.Since);
      else if (Key == "args") Ok = unsignedValue(V, C.Args);
      else if (Key == "integral-arg") Ok = unsignedValue(V, C.IntegralArg);
      else if (Key == "to") { ToNode = V; Ok = scalar(V, C.To); }
      else if (Key == "note") Ok = scalar(V, C.Note);
      else {
        error(KV.getKey(), "unknown key '" + Key +
                               "' in signature change (expected since, args, "
                               "integral-arg, to, note)");
        return false;
      }
      if (!Ok)
        return false;
    }
    if (C.Since.empty() || !C.Args || C.Note.empty()) {
      error(&Item, "a signature change needs since, args and note");
      return false;
    }
    if (C.IntegralArg > C.Args) {
      error(&Item, "integral-arg " + Twine(C.IntegralArg) + " is beyond args " +
                       Twine(C.Args));
      return false;
    }
    if (ToNode && !validArgTemplate(C.To, C.Args)) {
      error(ToNode, "'to' must name old arguments from $1 to $" + Twine(C.Args) +
                        " in increasing order, each at most once");
      return false;
    }
    Out.push_back(std::move(C));
  }
  return true;
}

static bool isIdentifier(StringRef S) {
  if (S.empty() || !(isAlpha(S[0]) || S[0] == '_'))
    return false;
  return all_of(S, [](char C) { return isAlnum(C) || C == '_'; });
}

/// `ns::name` (any depth): the spelling of a namespaced CUDA API.
static bool isQualifiedIdentifier(StringRef S) {
  SmallVector<StringRef, 4> Parts;
  S.split(Parts, "::");
  return Parts.size() > 1 && all_of(Parts, isIdentifier);
}

void RuleFileParser::parseEntry(yaml::Node *N, const RuleFamily &Family,
                                unsigned FileBackends,
                                std::vector<std::unique_ptr<Rule>> &Out) {
  auto *M = dyn_cast<yaml::MappingNode>(N);
  if (!M) {
    error(N, isa<yaml::AliasNode>(N)
                 ? "YAML aliases are not allowed in rule files"
                 : "expected an entry (a mapping with cuda, axl, kind, ...)");
    return;
  }
  auto R = std::make_unique<Rule>();
  R->Family = Family.Name;
  R->Header = Family.Header;
  R->FromUser = FromUser;
  R->Backends = FileBackends;
  R->Origin = location(N);
  unsigned Before = ErrorCount;
  EntryNodes Nodes;
  if (!readEntry(M, *R, Nodes) || ErrorCount != Before ||
      !checkEntry(N, *R, Nodes))
    return;
  if (!SeenInFile.insert(R->Cuda).second)
    return error(Nodes.Cuda, "duplicate rule for '" + R->Cuda + "' in this file");
  EntryLocs.push_back(Nodes.Kind->getSourceRange().Start);
  Out.push_back(std::move(R));
}

bool RuleFileParser::readEntry(yaml::MappingNode *M, Rule &R, EntryNodes &Nodes) {
  for (yaml::KeyValueNode &KV : *M) {
    if (ErrorCount > MaxErrors)
      return false;
    std::string Key;
    if (!scalar(KV.getKey(), Key))
      continue;
    yaml::Node *V = KV.getValue();
    std::string S;
    if (Key == "cuda") {
      Nodes.Cuda = V;
      scalar(V, R.Cuda);
    } else if (Key == "axl") {
      scalar(V, R.Axl);
    } else if (Key == "kind") {
      Nodes.Kind = V;
      if (!scalar(V, S))
        continue;
      if (S == "function") R.Kind = RuleKind::Function;
      else if (S == "type") R.Kind = RuleKind::Type;
      else if (S == "enum") R.Kind = RuleKind::Enum;
      else if (S == "enumerator") R.Kind = RuleKind::Enumerator;
      else if (S == "macro") R.Kind = RuleKind::Macro;
      else if (S == "variable") R.Kind = RuleKind::Variable;
      else if (S == "header") R.Kind = RuleKind::Header;
      else if (S == "namespace") R.Kind = RuleKind::Namespace;
      else
        error(V, "unknown kind '" + S +
                     "' (expected function, type, enum, enumerator, macro, variable, header "
                     "or namespace)");
    } else if (Key == "status") {
      Nodes.Status = V;
      if (!scalar(V, S))
        continue;
      if (S == "supported") R.Status = RuleStatus::Supported;
      else if (S == "unsupported") R.Status = RuleStatus::Unsupported;
      else if (S == "deprecated") R.Status = RuleStatus::Deprecated;
      else if (S == "removed") R.Status = RuleStatus::Removed;
      else
        error(V, "unknown status '" + S +
                     "' (expected supported, unsupported, deprecated or removed)");
    } else if (Key == "since") {
      scalar(V, R.Since);
    } else if (Key == "reason") {
      scalar(V, R.Reason);
    } else if (Key == "replacement") {
      Nodes.Replacement = V;
      scalar(V, R.Replacement);
    } else if (Key == "axl-defined") {
      scalar(V, R.AxlDefined);
    } else if (Key == "header") {
      scalar(V, R.EntryHeader);
    } else if (Key == "backends") {
      backends(V, R.Backends);
    } else if (Key == "signature-changes") {
      signatureChanges(V, R.SignatureChanges);
    } else if (Key == "override") {
      Nodes.Override = V;
      if (!scalar(V, S))
        continue;
      if (S == "true") R.Override = true;
      else if (S != "false")
        error(V, "override must be true or false");
    } else {
      error(KV.getKey(), "unknown key '" + Key +
                             "' in rule entry (expected cuda, axl, kind, status, "
                             "since, reason, replacement, axl-defined, header, backends, "
                             "signature-changes, override)");
    }
  }
  return true;
}

bool RuleFileParser::checkEntry(yaml::Node *N, const Rule &R,
                                const EntryNodes &Nodes) {
  if (!Nodes.Cuda)
    return fail(N, "rule entry is missing required key 'cuda'");
  if (!Nodes.Kind)
    return fail(N, "rule entry '" + R.Cuda + "' is missing required key 'kind'");
  bool NeedsAxl = R.Status == RuleStatus::Supported ||
                  R.Status == RuleStatus::Deprecated;
  if (NeedsAxl && R.Axl.empty())
    return fail(N, "rule entry '" + R.Cuda + "' is missing required key 'axl' (required when status is " +
                        statusName(R.Status) + ")");
  if ((R.Status == RuleStatus::Unsupported || R.Status == RuleStatus::Removed) &&
      R.Reason.empty())
    return fail(Nodes.Status ? Nodes.Status : N,
                 "rule entry '" + R.Cuda + "' with status " + statusName(R.Status) +
                     " needs a 'reason'");
  if ((R.Status == RuleStatus::Deprecated || R.Status == RuleStatus::Removed) &&
      R.Since.empty())
    return fail(Nodes.Status ? Nodes.Status : N,
                 "rule entry '" + R.Cuda + "' with status " + statusName(R.Status) +
                     " needs 'since' (the CUDA version)");
  if (R.Kind != RuleKind::Header) {
    if (isQualifiedIdentifier(R.Cuda)) {
      // The translator renames tokens; a qualified name is not one token, so
      // namespaced API (cooperative_groups::) can only keep its spelling.
      if (!R.Axl.empty() && !R.isIdentity())
        return fail(N, "qualified name '" + R.Cuda +
                            "' can only have an identity entry (axl equal to cuda)");
    } else if (!isIdentifier(R.Cuda))
      return fail(Nodes.Cuda, "'" + R.Cuda + "' is not an identifier");
    if (!R.Axl.empty() && !isIdentifier(R.Axl) && !R.isIdentity())
      return fail(N, "dialect name '" + R.Axl + "' is not an identifier");
    // Every backend maps the dialect's names; one that is CUDA's own cannot
    // be mapped to another vendor's. User rules may keep a name as it is.
    if (!FromUser && R.isIdentity() && isVendorName(R.Axl))
      return fail(N, "dialect name '" + R.Axl +
                         "' is CUDA's: give it the dialect's spelling (rules/README.md, "
                         "naming scheme)");
  }
  if (!R.SignatureChanges.empty() &&
      ((R.Kind != RuleKind::Function && R.Kind != RuleKind::Macro) || R.Axl.empty()))
    return fail(N, "'signature-changes' applies only to functions (or macros naming "
                    "them) with a dialect name");
  if (!R.AxlDefined.empty() && R.Kind != RuleKind::Macro)
    return fail(N, "'axl-defined' applies only to entries of kind macro");
  if (!R.Replacement.empty() && R.Status == RuleStatus::Supported)
    return fail(Nodes.Replacement, "'replacement' applies only to deprecated or removed entries");
  if (R.Override && !FromUser)
    return fail(Nodes.Override, "'override' is only allowed in user rule files (--rules)");
  return true;
}

Error RuleFileParser::parse(std::vector<std::unique_ptr<Rule>> &Out,
                            RuleFamily &Family) {
  Family.Path = Path;
  Family.FromUser = FromUser;
  MemoryBufferRef Buffer = SM.getMemoryBuffer(SM.getMainFileID())->getMemBufferRef();
  if (const char *Deep = firstTooDeep(Buffer, MaxNesting)) {
    SM.PrintMessage(SMLoc::getFromPointer(Deep), SourceMgr::DK_Error,
                    "nested more than " + Twine(MaxNesting) +
                        " levels deep (a rule file needs five)");
    return stringError(StringRef(Errors).rtrim());
  }
  yaml::Stream Stream(Buffer, SM, /*ShowColors=*/false);
  unsigned Docs = 0;
  for (yaml::Document &Doc : Stream) {
    if (++Docs > 1) {
      error(Doc.getRoot(), "a rule file holds one YAML document");
      break;
    }
    auto *Root = dyn_cast_or_null<yaml::MappingNode>(Doc.getRoot());
    if (!Root) {
      if (Doc.getRoot() && !isa<yaml::NullNode>(Doc.getRoot()))
        error(Doc.getRoot(), "expected a mapping with keys family, header, entries");
      else
        Docs = 0; // only comments: same as an empty file
      break;
    }
    yaml::Node *EntriesNode = nullptr, *FamilyNode = nullptr;
    bool DeviceOnly = false;
    unsigned FileBackends = BackendCuda;
    for (yaml::KeyValueNode &KV : *Root) {
      std::string Key;
      if (!scalar(KV.getKey(), Key))
        continue;
      yaml::Node *V = KV.getValue();
      if (Key == "family") {
        FamilyNode = V;
        Family.Origin = location(V);
        if (scalar(V, Family.Name) &&
            (Family.Name.empty() ||
             !all_of(Family.Name, [](char C) {
               return isDigit(C) || (C >= 'a' && C <= 'z') || C == '-';
             })))
          error(V, "family name '" + Family.Name + "' must match [a-z0-9-]+");
      } else if (Key == "header") {
        scalar(V, Family.Header);
      } else if (Key == "backends") {
        backends(V, FileBackends);
      } else if (Key == "device-only") {
        std::string B;
        if (scalar(V, B) && B != "true" && B != "false")
          error(V, "device-only must be true or false");
        DeviceOnly = B == "true";
      } else if (Key == "entries") {
        // The YAML parser is a stream: the list must be read here, in order.
        EntriesNode = V;
        auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(V);
        if (!Seq) {
          error(V, isa_and_present<yaml::AliasNode>(V)
                       ? "YAML aliases are not allowed in rule files"
                       : "'entries' must be a list of rule entries");
          continue;
        }
        unsigned Count = 0;
        for (yaml::Node &E : *Seq) {
          ++Count;
          parseEntry(&E, Family, FileBackends, Out);
          // Stop before the loop moves on: the rest is not read at all.
          if (ErrorCount > MaxErrors)
            break;
        }
        if (Count == 0 && ErrorCount == 0)
          error(V, "'entries' is empty");
      } else {
        error(KV.getKey(), "unknown key '" + Key +
                               "' (expected family, header, backends, device-only, entries)");
      }
      if (ErrorCount > MaxErrors)
        break;
    }
    if (!FamilyNode)
      error(Root, "rule file is missing required key 'family'");
    if (!EntriesNode)
      error(Root, "rule file is missing required key 'entries'");
    for (size_t I = 0; I < Out.size(); ++I) {
      Out[I]->DeviceOnly = DeviceOnly;
      Out[I]->Family = Family.Name;
      Out[I]->Header = Out[I]->EntryHeader.empty() ? Family.Header : Out[I]->EntryHeader;
      // An identity entry needs no dialect header (Thrust keeps its names).
      if (Out[I]->Kind != RuleKind::Header && Out[I]->Header.empty() &&
          !Out[I]->isIdentity())
        SM.PrintMessage(EntryLocs[I], SourceMgr::DK_Error,
                        "entry '" + Out[I]->Cuda + "' of kind " +
                            kindName(Out[I]->Kind) +
                            " needs a 'header' key (its own or the family's)");
    }
    // Stopped early: moving to a next document would resume mid-stream.
    if (ErrorCount > MaxErrors)
      break;
  }
  if (Docs == 0 && ErrorCount == 0)
    SM.PrintMessage(SMLoc::getFromPointer(Buffer.getBufferStart()),
                    SourceMgr::DK_Error, "rule file is empty");
  if (ErrorCount > MaxErrors)
    Errors += Path + ": error: too many errors (" + std::to_string(MaxErrors) +
              " shown); stopping\n";
  if (ErrorCount)
    return stringError(StringRef(Errors).rtrim());
  return Error::success();
}

} // namespace

Error parseRuleFile(StringRef Buffer, StringRef Path, bool FromUser,
                    std::vector<std::unique_ptr<Rule>> &Out, RuleFamily &Family) {
  return RuleFileParser(Buffer, Path, FromUser).parse(Out, Family);
}

} // namespace axl
