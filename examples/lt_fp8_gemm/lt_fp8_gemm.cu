// cuBLASLt FP8 GEMM, TN layout, checked against a double-precision
// reference of the decoded FP8 inputs (reference.cpp):
//
//   D = scale_D * (scale_A * scale_B * A^T B + bias),  amax_D = max |D_temp|
//
//   A x B        E4M3 x E4M3 and E5M2 x E4M3 (E5M2 x E5M2 has no kernels)
//   D            BF16, or E4M3 with scale_D and amax_D
//   options      fast accumulation off/on, CUBLASLT_EPILOGUE_BIAS (BF16)
//   shapes       64^3, 256^3 and 144 x 40 x 208 (leading dims multiples of 16)
//
// The inputs are quantized on the host with CUDA's FP8 constructors (per-
// tensor current scaling). amax_bf16_kernel, the example's own kernel, takes
// max |D| of every BF16 result; it must match the host's max bit for bit.
// Unsupported combinations print NOT_SUPPORTED and are not failures.
//
// Build and run (CUDA 13):
//   nvcc -std=c++17 -O2 -arch=sm_90 lt_fp8_gemm.cu reference.cpp -lcublasLt
//   ./a.out [--out FILE]   # 0: all checks ok, 1: a failure, 77: no GPU
// --out FILE gets every result's raw bytes in run order (D, then amax_D for
// FP8 D, then the kernel's amax for BF16 D), to compare two builds.
#include "reference.h"

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
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

