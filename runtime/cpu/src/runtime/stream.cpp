// CPU backend runtime: streams and their executors, the legacy default
// stream, per-thread default streams, and device-wide synchronisation.
#include "memory.h"
#include "state.h"
#include "../fault/fault.h"

#include <algorithm>
#include <utility>

namespace axl::cpu::detail {

namespace {

/// The stream whose executor is the calling thread, if any.
thread_local axlStream_st *CurrentExecutor = nullptr;

using Ticket = std::pair<std::shared_ptr<axlStream_st>, uint64_t>;

/// A task that blocks its executor until each stream has completed the given
/// number of tasks.
Task waitForStreams(std::vector<Ticket> Tickets) {
  return [Tickets = std::move(Tickets)] {
    Runtime &R = runtime();
    Lock L(R.M);
    R.Done.wait(L, [&] {
      return std::all_of(Tickets.begin(), Tickets.end(),
                         [](const Ticket &T) { return T.first->Completed >= T.second; });
    });
  };
}

void executorMain(std::shared_ptr<axlStream_st> S) {
  CurrentExecutor = S.get();
  Runtime &R = runtime();
  Lock L(R.M);
  for (;;) {
    S->Wake.wait(L, [&] { return !S->Queue.empty() || S->Stop || R.ShuttingDown; });
    if (S->Queue.empty())
      break;
    Task T = std::move(S->Queue.front());
    S->Queue.pop_front();
    L.unlock();
    T();
    T = nullptr; // release what the task holds outside the lock
    L.lock();
    ++S->Completed;
    R.Done.notify_all();
  }
  S->ExecutorStarted = false;
  R.Executing.erase(std::find(R.Executing.begin(), R.Executing.end(), S));
  R.Done.notify_all();
}

/// At process exit, lets every executor finish its queue and stop, so that no
/// stream work runs during static destruction; later work runs inline. It is
/// created with the first executor, hence destroyed before anything the
/// program created earlier.
struct ExitDrain {
  ~ExitDrain() {
    if (onExecutorThread())
      return; // exit() from a host function: the executors cannot be joined
    Runtime &R = runtime();
    Lock L(R.M);
    R.ShuttingDown = true;
    for (auto &S : R.Executing)
      S->Wake.notify_all();
    R.Done.wait(L, [&] { return R.Executing.empty(); });
  }
};

void startExecutorLocked(const std::shared_ptr<axlStream_st> &S) {
  static ExitDrain Drain;
  Runtime &R = runtime();
  S->ExecutorStarted = true;
  R.Executing.push_back(S);
  std::thread(executorMain, S).detach();
}

/// Takes `S` by value: erasing it from Streams may drop the last other owner.
void destroyStreamLocked(std::shared_ptr<axlStream_st> S) {
  Runtime &R = runtime();
  R.Streams.erase(S.get());
  if (S->Cap)
    invalidateLocked(*S->Cap);
  S->Stop = true;
  S->Wake.notify_all();
}

/// The calling thread's default stream (axlStreamPerThread): a blocking
/// stream created at first use and destroyed (after its work) at thread exit.
struct PerThreadStream {
  std::shared_ptr<axlStream_st> S;
  ~PerThreadStream() {
    if (!S)
      return;
    Lock L(runtime().M);
    destroyStreamLocked(S);
  }
};
thread_local PerThreadStream PerThread;

std::shared_ptr<axlStream_st> newStreamLocked(unsigned Flags, int Priority) {
  Runtime &R = runtime();
  auto S = std::make_shared<axlStream_st>();
  S->Flags = Flags;
  S->Priority = Priority;
  S->Id = R.NextStreamId++;
  R.Streams.emplace(S.get(), S);
  return S;
}

bool captureHasBlockingStream(const Capture &C) {
  return C.Origin->blocking() ||
         std::any_of(C.Joined.begin(), C.Joined.end(),
                     [](const std::shared_ptr<axlStream_st> &S) { return S->blocking(); });
}

/// Whether `S` or, for the legacy stream, any blocking stream has work left.
bool hasPendingWorkLocked(const axlStream_st &S) {
  if (S.Completed < S.Enqueued)
    return true;
  if (!S.Legacy)
    return false;
  const Runtime &R = runtime();
  return std::any_of(R.Executing.begin(), R.Executing.end(), [](const auto &B) {
    return B->blocking() && B->Completed < B->Enqueued;
  });
}

} // namespace

Runtime &runtime() {
  static Runtime *R = [] {
    auto *New = new Runtime;
    New->Legacy = std::make_shared<axlStream_st>();
    New->Legacy->Legacy = true;
    return New;
  }();
  return *R;
}

bool onExecutorThread() { return CurrentExecutor != nullptr; }

std::shared_ptr<axlStream_st> resolveStream(axlStream_t Handle, Lock &) {
  Runtime &R = runtime();
  if (!Handle || Handle == axlStreamLegacy)
    return R.Legacy;
  if (Handle == axlStreamPerThread) {
    if (!PerThread.S) {
      PerThread.S = newStreamLocked(axlStreamDefault, 0);
      PerThread.S->PerThread = true;
    }
    return PerThread.S;
  }
  auto It = R.Streams.find(Handle);
  return It == R.Streams.end() ? nullptr : It->second;
}

axlError_t enqueueLocked(axlStream_st &S, Task T, Lock &L, axlGraphNodeType Type) {
  Runtime &R = runtime();
  if (S.Cap) {
    if (S.Cap->Invalidated)
      return axlErrorStreamCaptureInvalidated;
    addCapturedNodeLocked(S, Type, std::move(T), nullptr);
    return axlSuccess;
  }
  if (R.ShuttingDown && !S.ExecutorStarted) {
    // Process exit: the executors are stopping; run in the caller.
    ++S.Enqueued;
    L.unlock();
    T();
    L.lock();
    ++S.Completed;
    return axlSuccess;
  }
  // The legacy default stream waits for prior work of every blocking stream
  // and they wait for its prior work; a capturing blocking stream cannot take
  // part in that (CUDA: axlErrorStreamCaptureImplicit).
  std::vector<Ticket> Waits;
  if (S.Legacy) {
    bool Implicit = false;
    for (auto &C : R.Captures)
      if (captureHasBlockingStream(*C)) {
        invalidateLocked(*C);
        Implicit = true;
      }
    if (Implicit)
      return axlErrorStreamCaptureImplicit;
    for (auto &B : R.Executing)
      if (B->blocking() && !B->Legacy && B->Completed < B->Enqueued)
        Waits.emplace_back(B, B->Enqueued);
  } else if (S.blocking() && R.Legacy->Completed < R.Legacy->Enqueued) {
    Waits.emplace_back(R.Legacy, R.Legacy->Enqueued);
  }
  if (!Waits.empty()) {
    S.Queue.push_back(waitForStreams(std::move(Waits)));
    ++S.Enqueued;
  }
  S.Queue.push_back(std::move(T));
  ++S.Enqueued;
  if (!S.ExecutorStarted)
    startExecutorLocked(S.shared_from_this());
  S.Wake.notify_one();
  return axlSuccess;
}

void waitIdleLocked(axlStream_st &S, Lock &L) {
  uint64_t Ticket = S.Enqueued;
  runtime().Done.wait(L, [&] { return S.Completed >= Ticket; });
}

static axlError_t enqueueTask(axlStream_t Stream, Task T, bool Work, axlGraphNodeType Type) {
  if (Work)
    T = axl::cpu::fault::slowed(std::move(T));
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) {
    return fail(enqueueLocked(*S, std::move(T), L, Type));
  });
}

