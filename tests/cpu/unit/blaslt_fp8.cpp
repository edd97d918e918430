// The BLAS-Lt FP8 subset on the CPU backend.
//  - Bit-exact against a reference written from the documented formula with
//    the numerics headers' own conversions (<axl/fp8.h>, <axl/bf16.h>,
//    <axl/fp16.h>): FP8 decoded exactly, products summed in double in
//    increasing k (as the CPU kernel does), rounded once to float; bias,
//    ReLU, scales, amax_D before scale_D, saturation of FP8 D.
//  - The examples/lt_fp8_gemm checker (its reference.cpp) on that example's
//    problems: the acceptance test of the port.
//  - The supported-combination rules: NOT_SUPPORTED / INVALID_VALUE cases.
//  - Plain FP32/BF16 matmuls, attributes, stream order.
#include "libs_check.h"

#include "../../../examples/lt_fp8_gemm/reference.h"

#include <axl/bf16.h>
#include <axl/blaslt.h>
#include <axl/fp16.h>
#include <axl/fp8.h>
#include <axl/runtime.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

namespace {

namespace ref = lt_fp8_gemm_ref;

float decodeFp8(uint8_t Code, axlDataType_t T) {
  if (T == AXL_R_8F_E4M3) {
    __axl_fp8_e4m3 V;
    V.__x = Code;
    return float(V);
  }
  __axl_fp8_e5m2 V;
  V.__x = Code;
  return float(V);
}

uint8_t encodeFp8(float X, axlDataType_t T) {
  return __axl_cvt_float_to_fp8(X, __AXL_SATFINITE,
                                T == AXL_R_8F_E4M3 ? __AXL_E4M3 : __AXL_E5M2);
}

template <class T> uint16_t bits16(const T &V) {
  uint16_t U;
  std::memcpy(&U, &V, 2);
  return U;
}
template <class T> T fromBits16(uint16_t U) {
  T V;
  std::memcpy(&V, &U, 2);
  return V;
}

size_t sizeOf(axlDataType_t T) {
  return T == AXL_R_32F ? 4 : (T == AXL_R_16F || T == AXL_R_16BF) ? 2 : 1;
}

/// Element I of a buffer of type T, as float (all exact).
float load(const std::vector<uint8_t> &B, axlDataType_t T, size_t I) {
  switch (T) {
  case AXL_R_32F: {
    float F;
    std::memcpy(&F, &B[4 * I], 4);
    return F;
  }
  case AXL_R_16F:
    return __half2float(
        fromBits16<__half>(uint16_t(B[2 * I] | B[2 * I + 1] << 8)));
  case AXL_R_16BF:
    return __bfloat162float(
        fromBits16<__axl_bfloat16>(uint16_t(B[2 * I] | B[2 * I + 1] << 8)));
  default:
    return decodeFp8(B[I], T);
  }
}

void store(std::vector<uint8_t> &B, axlDataType_t T, size_t I, float V) {
  switch (T) {
  case AXL_R_32F:
    std::memcpy(&B[4 * I], &V, 4);
    return;
  case AXL_R_16F: {
    const uint16_t U = bits16(__float2half_rn(V));
    std::memcpy(&B[2 * I], &U, 2);
    return;
  }
  case AXL_R_16BF: {
    const uint16_t U = bits16(__float2bfloat16_rn(V));
    std::memcpy(&B[2 * I], &U, 2);
    return;
  }
  default:
    B[I] = encodeFp8(V, T);
  }
}

/// Random finite codes of type T (FP8: any non-NaN/inf code; others: small
/// values).
std::vector<uint8_t> randomData(axlDataType_t T, size_t N, uint32_t Seed) {
  std::vector<uint8_t> B(N * sizeOf(T));
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 1664525u + 1013904223u;
    const uint32_t R = Seed >> 8;
    if (sizeOf(T) == 1) {
      uint8_t Code = uint8_t(R);
      if (!std::isfinite(decodeFp8(Code, T)))
        Code &= 0x3f;
      B[I] = Code;
    } else {
      store(B, T, I, std::ldexp(float(int(R % 2001) - 1000), -9));
    }
  }
  return B;
}

struct LtCase {
  const char *Name;
  int M, N, K, Batch = 1;
  axlDataType_t A, B, C, D;
  axlblasLtEpilogue_t Epilogue = AXLBLASLT_EPILOGUE_DEFAULT;
  float Alpha = 1, Beta = 0, ScaleA = 1, ScaleB = 1, ScaleC = 1, ScaleD = 1;
  bool SetScales = false, Amax = false;
  int LdPad = 0;                 ///< extra rows in every leading dimension
  bool ExpectSaturation = false; ///< E4M3 D, scale_D 896 / amax
};

bool hasBias(const LtCase &T) {
  return T.Epilogue == AXLBLASLT_EPILOGUE_BIAS ||
         T.Epilogue == AXLBLASLT_EPILOGUE_RELU_BIAS;
}

bool isFp8(axlDataType_t T) { return T == AXL_R_8F_E4M3 || T == AXL_R_8F_E5M2; }

template <class V>
void setAttr(axlblasLtMatmulDesc_t Op, axlblasLtMatmulDescAttributes_t A,
             const V &Value) {
  LIBS_CHECK(axlblasLtMatmulDescSetAttribute(Op, A, &Value, sizeof Value) ==
                 AXLBLAS_STATUS_SUCCESS,
             "set attribute %d", int(A));
}

