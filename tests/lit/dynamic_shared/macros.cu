// Dynamic shared memory that macros write: a declaration whole in a macro's
// body is rewritten in the body (its parameters stay parameters, a pasted
// name stays pasted); a macro that says `extern __shared__` goes where it is
// used; a declaration in a macro's argument is rewritten there. A macro no
// parse expands and an inactive branch are matched by their tokens.
// RUN: %axlify %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: 0 left; 0 warnings
// RUN: sh -c 'test $(wc -l < %t.cu) -eq $(wc -l < %s)'
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %cpu-cxx -c %t.cu -o %t.cpu.o
#include <cuda_runtime.h>

// CHECK: #define SHARED_TILE(T, name) AXL_DYNAMIC_SHARED(T, name)
#define SHARED_TILE(T, name) extern __shared__ T name[]
// CHECK: #define SHARED_ROWS(T, name, n) AXL_DYNAMIC_SHARED_ARRAY(T, name, [n])
#define SHARED_ROWS(T, name, n) __shared__ extern T name[][n]
// CHECK: #define SHARED_BUFFER(name) AXL_DYNAMIC_SHARED(__align__(16) unsigned char, name##_bytes)
#define SHARED_BUFFER(name) extern __shared__ __align__(16) unsigned char name##_bytes[]
// CHECK: #define DECLARE_SCRATCH AXL_DYNAMIC_SHARED(float, scratch);
#define DECLARE_SCRATCH extern float __shared__ scratch[];
// Over lines: each continuation stays.
// CHECK: #define SHARED_LINES(T, name) \
// CHECK-NEXT:   AXL_DYNAMIC_SHARED( \
// CHECK-NEXT:       T, name)
#define SHARED_LINES(T, name) \
  extern __shared__ \
      T name[]
// Says `extern __shared__`: the macro goes where it is used.
#define EXTERN_SHARED extern __shared__
#define SH __shared__
#define ALIGN16 __align__(16)
#define AS_IS(...) __VA_ARGS__
#define LOG(x)

__global__ void macros(float *out) {
  SHARED_TILE(float, tile);
  SHARED_ROWS(float, rows, 33);
  SHARED_BUFFER(staging);
  DECLARE_SCRATCH
  SHARED_LINES(int, lines);
  // CHECK: AXL_DYNAMIC_SHARED(float, viaMacro);
  EXTERN_SHARED float viaMacro[];
  // CHECK: AXL_DYNAMIC_SHARED(volatile float, sharedByMacro);
  extern volatile SH float sharedByMacro[];
  // CHECK: AXL_DYNAMIC_SHARED(ALIGN16 float, alignedByMacro);
  extern __shared__ ALIGN16 float alignedByMacro[];
  // CHECK: AS_IS(AXL_DYNAMIC_SHARED(double, inArgument);)
  AS_IS(extern __shared__ double inArgument[];)
  LOG("a statement macro with no ';' before the declaration")
  // CHECK: AXL_DYNAMIC_SHARED(float, afterStatementMacro);
  extern __shared__ float afterStatementMacro[];
  out[0] = tile[0] + rows[1][2] + staging_bytes[0] + scratch[0] + lines[0] + viaMacro[0] +
           sharedByMacro[0] + alignedByMacro[0] + inArgument[0] + afterStatementMacro[0];
}

// No parse sees these: their tokens say what they are.
// CHECK: #define NEVER_USED(T) AXL_DYNAMIC_SHARED_ARRAY(T, unused, [4])
#define NEVER_USED(T) __shared__ extern T unused[][4]
#if 0
// CHECK: AXL_DYNAMIC_SHARED(float, inactive);
  extern float __shared__ inactive[];
// CHECK: alignas(8) AXL_DYNAMIC_SHARED(volatile int, inactiveToo);
  alignas(8) volatile extern __shared__ int inactiveToo[];
#endif
