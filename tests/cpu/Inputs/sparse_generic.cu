// cuSPARSE's generic SpMV and SpMM against a dense reference in double:
// CSR and COO, 32- and 64-bit indices, index base zero and one, float,
// double, cuComplex and cuDoubleComplex, op(A) and op(B) N, T and C, both
// dense orders, beta = 0 over NaNs, both pointer modes; the descriptors'
// getters; and the argument errors. Each case prints its runs and largest
// error relative to the largest reference value; exit 1 on any failure.
#include <cuComplex.h>
#include <cusparse.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

typedef std::complex<double> Cd;

template <class T> struct Type;
template <> struct Type<float> {
  static constexpr cudaDataType Id = CUDA_R_32F;
  static constexpr double Tol = 1e-5;
};
template <> struct Type<double> {
  static constexpr cudaDataType Id = CUDA_R_64F;
  static constexpr double Tol = 1e-13;
};
template <> struct Type<cuComplex> {
  static constexpr cudaDataType Id = CUDA_C_32F;
  static constexpr double Tol = 1e-5;
};
template <> struct Type<cuDoubleComplex> {
  static constexpr cudaDataType Id = CUDA_C_64F;
  static constexpr double Tol = 1e-13;
};
template <class I> struct Index;
template <> struct Index<int32_t> {
  static constexpr cusparseIndexType_t Id = CUSPARSE_INDEX_32I;
};
template <> struct Index<int64_t> {
  static constexpr cusparseIndexType_t Id = CUSPARSE_INDEX_64I;
};

Cd toC(float V) { return Cd(V, 0); }
Cd toC(double V) { return Cd(V, 0); }
Cd toC(cuComplex V) { return Cd(V.x, V.y); }
Cd toC(cuDoubleComplex V) { return Cd(V.x, V.y); }
template <class T> T fromC(Cd V);
template <> float fromC<float>(Cd V) { return float(V.real()); }
template <> double fromC<double>(Cd V) { return V.real(); }
template <> cuComplex fromC<cuComplex>(Cd V) {
  return make_cuComplex(float(V.real()), float(V.imag()));
}
template <> cuDoubleComplex fromC<cuDoubleComplex>(Cd V) {
  return make_cuDoubleComplex(V.real(), V.imag());
}
template <class T> constexpr bool isComplex() {
  return Type<T>::Id == CUDA_C_32F || Type<T>::Id == CUDA_C_64F;
}

static unsigned Seed = 2024;
double uniform() {
  Seed = Seed * 1103515245u + 12345u;
  return (double((Seed >> 8) & 0xffff) / 32768.0 - 1.0) / 1.1;
}
template <class T> T randomValue() {
  return fromC<T>(Cd(uniform(), isComplex<T>() ? uniform() : 0.0));
}

static int Failures = 0;
static cusparseHandle_t H;

struct Error {
  double Diff = 0, Scale = 0;
  void add(Cd Got, Cd Want) {
    Diff = std::max(Diff, std::abs(Got - Want));
    Scale = std::max(Scale, std::abs(Want));
  }
  double value() const { return Diff / std::max(Scale, 1e-30); }
};

void report(const char *What, int Runs, double Worst, double Tol) {
  const bool Ok = Runs > 0 && Worst <= Tol;
  std::printf("%s: %d runs, max error %.2e%s\n", What, Runs, Worst,
              Ok ? "" : " FAIL");
  Failures += !Ok;
}

template <class T> T *managed(size_t N) {
  T *P = nullptr;
  cudaMallocManaged(&P, std::max<size_t>(N, 1) * sizeof(T));
  return P;
}

