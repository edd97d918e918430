// cuBLAS level 2 on OpenBLAS (column-major): gemv, gbmv, the triangular
// products and solves (tr, tb, tp), the symmetric/Hermitian products and
// updates (a real symmetric matrix is Hermitian, so Ssymv and Chemv are one
// template), ger. Csymv, Csyr, Csyr2 and their Z forms (complex symmetric,
// which the BLAS lacks) are loops of our own. Arguments are checked as
// cuBLAS does: AXLBLAS_STATUS_INVALID_VALUE for a negative size, a zero
// increment, a leading dimension too small, an operation, fill mode or
// diagonal type out of range, a null scalar.
#include "blas_level12.h"

#include <algorithm>

using namespace axl::cpu::libs;
using namespace axl::cpu::libs::level12;

namespace {

constexpr auto Col = CblasColMajor;

AXL_CBLAS_BY_TYPE(cblasGemv, cblas_sgemv, cblas_dgemv, cblas_cgemv, cblas_zgemv)
AXL_CBLAS_BY_TYPE(cblasGbmv, cblas_sgbmv, cblas_dgbmv, cblas_cgbmv, cblas_zgbmv)
AXL_CBLAS_BY_TYPE(cblasTrmv, cblas_strmv, cblas_dtrmv, cblas_ctrmv, cblas_ztrmv)
AXL_CBLAS_BY_TYPE(cblasTrsv, cblas_strsv, cblas_dtrsv, cblas_ctrsv, cblas_ztrsv)
AXL_CBLAS_BY_TYPE(cblasTbmv, cblas_stbmv, cblas_dtbmv, cblas_ctbmv, cblas_ztbmv)
AXL_CBLAS_BY_TYPE(cblasTbsv, cblas_stbsv, cblas_dtbsv, cblas_ctbsv, cblas_ztbsv)
AXL_CBLAS_BY_TYPE(cblasTpmv, cblas_stpmv, cblas_dtpmv, cblas_ctpmv, cblas_ztpmv)
AXL_CBLAS_BY_TYPE(cblasTpsv, cblas_stpsv, cblas_dtpsv, cblas_ctpsv, cblas_ztpsv)
AXL_CBLAS_BY_TYPE(cblasHemv, cblas_ssymv, cblas_dsymv, cblas_chemv, cblas_zhemv)
AXL_CBLAS_BY_TYPE(cblasHbmv, cblas_ssbmv, cblas_dsbmv, cblas_chbmv, cblas_zhbmv)
AXL_CBLAS_BY_TYPE(cblasHpmv, cblas_sspmv, cblas_dspmv, cblas_chpmv, cblas_zhpmv)
AXL_CBLAS_BY_TYPE(cblasGeru, cblas_sger, cblas_dger, cblas_cgeru, cblas_zgeru)
AXL_CBLAS_BY_TYPE(cblasGerc, cblas_sger, cblas_dger, cblas_cgerc, cblas_zgerc)
AXL_CBLAS_BY_TYPE(cblasHer, cblas_ssyr, cblas_dsyr, cblas_cher, cblas_zher)
AXL_CBLAS_BY_TYPE(cblasHpr, cblas_sspr, cblas_dspr, cblas_chpr, cblas_zhpr)
AXL_CBLAS_BY_TYPE(cblasHer2, cblas_ssyr2, cblas_dsyr2, cblas_cher2, cblas_zher2)
AXL_CBLAS_BY_TYPE(cblasHpr2, cblas_sspr2, cblas_dspr2, cblas_chpr2, cblas_zhpr2)

constexpr axlblasStatus_t Invalid = AXLBLAS_STATUS_INVALID_VALUE;

template <class I> I atLeast1(I V) { return std::max<I>(1, V); }

/// y = alpha A x + beta y for a complex symmetric A of which the Uplo
/// triangle is stored (y not read when beta is 0).
template <class T>
void complexSymmetricMv(axlblasFillMode_t Uplo, int64_t N, T Alpha, const T *A,
                        int64_t Lda, const T *X, int64_t IncX, T Beta, T *Y,
                        int64_t IncY) {
  const Math<T> Am = math(Alpha), Bm = math(Beta);
  const bool Upper = Uplo == AXLBLAS_FILL_MODE_UPPER;
  for (int64_t R = 0; R < N; ++R) {
    Math<T> Sum = 0;
    for (int64_t C = 0; C < N; ++C) {
      const bool Stored = Upper ? R <= C : R >= C;
      Sum += math(Stored ? A[C * Lda + R] : A[R * Lda + C]) *
             math(X[at(C, N, IncX)]);
    }
    T &Yr = Y[at(R, N, IncY)];
    const Math<T> Old = Bm == Math<T>(0) ? Math<T>(0) : Bm * math(Yr);
    Yr = fromMath<T>(Am * Sum + Old);
  }
}

/// A += alpha (x y^T + y x^T), or alpha x x^T when Y is null, on the Uplo
/// triangle of a complex symmetric A.
template <class T>
void complexSymmetricR2(axlblasFillMode_t Uplo, int64_t N, T Alpha, const T *X,
                        int64_t IncX, const T *Y, int64_t IncY, T *A,
                        int64_t Lda) {
  const Math<T> Am = math(Alpha);
  const bool Upper = Uplo == AXLBLAS_FILL_MODE_UPPER;
  for (int64_t C = 0; C < N; ++C)
    for (int64_t R = Upper ? 0 : C; R < (Upper ? C + 1 : N); ++R) {
      const Math<T> Xr = math(X[at(R, N, IncX)]), Xc = math(X[at(C, N, IncX)]);
      const Math<T> Term =
          Y ? Xr * math(Y[at(C, N, IncY)]) + math(Y[at(R, N, IncY)]) * Xc
            : Xr * Xc;
      T &Arc = A[C * Lda + R];
      Arc = fromMath<T>(math(Arc) + Am * Term);
    }
}

// --- Matrix-vector products --------------------------------------------------

template <class T, class I>
axlblasStatus_t gemv(axlblasHandle_t H, axlblasOperation_t Trans, I M, I N,
                     const T *Alpha, const T *A, I Lda, const T *X, I IncX,
                     const T *Beta, T *Y, I IncY) {
  if (auto S = precheck(H, M, N, Lda, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validOp(Trans) || M < 0 || N < 0 || Lda < atLeast1(M) || IncX == 0 ||
      IncY == 0)
    return Invalid;
  return submitWith(H, Alpha, Beta, [=](T Al, T Be) {
    cblasGemv<T>(Col, cblasOp(Trans), int(M), int(N), byCblas(Al), A, int(Lda),
                 X, int(IncX), byCblas(Be), Y, int(IncY));
  });
}

template <class T, class I>
axlblasStatus_t gbmv(axlblasHandle_t H, axlblasOperation_t Trans, I M, I N,
                     I Kl, I Ku, const T *Alpha, const T *A, I Lda, const T *X,
                     I IncX, const T *Beta, T *Y, I IncY) {
  if (auto S = precheck(H, M, N, Kl, Ku, Lda, IncX, IncY);
      S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validOp(Trans) || M < 0 || N < 0 || Kl < 0 || Ku < 0 ||
      int64_t(Lda) < int64_t(Kl) + Ku + 1 || IncX == 0 || IncY == 0)
    return Invalid;
  return submitWith(H, Alpha, Beta, [=](T Al, T Be) {
    cblasGbmv<T>(Col, cblasOp(Trans), int(M), int(N), int(Kl), int(Ku),
                 byCblas(Al), A, int(Lda), X, int(IncX), byCblas(Be), Y,
                 int(IncY));
  });
}

/// Symmetric (real) or Hermitian (complex) A, full storage; or, for
/// Csymv and Zsymv (ComplexSymmetric), a complex symmetric A.
template <bool ComplexSymmetric, class T, class I>
axlblasStatus_t hemv(axlblasHandle_t H, axlblasFillMode_t Uplo, I N,
                     const T *Alpha, const T *A, I Lda, const T *X, I IncX,
                     const T *Beta, T *Y, I IncY) {
  if (auto S = precheck(H, N, Lda, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || N < 0 || Lda < atLeast1(N) || IncX == 0 || IncY == 0)
    return Invalid;
  return submitWith(H, Alpha, Beta, [=](T Al, T Be) {
    if constexpr (ComplexSymmetric)
      complexSymmetricMv(Uplo, int64_t(N), Al, A, int64_t(Lda), X,
                         int64_t(IncX), Be, Y, int64_t(IncY));
    else
      cblasHemv<T>(Col, cblasUplo(Uplo), int(N), byCblas(Al), A, int(Lda), X,
                   int(IncX), byCblas(Be), Y, int(IncY));
  });
}

/// Symmetric or Hermitian band A with K superdiagonals.
template <class T, class I>
axlblasStatus_t hbmv(axlblasHandle_t H, axlblasFillMode_t Uplo, I N, I K,
                     const T *Alpha, const T *A, I Lda, const T *X, I IncX,
                     const T *Beta, T *Y, I IncY) {
  if (auto S = precheck(H, N, K, Lda, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || N < 0 || K < 0 || int64_t(Lda) < int64_t(K) + 1 ||
      IncX == 0 || IncY == 0)
    return Invalid;
  return submitWith(H, Alpha, Beta, [=](T Al, T Be) {
    cblasHbmv<T>(Col, cblasUplo(Uplo), int(N), int(K), byCblas(Al), A, int(Lda),
                 X, int(IncX), byCblas(Be), Y, int(IncY));
  });
}

/// Symmetric or Hermitian packed A.
template <class T, class I>
axlblasStatus_t hpmv(axlblasHandle_t H, axlblasFillMode_t Uplo, I N,
                     const T *Alpha, const T *AP, const T *X, I IncX,
                     const T *Beta, T *Y, I IncY) {
  if (auto S = precheck(H, N, IncX, IncY); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || N < 0 || IncX == 0 || IncY == 0)
    return Invalid;
  return submitWith(H, Alpha, Beta, [=](T Al, T Be) {
    cblasHpmv<T>(Col, cblasUplo(Uplo), int(N), byCblas(Al), AP, X, int(IncX),
                 byCblas(Be), Y, int(IncY));
  });
}

// --- Triangular products and solves ------------------------------------------

/// trmv, or trsv (Solve): full storage.
template <bool Solve, class T, class I>
axlblasStatus_t trxv(axlblasHandle_t H, axlblasFillMode_t Uplo,
                     axlblasOperation_t Trans, axlblasDiagType_t Diag, I N,
                     const T *A, I Lda, T *X, I IncX) {
  if (auto S = precheck(H, N, Lda, IncX); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || !validOp(Trans) || !validDiag(Diag) || N < 0 ||
      Lda < atLeast1(N) || IncX == 0)
    return Invalid;
  return submit(H, [=] {
    const auto U = cblasUplo(Uplo);
    const auto O = cblasOp(Trans);
    const auto D = cblasDiag(Diag);
    if constexpr (Solve)
      cblasTrsv<T>(Col, U, O, D, int(N), A, int(Lda), X, int(IncX));
    else
      cblasTrmv<T>(Col, U, O, D, int(N), A, int(Lda), X, int(IncX));
  });
}

/// tbmv, or tbsv (Solve): band storage, K off-diagonals.
template <bool Solve, class T, class I>
axlblasStatus_t tbxv(axlblasHandle_t H, axlblasFillMode_t Uplo,
                     axlblasOperation_t Trans, axlblasDiagType_t Diag, I N, I K,
                     const T *A, I Lda, T *X, I IncX) {
  if (auto S = precheck(H, N, K, Lda, IncX); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || !validOp(Trans) || !validDiag(Diag) || N < 0 ||
      K < 0 || int64_t(Lda) < int64_t(K) + 1 || IncX == 0)
    return Invalid;
  return submit(H, [=] {
    const auto U = cblasUplo(Uplo);
    const auto O = cblasOp(Trans);
    const auto D = cblasDiag(Diag);
    if constexpr (Solve)
      cblasTbsv<T>(Col, U, O, D, int(N), int(K), A, int(Lda), X, int(IncX));
    else
      cblasTbmv<T>(Col, U, O, D, int(N), int(K), A, int(Lda), X, int(IncX));
  });
}

/// tpmv, or tpsv (Solve): packed storage.
template <bool Solve, class T, class I>
axlblasStatus_t tpxv(axlblasHandle_t H, axlblasFillMode_t Uplo,
                     axlblasOperation_t Trans, axlblasDiagType_t Diag, I N,
                     const T *AP, T *X, I IncX) {
  if (auto S = precheck(H, N, IncX); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (!validUplo(Uplo) || !validOp(Trans) || !validDiag(Diag) || N < 0 ||
      IncX == 0)
    return Invalid;
  return submit(H, [=] {
    const auto U = cblasUplo(Uplo);
    const auto O = cblasOp(Trans);
    const auto D = cblasDiag(Diag);
    if constexpr (Solve)
      cblasTpsv<T>(Col, U, O, D, int(N), AP, X, int(IncX));
    else
      cblasTpmv<T>(Col, U, O, D, int(N), AP, X, int(IncX));
  });
}

// --- Rank-1 and rank-2 updates -----------------------------------------------

/// A += alpha x y^T (geru) or x y^H (gerc, Conj).
template <bool Conj, class T, class I>
axlblasStatus_t ger(axlblasHandle_t H, I M, I N, const T *Alpha, const T *X,
                    I IncX, const T *Y, I IncY, T *A, I Lda) {
  if (auto S = precheck(H, M, N, IncX, IncY, Lda); S != AXLBLAS_STATUS_SUCCESS)
    return S;
  if (M < 0 || N < 0 || IncX == 0 || IncY == 0 || Lda < atLeast1(M))
    return Invalid;
  return submitWith(H, Alpha, [=](T Al) {
    if constexpr (Conj)
      cblasGerc<T>(Col, int(M), int(N), byCblas(Al), X, int(IncX), Y, int(IncY),
                   A, int(Lda));
    else
      cblasGeru<T>(Col, int(M), int(N), byCblas(Al), X, int(IncX), Y, int(IncY),
                   A, int(Lda));
  });
}

/// A += alpha x x^H, alpha real (syr for real T, her for complex), full
/// (Packed false) or packed storage.
template <bool Packed, class T, class S, class I>
axlblasStatus_t her(axlblasHandle_t H, axlblasFillMode_t Uplo, I N,
                    const S *Alpha, const T *X, I IncX, T *A, I Lda) {
  if (auto St = precheck(H, N, IncX, Lda); St != AXLBLAS_STATUS_SUCCESS)
    return St;
  if (!validUplo(Uplo) || N < 0 || IncX == 0 || (!Packed && Lda < atLeast1(N)))
    return Invalid;
  return submitWith(H, Alpha, [=](S Al) {
    if constexpr (Packed)
      cblasHpr<T>(Col, cblasUplo(Uplo), int(N), Al, X, int(IncX), A);
    else
      cblasHer<T>(Col, cblasUplo(Uplo), int(N), Al, X, int(IncX), A, int(Lda));
  });
}

enum class Storage { Full, Packed, ComplexSymmetric };

/// A += alpha x y^H + conj(alpha) y x^H, full or packed storage; or, for
/// Csyr, Csyr2 and their Z forms (ComplexSymmetric), A += alpha (x y^T +
/// y x^T), alpha x x^T where Y is null (syr).
template <Storage Kind, class T, class I>
axlblasStatus_t her2(axlblasHandle_t H, axlblasFillMode_t Uplo, I N,
                     const T *Alpha, const T *X, I IncX, const T *Y, I IncY,
                     T *A, I Lda) {
  if (auto St = precheck(H, N, IncX, IncY, Lda); St != AXLBLAS_STATUS_SUCCESS)
    return St;
  if (!validUplo(Uplo) || N < 0 || IncX == 0 || IncY == 0 ||
      (Kind != Storage::Packed && Lda < atLeast1(N)))
    return Invalid;
  return submitWith(H, Alpha, [=](T Al) {
    if constexpr (Kind == Storage::ComplexSymmetric)
      complexSymmetricR2(Uplo, int64_t(N), Al, X, int64_t(IncX), Y,
                         int64_t(IncY), A, int64_t(Lda));
    else if constexpr (Kind == Storage::Packed)
      cblasHpr2<T>(Col, cblasUplo(Uplo), int(N), byCblas(Al), X, int(IncX), Y,
                   int(IncY), A);
    else
      cblasHer2<T>(Col, cblasUplo(Uplo), int(N), byCblas(Al), X, int(IncX), Y,
                   int(IncY), A, int(Lda));
  });
}

} // namespace

// --- The entry points --------------------------------------------------------

#define AXL_ALL_TYPES(P, T)                                                    \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##gemv, AXLBLAS_GEMV_PARAMS,                                            \
      (gemv<T>(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy)),   \
      T)                                                                       \
  AXL_DEFINE_V2_AND_64(P##gbmv, AXLBLAS_GBMV_PARAMS,                           \
                       (gbmv<T>(handle, trans, m, n, kl, ku, alpha, A, lda, x, \
                                incx, beta, y, incy)),                         \
                       T)                                                      \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##trmv, AXLBLAS_TRMV_PARAMS,                                            \
      (trxv<false, T>(handle, uplo, trans, diag, n, A, lda, x, incx)), T)      \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##trsv, AXLBLAS_TRMV_PARAMS,                                            \
      (trxv<true, T>(handle, uplo, trans, diag, n, A, lda, x, incx)), T)       \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##tbmv, AXLBLAS_TBMV_PARAMS,                                            \
      (tbxv<false, T>(handle, uplo, trans, diag, n, k, A, lda, x, incx)), T)   \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##tbsv, AXLBLAS_TBMV_PARAMS,                                            \
      (tbxv<true, T>(handle, uplo, trans, diag, n, k, A, lda, x, incx)), T)    \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##tpmv, AXLBLAS_TPMV_PARAMS,                                            \
      (tpxv<false, T>(handle, uplo, trans, diag, n, AP, x, incx)), T)          \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##tpsv, AXLBLAS_TPMV_PARAMS,                                            \
      (tpxv<true, T>(handle, uplo, trans, diag, n, AP, x, incx)), T)
