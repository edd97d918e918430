// CPU backend of libcu++'s <cuda/pipeline>. Copies (cuda::memcpy_async)
// happen at once, so a thread-scope pipeline has nothing to wait for; a
// block-scope pipeline over a pipeline_shared_state keeps CUDA's order
// between threads: producer_acquire waits until every consumer released the
// stage's previous round, consumer_wait until every producer committed the
// stage. Waiting threads let the block's other threads run (see barrier.h).
//
// Not provided: pipeline_producer_commit with a barrier for block-scope
// pipelines, and consumer_wait_for/_until wait without a time limit.
#pragma once
#include <axl/cpu/barrier.h>
#include <axl/cpu/cooperative_groups.h>

#include <cstdint>

namespace cuda {

enum class pipeline_role { producer, consumer };

template <thread_scope Scope, ::std::uint8_t Stages> struct pipeline_shared_state {
  static_assert(Scope == thread_scope_block || Scope == thread_scope_device ||
                    Scope == thread_scope_system,
                "cuda::pipeline_shared_state: a thread-scope pipeline has no shared state");
  pipeline_shared_state() = default;
  pipeline_shared_state(const pipeline_shared_state &) = delete;
  // Per stage: commits and releases since make_pipeline; the producers and
  // consumers that share the pipeline.
  unsigned Commits[Stages];
  unsigned Releases[Stages];
  unsigned Producers, Consumers;
};

template <thread_scope Scope> class pipeline;

/// A thread's own pipeline: its copies are complete when they are issued.
template <> class pipeline<thread_scope_thread> {
public:
  pipeline(pipeline &&) = default;
  pipeline(const pipeline &) = delete;
  void producer_acquire() {}
  void producer_commit() {}
  void consumer_wait() {}
  template <class Duration> bool consumer_wait_for(const Duration &) { return true; }
  template <class TimePoint> bool consumer_wait_until(const TimePoint &) { return true; }
  void consumer_release() {}
  bool quit() { return true; }

private:
  pipeline() = default;
  friend pipeline make_pipeline();
};

inline pipeline<thread_scope_thread> make_pipeline() { return {}; }

template <::std::uint8_t Prior>
void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &) {}

/// The copies committed so far are complete when the barrier's phase ends
/// (they are complete already).
template <class F>
void pipeline_producer_commit(pipeline<thread_scope_thread> &,
                              barrier<thread_scope_block, F> &) {}

/// A pipeline shared by the threads of a group: each thread keeps its
/// position, the shared state counts per stage.
template <thread_scope Scope> class pipeline {
public:
  pipeline(pipeline &&) = default;
  pipeline(const pipeline &) = delete;
  void producer_acquire() {
    const unsigned S = Head % StageCount, Round = Head / StageCount;
    while (__atomic_load_n(&Releases[S], __ATOMIC_ACQUIRE) < Round * Consumers)
      detail::waitTurn();
  }
  void producer_commit() {
    __atomic_add_fetch(&Commits[Head % StageCount], 1u, __ATOMIC_RELEASE);
    ++Head;
  }
  void consumer_wait() {
    const unsigned S = Tail % StageCount, Round = Tail / StageCount;
    while (__atomic_load_n(&Commits[S], __ATOMIC_ACQUIRE) < (Round + 1) * Producers)
      detail::waitTurn();
  }
  template <class Duration> bool consumer_wait_for(const Duration &) {
    consumer_wait();
    return true;
  }
  template <class TimePoint> bool consumer_wait_until(const TimePoint &) {
    consumer_wait();
    return true;
  }
  void consumer_release() {
    __atomic_add_fetch(&Releases[Tail % StageCount], 1u, __ATOMIC_RELEASE);
    ++Tail;
  }
  bool quit() { return true; }

private:
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> make_pipeline(const Group &, pipeline_shared_state<S, N> *);
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> make_pipeline(const Group &, pipeline_shared_state<S, N> *,
                                   ::std::size_t);
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> make_pipeline(const Group &, pipeline_shared_state<S, N> *,
                                   pipeline_role);
  template <::std::uint8_t N>
  explicit pipeline(pipeline_shared_state<Scope, N> *State)
      : Commits(State->Commits), Releases(State->Releases), StageCount(N),
        Producers(State->Producers), Consumers(State->Consumers) {}
  unsigned *Commits, *Releases;
  unsigned StageCount, Producers, Consumers;
  unsigned Head = 0, Tail = 0;
};

namespace detail {
template <thread_scope S, ::std::uint8_t N>
void resetPipeline(pipeline_shared_state<S, N> *State, unsigned Producers,
                   unsigned Consumers) {
  for (unsigned I = 0; I < N; ++I)
    State->Commits[I] = State->Releases[I] = 0;
  State->Producers = Producers;
  State->Consumers = Consumers;
}
} // namespace detail

/// Every thread of the group produces and consumes.
template <class Group, thread_scope S, ::std::uint8_t N>
pipeline<S> make_pipeline(const Group &G, pipeline_shared_state<S, N> *State) {
  if (G.thread_rank() == 0)
    detail::resetPipeline(State, G.size(), G.size());
  G.sync();
  return pipeline<S>(State);
}

/// The first ProducerCount threads of the group produce, the others consume.
template <class Group, thread_scope S, ::std::uint8_t N>
pipeline<S> make_pipeline(const Group &G, pipeline_shared_state<S, N> *State,
                          ::std::size_t ProducerCount) {
  if (G.thread_rank() == 0)
    detail::resetPipeline(State, ProducerCount, G.size() - ProducerCount);
  G.sync();
  return pipeline<S>(State);
}

/// Each thread says what it does: counted, then the pipeline is made.
template <class Group, thread_scope S, ::std::uint8_t N>
pipeline<S> make_pipeline(const Group &G, pipeline_shared_state<S, N> *State,
                          pipeline_role Role) {
  if (G.thread_rank() == 0)
    detail::resetPipeline(State, 0, 0);
  G.sync();
  __atomic_add_fetch(Role == pipeline_role::producer ? &State->Producers : &State->Consumers,
                     1u, __ATOMIC_ACQ_REL);
  G.sync();
  return pipeline<S>(State);
}

/// Copies at once; the copy is complete when the stage is committed.
template <class Size, thread_scope Scope>
async_contract_fulfillment memcpy_async(void *Destination, const void *Source, Size Bytes,
                                        pipeline<Scope> &) {
  ::std::memcpy(Destination, Source, ::std::size_t(Bytes));
  return async_contract_fulfillment::none;
}

/// The group form: each thread of the group copies its share.
template <class Group, class Size, thread_scope Scope>
async_contract_fulfillment memcpy_async(const Group &G, void *Destination, const void *Source,
                                        Size Bytes, pipeline<Scope> &) {
  detail::copyShare(G.thread_rank(), G.size(), Destination, Source, ::std::size_t(Bytes));
  return async_contract_fulfillment::none;
}

} // namespace cuda
