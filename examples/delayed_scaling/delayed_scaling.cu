// Per-tensor delayed scaling (TransformerEngine's FP8 recipe) over a 50-step
// synthetic training run, checked bit for bit against the CPU reference
// (reference.cpp): amax histories, scales, scale_inv and the FP8 bytes.
//
// One training step is captured once into a CUDA graph and replayed:
//   stream A: amax_history_kernel   max |x| of every tensor into history[0]
//   stream B: (waits on A's event)
//             update_scale_kernel<Fp8>  scale from the history, scale_inv,
//                                       roll the history, zero entry 0
//             cast_kernel<Fp8>          y = Fp8(x * scale), the new scale
//             record_step_kernel        log the step, advance the step
// Forward tensors are E4M3, backward gradients E5M2; every step reads its
// inputs at the device-side step counter, so the same graph serves all 50.
// Four recipes: amax from the history's max or its most recent entry, with
// margin 0 and 1.
//
// Build and run (CUDA 13):
//   nvcc -std=c++17 -O2 -arch=sm_90 delayed_scaling.cu reference.cpp -o ds
//   ./ds [--out FILE]  # 0: all bit-exact, 1: a mismatch or error, 77: no GPU
// --out writes the device's results raw, for comparing the original and the
// port bit for bit: per recipe, in the order printed, the history log, the
// scales and the scale_invs (float32) and the FP8 bytes, as ref::Result
// holds them.
#include "reference.h"

#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

// Launches a kernel and checks the launch; __VA_ARGS__ keeps the commas of
// <<<grid, block, shm, stream>>> and of template arguments.
#define LAUNCH_CHECK(...)                                                      \
  do {                                                                         \
    __VA_ARGS__;                                                               \
    CUDA_CHECK(cudaGetLastError());                                            \
  } while (0)

namespace ref = delayed_scaling_ref;

constexpr int kBlockSize = 256;
constexpr int kWarpSize = 32;
constexpr int kNumTensors = ref::kNumTensors;
constexpr int kTensorSize = ref::kTensorSize;
constexpr int kHistoryLen = ref::kHistoryLen;
constexpr int kHistorySize = kHistoryLen * kNumTensors;

template <typename Fp8> struct Fp8Traits;
template <> struct Fp8Traits<__nv_fp8_e4m3> {
  static constexpr float kMax = 448.0f;
};
template <> struct Fp8Traits<__nv_fp8_e5m2> {
  static constexpr float kMax = 57344.0f;
};

__device__ __forceinline__ float warp_reduce_max(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

// Grid (blocks, kNumTensors). history[t] (entry 0) is +0 on entry: the
// previous update zeroed it. NaN elements are ignored (fmaxf keeps its
// non-NaN operand and every partial starts from +0); +-inf counts. The
// values are non-negative, so atomicMax on the bits is a float max.
__global__ void amax_history_kernel(const __nv_bfloat16 *__restrict__ x,
                                    const int *__restrict__ step,
                                    float *__restrict__ history) {
  __shared__ float warp_max[kBlockSize / kWarpSize];
  const int t = blockIdx.y;
  const __nv_bfloat16 *xt = x + (size_t(*step) * kNumTensors + t) * kTensorSize;
  float local = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < kTensorSize;
       i += gridDim.x * blockDim.x)
    local = fmaxf(local, fabsf(__bfloat162float(xt[i])));

  const int lane = threadIdx.x % kWarpSize;
  const int warp = threadIdx.x / kWarpSize;
  local = warp_reduce_max(local);
  if (lane == 0)
    warp_max[warp] = local;
  __syncthreads();
  if (warp == 0) {
    local =
        warp_reduce_max(lane < blockDim.x / kWarpSize ? warp_max[lane] : 0.0f);
    if (lane == 0)
      atomicMax(reinterpret_cast<unsigned int *>(history + t),
                __float_as_uint(local));
  }
}

