// CPU backend runtime: graph nodes added by hand with parameters: kernel
// nodes (their parameters copied at add/update time, launched through the
// kernel's signature), conditional nodes
// (IF/ELSE, WHILE, SWITCH over a handle that kernels set with
// axlGraphSetConditional) and axlGraphAddNode. A conditional node runs its
// body graphs inline on the launch stream's executor, one node after another
// in insertion order, as many times as its handle says.
#include "launch_by_address.h"
#include "state.h"
#include "../fault/fault.h"

#include <axl/cpu/runtime_graph_nodes.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unordered_set>

static_assert(sizeof(axlGraphNodeParams) == 256, "CUDA 13's cudaGraphNodeParams is 256 bytes");
static_assert(sizeof(axlMemPoolProps) == 88, "CUDA 13's cudaMemPoolProps is 88 bytes");

namespace axl::cpu::detail {

/// A conditional handle: a value that kernels set and conditional nodes read.
struct CondHandle {
  std::atomic<unsigned> Value;
  unsigned Default;
  bool AssignDefault;
};

struct NodeParams {
  // Kernel nodes.
  const KernelSignature *Kernel = nullptr;
  axlKernelNodeParams Given{}; // kernelParams point into Args below
  std::vector<unsigned char> Storage; // the parameters, at their alignment
  std::vector<void *> Args;
  // Conditional nodes: the bodies, owned.
  CondHandle *Cond = nullptr;
  axlGraphConditionalNodeType CondType = axlGraphCondTypeIf;
  std::vector<axlGraph_t> Bodies;

