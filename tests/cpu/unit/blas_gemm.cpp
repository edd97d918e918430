// cuBLAS GEMMs and level 1/2 routines on the CPU backend against a naive
// double-precision reference; argument errors; pointer modes; stream order.
//
// Tolerances: FP32 inputs run in the BLAS's sgemm (float accumulation, as
// cuBLAS's 32F compute): within K * 2^-24 of sum |a b| of the exact value;
// FP16/BF16 inputs are decoded exactly and summed in double (K * 2^-53);
// then one rounding to float (2^-24 relative) and to the output type
// (FP16/BF16 add 2^-11, 2^-8 relative). The checks allow twice that.
#include "libs_check.h"

#include <axl/blas.h>
#include <axl/runtime.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

namespace {

/// Deterministic values in [-1, 1) with 12 significant bits: exact in every
/// input type (BF16 holds 8 bits: see toType).
std::vector<double> values(size_t N, uint32_t Seed) {
  std::vector<double> V(N);
  for (double &X : V) {
    Seed = Seed * 1664525u + 1013904223u;
    X = std::ldexp(double(int32_t(Seed) >> 20), -11);
  }
  return V;
}

uint16_t toHalf(double X) { // exact for the values used (<= 11 bits)
  const float F = float(X);
  if (F == 0)
    return 0;
  int E;
  const float M = std::frexp(std::fabs(F), &E); // F = M 2^E, M in [0.5, 1)
  const uint16_t Sign = F < 0 ? 0x8000 : 0;
  if (E - 1 < -14) // subnormal
    return Sign | uint16_t(std::ldexp(std::fabs(F), 24));
  return Sign | uint16_t((E - 1 + 15) << 10) |
         uint16_t(std::ldexp(M * 2 - 1, 10));
}

uint16_t toBf16(double X) { // truncation: the values are made exact first
  const float F = float(X);
  uint32_t U;
  std::memcpy(&U, &F, 4);
  return uint16_t(U >> 16);
}

/// Values exactly representable in T (BF16: 8 significant bits).
std::vector<double> exactFor(axlDataType_t T, std::vector<double> V) {
  if (T == AXL_R_16BF)
    for (double &X : V)
      X = std::ldexp(std::round(std::ldexp(X, 7)), -7);
  return V;
}

std::vector<unsigned char> encode(const std::vector<double> &V,
                                  axlDataType_t T) {
  const size_t Size = T == AXL_R_64F ? 8 : T == AXL_R_32F ? 4 : 2;
  std::vector<unsigned char> Out(V.size() * Size);
  for (size_t I = 0; I < V.size(); ++I) {
    if (T == AXL_R_64F) {
      std::memcpy(&Out[I * 8], &V[I], 8);
    } else if (T == AXL_R_32F) {
      const float F = float(V[I]);
      std::memcpy(&Out[I * 4], &F, 4);
    } else {
      const uint16_t H = T == AXL_R_16F ? toHalf(V[I]) : toBf16(V[I]);
      std::memcpy(&Out[I * 2], &H, 2);
    }
  }
  return Out;
}

double decode(const std::vector<unsigned char> &B, axlDataType_t T, size_t I) {
  if (T == AXL_R_64F) {
    double D;
    std::memcpy(&D, &B[I * 8], 8);
    return D;
  }
  if (T == AXL_R_32F) {
    float F;
    std::memcpy(&F, &B[I * 4], 4);
    return F;
  }
  uint16_t H;
  std::memcpy(&H, &B[I * 2], 2);
  if (T == AXL_R_16BF) {
    const uint32_t U = uint32_t(H) << 16;
    float F;
    std::memcpy(&F, &U, 4);
    return F;
  }
  const int E = (H >> 10) & 31, M = H & 1023;
  const double S = H & 0x8000 ? -1 : 1;
  return E ? S * std::ldexp(1024 + M, E - 25) : S * std::ldexp(M, -24);
}

double outputEps(axlDataType_t T) {
  return T == AXL_R_64F   ? 0x1p-52
         : T == AXL_R_32F ? 0x1p-23
         : T == AXL_R_16F ? 0x1p-10
                          : 0x1p-7;
}

/// One GemmEx (or strided batch) problem checked against the reference.
void gemmCase(axlblasHandle_t H, axlDataType_t AB, axlDataType_t C,
              axlblasComputeType_t Compute, axlblasOperation_t TA,
              axlblasOperation_t TB, int M, int N, int K, int Batch) {
  const int Lda = (TA == AXLBLAS_OP_N ? M : K) + 3;
  const int Ldb = (TB == AXLBLAS_OP_N ? K : N) + 1;
  const int Ldc = M + 2;
  const long long SA = (long long)Lda * (TA == AXLBLAS_OP_N ? K : M) + 5;
  const long long SB = (long long)Ldb * (TB == AXLBLAS_OP_N ? N : K) + 7;
  const long long SC = (long long)Ldc * N + 1;
  const std::vector<double> A = exactFor(AB, values(SA * Batch, 1));
  const std::vector<double> B = exactFor(AB, values(SB * Batch, 2));
  const std::vector<double> C0 = exactFor(C, values(SC * Batch, 3));
  std::vector<unsigned char> EA = encode(A, AB), EB = encode(B, AB),
                             EC = encode(C0, C);
  const bool D64 = Compute == AXLBLAS_COMPUTE_64F;
  const float AlphaF = 0.75f, BetaF = -0.5f;
  const double AlphaD = 0.75, BetaD = -0.5;
  const void *Alpha = D64 ? (const void *)&AlphaD : &AlphaF;
  const void *Beta = D64 ? (const void *)&BetaD : &BetaF;
  axlblasStatus_t S;
  if (Batch == 1)
    S = axlblasGemmEx(H, TA, TB, M, N, K, Alpha, EA.data(), AB, Lda, EB.data(),
                      AB, Ldb, Beta, EC.data(), C, Ldc, Compute,
                      AXLBLAS_GEMM_DEFAULT);
  else
    S = axlblasGemmStridedBatchedEx(
        H, TA, TB, M, N, K, Alpha, EA.data(), AB, Lda, SA, EB.data(), AB, Ldb,
        SB, Beta, EC.data(), C, Ldc, SC, Batch, Compute, AXLBLAS_GEMM_DEFAULT);
  axlDeviceSynchronize();
  LIBS_CHECK(S == AXLBLAS_STATUS_SUCCESS, "gemm status %d", int(S));
  size_t Bad = 0;
  for (int Bi = 0; Bi < Batch; ++Bi)
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I) {
        double Sum = 0, Abs = 0;
        for (int Kk = 0; Kk < K; ++Kk) {
          const double Av = TA == AXLBLAS_OP_N ? A[Bi * SA + Kk * Lda + I]
                                               : A[Bi * SA + I * Lda + Kk];
          const double Bv = TB == AXLBLAS_OP_N ? B[Bi * SB + J * Ldb + Kk]
                                               : B[Bi * SB + Kk * Ldb + J];
          Sum += Av * Bv;
          Abs += std::fabs(Av * Bv);
        }
        const size_t Ci = Bi * SC + size_t(J) * Ldc + I;
        const double Want = AlphaD * Sum + BetaD * C0[Ci];
        const double Mag = AlphaD * Abs + std::fabs(BetaD * C0[Ci]);
        const double SumEps =
            AB == AXL_R_32F ? 0x1p-24 : 0x1p-53; // sgemm: float sums
        const double Tol = 2 * (outputEps(C) * std::fabs(Want) +
                                0x1p-24 * std::fabs(Want) + K * SumEps * Mag) +
                           1e-300;
        const double Got = decode(EC, C, Ci);
        if (!(std::fabs(Got - Want) <= Tol)) {
          if (Bad < 3)
            LIBS_CHECK(false,
                       "type %d/%d op %d%d batch %d (%d,%d): %.17g, "
                       "want %.17g",
                       int(AB), int(C), int(TA), int(TB), Bi, I, J, Got, Want);
          ++Bad;
        }
      }
  // Padding between columns and batches is left alone.
  for (int Bi = 0; Bi < Batch; ++Bi)
    for (int J = 0; J < N; ++J)
      for (int I = M; I < Ldc; ++I) {
        const size_t Ci = Bi * SC + size_t(J) * Ldc + I;
        LIBS_CHECK(decode(EC, C, Ci) == C0[Ci], "padding (%d,%d) touched", I,
                   J);
      }
}

