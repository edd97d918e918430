// CPU backend: what inline PTX becomes. axl-loops lowers each `asm`
// statement of a dialect source into C++ before the compiler sees it
// (lib/loops/InlinePtx.h); the code it writes calls the functions below.
//
// A PTX register is a Reg: 64 bits, of which an instruction reads and
// writes the width of its type (.b32 the low 32 bits, .f16x2 two 16-bit
// halves, the first operand of a pair in the high half as PTX orders them).
// An asm operand's C++ value is copied into a Reg bit for bit (in), and an
// output copied back into its C++ lvalue (out), so "r", "h", "l", "f" and
// "d" operands of any type keep their bits as on the GPU.
//
// Memory operands are generic addresses: every state space (.global,
// .shared, .local, .const) is host memory here. Orders (.relaxed, .acquire,
// .release, .volatile) map onto C++ atomics; scopes (.cta, .gpu, .sys) are
// all the process. Conversions round as PTX says (FP8 and BF16 through the
// backend's exact codecs). The .approx functions compute the exact result
// (within float rounding), which is within PTX's stated error bounds.
//
// What axl-loops cannot lower (an instruction outside its list, branches,
// a template built by macros) becomes a call of unsupported(), which stops
// the kernel at run time naming the PTX and its source line, as __trap()
// stops it (axlErrorLaunchFailure): code that contains such asm compiles,
// and fails only if it runs.
#pragma once
#include <axl/cpu/detail/exec.h>
#include <axl/cpu/fp8.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace axl::cpu::ptx {

using Reg = std::uint64_t;

/// An asm operand's bits.
template <class T> inline Reg in(const T &V) {
  static_assert(sizeof(T) <= sizeof(Reg), "an asm operand is at most 64 bits");
  if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
    return static_cast<Reg>(static_cast<std::int64_t>(V)); // as the GPU sign-extends
  Reg R = 0;
  std::memcpy(&R, &V, sizeof(T));
  return R;
}
/// Writes a Reg's low bits back into an asm output.
template <class T> inline void out(T &V, Reg R) {
  static_assert(sizeof(T) <= sizeof(Reg), "an asm operand is at most 64 bits");
  std::memcpy(&V, &R, sizeof(T));
}

[[noreturn]] inline void unsupported(const char *Ptx, const char *File, unsigned Line,
                                     const char *Why) {
  char Message[1024];
  std::snprintf(Message, sizeof Message,
                "%s:%u: inline PTX not supported by the CPU backend (%s): %s", File, Line,
                Why, Ptx);
  ::axl::cpu::detail::trapKernel(Message, axlCpuThreadIdx);
}

// ---- types --------------------------------------------------------------

enum class Ty {
  b8, b16, b32, b64, u8, u16, u32, u64, s8, s16, s32, s64,
  f16, f16x2, bf16, bf16x2, f32, f64, pred, e4m3x2, e5m2x2, e4m3, e5m2
};

constexpr int bits(Ty T) {
  switch (T) {
  case Ty::b8: case Ty::u8: case Ty::s8: case Ty::e4m3: case Ty::e5m2: return 8;
  case Ty::b16: case Ty::u16: case Ty::s16: case Ty::f16: case Ty::bf16:
  case Ty::e4m3x2: case Ty::e5m2x2: return 16;
  case Ty::b32: case Ty::u32: case Ty::s32: case Ty::f32: case Ty::f16x2:
  case Ty::bf16x2: return 32;
  case Ty::pred: return 1;
  default: return 64;
  }
}
constexpr bool isSigned(Ty T) { return T == Ty::s8 || T == Ty::s16 || T == Ty::s32 || T == Ty::s64; }
constexpr bool isFloat(Ty T) {
  return T == Ty::f16 || T == Ty::bf16 || T == Ty::f32 || T == Ty::f64;
}
constexpr bool isPair(Ty T) { return T == Ty::f16x2 || T == Ty::bf16x2; }
constexpr Ty half(Ty T) { return T == Ty::f16x2 ? Ty::f16 : Ty::bf16; }
constexpr Reg mask(int Bits) { return Bits >= 64 ? ~Reg(0) : ((Reg(1) << Bits) - 1); }

