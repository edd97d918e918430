// runtime-error: cudaError_t, the error enumerators and the error functions, also inside the user's check macro.
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
#include <cstdio>
#include <cstdlib>

// CHECK: axlError_t err_ = (call); {{\\}}
// CHECK: if (err_ != axlSuccess) { {{\\}}
// CHECK: axlGetErrorString(err_), axlGetErrorName(err_)); {{\\}}
#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s (%s)\n", __FILE__, __LINE__,             \
                   cudaGetErrorString(err_), cudaGetErrorName(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

// CHECK: static const char *describe(axlError e) {
static const char *describe(cudaError e) {
  switch (e) {
  // CHECK: case axlSuccess:
  case cudaSuccess:
    return "ok";
  // CHECK: case axlErrorMemoryAllocation:
  case cudaErrorMemoryAllocation:
    return "out of memory";
  // CHECK: case axlErrorInvalidValue:
  case cudaErrorInvalidValue:
  // DIAG: error.cu:[[@LINE+2]]:8: warning: 'cudaErrorInvalidDevicePointer' is deprecated since CUDA 10.1; ported to 'axlErrorInvalidDevicePointer' [axl-deprecated]
  // CHECK: case axlErrorInvalidDevicePointer:
  case cudaErrorInvalidDevicePointer:
    return "bad argument";
  // CHECK: case axlErrorLaunchOutOfResources:
  case cudaErrorLaunchOutOfResources:
    return "too many resources requested";
  // CHECK: case axlErrorNoKernelImageForDevice:
  case cudaErrorNoKernelImageForDevice:
    return "no kernel image";
  default:
    // CHECK: return axlGetErrorString(e);
    return cudaGetErrorString(e);
  }
}

int main() {
  int *d = nullptr;
  // CHECK: CUDA_CHECK(axlMalloc(&d, 32 * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
  // CHECK: axlLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, d);
  fill<<<1, 32>>>(d);
  // CHECK: CUDA_CHECK(axlPeekAtLastError());
  CUDA_CHECK(cudaPeekAtLastError());
  // CHECK: axlError_t status = axlGetLastError();
  cudaError_t status = cudaGetLastError();
  // CHECK: if (status != axlSuccess)
  if (status != cudaSuccess)
    std::printf("launch: %s\n", describe(status));
  // CHECK: enum axlError sync = axlDeviceSynchronize();
  enum cudaError sync = cudaDeviceSynchronize();
  // CHECK: if (sync == axlErrorIllegalAddress || sync == axlErrorLaunchFailure)
  if (sync == cudaErrorIllegalAddress || sync == cudaErrorLaunchFailure)
    return 2;
  // CHECK: CUDA_CHECK(axlFree(d));
  CUDA_CHECK(cudaFree(d));
  return 0;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (23 renamed, 1 launches rewritten), 0 left; 1 warning
