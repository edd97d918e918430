// CPU backend runtime: graph memory nodes. An allocation node (added with
// axlGraphAddMemAllocNode, or made by axlMallocAsync on a capturing stream)
// reserves its memory when it is made, so its address is fixed for the
// node's life, as CUDA's virtual address is. Each launch begins the
// allocation's life; a free node of the same graph ends it within the
// launch, and an allocation that its graph does not free stays live after
// the launch until a free node of another graph, axlFreeAsync or axlFree
// ends it. Lives are tracked in API order, as CUDA checks them: a launch
// whose allocations an earlier launch left live fails with
// axlErrorInvalidValue, unless the executable graph was instantiated with
// axlGraphInstantiateFlagAutoFreeOnLaunch (they are freed before it). The
// memory itself goes when the node is gone (graph and executable graph
// destroyed), no life is open and no queued work holds it.
#include "state.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace axl::cpu::detail {

struct GraphAllocation {
  void *Address = nullptr;
  size_t Bytes = 0;
  /// A free node of the graph whose node made it frees it (then nothing
  /// else may).
  bool FreedInOwner = false;
  /// Itself while a launch has left it live (keeps the memory when its
  /// graph is destroyed, as CUDA's graph destruction frees nothing live).
  std::shared_ptr<GraphAllocation> Live;
  ~GraphAllocation();
};

namespace {

std::atomic<uint64_t> UsedBytes{0}, HighBytes{0};

/// Graph allocations by address, under Runtime::M; expired entries are
/// dropped when found.
std::unordered_map<const void *, std::weak_ptr<GraphAllocation>> &registry() {
  static auto *Map = new std::unordered_map<const void *, std::weak_ptr<GraphAllocation>>;
  return *Map;
}

std::shared_ptr<GraphAllocation> findLocked(const void *P) {
  auto It = registry().find(P);
  if (It == registry().end())
    return nullptr;
  std::shared_ptr<GraphAllocation> A = It->second.lock();
  if (!A)
    registry().erase(It);
  return A;
}

std::shared_ptr<GraphAllocation> makeAllocationLocked(size_t Bytes) {
  void *P = std::aligned_alloc(256, (Bytes + 255) / 256 * 256);
  if (!P)
    return nullptr;
  auto A = std::make_shared<GraphAllocation>();
  A->Address = P;
  A->Bytes = Bytes;
  registerGraphMemory(P, Bytes);
  registry()[P] = A;
  uint64_t Used = UsedBytes += Bytes;
  uint64_t High = HighBytes.load();
  while (Used > High && !HighBytes.compare_exchange_weak(High, Used)) {
  }
  return A;
}

/// Whether `Graph` may free `A` with a new free node (CUDA's rules).
axlError_t checkFreeLocked(const axlGraph_st &Graph, void *Ptr, const char *What,
                           std::shared_ptr<GraphAllocation> &A, bool &InOwner) {
  A = Ptr ? findLocked(Ptr) : nullptr;
  if (!A) {
    std::fprintf(stderr, "axl cpu backend: %s: %p is not the address of a graph allocation (only "
                         "memory that allocation nodes made can be freed in a graph)\n",
                 What, Ptr);
    return axlErrorInvalidValue;
  }
  InOwner = false;
  bool FreedHere = false;
  for (const auto &N : Graph.Nodes) {
    InOwner |= N->Type == axlGraphNodeTypeMemAlloc && N->Alloc == A;
    FreedHere |= N->Type == axlGraphNodeTypeMemFree && N->Alloc == A;
  }
  // Freed twice in a graph, or elsewhere once its own graph frees it.
  if (FreedHere || A->FreedInOwner)
    return axlErrorInvalidValue;
  return axlSuccess;
}

bool validAllocParams(const axlMemAllocNodeParams &P) {
  if (P.bytesize == 0 || P.poolProps.allocType != axlMemAllocationTypePinned ||
      P.poolProps.handleTypes != axlMemHandleTypeNone ||
      P.poolProps.location.type != axlMemLocationTypeDevice || P.poolProps.location.id != 0)
    return false;
  if (P.accessDescCount && !P.accessDescs)
    return false;
  for (size_t I = 0; I < P.accessDescCount; ++I)
    if (P.accessDescs[I].location.type != axlMemLocationTypeDevice ||
        P.accessDescs[I].location.id != 0)
      return false;
  return true;
}

/// The node's task only holds the allocation, so that queued work keeps it.
Task holding(std::shared_ptr<GraphAllocation> A) {
  return [A = std::move(A)] {};
}

axlGraphNode_t appendLocked(axlGraph_st &Graph, const axlGraphNode_t *Deps, size_t NumDeps,
                            axlGraphNodeType Type, std::shared_ptr<GraphAllocation> A) {
  auto N = std::make_unique<axlGraphNode_st>();
  N->Type = Type;
  N->Run = holding(A);
  N->Alloc = std::move(A);
  N->Deps.assign(Deps, Deps + NumDeps);
  axlGraphNode_t P = N.get();
  Graph.Nodes.push_back(std::move(N));
  return P;
}

} // namespace