// One warp per tensor, tensors first_tensor + blockIdx.x; history is
// [history_len][kNumTensors]. TransformerEngine's amax_and_scale_update:
// the amax is the history's max (or entry 0), the scale
// (fp8_max / amax) / 2^margin with IEEE divisions; amax 0, inf or NaN keeps
// the previous scale, an infinite scale becomes FLT_MAX. The history rolls in
// place, h[i] = h[i + 1] and the last entry takes the old h[0], in chunks of
// 32 entries: each chunk reads one entry past the entries it writes, so all
// reads of a chunk precede its writes (__syncwarp) and no later chunk reads
// what an earlier one wrote. Entry 0 ends zeroed for the next step's amax.
template <typename Fp8>
__global__ void
update_scale_kernel(float *__restrict__ history, int history_len,
                    int first_tensor, ref::AmaxAlgorithm algorithm,
                    float margin_scale, float *__restrict__ scale,
                    float *__restrict__ scale_inv) {
  const int t = first_tensor + blockIdx.x;
  const int lane = threadIdx.x;
  float *h = history + t;
  const float most_recent = h[0];
  float amax = 0.0f;
  for (int chunk = 0; chunk < history_len; chunk += kWarpSize) {
    const int i = chunk + lane;
    float a = 0.0f;
    if (i < history_len) {
      a = i + 1 < history_len ? h[(i + 1) * kNumTensors] : most_recent;
      amax = fmaxf(amax, a);
    }
    __syncwarp();
    if (i < history_len)
      h[i * kNumTensors] = i > 0 ? a : 0.0f;
  }
  amax = warp_reduce_max(amax);
  if (algorithm == ref::AmaxAlgorithm::MostRecent)
    amax = most_recent;
  if (lane == 0) {
    float s = __fdiv_rn(__fdiv_rn(Fp8Traits<Fp8>::kMax, amax), margin_scale);
    if (!(amax > 0.0f && isfinite(amax)))
      s = scale[t];
    if (isinf(s))
      s = FLT_MAX;
    scale[t] = s;
    scale_inv[t] = __frcp_rn(s);
  }
}

// Grid (blocks, tensors of this format). The FP8 constructors round to
// nearest even with __NV_SATFINITE; __fmul_rn keeps the product a separate,
// rounded float operation.
template <typename Fp8>
__global__ void cast_kernel(const __nv_bfloat16 *__restrict__ x,
                            const int *__restrict__ step, int first_tensor,
                            const float *__restrict__ scale,
                            Fp8 *__restrict__ y) {
  const int t = first_tensor + blockIdx.y;
  const size_t offset = (size_t(*step) * kNumTensors + t) * kTensorSize;
  const float s = scale[t];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < kTensorSize;
       i += gridDim.x * blockDim.x)
    y[offset + i] = Fp8(__fmul_rn(__bfloat162float(x[offset + i]), s));
}

// One block: copies the step's meta data into the logs, then advances the
// step counter once every thread has read it.
__global__ void record_step_kernel(const float *__restrict__ history,
                                   const float *__restrict__ scale,
                                   const float *__restrict__ scale_inv,
                                   int *__restrict__ step,
                                   float *__restrict__ history_log,
                                   float *__restrict__ scale_log,
                                   float *__restrict__ scale_inv_log) {
  const int s = *step;
  for (int i = threadIdx.x; i < kHistorySize; i += blockDim.x)
    history_log[s * kHistorySize + i] = history[i];
  if (threadIdx.x < kNumTensors) {
    scale_log[s * kNumTensors + threadIdx.x] = scale[threadIdx.x];
    scale_inv_log[s * kNumTensors + threadIdx.x] = scale_inv[threadIdx.x];
  }
  __syncthreads();
  if (threadIdx.x == 0)
    *step = s + 1;
}

