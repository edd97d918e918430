// A CUDA name given to a macro that makes it a string (#symbol) is looked up
// by that spelling at run time: renaming it would change the string and the
// lookup would find nothing. A driver entry point that the macro uses only
// as a string keeps CUDA's name and is ported as it is (every backend
// answers CUDA's names); any other name, or one the macro also uses as code,
// is left, with a warning (a type or an enumerator is renamed:
// tests/lit/macros/stringified_types.cu). The macro's other arguments are
// ported as usual.
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
// The name is a string and the function called by name.
#define DRIVER_CALL(symbol, ...) (lookup(#symbol, 0) ? symbol(__VA_ARGS__) : CUDA_ERROR_NOT_FOUND)
#define RUNTIME_FN(symbol) lookup(#symbol, 0)
// A whole call made a string is a message: ported with the call.
#define CHECK(call) ((call) == cudaSuccess ? 0 : printf("%s failed\n", #call))

int main() {
  // CHECK: void *f = DRIVER_FN(cuCtxGetCurrent, axlEnableDefault);
  void *f = DRIVER_FN(cuCtxGetCurrent, cudaEnableDefault);
  // DIAG: stringified_names.cu:[[@LINE+2]]:24: warning: 'cudaMalloc' is given to a macro that makes it a string (#), a name looked up at run time; left as is: each backend must look up its own name [axl-stringified-name]
  // CHECK: void *g = RUNTIME_FN(cudaMalloc);
  void *g = RUNTIME_FN(cudaMalloc);
  // DIAG: stringified_names.cu:[[@LINE+2]]:28: warning: 'cuCtxSynchronize' is given to a macro that makes it a string (#), a name looked up at run time; left as is: each backend must look up its own name [axl-stringified-name]
  // CHECK: axlDrvResult r = DRIVER_CALL(cuCtxSynchronize);
  CUresult r = DRIVER_CALL(cuCtxSynchronize);
  // Elsewhere the name is ported.
  // CHECK: axlDrvContext ctx; axlDrvCtxGetCurrent(&ctx);
  CUcontext ctx; cuCtxGetCurrent(&ctx);
  // CHECK: CHECK(axlDeviceSynchronize());
  CHECK(cudaDeviceSynchronize());
  return f && g && r == CUDA_SUCCESS ? 0 : 1;
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 2 left; 2 warnings (review needed)
