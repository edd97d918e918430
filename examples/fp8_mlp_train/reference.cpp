// CPU reference for fp8_mlp_train.cu; see reference.h. Plain C++17 plus
// CUDA's host FP8 conversions.
//
// Bit-exactness with the GPU rests on three facts: (1) a product of two
// decoded FP8 values has at most 4 + 4 significant bits and lies far inside
// float's range, so it is exact and `acc + a * b` equals the GPU's
// fmaf(a, b, acc) whatever the compiler contracts; (2) every other
// multiply-add is an explicit std::fma here and fmaf on the GPU; (3) the
// remaining operations (+, *, /, sqrt, FP8 conversion) are correctly
// rounded on both sides and run in the same order.
#include "reference.h"

#include "../common/compare.h"
#include "../common/fp8_reference.h"

#include <cuda_fp8.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace fp8_mlp_train_ref {

// The FP8 conversions are CUDA's own host ones on purpose (quantize, decode
// below); only the format's range and the checker are the ones the examples
// share (examples/common/).
namespace fp8 = fp8_reference;

namespace {

// splitmix64 (Steele, Lea, Flood 2014): a tiny, well-mixed host generator.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double uniform() { return double((next() >> 11) + 1) * 0x1p-53; } // (0, 1]
  float normal(double stddev) {
    const double r = std::sqrt(-2.0 * std::log(uniform()));
    return float(stddev * r * std::cos(2.0 * M_PI * uniform()));
  }
};

void fill_normal(SplitMix64 &rng, float *x, size_t n, double stddev) {
  for (size_t i = 0; i < n; ++i)
    x[i] = rng.normal(stddev);
}

std::vector<float> transpose(const float *a, int rows, int cols) {
  std::vector<float> t(size_t(rows) * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      t[size_t(c) * rows + r] = a[size_t(r) * cols + c];
  return t;
}

// FP8: q[i] = decode(fp8(x[i] * scale)), returns scale_inv. FP32: a copy,
// scale_inv 1.
float quantize_tensor(const float *x, size_t n, Fp8Format format,
                      Precision precision, std::vector<float> &q) {
  q.assign(x, x + n);
  if (precision == Precision::FP32)
    return 1.0f;
  const Scale s = compute_scale(amax(x, n), fp8_max(format));
  for (size_t i = 0; i < n; ++i)
    q[i] = decode(quantize(x[i], s.scale, format), format);
  return s.scale_inv;
}

// The GPU GEMM's epilogue: v = acc * (sa * sb), + bias (one fma), ReLU, or
// the ReLU gradient mask (mask > 0).
enum class Epilogue { None, Bias, BiasRelu, ReluGrad };

void epilogue(std::vector<float> &c, int m, int n, float scale_inv_a,
              float scale_inv_b, Epilogue e, const float *bias,
              const float *mask) {
  const float deq = scale_inv_a * scale_inv_b;
  for (int r = 0; r < m; ++r) {
    for (int col = 0; col < n; ++col) {
      float &v = c[size_t(r) * n + col];
      switch (e) {
      case Epilogue::None:
        v = v * deq;
        break;
      case Epilogue::Bias:
        v = std::fma(v, deq, bias[col]);
        break;
      case Epilogue::BiasRelu:
        v = std::fma(v, deq, bias[col]);
        v = v > 0.0f ? v : 0.0f;
        break;
      case Epilogue::ReluGrad:
        v = mask[size_t(r) * n + col] > 0.0f ? v * deq : 0.0f;
        break;
      }
    }
  }
}

// out[c] = sum_r g[r][c], rows in order (the GPU's bias-gradient kernel).
void column_sums(const float *g, int rows, int cols, float *out) {
  for (int c = 0; c < cols; ++c) {
    float s = 0.0f;
    for (int r = 0; r < rows; ++r)
      s += g[size_t(r) * cols + c];
    out[c] = s;
  }
}

} // namespace

float fp8_max(Fp8Format format) {
  return fp8::max_finite(fp8::format_of(format));
}

Scale compute_scale(float amax, float fp8_max) {
  float scale = 1.0f;
  if (amax > 0.0f && std::isfinite(amax)) {
    scale = fp8_max / (amax < kAmaxEpsilon ? kAmaxEpsilon : amax);
    if (std::isinf(scale))
      scale = FLT_MAX;
  }
  return {scale, 1.0f / scale};
}

float amax(const float *x, size_t n) {
  float m = 0.0f;
  for (size_t i = 0; i < n; ++i) {
    const float v = std::fabs(x[i]);
    if (v > m) // false for NaN, like fmaxf
      m = v;
  }
  return m;
}

