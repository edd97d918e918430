// CPU backend numerics: what the C++ classes of cuda_fp8.h (E4M3, E5M2),
// cuda_fp6.h (E2M3, E3M2) and cuda_fp4.h (E2M1) have in common, as class
// templates over the format: the single value, the x2 pair and the x4 quad,
// with CUDA's constructors (round to nearest even, saturating to the largest
// finite value) and explicit conversion operators. The dialect classes
// (__axl_fp8_e4m3, ...) derive from these and inherit their constructors.
// Not a dialect header: include <axl/fp8.h>, <axl/fp6.h> or <axl/fp4.h>.
#pragma once
#include <axl/cpu/detail/num_bf16_conv.h>
#include <axl/cpu/detail/num_fp16_conv.h>
#include <axl/cpu/detail/num_minifloat.h>
#include <axl/cpu/vector_types.h>
#include <limits>
#include <type_traits>

namespace axl::cpu::num_detail {

/// The codes of a class: what its constructors produce.
template <const MiniFormat &F> struct MiniCodec {
  static unsigned fromFloat(float V) { return encodeFloat(F, V, true, false); }
  static unsigned fromDouble(double V) {
    return encodeDouble(F, bitCast<std::uint64_t>(V), true, false);
  }
  static unsigned fromHalf(num::__half V) {
    return fromFloat(halfToFloat(static_cast<num::__half_raw>(V).x));
  }
  static unsigned fromBf16(num::__axl_bfloat16 V) {
    return fromFloat(bf16ToFloat(static_cast<num::__axl_bfloat16_raw>(V).x));
  }
  static num::__half_raw toHalf(unsigned Code) {
    return num::__half_raw{decodeToHalf(F, Code)};
  }
  static float toFloat(unsigned Code) {
    return halfToFloat(decodeToHalf(F, Code));
  }
  /// Two codes in one word: X in the low slot.
  static unsigned pack(unsigned X, unsigned Y) {
    const unsigned Mask = (1u << F.slotBits()) - 1;
    return (X & Mask) | (Y & Mask) << F.slotBits();
  }
  static unsigned low(unsigned Word) {
    return Word & ((1u << F.slotBits()) - 1);
  }
  static unsigned high(unsigned Word) { return Word >> F.slotBits(); }
};

/// Storage of one value, a pair and a quad: bytes for FP8 and FP6, nibbles
/// for FP4.
template <const MiniFormat &F> struct MiniStorage {
  static constexpr bool Nibbles = F.slotBits() == 4;
  using One = unsigned char;
  using Two = std::conditional_t<Nibbles, unsigned char, unsigned short>;
  using Four = std::conditional_t<Nibbles, unsigned short, unsigned int>;
};

} // namespace axl::cpu::num_detail

/// The class templates of the public types (num_f16_types.h says why no
/// function may live here).
namespace axl::cpu::num_base {

using num_detail::MiniCodec;
using num_detail::MiniFormat;
using num_detail::MiniStorage;

template <const MiniFormat &F> struct alignas(1) MiniScalar {
  using Codec = MiniCodec<F>;
  typename MiniStorage<F>::One __x;

  MiniScalar() = default;
  explicit MiniScalar(const num::__half V) : __x(Codec::fromHalf(V)) {}
  explicit MiniScalar(const num::__axl_bfloat16 V) : __x(Codec::fromBf16(V)) {}
  explicit MiniScalar(const float V) : __x(Codec::fromFloat(V)) {}
  explicit MiniScalar(const double V) : __x(Codec::fromDouble(V)) {}
  // Integers convert through float, as in CUDA.
  explicit MiniScalar(const unsigned short V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const unsigned int V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const unsigned long V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const unsigned long long V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const short V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const int V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const long V) : MiniScalar(float(V)) {}
  explicit MiniScalar(const long long V) : MiniScalar(float(V)) {}

  explicit operator num::__half() const { return Codec::toHalf(__x); }
  explicit operator float() const { return Codec::toFloat(__x); }
  explicit operator num::__axl_bfloat16() const {
    return num::__float2bfloat16_rz(float(*this));
  }
  explicit operator double() const { return double(float(*this)); }
  // 8-bit integers: NaN gives 0, other values saturate and truncate.
  explicit operator unsigned char() const { return toByte<unsigned char>(); }
  explicit operator signed char() const { return toByte<signed char>(); }
  explicit operator char() const {
    return std::is_signed_v<char> ? char(toByte<signed char>())
                                  : char(toByte<unsigned char>());
  }
  // Wider integers: through __half, truncating, with __half's saturation.
  explicit operator unsigned short() const {
    return num::__half2ushort_rz(num::__half(*this));
  }
  explicit operator unsigned int() const {
    return num::__half2uint_rz(num::__half(*this));
  }
  explicit operator unsigned long() const {
    if constexpr (sizeof(unsigned long) == sizeof(unsigned long long))
      return num::__half2ull_rz(num::__half(*this));
    else
      return num::__half2uint_rz(num::__half(*this));
  }
  explicit operator unsigned long long() const {
    return num::__half2ull_rz(num::__half(*this));
  }
  explicit operator short() const {
    return num::__half2short_rz(num::__half(*this));
  }
  explicit operator int() const {
    return num::__half2int_rz(num::__half(*this));
  }
  explicit operator long() const {
    if constexpr (sizeof(long) == sizeof(long long))
      return num::__half2ll_rz(num::__half(*this));
    else
      return num::__half2int_rz(num::__half(*this));
  }
  explicit operator long long() const {
    return num::__half2ll_rz(num::__half(*this));
  }
  /// Nonzero, NaN included.
  explicit operator bool() const { return (__x & F.magnitudeMask()) != 0; }

private:
  template <class Int> Int toByte() const {
    if (num_detail::isNaNCode(F, __x))
      return 0;
    const float V = float(*this);
    if (V > float(std::numeric_limits<Int>::max()))
      return std::numeric_limits<Int>::max();
    if (V < float(std::numeric_limits<Int>::min()))
      return std::numeric_limits<Int>::min();
    return static_cast<Int>(V);
  }
};

template <const MiniFormat &F>
struct alignas(F.slotBits() == 8 ? 2 : 1) MiniPair {
  using Codec = MiniCodec<F>;
  typename MiniStorage<F>::Two __x;

