//===- fuzz_edits.cpp - libFuzzer target: merging and applying edits ------===//
//
// Input: a small buffer and a list of edits (two files, offsets, lengths,
// texts, origins) decoded from the bytes. Adds the edits to an axl::EditSet
// and checks it against a reference model of its contract (EditSet.h):
// identical edits collapse into one; different edits of the same bytes are
// conflicts, reported at the rejected edit with the edit it collides with,
// and not applied. Two insertions at one offset whose texts commute are not
// a conflict (either order gives the same text; tooling::Replacements merges
// them), and neither is an edit that changes nothing. The accepted edits,
// applied by axl::applyEdits, must give what applying them
// left to right by hand gives.
//
//===----------------------------------------------------------------------===//
#include "axlify/EditSet.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <fuzzer/FuzzedDataProvider.h>
#include <cstdlib>
#include <map>
#include <tuple>

using namespace llvm;

/// The edits added so far, printed with a failure to make it readable.
static std::string History;

[[noreturn]] static void fail(const Twine &What) {
  errs() << "fuzz_edits: " << What << "\nedits added, in order:\n" << History;
  abort();
}

static std::string describe(const axl::Edit &E) {
  return (E.File + ":" + Twine(E.Offset) + "+" + Twine(E.Length) + " '" + E.Text +
          "' (" + E.Origin + ")")
      .str();
}

static bool isNoOp(const axl::Edit &E) { return E.Length == 0 && E.Text.empty(); }

/// Whether two different edits of one file touch the same bytes.
static bool collide(const axl::Edit &A, const axl::Edit &B) {
  if (isNoOp(A) || isNoOp(B))
    return false;
  if (A.Length == 0 && B.Length == 0)
    return A.Offset == B.Offset && A.Text + B.Text != B.Text + A.Text;
  if (A.Length == 0)
    return B.Offset < A.Offset && A.Offset < B.Offset + B.Length;
  if (B.Length == 0)
    return A.Offset < B.Offset && B.Offset < A.Offset + A.Length;
  return A.Offset < B.Offset + B.Length && B.Offset < A.Offset + A.Length;
}

static bool same(const axl::Edit &A, const axl::Edit &B) {
  return A.Offset == B.Offset && A.Length == B.Length && A.Text == B.Text;
}

/// Applies non-colliding edits left to right: the reference for the output.
static std::string applyByHand(StringRef Code, std::vector<axl::Edit> Edits) {
  llvm::stable_sort(Edits, [](const axl::Edit &A, const axl::Edit &B) {
    return std::tie(A.Offset, A.Length) < std::tie(B.Offset, B.Length);
  });
  std::string Out;
  unsigned Pos = 0;
  for (const axl::Edit &E : Edits) {
    Out += Code.slice(Pos, E.Offset);
    Out += E.Text;
    Pos = std::max(Pos, E.Offset + E.Length);
  }
  return Out + Code.substr(Pos).str();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  FuzzedDataProvider In(Data, Size);
  const std::string Code = In.ConsumeBytesAsString(In.ConsumeIntegralInRange(0, 48));
  const unsigned Len = Code.size();
  History = "buffer '" + Code + "'\n";
  axl::EditSet Set;
  std::map<std::string, std::vector<axl::Edit>> Accepted;
  for (int I = 0; I < 32 && In.remaining_bytes(); ++I) {
    axl::Edit E;
    E.File = In.ConsumeBool() ? "a.cu" : "b.cu";
    E.Offset = In.ConsumeIntegralInRange<unsigned>(0, Len + 2); // a few past the end
    E.Length = In.ConsumeIntegralInRange<unsigned>(0, 6);
    E.Text = In.ConsumeRandomLengthString(6);
    E.Origin = In.PickValueInArray({"lexical", "host", "device"});

    History += "  " + describe(E) + "\n";
    std::vector<axl::Edit> &Done = Accepted[E.File];
    bool Duplicate = llvm::any_of(Done, [&](const axl::Edit &A) { return same(A, E); });
    auto Partner = llvm::find_if(Done, [&](const axl::Edit &A) { return collide(A, E); });
    bool Conflict = !Duplicate && Partner != Done.end();

    size_t Before = Set.conflicts().size();
    Set.add(E);
    size_t After = Set.conflicts().size();
    if (After != Before + (Conflict ? 1 : 0))
      fail(Twine(Conflict ? "a conflict was not reported: "
                          : "an edit was rejected that collides with none: ") +
           describe(E));
    if (Conflict) {
      const axl::Finding &F = Set.conflicts().back();
      if (F.File != E.File || F.Offset != E.Offset || F.Id != "conflict" || !F.Left)
        fail("the conflict is not reported at the rejected edit: " + describe(E));
      // The message names an accepted edit that E collides with, and E.
      bool NamesPartner = llvm::any_of(Done, [&](const axl::Edit &A) {
        return collide(A, E) &&
               StringRef(F.Message).starts_with("conflicting edits at one place: '" +
                                                A.Text + "' (" + A.Origin + ") and '" +
                                                E.Text + "' (" + E.Origin + ")");
      });
      if (!NamesPartner)
        fail("the conflict names the wrong edits: " + F.Message);
    } else if (!Duplicate) {
      Done.push_back(E);
    }
  }

  for (const auto &[File, Done] : Accepted) {
    const clang::tooling::Replacements *Reps = Set.forFile(File);
    if (!Reps) {
      if (applyByHand(Code, Done) != Code)
        fail("no replacements for a file with accepted edits: " + File);
      continue;
    }
    if (llvm::any_of(Done, [&](const axl::Edit &E) {
          return E.Offset + E.Length > Len;
        }))
      continue; // edits past the end are the caller's bug; nothing to apply
    auto Out = axl::applyEdits(Code, *Reps);
    if (!Out)
      fail("accepted edits do not apply: " + toString(Out.takeError()));
    if (*Out != applyByHand(Code, Done))
      fail("applying the edits of " + File + " gives '" + *Out + "', expected '" +
           applyByHand(Code, Done) + "'");
  }
  return 0;
}
