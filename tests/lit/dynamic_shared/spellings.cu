// Dynamic shared memory in every order of its specifiers: the parse finds
// each variable with CUDA's shared attribute, extern storage and an array
// type of unknown bound, and its text becomes AXL_DYNAMIC_SHARED (or
// AXL_DYNAMIC_SHARED_ARRAY for rows), keeping every other specifier and
// attribute in the type and every line where it was.
// RUN: %axlify %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: 0 left; 0 warnings
// RUN: sh -c 'test $(wc -l < %t.cu) -eq $(wc -l < %s)'
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: grep -v '^ *//' %t.cu | not grep -E 'extern|__shared__'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %cpu-cxx -c %t.cu -o %t.cpu.o
// Porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu
#include <cuda_runtime.h>

// At namespace scope (every kernel of the file that uses it sees the same
// bytes); the CPU backend wants it in the kernel, see cpu_backend.md.
// CHECK: AXL_DYNAMIC_SHARED(float, atFileScope);
extern __shared__ float atFileScope[];

namespace tiles {
// CHECK: AXL_DYNAMIC_SHARED(float, inNamespace);
extern float __shared__ inNamespace[];
} // namespace tiles

__global__ void orders(float *out) {
  // CHECK: AXL_DYNAMIC_SHARED(float, typeFirst);
  extern float __shared__ typeFirst[];
  // CHECK: AXL_DYNAMIC_SHARED(__align__(16) unsigned char, aligned);
  extern __shared__ __align__(16) unsigned char aligned[];
  // CHECK: AXL_DYNAMIC_SHARED(float, sharedFirst);
  __shared__ extern float sharedFirst[];
  // CHECK: AXL_DYNAMIC_SHARED(__attribute__((aligned(16))) char, gnuAligned);
  extern __attribute__((aligned(16))) __shared__ char gnuAligned[];
  // CHECK: AXL_DYNAMIC_SHARED(volatile int, qualified);
  extern volatile __shared__ int qualified[];
  // CHECK: AXL_DYNAMIC_SHARED(volatile int, qualifierFirst);
  volatile extern __shared__ int qualifierFirst[];
  // C++11 attributes stay in front, where they apply on every backend.
  // CHECK: alignas(16) AXL_DYNAMIC_SHARED(float, alignasFirst);
  alignas(16) extern __shared__ float alignasFirst[];
  // CHECK: AXL_DYNAMIC_SHARED(const unsigned int, constant);
  __shared__ extern const unsigned int constant[];
  // Rows: the bounds after the first go in a third argument.
  // CHECK: AXL_DYNAMIC_SHARED_ARRAY(float, tile, [33]);
  extern __shared__ float tile[][33];
  // CHECK: AXL_DYNAMIC_SHARED_ARRAY(short, cube, [4][8]);
  extern __shared__ short cube[][4][8];
  // Over several lines: each line stays.
  // CHECK: AXL_DYNAMIC_SHARED_ARRAY(
  // CHECK-NEXT: float,
  // CHECK-NEXT: rows
  // CHECK-NEXT: , [16]);
  extern __shared__
      float
      rows
      [][16];
  // CUDA names in the type are renamed as anywhere.
  // CHECK: AXL_DYNAMIC_SHARED(float2, pairs);
  extern __shared__ float2 pairs[];
  out[threadIdx.x] = typeFirst[0] + aligned[0] + sharedFirst[0] + gnuAligned[0] +
                     qualified[0] + qualifierFirst[0] + alignasFirst[0] + constant[0] +
                     tile[1][2] + cube[0][1][2] + rows[0][1] + pairs[0].x +
                     atFileScope[0] + tiles::inNamespace[0];
}

// Several in one kernel: in CUDA all of them name the same bytes, as the
// pointers the CPU backend gives them do.
__global__ void several(float *out, int n) {
  // CHECK: AXL_DYNAMIC_SHARED(float, values);
  extern __shared__ float values[];
  // CHECK: AXL_DYNAMIC_SHARED(int, counts);
  extern __shared__ int counts[];
  values[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = counts[n - 1 - threadIdx.x];
}

template <typename T> struct Accumulator { using Type = T; };

// In templates: a template parameter, a dependent type.
template <typename T> __device__ T reduceTile(const T *in) {
  // CHECK: AXL_DYNAMIC_SHARED(T, scratch);
  extern __shared__ T scratch[];
  // CHECK: AXL_DYNAMIC_SHARED(typename Accumulator<T>::Type, partial);
  extern __shared__ typename Accumulator<T>::Type partial[];
  // CHECK: AXL_DYNAMIC_SHARED(__align__(sizeof(T)) unsigned char, raw);
  extern __shared__ __align__(sizeof(T)) unsigned char raw[];
  scratch[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  return partial[0] + reinterpret_cast<T *>(raw)[1];
}

template <typename T, int N> __global__ void rowsOf(T *out) {
  // CHECK: AXL_DYNAMIC_SHARED_ARRAY(T, grid, [N + 1]);
  extern __shared__ T grid[][N + 1];
  grid[threadIdx.y][threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = reduceTile(out) + grid[threadIdx.x][threadIdx.y];
}
template __global__ void rowsOf<float, 32>(float *);
