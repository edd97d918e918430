// CPU backend of <axl/mma.h>: CUDA's warp matrix functions (<mma.h>,
// namespace axlmma::wmma) on the 32 lanes of a warp. Provided: the tags
// (matrix_a, matrix_b, accumulator, row_major, col_major, precision::tf32),
// layout_t, helper_traits, __frag_base, fragment for CUDA's shapes and types
// (m16n16k16, m32n8k16, m8n32k16 for __half and __axl_bfloat16 inputs with
// float or __half (bf16: float) accumulators, and for signed and unsigned
// char with int accumulators; m16n16k8 for precision::tf32 with float;
// m8n8k4 for double), with CUDA's num_elements per lane, load_matrix_sync,
// store_matrix_sync, fill_fragment, mma_sync (satf for the integer forms)
// and __float_to_tf32.
//
// Fragments hold each lane's share of the tile, as on a GPU: element e of the
// tile (row-major order of the logical matrix: A is M x K, B is K x N, the
// accumulator M x N) is x[i] of lane l where e = (32 i + l) mod (M K, K N or
// M N). CUDA leaves the mapping unspecified; fragments of __half inputs hold
// 16 elements a lane as CUDA's do, the tile repeated, so fill_fragment and
// element-wise loops over x[i] act on every copy alike (mma_sync reads the
// first). load_matrix_sync and store_matrix_sync wait for the warp's lanes
// first (CUDA's "waits until all warp lanes have arrived"), then each lane
// moves its own elements; mma_sync is a warp collective whose last lane to
// arrive computes the tile for all of them. All three take the full warp, as
// CUDA's do; a lane that exited or lies outside the block gives zeros and
// gets nothing.
//
// Numerics as the tensor cores define them: __half and bf16 products are
// exact and summed with C in double, rounded once per mma_sync to the
// accumulator type; tf32 inputs are rounded to tf32 first (10 mantissa bits,
// to nearest with ties away, as __float_to_tf32 and cvt.rna.tf32.f32 do);
// int8 products are summed in 64 bits and wrap to int32 (satf: saturate);
// double accumulates with one fma per product, k in order.
//
// Not provided (a compile error): the experimental sub-byte types
// (experimental::precision::u4, s4, b1), m8n8k32, m8n8k128 and bmma_sync.
#pragma once
#include <axl/cpu/bf16.h>
#include <axl/cpu/kernel.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace axlmma {
namespace wmma {

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
namespace precision {
struct tf32;
}

enum layout_t { mem_row_major, mem_col_major };

/// Rounds to tf32 (8 exponent bits, 10 mantissa bits) to nearest, ties away
/// from zero; the 13 low bits of the result are zero. Infinities stay, a NaN
/// becomes the canonical NaN.
inline float __float_to_tf32(float in) {
  std::uint32_t U;
  std::memcpy(&U, &in, sizeof U);
  if ((U & 0x7f800000u) == 0x7f800000u) {
    if (U & 0x007fffffu)
      U = 0x7fffffffu;
  } else {
    U = (U + 0x1000u) & ~0x1fffu; // may carry into the exponent, up to inf
  }
  float Out;
  std::memcpy(&Out, &U, sizeof Out);
  return Out;
}

template <typename T> struct helper_traits {
  typedef T element_type;
  typedef T storage_element_type;
  typedef T fill_argument_type;
};
template <> struct helper_traits<precision::tf32> {
  typedef precision::tf32 element_type;
  typedef float storage_element_type;
  typedef float fill_argument_type;
};

template <typename T, int size, int packed_size = size>
struct alignas(8) __frag_base {
  enum { num_elements = size };
  enum { num_storage_elements = packed_size };
  typedef T element_type;
  typedef typename helper_traits<T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

template <typename FragEleType, int size, int packed_size>
inline void fill_fragment(
    __frag_base<FragEleType, size, packed_size> &f,
    const typename helper_traits<FragEleType>::fill_argument_type &in) {
  const typename helper_traits<FragEleType>::storage_element_type V = in;
  for (int I = 0; I < f.num_storage_elements; ++I)
    f.x[I] = V;
}

template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment;

// CUDA's fragments: the elements a lane holds of A and of B.
#define AXL_WMMA_INPUTS(M, N, K, T, NA, NB)                                    \
  template <>                                                                  \
  class fragment<matrix_a, M, N, K, T, row_major>                              \
      : public __frag_base<T, NA> {};                                          \
  template <>                                                                  \
  class fragment<matrix_a, M, N, K, T, col_major>                              \
      : public __frag_base<T, NA> {};                                          \
  template <>                                                                  \
  class fragment<matrix_b, M, N, K, T, row_major>                              \
      : public __frag_base<T, NB> {};                                          \
  template <>                                                                  \
  class fragment<matrix_b, M, N, K, T, col_major>                              \
      : public __frag_base<T, NB> {};
#define AXL_WMMA_ACCUMULATOR(M, N, K, T)                                       \
  template <>                                                                  \
  class fragment<accumulator, M, N, K, T>                                      \
      : public __frag_base<T, M * N / 32> {};
#define AXL_WMMA_SHAPE(M, N, K, S8A, S8B, BF16A, BF16B)                        \
  AXL_WMMA_INPUTS(M, N, K, __half, 16, 16)                                     \
  AXL_WMMA_INPUTS(M, N, K, signed char, S8A, S8B)                              \
  AXL_WMMA_INPUTS(M, N, K, unsigned char, S8A, S8B)                            \
  AXL_WMMA_INPUTS(M, N, K, __axl_bfloat16, BF16A, BF16B)                       \
  AXL_WMMA_ACCUMULATOR(M, N, K, __half)                                        \
  AXL_WMMA_ACCUMULATOR(M, N, K, float)                                         \
  AXL_WMMA_ACCUMULATOR(M, N, K, int)
AXL_WMMA_SHAPE(16, 16, 16, 8, 8, 8, 8)
AXL_WMMA_SHAPE(32, 8, 16, 16, 4, 16, 4)
AXL_WMMA_SHAPE(8, 32, 16, 4, 16, 4, 16)
AXL_WMMA_INPUTS(16, 16, 8, precision::tf32, 4, 4)
AXL_WMMA_ACCUMULATOR(16, 16, 8, float)
AXL_WMMA_INPUTS(8, 8, 4, double, 1, 1)
AXL_WMMA_ACCUMULATOR(8, 8, 4, double)
#undef AXL_WMMA_SHAPE
#undef AXL_WMMA_ACCUMULATOR
#undef AXL_WMMA_INPUTS

} // namespace wmma
} // namespace axlmma

