// Unit test of the codec and checkers the examples' CPU references share
// (fp8_reference.h, compare.h, known_codes.h). Host only, no GPU: CUDA's own
// host FP8/BF16 conversions (cuda_fp8.h and cuda_bf16.h compiled by g++) are
// the oracle. The examples' own tests only check that their APIs map onto
// this codec.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include fp8_reference_test.cpp
//   ./a.out
// Exit status 0 when every check passes.
#include "check.h"
#include "compare.h"
#include "fp8_reference.h"
#include "known_codes.h"

#include <cuda_bf16.h>
#include <cuda_fp8.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

namespace fp8 = fp8_reference;
using fp8::Format;
using reference_check::expect;
using reference_check::from_bits;
using reference_check::same_bits;

namespace {

__nv_fp8_interpretation_t interpretation(Format format) {
  return format == Format::E4M3 ? __NV_E4M3 : __NV_E5M2;
}

uint8_t cuda_cvt(float x, Format format) {
  return __nv_cvt_float_to_fp8(x, __NV_SATFINITE, interpretation(format));
}

// The struct constructors, which the kernels use.
uint8_t cuda_ctor(float x, Format format) {
  return format == Format::E4M3 ? __nv_fp8_e4m3(x).__x : __nv_fp8_e5m2(x).__x;
}

float cuda_decode(uint8_t code, Format format) {
  const __half_raw h =
      __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t(code), interpretation(format));
  return __half2float(__half(h));
}

bool same_value(float a, float b) {
  return same_bits(a, b) || (std::isnan(a) && std::isnan(b));
}

// Floats where encode() differs from __nv_cvt_float_to_fp8(x, __NV_SATFINITE)
// or the constructor from either; prints the first few.
struct Sweep {
  Format format;
  size_t checked = 0;
  size_t mismatches = 0;

  void check(float x) {
    const uint8_t want = cuda_cvt(x, format);
    const uint8_t got = fp8::encode(x, format);
    ++checked;
    if ((want != got || cuda_ctor(x, format) != want) && ++mismatches <= 5)
      std::printf("    %s(0x%08x = %a): cuda 0x%02x, reference 0x%02x\n",
                  fp8::name(format), fp8::float_bits(x), double(x), want, got);
  }
};

void test_known_codes() {
  // The table the examples' tests use is right...
  size_t bad = 0;
  for (const reference_check::KnownCode &c : reference_check::kKnownCodes) {
    const Format f = c.e5m2 ? Format::E5M2 : Format::E4M3;
    bad += cuda_cvt(c.x, f) != c.code || cuda_ctor(c.x, f) != c.code;
  }
  for (const reference_check::KnownValue &v : reference_check::kKnownValues)
    bad += !same_value(
        cuda_decode(v.code, v.e5m2 ? Format::E5M2 : Format::E4M3), v.value);
  expect(
      bad == 0,
      "known_codes.h: every hand-worked code and value agrees with cuda_fp8.h");
  // ...and the codec gives it.
  reference_check::expect_known_codes<Format>("encode", fp8::encode);
  reference_check::expect_known_values<Format>("decode", fp8::decode);
}

