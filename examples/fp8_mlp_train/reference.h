// CPU reference for fp8_mlp_train.cu: a 2-layer MLP (ReLU) trained with MSE
// against a fixed random teacher, with FP8 GEMMs (E4M3 forward, E5M2
// gradients, per-tensor current scaling), FP32 master weights and AdamW.
//
// Two precisions: Precision::FP8 emulates the GPU program operation for
// operation (same quantization, same accumulation order, same fused
// multiply-adds), so its losses and weights equal the GPU's bit for bit;
// Precision::FP32 is the same training without quantization, the baseline
// the FP8 losses must track within kTrackingTolerance.
//
// Plain C++17; reference.cpp uses CUDA's host FP8 conversions (cuda_fp8.h
// compiles with g++), this header needs no CUDA header:
//   g++ -std=c++17 -O2 -I/usr/local/cuda/include reference_test.cpp
//   reference.cpp
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace fp8_mlp_train_ref {

// Model and batch. Every dimension is a multiple of the GPU GEMM tile (16).
constexpr int kIn = 64;
constexpr int kHidden = 128;
constexpr int kOut = 16;
constexpr int kBatch = 256;
constexpr int kSteps = 200;
// The training set: kNumBatches batches, used in turn. 32768 targets for
// about 10,000 parameters: the student cannot simply memorize them.
constexpr int kNumBatches = 8;
constexpr int kSamples = kNumBatches * kBatch;

// AdamW (decoupled weight decay, applied to every parameter). The "1 - beta"
// constants are spelled out so host and device use the same float.
constexpr float kLr = 1.0e-3f;
constexpr float kBeta1 = 0.9f;
constexpr float kOneMinusBeta1 = 0.1f;
constexpr float kBeta2 = 0.999f;
constexpr float kOneMinusBeta2 = 0.001f;
constexpr float kAdamEps = 1.0e-8f;
constexpr float kWeightDecay = 0.01f;

// d(mean((p - y)^2))/dp = (p - y) * 2 / n; n = 4096, so the factor is 2^-11
// and the multiplication is exact.
constexpr float kGradScale = 2.0f / float(kBatch * kOut);

// Standard deviation of the target noise: the irreducible part of the loss
// keeps it away from zero, where FP8's quantization noise would dominate.
constexpr float kTargetNoise = 0.5f;

// Current scaling: scale = fp8_max / max(amax, eps); amax 0/inf/NaN -> 1.
constexpr float kE4M3Max = 448.0f;
constexpr float kE5M2Max = 57344.0f;
constexpr float kAmaxEpsilon = 1.0e-12f;

// The FP8 losses must stay within 5% of the FP32 losses at every step.
constexpr float kTrackingTolerance = 0.05f;

// Student parameters live in one flat FP32 buffer (the gradients and the
// AdamW moments use the same layout): W1 (kIn x kHidden, row-major), b1,
// W2 (kHidden x kOut), b2. Offsets are multiples of 4 floats.
constexpr size_t kW1Offset = 0;
constexpr size_t kB1Offset = kW1Offset + size_t(kIn) * kHidden;
constexpr size_t kW2Offset = kB1Offset + kHidden;
constexpr size_t kB2Offset = kW2Offset + size_t(kHidden) * kOut;
constexpr size_t kNumParams = kB2Offset + kOut;

enum class Fp8Format { E4M3, E5M2 };
enum class Precision { FP32, FP8 };

// The inputs of a training run. The GPU program fills one from its cuRAND
// draws; the unit test from make_host_problem.
struct Problem {
  std::vector<float> x;        // kSamples x kIn
  std::vector<float> teacher1; // kIn x kHidden
  std::vector<float> teacher2; // kHidden x kOut
  std::vector<float> params;   // kNumParams, the student's initial weights
  std::vector<float> noise;    // kSamples x kOut, added to the teacher's output
};

// A problem drawn on the host (splitmix64 + Box-Muller): x ~ N(0, 1),
// weights ~ N(0, 1 / fan_in), biases 0 -- the distributions the GPU
// program draws with cuRAND.
Problem make_host_problem(uint64_t seed);

// Teacher targets y = relu(x T1) T2 + noise (kSamples x kOut), FP32 with one
// fused multiply-add per k in increasing k, then fma(acc, 1, 0) (+ ReLU) as the
// GPU's GEMM epilogue does: bit-exact with the GPU.
std::vector<float> teacher_forward(const Problem &p);

// Data-parallel training over `ranks` ranks (fp8_mlp_train --ranks N):
// each rank takes a shard of every batch (shard_of), the ranks all-reduce the
// amaxes of the activations and gradients (max: exact, so every scale and
// every FP8 code is the single-rank one), and each rank's loss and
// gradients are its shard's share of the whole-batch mean: summed over the
// ranks (in rank order here, in NCCL's order on the GPUs) they are the
// single-rank loss and gradients up to the order of the float sums.
constexpr int kTilesPerBatch = kBatch / 16; // GEMM tiles of 16 rows
constexpr int kMaxRanks = kTilesPerBatch;
bool valid_ranks(int ranks); // 1..kMaxRanks

// Rank `rank` of `ranks` takes the GEMM tiles [rank * 16 / ranks,
// (rank + 1) * 16 / ranks) of a batch's 16: whole tiles, as even as they
// divide (3 ranks: 80, 80 and 96 rows), exactly batch / ranks rows when
// ranks divides 16. share = rows / kBatch, exact in float: the factor that
// turns the shard's mean loss into its share of the whole batch's.
struct Shard {
  int row0;
  int rows;
  float share;
};
Shard shard_of(int rank, int ranks);

// Summation order is all that separates N ranks from one, but a last-bit
// difference that flips one FP8 rounding, then AdamW's normalised update,
// carry it into the trajectory: on the CPU (seeds 7 and 11, every rank
// count from 2 to 16) the losses stay within 0.34% of the single-rank ones
// at every step and the final weights (O(0.1), each moved by at most kLr
// per step) within 0.0072 -- or within 5.7e-6 (loss) and 1.9e-7 (weights)
// when no FP8 code flips. The limits allow about 3x that, for NCCL's own
// summation order:
constexpr float kDataParallelLossTolerance = 0.01f;    // relative, per step
constexpr float kDataParallelWeightTolerance = 0.025f; // absolute, per weight

struct TrainResult {
  std::vector<float> losses; // loss of every step, before its update
  std::vector<float> params; // final weights
};
TrainResult train(const Problem &p, const std::vector<float> &y,
                  Precision precision, int steps = kSteps, int ranks = 1);

// Building blocks, exposed for the unit test.
struct Scale {
  float scale;
  float scale_inv;
};
float fp8_max(Fp8Format format);
Scale compute_scale(float amax, float fp8_max);
float amax(const float *x, size_t n); // max |x|, NaN ignored
uint8_t quantize(float x, float scale, Fp8Format format); // fp8(x * scale)
float decode(uint8_t code, Fp8Format format);

// C (M x N) = A (M x K) B (K x N), row-major; c[m][n] starts at +0 and adds
// a[m][k] * b[k][n] for k = 0, 1, ... in order. Exact products (FP8 inputs)
// make this equal to the GPU's fmaf chain.
void gemm(const float *a, const float *b, int m, int n, int k, float *c);

// Mean squared error in the GPU loss kernel's order: 256 threads, thread t
// fma-accumulates elements t, t + 256, ...; then an xor-butterfly per warp,
// then the same over the 8 warp sums; then / n.
float mse_loss(const float *pred, const float *y, size_t n);

// AdamW for step t (1-based): bias corrections 1 / (1 - beta^t), computed
// once on the host (double, rounded to float) and passed to the kernel.
struct AdamWStep {
  float inv_bias1;
  float inv_bias2;
};
AdamWStep adamw_step(int t);
void adamw_update(float &w, float &m, float &v, float g, AdamWStep s);

// Checkers shared by the GPU program and the unit test. Each prints up to a
// few mismatches on stderr under `what` and returns the number of failures.
size_t compare_bits(const char *what, const float *expected,
                    const float *actual, size_t n);
// First step whose loss is at most half the first step's; -1 if none.
int halving_step(const std::vector<float> &losses);
// max_t |losses[t] - reference[t]| / reference[t].
float max_relative_deviation(const std::vector<float> &losses,
                             const std::vector<float> &reference);
// 0 when the trajectory halves within its length and tracks `reference`
// within kTrackingTolerance; 1 per violated condition otherwise.
size_t check_trajectory(const char *what, const std::vector<float> &losses,
                        const std::vector<float> &reference);
// max_i |a[i] - b[i]|; infinity for different sizes or a NaN.
float max_abs_difference(const std::vector<float> &a,
                         const std::vector<float> &b);
// The data-parallel check: 0 when `losses` stays within
// kDataParallelLossTolerance of `ref_losses` at every step and `params`
// within kDataParallelWeightTolerance of `ref_params`; 1 per violation.
size_t check_data_parallel(const char *what, const std::vector<float> &losses,
                           const std::vector<float> &params,
                           const std::vector<float> &ref_losses,
                           const std::vector<float> &ref_params);

} // namespace fp8_mlp_train_ref
