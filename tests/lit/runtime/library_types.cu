// library-types: cudaDataType_t and its enumerators, libraryPropertyType (identity), emulation enums.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]|CUDA_'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <library_types.h>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
#include <cstdio>

// How a GEMM wrapper describes its operands to a BLAS library.
struct MatrixDesc {
  // CHECK: axlDataType_t type;
  cudaDataType_t type;
  int rows, cols, ld;
};

// CHECK: static size_t elementSize(axlDataType type) {
static size_t elementSize(cudaDataType type) {
  switch (type) {
  // CHECK: case AXL_R_64F:
  case CUDA_R_64F:
  // CHECK: case AXL_C_32F:
  case CUDA_C_32F:
    return 8;
  // CHECK: case AXL_R_32F:
  case CUDA_R_32F:
  // CHECK: case AXL_R_32I:
  case CUDA_R_32I:
  // CHECK: case AXL_C_16F:
  case CUDA_C_16F:
  // CHECK: case AXL_C_16BF:
  case CUDA_C_16BF:
    return 4;
  // CHECK: case AXL_R_16F:
  case CUDA_R_16F:
  // CHECK: case AXL_R_16BF:
  case CUDA_R_16BF:
    return 2;
  // CHECK: case AXL_R_8F_E4M3:
  case CUDA_R_8F_E4M3:
  // CHECK: case AXL_R_8F_E5M2:
  case CUDA_R_8F_E5M2:
  // CHECK: case AXL_R_8F_UE8M0:
  case CUDA_R_8F_UE8M0:
  // CHECK: case AXL_R_8I:
  case CUDA_R_8I:
  // CHECK: case AXL_R_8U:
  case CUDA_R_8U:
    return 1;
  // CHECK: case AXL_C_64F:
  case CUDA_C_64F:
    return 16;
  default:
    return 0;
  }
}

int main() {
  // CHECK: MatrixDesc a = {AXL_R_8F_E4M3, 128, 64, 128};
  MatrixDesc a = {CUDA_R_8F_E4M3, 128, 64, 128};
  // CHECK: MatrixDesc b = {AXL_R_8F_E5M2, 64, 32, 64};
  MatrixDesc b = {CUDA_R_8F_E5M2, 64, 32, 64};
  // CHECK: MatrixDesc c = {AXL_R_16BF, 128, 32, 128};
  MatrixDesc c = {CUDA_R_16BF, 128, 32, 128};
  // CHECK: axlDataType_t compute = AXL_R_32F;
  cudaDataType_t compute = CUDA_R_32F;
  int major = 0, minor = 0, patch = 0;
  libraryPropertyType_t which = MAJOR_VERSION;
  (void)which;
  libraryPropertyType prop = MINOR_VERSION;
  (void)prop;
  (void)PATCH_LEVEL;
  // CHECK: axlEmulationStrategy_t strategy = AXL_EMULATION_STRATEGY_DEFAULT;
  cudaEmulationStrategy_t strategy = CUDA_EMULATION_STRATEGY_DEFAULT;
  std::printf("%zu %zu %zu %d %d.%d.%d %d\n", elementSize(a.type), elementSize(b.type),
              elementSize(c.type), (int)compute, major, minor, patch, (int)strategy);
  return 0;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (25 renamed, 0 launches rewritten), 0 left; 0 warnings