uint8_t quantize(float x, float scale, Fp8Format format) {
  const float v = x * scale;
  return format == Fp8Format::E4M3 ? __nv_fp8_e4m3(v).__x
                                   : __nv_fp8_e5m2(v).__x;
}

float decode(uint8_t code, Fp8Format format) {
  if (format == Fp8Format::E4M3) {
    __nv_fp8_e4m3 q;
    q.__x = code;
    return float(q);
  }
  __nv_fp8_e5m2 q;
  q.__x = code;
  return float(q);
}

void gemm(const float *a, const float *b, int m, int n, int k, float *c) {
  // k outside n: each c[i][j] still sums over k in order, and the inner loop
  // runs over contiguous j.
  for (int i = 0; i < m; ++i) {
    float *row = c + size_t(i) * n;
    for (int j = 0; j < n; ++j)
      row[j] = 0.0f;
    for (int kk = 0; kk < k; ++kk) {
      const float av = a[size_t(i) * k + kk];
      const float *brow = b + size_t(kk) * n;
      for (int j = 0; j < n; ++j)
        row[j] = row[j] + av * brow[j];
    }
  }
}

float mse_loss(const float *pred, const float *y, size_t n) {
  constexpr int kThreads = 256, kWarp = 32, kWarps = kThreads / kWarp;
  float partial[kThreads];
  for (int t = 0; t < kThreads; ++t) {
    float s = 0.0f;
    for (size_t i = t; i < n; i += kThreads) {
      const float d = pred[i] - y[i];
      s = std::fma(d, d, s);
    }
    partial[t] = s;
  }
  // __shfl_xor_sync butterfly: every lane ends with its warp's sum.
  auto butterfly = [](float *lanes) {
    for (int offset = kWarp / 2; offset > 0; offset /= 2) {
      float next[kWarp];
      for (int l = 0; l < kWarp; ++l)
        next[l] = lanes[l] + lanes[l ^ offset];
      std::memcpy(lanes, next, sizeof next);
    }
  };
  float warp_sums[kWarp] = {}; // lanes >= kWarps read 0
  for (int w = 0; w < kWarps; ++w) {
    butterfly(partial + w * kWarp);
    warp_sums[w] = partial[w * kWarp];
  }
  butterfly(warp_sums);
  return warp_sums[0] / float(n);
}

AdamWStep adamw_step(int t) {
  return {float(1.0 / (1.0 - std::pow(double(kBeta1), t))),
          float(1.0 / (1.0 - std::pow(double(kBeta2), t)))};
}

void adamw_update(float &w, float &m, float &v, float g, AdamWStep s) {
  m = std::fma(kBeta1, m, kOneMinusBeta1 * g);
  v = std::fma(kBeta2, v, kOneMinusBeta2 * g * g);
  const float m_hat = m * s.inv_bias1;
  const float v_hat = v * s.inv_bias2;
  const float update = m_hat / (std::sqrt(v_hat) + kAdamEps);
  w = std::fma(-kLr, std::fma(kWeightDecay, w, update), w);
}

Problem make_host_problem(uint64_t seed) {
  SplitMix64 rng{seed};
  Problem p;
  p.x.resize(size_t(kSamples) * kIn);
  p.teacher1.resize(size_t(kIn) * kHidden);
  p.teacher2.resize(size_t(kHidden) * kOut);
  p.params.assign(kNumParams, 0.0f);
  fill_normal(rng, p.x.data(), p.x.size(), 1.0);
  fill_normal(rng, p.teacher1.data(), p.teacher1.size(), 1.0 / std::sqrt(kIn));
  fill_normal(rng, p.teacher2.data(), p.teacher2.size(),
              1.0 / std::sqrt(kHidden));
  fill_normal(rng, p.params.data() + kW1Offset, size_t(kIn) * kHidden,
              1.0 / std::sqrt(kIn));
  fill_normal(rng, p.params.data() + kW2Offset, size_t(kHidden) * kOut,
              1.0 / std::sqrt(kHidden));
  p.noise.resize(size_t(kSamples) * kOut);
  fill_normal(rng, p.noise.data(), p.noise.size(), kTargetNoise);
  return p;
}

