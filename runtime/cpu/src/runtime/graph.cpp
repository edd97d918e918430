// CPU backend runtime: stream capture and graphs. Work enqueued on a
// capturing stream becomes graph nodes; streams forked from it by waiting on
// an event recorded in it join the capture and must be joined back before it
// ends. Nodes are kept in insertion order, a topological order, and a launch
// enqueues them in that order on the launch stream.
#include "state.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace axl::cpu::detail {

namespace {

/// The calling thread's capture interaction mode
/// (axlThreadExchangeStreamCaptureMode).
thread_local axlStreamCaptureMode ThreadMode = axlStreamCaptureModeGlobal;

void leaveCaptureLocked(Capture &C) {
  Runtime &R = runtime();
  C.Origin->Cap = nullptr;
  C.Origin->CapDeps.clear();
  for (auto &S : C.Joined) {
    S->Cap = nullptr;
    S->CapDeps.clear();
  }
  C.Ended = true;
  R.Captures.erase(std::find_if(R.Captures.begin(), R.Captures.end(),
                                [&](const std::shared_ptr<Capture> &P) { return P.get() == &C; }));
}

/// Whether the last operation of every forked stream precedes the origin's.
bool allJoined(const Capture &C) {
  std::unordered_set<axlGraphNode_t> Before;
  std::vector<axlGraphNode_t> Work(C.Origin->CapDeps);
  while (!Work.empty()) {
    axlGraphNode_t N = Work.back();
    Work.pop_back();
    if (Before.insert(N).second)
      Work.insert(Work.end(), N->Deps.begin(), N->Deps.end());
  }
  for (auto &S : C.Joined)
    for (axlGraphNode_t N : S->CapDeps)
      if (!Before.count(N))
        return false;
  return true;
}

bool anyBlockingCaptureLocked() {
  for (auto &C : runtime().Captures) {
    if (C->Origin->blocking())
      return true;
    for (auto &S : C->Joined)
      if (S->blocking())
        return true;
  }
  return false;
}

/// Adds a node after the given dependencies (checked by checkNewNodeLocked).
axlError_t addNode(axlGraphNode_t *PNode, axlGraph_t Graph, const axlGraphNode_t *Deps,
                   size_t NumDeps, axlGraphNodeType Type, Task Run,
                   std::shared_ptr<axlEvent_st> Event) {
  Lock L(runtime().M);
  if (axlError_t E = checkNewNodeLocked(PNode, Graph, Deps, NumDeps))
    return fail(E);
  auto N = std::make_unique<axlGraphNode_st>();
  N->Type = Type;
  N->Run = std::move(Run);
  N->Event = std::move(Event);
  N->Deps.assign(Deps, Deps + NumDeps);
  *PNode = N.get();
  Graph->Nodes.push_back(std::move(N));
  return axlSuccess;
}

} // namespace

axlError_t checkNewNodeLocked(axlGraphNode_t *PNode, axlGraph_t Graph, const axlGraphNode_t *Deps,
                              size_t NumDeps) {
  if (!PNode || !Graph || (NumDeps && !Deps))
    return axlErrorInvalidValue;
  if (!liveGraphLocked(Graph))
    return axlErrorInvalidValue;
  for (size_t I = 0; I < NumDeps; ++I) {
    bool InGraph = std::any_of(Graph->Nodes.begin(), Graph->Nodes.end(),
                               [&](const auto &N) { return N.get() == Deps[I]; });
    if (!InGraph || std::count(Deps, Deps + I, Deps[I]))
      return axlErrorInvalidValue; // a foreign node or a duplicate edge
  }
  return axlSuccess;
}

void invalidateLocked(Capture &C) { C.Invalidated = true; }

void abandonCapturesLocked() {
  while (!runtime().Captures.empty()) {
    std::shared_ptr<Capture> C = runtime().Captures.back();
    leaveCaptureLocked(*C);
    if (!C->Into)
      delete C->Graph;
  }
}