  MiniPair() = default;
  explicit MiniPair(const num::__half2 V)
      : __x(Codec::pack(Codec::fromHalf(V.x), Codec::fromHalf(V.y))) {}
  explicit MiniPair(const num::__axl_bfloat162 V)
      : __x(Codec::pack(Codec::fromBf16(V.x), Codec::fromBf16(V.y))) {}
  explicit MiniPair(const float2 V)
      : __x(Codec::pack(Codec::fromFloat(V.x), Codec::fromFloat(V.y))) {}
  explicit MiniPair(const double2 V)
      : __x(Codec::pack(Codec::fromDouble(V.x), Codec::fromDouble(V.y))) {}

  explicit operator num::__half2() const {
    return num::__half2(num::__half2_raw{Codec::toHalf(Codec::low(__x)).x,
                                         Codec::toHalf(Codec::high(__x)).x});
  }
  explicit operator float2() const {
    return float2{Codec::toFloat(Codec::low(__x)),
                  Codec::toFloat(Codec::high(__x))};
  }
};

template <const MiniFormat &F>
struct alignas(F.slotBits() == 8 ? 4 : 2) MiniQuad {
  using Codec = MiniCodec<F>;
  using Pair = MiniPair<F>;
  typename MiniStorage<F>::Four __x;

  MiniQuad() = default;
  explicit MiniQuad(const num::__half2 Lo, const num::__half2 Hi)
      : __x(join(Pair(Lo), Pair(Hi))) {}
  explicit MiniQuad(const num::__axl_bfloat162 Lo,
                    const num::__axl_bfloat162 Hi)
      : __x(join(Pair(Lo), Pair(Hi))) {}
  explicit MiniQuad(const float4 V)
      : __x(join(Pair(float2{V.x, V.y}), Pair(float2{V.z, V.w}))) {}
  explicit MiniQuad(const double4 V) : __x(fromDoubles(V)) {}
  explicit MiniQuad(const double4_16a V) : __x(fromDoubles(V)) {}
  explicit MiniQuad(const double4_32a V) : __x(fromDoubles(V)) {}

  explicit operator float4() const {
    Pair Lo, Hi;
    Lo.__x = static_cast<decltype(Lo.__x)>(__x);
    Hi.__x = static_cast<decltype(Hi.__x)>(__x >> (2 * F.slotBits()));
    const float2 L = static_cast<float2>(Lo), H = static_cast<float2>(Hi);
    return float4{L.x, L.y, H.x, H.y};
  }

private:
  static unsigned join(Pair Lo, Pair Hi) {
    return unsigned(Lo.__x) | unsigned(Hi.__x) << (2 * F.slotBits());
  }
  template <class D4> static unsigned fromDoubles(const D4 &V) {
    return join(Pair(double2{V.x, V.y}), Pair(double2{V.z, V.w}));
  }
};

} // namespace axl::cpu::num_base