GraphAllocation::~GraphAllocation() {
  unregisterGraphMemory(Address);
  std::free(Address);
  UsedBytes -= Bytes;
}

axlError_t captureMallocLocked(axlStream_st &S, void **DevPtr, size_t Size) {
  if (S.Cap->Invalidated)
    return axlErrorStreamCaptureInvalidated;
  if (Size == 0)
    return axlErrorInvalidValue;
  std::shared_ptr<GraphAllocation> A = makeAllocationLocked(Size);
  if (!A)
    return axlErrorMemoryAllocation;
  axlGraphNode_t N = addCapturedNodeLocked(S, axlGraphNodeTypeMemAlloc, holding(A), nullptr);
  N->Alloc = A;
  *DevPtr = A->Address;
  return axlSuccess;
}

axlError_t captureFreeLocked(axlStream_st &S, void *DevPtr) {
  if (S.Cap->Invalidated)
    return axlErrorStreamCaptureInvalidated;
  std::shared_ptr<GraphAllocation> A;
  bool InOwner;
  if (axlError_t E = checkFreeLocked(*S.Cap->Graph, DevPtr, "axlFreeAsync during stream capture",
                                     A, InOwner))
    return E;
  axlGraphNode_t N = addCapturedNodeLocked(S, axlGraphNodeTypeMemFree, holding(A), nullptr);
  N->Alloc = A;
  A->FreedInOwner |= InOwner;
  return axlSuccess;
}

axlError_t freeGraphAllocationLocked(void *DevPtr, axlStream_st *S, Lock &L) {
  std::shared_ptr<GraphAllocation> A = findLocked(DevPtr);
  if (!A || !A->Live)
    return axlErrorInvalidValue; // freed in its graph, never launched, or freed
  std::shared_ptr<GraphAllocation> Keep = std::move(A->Live);
  if (S) // the memory stays until the stream gets here
    return enqueueLocked(*S, holding(std::move(Keep)), L, axlGraphNodeTypeMemFree);
  return axlSuccess;
}

bool hasMemoryNodes(const axlGraph_st &G) {
  for (const auto &N : G.Nodes)
    if (N->Type == axlGraphNodeTypeMemAlloc || N->Type == axlGraphNodeTypeMemFree)
      return true;
  return false;
}

axlError_t beginLaunchMemoryLocked(axlGraphExec_st &Exec, const axlStream_st &S) {
  if (!Exec.MemoryExec)
    return axlSuccess;
  if (S.Cap) {
    std::fprintf(stderr, "axl cpu backend: axlGraphLaunch into a stream capture of a graph with "
                         "memory nodes is not supported\n");
    return axlErrorNotSupported;
  }
  for (axlGraphNode_st &N : Exec.Nodes)
    if (N.Type == axlGraphNodeTypeMemAlloc && N.Alloc->Live && !Exec.AutoFreeOnLaunch)
      return axlErrorInvalidValue; // an earlier launch's allocation is still live
  for (axlGraphNode_st &N : Exec.Nodes)
    if (N.Type == axlGraphNodeTypeMemAlloc)
      N.Alloc->Live.reset(); // freed before the launch (AutoFreeOnLaunch)
  return axlSuccess;
}

void endLaunchMemoryLocked(axlGraphExec_st &Exec) {
  if (!Exec.MemoryExec)
    return;
  for (axlGraphNode_st &N : Exec.Nodes) {
    if (N.Type == axlGraphNodeTypeMemAlloc && !N.Alloc->FreedInOwner)
      N.Alloc->Live = N.Alloc; // outlives the launch
    else if (N.Type == axlGraphNodeTypeMemFree && !N.Alloc->FreedInOwner)
      N.Alloc->Live.reset(); // another graph's allocation, freed here
  }
}

