// CPU backend: what kernels rewritten by axl-loops use. axl-loops turns a
// kernel's body into loops over the block's threads, split at its barriers
// (one loop over all threads per stretch between __syncthreads) and, inside a
// warp, at its warp operations (a loop over the warp's lanes per stretch).
// The first thread of each block runs the loops for all of them
// (detail::claimBlock); values a thread keeps across a split live in
// per-thread storage from a Frame; warp operations exchange their lanes'
// values through a WarpExchange, with the semantics of warp.h.
#pragma once
#include <axl/cpu/kernel.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Put before each loop over a block's threads. Empty by default; the
/// iterations of such a loop are independent in CUDA's model (threads that
/// do not synchronise have no order), so a build may define it as
/// _Pragma("GCC ivdep") or _Pragma("omp simd") to let the compiler
/// vectorise across threads.
#ifndef AXL_LOOPS_SIMD
#define AXL_LOOPS_SIMD
#endif

namespace axl::cpu::loops {

/// The type a value is kept in per thread: the variable's type without
/// const, volatile or __restrict__ (qualifiers of the variable, which the
/// reference to its element gets back).
template <class T> struct StorageOf {
  using type = std::remove_cv_t<T>;
};
template <class T> struct StorageOf<T *__restrict__> {
  using type = T *;
};
template <class T> struct StorageOf<T *const __restrict__> {
  using type = T *;
};
template <class T> using Storage = typename StorageOf<T>::type;

/// A device function rewritten into loops read Parameter where CUDA requires
/// the same value in every calling thread (the condition around a barrier),
/// and the threads passed different values: reported, and the run aborts.
[[noreturn]] void notUniform(const char *Function, const char *Parameter);

/// The running block's shape: its thread count, and the threadIdx of each
/// linear thread number (x fastest).
struct Block {
  unsigned X = blockDim.x, Y = blockDim.y, Z = blockDim.z;
  unsigned N = blockDim.x * blockDim.y * blockDim.z;
  bool OneD = blockDim.y == 1 && blockDim.z == 1;
  uint3 index(unsigned T) const {
    return OneD ? uint3{T, 0, 0} : uint3{T % X, T / X % Y, T / (X * Y)};
  }
  unsigned warps() const { return (N + 31) / 32; }
  /// The lanes present in warp W (a block need not be a multiple of 32).
  unsigned lanes(unsigned W) const {
    return N - 32 * W < 32 ? N - 32 * W : 32;
  }
};

/// Storage that lives as long as the rewritten kernel's block runs: one
/// element per thread for each value kept across a split. Bump-allocated
/// from the OS thread's arena, released when the Frame ends.
class Frame {
public:
  Frame();
  ~Frame();
  Frame(const Frame &) = delete;
  Frame &operator=(const Frame &) = delete;

