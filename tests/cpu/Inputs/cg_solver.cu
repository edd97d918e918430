// Conjugate gradients on a screened 2D Poisson operator (the 5-point
// Laplacian of a 48 x 48 grid, Dirichlet boundary, plus 0.2 I: condition
// number about 40, so that float CG's true residual can reach 1e-5), in CSR: cusparseSpMV for A p, cuBLAS's dot,
// axpy, scal, copy and nrm2 for the vectors, a kernel for the right-hand
// side. Float with 32-bit indices, base zero and host scalars; double with
// 64-bit indices, base one and device scalars (a one-thread kernel computes
// the step lengths, so no scalar leaves the device within an iteration).
// The residual ||b - A x|| / ||b|| is computed again on the host in double
// from the matrix the host built.
#include <cublas_v2.h>
#include <cusparse.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#define CHECK_CUDA(X)                                                          \
  do {                                                                         \
    if ((X) != cudaSuccess) {                                                  \
      std::printf("%s failed at line %d\n", #X, __LINE__);                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)
#define CHECK_STATUS(X, OK)                                                    \
  do {                                                                         \
    if ((X) != OK) {                                                           \
      std::printf("%s failed at line %d\n", #X, __LINE__);                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)
#define CHECK_BLAS(X) CHECK_STATUS(X, CUBLAS_STATUS_SUCCESS)
#define CHECK_SPARSE(X) CHECK_STATUS(X, CUSPARSE_STATUS_SUCCESS)

const int Grid = 48;
const int N = Grid * Grid;
static cudaStream_t Stream; // the handles' stream and the kernels'

/// b_i = 1 + 0.5 sin(i / 7): smooth, positive, not an eigenvector.
template <class T> __global__ void rightHandSide(T *B, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    B[I] = T(1) + T(0.5) * sin(T(I) / T(7));
}

/// The step lengths from device values: alpha = rr / pAp (and -alpha),
/// beta = rrNew / rr; then rr = rrNew.
__global__ void cgScalars(double *RR, const double *PAp, const double *RRNew,
                          double *Alpha, double *NegAlpha, double *Beta,
                          int Phase) {
  if (Phase == 0) {
    *Alpha = *RR / *PAp;
    *NegAlpha = -*Alpha;
  } else {
    *Beta = *RRNew / *RR;
    *RR = *RRNew;
  }
}

struct Csr {
  std::vector<int64_t> Offsets, Columns; // zero-based
  std::vector<double> Values;
};

Csr laplacian() {
  Csr A;
  A.Offsets.push_back(0);
  for (int Y = 0; Y < Grid; ++Y)
    for (int X = 0; X < Grid; ++X) {
      auto add = [&](int Col, double V) {
        A.Columns.push_back(Col);
        A.Values.push_back(V);
      };
      if (Y > 0)
        add((Y - 1) * Grid + X, -1);
      if (X > 0)
        add(Y * Grid + X - 1, -1);
      add(Y * Grid + X, 4.2);
      if (X + 1 < Grid)
        add(Y * Grid + X + 1, -1);
      if (Y + 1 < Grid)
        add((Y + 1) * Grid + X, -1);
      A.Offsets.push_back(int64_t(A.Columns.size()));
    }
  return A;
}

/// ||b - A x|| / ||b|| in double, on the host.
template <class T>
double residual(const Csr &A, const std::vector<T> &X, const std::vector<T> &B) {
  double R2 = 0, B2 = 0;
  for (int I = 0; I < N; ++I) {
    double Ax = 0;
    for (int64_t K = A.Offsets[I]; K < A.Offsets[I + 1]; ++K)
      Ax += A.Values[K] * double(X[A.Columns[K]]);
    R2 += (double(B[I]) - Ax) * (double(B[I]) - Ax);
    B2 += double(B[I]) * double(B[I]);
  }
  return std::sqrt(R2 / B2);
}

template <class T> T *deviceCopy(const std::vector<T> &V) {
  T *D = nullptr;
  CHECK_CUDA(cudaMalloc(&D, V.size() * sizeof(T)));
  CHECK_CUDA(cudaMemcpy(D, V.data(), V.size() * sizeof(T),
                        cudaMemcpyHostToDevice));
  return D;
}

template <class T> std::vector<T> hostCopy(const T *D, size_t N) {
  CHECK_CUDA(cudaStreamSynchronize(Stream));
  std::vector<T> V(N);
  CHECK_CUDA(cudaMemcpy(V.data(), D, N * sizeof(T), cudaMemcpyDeviceToHost));
  return V;
}

/// Float CG: host pointer mode, int32 indices, base zero.
double solveFloat(cublasHandle_t Blas, cusparseHandle_t Sparse, const Csr &A,
                  int &Iterations) {
  std::vector<int> Off(A.Offsets.begin(), A.Offsets.end()),
      Col(A.Columns.begin(), A.Columns.end());
  std::vector<float> Val(A.Values.begin(), A.Values.end());
  int *DOff = deviceCopy(Off), *DCol = deviceCopy(Col);
  float *DVal = deviceCopy(Val);
  float *B, *X, *R, *P, *Ap;
  for (float **V : {&B, &X, &R, &P, &Ap})
    CHECK_CUDA(cudaMalloc(V, N * sizeof(float)));
  rightHandSide<<<(N + 127) / 128, 128, 0, Stream>>>(B, N);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaMemsetAsync(X, 0, N * sizeof(float), Stream));

  cusparseSpMatDescr_t MatA;
  cusparseDnVecDescr_t VecP, VecAp;
  CHECK_SPARSE(cusparseCreateCsr(&MatA, N, N, int64_t(Val.size()), DOff, DCol,
                                 DVal, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                 CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CHECK_SPARSE(cusparseCreateDnVec(&VecP, N, P, CUDA_R_32F));
  CHECK_SPARSE(cusparseCreateDnVec(&VecAp, N, Ap, CUDA_R_32F));
  const float One = 1, Zero = 0;
  size_t BufferSize = 0;
  CHECK_SPARSE(cusparseSpMV_bufferSize(
      Sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, MatA, VecP, &Zero, VecAp,
      CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &BufferSize));
  void *Buffer = nullptr;
  CHECK_CUDA(cudaMalloc(&Buffer, BufferSize ? BufferSize : 1));

  CHECK_BLAS(cublasScopy(Blas, N, B, 1, R, 1));
  CHECK_BLAS(cublasScopy(Blas, N, R, 1, P, 1));
  float NormB, RR;
  CHECK_BLAS(cublasSnrm2(Blas, N, B, 1, &NormB));
  CHECK_BLAS(cublasSdot(Blas, N, R, 1, R, 1, &RR));
  for (Iterations = 0; Iterations < 2000; ++Iterations) {
    CHECK_SPARSE(cusparseSpMV(Sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &One,
                              MatA, VecP, &Zero, VecAp, CUDA_R_32F,
                              CUSPARSE_SPMV_CSR_ALG1, Buffer));
    float PAp;
    CHECK_BLAS(cublasSdot(Blas, N, P, 1, Ap, 1, &PAp));
    const float Alpha = RR / PAp, NegAlpha = -Alpha;
    CHECK_BLAS(cublasSaxpy(Blas, N, &Alpha, P, 1, X, 1));
    CHECK_BLAS(cublasSaxpy(Blas, N, &NegAlpha, Ap, 1, R, 1));
    float RRNew, NormR;
    CHECK_BLAS(cublasSdot(Blas, N, R, 1, R, 1, &RRNew));
    CHECK_BLAS(cublasSnrm2(Blas, N, R, 1, &NormR));
    if (NormR / NormB < 1e-6f)
      break;
    const float Beta = RRNew / RR;
    CHECK_BLAS(cublasSscal(Blas, N, &Beta, P, 1));
    CHECK_BLAS(cublasSaxpy(Blas, N, &One, R, 1, P, 1));
    RR = RRNew;
  }
  const double Res = residual(A, hostCopy(X, N), hostCopy(B, N));
  cusparseDestroySpMat(MatA);
  cusparseDestroyDnVec(VecP);
  cusparseDestroyDnVec(VecAp);
  for (void *V : {(void *)B, (void *)X, (void *)R, (void *)P, (void *)Ap,
                  (void *)DOff, (void *)DCol, (void *)DVal, Buffer})
    cudaFree(V);
  return Res;
}

/// Double CG: device pointer mode, int64 indices, base one.
double solveDouble(cublasHandle_t Blas, cusparseHandle_t Sparse, const Csr &A,
                   int &Iterations) {
  std::vector<int64_t> Off(A.Offsets), Col(A.Columns);
  for (int64_t &V : Off)
    ++V;
  for (int64_t &V : Col)
    ++V;
  int64_t *DOff = deviceCopy(Off), *DCol = deviceCopy(Col);
  double *DVal = deviceCopy(A.Values);
  double *B, *X, *R, *P, *Ap;
  for (double **V : {&B, &X, &R, &P, &Ap})
    CHECK_CUDA(cudaMalloc(V, N * sizeof(double)));
  // Device scalars: one, zero, rr, pAp, rrNew, alpha, -alpha, beta, |r|.
  double *S;
  CHECK_CUDA(cudaMalloc(&S, 9 * sizeof(double)));
  const double Init[2] = {1, 0};
  CHECK_CUDA(cudaMemcpy(S, Init, sizeof(Init), cudaMemcpyHostToDevice));
  double *DOne = S, *DZero = S + 1, *RR = S + 2, *PAp = S + 3, *RRNew = S + 4,
         *Alpha = S + 5, *NegAlpha = S + 6, *Beta = S + 7, *NormR = S + 8;
  rightHandSide<<<(N + 127) / 128, 128, 0, Stream>>>(B, N);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaMemsetAsync(X, 0, N * sizeof(double), Stream));
  CHECK_BLAS(cublasSetPointerMode(Blas, CUBLAS_POINTER_MODE_DEVICE));
  CHECK_SPARSE(cusparseSetPointerMode(Sparse, CUSPARSE_POINTER_MODE_DEVICE));

  cusparseSpMatDescr_t MatA;
  cusparseDnVecDescr_t VecP, VecAp;
  CHECK_SPARSE(cusparseCreateCsr(&MatA, N, N, int64_t(A.Values.size()), DOff,
                                 DCol, DVal, CUSPARSE_INDEX_64I,
                                 CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ONE,
                                 CUDA_R_64F));
  CHECK_SPARSE(cusparseCreateDnVec(&VecP, N, P, CUDA_R_64F));
  CHECK_SPARSE(cusparseCreateDnVec(&VecAp, N, Ap, CUDA_R_64F));
  size_t BufferSize = 0;
  CHECK_SPARSE(cusparseSpMV_bufferSize(
      Sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, DOne, MatA, VecP, DZero, VecAp,
      CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, &BufferSize));
  void *Buffer = nullptr;
  CHECK_CUDA(cudaMalloc(&Buffer, BufferSize ? BufferSize : 1));
  CHECK_SPARSE(cusparseSpMV_preprocess(
      Sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, DOne, MatA, VecP, DZero, VecAp,
      CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, Buffer));

  CHECK_BLAS(cublasDcopy(Blas, N, B, 1, R, 1));
  CHECK_BLAS(cublasDcopy(Blas, N, R, 1, P, 1));
  CHECK_BLAS(cublasDdot(Blas, N, R, 1, R, 1, RR));
  double NormB;
  CHECK_BLAS(cublasDnrm2(Blas, N, B, 1, NormR));
  NormB = hostCopy(NormR, 1)[0];
  for (Iterations = 0; Iterations < 2000; ++Iterations) {
    CHECK_SPARSE(cusparseSpMV(Sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, DOne,
                              MatA, VecP, DZero, VecAp, CUDA_R_64F,
                              CUSPARSE_SPMV_ALG_DEFAULT, Buffer));
    CHECK_BLAS(cublasDdot(Blas, N, P, 1, Ap, 1, PAp));
    cgScalars<<<1, 1, 0, Stream>>>(RR, PAp, RRNew, Alpha, NegAlpha, Beta, 0);
    CHECK_BLAS(cublasDaxpy(Blas, N, Alpha, P, 1, X, 1));
    CHECK_BLAS(cublasDaxpy(Blas, N, NegAlpha, Ap, 1, R, 1));
    CHECK_BLAS(cublasDdot(Blas, N, R, 1, R, 1, RRNew));
    CHECK_BLAS(cublasDnrm2(Blas, N, R, 1, NormR));
    cgScalars<<<1, 1, 0, Stream>>>(RR, PAp, RRNew, Alpha, NegAlpha, Beta, 1);
    CHECK_BLAS(cublasDscal(Blas, N, Beta, P, 1));
    CHECK_BLAS(cublasDaxpy(Blas, N, DOne, R, 1, P, 1));
    if (hostCopy(NormR, 1)[0] / NormB < 1e-12)
      break;
  }
  CHECK_BLAS(cublasSetPointerMode(Blas, CUBLAS_POINTER_MODE_HOST));
  CHECK_SPARSE(cusparseSetPointerMode(Sparse, CUSPARSE_POINTER_MODE_HOST));
  const double Res = residual(A, hostCopy(X, N), hostCopy(B, N));
  cusparseDestroySpMat(MatA);
  cusparseDestroyDnVec(VecP);
  cusparseDestroyDnVec(VecAp);
  for (void *V : {(void *)B, (void *)X, (void *)R, (void *)P, (void *)Ap,
                  (void *)DOff, (void *)DCol, (void *)DVal, (void *)S, Buffer})
    cudaFree(V);
  return Res;
}

int main() {
  cublasHandle_t Blas;
  cusparseHandle_t Sparse;
  CHECK_BLAS(cublasCreate(&Blas));
  CHECK_SPARSE(cusparseCreate(&Sparse));
  CHECK_CUDA(cudaStreamCreate(&Stream));
  CHECK_BLAS(cublasSetStream(Blas, Stream));
  CHECK_SPARSE(cusparseSetStream(Sparse, Stream));
  const Csr A = laplacian();
  int Failures = 0, Iterations = 0;

  const double ResF = solveFloat(Blas, Sparse, A, Iterations);
  const bool OkF = ResF < 1e-5 && Iterations < 2000;
  std::printf("float CG: %d unknowns, %d nonzeros, %s after %d iterations, "
              "||b - Ax|| / ||b|| = %.1e%s\n",
              N, int(A.Values.size()), Iterations < 2000 ? "converged" : "stopped",
              Iterations + 1, ResF, OkF ? "" : " FAIL");
  Failures += !OkF;

  const double ResD = solveDouble(Blas, Sparse, A, Iterations);
  const bool OkD = ResD < 1e-10 && Iterations < 2000;
  std::printf("double CG: %d unknowns, %s after %d iterations, "
              "||b - Ax|| / ||b|| = %.1e%s\n",
              N, Iterations < 2000 ? "converged" : "stopped", Iterations + 1,
              ResD, OkD ? "" : " FAIL");
  Failures += !OkD;

  cusparseDestroy(Sparse);
  cublasDestroy(Blas);
  cudaStreamDestroy(Stream);
  std::printf("cg: %d failed\n", Failures);
  return Failures ? 1 : 0;
}
