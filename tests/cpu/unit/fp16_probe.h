// Batch probes of the binary16/bfloat16 API for the exhaustive tests that
// compare the CPU backend with CUDA's own host implementations.
// fp16_probe_side.inc implements them once; fp16_probe_cuda.cpp compiles it
// against CUDA's headers and fp16_probe_axl.cpp against the CPU backend's,
// and both link into one program (the backend's types live in namespace
// axl::cpu::num: no symbol clashes). Batches keep the cross-TU calls out of
// the inner loops.
#pragma once
#include <cstddef>
#include <cstdint>

namespace probe16 {

/// float -> 16 bits. Input: float bit patterns.
#define PROBE16_FROM_FLOAT(X)                                                  \
  X(HalfRn, __float2half_rn(F))                                                \
  X(HalfRz, __float2half_rz(F))                                                \
  X(HalfRd, __float2half_rd(F))                                                \
  X(HalfRu, __float2half_ru(F))                                                \
  X(Bf16Rn, __float2bfloat16_rn(F))                                            \
  X(Bf16Rz, __float2bfloat16_rz(F))                                            \
  X(Bf16Rd, __float2bfloat16_rd(F))                                            \
  X(Bf16Ru, __float2bfloat16_ru(F))                                            \
  X(HalfDefault, __float2half(F))                                              \
  X(Bf16Default, __float2bfloat16(F))                                          \
  X(HalfCtor, __half(F))                                                       \
  X(Bf16Ctor, BF16(F))                                                         \
  X(Half2Lo, __low2half(__float2half2_rn(F)))                                  \
  X(Bf162Hi, __high2bfloat16(__floats2bfloat162_rn(0.0f, F)))

/// One 16-bit input H (binary16) or B (bfloat16) -> up to 64 bits.
#define PROBE16_UNARY(X)                                                       \
  X(HalfToFloat, bitsOf(__half2float(H)))                                      \
  X(HalfOpFloat, bitsOf(static_cast<float>(H)))                                \
  X(HalfToChar, __half2char_rz(H))                                             \
  X(HalfToUchar, __half2uchar_rz(H))                                           \
  X(HalfToShort, __half2short_rz(H))                                           \
  X(HalfToUshort, __half2ushort_rz(H))                                         \
  X(HalfToInt, __half2int_rz(H))                                               \
  X(HalfToUint, __half2uint_rz(H))                                             \
  X(HalfToLl, __half2ll_rz(H))                                                 \
  X(HalfToUll, __half2ull_rz(H))                                               \
  X(HalfOpInt, static_cast<int>(H))                                            \
  X(HalfOpUll, static_cast<unsigned long long>(H))                             \
  X(HalfOpChar, static_cast<signed char>(H))                                   \
  X(HalfOpBool, static_cast<bool>(H))                                          \
  X(HalfNeg, bitsOf(__hneg(H)))                                                \
  X(HalfAbs, bitsOf(__habs(H)))                                                \
  X(HalfIsNan, __hisnan(H))                                                    \
  X(HalfIsInf, __hisinf(H))                                                    \
  X(HalfToBf16, bitsOf(BF16(H)))                                               \
  X(HalfDouble, bitsOf(__double2half(static_cast<double>(__half2float(H)))))   \
  X(HalfAbs2, bits2(__habs2(__halves2half2(H, __hneg(H)))))                    \
  X(HalfIsNan2, bits2(__hisnan2(__half2half2(H))))                             \
  X(Bf16ToFloat, bitsOf(__bfloat162float(B)))                                  \
  X(Bf16OpFloat, bitsOf(static_cast<float>(B)))                                \
  X(Bf16ToChar, __bfloat162char_rz(B))                                         \
  X(Bf16ToUchar, __bfloat162uchar_rz(B))                                       \
  X(Bf16ToShort, __bfloat162short_rz(B))                                       \
  X(Bf16ToUshort, __bfloat162ushort_rz(B))                                     \
  X(Bf16ToInt, __bfloat162int_rz(B))                                           \
  X(Bf16ToUint, __bfloat162uint_rz(B))                                         \
  X(Bf16ToLl, __bfloat162ll_rz(B))                                             \
  X(Bf16ToUll, __bfloat162ull_rz(B))                                           \
  X(Bf16OpInt, static_cast<int>(B))                                            \
  X(Bf16OpLl, static_cast<long long>(B))                                       \
  X(Bf16OpUchar, static_cast<unsigned char>(B))                                \
  X(Bf16OpBool, static_cast<bool>(B))                                          \
  X(Bf16Neg, bitsOf(__hneg(B)))                                                \
  X(Bf16Abs, bitsOf(__habs(B)))                                                \
  X(Bf16IsNan, __hisnan(B))                                                    \
  X(Bf16IsInf, __hisinf(B))                                                    \
  X(Bf16ToHalf, bitsOf(__half(B)))                                             \
  X(Bf16Double,                                                                \
    bitsOf(__double2bfloat16(static_cast<double>(__bfloat162float(B)))))       \
  X(Bf16Abs2, bits2(__habs2(__halves2bfloat162(B, __hneg(B)))))                \
  X(Bf16IsNan2, bits2(__hisnan2(__bfloat162bfloat162(B))))

/// Two 16-bit inputs (Ha, Hb: binary16; Ba, Bb: bfloat16) -> 16 bits.
#define PROBE16_BINARY(X)                                                      \
  X(HalfAdd, bitsOf(__hadd(Ha, Hb)))                                           \
  X(HalfSub, bitsOf(__hsub(Ha, Hb)))                                           \
  X(HalfMul, bitsOf(__hmul(Ha, Hb)))                                           \
  X(Bf16Add, bitsOf(__hadd(Ba, Bb)))                                           \
  X(Bf16Sub, bitsOf(__hsub(Ba, Bb)))                                           \
  X(Bf16Mul, bitsOf(__hmul(Ba, Bb)))                                           \
  X(HalfDiv, bitsOf(__hdiv(Ha, Hb)))                                           \
  X(HalfAddSat, bitsOf(__hadd_sat(Ha, Hb)))                                    \
  X(HalfMulSat, bitsOf(__hmul_sat(Ha, Hb)))                                    \
  X(HalfMax, bitsOf(__hmax(Ha, Hb)))                                           \
  X(HalfMin, bitsOf(__hmin(Ha, Hb)))                                           \
  X(HalfMaxNan, bitsOf(__hmax_nan(Ha, Hb)))                                    \
  X(HalfMinNan, bitsOf(__hmin_nan(Ha, Hb)))                                    \
  X(HalfCompare, compareBits(Ha, Hb))                                          \
  X(HalfOps, bitsOf(Ha * Hb - Ha / Hb + -Hb))                                  \
  X(HalfAdd2, bits2(__hadd2(__halves2half2(Ha, Hb), __halves2half2(Hb, Ha))))  \
  X(HalfSubSat2,                                                               \
    bits2(__hsub2_sat(__halves2half2(Ha, Hb), __halves2half2(Hb, Ha))))        \
  X(HalfMax2Nan,                                                               \
    bits2(__hmax2_nan(__halves2half2(Ha, Hb), __halves2half2(Hb, Ha))))        \
  X(HalfCmpMask, __hlt2_mask(__halves2half2(Ha, Hb), __halves2half2(Hb, Ha)))  \
  X(HalfCmp2, bits2(__hgeu2(__halves2half2(Ha, Hb), __halves2half2(Hb, Ha))))  \
  X(Bf16Div, bitsOf(__hdiv(Ba, Bb)))                                           \
  X(Bf16AddSat, bitsOf(__hadd_sat(Ba, Bb)))                                    \
  X(Bf16SubSat, bitsOf(__hsub_sat(Ba, Bb)))                                    \
  X(Bf16Max, bitsOf(__hmax(Ba, Bb)))                                           \
  X(Bf16Min, bitsOf(__hmin(Ba, Bb)))                                           \
  X(Bf16MaxNan, bitsOf(__hmax_nan(Ba, Bb)))                                    \
  X(Bf16MinNan, bitsOf(__hmin_nan(Ba, Bb)))                                    \
  X(Bf16Compare, compareBits(Ba, Bb))                                          \
  X(Bf16Ops, bitsOf(Ba * Bb - Ba / Bb + -Bb))                                  \
  X(Bf16Mul2, bits2(__hmul2(__halves2bfloat162(Ba, Bb),                        \
                            __halves2bfloat162(Bb, Ba))))                      \
  X(Bf16Min2, bits2(__hmin2(__halves2bfloat162(Ba, Bb),                        \
                            __halves2bfloat162(Bb, Ba))))                      \
  X(Bf16CmpMask,                                                               \
    __hneu2_mask(__halves2bfloat162(Ba, Bb), __halves2bfloat162(Bb, Ba)))

/// The six add/sub/mul probes first: they are the ones swept over all pairs.
constexpr int NumSweptBinary = 6;

/// Integer I (as long long) -> 16 bits, CUDA's host-side conversions.
#define PROBE16_FROM_INT(X)                                                    \
  X(IntHalfRn, __int2half_rn(static_cast<int>(I)))                             \
  X(IntHalfRz, __int2half_rz(static_cast<int>(I)))                             \
  X(IntHalfRd, __int2half_rd(static_cast<int>(I)))                             \
  X(IntHalfRu, __int2half_ru(static_cast<int>(I)))                             \
  X(UintHalfRd, __uint2half_rd(static_cast<unsigned>(I)))                      \
  X(ShortHalfRu, __short2half_ru(static_cast<short>(I)))                       \
  X(UshortHalfRz, __ushort2half_rz(static_cast<unsigned short>(I)))            \
  X(LlHalfRn, __ll2half_rn(I))                                                 \
  X(LlHalfRd, __ll2half_rd(I))                                                 \
  X(UllHalfRu, __ull2half_ru(static_cast<unsigned long long>(I)))              \
  X(UllHalfRz, __ull2half_rz(static_cast<unsigned long long>(I)))              \
  X(HalfCtorLl, __half(I))                                                     \
  X(HalfCtorInt, __half(static_cast<int>(I)))                                  \
  X(IntBf16Rn, __int2bfloat16_rn(static_cast<int>(I)))                         \
  X(UintBf16Rn, __uint2bfloat16_rn(static_cast<unsigned>(I)))                  \
  X(ShortBf16Rn, __short2bfloat16_rn(static_cast<short>(I)))                   \
  X(UshortBf16Rn, __ushort2bfloat16_rn(static_cast<unsigned short>(I)))        \
  X(LlBf16Rn, __ll2bfloat16_rn(I))                                             \
  X(UllBf16Rn, __ull2bfloat16_rn(static_cast<unsigned long long>(I)))          \
  X(Bf16CtorUint, BF16(static_cast<unsigned>(I)))

/// double (bits) -> 16 bits.
#define PROBE16_FROM_DOUBLE(X)                                                 \
  X(DoubleHalf, __double2half(D))                                              \
  X(DoubleBf16, __double2bfloat16(D))                                          \
  X(DoubleHalfCtor, __half(D))

#define PROBE16_ENUM(Name, Expr) Name,
enum class FromFloat { PROBE16_FROM_FLOAT(PROBE16_ENUM) Count };
enum class Unary { PROBE16_UNARY(PROBE16_ENUM) Count };
enum class Binary { PROBE16_BINARY(PROBE16_ENUM) Count };
enum class FromInt { PROBE16_FROM_INT(PROBE16_ENUM) Count };
enum class FromDouble { PROBE16_FROM_DOUBLE(PROBE16_ENUM) Count };
#undef PROBE16_ENUM

/// One implementation's batch entry points: Out[i] = probe(In[i]).
/// Binary inputs are A << 16 | B.
struct Side {
  void (*fromFloat)(FromFloat, const std::uint32_t *In, std::size_t N,
                    std::uint16_t *Out);
  void (*unary)(Unary, const std::uint16_t *In, std::size_t N,
                std::uint64_t *Out);
  void (*binary)(Binary, const std::uint32_t *In, std::size_t N,
                 std::uint64_t *Out);
  void (*fromInt)(FromInt, const std::int64_t *In, std::size_t N,
                  std::uint16_t *Out);
  void (*fromDouble)(FromDouble, const std::uint64_t *In, std::size_t N,
                     std::uint16_t *Out);
};
extern const Side CudaSide;
extern const Side AxlSide;

const char *name(FromFloat);
const char *name(Unary);
const char *name(Binary);
const char *name(FromInt);
const char *name(FromDouble);

} // namespace probe16
