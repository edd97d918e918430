// Graph nodes with parameters: kernel nodes (parameters copied when added,
// Get/SetParams on the graph, axlGraphExecKernelNodeSetParams changing only
// the executable graph, the `extra` buffer format, unknown kernels, captured
// launches keeping their parameters),
// memory allocation and free nodes, and conditional nodes (WHILE driven by a
// kernel's axlGraphSetConditional, IF with ELSE, SWITCH, default values with
// and without axlGraphCondAssignDefault, a WHILE nested in an IF) added with
// axlGraphAddNode.
#include "runtime_check.h"

#include <cstring>

constexpr int N = 128;

__global__ void addTo(int *P, int V) { P[blockIdx.x * blockDim.x + threadIdx.x] += V; }
__global__ void setAll(int *P, int V) { P[threadIdx.x] = V; }
__global__ void mixed(char C, double D, int *Out) { Out[threadIdx.x] = C + int(D); }
__global__ void notRegistered(int *P) { P[0] = 1; }
// WHILE body: counts down *Left, clears the handle at 0.
__global__ void countDown(int *Left, int *Steps, axlGraphConditionalHandle H) {
  if (threadIdx.x == 0) {
    ++*Steps;
    if (--*Left == 0)
      axlGraphSetConditional(H, 0);
  }
}
__global__ void setHandle(axlGraphConditionalHandle H, int *Value) {
  if (threadIdx.x == 0)
    axlGraphSetConditional(H, unsigned(*Value));
}

static void expectAll(const int *P, int Count, int V, const char *What) {
  for (int I = 0; I < Count; ++I)
    if (P[I] != V) {
      std::fprintf(stderr, "%s: element %d is %d, expected %d\n", What, I, P[I], V);
      std::exit(1);
    }
}

static axlGraphNode_t addKernel(axlGraph_t G, const void *Func, dim3 Grid, dim3 Block,
                                void **Args, const axlGraphNode_t *Deps = nullptr,
                                size_t NumDeps = 0) {
  axlKernelNodeParams P{};
  P.func = const_cast<void *>(Func);
  P.gridDim = Grid;
  P.blockDim = Block;
  P.kernelParams = Args;
  axlGraphNode_t Node;
  CHECK_OK(axlGraphAddKernelNode(&Node, G, Deps, NumDeps, &P));
  return Node;
}

