// The CPU GEMM kernel (see gemm_engine.h). op(A) and op(B) are first decoded
// into k-contiguous double rows, so every output is one dot product; columns
// of D are split among threads for large problems, each output computed by
// one thread in a fixed order: results do not depend on the thread count.
#include "gemm_engine.h"
#include "element_codec.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

namespace axl::cpu::libs {
namespace {

/// Rows[r * K + k] = op(X)(r, k) for a Rows x K operand; op(X)(r, k) is
/// X(r, k) or, transposed, X(k, r).
std::vector<double> decodeRows(const GemmOperand &X, int64_t Rows, int64_t K,
                               bool RowsAreColumnsOfX) {
  std::vector<double> Out(size_t(Rows * K));
  for (int64_t R = 0; R < Rows; ++R)
    for (int64_t Kk = 0; Kk < K; ++Kk) {
      // Element (row, col) of the stored matrix is at col * Ld + row.
      const int64_t Index = RowsAreColumnsOfX ? R * X.Ld + Kk : Kk * X.Ld + R;
      Out[size_t(R * K + Kk)] = loadElement(X.Data, X.Type, Index);
    }
  return Out;
}

} // namespace

void runGemm(const GemmProblem &P) {
  if (P.M <= 0 || P.N <= 0) {
    if (P.AmaxD)
      *P.AmaxD = 0.0f;
    return;
  }
  // op(A) is M x K: its rows are A's columns when A is transposed.
  const std::vector<double> A = decodeRows(P.A, P.M, P.K, P.A.Transposed);
  // op(B) is K x N; we want its columns as rows: B's columns when not
  // transposed, B's rows when transposed.
  const std::vector<double> B = decodeRows(P.B, P.N, P.K, !P.B.Transposed);
  std::vector<double> Bias(size_t(P.M), 0.0);
  if (P.Bias)
    for (int64_t I = 0; I < P.M; ++I)
      Bias[size_t(I)] = loadElement(P.Bias, P.BiasType, I);

  auto Columns = [&](int64_t First, int64_t Last, float &Amax) {
    for (int64_t J = First; J < Last; ++J) {
      const double *BRow = B.data() + J * P.K;
      for (int64_t I = 0; I < P.M; ++I) {
        const double *ARow = A.data() + I * P.K;
        double Sum = 0.0;
        for (int64_t Kk = 0; Kk < P.K; ++Kk)
          Sum += ARow[Kk] * BRow[Kk];
        double T = P.Alpha * Sum;
        if (P.Beta != 0.0)
          T += P.Beta * loadElement(P.C, P.CType, J * P.Ldc + I);
        T += Bias[size_t(I)];
        const int64_t Out = J * P.Ldd + I;
        if (P.Compute64) {
          if (P.Relu)
            T = std::max(T, 0.0);
          static_cast<double *>(P.D)[Out] = T;
          continue;
        }
        float F = float(T);
        if (P.Relu)
          F = std::max(F, 0.0f);
        Amax = std::max(Amax, std::fabs(F)); // NaN is skipped
        storeFloat(P.D, P.DType, Out, F * P.ScaleD);
      }
    }
  };

  const double Work = double(P.M) * double(P.N) * double(P.K + 1);
  const unsigned Hw = std::max(1u, std::thread::hardware_concurrency());
  const int64_t Threads =
      Work < double(1 << 22) ? 1 : std::min<int64_t>(Hw, P.N);
  std::vector<float> Amax(size_t(Threads), 0.0f);
  if (Threads == 1) {
    Columns(0, P.N, Amax[0]);
  } else {
    std::vector<std::thread> Pool;
    for (int64_t T = 0; T < Threads; ++T)
      Pool.emplace_back([&, T] {
        Columns(P.N * T / Threads, P.N * (T + 1) / Threads, Amax[size_t(T)]);
      });
    for (std::thread &Th : Pool)
      Th.join();
  }
  if (P.AmaxD)
    *P.AmaxD = *std::max_element(Amax.begin(), Amax.end());
}

} // namespace axl::cpu::libs
