// CPU backend runtime: graphs edited after they are built. Clones (child
// graphs copied with them; graphs with memory or conditional nodes are not
// cloned, as in CUDA), child graph nodes (a copy of the child, run in place
// of the node), edges added and removed by hand (a graph keeps its nodes in
// an order where each follows its dependencies, so an edge to a node added
// earlier moves it; an edge that makes a cycle is refused), and what a
// graph reports of its shape: roots, edges, dependencies and dependents.
// Every edge is a default edge (port 0, full dependency), as in graphs
// without programmatic dependent launch.
#include "state.h"

#include <algorithm>
#include <cstdio>

namespace axl::cpu::detail {

namespace {

/// Default edges only: programmatic ports and edge types are not supported.
axlError_t checkDefaultEdges(const axlGraphEdgeData *Edges, size_t Count, const char *Call) {
  if (!Edges)
    return axlSuccess;
  for (size_t I = 0; I < Count; ++I)
    if (Edges[I].from_port || Edges[I].to_port || Edges[I].type) {
      std::fprintf(stderr, "axl cpu backend: %s: only default edges (port 0, type default) are "
                           "supported\n",
                   Call);
      return axlErrorNotSupported;
    }
  return axlSuccess;
}

/// What CUDA does not clone: memory nodes, conditional nodes, and graphs
/// that hold them in child graphs.
bool clonable(const axlGraph_st &G) {
  for (const auto &N : G.Nodes) {
    if (N->Alloc || ownsBodies(*N) || N->Type == axlGraphNodeTypeMemAlloc ||
        N->Type == axlGraphNodeTypeMemFree || N->Type == axlGraphNodeTypeConditional)
      return false;
    if (axlGraph_t Child = childGraphOf(*N))
      if (!clonable(*Child))
        return false;
  }
  return true;
}

/// Copies `From`'s nodes into the empty `To`, edges and parameters with
/// them (kernel parameters are shared until one side sets its own: they
/// are replaced, never changed in place), child graphs cloned.
void cloneIntoLocked(const axlGraph_st &From, axlGraph_st &To) {
  for (const auto &N : From.Nodes) {
    auto Copy = std::make_unique<axlGraphNode_st>();
    Copy->Type = N->Type;
    Copy->Run = N->Run;
    Copy->Event = N->Event;
    Copy->Params = N->Params;
    for (axlGraphNode_t D : N->Deps)
      Copy->Deps.push_back(To.ClonedFrom.at(D));
    if (axlGraph_t Child = childGraphOf(*N)) {
      auto *Cloned = new axlGraph_st;
      cloneIntoLocked(*Child, *Cloned);
      Copy->Params = childGraphParamsLocked(Cloned);
    }
    To.ClonedFrom[N.get()] = Copy.get();
    To.Nodes.push_back(std::move(Copy));
  }
}

/// The graph that holds every node of the pairs, or null.
axlGraph_t commonOwnerLocked(const axlGraphNode_t *From, const axlGraphNode_t *To, size_t Count) {
  axlGraph_t G = nullptr;
  for (size_t I = 0; I < Count; ++I)
    for (axlGraphNode_t N : {From[I], To[I]}) {
      axlGraph_t Owner = N ? ownerGraphLocked(N) : nullptr;
      if (!Owner || (G && Owner != G))
        return nullptr;
      G = Owner;
    }
  return G;
}

/// What both edge calls check: pairs given, default edges, a live graph
/// that holds every node of the pairs. Returns the error unrecorded.
axlError_t checkEdgesLocked(axlGraph_t Graph, const axlGraphNode_t *From,
                            const axlGraphNode_t *To, const axlGraphEdgeData *Edges, size_t Count,
                            const char *Call) {
  if (!Graph || (Count && (!From || !To)))
    return axlErrorInvalidValue;
  if (axlError_t E = checkDefaultEdges(Edges, Count, Call))
    return E;
  if (!liveGraphLocked(Graph) || (Count && commonOwnerLocked(From, To, Count) != Graph))
    return axlErrorInvalidValue;
  return axlSuccess;
}

} // namespace

bool sortNodesLocked(axlGraph_st &G) {
  const size_t Count = G.Nodes.size();
  std::unordered_map<axlGraphNode_t, size_t> Index;
  for (size_t I = 0; I < Count; ++I)
    Index[G.Nodes[I].get()] = I;
  // Repeatedly take the first node (in today's order) whose dependencies
  // are all placed: a stable topological order.
  std::vector<bool> Placed(Count, false);
  std::vector<size_t> Order;
  Order.reserve(Count);
  while (Order.size() < Count) {
    size_t Next = Count;
    for (size_t I = 0; I < Count && Next == Count; ++I)
      if (!Placed[I] && std::all_of(G.Nodes[I]->Deps.begin(), G.Nodes[I]->Deps.end(),
                                    [&](axlGraphNode_t D) { return Placed[Index.at(D)]; }))
        Next = I;
    if (Next == Count)
      return false; // a cycle
    Placed[Next] = true;
    Order.push_back(Next);
  }
  std::vector<std::unique_ptr<axlGraphNode_st>> Sorted;
  Sorted.reserve(Count);
  for (size_t I : Order)
    Sorted.push_back(std::move(G.Nodes[I]));
  G.Nodes = std::move(Sorted);
  return true;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlGraphClone(axlGraph_t *PClone, axlGraph_t Original) {
  if (!PClone || !Original)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Original))
    return fail(axlErrorInvalidValue);
  if (!clonable(*Original)) {
    std::fprintf(stderr, "axl cpu backend: axlGraphClone: graphs with memory allocation, memory "
                         "free or conditional nodes are not cloned (as in CUDA)\n");
    return fail(axlErrorNotSupported);
  }
  auto *Clone = new axlGraph_st;
  cloneIntoLocked(*Original, *Clone);
  runtime().Graphs.insert(Clone);
  *PClone = Clone;
  return axlSuccess;
}

