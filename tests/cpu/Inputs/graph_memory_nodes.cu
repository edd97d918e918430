// Graph memory nodes, as programs use them: a stream captured while it
// allocates with cudaMallocAsync, writes the buffer with a kernel, copies it
// out and frees it with cudaFreeAsync, launched several times; an
// allocation that its graph does not free, live after the launch until
// cudaFreeAsync, cudaFree or another graph's free node ends it (a relaunch
// while it is live fails unless cudaGraphInstantiateFlagAutoFreeOnLaunch);
// the explicit cudaGraphAddMemAllocNode/AddMemFreeNode; node types and
// parameters; the graph memory attributes; and CUDA's errors.
#include <cstdio>
#include <cstdlib>

static int Failures = 0;

#define EXPECT(call, want)                                                     \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != (want)) {                                                        \
      printf("FAIL line %d: %s gave %s, expected %s\n", __LINE__, #call,       \
             cudaGetErrorName(e_), cudaGetErrorName(want));                    \
      ++Failures;                                                              \
    }                                                                          \
    (void)cudaGetLastError();                                                  \
  } while (0)
#define OK(call) EXPECT(call, cudaSuccess)
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                           \
      ++Failures;                                                              \
    }                                                                          \
  } while (0)

constexpr int N = 300;

// Each element: its index times the launch's step, read from managed memory.
__global__ void fill(int *buf, const int *step, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    buf[i] = i * *step + 1;
}

// Sums the buffer into *out with a block reduction (one block).
__global__ void sum(const int *buf, int n, long long *out) {
  __shared__ long long part[128];
  long long s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += buf[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = part[0];
}

static bool filled(const int *h, int step) {
  for (int i = 0; i < N; ++i)
    if (h[i] != i * step + 1)
      return false;
  return true;
}

static long long expectedSum(int step) {
  return (long long)step * N * (N - 1) / 2 + N;
}

static cudaGraphNodeType typeOf(cudaGraphNode_t n) {
  cudaGraphNodeType t = cudaGraphNodeTypeEmpty;
  OK(cudaGraphNodeGetType(n, &t));
  return t;
}

// Capture: malloc-async, kernels, memcpy out, free-async; relaunched.
static void captured(cudaStream_t s, int *step, int *host, long long *total) {
  cudaGraph_t g;
  int *buf = nullptr;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaMallocAsync((void **)&buf, N * sizeof(int), s));
  CHECK(buf != nullptr && (size_t)buf % 256 == 0);
  fill<<<(N + 127) / 128, 128, 0, s>>>(buf, step, N);
  sum<<<1, 128, 0, s>>>(buf, N, total);
  OK(cudaMemcpyAsync(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost, s));
  OK(cudaFreeAsync(buf, s));
  OK(cudaStreamEndCapture(s, &g));

  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  CHECK(count == 5);
  cudaGraphNode_t nodes[5];
  OK(cudaGraphGetNodes(g, nodes, &count));
  CHECK(typeOf(nodes[0]) == cudaGraphNodeTypeMemAlloc);
  CHECK(typeOf(nodes[1]) == cudaGraphNodeTypeKernel);
  CHECK(typeOf(nodes[2]) == cudaGraphNodeTypeKernel);
  CHECK(typeOf(nodes[3]) == cudaGraphNodeTypeMemcpy);
  CHECK(typeOf(nodes[4]) == cudaGraphNodeTypeMemFree);
  cudaMemAllocNodeParams a;
  OK(cudaGraphMemAllocNodeGetParams(nodes[0], &a));
  CHECK(a.dptr == buf && a.bytesize == N * sizeof(int));
  CHECK(a.poolProps.allocType == cudaMemAllocationTypePinned);
  void *freed = nullptr;
  OK(cudaGraphMemFreeNodeGetParams(nodes[4], &freed));
  CHECK(freed == buf);

  cudaGraphExec_t e;
  OK(cudaGraphInstantiate(&e, g, 0));
  // One executable graph at a time for a graph with memory nodes.
  cudaGraphExec_t second;
  EXPECT(cudaGraphInstantiate(&second, g, 0), cudaErrorInvalidValue);
  int good = 0;
  for (int launch = 1; launch <= 5; ++launch) {
    *step = launch * 3;
    OK(cudaGraphLaunch(e, s));
    OK(cudaStreamSynchronize(s));
    good += filled(host, launch * 3) && *total == expectedSum(launch * 3);
  }
  printf("captured: %d of 5 launches right\n", good);
  // Freed in its own graph: nothing outside may free it.
  EXPECT(cudaFree(buf), cudaErrorInvalidValue);
  EXPECT(cudaFreeAsync(buf, s), cudaErrorInvalidValue);
  OK(cudaGraphExecDestroy(e));
  OK(cudaGraphInstantiate(&e, g, 0)); // the first one is gone
  OK(cudaGraphExecDestroy(e));
  OK(cudaGraphDestroy(g));
}