AXL_ALL_TYPES(S, float)
AXL_ALL_TYPES(D, double)
AXL_ALL_TYPES(C, axlComplex)
AXL_ALL_TYPES(Z, axlDoubleComplex)

/// The symmetric/Hermitian family: NAME is the symmetric name for real T
/// (Ssymv ...), the Hermitian one for complex T (Chemv ...).
#define AXL_HERMITIAN(P, T, S, MV, BMV, PMV, R, PR, R2, PR2)                   \
  AXL_DEFINE_V2_AND_64(P##MV, AXLBLAS_SYMV_PARAMS,                             \
                       (hemv<false, T>(handle, uplo, n, alpha, A, lda, x,      \
                                       incx, beta, y, incy)),                  \
                       T)                                                      \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##BMV, AXLBLAS_SBMV_PARAMS,                                             \
      (hbmv<T>(handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy)), T) \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##PMV, AXLBLAS_SPMV_PARAMS,                                             \
      (hpmv<T>(handle, uplo, n, alpha, AP, x, incx, beta, y, incy)), T)        \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##R, AXLBLAS_SYR_PARAMS,                                                \
      (her<false, T, S>(handle, uplo, n, alpha, x, incx, A, lda)), T, S)       \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##PR, AXLBLAS_SPR_PARAMS,                                               \
      (her<true, T, S>(handle, uplo, n, alpha, x, incx, AP, decltype(n)(1))),  \
      T, S)                                                                    \
  AXL_DEFINE_V2_AND_64(P##R2, AXLBLAS_SYR2_PARAMS,                             \
                       (her2<Storage::Full, T>(handle, uplo, n, alpha, x,      \
                                               incx, y, incy, A, lda)),        \
                       T)                                                      \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##PR2, AXLBLAS_SPR2_PARAMS,                                             \
      (her2<Storage::Packed, T>(handle, uplo, n, alpha, x, incx, y, incy, AP,  \
                                decltype(n)(1))),                              \
      T)
