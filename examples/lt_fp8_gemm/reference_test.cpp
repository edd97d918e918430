// Unit test of the CPU reference and checkers of lt_fp8_gemm (reference.h).
// Host only, no GPU: CUDA's host FP8 conversions (cuda_fp8.h compiled by
// g++) and hand-computed GEMMs are the oracles, and deliberately wrong
// results must be reported by the checkers. The FP8 and BF16 conversions are
// the examples' shared ones, checked on their own by examples/common/
// fp8_reference_test.cpp; here only that this example's API maps onto them.
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
// Exit status 0 when every check passes.
#include "reference.h"

#include "../common/check.h"
#include "../common/known_codes.h"

#include <cuda_fp8.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace ref = lt_fp8_gemm_ref;
using ref::Fp8Format;
using reference_check::expect;
using reference_check::same_bits;

namespace {

void test_conversions() {
  reference_check::expect_known_codes<Fp8Format>("encode_fp8", ref::encode_fp8);
  reference_check::expect_known_values<Fp8Format>("decode_fp8",
                                                  ref::decode_fp8);
  reference_check::expect_format_constants<Fp8Format>(ref::fp8_max,
                                                      ref::format_name);
  reference_check::expect_known_bf16(ref::bf16_to_float);
  reference_check::expect_known_bf16_roundings(ref::float_to_bf16);
  expect(
      ref::float_to_bf16(reference_check::from_bits(0xffc12345u)) == 0xffc1 &&
          ref::float_to_bf16(reference_check::from_bits(0x7f800001u)) == 0x7fc0,
      "float_to_bf16: a NaN keeps its sign and the top of its payload, "
      "made quiet (0xffc12345 -> 0xffc1, 0x7f800001 -> 0x7fc0)");
  const uint16_t x[] = {0x3f80, 0xc2c8, 0x7fc0, 0x0001}; // 1, -100, NaN, tiny
  expect(same_bits(ref::bf16_amax(x, 4), 100.0f),
         "bf16_amax: |-100| wins, NaN ignored");
}

void test_inputs() {
  const std::vector<float> v = ref::lcg_uniform(1000, 2.0f, 1);
  // First state 1 * 1664525 + 1013904223 = 0x3c88596c.
  const float first = float(std::ldexp(double(0x3c88596cu >> 8), -23) - 1.0);
  expect(same_bits(ref::lcg_uniform(1, 1.0f, 1)[0], first),
         "lcg_uniform: first value of seed 1 is 0x3c8859 * 2^-23 - 1");
  bool in_range = true;
  for (float x : v)
    in_range = in_range && x >= -2.0f && x < 2.0f;
  expect(in_range && v == ref::lcg_uniform(1000, 2.0f, 1),
         "lcg_uniform: in [-range, range) and deterministic");
  const float s = ref::quant_scale(v, ref::kE4M3Max);
  float amax = 0.0f;
  for (float x : v)
    amax = std::max(amax, std::fabs(x));
  expect(same_bits(s, 448.0f / amax) && ref::quant_scale({0.0f}, 448.0f) == 1,
         "quant_scale: 448 / amax, and 1 for amax 0");
}

// 2 x 2 x 2, worked by hand. op(A) rows {1, 2}, {1.5, -1}; B columns
// {2, 1.5}, {-1, 1}; scale_A * scale_B = 0.5 * 4 = 2; bias {1, -2}:
// D = 2 * {{5, 1}, {1.5, -2.5}} + bias = {{11, 3}, {1, -7}}.
void test_gemm_known_answer(Fp8Format a_format) {
  const bool e4 = a_format == Fp8Format::E4M3;
  const uint8_t a[] = {uint8_t(e4 ? 0x38 : 0x3c), 0x40, // 1, 2
                       uint8_t(e4 ? 0x3c : 0x3e),       // 1.5
                       uint8_t(e4 ? 0xb8 : 0xbc)};      // -1
  const uint8_t b[] = {0x40, 0x3c, 0xb8, 0x38};         // E4M3 2 1.5 -1 1
  const uint16_t bias[] = {0x3f80, 0xc000};             // 1, -2
  ref::Problem p;
  p.m = p.n = p.k = 2;
  p.a_format = a_format;
  p.scale_a = 0.5f;
  p.scale_b = 4.0f;
  const ref::Result r = ref::gemm(p, a, b, bias);
  const std::vector<double> want = {11, 1, 3, -7}; // column-major
  char what[128];
  std::snprintf(what, sizeof what,
                "gemm %sxe4m3: hand-computed D, amax 11, magnitudes",
                ref::format_name(a_format));
  expect(r.d == want && r.amax == 11.0 && r.abs_products[0] == 10.0 &&
             r.magnitude[1] == 2 * (3 + 1.5) + 2 &&
             r.magnitude[3] == 2 * (1.5 + 1) + 2,
         what);
  const ref::Result no_bias = ref::gemm(p, a, b, nullptr);
  std::snprintf(what, sizeof what, "gemm %sxe4m3: without bias D = 2 A^T B",
                ref::format_name(a_format));
  expect(no_bias.d == std::vector<double>({10, 3, 2, -5}), what);
}

// A problem like the example's: inputs quantized with CUDA's constructors.
ref::Problem make_problem(int m, int n, int k, std::vector<uint8_t> *a,
                          std::vector<uint8_t> *b,
                          std::vector<uint16_t> *bias) {
  ref::Problem p;
  p.m = m;
  p.n = n;
  p.k = k;
  const std::vector<float> af = ref::lcg_uniform(size_t(m) * k, 2.0f, 7);
  const std::vector<float> bf = ref::lcg_uniform(size_t(n) * k, 0.125f, 8);
  const float sa = ref::quant_scale(af, 448.0f);
  const float sb = ref::quant_scale(bf, 448.0f);
  for (float x : af)
    a->push_back(__nv_fp8_e4m3(x * sa).__x);
  for (float x : bf)
    b->push_back(__nv_fp8_e4m3(x * sb).__x);
  p.scale_a = 1.0f / sa;
  p.scale_b = 1.0f / sb;
  for (float x : ref::lcg_uniform(m, 1.0f, 9))
    bias->push_back(ref::float_to_bf16(x));
  return p;
}

// The FP8 tensor-core accumulation as reported for Ada/Hopper: each k-step
// of 32 products is added in fixed point aligned to the largest addend
// (incoming partial sum included), truncated to 14 bits; with fast
// accumulation off the partial sum is promoted to FP32 every 4 steps.
std::vector<float> modelled_device_fp32(const ref::Problem &p, const uint8_t *a,
                                        const uint8_t *b,
                                        const uint16_t *bias) {
  std::vector<float> d(size_t(p.m) * p.n);
  const float scale = p.scale_a * p.scale_b;
  for (int j = 0; j < p.n; ++j) {
    for (int i = 0; i < p.m; ++i) {
      float total = 0.0f;
      double partial = 0.0;
      for (int k0 = 0; k0 < p.k; k0 += 32) {
        double terms[33] = {partial};
        int count = 1;
        for (int kk = k0; kk < std::min(k0 + 32, p.k); ++kk)
          terms[count++] =
              double(ref::decode_fp8(a[i * p.k + kk], p.a_format)) *
              ref::decode_fp8(b[j * p.k + kk], p.b_format);
        double largest = 0.0;
        for (int t = 0; t < count; ++t)
          largest = std::max(largest, std::fabs(terms[t]));
        partial = 0.0;
        if (largest > 0.0) {
          const double q = std::ldexp(1.0, std::ilogb(largest) - 13);
          for (int t = 0; t < count; ++t)
            partial += std::floor(terms[t] / q) * q;
        }
        partial = float(partial);
        if (!p.fast_accum && (k0 / 32 % 4 == 3 || k0 + 32 >= p.k)) {
          total += float(partial);
          partial = 0.0;
        }
      }
      total += float(partial);
      d[size_t(j) * p.m + i] =
          total * scale + (bias ? ref::bf16_to_float(bias[i]) : 0.0f);
    }
  }
  return d;
}

void test_tolerances() {
  expect(ref::accumulation_eps(256, false) == 256 * 0x1p-24 + 0x1p-10 &&
             ref::accumulation_eps(256, true) == 256 * 0x1p-24 + 0x1p-8,
         "accumulation_eps: K 2^-24 + 2^-10 (fast accum off) / 2^-8 (on)");
  std::vector<uint8_t> a, b;
  std::vector<uint16_t> bias;
  ref::Problem p = make_problem(64, 64, 256, &a, &b, &bias);
  for (int fast = 0; fast < 2; ++fast) {
    p.fast_accum = fast != 0;
    const ref::Result r = ref::gemm(p, a.data(), b.data(), bias.data());
    const std::vector<float> dev =
        modelled_device_fp32(p, a.data(), b.data(), bias.data());
    std::vector<uint16_t> got(dev.size());
    for (size_t i = 0; i < dev.size(); ++i)
      got[i] = ref::float_to_bf16(dev[i]);
    const ref::Check c = ref::check_bf16("modelled", p, r, got.data());
    char what[160];
    std::snprintf(what, sizeof what,
                  "check_bf16: the modelled tensor-core result passes, fast "
                  "accum %d (worst error/bound %.3f)",
                  fast, c.worst);
    expect(c.bad == 0 && c.worst < 0.5, what);

    const float scale_d = 400.0f / float(r.amax);
    std::vector<uint8_t> got8(dev.size());
    for (size_t i = 0; i < dev.size(); ++i)
      got8[i] = ref::encode_fp8(dev[i] * scale_d, Fp8Format::E4M3);
    std::snprintf(what, sizeof what,
                  "check_fp8: the modelled result scaled to E4M3 passes, fast "
                  "accum %d",
                  fast);
    expect(
        ref::check_fp8("modelled", p, r, scale_d, Fp8Format::E4M3, got8.data())
                .bad == 0,
        what);
    float amax = 0.0f;
    for (float v : dev)
      amax = std::max(amax, std::fabs(v));
    std::snprintf(what, sizeof what,
                  "classify_amax: the modelled amax is before scale_D, fast "
                  "accum %d",
                  fast);
    expect(ref::classify_amax(p, r, scale_d, amax) ==
               ref::AmaxOrder::BeforeScaleD,
           what);
  }
}

// The example's verdict rests on these checkers: wrong results must fail.
void test_checkers_catch_errors() {
  std::vector<uint8_t> a, b;
  std::vector<uint16_t> bias;
  const ref::Problem p = make_problem(48, 32, 64, &a, &b, &bias);
  const ref::Result r = ref::gemm(p, a.data(), b.data(), bias.data());
  const size_t n = r.d.size();
  size_t top = 0;
  for (size_t i = 0; i < n; ++i)
    if (std::fabs(r.d[i]) > std::fabs(r.d[top]))
      top = i;
  std::printf("  (mismatch reports are expected on stderr)\n");

  std::vector<uint16_t> exact(n);
  for (size_t i = 0; i < n; ++i)
    exact[i] = ref::float_to_bf16(float(r.d[i]));
  expect(ref::check_bf16("exact", p, r, exact.data()).bad == 0,
         "check_bf16: the rounded reference passes");
  std::vector<uint16_t> got = exact;
  got[top] ^= 0x0080; // exponent's lowest bit: a factor of 2
  expect(ref::check_bf16("bit_flip", p, r, got.data()).bad == 1,
         "check_bf16: one flipped exponent bit is reported");
  got = exact;
  got[top] = ref::float_to_bf16(float(r.d[top] * (1 + 0x1p-5)));
  expect(ref::check_bf16("perturbed", p, r, got.data()).bad == 1,
         "check_bf16: the largest element off by 2^-5 is reported");
  got = exact;
  got[5] = 0x7fc0;
  expect(ref::check_bf16("nan", p, r, got.data()).bad == 1,
         "check_bf16: a NaN is reported");
  for (size_t i = 0; i < n; ++i) // wrong scale_A: results doubled
    got[i] = ref::float_to_bf16(
        float(2 * (r.d[i] - ref::bf16_to_float(bias[i % p.m]))) +
        ref::bf16_to_float(bias[i % p.m]));
  expect(ref::check_bf16("scale_x2", p, r, got.data()).bad > n / 2,
         "check_bf16: a doubled scale_A fails most elements");
  for (size_t i = 0; i < n; ++i) // bias missing
    got[i] =
        ref::float_to_bf16(float(r.d[i]) - ref::bf16_to_float(bias[i % p.m]));
  expect(ref::check_bf16("no_bias", p, r, got.data()).bad > n / 2,
         "check_bf16: a missing bias fails most elements");

  const float scale_d = 400.0f / float(r.amax);
  std::vector<uint8_t> q(n);
  for (size_t i = 0; i < n; ++i)
    q[i] = ref::encode_fp8(float(r.d[i] * scale_d), Fp8Format::E4M3);
  expect(
      ref::check_fp8("exact", p, r, scale_d, Fp8Format::E4M3, q.data()).bad ==
          0,
      "check_fp8: the scaled, rounded reference passes");
  std::vector<uint8_t> q2 = q;
  q2[top] = uint8_t(q[top] + (q[top] & 0x7f ? -1 : 1)); // one ulp
  expect(ref::check_fp8("one_ulp", p, r, scale_d, Fp8Format::E4M3, q2.data())
                 .bad == 0,
         "check_fp8: one FP8 ulp off passes");
  q2[top] = uint8_t(q[top] - 3);
  expect(ref::check_fp8("three_ulp", p, r, scale_d, Fp8Format::E4M3, q2.data())
                 .bad == 1,
         "check_fp8: three FP8 ulps off is reported");
  q2 = q;
  q2[top] ^= 0x80;
  expect(
      ref::check_fp8("sign", p, r, scale_d, Fp8Format::E4M3, q2.data()).bad ==
          1,
      "check_fp8: a flipped sign bit is reported");
  q2 = q;
  q2[3] = 0x7f;
  expect(ref::check_fp8("nan", p, r, scale_d, Fp8Format::E4M3, q2.data()).bad ==
             1,
         "check_fp8: the E4M3 NaN code is reported");
  for (size_t i = 0; i < n; ++i) // scale_D applied twice
    q2[i] = ref::encode_fp8(float(r.d[i] * scale_d * 2), Fp8Format::E4M3);
  expect(ref::check_fp8("scale_d_x2", p, r, scale_d, Fp8Format::E4M3, q2.data())
                 .bad > n / 2,
         "check_fp8: a doubled scale_D fails most elements");
  // Saturation: scale_D 4x too large for the range; the reference clamps to
  // 448 (0x7e) and so must the device.
  const float big = 4 * scale_d;
  for (size_t i = 0; i < n; ++i)
    q2[i] = ref::encode_fp8(float(r.d[i] * big), Fp8Format::E4M3);
  expect(q2[top] == (r.d[top] > 0 ? 0x7e : 0xfe) &&
             ref::check_fp8("saturated", p, r, big, Fp8Format::E4M3, q2.data())
                     .bad == 0,
         "check_fp8: saturated outputs (448) pass");
  q2[top] = 0x7f;
  expect(ref::check_fp8("overflow_nan", p, r, big, Fp8Format::E4M3, q2.data())
                 .bad == 1,
         "check_fp8: NaN instead of saturation is reported");

  const float amax = float(r.amax);
  expect(ref::classify_amax(p, r, scale_d, amax) ==
             ref::AmaxOrder::BeforeScaleD,
         "classify_amax: max |D_temp| is 'before scale_D'");
  expect(ref::classify_amax(p, r, scale_d, amax * scale_d) ==
             ref::AmaxOrder::AfterScaleD,
         "classify_amax: max |scale_D D_temp| is 'after scale_D'");
  expect(ref::classify_amax(p, r, scale_d, amax * 1.01f) ==
                 ref::AmaxOrder::Neither &&
             ref::classify_amax(p, r, scale_d, 0.0f) == ref::AmaxOrder::Neither,
         "classify_amax: 1% off, or 0 (never written), is 'neither'");
}

} // namespace

int main() {
  std::printf("reference_test: lt_fp8_gemm reference and checkers\n");
  test_conversions();
  test_inputs();
  test_gemm_known_answer(Fp8Format::E4M3);
  test_gemm_known_answer(Fp8Format::E5M2);
  test_tolerances();
  test_checkers_catch_errors();
  return reference_check::finish("reference_test");
}
