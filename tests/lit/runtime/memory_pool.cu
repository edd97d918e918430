// runtime-memory-pool: stream-ordered allocation, the default pool and a pool of our own.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>

__global__ void touch(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1.0f;
}

int main() {
  int device = 0;
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreateWithFlags(&stream, axlStreamNonBlocking);
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);

  // The device's default pool: keep freed memory cached between iterations.
  // CHECK: axlMemPool_t defaultPool;
  cudaMemPool_t defaultPool;
  // CHECK: axlDeviceGetDefaultMemPool(&defaultPool, device);
  cudaDeviceGetDefaultMemPool(&defaultPool, device);
  unsigned long long threshold = ~0ull;
  // CHECK: axlMemPoolSetAttribute(defaultPool, axlMemPoolAttrReleaseThreshold, &threshold);
  cudaMemPoolSetAttribute(defaultPool, cudaMemPoolAttrReleaseThreshold, &threshold);

  // A pool of our own, readable and writable from the device.
  // CHECK: axlMemPoolProps props = {};
  cudaMemPoolProps props = {};
  // CHECK: props.allocType = axlMemAllocationTypePinned;
  props.allocType = cudaMemAllocationTypePinned;
  // CHECK: props.handleTypes = axlMemHandleTypeNone;
  props.handleTypes = cudaMemHandleTypeNone;
  // CHECK: props.location.type = axlMemLocationTypeDevice;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = device;
  // CHECK: axlMemPool_t pool;
  cudaMemPool_t pool;
  // CHECK: axlMemPoolCreate(&pool, &props);
  cudaMemPoolCreate(&pool, &props);
  // CHECK: axlMemAccessDesc access = {};
  cudaMemAccessDesc access = {};
  access.location = props.location;
  // CHECK: access.flags = axlMemAccessFlagsProtReadWrite;
  access.flags = cudaMemAccessFlagsProtReadWrite;
  // CHECK: axlMemPoolSetAccess(pool, &access, 1);
  cudaMemPoolSetAccess(pool, &access, 1);
  // CHECK: axlMemAccessFlags granted;
  cudaMemAccessFlags granted;
  // CHECK: axlMemPoolGetAccess(&granted, pool, &props.location);
  cudaMemPoolGetAccess(&granted, pool, &props.location);

  const int n = 1 << 20;
  for (int iter = 0; iter < 4; ++iter) {
    float *a = nullptr, *b = nullptr;
    // CHECK: axlMallocAsync(&a, n * sizeof(float), stream);
    cudaMallocAsync(&a, n * sizeof(float), stream);
    // CHECK: axlMallocFromPoolAsync(&b, n * sizeof(float), pool, stream);
    cudaMallocFromPoolAsync(&b, n * sizeof(float), pool, stream);
    // CHECK: axlLaunchKernelGGL(touch, dim3((n + 255) / 256), dim3(256), 0, stream, a, n);
    touch<<<(n + 255) / 256, 256, 0, stream>>>(a, n);
    // CHECK: axlLaunchKernelGGL(touch, dim3((n + 255) / 256), dim3(256), 0, stream, b, n);
    touch<<<(n + 255) / 256, 256, 0, stream>>>(b, n);
    // CHECK: axlFreeAsync(a, stream);
    cudaFreeAsync(a, stream);
    // CHECK: axlFreeAsync(b, stream);
    cudaFreeAsync(b, stream);
  }
  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);

  size_t used = 0, reserved = 0;
  // CHECK: axlMemPoolGetAttribute(pool, axlMemPoolAttrUsedMemCurrent, &used);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used);
  // CHECK: axlMemPoolGetAttribute(pool, axlMemPoolAttrReservedMemHigh, &reserved);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &reserved);
  int reuse = 1;
  // CHECK: axlMemPoolSetAttribute(pool, axlMemPoolReuseAllowOpportunistic, &reuse);
  cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse);
  // CHECK: axlMemPoolTrimTo(pool, 0);
  cudaMemPoolTrimTo(pool, 0);
  // CHECK: axlDeviceSetMemPool(device, pool);
  cudaDeviceSetMemPool(device, pool);
  // CHECK: axlMemPool_t current;
  cudaMemPool_t current;
  // CHECK: axlDeviceGetMemPool(&current, device);
  cudaDeviceGetMemPool(&current, device);
  // CHECK: axlMemPoolDestroy(pool);
  cudaMemPoolDestroy(pool);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: return granted == axlMemAccessFlagsProtReadWrite && used == 0 ? 0 : 1;
  return granted == cudaMemAccessFlagsProtReadWrite && used == 0 ? 0 : 1;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (37 renamed, 2 launches rewritten), 0 left; 0 warnings
