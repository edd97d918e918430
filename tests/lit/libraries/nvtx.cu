// nvtx: a training step annotated with NVTX3 ranges as profiling code writes
// them: push/pop, a domain with registered strings and event attributes,
// CUDA resource naming, marks, a range macro of the program's own, the
// version test. Everything ports (NVTX is header-only; the calls cost nothing
// unless a profiler injects itself).
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(nvtx[A-Z]|NVTX_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/tx.h>
#include <nvtx3/nvToolsExt.h>
// CHECK: #include <axl/tx.h>
#include <nvtx3/nvToolsExtCudaRt.h>

// CHECK: #define RANGE_PUSH(name) axltxRangePushA(name)
#define RANGE_PUSH(name) nvtxRangePushA(name)
// CHECK: #define RANGE_POP() axltxRangePop()
#define RANGE_POP() nvtxRangePop()

// CHECK: #if AXLTX_VERSION >= 3
#if NVTX_VERSION >= 3
#define HAVE_NVTX3 1
#endif

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

// CHECK: void step(float *x, int n, axlStream_t stream, axltxDomainHandle_t domain, axltxStringHandle_t name) {
void step(float *x, int n, cudaStream_t stream, nvtxDomainHandle_t domain, nvtxStringHandle_t name) {
  // CHECK: axltxEventAttributes_t attr = {};
  nvtxEventAttributes_t attr = {};
  // CHECK: attr.version = AXLTX_VERSION;
  attr.version = NVTX_VERSION;
  // CHECK: attr.size = AXLTX_EVENT_ATTRIB_STRUCT_SIZE;
  attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  // CHECK: attr.colorType = AXLTX_COLOR_ARGB;
  attr.colorType = NVTX_COLOR_ARGB;
  attr.color = 0xff76b900;
  // CHECK: attr.messageType = AXLTX_MESSAGE_TYPE_REGISTERED;
  attr.messageType = NVTX_MESSAGE_TYPE_REGISTERED;
  attr.message.registered = name;
  // CHECK: axltxRangeId_t id = axltxDomainRangeStartEx(domain, &attr);
  nvtxRangeId_t id = nvtxDomainRangeStartEx(domain, &attr);
  RANGE_PUSH("scale");
  scale<<<(n + 255) / 256, 256, 0, stream>>>(x, 0.5f, n);
  RANGE_POP();
  // CHECK: axltxMarkA("launched");
  nvtxMarkA("launched");
  // CHECK: axltxDomainRangeEnd(domain, id);
  nvtxDomainRangeEnd(domain, id);
}

int main() {
  float *x = nullptr;
  cudaMalloc(&x, 1024 * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: axltxNameCudaStreamA(stream, "compute");
  nvtxNameCudaStreamA(stream, "compute");
  // CHECK: axltxDomainHandle_t domain = axltxDomainCreateA("trainer");
  nvtxDomainHandle_t domain = nvtxDomainCreateA("trainer");
  // CHECK: axltxStringHandle_t name = axltxDomainRegisterStringA(domain, "step");
  nvtxStringHandle_t name = nvtxDomainRegisterStringA(domain, "step");
  step(x, 1024, stream, domain, name);
  // CHECK: axltxDomainDestroy(domain);
  nvtxDomainDestroy(domain);
  cudaFree(x);
  return 0;
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}} 1 launches rewritten), 0 left; 0 warnings
