// cuBLAS level 1 on OpenBLAS: axpy, scal, dot, nrm2, asum, amax, amin,
// copy, swap, rot, rotg, rotm, rotmg for S, D, C, Z (blas.h says what each
// returns where). Crot and Zrot (complex sine), which the BLAS lacks, are a
// loop of our own.
#include "blas_level12.h"

#include <array>

using namespace axl::cpu::libs;
using namespace axl::cpu::libs::level12;

axlblasStatus_t
axl::cpu::libs::level12::runPointerMode(axlblasHandle_t H,
                                        std::function<void()> Work) {
  if (H->PointerMode == AXLBLAS_POINTER_MODE_DEVICE)
    return submit(H, std::move(Work));
  return submitAndWait(H, std::move(Work));
}

namespace {

AXL_CBLAS_BY_TYPE(cblasAxpy, cblas_saxpy, cblas_daxpy, cblas_caxpy, cblas_zaxpy)
AXL_CBLAS_BY_TYPE(cblasScal, cblas_sscal, cblas_dscal, cblas_cscal, cblas_zscal)
AXL_CBLAS_BY_TYPE(cblasRealScal, cblas_sscal, cblas_dscal, cblas_csscal,
                  cblas_zdscal)
AXL_CBLAS_BY_TYPE(cblasDotu, cblas_sdot, cblas_ddot, cblas_cdotu_sub,
                  cblas_zdotu_sub)
AXL_CBLAS_BY_TYPE(cblasDotc, cblas_sdot, cblas_ddot, cblas_cdotc_sub,
                  cblas_zdotc_sub)
AXL_CBLAS_BY_TYPE(cblasNrm2, cblas_snrm2, cblas_dnrm2, cblas_scnrm2,
                  cblas_dznrm2)
AXL_CBLAS_BY_TYPE(cblasAsum, cblas_sasum, cblas_dasum, cblas_scasum,
                  cblas_dzasum)
AXL_CBLAS_BY_TYPE(cblasIamax, cblas_isamax, cblas_idamax, cblas_icamax,
                  cblas_izamax)
AXL_CBLAS_BY_TYPE(cblasIamin, cblas_isamin, cblas_idamin, cblas_icamin,
                  cblas_izamin)
AXL_CBLAS_BY_TYPE(cblasCopy, cblas_scopy, cblas_dcopy, cblas_ccopy, cblas_zcopy)
AXL_CBLAS_BY_TYPE(cblasSwap, cblas_sswap, cblas_dswap, cblas_cswap, cblas_zswap)
AXL_CBLAS_BY_TYPE(cblasRealRot, cblas_srot, cblas_drot, cblas_csrot,
                  cblas_zdrot)
AXL_CBLAS_BY_TYPE(cblasRotg, cblas_srotg, cblas_drotg, cblas_crotg, cblas_zrotg)

// --- Vector updates ----------------------------------------------------------

template <class T, class I>
axlblasStatus_t axpy(axlblasHandle_t H, I N, const T *Alpha, const T *X, I IncX,
                     T *Y, I IncY) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (N <= 0)
    return Alpha ? AXLBLAS_STATUS_SUCCESS : AXLBLAS_STATUS_INVALID_VALUE;
  return submitWith(H, Alpha, [=](T A) {
    cblasAxpy<T>(int(N), byCblas(A), X, int(IncX), Y, int(IncY));
  });
}

/// x *= alpha; S is T or, for Csscal and Zdscal, the real type.
template <class T, class S, class I>
axlblasStatus_t scal(axlblasHandle_t H, I N, const S *Alpha, T *X, I IncX) {
  if (auto St = precheck(H, N, IncX); St != AXLBLAS_STATUS_SUCCESS)
    return St;
  if (N <= 0 || IncX <= 0)
    return Alpha ? AXLBLAS_STATUS_SUCCESS : AXLBLAS_STATUS_INVALID_VALUE;
  return submitWith(H, Alpha, [=](S A) {
    if constexpr (std::is_same_v<S, T>)
      cblasScal<T>(int(N), byCblas(A), X, int(IncX));
    else
      cblasRealScal<T>(int(N), A, X, int(IncX));
  });
}