namespace {

constexpr int kCastBlocks = (kTensorSize + kBlockSize - 1) / kBlockSize;
constexpr int kNumBackward = kNumTensors - ref::kNumForward;

// Device buffers of the run. x and y hold every step; the logs one entry
// per step.
struct DeviceRun {
  __nv_bfloat16 *x;
  uint8_t *y;
  float *history;
  float *scale; // kNumTensors scales, then kNumTensors scale_inv
  int *step;
  float *history_log;
  float *scale_log;
  float *scale_inv_log;
};

// Pinned host mirrors, so the copies are truly asynchronous.
struct HostRun {
  uint16_t *x;
  uint8_t *y;
  float *init_scale;
  float *history_log;
  float *scale_log;
  float *scale_inv_log;
};

struct Streams {
  cudaStream_t amax;   // stream A
  cudaStream_t update; // stream B, the capture origin
  cudaEvent_t fork;
  cudaEvent_t amax_done;
};

// Enqueues one training step; called once, under stream capture.
void enqueue_step(const DeviceRun &d, const ref::Recipe &recipe,
                  const Streams &s) {
  const float margin_scale = std::ldexp(1.0f, recipe.margin); // exact
  float *scale_inv = d.scale + kNumTensors;

  CUDA_CHECK(cudaEventRecord(s.fork, s.update));
  CUDA_CHECK(cudaStreamWaitEvent(s.amax, s.fork, 0));
  LAUNCH_CHECK(amax_history_kernel<<<dim3(kCastBlocks, kNumTensors), kBlockSize,
                                     0, s.amax>>>(d.x, d.step, d.history));
  CUDA_CHECK(cudaEventRecord(s.amax_done, s.amax));

  CUDA_CHECK(cudaStreamWaitEvent(s.update, s.amax_done, 0));
  LAUNCH_CHECK(update_scale_kernel<__nv_fp8_e4m3>
               <<<ref::kNumForward, kWarpSize, 0, s.update>>>(
                   d.history, kHistoryLen, 0, recipe.algorithm, margin_scale,
                   d.scale, scale_inv));
  LAUNCH_CHECK(update_scale_kernel<__nv_fp8_e5m2>
               <<<kNumBackward, kWarpSize, 0, s.update>>>(
                   d.history, kHistoryLen, ref::kNumForward, recipe.algorithm,
                   margin_scale, d.scale, scale_inv));
  LAUNCH_CHECK(
      cast_kernel<__nv_fp8_e4m3>
      <<<dim3(kCastBlocks, ref::kNumForward), kBlockSize, 0, s.update>>>(
          d.x, d.step, 0, d.scale, reinterpret_cast<__nv_fp8_e4m3 *>(d.y)));
  LAUNCH_CHECK(cast_kernel<__nv_fp8_e5m2>
               <<<dim3(kCastBlocks, kNumBackward), kBlockSize, 0, s.update>>>(
                   d.x, d.step, ref::kNumForward, d.scale,
                   reinterpret_cast<__nv_fp8_e5m2 *>(d.y)));
  LAUNCH_CHECK(record_step_kernel<<<1, 64, 0, s.update>>>(
      d.history, d.scale, scale_inv, d.step, d.history_log, d.scale_log,
      d.scale_inv_log));
}

// Runs kSteps steps of one recipe by replaying a captured step; returns
// the device's results and the replay time.
ref::Result run_recipe(const DeviceRun &d, const HostRun &h,
                       const ref::Recipe &recipe, const Streams &s,
                       float *replay_ms) {
  const size_t y_bytes = size_t(ref::kSteps) * kNumTensors * kTensorSize;
  const size_t log_floats = size_t(ref::kSteps) * kHistorySize;
  const size_t scale_floats = size_t(ref::kSteps) * kNumTensors;

  // Fresh meta data: history 0, scale and scale_inv 1, step 0.
  CUDA_CHECK(
      cudaMemsetAsync(d.history, 0, kHistorySize * sizeof(float), s.update));
  CUDA_CHECK(cudaMemsetAsync(d.step, 0, sizeof(int), s.update));
  CUDA_CHECK(cudaMemsetAsync(d.y, 0, y_bytes, s.update));
  CUDA_CHECK(cudaMemcpyAsync(d.scale, h.init_scale,
                             2 * kNumTensors * sizeof(float),
                             cudaMemcpyHostToDevice, s.update));

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CUDA_CHECK(cudaStreamBeginCapture(s.update, cudaStreamCaptureModeGlobal));
  enqueue_step(d, recipe, s);
  CUDA_CHECK(cudaStreamEndCapture(s.update, &graph));
  CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, s.update));
  for (int step = 0; step < ref::kSteps; ++step)
    CUDA_CHECK(cudaGraphLaunch(exec, s.update));
  CUDA_CHECK(cudaEventRecord(stop, s.update));

  CUDA_CHECK(
      cudaMemcpyAsync(h.y, d.y, y_bytes, cudaMemcpyDeviceToHost, s.update));
  CUDA_CHECK(cudaMemcpyAsync(h.history_log, d.history_log,
                             log_floats * sizeof(float), cudaMemcpyDeviceToHost,
                             s.update));
  CUDA_CHECK(cudaMemcpyAsync(h.scale_log, d.scale_log,
                             scale_floats * sizeof(float),
                             cudaMemcpyDeviceToHost, s.update));
  CUDA_CHECK(cudaMemcpyAsync(h.scale_inv_log, d.scale_inv_log,
                             scale_floats * sizeof(float),
                             cudaMemcpyDeviceToHost, s.update));
  CUDA_CHECK(cudaStreamSynchronize(s.update));
  CUDA_CHECK(cudaEventElapsedTime(replay_ms, start, stop));

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaGraphExecDestroy(exec));
  CUDA_CHECK(cudaGraphDestroy(graph));

  ref::Result r = ref::make_result();
  std::memcpy(r.history.data(), h.history_log, log_floats * sizeof(float));
  std::memcpy(r.scale.data(), h.scale_log, scale_floats * sizeof(float));
  std::memcpy(r.scale_inv.data(), h.scale_inv_log,
              scale_floats * sizeof(float));
  std::memcpy(r.y.data(), h.y, y_bytes);
  return r;
}

