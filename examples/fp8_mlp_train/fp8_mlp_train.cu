// Trains a 2-layer MLP with FP8 GEMMs as FP8 recipes do (TransformerEngine's
// "hybrid" format): E4M3 forward operands, E5M2 gradients, per-tensor current
// scaling, FP32 master weights, AdamW; cuRAND initialisation. Losses and
// final weights are checked bit for bit against the CPU emulation in
// reference.cpp, and the losses against its FP32 training (within 5%).
// The GEMMs are our own: 16x16 shared-memory tiles, FP8 decoded to float,
// one fmaf per k in increasing k, so the result is deterministic.
//
//
// Data parallel over N ranks (1 to 16), one process per GPU (rank R uses
// device R % device count): rank R trains on the GEMM tiles of 16 rows
// [R * 16 / N, (R + 1) * 16 / N) of every batch of 256 (reference.h's
// shard_of: 256 / N rows when N divides 16, else as even as whole tiles
// go; the global batch stays 256, so the loss trajectory is comparable),
// the ranks all-reduce the activation and gradient amaxes (ncclMax: every
// scale is the single-rank one), then the FP32 weight and bias gradients
// (ncclSum of each shard's share of the whole-batch mean), and at the end
// the losses (each rank's is its shard's share of the batch's); AdamW then
// runs identically on every rank, which a weight checksum all-reduced with
// max and min confirms. Rank 0 creates the ncclUniqueId and passes it
// through a file (data_parallel.h). Launch with
//   ./launch.sh N ./a.out [args]           # sets AXL_RANK, AXL_WORLD_SIZE,
//                                          # AXL_NCCL_ID_FILE (a temp file)
//   mpirun -np N ./a.out [args]            # Open MPI's OMPI_COMM_WORLD_*
//   ./a.out --ranks N --rank R --id-file PATH [args]   # one per rank, by hand
// The N-rank run equals the single-rank one up to the order of the float
// sums: its losses and weights are checked against the CPU emulation within
// kDataParallel{Loss,Weight}Tolerance (reference.h), not bit for bit. With
// one rank (the default) no NCCL call is made at all.
//
// Checkpoints (checkpoint.h has the file format):
//   --snapshot-every N    every N steps, an in-memory snapshot of the state
//                         (weights, AdamW moments, the global loss of every
//                         step so far) on every rank: copied on a side stream
//                         into pinned host memory while training goes on
//   --checkpoint-every M  every M steps (a multiple of N; N defaults to M),
//   --checkpoint-dir DIR  rank 0 writes the newest snapshot to
//                         DIR/ckpt-STEP.axlckpt from a background thread,
//                         atomically, and keeps the newest 2
//   --resume              start from DIR's newest checkpoint that verifies
//                         (from step 0 when there is none); on the rank
//                         count that saved it, the run ends bit for bit as
//                         an uninterrupted one
//   --elastic             accept a checkpoint saved by another rank count
//                         (the result is then within the data-parallel
//                         tolerance)
// A run that is not resumed refuses a DIR that already holds checkpoints.
// resilient.sh restarts a failed job with --resume.
//
//   nvcc -std=c++17 -O2 -arch=sm_90 fp8_mlp_train.cu reference.cpp
//        checkpoint.cpp -lcurand -lnccl
//   ./a.out [--out FILE]  # 0: all checks pass, 1: a failure, 2: bad usage,
//                         # 77: no GPU
// FILE receives the loss of every step, then the final weights (raw floats);
// with several ranks rank 0 writes it.
#include "checkpoint.h"
#include "data_parallel.h"
#include "reference.h"

#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
#include <nccl.h>