/// Runs one case through the full API and compares with the reference bit
/// for bit.
void exactCase(axlblasLtHandle_t Lt, const LtCase &T) {
  const bool Fp8 = isFp8(T.A);
  const bool TA = Fp8, TB = false; // FP8: "TN"; the others: NN
  const int64_t Lda = (TA ? T.K : T.M) + T.LdPad, Ldb = T.K + T.LdPad,
                Ldc = T.M + T.LdPad;
  const int64_t SA = Lda * (TA ? T.M : T.K), SB = Ldb * T.N, SC = Ldc * T.N;
  const auto A = randomData(T.A, SA * T.Batch, 11);
  const auto B = randomData(T.B, SB * T.Batch, 22);
  const auto C = randomData(T.C, SC * T.Batch, 33);
  // The bias type cuBLASLt takes: after C for FP8 inputs, else D's type.
  const axlDataType_t BiasT =
      Fp8 ? (T.C == AXL_R_16F ? AXL_R_16F : AXL_R_16BF) : T.D;
  const auto Bias = randomData(BiasT, size_t(T.M), 44);
  std::vector<uint8_t> D(SC * T.Batch * sizeOf(T.D), 0xcd);
  std::vector<uint8_t> Want = D;

  // Reference: T (before scale_D) per element, amax, then D.
  std::vector<float> Temp(SC * T.Batch, 0.0f);
  float WantAmax = 0;
  for (int Bi = 0; Bi < T.Batch; ++Bi)
    for (int J = 0; J < T.N; ++J)
      for (int I = 0; I < T.M; ++I) {
        double Sum = 0;
        for (int Kk = 0; Kk < T.K; ++Kk) {
          const size_t Ai = Bi * SA + (TA ? I * Lda + Kk : Kk * Lda + I);
          const size_t Bj = Bi * SB + J * Ldb + Kk;
          Sum += double(load(A, T.A, Ai)) * double(load(B, T.B, Bj));
        }
        const size_t Ci = Bi * SC + J * Ldc + I;
        double V = double(T.Alpha) * double(T.ScaleA) * double(T.ScaleB) * Sum;
        if (T.Beta != 0)
          V += double(T.Beta) * double(T.ScaleC) * double(load(C, T.C, Ci));
        if (hasBias(T))
          V += double(load(Bias, BiasT, I));
        float F = float(V);
        if (T.Epilogue == AXLBLASLT_EPILOGUE_RELU_BIAS ||
            T.Epilogue == AXLBLASLT_EPILOGUE_RELU)
          F = std::max(F, 0.0f);
        WantAmax = std::max(WantAmax, std::fabs(F));
        Temp[Ci] = F;
      }
  // Saturating cases: scale_D maps amax to twice E4M3's largest value.
  const float ScaleD = T.ExpectSaturation ? 2 * 448.0f / WantAmax : T.ScaleD;
  for (int Bi = 0; Bi < T.Batch; ++Bi)
    for (int J = 0; J < T.N; ++J)
      for (int I = 0; I < T.M; ++I) {
        const size_t Ci = Bi * SC + J * Ldc + I;
        store(Want, T.D, Ci, Temp[Ci] * ScaleD);
      }

  axlblasLtMatmulDesc_t Op;
  axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, TA ? AXLBLAS_OP_T : AXLBLAS_OP_N);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSB, TB ? AXLBLAS_OP_T : AXLBLAS_OP_N);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, T.Epilogue);
  const float Scales[4] = {T.ScaleA, T.ScaleB, T.ScaleC, ScaleD};
  float Amax = -1;
  if (T.SetScales) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER,
            (const void *)&Scales[0]);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER,
            (const void *)&Scales[1]);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_C_SCALE_POINTER,
            (const void *)&Scales[2]);
    if (isFp8(T.D))
      setAttr(Op, AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER,
              (const void *)&Scales[3]);
  }
  if (T.Amax)
    setAttr(Op, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, (void *)&Amax);
  if (hasBias(T)) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_POINTER, (const void *)Bias.data());
    setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, int32_t(BiasT));
  }
  setAttr(Op, AXLBLASLT_MATMUL_DESC_FAST_ACCUM, int8_t(1));
  axlblasLtMatrixLayout_t L[4];
  axlblasLtMatrixLayoutCreate(&L[0], T.A, TA ? T.K : T.M, TA ? T.M : T.K, Lda);
  axlblasLtMatrixLayoutCreate(&L[1], T.B, T.K, T.N, Ldb);
  axlblasLtMatrixLayoutCreate(&L[2], T.C, T.M, T.N, Ldc);
  axlblasLtMatrixLayoutCreate(&L[3], T.D, T.M, T.N, Ldc);
  const int64_t Strides[4] = {SA, SB, SC, SC};
  for (int I = 0; I < 4 && T.Batch > 1; ++I) {
    const int32_t Count = T.Batch;
    axlblasLtMatrixLayoutSetAttribute(L[I], AXLBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                                      &Count, sizeof Count);
    axlblasLtMatrixLayoutSetAttribute(
        L[I], AXLBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &Strides[I],
        sizeof Strides[I]);
  }
  axlblasLtMatmulPreference_t Pref;
  axlblasLtMatmulPreferenceCreate(&Pref);
  axlblasLtMatmulHeuristicResult_t Heur;
  int Found = 0;
  const axlblasStatus_t H = axlblasLtMatmulAlgoGetHeuristic(
      Lt, Op, L[0], L[1], L[2], L[3], Pref, 1, &Heur, &Found);
  LIBS_CHECK(H == AXLBLAS_STATUS_SUCCESS && Found == 1, "%s: heuristic %d/%d",
             T.Name, int(H), Found);
  const axlblasStatus_t S = axlblasLtMatmul(
      Lt, Op, &T.Alpha, A.data(), L[0], B.data(), L[1], &T.Beta, C.data(), L[2],
      D.data(), L[3], &Heur.algo, nullptr, 0, nullptr);
  axlDeviceSynchronize();
  LIBS_CHECK(S == AXLBLAS_STATUS_SUCCESS, "%s: matmul %d", T.Name, int(S));
  size_t Bad = 0;
  for (size_t I = 0; I < D.size(); ++I)
    Bad += D[I] != Want[I];
  LIBS_CHECK(Bad == 0, "%s: %zu of %zu bytes differ from the reference", T.Name,
             Bad, D.size());
  if (T.ExpectSaturation) {
    size_t Saturated = 0;
    for (uint8_t Code : D)
      Saturated += (Code & 0x7f) == 0x7e;
    LIBS_CHECK(Saturated > 0, "%s: no code saturated", T.Name);
  }
  if (T.Amax)
    LIBS_CHECK(Amax == WantAmax, "%s: amax %a, want %a", T.Name, Amax,
               WantAmax);
  for (auto X : L)
    axlblasLtMatrixLayoutDestroy(X);
  axlblasLtMatmulPreferenceDestroy(Pref);
  axlblasLtMatmulDescDestroy(Op);
  libsSection(T.Name);
}