void gemms(axlblasHandle_t H) {
  const axlblasOperation_t Ops[] = {AXLBLAS_OP_N, AXLBLAS_OP_T};
  for (axlblasOperation_t TA : Ops)
    for (axlblasOperation_t TB : Ops) {
      gemmCase(H, AXL_R_32F, AXL_R_32F, AXLBLAS_COMPUTE_32F, TA, TB, 37, 29, 41,
               1);
      gemmCase(H, AXL_R_16F, AXL_R_16F, AXLBLAS_COMPUTE_32F, TA, TB, 17, 9, 33,
               1);
      gemmCase(H, AXL_R_16BF, AXL_R_32F, AXLBLAS_COMPUTE_32F, TA, TB, 16, 24,
               40, 3);
      gemmCase(H, AXL_R_16BF, AXL_R_16BF, AXLBLAS_COMPUTE_32F_FAST_TF32, TA, TB,
               8, 8, 300, 2);
      gemmCase(H, AXL_R_64F, AXL_R_64F, AXLBLAS_COMPUTE_64F, TA, TB, 13, 11, 7,
               2);
    }
  // Large enough to be split among threads.
  gemmCase(H, AXL_R_32F, AXL_R_32F, AXLBLAS_COMPUTE_32F, AXLBLAS_OP_T,
           AXLBLAS_OP_N, 160, 150, 200, 1);
  libsSection("gemm ex");

  // Sgemm with beta = 0 never reads C (NaN there must not leak).
  const int M = 5, N = 4, K = 3;
  std::vector<float> A(M * K), B(K * N), C(M * N, NAN);
  for (int I = 0; I < M * K; ++I)
    A[I] = float(I % 7) - 3;
  for (int I = 0; I < K * N; ++I)
    B[I] = float(I % 5) - 2;
  const float One = 1, Zero = 0;
  axlblasSgemm(H, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One, A.data(), M,
               B.data(), K, &Zero, C.data(), M);
  axlDeviceSynchronize();
  for (int J = 0; J < N; ++J)
    for (int I = 0; I < M; ++I) {
      float Want = 0;
      for (int Kk = 0; Kk < K; ++Kk)
        Want += A[Kk * M + I] * B[J * K + Kk]; // small integers: exact
      LIBS_CHECK(C[J * M + I] == Want, "sgemm (%d,%d): %g, want %g", I, J,
                 C[J * M + I], Want);
    }
  // GemmBatchedEx reads its pointer arrays.
  std::vector<float> C2(M * N, 0);
  const void *As[] = {A.data()}, *Bs[] = {B.data()};
  void *Cs[] = {C2.data()};
  LIBS_CHECK(axlblasGemmBatchedEx(H, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One,
                                  As, AXL_R_32F, M, Bs, AXL_R_32F, K, &Zero, Cs,
                                  AXL_R_32F, M, 1, AXLBLAS_COMPUTE_32F,
                                  AXLBLAS_GEMM_DEFAULT) ==
                 AXLBLAS_STATUS_SUCCESS,
             "batched ex");
  axlDeviceSynchronize();
  LIBS_CHECK(C2 == C, "batched ex result");
  libsSection("sgemm beta 0 and batched");

  // Errors, as cuBLAS reports them.
  LIBS_CHECK(axlblasSgemm(H, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One,
                          A.data(), M - 1, B.data(), K, &Zero, C.data(),
                          M) == AXLBLAS_STATUS_INVALID_VALUE,
             "lda < m");
  LIBS_CHECK(axlblasSgemm(H, AXLBLAS_OP_N, AXLBLAS_OP_N, -1, N, K, &One,
                          A.data(), M, B.data(), K, &Zero, C.data(),
                          M) == AXLBLAS_STATUS_INVALID_VALUE,
             "m < 0");
  LIBS_CHECK(axlblasSgemm(nullptr, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One,
                          A.data(), M, B.data(), K, &Zero, C.data(),
                          M) == AXLBLAS_STATUS_NOT_INITIALIZED,
             "null handle");
  LIBS_CHECK(axlblasGemmEx(H, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One,
                           A.data(), AXL_R_8F_E4M3, M, B.data(), AXL_R_8F_E4M3,
                           K, &Zero, C.data(), AXL_R_32F, M,
                           AXLBLAS_COMPUTE_32F, AXLBLAS_GEMM_DEFAULT) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "FP8 GemmEx");
  LIBS_CHECK(axlblasGemmEx(H, AXLBLAS_OP_N, AXLBLAS_OP_N, M, N, K, &One,
                           A.data(), AXL_R_32F, M, B.data(), AXL_R_32F, K,
                           &Zero, C.data(), AXL_R_32F, M, AXLBLAS_COMPUTE_16F,
                           AXLBLAS_GEMM_DEFAULT) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "16F compute");
  libsSection("gemm errors");
}

