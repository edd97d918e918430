// Calls in a form that CUDA 13 removed while keeping the function's name
// (cudaMemAdvise with a device id, graph dependencies without edge data, the
// driver API's old cuCtxCreate) get the new argument list, with a warning.
// The output compiles against CUDA 13 through the CUDA backend; calls already
// in the new form are left alone, and porting the port changes nothing.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu
#include <cuda.h>
#include <cuda_runtime.h>

#define CHECK(expr)                                                            \
  do {                                                                         \
    if ((expr) != cudaSuccess)                                                 \
      return 1;                                                                \
  } while (0)

int migrate(float *p, size_t n, int dev, cudaStream_t s, cudaGraph_t g,
            cudaGraphNode_t *from, cudaGraphNode_t *to, CUdeviceptr dp,
            CUstream cs, CUcontext *ctx) {
  // CHECK: CHECK(axlMemAdvise(p, n, axlMemAdviseSetReadMostly, axlMemLocationFromDeviceId(dev)));
  CHECK(cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, dev));
  // CHECK: CHECK(axlMemAdvise(p, n, axlMemAdviseSetPreferredLocation, axlMemLocationFromDeviceId(axlCpuDeviceId)));
  CHECK(cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId));
  // CHECK: axlMemPrefetchAsync(p, n,
  // CHECK-NEXT:                        axlMemLocationFromDeviceId(dev), 0, s);
  cudaMemPrefetchAsync(p, n,
                       dev, s);
  // CHECK: axlGraphAddDependencies(g, from, to, nullptr, 1);
  cudaGraphAddDependencies(g, from, to, 1);
  // CHECK: axlGraphRemoveDependencies(g, from, to, nullptr, 1);
  cudaGraphRemoveDependencies(g, from, to, 1);
  size_t count = 0;
  // CHECK: axlGraphNodeGetDependencies(*from, nullptr, nullptr, &count);
  cudaGraphNodeGetDependencies(*from, nullptr, &count);
  // CHECK: axlStreamUpdateCaptureDependencies(s, to, nullptr, 1, axlStreamAddCaptureDependencies);
  cudaStreamUpdateCaptureDependencies(s, to, 1, cudaStreamAddCaptureDependencies);
  // An argument CUDA 13 dropped (failIdx) goes, with the comma before it.
  size_t fail = 0;
  void *dsts[1] = {p}, *srcs[1] = {p};
  size_t sizes[1] = {n}, attrsIdx[1] = {0};
  cudaMemcpyAttributes attrs{};
  // CHECK: axlMemcpyBatchAsync(dsts, srcs, sizes, 1, &attrs, attrsIdx, 1, s);
  cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, &attrs, attrsIdx, 1, &fail, s);
  cudaGraphNode_t node;
  cudaGraphNodeParams params{};
  // CHECK: axlGraphAddNode(&node, g, from, nullptr, 1, &params);
  cudaGraphAddNode(&node, g, from, 1, &params);
  // CHECK: axlDrvMemAdvise(dp, n, AXLDRV_MEM_ADVISE_SET_READ_MOSTLY, axlDrvMemLocationFromDevice(0));
  cuMemAdvise(dp, n, CU_MEM_ADVISE_SET_READ_MOSTLY, 0);
  // CHECK: axlDrvMemPrefetchAsync(dp, n, axlDrvMemLocationFromDevice(AXLDRV_DEVICE_CPU), 0, cs);
  cuMemPrefetchAsync(dp, n, CU_DEVICE_CPU, cs);
  // CHECK: axlDrvCtxCreate(ctx, nullptr, 0, 0);
  cuCtxCreate(ctx, 0, 0);

  // Already in CUDA 13's form: only renamed.
  // CHECK: axlMemLocation loc{axlMemLocationTypeDevice, dev};
  cudaMemLocation loc{cudaMemLocationTypeDevice, dev};
  // CHECK: axlMemAdvise(p, n, axlMemAdviseSetReadMostly, loc);
  cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, loc);
  // CHECK: axlGraphAddDependencies(g, from, to, nullptr, 1);
  cudaGraphAddDependencies(g, from, to, nullptr, 1);
  return 0;
}
// DIAG: signature_changes.cu:25:9: warning: 'cudaMemAdvise' changed in CUDA 13.0: removed the form taking a device id; the location is a cudaMemLocation; call rewritten to the new form ($1, $2, $3, axlMemLocationFromDeviceId($4)) [axl-signature-changed]
// DIAG: signature_changes.cu:27:9: warning: 'cudaMemAdvise' changed in CUDA 13.0
// DIAG: signature_changes.cu:30:3: warning: 'cudaMemPrefetchAsync' changed in CUDA 13.0: removed the form taking a device id; the location is a cudaMemLocation, followed by flags; call rewritten to the new form ($1, $2, axlMemLocationFromDeviceId($3), 0, $4) [axl-signature-changed]
// DIAG: signature_changes.cu:33:3: warning: 'cudaGraphAddDependencies' changed in CUDA 13.0: added edge data before the count; call rewritten to the new form ($1, $2, $3, nullptr, $4) [axl-signature-changed]
// DIAG: signature_changes.cu:35:3: warning: 'cudaGraphRemoveDependencies' changed in CUDA 13.0
// DIAG: signature_changes.cu:38:3: warning: 'cudaGraphNodeGetDependencies' changed in CUDA 13.0
// DIAG: signature_changes.cu:40:3: warning: 'cudaStreamUpdateCaptureDependencies' changed in CUDA 13.0
// DIAG: signature_changes.cu:47:3: warning: 'cudaMemcpyBatchAsync' changed in CUDA 13.0: removed the failIdx argument (the index of a failed copy is no longer reported); call rewritten to the new form ($1, $2, $3, $4, $5, $6, $7, $9) [axl-signature-changed]
// DIAG: signature_changes.cu:51:3: warning: 'cudaGraphAddNode' changed in CUDA 13.0: added edge data before the dependency count; call rewritten to the new form ($1, $2, $3, nullptr, $4, $5) [axl-signature-changed]
// DIAG: signature_changes.cu:53:3: warning: 'cuMemAdvise' changed in CUDA 13.0: removed the form taking a device; the location is a CUmemLocation; call rewritten to the new form ($1, $2, $3, axlDrvMemLocationFromDevice($4)) [axl-signature-changed]
// DIAG: signature_changes.cu:55:3: warning: 'cuMemPrefetchAsync' changed in CUDA 13.0
// DIAG: signature_changes.cu:57:3: warning: 'cuCtxCreate' changed in CUDA 13.0: added context creation parameters before the flags; call rewritten to the new form ($1, nullptr, $2, $3) [axl-signature-changed]
// DIAG: axlify: 1 file ported (1 changed): {{.*}}, 0 left; 12 warnings