void exactCases(axlblasLtHandle_t Lt) {
  LtCase T;
  T = {"e4m3 x e4m3 -> bf16, bias",
       144,
       40,
       208,
       1,
       AXL_R_8F_E4M3,
       AXL_R_8F_E4M3,
       AXL_R_16BF,
       AXL_R_16BF,
       AXLBLASLT_EPILOGUE_BIAS};
  T.SetScales = true;
  T.ScaleA = 0.03125f;
  T.ScaleB = 1.7f;
  T.Amax = true; // amax with BF16 D
  exactCase(Lt, T);
  // scale_D = 2 * 448 / amax: the largest results saturate to +-448.
  T = {"e5m2 x e4m3 -> e4m3, saturating scale_D, amax",
       64,
       48,
       64,
       1,
       AXL_R_8F_E5M2,
       AXL_R_8F_E4M3,
       AXL_R_16BF,
       AXL_R_8F_E4M3};
  T.SetScales = true;
  T.ScaleA = 1.0f / 4096;
  T.Amax = true;
  T.ExpectSaturation = true;
  exactCase(Lt, T);
  T = {"e4m3 x e5m2 -> e5m2, fp16 C and bias, relu, beta",
       32,
       16,
       48,
       1,
       AXL_R_8F_E4M3,
       AXL_R_8F_E5M2,
       AXL_R_16F,
       AXL_R_8F_E5M2,
       AXLBLASLT_EPILOGUE_RELU_BIAS};
  T.Beta = 0.5f;
  T.SetScales = true;
  T.ScaleC = 3.0f;
  T.ScaleD = 1.0f / 64;
  T.Amax = true;
  exactCase(Lt, T);
  T = {"e4m3 x e4m3 -> fp32, batched, padded",
       32,
       24,
       32,
       3,
       AXL_R_8F_E4M3,
       AXL_R_8F_E4M3,
       AXL_R_32F,
       AXL_R_32F,
       AXLBLASLT_EPILOGUE_BIAS};
  T.LdPad = 16;
  T.Alpha = 0.25f;
  exactCase(Lt, T);
  T = {"e4m3 x e4m3 -> fp16", 16,        16,       16, 1, AXL_R_8F_E4M3,
       AXL_R_8F_E4M3,         AXL_R_16F, AXL_R_16F};
  exactCase(Lt, T);
  T = {"fp32 nn, relu",
       20,
       30,
       17,
       1,
       AXL_R_32F,
       AXL_R_32F,
       AXL_R_32F,
       AXL_R_32F,
       AXLBLASLT_EPILOGUE_RELU};
  T.Beta = -1;
  exactCase(Lt, T);
  T = {"bf16 -> fp32 nn, bias",
       9,
       7,
       5,
       2,
       AXL_R_16BF,
       AXL_R_16BF,
       AXL_R_32F,
       AXL_R_32F,
       AXLBLASLT_EPILOGUE_BIAS};
  exactCase(Lt, T);
}

