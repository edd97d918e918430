// Unit test of the CPU reference and the checker in reference.{h,cpp}. Host
// only, no GPU: CUDA's own host FP8 conversions (cuda_fp8.h compiled by g++)
// and hand-computed cases are the oracles. The FP8 and BF16 conversions are
// the examples' shared ones, checked on their own by examples/common/
// fp8_reference_test.cpp; here only that this example's API maps onto them.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
//   ./reference_test
// Exit status 0 when every check passes.
#include "reference.h"

#include "../common/check.h"
#include "../common/known_codes.h"

#include <cuda_fp8.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

namespace ref = smooth_swiglu_ref;
using ref::Fp8Format;
using reference_check::expect;
using reference_check::from_bits;
using reference_check::same_bits;

namespace {

void test_conversions() {
  reference_check::expect_known_codes<Fp8Format>("float_to_fp8",
                                                 ref::float_to_fp8);
  reference_check::expect_known_values<Fp8Format>("fp8_to_float",
                                                  ref::fp8_to_float);
  reference_check::expect_format_constants<Fp8Format>(ref::fp8_max,
                                                      ref::format_name);
  reference_check::expect_known_bf16(ref::bf16_to_float);
  reference_check::expect_known_bf16_roundings(ref::float_to_bf16);
  expect(ref::float_to_bf16(from_bits(0xffc12345u)) == 0x7fc0 &&
             ref::float_to_bf16(from_bits(0x7f800001u)) == 0x7fc0 &&
             ref::float_to_bf16(NAN) == 0x7fc0,
         "float_to_bf16: every NaN -> 0x7fc0");
}

void test_activations() {
  expect(ref::silu(0.0f) == 0.0f && ref::dsilu(0.0f) == 0.5f,
         "silu(0) = 0, dsilu(0) = 0.5");
  // silu(1) = 1 / (1 + e^-1) = 0.7310585786...
  expect(std::fabs(ref::silu(1.0f) - 0.73105858f) < 1e-6f, "silu(1)");
  expect(ref::silu(-200.0f) == 0.0f && ref::silu(200.0f) == 200.0f,
         "silu saturates: -200 -> 0, 200 -> 200");
  // dsilu against a central difference of silu in double.
  double worst = 0.0;
  for (float x = -8.0f; x <= 8.0f; x += 0.125f) {
    const double h = 1e-4;
    auto s = [](double v) { return v / (1.0 + std::exp(-v)); };
    const double fd = (s(x + h) - s(x - h)) / (2 * h);
    worst = std::fmax(worst, std::fabs(fd - ref::dsilu(x)));
  }
  expect(worst < 1e-6, "dsilu matches a central difference of silu");
}

void test_scale_rule() {
  using ref::compute_scale;
  const ref::Scale s3 = compute_scale(3.0f, ref::kE4M3Max, true);
  expect(s3.scale == 128.0f && s3.scale_inv == 0x1p-7f,
         "pow2 scale: amax 3 -> 448/3 = 149.3 -> 128, scale_inv 2^-7");
  const ref::Scale t3 = compute_scale(3.0f, ref::kE4M3Max, false);
  expect(same_bits(t3.scale, 448.0f / 3.0f) &&
             same_bits(t3.scale_inv, 1.0f / (448.0f / 3.0f)),
         "plain scale: amax 3 -> 448/3 rounded");
  expect(compute_scale(448.0f, ref::kE4M3Max, true).scale == 1.0f &&
             compute_scale(0x1p-20f, ref::kE5M2Max, true).scale ==
                 0x1p35f, // 57344 * 2^20 = 1.75 * 2^35
         "pow2 scale: amax 448 -> 1; E5M2 amax 2^-20 -> 2^35");
  bool ok = true;
  for (float a : {0.0f, INFINITY, NAN})
    ok = ok && compute_scale(a, ref::kE4M3Max, true).scale == 1.0f &&
         compute_scale(a, ref::kE5M2Max, false).scale == 1.0f;
  expect(ok, "scale: amax 0, inf, NaN -> 1");
  expect(same_bits(compute_scale(1e-30f, ref::kE5M2Max, false).scale,
                   ref::kE5M2Max / ref::kAmaxEpsilon),
         "scale: amax below eps is clamped to eps");
}

void test_small_forward() {
  // 2 tokens x 3 channels, h by hand: x2 = 1 so h = silu(x1).
  ref::Inputs in;
  in.tokens = 2;
  in.channels = 3;
  const float x1[] = {1.0f, -2.0f, 0.0f, 4.0f, 0.5f, -0.25f};
  for (float v : x1) {
    in.x1.push_back(ref::float_to_bf16(v));
    in.x2.push_back(ref::float_to_bf16(1.0f));
    in.dh.push_back(ref::float_to_bf16(1.0f));
  }
  const std::vector<float> h = ref::swiglu(in);
  const std::vector<float> amax = ref::channel_amax(h, 2, 3);
  expect(same_bits(amax[0], ref::silu(4.0f)) && // |silu(-2)| < silu(0.5)
             same_bits(amax[1], ref::silu(0.5f)) &&
             same_bits(amax[2], std::fabs(ref::silu(-0.25f))),
         "channel_amax takes the column max of |h|");
  const float nan_h[] = {NAN, -3.0f, 2.0f};
  expect(ref::amax(nan_h, 3) == 3.0f, "amax ignores NaN");

  const ref::Results r = ref::compute(in);
  bool ok = r.amax.size() == 4 && r.scale.size() == 4 &&
            same_bits(r.amax[3], ref::silu(4.0f));
  for (size_t i = 0; i < h.size() && ok; ++i) {
    const size_t c = i % 3;
    const __nv_fp8_e4m3 q(h[i] * r.scale[c]);
    const __nv_fp8_e4m3 qt(h[i] * r.scale[3]);
    ok = q.__x == r.q_smooth[i] && qt.__x == r.q_tensor[i] &&
         same_bits(float(q) * r.scale_inv[c], r.deq_smooth[i]) &&
         same_bits(float(qt) * r.scale_inv[3], r.deq_tensor[i]);
  }
  expect(ok, "compute: q and h' match __nv_fp8_e4m3 with the computed scales");
  std::vector<float> dx1, dx2;
  ref::swiglu_backward(in, dx1, dx2);
  ok = same_bits(dx2[0], ref::silu(1.0f)) && same_bits(dx1[2], 0.5f);
  for (size_t i = 0; i < dx1.size() && ok; ++i)
    ok = __nv_fp8_e5m2(dx1[i] * r.grad_scale[0]).__x == r.dx1[i] &&
         __nv_fp8_e5m2(dx2[i] * r.grad_scale[1]).__x == r.dx2[i];
  expect(ok, "backward: dx2 = silu(x1), dx1(0) = dsilu(0); E5M2 bytes match "
             "__nv_fp8_e5m2");
}

void test_inputs() {
  const ref::Inputs a = ref::make_inputs(64, 40, 7, 5, 1000.0f);
  const ref::Inputs b = ref::make_inputs(64, 40, 7, 5, 1000.0f);
  const ref::Inputs c = ref::make_inputs(64, 40, 7, -1, 1.0f);
  expect(a.x1 == b.x1 && a.x2 == b.x2 && a.dh == b.dh && a.x1.size() == 2560,
         "make_inputs is deterministic");
  bool ok = a.x1 == c.x1 && a.dh == c.dh;
  for (size_t i = 0; i < a.x2.size() && ok; ++i)
    ok = (i % 40 == 5) == (a.x2[i] != c.x2[i]);
  const std::vector<float> ha = ref::channel_amax(ref::swiglu(a), 64, 40);
  const std::vector<float> hc = ref::channel_amax(ref::swiglu(c), 64, 40);
  ok = ok && std::fabs(ha[5] / hc[5] - 1000.0f) < 10.0f;
  expect(ok, "make_inputs: only the outlier channel of x2 changes, ~1000x");
}

// The GPU program's experiments, on the reference's own results: every check
// of check_results must pass, so the thresholds hold for the real data.
void test_experiments() {
  for (const ref::Experiment &e : ref::kExperiments) {
    const ref::Inputs in =
        ref::make_inputs(ref::kTokens, ref::kChannels, ref::kSeed,
                         ref::kOutlierChannel, e.outlier_factor);
    const size_t failed = ref::check_results(e.name, in, ref::compute(in),
                                             ref::kOutlierChannel, e.min_gain);
    char what[128];
    std::snprintf(what, sizeof what,
                  "%s: the reference's results pass every check", e.name);
    expect(failed == 0, what);
  }
}

// The example's verdict rests on the checker: wrong results must fail.
void test_checker_catches_errors() {
  const ref::Inputs in = ref::make_inputs(256, 40, 3, 7, 65536.0f);
  const ref::Results good = ref::compute(in);
  auto failures = [&](const ref::Results &r, double min_gain = 1.0) {
    return ref::check_results("mutant", in, r, 7, min_gain);
  };
  std::printf("  (FAIL lines and mismatch reports below are expected)\n");
  expect(failures(good) == 0, "checker: the reference's results pass");

  // A wrong but self-consistent q: h' follows it, so only q can fail.
  auto set_q = [&](ref::Results &r, size_t i, uint8_t code) {
    r.q_smooth[i] = code;
    r.deq_smooth[i] =
        ref::fp8_to_float(code, Fp8Format::E4M3) * r.scale_inv[i % in.channels];
  };
  ref::Results r = good;
  set_q(r, 100, r.q_smooth[100] ^ 0x01);
  expect(failures(r) == 0, "checker: one q byte in 10240 one step off is "
                           "tolerated (budget 1e-4)");
  set_q(r, 200, r.q_smooth[200] ^ 0x01);
  expect(failures(r) == 1, "checker: two q bytes in 10240 one step off are "
                           "reported");
  r = good;
  set_q(r, 5, r.q_smooth[5] ^ 0x04);
  expect(failures(r) == 1, "checker: one q byte 4 steps off is reported");
  r = good;
  r.q_tensor[5] ^= 0x01;
  expect(failures(r) == 1, "checker: h' that is not q's dequantization is "
                           "reported");
  r = good;
  r.deq_smooth[77] = std::nextafter(r.deq_smooth[77], INFINITY);
  expect(failures(r) == 1, "checker: h' off by one float ulp is reported");
  r = good;
  r.amax[3] = std::nextafter(r.amax[3], INFINITY);
  expect(failures(r) == 0, "checker: amax off by one ulp is tolerated");
  r.amax[3] *= 1.001f;
  expect(failures(r) >= 1, "checker: amax off by 0.1% is reported");
  r = good;
  r.scale[2] *= 2.0f;
  expect(failures(r) >= 1, "checker: a channel scale 2x too large is "
                           "reported");
  r = good;
  r.scale_inv[40] = std::nextafter(r.scale_inv[40], 0.0f);
  expect(failures(r) >= 1, "checker: the tensor scale_inv off by one ulp is "
                           "reported");
  r = good;
  r.grad_scale[1] = std::nextafter(r.grad_scale[1], INFINITY);
  expect(failures(r) >= 1, "checker: a gradient scale off by one ulp is "
                           "reported");
  r = good;
  r.dx1[9] ^= 0x80;
  expect(failures(r) == 1, "checker: a sign flip in dx1 is reported");
  r = good;
  r.dx2[0] = 0x7f;
  expect(failures(r) == 1, "checker: a NaN code in dx2 is reported");
  r = good;
  r.dx2.pop_back();
  expect(failures(r) == 1, "checker: a short dx2 is reported");
  expect(failures(good, 1e6) == 1,
         "checker: an outlier gain below the required one is reported");

  // compare_fp8_near's budget of one-step differences, on a large tensor.
  std::vector<uint8_t> want(100000, 0x30), got = want;
  for (int i = 0; i < 10; ++i)
    got[i * 997] = 0x31;
  expect(ref::compare_fp8_near("few", want.data(), got.data(), want.size(),
                               Fp8Format::E4M3) == 0,
         "compare_fp8_near: 10 in 1e5 one step off pass (budget 1e-4)");
  for (int i = 0; i < 11; ++i)
    got[i * 991 + 1] = 0x2f;
  expect(ref::compare_fp8_near("many", want.data(), got.data(), want.size(),
                               Fp8Format::E4M3) == 21,
         "compare_fp8_near: 21 in 1e5 one step off fail, all counted");
  const uint8_t zero[] = {0x00}, neg_zero[] = {0x80};
  expect(ref::compare_fp8_near("zeros", zero, neg_zero, 1, Fp8Format::E4M3,
                               1.0) == 0,
         "compare_fp8_near: +0 vs -0 counts as one step at most");
  const float a[] = {1.0f}, b[] = {std::nextafter(1.0f, 2.0f)};
  expect(ref::compare_float_ulps("ulps", a, b, 1, 1) == 0 &&
             ref::compare_float_ulps("ulps", a, b, 1, 0) == 1,
         "compare_float_ulps: 1 ulp passes a 1-ulp budget, not a 0-ulp one");
}

} // namespace

int main() {
  std::printf("reference_test: smooth_swiglu reference and checker\n");
  test_conversions();
  test_activations();
  test_scale_rule();
  test_small_forward();
  test_inputs();
  test_experiments();
  test_checker_catches_errors();
  return reference_check::finish("reference_test");
}
