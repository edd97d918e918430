// CPU backend runtime: the state shared by streams, events, graphs and
// memory. Internal to src/runtime.
//
// One mutex (Runtime::M) guards every queue, counter and capture; tasks run
// outside it. Each stream has a FIFO of tasks and an executor thread started
// at its first task. Ordering between streams (events, the legacy default
// stream) is expressed as wait tasks that block the executor until another
// stream's or event's counter reaches the value it had when the dependency
// was created; every dependency therefore points at work enqueued earlier,
// so waits cannot form a cycle.
#pragma once
#include <axl/cpu/detail/exec.h>
#include <axl/cpu/runtime.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace axl::cpu::detail {
struct Capture;
struct NodeParams;      // graph_nodes.cpp
struct GraphAllocation; // graph_memory.cpp
struct IpcEvent;        // ipc.cpp
} // namespace axl::cpu::detail

using Task = std::function<void()>;
using Lock = std::unique_lock<std::mutex>;

struct axlStream_st : std::enable_shared_from_this<axlStream_st> {
  unsigned Flags = axlStreamDefault;
  int Priority = 0;
  unsigned long long Id = 0;
  bool Legacy = false;
  bool PerThread = false; ///< a thread's axlStreamPerThread stream
  bool blocking() const { return !(Flags & axlStreamNonBlocking); }

  // Guarded by Runtime::M.
  std::deque<Task> Queue;
  uint64_t Enqueued = 0;  ///< tasks ever pushed
  uint64_t Completed = 0; ///< tasks finished (in order)
  bool ExecutorStarted = false;
  bool Stop = false; ///< destroyed: drain the queue, then let the executor exit
  std::condition_variable Wake;
  /// The capture this stream belongs to (it began it, or joined it by
  /// waiting on an event recorded in it), and the nodes its next captured
  /// operation depends on.
  std::shared_ptr<axl::cpu::detail::Capture> Cap;
  std::vector<axlGraphNode_t> CapDeps;
  /// Stream attributes (stream_attr.cpp): kept and reported; the host has
  /// no persisting L2 and one memory synchronisation domain.
  axlAccessPolicyWindow Window{};
  axlSynchronizationPolicy SyncPolicy = axlSyncPolicyAuto;
  axlLaunchMemSyncDomainMap DomainMap{0, 1};
  axlLaunchMemSyncDomain Domain = axlLaunchMemSyncDomainDefault;
};

struct axlEvent_st {
  unsigned Flags = axlEventDefault;
  // Guarded by Runtime::M.
  uint64_t Recorded = 0;  ///< records issued (the generation of the latest)
  uint64_t Completed = 0; ///< latest generation whose record has executed
  std::chrono::steady_clock::time_point Time; ///< when that record executed
  /// Interprocess events: the counters, in shared memory (ipc.h), which
  /// take the place of Recorded and Completed.
  std::shared_ptr<axl::cpu::detail::IpcEvent> Ipc;
  /// Set when last recorded in a capturing stream: the capture and the nodes
  /// a stream waiting on the event joins after.
  std::shared_ptr<axl::cpu::detail::Capture> Cap;
  std::vector<axlGraphNode_t> CapDeps;
};

struct axlGraphNode_st {
  axlGraphNodeType Type = axlGraphNodeTypeEmpty;
  Task Run;                               ///< work of kernel/memcpy/memset/host nodes
  std::shared_ptr<axlEvent_st> Event;     ///< event of record and wait nodes
  std::vector<axlGraphNode_t> Deps;
  /// Kernel nodes added by hand and conditional nodes: what they were given
  /// (graph_nodes.cpp). Destroyed with Runtime::M held.
  std::shared_ptr<axl::cpu::detail::NodeParams> Params;
  /// Memory allocation and free nodes: the graph allocation they make or
  /// free (graph_memory.cpp).
  std::shared_ptr<axl::cpu::detail::GraphAllocation> Alloc;
};

struct axlGraph_st {
  /// In insertion order, which is a topological order: a node can only
  /// depend on nodes added before it.
  std::vector<std::unique_ptr<axlGraphNode_st>> Nodes;
  /// Held by the executable graph of a graph with memory nodes, of which
  /// only one may exist at a time.
  std::weak_ptr<void> MemoryExec;
  /// A clone's nodes by the original nodes they were copied from
  /// (axlGraphNodeFindInClone).
  std::unordered_map<const axlGraphNode_st *, axlGraphNode_t> ClonedFrom;
};

