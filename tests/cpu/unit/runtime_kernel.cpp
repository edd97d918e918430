// Kernels on streams: launches run in stream order with copies and host
// functions, a kernel captured in a graph runs once per launch with the
// arguments it was captured with, and a bad launch configuration is a
// non-sticky error for axlGetLastError.
#include "runtime_check.h"

__global__ void addOne(int *Data, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Data[I] += 1;
}

int main() {
  constexpr int N = 1000;
  int *Dev = nullptr;
  static int Host[N];
  CHECK_OK(axlMalloc(&Dev, N * sizeof(int)));
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  CHECK_OK(axlMemsetAsync(Dev, 0, N * sizeof(int), S));
  axlLaunchKernelGGL(addOne, dim3((N + 255) / 256), dim3(256), 0, S, Dev, N);
  CHECK_OK(axlGetLastError());
  axlLaunchKernelGGL(addOne, dim3((N + 255) / 256), dim3(256), 0, S, Dev, N);
  CHECK_OK(axlMemcpyAsync(Host, Dev, sizeof(Host), axlMemcpyDeviceToHost, S));
  CHECK_OK(axlStreamSynchronize(S));
  for (int V : Host)
    CHECK(V == 2);
  std::printf("PASS stream order\n");

  axlGraph_t G;
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  axlLaunchKernelGGL(addOne, dim3((N + 255) / 256), dim3(256), 0, S, Dev, N);
  CHECK_OK(axlGetLastError());
  CHECK_OK(axlStreamEndCapture(S, &G));
  axlGraphNode_t Node;
  size_t Count = 1;
  axlGraphNodeType Type;
  CHECK_OK(axlGraphGetNodes(G, &Node, &Count));
  CHECK_OK(axlGraphNodeGetType(Node, &Type));
  CHECK(Count == 1 && Type == axlGraphNodeTypeKernel);
  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiate(&Exec, G, 0));
  for (int I = 0; I < 3; ++I)
    CHECK_OK(axlGraphLaunch(Exec, S));
  CHECK_OK(axlMemcpy(Host, Dev, sizeof(Host), axlMemcpyDeviceToHost));
  for (int V : Host)
    CHECK(V == 5);
  std::printf("PASS graph\n");

  axlLaunchKernelGGL(addOne, dim3(1), dim3(1025), 0, S, Dev, N);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidConfiguration);
  CHECK_OK(axlGetLastError());
  CHECK_OK(axlDeviceSynchronize());
  CHECK_OK(axlGraphExecDestroy(Exec));
  CHECK_OK(axlGraphDestroy(G));
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlFree(Dev));
  std::printf("PASS config error\n");
  return 0;
}