  ~NodeParams();
};

namespace {

std::unordered_set<axlGraph_t> &bodyGraphs() { // under Runtime::M
  static auto *Bodies = new std::unordered_set<axlGraph_t>;
  return *Bodies;
}
std::unordered_set<CondHandle *> &condHandles() { // under Runtime::M
  static auto *Handles = new std::unordered_set<CondHandle *>;
  return *Handles;
}

/// Copies the kernel node's parameters (from kernelParams or from the
/// `extra` buffer) and binds the task that launches it.
axlError_t makeKernelNode(const axlKernelNodeParams &P, NodeParams &Out, Task &Run) {
  const KernelSignature *K = knownKernel("graph kernel node", P.func);
  if (!P.func)
    return axlErrorInvalidDeviceFunction;
  if (!K)
    return axlErrorInvalidDeviceFunction;
  if (axlError_t E = checkLaunch(K->Address, P.gridDim, P.blockDim, P.sharedMemBytes))
    return E;
  if (P.kernelParams && P.extra)
    return axlErrorInvalidValue;
  const unsigned char *Packed = nullptr;
  size_t PackedSize = 0;
  if (P.extra) {
    for (void *const *E = P.extra; *E != AXL_LAUNCH_PARAM_END; E += 2) {
      if (E[0] == AXL_LAUNCH_PARAM_BUFFER_POINTER)
        Packed = static_cast<const unsigned char *>(E[1]);
      else if (E[0] == AXL_LAUNCH_PARAM_BUFFER_SIZE)
        PackedSize = *static_cast<const size_t *>(E[1]);
      else
        return axlErrorInvalidValue;
    }
    if (!Packed && K->NumParams)
      return axlErrorInvalidValue;
  } else if (K->NumParams && !P.kernelParams) {
    return axlErrorInvalidValue;
  }
  // One buffer, each parameter at its alignment: the `extra` layout.
  std::vector<size_t> Offsets(K->NumParams);
  size_t End = 0;
  for (unsigned I = 0; I < K->NumParams; ++I) {
    End = (End + K->Aligns[I] - 1) / K->Aligns[I] * K->Aligns[I];
    Offsets[I] = End;
    End += K->Sizes[I];
  }
  if (P.extra && End > PackedSize)
    return axlErrorInvalidValue;
  size_t MaxAlign = 1;
  for (unsigned I = 0; I < K->NumParams; ++I)
    MaxAlign = std::max(MaxAlign, K->Aligns[I]);
  Out.Kernel = K;
  Out.Storage.assign(End + MaxAlign, 0);
  unsigned char *Base = Out.Storage.data();
  Base += (MaxAlign - reinterpret_cast<uintptr_t>(Base) % MaxAlign) % MaxAlign;
  Out.Args.resize(K->NumParams);
  for (unsigned I = 0; I < K->NumParams; ++I) {
    const void *Src = P.extra ? Packed + Offsets[I] : P.kernelParams[I];
    std::memcpy(Base + Offsets[I], Src, K->Sizes[I]);
    Out.Args[I] = Base + Offsets[I];
  }
  Out.Given = P;
  Out.Given.kernelParams = Out.Args.data();
  Out.Given.extra = nullptr;
  GridLaunch Launch{K->Name, P.gridDim, P.blockDim, P.sharedMemBytes,
                    nullptr,  nullptr,   nullptr,    nullptr};
  std::shared_ptr<void> Owned = K->Bind(K->Address, Out.Args.data(), Launch);
  Run = [Owned, Launch] { runGrid(Launch); };
  return axlSuccess;
}

/// Copies the parameters of a kernel launch, as a kernel node added by hand
/// keeps them (the task stays the launch's own).
void keepParams(const KernelSignature &K, const KernelLaunchInfo &Info, NodeParams &Out) {
  size_t End = 0, MaxAlign = 1;
  std::vector<size_t> Offsets(K.NumParams);
  for (unsigned I = 0; I < K.NumParams; ++I) {
    End = (End + K.Aligns[I] - 1) / K.Aligns[I] * K.Aligns[I];
    Offsets[I] = End;
    End += K.Sizes[I];
    MaxAlign = std::max(MaxAlign, K.Aligns[I]);
  }
  Out.Kernel = &K;
  Out.Storage.assign(End + MaxAlign, 0);
  unsigned char *Base = Out.Storage.data();
  Base += (MaxAlign - reinterpret_cast<uintptr_t>(Base) % MaxAlign) % MaxAlign;
  Out.Args.resize(K.NumParams);
  for (unsigned I = 0; I < K.NumParams; ++I) {
    std::memcpy(Base + Offsets[I], Info.Args[I], K.Sizes[I]);
    Out.Args[I] = Base + Offsets[I];
  }
  Out.Given = {const_cast<void *>(K.Address), Info.Grid, Info.Block,
               static_cast<unsigned>(Info.DynamicShared), Out.Args.data(), nullptr};
}

/// Adds a node with parameters, as graph.cpp's explicit nodes are added.
axlError_t addParamNode(axlGraphNode_t *PNode, axlGraph_t Graph, const axlGraphNode_t *Deps,
                        size_t NumDeps, axlGraphNodeType Type, Task Run,
                        std::shared_ptr<NodeParams> Params) {
  if (!PNode || !Graph || (NumDeps && !Deps) || !liveGraphLocked(Graph))
    return axlErrorInvalidValue;
  for (size_t I = 0; I < NumDeps; ++I) {
    bool InGraph = std::any_of(Graph->Nodes.begin(), Graph->Nodes.end(),
                               [&](const auto &N) { return N.get() == Deps[I]; });
    if (!InGraph || std::count(Deps, Deps + I, Deps[I]))
      return axlErrorInvalidValue;
  }
  auto N = std::make_unique<axlGraphNode_st>();
  N->Type = Type;
  N->Run = std::move(Run);
  N->Params = std::move(Params);
  N->Deps.assign(Deps, Deps + NumDeps);
  *PNode = N.get();
  Graph->Nodes.push_back(std::move(N));
  return axlSuccess;
}

axlError_t conditionalTaskLocked(const NodeParams &P, Task &Run);

/// The tasks of a conditional node's body, in order; bodies hold only the
/// node kinds CUDA allows there.
axlError_t bodyTasksLocked(const axlGraph_st &Body, std::vector<Task> &Out) {
  for (const auto &N : Body.Nodes) {
    switch (N->Type) {
    case axlGraphNodeTypeEmpty:
      break;
    case axlGraphNodeTypeKernel:
    case axlGraphNodeTypeMemcpy:
    case axlGraphNodeTypeMemset:
      Out.push_back(N->Run);
      break;
    case axlGraphNodeTypeConditional:
      Out.push_back(N->Run); // captured from a graph launch: a task already
      if (N->Params)
        if (axlError_t E = conditionalTaskLocked(*N->Params, Out.back()))
          return E;
      break;
    default:
      std::fprintf(stderr, "axl cpu backend: axlGraphInstantiate: a conditional node's body holds "
                           "a node of type %d (bodies may hold kernel, empty, memset, memcpy and "
                           "conditional nodes)\n",
                   int(N->Type));
      return axlErrorNotSupported;
    }
  }
  return axlSuccess;
}

/// The task of a conditional node: its bodies' tasks, run as its handle says.
axlError_t conditionalTaskLocked(const NodeParams &P, Task &Run) {
  auto Bodies = std::make_shared<std::vector<std::vector<Task>>>(P.Bodies.size());
  for (size_t I = 0; I < P.Bodies.size(); ++I)
    if (axlError_t E = bodyTasksLocked(*P.Bodies[I], (*Bodies)[I]))
      return E;
  CondHandle *H = P.Cond;
  const axlGraphConditionalNodeType Type = P.CondType;
  Run = [H, Type, Bodies] {
    auto RunBody = [&](size_t I) {
      for (Task &T : (*Bodies)[I])
        T();
    };
    switch (Type) {
    case axlGraphCondTypeIf: {
      const unsigned V = H->Value.load();
      if (V)
        RunBody(0);
      else if (Bodies->size() == 2)
        RunBody(1); // ELSE
      break;
    }
    case axlGraphCondTypeWhile:
      while (H->Value.load())
        RunBody(0);
      break;
    case axlGraphCondTypeSwitch: {
      const unsigned V = H->Value.load();
      if (V < Bodies->size())
        RunBody(V);
      break;
    }
    }
  };
  return axlSuccess;
}

/// The handles with axlGraphCondAssignDefault that the graph's conditional
/// nodes use, nested ones included.
void defaultedHandles(const axlGraph_st &G, std::vector<CondHandle *> &Out) {
  for (const auto &N : G.Nodes) {
    if (N->Type != axlGraphNodeTypeConditional || !N->Params)
      continue;
    CondHandle *H = N->Params->Cond;
    if (H->AssignDefault && std::find(Out.begin(), Out.end(), H) == Out.end())
      Out.push_back(H);
    for (axlGraph_t B : N->Params->Bodies)
      defaultedHandles(*B, Out);
  }
}

} // namespace

NodeParams::~NodeParams() {
  for (axlGraph_t B : Bodies) {
    bodyGraphs().erase(B);
    delete B;
  }
}

axlError_t enqueueKernel(axlStream_t Stream, std::function<void()> Run,
                         const KernelLaunchInfo &Info) {
  Run = axl::cpu::fault::slowed(std::move(Run));
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    // Only a capture needs the signature (the registry's lock nests inside).
    const KernelSignature *K = S->Cap && !S->Cap->Invalidated ? findKernel(Info.Address) : nullptr;
    if (!K)
      return fail(enqueueLocked(*S, std::move(Run), L, axlGraphNodeTypeKernel));
    auto Params = std::make_shared<NodeParams>();
    keepParams(*K, Info, *Params);
    axlGraphNode_t Node = addCapturedNodeLocked(*S, axlGraphNodeTypeKernel, std::move(Run), nullptr);
    Node->Params = std::move(Params);
    return axlSuccess;
  });
}

