// Dynamic shared memory that cannot be rewritten in place is reported where
// it is declared, clang-style, and left as it is; nothing else is.
// RUN: not %axlify %s -o %t.cu 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=PORT --match-full-lines --input-file=%t.cu
#include <cuda_runtime.h>

// A macro that writes the type with `extern __shared__`: the declaration's
// parts are in two macros, and neither can take the macro form alone.
#define EXTERN_SHARED_FLOAT extern __shared__ float
#define FLOAT_BUFFER(name) EXTERN_SHARED_FLOAT name[]
// `extern` alone from a macro: the macro form cannot take it.
#define EXTERN extern

__global__ void left(float *out) {
  // CHECK: not_rewritten.cu:[[@LINE+2]]:3: warning: dynamic shared memory declaration not rewritten: 'EXTERN_SHARED_FLOAT' writes its type with __shared__ [axl-dynamic-shared]
  // PORT: EXTERN_SHARED_FLOAT direct[];
  EXTERN_SHARED_FLOAT direct[];
  // CHECK: not_rewritten.cu:[[@LINE+2]]:3: warning: dynamic shared memory declaration not rewritten: 'EXTERN_SHARED_FLOAT' writes its type with __shared__ [axl-dynamic-shared]
  // PORT: FLOAT_BUFFER(buffer);
  FLOAT_BUFFER(buffer);
  // CHECK: not_rewritten.cu:[[@LINE+2]]:3: warning: dynamic shared memory declaration not rewritten: it declares more than one variable [axl-dynamic-shared]
  // PORT: extern __shared__ float first[], second[];
  extern __shared__ float first[], second[];
  // CHECK: not_rewritten.cu:[[@LINE+2]]:3: warning: dynamic shared memory declaration not rewritten: its 'extern' is written by a macro [axl-dynamic-shared]
  // PORT: EXTERN __shared__ float byMacro[];
  EXTERN __shared__ float byMacro[];
  // Shared, but not dynamic: nothing to do.
  // PORT: __shared__ float fixed[32];
  __shared__ float fixed[32];
  // PORT: static __shared__ float alsoFixed[32];
  static __shared__ float alsoFixed[32];
  out[0] = direct[0] + buffer[0] + first[0] + second[0] + byMacro[0] + fixed[0] + alsoFixed[0];
}
// CHECK: axlify: 1 file ported (1 changed): {{.*}}, 4 left; 4 warnings (review needed)
