// CPU backend of libcu++'s <cuda/barrier> (and cuda::std::barrier): a
// barrier whose waiting threads let the block's other threads run (fibers;
// kernels that axl-loops rewrites make these calls on fibers), and
// cuda::memcpy_async, which copies at once: the copy is complete before the
// barrier's phase can end, as CUDA guarantees when the wait returns.
//
// Not provided: the TMA and transaction-count extensions
// (cuda::device::barrier_arrive_tx, barrier_expect_tx,
// barrier_native_handle, cp_async_bulk_*), a compile error naming them.
// Threads of a block run on one OS thread; a barrier in global memory
// (thread_scope_device or system) shared by several blocks works with
// atomics, and waits as a GPU does, only if those blocks run at once.
#pragma once
#include <axl/cpu/cuda_std.h>
#include <axl/cpu/detail/exec.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <thread>
#include <utility>

namespace cuda {

enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};

namespace detail {
struct EmptyCompletion {
  void operator()() noexcept {}
};

/// Lets the block's other threads run while this one waits (fibers); on a
/// host thread, lets other OS threads run.
inline void waitTurn() {
  if (::axl::cpu::detail::CurrentThread)
    ::axl::cpu::detail::yieldThread(0);
  else
    ::std::this_thread::yield();
}
} // namespace detail

/// A size whose alignment the caller promises (a hint on a GPU).
template <::std::size_t Alignment> struct aligned_size_t {
  static constexpr ::std::size_t align = Alignment;
  ::std::size_t value;
  explicit constexpr aligned_size_t(::std::size_t Size) : value(Size) {}
  constexpr operator ::std::size_t() const { return value; }
};

enum class async_contract_fulfillment { none, async };

template <thread_scope Scope, class CompletionF = detail::EmptyCompletion>
class barrier {
public:
  class arrival_token {
    friend class barrier;
    unsigned Phase = 0;
  };

  // Trivial, as CUDA's: a __shared__ barrier is set up by init().
  barrier() = default;
  barrier(const barrier &) = delete;
  barrier &operator=(const barrier &) = delete;
  explicit barrier(::std::ptrdiff_t Expected, CompletionF F = CompletionF())
      : Expected(Expected), Pending(Expected), Phase(0), Completion(::std::move(F)) {}

  friend void init(barrier *B, ::std::ptrdiff_t Expected, CompletionF F = CompletionF()) {
    B->Expected = Expected;
    B->Pending = Expected;
    B->Phase = 0;
    new (&B->Completion) CompletionF(::std::move(F));
    __atomic_thread_fence(__ATOMIC_RELEASE);
  }

  [[nodiscard]] arrival_token arrive(::std::ptrdiff_t Update = 1) {
    arrival_token T;
    // The phase cannot end before this thread's arrival: read it first.
    T.Phase = __atomic_load_n(&Phase, __ATOMIC_ACQUIRE);
    if (__atomic_sub_fetch(&Pending, Update, __ATOMIC_ACQ_REL) == 0) {
      Completion();
      __atomic_store_n(&Pending, __atomic_load_n(&Expected, __ATOMIC_ACQUIRE),
                       __ATOMIC_RELAXED);
      __atomic_add_fetch(&Phase, 1u, __ATOMIC_RELEASE);
    }
    return T;
  }
  void wait(arrival_token &&T) const {
    while (__atomic_load_n(&Phase, __ATOMIC_ACQUIRE) == T.Phase)
      detail::waitTurn();
  }
  void arrive_and_wait() { wait(arrive()); }
  void arrive_and_drop() {
    __atomic_sub_fetch(&Expected, 1, __ATOMIC_ACQ_REL);
    (void)arrive();
  }
  static constexpr ::std::ptrdiff_t max() noexcept { return PTRDIFF_MAX; }

private:
  ::std::ptrdiff_t Expected;
  ::std::ptrdiff_t Pending;
  unsigned Phase;
  CompletionF Completion;
};

namespace detail {
inline void copyShare(unsigned Rank, unsigned Threads, void *Destination,
                      const void *Source, ::std::size_t Bytes) {
  const ::std::size_t Share = (Bytes + Threads - 1) / Threads;
  const ::std::size_t First = Rank * Share;
  if (First < Bytes)
    ::std::memcpy(static_cast<char *>(Destination) + First,
                  static_cast<const char *>(Source) + First,
                  Bytes - First < Share ? Bytes - First : Share);
}
} // namespace detail

/// Copies Size bytes at once; the barrier's phase ends after it.
template <class Size, thread_scope Scope, class F>
async_contract_fulfillment memcpy_async(void *Destination, const void *Source, Size Bytes,
                                        barrier<Scope, F> &) {
  ::std::memcpy(Destination, Source, ::std::size_t(Bytes));
  return async_contract_fulfillment::none;
}

/// The group form: each thread of the group copies its share of the bytes;
/// all of them are copied once every thread has arrived at the barrier.
template <class Group, class Size, thread_scope Scope, class F>
async_contract_fulfillment memcpy_async(const Group &G, void *Destination, const void *Source,
                                        Size Bytes, barrier<Scope, F> &) {
  detail::copyShare(G.thread_rank(), G.size(), Destination, Source, ::std::size_t(Bytes));
  return async_contract_fulfillment::none;
}

namespace device {
// TMA and transaction counts: not on the CPU backend.
template <class... T> void barrier_arrive_tx(T &&...) {
  static_assert(sizeof...(T) < 0, "cuda::device::barrier_arrive_tx (TMA transaction counts) "
                                  "is not supported by the axl CPU backend");
}
template <class... T> void barrier_expect_tx(T &&...) {
  static_assert(sizeof...(T) < 0, "cuda::device::barrier_expect_tx (TMA transaction counts) "
                                  "is not supported by the axl CPU backend");
}
template <class... T> void barrier_native_handle(T &&...) {
  static_assert(sizeof...(T) < 0, "cuda::device::barrier_native_handle (a PTX mbarrier) "
                                  "is not supported by the axl CPU backend");
}
} // namespace device

namespace std {
template <class CompletionF = ::cuda::detail::EmptyCompletion>
using barrier = ::cuda::barrier<thread_scope_system, CompletionF>;
} // namespace std

} // namespace cuda