#include <algorithm>
#include <cerrno>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t err_ = (expr);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #expr, cudaGetErrorString(err_));                           \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define CURAND_CHECK(expr)                                                     \
  do {                                                                         \
    curandStatus_t st_ = (expr);                                               \
    if (st_ != CURAND_STATUS_SUCCESS) {                                        \
      std::fprintf(stderr, "%s:%d: %s failed: status %d\n", __FILE__,          \
                   __LINE__, #expr, int(st_));                                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define NCCL_CHECK(expr)                                                       \
  do {                                                                         \
    ncclResult_t r_ = (expr);                                                  \
    if (r_ != ncclSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #expr, ncclGetErrorString(r_));                             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// __VA_ARGS__ keeps the commas of <<<...>>> and of template arguments.
#define LAUNCH_CHECK(...)                                                      \
  do {                                                                         \
    __VA_ARGS__;                                                               \
    CUDA_CHECK(cudaGetLastError());                                            \
  } while (0)

namespace ref = fp8_mlp_train_ref;

constexpr int kBlockSize = 256;
constexpr int kWarpSize = 32;
constexpr int kTile = 16; // GEMM tile edge; every dimension is a multiple
constexpr unsigned long long kSeed = 20240917ull;

using e4m3 = __nv_fp8_e4m3;
using e5m2 = __nv_fp8_e5m2;

template <typename Fp8>
constexpr float kFp8Max =
    std::is_same_v<Fp8, e4m3> ? ref::kE4M3Max : ref::kE5M2Max;

// A strided matrix view: element (r, c) is data[r * row_stride + c *
// col_stride], so a GEMM reads a transposed operand without a copy.
template <typename T> struct Operand {
  const T *data;
  int row_stride;
  int col_stride;
};

enum class Epilogue { None, Bias, BiasRelu, ReluGrad };

// One Philox subsequence per sample: its kIn inputs, then its kOut noises.
__global__ void init_data_kernel(unsigned long long seed, float *__restrict__ x,
                                 float *__restrict__ noise, int samples) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= samples)
    return;
  curandStatePhilox4_32_10_t state;
  curand_init(seed, s, 0, &state);
  for (int i = 0; i < ref::kIn; ++i)
    x[size_t(s) * ref::kIn + i] = curand_normal(&state);
  for (int i = 0; i < ref::kOut; ++i)
    noise[size_t(s) * ref::kOut + i] =
        ref::kTargetNoise * curand_normal(&state);
}

__device__ __forceinline__ float warp_reduce_max(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

__device__ __forceinline__ float warp_reduce_sum(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

// *amax must be zero before the launch. Non-negative floats order like their
// bits as unsigned ints, so atomicMax on the bits is an exact float max.
__global__ void amax_kernel(const float *__restrict__ x, size_t n,
                            float *__restrict__ amax) {
  __shared__ float warp_max[kBlockSize / kWarpSize];
  float local = 0.0f;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    local = fmaxf(local, fabsf(x[i]));
  const int lane = threadIdx.x % kWarpSize;
  const int warp = threadIdx.x / kWarpSize;
  local = warp_reduce_max(local);
  if (lane == 0)
    warp_max[warp] = local;
  __syncthreads();
  if (warp == 0) {
    local =
        warp_reduce_max(lane < kBlockSize / kWarpSize ? warp_max[lane] : 0.0f);
    if (lane == 0)
      atomicMax(reinterpret_cast<unsigned int *>(amax), __float_as_uint(local));
  }
}

// Current scaling: amax 0, inf or NaN -> 1; amax below eps -> eps.
__device__ __forceinline__ float compute_scale(float amax, float fp8_max) {
  float s = 1.0f;
  if (amax > 0.0f && isfinite(amax)) {
    s = __fdiv_rn(fp8_max, amax < ref::kAmaxEpsilon ? ref::kAmaxEpsilon : amax);
    if (isinf(s))
      s = FLT_MAX;
  }
  return s;
}

// Every thread derives the scale from amax; one writes scale_inv for the
// GEMMs that consume y. The constructor rounds to nearest, satfinite.
template <typename Fp8>
__global__ void quantize_kernel(const float *__restrict__ x, size_t n,
                                const float *__restrict__ amax,
                                Fp8 *__restrict__ y,
                                float *__restrict__ scale_inv) {
  const float s = compute_scale(*amax, kFp8Max<Fp8>);
  if (blockIdx.x == 0 && threadIdx.x == 0)
    *scale_inv = __frcp_rn(s);
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    y[i] = Fp8(x[i] * s);
}

// C (m x n, row-major) = A (m x k) B (k x n). Each thread owns one element
// and adds its k products in increasing k, so the result does not depend on
// the launch shape. Products of decoded FP8 values are exact in float.
// aux: the bias (Bias, BiasRelu) or the forward activation whose sign masks
// the gradient (ReluGrad).
template <typename TA, typename TB, Epilogue kEpilogue>
__global__ void __launch_bounds__(kTile *kTile)
    gemm_kernel(Operand<TA> a, Operand<TB> b, int m, int n, int k,
                const float *__restrict__ scale_inv_a,
                const float *__restrict__ scale_inv_b,
                const float *__restrict__ aux, float *__restrict__ c) {
  __shared__ float a_tile[kTile][kTile + 1];
  __shared__ float b_tile[kTile][kTile + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * kTile + ty;
  const int col = blockIdx.x * kTile + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < k; k0 += kTile) {
    a_tile[ty][tx] = static_cast<float>(
        a.data[size_t(row) * a.row_stride + size_t(k0 + tx) * a.col_stride]);
    b_tile[ty][tx] = static_cast<float>(
        b.data[size_t(k0 + ty) * b.row_stride + size_t(col) * b.col_stride]);
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < kTile; ++kk)
      acc = fmaf(a_tile[ty][kk], b_tile[kk][tx], acc);
    __syncthreads();
  }
  const float deq = *scale_inv_a * *scale_inv_b;
  float v;
  if constexpr (kEpilogue == Epilogue::None) {
    v = acc * deq;
  } else if constexpr (kEpilogue == Epilogue::ReluGrad) {
    v = aux[size_t(row) * n + col] > 0.0f ? acc * deq : 0.0f;
  } else {
    v = fmaf(acc, deq, aux[col]);
    if constexpr (kEpilogue == Epilogue::BiasRelu)
      v = v > 0.0f ? v : 0.0f; // not fmaxf: no question about -0
  }
  c[size_t(row) * n + col] = v;
}

__global__ void add_kernel(float *__restrict__ y, const float *__restrict__ x,
                           size_t n) {
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    y[i] += x[i];
}

// One block of kBlockSize threads: a fixed reduction tree (reference.cpp's
// mse_loss replays it), then *loss = mean * share (the shard's share of the
// whole batch's mean). Also writes dL/dpred = (pred - y) * 2 / n.
__global__ void __launch_bounds__(kBlockSize)
    mse_loss_kernel(const float *__restrict__ pred, const float *__restrict__ y,
                    int n, float share, float *__restrict__ loss,
                    float *__restrict__ dpred) {
  __shared__ float warp_sum[kWarpSize];
  float partial = 0.0f;
  for (int i = threadIdx.x; i < n; i += kBlockSize) {
    const float d = pred[i] - y[i];
    partial = fmaf(d, d, partial);
    dpred[i] = d * ref::kGradScale;
  }
  const int lane = threadIdx.x % kWarpSize;
  const int warp = threadIdx.x / kWarpSize;
  partial = warp_reduce_sum(partial);
  if (lane == 0)
    warp_sum[warp] = partial;
  __syncthreads();
  if (warp == 0) {
    partial =
        warp_reduce_sum(lane < kBlockSize / kWarpSize ? warp_sum[lane] : 0.0f);
    if (lane == 0)
      *loss = partial / float(n) * share;
  }
}

// out[c] = sum over rows of g[r][c], rows in order: deterministic.
__global__ void column_sum_kernel(const float *__restrict__ g, int rows,
                                  int cols, float *__restrict__ out) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols)
    return;
  float s = 0.0f;
  for (int r = 0; r < rows; ++r)
    s += g[size_t(r) * cols + c];
  out[c] = s;
}

// AdamW on the FP32 master weights; every multiply-add is an explicit fmaf
// (reference.cpp: std::fma) so that contraction cannot differ.
__global__ void adamw_kernel(float *__restrict__ w, float *__restrict__ m,
                             float *__restrict__ v,
                             const float *__restrict__ grad, size_t n,
                             ref::AdamWStep step) {
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x) {
    const float g = grad[i];
    const float mi = fmaf(ref::kBeta1, m[i], ref::kOneMinusBeta1 * g);
    const float vi = fmaf(ref::kBeta2, v[i], ref::kOneMinusBeta2 * g * g);
    const float update =
        (mi * step.inv_bias1) / (sqrtf(vi * step.inv_bias2) + ref::kAdamEps);
    w[i] = fmaf(-ref::kLr, fmaf(ref::kWeightDecay, w[i], update), w[i]);
    m[i] = mi;
    v[i] = vi;
  }
}

namespace {

int g_sm_count = 1;

int grid_for(size_t n) {
  const size_t blocks = (n + kBlockSize - 1) / kBlockSize;
  const size_t cap = size_t(g_sm_count) * 4;
  return int(blocks < cap ? blocks : cap);
}

std::vector<void *> g_allocations; // freed at exit

template <typename T> T *device_alloc(size_t n) {
  T *p = nullptr;
  CUDA_CHECK(cudaMalloc(&p, n * sizeof(T)));
  g_allocations.push_back(p);
  return p;
}

// Per-tensor scaling slots: one amax and one scale_inv per quantized
// tensor, plus a constant 1 for the FP32 teacher GEMMs.
enum Slot { kX, kW1, kA1, kW2, kDPred, kDZ1, kNumSlots, kOne = kNumSlots };

// comm: the ranks' communicator when x is this rank's shard of a tensor
// (the scale must be the whole tensor's), else null.
template <typename Fp8>
void quantize(const float *x, size_t n, Fp8 *y, float *amax, float *scale_inv,
              cudaStream_t stream, ncclComm_t comm = nullptr) {
  CUDA_CHECK(cudaMemsetAsync(amax, 0, sizeof(float), stream));
  LAUNCH_CHECK(amax_kernel<<<grid_for(n), kBlockSize, 0, stream>>>(x, n, amax));
  if (comm)
    NCCL_CHECK(ncclAllReduce(amax, amax, 1, ncclFloat, ncclMax, comm, stream));
  LAUNCH_CHECK(quantize_kernel<Fp8><<<grid_for(n), kBlockSize, 0, stream>>>(
      x, n, amax, y, scale_inv));
}

template <Epilogue kEpilogue, typename TA, typename TB>
void gemm(Operand<TA> a, Operand<TB> b, int m, int n, int k,
          const float *scale_inv_a, const float *scale_inv_b, const float *aux,
          float *c, cudaStream_t stream) {
  if (m % kTile || n % kTile || k % kTile) {
    std::fprintf(stderr, "gemm: %dx%dx%d is not a multiple of %d\n", m, n, k,
                 kTile);
    std::exit(1);
  }
  const dim3 grid(n / kTile, m / kTile), block(kTile, kTile);
  LAUNCH_CHECK(gemm_kernel<TA, TB, kEpilogue><<<grid, block, 0, stream>>>(
      a, b, m, n, k, scale_inv_a, scale_inv_b, aux, c));
}

// Device state of one training run; the parameter, gradient and moment
// buffers share reference.h's flat layout. state holds params, m and v one
// after the other: the training state that snapshots copy.
struct Trainer {
  ref::Shard shard; // this rank's rows of every batch
  ncclComm_t comm;  // null with one rank
  float *x, *y, *state, *params, *grads, *m, *v;
  float *a1, *pred, *dpred, *dz1, *amax, *scale_inv;
  float *losses;        // kSteps: this rank's share of each step's loss
  float *global_losses; // kSteps: their sum over the ranks (with several)
  e4m3 *xq, *w1q, *a1q, *w2q;
  e5m2 *dpredq, *dz1q;
};

// update_after: an event the AdamW update must wait for (a snapshot still
// copying the state), or null.
void train_step(const Trainer &t, int step, cudaStream_t stream,
                cudaEvent_t update_after) {
  using namespace fp8_mlp_train_ref;
  const int B = t.shard.rows, I = kIn, H = kHidden, O = kOut;
  const size_t row0 = size_t(step % kNumBatches) * kBatch + t.shard.row0;
  const float *x = t.x + row0 * I;
  const float *y = t.y + row0 * O;
  float *w1 = t.params + kW1Offset, *w2 = t.params + kW2Offset;
  float *s = t.scale_inv;

  // Forward: a1 = relu(x W1 + b1), pred = a1 W2 + b2; operands in E4M3.
  quantize(x, size_t(B) * I, t.xq, t.amax + kX, s + kX, stream, t.comm);
  quantize(w1, size_t(I) * H, t.w1q, t.amax + kW1, s + kW1, stream);
  gemm<Epilogue::BiasRelu>(Operand<e4m3>{t.xq, I, 1},
                           Operand<e4m3>{t.w1q, H, 1}, B, H, I, s + kX, s + kW1,
                           t.params + kB1Offset, t.a1, stream);
  quantize(t.a1, size_t(B) * H, t.a1q, t.amax + kA1, s + kA1, stream, t.comm);
  quantize(w2, size_t(H) * O, t.w2q, t.amax + kW2, s + kW2, stream);
  gemm<Epilogue::Bias>(Operand<e4m3>{t.a1q, H, 1}, Operand<e4m3>{t.w2q, O, 1},
                       B, O, H, s + kA1, s + kW2, t.params + kB2Offset, t.pred,
                       stream);
  LAUNCH_CHECK(mse_loss_kernel<<<1, kBlockSize, 0, stream>>>(
      t.pred, y, B * O, t.shard.share, t.losses + step, t.dpred));

  // Backward: gradients in E5M2. dW2 = a1^T dpred, dz1 = (dpred W2^T) *
  // relu'(a1), dW1 = x^T dz1; bias gradients are FP32 column sums.
  quantize(t.dpred, size_t(B) * O, t.dpredq, t.amax + kDPred, s + kDPred,
           stream, t.comm);
  gemm<Epilogue::None>(Operand<e4m3>{t.a1q, 1, H},
                       Operand<e5m2>{t.dpredq, O, 1}, H, O, B, s + kA1,
                       s + kDPred, nullptr, t.grads + kW2Offset, stream);
  LAUNCH_CHECK(column_sum_kernel<<<1, kBlockSize, 0, stream>>>(
      t.dpred, B, O, t.grads + kB2Offset));
  gemm<Epilogue::ReluGrad>(Operand<e5m2>{t.dpredq, O, 1},
                           Operand<e4m3>{t.w2q, 1, O}, B, H, O, s + kDPred,
                           s + kW2, t.a1, t.dz1, stream);
  quantize(t.dz1, size_t(B) * H, t.dz1q, t.amax + kDZ1, s + kDZ1, stream,
           t.comm);
  gemm<Epilogue::None>(Operand<e4m3>{t.xq, 1, I}, Operand<e5m2>{t.dz1q, H, 1},
                       I, H, B, s + kX, s + kDZ1, nullptr, t.grads + kW1Offset,
                       stream);
  LAUNCH_CHECK(column_sum_kernel<<<1, kBlockSize, 0, stream>>>(
      t.dz1, B, H, t.grads + kB1Offset));
  // Each rank's gradients are its shard's share of the whole-batch mean
  // (dpred carries 2 / (kBatch * kOut)): their sum is the average of the
  // ranks' gradients, the single-rank gradient up to the order of the sums.
  if (t.comm)
    NCCL_CHECK(ncclAllReduce(t.grads, t.grads, kNumParams, ncclFloat, ncclSum,
                             t.comm, stream));

  if (update_after)
    CUDA_CHECK(cudaStreamWaitEvent(stream, update_after, 0));
  LAUNCH_CHECK(adamw_kernel<<<grid_for(kNumParams), kBlockSize, 0, stream>>>(
      t.params, t.m, t.v, t.grads, kNumParams, adamw_step(step + 1)));
}

template <typename T>
std::vector<T> to_host(const T *d, size_t n, cudaStream_t stream) {
  std::vector<T> h(n);
  CUDA_CHECK(cudaMemcpyAsync(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  return h;
}

// Prints "check <what>: ok|FAIL (...)"; returns 1 on failure.
size_t check_bits(const char *what, const std::vector<float> &expected,
                  const std::vector<float> &actual) {
  const size_t bad = fp8_mlp_train_ref::compare_bits(
      what, expected.data(), actual.data(), expected.size());
  std::printf("check %s: %s (%zu floats, %zu differ)\n", what,
              bad ? "FAIL" : "ok", expected.size(), bad);
  return bad != 0;
}

// The ranks' communicator: rank 0 publishes the unique id in the id file,
// the others wait for it (up to 120 s).
ncclComm_t init_comm(const data_parallel::Config &dp) {
  ncclUniqueId id;
  if (dp.rank == 0) {
    NCCL_CHECK(ncclGetUniqueId(&id));
    if (!data_parallel::write_id_file(dp.id_file, &id, sizeof id))
      std::exit(1);
  } else if (!data_parallel::read_id_file(dp.id_file, &id, sizeof id, 120)) {
    std::exit(1);
  }
  ncclComm_t comm;
  NCCL_CHECK(ncclCommInitRank(&comm, dp.ranks, id, dp.rank));
  if (dp.rank == 0 && dp.id_file_is_default) // every rank has joined
    std::remove(dp.id_file.c_str());
  return comm;
}

// 1 unless every rank holds the same weights: an FNV-1a hash of their bits,
// all-reduced with max and with min.
size_t check_same_weights(const std::vector<float> &params, ncclComm_t comm,
                          cudaStream_t stream) {
  unsigned long long h[2] = {1469598103934665603ull, 0};
  const auto *bytes = reinterpret_cast<const unsigned char *>(params.data());
  for (size_t i = 0; i < params.size() * sizeof(float); ++i)
    h[0] = (h[0] ^ bytes[i]) * 1099511628211ull;
  h[1] = h[0];
  unsigned long long *d = device_alloc<unsigned long long>(2);
  CUDA_CHECK(cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, stream));
  NCCL_CHECK(ncclGroupStart());
  NCCL_CHECK(ncclAllReduce(d, d, 1, ncclUint64, ncclMax, comm, stream));
  NCCL_CHECK(ncclAllReduce(d + 1, d + 1, 1, ncclUint64, ncclMin, comm, stream));
  NCCL_CHECK(ncclGroupEnd());
  const std::vector<unsigned long long> r = to_host(d, 2, stream);
  std::printf("check weights identical on every rank: %s (hash %016llx)\n",
              r[0] == r[1] ? "ok" : "FAIL", h[0]);
  return r[0] != r[1];
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

// Count, average and maximum of some durations in ms.
struct Timings {
  int count = 0;
  double total = 0.0, max = 0.0;
  void add(double ms) {
    ++count;
    total += ms;
    max = ms > max ? ms : max;
  }
  double average() const { return count ? total / count : 0.0; }
};

// One in-memory snapshot: pinned host memory that the side stream fills.
struct SnapshotSlot {
  float *host = nullptr;   // checkpoint::kStateFloats, then kSteps losses
  int step = 0;            // steps done when it was taken
  cudaEvent_t start, done; // around its copies, on the side stream
  bool timed = true;       // its copy time is in Snapshots::copy_ms
};

// Persists snapshots (--checkpoint-every, rank 0): a background thread waits
// for the slot's copy and writes it with checkpoint::save, so the training
// loop does not wait for the disk -- unless it comes back to the slot being
// written or to the next write before this one has ended (one at a time, in
// order, so that keeping the newest 2 keeps the newest).
class CheckpointWriter {
public:
  static constexpr int kKeep = 2;
  CheckpointWriter(std::string dir, int ranks, int device)
      : dir_(std::move(dir)), ranks_(ranks), device_(device) {}
  ~CheckpointWriter() { wait(); }

  void write(const SnapshotSlot &slot) {
    wait();
    busy_ = &slot;
    thread_ = std::thread([this, &slot] {
      CUDA_CHECK(cudaSetDevice(device_)); // the device is per thread
      CUDA_CHECK(cudaEventSynchronize(slot.done));
      const auto start = std::chrono::steady_clock::now();
      const std::string error = checkpoint::save(
          dir_,
          {slot.step, ranks_, slot.host, slot.host + checkpoint::kStateFloats},
          kKeep);
      if (error.empty()) {
        write_ms_.add(ms_since(start));
      } else {
        std::fprintf(stderr, "fp8_mlp_train: checkpoint of step %d: %s\n",
                     slot.step, error.c_str());
        ++failed_;
      }
    });
  }
  // Until the write in flight, if any, has ended.
  void wait() {
    if (thread_.joinable())
      thread_.join();
    busy_ = nullptr;
  }
  bool writing(const SnapshotSlot &slot) const { return busy_ == &slot; }
  // Read these after wait():
  const Timings &write_ms() const { return write_ms_; }
  int failed() const { return failed_; }

private:
  std::string dir_;
  int ranks_, device_;
  std::thread thread_;
  const SnapshotSlot *busy_ = nullptr;
  Timings write_ms_;
  int failed_ = 0;
};

// In-memory snapshots (--snapshot-every), two slots used in turn: after a
// step's work is enqueued, take() adds the global losses (an all-reduce,
// with several ranks) and a copy of the state and losses on a side stream
// that waits for the step with an event. The main stream goes on with the
// next step's passes and waits for the copy only before its AdamW update,
// the one writer of the state.
class Snapshots {
public:
  explicit Snapshots(cudaStream_t stream) : stream_(stream) {
    CUDA_CHECK(cudaStreamCreate(&side_));
    CUDA_CHECK(cudaEventCreate(&step_done_));
    for (SnapshotSlot &s : slots_) {
      CUDA_CHECK(cudaMallocHost(&s.host, kSlotFloats * sizeof(float)));
      CUDA_CHECK(cudaEventCreate(&s.start));
      CUDA_CHECK(cudaEventCreate(&s.done));
    }
  }
  ~Snapshots() {
    CUDA_CHECK(cudaStreamSynchronize(side_));
    for (SnapshotSlot &s : slots_) {
      CUDA_CHECK(cudaFreeHost(s.host));
      CUDA_CHECK(cudaEventDestroy(s.start));
      CUDA_CHECK(cudaEventDestroy(s.done));
    }
    CUDA_CHECK(cudaEventDestroy(step_done_));
    CUDA_CHECK(cudaStreamDestroy(side_));
  }

  // The snapshot after `steps_done` steps; the next update must wait for
  // its `done` event. `writer` (or null) may still be writing the slot.
  const SnapshotSlot &take(const Trainer &t, int steps_done,
                           CheckpointWriter *writer) {
    using namespace fp8_mlp_train_ref;
    SnapshotSlot &s = slots_[taken_++ % 2];
    if (writer && writer->writing(s))
      writer->wait();
    time(s);
    // The same call as the final sum of the losses (same count, out of
    // place), so each step's global loss has the same bits in both.
    const float *losses = t.losses;
    if (t.comm) {
      NCCL_CHECK(ncclAllReduce(t.losses, t.global_losses, kSteps, ncclFloat,
                               ncclSum, t.comm, stream_));
      losses = t.global_losses;
    }
    CUDA_CHECK(cudaEventRecord(step_done_, stream_));
    CUDA_CHECK(cudaStreamWaitEvent(side_, step_done_, 0));
    CUDA_CHECK(cudaEventRecord(s.start, side_));
    CUDA_CHECK(cudaMemcpyAsync(s.host, t.state,
                               checkpoint::kStateFloats * sizeof(float),
                               cudaMemcpyDeviceToHost, side_));
    CUDA_CHECK(cudaMemcpyAsync(s.host + checkpoint::kStateFloats, losses,
                               size_t(steps_done) * sizeof(float),
                               cudaMemcpyDeviceToHost, side_));
    CUDA_CHECK(cudaEventRecord(s.done, side_));
    s.step = steps_done;
    s.timed = false;
    return s;
  }
  // Waits for the copies in flight; copy_ms() is complete after it.
  void finish() {
    for (SnapshotSlot &s : slots_)
      time(s);
  }
  const Timings &copy_ms() const { return copy_ms_; }

private:
  static constexpr size_t kSlotFloats =
      checkpoint::kStateFloats + fp8_mlp_train_ref::kSteps;
  // Adds the slot's last copy time, once (it waits for the copy).
  void time(SnapshotSlot &s) {
    if (s.timed)
      return;
    float ms = 0.0f;
    CUDA_CHECK(cudaEventSynchronize(s.done));
    CUDA_CHECK(cudaEventElapsedTime(&ms, s.start, s.done));
    copy_ms_.add(ms);
    s.timed = true;
  }

  cudaStream_t stream_, side_;
  cudaEvent_t step_done_;
  SnapshotSlot slots_[2];
  int taken_ = 0;
  Timings copy_ms_;
};

struct Options {
  const char *out_path = nullptr;
  int snapshot_every = 0, checkpoint_every = 0; // 0: none
  std::string checkpoint_dir;
  bool resume = false, elastic = false;
};

// --resume: rank 0 loads the newest checkpoint that verifies and broadcasts
// the state; the global losses of the steps done go to rank 0's losses,
// the others' stay 0, so the final sum over the ranks reproduces them
// exactly. Returns the step to start from, or -1 (every rank) when the
// checkpoint's rank count differs without --elastic.
int restore(const Trainer &t, const Options &opt,
            const data_parallel::Config &dp, cudaStream_t stream) {
  const auto start = std::chrono::steady_clock::now();
  checkpoint::Loaded ck;
  int found[2] = {0, 0}; // step (0: none) and rank count at save
  if (dp.rank == 0 && checkpoint::load_newest(opt.checkpoint_dir, ck)) {
    found[0] = ck.step;
    found[1] = ck.ranks;
  }
  if (t.comm) {
    int *d = device_alloc<int>(2);
    CUDA_CHECK(cudaMemcpyAsync(d, found, sizeof found, cudaMemcpyHostToDevice,
                               stream));
    NCCL_CHECK(ncclBroadcast(d, d, 2, ncclInt32, 0, t.comm, stream));
    CUDA_CHECK(cudaMemcpyAsync(found, d, sizeof found, cudaMemcpyDeviceToHost,
                               stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
  }
  if (found[0] == 0) {
    if (dp.rank == 0)
      std::printf("fp8_mlp_train: no complete checkpoint in %s: starting "
                  "from step 0\n",
                  opt.checkpoint_dir.c_str());
    return 0;
  }
  if (found[1] != dp.ranks && !opt.elastic) {
    if (dp.rank == 0)
      std::fprintf(stderr,
                   "fp8_mlp_train: %s was saved by %d ranks, this job has %d: "
                   "pass --elastic to continue it on %d\n",
                   ck.path.c_str(), found[1], dp.ranks, dp.ranks);
    return -1;
  }
  if (dp.rank == 0) {
    CUDA_CHECK(cudaMemcpyAsync(t.state, ck.state.data(),
                               ck.state.size() * sizeof(float),
                               cudaMemcpyHostToDevice, stream));
    CUDA_CHECK(cudaMemcpyAsync(t.losses, ck.losses.data(),
                               ck.losses.size() * sizeof(float),
                               cudaMemcpyHostToDevice, stream));
  }
  if (t.comm)
    NCCL_CHECK(ncclBroadcast(t.state, t.state, checkpoint::kStateFloats,
                             ncclFloat, 0, t.comm, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  if (dp.rank == 0) {
    std::printf("fp8_mlp_train: restored step %d from %s (%d rank%s at "
                "save) in %.1f ms\n",
                found[0], ck.path.c_str(), found[1], found[1] == 1 ? "" : "s",
                ms_since(start));
    std::fflush(stdout); // resilient.sh times the recovery by this line
  }
  return found[0];
}

// Rank 0, before training: DIR exists and holds no temporary file of a
// killed writer; without --resume, no checkpoint either (it would mix with
// this run's). Returns "" or an error.
std::string prepare_checkpoint_dir(const Options &opt) {
  const std::string &dir = opt.checkpoint_dir;
  std::string error = checkpoint::make_dir(dir);
  if (!error.empty())
    return error;
  if (const int n = checkpoint::remove_temporaries(dir))
    std::fprintf(stderr,
                 "fp8_mlp_train: removed %d temporary file%s of an "
                 "interrupted checkpoint write from %s\n",
                 n, n == 1 ? "" : "s", dir.c_str());
  const std::vector<int> steps = checkpoint::list(dir, &error);
  if (error.empty() && !opt.resume && !steps.empty())
    error = dir + " already holds checkpoints (" +
            checkpoint::path_of(dir, steps.front()) +
            "): pass --resume to continue from them, or use another "
            "directory";
  return error;
}

// Parses the command line into opt and dp; "" or an error (exit status 2).
std::string parse_args(int argc, char **argv, Options &opt,
                       data_parallel::Config &dp) {
  int cli_rank = -1, cli_ranks = -1;
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    // The value of a --*-every option: a whole number >= 1.
    auto every = [&](int &out) {
      if (!has_value || !data_parallel::parse_int(argv[i + 1], out) || out < 1)
        return std::string(argv[i]) + " needs a whole number >= 1";
      ++i;
      return std::string();
    };
    if (std::strcmp(argv[i], "--out") == 0 && has_value) {
      opt.out_path = argv[++i];
    } else if (std::strcmp(argv[i], "--id-file") == 0 && has_value) {
      dp.id_file = argv[++i];
    } else if (std::strcmp(argv[i], "--ranks") == 0 && has_value &&
               data_parallel::parse_int(argv[i + 1], cli_ranks)) {
      ++i;
    } else if (std::strcmp(argv[i], "--rank") == 0 && has_value &&
               data_parallel::parse_int(argv[i + 1], cli_rank)) {
      ++i;
    } else if (std::strcmp(argv[i], "--snapshot-every") == 0) {
      if (std::string error = every(opt.snapshot_every); !error.empty())
        return error;
    } else if (std::strcmp(argv[i], "--checkpoint-every") == 0) {
      if (std::string error = every(opt.checkpoint_every); !error.empty())
        return error;
    } else if (std::strcmp(argv[i], "--checkpoint-dir") == 0 && has_value &&
               *argv[i + 1]) {
      opt.checkpoint_dir = argv[++i];
    } else if (std::strcmp(argv[i], "--resume") == 0) {
      opt.resume = true;
    } else if (std::strcmp(argv[i], "--elastic") == 0) {
      opt.elastic = true;
    } else {
      return std::string("usage: ") + argv[0] +
             " [--out FILE] [--ranks N --rank R --id-file PATH] "
             "[--snapshot-every N] [--checkpoint-every M --checkpoint-dir "
             "DIR] [--resume [--elastic]]";
    }
  }
  if (opt.checkpoint_every && !opt.snapshot_every)
    opt.snapshot_every = opt.checkpoint_every;
  if (opt.checkpoint_every && opt.checkpoint_dir.empty())
    return "--checkpoint-every needs --checkpoint-dir";
  if (opt.checkpoint_every % (opt.snapshot_every ? opt.snapshot_every : 1))
    return "--checkpoint-every (" + std::to_string(opt.checkpoint_every) +
           ") must be a multiple of --snapshot-every (" +
           std::to_string(opt.snapshot_every) + ")";
  if (opt.resume && opt.checkpoint_dir.empty())
    return "--resume needs --checkpoint-dir";
  if (!opt.checkpoint_dir.empty() && !opt.checkpoint_every && !opt.resume)
    return "--checkpoint-dir needs --checkpoint-every or --resume";
  if (opt.elastic && !opt.resume)
    return "--elastic needs --resume";
  const std::string dp_error = data_parallel::resolve(dp, cli_rank, cli_ranks);
  if (!dp_error.empty())
    return dp_error;
  if (!fp8_mlp_train_ref::valid_ranks(dp.ranks))
    return "the number of ranks must be 1 to " +
           std::to_string(fp8_mlp_train_ref::kMaxRanks);
  return "";
}

} // namespace

int main(int argc, char **argv) {
  using namespace fp8_mlp_train_ref;
  Options opt;
  data_parallel::Config dp;
  const std::string usage_error = parse_args(argc, argv, opt, dp);
  if (!usage_error.empty()) {
    std::fprintf(stderr, "fp8_mlp_train: %s\n", usage_error.c_str());
    return 2;
  }
  if (dp.rank == 0 && !opt.checkpoint_dir.empty()) {
    const std::string error = prepare_checkpoint_dir(opt);
    if (!error.empty()) {
      std::fprintf(stderr, "fp8_mlp_train: %s\n", error.c_str());
      return 2;
    }
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("fp8_mlp_train: no CUDA device, skipped\n");
    return 77;
  }
  const int device = dp.rank % devices;
  CUDA_CHECK(cudaSetDevice(device));
  CUDA_CHECK(cudaDeviceGetAttribute(&g_sm_count,
                                    cudaDevAttrMultiProcessorCount, device));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));

  // Every rank draws the whole problem from the same seeds: the same data
  // and the same initial weights everywhere, nothing to broadcast.
  Trainer t{};
  t.shard = shard_of(dp.rank, dp.ranks);
  t.comm = dp.ranks > 1 ? init_comm(dp) : nullptr;
  t.x = device_alloc<float>(size_t(kSamples) * kIn);
  t.y = device_alloc<float>(size_t(kSamples) * kOut);
  t.state = device_alloc<float>(checkpoint::kStateFloats);
  t.params = t.state;
  t.m = t.state + kNumParams;
  t.v = t.state + 2 * kNumParams;
  t.grads = device_alloc<float>(kNumParams);
  t.a1 = device_alloc<float>(size_t(kBatch) * kHidden);
  t.pred = device_alloc<float>(size_t(kBatch) * kOut);
  t.dpred = device_alloc<float>(size_t(kBatch) * kOut);
  t.dz1 = device_alloc<float>(size_t(kBatch) * kHidden);
  t.losses = device_alloc<float>(kSteps);
  t.global_losses = device_alloc<float>(kSteps);
  t.amax = device_alloc<float>(kNumSlots);
  t.scale_inv = device_alloc<float>(kNumSlots + 1);
  t.xq = device_alloc<e4m3>(size_t(kBatch) * kIn);
  t.w1q = device_alloc<e4m3>(size_t(kIn) * kHidden);
  t.a1q = device_alloc<e4m3>(size_t(kBatch) * kHidden);
  t.w2q = device_alloc<e4m3>(size_t(kHidden) * kOut);
  t.dpredq = device_alloc<e5m2>(size_t(kBatch) * kOut);
  t.dz1q = device_alloc<e5m2>(size_t(kBatch) * kHidden);
  float *noise = device_alloc<float>(size_t(kSamples) * kOut);
  float *teacher1 = device_alloc<float>(size_t(kIn) * kHidden);
  float *teacher2 = device_alloc<float>(size_t(kHidden) * kOut);
  float *hidden = device_alloc<float>(size_t(kSamples) * kHidden);
  float *zeros = device_alloc<float>(kHidden);

  // Weights from the cuRAND host API (Philox, fixed seed): N(0, 1/fan_in);
  // biases, moments and the teacher's (absent) biases zero.
  const float one = 1.0f;
  CUDA_CHECK(cudaMemcpyAsync(t.scale_inv + kOne, &one, sizeof one,
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemsetAsync(t.state, 0,
                             checkpoint::kStateFloats * sizeof(float), stream));
  CUDA_CHECK(cudaMemsetAsync(t.losses, 0, kSteps * sizeof(float), stream));
  CUDA_CHECK(cudaMemsetAsync(zeros, 0, kHidden * sizeof(float), stream));
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, kSeed));
  CURAND_CHECK(curandSetStream(gen, stream));
  const float sd_in = 1.0f / std::sqrt(float(kIn));
  const float sd_hidden = 1.0f / std::sqrt(float(kHidden));
  const struct {
    float *p;
    size_t n;
    float sd;
  } draws[] = {{teacher1, size_t(kIn) * kHidden, sd_in},
               {teacher2, size_t(kHidden) * kOut, sd_hidden},
               {t.params + kW1Offset, size_t(kIn) * kHidden, sd_in},
               {t.params + kW2Offset, size_t(kHidden) * kOut, sd_hidden}};
  for (const auto &d : draws) // even counts, as Philox normals require
    CURAND_CHECK(curandGenerateNormal(gen, d.p, d.n, 0.0f, d.sd));
  LAUNCH_CHECK(
      init_data_kernel<<<(kSamples + kBlockSize - 1) / kBlockSize, kBlockSize,
                         0, stream>>>(kSeed + 1, t.x, noise, kSamples));

  // Targets: y = relu(x T1) T2 + noise, FP32 (scale_inv 1, zero bias).
  const float *s1 = t.scale_inv + kOne;
  gemm<Epilogue::BiasRelu>(Operand<float>{t.x, kIn, 1},
                           Operand<float>{teacher1, kHidden, 1}, kSamples,
                           kHidden, kIn, s1, s1, zeros, hidden, stream);
  gemm<Epilogue::Bias>(Operand<float>{hidden, kHidden, 1},
                       Operand<float>{teacher2, kOut, 1}, kSamples, kOut,
                       kHidden, s1, s1, zeros, t.y, stream);
  LAUNCH_CHECK(
      add_kernel<<<grid_for(size_t(kSamples) * kOut), kBlockSize, 0, stream>>>(
          t.y, noise, size_t(kSamples) * kOut));

  // The CPU reference starts from exactly these draws.
  Problem problem;
  problem.x = to_host(t.x, size_t(kSamples) * kIn, stream);
  problem.noise = to_host(noise, size_t(kSamples) * kOut, stream);
  problem.teacher1 = to_host(teacher1, size_t(kIn) * kHidden, stream);
  problem.teacher2 = to_host(teacher2, size_t(kHidden) * kOut, stream);
  problem.params = to_host(t.params, kNumParams, stream);
  const std::vector<float> y = to_host(t.y, size_t(kSamples) * kOut, stream);

  const int first_step = opt.resume ? restore(t, opt, dp, stream) : 0;
  if (first_step < 0)
    return 2;
  std::unique_ptr<Snapshots> snapshots;
  if (opt.snapshot_every)
    snapshots = std::make_unique<Snapshots>(stream);
  std::unique_ptr<CheckpointWriter> writer; // after snapshots: ends first
  if (opt.checkpoint_every && dp.rank == 0)
    writer = std::make_unique<CheckpointWriter>(opt.checkpoint_dir, dp.ranks,
                                                device);

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, stream));
  cudaEvent_t update_after = nullptr;
  for (int step = first_step; step < kSteps; ++step) {
    train_step(t, step, stream, update_after);
    update_after = nullptr;
    const int done = step + 1;
    if (snapshots && done % opt.snapshot_every == 0) {
      const SnapshotSlot &slot = snapshots->take(t, done, writer.get());
      update_after = slot.done;
      if (writer && done % opt.checkpoint_every == 0)
        writer->write(slot);
    }
  }
  CUDA_CHECK(cudaEventRecord(stop, stream));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  if (writer)
    writer->wait();
  if (snapshots)
    snapshots->finish();
  // Each rank's losses are its shard's share: their sum is the batch's.
  // The same call as a snapshot's (Snapshots::take).
  if (t.comm)
    NCCL_CHECK(ncclAllReduce(t.losses, t.global_losses, kSteps, ncclFloat,
                             ncclSum, t.comm, stream));
  const std::vector<float> losses =
      to_host(t.comm ? t.global_losses : t.losses, kSteps, stream);
  const std::vector<float> params = to_host(t.params, kNumParams, stream);
  size_t failures = t.comm ? check_same_weights(params, t.comm, stream) : 0;
  if (dp.rank != 0) { // rank 0 checks the training and writes --out
    NCCL_CHECK(ncclCommDestroy(t.comm));
    std::printf("fp8_mlp_train: rank %d: %s\n", dp.rank,
                failures ? "FAILED" : "PASSED");
    return failures ? 1 : 0;
  }

  std::printf("fp8_mlp_train: %d-%d-%d MLP, batch %d, %d steps, FP8 GEMMs "
              "(E4M3 fwd, E5M2 grad), AdamW: %.2f ms on the GPU",
              kIn, kHidden, kOut, kBatch, kSteps, double(ms));
  std::printf(first_step ? " for steps %d to %d\n" : "\n", first_step + 1,
              kSteps);
  if (t.comm) {
    int fewest = kBatch, most = 0;
    for (int r = 0; r < dp.ranks; ++r) {
      fewest = std::min(fewest, shard_of(r, dp.ranks).rows);
      most = std::max(most, shard_of(r, dp.ranks).rows);
    }
    std::printf("fp8_mlp_train: data parallel, %d ranks of %d%s%s samples\n",
                dp.ranks, fewest, most > fewest ? " to " : "",
                most > fewest ? std::to_string(most).c_str() : "");
  }
  if (snapshots)
    std::printf("fp8_mlp_train: %d snapshot%s (every %d steps): %.3f ms "
                "average, %.3f ms max per copy to pinned host memory\n",
                snapshots->copy_ms().count,
                snapshots->copy_ms().count == 1 ? "" : "s", opt.snapshot_every,
                snapshots->copy_ms().average(), snapshots->copy_ms().max);
  if (writer) {
    const Timings &w = writer->write_ms();
    std::printf("fp8_mlp_train: %d checkpoint%s written to %s (every %d "
                "steps): %.3f ms average, %.3f ms max per write incl. fsync\n",
                w.count, w.count == 1 ? "" : "s", opt.checkpoint_dir.c_str(),
                opt.checkpoint_every, w.average(), w.max);
    std::printf("check checkpoint writes: %s (%d failed)\n",
                writer->failed() ? "FAIL" : "ok", writer->failed());
    failures += writer->failed() != 0;
  }
  const std::vector<float> y_ref = teacher_forward(problem);
  failures += check_bits("teacher targets vs CPU (bit-exact)", y_ref, y);
  const TrainResult fp8 = train(problem, y_ref, Precision::FP8);
  const TrainResult fp32 = train(problem, y_ref, Precision::FP32);
  if (!t.comm) {
    failures += check_bits("losses vs CPU FP8 emulation (bit-exact)",
                           fp8.losses, losses);
    failures += check_bits("final weights vs CPU FP8 emulation (bit-exact)",
                           fp8.params, params);
  } else {
    const size_t bad = check_data_parallel("data parallel", losses, params,
                                           fp8.losses, fp8.params);
    std::printf("check losses and weights vs CPU FP8 emulation (1 rank): %s "
                "(max deviation %.3g%%, limit %.3g%%; max weight difference "
                "%.3g, limit %.3g)\n",
                bad ? "FAIL" : "ok",
                100.0 * max_relative_deviation(losses, fp8.losses),
                100.0 * kDataParallelLossTolerance,
                double(max_abs_difference(params, fp8.params)),
                double(kDataParallelWeightTolerance));
    failures += bad != 0;
  }
  const size_t bad = check_trajectory("losses", losses, fp32.losses);
  std::printf("check loss halves and tracks FP32: %s (loss %.4f -> %.4f, "
              "halved at step %d; max deviation from FP32 %.2f%%, limit "
              "%.0f%%)\n",
              bad ? "FAIL" : "ok", double(losses.front()),
              double(losses.back()), halving_step(losses),
              100.0 * max_relative_deviation(losses, fp32.losses),
              100.0 * kTrackingTolerance);
  failures += bad != 0;

  if (opt.out_path) { // through a temporary file: never half a FILE
    const std::string tmp =
        std::string(opt.out_path) + ".tmp." + std::to_string(getpid());
    FILE *f = std::fopen(tmp.c_str(), "wb");
    bool ok =
        f && std::fwrite(losses.data(), sizeof(float), kSteps, f) == kSteps &&
        std::fwrite(params.data(), sizeof(float), kNumParams, f) == kNumParams;
    ok = f && std::fclose(f) == 0 && ok;
    if (!ok || std::rename(tmp.c_str(), opt.out_path) != 0) {
      std::fprintf(stderr, "fp8_mlp_train: cannot write %s: %s\n", opt.out_path,
                   std::strerror(errno));
      std::remove(tmp.c_str());
      return 1;
    }
  }

  CURAND_CHECK(curandDestroyGenerator(gen));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  for (void *p : g_allocations)
    CUDA_CHECK(cudaFree(p));
  CUDA_CHECK(cudaStreamDestroy(stream));
  if (t.comm)
    NCCL_CHECK(ncclCommDestroy(t.comm));
  std::printf("fp8_mlp_train: %s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
