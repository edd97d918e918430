// CPU backend numerics: CUDA's integer intrinsics (bit counts and
// reversals, byte permute, funnel shifts, high products, averages, sums of
// absolute differences, dot products) and the min/max/abs overloads CUDA
// declares at global scope. Not a dialect header: include <axl/runtime.h>
// (or <axl/cpu/math.h>).
#pragma once
#include <axl/cpu/detail/num_core.h>
#include <axl/cpu/vector_types.h>
#include <cmath>
#include <cstdint>

inline int __popc(unsigned int X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __clz(int X) {
  return X ? __builtin_clz(static_cast<unsigned int>(X)) : 32;
}
inline int __clzll(long long X) {
  return X ? __builtin_clzll(static_cast<unsigned long long>(X)) : 64;
}
/// 1-based position of the least significant set bit; 0 for 0.
inline int __ffs(int X) { return __builtin_ffs(X); }
inline int __ffsll(long long X) { return __builtin_ffsll(X); }
inline unsigned int __brev(unsigned int X) {
  X = ((X >> 1) & 0x55555555u) | ((X & 0x55555555u) << 1);
  X = ((X >> 2) & 0x33333333u) | ((X & 0x33333333u) << 2);
  X = ((X >> 4) & 0x0f0f0f0fu) | ((X & 0x0f0f0f0fu) << 4);
  return __builtin_bswap32(X);
}
inline unsigned long long __brevll(unsigned long long X) {
  return (static_cast<unsigned long long>(__brev(static_cast<unsigned int>(X)))
          << 32) |
         __brev(static_cast<unsigned int>(X >> 32));
}
/// Byte n of the result is byte ((S >> 4n) & 7) of the 8 bytes Y:X.
inline unsigned int __byte_perm(unsigned int X, unsigned int Y,
                                unsigned int S) {
  const std::uint64_t Src = (static_cast<std::uint64_t>(Y) << 32) | X;
  unsigned int R = 0;
  for (int N = 0; N < 4; ++N) {
    const unsigned int Sel = (S >> (4 * N)) & 7u;
    R |= static_cast<unsigned int>((Src >> (8 * Sel)) & 0xffu) << (8 * N);
  }
  return R;
}
/// The upper 32 bits of Hi:Lo << (Shift & 31) (_lc: Shift clamped to 32).
inline unsigned int __funnelshift_l(unsigned int Lo, unsigned int Hi,
                                    unsigned int Shift) {
  const std::uint64_t V = (static_cast<std::uint64_t>(Hi) << 32) | Lo;
  return static_cast<unsigned int>((V << (Shift & 31u)) >> 32);
}
inline unsigned int __funnelshift_lc(unsigned int Lo, unsigned int Hi,
                                     unsigned int Shift) {
  const std::uint64_t V = (static_cast<std::uint64_t>(Hi) << 32) | Lo;
  return static_cast<unsigned int>((V << (Shift < 32u ? Shift : 32u)) >> 32);
}
/// The lower 32 bits of Hi:Lo >> (Shift & 31) (_rc: Shift clamped to 32).
inline unsigned int __funnelshift_r(unsigned int Lo, unsigned int Hi,
                                    unsigned int Shift) {
  const std::uint64_t V = (static_cast<std::uint64_t>(Hi) << 32) | Lo;
  return static_cast<unsigned int>(V >> (Shift & 31u));
}
inline unsigned int __funnelshift_rc(unsigned int Lo, unsigned int Hi,
                                     unsigned int Shift) {
  const std::uint64_t V = (static_cast<std::uint64_t>(Hi) << 32) | Lo;
  return static_cast<unsigned int>(V >> (Shift < 32u ? Shift : 32u));
}

/// Low 32 bits of the product of the (sign-extended) low 24 bits.
inline int __mul24(int X, int Y) {
  auto Low24 = [](int V) {
    return static_cast<std::int64_t>(static_cast<std::int32_t>(
               static_cast<std::uint32_t>(V) << 8) >> 8);
  };
  return static_cast<int>(static_cast<std::uint32_t>(Low24(X) * Low24(Y)));
}
inline unsigned int __umul24(unsigned int X, unsigned int Y) {
  return (X & 0xffffffu) * (Y & 0xffffffu);
}
inline int __mulhi(int X, int Y) {
  return static_cast<int>((static_cast<std::int64_t>(X) * Y) >> 32);
}
inline unsigned int __umulhi(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<std::uint64_t>(X) * Y) >> 32);
}
inline long long __mul64hi(long long X, long long Y) {
  return static_cast<long long>((static_cast<axl::cpu::num_detail::Int128>(X) * Y) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long X,
                                     unsigned long long Y) {
  return static_cast<unsigned long long>(
      (static_cast<axl::cpu::num_detail::UInt128>(X) * Y) >> 64);
}

/// |X - Y| + Z.
inline unsigned int __sad(int X, int Y, unsigned int Z) {
  const std::int64_t D = static_cast<std::int64_t>(X) - Y;
  return static_cast<unsigned int>(D < 0 ? -D : D) + Z;
}
inline unsigned int __usad(unsigned int X, unsigned int Y, unsigned int Z) {
  return (X > Y ? X - Y : Y - X) + Z;
}
/// Averages without intermediate overflow: (X + Y) >> 1, and rounded up
/// (X + Y + 1) >> 1.
inline int __hadd(int X, int Y) {
  return static_cast<int>((static_cast<std::int64_t>(X) + Y) >> 1);
}
inline int __rhadd(int X, int Y) {
  return static_cast<int>((static_cast<std::int64_t>(X) + Y + 1) >> 1);
}
inline unsigned int __uhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<std::uint64_t>(X) + Y) >> 1);
}
inline unsigned int __urhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<std::uint64_t>(X) + Y + 1) >>
                                   1);
}