int main() {
  // The kernels become known by their signatures where they are typed.
  axlCpuRegisterKernel(addTo);
  axlCpuRegisterKernel(setAll);
  axlCpuRegisterKernel(mixed);
  axlCpuRegisterKernel(countDown);
  axlCpuRegisterKernel(setHandle);
  int *Data;
  CHECK_OK(axlMallocManaged(&Data, N * sizeof(int)));
  std::memset(Data, 0, N * sizeof(int));
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));

  // Kernel nodes: parameters are copied when the node is added.
  axlGraph_t G;
  CHECK_OK(axlGraphCreate(&G, 0));
  int V = 3;
  void *Args[] = {&Data, &V};
  axlGraphNode_t K1 = addKernel(G, (void *)addTo, dim3(2), dim3(N / 2), Args);
  V = 100; // not seen by K1
  axlKernelNodeParams Got{};
  CHECK_OK(axlGraphKernelNodeGetParams(K1, &Got));
  CHECK(Got.func == (void *)addTo && Got.gridDim.x == 2 && Got.blockDim.x == N / 2 &&
        Got.sharedMemBytes == 0 && Got.extra == nullptr);
  CHECK(*static_cast<int **>(Got.kernelParams[0]) == Data &&
        *static_cast<int *>(Got.kernelParams[1]) == 3);
  axlGraphNodeType Type;
  CHECK_OK(axlGraphNodeGetType(K1, &Type));
  CHECK(Type == axlGraphNodeTypeKernel);
  axlGraphExec_t E;
  CHECK_OK(axlGraphInstantiate(&E, G, 0));
  CHECK_OK(axlGraphLaunch(E, S));
  CHECK_OK(axlGraphLaunch(E, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 6, "kernel node launched twice");
  // Updating the graph's node leaves the executable graph as it was; the
  // executable graph's own update changes it.
  int W = 10;
  void *WArgs[] = {&Data, &W};
  Got.kernelParams = WArgs;
  CHECK_OK(axlGraphKernelNodeSetParams(K1, &Got));
  CHECK_OK(axlGraphLaunch(E, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 9, "graph node update does not reach the executable graph");
  axlGraphExec_t E2;
  CHECK_OK(axlGraphInstantiate(&E2, G, 0));
  CHECK_OK(axlGraphLaunch(E2, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 19, "graph node update in a new instantiation");
  W = -1;
  Got.func = (void *)setAll;
  Got.gridDim = dim3(1);
  Got.blockDim = dim3(N);
  CHECK_OK(axlGraphExecKernelNodeSetParams(E, K1, &Got));
  CHECK_OK(axlGraphLaunch(E, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, -1, "executable graph update");
  CHECK_OK(axlGraphLaunch(E2, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 9, "other executable graph unchanged");
  // The `extra` format: the parameters packed at their alignment.
  struct {
    char C;
    double D;
    int *Out;
  } Packed{'\x05', 2.0, Data};
  size_t Size = sizeof Packed;
  void *Extra[] = {AXL_LAUNCH_PARAM_BUFFER_POINTER, &Packed, AXL_LAUNCH_PARAM_BUFFER_SIZE, &Size,
                   AXL_LAUNCH_PARAM_END};
  axlKernelNodeParams P{};
  P.func = (void *)mixed;
  P.gridDim = dim3(1);
  P.blockDim = dim3(N);
  P.extra = Extra;
  axlGraphNode_t K2;
  CHECK_OK(axlGraphAddKernelNode(&K2, G, &K1, 1, &P));
  axlGraphExec_t E3;
  CHECK_OK(axlGraphInstantiate(&E3, G, 0));
  CHECK_OK(axlGraphLaunch(E3, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 7, "kernel node with extra");
  // Errors: an unknown kernel, a bad configuration, both argument forms.
  P.func = (void *)notRegistered;
  CHECK_ERR(axlGraphAddKernelNode(&K2, G, nullptr, 0, &P), axlErrorInvalidDeviceFunction);
  P.func = nullptr;
  CHECK_ERR(axlGraphAddKernelNode(&K2, G, nullptr, 0, &P), axlErrorInvalidDeviceFunction);
  P.func = (void *)mixed;
  P.blockDim = dim3(2048);
  CHECK_ERR(axlGraphAddKernelNode(&K2, G, nullptr, 0, &P), axlErrorInvalidConfiguration);
  P.blockDim = dim3(N);
  P.kernelParams = Args;
  CHECK_ERR(axlGraphAddKernelNode(&K2, G, nullptr, 0, &P), axlErrorInvalidValue);
  Size = 4; // smaller than the parameters
  P.kernelParams = nullptr;
  CHECK_ERR(axlGraphAddKernelNode(&K2, G, nullptr, 0, &P), axlErrorInvalidValue);
  CHECK_ERR(axlGraphExecKernelNodeSetParams(E, nullptr, &Got), axlErrorInvalidValue);
  (void)axlGetLastError();
  // Captured launches keep their parameters too: <<<>>> and by address.
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  axlLaunchKernelGGL(addTo, dim3(2), dim3(N / 2), 0, S, Data, 4);
  int Eight = 8;
  void *CapArgs[] = {&Data, &Eight};
  CHECK_OK(axlLaunchKernel((const void *)addTo, dim3(1), dim3(N), CapArgs, 0, S));
  Eight = 0;
  axlGraph_t Cap;
  CHECK_OK(axlStreamEndCapture(S, &Cap));
  axlGraphNode_t CapNodes[2];
  size_t NumCap = 2;
  CHECK_OK(axlGraphGetNodes(Cap, CapNodes, &NumCap));
  CHECK(NumCap == 2);
  axlKernelNodeParams C0{}, C1{};
  CHECK_OK(axlGraphKernelNodeGetParams(CapNodes[0], &C0));
  CHECK_OK(axlGraphKernelNodeGetParams(CapNodes[1], &C1));
  CHECK(C0.func == (void *)addTo && C0.gridDim.x == 2 && C0.blockDim.x == N / 2 &&
        *static_cast<int **>(C0.kernelParams[0]) == Data &&
        *static_cast<int *>(C0.kernelParams[1]) == 4);
  CHECK(C1.func == (void *)addTo && C1.gridDim.x == 1 && C1.blockDim.x == N &&
        *static_cast<int *>(C1.kernelParams[1]) == 8);
  axlGraphExec_t CapExec;
  CHECK_OK(axlGraphInstantiate(&CapExec, Cap, 0));
  std::memset(Data, 0, N * sizeof(int));
  CHECK_OK(axlGraphLaunch(CapExec, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 12, "captured kernel nodes");
  int Hundred = 100;
  void *NewArgs[] = {&Data, &Hundred};
  C1.kernelParams = NewArgs;
  CHECK_OK(axlGraphExecKernelNodeSetParams(CapExec, CapNodes[1], &C1));
  CHECK_OK(axlGraphLaunch(CapExec, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Data, N, 12 + 4 + 100, "captured kernel node updated");
  CHECK_OK(axlGraphExecDestroy(CapExec));
  CHECK_OK(axlGraphDestroy(Cap));
  std::printf("PASS kernel nodes\n");

  // Memory nodes: allocate, fill with a kernel, copy out, free.
  axlGraph_t M;
  CHECK_OK(axlGraphCreate(&M, 0));
  axlMemAllocNodeParams A{};
  A.poolProps.allocType = axlMemAllocationTypePinned;
  A.poolProps.location = {axlMemLocationTypeDevice, 0};
  A.bytesize = N * sizeof(int);
  axlGraphNode_t Alloc, Fill, Copy, Free;
  CHECK_OK(axlGraphAddMemAllocNode(&Alloc, M, nullptr, 0, &A));
  CHECK(A.dptr != nullptr && reinterpret_cast<uintptr_t>(A.dptr) % 256 == 0);
  int *Scratch = static_cast<int *>(A.dptr);
  int Seven = 7;
  void *FillArgs[] = {&Scratch, &Seven};
  Fill = addKernel(M, (void *)setAll, dim3(1), dim3(N), FillArgs, &Alloc, 1);
  static int Host[N];
  CHECK_OK(axlGraphAddMemcpyNode1D(&Copy, M, &Fill, 1, Host, Scratch, sizeof Host,
                                   axlMemcpyDeviceToHost));
  CHECK_OK(axlGraphAddMemFreeNode(&Free, M, &Copy, 1, Scratch));
  axlMemAllocNodeParams AOut;
  CHECK_OK(axlGraphMemAllocNodeGetParams(Alloc, &AOut));
  CHECK(AOut.dptr == Scratch && AOut.bytesize == A.bytesize);
  void *FreedPtr = nullptr;
  CHECK_OK(axlGraphMemFreeNodeGetParams(Free, &FreedPtr));
  CHECK(FreedPtr == Scratch);
  CHECK_OK(axlGraphNodeGetType(Alloc, &Type));
  CHECK(Type == axlGraphNodeTypeMemAlloc);
  CHECK_OK(axlGraphNodeGetType(Free, &Type));
  CHECK(Type == axlGraphNodeTypeMemFree);
  axlGraphExec_t ME;
  CHECK_OK(axlGraphInstantiate(&ME, M, 0));
  CHECK_OK(axlGraphLaunch(ME, S));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(Host, N, 7, "memory nodes");
  CHECK_ERR(axlGraphAddMemFreeNode(&Free, M, nullptr, 0, Data), axlErrorInvalidValue);
  A.poolProps.allocType = axlMemAllocationTypeInvalid;
  CHECK_ERR(axlGraphAddMemAllocNode(&Alloc, M, nullptr, 0, &A), axlErrorInvalidValue);
  A.poolProps.allocType = axlMemAllocationTypePinned;
  A.bytesize = 0;
  CHECK_ERR(axlGraphAddMemAllocNode(&Alloc, M, nullptr, 0, &A), axlErrorInvalidValue);
  CHECK_OK(axlDeviceGraphMemTrim(0));
  (void)axlGetLastError();
  std::printf("PASS memory nodes\n");

  // WHILE: the body runs while the handle is non-zero; its kernel clears it.
  int *Left, *Steps;
  CHECK_OK(axlMallocManaged(&Left, sizeof(int)));
  CHECK_OK(axlMallocManaged(&Steps, sizeof(int)));
  axlGraph_t C;
  CHECK_OK(axlGraphCreate(&C, 0));
  axlGraphConditionalHandle H;
  CHECK_OK(axlGraphConditionalHandleCreate(&H, C, 1, axlGraphCondAssignDefault));
  axlGraphNodeParams CP = {};
  std::memset(&CP, 0, sizeof CP);
  CP.type = axlGraphNodeTypeConditional;
  CP.conditional.handle = H;
  CP.conditional.type = axlGraphCondTypeWhile;
  CP.conditional.size = 1;
  axlGraphNode_t Loop;
  CHECK_OK(axlGraphAddNode(&Loop, C, nullptr, nullptr, 0, &CP));
  CHECK(CP.conditional.phGraph_out != nullptr);
  axlGraph_t Body = CP.conditional.phGraph_out[0];
  void *CountArgs[] = {&Left, &Steps, &H};
  addKernel(Body, (void *)countDown, dim3(1), dim3(32), CountArgs);
  CHECK_OK(axlGraphNodeGetType(Loop, &Type));
  CHECK(Type == axlGraphNodeTypeConditional);
  axlGraphExec_t CE;
  CHECK_OK(axlGraphInstantiate(&CE, C, 0));
  *Left = 5;
  *Steps = 0;
  CHECK_OK(axlGraphLaunch(CE, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(*Steps == 5 && *Left == 0);
  // axlGraphCondAssignDefault: each launch starts from the default (1).
  *Left = 3;
  CHECK_OK(axlGraphLaunch(CE, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(*Steps == 8 && *Left == 0);
  // Launched into a capture, the executable graph's nodes (the default's
  // reset, the conditional node) become nodes of the captured graph.
  axlStream_t S2;
  CHECK_OK(axlStreamCreate(&S2));
  CHECK_OK(axlStreamBeginCapture(S2, axlStreamCaptureModeGlobal));
  CHECK_OK(axlGraphLaunch(CE, S2));
  axlGraph_t Captured;
  CHECK_OK(axlStreamEndCapture(S2, &Captured));
  axlGraphExec_t CapturedExec;
  CHECK_OK(axlGraphInstantiate(&CapturedExec, Captured, 0));
  CHECK(*Steps == 8);
  *Left = 4;
  CHECK_OK(axlGraphLaunch(CapturedExec, S2));
  CHECK_OK(axlStreamSynchronize(S2));
  CHECK(*Steps == 12 && *Left == 0);
  CHECK_OK(axlGraphExecDestroy(CapturedExec));
  CHECK_OK(axlGraphDestroy(Captured));
  CHECK_OK(axlStreamDestroy(S2));
  std::printf("PASS while\n");

  // IF with ELSE, and SWITCH, chosen by a kernel before them; a handle
  // without axlGraphCondAssignDefault keeps its value between launches.
  axlGraph_t I;
  CHECK_OK(axlGraphCreate(&I, 0));
  axlGraphConditionalHandle HIf, HSwitch, HKeep;
  CHECK_OK(axlGraphConditionalHandleCreate(&HIf, I, 0, axlGraphCondAssignDefault));
  CHECK_OK(axlGraphConditionalHandleCreate(&HSwitch, I, 0, axlGraphCondAssignDefault));
  CHECK_OK(axlGraphConditionalHandleCreate(&HKeep, I, 1, 0));
  int *Choice;
  CHECK_OK(axlMallocManaged(&Choice, sizeof(int)));
  void *SetIf[] = {&HIf, &Choice};
  void *SetSwitch[] = {&HSwitch, &Choice};
  axlGraphNode_t Set1 = addKernel(I, (void *)setHandle, dim3(1), dim3(1), SetIf);
  axlGraphNode_t Set2 = addKernel(I, (void *)setHandle, dim3(1), dim3(1), SetSwitch, &Set1, 1);
  std::memset(&CP, 0, sizeof CP);
  CP.type = axlGraphNodeTypeConditional;
  CP.conditional.handle = HIf;
  CP.conditional.type = axlGraphCondTypeIf;
  CP.conditional.size = 2;
  axlGraphNode_t IfNode;
  CHECK_OK(axlGraphAddNode(&IfNode, I, &Set2, nullptr, 1, &CP));
  int Then = 1, Else = 2;
  void *ThenArgs[] = {&Data, &Then};
  void *ElseArgs[] = {&Data, &Else};
  addKernel(CP.conditional.phGraph_out[0], (void *)setAll, dim3(1), dim3(N), ThenArgs);
  addKernel(CP.conditional.phGraph_out[1], (void *)setAll, dim3(1), dim3(N), ElseArgs);
  std::memset(&CP, 0, sizeof CP);
  CP.type = axlGraphNodeTypeConditional;
  CP.conditional.handle = HSwitch;
  CP.conditional.type = axlGraphCondTypeSwitch;
  CP.conditional.size = 3;
  axlGraphNode_t SwitchNode;
  CHECK_OK(axlGraphAddNode(&SwitchNode, I, &IfNode, nullptr, 1, &CP));
  int Adds[3] = {10, 20, 30};
  void *AddArgs[3][2] = {{&Data, &Adds[0]}, {&Data, &Adds[1]}, {&Data, &Adds[2]}};
  for (int B = 0; B < 3; ++B)
    addKernel(CP.conditional.phGraph_out[B], (void *)addTo, dim3(1), dim3(N), AddArgs[B]);
  // IF(HKeep) holding a WHILE(HKeep) whose body clears it: the first launch
  // runs the loop once, later launches skip the IF (the value stays 0).
  std::memset(&CP, 0, sizeof CP);
  CP.type = axlGraphNodeTypeConditional;
  CP.conditional.handle = HKeep;
  CP.conditional.type = axlGraphCondTypeIf;
  CP.conditional.size = 1;
  axlGraphNode_t Outer;
  CHECK_OK(axlGraphAddNode(&Outer, I, &SwitchNode, nullptr, 1, &CP));
  axlGraph_t OuterBody = CP.conditional.phGraph_out[0];
  CP.conditional.type = axlGraphCondTypeWhile;
  axlGraphNode_t Inner;
  CHECK_OK(axlGraphAddNode(&Inner, OuterBody, nullptr, nullptr, 0, &CP));
  void *KeepArgs[] = {&Left, &Steps, &HKeep};
  addKernel(CP.conditional.phGraph_out[0], (void *)countDown, dim3(1), dim3(1), KeepArgs);
  axlGraphExec_t IE;
  CHECK_OK(axlGraphInstantiate(&IE, I, 0));
  const int Expect[] = {2 + 10, 1 + 20, 1 + 30, 1};
  *Left = 1;
  *Steps = 0;
  for (int Value = 0; Value < 4; ++Value) {
    *Choice = Value;
    CHECK_OK(axlGraphLaunch(IE, S));
    CHECK_OK(axlStreamSynchronize(S));
    expectAll(Data, N, Expect[Value], "if/else and switch");
  }
  CHECK(*Steps == 1 && *Left == 0);
  std::printf("PASS if and switch\n");

  // Argument errors.
  std::memset(&CP, 0, sizeof CP);
  CP.type = axlGraphNodeTypeConditional;
  CP.conditional.handle = H;
  CP.conditional.type = axlGraphCondTypeWhile;
  CP.conditional.size = 2;
  axlGraphNode_t Bad;
  CHECK_ERR(axlGraphAddNode(&Bad, C, nullptr, nullptr, 0, &CP), axlErrorInvalidValue);
  CP.conditional.type = axlGraphCondTypeIf;
  CP.conditional.size = 3;
  CHECK_ERR(axlGraphAddNode(&Bad, C, nullptr, nullptr, 0, &CP), axlErrorInvalidValue);
  CP.conditional.type = axlGraphCondTypeSwitch;
  CP.conditional.size = 0;
  CHECK_ERR(axlGraphAddNode(&Bad, C, nullptr, nullptr, 0, &CP), axlErrorInvalidValue);
  CP.conditional.size = 1;
  CP.conditional.handle = 12345;
  CHECK_ERR(axlGraphAddNode(&Bad, C, nullptr, nullptr, 0, &CP), axlErrorInvalidValue);
  CHECK_ERR(axlGraphConditionalHandleCreate(&H, C, 0, 2), axlErrorInvalidValue);
  CHECK_ERR(axlGraphConditionalHandleCreate(nullptr, C, 0, 0), axlErrorInvalidValue);
  CHECK_ERR(axlGraphDestroy(Body), axlErrorInvalidValue); // owned by its node
  // A host node in a body is not allowed there.
  axlGraphNode_t HostNode;
  axlHostNodeParams HP{[](void *) {}, nullptr};
  CHECK_OK(axlGraphAddHostNode(&HostNode, Body, nullptr, 0, &HP));
  axlGraphExec_t Rejected;
  CHECK_ERR(axlGraphInstantiate(&Rejected, C, 0), axlErrorNotSupported);
  (void)axlGetLastError();
  std::printf("PASS conditional errors\n");

  for (axlGraphExec_t X : {E, E2, E3, ME, CE, IE})
    CHECK_OK(axlGraphExecDestroy(X));
  for (axlGraph_t X : {G, M, C, I})
    CHECK_OK(axlGraphDestroy(X));
  CHECK_OK(axlStreamDestroy(S));
  for (void *X : {(void *)Data, (void *)Left, (void *)Steps, (void *)Choice})
    CHECK_OK(axlFree(X));
  return 0;
}