axlError_t axlGraphNodeFindInClone(axlGraphNode_t *PNode, axlGraphNode_t Original,
                                   axlGraph_t Clone) {
  if (!PNode || !Original || !Clone)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Clone))
    return fail(axlErrorInvalidValue);
  auto It = Clone->ClonedFrom.find(Original);
  // The node must still be in the clone (axlGraphDestroyNode).
  if (It == Clone->ClonedFrom.end() || ownerGraphLocked(It->second) != Clone)
    return fail(axlErrorInvalidValue);
  *PNode = It->second;
  return axlSuccess;
}

axlError_t axlGraphAddChildGraphNode(axlGraphNode_t *PNode, axlGraph_t Graph,
                                     const axlGraphNode_t *Deps, size_t NumDeps,
                                     axlGraph_t Child) {
  if (!Child)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (axlError_t E = checkNewNodeLocked(PNode, Graph, Deps, NumDeps))
    return fail(E);
  if (!liveGraphLocked(Child) || Child == Graph)
    return fail(axlErrorInvalidValue);
  if (!clonable(*Child)) {
    std::fprintf(stderr, "axl cpu backend: axlGraphAddChildGraphNode: a child graph with memory "
                         "allocation, memory free or conditional nodes is not supported\n");
    return fail(axlErrorNotSupported);
  }
  auto *Copy = new axlGraph_st; // the node owns a copy, as in CUDA
  cloneIntoLocked(*Child, *Copy);
  Copy->ClonedFrom.clear();
  auto N = std::make_unique<axlGraphNode_st>();
  N->Type = axlGraphNodeTypeGraph;
  N->Params = childGraphParamsLocked(Copy);
  N->Deps.assign(Deps, Deps + NumDeps);
  *PNode = N.get();
  Graph->Nodes.push_back(std::move(N));
  return axlSuccess;
}

axlError_t axlGraphChildGraphNodeGetGraph(axlGraphNode_t Node, axlGraph_t *PGraph) {
  if (!Node || !PGraph)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlGraph_t Child = ownerGraphLocked(Node) ? childGraphOf(*Node) : nullptr;
  if (!Child)
    return fail(axlErrorInvalidValue);
  *PGraph = Child; // owned by the node; changes to it are the node's
  return axlSuccess;
}

axlError_t axlGraphAddDependencies(axlGraph_t Graph, const axlGraphNode_t *From,
                                   const axlGraphNode_t *To, const axlGraphEdgeData *Edges,
                                   size_t Count) {
  Lock L(runtime().M);
  if (axlError_t E = checkEdgesLocked(Graph, From, To, Edges, Count, "axlGraphAddDependencies"))
    return fail(E);
  for (size_t I = 0; I < Count; ++I) {
    const auto &Deps = To[I]->Deps;
    bool Repeated = std::find(Deps.begin(), Deps.end(), From[I]) != Deps.end();
    for (size_t J = 0; J < I && !Repeated; ++J)
      Repeated = From[J] == From[I] && To[J] == To[I];
    if (Repeated || From[I] == To[I])
      return fail(axlErrorInvalidValue);
  }
  auto Position = [&](axlGraphNode_t N) {
    return std::find_if(Graph->Nodes.begin(), Graph->Nodes.end(),
                        [N](const auto &P) { return P.get() == N; }) -
           Graph->Nodes.begin();
  };
  bool InOrder = true; // every edge already points forward: nothing to move
  for (size_t I = 0; I < Count; ++I) {
    To[I]->Deps.push_back(From[I]);
    InOrder = InOrder && Position(From[I]) < Position(To[I]);
  }
  if (!InOrder && !sortNodesLocked(*Graph)) { // a cycle: take the edges back
    for (size_t I = Count; I-- > 0;)
      To[I]->Deps.pop_back();
    return fail(axlErrorInvalidValue);
  }
  return axlSuccess;
}

