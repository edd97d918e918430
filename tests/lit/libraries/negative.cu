// What the library families must not touch, and what they report: the
// program's own helpers named like the libraries stay (not reported), a
// library-looking name no rule maps is reported, names in comments and
// strings stay, a member named like a library function stays.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// CHECK: #include <axl/dnn.h>
#include <cudnn.h>
// CHECK: #include <axl/fft.h>
#include <cufft.h>
#include <cstdio>

// The program's own helpers: untouched, not reported.
// CHECK: static int cudnnCheck(axldnnStatus_t s) { return s == AXLDNN_STATUS_SUCCESS ? 0 : 1; }
static int cudnnCheck(cudnnStatus_t s) { return s == CUDNN_STATUS_SUCCESS ? 0 : 1; }
// CHECK: #define CUFFT_CALL(x) cufftCheck((x), #x)
#define CUFFT_CALL(x) cufftCheck((x), #x)
// CHECK: static int cufftCheck(axlfftResult r, const char *what) {
static int cufftCheck(cufftResult r, const char *what) {
  // Strings and comments keep their text: cufftExecC2C, CUFFT_SUCCESS.
  // CHECK: if (r != AXLFFT_SUCCESS) std::printf("cufftExecC2C failed: %s\n", what);
  if (r != CUFFT_SUCCESS) std::printf("cufftExecC2C failed: %s\n", what);
  return r != CUFFT_SUCCESS;
}

struct Plan {
  // A member named like a library function.
  // CHECK: int cufftPlan1d(int n) { return n; }
  int cufftPlan1d(int n) { return n; }
};

int run(cudnnHandle_t h, Plan &p) {
  // CHECK: int n = p.cufftPlan1d(64);
  int n = p.cufftPlan1d(64);
#ifdef FUTURE_CUDNN
  // DIAG: negative.cu:[[@LINE+2]]:21: warning: 'cudnnMakeCoffee' looks like CUDA API but no rule maps it; left as is [axl-unknown-api]
  // CHECK: return cudnnCheck(cudnnMakeCoffee(h, n));
  return cudnnCheck(cudnnMakeCoffee(h, n));
#endif
  // CHECK: return cudnnCheck(axldnnSetStream(h, nullptr)) + CUFFT_CALL(axlfftSetStream(n, nullptr));
  return cudnnCheck(cudnnSetStream(h, nullptr)) + CUFFT_CALL(cufftSetStream(n, nullptr));
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 1 left; 1 warning (review needed)