inline float f32(Reg R) { float F; std::uint32_t U = std::uint32_t(R); std::memcpy(&F, &U, 4); return F; }
inline Reg ofF32(float F) { std::uint32_t U; std::memcpy(&U, &F, 4); return U; }
inline double f64(Reg R) { double D; std::memcpy(&D, &R, 8); return D; }
inline Reg ofF64(double D) { Reg R; std::memcpy(&R, &D, 8); return R; }
inline float f16(Reg R) {
  return ::axl::cpu::num::__half2float(::axl::cpu::num::__ushort_as_half(std::uint16_t(R)));
}
inline Reg ofF16(float F) {
  return ::axl::cpu::num::__half_as_ushort(::axl::cpu::num::__float2half_rn(F));
}
inline float bf16(Reg R) {
  return ::axl::cpu::num::__bfloat162float(::axl::cpu::num::__ushort_as_bfloat16(std::uint16_t(R)));
}
inline Reg ofBf16(float F) {
  return ::axl::cpu::num::__bfloat16_as_ushort(::axl::cpu::num::__float2bfloat16_rn(F));
}

/// A scalar register's value: double for floats (exact for every format),
/// the integer sign- or zero-extended otherwise.
template <Ty T> inline auto get(Reg R) {
  if constexpr (T == Ty::f32) return f32(R);
  else if constexpr (T == Ty::f64) return f64(R);
  else if constexpr (T == Ty::f16) return f16(R);
  else if constexpr (T == Ty::bf16) return bf16(R);
  else if constexpr (isSigned(T)) {
    constexpr int B = bits(T);
    return static_cast<std::int64_t>(R << (64 - B)) >> (64 - B);
  } else return R & mask(bits(T));
}
template <Ty T, class V> inline Reg put(V X) {
  if constexpr (T == Ty::f32) return ofF32(static_cast<float>(X));
  else if constexpr (T == Ty::f64) return ofF64(static_cast<double>(X));
  else if constexpr (T == Ty::f16) return ofF16(static_cast<float>(X));
  else if constexpr (T == Ty::bf16) return ofBf16(static_cast<float>(X));
  else return static_cast<Reg>(X) & mask(bits(T));
}

/// Op applied to each lane of a pair type, or to the scalar.
template <Ty T, class F> inline Reg map1(Reg A, F Op) {
  if constexpr (isPair(T)) {
    constexpr Ty H = half(T);
    return map1<H>(A & 0xffff, Op) | map1<H>((A >> 16) & 0xffff, Op) << 16;
  } else return put<T>(Op(get<T>(A)));
}
template <Ty T, class F> inline Reg map2(Reg A, Reg B, F Op) {
  if constexpr (isPair(T)) {
    constexpr Ty H = half(T);
    return map2<H>(A & 0xffff, B & 0xffff, Op) |
           map2<H>((A >> 16) & 0xffff, (B >> 16) & 0xffff, Op) << 16;
  } else return put<T>(Op(get<T>(A), get<T>(B)));
}
template <Ty T, class F> inline Reg map3(Reg A, Reg B, Reg C, F Op) {
  if constexpr (isPair(T)) {
    constexpr Ty H = half(T);
    return map3<H>(A & 0xffff, B & 0xffff, C & 0xffff, Op) |
           map3<H>((A >> 16) & 0xffff, (B >> 16) & 0xffff, (C >> 16) & 0xffff, Op) << 16;
  } else return put<T>(Op(get<T>(A), get<T>(B), get<T>(C)));
}

// ---- arithmetic ---------------------------------------------------------