// An allocation the graph leaves live.
static void leftLive(cudaStream_t s, int *step, int *host) {
  cudaGraph_t g;
  int *buf = nullptr;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  OK(cudaMallocAsync((void **)&buf, N * sizeof(int), s));
  fill<<<(N + 127) / 128, 128, 0, s>>>(buf, step, N);
  OK(cudaStreamEndCapture(s, &g));
  cudaGraphExec_t e;
  OK(cudaGraphInstantiate(&e, g, 0));
  *step = 2;
  OK(cudaGraphLaunch(e, s));
  // Stream work after the launch may use it.
  OK(cudaMemcpyAsync(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  CHECK(filled(host, 2));
  cudaPointerAttributes attr;
  OK(cudaPointerGetAttributes(&attr, buf));
  CHECK(attr.type == cudaMemoryTypeDevice);
  // Still live: relaunching fails.
  EXPECT(cudaGraphLaunch(e, s), cudaErrorInvalidValue);
  OK(cudaFreeAsync(buf, s));
  EXPECT(cudaFreeAsync(buf, s), cudaErrorInvalidValue); // freed already
  *step = 4;
  OK(cudaStreamSynchronize(s));
  OK(cudaGraphLaunch(e, s));
  OK(cudaMemcpyAsync(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  CHECK(filled(host, 4));
  OK(cudaFree(buf));
  EXPECT(cudaFree(buf), cudaErrorInvalidValue);

  // Another graph's free node ends its life.
  cudaGraph_t freer;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaFreeAsync(buf, s));
  OK(cudaStreamEndCapture(s, &freer));
  cudaGraphNode_t node;
  size_t one = 1;
  OK(cudaGraphGetNodes(freer, &node, &one));
  CHECK(one == 1 && typeOf(node) == cudaGraphNodeTypeMemFree);
  cudaGraphExec_t fe;
  OK(cudaGraphInstantiate(&fe, freer, 0));
  int good = 0;
  for (int launch = 1; launch <= 3; ++launch) {
    *step = 10 + launch;
    OK(cudaGraphLaunch(e, s));
    OK(cudaMemcpyAsync(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    OK(cudaGraphLaunch(fe, s));
    OK(cudaStreamSynchronize(s));
    good += filled(host, 10 + launch);
  }
  printf("freed by another graph: %d of 3 launches right\n", good);
  OK(cudaGraphExecDestroy(e));

  // AutoFreeOnLaunch: a relaunch frees what the last one left live.
  OK(cudaGraphInstantiateWithFlags(&e, g, cudaGraphInstantiateFlagAutoFreeOnLaunch));
  good = 0;
  for (int launch = 1; launch <= 3; ++launch) {
    *step = 20 + launch;
    OK(cudaGraphLaunch(e, s));
    OK(cudaMemcpyAsync(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    OK(cudaStreamSynchronize(s));
    good += filled(host, 20 + launch);
  }
  printf("auto free on launch: %d of 3 launches right\n", good);

  // Destroying the graph frees nothing live: the memory stays until freed.
  OK(cudaGraphExecDestroy(e));
  OK(cudaGraphExecDestroy(fe));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphDestroy(freer));
  OK(cudaMemcpy(host, buf, N * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(filled(host, 23));
  OK(cudaFree(buf));
}

// The explicit API: alloc, memset, memcpy, free.
static void explicitNodes(cudaStream_t s, int *host) {
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaMemAllocNodeParams a = {};
  a.poolProps.allocType = cudaMemAllocationTypePinned;
  a.poolProps.location.type = cudaMemLocationTypeDevice;
  a.poolProps.location.id = 0;
  a.bytesize = N * sizeof(int);
  cudaGraphNode_t alloc, set, copy, free;
  OK(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &a));
  CHECK(a.dptr != nullptr);
  cudaMemsetParams m = {};
  m.dst = a.dptr;
  m.value = 0x01020304;
  m.elementSize = 4;
  m.width = N;
  m.height = 1;
  OK(cudaGraphAddMemsetNode(&set, g, &alloc, 1, &m));
  OK(cudaGraphAddMemcpyNode1D(&copy, g, &set, 1, host, a.dptr, N * sizeof(int),
                              cudaMemcpyDeviceToHost));
  OK(cudaGraphAddMemFreeNode(&free, g, &copy, 1, a.dptr));
  CHECK(typeOf(alloc) == cudaGraphNodeTypeMemAlloc);
  CHECK(typeOf(free) == cudaGraphNodeTypeMemFree);
  cudaGraphNode_t bad;
  // Freed twice in one graph; memory no allocation node made.
  EXPECT(cudaGraphAddMemFreeNode(&bad, g, &free, 1, a.dptr), cudaErrorInvalidValue);
  void *plain;
  OK(cudaMalloc(&plain, 64));
  EXPECT(cudaGraphAddMemFreeNode(&bad, g, nullptr, 0, plain), cudaErrorInvalidValue);
  a.bytesize = 0;
  EXPECT(cudaGraphAddMemAllocNode(&bad, g, nullptr, 0, &a), cudaErrorInvalidValue);
  cudaGraphExec_t e;
  OK(cudaGraphInstantiate(&e, g, 0));
  int good = 0;
  for (int launch = 0; launch < 3; ++launch) {
    for (int i = 0; i < N; ++i)
      host[i] = 0;
    OK(cudaGraphLaunch(e, s));
    OK(cudaStreamSynchronize(s));
    bool same = true;
    for (int i = 0; i < N; ++i)
      same &= host[i] == 0x01020304;
    good += same;
  }
  printf("explicit: %d of 3 launches right\n", good);

  size_t used = 0, high = 0;
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
  CHECK(used >= N * sizeof(int) && high >= used);
  size_t zero = 0, five = 5;
  OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
  EXPECT(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &five),
         cudaErrorInvalidValue);
  EXPECT(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero),
         cudaErrorInvalidValue);
  OK(cudaDeviceGraphMemTrim(0));

  // During a capture, cudaFreeAsync needs a graph allocation.
  cudaGraph_t c;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  EXPECT(cudaFreeAsync(plain, s), cudaErrorInvalidValue);
  if (cudaStreamEndCapture(s, &c) == cudaSuccess)
    OK(cudaGraphDestroy(c));
  (void)cudaGetLastError();
  OK(cudaFree(plain));
  OK(cudaGraphExecDestroy(e));
  OK(cudaGraphDestroy(g));
}

int main() {
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int *step, *host;
  long long *total;
  OK(cudaMallocManaged(&step, sizeof(int)));
  OK(cudaMallocManaged(&total, sizeof(long long)));
  OK(cudaMallocHost(&host, N * sizeof(int)));
  captured(s, step, host, total);
  leftLive(s, step, host);
  explicitNodes(s, host);
  OK(cudaFreeHost(host));
  OK(cudaFree(step));
  OK(cudaFree(total));
  OK(cudaStreamDestroy(s));
  printf("%d failures\n", Failures);
  return Failures != 0;
}
