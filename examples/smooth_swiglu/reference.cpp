// CPU reference for smooth_swiglu.cu; see reference.h. Plain C++17.
#include "reference.h"

#include "../common/compare.h"
#include "../common/fp8_reference.h"

#include <cmath>
#include <cstdio>

namespace smooth_swiglu_ref {

// The FP8 and BF16 conversions and the checkers are the ones the examples
// share (examples/common/).
namespace fp8 = fp8_reference;

namespace {

// Position on the number line in float ulps: +-0 are both 0.
int64_t float_ordinal(float f) {
  const uint32_t u = fp8::float_bits(f);
  const int64_t mag = u & 0x7fffffffu;
  return (u & 0x80000000u) ? -mag : mag;
}

// Deterministic, order-free pseudo-random numbers: a hash of (seed, index)
// (lowbias32, by Chris Wellons), so any element can be made on its own.
uint32_t hash(uint32_t seed, uint32_t i) {
  uint32_t x = i * 0x9e3779b9u ^ seed;
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

float uniform(uint32_t seed, uint32_t i) { // [0, 1)
  return float(hash(seed, i) >> 8) * 0x1p-24f;
}

// Mean 0, variance 1: the sum of four uniforms (Irwin-Hall), |x| < 3.47.
float normalish(uint32_t seed, uint32_t i) {
  float s = 0.0f;
  for (uint32_t k = 0; k < 4; ++k)
    s += uniform(seed + k * 0x632be5abu, i);
  return (s - 2.0f) * 1.7320508f;
}

float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

double silu_exact(double x) { return x / (1.0 + std::exp(-x)); }

} // namespace

float fp8_max(Fp8Format format) {
  return fp8::max_finite(fp8::format_of(format));
}

const char *format_name(Fp8Format format) {
  return fp8::name(fp8::format_of(format));
}

float bf16_to_float(uint16_t bits) { return fp8::bf16_to_float(bits); }

// Every NaN becomes the canonical 0x7fc0 (the shared one keeps the sign and
// the top of the payload).
uint16_t float_to_bf16(float x) {
  return std::isnan(x) ? uint16_t(0x7fc0) : fp8::float_to_bf16(x);
}

uint8_t float_to_fp8(float x, Fp8Format format) {
  return fp8::encode(x, fp8::format_of(format));
}

float fp8_to_float(uint8_t code, Fp8Format format) {
  return fp8::decode(code, fp8::format_of(format));
}

float silu(float x) { return x * sigmoid(x); }

float dsilu(float x) {
  const float s = sigmoid(x);
  return std::fma(x, s * (1.0f - s), s); // the kernel's fmaf, same rounding
}

Inputs make_inputs(int tokens, int channels, uint32_t seed, int outlier_channel,
                   float outlier_factor) {
  Inputs in;
  in.tokens = tokens;
  in.channels = channels;
  const size_t n = size_t(tokens) * channels;
  in.x1.resize(n);
  in.x2.resize(n);
  in.dh.resize(n);
  for (int c = 0; c < channels; ++c) {
    // Channels differ in magnitude, as real activations do: x2's channel
    // gain spans 2^-3 .. 2^0.
    const float gain = std::exp2(-3.0f * uniform(seed ^ 0x5bd1e995u, c));
    for (int t = 0; t < tokens; ++t) {
      const size_t i = size_t(t) * channels + c;
      const uint32_t ui = uint32_t(i);
      float x2 = normalish(seed + 2, ui) * gain;
      if (c == outlier_channel)
        x2 *= outlier_factor;
      in.x1[i] = float_to_bf16(normalish(seed + 1, ui));
      in.x2[i] = float_to_bf16(x2);
      in.dh[i] = float_to_bf16(normalish(seed + 3, ui) * 0.01f);
    }
  }
  return in;
}

Scale compute_scale(float amax, float fp8_max, bool pow2) {
  float scale = fp8::current_scale(amax, fp8_max, kAmaxEpsilon);
  if (pow2) // 1 (amax 0, inf or NaN) stays 1
    scale = fp8::bits_float(fp8::float_bits(scale) & 0xFF800000u);
  return {scale, 1.0f / scale};
}

std::vector<float> swiglu(const Inputs &in) {
  std::vector<float> h(in.x1.size());
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = silu(bf16_to_float(in.x1[i])) * bf16_to_float(in.x2[i]);
  return h;
}

float amax(const float *x, size_t n) {
  float m = 0.0f;
  for (size_t i = 0; i < n; ++i) {
    const float v = std::fabs(x[i]);
    if (v > m) // false for NaN: ignored, like fmaxf
      m = v;
  }
  return m;
}

std::vector<float> channel_amax(const std::vector<float> &h, int tokens,
                                int channels) {
  std::vector<float> m(channels, 0.0f);
  for (int t = 0; t < tokens; ++t)
    for (int c = 0; c < channels; ++c) {
      const float v = std::fabs(h[size_t(t) * channels + c]);
      if (v > m[c])
        m[c] = v;
    }
  return m;
}

void quantize(const std::vector<float> &h, int tokens, int channels,
              const float *scale, const float *scale_inv, int stride,
              Fp8Format format, std::vector<uint8_t> &q,
              std::vector<float> &deq) {
  q.resize(h.size());
  deq.resize(h.size());
  for (int t = 0; t < tokens; ++t)
    for (int c = 0; c < channels; ++c) {
      const size_t i = size_t(t) * channels + c;
      q[i] = float_to_fp8(h[i] * scale[c * stride], format);
      deq[i] = fp8_to_float(q[i], format) * scale_inv[c * stride];
    }
}

void swiglu_backward(const Inputs &in, std::vector<float> &dx1,
                     std::vector<float> &dx2) {
  dx1.resize(in.x1.size());
  dx2.resize(in.x1.size());
  for (size_t i = 0; i < dx1.size(); ++i) {
    const float x1 = bf16_to_float(in.x1[i]);
    const float x2 = bf16_to_float(in.x2[i]);
    const float dh = bf16_to_float(in.dh[i]);
    dx1[i] = dh * x2 * dsilu(x1);
    dx2[i] = dh * silu(x1);
  }
}

std::vector<uint8_t> cast(const std::vector<float> &x, float scale,
                          Fp8Format format) {
  std::vector<uint8_t> y(x.size());
  for (size_t i = 0; i < x.size(); ++i)
    y[i] = float_to_fp8(x[i] * scale, format);
  return y;
}

double relative_l2_error(const Inputs &in, const std::vector<float> &deq,
                         const std::vector<char> *mask) {
  double err = 0.0, norm = 0.0;
  for (size_t i = 0; i < deq.size(); ++i) {
    if (mask && !(*mask)[i % in.channels])
      continue;
    const double h =
        silu_exact(bf16_to_float(in.x1[i])) * double(bf16_to_float(in.x2[i]));
    err += (double(deq[i]) - h) * (double(deq[i]) - h);
    norm += h * h;
  }
  return norm > 0.0 ? std::sqrt(err / norm) : 0.0;
}

Results compute(const Inputs &in) {
  Results r;
  const std::vector<float> h = swiglu(in);
  r.amax = channel_amax(h, in.tokens, in.channels);
  r.amax.push_back(amax(h.data(), h.size()));
  for (float a : r.amax) {
    const Scale s = compute_scale(a, kE4M3Max, true);
    r.scale.push_back(s.scale);
    r.scale_inv.push_back(s.scale_inv);
  }
  const int c = in.channels;
  quantize(h, in.tokens, c, r.scale.data(), r.scale_inv.data(), 1,
           Fp8Format::E4M3, r.q_smooth, r.deq_smooth);
  quantize(h, in.tokens, c, r.scale.data() + c, r.scale_inv.data() + c, 0,
           Fp8Format::E4M3, r.q_tensor, r.deq_tensor);
  std::vector<float> grads[2];
  swiglu_backward(in, grads[0], grads[1]);
  for (int k = 0; k < 2; ++k) {
    r.grad_amax[k] = amax(grads[k].data(), grads[k].size());
    const Scale s = compute_scale(r.grad_amax[k], kE5M2Max, false);
    r.grad_scale[k] = s.scale;
    r.grad_scale_inv[k] = s.scale_inv;
  }
  r.dx1 = cast(grads[0], r.grad_scale[0], Fp8Format::E5M2);
  r.dx2 = cast(grads[1], r.grad_scale[1], Fp8Format::E5M2);
  return r;
}

namespace {

struct Reporter {
  const char *name;
  size_t failed = 0;
  void operator()(const char *what, size_t bad, const char *figures) {
    std::printf("check %s.%s: %s %s\n", name, what, bad ? "FAIL" : "ok",
                figures);
    failed += bad != 0;
  }
};

size_t count_different(const std::vector<uint8_t> &a,
                       const std::vector<uint8_t> &b) {
  size_t d = 0;
  for (size_t i = 0; i < a.size() && i < b.size(); ++i)
    d += a[i] != b[i];
  return d;
}

// FP8 bytes near the reference's; sizes must match.
size_t check_fp8(Reporter &report, const char *what,
                 const std::vector<uint8_t> &want,
                 const std::vector<uint8_t> &got, Fp8Format format) {
  char figures[96];
  std::snprintf(figures, sizeof figures, "(%zu of %zu bytes differ)",
                count_different(want, got), want.size());
  const size_t bad = want.size() != got.size()
                         ? want.size() + 1
                         : compare_fp8_near(what, want.data(), got.data(),
                                            want.size(), format);
  report(what, bad, figures);
  return bad;
}

// q near the reference's h quantized with got's scales (offset: the first
// scale used; stride 1 per channel, 0 per tensor); deq bit for bit from q.
void check_quantized(Reporter &report, const char *what,
                     const std::vector<float> &h, const Inputs &in,
                     const Results &got, size_t offset, int stride,
                     const std::vector<uint8_t> &q,
                     const std::vector<float> &deq) {
  std::vector<uint8_t> want_q;
  std::vector<float> want_deq;
  quantize(h, in.tokens, in.channels, got.scale.data() + offset,
           got.scale_inv.data() + offset, stride, Fp8Format::E4M3, want_q,
           want_deq);
  char label[64];
  std::snprintf(label, sizeof label, "q_%s_e4m3", what);
  check_fp8(report, label, want_q, q, Fp8Format::E4M3);
  std::snprintf(label, sizeof label, "deq_%s", what);
  if (q.size() != h.size() || deq.size() != h.size()) {
    report(label, 1, "(wrong size)");
    return;
  }
  for (size_t i = 0; i < q.size(); ++i)
    want_deq[i] = fp8_to_float(q[i], Fp8Format::E4M3) *
                  got.scale_inv[offset + (i % in.channels) * stride];
  report(label,
         compare_float_bits(label, want_deq.data(), deq.data(), deq.size()),
         "(bit-exact from q and scale_inv)");
}

} // namespace

size_t check_results(const char *name, const Inputs &in, const Results &got,
                     int outlier_channel, double min_gain) {
  Reporter report{name};
  const size_t nc = size_t(in.channels) + 1;
  const size_t n = size_t(in.tokens) * in.channels;
  if (got.amax.size() != nc || got.scale.size() != nc ||
      got.scale_inv.size() != nc || got.deq_smooth.size() != n ||
      got.deq_tensor.size() != n) {
    report("sizes", 1, "(results of the wrong size)");
    return report.failed;
  }
  char figures[200];
  const Results want = compute(in);
  const std::vector<float> h = swiglu(in);

  std::snprintf(figures, sizeof figures,
                "(%zu values within %u ulp; tensor amax %g)", nc, kAmaxMaxUlps,
                double(got.amax[nc - 1]));
  report("amax",
         compare_float_ulps("amax", want.amax.data(), got.amax.data(), nc,
                            kAmaxMaxUlps),
         figures);
  std::vector<float> want_s(nc), want_si(nc);
  for (size_t c = 0; c < nc; ++c) {
    const Scale s = compute_scale(got.amax[c], kE4M3Max, true);
    want_s[c] = s.scale;
    want_si[c] = s.scale_inv;
  }
  std::snprintf(figures, sizeof figures,
                "(bit-exact from amax; tensor scale %g)",
                double(got.scale[nc - 1]));
  report("scales",
         compare_float_bits("scale", want_s.data(), got.scale.data(), nc) +
             compare_float_bits("scale_inv", want_si.data(),
                                got.scale_inv.data(), nc),
         figures);
  check_quantized(report, "smooth", h, in, got, 0, 1, got.q_smooth,
                  got.deq_smooth);
  check_quantized(report, "tensor", h, in, got, nc - 1, 0, got.q_tensor,
                  got.deq_tensor);

  std::snprintf(figures, sizeof figures, "(within %u ulp; dx1 %g, dx2 %g)",
                kAmaxMaxUlps, double(got.grad_amax[0]),
                double(got.grad_amax[1]));
  report("grad_amax",
         compare_float_ulps("grad_amax", want.grad_amax, got.grad_amax, 2,
                            kAmaxMaxUlps),
         figures);
  float want_gs[2], want_gsi[2];
  for (int k = 0; k < 2; ++k) {
    const Scale s = compute_scale(got.grad_amax[k], kE5M2Max, false);
    want_gs[k] = s.scale;
    want_gsi[k] = s.scale_inv;
  }
  report(
      "grad_scales",
      compare_float_bits("grad_scale", want_gs, got.grad_scale, 2) +
          compare_float_bits("grad_scale_inv", want_gsi, got.grad_scale_inv, 2),
      "(bit-exact from amax)");
  std::vector<float> dx1, dx2;
  swiglu_backward(in, dx1, dx2);
  check_fp8(report, "dx1_e5m2", cast(dx1, got.grad_scale[0], Fp8Format::E5M2),
            got.dx1, Fp8Format::E5M2);
  check_fp8(report, "dx2_e5m2", cast(dx2, got.grad_scale[1], Fp8Format::E5M2),
            got.dx2, Fp8Format::E5M2);

  // The outlier channel dominates ||h||, so over all channels both errors are
  // alike; what a per-tensor scale costs shows on the other channels.
  std::vector<char> rest(in.channels, 1);
  if (outlier_channel >= 0 && outlier_channel < in.channels)
    rest[outlier_channel] = 0;
  const double smooth = relative_l2_error(in, got.deq_smooth, &rest);
  const double tensor = relative_l2_error(in, got.deq_tensor, &rest);
  std::snprintf(figures, sizeof figures,
                "(relative L2 error of h' without the outlier channel: "
                "smoothed %.4f, per-tensor %.4f, x%.2f, need x%g; all "
                "channels: %.4f, %.4f)",
                smooth, tensor, tensor / smooth, min_gain,
                relative_l2_error(in, got.deq_smooth),
                relative_l2_error(in, got.deq_tensor));
  report("outlier", !(smooth * min_gain <= tensor), figures);
  return report.failed;
}

bool write_results(std::FILE *out, const Results &r) {
  bool ok = true;
  auto put = [&](const void *p, size_t bytes) {
    ok = ok && std::fwrite(p, 1, bytes, out) == bytes;
  };
  for (const std::vector<float> *v : {&r.amax, &r.scale, &r.scale_inv})
    put(v->data(), v->size() * sizeof(float));
  put(r.q_smooth.data(), r.q_smooth.size());
  put(r.q_tensor.data(), r.q_tensor.size());
  put(r.deq_smooth.data(), r.deq_smooth.size() * sizeof(float));
  put(r.deq_tensor.data(), r.deq_tensor.size() * sizeof(float));
  put(r.grad_amax, sizeof r.grad_amax);
  put(r.grad_scale, sizeof r.grad_scale);
  put(r.grad_scale_inv, sizeof r.grad_scale_inv);
  put(r.dx1.data(), r.dx1.size());
  put(r.dx2.data(), r.dx2.size());
  return ok;
}

size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n) {
  return fp8::compare_bytes(what, expected, actual, n);
}

size_t compare_float_bits(const char *what, const float *expected,
                          const float *actual, size_t n) {
  return fp8::compare_float_bits(what, expected, actual, n);
}

size_t compare_float_ulps(const char *what, const float *expected,
                          const float *actual, size_t n, uint32_t max_ulps) {
  auto within = [&](size_t i) {
    const bool nan_e = std::isnan(expected[i]), nan_a = std::isnan(actual[i]);
    const int64_t d = float_ordinal(expected[i]) - float_ordinal(actual[i]);
    return nan_e || nan_a ? nan_e && nan_a
                          : (d < 0 ? -d : d) <= int64_t(max_ulps);
  };
  return fp8::count_mismatches(what, n, within, [&](size_t i) {
    fp8::report_floats(expected[i], actual[i]);
  });
}

size_t compare_fp8_near(const char *what, const uint8_t *expected,
                        const uint8_t *actual, size_t n, Fp8Format format,
                        double max_fraction) {
  const fp8::Format f = fp8::format_of(format);
  size_t far = 0, off_by_one = 0;
  for (size_t i = 0; i < n; ++i) {
    if (expected[i] == actual[i])
      continue;
    const int d = fp8::ordinal(expected[i]) - fp8::ordinal(actual[i]);
    const bool nan = fp8::is_nan(expected[i], f) || fp8::is_nan(actual[i], f);
    if (!nan && (d == 1 || d == -1 || d == 0)) { // d == 0: +0 vs -0
      ++off_by_one;
      continue;
    }
    if (far++ < fp8::kMaxReported)
      std::fprintf(stderr, "  %s[%zu]: expected 0x%02x, got 0x%02x\n", what, i,
                   expected[i], actual[i]);
  }
  if (far > fp8::kMaxReported)
    std::fprintf(stderr, "  %s: %zu bytes more than one step off\n", what, far);
  const bool too_many = double(off_by_one) > max_fraction * double(n);
  if (too_many)
    std::fprintf(stderr,
                 "  %s: %zu bytes one step off, more than %g of %zu allowed\n",
                 what, off_by_one, max_fraction, n);
  return far + (too_many ? off_by_one : 0);
}

} // namespace smooth_swiglu_ref
