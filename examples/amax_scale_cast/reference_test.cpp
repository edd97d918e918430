// Unit test of the CPU reference in reference.{h,cpp}. Host only, no GPU:
// CUDA's own host implementation of the FP8 conversions (cuda_fp8.h compiled
// by g++) is the oracle.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
//   ./reference_test
// Exit status 0 when every check passes.
#include "reference.h"

#include <cuda_bf16.h>
#include <cuda_fp8.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

using asc_ref::Fp8Format;

namespace {

int g_failures = 0;

void expect(bool ok, const char *what) {
  std::printf("  [%s] %s\n", ok ? "ok" : "FAIL", what);
  if (!ok)
    ++g_failures;
}

float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

__nv_fp8_interpretation_t interpretation(Fp8Format format) {
  return format == Fp8Format::E4M3 ? __NV_E4M3 : __NV_E5M2;
}

// Number of floats in `xs`-order where the reference differs from CUDA's
// __nv_cvt_float_to_fp8(x, __NV_SATFINITE, ...); prints the first few.
struct Sweep {
  Fp8Format format;
  size_t checked = 0;
  size_t mismatches = 0;

  void check(float x) {
    const uint8_t want =
        __nv_cvt_float_to_fp8(x, __NV_SATFINITE, interpretation(format));
    const uint8_t got = asc_ref::float_to_fp8(x, format);
    ++checked;
    if (want != got && ++mismatches <= 5) {
      uint32_t u;
      std::memcpy(&u, &x, sizeof u);
      std::printf("    %s(0x%08x = %a): cuda 0x%02x, reference 0x%02x\n",
                  asc_ref::format_name(format), u, double(x), want, got);
    }
  }
};

float decode_fp8(uint8_t code, Fp8Format format) {
  __nv_fp8_storage_t s = code;
  __half_raw h = __nv_cvt_fp8_to_halfraw(s, interpretation(format));
  return __half2float(__half(h));
}

void test_conversions(Fp8Format format) {
  const char *name = asc_ref::format_name(format);
  char what[160];

  // Every BF16 value, including +-inf, every NaN payload and the subnormals.
  Sweep bf16{format};
  size_t ctor_mismatches = 0;
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const float x = asc_ref::bf16_to_float(uint16_t(b));
    bf16.check(x);
    // The kernels use the struct constructors, not __nv_cvt_*.
    const uint8_t ctor = format == Fp8Format::E4M3 ? __nv_fp8_e4m3(x).__x
                                                   : __nv_fp8_e5m2(x).__x;
    ctor_mismatches += ctor != asc_ref::float_to_fp8(x, format);
  }
  std::snprintf(what, sizeof what,
                "%s: all %zu BF16 values match __nv_cvt_float_to_fp8 "
                "(satfinite)",
                name, bf16.checked);
  expect(bf16.mismatches == 0, what);
  std::snprintf(what, sizeof what,
                "%s: all BF16 values match the __nv_fp8_%s(float) constructor",
                name, name);
  expect(ctor_mismatches == 0, what);

  // Rounding boundaries: every midpoint between neighbouring FP8 magnitudes
  // (ties to even), one float ulp either side, and the overflow threshold.
  Sweep ties{format};
  const uint32_t max_code = format == Fp8Format::E4M3 ? 0x7e : 0x7b;
  for (uint32_t c = 0; c <= max_code; ++c) {
    const float lo = decode_fp8(uint8_t(c), format);
    const float hi = c < max_code ? decode_fp8(uint8_t(c + 1), format)
                                  : 2.0f * lo - decode_fp8(uint8_t(c - 1),
                                                           format);
    const float mid = float((double(lo) + double(hi)) / 2); // exact
    for (float x : {lo, mid, std::nextafter(mid, 0.0f),
                    std::nextafter(mid, INFINITY)}) {
      ties.check(x);
      ties.check(-x);
    }
  }
  std::snprintf(what, sizeof what,
                "%s: %zu values at and around every rounding midpoint",
                name, ties.checked);
  expect(ties.mismatches == 0, what);

  // A strided sweep over all 2^32 float bit patterns; the odd stride walks
  // through every residue of the low mantissa bits.
  constexpr uint64_t kStride = 31;
  Sweep all{format};
  for (uint64_t u = 0; u < (uint64_t(1) << 32); u += kStride)
    all.check(from_bits(uint32_t(u)));
  std::snprintf(what, sizeof what,
                "%s: %zu floats (one bit pattern in %llu of 2^32)", name,
                all.checked, (unsigned long long)kStride);
  expect(all.mismatches == 0, what);
}

void test_bf16_decode() {
  size_t mismatches = 0;
  for (uint32_t b = 0; b < 0x10000; ++b) {
    __nv_bfloat16_raw raw;
    raw.x = uint16_t(b);
    const float want = __bfloat162float(__nv_bfloat16(raw));
    const float got = asc_ref::bf16_to_float(uint16_t(b));
    mismatches += std::memcmp(&want, &got, sizeof want) != 0;
  }
  expect(mismatches == 0, "bf16_to_float matches __bfloat162float for all "
                          "65536 patterns");
}

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