// Dot products of packed bytes (__dp4a) and of packed 16-bit values with
// the low (_lo) or high (_hi) byte pair of the second operand (__dp2a),
// accumulated into C (wrapping, as on the GPU).
namespace axl::cpu::num_detail {
template <class Elem> inline Elem lane(unsigned int V, int Lane) {
  return static_cast<Elem>(V >> (8 * sizeof(Elem) * Lane));
}
template <class Elem16, class Elem8, class Acc>
inline Acc dp2a(unsigned int A, unsigned int B, Acc C, int FirstByte) {
  std::uint32_t Sum = static_cast<std::uint32_t>(C);
  for (int I = 0; I < 2; ++I)
    Sum += static_cast<std::uint32_t>(static_cast<std::int64_t>(lane<Elem16>(A, I)) *
                                      lane<Elem8>(B, FirstByte + I));
  return static_cast<Acc>(Sum);
}
template <class Elem8, class Acc>
inline Acc dp4a(unsigned int A, unsigned int B, Acc C) {
  std::uint32_t Sum = static_cast<std::uint32_t>(C);
  for (int I = 0; I < 4; ++I)
    Sum += static_cast<std::uint32_t>(static_cast<std::int32_t>(lane<Elem8>(A, I)) *
                                      lane<Elem8>(B, I));
  return static_cast<Acc>(Sum);
}
inline unsigned int packBytes(char4 V) {
  return static_cast<unsigned char>(V.x) |
         static_cast<unsigned int>(static_cast<unsigned char>(V.y)) << 8 |
         static_cast<unsigned int>(static_cast<unsigned char>(V.z)) << 16 |
         static_cast<unsigned int>(static_cast<unsigned char>(V.w)) << 24;
}
inline unsigned int packBytes(uchar4 V) {
  return V.x | static_cast<unsigned int>(V.y) << 8 |
         static_cast<unsigned int>(V.z) << 16 |
         static_cast<unsigned int>(V.w) << 24;
}
inline unsigned int packShorts(short2 V) {
  return static_cast<unsigned short>(V.x) |
         static_cast<unsigned int>(static_cast<unsigned short>(V.y)) << 16;
}
inline unsigned int packShorts(ushort2 V) {
  return V.x | static_cast<unsigned int>(V.y) << 16;
}
} // namespace axl::cpu::num_detail
inline int __dp4a(int A, int B, int C) {
  return axl::cpu::num_detail::dp4a<std::int8_t>(A, B, C);
}
inline unsigned int __dp4a(unsigned int A, unsigned int B, unsigned int C) {
  return axl::cpu::num_detail::dp4a<std::uint8_t>(A, B, C);
}
inline int __dp4a(char4 A, char4 B, int C) {
  return axl::cpu::num_detail::dp4a<std::int8_t>(
      axl::cpu::num_detail::packBytes(A), axl::cpu::num_detail::packBytes(B),
      C);
}
inline unsigned int __dp4a(uchar4 A, uchar4 B, unsigned int C) {
  return axl::cpu::num_detail::dp4a<std::uint8_t>(
      axl::cpu::num_detail::packBytes(A), axl::cpu::num_detail::packBytes(B),
      C);
}
#define AXL_NUM_DP2A(Suffix, FirstByte)                                        \
  inline int __dp2a##Suffix(int A, int B, int C) {                            \
    return axl::cpu::num_detail::dp2a<std::int16_t, std::int8_t>(A, B, C,     \
                                                                 FirstByte);  \
  }                                                                            \
  inline unsigned int __dp2a##Suffix(unsigned int A, unsigned int B,          \
                                     unsigned int C) {                         \
    return axl::cpu::num_detail::dp2a<std::uint16_t, std::uint8_t>(            \
        A, B, C, FirstByte);                                                   \
  }                                                                            \
  inline int __dp2a##Suffix(short2 A, char4 B, int C) {                       \
    return axl::cpu::num_detail::dp2a<std::int16_t, std::int8_t>(             \
        axl::cpu::num_detail::packShorts(A),                                   \
        axl::cpu::num_detail::packBytes(B), C, FirstByte);                     \
  }                                                                            \
  inline unsigned int __dp2a##Suffix(ushort2 A, uchar4 B, unsigned int C) {   \
    return axl::cpu::num_detail::dp2a<std::uint16_t, std::uint8_t>(            \
        axl::cpu::num_detail::packShorts(A),                                   \
        axl::cpu::num_detail::packBytes(B), C, FirstByte);                     \
  }
