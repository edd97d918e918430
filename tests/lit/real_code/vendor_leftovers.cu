// Vendor names that stay in a port are each reported by name with a stable
// ID: libraries axl has no rules for get [axl-unknown-library] naming the
// library, once per name and file (every reference counted as left);
// enumerators qualified by a renamed CUDA enum are renamed with it; nvcc's
// architecture-specific macros are ported; a driver entry point named in a
// string is ported as it is (every backend answers CUDA's names). (The
// library code is in a branch Clang does not parse: only the names matter
// here.)
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
#include <cuda.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/driver_typedefs.h>
#include <cudaTypedefs.h>

#if defined(__CUDA_ARCH_SPECIFIC__) || defined(__CUDA_ARCH_FAMILY_SPECIFIC__)
// CHECK: #if defined(__AXL_ARCH_SPECIFIC__) || defined(__AXL_ARCH_FAMILY_SPECIFIC__)
#define ARCH_SPECIFIC 1
#endif

#if defined(WITH_LIBRARIES)
// DIAG: vendor_leftovers.cu:[[@LINE+1]]:1: warning: 'cutlass::half_t' belongs to CUTLASS, a library axl has no rules for; left as is [axl-unknown-library]
cutlass::half_t h;
// DIAG: vendor_leftovers.cu:[[@LINE+1]]:1: warning: 'cutlass::Array' belongs to CUTLASS, a library axl has no rules for; left as is (2 references in this file) [axl-unknown-library]
cutlass::Array<float, 4> a1;
cutlass::Array<float, 8> a2;
// DIAG: vendor_leftovers.cu:[[@LINE+2]]:1: warning: 'CUTLASS_DEVICE' belongs to CUTLASS, a library axl has no rules for; left as is [axl-unknown-library]
// DIAG: vendor_leftovers.cu:[[@LINE+1]]:36: warning: 'cute::Tensor' belongs to CuTe, a library axl has no rules for; left as is [axl-unknown-library]
CUTLASS_DEVICE void f(int n, const cute::Tensor<int> &t);
// CHECK: axlcub::BlockReduce<float, 128> r;
cub::BlockReduce<float, 128> r;
// DIAG: vendor_leftovers.cu:[[@LINE+1]]:1: warning: 'cudnn_frontend::graph' belongs to cuDNN frontend, a library axl has no rules for; left as is [axl-unknown-library]
cudnn_frontend::graph::Graph g;
// The frontend's macros are the frontend's, not cuDNN's (whose CUDNN_ names have rules).
// DIAG: vendor_leftovers.cu:[[@LINE+1]]:5: warning: 'CUDNN_FRONTEND_MAJOR_VERSION' belongs to cuDNN frontend, a library axl has no rules for; left as is [axl-unknown-library]
#if CUDNN_FRONTEND_MAJOR_VERSION >= 1
#endif
void libraries() {
  // Libraries with rules are ported, even in a branch no parse sees.
  // CHECK: axlsolverDnHandle_t s; axlsolverDnCreate(&s);
  cusolverDnHandle_t s; cusolverDnCreate(&s);
  // CHECK: if (AXLSOLVER_STATUS_SUCCESS) {}
  if (CUSOLVER_STATUS_SUCCESS) {}
  // DIAG: vendor_leftovers.cu:[[@LINE+2]]:19: warning: run-time compilation: the CUDA source it compiles is given at run time (a string, or a file the build embeds as one) and is not ported here (the CPU backend's NVRTC ports it when it compiles); a project file ported for it also needs the dialect headers on NVRTC's include path [axl-runtime-compilation]
  // CHECK: axlrtcProgram p; axlrtcCreateProgram(&p, "__global__ void k() {}", "k.cu", 0, 0, 0);
  nvrtcProgram p; nvrtcCreateProgram(&p, "__global__ void k() {}", "k.cu", 0, 0, 0);
  // DIAG: vendor_leftovers.cu:[[@LINE+1]]:3: warning: 'nvmlInit_v2' belongs to NVML, a library axl has no rules for; left as is [axl-unknown-library]
  nvmlInit_v2();
  // CHECK: axltxRangePushA("step");
  nvtxRangePushA("step");
  // DIAG: vendor_leftovers.cu:[[@LINE+2]]:3: warning: 'cutensorHandle_t' belongs to cuTENSOR, a library axl has no rules for; left as is [axl-unknown-library]
  // CHECK: cutensorHandle_t t; axltx3::scoped_range r{"step"};
  cutensorHandle_t t; nvtx3::scoped_range r{"step"};
  // DIAG: vendor_leftovers.cu:[[@LINE+3]]:3: warning: 'cublasMpHandle_t' belongs to cuBLASMp, a library axl has no rules for; left as is [axl-unknown-library]
  // DIAG: vendor_leftovers.cu:[[@LINE+2]]:25: warning: 'CUBLASMP_STATUS_SUCCESS' belongs to cuBLASMp, a library axl has no rules for; left as is [axl-unknown-library]
  // DIAG: vendor_leftovers.cu:[[@LINE+1]]:50: warning: 'nvshmem_malloc' belongs to NVSHMEM, a library axl has no rules for; left as is [axl-unknown-library]
  cublasMpHandle_t mp = CUBLASMP_STATUS_SUCCESS; nvshmem_malloc(16);
  // DIAG: vendor_leftovers.cu:[[@LINE+1]]:3: warning: 'cuda::std' belongs to libcu++, a library axl has no rules for; left as is [axl-unknown-library]
  cuda::std::array<int, 2> arr;
}
#endif

void driver() {
  // A driver enumerator qualified by its enum's name: both renamed.
  // CHECK: axlDrvTensorMapDataType t = axlDrvTensorMapDataType::AXLDRV_TENSOR_MAP_DATA_TYPE_UINT8;
  CUtensorMapDataType t = CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT8;
  (void)t;
  // CHECK: PFN_axlDrvTensorMapEncodeTiled_v12000 encode = nullptr;
  PFN_cuTensorMapEncodeTiled_v12000 encode = nullptr;
  cudaDriverEntryPointQueryResult q;
  // DIAG: vendor_leftovers.cu:[[@LINE+2]]:3: warning: 'cudaGetDriverEntryPoint' is deprecated since CUDA 13.0; ported to 'axlGetDriverEntryPoint' [axl-deprecated]
  // CHECK: axlGetDriverEntryPoint("cuTensorMapEncodeTiled", (void **)&encode, axlEnableDefault, &q);
  cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", (void **)&encode, cudaEnableDefault, &q);
}
// DIAG: axlify: 1 file ported (1 changed): {{.*}}, 13 left; 14 warnings (review needed)