std::vector<float> teacher_forward(const Problem &p) {
  auto fma_gemm = [](const float *a, const float *b, int m, int n, int k,
                     bool relu, float *c) {
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        float acc = 0.0f;
        for (int kk = 0; kk < k; ++kk)
          acc = std::fma(a[size_t(i) * k + kk], b[size_t(kk) * n + j], acc);
        acc = std::fma(acc, 1.0f, 0.0f); // the epilogue: deq 1, bias 0
        c[size_t(i) * n + j] = relu ? (acc > 0.0f ? acc : 0.0f) : acc;
      }
  };
  std::vector<float> h(size_t(kSamples) * kHidden), y(size_t(kSamples) * kOut);
  fma_gemm(p.x.data(), p.teacher1.data(), kSamples, kHidden, kIn, true,
           h.data());
  fma_gemm(h.data(), p.teacher2.data(), kSamples, kOut, kHidden, false,
           y.data());
  for (size_t i = 0; i < y.size(); ++i)
    y[i] += p.noise[i];
  return y;
}

TrainResult train(const Problem &p, const std::vector<float> &y,
                  Precision precision, int steps, int ranks) {
  constexpr auto E4M3 = Fp8Format::E4M3;
  constexpr auto E5M2 = Fp8Format::E5M2;
  TrainResult r;
  r.params = p.params;
  std::vector<float> m(kNumParams, 0.0f), v(kNumParams, 0.0f),
      grad(kNumParams, 0.0f), part(kNumParams, 0.0f);
  std::vector<float> xq, w1q, a1q, w2q, dpq, dz1q;
  std::vector<float> a1(size_t(kBatch) * kHidden), pred(size_t(kBatch) * kOut),
      dp(pred.size()), dz1(a1.size()), dw1(size_t(kIn) * kHidden),
      dw2(size_t(kHidden) * kOut);
  float *w = r.params.data();

  for (int step = 0; step < steps; ++step) {
    const size_t batch = size_t(step % kNumBatches) * kBatch;
    const float *x = p.x.data() + batch * kIn;
    const float *yb = y.data() + batch * kOut;
    // The scales come from the amax of the whole batch (the ranks all-reduce
    // their amaxes with max, which is exact), and every row of the forward
    // pass and of dz1 is computed alone: only the sums over the batch --
    // the loss and the weight and bias gradients -- depend on the ranks.
    // Forward: a1 = relu(x W1 + b1), pred = a1 W2 + b2.
    const float sx =
        quantize_tensor(x, size_t(kBatch) * kIn, E4M3, precision, xq);
    const float sw1 = quantize_tensor(w + kW1Offset, size_t(kIn) * kHidden,
                                      E4M3, precision, w1q);
    gemm(xq.data(), w1q.data(), kBatch, kHidden, kIn, a1.data());
    epilogue(a1, kBatch, kHidden, sx, sw1, Epilogue::BiasRelu, w + kB1Offset,
             nullptr);
    const float sa1 =
        quantize_tensor(a1.data(), a1.size(), E4M3, precision, a1q);
    const float sw2 = quantize_tensor(w + kW2Offset, size_t(kHidden) * kOut,
                                      E4M3, precision, w2q);
    gemm(a1q.data(), w2q.data(), kBatch, kOut, kHidden, pred.data());
    epilogue(pred, kBatch, kOut, sa1, sw2, Epilogue::Bias, w + kB2Offset,
             nullptr);

    for (size_t i = 0; i < pred.size(); ++i)
      dp[i] = (pred[i] - yb[i]) * kGradScale;
    const float sdp =
        quantize_tensor(dp.data(), dp.size(), E5M2, precision, dpq);
    gemm(dpq.data(), transpose(w2q.data(), kHidden, kOut).data(), kBatch,
         kHidden, kOut, dz1.data());
    epilogue(dz1, kBatch, kHidden, sdp, sw2, Epilogue::ReluGrad, nullptr,
             a1.data());
    const float sdz1 =
        quantize_tensor(dz1.data(), dz1.size(), E5M2, precision, dz1q);

    // Per rank: its shard's share of the loss (the shard's mean times
    // rows / kBatch: with even shards a power of 2, so the sum is the one a
    // division after it would give) and of the gradients (dW2 = a1^T dp,
    // dW1 = x^T dz1, E5M2 operands; bias gradients FP32 column sums),
    // summed over the ranks in rank order.
    float loss = 0.0f;
    for (int rank = 0; rank < ranks; ++rank) {
      const Shard sh = shard_of(rank, ranks);
      const size_t row0 = size_t(sh.row0);
      const int shard = sh.rows;
      const float l = mse_loss(pred.data() + row0 * kOut, yb + row0 * kOut,
                               size_t(shard) * kOut) *
                      sh.share;
      gemm(transpose(a1q.data() + row0 * kHidden, shard, kHidden).data(),
           dpq.data() + row0 * kOut, kHidden, kOut, shard, dw2.data());
      epilogue(dw2, kHidden, kOut, sa1, sdp, Epilogue::None, nullptr, nullptr);
      column_sums(dp.data() + row0 * kOut, shard, kOut,
                  part.data() + kB2Offset);
      gemm(transpose(xq.data() + row0 * kIn, shard, kIn).data(),
           dz1q.data() + row0 * kHidden, kIn, kHidden, shard, dw1.data());
      epilogue(dw1, kIn, kHidden, sx, sdz1, Epilogue::None, nullptr, nullptr);
      column_sums(dz1.data() + row0 * kHidden, shard, kHidden,
                  part.data() + kB1Offset);
      std::memcpy(part.data() + kW1Offset, dw1.data(), dw1.size() * 4);
      std::memcpy(part.data() + kW2Offset, dw2.data(), dw2.size() * 4);
      if (rank == 0) { // not 0 + part: that would turn -0 into +0
        loss = l;
        grad = part;
      } else {
        loss += l;
        for (size_t i = 0; i < kNumParams; ++i)
          grad[i] += part[i];
      }
    }
    r.losses.push_back(loss);

    const AdamWStep s = adamw_step(step + 1);
    for (size_t i = 0; i < kNumParams; ++i)
      adamw_update(w[i], m[i], v[i], grad[i], s);
  }
  return r;
}