namespace axl::cpu::detail::wmma {
using namespace ::axlmma::wmma;

template <class F> struct Shape;
template <class Use, int M, int N, int K, class T, class L>
struct Shape<fragment<Use, M, N, K, T, L>> {
  static constexpr int Rows = std::is_same_v<Use, matrix_b> ? K : M;
  static constexpr int Cols = std::is_same_v<Use, matrix_a> ? K : N;
  static constexpr int Tile = Rows * Cols;
  using Storage = typename helper_traits<T>::storage_element_type;
};

/// Where element (R, C) of a Rows x Cols tile lies in memory.
inline std::size_t offsetOf(int R, int C, unsigned Ldm, bool ColMajor) {
  return ColMajor ? std::size_t(C) * Ldm + R : std::size_t(R) * Ldm + C;
}

/// The warp's lanes wait for each other (load_matrix_sync and
/// store_matrix_sync), as __syncwarp does.
inline void syncWarp(const char *What) {
  LaneIO IO;
  IO.Size = 0;
  warpCollective(0xffffffffu, What, nullptr, IO);
}

template <class F, class P>
void loadLane(F &Frag, const P *Ptr, unsigned Ldm, bool ColMajor) {
  using S = Shape<F>;
  const unsigned Lane = laneId();
  for (int I = 0; I < F::num_storage_elements; ++I) {
    const int E = (32 * I + int(Lane)) % S::Tile;
    Frag.x[I] = Ptr[offsetOf(E / S::Cols, E % S::Cols, Ldm, ColMajor)];
  }
}

template <class F, class P>
void storeLane(P *Ptr, const F &Frag, unsigned Ldm, bool ColMajor) {
  using S = Shape<F>;
  const unsigned Lane = laneId();
  for (int I = 0; I < F::num_storage_elements; ++I) {
    const int E = 32 * I + int(Lane);
    if (E < S::Tile)
      Ptr[offsetOf(E / S::Cols, E % S::Cols, Ldm, ColMajor)] = Frag.x[I];
  }
}

/// How mma_sync reads an input element and what it sums in.
template <class T> struct Input;
template <> struct Input<__half> {
  using Sum = double;
  static double read(__half V) { return __half2float(V); }
};
template <> struct Input<__axl_bfloat16> {
  using Sum = double;
  static double read(__axl_bfloat16 V) { return __bfloat162float(V); }
};
template <> struct Input<precision::tf32> {
  using Sum = double;
  static double read(float V) { return __float_to_tf32(V); }
};
template <> struct Input<double> {
  using Sum = double;
  static double read(double V) { return V; }
};
template <> struct Input<signed char> {
  using Sum = std::int64_t;
  static std::int64_t read(signed char V) { return V; }
};
template <> struct Input<unsigned char> {
  using Sum = std::int64_t;
  static std::int64_t read(unsigned char V) { return V; }
};

inline double readAccumulator(__half V) { return __half2float(V); }
inline double readAccumulator(float V) { return V; }
inline double readAccumulator(double V) { return V; }
inline std::int64_t readAccumulator(int V) { return V; }

/// The one rounding of a result to the accumulator's type.
template <class T> T writeAccumulator(double V, bool);
template <> inline __half writeAccumulator<__half>(double V, bool) {
  return __double2half(V);
}
template <> inline float writeAccumulator<float>(double V, bool) {
  return static_cast<float>(V);
}
template <> inline double writeAccumulator<double>(double V, bool) { return V; }
template <class T> T writeAccumulator(std::int64_t V, bool Satf);
template <> inline int writeAccumulator<int>(std::int64_t V, bool Satf) {
  if (Satf) {
    if (V > std::numeric_limits<int>::max())
      return std::numeric_limits<int>::max();
    if (V < std::numeric_limits<int>::min())
      return std::numeric_limits<int>::min();
  }
  return static_cast<int>(static_cast<std::uint32_t>(V));
}

template <class TAB, class TD, class TC> constexpr bool validMma() {
  if (std::is_same_v<TAB, __half>)
    return (std::is_same_v<TD, __half> || std::is_same_v<TD, float>)&&(
        std::is_same_v<TC, __half> || std::is_same_v<TC, float>);
  if (std::is_same_v<TAB, __axl_bfloat16> ||
      std::is_same_v<TAB, precision::tf32>)
    return std::is_same_v<TD, float> && std::is_same_v<TC, float>;
  if (std::is_same_v<TAB, signed char> || std::is_same_v<TAB, unsigned char>)
    return std::is_same_v<TD, int> && std::is_same_v<TC, int>;
  return std::is_same_v<TAB, double> && std::is_same_v<TD, double> &&
         std::is_same_v<TC, double>;
}

/// What each lane gives mma_sync's collective: its four fragments.
struct MmaLane {
  const void *A, *B, *C;
  void *D;
  bool Satf;
};

/// D = A B + C over the whole warp, run by the last lane to arrive: the
/// lanes' elements gathered into tiles, the product computed row by row (k
/// in order for each element), the results scattered back.
template <class FD, class FA, class FB, class FC, class TAB>
void computeMma(unsigned Mask, LaneIO *const *Lanes) {
  constexpr int M = Shape<FA>::Rows, K = Shape<FA>::Cols, N = Shape<FB>::Cols;
  using Sum = typename Input<TAB>::Sum;
  Sum A[M * K], B[K * N], D[M * N];
  const MmaLane *Of[32];
  for (unsigned L = 0; L < 32; ++L) {
    Of[L] = nullptr;
    if (Mask >> L & 1)
      std::memcpy(&Of[L], Lanes[L]->In, sizeof Of[L]);
  }
  for (int E = 0; E < M * K; ++E)
    A[E] = Of[E % 32] ? Input<TAB>::read(
                            static_cast<const FA *>(Of[E % 32]->A)->x[E / 32])
                      : 0;
  for (int E = 0; E < K * N; ++E)
    B[E] = Of[E % 32] ? Input<TAB>::read(
                            static_cast<const FB *>(Of[E % 32]->B)->x[E / 32])
                      : 0;
  for (int E = 0; E < M * N; ++E)
    D[E] =
        Of[E % 32]
            ? readAccumulator(static_cast<const FC *>(Of[E % 32]->C)->x[E / 32])
            : 0;
  for (int R = 0; R < M; ++R)
    for (int Kk = 0; Kk < K; ++Kk) {
      const Sum Av = A[R * K + Kk];
      Sum *Row = D + R * N;
      const Sum *Bk = B + Kk * N;
      if constexpr (std::is_same_v<TAB, double>)
        for (int C = 0; C < N; ++C)
          Row[C] = std::fma(Av, Bk[C], Row[C]);
      else
        for (int C = 0; C < N; ++C)
          Row[C] += Av * Bk[C];
    }
  using TD = typename FD::storage_element_type;
  for (int E = 0; E < M * N; ++E)
    if (const MmaLane *L = Of[E % 32])
      static_cast<FD *>(L->D)->x[E / 32] = writeAccumulator<TD>(D[E], L->Satf);
}

template <class FD, class FA, class FB, class FC, class TAB>
void mma(FD &D, const FA &A, const FB &B, const FC &C, bool Satf) {
  MmaLane Mine{&A, &B, &C, &D, Satf};
  const MmaLane *Ptr = &Mine;
  LaneIO IO;
  std::memcpy(IO.In, &Ptr, sizeof Ptr);
  IO.Size = sizeof Ptr;
  IO.Arg = 0;
  warpCollective(0xffffffffu, "axlmma::wmma::mma_sync",
                 computeMma<FD, FA, FB, FC, TAB>, IO);
}

} // namespace axl::cpu::detail::wmma

