// runtime-graph: stream capture, instantiation, upload and launch, explicit nodes, update.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]|CUDART_'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
#include <cstdio>

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// CHECK: static void AXLRT_CB report(void *) { std::printf("graph step done\n"); }
static void CUDART_CB report(void *) { std::printf("graph step done\n"); }

int main() {
  const int n = 4096;
  float *x = nullptr, *y = nullptr;
  // CHECK: axlMalloc(&x, n * sizeof(float));
  cudaMalloc(&x, n * sizeof(float));
  // CHECK: axlMalloc(&y, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);

  // 1. Stream capture.
  // CHECK: axlGraph_t captured;
  cudaGraph_t captured;
  // CHECK: axlStreamBeginCapture(stream, axlStreamCaptureModeGlobal);
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  // CHECK: axlMemsetAsync(y, 0, n * sizeof(float), stream);
  cudaMemsetAsync(y, 0, n * sizeof(float), stream);
  // CHECK: axlLaunchKernelGGL(axpy, dim3(n / 256), dim3(256), 0, stream, 2.0f, x, y, n);
  axpy<<<n / 256, 256, 0, stream>>>(2.0f, x, y, n);
  // CHECK: axlStreamEndCapture(stream, &captured);
  cudaStreamEndCapture(stream, &captured);
  // CHECK: axlGraphExec_t exec;
  cudaGraphExec_t exec;
  // CHECK: axlGraphInstantiate(&exec, captured, 0);
  cudaGraphInstantiate(&exec, captured, 0);
  // CHECK: axlGraphUpload(exec, stream);
  cudaGraphUpload(exec, stream);
  for (int step = 0; step < 3; ++step)
    // CHECK: axlGraphLaunch(exec, stream);
    cudaGraphLaunch(exec, stream);

  // 2. Explicit nodes.
  // CHECK: axlGraph_t graph;
  cudaGraph_t graph;
  // CHECK: axlGraphCreate(&graph, 0);
  cudaGraphCreate(&graph, 0);
  // CHECK: axlGraphNode_t memsetNode, kernelNode, hostNode, emptyNode, childNode;
  cudaGraphNode_t memsetNode, kernelNode, hostNode, emptyNode, childNode;

  // CHECK: axlMemsetParams memset = {};
  cudaMemsetParams memset = {};
  memset.dst = y;
  memset.value = 0;
  memset.elementSize = sizeof(float);
  memset.width = n;
  memset.height = 1;
  // CHECK: axlGraphAddMemsetNode(&memsetNode, graph, nullptr, 0, &memset);
  cudaGraphAddMemsetNode(&memsetNode, graph, nullptr, 0, &memset);

  float a = 3.0f;
  int count = n;
  void *args[] = {&a, &x, &y, &count};
  // CHECK: axlKernelNodeParams kp = {};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpy;
  kp.gridDim = dim3(n / 256);
  kp.blockDim = dim3(256);
  kp.sharedMemBytes = 0;
  kp.kernelParams = args;
  // CHECK: axlGraphAddKernelNode(&kernelNode, graph, &memsetNode, 1, &kp);
  cudaGraphAddKernelNode(&kernelNode, graph, &memsetNode, 1, &kp);

  // CHECK: axlHostNodeParams hp = {};
  cudaHostNodeParams hp = {};
  hp.fn = report;
  hp.userData = nullptr;
  // CHECK: axlGraphAddHostNode(&hostNode, graph, &kernelNode, 1, &hp);
  cudaGraphAddHostNode(&hostNode, graph, &kernelNode, 1, &hp);
  // CHECK: axlGraphAddEmptyNode(&emptyNode, graph, &hostNode, 1);
  cudaGraphAddEmptyNode(&emptyNode, graph, &hostNode, 1);
  // CHECK: axlGraphAddChildGraphNode(&childNode, graph, &emptyNode, 1, captured);
  cudaGraphAddChildGraphNode(&childNode, graph, &emptyNode, 1, captured);
  // CHECK: axlGraphAddDependencies(graph, &memsetNode, &emptyNode, nullptr, 1);
  cudaGraphAddDependencies(graph, &memsetNode, &emptyNode, nullptr, 1);

  // CHECK: axlGraphNodeType type;
  cudaGraphNodeType type;
  // CHECK: axlGraphNodeGetType(kernelNode, &type);
  cudaGraphNodeGetType(kernelNode, &type);
  size_t numNodes = 0;
  // CHECK: axlGraphGetNodes(graph, nullptr, &numNodes);
  cudaGraphGetNodes(graph, nullptr, &numNodes);

  // CHECK: axlGraphExec_t exec2;
  cudaGraphExec_t exec2;
  // CHECK: axlGraphInstantiateWithFlags(&exec2, graph, axlGraphInstantiateFlagAutoFreeOnLaunch);
  cudaGraphInstantiateWithFlags(&exec2, graph, cudaGraphInstantiateFlagAutoFreeOnLaunch);
  kp.kernelParams = args;
  a = 4.0f;
  // CHECK: axlGraphExecKernelNodeSetParams(exec2, kernelNode, &kp);
  cudaGraphExecKernelNodeSetParams(exec2, kernelNode, &kp);
  // CHECK: axlGraphLaunch(exec2, stream);
  cudaGraphLaunch(exec2, stream);

  // CHECK: axlGraphExecUpdateResultInfo info;
  cudaGraphExecUpdateResultInfo info;
  // CHECK: if (axlGraphExecUpdate(exec2, graph, &info) != axlSuccess ||
  if (cudaGraphExecUpdate(exec2, graph, &info) != cudaSuccess ||
      // CHECK: info.result != axlGraphExecUpdateSuccess)
      info.result != cudaGraphExecUpdateSuccess)
    std::printf("update failed\n");
  // CHECK: axlGraphDebugDotPrint(graph, "/dev/null", axlGraphDebugDotFlagsVerbose);
  cudaGraphDebugDotPrint(graph, "/dev/null", cudaGraphDebugDotFlagsVerbose);

  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: axlGraphExecDestroy(exec2);
  cudaGraphExecDestroy(exec2);
  // CHECK: axlGraphExecDestroy(exec);
  cudaGraphExecDestroy(exec);
  // CHECK: axlGraphDestroy(graph);
  cudaGraphDestroy(graph);
  // CHECK: axlGraphDestroy(captured);
  cudaGraphDestroy(captured);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: axlFree(y);
  cudaFree(y);
  // CHECK: axlFree(x);
  cudaFree(x);
  // CHECK: return type == axlGraphNodeTypeKernel && numNodes == 5 ? 0 : 1;
  return type == cudaGraphNodeTypeKernel && numNodes == 5 ? 0 : 1;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (50 renamed, 1 launches rewritten), 0 left; 0 warnings
