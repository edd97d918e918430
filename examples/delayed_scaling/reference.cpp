// CPU reference for delayed_scaling.cu; see reference.h. Plain C++17, built
// with -ffp-contract=off.
#include "reference.h"

#include "../common/compare.h"
#include "../common/fp8_reference.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace delayed_scaling_ref {

// The FP8 and BF16 conversions and the checkers are the ones the examples
// share (examples/common/).
namespace fp8 = fp8_reference;

namespace {

// Deterministic generator for the synthetic tensors (LCG, Numerical Recipes).
struct Lcg {
  uint32_t state;
  uint32_t next() { return state = state * 1664525u + 1013904223u; }
};

// A BF16 value of magnitude in [2^(e-7), 2^(e+1)) with a random sign.
uint16_t random_bf16(Lcg &rng, int e) {
  const uint32_t r = rng.next();
  const uint32_t exponent = uint32_t(127 + e - int(r >> 29));
  return uint16_t((r & 0x8000u) | (exponent << 7) | ((r >> 16) & 0x7f));
}

// Fills one tensor of one step; see make_inputs() in reference.h.
void fill_tensor(int step, int t, uint16_t *x) {
  Lcg rng{uint32_t(step * 7919 + t * 104729 + 1)};
  const size_t n = kTensorSize;
  const size_t spot = size_t(step) * 97 % n; // where single specials go
  switch (t) {
  case 0:
    for (size_t i = 0; i < n; ++i)
      x[i] = step == 30 ? uint16_t(i % 2 ? 0x8000 : 0x0000)
                        : random_bf16(rng, -6 + step / 3);
    if (step == 12 || step == 37)
      x[spot] = uint16_t((127 + 4 + step / 3) << 7); // 2^10 x the ramp
    break;
  case 1:
    for (size_t i = 0; i < n; ++i) {
      const uint32_t r = rng.next();
      x[i] = step < 20 ? uint16_t((r & 0x8000u) | ((r >> 16) & 0x7f))
                       : random_bf16(rng, 12 - (step - 20) / 2);
    }
    if (step == 40)
      x[spot] = 0x7f80; // +inf
    break;
  case 2:
    for (size_t i = 0; i < n; ++i)
      x[i] = random_bf16(rng, 3 + step % 3);
    if (step % 7 == 3)
      x[spot] = uint16_t(0x8000 | ((127 + 13) << 7)); // -2^13
    if (step == 45) {
      x[0] = 0x7fc0;
      x[n / 2] = 0xffc1;
      x[n - 1] = 0x7f81;
    }
    break;
  default:
    for (size_t i = 0; i < n; ++i)
      x[i] =
          step < 5 ? uint16_t(0) : random_bf16(rng, -15 + (step - 5) * 39 / 44);
    if (step == 25)
      x[spot] = 0xff80; // -inf
    if (step == 33)
      x[spot] = 0x7fc0; // NaN
    break;
  }
}

} // namespace

Fp8Format tensor_format(int tensor) {
  return tensor < kNumForward ? Fp8Format::E4M3 : Fp8Format::E5M2;
}

float fp8_max(Fp8Format format) {
  return fp8::max_finite(fp8::format_of(format));
}

const char *format_name(Fp8Format format) {
  return fp8::name(fp8::format_of(format));
}

const char *algorithm_name(AmaxAlgorithm algorithm) {
  return algorithm == AmaxAlgorithm::Max ? "max" : "most_recent";
}

float bf16_to_float(uint16_t bits) { return fp8::bf16_to_float(bits); }

uint8_t float_to_fp8(float x, Fp8Format format) {
  return fp8::encode(x, fp8::format_of(format));
}

float amax(const uint16_t *x, size_t n) { return fp8::bf16_amax(x, n); }

std::vector<uint16_t> make_inputs() {
  std::vector<uint16_t> x(size_t(kSteps) * kNumTensors * kTensorSize);
  for (int s = 0; s < kSteps; ++s)
    for (int t = 0; t < kNumTensors; ++t)
      fill_tensor(s, t, &x[(size_t(s) * kNumTensors + t) * kTensorSize]);
  return x;
}

State initial_state() {
  return State{std::vector<float>(kHistoryLen * kNumTensors, 0.0f),
               std::vector<float>(kNumTensors, 1.0f),
               std::vector<float>(kNumTensors, 1.0f)};
}