namespace axlmma {
namespace wmma {

template <typename Use, int M, int N, int K, typename T, typename Layout>
inline std::enable_if_t<!std::is_same_v<Use, accumulator>>
load_matrix_sync(fragment<Use, M, N, K, T, Layout> &a,
                 const typename helper_traits<T>::storage_element_type *p,
                 unsigned ldm) {
  ::axl::cpu::detail::wmma::syncWarp("axlmma::wmma::load_matrix_sync");
  ::axl::cpu::detail::wmma::loadLane(a, p, ldm,
                                     std::is_same_v<Layout, col_major>);
}

template <int M, int N, int K, typename T>
inline void load_matrix_sync(fragment<accumulator, M, N, K, T> &a, const T *p,
                             unsigned ldm, layout_t layout) {
  ::axl::cpu::detail::wmma::syncWarp("axlmma::wmma::load_matrix_sync");
  ::axl::cpu::detail::wmma::loadLane(a, p, ldm, layout == mem_col_major);
}

template <int M, int N, int K, typename T>
inline void store_matrix_sync(T *p, const fragment<accumulator, M, N, K, T> &a,
                              unsigned ldm, layout_t layout) {
  ::axl::cpu::detail::wmma::syncWarp("axlmma::wmma::store_matrix_sync");
  ::axl::cpu::detail::wmma::storeLane(p, a, ldm, layout == mem_col_major);
}

template <int M, int N, int K, typename TD, typename TAB, typename LA,
          typename LB, typename TC>
inline void mma_sync(fragment<accumulator, M, N, K, TD> &d,
                     const fragment<matrix_a, M, N, K, TAB, LA> &a,
                     const fragment<matrix_b, M, N, K, TAB, LB> &b,
                     const fragment<accumulator, M, N, K, TC> &c) {
  static_assert(::axl::cpu::detail::wmma::validMma<TAB, TD, TC>(),
                "axlmma::wmma::mma_sync: no such combination of input and "
                "accumulator types");
  ::axl::cpu::detail::wmma::mma<fragment<accumulator, M, N, K, TD>,
                                fragment<matrix_a, M, N, K, TAB, LA>,
                                fragment<matrix_b, M, N, K, TAB, LB>,
                                fragment<accumulator, M, N, K, TC>, TAB>(
      d, a, b, c, false);
}

/// The integer forms: satf saturates the int32 results.
template <int M, int N, int K, typename TAB, typename LA, typename LB>
inline void mma_sync(fragment<accumulator, M, N, K, int> &d,
                     const fragment<matrix_a, M, N, K, TAB, LA> &a,
                     const fragment<matrix_b, M, N, K, TAB, LB> &b,
                     const fragment<accumulator, M, N, K, int> &c, bool satf) {
  static_assert(
      std::is_same_v<TAB, signed char> || std::is_same_v<TAB, unsigned char>,
      "axlmma::wmma::mma_sync: satf is for signed and unsigned char inputs");
  ::axl::cpu::detail::wmma::mma<fragment<accumulator, M, N, K, int>,
                                fragment<matrix_a, M, N, K, TAB, LA>,
                                fragment<matrix_b, M, N, K, TAB, LB>,
                                fragment<accumulator, M, N, K, int>, TAB>(
      d, a, b, c, satf);
}

} // namespace wmma
} // namespace axlmma
