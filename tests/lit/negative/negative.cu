// What axlify must not touch, and what it must report and leave.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// DIAG: negative.cu:[[@LINE+2]]:10: warning: header 'cublas.h' is not supported by axl: legacy cuBLAS API (cublas.h); port to the cublas_v2.h API; left as is [axl-unsupported]
// CHECK: #include <cublas.h>
#include <cublas.h>
// DIAG: negative.cu:[[@LINE+2]]:10: warning: 'cupti.h' belongs to CUPTI, a library axl has no rules for; left as is [axl-unknown-library]
// CHECK: #include <cupti.h>
#include <cupti.h>
#include <cstdio>

// Comments and strings are never rewritten.
// CHECK: // Comments mention cudaMalloc, cudaFree and __nv_bfloat16: left alone.
// Comments mention cudaMalloc, cudaFree and __nv_bfloat16: left alone.
// CHECK: /* So do block comments: cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice); */
/* So do block comments: cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice); */

// The user's own names that look like CUDA API: untouched and not reported.
// CHECK: #define cudaCheck(call) {{\\}}
// CHECK-NEXT: do { {{\\}}
// CHECK-NEXT: if ((call) != axlSuccess) {{\\}}
// CHECK-NEXT: std::printf("cudaCheck failed: %s\n", #call); {{\\}}
#define cudaCheck(call)                                                        \
  do {                                                                         \
    if ((call) != cudaSuccess)                                                 \
      std::printf("cudaCheck failed: %s\n", #call);                            \
  } while (0)

// CHECK: struct cudaThing {
struct cudaThing {
  // CHECK: int cudaMalloc(int n) { return n * 2; }
  int cudaMalloc(int n) { return n * 2; }
  // CHECK: int cudaMemcpy = 0;
  int cudaMemcpy = 0;
};

namespace mylib {
// CHECK: inline void cudaFree(void *p) { std::printf("mylib::cudaFree(%p)\n", p); }
inline void cudaFree(void *p) { std::printf("mylib::cudaFree(%p)\n", p); }
// CHECK: inline void release(void *p) { cudaFree(p); }
inline void release(void *p) { cudaFree(p); }
} // namespace mylib

// CHECK: enum Backend { cudaBackend, cpuBackend };
enum Backend { cudaBackend, cpuBackend };
// CHECK: static int cudaStatus = 0;
static int cudaStatus = 0;

__global__ void kernel(float *p) {
  unsigned lane;
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: inline PTX is left as is for the CUDA backend; axl-loops lowers it to C++ for the CPU backend (what it cannot lower traps if it runs) [axl-inline-asm]
  // CHECK: asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  p[threadIdx.x] = lane;
}

template <typename A, typename B> struct Pair { A a; B b; };

__global__ void tiles(float *p) {
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: dynamic shared memory declaration not rewritten: the type contains a top-level comma [axl-dynamic-shared]
  // CHECK: extern __shared__ Pair<float, int> pairs[];
  extern __shared__ Pair<float, int> pairs[];
  p[threadIdx.x] = pairs[threadIdx.x].a;
}

int main() {
  // CHECK: const char *msg = "cudaMalloc failed; call cudaDeviceReset()";
  const char *msg = "cudaMalloc failed; call cudaDeviceReset()";
  // CHECK: const char *raw = R"(cudaMemcpy(__nv_fp8_e4m3))";
  const char *raw = R"(cudaMemcpy(__nv_fp8_e4m3))";
  // CHECK: std::printf("%s %s cudaFree\n", msg, raw);
  std::printf("%s %s cudaFree\n", msg, raw);

  // CHECK: cudaThing obj;
  cudaThing obj;
  // CHECK: cudaThing *ptr = &obj;
  cudaThing *ptr = &obj;
  // CHECK: int n = obj.cudaMalloc(4) + ptr->cudaMemcpy + obj.cudaMemcpy;
  int n = obj.cudaMalloc(4) + ptr->cudaMemcpy + obj.cudaMemcpy;
  float *d = nullptr;
  // CHECK: cudaCheck(axlMalloc(&d, n * sizeof(float)));
  cudaCheck(cudaMalloc(&d, n * sizeof(float)));
  // CHECK: mylib::cudaFree(d);
  mylib::cudaFree(d);
  // CHECK: mylib::release(d);
  mylib::release(d);
  // CHECK: Backend b = cudaBackend;
  Backend b = cudaBackend;
  // CHECK: cudaStatus = b;
  cudaStatus = b;
  // A leading :: names the global, CUDA's, function.
  // CHECK: ::axlFree(d);
  ::cudaFree(d);

  // Removed API with a replacement: ported, with a warning. CUDA 13 no longer
  // declares it; Clang's error there is fixed by the port, so not reported.
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: 'cudaThreadSynchronize' was removed in CUDA 13.0; ported to 'axlDeviceSynchronize' (its replacement 'cudaDeviceSynchronize') [axl-removed]
  // CHECK: axlDeviceSynchronize();
  cudaThreadSynchronize();

  // An unsupported entry: the legacy cuBLAS allocator.
  float *legacy = nullptr;
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: 'cublasAlloc' is not supported by axl: legacy cuBLAS API (cublas.h); port to the cublas_v2.h API; left as is [axl-unsupported]
  // CHECK: cublasAlloc(16, sizeof(float), (void **)&legacy);
  cublasAlloc(16, sizeof(float), (void **)&legacy);

  // CUPTI: no family maps it; each of its names is reported once per file,
  // naming the library, and left.
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: 'CUpti_SubscriberHandle' belongs to CUPTI, a library axl has no rules for; left as is [axl-unknown-library]
  // CHECK: CUpti_SubscriberHandle sub;
  CUpti_SubscriberHandle sub;
  // DIAG: negative.cu:[[@LINE+3]]:3: warning: 'cuptiSubscribe' belongs to CUPTI, a library axl has no rules for; left as is [axl-unknown-library]
  // DIAG: negative.cu:[[@LINE+2]]:41: warning: 'CUPTI_API_VERSION' belongs to CUPTI, a library axl has no rules for; left as is [axl-unknown-library]
  // CHECK: cuptiSubscribe(&sub, nullptr, (void *)CUPTI_API_VERSION);
  cuptiSubscribe(&sub, nullptr, (void *)CUPTI_API_VERSION);

  // A launch whose kernel expression axlify cannot delimit.
  void (*table[1])(float *) = {kernel};
  // DIAG: negative.cu:[[@LINE+2]]:11: warning: kernel launch not rewritten: cannot find the kernel expression before '<<<' [axl-launch]
  // CHECK: table[0]<<<1, 32>>>(d);
  table[0]<<<1, 32>>>(d);

// CHECK: #if AXLRT_VERSION >= 14000
#if CUDART_VERSION >= 14000
  // An API no rule knows.
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: 'cudaFooNotReal' looks like CUDA API but no rule maps it; left as is [axl-unknown-api]
  // CHECK: cudaFooNotReal(d);
  cudaFooNotReal(d);
#endif
#if CUDART_VERSION < 12000
  // Removed API without a replacement: left, with a warning.
  // DIAG: negative.cu:[[@LINE+2]]:3: warning: 'cudaUnbindTexture' was removed in CUDA 12.0: texture and surface references were removed in CUDA 12.0; use texture/surface objects; left as is [axl-removed]
  // CHECK: cudaUnbindTexture(nullptr);
  cudaUnbindTexture(nullptr);
#endif
  // CHECK: axlFree(d);
  cudaFree(d);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (8 renamed, 0 launches rewritten), 11 left; 12 warnings (review needed)