void level12(axlblasHandle_t H) {
  std::vector<float> X = {1, -7, 3, 7, 2}, Y = {1, 1, 1, 1, 1};
  const float Two = 2;
  axlblasSaxpy(H, 5, &Two, X.data(), 1, Y.data(), 1);
  axlDeviceSynchronize();
  LIBS_CHECK(Y == std::vector<float>({3, -13, 7, 15, 5}), "saxpy");
  float Dot = 0, Nrm = 0;
  int Imax = 0;
  LIBS_CHECK(axlblasSdot(H, 5, X.data(), 1, Y.data(), 1, &Dot) ==
                     AXLBLAS_STATUS_SUCCESS &&
                 Dot == 3 + 91 + 21 + 105 + 10,
             "sdot %g", Dot);
  axlblasSnrm2(H, 2, X.data() + 2, 1, &Nrm); // (3, 7)
  LIBS_CHECK(Nrm == float(std::sqrt(58.0)), "snrm2 %g", Nrm);
  axlblasIsamax(H, 5, X.data(), 1, &Imax);
  LIBS_CHECK(Imax == 2, "isamax %d (first of the |7|s, 1-based)", Imax);
  axlblasSscal(H, 3, &Two, X.data(), 2);
  axlDeviceSynchronize();
  LIBS_CHECK(X == std::vector<float>({2, -7, 6, 7, 4}), "sscal stride 2");
  // Sgemv, both ways, on a 2 x 3 matrix with lda 3.
  const std::vector<float> A = {1, 2, 0, 3, 4, 0, 5, 6, 0};
  std::vector<float> V = {1, 1, 1}, W = {10, 20};
  const float One = 1, Half = 0.5f;
  axlblasSgemv(H, AXLBLAS_OP_N, 2, 3, &One, A.data(), 3, V.data(), 1, &Half,
               W.data(), 1);
  axlDeviceSynchronize();
  LIBS_CHECK(W == std::vector<float>({9 + 5, 12 + 10}), "sgemv N");
  std::vector<float> U = {1, -1}, Z = {0, 0, 0};
  axlblasSgemv(H, AXLBLAS_OP_T, 2, 3, &One, A.data(), 3, U.data(), 1, &One,
               Z.data(), 1);
  axlDeviceSynchronize();
  LIBS_CHECK(Z == std::vector<float>({-1, -1, -1}), "sgemv T");
  // Device pointer mode: the result is written when the work runs.
  axlblasSetPointerMode(H, AXLBLAS_POINTER_MODE_DEVICE);
  float DevDot = 0;
  axlblasSdot(H, 2, U.data(), 1, U.data(), 1, &DevDot);
  axlDeviceSynchronize();
  LIBS_CHECK(DevDot == 2, "device-mode sdot %g", DevDot);
  axlblasSetPointerMode(H, AXLBLAS_POINTER_MODE_HOST);
  libsSection("level 1 and 2");
}

