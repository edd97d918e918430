// Unit test of the CPU reference in reference.{h,cpp}. Host only, no GPU.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
//   ./reference_test
// Exit status 0 when every check passes; about 6 s (five 200-step
// trainings).
#include "reference.h"

#include "../common/check.h"
#include "../common/known_codes.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace ref = fp8_mlp_train_ref;
using ref::Fp8Format;
using reference_check::expect;
using reference_check::same_bits;

namespace {

// The FP8 codes worked out by hand (examples/common/known_codes.h), scale 1:
// CUDA's own conversions, which quantize and decode are, give them.
void test_quantize_known_codes() {
  reference_check::expect_known_codes<Fp8Format>(
      "quantize",
      [](float x, Fp8Format f) { return ref::quantize(x, 1.0f, f); });
  expect(ref::quantize(1.0f, 448.0f, Fp8Format::E4M3) == 0x7e,
         "quantize multiplies by the scale first: e4m3(1 * 448) = 0x7e");
  reference_check::expect_known_values<Fp8Format>("decode", ref::decode);
  expect(ref::fp8_max(Fp8Format::E4M3) == ref::kE4M3Max &&
             ref::fp8_max(Fp8Format::E5M2) == ref::kE5M2Max,
         "fp8_max: 448, 57344");
}

void test_scale_rule() {
  expect(ref::compute_scale(0.0f, 448.0f).scale == 1.0f &&
             ref::compute_scale(INFINITY, 448.0f).scale == 1.0f &&
             ref::compute_scale(NAN, 448.0f).scale == 1.0f,
         "scale: amax 0, inf, NaN -> 1");
  const ref::Scale s = ref::compute_scale(3.0f, 448.0f);
  expect(same_bits(s.scale, 448.0f / 3.0f) &&
             same_bits(s.scale_inv, 1.0f / s.scale),
         "scale: amax 3 -> 448/3, scale_inv = 1/scale, both rounded");
  expect(same_bits(ref::compute_scale(1e-30f, 448.0f).scale,
                   448.0f / ref::kAmaxEpsilon),
         "scale: amax below eps is clamped to eps");
  const float x[] = {0.5f, -7.0f, NAN, 3.0f};
  expect(ref::amax(x, 4) == 7.0f, "amax: |-7| = 7, NaN ignored");
}

void test_gemm() {
  // 2x3 times 3x2 with small integers: exact, checked by hand.
  const float a[] = {1, 2, 3, -4, 5, -6};
  const float b[] = {7, -8, 9, 10, -11, 12};
  float c[4];
  ref::gemm(a, b, 2, 2, 3, c);
  expect(c[0] == -8.0f && c[1] == 48.0f && c[2] == 83.0f && c[3] == 10.0f,
         "gemm: [[1,2,3],[-4,5,-6]] x [[7,-8],[9,10],[-11,12]]");
  // Accumulation order: 2^24 + 1 rounds to 2^24 (ties to even), so in
  // increasing k the sum is 0; any other order that adds 1 last gives 1.
  const float a2[] = {0x1p24f, 1.0f, -0x1p24f};
  const float ones[] = {1.0f, 1.0f, 1.0f};
  ref::gemm(a2, ones, 1, 1, 3, c);
  expect(same_bits(c[0], 0.0f), "gemm: sums k in increasing order");
}

void test_loss_and_adamw() {
  std::vector<float> pred(4096, 1.5f), y(4096, 0.5f);
  expect(ref::mse_loss(pred.data(), y.data(), pred.size()) == 1.0f,
         "mse_loss: every error 1 -> loss 1 exactly");
  double want = 0.0;
  for (size_t i = 0; i < pred.size(); ++i) {
    pred[i] = float(std::sin(double(i)));
    want += double(pred[i] - y[i]) * double(pred[i] - y[i]);
  }
  want /= double(pred.size());
  const float got = ref::mse_loss(pred.data(), y.data(), pred.size());
  expect(std::fabs(got - want) <= 1e-6 * want,
         "mse_loss: matches a double-precision sum within 1e-6");

  const ref::AdamWStep s1 = ref::adamw_step(1);
  // The betas are floats (0.999f = 0.999 + 1.3e-8), so 1/(1 - beta2) is
  // 1000 only to about 1e-5.
  expect(std::fabs(s1.inv_bias1 - 10.0) < 1e-5 &&
             std::fabs(s1.inv_bias2 - 1000.0) < 2e-2,
         "adamw_step(1): bias corrections 1/(1-0.9) = 10, 1/(1-0.999) = 1000");
  const ref::AdamWStep s_late = ref::adamw_step(10000);
  expect(s_late.inv_bias1 == 1.0f && std::fabs(s_late.inv_bias2 - 1.0) < 1e-4,
         "adamw_step(10000): bias corrections -> 1");
  // Step 1 from zero moments: update = g / (|g| + eps) = sign(g) (almost),
  // so w <- w - lr * (sign(g) + wd * w).
  float w = 0.5f, m = 0.0f, v = 0.0f;
  ref::adamw_update(w, m, v, -0.25f, s1);
  const double w_want = 0.5 - 1e-3 * (-1.0 + 0.01 * 0.5);
  expect(std::fabs(w - w_want) < 1e-7 && std::fabs(m + 0.025f) < 1e-9 &&
             std::fabs(v - 6.25e-5f) < 1e-10,
         "adamw_update: first step moves w by lr * (sign(g) + wd * w)");
}

// The reference trains, FP8 tracks FP32, and the checker passes it; then
// deliberately wrong trajectories must fail.
// Then the data-parallel trajectories (test_data_parallel).
void test_data_parallel(const ref::Problem &p, const std::vector<float> &y,
                        const ref::TrainResult &fp8);
void test_training_and_checker() {
  const ref::Problem p = ref::make_host_problem(7);
  const std::vector<float> y = ref::teacher_forward(p);
  double hidden_sum = 0.0; // y(0, 0) recomputed in double
  for (int h = 0; h < ref::kHidden; ++h) {
    double z = 0.0;
    for (int i = 0; i < ref::kIn; ++i)
      z += double(p.x[i]) * p.teacher1[size_t(i) * ref::kHidden + h];
    hidden_sum += (z > 0 ? z : 0.0) * p.teacher2[size_t(h) * ref::kOut];
  }
  expect(std::fabs(y[0] - (hidden_sum + p.noise[0])) < 1e-5,
         "teacher_forward: y[0][0] matches a double-precision recomputation");

  const ref::TrainResult fp32 = ref::train(p, y, ref::Precision::FP32);
  const ref::TrainResult fp8 = ref::train(p, y, ref::Precision::FP8);
  const int h32 = ref::halving_step(fp32.losses);
  const int h8 = ref::halving_step(fp8.losses);
  const float dev = ref::max_relative_deviation(fp8.losses, fp32.losses);
  std::printf("    fp32: loss %.4f -> %.4f, halved at step %d\n",
              double(fp32.losses.front()), double(fp32.losses.back()), h32);
  std::printf("    fp8:  loss %.4f -> %.4f, halved at step %d, max deviation "
              "%.2f%%\n",
              double(fp8.losses.front()), double(fp8.losses.back()), h8,
              100.0 * dev);
  expect(fp32.losses.size() == size_t(ref::kSteps) && h32 >= 0,
         "train FP32: the loss halves within 200 steps");
  expect(h8 >= 0, "train FP8 emulation: the loss halves within 200 steps");
  expect(dev <= ref::kTrackingTolerance && dev > 0.0f,
         "train FP8 emulation: tracks FP32 within 5% (and differs from it)");
  expect(ref::check_trajectory("fp8", fp8.losses, fp32.losses) == 0,
         "checker: the FP8 trajectory passes");
  expect(ref::compare_bits("fp8", fp8.losses.data(), fp8.losses.data(),
                           fp8.losses.size()) == 0,
         "checker: identical losses pass the bitwise comparison");

  std::printf("  (failure reports are expected on stderr below)\n");
  std::vector<float> wrong = fp8.losses;
  uint32_t u;
  std::memcpy(&u, &wrong[123], sizeof u);
  u ^= 1u;
  std::memcpy(&wrong[123], &u, sizeof u);
  expect(ref::compare_bits("flipped", fp8.losses.data(), wrong.data(),
                           wrong.size()) == 1,
         "checker: one loss with its last bit flipped is reported");
  const float zero = 0.0f, minus_zero = -0.0f;
  expect(ref::compare_bits("zero", &zero, &minus_zero, 1) == 1,
         "checker: +0 vs -0 is reported (bitwise, not ==)");
  wrong = fp8.losses;
  for (float &l : wrong)
    l *= 1.08f;
  expect(ref::check_trajectory("8%_high", wrong, fp32.losses) == 1,
         "checker: a trajectory 8% above FP32 fails the tracking check");
  wrong.assign(fp8.losses.size(), fp8.losses[0]);
  expect(ref::check_trajectory("flat", wrong, fp32.losses) == 2,
         "checker: a flat trajectory fails both halving and tracking");
  wrong = fp8.losses;
  wrong[150] = NAN;
  expect(ref::check_trajectory("nan", wrong, fp32.losses) == 1,
         "checker: a NaN loss fails the tracking check");
  wrong.assign(fp8.losses.begin(), fp8.losses.begin() + 100);
  expect(ref::check_trajectory("short", wrong, fp32.losses) == 1,
         "checker: a truncated trajectory fails");
  expect(ref::compare_bits("weights", fp8.params.data(), fp32.params.data(),
                           fp8.params.size()) > 0,
         "checker: FP32-trained weights differ from the FP8 weights");
  test_data_parallel(p, y, fp8);
}

// Data parallelism: N ranks' trajectory equals the single-rank one up to the
// order of the gradient sums -- different bits, within the documented
// tolerance -- and the checker rejects a trajectory that is really off.
void test_data_parallel(const ref::Problem &p, const std::vector<float> &y,
                        const ref::TrainResult &fp8) {
  expect(ref::valid_ranks(1) && ref::valid_ranks(3) && ref::valid_ranks(16) &&
             !ref::valid_ranks(0) && !ref::valid_ranks(17),
         "valid_ranks: 1, 3, 16 yes; 0, 17 no (one GEMM tile of 16 rows "
         "at least)");
  bool tiled = true;
  for (int ranks = 1; ranks <= ref::kMaxRanks; ++ranks) {
    int next_row = 0;
    for (int rank = 0; rank < ranks; ++rank) {
      const ref::Shard s = ref::shard_of(rank, ranks);
      tiled = tiled && s.row0 == next_row && s.rows >= 16 && s.rows % 16 == 0 &&
              s.share == float(s.rows) / float(ref::kBatch) &&
              (ref::kMaxRanks % ranks != 0 ||
               (s.rows == ref::kBatch / ranks && s.row0 == rank * s.rows));
      next_row = s.row0 + s.rows;
    }
    tiled = tiled && next_row == ref::kBatch;
  }
  const ref::Shard last_of_3 = ref::shard_of(2, 3);
  expect(tiled && ref::shard_of(0, 3).rows == 80 && last_of_3.row0 == 160 &&
             last_of_3.rows == 96,
         "shard_of: 1..16 ranks tile the batch in order with whole 16-row "
         "tiles, batch / ranks rows each when ranks divides 16; 3 ranks: 80, "
         "80, 96");
  for (int ranks : {2, 3, 8}) {
    const ref::TrainResult dp =
        ref::train(p, y, ref::Precision::FP8, ref::kSteps, ranks);
    const float dl = ref::max_relative_deviation(dp.losses, fp8.losses);
    const float dw = ref::max_abs_difference(dp.params, fp8.params);
    std::printf("    %2d ranks: max loss deviation %.3g%%, max weight "
                "difference %.3g\n",
                ranks, 100.0 * dl, double(dw));
    const std::string what =
        "data parallel, " + std::to_string(ranks) + " ranks: ";
    expect(dp.losses != fp8.losses || dp.params != fp8.params,
           (what + "the sum order shows in the bits").c_str());
    expect(ref::check_data_parallel("dp", dp.losses, dp.params, fp8.losses,
                                    fp8.params) == 0 &&
               ref::check_trajectory("dp", dp.losses, fp8.losses) == 0,
           (what + "within tolerance of 1 rank").c_str());
  }
  std::printf("  (failure reports are expected on stderr below)\n");
  std::vector<float> losses = fp8.losses, params = fp8.params;
  losses[100] *= 1.02f;
  params[5] += 0.05f;
  expect(ref::check_data_parallel("dp_off", losses, params, fp8.losses,
                                  fp8.params) == 2,
         "checker: a loss 2% off and a weight 0.05 off fail the data-parallel "
         "check");
  params.pop_back();
  expect(ref::check_data_parallel("dp_short", fp8.losses, params, fp8.losses,
                                  fp8.params) == 1,
         "checker: a truncated weight vector fails the data-parallel check");
}

} // namespace

int main() {
  std::printf("reference_test: fp8_mlp_train CPU reference and checkers\n");
  test_quantize_known_codes();
  test_scale_rule();
  test_gemm();
  test_loss_and_adamw();
  test_training_and_checker();
  return reference_check::finish("reference_test");
}