void test_encode(Format format) {
  const char *name = fp8::name(format);
  char what[160];

  // Every BF16 value, including +-inf, every NaN payload and the subnormals.
  Sweep bf16{format};
  for (uint32_t b = 0; b < 0x10000; ++b)
    bf16.check(fp8::bf16_to_float(uint16_t(b)));
  std::snprintf(what, sizeof what,
                "%s: encode matches __nv_cvt_float_to_fp8 (satfinite) and the "
                "__nv_fp8_%s(float) constructor on all %zu BF16 values",
                name, name, bf16.checked);
  expect(bf16.mismatches == 0, what);

  // Rounding boundaries: every midpoint between neighbouring FP8 magnitudes
  // (ties to even), one float ulp either side, and the overflow threshold.
  Sweep ties{format};
  const uint32_t max_code = format == Format::E4M3 ? 0x7e : 0x7b;
  for (uint32_t c = 0; c <= max_code; ++c) {
    const float lo = cuda_decode(uint8_t(c), format);
    const float hi = c < max_code
                         ? cuda_decode(uint8_t(c + 1), format)
                         : 2.0f * lo - cuda_decode(uint8_t(c - 1), format);
    const float mid = float((double(lo) + double(hi)) / 2); // exact
    for (float x :
         {lo, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
      ties.check(x);
      ties.check(-x);
    }
  }
  std::snprintf(what, sizeof what,
                "%s: encode matches both on %zu values at and around every "
                "rounding midpoint",
                name, ties.checked);
  expect(ties.mismatches == 0, what);

  // A strided sweep over all 2^32 float bit patterns; the odd stride walks
  // through every residue of the low mantissa bits.
  constexpr uint64_t kStride = 31;
  Sweep all{format};
  for (uint64_t u = 0; u < (uint64_t(1) << 32); u += kStride)
    all.check(from_bits(uint32_t(u)));
  std::snprintf(
      what, sizeof what,
      "%s: encode matches both on %zu floats (one bit pattern in %llu)", name,
      all.checked, (unsigned long long)kStride);
  expect(all.mismatches == 0, what);
}

void test_decode(Format format) {
  const char *name = fp8::name(format);
  char what[160];
  size_t bad = 0, nan_bad = 0, order_bad = 0;
  for (uint32_t c = 0; c < 256; ++c) {
    const float got = fp8::decode(uint8_t(c), format);
    bad += !same_value(cuda_decode(uint8_t(c), format), got);
    nan_bad += fp8::is_nan(uint8_t(c), format) != bool(std::isnan(got));
    // ordinal: the number line in FP8 steps, for the finite codes.
    for (uint32_t d = 0; d < 256; ++d) {
      const float other = fp8::decode(uint8_t(d), format);
      if (std::isfinite(got) && std::isfinite(other))
        order_bad += (fp8::ordinal(uint8_t(c)) < fp8::ordinal(uint8_t(d))) !=
                     (got < other);
    }
  }
  std::snprintf(what, sizeof what,
                "%s: decode matches __nv_cvt_fp8_to_halfraw, all 256 codes",
                name);
  expect(bad == 0, what);
  std::snprintf(what, sizeof what,
                "%s: is_nan is true exactly for the codes that decode to NaN",
                name);
  expect(nan_bad == 0, what);
  std::snprintf(what, sizeof what,
                "%s: ordinal orders the finite codes as their values", name);
  expect(order_bad == 0, what);
  const uint8_t max_code = format == Format::E4M3 ? 0x7e : 0x7b;
  std::snprintf(what, sizeof what, "%s: max_finite is decode(0x%02x)", name,
                max_code);
  expect(same_bits(fp8::max_finite(format), fp8::decode(max_code, format)),
         what);
}

void test_bf16() {
  size_t bad = 0;
  for (uint32_t b = 0; b < 0x10000; ++b) {
    __nv_bfloat16_raw raw;
    raw.x = uint16_t(b);
    bad += !same_bits(__bfloat162float(__nv_bfloat16(raw)),
                      fp8::bf16_to_float(uint16_t(b)));
  }
  expect(bad == 0,
         "bf16_to_float matches __bfloat162float for all 65536 patterns");

  // float_to_bf16: every BF16 value and both neighbours of every midpoint
  // between two of them, then a strided sweep; NaN aside.
  bad = 0;
  size_t checked = 0, nan_bad = 0;
  auto check = [&](float x) {
    const uint16_t got = fp8::float_to_bf16(x);
    if (std::isnan(x)) { // a quiet NaN of the same sign and top payload
      const uint32_t u = fp8::float_bits(x);
      nan_bad += (got & 0x7fff) <= 0x7f80 || !(got & 0x40) ||
                 (got >> 15) != (u >> 31) || (got & 0x3f) != ((u >> 16) & 0x3f);
      return;
    }
    ++checked;
    bad += __nv_bfloat16_raw(__float2bfloat16_rn(x)).x != got;
  };
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const uint32_t u = b << 16;
    for (uint32_t v : {u, u | 0x7fffu, u | 0x8000u, u | 0x8001u})
      check(from_bits(v));
  }
  for (uint64_t u = 0; u < (uint64_t(1) << 32); u += 251)
    check(from_bits(uint32_t(u)));
  char what[160];
  std::snprintf(what, sizeof what,
                "float_to_bf16 matches __float2bfloat16_rn on %zu non-NaN "
                "floats (ties included)",
                checked);
  expect(bad == 0, what);
  expect(nan_bad == 0,
         "float_to_bf16: a NaN stays a quiet NaN, sign and top payload kept");
  expect(fp8::float_to_bf16(from_bits(0xffc12345u)) == 0xffc1 &&
             fp8::float_to_bf16(from_bits(0x7f800001u)) == 0x7fc0,
         "float_to_bf16: NaN 0xffc12345 -> 0xffc1, signaling 0x7f800001 -> "
         "0x7fc0");
}