template <class T, class I>
axlblasStatus_t copy(axlblasHandle_t H, I N, const T *X, I IncX, T *Y, I IncY) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (N <= 0)
    return AXLBLAS_STATUS_SUCCESS;
  return submit(H, [=] { cblasCopy<T>(int(N), X, int(IncX), Y, int(IncY)); });
}

template <class T, class I>
axlblasStatus_t swap(axlblasHandle_t H, I N, T *X, I IncX, T *Y, I IncY) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (N <= 0)
    return AXLBLAS_STATUS_SUCCESS;
  return submit(H, [=] { cblasSwap<T>(int(N), X, int(IncX), Y, int(IncY)); });
}

/// (x, y) <- (c x + s y, -conj(s) x + c y); C is real, S real or T.
template <class T, class C, class S, class I>
axlblasStatus_t rot(axlblasHandle_t H, I N, T *X, I IncX, T *Y, I IncY,
                    const C *Cos, const S *Sin) {
  if (auto St = precheck(H, N, IncX, IncY); St != AXLBLAS_STATUS_SUCCESS)
    return St;
  if (N <= 0)
    return Cos && Sin ? AXLBLAS_STATUS_SUCCESS : AXLBLAS_STATUS_INVALID_VALUE;
  return submitWith(H, Cos, Sin, [=](C Cv, S Sv) {
    if constexpr (!std::is_same_v<S, T> || !IsComplex<T>) {
      cblasRealRot<T>(int(N), X, int(IncX), Y, int(IncY), Cv, Sv);
    } else {
      const Math<T> Sm = math(Sv);
      for (int64_t K = 0; K < N; ++K) {
        T &Xk = X[at(K, N, IncX)], &Yk = Y[at(K, N, IncY)];
        const Math<T> Xv = math(Xk), Yv = math(Yk);
        Xk = fromMath<T>(Cv * Xv + Sm * Yv);
        Yk = fromMath<T>(Cv * Yv - std::conj(Sm) * Xv);
      }
    }
  });
}

template <class T, class I>
axlblasStatus_t rotm(axlblasHandle_t H, I N, T *X, I IncX, T *Y, I IncY,
                     const T *Param) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!Param)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (N <= 0)
    return AXLBLAS_STATUS_SUCCESS;
  const bool Device = H->PointerMode == AXLBLAS_POINTER_MODE_DEVICE;
  std::array<T, 5> Now{};
  if (!Device)
    std::copy(Param, Param + 5, Now.begin());
  return submit(H, [=]() mutable {
    if (Device)
      std::copy(Param, Param + 5, Now.begin());
    if constexpr (std::is_same_v<T, float>)
      cblas_srotm(int(N), X, int(IncX), Y, int(IncY), Now.data());
    else
      cblas_drotm(int(N), X, int(IncX), Y, int(IncY), Now.data());
  });
}

// --- Reductions --------------------------------------------------------------

/// *Result = Compute(), through a pointer of the pointer mode.
template <class R, class Fn>
axlblasStatus_t reduce(axlblasHandle_t H, R *Result, Fn Compute) {
  if (!Result)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return runPointerMode(H, [=] { *Result = Compute(); });
}

template <bool Conj, class T, class I>
axlblasStatus_t dot(axlblasHandle_t H, I N, const T *X, I IncX, const T *Y,
                    I IncY, T *Result) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  return reduce(H, Result, [=] {
    T R{};
    if (N <= 0)
      return R;
    if constexpr (!IsComplex<T>)
      R = cblasDotu<T>(int(N), X, int(IncX), Y, int(IncY));
    else if constexpr (Conj)
      cblasDotc<T>(int(N), X, int(IncX), Y, int(IncY), &R);
    else
      cblasDotu<T>(int(N), X, int(IncX), Y, int(IncY), &R);
    return R;
  });
}

