// CPU backend runtime: events. A record enqueues a marker that stamps the
// time and completes the record's generation; a wait blocks a stream until
// the generation that was latest when the wait was issued completes (an
// event never recorded is complete). Records in a capturing stream do not
// run: they mark where a stream that waits on the event joins the capture.
#include "ipc.h"
#include "memory.h"
#include "state.h"

#include <algorithm>

namespace axl::cpu::detail {

std::shared_ptr<axlEvent_st> findEventLocked(axlEvent_t Handle) {
  auto &Events = runtime().Events;
  auto It = Events.find(Handle);
  return It == Events.end() ? nullptr : It->second;
}

axlError_t recordLocked(const std::shared_ptr<axlEvent_st> &E, axlStream_st &S, unsigned Flags,
                        Lock &L) {
  if (S.Cap) {
    if (S.Cap->Invalidated)
      return axlErrorStreamCaptureInvalidated;
    E->Cap = S.Cap;
    E->CapDeps = S.CapDeps;
    if (Flags & axlEventRecordExternal) // an event record node of the graph
      addCapturedNodeLocked(S, axlGraphNodeTypeEventRecord, nullptr, E);
    return axlSuccess;
  }
  E->Cap = nullptr;
  E->CapDeps.clear();
  if (E->Ipc)
    return ipcRecordLocked(E, S, L);
  uint64_t Generation = ++E->Recorded;
  return enqueueLocked(
      S,
      [E, Generation] {
        auto Now = std::chrono::steady_clock::now();
        Runtime &R = runtime();
        Lock L(R.M);
        if (Generation > E->Completed) {
          E->Completed = Generation;
          E->Time = Now;
        }
        R.Done.notify_all();
      },
      L, axlGraphNodeTypeEventRecord);
}

axlError_t waitEventLocked(axlStream_st &S, const std::shared_ptr<axlEvent_st> &E, unsigned Flags,
                           Lock &L) {
  if (E->Cap) {
    // A fork or join of a capture.
    Capture &C = *E->Cap;
    if (C.Ended)
      return axlErrorCapturedEvent;
    if (S.Cap && S.Cap != E->Cap) {
      invalidateLocked(*S.Cap);
      return axlErrorStreamCaptureMerge;
    }
    if (!S.Cap) {
      S.Cap = E->Cap;
      S.CapDeps = E->CapDeps;
      C.Joined.push_back(S.shared_from_this());
      return C.Invalidated ? axlErrorStreamCaptureInvalidated : axlSuccess;
    }
    for (axlGraphNode_t N : E->CapDeps)
      if (std::find(S.CapDeps.begin(), S.CapDeps.end(), N) == S.CapDeps.end())
        S.CapDeps.push_back(N);
    return C.Invalidated ? axlErrorStreamCaptureInvalidated : axlSuccess;
  }
  if (S.Cap) {
    if (S.Cap->Invalidated)
      return axlErrorStreamCaptureInvalidated;
    if (Flags & axlEventWaitExternal) { // an event wait node of the graph
      addCapturedNodeLocked(S, axlGraphNodeTypeWaitEvent, nullptr, E);
      return axlSuccess;
    }
    // Work recorded outside the capture cannot be a dependency of the graph.
    invalidateLocked(*S.Cap);
    return axlErrorStreamCaptureIsolation;
  }
  if (E->Ipc)
    return ipcWaitLocked(S, E, L);
  uint64_t Generation = E->Recorded;
  if (E->Completed >= Generation)
    return axlSuccess;
  return enqueueLocked(
      S,
      [E, Generation] {
        Runtime &R = runtime();
        Lock L(R.M);
        R.Done.wait(L, [&] { return E->Completed >= Generation; });
      },
      L, axlGraphNodeTypeWaitEvent);
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlEventCreate(axlEvent_t *Event) {
  return axlEventCreateWithFlags(Event, axlEventDefault);
}

axlError_t axlEventCreateWithFlags(axlEvent_t *Event, unsigned int Flags) {
  constexpr unsigned Valid = axlEventBlockingSync | axlEventDisableTiming | axlEventInterprocess;
  if (!Event || (Flags & ~Valid))
    return fail(axlErrorInvalidValue);
  // As CUDA: an interprocess event must not take timestamps.
  if ((Flags & axlEventInterprocess) && !(Flags & axlEventDisableTiming))
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  auto E = std::make_shared<axlEvent_st>();
  E->Flags = Flags;
  if ((Flags & axlEventInterprocess) && !(E->Ipc = makeIpcEvent()))
    return fail(axlErrorMemoryAllocation);
  Lock L(runtime().M);
  runtime().Events.emplace(E.get(), E);
  *Event = E.get();
  return axlSuccess;
}

axlError_t axlEventDestroy(axlEvent_t Event) {
  Lock L(runtime().M);
  // Pending records and waits hold the event until they have run.
  if (!runtime().Events.erase(Event))
    return fail(axlErrorInvalidResourceHandle);
  return axlSuccess;
}

axlError_t axlEventRecordWithFlags(axlEvent_t Event, axlStream_t Stream, unsigned int Flags) {
  if (Flags & ~unsigned(axlEventRecordExternal))
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    auto E = findEventLocked(Event);
    return fail(E ? recordLocked(E, *S, Flags, L) : axlErrorInvalidResourceHandle);
  });
}

