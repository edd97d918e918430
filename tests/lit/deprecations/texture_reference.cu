// Texture and surface references have no mechanical replacement: they are
// left in place, each use reported with what to use instead, and the exit
// code says that review is needed.
// RUN: not %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#include <cuda_runtime.h>

// CHECK: texture<float, 1, axlReadModeElementType> tex;
texture<float, 1, cudaReadModeElementType> tex;

__global__ void gather(float *out) { out[threadIdx.x] = tex1Dfetch(tex, threadIdx.x); }

int main() {
  float *d = nullptr;
  // CHECK: axlMalloc(&d, 1024);
  cudaMalloc(&d, 1024);
  // CHECK: cudaBindTexture(nullptr, tex, d, 1024);
  cudaBindTexture(nullptr, tex, d, 1024);
  // CHECK: cudaUnbindTexture(tex);
  cudaUnbindTexture(tex);
  return 0;
}
// DIAG: texture_reference.cu:10:1: warning: 'texture' was removed in CUDA 12.0: texture reference templates (texture<T, dim, mode>) were removed in CUDA 12.0; use a cudaTextureObject_t from cudaCreateTextureObject and tex1Dfetch<T>(object, i); left as is [axl-removed]
// DIAG: texture_reference.cu:19:3: warning: 'cudaBindTexture' was removed in CUDA 12.0: {{.*}}use texture/surface objects; left as is [axl-removed]
// DIAG: texture_reference.cu:21:3: warning: 'cudaUnbindTexture' was removed in CUDA 12.0: {{.*}}use texture/surface objects; left as is [axl-removed]
// DIAG: axlify: 1 file ported (1 changed): {{.*}}, 3 left; {{.*}} (review needed)
