// runtime-graph: graph memory nodes, by capture of cudaMallocAsync/cudaFreeAsync
// and by cudaGraphAddMemAllocNode/AddMemFreeNode; their node types,
// parameters, the graph memory attributes and trim.
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

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2.0f;
}

int main() {
  const int n = 1024;
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);

  // CHECK: axlGraph_t captured;
  cudaGraph_t captured;
  float *buf = nullptr;
  // CHECK: axlStreamBeginCapture(stream, axlStreamCaptureModeGlobal);
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  // CHECK: axlMallocAsync(&buf, n * sizeof(float), stream);
  cudaMallocAsync(&buf, n * sizeof(float), stream);
  // CHECK: axlLaunchKernelGGL(scale, dim3(n / 256), dim3(256), 0, stream, buf, n);
  scale<<<n / 256, 256, 0, stream>>>(buf, n);
  // CHECK: axlFreeAsync(buf, stream);
  cudaFreeAsync(buf, stream);
  // CHECK: axlStreamEndCapture(stream, &captured);
  cudaStreamEndCapture(stream, &captured);

  // CHECK: axlGraph_t graph;
  cudaGraph_t graph;
  // CHECK: axlGraphCreate(&graph, 0);
  cudaGraphCreate(&graph, 0);
  // CHECK: axlMemAllocNodeParams alloc = {};
  cudaMemAllocNodeParams alloc = {};
  // CHECK: alloc.poolProps.allocType = axlMemAllocationTypePinned;
  alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  // CHECK: alloc.poolProps.location.type = axlMemLocationTypeDevice;
  alloc.poolProps.location.type = cudaMemLocationTypeDevice;
  alloc.poolProps.location.id = 0;
  alloc.bytesize = n * sizeof(float);
  // CHECK: axlGraphNode_t allocNode, freeNode;
  cudaGraphNode_t allocNode, freeNode;
  // CHECK: axlGraphAddMemAllocNode(&allocNode, graph, nullptr, 0, &alloc);
  cudaGraphAddMemAllocNode(&allocNode, graph, nullptr, 0, &alloc);
  // CHECK: axlGraphAddMemFreeNode(&freeNode, graph, &allocNode, 1, alloc.dptr);
  cudaGraphAddMemFreeNode(&freeNode, graph, &allocNode, 1, alloc.dptr);
  // CHECK: axlMemAllocNodeParams got;
  cudaMemAllocNodeParams got;
  // CHECK: axlGraphMemAllocNodeGetParams(allocNode, &got);
  cudaGraphMemAllocNodeGetParams(allocNode, &got);
  void *freed = nullptr;
  // CHECK: axlGraphMemFreeNodeGetParams(freeNode, &freed);
  cudaGraphMemFreeNodeGetParams(freeNode, &freed);
  // CHECK: axlMemFreeNodeParams freeParams = {freed};
  cudaMemFreeNodeParams freeParams = {freed};
  (void)freeParams;

  // CHECK: axlGraphNodeType type;
  cudaGraphNodeType type;
  // CHECK: axlGraphNodeGetType(allocNode, &type);
  cudaGraphNodeGetType(allocNode, &type);
  // CHECK: bool memoryNodes = type == axlGraphNodeTypeMemAlloc || type == axlGraphNodeTypeMemFree;
  bool memoryNodes = type == cudaGraphNodeTypeMemAlloc || type == cudaGraphNodeTypeMemFree;
  (void)memoryNodes;

  // CHECK: axlGraphExec_t exec;
  cudaGraphExec_t exec;
  // CHECK: axlGraphInstantiateWithFlags(&exec, captured, axlGraphInstantiateFlagAutoFreeOnLaunch);
  cudaGraphInstantiateWithFlags(&exec, captured, cudaGraphInstantiateFlagAutoFreeOnLaunch);
  // CHECK: axlGraphLaunch(exec, stream);
  cudaGraphLaunch(exec, stream);
  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);

  unsigned long long used = 0, zero = 0;
  // CHECK: axlDeviceGetGraphMemAttribute(0, axlGraphMemAttrUsedMemCurrent, &used);
  cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used);
  // CHECK: axlDeviceGetGraphMemAttribute(0, axlGraphMemAttrReservedMemCurrent, &used);
  cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &used);
  // CHECK: axlDeviceSetGraphMemAttribute(0, axlGraphMemAttrUsedMemHigh, &zero);
  cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero);
  // CHECK: axlDeviceSetGraphMemAttribute(0, axlGraphMemAttrReservedMemHigh, &zero);
  cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero);
  // CHECK: axlGraphMemAttributeType attr = axlGraphMemAttrUsedMemHigh;
  cudaGraphMemAttributeType attr = cudaGraphMemAttrUsedMemHigh;
  (void)attr;
  // CHECK: axlDeviceGraphMemTrim(0);
  cudaDeviceGraphMemTrim(0);

  // CHECK: axlGraphExecDestroy(exec);
  cudaGraphExecDestroy(exec);
  // CHECK: axlGraphDestroy(graph);
  cudaGraphDestroy(graph);
  // CHECK: axlGraphDestroy(captured);
  cudaGraphDestroy(captured);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (45 renamed, 1 launches rewritten), 0 left; 0 warnings