struct axlGraphExec_st {
  std::vector<axlGraphNode_st> Nodes; ///< copies, in launch order
  /// Where each node of the graph has its copy (axlGraphExec*SetParams).
  std::unordered_map<axlGraphNode_t, size_t> Index;
  std::shared_ptr<void> MemoryExec; ///< see axlGraph_st::MemoryExec
  bool AutoFreeOnLaunch = false;
};

namespace axl::cpu::detail {

struct Capture {
  /// Owned until handed out by axlStreamEndCapture, unless the capture goes
  /// into a graph the program has (axlStreamBeginCaptureToGraph: Into).
  axlGraph_t Graph = nullptr;
  bool Into = false;
  axlStreamCaptureMode Mode = axlStreamCaptureModeGlobal;
  std::thread::id Thread;
  unsigned long long Id = 0;
  bool Invalidated = false;
  bool Ended = false;
  std::shared_ptr<axlStream_st> Origin;
  std::vector<std::shared_ptr<axlStream_st>> Joined; ///< streams forked into it
};

struct Runtime {
  std::mutex M;
  /// Notified whenever a task completes or an executor exits.
  std::condition_variable Done;
  std::shared_ptr<axlStream_st> Legacy;
  /// Live user streams and per-thread default streams, by handle.
  std::unordered_map<axlStream_st *, std::shared_ptr<axlStream_st>> Streams;
  /// Streams whose executor is running (destroyed ones until drained).
  std::vector<std::shared_ptr<axlStream_st>> Executing;
  std::unordered_map<axlEvent_st *, std::shared_ptr<axlEvent_st>> Events;
  std::unordered_set<axlGraph_st *> Graphs;
  std::unordered_set<axlGraphExec_st *> Execs;
  std::vector<std::shared_ptr<Capture>> Captures; ///< in progress
  unsigned long long NextStreamId = 2, NextCaptureId = 1;
  bool ShuttingDown = false; ///< executors are gone: run work inline
};

/// The process's runtime state; never destroyed, so that executor threads
/// and late calls from static destructors always find it.
Runtime &runtime();

/// Records `error` as the calling thread's last error (not axlErrorNotReady,
/// which is a status) and returns it.
axlError_t fail(axlError_t error);
void clearErrors();

/// The stream a handle names (null and axlStreamLegacy: the legacy default
/// stream; axlStreamPerThread: the calling thread's), or null when it is not
/// a live stream.
std::shared_ptr<axlStream_st> resolveStream(axlStream_t handle, Lock &L);

/// The preamble of a runtime call that works on a stream, in CUDA's order
/// of errors: under the runtime's lock, the stream `handle` names
/// (axlErrorInvalidResourceHandle, recorded, when none); then
/// `body(S, L)`, whose result is the call's. onStream checks the sticky
/// error first, as every call that queues work or waits does; withStream
/// does not (capture state, attributes, queries).
template <class Body> axlError_t withStream(axlStream_t handle, Body &&body) {
  Lock L(runtime().M);
  std::shared_ptr<axlStream_st> S = resolveStream(handle, L);
  if (!S)
    return fail(axlErrorInvalidResourceHandle);
  return body(S, L);
}
template <class Body> axlError_t onStream(axlStream_t handle, Body &&body) {
  if (axlError_t E = stickyError())
    return E;
  return withStream(handle, std::forward<Body>(body));
}

/// enqueue (core.h), as a node of kind `type` while the stream captures.
axlError_t enqueueAs(axlStream_t stream, Task task, axlGraphNodeType type);
/// Appends `task` to `S` (or, while `S` captures, a node of kind `type` to
/// the graph) with the legacy-stream ordering. Returns the error unrecorded.
axlError_t enqueueLocked(axlStream_st &S, Task task, Lock &L, axlGraphNodeType type);
/// Blocks until `S` has run everything enqueued so far.
void waitIdleLocked(axlStream_st &S, Lock &L);
/// axlDeviceReset: waits for all work, destroys the program's streams,
/// events, captures and graphs, frees its memory and clears the errors.
void resetRuntime();
void abandonCapturesLocked();
void releaseAllocations();
/// Whether the calling thread is a stream executor (which must not block on
/// stream work: CUDA forbids runtime calls from host functions).
bool onExecutorThread();

/// CUDA's "potentially unsafe" calls (synchronous ones) during a capture
/// that forbids them for this thread: invalidates those captures and returns
/// axlErrorStreamCaptureUnsupported; otherwise axlSuccess.
axlError_t checkUnsafeDuringCaptureLocked();
void invalidateLocked(Capture &C);

/// Enqueues a task on the legacy default stream and waits for it: the
/// synchronous memcpy/memset path (checks captures and the executor thread).
axlError_t runSynchronously(Task task);

/// Event operations on an already resolved stream (used by graph launch).
axlError_t recordLocked(const std::shared_ptr<axlEvent_st> &E, axlStream_st &S,
                        unsigned flags, Lock &L);
axlError_t waitEventLocked(axlStream_st &S, const std::shared_ptr<axlEvent_st> &E,
                           unsigned flags, Lock &L);
std::shared_ptr<axlEvent_st> findEventLocked(axlEvent_t handle);

/// Appends a node of the capture of `S` after its current dependencies.
axlGraphNode_t addCapturedNodeLocked(axlStream_st &S, axlGraphNodeType type, Task run,
                                     std::shared_ptr<axlEvent_st> event);

/// Graph nodes with parameters (graph_nodes.cpp). A live graph is one that
/// axlGraphCreate or a capture made (or is making), or the body of a
/// conditional node or a child graph node.
bool liveGraphLocked(axlGraph_t graph);
/// Appends the nodes of `graph` to `exec` in launch order (conditional nodes
/// become tasks that run their bodies), first a task that resets the handles
/// created with axlGraphCondAssignDefault. Returns the error unrecorded.
axlError_t instantiateNodesLocked(const axlGraph_st &graph, axlGraphExec_st &exec);
/// The graph that holds `node` (live graphs, bodies and child graphs), or
/// null.
axlGraph_t ownerGraphLocked(axlGraphNode_t node);
/// Node parameters that own `child` (registered as a live graph until they
/// are destroyed): a child graph node's.
std::shared_ptr<NodeParams> childGraphParamsLocked(axlGraph_t child);
/// A child graph node's graph, or null for other nodes.
axlGraph_t childGraphOf(const axlGraphNode_st &node);
/// Whether a node holds graphs of its own that a copy would share
/// (conditional nodes).
bool ownsBodies(const axlGraphNode_st &node);
/// Orders `graph`'s nodes so that each comes after its dependencies, keeping
/// the insertion order where edges allow; false (nothing changed) when the
/// edges make a cycle.
bool sortNodesLocked(axlGraph_st &graph);

/// Whether `graph` checks a new node's dependencies (checked by graph.cpp):
/// live, known nodes, no duplicate. Returns the error unrecorded.
axlError_t checkNewNodeLocked(axlGraphNode_t *pNode, axlGraph_t graph,
                              const axlGraphNode_t *deps, size_t numDeps);

/// Graph allocations (graph_memory.cpp). axlMallocAsync and axlFreeAsync on
/// a capturing stream add allocation and free nodes; axlFree/axlFreeAsync
/// outside graphs end the life of an allocation that a launch left live.
/// The graph launch checks and records those lives. Errors unrecorded.
axlError_t captureMallocLocked(axlStream_st &S, void **devPtr, size_t size);
axlError_t captureFreeLocked(axlStream_st &S, void *devPtr);
/// Ends the life of a graph allocation that a launch left live: when `S`
/// reaches this point (axlFreeAsync), or now (S null: axlFree, after the
/// device finished). axlErrorInvalidValue when it is not live.
axlError_t freeGraphAllocationLocked(void *devPtr, axlStream_st *S, Lock &L);
bool hasMemoryNodes(const axlGraph_st &graph);
axlError_t beginLaunchMemoryLocked(axlGraphExec_st &exec, const axlStream_st &S);
void endLaunchMemoryLocked(axlGraphExec_st &exec);
/// axlDeviceReset: ends every graph allocation's life.
void releaseGraphAllocationsLocked();
/// The allocation table of memory.cpp: graph allocations are device memory
/// that axlFree hands to freeGraphAllocation.
void registerGraphMemory(void *ptr, size_t size);
void unregisterGraphMemory(void *ptr);

/// Copies and sets bytes with the layout of a 2-D region.
void copy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
            size_t height);
void fill2D(void *dst, size_t pitch, unsigned value, unsigned elementSize, size_t width,
            size_t height);
bool validKind(axlMemcpyKind kind);

} // namespace axl::cpu::detail
