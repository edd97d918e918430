// The CPU GEMM (see gemm_engine.h): the product in OpenBLAS, the epilogue
// here. D's columns are done in chunks, so the product's scratch stays
// bounded (ChunkBytes) whatever the problem's size; the epilogue of a chunk
// is split among threads by columns, each output computed by one thread,
// and the bias-gradient sums run in increasing j: results do not depend on
// the thread count.
#include "gemm_engine.h"
#include "element_codec.h"

#include <cblas.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <thread>
#include <vector>

namespace axl::cpu::libs {
namespace {

constexpr size_t ChunkBytes = size_t(64) << 20;

CBLAS_TRANSPOSE op(bool Transposed) {
  return Transposed ? CblasTrans : CblasNoTrans;
}

/// Rows x Cols of the stored matrix X is op(X) as Rows x Cols when not
/// transposed; these are the stored dimensions of op(X) = R x C.
struct Stored {
  int64_t Rows, Cols;
};
Stored stored(const GemmOperand &X, int64_t R, int64_t C) {
  return X.Transposed ? Stored{C, R} : Stored{R, C};
}

/// X's stored Rows x Cols elements, decoded exactly to double, packed
/// column-major (leading dimension Rows).
std::vector<double> decode(const GemmOperand &X, Stored S) {
  std::vector<double> Out(size_t(S.Rows * S.Cols));
  if (X.Type == AXL_R_8F_E4M3 || X.Type == AXL_R_8F_E5M2) {
    std::array<double, 256> Table;
    for (int Code = 0; Code < 256; ++Code) {
      const uint8_t Byte = uint8_t(Code);
      Table[size_t(Code)] = loadElement(&Byte, X.Type, 0);
    }
    const uint8_t *P = static_cast<const uint8_t *>(X.Data);
    for (int64_t C = 0; C < S.Cols; ++C)
      for (int64_t R = 0; R < S.Rows; ++R)
        Out[size_t(C * S.Rows + R)] = Table[P[C * X.Ld + R]];
    return Out;
  }
  for (int64_t C = 0; C < S.Cols; ++C)
    for (int64_t R = 0; R < S.Rows; ++R)
      Out[size_t(C * S.Rows + R)] = loadElement(X.Data, X.Type, C * X.Ld + R);
  return Out;
}

/// op(A) op(B)[:, J0:J0+Nc] into Out (M x Nc, leading dimension M): the
/// operands as given (FP32, FP64) or decoded.
class Product {
public:
  explicit Product(const GemmProblem &P) : P(P) {
    Single = P.A.Type == AXL_R_32F && P.B.Type == AXL_R_32F;
    DecodedA = !Single && P.A.Type != AXL_R_64F;
    DecodedB = !Single && P.B.Type != AXL_R_64F;
    if (DecodedA)
      ADecoded = decode(P.A, stored(P.A, P.M, P.K));
    if (DecodedB)
      BDecoded = decode(P.B, stored(P.B, P.K, P.N));
  }

  bool single() const { return Single; }

  void run(int64_t J0, int64_t Nc, float *Out) const {
    const float *A = static_cast<const float *>(P.A.Data);
    const float *B = static_cast<const float *>(P.B.Data);
    cblas_sgemm(CblasColMajor, op(P.A.Transposed), op(P.B.Transposed),
                int(P.M), int(Nc), int(P.K), 1.0f, A, int(P.A.Ld),
                B + column(J0, P.B.Ld), int(P.B.Ld), 0.0f, Out, int(P.M));
  }

  void run(int64_t J0, int64_t Nc, double *Out) const {
    const Stored SA = stored(P.A, P.M, P.K), SB = stored(P.B, P.K, P.N);
    const double *A = DecodedA ? ADecoded.data()
                               : static_cast<const double *>(P.A.Data);
    const double *B = DecodedB ? BDecoded.data()
                               : static_cast<const double *>(P.B.Data);
    // Packed copies have their stored rows as leading dimension (at least
    // 1, as the BLAS requires, when there are none).
    const int64_t Lda = DecodedA ? std::max<int64_t>(1, SA.Rows) : P.A.Ld;
    const int64_t Ldb = DecodedB ? std::max<int64_t>(1, SB.Rows) : P.B.Ld;
    cblas_dgemm(CblasColMajor, op(P.A.Transposed), op(P.B.Transposed),
                int(P.M), int(Nc), int(P.K), 1.0, A, int(Lda),
                B + column(J0, Ldb), int(Ldb), 0.0, Out, int(P.M));
  }