/// A GEMM queued behind slow work on the handle's stream waits for it, and
/// takes host scalars by value at the call.
void streamOrder(axlblasHandle_t H) {
  axlStream_t S;
  axlStreamCreate(&S);
  axlblasSetStream(H, S);
  axlStream_t Got = nullptr;
  axlblasGetStream(H, &Got);
  LIBS_CHECK(Got == S, "get stream");
  std::vector<float> A = {0}, B = {1}, C = {0};
  axl::cpu::detail::enqueue(S, [&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    A[0] = 3; // written before the GEMM runs
  });
  float Alpha = 2, Zero = 0;
  axlblasSgemm(H, AXLBLAS_OP_N, AXLBLAS_OP_N, 1, 1, 1, &Alpha, A.data(), 1,
               B.data(), 1, &Zero, C.data(), 1);
  Alpha = 100; // too late for the queued GEMM
  axlStreamSynchronize(S);
  LIBS_CHECK(C[0] == 6, "stream-ordered sgemm: %g, want 6", C[0]);
  axlblasSetStream(H, nullptr);
  axlStreamDestroy(S);
  libsSection("stream order");
}

} // namespace

int main() {
  axlblasHandle_t H;
  if (axlblasCreate(&H) != AXLBLAS_STATUS_SUCCESS) {
    std::printf("axlblasCreate failed\n");
    return 1;
  }
  gemms(H);
  level12(H);
  streamOrder(H);
  axlblasDestroy(H);
  return libsResult();
}