/// A random M x K sparse matrix: dense copy, CSR and COO arrays (sorted by
/// row) with the given base, in managed memory.
template <class T, class I> struct Sparse {
  int M, K;
  std::vector<Cd> Dense;
  I *Offsets, *Rows, *Cols;
  T *Values;
  int64_t Nnz = 0;
  Sparse(int M, int K, int Base) : M(M), K(K), Dense(size_t(M) * K) {
    std::vector<int> R, C;
    for (int Row = 0; Row < M; ++Row)
      for (int Col = 0; Col < K; ++Col)
        if (uniform() > 0.3 || Row == 3) { // a full row and an empty one
          if (Row == 5)
            continue;
          R.push_back(Row);
          C.push_back(Col);
        }
    Nnz = int64_t(R.size());
    Offsets = managed<I>(M + 1);
    Rows = managed<I>(Nnz);
    Cols = managed<I>(Nnz);
    Values = managed<T>(Nnz);
    for (int Row = 0; Row <= M; ++Row)
      Offsets[Row] = I(std::lower_bound(R.begin(), R.end(), Row) - R.begin() +
                       Base);
    for (int64_t E = 0; E < Nnz; ++E) {
      Rows[E] = I(R[E] + Base);
      Cols[E] = I(C[E] + Base);
      Values[E] = randomValue<T>();
      Dense[size_t(R[E]) * K + C[E]] = toC(Values[E]);
    }
  }
  ~Sparse() {
    cudaFree(Offsets);
    cudaFree(Rows);
    cudaFree(Cols);
    cudaFree(Values);
  }
  Cd at(int R, int C) const { return Dense[size_t(R) * K + C]; }
  cusparseSpMatDescr_t descriptor(bool Csr, int Base) {
    cusparseSpMatDescr_t D = nullptr;
    const cusparseIndexBase_t B =
        Base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO;
    if (Csr)
      cusparseCreateCsr(&D, M, K, Nnz, Offsets, Cols, Values, Index<I>::Id,
                        Index<I>::Id, B, Type<T>::Id);
    else
      cusparseCreateCoo(&D, M, K, Nnz, Rows, Cols, Values, Index<I>::Id, B,
                        Type<T>::Id);
    return D;
  }
};

Cd opOf(Cd V, cusparseOperation_t Op) {
  return Op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? std::conj(V) : V;
}

const cusparseOperation_t Ops[] = {CUSPARSE_OPERATION_NON_TRANSPOSE,
                                   CUSPARSE_OPERATION_TRANSPOSE,
                                   CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE};
const cusparsePointerMode_t Modes[] = {CUSPARSE_POINTER_MODE_HOST,
                                       CUSPARSE_POINTER_MODE_DEVICE};

/// The scalars in the pointer mode's memory.
template <class T> struct Scalars {
  T HostAlpha, HostBeta, *Dev;
  const T *Alpha, *Beta;
  Scalars(T A, T B, cusparsePointerMode_t Mode) : HostAlpha(A), HostBeta(B) {
    Dev = managed<T>(2);
    Dev[0] = A;
    Dev[1] = B;
    const bool D = Mode == CUSPARSE_POINTER_MODE_DEVICE;
    Alpha = D ? Dev : &HostAlpha;
    Beta = D ? Dev + 1 : &HostBeta;
  }
  ~Scalars() { cudaFree(Dev); }
};

