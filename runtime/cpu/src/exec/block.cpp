// CPU backend, execution engine: running one block (loop mode, fibers,
// barriers, warp collectives, deadlock detection).
#include "block.h"
#include "stats.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

#include <sched.h>

__thread dim3 blockDim __attribute__((tls_model("initial-exec")));
__thread dim3 gridDim __attribute__((tls_model("initial-exec")));
__thread uint3 axlCpuThreadIdx __attribute__((tls_model("initial-exec")));

namespace axl::cpu::detail {

__thread ThreadContext *CurrentThread
    __attribute__((tls_model("initial-exec"))) = nullptr;
__thread bool ClaimOpen __attribute__((tls_model("initial-exec"))) = false;

// AXL_CPU_LOOPS=0: kernels rewritten into loops run their original bodies.
static bool loopsEnabled() {
  static const bool Enabled = [] {
    const char *Env = std::getenv("AXL_CPU_LOOPS");
    return !Env || std::strcmp(Env, "0") != 0;
  }();
  return Enabled;
}

static __thread BlockRunner *Running
    __attribute__((tls_model("initial-exec"))) = nullptr;

static std::atomic<uint64_t> TotalSwitches{0};

// Held by the first thread that reports a failure (and aborts): reports of
// blocks failing at the same time on other threads do not interleave.
static std::mutex FailureReport;

BlockRunner::BlockRunner() : Fibers(1024), Warps(32), ActiveWaiters(32), Gone(32) {}

BlockRunner::~BlockRunner() { std::free(Shared); }

BlockRunner &BlockRunner::ofThisThread() {
  static thread_local std::unique_ptr<BlockRunner> Runner;
  if (!Runner)
    Runner.reset(new BlockRunner);
  return *Runner;
}

BlockRunner *BlockRunner::running() { return Running; }

uint64_t BlockRunner::fiberSwitches() { return TotalSwitches.load(); }

void BlockRunner::runBlocks(const GridLaunch &L, uint64_t First, uint64_t End,
                            GridBarrier *Barrier) {
  ThreadContext *const Outer = CurrentThread;
  const dim3 OuterBlockDim = ::blockDim, OuterGridDim = ::gridDim;
  const loops::ArenaMark Arena = loops::arenaMark();
  std::jmp_buf Here;
  std::jmp_buf *const OuterEscape = Escape;
  Escape = &Here;
  static const bool Stats = kernelStatsEnabled();
  BlockCounts Counts;
  if (setjmp(Here) == 0) {
    // After a device-side fault the device runs nothing more (CUDA's
    // context is unusable): the blocks not started yet are skipped.
    for (uint64_t Index = First; Index < End && stickyError() == axlSuccess;
         ++Index) {
      startBlock(L, Index, Barrier);
      runBlock();
      if (Stats) {
        ++(Control.Claimed ? Counts.Loops : Control.FiberMode ? Counts.Fibers : Counts.Plain);
        Counts.Switches += Switches - BlockSwitches;
      }
      endBlock();
    }
    if (Stats && !Counts.empty())
      recordBlocks(L.Name, Counts);
  } else {
    // stop(): the stopped block's code on this stack was abandoned, with
    // the per-thread storage its Frames held.
    loops::arenaRewind(Arena);
    endBlock();
  }
  Escape = OuterEscape;
  CurrentThread = Outer;
  if (Outer)
    ::axlCpuThreadIdx = Outer->ThreadIdx;
  ::blockDim = OuterBlockDim;
  ::gridDim = OuterGridDim;
}

void BlockRunner::startBlock(const GridLaunch &L, uint64_t Index,
                             GridBarrier *Barrier) {
  static const bool Strict = [] {
    const char *Env = std::getenv("AXL_CPU_STRICT_WARP");
    return Env && *Env && std::strcmp(Env, "0") != 0;
  }();
  StrictWarp = Strict;
  ++Epoch;
  Launch = &L;
  Grid = Barrier;
  GridPending = false;
  const dim3 B = L.Block, G = L.Grid;
  NumThreads = B.x * B.y * B.z;
  const uint64_t GX = G.x, GY = G.y;
  const uint3 BlockIndex{static_cast<unsigned>(Index % GX),
                         static_cast<unsigned>(Index / GX % GY),
                         static_cast<unsigned>(Index / (GX * GY))};
  // Dynamic shared memory: one buffer per OS thread, grown as needed. Kernels
  // declare it `extern __shared__ __align__(N)` up to the 1024 bytes that
  // swizzled TMA tiles need; the alignment goes on the buffer.
  constexpr size_t SharedAlign = 1024;
  const size_t SharedBytes =
      std::max(SharedAlign, (L.DynamicShared + SharedAlign - 1) / SharedAlign * SharedAlign);
  if (SharedSize < SharedBytes) {
    std::free(Shared);
    Shared = std::aligned_alloc(SharedAlign, SharedBytes);
    SharedSize = SharedBytes;
  }
  LoopThread = ThreadContext{{0, 0, 0}, BlockIndex, B, G, Shared};
  ::blockDim = B;
  ::gridDim = G;
  Running = this;
  BlockSwitches = Switches;
}

void BlockRunner::endBlock() {
  Stacks.releaseAll();
  if (Switches != BlockSwitches) // blocks that switch none share no cache line
    TotalSwitches.fetch_add(Switches - BlockSwitches, std::memory_order_relaxed);
  // What a stopped block may have left set.
  ClaimOpen = false;
  SectionRun = nullptr;
  SectionClosure = nullptr;
  Stopped = false;
  OnOsStack = NoThread;
  Running = nullptr;
  Launch = nullptr;
  Grid = nullptr;
}

void BlockRunner::runBlock() {
  const GridLaunch &L = *Launch;
  if (!L.NeedsFibers->load(std::memory_order_relaxed)) {
    Control.FiberMode = false;
    Control.Claimed = false;
    ClaimOpen = loopsEnabled();
    CurrentThread = &LoopThread;
    L.RunLoop(L.Closure, Control, LoopThread);
    ClaimOpen = false;
    if (Control.FiberMode) {
      // The thread that switched the block to fibers ran on this OS thread's
      // own stack and is done; wait here for the fibers.
      threadExited(Current);
      if (Live > 0) {
        unsigned Next = nextRunnable();
        if (Next == NumThreads)
          deadlock();
        switchTo(Next, &Waiter);
      }
    }
  } else {
    Control.Claimed = false;
    startFiberMode(0);
    switchTo(0, &Waiter);
  }
}

// Fibers for threads First.. (not started yet); the threads before First have
// exited.
void BlockRunner::startFiberMode(unsigned First) {
  Control.FiberMode = true;
  const dim3 B = LoopThread.BlockDim;
  for (unsigned T = 0; T < NumThreads; ++T) {
    Fiber &F = Fibers[T];
    F.Thread = LoopThread;
    F.Thread.ThreadIdx = {T % B.x, T / B.x % B.y, T / (B.x * B.y)};
    F.Context = nullptr;
    F.State = T < First ? FiberState::Exited : FiberState::NotStarted;
  }
  Live = NumThreads - First;
  BarrierArrived = 0;
  BarrierCount = 0;
  resetWarps();
}

// A thread running in the loop reached a barrier or warp collective: it
// becomes the running fiber (on this OS thread's stack), the threads after it
// become fibers.
void BlockRunner::enterFiberMode() {
  // A kernel rewritten into loops runs every thread of the block itself: a
  // barrier, warp operation or wait reached from it (through a function
  // pointer the rewrite could not follow) has no other thread to meet.
  if (Control.Claimed)
    fail("a barrier, warp operation or wait was reached while the block runs "
         "as loops (axl-loops rewrote the kernel); a function it calls through "
         "a pointer synchronises: AXL_CPU_LOOPS=0 runs the original kernel");
  const uint3 I = LoopThread.ThreadIdx;
  const dim3 B = LoopThread.BlockDim;
  const unsigned T = I.x + B.x * (I.y + B.y * I.z);
  startFiberMode(T);
  Fibers[T].State = FiberState::Running;
  OnOsStack = T;
  Current = T;
  CurrentThread = &Fibers[T].Thread;
  ::axlCpuThreadIdx = Fibers[T].Thread.ThreadIdx;
  Launch->NeedsFibers->store(true, std::memory_order_relaxed);
}

unsigned BlockRunner::nextRunnable() {
  for (unsigned K = 1; K <= NumThreads; ++K) {
    unsigned T = Current + K;
    if (T >= NumThreads)
      T -= NumThreads;
    FiberState S = Fibers[T].State;
    if (S == FiberState::Runnable || S == FiberState::NotStarted)
      return T;
  }
  return NumThreads;
}

void BlockRunner::saveContext(fiber::Transfer From) {
  *static_cast<void **>(From.Data) = From.From;
}

void BlockRunner::switchTo(unsigned Next, void **SaveTo) {
  Fiber &F = Fibers[Next];
  if (F.State == FiberState::NotStarted) {
    size_t Size;
    void *Top = Stacks.acquire(&Size);
    F.Context = fiber::make(Top, Size, &fiberMain);
  }
  F.State = FiberState::Running;
  Current = Next;
  CurrentThread = &F.Thread;
  ::axlCpuThreadIdx = F.Thread.ThreadIdx;
  ++Switches;
  saveContext(fiber::jump(F.Context, SaveTo));
  // Only the code on the OS thread's stack is resumed after stop().
  if (Stopped)
    std::longjmp(*Escape, 1);
}

void BlockRunner::fiberMain(fiber::Transfer From) {
  saveContext(From);
  BlockRunner &R = *Running;
  if (R.SectionRun)
    R.SectionRun(R.SectionClosure, R.Current);
  else
    R.Launch->RunOne(R.Launch->Closure);
  R.exitCurrent();
}

// A block running as loops (claimed, not in fiber mode) runs one call of
// some of its threads on fibers: the threads outside the section count as
// exited, so barriers and warp operations meet among those in it. Nothing
// else of the block runs meanwhile; afterwards the block is back in loops.
void BlockRunner::runOnFibers(unsigned First, unsigned Count, const bool *Skip,
                              void (*Run)(void *, unsigned), void *Closure) {
  if (!Control.Claimed || Control.FiberMode || SectionRun)
    fail("runOnFibers outside a block running as loops");
  const uint3 SavedIndex = ::axlCpuThreadIdx;
  ThreadContext *const Saved = CurrentThread;
  const dim3 B = LoopThread.BlockDim;
  Control.FiberMode = true;
  SectionRun = Run;
  SectionClosure = Closure;
  ++Epoch; // the loops between sections may have passed barriers
  unsigned FirstLive = NumThreads;
  Live = 0;
  for (unsigned T = 0; T < NumThreads; ++T) {
    Fiber &F = Fibers[T];
    F.Thread = LoopThread;
    F.Thread.ThreadIdx = {T % B.x, T / B.x % B.y, T / (B.x * B.y)};
    F.Context = nullptr;
    const bool In = T >= First && T - First < Count && !(Skip && Skip[T]);
    F.State = In ? FiberState::NotStarted : FiberState::Exited;
    if (In) {
      ++Live;
      FirstLive = std::min(FirstLive, T);
    }
  }
  BarrierArrived = 0;
  BarrierCount = 0;
  resetWarps();
  if (Live)
    switchTo(FirstLive, &Waiter);
  Stacks.releaseAll();
  SectionRun = nullptr;
  SectionClosure = nullptr;
  Control.FiberMode = false;
  CurrentThread = Saved;
  ::axlCpuThreadIdx = SavedIndex;
}

void BlockRunner::exitCurrent() {
  threadExited(Current);
  if (Live == 0) {
    ++Switches;
    fiber::jump(Waiter, &Discarded);
  } else {
    unsigned Next = nextRunnable();
    if (Next == NumThreads)
      deadlock();
    switchTo(Next, &Discarded);
  }
  __builtin_unreachable(); // nothing resumes an exited fiber
}

// No warp operation pending; the lanes gone are those exited (as the
// fibers' states say) and those outside the block.
void BlockRunner::resetWarps() {
  for (unsigned W = 0; W < (NumThreads + 31) / 32; ++W) {
    Warps[W].clear();
    ActiveWaiters[W] = 0;
    Gone[W] = 0;
    for (unsigned L = 0; L < 32; ++L)
      if (W * 32 + L >= NumThreads || Fibers[W * 32 + L].State == FiberState::Exited)
        Gone[W] |= 1u << L;
  }
}

void BlockRunner::threadExited(unsigned T) {
  Fibers[T].State = FiberState::Exited;
  Gone[T / 32] |= 1u << T % 32;
  --Live;
  const unsigned Lane = T % 32;
  std::vector<WarpOp> &Ops = Warps[T / 32];
  for (size_t I = 0; I < Ops.size();) {
    WarpOp &Op = Ops[I];
    if (!(Op.Mask >> Lane & 1) || (Op.Arrived >> Lane & 1)) {
      ++I;
      continue;
    }
    if (StrictWarp)
      fail("exited while lanes %#x of its warp wait for it in %s (mask %#x)",
           Op.Arrived, Op.What, Op.Mask);
    // As on a GPU, an exited lane takes no part in what its warp waits in.
    Op.Mask &= ~(1u << Lane);
    if (!completeIfArrived(T / 32, I, NumThreads))
      ++I;
  }
  if (BarrierArrived > 0 && BarrierArrived == Live)
    releaseBarrier();
  releaseActiveMaskIfSettled(T / 32);
}

void BlockRunner::releaseBarrier() {
  if (GridPending) {
    // The whole block is in grid.sync: this OS thread waits for the other
    // blocks (their threads run on their own OS threads).
    GridPending = false;
    Grid->arriveAndWait();
  }
  BarrierResult = BarrierCount;
  BarrierResultArrived = static_cast<int>(BarrierArrived);
  ++Epoch;
  BarrierArrived = 0;
  BarrierCount = 0;
  for (unsigned T = 0; T < NumThreads; ++T)
    if (Fibers[T].State == FiberState::AtBarrier)
      Fibers[T].State = FiberState::Runnable;
}

void BlockRunner::blockCurrent(FiberState Why, const char *What,
                               unsigned Mask) {
  Fiber &Me = Fibers[Current];
  Me.State = Why;
  Me.WaitingIn = What;
  Me.WaitMask = Mask;
  releaseActiveMaskIfSettled(Current / 32);
  if (Me.State == FiberState::Runnable) { // its own __activemask settled
    Me.State = FiberState::Running;
    return;
  }
  unsigned Next = nextRunnable();
  if (Next == NumThreads)
    deadlock();
  switchTo(Next, &Me.Context);
}

int BlockRunner::syncThreads(int Predicate, const char *What, int *Arrived) {
  if (!Control.FiberMode)
    enterFiberMode();
  ++BarrierArrived;
  BarrierCount += Predicate;
  if (BarrierArrived == Live)
    releaseBarrier();
  else
    blockCurrent(FiberState::AtBarrier, What, 0);
  if (Arrived)
    *Arrived = BarrierResultArrived;
  return BarrierResult;
}

void BlockRunner::gridSync() {
  if (!Grid)
    fail("cooperative_groups::grid_group::sync() in a launch that is not "
         "cooperative (launch the kernel with axlLaunchCooperativeKernel or "
         "the axlLaunchAttributeCooperative attribute)");
  if (!Control.FiberMode)
    enterFiberMode();
  GridPending = true;
  ++BarrierArrived;
  if (BarrierArrived == Live)
    releaseBarrier();
  else
    blockCurrent(FiberState::AtBarrier, "grid.sync", 0);
}

void BlockRunner::warpCollective(unsigned Mask, const char *What,
                                 WarpCompute Compute, LaneIO &IO) {
  if (!Control.FiberMode)
    enterFiberMode();
  const unsigned Lane = Current % 32, Base = Current - Lane;
  const unsigned Bit = 1u << Lane;
  if (!(Mask & Bit))
    fail("%s: mask %#x does not include the calling lane %u", What, Mask,
         Lane);
  const unsigned Missing = Mask & Gone[Current / 32];
  for (unsigned L = 0; Missing && L < 32; ++L) {
    if (!(Missing >> L & 1))
      continue;
    const bool Absent = Base + L >= NumThreads;
    if (StrictWarp && Absent)
      fail("%s: mask %#x names lane %u, which is outside the block of %u "
           "threads",
           What, Mask, L, NumThreads);
    if (StrictWarp)
      fail("%s: mask %#x names lane %u, which has exited", What, Mask, L);
    // A GPU runs a block smaller than a warp (or with exited lanes) with the
    // missing lanes inactive: they take no part, and a lane that shuffles
    // from one gets zero (CUDA leaves it undefined; NVIDIA GPUs give zero).
    Mask &= ~(1u << L);
  }
  std::vector<WarpOp> &Ops = Warps[Current / 32];
  auto It = std::find_if(Ops.begin(), Ops.end(), [&](const WarpOp &Op) {
    return Op.Mask == Mask && !(Op.Arrived & Bit);
  });
  if (It == Ops.end()) {
    Ops.emplace_back();
    It = Ops.end() - 1;
    It->Mask = Mask;
    It->What = What;
    It->Compute = Compute;
  } else if (It->What != What && std::strcmp(It->What, What) != 0) {
    fail("lanes of mask %#x reached different warp operations: %s (lanes "
         "%#x) and %s",
         Mask, It->What, It->Arrived, What);
  }
  It->Lanes[Lane] = &IO;
  It->Arrived |= Bit;
  if (!completeIfArrived(Current / 32, It - Ops.begin(), Current))
    blockCurrent(FiberState::InWarpOp, What, Mask);
}

bool BlockRunner::completeIfArrived(unsigned Warp, size_t Index, unsigned Caller) {
  std::vector<WarpOp> &Ops = Warps[Warp];
  WarpOp &Op = Ops[Index];
  if (Op.Arrived != Op.Mask)
    return false;
  if (Op.Compute)
    Op.Compute(Op.Mask, Op.Lanes);
  for (unsigned L = 0; L < 32; ++L)
    if ((Op.Mask >> L & 1) && Warp * 32 + L != Caller)
      Fibers[Warp * 32 + L].State = FiberState::Runnable;
  Op = Ops.back();
  Ops.pop_back();
  return true;
}

// __activemask: the lanes of the warp that reach it together. A lane waits in
// it until no lane of its warp can run (each has exited, or waits in a
// barrier, a collective or __activemask); the lanes then waiting in it are
// the result. So lanes that branched elsewhere and lanes that exited are left
// out, as on a GPU.
unsigned BlockRunner::activeLanes() {
  if (!Control.FiberMode)
    enterFiberMode();
  ActiveWaiters[Current / 32] |= 1u << Current % 32;
  blockCurrent(FiberState::InWarpOp, "__activemask", 0);
  return Fibers[Current].ActiveMask;
}

void BlockRunner::settleActiveMask(unsigned Warp) {
  const unsigned Waiting = ActiveWaiters[Warp];
  const unsigned Base = Warp * 32;
  for (unsigned T = Base; T < Base + 32 && T < NumThreads; ++T) {
    FiberState S = Fibers[T].State;
    if (S != FiberState::Exited && S != FiberState::AtBarrier &&
        S != FiberState::InWarpOp)
      return;
  }
  ActiveWaiters[Warp] = 0;
  for (unsigned L = 0; L < 32; ++L)
    if (Waiting >> L & 1) {
      Fibers[Base + L].ActiveMask = Waiting;
      Fibers[Base + L].State = FiberState::Runnable;
    }
}

void BlockRunner::yield(unsigned Nanoseconds) {
  if (!Control.FiberMode)
    enterFiberMode(); // (as loops: the engine's report)
  if (!yieldToOther())
    std::this_thread::sleep_for(std::chrono::nanoseconds(Nanoseconds));
}

bool BlockRunner::yieldToOther() {
  // (A block that runs as loops has no other thread to switch to; one
  // running its first thread before any barrier becomes fibers.)
  if (Control.Claimed && !Control.FiberMode)
    return false;
  if (!Control.FiberMode)
    enterFiberMode();
  Fiber &Me = Fibers[Current];
  Me.State = FiberState::Runnable;
  const unsigned Next = nextRunnable();
  if (Next == Current) {
    Me.State = FiberState::Running;
    return false;
  }
  switchTo(Next, &Me.Context);
  return true;
}

void BlockRunner::describeThread(const Fiber &F, char *Out,
                                 size_t Size) const {
  const uint3 I = F.Thread.ThreadIdx;
  std::snprintf(Out, Size, "(%u,%u,%u)", I.x, I.y, I.z);
}

void BlockRunner::vreport(const uint3 &Thread, const char *Format,
                          va_list Args) {
  char Message[1024];
  std::vsnprintf(Message, sizeof Message, Format, Args);
  const uint3 B = CurrentThread->BlockIdx;
  std::fprintf(stderr,
               "axl cpu backend: kernel %s, block (%u,%u,%u), thread "
               "(%u,%u,%u): %s\n",
               Launch->Name, B.x, B.y, B.z, Thread.x, Thread.y, Thread.z,
               Message);
  std::fflush(stderr);
}

void BlockRunner::report(const uint3 &Thread, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  vreport(Thread, Format, Args);
  va_end(Args);
}

void BlockRunner::fail(const char *Format, ...) {
  FailureReport.lock();
  va_list Args;
  va_start(Args, Format);
  vreport(axlCpuThreadIdx, Format, Args);
  va_end(Args);
  std::abort();
}

// On the OS thread's stack: back to runBlocks(). On a fiber: the fiber is
// abandoned, and the code on the OS thread's stack is resumed (the thread
// that runs there, suspended in a wait, or runBlock() itself, waiting for
// the fibers), which then jumps back to runBlocks() from switchTo.
void BlockRunner::stop() {
  Stopped = true;
  if (!Control.FiberMode || Current == OnOsStack)
    std::longjmp(*Escape, 1);
  void *To = Waiter;
  if (OnOsStack != NoThread && Fibers[OnOsStack].State != FiberState::Exited)
    To = Fibers[OnOsStack].Context;
  ++Switches;
  fiber::jump(To, &Discarded);
  __builtin_unreachable(); // nothing resumes an abandoned fiber
}

// Every live thread of the block waits for something that none of the others
// will do.
void BlockRunner::deadlock() {
  FailureReport.lock();
  const uint3 B = LoopThread.BlockIdx;
  std::fprintf(stderr,
               "axl cpu backend: deadlock in kernel %s, block (%u,%u,%u): "
               "%u of its %u threads wait and none can continue:\n",
               Launch->Name, B.x, B.y, B.z, Live, NumThreads);
  // One line per run of consecutive threads waiting in the same place.
  auto Waits = [&](unsigned T) {
    FiberState S = Fibers[T].State;
    return S == FiberState::AtBarrier || S == FiberState::InWarpOp;
  };
  auto Same = [&](unsigned A, unsigned B) {
    return Fibers[A].State == Fibers[B].State &&
           Fibers[A].WaitingIn == Fibers[B].WaitingIn &&
           Fibers[A].WaitMask == Fibers[B].WaitMask;
  };
  for (unsigned First = 0; First < NumThreads;) {
    if (!Waits(First)) {
      ++First;
      continue;
    }
    unsigned Last = First;
    while (Last + 1 < NumThreads && Waits(Last + 1) && Same(First, Last + 1))
      ++Last;
    const Fiber &F = Fibers[First];
    char From[48], To[48];
    describeThread(F, From, sizeof From);
    describeThread(Fibers[Last], To, sizeof To);
    std::fprintf(stderr, "  %s %s%s%s wait%s in %s", First == Last ? "thread" : "threads",
                 From, First == Last ? "" : " to ", First == Last ? "" : To,
                 First == Last ? "s" : "", F.WaitingIn);
    if (F.State == FiberState::InWarpOp && F.WaitMask)
      std::fprintf(stderr, " (mask %#x)", F.WaitMask);
    std::fputc('\n', stderr);
    First = Last + 1;
  }
  std::fflush(stderr);
  std::abort();
}

static BlockRunner &runner(const char *What) {
  BlockRunner *R = BlockRunner::running();
  if (!R) {
    std::fprintf(stderr, "axl cpu backend: %s called outside a kernel\n",
                 What);
    std::fflush(stderr);
    std::abort();
  }
  return *R;
}

int syncThreads(int Predicate, const char *What, int *Arrived) {
  return runner(What).syncThreads(Predicate, What, Arrived);
}

bool claimBlockOnce(bool WarpRows) {
  ClaimOpen = false;
  BlockRunner *R = BlockRunner::running();
  return R && R->claimBlock(WarpRows);
}

void warpCollective(unsigned Mask, const char *What, WarpCompute Compute,
                    LaneIO &IO) {
  runner(What).warpCollective(Mask, What, Compute, IO);
}

unsigned activeLanes() { return runner("__activemask").activeLanes(); }

void gridSync() { runner("cooperative_groups::grid_group::sync").gridSync(); }

bool inCooperativeLaunch() {
  BlockRunner *R = BlockRunner::running();
  return R && R->cooperative();
}

void runOnFibers(unsigned First, unsigned Count, const bool *Skip,
                 void (*Run)(void *, unsigned), void *Closure) {
  runner("runOnFibers").runOnFibers(First, Count, Skip, Run, Closure);
}

void yieldThread(unsigned Nanoseconds) {
  runner("__nanosleep").yield(Nanoseconds);
}

void pollWait(unsigned Reads) {
  // (Outside a kernel, or as loops, where the block's threads do not
  // interleave: only the OS's threads.)
  if (BlockRunner *R = BlockRunner::running(); R && R->yieldToOther())
    return;
  if (Reads < 4096)
    sched_yield();
  else
    std::this_thread::sleep_for(std::chrono::microseconds(20));
}

unsigned long long fiberSwitchCount() { return BlockRunner::fiberSwitches(); }

unsigned long long syncEpoch() {
  BlockRunner *R = BlockRunner::running();
  return R ? R->syncEpoch() : 0;
}

void kernelFail(const char *Message) { runner("a kernel").fail("%s", Message); }

void kernelAbort(const char *What) {
  runner(What).fail("%s called", What);
}

void trapKernel(const char *What, const uint3 &Thread) {
  BlockRunner *R = BlockRunner::running();
  if (!R) {
    std::fprintf(stderr, "axl cpu backend: %s outside a kernel\n", What);
    std::fflush(stderr);
    std::abort();
  }
  R->report(Thread, "%s", What);
  setLastError(axlErrorLaunchFailure, /*sticky=*/true);
  R->stop();
}

void dynamicSharedOutsideKernel() {
  std::fprintf(stderr,
               "axl cpu backend: AXL_DYNAMIC_SHARED used outside a kernel "
               "(declare it inside the kernel function)\n");
  std::fflush(stderr);
  std::abort();
}

} // namespace axl::cpu::detail
