// The CPU backend's GEMMs against OpenBLAS called directly, in one run:
//   (a) a 4096^3 FP32 GEMM: axlblasSgemm (queued on a stream, synchronised)
//       against cblas_sgemm on the same buffers;
//   (b) the FP8 GEMM of FP8 training, 16384 x 8192 x 1280 (E4M3 x E4M3,
//       "TN", BF16 D, per-tensor scales and amax_D) through axlblasLtMatmul,
//       against cblas_sgemm of the same size.
// Every figure is the best of --reps runs. Results are checked: (a) the two
// D's agree to float accuracy, (b) sample elements of D against a direct
// sum.
// Usage: bench_cpu_blas [--reps N] [--size N] [--fp8 M,N,K]
#include <axl/blas.h>
#include <axl/blaslt.h>
#include <axl/runtime.h>

#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

namespace {

double bestOf(int Reps, const std::function<void()> &F) {
  double Best = 1e300;
  for (int R = 0; R < Reps; ++R) {
    const auto T0 = std::chrono::steady_clock::now();
    F();
    Best = std::min(Best, std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - T0)
                              .count());
  }
  return Best;
}

std::vector<float> randomFloats(size_t N, uint32_t Seed) {
  std::vector<float> V(N);
  for (float &X : V) {
    Seed = Seed * 1664525u + 1013904223u;
    X = float(int32_t(Seed) >> 8) * 0x1p-23f;
  }
  return V;
}

void die(const char *What, int Status) {
  std::fprintf(stderr, "bench_cpu_blas: %s failed (status %d)\n", What, Status);
  std::exit(1);
}

double gflops(double M, double N, double K, double Seconds) {
  return 2 * M * N * K / Seconds * 1e-9;
}

/// (a): the returned ratio axlblas / cblas.
void sgemm(int Reps, int Size) {
  const size_t N = size_t(Size);
  const std::vector<float> A = randomFloats(N * N, 1), B = randomFloats(N * N, 2);
  std::vector<float> C1(N * N), C2(N * N);
  axlblasHandle_t H;
  if (int S = axlblasCreate(&H))
    die("axlblasCreate", S);
  const float One = 1, Zero = 0;
  const double Blas = bestOf(Reps, [&] {
    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, Size, Size, Size,
                1.0f, A.data(), Size, B.data(), Size, 0.0f, C1.data(), Size);
  });
  const double Axl = bestOf(Reps, [&] {
    if (int S = axlblasSgemm(H, AXLBLAS_OP_N, AXLBLAS_OP_N, Size, Size, Size,
                             &One, A.data(), Size, B.data(), Size, &Zero,
                             C2.data(), Size))
      die("axlblasSgemm", S);
    axlDeviceSynchronize();
  });
  double MaxDiff = 0;
  for (size_t I = 0; I < C1.size(); ++I)
    MaxDiff = std::max(MaxDiff, double(std::fabs(C1[I] - C2[I])));
  std::printf("sgemm %dx%dx%d: cblas_sgemm %.3f s (%.1f GFLOP/s), "
              "axlblasSgemm %.3f s (%.1f GFLOP/s): x%.3f; max |diff| %.3g\n",
              Size, Size, Size, Blas, gflops(Size, Size, Size, Blas), Axl,
              gflops(Size, Size, Size, Axl), Axl / Blas, MaxDiff);
  axlblasDestroy(H);
}

template <class V>
void setAttr(axlblasLtMatmulDesc_t Op, axlblasLtMatmulDescAttributes_t A,
             const V &Value) {
  if (int S = axlblasLtMatmulDescSetAttribute(Op, A, &Value, sizeof Value))
    die("axlblasLtMatmulDescSetAttribute", S);
}

