// CPU backend of <axl/complex.h>: cuComplex.h under dialect names. The types
// are the vector types float2 and double2, as in CUDA, and every function
// evaluates the same expressions in the same order as cuComplex.h (division
// and absolute value scale their operands to avoid overflow), so results are
// those of cuComplex.h compiled for the host. (nvcc may contract a * b + c
// into an FMA in device code; host compilers here do not.)
#pragma once
#include <axl/cpu/vector_types.h>

#include <cmath>

typedef float2 axlFloatComplex;
typedef double2 axlDoubleComplex;
typedef axlFloatComplex axlComplex;

static inline float axlCrealf(axlFloatComplex x) { return x.x; }
static inline float axlCimagf(axlFloatComplex x) { return x.y; }

static inline axlFloatComplex make_axlFloatComplex(float r, float i) {
  axlFloatComplex z;
  z.x = r;
  z.y = i;
  return z;
}

static inline axlFloatComplex axlConjf(axlFloatComplex x) {
  return make_axlFloatComplex(x.x, -x.y);
}
static inline axlFloatComplex axlCaddf(axlFloatComplex x, axlFloatComplex y) {
  return make_axlFloatComplex(x.x + y.x, x.y + y.y);
}
static inline axlFloatComplex axlCsubf(axlFloatComplex x, axlFloatComplex y) {
  return make_axlFloatComplex(x.x - y.x, x.y - y.y);
}
static inline axlFloatComplex axlCmulf(axlFloatComplex x, axlFloatComplex y) {
  return make_axlFloatComplex((x.x * y.x) - (x.y * y.y),
                              (x.x * y.y) + (x.y * y.x));
}

/// x / y with both operands first scaled by 1 / (|re y| + |im y|), which
/// keeps the intermediate squares in range.
static inline axlFloatComplex axlCdivf(axlFloatComplex x, axlFloatComplex y) {
  float Scale = std::fabs(y.x) + std::fabs(y.y);
  float InvScale = 1.0f / Scale;
  const float Ar = x.x * InvScale, Ai = x.y * InvScale;
  const float Br = y.x * InvScale, Bi = y.y * InvScale;
  Scale = (Br * Br) + (Bi * Bi);
  InvScale = 1.0f / Scale;
  return make_axlFloatComplex(((Ar * Br) + (Ai * Bi)) * InvScale,
                              ((Ai * Br) - (Ar * Bi)) * InvScale);
}

/// |x| as v * sqrt(1 + (w / v)^2), v the larger magnitude: no overflow of
/// the squares; v + w where that form fails (zero, infinite operands).
static inline float axlCabsf(axlFloatComplex x) {
  const float A = std::fabs(x.x), B = std::fabs(x.y);
  const float V = A > B ? A : B;
  const float W = A > B ? B : A;
  float T = W / V;
  T = 1.0f + T * T;
  T = V * std::sqrt(T);
  if (V == 0.0f || V > 3.402823466e38f || W > 3.402823466e38f)
    T = V + W;
  return T;
}

static inline double axlCreal(axlDoubleComplex x) { return x.x; }
static inline double axlCimag(axlDoubleComplex x) { return x.y; }

static inline axlDoubleComplex make_axlDoubleComplex(double r, double i) {
  axlDoubleComplex z;
  z.x = r;
  z.y = i;
  return z;
}

static inline axlDoubleComplex axlConj(axlDoubleComplex x) {
  return make_axlDoubleComplex(x.x, -x.y);
}
static inline axlDoubleComplex axlCadd(axlDoubleComplex x, axlDoubleComplex y) {
  return make_axlDoubleComplex(x.x + y.x, x.y + y.y);
}
static inline axlDoubleComplex axlCsub(axlDoubleComplex x, axlDoubleComplex y) {
  return make_axlDoubleComplex(x.x - y.x, x.y - y.y);
}
static inline axlDoubleComplex axlCmul(axlDoubleComplex x, axlDoubleComplex y) {
  return make_axlDoubleComplex((x.x * y.x) - (x.y * y.y),
                               (x.x * y.y) + (x.y * y.x));
}

static inline axlDoubleComplex axlCdiv(axlDoubleComplex x, axlDoubleComplex y) {
  double Scale = std::fabs(y.x) + std::fabs(y.y);
  double InvScale = 1.0 / Scale;
  const double Ar = x.x * InvScale, Ai = x.y * InvScale;
  const double Br = y.x * InvScale, Bi = y.y * InvScale;
  Scale = (Br * Br) + (Bi * Bi);
  InvScale = 1.0 / Scale;
  return make_axlDoubleComplex(((Ar * Br) + (Ai * Bi)) * InvScale,
                               ((Ai * Br) - (Ar * Bi)) * InvScale);
}

static inline double axlCabs(axlDoubleComplex x) {
  const double A = std::fabs(x.x), B = std::fabs(x.y);
  const double V = A > B ? A : B;
  const double W = A > B ? B : A;
  double T = W / V;
  T = 1.0 + T * T;
  T = V * std::sqrt(T);
  if (V == 0.0 || V > 1.79769313486231570e+308 || W > 1.79769313486231570e+308)
    T = V + W;
  return T;
}

static inline axlComplex make_axlComplex(float x, float y) {
  return make_axlFloatComplex(x, y);
}
static inline axlDoubleComplex axlComplexFloatToDouble(axlFloatComplex c) {
  return make_axlDoubleComplex(double(c.x), double(c.y));
}
static inline axlFloatComplex axlComplexDoubleToFloat(axlDoubleComplex c) {
  return make_axlFloatComplex(float(c.x), float(c.y));
}

/// x * y + d, accumulated in cuComplex.h's order.
static inline axlComplex axlCfmaf(axlComplex x, axlComplex y, axlComplex d) {
  float Re = (x.x * y.x) + d.x;
  float Im = (x.x * y.y) + d.y;
  Re = -(x.y * y.y) + Re;
  Im = (x.y * y.x) + Im;
  return make_axlComplex(Re, Im);
}
static inline axlDoubleComplex axlCfma(axlDoubleComplex x, axlDoubleComplex y,
                                       axlDoubleComplex d) {
  double Re = (x.x * y.x) + d.x;
  double Im = (x.x * y.y) + d.y;
  Re = -(x.y * y.y) + Re;
  Im = (x.y * y.x) + Im;
  return make_axlDoubleComplex(Re, Im);
}

// The include guards of the CUDA headers <axl/complex.h> stands for, which code tests
// (rules/include_guards.yaml).
#define AXL_COMPLEX_H_ // cuComplex.h