axlError_t axlEventRecord(axlEvent_t Event, axlStream_t Stream) {
  return axlEventRecordWithFlags(Event, Stream, axlEventRecordDefault);
}

axlError_t axlStreamWaitEvent(axlStream_t Stream, axlEvent_t Event, unsigned int Flags) {
  if (Flags & ~unsigned(axlEventWaitExternal))
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    auto E = findEventLocked(Event);
    return fail(E ? waitEventLocked(*S, E, Flags, L) : axlErrorInvalidResourceHandle);
  });
}

axlError_t axlEventQuery(axlEvent_t Event) {
  if (axlError_t E = stickyError())
    return E;
  Lock L(runtime().M);
  auto E = findEventLocked(Event);
  if (!E)
    return fail(axlErrorInvalidResourceHandle);
  if (E->Cap)
    return fail(axlErrorCapturedEvent);
  if (E->Ipc)
    return ipcCompleted(*E->Ipc) ? axlSuccess : axlErrorNotReady;
  return E->Completed >= E->Recorded ? axlSuccess : axlErrorNotReady;
}

axlError_t axlEventSynchronize(axlEvent_t Event) {
  if (axlError_t E = stickyError())
    return E;
  Runtime &R = runtime();
  Lock L(R.M);
  auto E = findEventLocked(Event);
  if (!E)
    return fail(axlErrorInvalidResourceHandle);
  if (E->Cap)
    return fail(axlErrorCapturedEvent);
  uint64_t Generation = E->Recorded;
  if (E->Ipc) {
    if (axlError_t Error = ipcSynchronizeLocked(*E->Ipc, L))
      return fail(Error);
  } else if (E->Completed < Generation) {
    if (onExecutorThread())
      return fail(axlErrorNotPermitted);
    R.Done.wait(L, [&] { return E->Completed >= Generation; });
  }
  trimPoolsLocked(); // pools give back memory at a synchronisation
  return stickyError();
}

axlError_t axlEventElapsedTime(float *Ms, axlEvent_t Start, axlEvent_t End) {
  if (!Ms)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  Lock L(runtime().M);
  auto S = findEventLocked(Start), E = findEventLocked(End);
  if (!S || !E)
    return fail(axlErrorInvalidResourceHandle);
  if (S->Cap || E->Cap)
    return fail(axlErrorCapturedEvent);
  // As CUDA: never recorded, or created without timing -> invalid handle.
  if (!S->Recorded || !E->Recorded || ((S->Flags | E->Flags) & axlEventDisableTiming))
    return fail(axlErrorInvalidResourceHandle);
  if (S->Completed < S->Recorded || E->Completed < E->Recorded)
    return axlErrorNotReady;
  *Ms = std::chrono::duration<float, std::milli>(E->Time - S->Time).count();
  return axlSuccess;
}