bool liveGraphLocked(axlGraph_t G) {
  if (runtime().Graphs.count(G) || bodyGraphs().count(G))
    return true;
  // The graph of a capture in progress (axlStreamGetCaptureInfo hands it
  // out: programs add nodes and conditional handles to it).
  return std::any_of(runtime().Captures.begin(), runtime().Captures.end(),
                     [G](const auto &C) { return C->Graph == G; });
}

axlGraph_t ownerGraphLocked(axlGraphNode_t Node) {
  auto Holds = [Node](axlGraph_t G) {
    return std::any_of(G->Nodes.begin(), G->Nodes.end(),
                       [Node](const auto &N) { return N.get() == Node; });
  };
  for (axlGraph_t G : runtime().Graphs)
    if (Holds(G))
      return G;
  for (axlGraph_t G : bodyGraphs())
    if (Holds(G))
      return G;
  for (const auto &C : runtime().Captures)
    if (Holds(C->Graph))
      return C->Graph;
  return nullptr;
}

std::shared_ptr<NodeParams> childGraphParamsLocked(axlGraph_t Child) {
  auto Params = std::make_shared<NodeParams>();
  Params->Bodies.push_back(Child);
  bodyGraphs().insert(Child);
  return Params;
}

axlGraph_t childGraphOf(const axlGraphNode_st &N) {
  return N.Type == axlGraphNodeTypeGraph && N.Params && N.Params->Bodies.size() == 1
             ? N.Params->Bodies[0]
             : nullptr;
}

bool ownsBodies(const axlGraphNode_st &N) {
  return N.Type == axlGraphNodeTypeConditional && N.Params && !N.Params->Bodies.empty();
}