axlError_t checkUnsafeDuringCaptureLocked() {
  if (ThreadMode == axlStreamCaptureModeRelaxed)
    return axlSuccess;
  bool Forbidden = false;
  for (auto &C : runtime().Captures)
    if (C->Mode == axlStreamCaptureModeGlobal ||
        (C->Mode == axlStreamCaptureModeThreadLocal && C->Thread == std::this_thread::get_id())) {
      invalidateLocked(*C);
      Forbidden = true;
    }
  return Forbidden ? axlErrorStreamCaptureUnsupported : axlSuccess;
}

axlGraphNode_t addCapturedNodeLocked(axlStream_st &S, axlGraphNodeType Type, Task Run,
                                     std::shared_ptr<axlEvent_st> Event) {
  auto N = std::make_unique<axlGraphNode_st>();
  N->Type = Type;
  N->Run = std::move(Run);
  N->Event = std::move(Event);
  N->Deps = S.CapDeps;
  axlGraphNode_t P = N.get();
  S.Cap->Graph->Nodes.push_back(std::move(N));
  S.CapDeps.assign(1, P);
  return P;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

/// Starts a capture on `Stream`: into a new graph, or (Into) after `Deps`
/// in a graph the program has.
static axlError_t beginCapture(axlStream_t Stream, axlGraph_t Into, const axlGraphNode_t *Deps,
                               const axlGraphEdgeData *Edges, size_t NumDeps,
                               axlStreamCaptureMode Mode) {
  if (Mode != axlStreamCaptureModeGlobal && Mode != axlStreamCaptureModeThreadLocal &&
      Mode != axlStreamCaptureModeRelaxed)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  for (size_t I = 0; Edges && I < NumDeps; ++I)
    if (Edges[I].from_port || Edges[I].to_port || Edges[I].type) {
      std::fprintf(stderr, "axl cpu backend: axlStreamBeginCaptureToGraph: only default edges "
                           "(port 0, type default) are supported\n");
      return fail(axlErrorNotSupported);
    }
  Runtime &R = runtime();
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    if (S->Legacy) // the legacy stream cannot be captured
      return fail(axlErrorStreamCaptureUnsupported);
    if (S->Cap)
      return fail(axlErrorIllegalState);
    if (Into) {
      axlGraphNode_t Unused;
      if (axlError_t E = checkNewNodeLocked(&Unused, Into, Deps, NumDeps))
        return fail(E);
      for (const auto &C : R.Captures)
        if (C->Graph == Into) // one capture into a graph at a time
          return fail(axlErrorIllegalState);
    }
    auto C = std::make_shared<Capture>();
    C->Graph = Into ? Into : new axlGraph_st;
    C->Into = Into != nullptr;
    C->Mode = Mode;
    C->Thread = std::this_thread::get_id();
    C->Id = R.NextCaptureId++;
    C->Origin = S;
    S->Cap = C;
    S->CapDeps.assign(Deps, Deps + NumDeps);
    R.Captures.push_back(C);
    return axlSuccess;
  });
}

axlError_t axlStreamBeginCapture(axlStream_t Stream, enum axlStreamCaptureMode Mode) {
  return beginCapture(Stream, nullptr, nullptr, nullptr, 0, Mode);
}

axlError_t axlStreamBeginCaptureToGraph(axlStream_t Stream, axlGraph_t Graph,
                                        const axlGraphNode_t *Deps,
                                        const axlGraphEdgeData *Edges, size_t NumDeps,
                                        enum axlStreamCaptureMode Mode) {
  if (!Graph || (NumDeps && !Deps))
    return fail(axlErrorInvalidValue);
  return beginCapture(Stream, Graph, Deps, Edges, NumDeps, Mode);
}