template <Ty T> inline Reg add(Reg A, Reg B) { return map2<T>(A, B, [](auto X, auto Y) { return X + Y; }); }
template <Ty T> inline Reg sub(Reg A, Reg B) { return map2<T>(A, B, [](auto X, auto Y) { return X - Y; }); }
template <Ty T> inline Reg mul(Reg A, Reg B) { return map2<T>(A, B, [](auto X, auto Y) { return X * Y; }); }
/// mul.hi: the high half of the double-width product.
template <Ty T> inline Reg mulHi(Reg A, Reg B) {
  constexpr int W = bits(T);
  if constexpr (W == 64) {
    if constexpr (isSigned(T))
      return Reg((__int128)get<T>(A) * (__int128)get<T>(B) >> 64);
    else
      return Reg((unsigned __int128)get<T>(A) * (unsigned __int128)get<T>(B) >> 64);
  } else {
    return put<T>((get<T>(A) * get<T>(B)) >> W);
  }
}
/// mul.wide: the double-width product of two values of T.
template <Ty T> inline Reg mulWide(Reg A, Reg B) {
  if constexpr (isSigned(T)) return Reg(get<T>(A) * get<T>(B));
  else return Reg(get<T>(A) * get<T>(B));
}
template <Ty T> inline Reg div(Reg A, Reg B) {
  if constexpr (!isFloat(T) && !isPair(T)) {
    if (get<T>(B) == 0) return put<T>(isSigned(T) ? -1 : ~0ull); // as the GPU: no trap
  }
  return map2<T>(A, B, [](auto X, auto Y) { return X / Y; });
}
template <Ty T> inline Reg rem(Reg A, Reg B) {
  if (get<T>(B) == 0) return A;
  return put<T>(get<T>(A) % get<T>(B));
}
template <Ty T> inline Reg fma(Reg A, Reg B, Reg C) {
  if constexpr (T == Ty::f32) return ofF32(std::fmaf(f32(A), f32(B), f32(C)));
  else if constexpr (T == Ty::f64) return ofF64(std::fma(f64(A), f64(B), f64(C)));
  // Halves: the float fma is exact before its one rounding to 16 bits.
  else return map3<T>(A, B, C, [](float X, float Y, float Z) { return std::fmaf(X, Y, Z); });
}
/// fma.rn.f32.f16 / .f32.bf16: 16-bit a and b, f32 c and result.
template <Ty AB> inline Reg fmaMixed(Reg A, Reg B, Reg C) {
  return ofF32(std::fmaf(static_cast<float>(get<AB>(A)), static_cast<float>(get<AB>(B)), f32(C)));
}
/// mad.lo / mad.hi / mad.wide on integers.
template <Ty T> inline Reg madLo(Reg A, Reg B, Reg C) { return put<T>(get<T>(A) * get<T>(B) + get<T>(C)); }
template <Ty T> inline Reg madHi(Reg A, Reg B, Reg C) { return put<T>(get<T>(mulHi<T>(A, B)) + get<T>(C)); }
template <Ty T> inline Reg madWide(Reg A, Reg B, Reg C) { return mulWide<T>(A, B) + C; }

template <class V> inline bool nan(V X) {
  if constexpr (std::is_floating_point_v<V>) return std::isnan(X);
  else return false;
}
/// min/max: a NaN operand is ignored (the other is returned) unless both are
/// NaN, or, with .NaN, any NaN operand gives the canonical NaN.
template <Ty T, bool NaNs = false> inline Reg min(Reg A, Reg B) {
  return map2<T>(A, B, [](auto X, auto Y) {
    if (nan(X) || nan(Y)) return NaNs || (nan(X) && nan(Y)) ? X + Y : (nan(X) ? Y : X);
    if constexpr (std::is_floating_point_v<decltype(X)>)
      if (X == Y) return std::signbit(X) ? X : Y; // -0 < +0
    return Y < X ? Y : X;
  });
}
template <Ty T, bool NaNs = false> inline Reg max(Reg A, Reg B) {
  return map2<T>(A, B, [](auto X, auto Y) {
    if (nan(X) || nan(Y)) return NaNs || (nan(X) && nan(Y)) ? X + Y : (nan(X) ? Y : X);
    if constexpr (std::is_floating_point_v<decltype(X)>)
      if (X == Y) return std::signbit(X) ? Y : X;
    return Y > X ? Y : X;
  });
}
/// max.xorsign.abs: the larger magnitude, with the sign the XOR of both signs.
template <Ty T> inline Reg maxXorsignAbs(Reg A, Reg B) {
  return map2<T>(A, B, [](auto X, auto Y) {
    const bool Negative = std::signbit(X) != std::signbit(Y);
    auto M = std::fabs(X) > std::fabs(Y) || nan(Y) ? std::fabs(X) : std::fabs(Y);
    if (nan(X) && nan(Y)) return X;
    return Negative ? -M : M;
  });
}
template <Ty T> inline Reg minXorsignAbs(Reg A, Reg B) {
  return map2<T>(A, B, [](auto X, auto Y) {
    const bool Negative = std::signbit(X) != std::signbit(Y);
    auto M = std::fabs(X) < std::fabs(Y) || nan(Y) ? std::fabs(X) : std::fabs(Y);
    if (nan(X) && nan(Y)) return X;
    return Negative ? -M : M;
  });
}
template <Ty T> inline Reg neg(Reg A) { return map1<T>(A, [](auto X) { return -X; }); }
template <Ty T> inline Reg abs(Reg A) {
  return map1<T>(A, [](auto X) { return X < 0 ? -X : X; });
}
template <Ty T> inline Reg absF(Reg A) { return map1<T>(A, [](auto X) { return std::fabs(X); }); }
/// .sat on floats: clamp to [0, 1], NaN to 0.
template <Ty T> inline Reg sat(Reg A) {
  return map1<T>(A, [](auto X) { return nan(X) ? 0 : X < 0 ? decltype(X)(0) : X > 1 ? decltype(X)(1) : X; });
}
/// The math of .approx and .rn special functions, in float or double.
template <Ty T, class F> inline Reg math(Reg A, F Op) {
  return map1<T>(A, [&](auto X) { return Op(X); });
}