void releaseGraphAllocationsLocked() {
  std::vector<std::shared_ptr<GraphAllocation>> Ending;
  for (auto &[Address, W] : registry())
    if (auto A = W.lock())
      Ending.push_back(std::move(A->Live));
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlGraphAddMemAllocNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                   const axlGraphNode_t *Deps, size_t NumDeps,
                                   struct axlMemAllocNodeParams *P) {
  if (!P || !validAllocParams(*P))
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (axlError_t E = checkNewNodeLocked(PNode, Graph, Deps, NumDeps))
    return fail(E);
  std::shared_ptr<GraphAllocation> A = makeAllocationLocked(P->bytesize);
  if (!A)
    return fail(axlErrorMemoryAllocation);
  P->dptr = A->Address;
  *PNode = appendLocked(*Graph, Deps, NumDeps, axlGraphNodeTypeMemAlloc, std::move(A));
  return axlSuccess;
}

axlError_t axlGraphMemAllocNodeGetParams(axlGraphNode_t Node,
                                         struct axlMemAllocNodeParams *Out) {
  if (!Node || !Out || Node->Type != axlGraphNodeTypeMemAlloc || !Node->Alloc)
    return fail(axlErrorInvalidValue);
  *Out = axlMemAllocNodeParams{};
  Out->poolProps.allocType = axlMemAllocationTypePinned;
  Out->poolProps.location = {axlMemLocationTypeDevice, 0};
  Out->bytesize = Node->Alloc->Bytes;
  Out->dptr = Node->Alloc->Address;
  return axlSuccess;
}

axlError_t axlGraphAddMemFreeNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                  const axlGraphNode_t *Deps, size_t NumDeps, void *Dptr) {
  Lock L(runtime().M);
  if (axlError_t E = checkNewNodeLocked(PNode, Graph, Deps, NumDeps))
    return fail(E);
  std::shared_ptr<GraphAllocation> A;
  bool InOwner;
  if (axlError_t E = checkFreeLocked(*Graph, Dptr, "axlGraphAddMemFreeNode", A, InOwner))
    return fail(E);
  A->FreedInOwner |= InOwner;
  *PNode = appendLocked(*Graph, Deps, NumDeps, axlGraphNodeTypeMemFree, std::move(A));
  return axlSuccess;
}

axlError_t axlGraphMemFreeNodeGetParams(axlGraphNode_t Node, void *DptrOut) {
  if (!Node || !DptrOut || Node->Type != axlGraphNodeTypeMemFree || !Node->Alloc)
    return fail(axlErrorInvalidValue);
  *static_cast<void **>(DptrOut) = Node->Alloc->Address;
  return axlSuccess;
}

axlError_t axlDeviceGraphMemTrim(int Device) {
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  return axlSuccess; // graph memory belongs to its nodes: nothing is cached
}

// The memory of graph allocations that exist (reserved when their nodes are
// made) is both what graphs use and what their allocator holds.
axlError_t axlDeviceGetGraphMemAttribute(int Device, enum axlGraphMemAttributeType Attr,
                                         void *Value) {
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  if (!Value)
    return fail(axlErrorInvalidValue);
  uint64_t V;
  switch (Attr) {
  case axlGraphMemAttrUsedMemCurrent:
  case axlGraphMemAttrReservedMemCurrent:
    V = UsedBytes.load();
    break;
  case axlGraphMemAttrUsedMemHigh:
  case axlGraphMemAttrReservedMemHigh:
    V = HighBytes.load();
    break;
  default:
    return fail(axlErrorInvalidValue);
  }
  std::memcpy(Value, &V, sizeof V);
  return axlSuccess;
}

axlError_t axlDeviceSetGraphMemAttribute(int Device, enum axlGraphMemAttributeType Attr,
                                         void *Value) {
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  if (!Value || (Attr != axlGraphMemAttrUsedMemHigh && Attr != axlGraphMemAttrReservedMemHigh))
    return fail(axlErrorInvalidValue);
  uint64_t V;
  std::memcpy(&V, Value, sizeof V);
  if (V != 0) // a high watermark can only be reset to zero
    return fail(axlErrorInvalidValue);
  HighBytes.store(0);
  return axlSuccess;
}