  template <class T> T *perThread(unsigned N) {
    static_assert(std::is_trivially_destructible<T>::value,
                  "axl-loops keeps only trivially destructible values across "
                  "barriers");
    return static_cast<T *>(allocate(sizeof(T) * N, alignof(T)));
  }
  /// perThread, made the first time only: storage declared in a nested
  /// scope of the block's code (a loop's body may run it many times), kept
  /// in Slot, a pointer the block's code declares once.
  template <class T> T *perThreadOnce(void *&Slot, unsigned N) {
    if (!Slot)
      Slot = perThread<T>(N);
    return static_cast<T *>(Slot);
  }
  /// N flags, all false.
  bool *flags(unsigned N) {
    bool *F = static_cast<bool *>(allocate(N, 1));
    std::memset(F, 0, N);
    return F;
  }
  /// The done flags of a device function's loop version for N threads: set
  /// outside [First, End) (the other warps', for a function at warp level,
  /// which is called once a warp: copies, not a loop over the block) and
  /// where the caller's (Caller, or none) are set.
  bool *doneFlags(unsigned N, unsigned First, unsigned End, const bool *Caller) {
    bool *F = static_cast<bool *>(allocate(N, 1));
    std::memset(F, 1, First);
    std::memset(F + End, 1, N - End);
    if (Caller)
      std::memcpy(F + First, Caller + First, End - First);
    else
      std::memset(F + First, 0, End - First);
    return F;
  }

private:
  void *allocate(size_t Bytes, size_t Align);
  size_t Chunk, Used; // the arena's position when the frame started
};

/// AXL_CPU_STRICT_WARP=1 or AXL_CPU_LOOPS_CHECK=1 (not 0): a warp
/// operation whose mask names a lane that does not take part with the
/// caller (outside the block, exited, or on another branch) stops the run,
/// as the engine does on fibers under AXL_CPU_STRICT_WARP.
extern const bool StrictMasks;
/// Reports a misused mask of a warp operation What made by warp W: the
/// first lane of Arrived whose mask (Masks[lane], or Mask for all) leaves
/// out the lane itself, or (StrictMasks) names a lane that did not arrive.
[[noreturn]] void maskError(const char *What, const unsigned *Masks,
                            unsigned Mask, unsigned Arrived, unsigned W,
                            unsigned Lanes);
/// Checks a warp operation's mask, the same for every lane, as the engine
/// checks it on fibers.
inline void checkMask(const char *What, unsigned Mask, unsigned Arrived,
                      unsigned W, unsigned Lanes) {
  if ((Arrived & ~Mask) || (StrictMasks && (Mask & ~Arrived)))
    maskError(What, nullptr, Mask, Arrived, W, Lanes);
}
/// __syncwarp(Mask) by lane Lane (thread T) of a block run as loops: the
/// mask must include the caller.
inline void checkSyncwarp(unsigned Mask, unsigned Lane, std::size_t T) {
  if (!(Mask >> Lane & 1))
    maskError("__syncwarp", nullptr, Mask, 1u << Lane, static_cast<unsigned>(T / 32),
              32);
}

/// One warp operation of a warp's lanes: each arriving lane puts its value
/// and arguments (in one loop over the lanes), then each reads its result
/// (in the next), with warp.h's semantics: lanes of the mask that are not in
/// the block or have exited take no part, and a shuffle from a lane that
/// takes no part gives the caller's own value.
class WarpExchange {
public:
  template <class T>
  void put(unsigned Lane, unsigned Mask, const T &Value, int Arg = 0,
           int Width = 32) {
    static_assert(std::is_trivially_copyable<T>::value && sizeof(T) <= 16,
                  "warp operations take trivially copyable values of at most "
                  "16 bytes");
    std::memcpy(Values[Lane], &Value, sizeof(T));
    Masks[Lane] = Mask;
    Args[Lane] = Arg;
    Widths[Lane] = Width;
    Arrived |= 1u << Lane;
  }
  void put(unsigned Lane, unsigned Mask) { put(Lane, Mask, int{0}); }

  template <class T> T shuffle(detail::ShuffleMode Mode, unsigned Lane) const {
    const unsigned Mask = Masks[Lane] & Arrived;
    int J = detail::shuffleSource(Mode, Lane, Args[Lane], Widths[Lane]);
    if (J < 0)
      J = static_cast<int>(Lane);
    T Result;
    if (Mask >> J & 1)
      std::memcpy(&Result, Values[J], sizeof(T));
    else
      std::memset(static_cast<void *>(&Result), 0, sizeof(T)); // no part: zero
    return Result;
  }
  template <class T> T shfl(unsigned Lane) const {
    return shuffle<T>(detail::ShuffleMode::Idx, Lane);
  }
  template <class T> T shflUp(unsigned Lane) const {
    return shuffle<T>(detail::ShuffleMode::Up, Lane);
  }
  template <class T> T shflDown(unsigned Lane) const {
    return shuffle<T>(detail::ShuffleMode::Down, Lane);
  }
  template <class T> T shflXor(unsigned Lane) const {
    return shuffle<T>(detail::ShuffleMode::Xor, Lane);
  }

  /// The lanes of the caller's mask that voted with a non-zero predicate
  /// (put as an int).
  unsigned ballot(unsigned Lane) const {
    const unsigned Mask = Masks[Lane] & Arrived;
    unsigned Votes = 0;
    for (unsigned L = 0; L < 32; ++L)
      if ((Mask >> L & 1) && word(L) != 0)
        Votes |= 1u << L;
    return Votes;
  }
  /// __all_sync and __uni_sync compare the votes with the lanes that take
  /// part, not with the mask (a partial warp votes over the lanes it has).
  int any(unsigned Lane) const { return ballot(Lane) != 0; }
  int all(unsigned Lane) const { return ballot(Lane) == (Masks[Lane] & Arrived); }
  int uni(unsigned Lane) const {
    const unsigned Votes = ballot(Lane);
    return Votes == 0 || Votes == (Masks[Lane] & Arrived);
  }

