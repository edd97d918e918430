// CPU backend, execution engine: one OS thread's block runner. A BlockRunner
// runs the blocks that its OS thread takes from a grid, one at a time: first
// as a plain loop over the threads, then (from the first barrier or warp
// collective on, or from the start for launch sites known to need it) with
// one fiber per CUDA thread, switched directly from fiber to fiber.
#pragma once
#include "context.h"
#include "stacks.h"

#include <axl/cpu/detail/exec.h>


#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace axl::cpu::detail {

/// The barrier of a cooperative launch's blocks (cooperative.cpp): blocks
/// arrive, one thread of each on behalf of the whole block, and leave when
/// they finish, so that a block that exits without grid.sync releases the
/// others instead of hanging them.
class GridBarrier {
public:
  explicit GridBarrier(uint64_t Blocks) : Expected(Blocks) {}
  void arriveAndWait();
  void leave();
  /// Waits until every block has left.
  void waitAllLeft();

private:
  std::mutex M;
  std::condition_variable CV;
  uint64_t Expected; // blocks still running
  uint64_t Arrived = 0, Generation = 0;
};

enum class FiberState : unsigned char {
  NotStarted, // runnable, no context yet
  Runnable,
  Running,
  AtBarrier,
  InWarpOp,
  Exited,
};

/// One CUDA thread of the running block.
struct Fiber {
  ThreadContext Thread;
  void *Context = nullptr; // saved when not running
  FiberState State = FiberState::NotStarted;
  const char *WaitingIn = nullptr; // the barrier or collective it waits in
  unsigned WaitMask = 0;
  unsigned ActiveMask = 0; // the result of its __activemask
};

/// A warp collective that some lanes of Mask have reached.
struct WarpOp {
  unsigned Mask = 0, Arrived = 0;
  const char *What = nullptr;
  WarpCompute Compute = nullptr;
  LaneIO *Lanes[32] = {};
};

class BlockRunner {
public:
  BlockRunner();
  ~BlockRunner();
  BlockRunner(const BlockRunner &) = delete;
  BlockRunner &operator=(const BlockRunner &) = delete;

  /// The runner of the calling OS thread (created on first use).
  static BlockRunner &ofThisThread();
  /// The runner running a block on this OS thread, or null.
  static BlockRunner *running();

  /// Runs block `Index` (linear, x fastest) of `Launch` to completion. In a
  /// cooperative launch, `Grid` is the barrier that its blocks share.
  void run(const GridLaunch &Launch, uint64_t Index,
           GridBarrier *Grid = nullptr);

  int syncThreads(int Predicate, const char *What, int *Arrived);
  /// grid_group::sync: a block barrier whose release waits for every other
  /// block of the grid.
  void gridSync();
  bool cooperative() const { return Grid != nullptr; }
  /// See detail::claimBlock: only the first thread of a block running in the
  /// plain loop. (In a cooperative launch, the loops run grid.sync on fibers,
  /// runOnFibers, where it waits for the other blocks as any thread does.)
  bool claimBlock(bool WarpRows) {
    const uint3 I = LoopThread.ThreadIdx;
    if (Control.FiberMode || I.x || I.y || I.z)
      return false;
    const dim3 B = LoopThread.BlockDim;
    if (WarpRows && B.x % 32 != 0 && (B.y > 1 || B.z > 1))
      return false;
    Control.Claimed = true;
    return true;
  }
  /// See detail::runOnFibers.
  void runOnFibers(unsigned First, unsigned Count, const bool *Skip,
                   void (*Run)(void *, unsigned), void *Closure);
  void warpCollective(unsigned Mask, const char *What, WarpCompute Compute,
                      LaneIO &IO);
  unsigned activeLanes();
  void yield(unsigned Nanoseconds);
  [[noreturn]] void fail(const char *Format, ...)
      __attribute__((format(printf, 2, 3)));

  /// Counts fiber switches on all threads (for the benchmark).
  static uint64_t fiberSwitches();

private:
  void startFiberMode(unsigned First);
  void enterFiberMode();
  void threadExited(unsigned T);
  void releaseBarrier();
  void blockCurrent(FiberState Why, const char *What, unsigned Mask);
  /// Ends the __activemask calls of Warp once no lane of it can run.
  void releaseActiveMaskIfSettled(unsigned Warp) {
    if (ActiveWaiters[Warp])
      settleActiveMask(Warp);
  }
  void settleActiveMask(unsigned Warp);
  unsigned nextRunnable();
  void switchTo(unsigned Next, void **SaveTo);
  [[noreturn]] void exitCurrent();
  [[noreturn]] void deadlock();
  static void fiberMain(fiber::Transfer From);
  static void saveContext(fiber::Transfer From);
  void describeThread(const Fiber &F, char *Out, size_t Size) const;

  // The running block.
  const GridLaunch *Launch = nullptr;
  BlockControl Control;
  ThreadContext LoopThread;
  unsigned NumThreads = 0;
  unsigned Live = 0; // threads not exited (fiber mode)
  /// AXL_CPU_STRICT_WARP=1: a warp operation whose mask names a lane that is
  /// not in the block or has exited is an error (on a GPU it is undefined;
  /// by default such lanes take no part, as the hardware treats them).
  bool StrictWarp = false;
  /// Completes \p Op of \p Warp if every lane of its mask has arrived: the
  /// result is computed and the lanes waiting in it may run.
  bool completeIfArrived(unsigned Warp, size_t Op, unsigned Caller);
  unsigned Current = 0;
  void *Waiter = nullptr; // the OS thread's own context
  void *Discarded = nullptr;
  uint64_t Switches = 0;

  // Barrier state. GridPending: the threads waiting are in grid.sync, so the
  // block's release first waits for the other blocks at Grid.
  GridBarrier *Grid = nullptr;
  bool GridPending = false;
  unsigned BarrierArrived = 0;
  int BarrierCount = 0;
  int BarrierResult = 0, BarrierResultArrived = 0;

  std::vector<Fiber> Fibers;
  std::vector<std::vector<WarpOp>> Warps; // pending collectives per warp
  std::vector<unsigned> ActiveWaiters;    // lanes waiting in __activemask
  FiberStacks Stacks;
  void *Shared = nullptr; // dynamic shared memory
  size_t SharedSize = 0;
  // While runOnFibers runs: what each fiber runs instead of the kernel.
  void (*SectionRun)(void *, unsigned) = nullptr;
  void *SectionClosure = nullptr;
};

} // namespace axl::cpu::detail
