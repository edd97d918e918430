// cuBLAS level 1 and 2 routines (FP32) on the CPU. Vectors follow the BLAS
// increment convention (a negative increment walks from the end); dot and
// nrm2 accumulate in double.
#include "blas_context.h"

#include <algorithm>
#include <cmath>

namespace {

using axl::cpu::libs::Scalar;

/// Index of element I of a vector of N elements with increment Inc.
int64_t at(int64_t I, int N, int Inc) {
  return Inc >= 0 ? I * Inc : (int64_t(N) - 1 - I) * -int64_t(Inc);
}

/// Reductions: the result goes through a host pointer (the call waits) or
/// a device pointer (written when the work runs).
template <class T, class Fn>
axlblasStatus_t reduce(axlblasHandle_t H, T *Result, Fn Compute) {
  if (!Result)
    return AXLBLAS_STATUS_INVALID_VALUE;
  auto Work = [Result, Compute] { *Result = Compute(); };
  if (H->PointerMode == AXLBLAS_POINTER_MODE_DEVICE)
    return axl::cpu::libs::submit(H, Work);
  return axl::cpu::libs::submitAndWait(H, Work);
}

} // namespace

axlblasStatus_t axlblasSaxpy_v2(axlblasHandle_t handle, int n,
                                const float *alpha, const float *x, int incx,
                                float *y, int incy) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!alpha)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (n <= 0)
    return AXLBLAS_STATUS_SUCCESS;
  const Scalar<float> A(handle, alpha);
  return axl::cpu::libs::submit(handle, [=] {
    const float Av = A.get();
    for (int64_t I = 0; I < n; ++I)
      y[at(I, n, incy)] += Av * x[at(I, n, incx)];
  });
}

axlblasStatus_t axlblasSscal_v2(axlblasHandle_t handle, int n,
                                const float *alpha, float *x, int incx) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!alpha)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (n <= 0 || incx <= 0)
    return AXLBLAS_STATUS_SUCCESS;
  const Scalar<float> A(handle, alpha);
  return axl::cpu::libs::submit(handle, [=] {
    const float Av = A.get();
    for (int64_t I = 0; I < n; ++I)
      x[I * incx] *= Av;
  });
}

axlblasStatus_t axlblasSdot_v2(axlblasHandle_t handle, int n, const float *x,
                               int incx, const float *y, int incy,
                               float *result) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  return reduce(handle, result, [=] {
    double Sum = 0.0;
    for (int64_t I = 0; I < n; ++I)
      Sum += double(x[at(I, n, incx)]) * double(y[at(I, n, incy)]);
    return float(Sum);
  });
}

axlblasStatus_t axlblasSnrm2_v2(axlblasHandle_t handle, int n, const float *x,
                                int incx, float *result) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  return reduce(handle, result, [=] {
    if (n <= 0 || incx <= 0)
      return 0.0f;
    double Sum = 0.0; // squares of floats cannot overflow a double
    for (int64_t I = 0; I < n; ++I)
      Sum += double(x[I * incx]) * double(x[I * incx]);
    return float(std::sqrt(Sum));
  });
}

axlblasStatus_t axlblasIsamax_v2(axlblasHandle_t handle, int n, const float *x,
                                 int incx, int *result) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  return reduce(handle, result, [=] {
    if (n <= 0 || incx <= 0)
      return 0;
    int Best = 0;
    for (int I = 1; I < n; ++I)
      if (std::fabs(x[int64_t(I) * incx]) > std::fabs(x[int64_t(Best) * incx]))
        Best = I;
    return Best + 1;
  });
}

axlblasStatus_t axlblasSgemv_v2(axlblasHandle_t handle,
                                axlblasOperation_t trans, int m, int n,
                                const float *alpha, const float *A, int lda,
                                const float *x, int incx, const float *beta,
                                float *y, int incy) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if ((trans != AXLBLAS_OP_N && trans != AXLBLAS_OP_T &&
       trans != AXLBLAS_OP_C) ||
      m < 0 || n < 0 || lda < std::max(1, m) || incx == 0 || incy == 0 ||
      !alpha || !beta)
    return AXLBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0)
    return AXLBLAS_STATUS_SUCCESS;
  const Scalar<float> Alpha(handle, alpha), Beta(handle, beta);
  const bool T = trans != AXLBLAS_OP_N;
  return axl::cpu::libs::submit(handle, [=] {
    const float Av = Alpha.get(), Bv = Beta.get();
    const int Rows = T ? n : m, Cols = T ? m : n; // y has Rows, x Cols
    for (int64_t I = 0; I < Rows; ++I) {
      double Sum = 0.0;
      for (int64_t J = 0; J < Cols; ++J) {
        const float Aij = T ? A[I * lda + J] : A[J * lda + I];
        Sum += double(Aij) * double(x[at(J, Cols, incx)]);
      }
      float &Y = y[at(I, Rows, incy)];
      const double Prev = Bv == 0.0f ? 0.0 : double(Bv) * double(Y);
      Y = float(double(Av) * Sum + Prev);
    }
  });
}
