// axlccl on the CPU: element types and the arithmetic of reductions.
#include "reduce.h"

#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

namespace axl::cpu::ccl {
namespace {

// A narrow binary floating-point format: sign, ExpBits, ManBits.
struct Format {
  int ExpBits, ManBits, Bias;
  uint32_t MaxFinite; // bits of the largest finite value
  uint32_t Inf;       // bits of +infinity, or 0 when the format has none
  uint32_t NaN;       // the canonical NaN conversions produce
  bool Saturate;      // overflow gives MaxFinite (FP8, __NV_SATFINITE)
};

constexpr Format Half{5, 10, 15, 0x7bff, 0x7c00, 0x7fff, false};
constexpr Format Bf16{8, 7, 127, 0x7f7f, 0x7f80, 0x7fff, false};
constexpr Format E4m3{4, 3, 7, 0x7e, 0, 0x7f, true};
constexpr Format E5m2{5, 2, 15, 0x7b, 0x7c, 0x7f, true};

uint32_t bitsOf(float V) {
  uint32_t U;
  std::memcpy(&U, &V, sizeof U);
  return U;
}

float decode(const Format &F, uint32_t Bits) {
  uint32_t Sign = Bits >> (F.ExpBits + F.ManBits);
  uint32_t Exp = (Bits >> F.ManBits) & ((1u << F.ExpBits) - 1);
  uint32_t Man = Bits & ((1u << F.ManBits) - 1);
  uint32_t ExpAllOnes = (1u << F.ExpBits) - 1;
  float Value;
  if (F.Inf != 0 && Exp == ExpAllOnes)
    Value = Man == 0 ? INFINITY : NAN;
  else if (F.Inf == 0 && Exp == ExpAllOnes && Man == (1u << F.ManBits) - 1)
    Value = NAN; // E4M3: only S.1111.111 is NaN
  else if (Exp == 0)
    Value = std::ldexp(float(Man), 1 - F.Bias - F.ManBits);
  else
    Value = std::ldexp(float(Man | (1u << F.ManBits)),
                       int(Exp) - F.Bias - F.ManBits);
  return Sign ? -Value : Value;
}

// Rounds a float to F, to nearest even, working on the float's bits.
uint32_t encode(const Format &F, float Value) {
  uint32_t U = bitsOf(Value);
  uint32_t Abs = U & 0x7fffffffu;
  if (Abs > 0x7f800000u)
    return F.NaN;
  uint32_t Sign = (U >> 31) << (F.ExpBits + F.ManBits);
  if (Abs == 0x7f800000u)
    return Sign | (F.Saturate ? F.MaxFinite : F.Inf);
  if (Abs == 0)
    return Sign;
  // Value = Sig * 2^(E - 23), Sig with its leading bit at 23 when normal.
  int E = Abs >= 0x00800000u ? int(Abs >> 23) - 127 : -126;
  uint32_t Sig = Abs >= 0x00800000u ? (Abs & 0x7fffffu) | 0x800000u : Abs;
  int EMin = 1 - F.Bias;
  // Bits of Sig below the target's last mantissa bit (more when subnormal).
  int Shift = 23 - F.ManBits + (E < EMin ? EMin - E : 0);
  if (Shift >= 25) // below half the smallest subnormal: Sig < 2^24
    return Sign;
  uint32_t Kept = Sig >> Shift;
  uint32_t Rest = Sig & ((1u << Shift) - 1);
  uint32_t HalfUlp = 1u << (Shift - 1);
  // Normal: the exponent field above the mantissa (Kept holds the implicit
  // bit, hence the subtraction); subnormal: exponent field 0. A carry from
  // rounding moves into the exponent as it should.
  uint32_t Out = E >= EMin ? (uint32_t(E + F.Bias) << F.ManBits) +
                                 (Kept - (1u << F.ManBits))
                           : Kept;
  if (Rest > HalfUlp || (Rest == HalfUlp && (Kept & 1)))
    ++Out;
  if (Out > F.MaxFinite)
    Out = F.Saturate ? F.MaxFinite : F.Inf;
  return Sign | Out;
}

// How each element type is stored and computed on.
template <typename T> struct IntTraits {
  using Storage = T;
  using Value = T;
  using U = std::make_unsigned_t<T>;
  static Value load(Storage S) { return S; }
  static Storage store(Value V) { return V; }
  // Integer sums and products wrap around, as on the GPU.
  static Value add(Value A, Value B) { return Value(U(A) + U(B)); }
  static Value mul(Value A, Value B) { return Value(U(A) * U(B)); }
  static Value max(Value A, Value B) { return A < B ? B : A; }
  static Value min(Value A, Value B) { return B < A ? B : A; }
};

template <typename T> struct FloatTraits {
  using Storage = T;
  using Value = T;
  static Value load(Storage S) { return S; }
  static Storage store(Value V) { return V; }
  static Value add(Value A, Value B) { return A + B; }
  static Value mul(Value A, Value B) { return A * B; }
  // fmax/fmin: a NaN operand yields the other one, as NCCL's fmaxf/__hmax.
  static Value max(Value A, Value B) { return std::fmax(A, B); }
  static Value min(Value A, Value B) { return std::fmin(A, B); }
};

// Every value of a format of up to 16 bits, decoded once.
template <const Format &F> const float *decodeTable() {
  static const std::vector<float> Table = [] {
    std::vector<float> T(size_t(1) << (1 + F.ExpBits + F.ManBits));
    for (size_t Bits = 0; Bits < T.size(); ++Bits)
      T[Bits] = decode(F, uint32_t(Bits));
    return T;
  }();
  return Table.data();
}

template <typename S, const Format &F>
struct NarrowTraits : FloatTraits<float> {
  using Storage = S;
  static float load(Storage Bits) { return decodeTable<F>()[Bits]; }
  static Storage store(float V) { return Storage(encode(F, V)); }
};

// bfloat16 is the upper half of a float: decoding is a shift.
struct Bf16Traits : NarrowTraits<uint16_t, Bf16> {
  static float load(uint16_t Bits) {
    uint32_t U = uint32_t(Bits) << 16;
    float V;
    std::memcpy(&V, &U, sizeof V);
    return V;
  }
};

template <typename Traits, typename Fn>
void zip(const void *Src, void *Dst, size_t N, Fn Op) {
  using S = typename Traits::Storage;
  const S *In = static_cast<const S *>(Src);
  S *Out = static_cast<S *>(Dst);
  for (size_t I = 0; I < N; ++I)
    Out[I] = Traits::store(Op(Traits::load(In[I]), Traits::load(Out[I])));
}

template <typename Traits>
void combineAs(Combine Op, const void *Src, void *Dst, size_t N) {
  using V = typename Traits::Value;
  switch (Op) {
  case Combine::Sum:
    return zip<Traits>(Src, Dst, N, [](V A, V B) { return Traits::add(A, B); });
  case Combine::Prod:
    return zip<Traits>(Src, Dst, N, [](V A, V B) { return Traits::mul(A, B); });
  case Combine::Max:
    return zip<Traits>(Src, Dst, N, [](V A, V B) { return Traits::max(A, B); });
  case Combine::Min:
    return zip<Traits>(Src, Dst, N, [](V A, V B) { return Traits::min(A, B); });
  }
}

template <typename Traits>
void scaleAs(const void *Src, void *Dst, size_t N, uint64_t ScalarBits) {
  using S = typename Traits::Storage;
  S ScalarStorage;
  std::memcpy(&ScalarStorage, &ScalarBits, sizeof ScalarStorage); // low bytes
  auto Scalar = Traits::load(ScalarStorage);
  const S *In = static_cast<const S *>(Src);
  S *Out = static_cast<S *>(Dst);
  for (size_t I = 0; I < N; ++I)
    Out[I] = Traits::store(Traits::mul(Traits::load(In[I]), Scalar));
}

template <typename T> void divideAs(void *Buf, size_t N, uint64_t Divisor) {
  T *P = static_cast<T *>(Buf);
  for (size_t I = 0; I < N; ++I)
    P[I] = T(P[I] / T(Divisor)); // C++ division truncates toward zero
}

template <typename T> uint64_t bitsAsU64(T V) {
  uint64_t Bits = 0;
  std::memcpy(&Bits, &V, sizeof V);
  return Bits;
}

// Calls F(Traits{}) with the traits of Type.
template <typename Fn> void dispatch(axlcclDataType_t Type, Fn &&F) {
  switch (Type) {
  case axlcclInt8:
    return F(IntTraits<int8_t>{});
  case axlcclUint8:
    return F(IntTraits<uint8_t>{});
  case axlcclInt32:
    return F(IntTraits<int32_t>{});
  case axlcclUint32:
    return F(IntTraits<uint32_t>{});
  case axlcclInt64:
    return F(IntTraits<int64_t>{});
  case axlcclUint64:
    return F(IntTraits<uint64_t>{});
  case axlcclFloat16:
    return F(NarrowTraits<uint16_t, Half>{});
  case axlcclFloat32:
    return F(FloatTraits<float>{});
  case axlcclFloat64:
    return F(FloatTraits<double>{});
  case axlcclBfloat16:
    return F(Bf16Traits{});
  case axlcclFloat8e4m3:
    return F(NarrowTraits<uint8_t, E4m3>{});
  case axlcclFloat8e5m2:
    return F(NarrowTraits<uint8_t, E5m2>{});
  case axlcclNumTypes:
    break;
  }
}

} // namespace

bool isValidType(int Type) { return Type >= 0 && Type < axlcclNumTypes; }

size_t typeSize(axlcclDataType_t Type) {
  size_t Size = 0;
  dispatch(Type, [&](auto Traits) {
    Size = sizeof(typename decltype(Traits)::Storage);
  });
  return Size;
}

bool isInteger(axlcclDataType_t Type) { return Type <= axlcclUint64; }

void combine(axlcclDataType_t Type, Combine Op, const void *Src, void *Dst,
             size_t N) {
  dispatch(Type,
           [&](auto Traits) { combineAs<decltype(Traits)>(Op, Src, Dst, N); });
}

void scale(axlcclDataType_t Type, const void *Src, void *Dst, size_t N,
           uint64_t Scalar) {
  dispatch(Type, [&](auto Traits) {
    scaleAs<decltype(Traits)>(Src, Dst, N, Scalar);
  });
}

void divide(axlcclDataType_t Type, void *Buf, size_t N, uint64_t Divisor) {
  switch (Type) {
  case axlcclInt8:
    return divideAs<int8_t>(Buf, N, Divisor);
  case axlcclUint8:
    return divideAs<uint8_t>(Buf, N, Divisor);
  case axlcclInt32:
    return divideAs<int32_t>(Buf, N, Divisor);
  case axlcclUint32:
    return divideAs<uint32_t>(Buf, N, Divisor);
  case axlcclInt64:
    return divideAs<int64_t>(Buf, N, Divisor);
  case axlcclUint64:
    return divideAs<uint64_t>(Buf, N, Divisor);
  default:
    return; // floating types average by pre-scaling instead
  }
}

uint64_t reciprocal(axlcclDataType_t Type, int NRanks) {
  float F = float(1.0 / NRanks);
  switch (Type) {
  case axlcclFloat16:
    return floatToHalf(F);
  case axlcclFloat32:
    return bitsAsU64(F);
  case axlcclFloat64:
    return bitsAsU64(1.0 / NRanks);
  case axlcclBfloat16:
    return floatToBfloat16(F);
  case axlcclFloat8e4m3:
    return floatToE4m3(F);
  case axlcclFloat8e5m2:
    return floatToE5m2(F);
  default:
    return 0; // integers average by dividing the sum instead
  }
}

float halfToFloat(uint16_t Bits) { return decodeTable<Half>()[Bits]; }
uint16_t floatToHalf(float Value) { return uint16_t(encode(Half, Value)); }
float bfloat16ToFloat(uint16_t Bits) { return Bf16Traits::load(Bits); }
uint16_t floatToBfloat16(float Value) { return uint16_t(encode(Bf16, Value)); }
float e4m3ToFloat(uint8_t Bits) { return decodeTable<E4m3>()[Bits]; }
uint8_t floatToE4m3(float Value) { return uint8_t(encode(E4m3, Value)); }
float e5m2ToFloat(uint8_t Bits) { return decodeTable<E5m2>()[Bits]; }
uint8_t floatToE5m2(float Value) { return uint8_t(encode(E5m2, Value)); }

} // namespace axl::cpu::ccl
