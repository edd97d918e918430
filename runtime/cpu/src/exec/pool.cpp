// CPU backend, execution engine: the process-wide pool that runs the blocks
// of grids. AXL_CPU_THREADS OS threads (default: the hardware threads) run
// blocks: the thread that runs the grid (a stream's executor) and
// AXL_CPU_THREADS - 1 pool threads. Blocks are handed out in chunks.
#include "block.h"
#include "stats.h"

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <thread>

namespace axl::cpu::detail {

namespace {

struct GridJob {
  const GridLaunch *Launch;
  uint64_t Total, Chunk;
  std::atomic<uint64_t> Next{0}, Done{0};
  unsigned Users = 0; // pool threads running its blocks (under Pool::M)
  std::condition_variable Finished;
};

class Pool {
public:
  static Pool &get() {
    static Pool *P = new Pool(threadCount()); // never destroyed: its threads
                                              // outlive static destructors
    return *P;
  }

  void run(const GridLaunch &Launch) {
    const uint64_t Total = uint64_t(Launch.Grid.x) * Launch.Grid.y * Launch.Grid.z;
    GridJob Job;
    Job.Launch = &Launch;
    Job.Total = Total;
    Job.Chunk = std::max<uint64_t>(1, Total / (8 * (Workers.size() + 1)));
    if (Workers.empty() || Total == 1) {
      runChunks(Job);
      return;
    }
    {
      std::lock_guard<std::mutex> Lock(M);
      Jobs.push_back(&Job);
    }
    Work.notify_all();
    runChunks(Job);
    std::unique_lock<std::mutex> Lock(M);
    auto It = std::find(Jobs.begin(), Jobs.end(), &Job);
    if (It != Jobs.end())
      Jobs.erase(It);
    Job.Finished.wait(Lock, [&] { return Job.Users == 0 && Job.Done == Total; });
  }

  static unsigned threadCount() {
    if (const char *Env = std::getenv("AXL_CPU_THREADS")) {
      char *End = nullptr;
      long Value = std::strtol(Env, &End, 10);
      if (End == Env || *End || Value < 1 || Value > 4096) {
        std::fprintf(stderr,
                     "axl cpu backend: AXL_CPU_THREADS=%s is not a thread "
                     "count from 1 to 4096\n",
                     Env);
        std::abort();
      }
      return static_cast<unsigned>(Value);
    }
    return std::max(1u, std::thread::hardware_concurrency());
  }

private:
  explicit Pool(unsigned Threads) {
    for (unsigned I = 1; I < Threads; ++I)
      Workers.emplace_back([this] { workerMain(); });
    for (std::thread &T : Workers)
      T.detach();
  }

  static void runChunks(GridJob &Job) {
    BlockRunner &Runner = BlockRunner::ofThisThread();
    for (;;) {
      uint64_t First = Job.Next.fetch_add(Job.Chunk);
      if (First >= Job.Total)
        return;
      uint64_t End = std::min(First + Job.Chunk, Job.Total);
      Runner.runBlocks(*Job.Launch, First, End);
      Job.Done.fetch_add(End - First);
    }
  }

  void workerMain() {
    std::unique_lock<std::mutex> Lock(M);
    for (;;) {
      Work.wait(Lock, [&] { return !Jobs.empty(); });
      GridJob &Job = *Jobs.front();
      if (Job.Next.load() >= Job.Total) {
        Jobs.pop_front(); // every block handed out
        continue;
      }
      ++Job.Users;
      Lock.unlock();
      runChunks(Job);
      Lock.lock();
      if (--Job.Users == 0)
        Job.Finished.notify_all();
    }
  }

  std::mutex M;
  std::condition_variable Work;
  std::deque<GridJob *> Jobs; // grids with blocks left to hand out
  std::vector<std::thread> Workers;
};

} // namespace

void runCooperativeGrid(const GridLaunch &Launch); // cooperative.cpp

void runGrid(const GridLaunch &Launch) {
  if (kernelStatsEnabled())
    recordLaunch(Launch.Name);
  if (Launch.Cooperative)
    runCooperativeGrid(Launch);
  else
    Pool::get().run(Launch);
}

unsigned workerCount() {
  static const unsigned Workers = Pool::threadCount();
  return Workers;
}

} // namespace axl::cpu::detail
