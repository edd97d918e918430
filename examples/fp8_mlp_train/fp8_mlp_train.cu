// Trains a 2-layer MLP with FP8 GEMMs as FP8 recipes do (TransformerEngine's
// "hybrid" format): E4M3 forward operands, E5M2 gradients, per-tensor current
// scaling, FP32 master weights, AdamW; cuRAND initialisation. Losses and
// final weights are checked bit for bit against the CPU emulation in
// reference.cpp, and the losses against its FP32 training (within 5%).
// The GEMMs are our own: 16x16 shared-memory tiles, FP8 decoded to float,
// one fmaf per k in increasing k, so the result is deterministic.
//
//
// Data parallel over N ranks, one process per GPU (rank R uses device
// R % device count): rank R trains on rows [R, R + 1) * 256 / N of every
// batch of 256 (N divides 16, the global batch stays 256, so the loss
// trajectory is comparable), the ranks all-reduce the activation and
// gradient amaxes (ncclMax: every scale is the single-rank one), then the
// FP32 weight and bias gradients (ncclSum of each shard's share of the
// whole-batch mean: their average), and at the end the losses; AdamW then
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
//   nvcc -std=c++17 -O2 -arch=sm_90 fp8_mlp_train.cu reference.cpp -lcurand
//        -lnccl
//   ./a.out [--out FILE]  # 0: all checks pass, 1: a failure, 77: no GPU
// FILE receives the loss of every step, then the final weights (raw floats);
// with several ranks rank 0 writes it.
#include "data_parallel.h"
#include "reference.h"

#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>
#include <nccl.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
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
// mse_loss replays it). Also writes dL/dpred = (pred - y) * 2 / n.
__global__ void __launch_bounds__(kBlockSize)
    mse_loss_kernel(const float *__restrict__ pred, const float *__restrict__ y,
                    int n, float *__restrict__ loss,
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
      *loss = partial / float(n);
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
// buffers share reference.h's flat layout.
struct Trainer {
  int row0, rows;  // this rank's shard of every batch
  ncclComm_t comm; // null with one rank
  float *x, *y, *params, *grads, *m, *v;
  float *a1, *pred, *dpred, *dz1, *losses, *amax, *scale_inv;
  e4m3 *xq, *w1q, *a1q, *w2q;
  e5m2 *dpredq, *dz1q;
};

void train_step(const Trainer &t, int step, cudaStream_t stream) {
  using namespace fp8_mlp_train_ref;
  const int B = t.rows, I = kIn, H = kHidden, O = kOut;
  const size_t row0 = size_t(step % kNumBatches) * kBatch + t.row0;
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
      t.pred, y, B * O, t.losses + step, t.dpred));

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

} // namespace

int main(int argc, char **argv) {
  using namespace fp8_mlp_train_ref;
  const char *out_path = nullptr;
  data_parallel::Config dp;
  int cli_rank = -1, cli_ranks = -1;
  for (int i = 1; i < argc; ++i) {
    const bool has_value = i + 1 < argc;
    if (std::strcmp(argv[i], "--out") == 0 && has_value) {
      out_path = argv[++i];
    } else if (std::strcmp(argv[i], "--id-file") == 0 && has_value) {
      dp.id_file = argv[++i];
    } else if (std::strcmp(argv[i], "--ranks") == 0 && has_value &&
               data_parallel::parse_int(argv[i + 1], cli_ranks)) {
      ++i;
    } else if (std::strcmp(argv[i], "--rank") == 0 && has_value &&
               data_parallel::parse_int(argv[i + 1], cli_rank)) {
      ++i;
    } else {
      std::fprintf(stderr,
                   "usage: %s [--out FILE] [--ranks N --rank R --id-file "
                   "PATH]\n",
                   argv[0]);
      return 2;
    }
  }
  const std::string dp_error = data_parallel::resolve(dp, cli_rank, cli_ranks);
  if (!dp_error.empty() || !valid_ranks(dp.ranks)) {
    std::fprintf(stderr, "fp8_mlp_train: %s\n",
                 !dp_error.empty() ? dp_error.c_str()
                                   : "the number of ranks must divide 16");
    return 2;
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
  t.rows = kBatch / dp.ranks;
  t.row0 = dp.rank * t.rows;
  t.comm = dp.ranks > 1 ? init_comm(dp) : nullptr;
  t.x = device_alloc<float>(size_t(kSamples) * kIn);
  t.y = device_alloc<float>(size_t(kSamples) * kOut);
  t.params = device_alloc<float>(kNumParams);
  t.grads = device_alloc<float>(kNumParams);
  t.m = device_alloc<float>(kNumParams);
  t.v = device_alloc<float>(kNumParams);
  t.a1 = device_alloc<float>(size_t(kBatch) * kHidden);
  t.pred = device_alloc<float>(size_t(kBatch) * kOut);
  t.dpred = device_alloc<float>(size_t(kBatch) * kOut);
  t.dz1 = device_alloc<float>(size_t(kBatch) * kHidden);
  t.losses = device_alloc<float>(kSteps);
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
  for (float *p : {t.params, t.m, t.v})
    CUDA_CHECK(cudaMemsetAsync(p, 0, kNumParams * sizeof(float), stream));
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

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, stream));
  for (int step = 0; step < kSteps; ++step)
    train_step(t, step, stream);
  CUDA_CHECK(cudaEventRecord(stop, stream));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  if (t.comm) // each rank's losses are its shard's: average them
    NCCL_CHECK(ncclAllReduce(t.losses, t.losses, kSteps, ncclFloat, ncclSum,
                             t.comm, stream));
  std::vector<float> losses = to_host(t.losses, kSteps, stream);
  if (t.comm)
    for (float &l : losses)
      l /= float(dp.ranks); // exact: a power of 2
  const std::vector<float> params = to_host(t.params, kNumParams, stream);
  size_t failures = t.comm ? check_same_weights(params, t.comm, stream) : 0;
  if (dp.rank != 0) { // rank 0 checks the training and writes --out
    NCCL_CHECK(ncclCommDestroy(t.comm));
    std::printf("fp8_mlp_train: rank %d: %s\n", dp.rank,
                failures ? "FAILED" : "PASSED");
    return failures ? 1 : 0;
  }

  std::printf("fp8_mlp_train: %d-%d-%d MLP, batch %d, %d steps, FP8 GEMMs "
              "(E4M3 fwd, E5M2 grad), AdamW: %.2f ms on the GPU\n",
              kIn, kHidden, kOut, kBatch, kSteps, double(ms));
  if (t.comm)
    std::printf("fp8_mlp_train: data parallel, %d ranks of %d samples\n",
                dp.ranks, t.rows);
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

  if (out_path) {
    FILE *f = std::fopen(out_path, "wb");
    if (!f || std::fwrite(losses.data(), sizeof(float), kSteps, f) != kSteps ||
        std::fwrite(params.data(), sizeof(float), kNumParams, f) !=
            kNumParams ||
        std::fclose(f) != 0) {
      std::fprintf(stderr, "fp8_mlp_train: cannot write %s\n", out_path);
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