  /// __reduce_*_sync over the values of the caller's mask.
  template <class T, class Op> T reduce(unsigned Lane) const {
    const unsigned Mask = Masks[Lane] & Arrived;
    T Acc{};
    bool First = true;
    for (unsigned L = 0; L < 32; ++L)
      if (Mask >> L & 1) {
        T V;
        std::memcpy(&V, Values[L], sizeof V);
        Acc = First ? V : Op()(Acc, V);
        First = false;
      }
    return Acc;
  }

  /// __activemask at a point all the warp's remaining lanes reach together.
  unsigned arrived() const { return Arrived; }

  /// Checks the lanes' masks of operation What of warp W (Lanes in the
  /// block), as the engine checks them on fibers.
  void check(const char *What, unsigned W, unsigned Lanes) const {
    for (unsigned L = 0; L < 32; ++L)
      if ((Arrived >> L & 1) &&
          (!(Masks[L] >> L & 1) || (StrictMasks && (Masks[L] & ~Arrived))))
        maskError(What, Masks, 0, Arrived, W, Lanes);
  }

private:
  int word(unsigned L) const {
    int W;
    std::memcpy(&W, Values[L], sizeof W);
    return W;
  }
  alignas(16) unsigned char Values[32][16];
  unsigned Masks[32];
  int Args[32], Widths[32];
  unsigned Arrived = 0;
};

/// Bit L set where Flags[L] is (L < Lanes; the bits from Lanes are 0).
inline unsigned setFlags(const bool *Flags, unsigned Lanes) {
#if defined(__SSE2__)
  if (Lanes == 32) {
    const __m128i Zero = _mm_setzero_si128();
    const __m128i Lo = _mm_loadu_si128(reinterpret_cast<const __m128i *>(Flags));
    const __m128i Hi = _mm_loadu_si128(reinterpret_cast<const __m128i *>(Flags + 16));
    const unsigned Clear = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(Lo, Zero))) |
                           static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(Hi, Zero)))
                               << 16;
    return ~Clear;
  }
#endif
  unsigned Set = 0;
  for (unsigned L = 0; L < Lanes; ++L)
    Set |= unsigned(Flags[L]) << L;
  return Set;
}

/// The lanes of warp W that reach a warp operation together: those in the
/// block (Lanes of them) that have not exited (Done, per thread, or none)
/// and are in the active set of the statements around it (Active, or all).
inline unsigned arrivedLanes(unsigned W, unsigned Lanes, const bool *Done,
                             const bool *Active = nullptr) {
  unsigned Arrived = Lanes >= 32 ? ~0u : (1u << Lanes) - 1;
  // This runs at every warp operation: a full warp's 32 flags are read as
  // bytes at once, the others without branches.
  unsigned Out = 0;
  if (Done)
    Out |= setFlags(Done + W * 32, Lanes);
  if (Active)
    Out |= ~setFlags(Active + W * 32, Lanes);
  return Arrived & ~Out;
}

/// AXL_CPU_LOOPS_CHECK=1 (not 0): the rewritten kernels check that the
/// conditions around their barriers are the same for every thread of the
/// block, as CUDA requires (the rewrite runs threads that disagree in
/// lockstep; this finds the kernels that rely on undefined behaviour).
bool checkingConditions();
[[noreturn]] void divergentBarrier(const char *Kernel, const char *Where);

/// Reports, once per statement (Where: its file:line) and without stopping
/// the run, that lane Reader of warp W read a slot of shared memory that
/// lane Writer wrote in the same statement (LockstepCheck).
void lockstepRace(const char *Where, unsigned W, unsigned Reader, unsigned Writer);

/// A statement of warp-synchronous code that the loops split into every
/// lane's reads and then every lane's write, as a warp runs it in lockstep
/// (`s[i] += s[i ^ k]` between tile syncs). Under AXL_CPU_LOOPS_CHECK the
/// lanes record what they read and write, and check() reports a lane that
/// read what another lane writes: the result then depends on the warp
/// running in lockstep, which CUDA does not promise without a __syncwarp
/// between the read and the write.
class LockstepCheck {
public:
  const bool On = checkingConditions();
  void read(unsigned Lane, const volatile void *P, std::size_t Size) {
    if (NReads[Lane] < MaxReads)
      Reads[Lane][NReads[Lane]++] = {reinterpret_cast<std::uintptr_t>(P), Size};
  }
  void write(unsigned Lane, const volatile void *P, std::size_t Size) {
    Writes[Lane] = {reinterpret_cast<std::uintptr_t>(P), Size};
    Wrote |= 1u << Lane;
  }
  void check(const char *Where, unsigned W) const {
    if (!On || !Wrote)
      return;
    for (unsigned R = 0; R < 32; ++R)
      for (unsigned K = 0; K < NReads[R]; ++K)
        for (unsigned L = 0; L < 32; ++L)
          if (L != R && (Wrote >> L & 1) && Reads[R][K].Begin < Writes[L].Begin + Writes[L].Size &&
              Writes[L].Begin < Reads[R][K].Begin + Reads[R][K].Size)
            return lockstepRace(Where, W, R, L);
  }

private:
  struct Range {
    std::uintptr_t Begin;
    std::size_t Size;
  };
  static constexpr unsigned MaxReads = 4;
  Range Reads[32][MaxReads];
  Range Writes[32];
  unsigned char NReads[32] = {};
  unsigned Wrote = 0;
};