// ---- bits ---------------------------------------------------------------

template <Ty T> inline Reg andB(Reg A, Reg B) { return (A & B) & mask(bits(T)); }
template <Ty T> inline Reg orB(Reg A, Reg B) { return (A | B) & mask(bits(T)); }
template <Ty T> inline Reg xorB(Reg A, Reg B) { return (A ^ B) & mask(bits(T)); }
template <Ty T> inline Reg notB(Reg A) { return ~A & mask(bits(T)); }
template <Ty T> inline Reg shl(Reg A, Reg B) {
  const unsigned N = unsigned(B & 0xffffffff);
  return N >= unsigned(bits(T)) ? 0 : (A << N) & mask(bits(T));
}
template <Ty T> inline Reg shr(Reg A, Reg B) {
  const unsigned N = unsigned(B & 0xffffffff);
  constexpr unsigned W = bits(T);
  if constexpr (isSigned(T))
    return put<T>(get<T>(A) >> (N >= W ? W - 1 : N));
  else
    return N >= W ? 0 : (A & mask(W)) >> N;
}
template <Ty T> inline Reg popc(Reg A) { return Reg(__builtin_popcountll(A & mask(bits(T)))); }
template <Ty T> inline Reg clz(Reg A) {
  constexpr int W = bits(T);
  const Reg V = A & mask(W);
  return V == 0 ? W : Reg(__builtin_clzll(V) - (64 - W));
}
template <Ty T> inline Reg brev(Reg A) {
  constexpr int W = bits(T);
  Reg R = 0;
  for (int I = 0; I < W; ++I)
    R |= ((A >> I) & 1) << (W - 1 - I);
  return R;
}
/// bfe: Len bits of A from Pos, sign-extended for signed types.
template <Ty T> inline Reg bfe(Reg A, Reg B, Reg C) {
  constexpr unsigned W = bits(T);
  const unsigned Pos = unsigned(B & 0xff), Len = unsigned(C & 0xff);
  if (Len == 0) return 0;
  const Reg V = A & mask(W);
  Reg Field = Pos >= W ? 0 : (V >> Pos) & mask(Len >= 64 ? 64 : int(Len));
  if constexpr (isSigned(T)) {
    const unsigned Top = Pos + Len - 1 >= W ? W - 1 : Pos + Len - 1;
    const bool Sign = (V >> Top) & 1;
    if (Sign && Len < W) Field |= ~mask(int(Len));
    else if (Pos >= W) Field = Sign ? ~Reg(0) : 0;
  }
  return Field & mask(W);
}
/// bfi: A's low Len bits inserted into B at Pos.
template <Ty T> inline Reg bfi(Reg A, Reg B, Reg C, Reg D) {
  constexpr unsigned W = bits(T);
  const unsigned Pos = unsigned(C & 0xff), Len = unsigned(D & 0xff);
  if (Len == 0 || Pos >= W) return B & mask(W);
  const Reg M = (Len >= 64 ? ~Reg(0) : mask(int(Len))) << Pos;
  return ((B & ~M) | ((A << Pos) & M)) & mask(W);
}
/// lop3.b32: bit i of the result is Lut's bit (a_i << 2 | b_i << 1 | c_i)... as
/// PTX defines it, by evaluating Lut on the three inputs' bits.
inline Reg lop3(Reg A, Reg B, Reg C, Reg Lut) {
  Reg R = 0;
  for (int I = 0; I < 8; ++I)
    if ((Lut >> I) & 1) {
      const Reg TA = (I & 4) ? A : ~A, TB = (I & 2) ? B : ~B, TC = (I & 1) ? C : ~C;
      R |= TA & TB & TC;
    }
  return R & 0xffffffff;
}
enum class Prmt { plain, f4e, b4e, rc8, ecl, ecr, rc16 };
/// prmt.b32: bytes of {b, a} selected by c.
template <Prmt M> inline Reg prmt(Reg A, Reg B, Reg C) {
  const std::uint64_t Bytes = (A & 0xffffffff) | (B & 0xffffffff) << 32;
  auto Byte = [&](unsigned I) { return unsigned(Bytes >> (8 * (I & 7))) & 0xff; };
  unsigned Sel[4];
  const unsigned C2 = unsigned(C) & 3;
  switch (M) {
  case Prmt::plain: {
    Reg R = 0;
    for (int I = 0; I < 4; ++I) {
      const unsigned S = unsigned(C >> (4 * I)) & 0xf;
      unsigned V = Byte(S & 7);
      if (S & 8) V = (V & 0x80) ? 0xff : 0;
      R |= Reg(V) << (8 * I);
    }
    return R;
  }
  case Prmt::f4e: for (unsigned I = 0; I < 4; ++I) Sel[I] = (C2 + I) & 7; break;
  case Prmt::b4e: for (unsigned I = 0; I < 4; ++I) Sel[I] = (C2 - I + 8) & 7; break;
  case Prmt::rc8: for (unsigned I = 0; I < 4; ++I) Sel[I] = C2; break;
  case Prmt::ecl: for (unsigned I = 0; I < 4; ++I) Sel[I] = I > C2 ? I : C2; break;
  case Prmt::ecr: for (unsigned I = 0; I < 4; ++I) Sel[I] = I < C2 ? I : C2; break;
  case Prmt::rc16: {
    const unsigned S = (C & 1) ? 2 : 0;
    Sel[0] = S; Sel[1] = S + 1; Sel[2] = S; Sel[3] = S + 1;
    break;
  }
  }
  Reg R = 0;
  for (int I = 0; I < 4; ++I) R |= Reg(Byte(Sel[I])) << (8 * I);
  return R;
}
/// mov of a vector: {lo, ..., hi} packed, first element lowest.
inline Reg pack(int Width, std::initializer_list<Reg> Parts) {
  Reg R = 0;
  int Shift = 0;
  for (Reg P : Parts) {
    R |= (P & mask(Width)) << Shift;
    Shift += Width;
  }
  return R;
}
inline Reg field(Reg R, int Width, int Index) { return (R >> (Width * Index)) & mask(Width); }

