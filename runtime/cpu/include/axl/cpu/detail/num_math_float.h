// CPU backend numerics: CUDA's float and double intrinsics: arithmetic in a
// named rounding mode (__fadd_rd, __fmul_rn, __dsqrt_ru, ...), conversions
// in every rounding mode, reinterpretations, and the fast approximate
// intrinsics (__expf, __sinf, ...). Not a dialect header: include
// <axl/runtime.h> (or <axl/cpu/math.h>).
#pragma once
#include <axl/cpu/detail/num_core.h>
#include <cfenv>

namespace axl::cpu::num_detail {

/// Hides V from the optimiser: an operation whose result passes through
/// opaque() is done as written (not contracted into an fma, not
/// constant-folded). With OrderMemory, the barrier also orders it against
/// every call around it (fesetround).
template <bool OrderMemory = false, class T> inline T opaque(T V) {
  if (OrderMemory)
    asm volatile("" : "+m"(V) : : "memory");
  else
    asm volatile("" : "+m"(V));
  return V;
}

inline int feMode(Round Mode) {
  switch (Mode) {
  case Round::Zero:
    return FE_TOWARDZERO;
  case Round::Down:
    return FE_DOWNWARD;
  case Round::Up:
    return FE_UPWARD;
  case Round::Nearest:
    break;
  }
  return FE_TONEAREST;
}

/// The GPU returns the canonical NaN (all fraction bits set, positive) from
/// arithmetic; the CPU's default NaN differs.
inline float canonical(float X) {
  return std::isnan(X) ? bitCast<float>(0x7fffffffu) : X;
}
inline double canonical(double X) {
  return std::isnan(X) ? bitCast<double>(0x7fffffffffffffffull) : X;
}

/// Evaluates F(A...) with the FPU in rounding mode Mode: the hardware
/// rounds +, -, *, /, sqrt and fma correctly in every IEEE mode. Operands
/// pass through opaque<true>() after the mode switch and the result before
/// the switch back, so the operation cannot leave the window.
template <class Op, class... Args>
inline auto inMode(Round Mode, Op F, Args... A) {
  if (Mode == Round::Nearest)
    return canonical(opaque(F(A...)));
  const int Saved = std::fegetround();
  std::fesetround(feMode(Mode));
  const auto R = opaque<true>(F(opaque<true>(A)...));
  std::fesetround(Saved);
  return canonical(R);
}

/// Rounds a double to float in the given mode (NaN -> canonical NaN).
inline float doubleToFloat(double X, Round Mode) {
  if (std::isnan(X))
    return bitCast<float>(0x7fffffffu);
  const auto U = bitCast<std::uint64_t>(X);
  const bool Neg = U >> 63;
  const int BiasedExp = static_cast<int>((U >> 52) & 0x7ff);
  const std::uint64_t Frac = U & ((std::uint64_t(1) << 52) - 1);
  if (BiasedExp == 0x7ff)
    return Neg ? -INFINITY : INFINITY;
  const std::uint64_t Sig =
      BiasedExp ? Frac | (std::uint64_t(1) << 52) : Frac;
  const int Exp2 = (BiasedExp ? BiasedExp : 1) - 1075;
  return bitCast<float>(static_cast<std::uint32_t>(
      roundExact<FloatFormat>(Neg, Sig, Exp2, Mode)));
}

template <class Int> inline float intToFloat(Int I, Round Mode) {
  return bitCast<float>(
      static_cast<std::uint32_t>(roundInteger<FloatFormat>(I, Mode)));
}
template <class Int> inline double intToDouble(Int I, Round Mode) {
  return bitCast<double>(roundInteger<DoubleFormat>(I, Mode));
}

/// 1/sqrt(X) correctly rounded to nearest float. The double estimate is
/// within 2 double ulps; it is off by one float only when it falls next
/// to a midpoint between floats, which an exact integer test settles.
inline float rsqrtRn(float X) {
  if (std::isnan(X) || X < 0)
    return bitCast<float>(0x7fffffffu);
  if (X == 0)
    return std::copysign(INFINITY, X);
  if (std::isinf(X))
    return 0.0f;
  const float R = static_cast<float>(1.0 / std::sqrt(static_cast<double>(X)));
  // With X = Mx * 2^Ex and a midpoint between floats M = Mm * 2^Em (Mx <
  // 2^24 and Mm < 2^26 integers): 1/sqrt(X) > M <=> Mm^2 * Mx < 2^-(2Em+Ex).
  // (1/sqrt(X) is never a midpoint: no ties.)
  int Ex;
  const auto Mx = static_cast<UInt128>(
      std::ldexp(std::frexp(static_cast<double>(X), &Ex), 24));
  Ex -= 24;
  auto AboveMidpointAfter = [&](float Lo) {
    const double Mid =
        (static_cast<double>(Lo) + std::nextafter(Lo, INFINITY)) / 2;
    int Em;
    const auto Mm =
        static_cast<UInt128>(std::ldexp(std::frexp(Mid, &Em), 26));
    Em -= 26;
    const int Shift = -(2 * Em + Ex);
    if (Shift < 0)
      return false;
    if (Shift >= 100) // Mm^2 * Mx < 2^76
      return true;
    return Mm * Mm * Mx < (static_cast<UInt128>(1) << Shift);
  };
  const float Down = std::nextafter(R, 0.0f);
  if (!AboveMidpointAfter(Down))
    return Down;
  if (AboveMidpointAfter(R))
    return std::nextafter(R, INFINITY);
  return R;
}

} // namespace axl::cpu::num_detail
