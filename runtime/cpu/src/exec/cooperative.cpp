// CPU backend, execution engine: cooperative launches. Every block of the
// grid is resident at once: block 0 runs on the calling thread (the stream's
// executor), each other block on an OS thread of its own, taken from a cache
// of threads that serve only cooperative launches (so a pool busy with other
// grids cannot keep a block from starting, which would deadlock grid.sync).
// __shared__ variables are per OS thread, so blocks cannot share one.
#include "block.h"

#include <functional>
#include <thread>

namespace axl::cpu::detail {

void GridBarrier::arriveAndWait() {
  std::unique_lock<std::mutex> Lock(M);
  const uint64_t Mine = Generation;
  if (++Arrived == Expected) {
    Arrived = 0;
    ++Generation;
    CV.notify_all();
    return;
  }
  CV.wait(Lock, [&] { return Generation != Mine; });
}

void GridBarrier::leave() {
  std::lock_guard<std::mutex> Lock(M);
  --Expected;
  if (Arrived > 0 && Arrived == Expected) {
    Arrived = 0;
    ++Generation;
  }
  CV.notify_all();
}

void GridBarrier::waitAllLeft() {
  std::unique_lock<std::mutex> Lock(M);
  CV.wait(Lock, [&] { return Expected == 0; });
}

namespace {

/// Idle threads waiting for a block to run; grows to the largest number of
/// blocks that cooperative launches have run at the same time.
class BlockThreads {
public:
  static BlockThreads &get() {
    static BlockThreads *T = new BlockThreads; // threads outlive static dtors
    return *T;
  }

  void start(std::function<void()> Job) {
    std::unique_lock<std::mutex> Lock(M);
    if (!Idle.empty()) {
      Helper *H = Idle.back();
      Idle.pop_back();
      H->Job = std::move(Job);
      H->Wake.notify_one();
      return;
    }
    auto *H = new Helper;
    H->Job = std::move(Job);
    std::thread([this, H] { serve(*H); }).detach();
  }

private:
  struct Helper {
    std::function<void()> Job;
    std::condition_variable Wake;
  };

  void serve(Helper &H) {
    std::unique_lock<std::mutex> Lock(M);
    for (;;) {
      H.Wake.wait(Lock, [&] { return static_cast<bool>(H.Job); });
      std::function<void()> Job = std::move(H.Job);
      H.Job = nullptr;
      Lock.unlock();
      Job();
      Lock.lock();
      Idle.push_back(&H);
    }
  }

  std::mutex M;
  std::vector<Helper *> Idle;
};

} // namespace

void runCooperativeGrid(const GridLaunch &Launch) {
  const uint64_t Total =
      uint64_t(Launch.Grid.x) * Launch.Grid.y * Launch.Grid.z;
  GridBarrier Grid(Total);
  for (uint64_t B = 1; B < Total; ++B)
    BlockThreads::get().start([&Launch, &Grid, B] {
      BlockRunner::ofThisThread().runBlocks(Launch, B, B + 1, &Grid);
      Grid.leave();
    });
  BlockRunner::ofThisThread().runBlocks(Launch, 0, 1, &Grid);
  Grid.leave();
  Grid.waitAllLeft();
}

} // namespace axl::cpu::detail