// ---- comparisons and selection ------------------------------------------

enum class Cmp { eq, ne, lt, le, gt, ge, lo, ls, hi, hs, equ, neu, ltu, leu, gtu, geu, num, nan };
template <Ty T, Cmp C> inline Reg setp(Reg A, Reg B) {
  const auto X = get<T>(A), Y = get<T>(B);
  const bool Unordered = nan(X) || nan(Y);
  switch (C) {
  case Cmp::eq: return !Unordered && X == Y;
  case Cmp::ne: return !Unordered && X != Y;
  case Cmp::lt: case Cmp::lo: return !Unordered && X < Y;
  case Cmp::le: case Cmp::ls: return !Unordered && X <= Y;
  case Cmp::gt: case Cmp::hi: return !Unordered && X > Y;
  case Cmp::ge: case Cmp::hs: return !Unordered && X >= Y;
  case Cmp::equ: return Unordered || X == Y;
  case Cmp::neu: return Unordered || X != Y;
  case Cmp::ltu: return Unordered || X < Y;
  case Cmp::leu: return Unordered || X <= Y;
  case Cmp::gtu: return Unordered || X > Y;
  case Cmp::geu: return Unordered || X >= Y;
  case Cmp::num: return !Unordered;
  case Cmp::nan: return Unordered;
  }
  return 0;
}

// ---- conversions --------------------------------------------------------

enum class Rnd { none, rn, rz, rm, rp, rni, rzi, rmi, rpi, rna };

template <Rnd R> inline double roundInt(double X) {
  switch (R) {
  case Rnd::rzi: case Rnd::rz: return std::trunc(X);
  case Rnd::rmi: case Rnd::rm: return std::floor(X);
  case Rnd::rpi: case Rnd::rp: return std::ceil(X);
  case Rnd::rna: return std::round(X);
  default: return std::nearbyint(X); // to nearest even in the default mode
  }
}
/// A float to an integer type: rounded as R says, saturated to the type's
/// range, NaN to 0 (as cvt does).
template <Ty D, Rnd R> inline Reg floatToInt(double X) {
  if (std::isnan(X)) return 0;
  const double V = roundInt<R>(X);
  constexpr int W = bits(D);
  if constexpr (isSigned(D)) {
    const double Lo = -std::ldexp(1.0, W - 1), Hi = std::ldexp(1.0, W - 1);
    if (V < Lo) return put<D>(std::int64_t(W == 64 ? INT64_MIN : -(std::int64_t(1) << (W - 1))));
    if (V >= Hi) return put<D>(W == 64 ? INT64_MAX : (std::int64_t(1) << (W - 1)) - 1);
    return put<D>(static_cast<std::int64_t>(V));
  } else {
    if (V <= 0) return 0;
    if (V >= std::ldexp(1.0, W)) return mask(W);
    return put<D>(static_cast<std::uint64_t>(V));
  }
}
/// Float to a narrower float in a directed rounding (the .rz/.rm/.rp forms):
/// the nearest value on the right side of X.
template <Ty D, Rnd R> inline Reg narrow(double X) {
  if constexpr (R == Rnd::rn || R == Rnd::none || R == Rnd::rna) {
    if constexpr (D == Ty::f64) return ofF64(X);
    else if constexpr (D == Ty::f32) return ofF32(static_cast<float>(X));
    else if constexpr (D == Ty::f16) return ofF16(static_cast<float>(X)); // float holds halves' rounding
    else return ofBf16(static_cast<float>(X));
  } else {
    Reg Near = narrow<D, Rnd::rn>(X);
    const double V = static_cast<double>(get<D>(Near));
    if (std::isnan(X) || V == X) return Near;
    const bool Up = R == Rnd::rp || (R == Rnd::rz && X < 0);
    const bool Down = R == Rnd::rm || (R == Rnd::rz && X > 0);
    // Step one unit toward the right side: the bit pattern of a float is
    // monotonic in its magnitude.
    const bool Away = std::fabs(V) < std::fabs(X);
    if ((Up && V < X) || (Down && V > X)) {
      if (std::isinf(V)) { // rounded past the largest finite value
        return D == Ty::f64 ? Near : Near - 1;
      }
      return Near + (Away ? 1 : -1); // from ±0 too: to the smallest subnormal
    }
    return Near;
  }
}