axlError_t axlGraphRemoveDependencies(axlGraph_t Graph, const axlGraphNode_t *From,
                                      const axlGraphNode_t *To, const axlGraphEdgeData *Edges,
                                      size_t Count) {
  Lock L(runtime().M);
  if (axlError_t E =
          checkEdgesLocked(Graph, From, To, Edges, Count, "axlGraphRemoveDependencies"))
    return fail(E);
  for (size_t I = 0; I < Count; ++I) {
    const auto &Deps = To[I]->Deps;
    if (std::find(Deps.begin(), Deps.end(), From[I]) == Deps.end())
      return fail(axlErrorInvalidValue); // no such edge: nothing removed
  }
  for (size_t I = 0; I < Count; ++I) {
    auto &Deps = To[I]->Deps;
    Deps.erase(std::find(Deps.begin(), Deps.end(), From[I]));
  }
  return axlSuccess;
}

/// Fills what fits of `Out` (when given) with `Found`, nulls the rest, and
/// reports the count, as CUDA's graph queries do.
static void report(const std::vector<axlGraphNode_t> &Found, axlGraphNode_t *Out,
                   axlGraphEdgeData *Edges, size_t *Num) {
  if (Out)
    for (size_t I = 0; I < *Num; ++I) {
      Out[I] = I < Found.size() ? Found[I] : nullptr;
      if (Edges)
        Edges[I] = axlGraphEdgeData{};
    }
  *Num = Found.size();
}

axlError_t axlGraphGetRootNodes(axlGraph_t Graph, axlGraphNode_t *Roots, size_t *Num) {
  if (!Graph || !Num)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Graph))
    return fail(axlErrorInvalidValue);
  std::vector<axlGraphNode_t> Found;
  for (const auto &N : Graph->Nodes)
    if (N->Deps.empty())
      Found.push_back(N.get());
  report(Found, Roots, nullptr, Num);
  return axlSuccess;
}

axlError_t axlGraphGetEdges(axlGraph_t Graph, axlGraphNode_t *From, axlGraphNode_t *To,
                            axlGraphEdgeData *Edges, size_t *Num) {
  if (!Graph || !Num || (!From != !To))
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!liveGraphLocked(Graph))
    return fail(axlErrorInvalidValue);
  std::vector<axlGraphNode_t> Froms, Tos;
  for (const auto &N : Graph->Nodes)
    for (axlGraphNode_t D : N->Deps) {
      Froms.push_back(D);
      Tos.push_back(N.get());
    }
  size_t Room = *Num;
  report(Froms, From, Edges, &Room);
  report(Tos, To, nullptr, Num);
  return axlSuccess;
}

axlError_t axlGraphNodeGetDependencies(axlGraphNode_t Node, axlGraphNode_t *Deps,
                                       axlGraphEdgeData *Edges, size_t *Num) {
  if (!Node || !Num)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!ownerGraphLocked(Node))
    return fail(axlErrorInvalidValue);
  report(Node->Deps, Deps, Edges, Num);
  return axlSuccess;
}

axlError_t axlGraphNodeGetDependentNodes(axlGraphNode_t Node, axlGraphNode_t *Dependents,
                                         axlGraphEdgeData *Edges, size_t *Num) {
  if (!Node || !Num)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlGraph_t Owner = ownerGraphLocked(Node);
  if (!Owner)
    return fail(axlErrorInvalidValue);
  std::vector<axlGraphNode_t> Found;
  for (const auto &N : Owner->Nodes)
    if (std::find(N->Deps.begin(), N->Deps.end(), Node) != N->Deps.end())
      Found.push_back(N.get());
  report(Found, Dependents, Edges, Num);
  return axlSuccess;
}

axlError_t axlGraphDestroyNode(axlGraphNode_t Node) {
  if (!Node)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlGraph_t Owner = ownerGraphLocked(Node);
  if (!Owner)
    return fail(axlErrorInvalidValue);
  if (Node->Alloc) {
    std::fprintf(stderr, "axl cpu backend: axlGraphDestroyNode: memory allocation and free nodes "
                         "are not destroyed one by one here; destroy the graph\n");
    return fail(axlErrorNotSupported);
  }
  for (const auto &N : Owner->Nodes) // edges to and from it go with it
    N->Deps.erase(std::remove(N->Deps.begin(), N->Deps.end(), Node), N->Deps.end());
  auto It = std::find_if(Owner->Nodes.begin(), Owner->Nodes.end(),
                         [Node](const auto &N) { return N.get() == Node; });
  Owner->Nodes.erase(It); // its parameters (and owned graphs) with it
  return axlSuccess;
}
