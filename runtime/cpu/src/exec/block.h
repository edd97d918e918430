// CPU backend, execution engine: one OS thread's block runner. A BlockRunner
// runs the blocks that its OS thread takes from a grid, one at a time: first
// as a plain loop over the threads, then (from the first barrier or warp
// collective on, or from the start for launch sites known to need it) with
// one fiber per CUDA thread, switched directly from fiber to fiber.
//
// A device-side fault (a failed assert, __trap) stops the block as a GPU
// stops it: its threads run no further. A thread on a fiber is abandoned
// where it is (its stack is simply reused), and the code on the OS thread's
// own stack (the plain loop, a block run as loops, the thread that switched
// the block to fibers) jumps back to runBlocks() with longjmp; either way no
// destructor of the kernel's runs, as on a GPU, and the runtime's own state
// of the block is reset by runBlocks().
#pragma once
#include "context.h"
#include "stacks.h"

#include <axl/cpu/detail/exec.h>

#include <condition_variable>
#include <csetjmp>
#include <cstdarg>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace axl::cpu::loops {
/// A position of the OS thread's arena of per-thread storage (loops.cpp):
/// a block stopped at a fault gives back what its Frames took.
struct ArenaMark {
  size_t Chunk, Used;
};
ArenaMark arenaMark();
void arenaRewind(ArenaMark Mark);
} // namespace axl::cpu::loops

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

  /// Runs blocks [First, End) (linear indices, x fastest) of `Launch` to
  /// completion, one after the other; after a device-side fault (stop()),
  /// none more. In a cooperative launch, `Grid` is the barrier that its
  /// blocks share.
  void runBlocks(const GridLaunch &Launch, uint64_t First, uint64_t End,
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
  /// Switches to another runnable thread of the block (on fibers); false
  /// when there is none, or the block runs as loops.
  bool yieldToOther();
  /// Prints "axl cpu backend: kernel K, block (x,y,z), thread (x,y,z): "
  /// and the message; Thread is the caller's threadIdx (a kernel run as
  /// loops keeps its own).
  void report(const uint3 &Thread, const char *Format, ...)
      __attribute__((format(printf, 3, 4)));
  /// Reports the message with the running thread and aborts (the engine's
  /// reports of misuse it cannot run past).
  [[noreturn]] void fail(const char *Format, ...)
      __attribute__((format(printf, 2, 3)));
  /// Stops the running block at a device-side fault: its threads stop where
  /// they are, and runBlocks() returns without running the blocks it has
  /// left (see the file comment).
  [[noreturn]] void stop();

  /// Counts fiber switches on all threads (for the benchmark).
  static uint64_t fiberSwitches();

  /// Advances at every release of the block's barrier, at the start of each
  /// block and of each runOnFibers section: equal values mean that no
  /// barrier the engine saw separates two points of the same block.
  uint64_t syncEpoch() const { return Epoch; }

private:
  void startFiberMode(unsigned First);
  void enterFiberMode();
  void threadExited(unsigned T);
  void resetWarps();
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
  void startBlock(const GridLaunch &Launch, uint64_t Index, GridBarrier *Grid);
  void runBlock();
  void endBlock();
  void vreport(const uint3 &Thread, const char *Format, va_list Args);
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
  uint64_t BlockSwitches = 0; // Switches when the running block started
  void *Waiter = nullptr; // the OS thread's own context
  /// The thread whose code runs on the OS thread's own stack in fiber mode
  /// (it reached the block's first barrier in the plain loop), or NoThread.
  static constexpr unsigned NoThread = ~0u;
  unsigned OnOsStack = NoThread;
  /// stop() was called: the code on the OS thread's stack, once resumed,
  /// jumps back to runBlocks() through Escape.
  bool Stopped = false;
  std::jmp_buf *Escape = nullptr;
  void *Discarded = nullptr;
  uint64_t Switches = 0;

  // Barrier state. GridPending: the threads waiting are in grid.sync, so the
  // block's release first waits for the other blocks at Grid.
  GridBarrier *Grid = nullptr;
  bool GridPending = false;
  unsigned BarrierArrived = 0;
  int BarrierCount = 0;
  int BarrierResult = 0, BarrierResultArrived = 0;
  uint64_t Epoch = 0;

  std::vector<Fiber> Fibers;
  std::vector<std::vector<WarpOp>> Warps; // pending collectives per warp
  std::vector<unsigned> ActiveWaiters;    // lanes waiting in __activemask
  /// Per warp, on fibers: the lanes that have exited or are outside the
  /// block (a warp operation's mask checked at once, not lane by lane).
  std::vector<unsigned> Gone;
  FiberStacks Stacks;
  void *Shared = nullptr; // dynamic shared memory
  size_t SharedSize = 0;
  // While runOnFibers runs: what each fiber runs instead of the kernel.
  void (*SectionRun)(void *, unsigned) = nullptr;
  void *SectionClosure = nullptr;
};

} // namespace axl::cpu::detail
