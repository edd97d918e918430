// Graphs: work captured from a stream (memsets, copies, host functions, and a
// fork/join over a second stream through events) runs only when the graph is
// launched, in order, once per launch; explicit graphs do the same; and the
// capture errors are CUDA's (synchronous calls, the legacy stream, unjoined
// forks, uncaptured dependencies, wrong stream or thread, invalid modes).
#include "runtime_check.h"

#include <cstring>

static EventLog Log;
static int *Dev;

/// Logs the device buffer's first value.
static void AXLRT_CB logDevice(void *) { Log.add(Dev[0]); }

static void captureAndReplay() {
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  CHECK_OK(axlMalloc(&Dev, 64));
  static int Seven = 7;
  Step A{&Log, 100, 0}, Z{&Log, 200, 0};

  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  axlStreamCaptureStatus Status = axlStreamCaptureStatusNone;
  CHECK_OK(axlStreamIsCapturing(S, &Status));
  CHECK(Status == axlStreamCaptureStatusActive);
  CHECK_OK(axlLaunchHostFunc(S, runStep, &A));
  CHECK_OK(axlMemsetAsync(Dev, 0, 64, S));
  CHECK_OK(axlLaunchHostFunc(S, logDevice, nullptr));
  CHECK_OK(axlMemcpyAsync(Dev, &Seven, sizeof(int), axlMemcpyHostToDevice, S));
  CHECK_OK(axlLaunchHostFunc(S, logDevice, nullptr));
  unsigned long long Id = 0;
  size_t NumDeps = 0;
  const axlGraphNode_t *Deps = nullptr;
  axlGraph_t During = nullptr;
  CHECK_OK(axlStreamGetCaptureInfo(S, &Status, &Id, &During, &Deps, nullptr, &NumDeps));
  CHECK(Status == axlStreamCaptureStatusActive && Id != 0 && During && NumDeps == 1 && Deps[0]);
  axlGraph_t G = nullptr;
  CHECK_OK(axlStreamEndCapture(S, &G));
  CHECK(G == During);
  CHECK_OK(axlStreamIsCapturing(S, &Status));
  CHECK(Status == axlStreamCaptureStatusNone);
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {}, "nothing runs during capture");

  size_t Count = 0;
  CHECK_OK(axlGraphGetNodes(G, nullptr, &Count));
  CHECK(Count == 5);
  axlGraphNode_t Nodes[5];
  CHECK_OK(axlGraphGetNodes(G, Nodes, &Count));
  axlGraphNodeType Types[5];
  for (int I = 0; I < 5; ++I)
    CHECK_OK(axlGraphNodeGetType(Nodes[I], &Types[I]));
  CHECK(Types[0] == axlGraphNodeTypeHost && Types[1] == axlGraphNodeTypeMemset &&
        Types[2] == axlGraphNodeTypeHost && Types[3] == axlGraphNodeTypeMemcpy &&
        Types[4] == axlGraphNodeTypeHost);

  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiate(&Exec, G, 0));
  CHECK_OK(axlGraphDestroy(G)); // the executable graph is independent
  for (int I = 0; I < 3; ++I)
    CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlLaunchHostFunc(S, runStep, &Z));
  CHECK_OK(axlGraphExecDestroy(Exec)); // launched work holds what it needs
  CHECK_OK(axlStreamSynchronize(S));
  expectLog(Log, {100, 0, 7, 100, 0, 7, 100, 0, 7, 200}, "three replays, then later work");
  CHECK_OK(axlStreamDestroy(S));
  std::printf("PASS replay\n");
}