axlError_t axlStreamUpdateCaptureDependencies(axlStream_t Stream, axlGraphNode_t *Deps,
                                              const axlGraphEdgeData *Edges, size_t NumDeps,
                                              unsigned int Flags) {
  if ((NumDeps && !Deps) ||
      (Flags != axlStreamAddCaptureDependencies && Flags != axlStreamSetCaptureDependencies))
    return fail(axlErrorInvalidValue);
  for (size_t I = 0; Edges && I < NumDeps; ++I)
    if (Edges[I].from_port || Edges[I].to_port || Edges[I].type) {
      std::fprintf(stderr, "axl cpu backend: axlStreamUpdateCaptureDependencies: only default "
                           "edges (port 0, type default) are supported\n");
      return fail(axlErrorNotSupported);
    }
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    if (!S->Cap || S->Cap->Invalidated)
      return fail(axlErrorIllegalState);
    const auto &Nodes = S->Cap->Graph->Nodes;
    for (size_t I = 0; I < NumDeps; ++I)
      if (std::none_of(Nodes.begin(), Nodes.end(),
                       [&](const auto &N) { return N.get() == Deps[I]; }))
        return fail(axlErrorInvalidValue); // not a node of the capture's graph
    if (Flags == axlStreamSetCaptureDependencies)
      S->CapDeps.clear();
    for (size_t I = 0; I < NumDeps; ++I)
      if (std::find(S->CapDeps.begin(), S->CapDeps.end(), Deps[I]) == S->CapDeps.end())
        S->CapDeps.push_back(Deps[I]);
    return axlSuccess;
  });
}

axlError_t axlStreamEndCapture(axlStream_t Stream, axlGraph_t *PGraph) {
  if (!PGraph)
    return fail(axlErrorInvalidValue);
  Runtime &R = runtime();
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    if (!S->Cap)
      return fail(axlErrorIllegalState);
    std::shared_ptr<Capture> C = S->Cap;
    if (C->Origin != S) { // ended in a forked stream
      invalidateLocked(*C);
      return fail(axlErrorStreamCaptureUnmatched);
    }
    if (C->Mode != axlStreamCaptureModeRelaxed && C->Thread != std::this_thread::get_id())
      return fail(axlErrorStreamCaptureWrongThread);
    axlError_t Result = axlSuccess;
    if (C->Invalidated)
      Result = axlErrorStreamCaptureInvalidated;
    else if (!allJoined(*C))
      Result = axlErrorStreamCaptureUnjoined;
    leaveCaptureLocked(*C);
    if (Result != axlSuccess) {
      if (!C->Into) // a graph of the program's keeps what was captured
        delete C->Graph;
      *PGraph = nullptr;
      return fail(Result);
    }
    if (!C->Into)
      R.Graphs.insert(C->Graph);
    *PGraph = C->Graph;
    return axlSuccess;
  });
}

axlError_t axlStreamIsCapturing(axlStream_t Stream, enum axlStreamCaptureStatus *Status) {
  return axlStreamGetCaptureInfo(Stream, Status);
}

axlError_t axlStreamGetCaptureInfo(axlStream_t Stream, enum axlStreamCaptureStatus *Status,
                                   unsigned long long *Id, axlGraph_t *Graph,
                                   const axlGraphNode_t **Deps, const axlGraphEdgeData **EdgeData,
                                   size_t *NumDeps) {
  if (!Status)
    return fail(axlErrorInvalidValue);
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    if (S->Legacy && anyBlockingCaptureLocked())
      return fail(axlErrorStreamCaptureImplicit);
    if (!S->Cap) {
      *Status = axlStreamCaptureStatusNone;
      return axlSuccess;
    }
    *Status = S->Cap->Invalidated ? axlStreamCaptureStatusInvalidated : axlStreamCaptureStatusActive;
    if (Id)
      *Id = S->Cap->Id;
    if (Graph)
      *Graph = S->Cap->Graph;
    if (Deps) // valid until the stream's next captured operation, as in CUDA
      *Deps = S->CapDeps.data();
    if (EdgeData) // every edge is a default (full) dependency
      *EdgeData = nullptr;
    if (NumDeps)
      *NumDeps = S->CapDeps.size();
    return axlSuccess;
  });
}

axlError_t axlThreadExchangeStreamCaptureMode(enum axlStreamCaptureMode *Mode) {
  if (!Mode || (*Mode != axlStreamCaptureModeGlobal &&
                *Mode != axlStreamCaptureModeThreadLocal && *Mode != axlStreamCaptureModeRelaxed))
    return fail(axlErrorInvalidValue);
  std::swap(*Mode, ThreadMode);
  return axlSuccess;
}