template <Ty D, Ty S, Rnd R = Rnd::none, bool Sat = false> inline Reg cvt(Reg A) {
  if constexpr (D == Ty::f16x2 && (S == Ty::e4m3x2 || S == Ty::e5m2x2)) {
    const auto Halves = ::axl::cpu::num::__axl_cvt_fp8x2_to_halfraw2(
        static_cast<std::uint16_t>(A),
        S == Ty::e4m3x2 ? ::axl::cpu::num::__AXL_E4M3 : ::axl::cpu::num::__AXL_E5M2);
    return Reg(Halves.x) | Reg(Halves.y) << 16;
  } else if constexpr ((D == Ty::e4m3x2 || D == Ty::e5m2x2) && S == Ty::f16x2) {
    const auto I = D == Ty::e4m3x2 ? ::axl::cpu::num::__AXL_E4M3 : ::axl::cpu::num::__AXL_E5M2;
    const auto SatMode = Sat ? ::axl::cpu::num::__AXL_SATFINITE : ::axl::cpu::num::__AXL_NOSAT;
    return Reg(::axl::cpu::num::__axl_cvt_float_to_fp8(f16(A), SatMode, I)) |
           Reg(::axl::cpu::num::__axl_cvt_float_to_fp8(f16(A >> 16), SatMode, I)) << 8;
  } else if constexpr (isFloat(D) && isFloat(S)) {
    auto X = static_cast<double>(get<S>(A));
    if constexpr (R == Rnd::rni || R == Rnd::rzi || R == Rnd::rmi || R == Rnd::rpi)
      X = roundInt<R>(X);
    Reg V = narrow<D, (R == Rnd::rni || R == Rnd::rzi || R == Rnd::rmi || R == Rnd::rpi) ? Rnd::rn : R>(X);
    if constexpr (Sat) V = sat<D>(V);
    return V;
  } else if constexpr (isFloat(D)) { // from an integer
    Reg V = narrow<D, R == Rnd::none ? Rnd::rn : R>(static_cast<double>(get<S>(A)));
    if constexpr (D != Ty::f64 && bits(S) == 64) // a 64-bit integer rounds once
      V = narrow<D, R == Rnd::none ? Rnd::rn : R>(static_cast<double>(static_cast<long double>(get<S>(A))));
    return V;
  } else if constexpr (isFloat(S)) { // to an integer
    return floatToInt<D, R == Rnd::none ? Rnd::rzi : R>(static_cast<double>(get<S>(A)));
  } else { // integer to integer: truncated or extended; .sat clamps
    if constexpr (Sat) {
      const auto V = get<S>(A);
      constexpr int W = bits(D);
      if constexpr (isSigned(D)) {
        const std::int64_t Lo = W == 64 ? INT64_MIN : -(std::int64_t(1) << (W - 1));
        const std::int64_t Hi = W == 64 ? INT64_MAX : (std::int64_t(1) << (W - 1)) - 1;
        if constexpr (isSigned(S)) return put<D>(V < Lo ? Lo : V > Hi ? Hi : V);
        else return put<D>(V > std::uint64_t(Hi) ? Hi : std::int64_t(V));
      } else {
        if constexpr (isSigned(S)) {
          if (V < 0) return 0;
        }
        return std::uint64_t(V) > mask(W) ? mask(W) : put<D>(V);
      }
    }
    return put<D>(get<S>(A));
  }
}
/// The two-source packing conversions: d = {a, b} with a in the high half.
template <Ty D, Ty S, bool Sat = false, bool Relu = false> inline Reg cvtPair(Reg A, Reg B) {
  auto Relu1 = [](float X) { return Relu && !std::isnan(X) && X < 0 ? 0.0f : X; };
  if constexpr (D == Ty::e4m3x2 || D == Ty::e5m2x2) {
    static_assert(S == Ty::f32, "cvt to an FP8 pair takes .f32 sources");
    const auto I = D == Ty::e4m3x2 ? ::axl::cpu::num::__AXL_E4M3 : ::axl::cpu::num::__AXL_E5M2;
    const auto SatMode = Sat ? ::axl::cpu::num::__AXL_SATFINITE : ::axl::cpu::num::__AXL_NOSAT;
    const Reg Lo = ::axl::cpu::num::__axl_cvt_float_to_fp8(Relu1(f32(B)), SatMode, I);
    const Reg Hi = ::axl::cpu::num::__axl_cvt_float_to_fp8(Relu1(f32(A)), SatMode, I);
    return Lo | Hi << 8;
  } else {
    static_assert(D == Ty::f16x2 || D == Ty::bf16x2, "cvt pairs are f16x2, bf16x2 or FP8x2");
    constexpr Ty H = half(D);
    auto One = [&](Reg X) {
      float F = Relu1(f32(X));
      Reg V = put<H>(F);
      if (Sat && !std::isnan(F) && std::isinf(static_cast<float>(get<H>(V))))
        V = put<H>(std::copysign(H == Ty::f16 ? 65504.0f : 3.3895313892515355e38f, F));
      return V;
    };
    return One(B) | One(A) << 16;
  }
}