AXL_NUM_DP2A(_lo, 0)
AXL_NUM_DP2A(_hi, 2)
#undef AXL_NUM_DP2A

// min/max: CUDA's global overloads, including the mixed signed/unsigned
// ones (which compare as unsigned) and the float/double ones (fminf/fmaxf
// semantics: a NaN operand is ignored).
#define AXL_NUM_MINMAX(R, A, B)                                                \
  inline R min(const A X, const B Y) {                                         \
    return static_cast<R>(X) < static_cast<R>(Y) ? static_cast<R>(X)           \
                                                 : static_cast<R>(Y);          \
  }                                                                            \
  inline R max(const A X, const B Y) {                                         \
    return static_cast<R>(X) > static_cast<R>(Y) ? static_cast<R>(X)           \
                                                 : static_cast<R>(Y);          \
  }
AXL_NUM_MINMAX(int, int, int)
AXL_NUM_MINMAX(unsigned int, unsigned int, unsigned int)
AXL_NUM_MINMAX(unsigned int, int, unsigned int)
AXL_NUM_MINMAX(unsigned int, unsigned int, int)
AXL_NUM_MINMAX(long, long, long)
AXL_NUM_MINMAX(unsigned long, unsigned long, unsigned long)
AXL_NUM_MINMAX(unsigned long, long, unsigned long)
AXL_NUM_MINMAX(unsigned long, unsigned long, long)
AXL_NUM_MINMAX(long long, long long, long long)
AXL_NUM_MINMAX(unsigned long long, unsigned long long, unsigned long long)
AXL_NUM_MINMAX(unsigned long long, long long, unsigned long long)
AXL_NUM_MINMAX(unsigned long long, unsigned long long, long long)
#undef AXL_NUM_MINMAX
inline float min(const float X, const float Y) { return std::fmin(X, Y); }
inline double min(const double X, const double Y) { return std::fmin(X, Y); }
inline double min(const float X, const double Y) { return std::fmin(X, Y); }
inline double min(const double X, const float Y) { return std::fmin(X, Y); }
inline float max(const float X, const float Y) { return std::fmax(X, Y); }
inline double max(const double X, const double Y) { return std::fmax(X, Y); }
inline double max(const float X, const double Y) { return std::fmax(X, Y); }
inline double max(const double X, const float Y) { return std::fmax(X, Y); }
inline unsigned int umin(unsigned int X, unsigned int Y) { return min(X, Y); }
inline unsigned int umax(unsigned int X, unsigned int Y) { return max(X, Y); }
inline long long llmin(long long X, long long Y) { return min(X, Y); }
inline long long llmax(long long X, long long Y) { return max(X, Y); }
inline unsigned long long ullmin(unsigned long long X, unsigned long long Y) {
  return min(X, Y);
}
inline unsigned long long ullmax(unsigned long long X, unsigned long long Y) {
  return max(X, Y);
}