axlError_t axlGraphCreate(axlGraph_t *PGraph, unsigned int Flags) {
  if (!PGraph || Flags != 0)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  *PGraph = new axlGraph_st;
  runtime().Graphs.insert(*PGraph);
  return axlSuccess;
}

axlError_t axlGraphDestroy(axlGraph_t Graph) {
  Lock L(runtime().M);
  if (!Graph || !runtime().Graphs.erase(Graph))
    return fail(axlErrorInvalidValue);
  delete Graph;
  return axlSuccess;
}

axlError_t axlGraphAddEmptyNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                const axlGraphNode_t *Deps, size_t NumDeps) {
  return addNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeEmpty, nullptr, nullptr);
}

axlError_t axlGraphAddHostNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                               const axlGraphNode_t *Deps, size_t NumDeps,
                               const struct axlHostNodeParams *Params) {
  if (!Params || !Params->fn)
    return fail(axlErrorInvalidValue);
  axlHostFn_t Fn = Params->fn;
  void *UserData = Params->userData;
  return addNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeHost, [Fn, UserData] { Fn(UserData); },
                 nullptr);
}

axlError_t axlGraphAddMemsetNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                 const axlGraphNode_t *Deps, size_t NumDeps,
                                 const struct axlMemsetParams *P) {
  if (!P || !P->dst || (P->elementSize != 1 && P->elementSize != 2 && P->elementSize != 4) ||
      P->width == 0 || P->height == 0 ||
      (P->height > 1 && P->pitch < P->width * P->elementSize))
    return fail(axlErrorInvalidValue);
  axlMemsetParams Copy = *P;
  return addNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeMemset,
                 [Copy] {
                   fill2D(Copy.dst, Copy.pitch, Copy.value, Copy.elementSize, Copy.width,
                          Copy.height);
                 },
                 nullptr);
}

axlError_t axlGraphAddMemcpyNode1D(axlGraphNode_t *PNode, axlGraph_t Graph,
                                   const axlGraphNode_t *Deps, size_t NumDeps, void *Dst,
                                   const void *Src, size_t Count, enum axlMemcpyKind Kind) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  if (Count && (!Dst || !Src))
    return fail(axlErrorInvalidValue);
  return addNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeMemcpy,
                 [Dst, Src, Count] { std::memmove(Dst, Src, Count); }, nullptr);
}

static axlError_t addEventNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                               const axlGraphNode_t *Deps, size_t NumDeps, axlEvent_t Event,
                               axlGraphNodeType Type) {
  std::shared_ptr<axlEvent_st> E;
  {
    Lock L(runtime().M);
    E = findEventLocked(Event);
  }
  if (!E)
    return fail(axlErrorInvalidResourceHandle);
  return addNode(PNode, Graph, Deps, NumDeps, Type, nullptr, std::move(E));
}

axlError_t axlGraphAddEventRecordNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                      const axlGraphNode_t *Deps, size_t NumDeps,
                                      axlEvent_t Event) {
  return addEventNode(PNode, Graph, Deps, NumDeps, Event, axlGraphNodeTypeEventRecord);
}

axlError_t axlGraphAddEventWaitNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                    const axlGraphNode_t *Deps, size_t NumDeps,
                                    axlEvent_t Event) {
  return addEventNode(PNode, Graph, Deps, NumDeps, Event, axlGraphNodeTypeWaitEvent);
}

axlError_t axlGraphGetNodes(axlGraph_t Graph, axlGraphNode_t *Nodes, size_t *NumNodes) {
  Lock L(runtime().M);
  if (!Graph || !NumNodes || !liveGraphLocked(Graph))
    return fail(axlErrorInvalidValue);
  size_t Count = Graph->Nodes.size();
  if (Nodes) // as CUDA: fill what fits, null the rest, report the count
    for (size_t I = 0; I < *NumNodes; ++I)
      Nodes[I] = I < Count ? Graph->Nodes[I].get() : nullptr;
  *NumNodes = Count;
  return axlSuccess;
}

