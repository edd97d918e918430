// headers of the library families (cuDNN, NVRTC, NVTX, cudaTypedefs.h,
// math_constants.h, cuSPARSE, cuSOLVER, cuFFT), angled and quoted: each to
// its family's dialect header. (cuSOLVER includes cublas_v2.h, which cannot be
// in one file with headers.cu's legacy cublas.h.)
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/dnn.h>
#include <cudnn.h>
// CHECK: #include <axl/dnn.h>
#include "cudnn_graph.h"
// CHECK: #include <axl/dnn.h>
#include <cudnn_backend_v9.h>
// CHECK: #include <axl/dnn.h>
#include <cudnn_version.h>
// CHECK: #include <axl/rtc.h>
#include <nvrtc.h>
// CHECK: #include <axl/tx.h>
#include <nvtx3/nvToolsExt.h>
// CHECK: #include <axl/tx.h>
#include "nvtx3/nvToolsExtCudaRt.h"
// CHECK: #include <axl/tx.h>
#include <nvtx3/nvToolsExtPayload.h>
// CHECK: #include <axl/driver_typedefs.h>
#include <cudaTypedefs.h>
// CHECK: #include <axl/math_constants.h>
#include <math_constants.h>
// CHECK: #include <axl/sparse.h>
#include <cusparse.h>
// CHECK: #include <axl/sparse.h>
#include <cusparse_v2.h>
// CHECK: #include <axl/solver.h>
#include <cusolverDn.h>
// CHECK: #include <axl/solver.h>
#include "cusolverSp.h"
// CHECK: #include <axl/solver.h>
#include <cusolverRf.h>
// CHECK: #include <axl/solver.h>
#include <cusolverMg.h>
// CHECK: #include <axl/solver.h>
#include <cusolver_common.h>
// CHECK: #include <axl/fft.h>
#include <cufft.h>
// CHECK: #include <axl/fft.h>
#include <cufftXt.h>

// DIAG: axlify: 1 file ported (1 changed): 19 references ported (19 renamed, 0 launches rewritten), 0 left; 0 warnings
