// Effective memory bandwidth of TransformerEngine's FP8 cast, cast-transpose
// and transpose, called through TE's public C API, against a STREAM-style
// copy on the same machine in the same run. A CUDA program: bench/te_cpu
// ports it with axlify and builds it as it builds TE's tests (on the CPU
// backend, each kernel as loops where axl-loops can), so the figures are
// those of the ported kernels.
//
//   bandwidth [ROWS COLS [REPS]]   (default 4096 4096 5)
//
// Bytes counted per call: what the operation must read and write once
// (cast: a BF16 read and an FP8 write; cast-transpose: a BF16 read and two
// FP8 writes; transpose: a BF16 read and a BF16 write; copy: a read and a
// write of the same bytes as the BF16 input).
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <transformer_engine/cast.h>
#include <transformer_engine/transformer_engine.h>
#include <transformer_engine/transpose.h>

#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using transformer_engine::DType;
using transformer_engine::TensorWrapper;

#define CHECK(call)                                                                     \
  do {                                                                                  \
    cudaError_t e = (call);                                                             \
    if (e != cudaSuccess) {                                                             \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));  \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

__global__ void copyKernel(const float4 *in, float4 *out, size_t n) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    out[i] = in[i];
}

// The best of reps runs, as STREAM reports (its figure is the best rate):
// on a shared machine the mean of a few 32 MiB copies varied 2x between
// runs of the same binary.
template <class F> static double seconds(F f, int reps) {
  f(); // warm-up: first-touch of the pages, run-time compilation
  CHECK(cudaDeviceSynchronize());
  double best = 0;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    CHECK(cudaDeviceSynchronize());
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = r == 0 || s < best ? s : best;
  }
  return best;
}

static void line(const char *what, double bytes, double s, double copy) {
  const double gbs = bytes / s / 1e9;
  std::printf("%-34s %8.2f GB/s  %6.3f ms  %5.2fx of the STREAM copy\n", what, gbs, s * 1e3,
              copy > 0 ? gbs / copy : 1.0);
}

int main(int argc, char **argv) {
  const size_t rows = argc > 2 ? std::strtoul(argv[1], nullptr, 10) : 4096;
  const size_t cols = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 4096;
  const int reps = argc > 3 ? std::atoi(argv[3]) : 5;
  const size_t n = rows * cols;

  // STREAM's copy (a[i] = b[i] over OpenMP threads) on host memory, with the
  // bytes of the BF16 input: the machine's sustainable rate.
  // (Through restrict pointers, as STREAM's arrays: with the backend's
  // -fno-strict-aliasing, a vector's element store may change its own data
  // pointer, which then is read again at every element.)
  std::vector<float> a(n / 2, 1.0f), b(n / 2, 0.0f);
  const float *__restrict src = a.data();
  float *__restrict dst = b.data();
  const long half = long(n / 2);
  const double stream_s = seconds(
      [&] {
#pragma omp parallel for
        for (long i = 0; i < half; ++i)
          dst[i] = src[i];
      },
      reps);
  const double stream = 2.0 * n * 2 / stream_s / 1e9;

  __nv_bfloat16 *in;
  unsigned char *out, *out_t;
  __nv_bfloat16 *trans;
  float *amax, *scale, *scale_inv;
  CHECK(cudaMalloc(&in, n * 2));
  CHECK(cudaMalloc(&out, n));
  CHECK(cudaMalloc(&out_t, n));
  CHECK(cudaMalloc(&trans, n * 2));
  CHECK(cudaMalloc(&amax, 4));
  CHECK(cudaMalloc(&scale, 4));
  CHECK(cudaMalloc(&scale_inv, 4));
  std::vector<__nv_bfloat16> h(n);
  for (size_t i = 0; i < n; ++i)
    h[i] = __float2bfloat16(float(int(i % 1000) - 500) / 64.0f);
  CHECK(cudaMemcpy(in, h.data(), n * 2, cudaMemcpyHostToDevice));
  const float one = 1.0f;
  CHECK(cudaMemcpy(scale, &one, 4, cudaMemcpyHostToDevice));

  TensorWrapper input(in, std::vector<size_t>{rows, cols}, DType::kBFloat16);
  TensorWrapper cast(out, std::vector<size_t>{rows, cols}, DType::kFloat8E4M3, amax, scale,
                     scale_inv);
  TensorWrapper cast_t(out, std::vector<size_t>{rows, cols}, DType::kFloat8E4M3, amax, scale,
                       scale_inv);
  cast_t.set_columnwise_data(out_t, DType::kFloat8E4M3, std::vector<size_t>{cols, rows});
  cast_t.set_columnwise_scale_inv(scale_inv, DType::kFloat32, std::vector<size_t>{1});
  TensorWrapper transposed(trans, std::vector<size_t>{cols, rows}, DType::kBFloat16);

  const unsigned blocks = unsigned((n / 8 + 255) / 256);
  const double copy_s = seconds(
      [&] {
        copyKernel<<<blocks < 1024 ? blocks : 1024, 256>>>(
            reinterpret_cast<const float4 *>(in), reinterpret_cast<float4 *>(trans), n * 2 / 16);
      },
      reps);
  const double memcpy_s =
      seconds([&] { CHECK(cudaMemcpy(trans, in, n * 2, cudaMemcpyDeviceToDevice)); }, reps);
  const double cast_s = seconds([&] { nvte_quantize(input.data(), cast.data(), 0); }, reps);
  const double ct_s = seconds([&] { nvte_cast_transpose(input.data(), cast_t.data(), 0); }, reps);
  const double tr_s = seconds([&] { nvte_transpose(input.data(), transposed.data(), 0); }, reps);
  CHECK(cudaGetLastError());

  std::printf("%zu x %zu BF16 (%.1f MiB), %d reps, %d OpenMP threads\n", rows, cols,
              n * 2 / 1048576.0, reps, omp_get_max_threads());
  line("STREAM copy (host, OpenMP)", 2.0 * n * 2, stream_s, stream);
  line("copy kernel (float4)", 2.0 * n * 2, copy_s, stream);
  line("cudaMemcpy device to device", 2.0 * n * 2, memcpy_s, stream);
  line("nvte_quantize BF16->E4M3", 3.0 * n, cast_s, stream);
  line("nvte_cast_transpose BF16->E4M3", 4.0 * n, ct_s, stream);
  line("nvte_transpose BF16", 4.0 * n, tr_s, stream);
  return 0;
}
