// CPU reference for smooth_swiglu.cu: Smooth-SwiGLU (Fishman et al., ICLR
// 2025) forward with per-channel smoothing scales and E4M3 quantization, and
// the backward with E5M2 per-tensor current scaling, plus the checkers the
// GPU program uses.
//
// What is exact and what is not. silu needs expf, and CUDA's device expf
// (max 2 ulp error) and the host's (glibc, under 1 ulp) are different
// functions, so h = silu(x1) * x2 and the gradients may differ from the GPU's
// by a few float ulps. Everything downstream of them that is exactly
// specified is checked bit for bit against the GPU's own inputs to it:
//   scale(amax), scale_inv(scale), h' = fp8_decode(q) * scale_inv.
// What depends on expf is checked with tolerances:
//   amax (per channel and per tensor): within kAmaxMaxUlps float ulps;
//   FP8 bytes: each equal or one FP8 step apart, and at most
//   kFp8MaxOffByOneFraction of them off by one (a few-ulp change of the
//   input moves the byte only when it lies that close to a rounding
//   midpoint: odds about 2^-18 per element).
//
// Plain C++17, no CUDA headers; built with the example, or for the test:
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace smooth_swiglu_ref {

enum class Fp8Format { E4M3, E5M2 };

constexpr float kE4M3Max = 448.0f;   // 0x7e
constexpr float kE5M2Max = 57344.0f; // 0x7b
constexpr float kAmaxEpsilon = 1.0e-12f;

// Tolerances for what depends on expf (see above).
constexpr uint32_t kAmaxMaxUlps = 16;
constexpr double kFp8MaxOffByOneFraction = 1.0e-4;

// The GPU program's problem: tokens x channels, not a multiple of 32 (ragged
// tiles), and its two outlier experiments. A 1000x (2^10) outlier fits in
// E4M3's 2^18 range: the per-tensor scale costs the other channels little,
// so smoothing must merely not be worse. At 2^16 they sink into E4M3's
// subnormals and smoothing must be at least 10x better.
constexpr int kTokens = 2048;
constexpr int kChannels = 1000;
constexpr int kOutlierChannel = kChannels / 3;
constexpr uint32_t kSeed = 2025;
struct Experiment {
  const char *name;
  float outlier_factor;
  double min_gain; // per-tensor error / smoothed error, at least
};
constexpr Experiment kExperiments[] = {{"outlier_1000x", 1000.0f, 1.0},
                                       {"outlier_65536x", 65536.0f, 10.0}};

float fp8_max(Fp8Format format);
const char *format_name(Fp8Format format);

float bf16_to_float(uint16_t bits);
uint16_t float_to_bf16(float x); // round to nearest even; NaN -> 0x7fc0

// float -> FP8 bits exactly as the __nv_fp8_* constructors (RNE, satfinite,
// NaN -> 0x7f), and FP8 bits -> float (exact).
uint8_t float_to_fp8(float x, Fp8Format format);
float fp8_to_float(uint8_t code, Fp8Format format);

// TransformerEngine's formulas, FP32 math:
//   sigmoid(x) = 1 / (1 + expf(-x)), silu(x) = x * sigmoid(x),
//   dsilu(x) = x * sigmoid(x) * (1 - sigmoid(x)) + sigmoid(x).
float silu(float x);
float dsilu(float x);

// BF16 tensors of tokens x channels, row-major. x2's outlier channel is
// scaled by outlier_factor (then rounded to BF16), so that channel of h is
// about outlier_factor times larger. outlier_channel < 0: none.
struct Inputs {
  int tokens = 0;
  int channels = 0;
  std::vector<uint16_t> x1, x2, dh;
};
Inputs make_inputs(int tokens, int channels, uint32_t seed, int outlier_channel,
                   float outlier_factor);

struct Scale {
  float scale;
  float scale_inv;
};

// scale = fp8_max / max(amax, eps), correctly rounded; amax 0, inf or NaN ->
// 1; an infinite quotient -> FLT_MAX. With pow2, the quotient's mantissa is
// dropped (bits & 0xFF800000): a power of two, so scale_inv = 1 / scale is
// exact and folding 1/s into the next layer's weights changes nothing.
Scale compute_scale(float amax, float fp8_max, bool pow2);

// Forward. h[t][c] = silu(x1) * x2 in float.
std::vector<float> swiglu(const Inputs &in);
// max_t |h[t][c]| per channel (NaN ignored, starts from +0), and over all.
std::vector<float> channel_amax(const std::vector<float> &h, int tokens,
                                int channels);
float amax(const float *x, size_t n);
// q[t][c] = fp8(h * scale[c * stride]) (stride 1: per channel, 0: per
// tensor); deq[t][c] = fp8_to_float(q) * scale_inv[c * stride].
void quantize(const std::vector<float> &h, int tokens, int channels,
              const float *scale, const float *scale_inv, int stride,
              Fp8Format format, std::vector<uint8_t> &q,
              std::vector<float> &deq);

// Backward: dx1 = dh * x2 * dsilu(x1), dx2 = dh * silu(x1), float, in that
// order of multiplication.
void swiglu_backward(const Inputs &in, std::vector<float> &dx1,
                     std::vector<float> &dx2);
// y = fp8(x * scale) over a whole tensor.
std::vector<uint8_t> cast(const std::vector<float> &x, float scale,
                          Fp8Format format);

// The outlier experiment's figure: ||deq - h|| / ||h|| with h in double from
// the BF16 inputs, over the channels where `mask` is nullptr or mask[c].
double relative_l2_error(const Inputs &in, const std::vector<float> &deq,
                         const std::vector<char> *mask = nullptr);

// Everything the GPU program computes, in the order write_results writes it.
// amax, scale and scale_inv: the channels' values, then the per-tensor one
// (the plain per-tensor scaling of the outlier experiment). q/deq_smooth use
// the channel scales, q/deq_tensor the per-tensor scale; grad_*: dx1, dx2.
struct Results {
  std::vector<float> amax, scale, scale_inv;
  std::vector<uint8_t> q_smooth, q_tensor;
  std::vector<float> deq_smooth, deq_tensor;
  float grad_amax[2], grad_scale[2], grad_scale_inv[2];
  std::vector<uint8_t> dx1, dx2;
};

// The whole computation on the CPU.
Results compute(const Inputs &in);

// Checks `got` against the reference, one "check <name>.<what>: ok|FAIL
// <figures>" line per check on stdout, and returns the failed checks:
//   amax, grad_amax      within kAmaxMaxUlps of the reference;
//   scales, grad_scales  bit-exact: compute_scale of got's own amax;
//   q_*, dx*_e*          compare_fp8_near against the reference's h and
//                        gradients cast with got's (checked) scales;
//   deq_*                bit-exact: fp8_to_float(got's q) * got's scale_inv;
//   outlier              relative_l2_error over all channels but
//                        outlier_channel: smoothed * min_gain <= per-tensor.
size_t check_results(const char *name, const Inputs &in, const Results &got,
                     int outlier_channel, double min_gain);

// Raw bytes of every result in declaration order; false on a write error.
bool write_results(std::FILE *out, const Results &r);

// Checkers: each reports up to a few mismatches on stderr under `what` and
// returns the number of failing elements (0: pass).
size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n);
size_t compare_float_bits(const char *what, const float *expected,
                          const float *actual, size_t n);
// |expected - actual| in float ulps (distance of the ordered bit patterns).
size_t compare_float_ulps(const char *what, const float *expected,
                          const float *actual, size_t n, uint32_t max_ulps);
// FP8 bytes equal, or one FP8 step apart in at most max_fraction * n of them;
// a NaN code must match exactly. Returns the failing elements (all the
// off-by-one ones when there are too many of them).
size_t compare_fp8_near(const char *what, const uint8_t *expected,
                        const uint8_t *actual, size_t n, Fp8Format format,
                        double max_fraction = kFp8MaxOffByOneFraction);

} // namespace smooth_swiglu_ref