#define CUBLAS_CHECK(expr)                                                     \
  do {                                                                         \
    cublasStatus_t st_ = (expr);                                               \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                        \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__,       \
                   #expr, cublasLtGetStatusString(st_));                       \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace ref = lt_fp8_gemm_ref;

constexpr int kBlockSize = 256;
constexpr int kWarpSize = 32;
constexpr size_t kWorkspaceBytes = size_t(32) << 20; // cudaMalloc: 256-aligned

template <typename Fp8> struct Fp8Traits;
template <> struct Fp8Traits<__nv_fp8_e4m3> {
  static constexpr float kMax = 448.0f;
  static constexpr cudaDataType_t kType = CUDA_R_8F_E4M3;
  static constexpr ref::Fp8Format kFormat = ref::Fp8Format::E4M3;
};
template <> struct Fp8Traits<__nv_fp8_e5m2> {
  static constexpr float kMax = 57344.0f;
  static constexpr cudaDataType_t kType = CUDA_R_8F_E5M2;
  static constexpr ref::Fp8Format kFormat = ref::Fp8Format::E5M2;
};

__device__ __forceinline__ float warp_reduce_max(float v) {
  for (int offset = kWarpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

// max |x| into *amax (zeroed before). NaN is ignored by fmaxf; the partials
// are never negative, so atomicMax on the bits is a float max and the result
// does not depend on the order of the blocks.
__global__ void amax_bf16_kernel(const __nv_bfloat16 *__restrict__ x, size_t n,
                                 float *__restrict__ amax) {
  __shared__ float warp_max[kBlockSize / kWarpSize];
  float local = 0.0f;
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride)
    local = fmaxf(local, fabsf(__bfloat162float(x[i])));
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

namespace {

template <typename T> T *device_copy(const std::vector<T> &host) {
  T *d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, host.size() * sizeof(T)));
  CUDA_CHECK(cudaMemcpy(d, host.data(), host.size() * sizeof(T),
                        cudaMemcpyHostToDevice));
  return d;
}

// Current scaling on the host with CUDA's own conversions: q = Fp8(x * s),
// returned as raw codes; *dequant = 1 / s is what the GEMM's scale gets.
template <typename Fp8>
std::vector<uint8_t> quantize(const std::vector<float> &x, float *dequant) {
  const float s = ref::quant_scale(x, Fp8Traits<Fp8>::kMax);
  std::vector<Fp8> q;
  q.reserve(x.size());
  for (float v : x)
    q.emplace_back(v * s); // RNE, __NV_SATFINITE
  static_assert(sizeof(Fp8) == 1, "FP8 is one byte");
  std::vector<uint8_t> codes(x.size());
  std::memcpy(codes.data(), q.data(), codes.size());
  *dequant = 1.0f / s;
  return codes;
}

struct LtGemm {
  int m, n, k;
  cudaDataType_t a_type, b_type, d_type;
  const void *a, *b;
  const void *c; // BF16, beta = 0: never read, but cuBLASLt wants a layout
  void *d;
  const float *scale_a, *scale_b, *scale_d; // device; scale_d FP8 D only
  float *amax_d;                            // FP8 D only
  const __nv_bfloat16 *bias;                // null: no epilogue
  bool fast_accum;
  void *workspace;
};

template <typename T>
void set_attr(cublasLtMatmulDesc_t desc, cublasLtMatmulDescAttributes_t attr,
              const T &value) {
  CUBLAS_CHECK(
      cublasLtMatmulDescSetAttribute(desc, attr, &value, sizeof value));
}

// One matmul on `stream`. Returns CUBLAS_STATUS_NOT_SUPPORTED when the
// heuristic finds no algorithm, whatever cuBLASLt said otherwise.
cublasStatus_t lt_matmul(cublasLtHandle_t lt, const LtGemm &g,
                         cudaStream_t stream) {
  cublasLtMatmulDesc_t op = nullptr;
  CUBLAS_CHECK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
  set_attr(op, CUBLASLT_MATMUL_DESC_TRANSA, CUBLAS_OP_T);
  set_attr(op, CUBLASLT_MATMUL_DESC_TRANSB, CUBLAS_OP_N);
  set_attr(op, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, g.scale_a);
  set_attr(op, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, g.scale_b);
  set_attr(op, CUBLASLT_MATMUL_DESC_FAST_ACCUM, int8_t(g.fast_accum ? 1 : 0));
  if (g.scale_d)
    set_attr(op, CUBLASLT_MATMUL_DESC_D_SCALE_POINTER, g.scale_d);
  if (g.amax_d)
    set_attr(op, CUBLASLT_MATMUL_DESC_AMAX_D_POINTER, g.amax_d);
  if (g.bias) {
    set_attr(op, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_BIAS);
    set_attr(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER,
             static_cast<const void *>(g.bias));
    set_attr(op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, int32_t(CUDA_R_16BF));
  }

  // TN: A is k x m and B is k x n, both with leading dimension k.
  cublasLtMatrixLayout_t a_desc, b_desc, c_desc, d_desc;
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&a_desc, g.a_type, g.k, g.m, g.k));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&b_desc, g.b_type, g.k, g.n, g.k));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&c_desc, CUDA_R_16BF, g.m, g.n, g.m));
  CUBLAS_CHECK(cublasLtMatrixLayoutCreate(&d_desc, g.d_type, g.m, g.n, g.m));

  cublasLtMatmulPreference_t pref;
  CUBLAS_CHECK(cublasLtMatmulPreferenceCreate(&pref));
  const size_t workspace_bytes = kWorkspaceBytes;
  CUBLAS_CHECK(cublasLtMatmulPreferenceSetAttribute(
      pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace_bytes,
      sizeof workspace_bytes));

  cublasLtMatmulHeuristicResult_t heuristic = {};
  int found = 0;
  cublasStatus_t status = cublasLtMatmulAlgoGetHeuristic(
      lt, op, a_desc, b_desc, c_desc, d_desc, pref, 1, &heuristic, &found);
  if (status == CUBLAS_STATUS_SUCCESS && found == 0)
    status = CUBLAS_STATUS_NOT_SUPPORTED;
  if (status == CUBLAS_STATUS_SUCCESS) {
    const float alpha = 1.0f, beta = 0.0f;
    status = cublasLtMatmul(lt, op, &alpha, g.a, a_desc, g.b, b_desc, &beta,
                            g.c, c_desc, g.d, d_desc, &heuristic.algo,
                            g.workspace, kWorkspaceBytes, stream);
  }

  CUBLAS_CHECK(cublasLtMatmulPreferenceDestroy(pref));
  CUBLAS_CHECK(cublasLtMatrixLayoutDestroy(d_desc));
  CUBLAS_CHECK(cublasLtMatrixLayoutDestroy(c_desc));
  CUBLAS_CHECK(cublasLtMatrixLayoutDestroy(b_desc));
  CUBLAS_CHECK(cublasLtMatrixLayoutDestroy(a_desc));
  CUBLAS_CHECK(cublasLtMatmulDescDestroy(op));
  return status;
}

struct Shape {
  int m, n, k;
};

struct Totals {
  int checks = 0, failed = 0, not_supported = 0;
  std::vector<uint8_t> out; // --out bytes, in run order
};

void append(Totals &t, const void *data, size_t bytes) {
  const uint8_t *p = static_cast<const uint8_t *>(data);
  t.out.insert(t.out.end(), p, p + bytes);
}

void report(Totals &t, const std::string &what, bool ok,
            const std::string &figures) {
  ++t.checks;
  t.failed += ok ? 0 : 1;
  std::printf("check %s: %s %s\n", what.c_str(), ok ? "ok" : "FAIL",
              figures.c_str());
}

