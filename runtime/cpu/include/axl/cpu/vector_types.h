// CPU backend: CUDA's built-in vector types (char1 ... double4) with CUDA's
// sizes and alignments, and their make_* constructors. dim3 is in
// detail/core.h; uint3 converts to it as in CUDA.
#pragma once
#include <axl/cpu/detail/core.h>

// The alignments are those of CUDA's vector_types.h (alignas(1), as for the
// 1- and 3-vectors, is ignored: the scalar's own alignment applies).
#define AXL_CPU_VEC1(T, S, A) struct alignas(S) alignas(A) T { S x; };
#define AXL_CPU_VEC2(T, S, A) struct alignas(S) alignas(A) T { S x, y; };
#define AXL_CPU_VEC3(T, S, A) struct alignas(S) alignas(A) T { S x, y, z; };
#define AXL_CPU_VEC4(T, S, A) struct alignas(S) alignas(A) T { S x, y, z, w; };

// X(name, scalar, align1, align2, align3, align4), uint apart (see below).
#define AXL_CPU_VECTORS(X)                                                     \
  X(char, signed char, 1, 2, 1, 4)                                             \
  X(uchar, unsigned char, 1, 2, 1, 4)                                          \
  X(short, short, 1, 4, 1, 8)                                                  \
  X(ushort, unsigned short, 1, 4, 1, 8)                                        \
  X(int, int, 1, 8, 1, 16)                                                     \
  X(long, long, 1, 2 * sizeof(long), 1, 16)                                    \
  X(ulong, unsigned long, 1, 2 * sizeof(long), 1, 16)                          \
  X(longlong, long long, 1, 16, 1, 16)                                         \
  X(ulonglong, unsigned long long, 1, 16, 1, 16)                               \
  X(float, float, 1, 8, 1, 16)                                                 \
  X(double, double, 1, 16, 1, 16)

#define AXL_CPU_DEFINE_1_2_4(N, S, A1, A2, A4)                                 \
  AXL_CPU_VEC1(N##1, S, A1)                                                    \
  AXL_CPU_VEC2(N##2, S, A2)                                                    \
  AXL_CPU_VEC4(N##4, S, A4)                                                    \
  inline N##1 make_##N##1(S x) { return {x}; }                                 \
  inline N##2 make_##N##2(S x, S y) { return {x, y}; }                         \
  inline N##4 make_##N##4(S x, S y, S z, S w) { return {x, y, z, w}; }
#define AXL_CPU_DEFINE_VECTORS(N, S, A1, A2, A3, A4)                           \
  AXL_CPU_DEFINE_1_2_4(N, S, A1, A2, A4)                                       \
  AXL_CPU_VEC3(N##3, S, A3)                                                    \
  inline N##3 make_##N##3(S x, S y, S z) { return {x, y, z}; }
AXL_CPU_VECTORS(AXL_CPU_DEFINE_VECTORS)

// uint3 (the type of threadIdx and blockIdx) converts to dim3, as in CUDA.
AXL_CPU_DEFINE_1_2_4(uint, unsigned int, 1, 8, 16)
struct uint3 {
  unsigned int x, y, z;
  constexpr operator dim3() const { return dim3(x, y, z); }
};
inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) {
  return {x, y, z};
}

// CUDA 13's explicitly aligned 4-vectors of 8-byte scalars.
#define AXL_CPU_DEFINE_ALIGNED4(N, S)                                          \
  AXL_CPU_VEC4(N##4_16a, S, 16)                                                \
  AXL_CPU_VEC4(N##4_32a, S, 32)                                                \
  inline N##4_16a make_##N##4_16a(S x, S y, S z, S w) { return {x, y, z, w}; } \
  inline N##4_32a make_##N##4_32a(S x, S y, S z, S w) { return {x, y, z, w}; }
AXL_CPU_DEFINE_ALIGNED4(long, long)
AXL_CPU_DEFINE_ALIGNED4(ulong, unsigned long)
AXL_CPU_DEFINE_ALIGNED4(longlong, long long)
AXL_CPU_DEFINE_ALIGNED4(ulonglong, unsigned long long)
AXL_CPU_DEFINE_ALIGNED4(double, double)

#undef AXL_CPU_VEC1
#undef AXL_CPU_VEC2
#undef AXL_CPU_VEC3
#undef AXL_CPU_VEC4
#undef AXL_CPU_VECTORS
#undef AXL_CPU_DEFINE_VECTORS
#undef AXL_CPU_DEFINE_1_2_4
#undef AXL_CPU_DEFINE_ALIGNED4

static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4 layout");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3 layout");
static_assert(alignof(float2) == 8 && alignof(short2) == 4, "2-vector alignment");
static_assert(alignof(double4_32a) == 32, "double4_32a alignment");