// ---- memory -------------------------------------------------------------

enum class Order { plain, volatile_, relaxed, acquire, release, acq_rel, seq_cst };

inline void *address(Reg A, long long Offset = 0) {
  return reinterpret_cast<void *>(static_cast<std::uintptr_t>(A + Offset));
}
template <int Bits> struct Word;
template <> struct Word<8> { using T = std::uint8_t; };
template <> struct Word<16> { using T = std::uint16_t; };
template <> struct Word<32> { using T = std::uint32_t; };
template <> struct Word<64> { using T = std::uint64_t; };

constexpr int memoryOrder(Order O) {
  switch (O) {
  case Order::acquire: return __ATOMIC_ACQUIRE;
  case Order::release: return __ATOMIC_RELEASE;
  case Order::acq_rel: return __ATOMIC_ACQ_REL;
  case Order::seq_cst: return __ATOMIC_SEQ_CST;
  default: return __ATOMIC_RELAXED;
  }
}
/// A load with an order (.volatile, .relaxed, .acquire) may poll a flag
/// that another thread sets: a GPU runs that thread meanwhile, a CPU may
/// not (a cooperative grid has more blocks, each on an OS thread of its own,
/// than the machine has cores). A thread that reads the same value from the
/// same address again and again is polling; after a few reads it lets the
/// others run (detail::pollWait).
inline Reg polled(const void *P, Reg V) {
  thread_local const void *LastAddress = nullptr;
  thread_local Reg LastValue = 0;
  thread_local unsigned Repeats = 0;
  if (P != LastAddress || V != LastValue) {
    LastAddress = P, LastValue = V, Repeats = 0;
  } else if (++Repeats >= detail::PollReads) {
    detail::pollWait(Repeats);
  }
  return V;
}

template <int Bits, Order O> inline Reg ld(void *P) {
  using W = typename Word<Bits>::T;
  if constexpr (O == Order::plain) {
    W V;
    std::memcpy(&V, P, sizeof V);
    return V;
  } else if constexpr (O == Order::volatile_) {
    return polled(P, *static_cast<volatile W *>(P));
  } else {
    constexpr int M = O == Order::release ? __ATOMIC_RELAXED : memoryOrder(O);
    return polled(P, __atomic_load_n(static_cast<W *>(P), M));
  }
}
template <int Bits, Order O> inline void st(void *P, Reg V) {
  using W = typename Word<Bits>::T;
  if constexpr (O == Order::plain) {
    const W X = static_cast<W>(V);
    std::memcpy(P, &X, sizeof X);
  } else if constexpr (O == Order::volatile_) {
    *static_cast<volatile W *>(P) = static_cast<W>(V);
  } else {
    constexpr int M = O == Order::acquire ? __ATOMIC_RELAXED : memoryOrder(O);
    __atomic_store_n(static_cast<W *>(P), static_cast<W>(V), M);
  }
}