AXL_HERMITIAN(S, float, float, symv, sbmv, spmv, syr, spr, syr2, spr2)
AXL_HERMITIAN(D, double, double, symv, sbmv, spmv, syr, spr, syr2, spr2)
AXL_HERMITIAN(C, axlComplex, float, hemv, hbmv, hpmv, her, hpr, her2, hpr2)
AXL_HERMITIAN(Z, axlDoubleComplex, double, hemv, hbmv, hpmv, her, hpr, her2,
              hpr2)

#define AXL_GER(NAME, CONJ, T)                                                 \
  AXL_DEFINE_V2_AND_64(                                                        \
      NAME, AXLBLAS_GER_PARAMS,                                                \
      (ger<CONJ, T>(handle, m, n, alpha, x, incx, y, incy, A, lda)), T)
AXL_GER(Sger, false, float)
AXL_GER(Dger, false, double)
AXL_GER(Cgeru, false, axlComplex)
AXL_GER(Cgerc, true, axlComplex)
AXL_GER(Zgeru, false, axlDoubleComplex)
AXL_GER(Zgerc, true, axlDoubleComplex)

#define AXL_COMPLEX_SYMMETRIC(P, T)                                            \
  AXL_DEFINE_V2_AND_64(                                                        \
      P##symv, AXLBLAS_SYMV_PARAMS,                                            \
      (hemv<true, T>(handle, uplo, n, alpha, A, lda, x, incx, beta, y, incy)), \
      T)                                                                       \
  AXL_DEFINE_V2_AND_64(P##syr, AXLBLAS_SYR_PARAMS,                             \
                       (her2<Storage::ComplexSymmetric, T>(                    \
                           handle, uplo, n, alpha, x, incx,                    \
                           static_cast<const T *>(nullptr), incx, A, lda)),    \
                       T, T)                                                   \
  AXL_DEFINE_V2_AND_64(P##syr2, AXLBLAS_SYR2_PARAMS,                           \
                       (her2<Storage::ComplexSymmetric, T>(                    \
                           handle, uplo, n, alpha, x, incx, y, incy, A, lda)), \
                       T)
AXL_COMPLEX_SYMMETRIC(C, axlComplex)
AXL_COMPLEX_SYMMETRIC(Z, axlDoubleComplex)
