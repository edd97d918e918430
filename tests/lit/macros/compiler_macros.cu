// Macros the CUDA compiler predefines map to dialect macros that are defined
// exactly when the CUDA ones are: #ifdef and #if keep their meaning, and the
// port still sees nvcc's values through the CUDA backend.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Through the CUDA backend, nvcc's macros reach the port under dialect names.
// RUN: %nvcc-backend -E -Xcompiler -dM %t.cu -o %t.macros
// RUN: FileCheck %s --check-prefix=NVCC --input-file=%t.macros
// NVCC-DAG: #define __AXLCC__ __CUDACC__
// NVCC-DAG: #define __AXL_NVCC__ __NVCC__
// NVCC-DAG: #define __AXLCC_VER_MAJOR__ __CUDACC_VER_MAJOR__
// NVCC-DAG: #define COMPILER_NAME "nvcc"
// The dialect macro is undefined where the CUDA one is (a plain C++ compile).
// RUN: not c++ -std=c++17 -x c++ %backend-flags -I%cuda-path/include -fsyntax-only %t.cu 2>%t.host.err
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.err
// HOST: error: #error "compiled without the kernel language"
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #if defined(__AXLCC__)
#if defined(__CUDACC__)
#define HD __host__ __device__
#else
#error "compiled without the kernel language"
#endif

// CHECK: #ifdef __AXL_NVCC__
#ifdef __NVCC__
#define COMPILER_NAME "nvcc"
#else
#define COMPILER_NAME "clang"
#endif

// CHECK: static_assert(__AXLCC_VER_MAJOR__ >= 12 && __AXLCC_VER_MINOR__ >= 0, "CUDA 12 or newer");
static_assert(__CUDACC_VER_MAJOR__ >= 12 && __CUDACC_VER_MINOR__ >= 0, "CUDA 12 or newer");

// CHECK: #ifdef __AXLCC_RTC__
#ifdef __CUDACC_RTC__
#error "not runtime compilation"
#endif

HD inline int twice(int x) { return 2 * x; }
// DIAG: axlify: 1 file ported (1 changed): 5 references ported (5 renamed, 0 launches rewritten), 0 left; 0 warnings