enum class Atom { add, min, max, and_, or_, xor_, exch, cas, inc, dec };
/// atom/red: the old value; a read-modify-write with order O (relaxed
/// when none is written, as PTX's default for atom is .relaxed).
template <Ty T, Atom Op, Order O> inline Reg atom(void *P, Reg B, Reg C = 0) {
  constexpr int Bits = bits(T) == 1 ? 32 : bits(T);
  using W = typename Word<Bits>::T;
  constexpr int M = O == Order::plain || O == Order::volatile_ ? __ATOMIC_RELAXED : memoryOrder(O);
  constexpr int Fail = M == __ATOMIC_RELEASE ? __ATOMIC_RELAXED
                       : M == __ATOMIC_ACQ_REL ? __ATOMIC_ACQUIRE : M;
  W *Ptr = static_cast<W *>(P);
  if constexpr (Op == Atom::cas) {
    W Expected = static_cast<W>(B);
    __atomic_compare_exchange_n(Ptr, &Expected, static_cast<W>(C), false, M, Fail);
    return Expected;
  } else if constexpr (Op == Atom::exch) {
    return __atomic_exchange_n(Ptr, static_cast<W>(B), M);
  } else if constexpr (!isFloat(T) && !isPair(T) && Op == Atom::add) {
    return __atomic_fetch_add(Ptr, static_cast<W>(B), M);
  } else if constexpr (Op == Atom::and_) {
    return __atomic_fetch_and(Ptr, static_cast<W>(B), M);
  } else if constexpr (Op == Atom::or_) {
    return __atomic_fetch_or(Ptr, static_cast<W>(B), M);
  } else if constexpr (Op == Atom::xor_) {
    return __atomic_fetch_xor(Ptr, static_cast<W>(B), M);
  } else {
    W Old = __atomic_load_n(Ptr, __ATOMIC_RELAXED);
    for (;;) {
      Reg New;
      if constexpr (Op == Atom::add) New = add<T>(Old, B);
      else if constexpr (Op == Atom::min) New = min<T>(Old, B);
      else if constexpr (Op == Atom::max) New = max<T>(Old, B);
      else if constexpr (Op == Atom::inc) New = (Old >= static_cast<W>(B)) ? 0 : Old + 1;
      else New = (Old == 0 || Old > static_cast<W>(B)) ? static_cast<W>(B) : Old - 1;
      if (__atomic_compare_exchange_n(Ptr, &Old, static_cast<W>(New), true, M, Fail))
        return Old;
    }
  }
}

inline void fence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

// ---- special registers --------------------------------------------------

inline Reg globaltimer() {
  return static_cast<Reg>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                              std::chrono::system_clock::now().time_since_epoch())
                              .count());
}
inline Reg clock64() {
  return static_cast<Reg>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                              std::chrono::steady_clock::now().time_since_epoch())
                              .count());
}
/// The lanes below, at, above the lane: %lanemask_lt and the others.
inline Reg lanemask(Reg Lane, int Kind) {
  const std::uint32_t Bit = 1u << (Lane & 31);
  switch (Kind) {
  case 0: return Bit - 1;                  // lt
  case 1: return (Bit - 1) | Bit;          // le
  case 2: return Bit;                      // eq
  case 3: return ~((Bit - 1) | Bit) & 0xffffffffu; // gt
  default: return ~(Bit - 1) & 0xffffffffu;        // ge
  }
}
/// shfl.sync's predicate: whether the source lane is inside the segment.
inline Reg shflInRange(int Mode, Reg Lane, Reg B, Reg C) {
  const unsigned L = unsigned(Lane) & 31, Clamp = unsigned(C) & 31;
  const unsigned SegMask = (unsigned(C) >> 8) & 31;
  const unsigned MinLane = L & SegMask, MaxLane = MinLane | (Clamp & ~SegMask);
  const unsigned Bv = unsigned(B) & 31;
  int J;
  switch (Mode) {
  case 0: J = int(L) - int(Bv); return J >= int(MaxLane); // up
  case 1: J = int(L + Bv); return J <= int(MaxLane);       // down
  case 2: J = int(L ^ Bv); return J <= int(MaxLane);       // bfly
  default: J = int(MinLane | (Bv & ~SegMask)); return J <= int(MaxLane); // idx
  }
}
/// The width argument of __shfl_*_sync for shfl.sync's c operand.
inline int shflWidth(Reg C) { return 32 - int((unsigned(C) >> 8) & 31); }

} // namespace axl::cpu::ptx
