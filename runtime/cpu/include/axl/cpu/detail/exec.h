// CPU backend: the interface between kernel code (the kernel-language headers)
// and the execution engine (runtime/cpu/src/exec). Not a dialect header.
//
// Execution model: the blocks of a grid run in parallel on one process-wide
// pool of OS threads; all the threads of a block run on one OS thread. A block
// first runs its threads one after the other in a plain loop (no fiber cost);
// when a thread reaches a barrier or a warp collective, the block switches to
// fibers, one per CUDA thread, from that thread on (the threads before it have
// exited, which CUDA's barriers treat as arrived). Launch sites that switched
// once start their later blocks in fiber mode directly.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/vector_types.h>
#include <axl/detail/warp_lanes.h>

#include <atomic>
#include <cstddef>
#include <cstring>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

/// threadIdx: the running CUDA thread's index, kept by the engine at every
/// switch between threads. A plain identifier, so that code rewritten into
/// loops over a block's threads (axl-loops) can shadow it with the loop's
/// own index.
extern __thread uint3 axlCpuThreadIdx __attribute__((tls_model("initial-exec")));

namespace axl::cpu::detail {

/// What the built-in variables read: the CUDA thread running now.
struct ThreadContext {
  uint3 ThreadIdx;
  uint3 BlockIdx;
  dim3 BlockDim;
  dim3 GridDim;
  void *DynamicShared; // this block's dynamic shared memory
};

/// The running CUDA thread on this OS thread (null outside kernels); the
/// engine repoints it at every fiber switch. Fibers never migrate between OS
/// threads. initial-exec: kernel code reads it with one %fs-relative load.
extern __thread ThreadContext *CurrentThread
    __attribute__((tls_model("initial-exec")));

inline const ThreadContext &currentThread() { return *CurrentThread; }

/// The thread's linear index in its block (x fastest), as CUDA numbers lanes.
inline unsigned linearThreadIndex() {
  const ThreadContext &T = *CurrentThread;
  const uint3 I = ::axlCpuThreadIdx;
  return I.x + T.BlockDim.x * (I.y + T.BlockDim.y * I.z);
}
inline unsigned laneId() { return linearThreadIndex() % 32; }

/// Set by the engine when a thread running in the plain loop reached a
/// barrier or warp operation: the loop must stop (the block continues on
/// fibers). Claimed: the block's first thread ran the whole block as loops
/// (claimBlock), so the loop stops too.
struct BlockControl {
  bool FiberMode = false;
  bool Claimed = false;
};

/// Called first by a kernel that axl-loops rewrote into loops over its
/// threads: true when the calling thread may run the whole block itself (it
/// is the block's first thread, running alone in the plain loop, and
/// AXL_CPU_LOOPS is not 0; cooperative launches included); the engine then runs no
/// other thread of the block. False: the kernel runs its original body, one
/// CUDA thread at a time (fibers when it synchronises). WarpRows: the loops
/// assume that threadIdx.x / 32 (and threadIdx.y, .z) is the same in all
/// lanes of a warp, true when blockDim.x is a multiple of 32 or the block
/// is one-dimensional; other blocks are declined.
bool claimBlockOnce(bool WarpRows);
/// True from a block's start in the plain loop until its first thread asks
/// claimBlock: the other threads' question is one thread-local read.
extern __thread bool ClaimOpen __attribute__((tls_model("initial-exec")));
inline bool claimBlock(bool WarpRows = false) {
  return ClaimOpen && claimBlockOnce(WarpRows);
}

/// Runs Run(Closure, T) for the block's threads T in [First, First + Count)
/// that Skip (when given) does not mark, each on a fiber of its own, from
/// a block that its first thread runs as loops (axl-loops): the barriers,
/// warp operations and waits they reach meet as they do on fibers, the
/// other threads of the block taking no part (as if exited). Returns when
/// every one of them has returned. axl-loops runs the calls it cannot turn
/// into loops (a member function of a library class with barriers inside,
/// a grid barrier, a sleep) this way, for the length of the call.
void runOnFibers(unsigned First, unsigned Count, const bool *Skip,
                 void (*Run)(void *, unsigned), void *Closure);

/// Runs every thread of the block in index order (x fastest) until one of
/// them switches the block to fiber mode. The kernel call is inlined here.
template <class Closure>
void runThreadsLoop(void *C, BlockControl &Control, ThreadContext &Thread) {
  Closure &Kernel = *static_cast<Closure *>(C);
  const dim3 B = Thread.BlockDim;
  for (unsigned Z = 0; Z < B.z; ++Z)
    for (unsigned Y = 0; Y < B.y; ++Y)
      for (unsigned X = 0; X < B.x; ++X) {
        Thread.ThreadIdx = {X, Y, Z};
        ::axlCpuThreadIdx = Thread.ThreadIdx;
        Kernel();
        if (Control.FiberMode || Control.Claimed)
          return;
      }
}

/// Runs one CUDA thread (on its fiber).
template <class Closure> void runOneThread(void *C) {
  (*static_cast<Closure *>(C))();
}

/// A grid ready to run; `Closure` owns the kernel's parameters.
struct GridLaunch {
  const char *Name; // the kernel as written at the launch (for messages)
  dim3 Grid, Block;
  size_t DynamicShared;
  void *Closure;
  void (*RunLoop)(void *, BlockControl &, ThreadContext &);
  void (*RunOne)(void *);
  std::atomic<bool> *NeedsFibers; // per launch site: start blocks on fibers
  /// A cooperative launch (axlLaunchCooperativeKernel, the cooperative launch
  /// attribute): every block is resident at once, each on its own OS thread,
  /// so that grid_group::sync can wait for all of them.
  bool Cooperative = false;
};

/// Runs every block of `Launch` on the pool (a cooperative launch: all blocks
/// at once); returns when all are done.
void runGrid(const GridLaunch &Launch);

/// The workers of the kernel thread pool (AXL_CPU_THREADS, else the hardware
/// threads): the device's multiprocessors.
unsigned workerCount();

/// The blocks of `Kernel` a multiprocessor holds at once with `BlockThreads`
/// threads and `DynamicShared` bytes of dynamic shared memory, by the limits
/// of the compute capability the backend reports (9.0: 2048 threads, 32
/// blocks, 228 KiB of shared memory with 1 KiB reserved per block); 0 when a
/// block cannot launch (too many threads, or more dynamic shared memory than
/// the kernel's limit, as CUDA's occupancy calculator gives). Registers are
/// not a limit here. A cooperative launch may have this many blocks per
/// worker: each resident block holds an OS thread of its own, so all of them
/// run at once however many there are.
int residentBlocks(const void *Kernel, unsigned BlockThreads, size_t DynamicShared);
constexpr int MaxThreadsPerMultiprocessor = 2048;
constexpr int MaxBlocksPerMultiprocessor = 32;
constexpr int ReservedSharedPerBlock = 1024;

/// cooperative_groups::grid_group: whether the running kernel was launched
/// cooperatively, and the grid-wide barrier (every thread of every block;
/// threads and blocks that exited count as arrived). Outside a cooperative
/// launch, gridSync reports the misuse and aborts.
bool inCooperativeLaunch();
void gridSync();

/// CUDA's launch checks: block dimensions (x, y <= 1024, z <= 64, 1 to 1024
/// threads), grid dimensions (x < 2^31, y, z <= 65535, none 0) give
/// axlErrorInvalidConfiguration; dynamic shared memory above the kernel's
/// limit gives axlErrorInvalidValue.
axlError_t checkLaunch(const void *Kernel, dim3 Grid, dim3 Block,
                       size_t DynamicShared);

/// Dynamic shared memory limits, per kernel (by address): 48 KiB unless
/// raised with axlFuncSetAttribute(MaxDynamicSharedMemorySize), at most
/// MaxDynamicSharedOptin (the runtime API calls these).
constexpr int DefaultMaxDynamicShared = 48 * 1024;
constexpr int MaxDynamicSharedOptin = 227 * 1024;
/// Returns axlErrorInvalidValue (and changes nothing) unless
/// 0 <= Bytes <= MaxDynamicSharedOptin.
axlError_t setMaxDynamicShared(const void *Kernel, int Bytes);
int maxDynamicShared(const void *Kernel);

/// Warp collectives. Each lane of `Mask` calls warpCollective with its own
/// LaneIO (on its stack); when every lane of the mask has arrived at the same
/// operation, the last one runs `Compute` over all of them (Lanes[l] for l in
/// Mask) and every lane returns with its Out filled. A mask that does not name
/// the calling lane, names an exited lane or a lane outside the block, or lanes
/// that meet at different operations, is reported and aborts; so is a deadlock.
struct LaneIO {
  alignas(16) unsigned char In[16];
  alignas(16) unsigned char Out[16];
  int Arg;       // source lane, delta or lane mask
  int Width;     // shuffle segment width
  unsigned Size; // bytes of In / Out used
};
using WarpCompute = void (*)(unsigned Mask, LaneIO *const *Lanes);
void warpCollective(unsigned Mask, const char *What, WarpCompute Compute,
                    LaneIO &IO);

/// The source lane of a shuffle: CUDA's rule, shared with the HIP backend's
/// 32-lane halves of a wavefront (<axl/detail/warp_lanes.h>).
using ::axl::detail::ShuffleMode;
using ::axl::detail::shuffleSource;

/// The Compute functions of the collectives the engine provides.
void computeShuffleIdx(unsigned Mask, LaneIO *const *Lanes);
void computeShuffleUp(unsigned Mask, LaneIO *const *Lanes);
void computeShuffleDown(unsigned Mask, LaneIO *const *Lanes);
void computeShuffleXor(unsigned Mask, LaneIO *const *Lanes);
// In: int. Out: the votes, then the lanes that took part (unsigned each).
void computeBallot(unsigned Mask, LaneIO *const *Lanes);
void computeMatchAny(unsigned Mask, LaneIO *const *Lanes); // In: Size bytes
void computeMatchAll(unsigned Mask, LaneIO *const *Lanes); // Out: mask, pred

/// Shuffles a value of any trivially copyable type of up to 16 bytes with
/// CUDA's __shfl*_sync semantics (the half and bfloat16 overloads use it).
template <class T>
T warpShuffle(ShuffleMode Mode, unsigned Mask, T Value, int LaneOrDelta,
              int Width) {
  static_assert(std::is_trivially_copyable<T>::value && sizeof(T) <= 16,
                "axl cpu backend: warp shuffles take trivially copyable types "
                "of at most 16 bytes");
  static constexpr const char *Names[] = {"__shfl_sync", "__shfl_up_sync",
                                          "__shfl_down_sync", "__shfl_xor_sync"};
  static constexpr WarpCompute Computes[] = {
      computeShuffleIdx, computeShuffleUp, computeShuffleDown,
      computeShuffleXor};
  LaneIO IO;
  std::memcpy(IO.In, &Value, sizeof(T));
  IO.Arg = LaneOrDelta;
  IO.Width = Width;
  IO.Size = sizeof(T);
  const int M = static_cast<int>(Mode);
  warpCollective(Mask, Names[M], Computes[M], IO);
  T Result;
  std::memcpy(&Result, IO.Out, sizeof(T));
  return Result;
}

/// Barriers (exited threads count as arrived). Returns the number of
/// threads that arrived with a non-zero Predicate, and in *Arrived (if not
/// null) how many arrived.
int syncThreads(int Predicate, const char *What, int *Arrived = nullptr);

/// __activemask: the lanes of the calling thread's warp that reach it
/// together (see warp.h).
unsigned activeLanes();

/// Lets the other threads of the block run (used by __nanosleep); sleeps
/// `Nanoseconds` when there are none.
void yieldThread(unsigned Nanoseconds);

/// A thread polls a flag (it read the same value from the same address
/// `Reads` times in a row, PollReads or more): the block's other threads
/// run first where the block is on fibers, then the OS runs other threads
/// (sched_yield; after many reads, short sleeps).
constexpr unsigned PollReads = 16;
void pollWait(unsigned Reads);

/// Fiber switches made so far by the whole process (for benchmarks).
unsigned long long fiberSwitchCount();

/// Reports a kernel's call of `What` (e.g. __brkpt) with the thread and
/// block running it, and aborts.
[[noreturn]] void kernelAbort(const char *What);
/// Reports Message with the thread and block running the kernel, and aborts.
[[noreturn]] void kernelFail(const char *Message);

/// Device-side faults stop the kernel as they stop it on a GPU, and the
/// process goes on: the running block's threads stop where they are (their
/// frames are abandoned; no destructor runs), the blocks of the grid not
/// started yet are skipped, and the error becomes the process's sticky error,
/// which the synchronisations and every later runtime call return (CUDA's
/// context is unusable after such a fault; axlDeviceReset clears it).
///
/// __trap() and inline PTX with no CPU equivalent: reports What with the
/// kernel, block and thread (Thread: the caller's threadIdx, which a kernel
/// run as loops keeps in a variable of its own) and stops the kernel with
/// axlErrorLaunchFailure, CUDA's error for a trap. Outside a kernel it aborts.
/// (A failed device-side assert is the same with axlErrorAssert:
/// axl/cpu/assert.h.)
[[noreturn]] void trapKernel(const char *What, const uint3 &Thread);

/// Launch plumbing behind axlLaunchKernelGGL (see detail/kernel_launch.h).
/// Converts a launch argument to its kernel parameter's type, as CUDA does
/// at the launch; an integer given for a pointer must be 0 (like CUDA's
/// literal 0 or NULL).
template <class P, class A> P convertArgument(A &&Arg) {
  if constexpr (std::is_pointer<P>::value &&
                std::is_integral<std::decay_t<A>>::value) {
    if (Arg != 0)
      unsupported("an integer other than 0 passed for a kernel's pointer "
                  "parameter");
    return nullptr;
  } else {
    return static_cast<P>(std::forward<A>(Arg));
  }
}

template <class Tuple, size_t... I, class... A>
Tuple convertArguments(std::index_sequence<I...>, A &&...Args) {
  return Tuple(
      convertArgument<std::tuple_element_t<I, Tuple>>(std::forward<A>(Args))...);
}

/// The parameters of one launch, converted and copied at launch time (CUDA
/// passes kernel arguments by value), and the call of the kernel; each CUDA
/// thread's call copies them again into the kernel's by-value parameters.
template <class Call, class Tuple> struct KernelClosure {
  Call Body;
  Tuple Params;
  void operator()() { std::apply(Body, Params); }
};

/// Per launch site (closure type): whether its blocks need fibers.
template <class Closure> struct LaunchSite {
  static inline std::atomic<bool> NeedsFibers{false};
};

/// The launch of `C`'s grid: its threads as a loop, one at a time, and its
/// launch site's fiber flag.
template <class Closure>
GridLaunch gridLaunchOf(const char *Name, dim3 Grid, dim3 Block, size_t DynamicShared,
                        Closure *C) {
  return GridLaunch{Name,
                    Grid,
                    Block,
                    DynamicShared,
                    C,
                    &runThreadsLoop<Closure>,
                    &runOneThread<Closure>,
                    &LaunchSite<Closure>::NeedsFibers};
}

template <class Closure>
void launchClosure(const char *Name, dim3 Grid, dim3 Block,
                   size_t DynamicShared, axlStream_t Stream, Closure &&C) {
  auto Owned = std::make_shared<Closure>(std::move(C));
  GridLaunch Launch = gridLaunchOf(Name, Grid, Block, DynamicShared, Owned.get());
  axlError_t Error = enqueue(Stream, [Owned, Launch] { runGrid(Launch); });
  if (Error != axlSuccess)
    setLastError(Error);
}

} // namespace axl::cpu::detail