/// lt_fp8_gemm's own problems and checker (examples/lt_fp8_gemm).
void exampleChecker(axlblasLtHandle_t Lt) {
  struct {
    int M, N, K;
  } const Shapes[] = {{64, 64, 64}, {144, 40, 208}};
  int Checks = 0;
  for (auto Sh : Shapes)
    for (int Fmt = 0; Fmt < 2; ++Fmt)
      for (int Fp8Out = 0; Fp8Out < 2; ++Fp8Out)
        for (int WithBias = 0; WithBias < 2; ++WithBias) {
          ref::Problem P;
          P.m = Sh.M;
          P.n = Sh.N;
          P.k = Sh.K;
          P.a_format = Fmt ? ref::Fp8Format::E5M2 : ref::Fp8Format::E4M3;
          P.b_format = ref::Fp8Format::E4M3;
          const float AMax = Fmt ? ref::kE5M2Max : ref::kE4M3Max;
          std::vector<float> Af = ref::lcg_uniform(size_t(Sh.M) * Sh.K, 2, 5);
          std::vector<float> Bf =
              ref::lcg_uniform(size_t(Sh.N) * Sh.K, 0.125f, 6);
          const float Sa = ref::quant_scale(Af, AMax),
                      Sb = ref::quant_scale(Bf, ref::kE4M3Max);
          std::vector<uint8_t> A, B;
          for (float V : Af)
            A.push_back(ref::encode_fp8(V * Sa, P.a_format));
          for (float V : Bf)
            B.push_back(ref::encode_fp8(V * Sb, P.b_format));
          P.scale_a = 1 / Sa;
          P.scale_b = 1 / Sb;
          std::vector<uint16_t> Bias;
          for (float V : ref::lcg_uniform(Sh.M, 1, 7))
            Bias.push_back(ref::float_to_bf16(V));
          const ref::Result R = ref::gemm(P, A.data(), B.data(),
                                          WithBias ? Bias.data() : nullptr);
          const float ScaleD = 400.0f / float(R.amax);
          const float Scales[3] = {P.scale_a, P.scale_b, ScaleD};
          axlblasLtMatmulDesc_t Op;
          axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
          setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, AXLBLAS_OP_T);
          setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSB, AXLBLAS_OP_N);
          setAttr(Op, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER,
                  (const void *)&Scales[0]);
          setAttr(Op, AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER,
                  (const void *)&Scales[1]);
          float Amax = 0;
          if (Fp8Out) {
            setAttr(Op, AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER,
                    (const void *)&Scales[2]);
            setAttr(Op, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, (void *)&Amax);
          }
          if (WithBias) {
            setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE,
                    AXLBLASLT_EPILOGUE_BIAS);
            setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_POINTER,
                    (const void *)Bias.data());
          }
          axlblasLtMatrixLayout_t La, Lb, Lc, Ld;
          axlblasLtMatrixLayoutCreate(&La, Fmt ? AXL_R_8F_E5M2 : AXL_R_8F_E4M3,
                                      Sh.K, Sh.M, Sh.K);
          axlblasLtMatrixLayoutCreate(&Lb, AXL_R_8F_E4M3, Sh.K, Sh.N, Sh.K);
          axlblasLtMatrixLayoutCreate(&Lc, AXL_R_16BF, Sh.M, Sh.N, Sh.M);
          axlblasLtMatrixLayoutCreate(&Ld, Fp8Out ? AXL_R_8F_E4M3 : AXL_R_16BF,
                                      Sh.M, Sh.N, Sh.M);
          std::vector<uint16_t> C(size_t(Sh.M) * Sh.N, 0), D16(C.size());
          std::vector<uint8_t> D8(C.size());
          const float Alpha = 1, Beta = 0;
          void *D = Fp8Out ? (void *)D8.data() : (void *)D16.data();
          const axlblasStatus_t S = axlblasLtMatmul(
              Lt, Op, &Alpha, A.data(), La, B.data(), Lb, &Beta, C.data(), Lc,
              D, Ld, nullptr, nullptr, 0, nullptr);
          axlDeviceSynchronize();
          LIBS_CHECK(S == AXLBLAS_STATUS_SUCCESS, "example case: status %d",
                     int(S));
          const ref::Check Ch =
              Fp8Out ? ref::check_fp8("cpu", P, R, ScaleD, ref::Fp8Format::E4M3,
                                      D8.data())
                     : ref::check_bf16("cpu", P, R, D16.data());
          LIBS_CHECK(Ch.bad == 0,
                     "example %dx%dx%d fmt %d fp8 %d bias %d: "
                     "%zu outside, worst %.3f",
                     Sh.M, Sh.N, Sh.K, Fmt, Fp8Out, WithBias, Ch.bad, Ch.worst);
          if (Fp8Out)
            LIBS_CHECK(ref::classify_amax(P, R, ScaleD, Amax) ==
                           ref::AmaxOrder::BeforeScaleD,
                       "example amax %g vs %g", Amax, R.amax);
          ++Checks;
          for (auto X : {La, Lb, Lc, Ld})
            axlblasLtMatrixLayoutDestroy(X);
          axlblasLtMatmulDescDestroy(Op);
        }
  std::printf("example checker: %d cases\n", Checks);
  libsSection("lt_fp8_gemm checker");
}

/// The heuristic's answer (count) and status for FP8 layouts of one kind.
axlblasStatus_t
heuristic(axlblasLtHandle_t Lt, axlDataType_t A, axlDataType_t B,
          axlDataType_t C, axlDataType_t D, axlblasOperation_t TA, int Ld,
          int *Found,
          void (*Tweak)(axlblasLtMatmulDesc_t,
                        axlblasLtMatmulPreference_t) = nullptr) {
  axlblasLtMatmulDesc_t Op;
  axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, TA);
  axlblasLtMatrixLayout_t La, Lb, Lc, Lde;
  // op(A) is 32 x 64 (m x k) either way.
  if (TA == AXLBLAS_OP_T)
    axlblasLtMatrixLayoutCreate(&La, A, 64, 32, Ld);
  else
    axlblasLtMatrixLayoutCreate(&La, A, 32, 64, Ld);
  axlblasLtMatrixLayoutCreate(&Lb, B, 64, 16, Ld);
  axlblasLtMatrixLayoutCreate(&Lc, C, 32, 16, 32);
  axlblasLtMatrixLayoutCreate(&Lde, D, 32, 16, 32);
  axlblasLtMatmulPreference_t Pref;
  axlblasLtMatmulPreferenceCreate(&Pref);
  if (Tweak)
    Tweak(Op, Pref);
  axlblasLtMatmulHeuristicResult_t R;
  *Found = -1;
  const axlblasStatus_t S = axlblasLtMatmulAlgoGetHeuristic(
      Lt, Op, La, Lb, Lc, Lde, Pref, 1, &R, Found);
  for (auto X : {La, Lb, Lc, Lde})
    axlblasLtMatrixLayoutDestroy(X);
  axlblasLtMatmulPreferenceDestroy(Pref);
  axlblasLtMatmulDescDestroy(Op);
  return S;
}