static void forkJoin() {
  axlStream_t S, Side;
  CHECK_OK(axlStreamCreateWithFlags(&S, axlStreamNonBlocking));
  CHECK_OK(axlStreamCreateWithFlags(&Side, axlStreamNonBlocking));
  axlEvent_t Fork, Join;
  CHECK_OK(axlEventCreateWithFlags(&Fork, axlEventDisableTiming));
  CHECK_OK(axlEventCreateWithFlags(&Join, axlEventDisableTiming));
  Step A{&Log, 1, 0}, B{&Log, 2, 0}, C{&Log, 3, 0};

  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeThreadLocal));
  CHECK_OK(axlLaunchHostFunc(S, runStep, &A));
  CHECK_OK(axlEventRecord(Fork, S));
  CHECK_ERR(axlEventQuery(Fork), axlErrorCapturedEvent);
  CHECK_OK(axlStreamWaitEvent(Side, Fork, 0));
  axlStreamCaptureStatus Status;
  CHECK_OK(axlStreamIsCapturing(Side, &Status));
  CHECK(Status == axlStreamCaptureStatusActive);
  CHECK_OK(axlLaunchHostFunc(Side, runStep, &B));
  CHECK_OK(axlEventRecord(Join, Side));
  CHECK_OK(axlStreamWaitEvent(S, Join, 0));
  CHECK_OK(axlLaunchHostFunc(S, runStep, &C));
  axlGraph_t G;
  CHECK_OK(axlStreamEndCapture(S, &G));
  CHECK_OK(axlStreamIsCapturing(Side, &Status));
  CHECK(Status == axlStreamCaptureStatusNone);
  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiateWithFlags(&Exec, G, axlGraphInstantiateFlagAutoFreeOnLaunch));
  CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectLog(Log, {1, 2, 3, 1, 2, 3}, "fork/join replay");
  CHECK_OK(axlGraphExecDestroy(Exec));
  CHECK_OK(axlGraphDestroy(G));

  // A fork that is not joined back fails the capture.
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_OK(axlEventRecord(Fork, S));
  CHECK_OK(axlStreamWaitEvent(Side, Fork, 0));
  CHECK_OK(axlLaunchHostFunc(Side, runStep, &B));
  // Ending it from the forked stream is not allowed either.
  axlGraph_t None = reinterpret_cast<axlGraph_t>(1);
  CHECK_ERR(axlStreamEndCapture(Side, &None), axlErrorStreamCaptureUnmatched);
  CHECK_ERR(axlStreamEndCapture(S, &None), axlErrorStreamCaptureInvalidated);
  CHECK(None == nullptr);

  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_OK(axlEventRecord(Fork, S));
  CHECK_OK(axlStreamWaitEvent(Side, Fork, 0));
  CHECK_OK(axlLaunchHostFunc(Side, runStep, &B));
  CHECK_OK(axlLaunchHostFunc(S, runStep, &A));
  CHECK_ERR(axlStreamEndCapture(S, &None), axlErrorStreamCaptureUnjoined);
  CHECK(None == nullptr);
  CHECK_OK(axlStreamIsCapturing(Side, &Status)); // the fork left the capture
  CHECK(Status == axlStreamCaptureStatusNone);
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {}, "failed captures run nothing");
  axlGetLastError();

  for (axlEvent_t E : {Fork, Join})
    CHECK_OK(axlEventDestroy(E));
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlStreamDestroy(Side));
  std::printf("PASS fork-join\n");
}

static void captureErrors() {
  axlStream_t S, NonBlocking;
  CHECK_OK(axlStreamCreate(&S));
  CHECK_OK(axlStreamCreateWithFlags(&NonBlocking, axlStreamNonBlocking));
  int Host = 5, Copy = 0;
  axlGraph_t G = nullptr;
  Step A{&Log, 1, 0};

  // A synchronous call during a global capture is refused and invalidates it.
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_ERR(axlMemcpy(&Copy, &Host, sizeof(int), axlMemcpyHostToHost),
            axlErrorStreamCaptureUnsupported);
  CHECK(Copy == 0);
  axlStreamCaptureStatus Status;
  CHECK_OK(axlStreamIsCapturing(S, &Status));
  CHECK(Status == axlStreamCaptureStatusInvalidated);
  CHECK_ERR(axlLaunchHostFunc(S, runStep, &A), axlErrorStreamCaptureInvalidated);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorStreamCaptureInvalidated);
  CHECK(G == nullptr);

  // So is synchronising the capturing stream.
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeRelaxed));
  CHECK_ERR(axlStreamSynchronize(S), axlErrorStreamCaptureUnsupported);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorStreamCaptureInvalidated);

  // The legacy stream cannot synchronise with a capturing blocking stream...
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeRelaxed));
  CHECK_ERR(axlLaunchHostFunc(0, runStep, &A), axlErrorStreamCaptureImplicit);
  CHECK_ERR(axlStreamIsCapturing(0, &Status), axlErrorStreamCaptureImplicit);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorStreamCaptureInvalidated);
  // ...but a non-blocking one does not synchronise with it.
  CHECK_OK(axlStreamBeginCapture(NonBlocking, axlStreamCaptureModeRelaxed));
  CHECK_OK(axlLaunchHostFunc(0, runStep, &A));
  CHECK_OK(axlStreamSynchronize(0));
  expectLog(Log, {1}, "legacy stream next to a non-blocking capture");
  // Relaxed mode allows synchronous calls (here from the capturing thread).
  void *P = nullptr;
  CHECK_OK(axlMalloc(&P, 16));
  CHECK_OK(axlFree(P));
  CHECK_OK(axlStreamEndCapture(NonBlocking, &G));
  CHECK_OK(axlGraphDestroy(G));

  // Thread-local mode forbids them in the capturing thread only; a thread
  // can opt out with axlThreadExchangeStreamCaptureMode.
  CHECK_OK(axlStreamBeginCapture(NonBlocking, axlStreamCaptureModeThreadLocal));
  std::thread([] {
    void *Q = nullptr;
    CHECK_OK(axlMalloc(&Q, 16));
    CHECK_OK(axlFree(Q));
  }).join();
  axlStreamCaptureMode Mode = axlStreamCaptureModeRelaxed;
  CHECK_OK(axlThreadExchangeStreamCaptureMode(&Mode));
  CHECK(Mode == axlStreamCaptureModeGlobal);
  CHECK_OK(axlMalloc(&P, 16));
  CHECK_OK(axlThreadExchangeStreamCaptureMode(&Mode));
  CHECK(Mode == axlStreamCaptureModeRelaxed);
  CHECK_ERR(axlFree(P), axlErrorStreamCaptureUnsupported);
  // Ending from another thread is refused for a thread-local capture.
  std::thread([&] {
    axlGraph_t Other;
    CHECK_ERR(axlStreamEndCapture(NonBlocking, &Other), axlErrorStreamCaptureWrongThread);
  }).join();
  CHECK_ERR(axlStreamEndCapture(NonBlocking, &G), axlErrorStreamCaptureInvalidated);
  CHECK_OK(axlFree(P));

  // Waiting on work recorded outside the capture.
  axlEvent_t Outside;
  CHECK_OK(axlEventCreate(&Outside));
  CHECK_OK(axlEventRecord(Outside, NonBlocking));
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_ERR(axlStreamWaitEvent(S, Outside, 0), axlErrorStreamCaptureIsolation);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorStreamCaptureInvalidated);
  CHECK_OK(axlEventDestroy(Outside));

  // Misuse.
  CHECK_ERR(axlStreamBeginCapture(0, axlStreamCaptureModeGlobal),
            axlErrorStreamCaptureUnsupported);
  CHECK_ERR(axlStreamBeginCapture(S, static_cast<axlStreamCaptureMode>(7)),
            axlErrorInvalidValue);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorIllegalState);
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_ERR(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal), axlErrorIllegalState);
  CHECK_ERR(axlMalloc(&P, 16), axlErrorStreamCaptureUnsupported);
  CHECK_ERR(axlStreamEndCapture(S, &G), axlErrorStreamCaptureInvalidated);
  CHECK_ERR(axlGraphLaunch(nullptr, S), axlErrorInvalidValue);
  CHECK_ERR(axlGraphInstantiate(nullptr, G), axlErrorInvalidValue);
  axlGetLastError();
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlStreamDestroy(NonBlocking));
  std::printf("PASS capture-errors\n");
}