bool valid_ranks(int ranks) { return ranks >= 1 && ranks <= kMaxRanks; }

Shard shard_of(int rank, int ranks) {
  const int tile0 = rank * kTilesPerBatch / ranks;
  const int tile1 = (rank + 1) * kTilesPerBatch / ranks;
  const int rows = (tile1 - tile0) * (kBatch / kTilesPerBatch);
  return {tile0 * (kBatch / kTilesPerBatch), rows, float(rows) / float(kBatch)};
}

size_t compare_bits(const char *what, const float *expected,
                    const float *actual, size_t n) {
  return fp8::compare_float_bits(what, expected, actual, n);
}

int halving_step(const std::vector<float> &losses) {
  for (size_t t = 0; t < losses.size(); ++t)
    if (losses[t] <= 0.5f * losses[0])
      return int(t);
  return -1;
}

float max_relative_deviation(const std::vector<float> &losses,
                             const std::vector<float> &reference) {
  if (losses.size() != reference.size())
    return INFINITY;
  double worst = 0.0;
  for (size_t t = 0; t < losses.size(); ++t) {
    const double d =
        std::fabs(double(losses[t]) - reference[t]) / double(reference[t]);
    if (std::isnan(d))
      return INFINITY; // a NaN loss is as far off as it gets
    if (d > worst)
      worst = d;
  }
  return float(worst);
}

size_t check_trajectory(const char *what, const std::vector<float> &losses,
                        const std::vector<float> &reference) {
  size_t failures = 0;
  if (losses.empty() || halving_step(losses) < 0) {
    std::fprintf(stderr, "  %s: the loss never halves in %zu steps\n", what,
                 losses.size());
    ++failures;
  }
  const float dev = max_relative_deviation(losses, reference);
  if (!(dev <= kTrackingTolerance)) {
    std::fprintf(stderr,
                 "  %s: deviates from the FP32 reference by %.2f%% "
                 "(limit %.0f%%)\n",
                 what, 100.0 * dev, 100.0 * kTrackingTolerance);
    ++failures;
  }
  return failures;
}

float max_abs_difference(const std::vector<float> &a,
                         const std::vector<float> &b) {
  if (a.size() != b.size())
    return INFINITY;
  double worst = 0.0;
  for (size_t i = 0; i < a.size(); ++i) {
    const double d = std::fabs(double(a[i]) - double(b[i]));
    if (std::isnan(d))
      return INFINITY;
    if (d > worst)
      worst = d;
  }
  return float(worst);
}

size_t check_data_parallel(const char *what, const std::vector<float> &losses,
                           const std::vector<float> &params,
                           const std::vector<float> &ref_losses,
                           const std::vector<float> &ref_params) {
  size_t failures = 0;
  const float dl = max_relative_deviation(losses, ref_losses);
  if (!(dl <= kDataParallelLossTolerance)) {
    std::fprintf(stderr,
                 "  %s: losses deviate from the single-rank ones by %.3g%% "
                 "(limit %.3g%%)\n",
                 what, 100.0 * dl, 100.0 * kDataParallelLossTolerance);
    ++failures;
  }
  const float dw = max_abs_difference(params, ref_params);
  if (!(dw <= kDataParallelWeightTolerance)) {
    std::fprintf(stderr,
                 "  %s: final weights differ from the single-rank ones by "
                 "up to %.3g (limit %.3g)\n",
                 what, double(dw), double(kDataParallelWeightTolerance));
    ++failures;
  }
  return failures;
}

} // namespace fp8_mlp_train_ref
