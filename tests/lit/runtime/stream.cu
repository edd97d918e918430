// runtime-stream: creation with flags and priorities, attributes, callbacks, host functions, capture.
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

__global__ void work(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = p[i] * 2.0f + 1.0f;
}

// CHECK: static void AXLRT_CB onDone(void *user) {
static void CUDART_CB onDone(void *user) {
  std::printf("batch %d done\n", *static_cast<int *>(user));
}

// CHECK: static void AXLRT_CB legacyCallback(axlStream_t stream, axlError_t status, void *user) {
static void CUDART_CB legacyCallback(cudaStream_t stream, cudaError_t status, void *user) {
  (void)stream;
  (void)user;
  // CHECK: if (status != axlSuccess)
  if (status != cudaSuccess)
    std::printf("stream failed\n");
}

int main() {
  const int n = 1 << 16;
  float *d = nullptr;
  // CHECK: axlMalloc(&d, 2 * n * sizeof(float));
  cudaMalloc(&d, 2 * n * sizeof(float));

  int least = 0, greatest = 0;
  // CHECK: axlDeviceGetStreamPriorityRange(&least, &greatest);
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  // CHECK: axlStream_t hi, lo, plain;
  cudaStream_t hi, lo, plain;
  // CHECK: axlStreamCreateWithPriority(&hi, axlStreamNonBlocking, greatest);
  cudaStreamCreateWithPriority(&hi, cudaStreamNonBlocking, greatest);
  // CHECK: axlStreamCreateWithFlags(&lo, axlStreamDefault);
  cudaStreamCreateWithFlags(&lo, cudaStreamDefault);
  // CHECK: axlStreamCreate(&plain);
  cudaStreamCreate(&plain);
  int prio = 0;
  unsigned flags = 0;
  unsigned long long id = 0;
  // CHECK: axlStreamGetPriority(hi, &prio);
  cudaStreamGetPriority(hi, &prio);
  // CHECK: axlStreamGetFlags(hi, &flags);
  cudaStreamGetFlags(hi, &flags);
  // CHECK: axlStreamGetId(hi, &id);
  cudaStreamGetId(hi, &id);

  // CHECK: axlAccessPolicyWindow window = {};
  cudaAccessPolicyWindow window = {};
  window.base_ptr = d;
  window.num_bytes = n * sizeof(float);
  window.hitRatio = 0.6f;
  // CHECK: window.hitProp = axlAccessPropertyPersisting;
  window.hitProp = cudaAccessPropertyPersisting;
  // CHECK: window.missProp = axlAccessPropertyStreaming;
  window.missProp = cudaAccessPropertyStreaming;
  // CHECK: axlStreamAttrValue value = {};
  cudaStreamAttrValue value = {};
  value.accessPolicyWindow = window;
  // CHECK: axlStreamSetAttribute(hi, axlStreamAttributeAccessPolicyWindow, &value);
  cudaStreamSetAttribute(hi, cudaStreamAttributeAccessPolicyWindow, &value);

  // CHECK: axlLaunchKernelGGL(work, dim3(n / 256), dim3(256), 0, hi, d, n);
  work<<<n / 256, 256, 0, hi>>>(d, n);
  // CHECK: axlLaunchKernelGGL(work, dim3(n / 256), dim3(256), 0, lo, d + n, n);
  work<<<n / 256, 256, 0, lo>>>(d + n, n);
  // CHECK: axlLaunchKernelGGL(work, dim3(n / 256), dim3(256), 0, axlStreamPerThread, d, n);
  work<<<n / 256, 256, 0, cudaStreamPerThread>>>(d, n);
  // CHECK: axlLaunchKernelGGL(work, dim3(n / 256), dim3(256), 0, axlStreamLegacy, d + n, n);
  work<<<n / 256, 256, 0, cudaStreamLegacy>>>(d + n, n);
  static int batch = 1;
  // CHECK: axlLaunchHostFunc(hi, onDone, &batch);
  cudaLaunchHostFunc(hi, onDone, &batch);
  // CHECK: axlStreamCallback_t cb = legacyCallback;
  cudaStreamCallback_t cb = legacyCallback;
  // CHECK: axlStreamAddCallback(lo, cb, nullptr, 0);
  cudaStreamAddCallback(lo, cb, nullptr, 0);
  // CHECK: axlHostFn_t fn = onDone;
  cudaHostFn_t fn = onDone;
  // CHECK: axlLaunchHostFunc(plain, fn, &batch);
  cudaLaunchHostFunc(plain, fn, &batch);

  // Capture a few launches into a graph.
  // CHECK: axlStreamBeginCapture(plain, axlStreamCaptureModeThreadLocal);
  cudaStreamBeginCapture(plain, cudaStreamCaptureModeThreadLocal);
  // CHECK: axlLaunchKernelGGL(work, dim3(n / 256), dim3(256), 0, plain, d, n);
  work<<<n / 256, 256, 0, plain>>>(d, n);
  // CHECK: axlStreamCaptureStatus capturing;
  cudaStreamCaptureStatus capturing;
  // CHECK: axlStreamIsCapturing(plain, &capturing);
  cudaStreamIsCapturing(plain, &capturing);
  unsigned long long captureId = 0;
  // CHECK: axlStreamGetCaptureInfo(plain, &capturing, &captureId);
  cudaStreamGetCaptureInfo(plain, &capturing, &captureId);
  // CHECK: axlGraph_t graph;
  cudaGraph_t graph;
  // CHECK: axlStreamEndCapture(plain, &graph);
  cudaStreamEndCapture(plain, &graph);
  // CHECK: axlStreamCaptureMode mode = axlStreamCaptureModeRelaxed;
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  // CHECK: axlThreadExchangeStreamCaptureMode(&mode);
  cudaThreadExchangeStreamCaptureMode(&mode);

  // CHECK: axlStreamQuery(lo);
  cudaStreamQuery(lo);
  // CHECK: axlStreamSynchronize(hi);
  cudaStreamSynchronize(hi);
  // CHECK: axlStreamSynchronize(lo);
  cudaStreamSynchronize(lo);
  // CHECK: axlCtxResetPersistingL2Cache();
  cudaCtxResetPersistingL2Cache();
  // CHECK: axlStreamDestroy(plain);
  cudaStreamDestroy(plain);
  // CHECK: axlStreamDestroy(lo);
  cudaStreamDestroy(lo);
  // CHECK: axlStreamDestroy(hi);
  cudaStreamDestroy(hi);
  // CHECK: axlFree(d);
  cudaFree(d);
  // CHECK: return capturing == axlStreamCaptureStatusNone ? 0 : 1;
  return capturing == cudaStreamCaptureStatusNone ? 0 : 1;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (49 renamed, 5 launches rewritten), 0 left; 0 warnings
