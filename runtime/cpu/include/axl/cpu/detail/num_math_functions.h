// CPU backend numerics: the functions of CUDA's math API that the C++
// library lacks at global scope (float overloads of exp10, sincos, j0, ...;
// rsqrt, rcbrt, sinpi, cospi, norm*, rhypot, erfinv, erfcinv, erfcx,
// normcdf, normcdfinv, cyl_bessel_i0/i1; mixed copysign). The others
// (sinf, expf, fmaxf, ..., and the float overloads of sin, exp, ...) come
// from the C++ <math.h>, which brings std's overloads to global scope as
// CUDA does. Results are accurate (double evaluation for float functions)
// but, like any CPU math library's, not bit-identical to the GPU's.
// Not a dialect header: include <axl/runtime.h> (or <axl/cpu/math.h>).
#pragma once
#include <math.h>

namespace axl::cpu::num_detail {

constexpr double Pi = 3.141592653589793238462643383279502884;

/// sin(pi X) and cos(pi X), reduced exactly to |R| <= 1/4 first.
inline void sinCosPi(double X, double *S, double *C) {
  if (!std::isfinite(X)) {
    *S = *C = X - X; // NaN
    return;
  }
  // X = N/2 + R with N integral and |R| <= 1/4 (both exact).
  const double N = std::nearbyint(2 * X);
  const double R = X - N / 2;
  const long double Sr = std::sin(static_cast<long double>(Pi) * R);
  const long double Cr = std::cos(static_cast<long double>(Pi) * R);
  const int Quadrant = static_cast<int>(std::fmod(N, 4.0) + 4) % 4;
  const long double Sv[4] = {Sr, Cr, -Sr, -Cr};
  const long double Cv[4] = {Cr, -Sr, -Cr, Sr};
  *S = static_cast<double>(Sv[Quadrant]);
  *C = static_cast<double>(Cv[Quadrant]);
  if (R == 0) { // exact zeros: sinpi(n) = +-0 with the sign of X, cospi = +0
    if (*S == 0)
      *S = std::copysign(0.0, X);
    if (*C == 0)
      *C = 0.0;
  }
}

/// exp(X^2) * erfc(X), without overflow or underflow for large X.
inline double erfcx(double X) {
  if (std::isnan(X))
    return X;
  if (X < 0) // erfc(-x) = 2 - erfc(x)
    return 2 * std::exp(X * X) - erfcx(-X);
  if (X < 2)
    return std::exp(X * X) * std::erfc(X);
  // Continued fraction: erfc(x) = exp(-x^2)/sqrt(pi) / (x + 1/2/(x + 1/(x +
  // 3/2/(x + ...)))), evaluated backwards (enough terms for x >= 2).
  long double T = X;
  for (int K = 60; K >= 1; --K)
    T = X + (K / 2.0L) / T;
  return static_cast<double>(1.0L / (T * std::sqrt(static_cast<long double>(Pi))));
}

/// Inverse of erfc on (0, 2): Newton's method on log(erfc) (via erfcx, so
/// that it keeps working where erfc underflows).
inline double erfcinv(double Z) {
  if (std::isnan(Z) || Z < 0 || Z > 2)
    return std::numeric_limits<double>::quiet_NaN();
  if (Z == 0)
    return INFINITY;
  if (Z == 2)
    return -INFINITY;
  if (Z > 1) // erfcinv(2 - z) = -erfcinv(z); 2 - Z is exact here
    return -erfcinv(2 - Z);
  if (Z == 1)
    return 0;
  // Start from the tail asymptote, then iterate on
  // f(x) = log(erfcx(x)) - x^2 - log(z) = log(erfc(x)/z),
  // f'(x) = -2/(sqrt(pi) erfcx(x)).
  const double L = -std::log(Z);
  double X = Z > 0.5 ? (1 - Z) * std::sqrt(Pi) / 2
                     : std::sqrt(std::max(L - 0.5 * std::log(Pi * L), 0.1));
  for (int I = 0; I < 100; ++I) {
    const double E = erfcx(X);
    const double F = std::log(E) - X * X + L;
    const double Df = -2 / (std::sqrt(Pi) * E);
    const double Next = X - F / Df;
    if (Next == X || std::fabs(Next - X) <= 1e-17 * std::fabs(X))
      return Next;
    X = Next;
  }
  return X;
}

/// Inverse of erf on (-1, 1).
inline double erfinv(double Y) {
  if (std::isnan(Y) || Y < -1 || Y > 1)
    return std::numeric_limits<double>::quiet_NaN();
  if (Y == 0)
    return Y; // keeps the sign of zero
  if (std::fabs(Y) >= 0.5) // 1 - |Y| is exact
    return std::copysign(erfcinv(1 - std::fabs(Y)), Y);
  double X = Y * std::sqrt(Pi) / 2; // Newton on erf(x) - y
  for (int I = 0; I < 100; ++I) {
    const double Next =
        X - (std::erf(X) - Y) / (2 / std::sqrt(Pi) * std::exp(-X * X));
    if (Next == X || std::fabs(Next - X) <= 1e-17 * std::fabs(X))
      return Next;
    X = Next;
  }
  return X;
}

/// I0 and I1 (even and odd in X).
inline double besselI(int Order, double X) {
  const double V = std::cyl_bessel_i(static_cast<double>(Order), std::fabs(X));
  return Order == 1 && X < 0 ? -V : V;
}

} // namespace axl::cpu::num_detail