axlError_t enqueue(axlStream_t Stream, std::function<void()> T, bool Work) {
  return enqueueTask(Stream, std::move(T), Work, axlGraphNodeTypeKernel);
}

axlError_t enqueueAs(axlStream_t Stream, Task T, axlGraphNodeType Type) {
  return enqueueTask(Stream, std::move(T), true, Type);
}

void resetRuntime() {
  Runtime &R = runtime();
  {
    Lock L(R.M);
    if (!onExecutorThread())
      R.Done.wait(L, [&] {
        return std::all_of(R.Executing.begin(), R.Executing.end(),
                           [](const auto &S) { return S->Completed == S->Enqueued; });
      });
    abandonCapturesLocked();
    std::vector<std::shared_ptr<axlStream_st>> UserStreams;
    for (auto &[Handle, S] : R.Streams)
      if (!S->PerThread)
        UserStreams.push_back(S);
    for (auto &S : UserStreams)
      destroyStreamLocked(S);
    R.Events.clear();
    releaseGraphAllocationsLocked();
    for (axlGraph_st *G : R.Graphs)
      delete G;
    R.Graphs.clear();
    for (axlGraphExec_st *E : R.Execs)
      delete E;
    R.Execs.clear();
  }
  releaseAllocations();
  clearErrors();
}