void update_tensor(State &state, int t, float fp8_max, const Recipe &recipe) {
  float *h = &state.history[0];
  float amax = h[t];
  if (recipe.algorithm == AmaxAlgorithm::Max)
    for (int i = 1; i < kHistoryLen; ++i)
      amax = std::fmax(amax, h[i * kNumTensors + t]);

  const float margin_scale = std::ldexp(1.0f, recipe.margin); // exact
  float s = (fp8_max / amax) / margin_scale;
  if (!(amax > 0.0f && std::isfinite(amax)))
    s = state.scale[t];
  if (std::isinf(s))
    s = FLT_MAX;
  state.scale[t] = s;
  state.scale_inv[t] = 1.0f / s;

  const float first = h[t];
  for (int i = 0; i + 1 < kHistoryLen; ++i)
    h[i * kNumTensors + t] = h[(i + 1) * kNumTensors + t];
  h[(kHistoryLen - 1) * kNumTensors + t] = first;
  h[t] = 0.0f;
}

Result make_result() {
  return Result{
      std::vector<float>(size_t(kSteps) * kHistoryLen * kNumTensors),
      std::vector<float>(size_t(kSteps) * kNumTensors),
      std::vector<float>(size_t(kSteps) * kNumTensors),
      std::vector<uint8_t>(size_t(kSteps) * kNumTensors * kTensorSize)};
}

void step(State &state, const uint16_t *x_step, const Recipe &recipe,
          uint8_t *y_step) {
  for (int t = 0; t < kNumTensors; ++t) {
    const uint16_t *x = x_step + size_t(t) * kTensorSize;
    // Entry 0 is +0 after the previous roll; the GPU takes the max into it.
    state.history[t] = std::fmax(state.history[t], amax(x, kTensorSize));
  }
  for (int t = 0; t < kNumTensors; ++t) {
    const Fp8Format format = tensor_format(t);
    update_tensor(state, t, fp8_max(format), recipe);
    const uint16_t *x = x_step + size_t(t) * kTensorSize;
    uint8_t *y = y_step + size_t(t) * kTensorSize;
    for (int i = 0; i < kTensorSize; ++i)
      y[i] = float_to_fp8(bf16_to_float(x[i]) * state.scale[t], format);
  }
}

Result simulate(const std::vector<uint16_t> &inputs, const Recipe &recipe) {
  State state = initial_state();
  Result r = make_result();
  const size_t step_elems = size_t(kNumTensors) * kTensorSize;
  for (int s = 0; s < kSteps; ++s) {
    step(state, &inputs[s * step_elems], recipe, &r.y[s * step_elems]);
    std::memcpy(&r.history[size_t(s) * state.history.size()],
                state.history.data(), state.history.size() * sizeof(float));
    std::memcpy(&r.scale[size_t(s) * kNumTensors], state.scale.data(),
                kNumTensors * sizeof(float));
    std::memcpy(&r.scale_inv[size_t(s) * kNumTensors], state.scale_inv.data(),
                kNumTensors * sizeof(float));
  }
  return r;
}

size_t compare_floats(const char *what, const float *expected,
                      const float *actual, size_t n) {
  return fp8::compare_float_bits(what, expected, actual, n);
}

size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n) {
  return fp8::compare_bytes(what, expected, actual, n);
}

int check_result(const char *label, const Result &expected,
                 const Result &actual) {
  int failed = 0;
  auto report = [&](const char *part, size_t bad, size_t n, const char *unit) {
    if (bad == 0) {
      std::printf("check %s %s: ok (%zu %s bit-exact)\n", label, part, n, unit);
    } else {
      std::printf("check %s %s: FAIL %zu of %zu %s differ\n", label, part, bad,
                  n, unit);
      ++failed;
    }
  };
  auto floats = [&](const char *part, const std::vector<float> &want,
                    const std::vector<float> &got) {
    char what[96];
    std::snprintf(what, sizeof what, "%s.%s", label, part);
    const size_t bad =
        want.size() != got.size()
            ? want.size()
            : compare_floats(what, want.data(), got.data(), want.size());
    report(part, bad, want.size(), "floats");
  };
  floats("history", expected.history, actual.history);
  floats("scale", expected.scale, actual.scale);
  floats("scale_inv", expected.scale_inv, actual.scale_inv);
  char what[96];
  std::snprintf(what, sizeof what, "%s.fp8", label);
  const size_t bad = expected.y.size() != actual.y.size()
                         ? expected.y.size()
                         : compare_bytes(what, expected.y.data(),
                                         actual.y.data(), expected.y.size());
  report("fp8", bad, expected.y.size(), "bytes");
  return failed;
}

} // namespace delayed_scaling_ref