  /// op(X)(r, k) for the bias gradients of A and B.
  double a(int64_t I, int64_t K) const { return element(P.A, I, K); }
  double b(int64_t K, int64_t J) const { return element(P.B, K, J); }

private:
  /// Offset of column J of op(B): column J of B, or row J when transposed.
  int64_t column(int64_t J, int64_t Ld) const {
    return P.B.Transposed ? J : J * Ld;
  }
  static double element(const GemmOperand &X, int64_t R, int64_t C) {
    return X.Transposed ? loadElement(X.Data, X.Type, R * X.Ld + C)
                        : loadElement(X.Data, X.Type, C * X.Ld + R);
  }

  const GemmProblem &P;
  bool Single = false, DecodedA = false, DecodedB = false;
  std::vector<double> ADecoded, BDecoded;
};

/// D = alpha op(A) op(B) + beta C straight from the BLAS: plain FP32 or FP64
/// GEMMs with nothing after the product (cublasSgemm/Dgemm and the like).
bool runDirect(const GemmProblem &P) {
  const bool Plain = P.Activation == GemmActivation::None && !P.Bias &&
                     !P.AuxOut && P.BiasGradOf == GemmBiasGrad::None &&
                     !P.AmaxD && P.ScaleD == 1.0f;
  const bool InPlace = P.Beta == 0.0 || (P.C == P.D && P.CType == P.DType &&
                                         P.Ldc == P.Ldd);
  if (!Plain || !InPlace)
    return false;
  if (!P.Compute64 && P.A.Type == AXL_R_32F && P.B.Type == AXL_R_32F &&
      P.DType == AXL_R_32F) {
    cblas_sgemm(CblasColMajor, op(P.A.Transposed), op(P.B.Transposed),
                int(P.M), int(P.N), int(P.K), float(P.Alpha),
                static_cast<const float *>(P.A.Data), int(P.A.Ld),
                static_cast<const float *>(P.B.Data), int(P.B.Ld),
                float(P.Beta), static_cast<float *>(P.D), int(P.Ldd));
    return true;
  }
  if (P.Compute64 && P.A.Type == AXL_R_64F && P.B.Type == AXL_R_64F &&
      P.DType == AXL_R_64F) {
    cblas_dgemm(CblasColMajor, op(P.A.Transposed), op(P.B.Transposed),
                int(P.M), int(P.N), int(P.K), P.Alpha,
                static_cast<const double *>(P.A.Data), int(P.A.Ld),
                static_cast<const double *>(P.B.Data), int(P.B.Ld), P.Beta,
                static_cast<double *>(P.D), int(P.Ldd));
    return true;
  }
  return false;
}

/// The epilogue of one element: t from the product, the result as float
/// (before ScaleD). Compute64 problems take the double path instead.
float epilogue(const GemmProblem &P, const std::vector<double> &Bias,
               double Product, int64_t I, int64_t J) {
  double T = P.Alpha * Product;
  if (P.Beta != 0.0)
    T += P.Beta * loadElement(P.C, P.CType, J * P.Ldc + I);
  T += Bias[size_t(I)];
  float F = float(T);
  if (P.AuxOut)
    storeFloat(P.AuxOut, P.AuxType, J * P.AuxLd + I, F);
  switch (P.Activation) {
  case GemmActivation::None:
    break;
  case GemmActivation::Relu:
    F = std::max(F, 0.0f);
    break;
  case GemmActivation::Gelu:
    F = geluTanh(F);
    break;
  case GemmActivation::DGelu:
    F *= geluTanhGrad(float(loadElement(P.AuxIn, P.AuxType, J * P.AuxLd + I)));
    break;
  }
  return F;
}

template <class Acc> void runChunked(const GemmProblem &P, const Product &Prod) {
  std::vector<double> Bias(size_t(P.M), 0.0);
  if (P.Bias)
    for (int64_t I = 0; I < P.M; ++I)
      Bias[size_t(I)] = loadElement(P.Bias, P.BiasType, I);
  const bool SumD = P.BiasGradOf == GemmBiasGrad::OfD;
  std::vector<double> RowSums(SumD ? size_t(P.M) : 0, 0.0);

  const int64_t Chunk = std::clamp<int64_t>(
      int64_t(ChunkBytes / (sizeof(Acc) * size_t(P.M))), 1, P.N);
  std::vector<Acc> Out(size_t(P.M * Chunk));
  std::vector<float> Results(SumD ? Out.size() : 0);
  const unsigned Hw = std::max(1u, std::thread::hardware_concurrency());
  float Amax = 0.0f;
  for (int64_t J0 = 0; J0 < P.N; J0 += Chunk) {
    const int64_t Nc = std::min(Chunk, P.N - J0);
    Prod.run(J0, Nc, Out.data());
    auto Columns = [&](int64_t First, int64_t Last, float &ThreadAmax) {
      for (int64_t Jc = First; Jc < Last; ++Jc)
        for (int64_t I = 0; I < P.M; ++I) {
          const int64_t J = J0 + Jc;
          const double V = double(Out[size_t(Jc * P.M + I)]);
          const int64_t At = J * P.Ldd + I;
          if (P.Compute64) {
            double T = P.Alpha * V;
            if (P.Beta != 0.0)
              T += P.Beta * loadElement(P.C, P.CType, J * P.Ldc + I);
            T += Bias[size_t(I)];
            if (P.Activation == GemmActivation::Relu)
              T = std::max(T, 0.0);
            static_cast<double *>(P.D)[At] = T;
            continue;
          }
          const float F = epilogue(P, Bias, V, I, J);
          if (SumD)
            Results[size_t(Jc * P.M + I)] = F;
          ThreadAmax = std::max(ThreadAmax, std::fabs(F)); // NaN is skipped
          storeFloat(P.D, P.DType, At, F * P.ScaleD);
        }
    };
    const double Work = double(P.M) * double(Nc);
    const int64_t Threads =
        Work < double(1 << 16) ? 1 : std::min<int64_t>(Hw, Nc);
    std::vector<float> Amaxes(size_t(Threads), 0.0f);
    if (Threads == 1) {
      Columns(0, Nc, Amaxes[0]);
    } else {
      std::vector<std::thread> Pool;
      for (int64_t T = 0; T < Threads; ++T)
        Pool.emplace_back([&, T] {
          Columns(Nc * T / Threads, Nc * (T + 1) / Threads, Amaxes[size_t(T)]);
        });
      for (std::thread &Th : Pool)
        Th.join();
    }
    Amax = std::max(Amax, *std::max_element(Amaxes.begin(), Amaxes.end()));
    if (SumD)
      for (int64_t Jc = 0; Jc < Nc; ++Jc)
        for (int64_t I = 0; I < P.M; ++I)
          RowSums[size_t(I)] += double(Results[size_t(Jc * P.M + I)]);
  }
  if (SumD)
    for (int64_t I = 0; I < P.M; ++I)
      storeFloat(P.BiasGrad, P.BiasGradType, I, float(RowSums[size_t(I)]));
  if (P.AmaxD)
    *P.AmaxD = Amax;
}

/// BGRADA / BGRADB: sums of op(A)'s rows or op(B)'s columns over k.
void operandBiasGrad(const GemmProblem &P, const Product &Prod) {
  if (P.BiasGradOf != GemmBiasGrad::OfA && P.BiasGradOf != GemmBiasGrad::OfB)
    return;
  const bool OfA = P.BiasGradOf == GemmBiasGrad::OfA;
  for (int64_t X = 0; X < (OfA ? P.M : P.N); ++X) {
    double Sum = 0.0;
    for (int64_t K = 0; K < P.K; ++K)
      Sum += OfA ? Prod.a(X, K) : Prod.b(K, X);
    storeFloat(P.BiasGrad, P.BiasGradType, X, float(Sum));
  }
}

} // namespace

float geluTanh(float X) {
  const float Cube = 0.044715f * X * X * X;
  return 0.5f * X * (1.0f + std::tanh(0.7978845608f * (X + Cube)));
}

float geluTanhGrad(float X) {
  const float S = 0.7978845608f;
  const float Cube = 0.044715f * X * X * X;
  const float Th = std::tanh(S * (X + Cube));
  const float Sech2 = 1.0f - Th * Th;
  return 0.5f * (1.0f + Th) +
         0.5f * X * Sech2 * S * (1.0f + 3.0f * 0.044715f * X * X);
}

void runGemm(const GemmProblem &P) {
  if (P.M <= 0 || P.N <= 0) {
    if (P.AmaxD)
      *P.AmaxD = 0.0f;
    return;
  }
  if (runDirect(P))
    return;
  const Product Prod(P);
  if (Prod.single())
    runChunked<float>(P, Prod);
  else
    runChunked<double>(P, Prod);
  operandBiasGrad(P, Prod);
}

} // namespace axl::cpu::libs
