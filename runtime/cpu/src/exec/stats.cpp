// CPU backend, execution engine: AXL_CPU_KERNEL_STATS (stats.h).
#include "stats.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>

#include <fcntl.h>
#include <unistd.h>

namespace axl::cpu::detail {

namespace {
struct Entry {
  uint64_t Launches = 0;
  BlockCounts Blocks;
};

struct Stats {
  std::mutex M;
  // By the name's address (one per launch site), merged by name at exit.
  std::unordered_map<const char *, Entry> Kernels;
  std::string Path;

  static Stats &get() {
    static Stats *S = new Stats; // (outlives the static destructors: exit)
    return *S;
  }

  void write() {
    std::lock_guard<std::mutex> Lock(M);
    std::map<std::string, Entry> ByName;
    for (auto &[Name, E] : Kernels) {
      Entry &T = ByName[Name ? Name : "?"];
      T.Launches += E.Launches;
      T.Blocks.Loops += E.Blocks.Loops;
      T.Blocks.Fibers += E.Blocks.Fibers;
      T.Blocks.Plain += E.Blocks.Plain;
      T.Blocks.Switches += E.Blocks.Switches;
    }
    std::string Out;
    for (auto &[Name, E] : ByName) {
      char Numbers[160];
      std::snprintf(Numbers, sizeof Numbers, "\t%llu\t%llu\t%llu\t%llu\t%llu\n",
                    (unsigned long long)E.Launches, (unsigned long long)E.Blocks.Loops,
                    (unsigned long long)E.Blocks.Fibers, (unsigned long long)E.Blocks.Plain,
                    (unsigned long long)E.Blocks.Switches);
      std::string Line = Name;
      for (char &C : Line)
        if (C == '\t' || C == '\n')
          C = ' ';
      Out += Line + Numbers;
    }
    if (Out.empty())
      return;
    // One write with O_APPEND: the processes of a run share the file.
    const int Fd = open(Path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (Fd < 0 || ::write(Fd, Out.data(), Out.size()) != static_cast<ssize_t>(Out.size()))
      std::fprintf(stderr, "axl cpu backend: cannot write AXL_CPU_KERNEL_STATS file %s: %s\n",
                   Path.c_str(), std::strerror(errno));
    if (Fd >= 0)
      close(Fd);
  }
};
} // namespace

bool kernelStatsEnabled() {
  static const bool Enabled = [] {
    const char *V = std::getenv("AXL_CPU_KERNEL_STATS");
    if (!V || !*V)
      return false;
    Stats::get().Path = V;
    std::atexit([] { Stats::get().write(); });
    return true;
  }();
  return Enabled;
}

void recordLaunch(const char *Kernel) {
  Stats &S = Stats::get();
  std::lock_guard<std::mutex> Lock(S.M);
  ++S.Kernels[Kernel].Launches;
}

void recordBlocks(const char *Kernel, const BlockCounts &C) {
  Stats &S = Stats::get();
  std::lock_guard<std::mutex> Lock(S.M);
  BlockCounts &T = S.Kernels[Kernel].Blocks;
  T.Loops += C.Loops;
  T.Fibers += C.Fibers;
  T.Plain += C.Plain;
  T.Switches += C.Switches;
}

} // namespace axl::cpu::detail