axlError_t axlGraphNodeGetType(axlGraphNode_t Node, enum axlGraphNodeType *Type) {
  if (!Node || !Type)
    return fail(axlErrorInvalidValue);
  *Type = Node->Type;
  return axlSuccess;
}

axlError_t axlGraphInstantiateWithFlags(axlGraphExec_t *PExec, axlGraph_t Graph,
                                        unsigned long long Flags) {
  constexpr unsigned long long Valid = axlGraphInstantiateFlagAutoFreeOnLaunch |
                                       axlGraphInstantiateFlagUpload |
                                       axlGraphInstantiateFlagUseNodePriority;
  if (Flags & axlGraphInstantiateFlagDeviceLaunch) {
    std::fprintf(stderr, "axl cpu backend: axlGraphInstantiateFlagDeviceLaunch (graphs launched "
                         "from kernels) is not supported\n");
    return fail(axlErrorNotSupported);
  }
  if (!PExec || !Graph || (Flags & ~Valid))
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Graph))
    return fail(axlErrorInvalidValue);
  auto *Exec = new axlGraphExec_st;
  if (axlError_t E = instantiateNodesLocked(*Graph, *Exec)) {
    delete Exec;
    return fail(E);
  }
  if (hasMemoryNodes(*Graph)) {
    if (!Graph->MemoryExec.expired()) {
      std::fprintf(stderr, "axl cpu backend: axlGraphInstantiate: a graph with memory nodes has "
                           "one executable graph at a time; destroy the first before "
                           "instantiating it again\n");
      delete Exec;
      return fail(axlErrorInvalidValue);
    }
    Exec->MemoryExec = std::make_shared<int>(0);
    Graph->MemoryExec = Exec->MemoryExec;
    Exec->AutoFreeOnLaunch = (Flags & axlGraphInstantiateFlagAutoFreeOnLaunch) != 0;
  }
  runtime().Execs.insert(Exec);
  *PExec = Exec;
  return axlSuccess;
}

axlError_t axlGraphInstantiate(axlGraphExec_t *PExec, axlGraph_t Graph,
                               unsigned long long Flags) {
  return axlGraphInstantiateWithFlags(PExec, Graph, Flags);
}

axlError_t axlGraphExecDestroy(axlGraphExec_t Exec) {
  Lock L(runtime().M);
  if (!Exec || !runtime().Execs.erase(Exec))
    return fail(axlErrorInvalidValue);
  delete Exec; // launched work holds copies of its tasks
  return axlSuccess;
}

axlError_t axlGraphUpload(axlGraphExec_t Exec, axlStream_t Stream) {
  Lock L(runtime().M);
  if (!Exec || !runtime().Execs.count(Exec))
    return fail(axlErrorInvalidValue);
  if (!resolveStream(Stream, L))
    return fail(axlErrorInvalidResourceHandle);
  return axlSuccess; // nothing to upload: the host runs the graph
}

axlError_t axlGraphLaunch(axlGraphExec_t Exec, axlStream_t Stream) {
  if (axlError_t E = stickyError())
    return E;
  Lock L(runtime().M);
  if (!Exec || !runtime().Execs.count(Exec))
    return fail(axlErrorInvalidValue);
  auto S = resolveStream(Stream, L);
  if (!S)
    return fail(axlErrorInvalidResourceHandle);
  if (axlError_t E = beginLaunchMemoryLocked(*Exec, *S))
    return fail(E);
  // Launched into a capture, event nodes stay event nodes of the new graph.
  unsigned External = S->Cap ? 1u : 0u;
  for (const axlGraphNode_st &N : Exec->Nodes) {
    axlError_t E;
    if (N.Type == axlGraphNodeTypeEventRecord)
      E = recordLocked(N.Event, *S, External * axlEventRecordExternal, L);
    else if (N.Type == axlGraphNodeTypeWaitEvent)
      E = waitEventLocked(*S, N.Event, External * axlEventWaitExternal, L);
    else
      E = enqueueLocked(*S, N.Run, L, N.Type);
    if (E != axlSuccess)
      return fail(E);
  }
  endLaunchMemoryLocked(*Exec);
  return axlSuccess;
}
