// What the cuBLAS level 1 and 2 sources share. Private.
//
// One template per routine family, over the element type T (float, double,
// axlComplex, axlDoubleComplex) and the integer type I (int for NAME_v2,
// int64_t for NAME_v2_64): it checks the arguments as cuBLAS does, reads the
// scalars as the pointer mode says and queues OpenBLAS's routine for T on the
// handle's stream. cblas<T>'s overloads pick the routine by type.
#pragma once
#include "blas_context.h"

#include <cblas.h>

#include <climits>
#include <complex>
#include <cstdint>
#include <type_traits>

namespace axl::cpu::libs::level12 {

template <class T>
constexpr bool IsComplex =
    std::is_same_v<T, axlComplex> || std::is_same_v<T, axlDoubleComplex>;

template <class T> struct RealOfT { using Type = T; };
template <> struct RealOfT<axlComplex> { using Type = float; };
template <> struct RealOfT<axlDoubleComplex> { using Type = double; };
/// The real type of T's parts (float for axlComplex).
template <class T> using RealOf = typename RealOfT<T>::Type;

/// The arithmetic type with T's layout (std::complex for the complex types).
template <class T>
using Math = std::conditional_t<IsComplex<T>, std::complex<RealOf<T>>, T>;

template <class T> Math<T> math(const T &V) {
  if constexpr (IsComplex<T>)
    return {V.x, V.y};
  else
    return V;
}

template <class T> T fromMath(const Math<T> &V) {
  if constexpr (IsComplex<T>)
    return {V.real(), V.imag()};
  else
    return V;
}

/// A scalar as cblas takes it: a real one by value, a complex one by
/// address.
template <class T> auto byCblas(const T &V) {
  if constexpr (IsComplex<T>)
    return static_cast<const void *>(&V);
  else
    return V;
}

/// OpenBLAS takes int sizes: a _64 call whose sizes do not fit returns
/// AXLBLAS_STATUS_NOT_SUPPORTED.
template <class... I> bool fitsBlasInt(I... V) {
  return ((int64_t(V) >= INT_MIN && int64_t(V) <= INT_MAX) && ...);
}

/// The status before any work: NOT_INITIALIZED without a handle,
/// NOT_SUPPORTED where a size does not fit OpenBLAS's int.
template <class... I> axlblasStatus_t precheck(axlblasHandle_t H, I... Sizes) {
  if (!H)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  return fitsBlasInt(Sizes...) ? AXLBLAS_STATUS_SUCCESS
                               : AXLBLAS_STATUS_NOT_SUPPORTED;
}

/// Index of element I of a vector of N elements with increment Inc (a
/// negative increment walks from the end, as the BLAS does).
inline int64_t at(int64_t I, int64_t N, int64_t Inc) {
  return Inc >= 0 ? I * Inc : (N - 1 - I) * -Inc;
}

/// Work whose results or arguments go through pointers of the pointer
/// mode: queued in device mode, queued and waited for in host mode.
axlblasStatus_t runPointerMode(axlblasHandle_t H, std::function<void()> Work);

/// Queues Call(alpha) or Call(alpha, beta), the scalars read now from host
/// pointers or when the work runs from device pointers.
template <class A, class Fn>
axlblasStatus_t submitWith(axlblasHandle_t H, const A *Alpha, Fn Call) {
  if (!Alpha)
    return AXLBLAS_STATUS_INVALID_VALUE;
  const Scalar<A> Av(H, Alpha);
  return submit(H, [=] { Call(Av.get()); });
}
template <class A, class B, class Fn>
axlblasStatus_t submitWith(axlblasHandle_t H, const A *Alpha, const B *Beta,
                           Fn Call) {
  if (!Alpha || !Beta)
    return AXLBLAS_STATUS_INVALID_VALUE;
  const Scalar<A> Av(H, Alpha);
  const Scalar<B> Bv(H, Beta);
  return submit(H, [=] { Call(Av.get(), Bv.get()); });
}

inline bool validOp(axlblasOperation_t Op) {
  return Op == AXLBLAS_OP_N || Op == AXLBLAS_OP_T || Op == AXLBLAS_OP_C;
}
inline bool validUplo(axlblasFillMode_t U) {
  return U == AXLBLAS_FILL_MODE_LOWER || U == AXLBLAS_FILL_MODE_UPPER;
}
inline bool validDiag(axlblasDiagType_t D) {
  return D == AXLBLAS_DIAG_NON_UNIT || D == AXLBLAS_DIAG_UNIT;
}
inline CBLAS_TRANSPOSE cblasOp(axlblasOperation_t Op) {
  return Op == AXLBLAS_OP_N   ? CblasNoTrans
         : Op == AXLBLAS_OP_T ? CblasTrans
                              : CblasConjTrans;
}
inline CBLAS_UPLO cblasUplo(axlblasFillMode_t U) {
  return U == AXLBLAS_FILL_MODE_LOWER ? CblasLower : CblasUpper;
}
inline CBLAS_DIAG cblasDiag(axlblasDiagType_t D) {
  return D == AXLBLAS_DIAG_UNIT ? CblasUnit : CblasNonUnit;
}

/// NAME<T>(args...) calls the cblas routine of T: S for float, D for
/// double, C for axlComplex, Z for axlDoubleComplex.
#define AXL_CBLAS_BY_TYPE(NAME, S, D, C, Z)                                    \
  template <class T, class... A> auto NAME(A... Args) {                        \
    if constexpr (std::is_same_v<T, float>)                                    \
      return S(Args...);                                                       \
    else if constexpr (std::is_same_v<T, double>)                              \
      return D(Args...);                                                       \
    else if constexpr (std::is_same_v<T, axlComplex>)                          \
      return C(Args...);                                                       \
    else                                                                       \
      return Z(Args...);                                                       \
  }

/// axlblasNAME_v2 and axlblasNAME_v2_64 with blas.h's parameter list
/// PARAMS(I, TYPES), both returning CALL (a parenthesized call of the
/// family's template). NAME has no prefix: axlblasSaxpy is a macro.
#define AXL_DEFINE_V2_AND_64(NAME, PARAMS, CALL, ...)                          \
  axlblasStatus_t axlblas##NAME##_v2(PARAMS(int, __VA_ARGS__)) {               \
    return CALL;                                                               \
  }                                                                            \
  axlblasStatus_t axlblas##NAME##_v2_64(PARAMS(int64_t, __VA_ARGS__)) {        \
    return CALL;                                                               \
  }

} // namespace axl::cpu::libs::level12