axlError_t runSynchronously(Task T) {
  if (axlError_t E = stickyError())
    return E;
  if (onExecutorThread())
    return fail(axlErrorNotPermitted);
  Runtime &R = runtime();
  Lock L(R.M);
  if (axlError_t E = checkUnsafeDuringCaptureLocked())
    return fail(E);
  if (axlError_t E = enqueueLocked(*R.Legacy, axl::cpu::fault::slowed(std::move(T)), L,
                                    axlGraphNodeTypeMemcpy))
    return fail(E);
  waitIdleLocked(*R.Legacy, L);
  return stickyError();
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

static axlError_t createStream(axlStream_t *PStream, unsigned Flags, int Priority) {
  if (!PStream || (Flags & ~unsigned(axlStreamNonBlocking)))
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  int Least = 0, Greatest = 0;
  axlDeviceGetStreamPriorityRange(&Least, &Greatest);
  Priority = std::min(std::max(Priority, Greatest), Least);
  Lock L(runtime().M);
  *PStream = newStreamLocked(Flags, Priority).get();
  return axlSuccess;
}

axlError_t axlStreamCreate(axlStream_t *PStream) {
  return createStream(PStream, axlStreamDefault, 0);
}

axlError_t axlStreamCreateWithFlags(axlStream_t *PStream, unsigned int Flags) {
  return createStream(PStream, Flags, 0);
}

axlError_t axlStreamCreateWithPriority(axlStream_t *PStream, unsigned int Flags, int Priority) {
  return createStream(PStream, Flags, Priority);
}

axlError_t axlStreamDestroy(axlStream_t Stream) {
  if (!Stream || Stream == axlStreamLegacy || Stream == axlStreamPerThread)
    return fail(axlErrorInvalidResourceHandle);
  Lock L(runtime().M);
  auto It = runtime().Streams.find(Stream);
  if (It == runtime().Streams.end())
    return fail(axlErrorInvalidResourceHandle);
  destroyStreamLocked(It->second);
  return axlSuccess;
}

axlError_t axlStreamSynchronize(axlStream_t Stream) {
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    if (S->Cap) {
      invalidateLocked(*S->Cap);
      return fail(axlErrorStreamCaptureUnsupported);
    }
    if (hasPendingWorkLocked(*S)) {
      if (onExecutorThread())
        return fail(axlErrorNotPermitted);
      if (S->Legacy) {
        // A marker on the legacy stream waits for every blocking stream too.
        if (axlError_t E = enqueueLocked(*S, [] {}, L, axlGraphNodeTypeEmpty))
          return fail(E);
      }
      waitIdleLocked(*S, L);
    }
    trimPoolsLocked(); // pools give back memory at a synchronisation
    return stickyError();
  });
}

axlError_t axlStreamQuery(axlStream_t Stream) {
  return onStream(Stream, [](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    if (S->Cap) {
      invalidateLocked(*S->Cap);
      return fail(axlErrorStreamCaptureUnsupported);
    }
    return hasPendingWorkLocked(*S) ? axlErrorNotReady : axlSuccess;
  });
}

axlError_t axlDeviceSynchronize(void) {
  Runtime &R = runtime();
  Lock L(R.M);
  if (axlError_t E = checkUnsafeDuringCaptureLocked())
    return fail(E);
  std::vector<Ticket> Tickets;
  for (auto &S : R.Executing)
    if (S->Completed < S->Enqueued)
      Tickets.emplace_back(S, S->Enqueued);
  if (!Tickets.empty()) {
    if (onExecutorThread())
      return fail(axlErrorNotPermitted);
    R.Done.wait(L, [&] {
      return std::all_of(Tickets.begin(), Tickets.end(),
                         [](const Ticket &T) { return T.first->Completed >= T.second; });
    });
  }
  trimPoolsLocked(); // pools give back memory at a synchronisation
  return stickyError();
}

axlError_t axlLaunchHostFunc(axlStream_t Stream, axlHostFn_t Fn, void *UserData) {
  if (!Fn)
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    return fail(enqueueLocked(*S, [Fn, UserData] { Fn(UserData); }, L, axlGraphNodeTypeHost));
  });
}

axlError_t axlStreamAddCallback(axlStream_t Stream, axlStreamCallback_t Callback,
                                void *UserData, unsigned int Flags) {
  if (!Callback || Flags != 0)
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    // The callback gets the handle it was registered with and the status of the
    // device when it runs.
    return fail(enqueueLocked(
        *S, [Stream, Callback, UserData] { Callback(Stream, stickyError(), UserData); }, L,
        axlGraphNodeTypeHost));
  });
}

/// The stream queries: *Out = Field(stream), with CUDA's errors for a null
/// Out and an unknown stream.
template <class T, class F>
static axlError_t queryStream(axlStream_t Stream, T *Out, F Field) {
  if (!Out)
    return fail(axlErrorInvalidValue);
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    *Out = Field(*S);
    return axlSuccess;
  });
}

axlError_t axlStreamGetFlags(axlStream_t Stream, unsigned int *Flags) {
  return queryStream(Stream, Flags, [](const axlStream_st &S) { return S.Flags; });
}

axlError_t axlStreamGetPriority(axlStream_t Stream, int *Priority) {
  return queryStream(Stream, Priority, [](const axlStream_st &S) { return S.Priority; });
}

axlError_t axlStreamGetId(axlStream_t Stream, unsigned long long *StreamId) {
  return queryStream(Stream, StreamId, [](const axlStream_st &S) { return S.Id; });
}

axlError_t axlStreamGetDevice(axlStream_t Stream, int *Device) {
  return queryStream(Stream, Device, [](const axlStream_st &) { return 0; });
}