// Float overloads that the C++ library does not provide at global scope.
inline float exp10(float X) { return ::exp10f(X); }
inline float j0(float X) { return ::j0f(X); }
inline float j1(float X) { return ::j1f(X); }
inline float jn(int N, float X) { return ::jnf(N, X); }
inline float y0(float X) { return ::y0f(X); }
inline float y1(float X) { return ::y1f(X); }
inline float yn(int N, float X) { return ::ynf(N, X); }
inline void sincos(float X, float *S, float *C) { ::sincosf(X, S, C); }
inline double copysign(double X, float Y) { return std::copysign(X, double(Y)); }
inline double copysign(float X, double Y) { return std::copysign(double(X), Y); }

// CUDA-only functions, each for double and float. C23 added some of the
// double ones to the C library (glibc 2.41: sinpi, cospi; 2.42: rsqrt).
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 41)
#define AXL_NUM_LIBC_HAS_SINPI 1
#endif
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 42)
#define AXL_NUM_LIBC_HAS_RSQRT 1
#endif
#ifndef AXL_NUM_LIBC_HAS_RSQRT
inline double rsqrt(double X) { return 1 / std::sqrt(X); }
#endif
inline float rsqrt(float X) { return static_cast<float>(rsqrt(double(X))); }
inline float rsqrtf(float X) { return rsqrt(X); }
inline double rcbrt(double X) {
  return static_cast<double>(1 / std::cbrt(static_cast<long double>(X)));
}
inline float rcbrt(float X) { return static_cast<float>(rcbrt(double(X))); }
inline float rcbrtf(float X) { return rcbrt(X); }
inline void sincospi(double X, double *S, double *C) {
  axl::cpu::num_detail::sinCosPi(X, S, C);
}
#ifndef AXL_NUM_LIBC_HAS_SINPI
inline double sinpi(double X) {
  double S, C;
  sincospi(X, &S, &C);
  return S;
}
inline double cospi(double X) {
  double S, C;
  sincospi(X, &S, &C);
  return C;
}
#endif
inline void sincospi(float X, float *S, float *C) {
  double Sd, Cd;
  sincospi(double(X), &Sd, &Cd);
  *S = static_cast<float>(Sd);
  *C = static_cast<float>(Cd);
}
inline void sincospif(float X, float *S, float *C) { sincospi(X, S, C); }
inline float sinpi(float X) { return static_cast<float>(sinpi(double(X))); }
inline float cospi(float X) { return static_cast<float>(cospi(double(X))); }
inline float sinpif(float X) { return sinpi(X); }
inline float cospif(float X) { return cospi(X); }