void rules(axlblasLtHandle_t Lt) {
  const auto E4 = AXL_R_8F_E4M3, E5 = AXL_R_8F_E5M2, BF = AXL_R_16BF,
             H = AXL_R_16F, F = AXL_R_32F;
  const auto T = AXLBLAS_OP_T, N = AXLBLAS_OP_N;
  int Found;
  struct {
    const char *What;
    axlDataType_t A, B, C, D;
    axlblasOperation_t TA;
    int Ld;
    bool Ok;
  } const Cases[] = {
      {"e4m3 x e4m3 -> bf16", E4, E4, BF, BF, T, 64, true},
      {"e4m3 x e4m3 -> e4m3", E4, E4, BF, E4, T, 64, true},
      {"e4m3 x e4m3 -> e5m2", E4, E4, BF, E5, T, 64, false},
      {"e5m2 x e4m3 -> e5m2 (fp16 C)", E5, E4, H, E5, T, 64, true},
      {"e5m2 x e5m2", E5, E5, BF, BF, T, 64, false},
      {"fp8 NN", E4, E4, BF, BF, N, 64, false},
      {"fp8 ld 8", E4, E4, BF, BF, T, 72, false},
      {"fp8 C fp32 D bf16", E4, E4, F, BF, T, 64, false},
      {"fp8 C fp32 D fp32", E4, E4, F, F, T, 64, true},
      {"fp8 x bf16", E4, BF, BF, BF, T, 64, false},
      {"bf16 TN", BF, BF, BF, BF, T, 64, true},
      {"fp16 -> fp32", H, H, F, F, T, 64, true},
      {"fp32 -> bf16", F, F, BF, BF, T, 64, false},
  };
  for (const auto &C : Cases) {
    // ld 72 with 64 rows: a legal leading dimension, not a multiple of 16.
    const axlblasStatus_t S =
        heuristic(Lt, C.A, C.B, C.C, C.D, C.TA, C.Ld, &Found);
    LIBS_CHECK(C.Ok ? (S == AXLBLAS_STATUS_SUCCESS && Found == 1)
                    : (S == AXLBLAS_STATUS_NOT_SUPPORTED && Found == 0),
               "%s: status %d, %d found", C.What, int(S), Found);
  }
  // Epilogues, bias types, scale/amax pointers, preferences.
  auto ReluAux = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, AXLBLASLT_EPILOGUE_RELU_AUX);
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, BF, BF, T, 64, &Found, ReluAux) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "RELU_AUX epilogue (its bit mask is not run)");
  auto Dgelu = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, AXLBLASLT_EPILOGUE_DGELU);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, int64_t(64));
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, BF, BF, T, 64, &Found, Dgelu) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "DGELU with FP8 inputs");
  auto ShortAux = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, AXLBLASLT_EPILOGUE_GELU_AUX);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, int64_t(8));
  };
  LIBS_CHECK(heuristic(Lt, BF, BF, BF, BF, T, 64, &Found, ShortAux) ==
                 AXLBLAS_STATUS_INVALID_VALUE,
             "GELU_AUX with an aux leading dimension below m");
  auto Fp16Bias = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, AXLBLASLT_EPILOGUE_BIAS);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, int32_t(AXL_R_16F));
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, BF, BF, T, 64, &Found, Fp16Bias) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "FP16 bias with BF16 C");
  static float Dummy;
  auto ScaleD = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_D_SCALE_POINTER, (const void *)&Dummy);
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, BF, BF, T, 64, &Found, ScaleD) ==
                 AXLBLAS_STATUS_INVALID_VALUE,
             "scale_D with BF16 D");
  auto AmaxD = [](axlblasLtMatmulDesc_t Op, axlblasLtMatmulPreference_t) {
    setAttr(Op, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, (void *)&Dummy);
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, F, F, T, 64, &Found, AmaxD) ==
                 AXLBLAS_STATUS_INVALID_VALUE,
             "amax_D with FP32 D");
  LIBS_CHECK(heuristic(Lt, BF, BF, BF, BF, T, 64, &Found, ScaleD) ==
                 AXLBLAS_STATUS_INVALID_VALUE,
             "scale pointer on a BF16 matmul");
  auto Align8 = [](axlblasLtMatmulDesc_t, axlblasLtMatmulPreference_t P) {
    const uint32_t A = 8;
    axlblasLtMatmulPreferenceSetAttribute(
        P, AXLBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, &A, sizeof A);
  };
  LIBS_CHECK(heuristic(Lt, E4, E4, BF, BF, T, 64, &Found, Align8) ==
                 AXLBLAS_STATUS_NOT_SUPPORTED,
             "A alignment 8 allowed by the preference");
  LIBS_CHECK(heuristic(Lt, BF, BF, BF, BF, T, 64, &Found, Align8) ==
                 AXLBLAS_STATUS_SUCCESS,
             "BF16 needs no 16-byte alignment");

  // The matmul itself: misaligned FP8 data, mismatched shapes.
  axlblasLtMatmulDesc_t Op;
  axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, AXLBLAS_OP_T);
  axlblasLtMatrixLayout_t La, Lb, Lc, Lbad;
  axlblasLtMatrixLayoutCreate(&La, E4, 16, 16, 16);
  axlblasLtMatrixLayoutCreate(&Lb, E4, 16, 16, 16);
  axlblasLtMatrixLayoutCreate(&Lc, BF, 16, 16, 16);
  axlblasLtMatrixLayoutCreate(&Lbad, BF, 16, 15, 16);
  alignas(16) uint8_t Buf[16 * 16 + 1] = {};
  std::vector<uint16_t> Out(256);
  const float One = 1, Zero = 0;
  LIBS_CHECK(axlblasLtMatmul(Lt, Op, &One, Buf + 1, La, Buf, Lb, &Zero,
                             Out.data(), Lc, Out.data(), Lc, nullptr, nullptr,
                             0, nullptr) == AXLBLAS_STATUS_NOT_SUPPORTED,
             "misaligned FP8 A");
  LIBS_CHECK(axlblasLtMatmul(Lt, Op, &One, Buf, La, Buf, Lb, &Zero, Out.data(),
                             Lc, Out.data(), Lbad, nullptr, nullptr, 0,
                             nullptr) == AXLBLAS_STATUS_INVALID_VALUE,
             "D shape mismatch");
  LIBS_CHECK(axlblasLtMatmul(Lt, Op, &One, Buf, La, Buf, Lb, &Zero, Out.data(),
                             Lc, Out.data(), Lc, nullptr, nullptr, 0,
                             nullptr) == AXLBLAS_STATUS_SUCCESS,
             "aligned FP8");
  axlDeviceSynchronize();

  // Attribute protocol: wrong size, size query, read back.
  const int32_t Wrong = 1;
  LIBS_CHECK(axlblasLtMatmulDescSetAttribute(
                 Op, AXLBLASLT_MATMUL_DESC_FAST_ACCUM, &Wrong, sizeof Wrong) ==
                 AXLBLAS_STATUS_INVALID_VALUE,
             "FAST_ACCUM is int8_t");
  size_t Size = 0;
  LIBS_CHECK(axlblasLtMatmulDescGetAttribute(
                 Op, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER, nullptr, 0,
                 &Size) == AXLBLAS_STATUS_SUCCESS &&
                 Size == sizeof(void *),
             "size query %zu", Size);
  int32_t TransA = -1;
  axlblasLtMatmulDescGetAttribute(Op, AXLBLASLT_MATMUL_DESC_TRANSA, &TransA,
                                  sizeof TransA, &Size);
  LIBS_CHECK(TransA == AXLBLAS_OP_T, "read back TRANSA %d", TransA);
  uint64_t Rows = 0;
  axlblasLtMatrixLayoutGetAttribute(Lbad, AXLBLASLT_MATRIX_LAYOUT_COLS, &Rows,
                                    sizeof Rows, &Size);
  LIBS_CHECK(Rows == 15, "layout cols %llu", (unsigned long long)Rows);
  for (auto X : {La, Lb, Lc, Lbad})
    axlblasLtMatrixLayoutDestroy(X);
  axlblasLtMatmulDescDestroy(Op);
  LIBS_CHECK(std::strcmp(axlblasLtGetStatusName(AXLBLAS_STATUS_NOT_SUPPORTED),
                         "AXLBLAS_STATUS_NOT_SUPPORTED") == 0,
             "status name");
  LIBS_CHECK(axlblasLtGetVersion() == AXLBLAS_VERSION, "version");
  libsSection("rules and errors");
}

