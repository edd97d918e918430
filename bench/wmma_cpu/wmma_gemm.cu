// A half -> float GEMM two ways, in one run: a WMMA kernel (one warp per
// 16x16 tile of C, m16n16k16 fragments, looping over K) and cublasGemmEx
// (CUDA_R_16F inputs, CUDA_R_32F output, CUBLAS_COMPUTE_32F), all matrices
// column-major. Ported by axlify and built through the CPU backend
// (bench/wmma_cpu/CMakeLists.txt), it times the backend's WMMA (the kernel
// as loops, its wmma calls made on fibers; AXL_CPU_LOOPS=0: on fibers
// throughout) against its axlblasGemmEx (OpenBLAS). Each time is the best of
// --reps runs; the two results must agree to float accuracy.
// Usage: bench_wmma_cpu [--size N] [--reps R]
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <mma.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace nvcuda;

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_));         \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)
#define CHECK_CUBLAS(call)                                                     \
  do {                                                                         \
    cublasStatus_t s_ = (call);                                                \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      std::fprintf(stderr, "%s: status %d\n", #call, (int)s_);                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

constexpr int Tile = 16;
constexpr int WarpsPerBlock = 4;

// C (m x n) = A (m x k) B (k x n), column-major, m, n and k multiples of 16.
__global__ void wmmaGemm(const __half *A, const __half *B, float *C, int m,
                         int n, int k) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int tm = warp % (m / Tile), tn = warp / (m / Tile);
  if (tn * Tile >= n)
    return;
  wmma::fragment<wmma::matrix_a, Tile, Tile, Tile, __half, wmma::col_major> a;
  wmma::fragment<wmma::matrix_b, Tile, Tile, Tile, __half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, Tile, Tile, Tile, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int kk = 0; kk < k; kk += Tile) {
    wmma::load_matrix_sync(a, A + (size_t)kk * m + tm * Tile, m);
    wmma::load_matrix_sync(b, B + (size_t)tn * Tile * k + kk, k);
    wmma::mma_sync(acc, a, b, acc);
  }
  wmma::store_matrix_sync(C + (size_t)tn * Tile * m + tm * Tile, acc, m,
                          wmma::mem_col_major);
}

template <class F> static double bestMs(int reps, F &&f) {
  double best = 1e300;
  for (int r = 0; r < reps; r++) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    CHECK_CUDA(cudaDeviceSynchronize());
    auto t1 = std::chrono::steady_clock::now();
    best = std::min(best,
                    std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  return best;
}

int main(int argc, char **argv) {
  int size = 512, reps = 5;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--size"))
      size = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--reps"))
      reps = std::atoi(argv[i + 1]);
  }
  if (size <= 0 || size % Tile || reps <= 0) {
    std::fprintf(stderr, "usage: %s [--size N (a multiple of 16)] [--reps R]\n",
                 argv[0]);
    return 2;
  }
  const int m = size, n = size, k = size;
  std::vector<__half> a((size_t)m * k), b((size_t)k * n);
  unsigned state = 1;
  auto uniform = [&] {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) / float(1 << 23) - 1.0f;
  };
  for (auto &v : a)
    v = __float2half(uniform());
  for (auto &v : b)
    v = __float2half(uniform());

  __half *dA, *dB;
  float *dWmma, *dBlas;
  CHECK_CUDA(cudaMalloc(&dA, a.size() * sizeof(__half)));
  CHECK_CUDA(cudaMalloc(&dB, b.size() * sizeof(__half)));
  CHECK_CUDA(cudaMalloc(&dWmma, (size_t)m * n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dBlas, (size_t)m * n * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dA, a.data(), a.size() * sizeof(__half),
                        cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, b.data(), b.size() * sizeof(__half),
                        cudaMemcpyHostToDevice));

  const int warps = (m / Tile) * (n / Tile);
  const int blocks = (warps + WarpsPerBlock - 1) / WarpsPerBlock;
  const double wmmaMs = bestMs(reps, [&] {
    wmmaGemm<<<blocks, WarpsPerBlock * 32>>>(dA, dB, dWmma, m, n, k);
    CHECK_CUDA(cudaGetLastError());
  });

  cublasHandle_t handle;
  CHECK_CUBLAS(cublasCreate(&handle));
  const float alpha = 1, beta = 0;
  const double blasMs = bestMs(reps, [&] {
    CHECK_CUBLAS(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha,
                              dA, CUDA_R_16F, m, dB, CUDA_R_16F, k, &beta,
                              dBlas, CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                              CUBLAS_GEMM_DEFAULT));
  });
  CHECK_CUBLAS(cublasDestroy(handle));

  std::vector<float> cw((size_t)m * n), cb((size_t)m * n);
  CHECK_CUDA(cudaMemcpy(cw.data(), dWmma, cw.size() * sizeof(float),
                        cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(cb.data(), dBlas, cb.size() * sizeof(float),
                        cudaMemcpyDeviceToHost));
  double maxDiff = 0, maxAbs = 0;
  for (size_t i = 0; i < cw.size(); i++) {
    maxDiff = std::max(maxDiff, (double)std::fabs(cw[i] - cb[i]));
    maxAbs = std::max(maxAbs, (double)std::fabs(cb[i]));
  }
  // Both sum exact products in at least float; the WMMA kernel rounds to
  // float after each of its k / 16 steps, so they differ by up to that many
  // half ulps of a partial sum, which is at most k max|a| max|b|.
  double maxA = 0, maxB = 0;
  for (auto v : a)
    maxA = std::max(maxA, (double)std::fabs(__half2float(v)));
  for (auto v : b)
    maxB = std::max(maxB, (double)std::fabs(__half2float(v)));
  const double tolerance = (k / Tile) * k * maxA * maxB * 0x1p-24;
  const bool agree = maxDiff <= tolerance;
  std::printf("half->float GEMM %dx%dx%d, best of %d:\n", m, n, k, reps);
  std::printf("  WMMA kernel      %9.2f ms\n", wmmaMs);
  std::printf("  axlblasGemmEx    %9.2f ms\n", blasMs);
  std::printf("  ratio WMMA/BLAS  %9.2fx\n", wmmaMs / blasMs);
  std::printf(
      "  max |C_wmma - C_blas| %.3g (max |C| %.3g, tolerance %.3g): %s\n",
      maxDiff, maxAbs, tolerance, agree ? "agree" : "DIFFER");
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dWmma));
  CHECK_CUDA(cudaFree(dBlas));
  return agree ? 0 : 1;
}