template <class T, class I> void testSpMV(const char *Name) {
  int Runs = 0;
  double Worst = 0;
  const int M = 9, K = 7;
  for (bool Csr : {true, false})
    for (int Base : {0, 1})
      for (auto Op : Ops)
        for (auto Mode : Modes)
          for (bool BetaZero : {false, true}) {
            cusparseSetPointerMode(H, Mode);
            Sparse<T, I> A(M, K, Base);
            const bool N = Op == CUSPARSE_OPERATION_NON_TRANSPOSE;
            const int XN = N ? K : M, YN = N ? M : K;
            T *X = managed<T>(XN), *Y = managed<T>(YN);
            std::vector<Cd> Y0(YN);
            for (int I2 = 0; I2 < XN; ++I2)
              X[I2] = randomValue<T>();
            for (int I2 = 0; I2 < YN; ++I2) {
              Y[I2] = BetaZero ? fromC<T>(Cd(NAN, NAN)) : randomValue<T>();
              Y0[I2] = toC(Y[I2]);
            }
            Scalars<T> S(randomValue<T>(), BetaZero ? T() : randomValue<T>(),
                         Mode);
            cusparseSpMatDescr_t MatA = A.descriptor(Csr, Base);
            cusparseDnVecDescr_t VecX, VecY;
            cusparseCreateDnVec(&VecX, XN, X, Type<T>::Id);
            cusparseCreateDnVec(&VecY, YN, Y, Type<T>::Id);
            size_t Size = 1;
            cusparseStatus_t St = cusparseSpMV_bufferSize(
                H, Op, S.Alpha, MatA, VecX, S.Beta, VecY, Type<T>::Id,
                CUSPARSE_SPMV_ALG_DEFAULT, &Size);
            void *Buffer = nullptr;
            cudaMalloc(&Buffer, Size ? Size : 1);
            if (St == CUSPARSE_STATUS_SUCCESS)
              St = cusparseSpMV(H, Op, S.Alpha, MatA, VecX, S.Beta, VecY,
                                Type<T>::Id,
                                Csr ? CUSPARSE_SPMV_CSR_ALG1
                                    : CUSPARSE_SPMV_COO_ALG1,
                                Buffer);
            cudaDeviceSynchronize();
            Error E;
            if (St != CUSPARSE_STATUS_SUCCESS)
              E.add(1, 0);
            for (int R = 0; R < YN; ++R) {
              Cd Sum = 0;
              for (int C = 0; C < XN; ++C)
                Sum += (N ? A.at(R, C) : opOf(A.at(C, R), Op)) * toC(X[C]);
              E.add(toC(Y[R]), toC(S.HostAlpha) * Sum +
                                   (BetaZero ? Cd(0)
                                             : toC(S.HostBeta) * Y0[R]));
            }
            ++Runs;
            Worst = std::max(Worst, E.value());
            cusparseDestroySpMat(MatA);
            cusparseDestroyDnVec(VecX);
            cusparseDestroyDnVec(VecY);
            cudaFree(Buffer);
            cudaFree(X);
            cudaFree(Y);
          }
  cusparseSetPointerMode(H, CUSPARSE_POINTER_MODE_HOST);
  report(Name, Runs, Worst, Type<T>::Tol);
}

