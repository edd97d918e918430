// runtime-memory: linear, pinned, mapped, managed, pitched 2D and 3D memory, memset, async copies, symbols.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// make_cudaExtent, make_cudaPitchedPtr and make_cudaPos become make_axlExtent, ...
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
#include <cstring>

__constant__ float coeffs[16];
__device__ int counter;

__global__ void scale(float *p, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h) {
    float *row = (float *)((char *)p + y * pitch);
    row[x] *= coeffs[x % 16];
  }
  atomicAdd(&counter, 1);
}

int main() {
  const int w = 64, h = 32;
  const size_t bytes = w * h * sizeof(float);
  float host[16] = {};

  // Synchronous and asynchronous linear memory.
  float *dev = nullptr;
  // CHECK: axlMalloc(&dev, bytes);
  cudaMalloc(&dev, bytes);
  // CHECK: axlMemset(dev, 0, bytes);
  cudaMemset(dev, 0, bytes);
  // CHECK: axlMemcpy(dev, host, sizeof host, axlMemcpyHostToDevice);
  cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
  // CHECK: axlMemcpy(host, dev, sizeof host, axlMemcpyDeviceToHost);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  // CHECK: axlMemcpy(dev + 16, dev, sizeof host, axlMemcpyDeviceToDevice);
  cudaMemcpy(dev + 16, dev, sizeof host, cudaMemcpyDeviceToDevice);
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);
  // CHECK: axlMemsetAsync(dev, 0, bytes, stream);
  cudaMemsetAsync(dev, 0, bytes, stream);
  // CHECK: axlMemcpyAsync(dev, host, sizeof host, axlMemcpyDefault, stream);
  cudaMemcpyAsync(dev, host, sizeof host, cudaMemcpyDefault, stream);
  // CHECK: axlMemcpyKind kind = axlMemcpyHostToHost;
  cudaMemcpyKind kind = cudaMemcpyHostToHost;
  // CHECK: axlMemcpy(host, host + 8, 8 * sizeof(float), kind);
  cudaMemcpy(host, host + 8, 8 * sizeof(float), kind);

  // Pinned, mapped and registered host memory.
  float *pinned = nullptr, *mapped = nullptr, *mappedDev = nullptr;
  // CHECK: axlMallocHost(&pinned, bytes);
  cudaMallocHost(&pinned, bytes);
  // CHECK: axlHostAlloc(&mapped, bytes, axlHostAllocMapped | axlHostAllocPortable);
  cudaHostAlloc(&mapped, bytes, cudaHostAllocMapped | cudaHostAllocPortable);
  // CHECK: axlHostGetDevicePointer((void **)&mappedDev, mapped, 0);
  cudaHostGetDevicePointer((void **)&mappedDev, mapped, 0);
  static float registered[1024];
  // CHECK: axlHostRegister(registered, sizeof registered, axlHostRegisterDefault);
  cudaHostRegister(registered, sizeof registered, cudaHostRegisterDefault);
  // CHECK: axlHostUnregister(registered);
  cudaHostUnregister(registered);

  // Managed memory, prefetch and advice.
  float *managed = nullptr;
  // CHECK: axlMallocManaged(&managed, bytes, axlMemAttachGlobal);
  cudaMallocManaged(&managed, bytes, cudaMemAttachGlobal);
  // CHECK: axlMemLocation loc = {};
  cudaMemLocation loc = {};
  // CHECK: loc.type = axlMemLocationTypeDevice;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  // CHECK: axlMemAdvise(managed, bytes, axlMemAdviseSetReadMostly, loc);
  cudaMemAdvise(managed, bytes, cudaMemAdviseSetReadMostly, loc);
  // CHECK: axlMemPrefetchAsync(managed, bytes, loc, 0, stream);
  cudaMemPrefetchAsync(managed, bytes, loc, 0, stream);
  // CHECK: axlPointerAttributes attrs;
  cudaPointerAttributes attrs;
  // CHECK: axlPointerGetAttributes(&attrs, managed);
  cudaPointerGetAttributes(&attrs, managed);
  // CHECK: bool isManaged = attrs.type == axlMemoryTypeManaged;
  bool isManaged = attrs.type == cudaMemoryTypeManaged;

  // Pitched 2D memory.
  float *img = nullptr;
  size_t pitch = 0;
  // CHECK: axlMallocPitch(&img, &pitch, w * sizeof(float), h);
  cudaMallocPitch(&img, &pitch, w * sizeof(float), h);
  // CHECK: axlMemset2D(img, pitch, 0, w * sizeof(float), h);
  cudaMemset2D(img, pitch, 0, w * sizeof(float), h);
  // CHECK: axlMemcpy2D(img, pitch, pinned, w * sizeof(float), w * sizeof(float), h,
  cudaMemcpy2D(img, pitch, pinned, w * sizeof(float), w * sizeof(float), h,
               // CHECK: axlMemcpyHostToDevice);
               cudaMemcpyHostToDevice);
  // CHECK: axlMemcpy2DAsync(pinned, w * sizeof(float), img, pitch, w * sizeof(float), h,
  cudaMemcpy2DAsync(pinned, w * sizeof(float), img, pitch, w * sizeof(float), h,
                    // CHECK: axlMemcpyDeviceToHost, stream);
                    cudaMemcpyDeviceToHost, stream);

  // 3D memory.
  // CHECK: axlExtent extent = make_axlExtent(w * sizeof(float), h, 4);
  cudaExtent extent = make_cudaExtent(w * sizeof(float), h, 4);
  // CHECK: axlPitchedPtr vol;
  cudaPitchedPtr vol;
  // CHECK: axlMalloc3D(&vol, extent);
  cudaMalloc3D(&vol, extent);
  // CHECK: axlMemset3D(vol, 0, extent);
  cudaMemset3D(vol, 0, extent);
  // CHECK: axlMemcpy3DParms copy = {};
  cudaMemcpy3DParms copy = {};
  // CHECK: copy.srcPtr = make_axlPitchedPtr(pinned, w * sizeof(float), w, h);
  copy.srcPtr = make_cudaPitchedPtr(pinned, w * sizeof(float), w, h);
  copy.dstPtr = vol;
  // CHECK: copy.srcPos = make_axlPos(0, 0, 0);
  copy.srcPos = make_cudaPos(0, 0, 0);
  // CHECK: copy.extent = make_axlExtent(w * sizeof(float), h, 1);
  copy.extent = make_cudaExtent(w * sizeof(float), h, 1);
  // CHECK: copy.kind = axlMemcpyHostToDevice;
  copy.kind = cudaMemcpyHostToDevice;
  // CHECK: axlMemcpy3D(&copy);
  cudaMemcpy3D(&copy);
  // CHECK: axlMemcpy3DAsync(&copy, stream);
  cudaMemcpy3DAsync(&copy, stream);

  // Symbols.
  // CHECK: axlMemcpyToSymbol(coeffs, host, sizeof host);
  cudaMemcpyToSymbol(coeffs, host, sizeof host);
  // CHECK: axlMemcpyToSymbolAsync(coeffs, host, sizeof host, 0, axlMemcpyHostToDevice, stream);
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof host, 0, cudaMemcpyHostToDevice, stream);
  int zero = 0, seen = 0;
  // CHECK: axlMemcpyToSymbol(counter, &zero, sizeof zero);
  cudaMemcpyToSymbol(counter, &zero, sizeof zero);
  // CHECK: axlLaunchKernelGGL(scale, dim3(dim3(1, h)), dim3(w), 0, stream, img, pitch, w, h);
  scale<<<dim3(1, h), w, 0, stream>>>(img, pitch, w, h);
  // CHECK: axlMemcpyFromSymbol(&seen, counter, sizeof seen);
  cudaMemcpyFromSymbol(&seen, counter, sizeof seen);
  void *counterAddr = nullptr;
  size_t counterSize = 0;
  // CHECK: axlGetSymbolAddress(&counterAddr, counter);
  cudaGetSymbolAddress(&counterAddr, counter);
  // CHECK: axlGetSymbolSize(&counterSize, counter);
  cudaGetSymbolSize(&counterSize, counter);

  size_t freeMem = 0, totalMem = 0;
  // CHECK: axlMemGetInfo(&freeMem, &totalMem);
  cudaMemGetInfo(&freeMem, &totalMem);
  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: axlFree(vol.ptr);
  cudaFree(vol.ptr);
  // CHECK: axlFree(img);
  cudaFree(img);
  // CHECK: axlFree(managed);
  cudaFree(managed);
  // CHECK: axlFreeHost(mapped);
  cudaFreeHost(mapped);
  // CHECK: axlFreeHost(pinned);
  cudaFreeHost(pinned);
  // CHECK: axlFree(dev);
  cudaFree(dev);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  return isManaged && seen > 0 ? 0 : 1;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (69 renamed, 1 launches rewritten), 0 left; 0 warnings