axlError_t instantiateNodesLocked(const axlGraph_st &G, axlGraphExec_st &Exec) {
  std::vector<CondHandle *> Defaults;
  defaultedHandles(G, Defaults);
  if (!Defaults.empty()) {
    axlGraphNode_st Reset;
    Reset.Type = axlGraphNodeTypeHost;
    Reset.Run = [Defaults] {
      for (CondHandle *H : Defaults)
        H->Value.store(H->Default);
    };
    Exec.Nodes.push_back(std::move(Reset));
  }
  for (const auto &N : G.Nodes) {
    if (N->Type == axlGraphNodeTypeEmpty)
      continue;
    if (axlGraph_t Child = childGraphOf(*N)) { // its nodes, in place of it
      if (axlError_t E = instantiateNodesLocked(*Child, Exec))
        return E;
      continue;
    }
    axlGraphNode_st Copy = *N;
    Copy.Deps.clear(); // order is all a launch needs
    if (N->Type == axlGraphNodeTypeConditional && N->Params) // else captured: a task
      if (axlError_t E = conditionalTaskLocked(*N->Params, Copy.Run))
        return E;
    Exec.Index[N.get()] = Exec.Nodes.size();
    Exec.Nodes.push_back(std::move(Copy));
  }
  return axlSuccess;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlGraphAddKernelNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                 const axlGraphNode_t *Deps, size_t NumDeps,
                                 const struct axlKernelNodeParams *P) {
  if (!P)
    return fail(axlErrorInvalidValue);
  auto Params = std::make_shared<NodeParams>();
  Task Run;
  if (axlError_t E = makeKernelNode(*P, *Params, Run))
    return fail(E);
  Lock L(runtime().M);
  return fail(addParamNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeKernel, std::move(Run),
                           std::move(Params)));
}

axlError_t axlGraphKernelNodeGetParams(axlGraphNode_t Node, struct axlKernelNodeParams *P) {
  if (!Node || !P || Node->Type != axlGraphNodeTypeKernel)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!Node->Params) {
    std::fprintf(stderr, "axl cpu backend: axlGraphKernelNodeGetParams: the parameters of this "
                         "captured kernel launch are not kept (an overloaded kernel reached "
                         "through argument conversions has no known signature)\n");
    return fail(axlErrorNotSupported);
  }
  *P = Node->Params->Given;
  return axlSuccess;
}

axlError_t axlGraphKernelNodeSetParams(axlGraphNode_t Node, const struct axlKernelNodeParams *P) {
  if (!Node || !P || Node->Type != axlGraphNodeTypeKernel)
    return fail(axlErrorInvalidValue);
  auto Params = std::make_shared<NodeParams>();
  Task Run;
  if (axlError_t E = makeKernelNode(*P, *Params, Run))
    return fail(E);
  Lock L(runtime().M);
  Node->Run = std::move(Run); // executable graphs keep their own copies
  Node->Params = std::move(Params);
  return axlSuccess;
}

axlError_t axlGraphExecKernelNodeSetParams(axlGraphExec_t Exec, axlGraphNode_t Node,
                                           const struct axlKernelNodeParams *P) {
  if (!Exec || !Node || !P)
    return fail(axlErrorInvalidValue);
  auto Params = std::make_shared<NodeParams>();
  Task Run;
  if (axlError_t E = makeKernelNode(*P, *Params, Run))
    return fail(E);
  Lock L(runtime().M);
  if (!runtime().Execs.count(Exec))
    return fail(axlErrorInvalidValue);
  auto It = Exec->Index.find(Node);
  if (It == Exec->Index.end() || Exec->Nodes[It->second].Type != axlGraphNodeTypeKernel)
    return fail(axlErrorInvalidValue);
  // Launches already enqueued hold their own copy of the old task.
  Exec->Nodes[It->second].Run = std::move(Run);
  Exec->Nodes[It->second].Params = std::move(Params);
  return axlSuccess;
}

axlError_t axlGraphConditionalHandleCreate(axlGraphConditionalHandle *PHandle, axlGraph_t Graph,
                                           unsigned int DefaultValue, unsigned int Flags) {
  if (!PHandle || !Graph || (Flags & ~unsigned(axlGraphCondAssignDefault)))
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Graph))
    return fail(axlErrorInvalidValue);
  // Handles live as long as the process: kernels of executable graphs may
  // set them after their graph is gone.
  auto *H = new CondHandle{{DefaultValue}, DefaultValue, (Flags & axlGraphCondAssignDefault) != 0};
  condHandles().insert(H);
  *PHandle = reinterpret_cast<axlGraphConditionalHandle>(H);
  return axlSuccess;
}

