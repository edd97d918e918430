// Unit test of the CPU reference in reference.{h,cpp}. Host only, no GPU.
// The FP8 and BF16 conversions are the examples' shared ones, checked
// against CUDA's own host conversions by examples/common/
// fp8_reference_test.cpp; here only that this example's API maps onto them.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
//   ./reference_test
// Exit status 0 when every check passes.
#include "reference.h"

#include "../common/check.h"
#include "../common/known_codes.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

using asc_ref::Fp8Format;
using reference_check::expect;
using reference_check::same_bits;

namespace {

void test_conversions() {
  reference_check::expect_known_codes<Fp8Format>("float_to_fp8",
                                                 asc_ref::float_to_fp8);
  reference_check::expect_format_constants<Fp8Format>(asc_ref::fp8_max,
                                                      asc_ref::format_name);
  reference_check::expect_known_bf16(asc_ref::bf16_to_float);
}

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
  std::printf("reference_test: amax_scale_cast reference and checkers\n");
  test_conversions();
  test_scale_rule();
  test_amax_and_cast_transpose();
  test_checker_catches_errors();
  return reference_check::finish("reference_test");
}
