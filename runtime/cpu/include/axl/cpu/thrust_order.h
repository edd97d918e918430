// CPU backend: Thrust calls ordered as CUDA orders them. Included right after
// Thrust's TBB system tag is defined (the generated
// <thrust/system/tbb/detail/execution_policy.h> does it), so every
// translation unit that uses Thrust's device system has it.
//
// A Thrust call without an execution policy (thrust::reduce(v.begin(),
// v.end()) over device_vector or device_ptr iterators) runs on CUDA's legacy
// default stream, after the work enqueued before it on blocking streams (a
// kernel writing v, say). Thrust picks such a call's system with an
// unqualified select_system(tag), which finds the overloads below by
// argument-dependent lookup ahead of its generic one (an identity conversion
// against a derived-to-base one): they wait as
// axlStreamSynchronize(axlStreamLegacy) does, so the order holds here too.
// A call given thrust::device explicitly does not pass there and does not
// wait (on CUDA it runs on the legacy stream): wait for its input first.
#pragma once
#include <axl/cpu/runtime.h>

#include <oneapi/tbb/task.h>
#include <oneapi/tbb/task_scheduler_observer.h>

#include <stdexcept>
#include <string>
#include <type_traits>

namespace axl::cpu::detail {
/// Waits for `Stream`'s work before a Thrust algorithm. axlErrorNotPermitted
/// (called from a stream's host function, where CUDA forbids stream calls):
/// the algorithm runs without waiting.
inline void thrustWaitFor(axlStream_t Stream, const char *What) {
  axlError_t E = axlStreamSynchronize(Stream);
  if (E != axlSuccess && E != axlErrorNotPermitted)
    throw std::runtime_error(std::string("axl cpu backend: ") + What + ": " +
                             axlGetErrorString(E));
}
} // namespace axl::cpu::detail

namespace axl::cpu::detail {
/// Whether the calling thread is one of TBB's workers, which run only tasks
/// (Thrust's calls there come after the program's call that started them):
/// an observer marks them as they join the scheduler, so the check is a
/// thread-local read.
inline thread_local bool OnTbbWorker = false;
struct TbbWorkerMarker : ::tbb::task_scheduler_observer {
  TbbWorkerMarker() { observe(true); }
  ~TbbWorkerMarker() override { observe(false); }
  void on_scheduler_entry(bool IsWorker) override {
    if (IsWorker)
      OnTbbWorker = true;
  }
};
inline TbbWorkerMarker TbbWorkers;
} // namespace axl::cpu::detail

namespace thrust::system::tbb::detail {
// Templates taking exactly the tag: a policy object (par_t), which converts
// to tag, keeps Thrust's generic overload.
template <class... T>
using axl_all_tags = std::enable_if_t<(std::is_same<T, tag>::value && ...), tag>;
template <class T> axl_all_tags<T> select_system(T) {
  // Thrust's TBB algorithms make such calls from their own tasks (every
  // device_reference access does), many of them, on every worker: only a
  // call from outside any TBB task (the program's) waits; the ones inside
  // come after it.
  if (!::axl::cpu::detail::OnTbbWorker && !::tbb::task::current_context())
    ::axl::cpu::detail::thrustWaitFor(
        axlStreamLegacy, "a Thrust call on the legacy default stream: the work before it failed");
  return tag();
}
template <class T, class U> axl_all_tags<T, U> select_system(T, U) {
  return select_system(tag());
}
template <class T, class U, class V> axl_all_tags<T, U, V> select_system(T, U, V) {
  return select_system(tag());
}
template <class T, class U, class V, class W>
axl_all_tags<T, U, V, W> select_system(T, U, V, W) {
  return select_system(tag());
}
} // namespace thrust::system::tbb::detail
