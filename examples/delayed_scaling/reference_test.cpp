// Unit test of the CPU reference in reference.{h,cpp}. Host only, no GPU.
// Oracles: CUDA's own host FP8 conversions (cuda_fp8.h compiled by g++),
// hand-computed cases of the update rule, and double precision (a float
// quotient is float(double(a) / double(b)) exactly: 53 >= 2 * 24 + 2 bits, so
// the double rounding is innocuous). The FP8 and BF16 conversions are the
// examples' shared ones, checked on their own by examples/common/
// fp8_reference_test.cpp; here only that this example's API maps onto them.
//   g++ -std=c++17 -O2 -ffp-contract=off -I/usr/local/cuda/include
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

namespace ref = delayed_scaling_ref;
using ref::AmaxAlgorithm;
using ref::Fp8Format;
using reference_check::expect;
using reference_check::from_bits;
using reference_check::same_bits;

namespace {

// float / float, correctly rounded, without a float division.
float quotient(float a, float b) { return float(double(a) / double(b)); }

uint8_t cuda_fp8(float x, Fp8Format format) {
  return format == Fp8Format::E4M3 ? __nv_fp8_e4m3(x).__x
                                   : __nv_fp8_e5m2(x).__x;
}

void test_conversions() {
  reference_check::expect_known_codes<Fp8Format>("float_to_fp8",
                                                 ref::float_to_fp8);
  reference_check::expect_format_constants<Fp8Format>(ref::fp8_max,
                                                      ref::format_name);
  reference_check::expect_known_bf16(ref::bf16_to_float);
  expect(ref::tensor_format(0) == Fp8Format::E4M3 &&
             ref::tensor_format(ref::kNumForward - 1) == Fp8Format::E4M3 &&
             ref::tensor_format(ref::kNumForward) == Fp8Format::E5M2,
         "tensor_format: E4M3 forward, E5M2 backward");
}

void test_amax() {
  // 1, -100, NaN, the smallest subnormal, -0.
  const uint16_t x[] = {0x3f80, 0xc2c8, 0x7fc0, 0x0001, 0x8000};
  expect(same_bits(ref::amax(x, 5), 100.0f), "amax: |-100|, NaN ignored");
  const uint16_t zeros[] = {0x8000, 0x0000, 0xffc1};
  expect(same_bits(ref::amax(zeros, 3), 0.0f), "amax: -0, +0 and NaN give +0");
  const uint16_t inf[] = {0x3f80, 0xff80};
  expect(std::isinf(ref::amax(inf, 2)), "amax: -inf counts as inf");
  // A signaling NaN last (step 45's input ends with 0x7f81) is ignored too.
  const uint16_t snan[] = {0x3f80, 0xc600, 0x7f81};
  expect(same_bits(ref::amax(snan, 3), 8192.0f), "amax: a signaling NaN is ignored");
}

// A state whose tensor t has the given history, the rest zero.
ref::State with_history(int t, const std::vector<float> &h, float scale) {
  ref::State s = ref::initial_state();
  for (size_t i = 0; i < h.size(); ++i)
    s.history[i * ref::kNumTensors + t] = h[i];
  s.scale[t] = scale;
  s.scale_inv[t] = quotient(1.0f, scale);
  return s;
}

// Scale that update_tensor() leaves for tensor t.
float updated_scale(int t, const std::vector<float> &h, float previous,
                    float fp8_max, AmaxAlgorithm algorithm, int margin,
                    float *scale_inv = nullptr) {
  ref::State s = with_history(t, h, previous);
  ref::update_tensor(s, t, fp8_max, ref::Recipe{algorithm, margin});
  if (scale_inv)
    *scale_inv = s.scale_inv[t];
  return s.scale[t];
}

void test_update_rule() {
  const auto Max = AmaxAlgorithm::Max, Recent = AmaxAlgorithm::MostRecent;
  const float e4 = ref::kE4M3Max, e5 = ref::kE5M2Max;
  std::vector<float> h(ref::kHistoryLen, 0.0f);
  h[0] = 3.0f;
  h[5] = 100.0f;
  h[15] = 7.0f;
  float inv = 0.0f;
  expect(same_bits(updated_scale(1, h, 1.0f, e4, Max, 0, &inv),
                   quotient(448.0f, 100.0f)) &&
             same_bits(inv, quotient(1.0f, quotient(448.0f, 100.0f))),
         "max: history {3, .., 100, .., 7} -> 448/100, scale_inv 1/scale");
  expect(same_bits(updated_scale(1, h, 1.0f, e4, Max, 1),
                   quotient(448.0f, 100.0f) / 2),
         "max, margin 1: (448/100) / 2");
  expect(same_bits(updated_scale(0, h, 1.0f, e4, Recent, 0),
                   quotient(448.0f, 3.0f)),
         "most_recent: entry 0 (3) -> 448/3");
  expect(same_bits(updated_scale(3, {0x1p20f}, 1.0f, e5, Recent, 1), 0x1.cp-6f),
         "most_recent, E5M2, margin 1: 57344 / 2^20 / 2 = 0x1.cp-6");

  const std::vector<float> zero(ref::kHistoryLen, 0.0f);
  expect(updated_scale(2, zero, 5.5f, e5, Max, 0, &inv) == 5.5f &&
             same_bits(inv, quotient(1.0f, 5.5f)),
         "max: all-zero history keeps the previous scale 5.5");
  std::vector<float> with_inf = h;
  with_inf[9] = INFINITY;
  expect(updated_scale(0, with_inf, 0.25f, e4, Max, 0) == 0.25f,
         "max: inf anywhere in the history keeps the previous scale");
  expect(same_bits(updated_scale(0, with_inf, 0.25f, e4, Recent, 0),
                   quotient(448.0f, 3.0f)),
         "most_recent: inf in an older entry does not matter");
  expect(updated_scale(0, {NAN, 2.0f}, 0.25f, e4, Recent, 0) == 0.25f,
         "most_recent: NaN amax keeps the previous scale");
  expect(updated_scale(0, {0.0f, 2.0f}, 0.25f, e4, Recent, 1) == 0.25f,
         "most_recent: zero amax keeps the previous scale");
  expect(same_bits(updated_scale(0, {2.0f, NAN}, 1.0f, e4, Max, 0), 224.0f),
         "max: a NaN entry is ignored (fmaxf), 448/2 = 224");
  expect(updated_scale(1, {0x1p-133f}, 1.0f, e4, Max, 0, &inv) == FLT_MAX &&
             same_bits(inv, quotient(1.0f, FLT_MAX)) && inv > 0.0f,
         "amax 2^-133: 448/amax overflows -> FLT_MAX, scale_inv 1/FLT_MAX "
         "(subnormal)");
  expect(updated_scale(1, {0x1p-133f}, 1.0f, e4, Max, 1) == FLT_MAX,
         "margin 1: inf / 2 is still inf -> FLT_MAX");

  // The roll: h[i] = h[i + 1], the last takes the old h[0], h[0] = 0; the
  // other tensors' columns are untouched.
  ref::State s = ref::initial_state();
  for (int i = 0; i < ref::kHistoryLen; ++i)
    for (int t = 0; t < ref::kNumTensors; ++t)
      s.history[i * ref::kNumTensors + t] = float(100 * t + i + 1);
  ref::update_tensor(s, 2, e5, ref::Recipe{Max, 0});
  bool rolled =
      s.history[2] == 0.0f &&
      s.history[(ref::kHistoryLen - 1) * ref::kNumTensors + 2] == 201.0f;
  for (int i = 1; i + 1 < ref::kHistoryLen; ++i)
    rolled = rolled && s.history[i * ref::kNumTensors + 2] == 200.0f + i + 2;
  for (int i = 0; i < ref::kHistoryLen; ++i)
    for (int t : {0, 1, 3})
      rolled = rolled &&
               s.history[i * ref::kNumTensors + t] == float(100 * t + i + 1);
  expect(rolled, "roll: [1..16] -> [0, 3, 4, .., 16, 1], other tensors kept");
  expect(same_bits(s.scale[2], quotient(57344.0f, 216.0f)),
         "roll: the scale came from the max before the roll (216)");

  // One amax stays in the window for exactly kHistoryLen updates.
  ref::State w = ref::initial_state();
  int steps_with_spike = 0;
  for (int k = 0; k < 3 * ref::kHistoryLen; ++k) {
    w.history[0] = k == 4 ? 64.0f : (k > 4 ? 1.0f : 0.0f);
    ref::update_tensor(w, 0, e4, ref::Recipe{Max, 0});
    steps_with_spike += w.scale[0] == 7.0f; // 448 / 64
  }
  expect(steps_with_spike == ref::kHistoryLen,
         "max: a spike sets the scale for exactly kHistoryLen (16) steps");
}

const uint16_t *input(const std::vector<uint16_t> &x, int step, int t) {
  return &x[(size_t(step) * ref::kNumTensors + t) * ref::kTensorSize];
}

float scale_at(const ref::Result &r, int step, int t) {
  return r.scale[size_t(step) * ref::kNumTensors + t];
}

void test_inputs_and_simulation() {
  const std::vector<uint16_t> x = ref::make_inputs();
  expect(x == ref::make_inputs(), "inputs: deterministic");
  const int n = ref::kTensorSize;
  expect(same_bits(ref::amax(input(x, 12, 0), n), 256.0f) &&
             ref::amax(input(x, 11, 0), n) < 2.0f,
         "inputs: t0 spikes to 2^8 at step 12 over a ramp below 2");
  expect(ref::amax(input(x, 30, 0), n) == 0.0f, "inputs: t0 zero at step 30");
  bool subnormal = true;
  for (int s = 0; s < 20; ++s)
    subnormal = subnormal && ref::amax(input(x, s, 1), n) < 0x1p-126f &&
                ref::amax(input(x, s, 1), n) > 0.0f;
  expect(subnormal, "inputs: t1 holds only BF16 subnormals for steps 0-19");
  expect(std::isinf(ref::amax(input(x, 40, 1), n)) &&
             std::isinf(ref::amax(input(x, 25, 3), n)),
         "inputs: inf in t1 at step 40 and t3 at step 25");

  bool all_ok = true;
  for (AmaxAlgorithm a : {AmaxAlgorithm::Max, AmaxAlgorithm::MostRecent}) {
    for (int margin : {0, 1}) {
      const ref::Result r = ref::simulate(x, ref::Recipe{a, margin});
      bool ok = true;
      for (int s = 0; s < 5; ++s)
        ok = ok && scale_at(r, s, 3) == 1.0f;
      for (int s = 0; s < 20; ++s)
        ok = ok && scale_at(r, s, 1) == FLT_MAX;
      if (a == AmaxAlgorithm::Max) {
        // The inf of step 25 holds t3's scale for 16 steps (25..40).
        for (int s = 25; s <= 40; ++s)
          ok = ok && same_bits(scale_at(r, s, 3), scale_at(r, 24, 3));
        ok = ok && !same_bits(scale_at(r, 41, 3), scale_at(r, 24, 3));
      } else {
        ok = ok && same_bits(scale_at(r, 25, 3), scale_at(r, 24, 3)) &&
             !same_bits(scale_at(r, 26, 3), scale_at(r, 24, 3)) &&
             same_bits(scale_at(r, 30, 0), scale_at(r, 29, 0));
        // Most recent: the scale follows the step's own amax.
        const float a10 = ref::amax(input(x, 10, 0), n);
        ok = ok && same_bits(scale_at(r, 10, 0),
                             quotient(448.0f, a10) / float(1 << margin));
      }
      // The FP8 bytes against CUDA's own constructors, every step.
      size_t bad = 0;
      for (int s = 0; s < ref::kSteps; ++s)
        for (int t = 0; t < ref::kNumTensors; ++t) {
          const size_t base = (size_t(s) * ref::kNumTensors + t) * n;
          for (int i = 0; i < n; ++i) {
            const float v = ref::bf16_to_float(x[base + i]) * scale_at(r, s, t);
            bad += r.y[base + i] != cuda_fp8(v, ref::tensor_format(t));
          }
        }
      ok = ok && bad == 0;
      char what[128];
      std::snprintf(what, sizeof what,
                    "simulate %s/margin%d: kept scales, FLT_MAX, inf window, "
                    "FP8 bytes match __nv_fp8_* constructors",
                    ref::algorithm_name(a), margin);
      expect(ok, what);
      all_ok = all_ok && ok;
    }
  }
  const ref::Result m0 = ref::simulate(x, ref::Recipe{AmaxAlgorithm::Max, 0});
  const ref::Result m1 = ref::simulate(x, ref::Recipe{AmaxAlgorithm::Max, 1});
  expect(scale_at(m1, 10, 0) == scale_at(m0, 10, 0) / 2 &&
             scale_at(m1, 10, 2) == scale_at(m0, 10, 2) / 2,
         "simulate: margin 1 halves the margin-0 scales (E4M3 and E5M2)");
  const uint8_t *y40 =
      &m0.y[(size_t(40) * ref::kNumTensors + 1) * n + size_t(40) * 97 % n];
  const uint8_t *y33 =
      &m0.y[(size_t(33) * ref::kNumTensors + 3) * n + size_t(33) * 97 % n];
  expect(*y40 == 0x7e && *y33 == 0x7f,
         "simulate: +inf casts to 0x7e (E4M3 max), NaN to 0x7f");
}

// The example's verdict rests on the checker: a wrong result must fail.
void test_checker_catches_errors() {
  const std::vector<uint16_t> x = ref::make_inputs();
  const ref::Result want =
      ref::simulate(x, ref::Recipe{AmaxAlgorithm::MostRecent, 1});
  expect(ref::check_result("identical", want, want) == 0,
         "checker: identical results pass");
  std::printf("  (FAIL lines and mismatch reports are expected below)\n");

  ref::Result got = want;
  got.y[123457] ^= 0x01;
  expect(ref::check_result("one_fp8_bit", want, got) == 1,
         "checker: one flipped bit in one FP8 byte fails");
  got = want;
  got.scale[90] = std::nextafter(got.scale[90], INFINITY); // step 22, t2
  expect(ref::check_result("scale_1ulp", want, got) == 1,
         "checker: a scale off by 1 ulp fails");
  got = want;
  got.scale_inv[42] = got.scale_inv[42] * 2; // step 10, t2
  got.scale[42] = got.scale[42] / 2;         // the wrong margin, consistently
  expect(ref::check_result("wrong_margin", want, got) == 2,
         "checker: scale and scale_inv of the wrong margin both fail");
  got = want;
  got.history[ref::kNumTensors * 3] = -0.0f; // step 0, entry 3: +0
  expect(ref::check_result("signed_zero", want, got) == 1,
         "checker: -0 for +0 in the history fails (bitwise, not ==)");
  got = want;
  got.y.pop_back();
  expect(ref::check_result("short_output", want, got) == 1,
         "checker: an output of the wrong size fails");
  const float a[] = {1.0f, NAN}, b[] = {1.0f, from_bits(0x7fc00001)};
  expect(ref::compare_floats("nan_payload", a, b, 2) == 1,
         "checker: a different NaN payload is a mismatch");
}

} // namespace

int main() {
  std::printf("reference_test: delayed scaling reference\n");
  test_conversions();
  test_amax();
  test_update_rule();
  test_inputs_and_simulation();
  test_checker_catches_errors();
  return reference_check::finish("reference_test");
}
