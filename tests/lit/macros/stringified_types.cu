// A type or an enumerator given to a macro that makes it a string (#T) and
// uses it as code too (a specialisation for the type that returns its name)
// is renamed like anywhere else: a type is never looked up by name at run
// time, so the string is a message, and it names the port's type (what the
// port's preprocessor makes of the renamed argument). A function's name made
// a string is left (tests/lit/real_code/stringified_names.cu).
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %cpu-cxx %t.cu -o %t %cpu-libs
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: %nvcc-backend -c %t.cu -o %t.nvcc.o
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <library_types.h>
#include <cstdio>
#include <string>

template <typename T> inline std::string type_name() { return "unknown"; }
#define TYPE_NAME(T)                                                           \
  template <> inline std::string type_name<T>() { return #T; }
// CHECK: TYPE_NAME(axl_bfloat16)
TYPE_NAME(nv_bfloat16)
// CHECK: TYPE_NAME(__axl_fp8_e4m3)
TYPE_NAME(__nv_fp8_e4m3)
TYPE_NAME(float)

// Only made a string: a message all the same.
#define STR(x) #x
// CHECK: const char *bf16Name = STR(__axl_bfloat16);
const char *bf16Name = STR(__nv_bfloat16);

// An enumerator, a case label and its name.
#define CASE(x)                                                                \
  case x:                                                                      \
    return #x;
const char *dtypeName(cudaDataType_t t) {
  switch (t) {
    // CHECK: CASE(AXL_R_16BF)
    CASE(CUDA_R_16BF)
    // CHECK: CASE(AXL_R_8F_E4M3)
    CASE(CUDA_R_8F_E4M3)
  default:
    return "other";
  }
}
// OUT: axl_bfloat16 __axl_fp8_e4m3 float __axl_bfloat16 AXL_R_16BF
int main() {
  std::printf("%s %s %s %s %s\n", type_name<nv_bfloat16>().c_str(),
              type_name<__nv_fp8_e4m3>().c_str(), type_name<float>().c_str(), bf16Name,
              dtypeName(CUDA_R_16BF));
}
// DIAG: axlify: 1 file ported (1 changed): {{.*}}, 0 left{{.*}}
