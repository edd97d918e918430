//===- SemanticPass.cpp - Scheduling the parses of one TU -----------------===//
//
// What the parses learn is in ParseActions.h and AstCollector.h; how Clang
// is invoked is in ClangInvocation.h. Here: which runs a TU needs (the host
// parse; the device side preprocessed, then parsed when its tokens differ or
// it tests the side), their preambles, running them on one thread or as two
// pool tasks, and merging their facts in one order.
//
//===----------------------------------------------------------------------===//
#include "axlify/SemanticPass.h"

#include "axlify/ClangInvocation.h"
#include "axlify/MemoryGate.h"
#include "axlify/ParseActions.h"
#include "axlify/Paths.h"
#include "axlify/Preamble.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <tuple>

using namespace clang;
using namespace llvm;

namespace axl {

StringRef passName(Pass P) { return P == Pass::Host ? "host" : "device"; }

bool isCudaSource(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  return Ext == ".cu" || Ext == ".cuh";
}

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
      Action = parseAction(Rules, P, Out, Tokens, Opts.CudaPath, Admitted);
    else
      Action = preprocessAction(Rules, Out, *Tokens, Opts.CudaPath);
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
      ++Facts.Parses.ClangRuns;
      Facts.Parses.PreambleLoaded += Pre != nullptr;
      Facts.Parses.PreambleMissed += !Miss.empty();
      Facts.Parses.OwnFlags += Own;
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