// All D types, accumulation modes and bias settings for one shape and one
// pair of input formats.
template <typename FpA, typename FpB>
void run_shape(cublasLtHandle_t lt, const Shape &s, uint32_t seed,
               void *workspace, cudaStream_t stream, Totals &t) {
  const size_t mn = size_t(s.m) * s.n;
  ref::Problem p;
  p.m = s.m;
  p.n = s.n;
  p.k = s.k;
  p.a_format = Fp8Traits<FpA>::kFormat;
  p.b_format = Fp8Traits<FpB>::kFormat;
  const std::vector<uint8_t> a = quantize<FpA>(
      ref::lcg_uniform(size_t(s.m) * s.k, 2.0f, seed), &p.scale_a);
  const std::vector<uint8_t> b = quantize<FpB>(
      ref::lcg_uniform(size_t(s.n) * s.k, 0.125f, seed + 1), &p.scale_b);
  std::vector<uint16_t> bias(s.m);
  const std::vector<float> bias_f = ref::lcg_uniform(s.m, 1.0f, seed + 2);
  for (int i = 0; i < s.m; ++i)
    bias[i] = ref::float_to_bf16(bias_f[i]);

  uint8_t *d_a = device_copy(a);
  uint8_t *d_b = device_copy(b);
  __nv_bfloat16 *d_bias = reinterpret_cast<__nv_bfloat16 *>(device_copy(bias));
  float *d_scales = device_copy(std::vector<float>{p.scale_a, p.scale_b, 1.0f});
  float *d_amax = nullptr;
  __nv_bfloat16 *d_c = nullptr, *d_bf16 = nullptr;
  __nv_fp8_e4m3 *d_fp8 = nullptr;
  CUDA_CHECK(cudaMalloc(&d_amax, sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_c, mn * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMemset(d_c, 0, mn * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&d_bf16, mn * sizeof(__nv_bfloat16)));
  CUDA_CHECK(cudaMalloc(&d_fp8, mn * sizeof(__nv_fp8_e4m3)));

  const ref::Result results[2] = {
      ref::gemm(p, a.data(), b.data(), nullptr),
      ref::gemm(p, a.data(), b.data(), bias.data())};
  std::vector<uint16_t> h_bf16(mn);
  std::vector<uint8_t> h_fp8(mn);
  char buf[256];
  for (int fp8_out = 0; fp8_out < 2; ++fp8_out) {
    for (int fast = 0; fast < 2; ++fast) {
      for (int with_bias = 0; with_bias < 2; ++with_bias) {
        p.fast_accum = fast != 0;
        const ref::Result &r = results[with_bias];
        std::snprintf(buf, sizeof buf,
                      "%sx%s d=%s fast_accum=%d bias=%d "
                      "%dx%dx%d",
                      ref::format_name(p.a_format),
                      ref::format_name(p.b_format), fp8_out ? "e4m3" : "bf16",
                      fast, with_bias, s.m, s.n, s.k);
        const std::string name = buf;
        // Delayed-scaling style scale_D from a known amax, off 448 so that
        // a wrong scale_D or a saturation bug moves the codes.
        const float scale_d = 400.0f / float(r.amax);
        CUDA_CHECK(cudaMemcpyAsync(d_scales + 2, &scale_d, sizeof scale_d,
                                   cudaMemcpyHostToDevice, stream));
        CUDA_CHECK(cudaMemsetAsync(d_amax, 0, sizeof(float), stream));

        LtGemm g = {};
        g.m = s.m;
        g.n = s.n;
        g.k = s.k;
        g.a_type = Fp8Traits<FpA>::kType;
        g.b_type = Fp8Traits<FpB>::kType;
        g.d_type = fp8_out ? CUDA_R_8F_E4M3 : CUDA_R_16BF;
        g.a = d_a;
        g.b = d_b;
        g.c = d_c;
        g.d = fp8_out ? static_cast<void *>(d_fp8) : d_bf16;
        g.scale_a = d_scales;
        g.scale_b = d_scales + 1;
        g.scale_d = fp8_out ? d_scales + 2 : nullptr;
        g.amax_d = fp8_out ? d_amax : nullptr;
        g.bias = with_bias ? d_bias : nullptr;
        g.fast_accum = fast != 0;
        g.workspace = workspace;
        const cublasStatus_t status = lt_matmul(lt, g, stream);
        if (status == CUBLAS_STATUS_NOT_SUPPORTED) {
          std::printf("check %s: NOT_SUPPORTED (skipped)\n", name.c_str());
          ++t.not_supported;
          continue;
        }
        CUBLAS_CHECK(status);

        if (!fp8_out) {
          // The example's own kernel: max |D| of the BF16 result.
          const int blocks =
              int(std::min<size_t>((mn + kBlockSize - 1) / kBlockSize, 64));
          amax_bf16_kernel<<<blocks, kBlockSize, 0, stream>>>(d_bf16, mn,
                                                              d_amax);
          CUDA_CHECK(cudaGetLastError());
          float amax = 0.0f;
          CUDA_CHECK(cudaMemcpyAsync(h_bf16.data(), d_bf16, mn * 2,
                                     cudaMemcpyDeviceToHost, stream));
          CUDA_CHECK(cudaMemcpyAsync(&amax, d_amax, sizeof amax,
                                     cudaMemcpyDeviceToHost, stream));
          CUDA_CHECK(cudaStreamSynchronize(stream));
          const ref::Check c =
              ref::check_bf16(name.c_str(), p, r, h_bf16.data());
          std::snprintf(buf, sizeof buf,
                        "(%zu/%zu outside, worst error/bound "
                        "%.3f)",
                        c.bad, mn, c.worst);
          report(t, name, c.bad == 0, buf);
          const float want = ref::bf16_amax(h_bf16.data(), mn);
          std::snprintf(buf, sizeof buf, "(kernel %a, host %a)", double(amax),
                        double(want));
          report(t, name + " amax_bf16_kernel",
                 std::memcmp(&amax, &want, sizeof amax) == 0, buf);
          append(t, h_bf16.data(), mn * 2);
          append(t, &amax, sizeof amax);
        } else {
          float amax = 0.0f;
          CUDA_CHECK(cudaMemcpyAsync(h_fp8.data(), d_fp8, mn,
                                     cudaMemcpyDeviceToHost, stream));
          CUDA_CHECK(cudaMemcpyAsync(&amax, d_amax, sizeof amax,
                                     cudaMemcpyDeviceToHost, stream));
          CUDA_CHECK(cudaStreamSynchronize(stream));
          const ref::Check c = ref::check_fp8(
              name.c_str(), p, r, scale_d, ref::Fp8Format::E4M3, h_fp8.data());
          std::snprintf(buf, sizeof buf, "(%zu/%zu beyond 1 ulp, scale_D %g)",
                        c.bad, mn, double(scale_d));
          report(t, name, c.bad == 0, buf);
          const ref::AmaxOrder order = ref::classify_amax(p, r, scale_d, amax);
          std::snprintf(buf, sizeof buf, "(device %.9g, reference %.9g: %s)",
                        double(amax), r.amax, ref::amax_order_name(order));
          report(t, name + " amax_D", order == ref::AmaxOrder::BeforeScaleD,
                 buf);
          append(t, h_fp8.data(), mn);
          append(t, &amax, sizeof amax);
        }
      }
    }
  }

  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_bias));
  CUDA_CHECK(cudaFree(d_scales));
  CUDA_CHECK(cudaFree(d_amax));
  CUDA_CHECK(cudaFree(d_c));
  CUDA_CHECK(cudaFree(d_bf16));
  CUDA_CHECK(cudaFree(d_fp8));
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
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cublasLtHandle_t lt;
  CUBLAS_CHECK(cublasLtCreate(&lt));
  void *workspace = nullptr;
  CUDA_CHECK(cudaMalloc(&workspace, kWorkspaceBytes));

  const Shape shapes[] = {{64, 64, 64}, {256, 256, 256}, {144, 40, 208}};
  Totals t;
  uint32_t seed = 1;
  for (const Shape &s : shapes) {
    run_shape<__nv_fp8_e4m3, __nv_fp8_e4m3>(lt, s, seed, workspace, stream, t);
    run_shape<__nv_fp8_e5m2, __nv_fp8_e4m3>(lt, s, seed + 10, workspace, stream,
                                            t);
    seed += 100;
  }

  CUDA_CHECK(cudaFree(workspace));
  CUBLAS_CHECK(cublasLtDestroy(lt));
  CUDA_CHECK(cudaStreamDestroy(stream));

  if (out_path) {
    FILE *f = std::fopen(out_path, "wb");
    if (!f || std::fwrite(t.out.data(), 1, t.out.size(), f) != t.out.size()) {
      std::fprintf(stderr, "cannot write %s\n", out_path);
      return 1;
    }
    std::fclose(f);
  }
  std::printf("lt_fp8_gemm: %s (%d checks, %d failed, %d NOT_SUPPORTED)\n",
              t.failed ? "FAILED" : "PASSED", t.checks, t.failed,
              t.not_supported);
  return t.failed ? 1 : 0;
}