/// GELU (tanh form) and its derivative in double: the references.
double geluRef(double X) {
  return 0.5 * X * (1 + std::tanh(0.7978845608028654 * (X + 0.044715 * X * X * X)));
}
double geluGradRef(double X) {
  const double S = 0.7978845608028654, Th = std::tanh(S * (X + 0.044715 * X * X * X));
  return 0.5 * (1 + Th) + 0.5 * X * (1 - Th * Th) * S * (1 + 3 * 0.044715 * X * X);
}

/// The training epilogues (llm.c's and TransformerEngine's: GELU_AUX_BIAS
/// forward, DGELU / DGELU_BGRAD backward, BGRADA / BGRADB) against
/// references from their definitions. BF16 inputs: products exact, sums in
/// double, so t is exact; the GELU of a float differs from the double
/// formula by a few float ulps (of t, where 1 + tanh cancels), so results
/// are checked to 2^-20 relative (float D) or one BF16 rounding (BF16 D)
/// plus 2^-20 |t|; aux (t itself) and the operand bias gradients bit for
/// bit.
void trainingEpilogues(axlblasLtHandle_t Lt) {
  struct Case {
    const char *Name;
    axlblasLtEpilogue_t Epilogue;
    axlDataType_t In, Out;
    bool TA;
  };
  const Case Cases[] = {
      {"gelu_aux_bias bf16", AXLBLASLT_EPILOGUE_GELU_AUX_BIAS, AXL_R_16BF,
       AXL_R_16BF, false},
      {"gelu_aux_bias fp32", AXLBLASLT_EPILOGUE_GELU_AUX_BIAS, AXL_R_32F,
       AXL_R_32F, false},
      {"gelu bf16 -> fp32, TN", AXLBLASLT_EPILOGUE_GELU, AXL_R_16BF, AXL_R_32F,
       true},
      {"dgelu bf16", AXLBLASLT_EPILOGUE_DGELU, AXL_R_16BF, AXL_R_16BF, false},
      {"dgelu_bgrad bf16 -> fp32", AXLBLASLT_EPILOGUE_DGELU_BGRAD, AXL_R_16BF,
       AXL_R_32F, false},
      {"bgrada bf16 -> fp32, TN", AXLBLASLT_EPILOGUE_BGRADA, AXL_R_16BF,
       AXL_R_32F, true},
      {"bgradb bf16", AXLBLASLT_EPILOGUE_BGRADB, AXL_R_16BF, AXL_R_16BF, false},
  };
  const int M = 48, N = 40, K = 64, Ldd = M + 3, AuxLd = M + 5;
  for (const Case &T : Cases) {
    const int Lda = T.TA ? K : M;
    const auto A = randomData(T.In, size_t(Lda) * (T.TA ? M : K), 5);
    const auto B = randomData(T.In, size_t(K) * N, 6);
    const auto Bias = randomData(T.Out, M, 7);
    auto AuxIn = randomData(T.Out, size_t(AuxLd) * N, 8);
    const bool Gelu = T.Epilogue & AXLBLASLT_EPILOGUE_GELU;
    const bool Dgelu = (T.Epilogue & ~16u) == AXLBLASLT_EPILOGUE_DGELU;
    const bool WithBias = T.Epilogue & AXLBLASLT_EPILOGUE_BIAS;
    const bool Aux = (T.Epilogue & 128) && Gelu;
    const size_t GradLen = T.Epilogue == AXLBLASLT_EPILOGUE_BGRADB ? N : M;
    std::vector<uint8_t> D(size_t(Ldd) * N * sizeOf(T.Out), 0xcd);
    std::vector<uint8_t> AuxOut(size_t(AuxLd) * N * sizeOf(T.Out), 0xcd);
    std::vector<uint8_t> Grad(GradLen * sizeOf(T.Out), 0xcd);

    axlblasLtMatmulDesc_t Op;
    axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA,
            T.TA ? AXLBLAS_OP_T : AXLBLAS_OP_N);
    setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE, T.Epilogue);
    if (WithBias)
      setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_POINTER,
              (const void *)Bias.data());
    else if (T.Epilogue != AXLBLASLT_EPILOGUE_GELU && !Dgelu)
      setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_POINTER, (void *)Grad.data());
    if (T.Epilogue == AXLBLASLT_EPILOGUE_DGELU_BGRAD)
      setAttr(Op, AXLBLASLT_MATMUL_DESC_BIAS_POINTER, (void *)Grad.data());
    if (Aux || Dgelu) {
      setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER,
              Dgelu ? (void *)AuxIn.data() : (void *)AuxOut.data());
      setAttr(Op, AXLBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, int64_t(AuxLd));
    }
    axlblasLtMatrixLayout_t LA, LD;
    axlblasLtMatrixLayoutCreate(&LA, T.In, T.TA ? K : M, T.TA ? M : K, Lda);
    // B's layout in storage of ours (the Init form), not destroyed.
    axlblasLtMatrixLayoutOpaque_t BStorage;
    const axlblasLtMatrixLayout_t LB = &BStorage;
    LIBS_CHECK(axlblasLtMatrixLayoutInit(LB, T.In, K, N, K) ==
                       AXLBLAS_STATUS_SUCCESS &&
                   axlblasLtMatrixLayoutInit_internal(LB, sizeof BStorage - 1,
                                                      T.In, K, N, K) ==
                       AXLBLAS_STATUS_INVALID_VALUE,
               "%s: layout init", T.Name);
    axlblasLtMatrixLayoutCreate(&LD, T.Out, M, N, Ldd);
    const float One = 1, Zero = 0;
    const axlblasStatus_t S =
        axlblasLtMatmul(Lt, Op, &One, A.data(), LA, B.data(), LB, &Zero,
                        D.data(), LD, D.data(), LD, nullptr, nullptr, 0, nullptr);
    axlDeviceSynchronize();
    LIBS_CHECK(S == AXLBLAS_STATUS_SUCCESS, "%s: status %d", T.Name, int(S));

    const double Ulp = T.Out == AXL_R_32F ? 0x1p-20 : 0x1p-8;
    size_t Bad = 0;
    std::vector<double> RowSums(M, 0.0);
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I) {
        double Sum = 0;
        for (int Kk = 0; Kk < K; ++Kk)
          Sum += double(load(A, T.In, T.TA ? size_t(I) * Lda + Kk
                                           : size_t(Kk) * Lda + I)) *
                 double(load(B, T.In, size_t(J) * K + Kk));
        if (WithBias)
          Sum += load(Bias, T.Out, I);
        const float F = float(Sum);
        double Want = F;
        if (Gelu)
          Want = geluRef(F);
        if (Dgelu)
          Want = F * geluGradRef(load(AuxIn, T.Out, size_t(J) * AuxLd + I));
        const double Got = load(D, T.Out, size_t(J) * Ldd + I);
        // GELU in float loses absolute accuracy to the cancellation in
        // 1 + tanh for negative t: up to a few ulps of t, not of the result.
        const double Tol = (T.In == AXL_R_32F ? K * 0x1p-22 : 0.0) +
                           Ulp * std::fabs(Want) +
                           (Gelu || Dgelu ? 0x1p-20 * std::fabs(F) : 0.0);
        Bad += !(std::fabs(Got - Want) <= Tol);
        RowSums[size_t(I)] += Got;
        if (Aux) {
          std::vector<uint8_t> One1(sizeOf(T.Out));
          store(One1, T.Out, 0, F);
          const double WantAux = load(One1, T.Out, 0);
          const double GotAux = load(AuxOut, T.Out, size_t(J) * AuxLd + I);
          Bad += T.In == AXL_R_32F
                     ? !(std::fabs(GotAux - WantAux) <= K * 0x1p-22)
                     : GotAux != WantAux;
        }
      }
    LIBS_CHECK(Bad == 0, "%s: %zu values differ from the reference", T.Name,
               Bad);
    if (Aux) // the padding rows of aux are not written
      LIBS_CHECK(AuxOut[size_t(M) * sizeOf(T.Out)] == 0xcd, "%s: aux padding",
                 T.Name);
    if (T.Epilogue == AXLBLASLT_EPILOGUE_DGELU_BGRAD)
      for (int I = 0; I < M; ++I)
        LIBS_CHECK(std::fabs(load(Grad, T.Out, I) - RowSums[size_t(I)]) <=
                       0x1p-20 * std::fabs(RowSums[size_t(I)]) + 1e-30,
                   "%s: bias gradient %d: %g, want %g", T.Name, I,
                   double(load(Grad, T.Out, I)), RowSums[size_t(I)]);
    if (T.Epilogue == AXLBLASLT_EPILOGUE_BGRADA ||
        T.Epilogue == AXLBLASLT_EPILOGUE_BGRADB)
      for (size_t X = 0; X < GradLen; ++X) {
        double Want = 0;
        for (int Kk = 0; Kk < K; ++Kk)
          Want += T.Epilogue == AXLBLASLT_EPILOGUE_BGRADA
                      ? load(A, T.In, T.TA ? X * Lda + Kk : size_t(Kk) * Lda + X)
                      : load(B, T.In, X * K + Kk);
        std::vector<uint8_t> One1(sizeOf(T.Out));
        store(One1, T.Out, 0, float(Want));
        LIBS_CHECK(load(Grad, T.Out, X) == load(One1, T.Out, 0),
                   "%s: bias gradient %zu: %g, want %g", T.Name, X,
                   double(load(Grad, T.Out, X)), Want);
      }
    axlblasLtMatrixLayoutDestroy(LA);
    axlblasLtMatrixLayoutDestroy(LD);
    axlblasLtMatmulDescDestroy(Op);
    libsSection(T.Name);
  }
}