bool write_result(std::FILE *out, const ref::Result &r) {
  return std::fwrite(r.history.data(), sizeof(float), r.history.size(), out) ==
             r.history.size() &&
         std::fwrite(r.scale.data(), sizeof(float), r.scale.size(), out) ==
             r.scale.size() &&
         std::fwrite(r.scale_inv.data(), sizeof(float), r.scale_inv.size(),
                     out) == r.scale_inv.size() &&
         std::fwrite(r.y.data(), 1, r.y.size(), out) == r.y.size();
}

} // namespace

int main(int argc, char **argv) {
  const char *out_path = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
      out_path = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--out FILE]\n", argv[0]);
      return 2;
    }
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no CUDA device\n");
    return 77;
  }
  CUDA_CHECK(cudaSetDevice(0));

  const std::vector<uint16_t> inputs = ref::make_inputs();
  const size_t x_elems = inputs.size();
  const size_t log_floats = size_t(ref::kSteps) * kHistorySize;
  const size_t scale_floats = size_t(ref::kSteps) * kNumTensors;

  HostRun h;
  CUDA_CHECK(cudaMallocHost(&h.x, x_elems * sizeof(uint16_t)));
  CUDA_CHECK(cudaMallocHost(&h.y, x_elems));
  CUDA_CHECK(cudaMallocHost(&h.init_scale, 2 * kNumTensors * sizeof(float)));
  CUDA_CHECK(cudaMallocHost(&h.history_log, log_floats * sizeof(float)));
  CUDA_CHECK(cudaMallocHost(&h.scale_log, scale_floats * sizeof(float)));
  CUDA_CHECK(cudaMallocHost(&h.scale_inv_log, scale_floats * sizeof(float)));
  std::memcpy(h.x, inputs.data(), x_elems * sizeof(uint16_t));
  for (int i = 0; i < 2 * kNumTensors; ++i)
    h.init_scale[i] = 1.0f;

  DeviceRun d;
  CUDA_CHECK(cudaMalloc(&d.x, x_elems * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&d.y, x_elems));
  CUDA_CHECK(cudaMalloc(&d.history, kHistorySize * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d.scale, 2 * kNumTensors * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d.step, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d.history_log, log_floats * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d.scale_log, scale_floats * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d.scale_inv_log, scale_floats * sizeof(float)));

  Streams s;
  CUDA_CHECK(cudaStreamCreateWithFlags(&s.amax, cudaStreamNonBlocking));
  CUDA_CHECK(cudaStreamCreateWithFlags(&s.update, cudaStreamNonBlocking));
  CUDA_CHECK(cudaEventCreateWithFlags(&s.fork, cudaEventDisableTiming));
  CUDA_CHECK(cudaEventCreateWithFlags(&s.amax_done, cudaEventDisableTiming));
  CUDA_CHECK(cudaMemcpyAsync(d.x, h.x, x_elems * sizeof(uint16_t),
                             cudaMemcpyHostToDevice, s.update));

  std::FILE *out = nullptr;
  if (out_path && !(out = std::fopen(out_path, "wb"))) {
    std::fprintf(stderr, "cannot open %s\n", out_path);
    return 1;
  }

  std::printf("delayed_scaling: %d steps, %d tensors (E4M3 fwd, E5M2 bwd), "
              "history %d, CUDA graph replay\n",
              ref::kSteps, kNumTensors, kHistoryLen);
  const ref::Recipe recipes[] = {{ref::AmaxAlgorithm::Max, 0},
                                 {ref::AmaxAlgorithm::Max, 1},
                                 {ref::AmaxAlgorithm::MostRecent, 0},
                                 {ref::AmaxAlgorithm::MostRecent, 1}};
  int failed = 0;
  for (const ref::Recipe &recipe : recipes) {
    char label[64];
    std::snprintf(label, sizeof label, "%s/margin%d",
                  ref::algorithm_name(recipe.algorithm), recipe.margin);
    float ms = 0.0f;
    const ref::Result got = run_recipe(d, h, recipe, s, &ms);
    const ref::Result want = ref::simulate(inputs, recipe);
    failed += ref::check_result(label, want, got);
    std::printf("  %s: %d graph launches in %.3f ms\n", label, ref::kSteps,
                double(ms));
    if (out && !write_result(out, got)) {
      std::fprintf(stderr, "cannot write %s\n", out_path);
      return 1;
    }
  }
  if (out && std::fclose(out) != 0) {
    std::fprintf(stderr, "cannot write %s\n", out_path);
    return 1;
  }

  CUDA_CHECK(cudaEventDestroy(s.fork));
  CUDA_CHECK(cudaEventDestroy(s.amax_done));
  CUDA_CHECK(cudaStreamDestroy(s.amax));
  CUDA_CHECK(cudaStreamDestroy(s.update));
  for (void *p :
       {static_cast<void *>(d.x), static_cast<void *>(d.y),
        static_cast<void *>(d.history), static_cast<void *>(d.scale),
        static_cast<void *>(d.step), static_cast<void *>(d.history_log),
        static_cast<void *>(d.scale_log), static_cast<void *>(d.scale_inv_log)})
    CUDA_CHECK(cudaFree(p));
  for (void *p :
       {static_cast<void *>(h.x), static_cast<void *>(h.y),
        static_cast<void *>(h.init_scale), static_cast<void *>(h.history_log),
        static_cast<void *>(h.scale_log), static_cast<void *>(h.scale_inv_log)})
    CUDA_CHECK(cudaFreeHost(p));

  std::printf("delayed_scaling: %s (%d failed checks)\n",
              failed ? "FAILED" : "PASSED", failed);
  return failed ? 1 : 0;
}