static void explicitGraph() {
  axlGraph_t G;
  CHECK_OK(axlGraphCreate(&G, 0));
  static unsigned char Buf[8];
  static unsigned char Out[8];
  Step A{&Log, 1, 0}, C{&Log, 3, 0};
  axlHostNodeParams HA{runStep, &A}, HC{runStep, &C};
  axlMemsetParams Set{Buf, 0, 0x5a, 1, sizeof(Buf), 1};
  axlGraphNode_t NA, NB, NCopy, NC, NEmpty, NRec;
  CHECK_OK(axlGraphAddHostNode(&NA, G, nullptr, 0, &HA));
  CHECK_OK(axlGraphAddMemsetNode(&NB, G, &NA, 1, &Set));
  CHECK_OK(axlGraphAddMemcpyNode1D(&NCopy, G, &NB, 1, Out, Buf, sizeof(Buf), axlMemcpyDefault));
  axlGraphNode_t Both[] = {NA, NCopy};
  CHECK_OK(axlGraphAddEmptyNode(&NEmpty, G, Both, 2));
  CHECK_OK(axlGraphAddHostNode(&NC, G, &NEmpty, 1, &HC));
  axlEvent_t E;
  CHECK_OK(axlEventCreate(&E));
  CHECK_OK(axlGraphAddEventRecordNode(&NRec, G, &NC, 1, E));
  axlGraphNode_t Dup[] = {NA, NA};
  CHECK_ERR(axlGraphAddEmptyNode(&NEmpty, G, Dup, 2), axlErrorInvalidValue);
  axlMemsetParams Bad{Buf, 0, 0, 3, 1, 1};
  CHECK_ERR(axlGraphAddMemsetNode(&NB, G, nullptr, 0, &Bad), axlErrorInvalidValue);
  axlGetLastError();

  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiate(&Exec, G));
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  CHECK_OK(axlGraphUpload(Exec, S));
  CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlGraphLaunch(Exec, 0));
  CHECK_OK(axlEventSynchronize(E));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {1, 3, 1, 3}, "explicit graph");
  for (unsigned char V : Out)
    CHECK(V == 0x5a);
  CHECK_OK(axlGraphExecDestroy(Exec));
  CHECK_ERR(axlGraphExecDestroy(Exec), axlErrorInvalidValue);
  CHECK_OK(axlGraphDestroy(G));
  CHECK_ERR(axlGraphCreate(&G, 1), axlErrorInvalidValue);
  axlGetLastError();
  CHECK_OK(axlEventDestroy(E));
  CHECK_OK(axlStreamDestroy(S));
  std::printf("PASS explicit\n");
}

int main() {
  captureAndReplay();
  forkJoin();
  captureErrors();
  explicitGraph();
  return 0;
}
