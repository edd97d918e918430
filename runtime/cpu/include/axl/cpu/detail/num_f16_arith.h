// CPU backend numerics: the arithmetic shared by binary16 and bfloat16
// (CUDA declares the same intrinsics for both), written once as templates
// over the scalar type T. F16<T> (num_f16_types.h) gives its format and its
// conversion to float.
//
// CUDA's host code computes +, -, *, / in float and rounds the result once:
// for these formats that equals correct rounding except where bfloat16's
// products and quotients land in float's subnormal range, and doing the
// same here keeps those cases identical too. Fused multiply-add has no host
// version in CUDA; here it is correctly rounded, as the GPU's fma.rn is.
//
// Pure arithmetic, apart from the CPU engine (num_f16_ops.h adds the
// atomics): AXL_HOST_DEVICE, so that the HIP backend compiles the same
// functions for AMD GPUs (axl/hip/num_bf16.h). Not a dialect header:
// include <axl/fp16.h> or <axl/bf16.h>.
#pragma once
#include "num_f16_types.h" // quoted: the HIP backend includes this file by path

namespace axl::cpu::num_detail {

template <class T> AXL_HOST_DEVICE inline bool isNan(T V) {
  return (bitsOf(V) & 0x7fffu) > F16<T>::Fmt::InfBits;
}
template <class T> AXL_HOST_DEVICE inline T canonicalNan() { return fromBits<T>(CanonicalNaN16); }

template <class T> AXL_HOST_DEVICE inline T add(T A, T B) { return fromF<T>(toF(A) + toF(B)); }
template <class T> AXL_HOST_DEVICE inline T sub(T A, T B) { return fromF<T>(toF(A) - toF(B)); }
template <class T> AXL_HOST_DEVICE inline T mul(T A, T B) { return fromF<T>(toF(A) * toF(B)); }
template <class T> AXL_HOST_DEVICE inline T div(T A, T B) { return fromF<T>(toF(A) / toF(B)); }

/// A * B + C rounded once to T. The product of two 16-bit values is exact in
/// double; the sum is computed in double with its rounding error (TwoSum)
/// and then rounded to odd, which makes the final rounding to T exact.
template <class T> AXL_HOST_DEVICE inline T fma(T A, T B, T C) {
  const double P = static_cast<double>(toF(A)) * toF(B);
  const double Cd = toF(C);
  double S = P + Cd;
  if (std::isfinite(S)) {
    const double Bv = S - P;
    const double Err = (P - (S - Bv)) + (Cd - Bv);
    if (Err != 0) {
      auto U = bitCast<std::uint64_t>(S);
      if ((Err > 0) != (S > 0))
        --U; // S was rounded away from zero: truncate it
      S = bitCast<double>(U | 1);
    }
  }
  return fromF<T>(S);
}

template <class T> AXL_HOST_DEVICE inline T neg(T A) {
  return isNan(A) ? canonicalNan<T>() : fromBits<T>(bitsOf(A) ^ 0x8000u);
}
template <class T> AXL_HOST_DEVICE inline T abs(T A) {
  return isNan(A) ? canonicalNan<T>() : fromBits<T>(bitsOf(A) & 0x7fffu);
}

// Ordered comparisons are false when either operand is NaN; the unordered
// (..u) forms are true then.
template <class T> AXL_HOST_DEVICE inline bool eq(T A, T B) { return toF(A) == toF(B); }
template <class T> AXL_HOST_DEVICE inline bool ne(T A, T B) {
  return toF(A) != toF(B) && !isNan(A) && !isNan(B);
}
template <class T> AXL_HOST_DEVICE inline bool le(T A, T B) { return toF(A) <= toF(B); }
template <class T> AXL_HOST_DEVICE inline bool ge(T A, T B) { return toF(A) >= toF(B); }
template <class T> AXL_HOST_DEVICE inline bool lt(T A, T B) { return toF(A) < toF(B); }
template <class T> AXL_HOST_DEVICE inline bool gt(T A, T B) { return toF(A) > toF(B); }
template <class T> AXL_HOST_DEVICE inline bool unordered(T A, T B) {
  return isNan(A) || isNan(B);
}

/// max/min: a NaN operand is ignored (both NaN: canonical NaN); +0 is
/// greater than -0.
template <class T> AXL_HOST_DEVICE inline T max(T A, T B) {
  if (isNan(A) && isNan(B))
    return canonicalNan<T>();
  if (isNan(A))
    return B;
  if (isNan(B))
    return A;
  if (eq(A, B))
    return bitsOf(A) > bitsOf(B) ? B : A; // the one without the sign bit
  return gt(A, B) ? A : B;
}
template <class T> AXL_HOST_DEVICE inline T min(T A, T B) {
  if (isNan(A) && isNan(B))
    return canonicalNan<T>();
  if (isNan(A))
    return B;
  if (isNan(B))
    return A;
  if (eq(A, B))
    return bitsOf(A) > bitsOf(B) ? A : B; // the one with the sign bit
  return lt(A, B) ? A : B;
}

/// The _sat forms clamp to [+0, 1]; NaN becomes +0.
template <class T> AXL_HOST_DEVICE inline T saturate(T A) {
  return min(max(A, fromBits<T>(0)), fromBits<T>(F16<T>::One));
}

/// Evaluates a function in double and rounds its result to T once. The
/// GPU's 16-bit transcendentals (hexp, hsin, ...) are approximations whose
/// exact results no CPU can reproduce; this gives the accurate value.
template <class T, class Fn> AXL_HOST_DEVICE inline T viaDouble(T A, Fn F) {
  return fromF<T>(F(static_cast<double>(toF(A))));
}

/// Rounds to an integral value in the given mode (exact; NaN -> canonical).
template <class T> AXL_HOST_DEVICE inline T integral(T A, Round Mode) {
  const float F = toF(A);
  if (!std::isfinite(F))
    return fromF<T>(F);
  return fromF<T>(std::copysign(roundIntegral(F, Mode), F));
}

} // namespace axl::cpu::num_detail