/// Under AXL_CPU_LOOPS_CHECK: stops the run when some but not all of the
/// block's threads still running (in Outer, not Done) are in Active, the
/// threads for which the condition of the statement around a barrier at
/// Where holds.
inline void checkBarrierCondition(const bool *Active, const bool *Outer,
                                  const bool *Done, std::size_t N,
                                  const char *Kernel, const char *Where) {
  if (!checkingConditions())
    return;
  bool Some = false, All = true;
  for (std::size_t T = 0; T < N; ++T) {
    if ((Outer && !Outer[T]) || (Done && Done[T]))
      continue;
    if (Active[T])
      Some = true;
    else
      All = false;
  }
  if (Some && !All)
    divergentBarrier(Kernel, Where);
}

/// Whether any of the N threads from First is in an active set.
inline bool anyActive(const bool *Active, std::size_t First, std::size_t N) {
  for (std::size_t T = First; T < First + N; ++T)
    if (Active[T])
      return true;
  return false;
}

/// The threads a device function's loop version skips, called from
/// statements run in lockstep: those that returned and those outside the
/// active set.
inline void skipInactive(bool *Skip, const bool *Done, const bool *Active,
                         std::size_t First, std::size_t N) {
  for (std::size_t T = First; T < First + N; ++T)
    Skip[T] = (Done && Done[T]) || !Active[T];
}

/// A shuffle whose mask, lane or delta and width are the same in every lane
/// (a literal mask, a uniform loop's offset): the lanes put their values in
/// V (one loop; or `run` reads them where a variable kept per thread is
/// stored), `run` computes every lane's result in R at once, the next loop
/// reads R. With all 32 lanes in the mask and the default width, the
/// results are block copies (of sizes known at compile time for offsets
/// 1, 2, 4, 8, 16: inlined, not library calls); otherwise each lane's
/// source is found as WarpExchange finds it (warp.h's semantics).
template <class T> struct WarpShuffle {
  static_assert(std::is_trivially_copyable<T>::value,
                "warp shuffles take trivially copyable values");
  T V[32];
  T R[32];

  void run(detail::ShuffleMode Mode, unsigned Arrived, unsigned Mask, int Arg,
           int Width) {
    run(Mode, Arrived, Mask, Arg, Width, V);
  }
  /// The same with the lanes' values at From (a per-thread variable's
  /// storage, from the warp's first lane) instead of V.
  void run(detail::ShuffleMode Mode, unsigned Arrived, unsigned Mask, int Arg,
           int Width, const T *From) {
    Src = From;
    Mask &= Arrived;
    const unsigned A = static_cast<unsigned>(Arg);
    if (Mask == ~0u && Width == 32 && A < 32) {
      // The usual offsets: copies of sizes known at compile time, inlined.
      if (fullBy(A, Mode, std::integer_sequence<unsigned, 1, 2, 4, 8, 16>{}))
        return;
      switch (Mode) {
      case detail::ShuffleMode::Down:
        copy(0, A, 32 - A);
        copy(32 - A, 32 - A, A);
        return;
      case detail::ShuffleMode::Up:
        copy(0, 0, A);
        copy(A, 0, 32 - A);
        return;
      case detail::ShuffleMode::Xor:
        break; // A is not a power of two
      case detail::ShuffleMode::Idx:
        for (unsigned L = 0; L < 32; ++L)
          R[L] = Src[A];
        return;
      }
    }
    for (unsigned L = 0; L < 32; ++L) {
      if (!(Arrived >> L & 1))
        continue;
      int J = detail::shuffleSource(Mode, L, Arg, Width);
      if (J < 0)
        J = static_cast<int>(L);
      if (Mask >> J & 1)
        R[L] = Src[J];
      else // a source lane that takes no part gives zero
        std::memset(static_cast<void *>(R + L), 0, sizeof(T));
    }
  }

private:
  /// R[To + I] = Src[From + I] for I < N (From == To: the lanes keep
  /// their own values).
  void copy(unsigned To, unsigned From, unsigned N) {
    for (unsigned I = 0; I < N; ++I)
      R[To + I] = Src[From + I];
  }
  template <unsigned N> void copyN(unsigned To, unsigned From) {
    std::memcpy(R + To, Src + From, N * sizeof(T));
  }
  const T *Src = V;
  template <unsigned... As>
  bool fullBy(unsigned A, detail::ShuffleMode Mode, std::integer_sequence<unsigned, As...>) {
    return ((A == As && full<As>(Mode)) || ...);
  }
  /// A full-warp shuffle by A (a power of two): true when done.
  template <unsigned A> bool full(detail::ShuffleMode Mode) {
    switch (Mode) {
    case detail::ShuffleMode::Down:
      copyN<32 - A>(0, A);
      copyN<A>(32 - A, 32 - A);
      return true;
    case detail::ShuffleMode::Up:
      copyN<A>(0, 0);
      copyN<32 - A>(A, 0);
      return true;
    case detail::ShuffleMode::Xor: // swapped halves of each 2A lanes
      for (unsigned B = 0; B < 32; B += 2 * A) {
        copyN<A>(B, B + A);
        copyN<A>(B + A, B);
      }
      return true;
    case detail::ShuffleMode::Idx:
      break;
    }
    return false;
  }
};