template <class T, class I> void testSpMM(const char *Name) {
  int Runs = 0;
  double Worst = 0;
  const int M = 9, K = 7, N = 4;
  for (bool Csr : {true, false})
    for (auto OpA : Ops)
      for (auto OpB : Ops)
        for (auto Order : {CUSPARSE_ORDER_COL, CUSPARSE_ORDER_ROW})
          for (bool BetaZero : {false, true}) {
            const auto Mode = Modes[Runs % 2];
            cusparseSetPointerMode(H, Mode);
            const int Base = Runs / 2 % 2;
            Sparse<T, I> A(M, K, Base);
            const bool NA = OpA == CUSPARSE_OPERATION_NON_TRANSPOSE;
            const bool NB = OpB == CUSPARSE_OPERATION_NON_TRANSPOSE;
            const int Rows = NA ? M : K, Inner = NA ? K : M;
            // B is Inner x N after op(B); stored with one spare row or column.
            const int BR = NB ? Inner : N, BC = NB ? N : Inner;
            const bool RowMajor = Order == CUSPARSE_ORDER_ROW;
            const int LdB = (RowMajor ? BC : BR) + 1, LdC = (RowMajor ? N : Rows) + 2;
            T *B = managed<T>(size_t(LdB) * (RowMajor ? BR : BC));
            T *C = managed<T>(size_t(LdC) * (RowMajor ? Rows : N));
            auto BAt = [&](int R, int Col) -> T & {
              return RowMajor ? B[size_t(R) * LdB + Col] : B[size_t(Col) * LdB + R];
            };
            auto CAt = [&](int R, int Col) -> T & {
              return RowMajor ? C[size_t(R) * LdC + Col] : C[size_t(Col) * LdC + R];
            };
            for (int R = 0; R < BR; ++R)
              for (int Col = 0; Col < BC; ++Col)
                BAt(R, Col) = randomValue<T>();
            std::vector<Cd> C0(size_t(Rows) * N);
            for (int R = 0; R < Rows; ++R)
              for (int Col = 0; Col < N; ++Col) {
                CAt(R, Col) = BetaZero ? fromC<T>(Cd(NAN, NAN)) : randomValue<T>();
                C0[size_t(R) * N + Col] = toC(CAt(R, Col));
              }
            Scalars<T> S(randomValue<T>(), BetaZero ? T() : randomValue<T>(),
                         Mode);
            cusparseSpMatDescr_t MatA = A.descriptor(Csr, Base);
            cusparseDnMatDescr_t MatB, MatC;
            cusparseCreateDnMat(&MatB, BR, BC, LdB, B, Type<T>::Id, Order);
            cusparseCreateDnMat(&MatC, Rows, N, LdC, C, Type<T>::Id, Order);
            size_t Size = 1;
            cusparseStatus_t St = cusparseSpMM_bufferSize(
                H, OpA, OpB, S.Alpha, MatA, MatB, S.Beta, MatC, Type<T>::Id,
                CUSPARSE_SPMM_ALG_DEFAULT, &Size);
            void *Buffer = nullptr;
            cudaMalloc(&Buffer, Size ? Size : 1);
            if (St == CUSPARSE_STATUS_SUCCESS)
              St = cusparseSpMM_preprocess(H, OpA, OpB, S.Alpha, MatA, MatB,
                                           S.Beta, MatC, Type<T>::Id,
                                           CUSPARSE_SPMM_ALG_DEFAULT, Buffer);
            if (St == CUSPARSE_STATUS_SUCCESS)
              St = cusparseSpMM(H, OpA, OpB, S.Alpha, MatA, MatB, S.Beta, MatC,
                                Type<T>::Id, CUSPARSE_SPMM_ALG_DEFAULT, Buffer);
            cudaDeviceSynchronize();
            Error E;
            if (St != CUSPARSE_STATUS_SUCCESS)
              E.add(1, 0);
            for (int R = 0; R < Rows; ++R)
              for (int Col = 0; Col < N; ++Col) {
                Cd Sum = 0;
                for (int J = 0; J < Inner; ++J) {
                  const Cd Arj = NA ? A.at(R, J) : opOf(A.at(J, R), OpA);
                  const Cd Bjc = NB ? toC(BAt(J, Col)) : opOf(toC(BAt(Col, J)), OpB);
                  Sum += Arj * Bjc;
                }
                E.add(toC(CAt(R, Col)),
                      toC(S.HostAlpha) * Sum +
                          (BetaZero ? Cd(0)
                                    : toC(S.HostBeta) * C0[size_t(R) * N + Col]));
              }
            ++Runs;
            Worst = std::max(Worst, E.value());
            cusparseDestroySpMat(MatA);
            cusparseDestroyDnMat(MatB);
            cusparseDestroyDnMat(MatC);
            cudaFree(Buffer);
            cudaFree(B);
            cudaFree(C);
          }
  cusparseSetPointerMode(H, CUSPARSE_POINTER_MODE_HOST);
  report(Name, Runs, Worst, Type<T>::Tol);
}