/// nrm2, or asum (Sum): 0 when n <= 0 or incx <= 0.
template <bool Sum, class T, class R, class I>
axlblasStatus_t norm(axlblasHandle_t H, I N, const T *X, I IncX, R *Result) {
  if (auto S = precheck(H, N, IncX); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  return reduce(H, Result, [=] {
    if (N <= 0 || IncX <= 0)
      return R(0);
    if constexpr (Sum)
      return R(cblasAsum<T>(int(N), X, int(IncX)));
    else
      return R(cblasNrm2<T>(int(N), X, int(IncX)));
  });
}

/// amax, or amin (Min): the 1-based index (OpenBLAS's is 0-based), 0 when
/// n <= 0 or incx <= 0.
template <bool Min, class T, class I>
axlblasStatus_t iamax(axlblasHandle_t H, I N, const T *X, I IncX, I *Result) {
  if (auto S = precheck(H, N, IncX); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  return reduce(H, Result, [=] {
    if (N <= 0 || IncX <= 0)
      return I(0);
    if constexpr (Min)
      return I(cblasIamin<T>(int(N), X, int(IncX)) + 1);
    else
      return I(cblasIamax<T>(int(N), X, int(IncX)) + 1);
  });
}

// --- Rotations from scalars --------------------------------------------------

template <class T, class R>
axlblasStatus_t rotg(axlblasHandle_t H, T *A, T *B, R *C, T *S) {
  if (!H)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!A || !B || !C || !S)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return runPointerMode(H, [=] { cblasRotg<T>(A, B, C, S); });
}

template <class T>
axlblasStatus_t rotmg(axlblasHandle_t H, T *D1, T *D2, T *X1, const T *Y1,
                      T *Param) {
  if (!H)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!D1 || !D2 || !X1 || !Y1 || !Param)
    return AXLBLAS_STATUS_INVALID_VALUE;
  return runPointerMode(H, [=] {
    if constexpr (std::is_same_v<T, float>)
      cblas_srotmg(D1, D2, X1, *Y1, Param);
    else
      cblas_drotmg(D1, D2, X1, *Y1, Param);
  });
}

} // namespace

// --- The entry points --------------------------------------------------------

#define AXL_AXPY(NAME, T)                                                      \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_AXPY_PARAMS,                              \
                       (axpy<T>(handle, n, alpha, x, incx, y, incy)), T)
AXL_AXPY(Saxpy, float)
AXL_AXPY(Daxpy, double)
AXL_AXPY(Caxpy, axlComplex)
AXL_AXPY(Zaxpy, axlDoubleComplex)

#define AXL_SCAL(NAME, T, S)                                                   \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_SCAL_PARAMS,                              \
                       (scal<T, S>(handle, n, alpha, x, incx)), T, S)
AXL_SCAL(Sscal, float, float)
AXL_SCAL(Dscal, double, double)
AXL_SCAL(Cscal, axlComplex, axlComplex)
AXL_SCAL(Csscal, axlComplex, float)
AXL_SCAL(Zscal, axlDoubleComplex, axlDoubleComplex)
AXL_SCAL(Zdscal, axlDoubleComplex, double)

#define AXL_DOT(NAME, CONJ, T)                                                 \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_DOT_PARAMS,                               \
                       (dot<CONJ, T>(handle, n, x, incx, y, incy, result)), T)
AXL_DOT(Sdot, false, float)
AXL_DOT(Ddot, false, double)
AXL_DOT(Cdotu, false, axlComplex)
AXL_DOT(Cdotc, true, axlComplex)
AXL_DOT(Zdotu, false, axlDoubleComplex)
AXL_DOT(Zdotc, true, axlDoubleComplex)

#define AXL_NORM(NAME, SUM, T, R)                                              \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_NORM_PARAMS,                              \
                       (norm<SUM, T, R>(handle, n, x, incx, result)), T, R)