void test_names() {
  reference_check::expect_format_constants<Format>(fp8::max_finite, fp8::name);
  expect(fp8::kE4M3Max == 448.0f && fp8::kE5M2Max == 57344.0f,
         "kE4M3Max 448, kE5M2Max 57344");
  reference_check::expect_known_bf16(fp8::bf16_to_float);
  reference_check::expect_known_bf16_roundings(fp8::float_to_bf16);
  enum class ExampleFormat { E4M3, E5M2 };
  expect(fp8::format_of(ExampleFormat::E4M3) == Format::E4M3 &&
             fp8::format_of(ExampleFormat::E5M2) == Format::E5M2,
         "format_of maps an example's own Fp8Format");
}

// float / float, correctly rounded, without a float division.
float quotient(float a, float b) { return float(double(a) / double(b)); }

void test_scaling() {
  // 1, -100, quiet and signaling NaN, the smallest subnormal, -0.
  const uint16_t x[] = {0x3f80, 0xc2c8, 0x7fc0, 0x7f81, 0x0001, 0x8000};
  expect(same_bits(fp8::bf16_amax(x, 6), 100.0f),
         "bf16_amax: |-100|, quiet and signaling NaNs ignored");
  const uint16_t nan_only[] = {0xffc1, 0x7f81}, with_inf[] = {0x3f80, 0xff80};
  expect(same_bits(fp8::bf16_amax(nan_only, 2), 0.0f) &&
             same_bits(fp8::bf16_amax(x, 0), 0.0f) &&
             fp8::bf16_amax(with_inf, 2) == INFINITY,
         "bf16_amax: all-NaN and empty give +0, -inf counts as inf");

  const float e = 1e-12f;
  expect(fp8::current_scale(0.0f, 448.0f, e) == 1.0f &&
             fp8::current_scale(INFINITY, 448.0f, e) == 1.0f &&
             fp8::current_scale(NAN, 448.0f, e) == 1.0f &&
             fp8::current_scale(-3.0f, 448.0f, e) == 1.0f,
         "current_scale: amax 0, inf, NaN (or negative) -> 1");
  expect(
      same_bits(fp8::current_scale(3.0f, 448.0f, e), quotient(448.0f, 3.0f)) &&
          same_bits(fp8::current_scale(7.0f, 57344.0f, e),
                    quotient(57344.0f, 7.0f)),
      "current_scale: fp8_max / amax, correctly rounded");
  expect(same_bits(fp8::current_scale(1e-30f, 448.0f, e), quotient(448.0f, e)),
         "current_scale: amax below eps is clamped to eps");
  expect(fp8::current_scale(0x1p-140f, 448.0f, 0.0f) == FLT_MAX,
         "current_scale: an overflowing quotient becomes FLT_MAX");
}

// The examples' verdicts rest on these checkers: a wrong result must fail.
void test_checkers() {
  std::vector<uint8_t> want(1000), got;
  for (size_t i = 0; i < want.size(); ++i)
    want[i] = uint8_t(i * 37);
  got = want;
  expect(fp8::compare_bytes("identical", want.data(), got.data(), got.size()) ==
             0,
         "compare_bytes: identical bytes pass");
  std::printf("  (mismatch reports are expected on stderr)\n");
  got[617] ^= 0x01;
  expect(fp8::compare_bytes("one_bit_flipped", want.data(), got.data(),
                            got.size()) == 1,
         "compare_bytes: one flipped bit is reported");
  for (size_t i = 0; i < 7; ++i)
    got[i * 100] ^= 0x80;
  expect(fp8::compare_bytes("eight_bytes", want.data(), got.data(),
                            got.size()) == 8,
         "compare_bytes: eight mismatches are all counted (five reported)");

  const float a[] = {1.0f, 0.0f, NAN, 3.0f};
  const float b[] = {1.0f, -0.0f, from_bits(0x7fc00001),
                     std::nextafter(3.0f, INFINITY)};
  expect(fp8::compare_float_bits("same", a, a, 4) == 0,
         "compare_float_bits: identical pass");
  expect(
      fp8::compare_float_bits("different", a, b, 4) == 3,
      "compare_float_bits: +0 vs -0, a NaN payload and 1 ulp are mismatches");
}

} // namespace

int main() {
  std::printf(
      "common_reference_test: the shared FP8/BF16 codec vs cuda_fp8.h\n");
  test_known_codes();
  test_encode(Format::E4M3);
  test_encode(Format::E5M2);
  test_decode(Format::E4M3);
  test_decode(Format::E5M2);
  test_bf16();
  test_names();
  test_scaling();
  test_checkers();
  return reference_check::finish("common_reference_test");
}
