// cuComplex.h's API on the CPU backend: exact results where the formulas
// are exact, the scaled division and absolute value that avoid overflow,
// and agreement with std::complex<double> within a few float ulps.
#include "libs_check.h"

#include <axl/complex.h>

#include <cfloat>
#include <cmath>
#include <complex>

namespace {

bool same(axlFloatComplex Z, float Re, float Im) {
  return axlCrealf(Z) == Re && axlCimagf(Z) == Im;
}

void exact() {
  const axlFloatComplex A = make_axlFloatComplex(1, 2);
  const axlFloatComplex B = make_axlComplex(3, -4);
  LIBS_CHECK(same(axlCaddf(A, B), 4, -2), "add");
  LIBS_CHECK(same(axlCsubf(A, B), -2, 6), "sub");
  LIBS_CHECK(same(axlCmulf(A, B), 11, 2), "mul"); // (1+2i)(3-4i)
  LIBS_CHECK(same(axlConjf(A), 1, -2), "conj");
  LIBS_CHECK(same(axlCfmaf(A, B, make_axlFloatComplex(1, 1)), 12, 3), "fma");
  LIBS_CHECK(axlCabsf(B) == 5, "abs 3-4i = %g", axlCabsf(B));
  // (3 + i) / (1 + i) = 2 - i: the scale 1 / (|1| + |1|) is a power of
  // two, so every step is exact.
  const axlFloatComplex Q =
      axlCdivf(make_axlFloatComplex(3, 1), make_axlFloatComplex(1, 1));
  LIBS_CHECK(same(Q, 2, -1), "div: %g%+gi", Q.x, Q.y);
  const axlDoubleComplex D = make_axlDoubleComplex(0.5, -1.5);
  LIBS_CHECK(axlCreal(axlCmul(D, axlConj(D))) == 2.5 &&
                 axlCimag(axlCmul(D, axlConj(D))) == 0,
             "double mul conj");
  LIBS_CHECK(axlCabs(make_axlDoubleComplex(-6, 8)) == 10, "double abs");
  const axlFloatComplex Back =
      axlComplexDoubleToFloat(axlComplexFloatToDouble(A));
  LIBS_CHECK(same(Back, 1, 2), "float <-> double");
  libsSection("exact");
}

/// Operands whose squares overflow: the naive formulas give inf or 0.
void scaling() {
  const float Big = 1e30f;
  const float Abs = axlCabsf(make_axlFloatComplex(3 * Big, 4 * Big));
  LIBS_CHECK(std::fabs(Abs / (5 * Big) - 1) < 1e-6f, "abs of huge: %g", Abs);
  const float Tiny = axlCabsf(make_axlFloatComplex(3e-30f, 4e-30f));
  LIBS_CHECK(std::fabs(Tiny / 5e-30f - 1) < 1e-6f, "abs of tiny: %g", Tiny);
  LIBS_CHECK(std::isinf(axlCabsf(make_axlFloatComplex(INFINITY, 1))),
             "abs of inf");
  LIBS_CHECK(axlCabsf(make_axlFloatComplex(0, 0)) == 0, "abs of 0");
  const axlFloatComplex Q =
      axlCdivf(make_axlFloatComplex(Big, Big), make_axlFloatComplex(Big, -Big));
  LIBS_CHECK(std::fabs(Q.x) < 1e-6f && std::fabs(Q.y - 1) < 1e-6f,
             "div of huge: %g%+gi", Q.x, Q.y);
  const axlDoubleComplex QD = axlCdiv(make_axlDoubleComplex(1e300, 1e300),
                                      make_axlDoubleComplex(1e300, -1e300));
  LIBS_CHECK(std::fabs(QD.x) < 1e-15 && std::fabs(QD.y - 1) < 1e-15,
             "double div of huge");
  libsSection("scaling");
}

void againstStd() {
  uint32_t Seed = 7;
  auto Next = [&] {
    Seed = Seed * 1664525u + 1013904223u;
    return std::ldexp(float(int32_t(Seed) >> 8), -20); // about +-2^3
  };
  int Bad = 0;
  for (int I = 0; I < 10000; ++I) {
    const axlFloatComplex A = make_axlFloatComplex(Next(), Next());
    const axlFloatComplex B = make_axlFloatComplex(Next(), Next());
    const std::complex<double> X(A.x, A.y), Y(B.x, B.y);
    const std::complex<double> Want[] = {X * Y, X / Y};
    const axlFloatComplex Got[] = {axlCmulf(A, B), axlCdivf(A, B)};
    for (int K = 0; K < 2; ++K) {
      // Relative to the operands' magnitude: cancellation is not the point.
      const double Scale = std::abs(X) * (K ? 1 / std::abs(Y) : std::abs(Y));
      const double Err =
          std::abs(std::complex<double>(Got[K].x, Got[K].y) - Want[K]);
      Bad += !(Err <= 8 * FLT_EPSILON * Scale);
    }
    Bad += !(std::fabs(axlCabsf(A) - std::abs(X)) <=
             2 * FLT_EPSILON * std::abs(X));
  }
  LIBS_CHECK(Bad == 0, "%d results beyond a few ulps of std::complex", Bad);
  libsSection("against std::complex");
}

} // namespace

int main() {
  exact();
  scaling();
  againstStd();
  return libsResult();
}