AXL_NORM(Snrm2, false, float, float)
AXL_NORM(Dnrm2, false, double, double)
AXL_NORM(Scnrm2, false, axlComplex, float)
AXL_NORM(Dznrm2, false, axlDoubleComplex, double)
AXL_NORM(Sasum, true, float, float)
AXL_NORM(Dasum, true, double, double)
AXL_NORM(Scasum, true, axlComplex, float)
AXL_NORM(Dzasum, true, axlDoubleComplex, double)

#define AXL_IAMAX(NAME, MIN, T)                                                \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_IAMAX_PARAMS,                             \
                       (iamax<MIN, T>(handle, n, x, incx, result)), T)
AXL_IAMAX(Isamax, false, float)
AXL_IAMAX(Idamax, false, double)
AXL_IAMAX(Icamax, false, axlComplex)
AXL_IAMAX(Izamax, false, axlDoubleComplex)
AXL_IAMAX(Isamin, true, float)
AXL_IAMAX(Idamin, true, double)
AXL_IAMAX(Icamin, true, axlComplex)
AXL_IAMAX(Izamin, true, axlDoubleComplex)

#define AXL_COPY_SWAP(P, T)                                                    \
  AXL_DEFINE_V2_AND_64(P##copy, AXLBLAS_COPY_PARAMS,                           \
                       (copy<T>(handle, n, x, incx, y, incy)), T)              \
  AXL_DEFINE_V2_AND_64(P##swap, AXLBLAS_SWAP_PARAMS,                           \
                       (swap<T>(handle, n, x, incx, y, incy)), T)
AXL_COPY_SWAP(S, float)
AXL_COPY_SWAP(D, double)
AXL_COPY_SWAP(C, axlComplex)
AXL_COPY_SWAP(Z, axlDoubleComplex)

#define AXL_ROT(NAME, T, C, S)                                                 \
  AXL_DEFINE_V2_AND_64(NAME, AXLBLAS_ROT_PARAMS,                               \
                       (rot<T, C, S>(handle, n, x, incx, y, incy, c, s)), T,   \
                       C, S)
AXL_ROT(Srot, float, float, float)
AXL_ROT(Drot, double, double, double)
AXL_ROT(Crot, axlComplex, float, axlComplex)
AXL_ROT(Csrot, axlComplex, float, float)
AXL_ROT(Zrot, axlDoubleComplex, double, axlDoubleComplex)
AXL_ROT(Zdrot, axlDoubleComplex, double, double)

AXL_DEFINE_V2_AND_64(Srotm, AXLBLAS_ROTM_PARAMS,
                     (rotm<float>(handle, n, x, incx, y, incy, param)), float)
AXL_DEFINE_V2_AND_64(Drotm, AXLBLAS_ROTM_PARAMS,
                     (rotm<double>(handle, n, x, incx, y, incy, param)), double)

axlblasStatus_t axlblasSrotg_v2(axlblasHandle_t handle, float *a, float *b,
                                float *c, float *s) {
  return rotg(handle, a, b, c, s);
}
axlblasStatus_t axlblasDrotg_v2(axlblasHandle_t handle, double *a, double *b,
                                double *c, double *s) {
  return rotg(handle, a, b, c, s);
}
axlblasStatus_t axlblasCrotg_v2(axlblasHandle_t handle, axlComplex *a,
                                axlComplex *b, float *c, axlComplex *s) {
  return rotg(handle, a, b, c, s);
}
axlblasStatus_t axlblasZrotg_v2(axlblasHandle_t handle, axlDoubleComplex *a,
                                axlDoubleComplex *b, double *c,
                                axlDoubleComplex *s) {
  return rotg(handle, a, b, c, s);
}
axlblasStatus_t axlblasSrotmg_v2(axlblasHandle_t handle, float *d1, float *d2,
                                 float *x1, const float *y1, float *param) {
  return rotmg(handle, d1, d2, x1, y1, param);
}
axlblasStatus_t axlblasDrotmg_v2(axlblasHandle_t handle, double *d1, double *d2,
                                 double *x1, const double *y1, double *param) {
  return rotmg(handle, d1, d2, x1, y1, param);
}