/// Device pointers (scales, amax) are read and written when the work runs
/// on the stream, after earlier work there.
void streamOrder(axlblasLtHandle_t Lt) {
  axlStream_t S;
  axlStreamCreate(&S);
  alignas(16) uint8_t A[16 * 16], B[16 * 16];
  std::memset(A, 0, sizeof A);
  std::memset(B, 0, sizeof B);
  A[0] = 0x38; // E4M3 1.0 at (k 0, m 0)
  B[0] = 0x38; // E4M3 1.0 at (k 0, n 0)
  float ScaleA = 1, Amax = -1;
  std::vector<uint16_t> D(256, 0xffff);
  axlblasLtMatmulDesc_t Op;
  axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_TRANSA, AXLBLAS_OP_T);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER, (const void *)&ScaleA);
  setAttr(Op, AXLBLASLT_MATMUL_DESC_AMAX_D_POINTER, (void *)&Amax);
  axlblasLtMatrixLayout_t L8, L16;
  axlblasLtMatrixLayoutCreate(&L8, AXL_R_8F_E4M3, 16, 16, 16);
  axlblasLtMatrixLayoutCreate(&L16, AXL_R_16BF, 16, 16, 16);
  axl::cpu::detail::enqueue(S, [&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ScaleA = 5; // the matmul must see this
  });
  const float One = 1, Zero = 0;
  axlblasLtMatmul(Lt, Op, &One, A, L8, B, L8, &Zero, D.data(), L16, D.data(),
                  L16, nullptr, nullptr, 0, S);
  axlStreamSynchronize(S);
  LIBS_CHECK(D[0] == 0x40a0 && D[1] == 0, "D(0,0) = %04x, want 5.0 (0x40a0)",
             D[0]);
  LIBS_CHECK(Amax == 5, "amax %g", Amax);
  axlblasLtMatrixLayoutDestroy(L8);
  axlblasLtMatrixLayoutDestroy(L16);
  axlblasLtMatmulDescDestroy(Op);
  axlStreamDestroy(S);
  libsSection("stream order");
}

} // namespace

int main() {
  axlblasLtHandle_t Lt;
  if (axlblasLtCreate(&Lt) != AXLBLAS_STATUS_SUCCESS) {
    std::printf("axlblasLtCreate failed\n");
    return 1;
  }
  exactCases(Lt);
  exampleChecker(Lt);
  rules(Lt);
  trainingEpilogues(Lt);
  streamOrder(Lt);
  axlblasLtDestroy(Lt);
  return libsResult();
}