/// The results of a call run on fibers (onFibers), one per thread: R[T] is
/// thread T's result (an xvalue of the value it returned, or the reference
/// it returned); for a call that returns nothing, R[T] is a void expression.
template <class R> class FiberResults {
  using Value = std::remove_cv_t<std::remove_reference_t<R>>;
  static constexpr bool Ref = std::is_reference<R>::value;
  using Slot = std::conditional_t<Ref, std::remove_reference_t<R> *, Value>;

public:
  static_assert(std::is_trivially_destructible<Slot>::value,
                "axl-loops keeps the results of calls it runs on fibers "
                "only when they are trivially destructible");
  FiberResults(Frame &F, void *&Cache, unsigned N) {
    if (!Cache)
      Cache = F.perThread<Slot>(N);
    Slots = static_cast<Slot *>(Cache);
  }
  template <class Fn> void set(std::size_t T, Fn &Call) {
    if constexpr (Ref)
      Slots[T] = &Call(T);
    else
      ::new (static_cast<void *>(Slots + T)) Slot(Call(T));
  }
  decltype(auto) operator[](std::size_t T) const {
    if constexpr (Ref)
      return static_cast<R>(*Slots[T]);
    else
      return static_cast<Value &&>(Slots[T]);
  }

private:
  Slot *Slots;
};
template <> class FiberResults<void> {
public:
  FiberResults(Frame &, void *&, unsigned) {}
  template <class Fn> void set(std::size_t T, Fn &Call) { Call(T); }
  void operator[](std::size_t) const {}
};

/// A call the rewrite cannot turn into loops (a member function of a
/// library class with barriers, a grid barrier, a sleep), made by the
/// threads [First, First + Count) of the block not in Skip: Call(T) makes
/// thread T's call, each thread on a fiber (detail::runOnFibers), and the
/// results come back per thread. Cache keeps the results' storage from one
/// run of the statement to the next.
template <class Fn>
auto onFibers(Frame &F, void *&Cache, const Block &B, std::size_t First,
              unsigned Count, const bool *Skip, Fn &&Call) {
  using R = decltype(Call(std::size_t{}));
  struct Closure {
    FiberResults<R> Results;
    std::remove_reference_t<Fn> *Call;
  } C{FiberResults<R>(F, Cache, B.N), &Call};
  detail::runOnFibers(
      static_cast<unsigned>(First), Count, Skip,
      [](void *P, unsigned T) {
        Closure &C = *static_cast<Closure *>(P);
        C.Results.set(T, *C.Call);
      },
      &C);
  return C.Results;
}

/// __syncthreads_count/_and/_or of a block's threads: each thread adds its
/// predicate, then reads the result.
struct BarrierVote {
  unsigned Arrived = 0, Count = 0;
  void put(int Predicate) {
    ++Arrived;
    Count += Predicate != 0;
  }
  int count() const { return static_cast<int>(Count); }
  int all() const { return Count == Arrived; }
  int any() const { return Count != 0; }
};

} // namespace axl::cpu::loops
