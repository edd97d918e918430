// CPU backend: AXL_FAULT_INJECT (see fault.h).
#include "fault.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include <unistd.h>

namespace axl::cpu::fault {
namespace {

[[noreturn]] void badSpec(const std::string &Spec, const std::string &Item,
                          const char *Why) {
  std::fprintf(stderr,
               "axl cpu backend: AXL_FAULT_INJECT=%s: '%s' %s; expected a "
               "comma-separated list of slow@RANK[:FACTOR], corrupt@RANK and "
               "kill@RANK:CALL\n",
               Spec.c_str(), Item.c_str(), Why);
  std::fflush(stderr);
  std::_Exit(2);
}

// A whole decimal number in [0, Max], or -1.
long parseCount(const std::string &S, long Max) {
  if (S.empty() || S.size() > 9 ||
      S.find_first_not_of("0123456789") != std::string::npos)
    return -1;
  long V = std::stol(S);
  return V <= Max ? V : -1;
}

int launcherRank() {
  for (const char *Name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK",
                           "SLURM_PROCID", "AXL_RANK"})
    if (const char *V = std::getenv(Name); V && *V) {
      long R = parseCount(V, 1 << 24);
      if (R < 0) {
        std::fprintf(stderr, "axl cpu backend: AXL_FAULT_INJECT: %s=%s is "
                             "not a rank\n", Name, V);
        std::_Exit(2);
      }
      return int(R);
    }
  return 0;
}

Plan parse() {
  Plan P;
  const char *Env = std::getenv("AXL_FAULT_INJECT");
  if (!Env || !*Env)
    return P;
  const std::string Spec = Env;
  const int Me = launcherRank();
  std::string Mine;
  size_t Start = 0;
  while (Start <= Spec.size()) {
    size_t End = Spec.find(',', Start);
    if (End == std::string::npos)
      End = Spec.size();
    const std::string Item = Spec.substr(Start, End - Start);
    Start = End + 1;
    const size_t At = Item.find('@');
    if (At == std::string::npos)
      badSpec(Spec, Item, "has no @RANK");
    const std::string Kind = Item.substr(0, At);
    std::string Rank = Item.substr(At + 1), Arg;
    const size_t Colon = Rank.find(':');
    const bool HasArg = Colon != std::string::npos;
    if (HasArg) {
      Arg = Rank.substr(Colon + 1);
      Rank.resize(Colon);
    }
    const long R = parseCount(Rank, 1 << 24);
    if (R < 0)
      badSpec(Spec, Item, "names no rank");
    const bool Here = R == Me;
    if (Kind == "slow") {
      double F = 3.0;
      if (HasArg) {
        char *Stop = nullptr;
        F = std::strtod(Arg.c_str(), &Stop);
        if (Arg.empty() || *Stop || !(F >= 1.0 && F <= 1000.0))
          badSpec(Spec, Item, "has a factor that is not a number in [1, 1000]");
      }
      if (Here) {
        P.Slow = F;
        Mine += " slow x" + Arg + (HasArg ? "" : "3");
      }
    } else if (Kind == "corrupt") {
      if (HasArg)
        badSpec(Spec, Item, "takes no argument");
      if (Here) {
        P.Corrupt = true;
        Mine += " corrupt BLAS-Lt results";
      }
    } else if (Kind == "kill") {
      const long N = HasArg ? parseCount(Arg, 999999999) : -1;
      if (N < 1)
        badSpec(Spec, Item, "needs the collective call to die at (kill@RANK:N, N >= 1)");
      if (Here) {
        P.KillAt = (unsigned long)N;
        Mine += " killed at collective call " + Arg;
      }
    } else {
      badSpec(Spec, Item, "is not slow, corrupt or kill");
    }
  }
  if (!Mine.empty())
    std::fprintf(stderr, "axl cpu backend: AXL_FAULT_INJECT: rank %d:%s\n", Me,
                 Mine.c_str());
  return P;
}

// Read when the library loads, so that a bad specification stops the
// program before it does anything.
const Plan ThePlan = parse();
std::atomic<unsigned long> Calls{0};

} // namespace

const Plan &plan() { return ThePlan; }

std::function<void()> slowed(std::function<void()> Work) {
  if (ThePlan.Slow <= 1.0)
    return Work;
  return [Work = std::move(Work), F = ThePlan.Slow] {
    const auto Start = std::chrono::steady_clock::now();
    Work();
    std::this_thread::sleep_for((std::chrono::steady_clock::now() - Start) *
                                (F - 1.0));
  };
}

void collectiveCall() {
  if (!ThePlan.KillAt || ++Calls != ThePlan.KillAt)
    return;
  std::fprintf(stderr,
               "axl cpu backend: AXL_FAULT_INJECT: rank %d killed at its "
               "collective call %lu\n",
               launcherRank(), ThePlan.KillAt);
  std::fflush(stderr);
  std::raise(SIGKILL);
}

} // namespace axl::cpu::fault