void test_scale_rule() {
  using asc_ref::compute_scale;
  const float kMax = asc_ref::kE4M3Max;
  expect(compute_scale(0.0f, kMax).scale == 1.0f, "scale: amax 0 -> 1");
  expect(compute_scale(INFINITY, kMax).scale == 1.0f, "scale: amax inf -> 1");
  expect(compute_scale(NAN, kMax).scale == 1.0f, "scale: amax NaN -> 1");
  expect(compute_scale(448.0f, kMax).scale == 1.0f &&
             compute_scale(448.0f, kMax).scale_inv == 1.0f,
         "scale: amax 448 -> 1, scale_inv 1");
  expect(same_bits(compute_scale(1e-30f, kMax).scale,
                   kMax / asc_ref::kAmaxEpsilon),
         "scale: amax below eps is clamped to eps");
  expect(compute_scale(0x1p-140f, kMax, 0.0f).scale == FLT_MAX,
         "scale: with eps 0 an overflowing quotient becomes FLT_MAX");
  const asc_ref::Scale s = compute_scale(3.0f, kMax);
  expect(same_bits(s.scale, 448.0f / 3.0f) && same_bits(s.scale_inv,
                                                        1.0f / s.scale),
         "scale: amax 3 -> 448/3 rounded, scale_inv = 1/scale rounded");
}

void test_amax_and_cast_transpose() {
  // 1, -100, NaN, the smallest subnormal, -0.
  const std::vector<uint16_t> x = {0x3f80, 0xc2c8, 0x7fc0, 0x0001, 0x8000};
  expect(same_bits(asc_ref::amax(x.data(), x.size()), 100.0f),
         "amax: ignores NaN, takes |x| (-100 -> 100)");
  const uint16_t nan_only[] = {0xffc1, 0x7f81};
  expect(same_bits(asc_ref::amax(nan_only, 2), 0.0f),
         "amax: an all-NaN tensor gives +0");
  const uint16_t with_inf[] = {0x3f80, 0xff80};
  expect(std::isinf(asc_ref::amax(with_inf, 2)), "amax: -inf counts as inf");

  const int rows = 3, cols = 5;
  std::vector<uint16_t> m(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = uint16_t(0x3c00 + 0x37 * i);
  std::vector<uint8_t> y(m.size()), yt(m.size()), flat(m.size());
  asc_ref::cast_transpose(m.data(), rows, cols, 7.0f, Fp8Format::E4M3,
                          y.data(), yt.data());
  asc_ref::cast(m.data(), m.size(), 7.0f, Fp8Format::E4M3, flat.data());
  bool ok = y == flat;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      ok = ok && yt[c * rows + r] == y[r * cols + c];
  expect(ok, "cast_transpose: y equals cast(), yt is its transpose");
}

// The example's verdict rests on these checkers: a wrong result must fail.
void test_checker_catches_errors() {
  std::vector<uint16_t> x(1000);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = uint16_t(0x3000 + 37 * i);
  const float a = asc_ref::amax(x.data(), x.size());
  const asc_ref::Scale s = asc_ref::compute_scale(a, asc_ref::kE4M3Max);
  std::vector<uint8_t> want(x.size()), got(x.size());
  asc_ref::cast(x.data(), x.size(), s.scale, Fp8Format::E4M3, want.data());
  got = want;
  expect(asc_ref::compare_bytes("identical", want.data(), got.data(),
                                got.size()) == 0,
         "checker: identical bytes pass");
  got[617] ^= 0x01;
  std::printf("  (a mismatch report is expected on stderr)\n");
  expect(asc_ref::compare_bytes("one_bit_flipped", want.data(), got.data(),
                                got.size()) == 1,
         "checker: one flipped bit in one FP8 byte is reported");
  expect(asc_ref::compare_float_bits("scale", s.scale, s.scale) == 0,
         "checker: identical scale passes");
  expect(asc_ref::compare_float_bits("scale_plus_1ulp", s.scale,
                                     std::nextafter(s.scale, INFINITY)) == 1,
         "checker: scale off by 1 ulp is reported");
  expect(asc_ref::compare_float_bits("amax_signed_zero", 0.0f, -0.0f) == 1,
         "checker: +0 vs -0 is reported (bitwise, not ==)");
}

} // namespace

int main() {
  std::printf("reference_test: reference FP8 conversions vs cuda_fp8.h\n");
  test_conversions(Fp8Format::E4M3);
  test_conversions(Fp8Format::E5M2);
  test_bf16_decode();
  test_scale_rule();
  test_amax_and_cast_transpose();
  test_checker_catches_errors();
  std::printf("reference_test: %s (%d failure%s)\n",
              g_failures ? "FAILED" : "PASSED", g_failures,
              g_failures == 1 ? "" : "s");
  return g_failures ? 1 : 0;
}
