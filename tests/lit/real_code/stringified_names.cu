// A CUDA name given to a macro that makes it a string (#symbol) is looked up
// by that spelling at run time (a driver entry point): renaming it would
// change the string and the lookup would find nothing. It is left, with a
// warning; the macro's other arguments are ported as usual.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>

void *lookup(const char *name, int flags) {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  cudaGetDriverEntryPointByVersion(name, &fn, 12000, flags, &q);
  return fn;
}
#define DRIVER_FN(symbol, ...) lookup(#symbol, __VA_ARGS__)
// A whole call made a string is a message: ported with the call.
#define CHECK(call) ((call) == cudaSuccess ? 0 : printf("%s failed\n", #call))

int main() {
  // DIAG: stringified_names.cu:[[@LINE+2]]:23: warning: 'cuCtxGetCurrent' is given to a macro that makes it a string (#), a name looked up at run time; left as is: each backend must look up its own name [axl-stringified-name]
  // CHECK: void *f = DRIVER_FN(cuCtxGetCurrent, axlEnableDefault);
  void *f = DRIVER_FN(cuCtxGetCurrent, cudaEnableDefault);
  // Elsewhere the name is ported.
  // CHECK: axlDrvContext ctx; axlDrvCtxGetCurrent(&ctx);
  CUcontext ctx; cuCtxGetCurrent(&ctx);
  // CHECK: CHECK(axlDeviceSynchronize());
  CHECK(cudaDeviceSynchronize());
  return f ? 0 : 1;
}
// DIAG: axlify: 1 file ported
