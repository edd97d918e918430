// Driver entry points named in strings: every backend answers the driver's
// entry points by CUDA's names (the CUDA backend is CUDA's driver, the CPU
// backend keeps a table of them), so such a string is ported as it is, with
// no warning, wherever it is (a lookup's argument, a table of names). A
// driver-style name no rule knows is a note, not a leftover. A string naming
// any other CUDA API (a runtime function, a driver library symbol such as
// cuMemAlloc_v2, which no entry-point lookup answers) is still reported as
// left: code that resolves it (dlsym) must look up each backend's own name.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: the port's strings are the same, and so are the findings.
// RUN: not %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark: --input-file=%t.again.err
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
#include <dlfcn.h>

// CHECK: static const char *const Names[] = {"cuMemAlloc", "cuMemFree", "cuTensorMapEncodeTiled"};
static const char *const Names[] = {"cuMemAlloc", "cuMemFree", "cuTensorMapEncodeTiled"};

int lookups() {
  void *fn = nullptr;
  // CHECK: axlDriverEntryPointQueryResult q;
  cudaDriverEntryPointQueryResult q;
  // CHECK: axlGetDriverEntryPointByVersion("cuCtxSynchronize", &fn, 2000, axlEnableDefault, &q);
  cudaGetDriverEntryPointByVersion("cuCtxSynchronize", &fn, 2000, cudaEnableDefault, &q);
  // CHECK: PFN_axlDrvGetProcAddress_v12000 getProc = nullptr;
  PFN_cuGetProcAddress_v12000 getProc = nullptr;
  // CHECK: axlDrvGetProcAddress("cuGetProcAddress", (void **)&getProc, 12000, AXLDRV_GET_PROC_ADDRESS_DEFAULT, nullptr);
  cuGetProcAddress("cuGetProcAddress", (void **)&getProc, 12000, CU_GET_PROC_ADDRESS_DEFAULT, nullptr);
  // Per-thread default stream versions too (PFN_cuMemcpyAsync_v7000_ptsz).
  // CHECK: getProc("cuMemcpyAsync", &fn, 12000, AXLDRV_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, nullptr);
  getProc("cuMemcpyAsync", &fn, 12000, CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, nullptr);
  for (const char *Name : Names)
    // CHECK: getProc(Name, &fn, 12000, AXLDRV_GET_PROC_ADDRESS_DEFAULT, nullptr);
    getProc(Name, &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, nullptr);
  // DIAG: .cu:[[@LINE+2]]:12: remark: 'cuNoSuchFunction' is named in a string like a driver entry point, but no rule knows it; left as is: a driver without it answers that the symbol is not found [axl-unknown-entry-point]
  // CHECK: getProc("cuNoSuchFunction", &fn, 12000, AXLDRV_GET_PROC_ADDRESS_DEFAULT, nullptr);
  getProc("cuNoSuchFunction", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, nullptr);
  return fn != nullptr;
}

int symbols(void *lib) {
  // DIAG: .cu:[[@LINE+2]]:25: warning: 'cuMemAlloc_v2' is named in a string (an API entry point looked up at run time); left as is: each backend must look up its own name [axl-entry-point-string]
  // CHECK: void *f = dlsym(lib, "cuMemAlloc_v2");
  void *f = dlsym(lib, "cuMemAlloc_v2");
  // DIAG: .cu:[[@LINE+2]]:25: warning: 'cudaMalloc' is named in a string (an API entry point looked up at run time); left as is: each backend must look up its own name [axl-entry-point-string]
  // CHECK: void *g = dlsym(lib, "cudaMalloc");
  void *g = dlsym(lib, "cudaMalloc");
  return f && g;
}
// DIAG: axlify: 1 file ported ({{[01]}} changed): {{[0-9]+}} references ported ({{.*}}), 2 left; 2 warnings (review needed)
