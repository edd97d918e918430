// CPU reference for delayed_scaling.cu: per-tensor delayed scaling of FP8
// training tensors over 50 steps (TransformerEngine's recipe), computed bit
// for bit as the GPU does it, plus the checker the example and the unit test
// share.
//
// Plain C++17, no CUDA headers. Compile with -ffp-contract=off (the example's
// CMake files do): the only float operations are IEEE divisions and
// products, and no FMA may stand in for them.
//   g++ -std=c++17 -O2 -ffp-contract=off -I/usr/local/cuda/include
//       reference_test.cpp reference.cpp -o reference_test
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace delayed_scaling_ref {

enum class Fp8Format { E4M3, E5M2 };

// Largest finite values: E4M3 0x7e, E5M2 0x7b.
constexpr float kE4M3Max = 448.0f;
constexpr float kE5M2Max = 57344.0f;

// The simulated training run: four tensors, the first two forward (E4M3),
// the last two backward gradients (E5M2) -- the "hybrid" recipe.
constexpr int kNumTensors = 4;
constexpr int kNumForward = 2;
constexpr int kSteps = 50;
constexpr int kHistoryLen = 16;
constexpr int kTensorSize = 3000; // elements per tensor per step; not a
                                  // multiple of the block size on purpose

Fp8Format tensor_format(int tensor); // E4M3 for t < kNumForward
float fp8_max(Fp8Format format);
const char *format_name(Fp8Format format);

// How the amax that sets the scale is taken from the history.
enum class AmaxAlgorithm { Max, MostRecent };

struct Recipe {
  AmaxAlgorithm algorithm;
  int margin; // scale = fp8_max / amax / 2^margin
};

// "max/m0", "most_recent/m1", ...: names in reports and check lines.
const char *algorithm_name(AmaxAlgorithm algorithm);

// BF16 bits -> float (exact).
float bf16_to_float(uint16_t bits);

// float -> FP8 bits, round to nearest even, saturating to the largest finite
// value (__NV_SATFINITE, what the __nv_fp8_* constructors do); NaN -> 0x7f.
uint8_t float_to_fp8(float x, Fp8Format format);

// max |x|, NaN ignored (fmaxf), +-inf counts, starting from +0.
float amax(const uint16_t *x, size_t n);

// The synthetic inputs of every step: x[(step * kNumTensors + t) *
// kTensorSize + i], BF16 bits. Each tensor has its own amax trajectory:
//   t0 (E4M3) ramps up from 2^-6 to 2^10, single-element spikes of 2^10x at
//      steps 12 and 37, all zeros (+0 and -0) at step 30;
//   t1 (E4M3) holds only BF16 subnormals for steps 0-19 (fp8_max / amax
//      overflows: scale FLT_MAX), then decays from 2^12; +inf at step 40;
//   t2 (E5M2) stays below 2^6 with a -2^13 spike every 7th step and NaNs
//      at step 45;
//   t3 (E5M2) is zero for steps 0-4 (the initial scale 1 is kept), then
//      ramps up from 2^-15 to 2^24; +inf at step 25, a NaN at step 33.
std::vector<uint16_t> make_inputs();

// The state of the delayed-scaling meta data, TransformerEngine's layout:
// history[i * kNumTensors + t] is entry i of tensor t's amax history; entry
// 0 is the one the current step's amax is written into.
struct State {
  std::vector<float> history; // kHistoryLen * kNumTensors
  std::vector<float> scale;   // kNumTensors
  std::vector<float> scale_inv;
};
State initial_state(); // history 0, scale 1, scale_inv 1

// The delayed-scaling update of one tensor t (TransformerEngine's
// amax_and_scale_update):
//   amax = max over the history (NaN ignored) or its entry 0 (most recent);
//   s = (fp8_max / amax) / 2^margin, both divisions IEEE (__fdiv_rn);
//   amax 0, inf or NaN -> s = the previous scale;
//   s infinite -> FLT_MAX;
//   scale_inv = 1 / s (__frcp_rn);
//   then the history rolls by one (torch.roll(h, -1): h[i] = h[i + 1], the
//   last entry takes the old h[0]) and its first entry is zeroed, ready for
//   the next step's amax.
void update_tensor(State &state, int t, float fp8_max, const Recipe &recipe);

// Everything the run produces, one entry per step, in the order the
// example writes them with --out.
struct Result {
  std::vector<float> history;   // kSteps x (kHistoryLen * kNumTensors),
                                // after the step's update and roll
  std::vector<float> scale;     // kSteps x kNumTensors, the step's new scale
  std::vector<float> scale_inv; // kSteps x kNumTensors
  std::vector<uint8_t> y;       // kSteps x kNumTensors x kTensorSize FP8
                                // bytes, cast with the step's new scale
};
Result make_result(); // sized, zero-filled

// One step: amax of each tensor into history entry 0, the update, then the
// cast y = fp8(x * scale) with the new scale (the product rounded to float).
void step(State &state, const uint16_t *x_step, const Recipe &recipe,
          uint8_t *y_step);

// All kSteps steps from initial_state() over make_inputs()-shaped inputs.
Result simulate(const std::vector<uint16_t> &inputs, const Recipe &recipe);

// Bitwise checkers: report up to a few mismatches on stderr under `what` and
// return the number of mismatching elements (+0 vs -0 and NaN payloads
// differ).
size_t compare_floats(const char *what, const float *expected,
                      const float *actual, size_t n);
size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n);

// Checks every part of `actual` against `expected` bit for bit and prints a
// line per part to stdout:
//   check <label> history: ok (3200 floats bit-exact)
//   check <label> fp8: FAIL 3 of 600000 bytes differ
// Returns the number of failed parts (0 to 4).
int check_result(const char *label, const Result &expected,
                 const Result &actual);

} // namespace delayed_scaling_ref