/// (b)
void fp8(int Reps, int M, int N, int K) {
  // E4M3 codes of moderate magnitude: sign, exponents 5..9, any mantissa.
  auto Codes = [](size_t Count, uint32_t Seed) {
    std::vector<uint8_t> V(Count);
    for (uint8_t &C : V) {
      Seed = Seed * 1664525u + 1013904223u;
      C = uint8_t((Seed >> 24 & 0x80) | ((5 + (Seed >> 16) % 5) << 3) |
                  (Seed >> 8 & 7));
    }
    return V;
  };
  // A is K x M (transposed), B is K x N: "TN".
  const std::vector<uint8_t> A = Codes(size_t(K) * M, 3), B = Codes(size_t(K) * N, 4);
  std::vector<uint16_t> D(size_t(M) * N);
  axlblasLtHandle_t Lt;
  if (int S = axlblasLtCreate(&Lt))
    die("axlblasLtCreate", S);
  axlblasLtMatmulDesc_t Op;
  axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, AXLBLAS_OP_T);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSB, AXLBLAS_OP_N);
  const float ScaleA = 0.5f, ScaleB = 0.25f;
  float Amax = 0;
  setAttr(Op, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER, (const void *)&ScaleA);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER, (const void *)&ScaleB);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, (void *)&Amax);
  axlblasLtMatrixLayout_t LA, LB, LC;
  axlblasLtMatrixLayoutCreate(&LA, AXL_R_8F_E4M3, K, M, K);
  axlblasLtMatrixLayoutCreate(&LB, AXL_R_8F_E4M3, K, N, K);
  axlblasLtMatrixLayoutCreate(&LC, AXL_R_16BF, M, N, M);
  axlblasLtMatmulPreference_t Pref;
  axlblasLtMatmulPreferenceCreate(&Pref);
  axlblasLtMatmulHeuristicResult_t Heur;
  int Found = 0;
  if (int S = axlblasLtMatmulAlgoGetHeuristic(Lt, Op, LA, LB, LC, LC, Pref, 1,
                                               &Heur, &Found))
    die("axlblasLtMatmulAlgoGetHeuristic", S);
  const float One = 1, Zero = 0;
  const double Lt8 = bestOf(Reps, [&] {
    if (int S = axlblasLtMatmul(Lt, Op, &One, A.data(), LA, B.data(), LB, &Zero,
                                D.data(), LC, D.data(), LC, &Heur.algo, nullptr,
                                0, nullptr))
      die("axlblasLtMatmul", S);
    axlDeviceSynchronize();
  });
  // Spot checks against a direct sum of the decoded codes.
  auto Decode = [](uint8_t C) {
    const int E = C >> 3 & 15, F = C & 7;
    const float Mag = E ? std::ldexp(1.0f + F / 8.0f, E - 7) : std::ldexp(F / 8.0f, -6);
    return C & 0x80 ? -Mag : Mag;
  };
  int Bad = 0;
  for (int S = 0; S < 64; ++S) {
    const int I = (S * 7919) % M, J = (S * 104729) % N;
    double Sum = 0;
    for (int Kk = 0; Kk < K; ++Kk)
      Sum += double(Decode(A[size_t(I) * K + Kk])) * Decode(B[size_t(J) * K + Kk]);
    const float Want = float(Sum * ScaleA * ScaleB);
    uint32_t Bits = uint32_t(D[size_t(J) * M + I]) << 16;
    float Got;
    std::memcpy(&Got, &Bits, 4);
    Bad += !(std::fabs(Got - Want) <= 0x1p-8f * std::fabs(Want) + 1e-6f);
  }
  // The same size in FP32 through OpenBLAS.
  const std::vector<float> FA = randomFloats(size_t(K) * M, 5),
                           FB = randomFloats(size_t(K) * N, 6);
  std::vector<float> FC(size_t(M) * N);
  const double S32 = bestOf(Reps, [&] {
    cblas_sgemm(CblasColMajor, CblasTrans, CblasNoTrans, M, N, K, 1.0f,
                FA.data(), K, FB.data(), K, 0.0f, FC.data(), M);
  });
  std::printf("fp8 lt matmul %dx%dx%d (e4m3 TN -> bf16, scales, amax %g): "
              "%.3f s (%.1f GFLOP/s); cblas_sgemm same size %.3f s: x%.3f; "
              "%d of 64 checked elements off\n",
              M, N, K, double(Amax), Lt8, gflops(M, N, K, Lt8), S32, Lt8 / S32,
              Bad);
  axlblasLtMatmulPreferenceDestroy(Pref);
  axlblasLtMatrixLayoutDestroy(LA);
  axlblasLtMatrixLayoutDestroy(LB);
  axlblasLtMatrixLayoutDestroy(LC);
  axlblasLtMatmulDescDestroy(Op);
  axlblasLtDestroy(Lt);
  if (Bad)
    std::exit(1);
}

} // namespace

int main(int Argc, char **Argv) {
  int Reps = 3, Size = 4096, M = 16384, N = 8192, K = 1280;
  for (int I = 1; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--reps") && I + 1 < Argc)
      Reps = std::atoi(Argv[++I]);
    else if (!std::strcmp(Argv[I], "--size") && I + 1 < Argc)
      Size = std::atoi(Argv[++I]);
    else if (!std::strcmp(Argv[I], "--fp8") && I + 1 < Argc &&
             std::sscanf(Argv[I + 1], "%d,%d,%d", &M, &N, &K) == 3)
      ++I;
    else {
      std::fprintf(stderr, "usage: bench_cpu_blas [--reps N] [--size N] "
                           "[--fp8 M,N,K]\n");
      return 2;
    }
  }
  std::printf("%s, %d threads\n", OPENBLAS_VERSION + std::strspn(OPENBLAS_VERSION, " "),
              openblas_get_num_threads());
  sgemm(Reps, Size);
  fp8(Reps, M, N, K);
  return 0;
}