/// Getters return what was set; bad arguments return cuSPARSE's statuses.
void descriptorsAndErrors() {
  int Bad = 0, Checks = 0;
  auto expect = [&](bool Ok, const char *What) {
    ++Checks;
    if (!Ok) {
      ++Bad;
      std::printf("check %s FAIL\n", What);
    }
  };
  Sparse<double, int32_t> A(6, 5, 0);
  cusparseSpMatDescr_t Csr = A.descriptor(true, 0), Coo = A.descriptor(false, 0);
  int64_t R, C, Nnz;
  void *P1, *P2, *P3;
  cusparseIndexType_t It1, It2;
  cusparseIndexBase_t Base;
  cudaDataType Dt;
  cusparseFormat_t Format;
  expect(cusparseCsrGet(Csr, &R, &C, &Nnz, &P1, &P2, &P3, &It1, &It2, &Base, &Dt) ==
                 CUSPARSE_STATUS_SUCCESS &&
             R == 6 && C == 5 && Nnz == A.Nnz && P1 == A.Offsets &&
             P2 == A.Cols && P3 == A.Values && It1 == CUSPARSE_INDEX_32I &&
             Base == CUSPARSE_INDEX_BASE_ZERO && Dt == CUDA_R_64F,
         "CsrGet");
  expect(cusparseCooGet(Coo, &R, &C, &Nnz, &P1, &P2, &P3, &It1, &Base, &Dt) ==
                 CUSPARSE_STATUS_SUCCESS &&
             P1 == A.Rows && Nnz == A.Nnz,
         "CooGet");
  expect(cusparseSpMatGetFormat(Coo, &Format) == CUSPARSE_STATUS_SUCCESS &&
             Format == CUSPARSE_FORMAT_COO,
         "SpMatGetFormat");
  expect(cusparseSpMatGetSize(Csr, &R, &C, &Nnz) == CUSPARSE_STATUS_SUCCESS &&
             R == 6 && C == 5,
         "SpMatGetSize");
  double *V2 = managed<double>(A.Nnz);
  expect(cusparseSpMatSetValues(Csr, V2) == CUSPARSE_STATUS_SUCCESS &&
             cusparseSpMatGetValues(Csr, &P1) == CUSPARSE_STATUS_SUCCESS &&
             P1 == V2,
         "SpMatSetValues");
  cusparseFillMode_t Fill = CUSPARSE_FILL_MODE_UPPER, FillGot;
  expect(cusparseSpMatSetAttribute(Csr, CUSPARSE_SPMAT_FILL_MODE, &Fill,
                                   sizeof(Fill)) == CUSPARSE_STATUS_SUCCESS &&
             cusparseSpMatGetAttribute(Csr, CUSPARSE_SPMAT_FILL_MODE, &FillGot,
                                       sizeof(FillGot)) ==
                 CUSPARSE_STATUS_SUCCESS &&
             FillGot == Fill,
         "SpMatAttribute");
  double *X = managed<double>(8), *Y = managed<double>(8);
  cusparseDnVecDescr_t VecX, VecY, Vec7;
  cusparseCreateDnVec(&VecX, 5, X, CUDA_R_64F);
  cusparseCreateDnVec(&VecY, 6, Y, CUDA_R_64F);
  cusparseCreateDnVec(&Vec7, 7, Y, CUDA_R_64F);
  void *Vals;
  expect(cusparseDnVecGet(VecX, &R, &Vals, &Dt) == CUSPARSE_STATUS_SUCCESS &&
             R == 5 && Vals == X,
         "DnVecGet");
  cusparseDnMatDescr_t Mat;
  int64_t Ld;
  cusparseOrder_t Order;
  expect(cusparseCreateDnMat(&Mat, 3, 4, 5, X, CUDA_R_64F, CUSPARSE_ORDER_ROW) ==
                 CUSPARSE_STATUS_SUCCESS &&
             cusparseDnMatGet(Mat, &R, &C, &Ld, &Vals, &Dt, &Order) ==
                 CUSPARSE_STATUS_SUCCESS &&
             R == 3 && C == 4 && Ld == 5 && Order == CUSPARSE_ORDER_ROW,
         "DnMatGet");
  cusparseDnMatDescr_t BadMat;
  expect(cusparseCreateDnMat(&BadMat, 3, 4, 3, X, CUDA_R_64F,
                             CUSPARSE_ORDER_ROW) == CUSPARSE_STATUS_INVALID_VALUE,
         "DnMat ld < cols");
  cusparseSpMatDescr_t BadSp;
  expect(cusparseCreateCsr(&BadSp, -1, 5, 0, A.Offsets, A.Cols, A.Values,
                           CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                           CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F) ==
             CUSPARSE_STATUS_INVALID_VALUE,
         "CreateCsr rows < 0");
  const double One = 1, Zero = 0;
  expect(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, Csr, Vec7, &Zero,
                      VecY, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT,
                      nullptr) == CUSPARSE_STATUS_INVALID_VALUE,
         "SpMV x of the wrong size");
  expect(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, Csr, VecX, &Zero,
                      VecY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT,
                      nullptr) == CUSPARSE_STATUS_NOT_SUPPORTED,
         "SpMV mixed types");
  expect(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, Csr, VecX, &Zero,
                      VecY, CUDA_R_64F, CUSPARSE_SPMV_COO_ALG1,
                      nullptr) == CUSPARSE_STATUS_NOT_SUPPORTED,
         "SpMV COO algorithm on CSR");
  expect(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, nullptr, Csr, VecX,
                      &Zero, VecY, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT,
                      nullptr) == CUSPARSE_STATUS_INVALID_VALUE,
         "SpMV alpha null");
  expect(cusparseSpMV(nullptr, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, Csr, VecX,
                      &Zero, VecY, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT,
                      nullptr) == CUSPARSE_STATUS_NOT_INITIALIZED,
         "SpMV no handle");
  expect(cusparseSpMM(H, CUSPARSE_OPERATION_NON_TRANSPOSE,
                      CUSPARSE_OPERATION_NON_TRANSPOSE, &One, Csr, Mat, &Zero,
                      Mat, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT,
                      nullptr) == CUSPARSE_STATUS_INVALID_VALUE,
         "SpMM shapes");
  int Version = 0;
  expect(cusparseGetVersion(H, &Version) == CUSPARSE_STATUS_SUCCESS &&
             Version == CUSPARSE_VERSION,
         "GetVersion");
  // The library's prefix differs by backend; the rest is the status's.
  const std::string Name = cusparseGetErrorName(CUSPARSE_STATUS_INVALID_VALUE);
  expect(Name.size() > 21 &&
             Name.compare(Name.size() - 21, 21, "_STATUS_INVALID_VALUE") == 0,
         "GetErrorName");
  cudaStream_t S = nullptr, Got = nullptr;
  cudaStreamCreate(&S);
  expect(cusparseSetStream(H, S) == CUSPARSE_STATUS_SUCCESS &&
             cusparseGetStream(H, &Got) == CUSPARSE_STATUS_SUCCESS && Got == S,
         "stream");
  cusparseSetStream(H, nullptr);
  cudaStreamDestroy(S);
  cusparseDestroySpMat(Csr);
  cusparseDestroySpMat(Coo);
  cusparseDestroyDnVec(VecX);
  cusparseDestroyDnVec(VecY);
  cusparseDestroyDnVec(Vec7);
  cusparseDestroyDnMat(Mat);
  cudaFree(V2);
  cudaFree(X);
  cudaFree(Y);
  std::printf("descriptors and errors: %d of %d as cuSPARSE's%s\n",
              Checks - Bad, Checks, Bad ? " FAIL" : "");
  Failures += Bad != 0;
}

int main() {
  if (cusparseCreate(&H) != CUSPARSE_STATUS_SUCCESS) {
    std::printf("cusparseCreate failed\n");
    return 1;
  }
  testSpMV<float, int32_t>("SpMV float, int32");
  testSpMV<double, int64_t>("SpMV double, int64");
  testSpMV<cuComplex, int64_t>("SpMV complex, int64");
  testSpMV<cuDoubleComplex, int32_t>("SpMV double complex, int32");
  testSpMM<float, int64_t>("SpMM float, int64");
  testSpMM<double, int32_t>("SpMM double, int32");
  testSpMM<cuComplex, int32_t>("SpMM complex, int32");
  testSpMM<cuDoubleComplex, int64_t>("SpMM double complex, int64");
  descriptorsAndErrors();
  cusparseDestroy(H);
  std::printf("sparse: %d failed\n", Failures);
  return Failures ? 1 : 0;
}