static axlError_t addConditionalNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                     const axlGraphNode_t *Deps, size_t NumDeps,
                                     axlConditionalNodeParams &C) {
  const bool SizeOk = C.type == axlGraphCondTypeIf     ? C.size == 1 || C.size == 2
                      : C.type == axlGraphCondTypeWhile ? C.size == 1
                      : C.type == axlGraphCondTypeSwitch ? C.size > 0
                                                         : false;
  if (!SizeOk)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  auto *H = reinterpret_cast<CondHandle *>(C.handle);
  if (!condHandles().count(H))
    return fail(axlErrorInvalidValue);
  auto Params = std::make_shared<NodeParams>();
  Params->Cond = H;
  Params->CondType = C.type;
  for (unsigned I = 0; I < C.size; ++I) {
    Params->Bodies.push_back(new axlGraph_st);
    bodyGraphs().insert(Params->Bodies.back());
  }
  NodeParams *Owned = Params.get();
  // The task is built at instantiation, from the bodies as they are then.
  if (axlError_t E = addParamNode(PNode, Graph, Deps, NumDeps, axlGraphNodeTypeConditional,
                                  nullptr, std::move(Params)))
    return fail(E);
  C.phGraph_out = Owned->Bodies.data();
  return axlSuccess;
}

axlError_t axlGraphAddNode(axlGraphNode_t *PNode, axlGraph_t Graph, const axlGraphNode_t *Deps,
                           const axlGraphEdgeData *EdgeData, size_t NumDeps,
                           struct axlGraphNodeParams *P) {
  if (!P)
    return fail(axlErrorInvalidValue);
  if (EdgeData)
    for (size_t I = 0; I < NumDeps; ++I) {
      const axlGraphEdgeData &E = EdgeData[I];
      if (E.from_port || E.to_port || E.type) {
        std::fprintf(stderr, "axl cpu backend: axlGraphAddNode: only default edges (port 0, "
                             "type default) are supported\n");
        return fail(axlErrorNotSupported);
      }
    }
  switch (P->type) {
  case axlGraphNodeTypeKernel: {
    const axlKernelNodeParamsV2 &K = P->kernel;
    axlKernelNodeParams V1{K.func,           K.gridDim,      K.blockDim,
                           K.sharedMemBytes, K.kernelParams, K.extra};
    return axlGraphAddKernelNode(PNode, Graph, Deps, NumDeps, &V1);
  }
  case axlGraphNodeTypeHost: {
    axlHostNodeParams H{P->host.fn, P->host.userData};
    return axlGraphAddHostNode(PNode, Graph, Deps, NumDeps, &H);
  }
  case axlGraphNodeTypeEmpty:
    return axlGraphAddEmptyNode(PNode, Graph, Deps, NumDeps);
  case axlGraphNodeTypeEventRecord:
    return axlGraphAddEventRecordNode(PNode, Graph, Deps, NumDeps, P->eventRecord.event);
  case axlGraphNodeTypeWaitEvent:
    return axlGraphAddEventWaitNode(PNode, Graph, Deps, NumDeps, P->eventWait.event);
  case axlGraphNodeTypeMemAlloc: {
    axlMemAllocNodeParams A;
    std::memcpy(&A, &P->alloc, sizeof A);
    axlError_t E = axlGraphAddMemAllocNode(PNode, Graph, Deps, NumDeps, &A);
    P->alloc.dptr = A.dptr;
    return E;
  }
  case axlGraphNodeTypeMemFree:
    return axlGraphAddMemFreeNode(PNode, Graph, Deps, NumDeps, P->free.dptr);
  case axlGraphNodeTypeConditional:
    return addConditionalNode(PNode, Graph, Deps, NumDeps, P->conditional);
  default:
    std::fprintf(stderr, "axl cpu backend: axlGraphAddNode: nodes of type %d are not supported "
                         "(kernel, host, empty, event, memory allocation/free and conditional "
                         "nodes are)\n",
                 int(P->type));
    return fail(axlErrorNotSupported);
  }
}

void axlGraphSetConditional(axlGraphConditionalHandle Handle, unsigned int Value) {
  if (!Handle)
    kernelAbort("axlGraphSetConditional with a null handle");
  reinterpret_cast<CondHandle *>(Handle)->Value.store(Value);
}