inline double rhypot(double X, double Y) { return 1 / std::hypot(X, Y); }
inline float rhypotf(float X, float Y) {
  return static_cast<float>(rhypot(double(X), double(Y)));
}
inline double norm3d(double A, double B, double C) {
  return std::hypot(A, B, C);
}
inline double rnorm3d(double A, double B, double C) {
  return 1 / norm3d(A, B, C);
}
inline double norm4d(double A, double B, double C, double D) {
  return std::hypot(std::hypot(A, B), std::hypot(C, D));
}
inline double rnorm4d(double A, double B, double C, double D) {
  return 1 / norm4d(A, B, C, D);
}
inline float norm3df(float A, float B, float C) {
  return static_cast<float>(norm3d(A, B, C));
}
inline float rnorm3df(float A, float B, float C) {
  return static_cast<float>(rnorm3d(A, B, C));
}
inline float norm4df(float A, float B, float C, float D) {
  return static_cast<float>(norm4d(A, B, C, D));
}
inline float rnorm4df(float A, float B, float C, float D) {
  return static_cast<float>(rnorm4d(A, B, C, D));
}
/// Euclidean norm of P[0..Dim); an infinite element wins over a NaN.
inline double norm(int Dim, const double *P) {
  long double Sum = 0;
  bool Inf = false;
  for (int I = 0; I < Dim; ++I) {
    Inf = Inf || std::isinf(P[I]);
    Sum += static_cast<long double>(P[I]) * P[I];
  }
  return Inf ? INFINITY : static_cast<double>(std::sqrt(Sum));
}
inline double rnorm(int Dim, const double *P) { return 1 / norm(Dim, P); }
inline float normf(int Dim, const float *P) {
  long double Sum = 0;
  bool Inf = false;
  for (int I = 0; I < Dim; ++I) {
    Inf = Inf || std::isinf(P[I]);
    Sum += static_cast<long double>(P[I]) * P[I];
  }
  return Inf ? INFINITY : static_cast<float>(std::sqrt(Sum));
}
inline float rnormf(int Dim, const float *P) {
  return static_cast<float>(1 / static_cast<double>(normf(Dim, P)));
}

inline double erfinv(double X) { return axl::cpu::num_detail::erfinv(X); }
inline double erfcinv(double X) { return axl::cpu::num_detail::erfcinv(X); }
inline double erfcx(double X) { return axl::cpu::num_detail::erfcx(X); }
inline double normcdf(double X) {
  return 0.5 * std::erfc(-X / 1.41421356237309504880168872420969808);
}
inline double normcdfinv(double P) {
  return -1.41421356237309504880168872420969808 *
         axl::cpu::num_detail::erfcinv(2 * P);
}
inline double cyl_bessel_i0(double X) {
  return axl::cpu::num_detail::besselI(0, X);
}
inline double cyl_bessel_i1(double X) {
  return axl::cpu::num_detail::besselI(1, X);
}
#define AXL_NUM_FLOAT_VIA_DOUBLE(Name)                                         \
  inline float Name(float X) { return static_cast<float>(Name(double(X))); } \
  inline float Name##f(float X) { return Name(X); }
AXL_NUM_FLOAT_VIA_DOUBLE(erfinv)
AXL_NUM_FLOAT_VIA_DOUBLE(erfcinv)
AXL_NUM_FLOAT_VIA_DOUBLE(erfcx)
AXL_NUM_FLOAT_VIA_DOUBLE(normcdf)
AXL_NUM_FLOAT_VIA_DOUBLE(normcdfinv)
AXL_NUM_FLOAT_VIA_DOUBLE(cyl_bessel_i0)
AXL_NUM_FLOAT_VIA_DOUBLE(cyl_bessel_i1)
#undef AXL_NUM_FLOAT_VIA_DOUBLE
