// cuBLAS levels 1 and 2 for float, double, cuComplex and cuDoubleComplex
// against naive references in double (std::complex<double>): every routine,
// with unit, doubled and (where the BLAS walks them from the end) negative
// increments, in both pointer modes; then the argument errors. Each routine
// prints its runs and largest error, relative to the largest reference
// value; the program exits 1 if any is above its type's tolerance.
#include <cublas_v2.h>
#include <cuComplex.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

typedef std::complex<double> Cd;

static int Failures = 0, Routines = 0;

template <class T> struct Type;
template <> struct Type<float> {
  static constexpr bool Complex = false;
  static constexpr double Tol = 2e-5;
};
template <> struct Type<double> {
  static constexpr bool Complex = false;
  static constexpr double Tol = 1e-12;
};
template <> struct Type<cuComplex> {
  static constexpr bool Complex = true;
  static constexpr double Tol = 2e-5;
};
template <> struct Type<cuDoubleComplex> {
  static constexpr bool Complex = true;
  static constexpr double Tol = 1e-12;
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

static unsigned Seed = 12345;
double uniform() { // in [-1, 1)
  Seed = Seed * 1103515245u + 12345u;
  // Not dyadic, so that double results are rounded too.
  return (double((Seed >> 8) & 0xffff) / 32768.0 - 1.0) / 1.1;
}
template <class T> T randomValue() {
  return fromC<T>(Cd(uniform(), Type<T>::Complex ? uniform() : 0.0));
}

/// Managed memory for vectors, matrices and device-mode scalars, freed at
/// the end of each run.
struct Arena {
  std::vector<void *> Blocks;
  template <class T> T *take(size_t N) {
    void *P = nullptr;
    cudaMallocManaged(&P, std::max<size_t>(N, 1) * sizeof(T));
    Blocks.push_back(P);
    return static_cast<T *>(P);
  }
  template <class T> T *random(size_t N) {
    T *P = take<T>(N);
    for (size_t I = 0; I < N; ++I)
      P[I] = randomValue<T>();
    return P;
  }
  template <class T> T *value(T V) {
    T *P = take<T>(1);
    *P = V;
    return P;
  }
  ~Arena() {
    for (void *P : Blocks)
      cudaFree(P);
  }
};

int64_t at(int64_t I, int64_t N, int64_t Inc) {
  return Inc >= 0 ? I * Inc : (N - 1 - I) * -Inc;
}
size_t span(int64_t N, int64_t Inc) {
  return size_t(N > 0 ? (N - 1) * (Inc < 0 ? -Inc : Inc) + 1 : 1);
}

/// The largest |Got - Want| of a run, relative to the largest |Want|.
struct Error {
  double Diff = 0, Scale = 0;
  void add(Cd Got, Cd Want) {
    Diff = std::max(Diff, std::abs(Got - Want));
    Scale = std::max(Scale, std::abs(Want));
  }
  double value() const { return Diff / std::max(Scale, 1e-30); }
};

/// One routine's runs: report() prints them and counts a failure.
template <class T> struct Checker {
  const char *Name;
  int Runs = 0;
  double Worst = 0;
  void run(const Error &E) {
    ++Runs;
    Worst = std::max(Worst, E.value());
  }
  ~Checker() {
    ++Routines;
    const bool Ok = Runs > 0 && Worst <= Type<T>::Tol;
    std::printf("%s: %d runs, max error %.2e%s\n", Name, Runs, Worst,
                Ok ? "" : " FAIL");
    Failures += !Ok;
  }
};

static cublasHandle_t H;
const cublasPointerMode_t Modes[] = {CUBLAS_POINTER_MODE_HOST,
                                     CUBLAS_POINTER_MODE_DEVICE};

/// A scalar as the pointer mode wants it: host memory or managed memory.
template <class S> const S *scalar(Arena &A, S V, cublasPointerMode_t Mode) {
  if (Mode == CUBLAS_POINTER_MODE_DEVICE)
    return A.value(V);
  static thread_local S Host[8];
  static thread_local int Next = 0;
  S *P = &Host[Next++ % 8];
  *P = V;
  return P;
}

void sync() { cudaDeviceSynchronize(); }

// --- Level 1 -----------------------------------------------------------------

const int N1 = 7;
const int Incs[][2] = {{1, 1}, {2, -1}, {-2, 3}};
/// scal, nrm2, asum, amax/amin take no negative increment.
const int PositiveIncs[] = {1, 2};

template <class T, class F> void testAxpy(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes)
    for (auto &Inc : Incs) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      T *X = A.random<T>(span(N1, Inc[0])), *Y = A.random<T>(span(N1, Inc[1]));
      std::vector<T> Y0(Y, Y + span(N1, Inc[1]));
      const T Alpha = randomValue<T>();
      Fn(H, N1, scalar(A, Alpha, Mode), X, Inc[0], Y, Inc[1]);
      sync();
      Error E;
      for (int I = 0; I < N1; ++I) {
        const int64_t Yi = at(I, N1, Inc[1]);
        E.add(toC(Y[Yi]), toC(Y0[Yi]) + toC(Alpha) * toC(X[at(I, N1, Inc[0])]));
      }
      C.run(E);
    }
}

template <class T, class S, class F> void testScal(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes)
    for (int Inc : PositiveIncs) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      T *X = A.random<T>(span(N1, Inc));
      std::vector<T> X0(X, X + span(N1, Inc));
      const S Alpha = randomValue<S>();
      Fn(H, N1, scalar(A, Alpha, Mode), X, Inc);
      sync();
      Error E;
      for (size_t I = 0; I < X0.size(); ++I) // untouched between the strides
        E.add(toC(X[I]), I % Inc ? toC(X0[I]) : toC(Alpha) * toC(X0[I]));
      C.run(E);
    }
}

template <class T, class F>
void testDot(const char *Name, bool Conj, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes)
    for (auto &Inc : Incs) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      T *X = A.random<T>(span(N1, Inc[0])), *Y = A.random<T>(span(N1, Inc[1]));
      T HostResult, *Result =
                        Mode == CUBLAS_POINTER_MODE_DEVICE ? A.take<T>(1)
                                                           : &HostResult;
      Fn(H, N1, X, Inc[0], Y, Inc[1], Result);
      sync();
      Cd Want = 0;
      for (int I = 0; I < N1; ++I) {
        const Cd Xi = toC(X[at(I, N1, Inc[0])]);
        Want += (Conj ? std::conj(Xi) : Xi) * toC(Y[at(I, N1, Inc[1])]);
      }
      Error E;
      E.add(toC(*Result), Want);
      C.run(E);
    }
}

enum class Reduction { Nrm2, Asum, Amax, Amin };

/// |re| + |im|, the magnitude amax, amin and asum use.
double magnitude1(Cd V) { return std::fabs(V.real()) + std::fabs(V.imag()); }

template <class T, class R, class F>
void testReduction(const char *Name, Reduction Kind, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes)
    for (int Inc : PositiveIncs) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      T *X = A.random<T>(span(N1, Inc));
      R HostResult,
          *Result = Mode == CUBLAS_POINTER_MODE_DEVICE ? A.take<R>(1)
                                                       : &HostResult;
      Fn(H, N1, X, Inc, Result);
      sync();
      double Want = 0;
      int Best = 0;
      for (int I = 0; I < N1; ++I) {
        const Cd Xi = toC(X[I * Inc]);
        if (Kind == Reduction::Nrm2)
          Want += std::norm(Xi);
        if (Kind == Reduction::Asum)
          Want += magnitude1(Xi);
        const double Mb = magnitude1(toC(X[Best * Inc])), Mi = magnitude1(Xi);
        if (Kind == Reduction::Amax ? Mi > Mb : Mi < Mb)
          Best = I;
      }
      if (Kind == Reduction::Nrm2)
        Want = std::sqrt(Want);
      if (Kind == Reduction::Amax || Kind == Reduction::Amin)
        Want = Best + 1;
      Error E;
      E.add(Cd(double(*Result), 0), Cd(Want, 0));
      C.run(E);
    }
  // Nothing to reduce: 0 (n = 0, and incx <= 0 as the reference BLAS).
  cublasSetPointerMode(H, CUBLAS_POINTER_MODE_HOST);
  Arena A;
  T *X = A.random<T>(4);
  R Zero = R(1), Neg = R(1);
  Fn(H, 0, X, 1, &Zero);
  Fn(H, 4, X, -1, &Neg);
  Error E;
  E.add(Cd(double(Zero), 0), 0);
  E.add(Cd(double(Neg), 0), 0);
  if (Zero != R(0) || Neg != R(0))
    E.add(1, 0);
  C.run(E);
}

template <class T, class F> void testCopy(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto &Inc : Incs) {
    Arena A;
    T *X = A.random<T>(span(N1, Inc[0])), *Y = A.random<T>(span(N1, Inc[1]));
    Fn(H, N1, X, Inc[0], Y, Inc[1]);
    sync();
    Error E;
    for (int I = 0; I < N1; ++I)
      E.add(toC(Y[at(I, N1, Inc[1])]), toC(X[at(I, N1, Inc[0])]));
    C.run(E);
  }
}

template <class T, class F> void testSwap(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto &Inc : Incs) {
    Arena A;
    T *X = A.random<T>(span(N1, Inc[0])), *Y = A.random<T>(span(N1, Inc[1]));
    std::vector<T> X0(X, X + span(N1, Inc[0])), Y0(Y, Y + span(N1, Inc[1]));
    Fn(H, N1, X, Inc[0], Y, Inc[1]);
    sync();
    Error E;
    for (int I = 0; I < N1; ++I) {
      const int64_t Xi = at(I, N1, Inc[0]), Yi = at(I, N1, Inc[1]);
      E.add(toC(X[Xi]), toC(Y0[Yi]));
      E.add(toC(Y[Yi]), toC(X0[Xi]));
    }
    C.run(E);
  }
}

/// rot: (x, y) <- (c x + s y, -conj(s) x + c y), s real or complex (S).
template <class T, class R, class S, class F>
void testRot(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes)
    for (auto &Inc : Incs) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      T *X = A.random<T>(span(N1, Inc[0])), *Y = A.random<T>(span(N1, Inc[1]));
      std::vector<T> X0(X, X + span(N1, Inc[0])), Y0(Y, Y + span(N1, Inc[1]));
      const R Cos = R(0.6);
      const S Sin = randomValue<S>();
      Fn(H, N1, X, Inc[0], Y, Inc[1], scalar(A, Cos, Mode),
         scalar(A, Sin, Mode));
      sync();
      Error E;
      const Cd Sc = toC(Sin);
      for (int I = 0; I < N1; ++I) {
        const int64_t Xi = at(I, N1, Inc[0]), Yi = at(I, N1, Inc[1]);
        E.add(toC(X[Xi]), double(Cos) * toC(X0[Xi]) + Sc * toC(Y0[Yi]));
        E.add(toC(Y[Yi]), double(Cos) * toC(Y0[Yi]) - std::conj(Sc) * toC(X0[Xi]));
      }
      C.run(E);
    }
}

/// rotg: [c s; -conj(s) c] [a; b] = [r; 0] with c real, c^2 + |s|^2 = 1.
template <class T, class R, class F> void testRotg(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes) {
    cublasSetPointerMode(H, Mode);
    Arena A;
    const T A0 = randomValue<T>(), B0 = randomValue<T>();
    T HostA = A0, HostB = B0, HostS;
    R HostC;
    const bool Dev = Mode == CUBLAS_POINTER_MODE_DEVICE;
    T *Pa = Dev ? A.value(A0) : &HostA, *Pb = Dev ? A.value(B0) : &HostB;
    T *Ps = Dev ? A.take<T>(1) : &HostS;
    R *Pc = Dev ? A.take<R>(1) : &HostC;
    Fn(H, Pa, Pb, Pc, Ps);
    sync();
    const Cd Cc = double(*Pc), S = toC(*Ps), R0 = toC(*Pa);
    Error E;
    E.add(Cc * toC(A0) + S * toC(B0), R0);
    E.add(-std::conj(S) * toC(A0) + Cc * toC(B0), 0);
    E.add(Cc * Cc + std::norm(S), 1);
    C.run(E);
  }
}

/// The 2x2 matrix of a rotm/rotmg parameter array.
void rotmMatrix(const double *P, double M[4]) {
  const double Flag = P[0];
  M[0] = Flag == -1 ? P[1] : Flag == 0 ? 1 : Flag == 1 ? P[1] : 1; // h11
  M[1] = Flag == -1 ? P[2] : Flag == 0 ? P[2] : Flag == 1 ? -1 : 0; // h21
  M[2] = Flag == -1 ? P[3] : Flag == 0 ? P[3] : Flag == 1 ? 1 : 0;  // h12
  M[3] = Flag == -1 ? P[4] : Flag == 0 ? 1 : Flag == 1 ? P[4] : 1;  // h22
}

template <class T, class F> void testRotm(const char *Name, F Fn) {
  Checker<T> C{Name};
  const T Flags[] = {-1, 0, 1, -2};
  for (auto Mode : Modes)
    for (T Flag : Flags)
      for (auto &Inc : Incs) {
        cublasSetPointerMode(H, Mode);
        Arena A;
        T *X = A.random<T>(span(N1, Inc[0])),
          *Y = A.random<T>(span(N1, Inc[1]));
        std::vector<T> X0(X, X + span(N1, Inc[0])), Y0(Y, Y + span(N1, Inc[1]));
        T *P = Mode == CUBLAS_POINTER_MODE_DEVICE ? A.take<T>(5) : new T[5];
        P[0] = Flag;
        for (int K = 1; K < 5; ++K)
          P[K] = randomValue<T>();
        double Pd[5], M[4];
        std::copy(P, P + 5, Pd);
        rotmMatrix(Pd, M);
        Fn(H, N1, X, Inc[0], Y, Inc[1], P);
        sync();
        Error E;
        for (int I = 0; I < N1; ++I) {
          const int64_t Xi = at(I, N1, Inc[0]), Yi = at(I, N1, Inc[1]);
          E.add(toC(X[Xi]), M[0] * X0[Xi] + M[2] * Y0[Yi]);
          E.add(toC(Y[Yi]), M[1] * X0[Xi] + M[3] * Y0[Yi]);
        }
        C.run(E);
        if (Mode == CUBLAS_POINTER_MODE_HOST)
          delete[] P;
      }
}

/// rotmg: H [sqrt(d1) x1; sqrt(d2) y1] has a zero second component, and
/// the updated d1, x1 give its first: sqrt(d1') x1' (as the BLAS defines).
template <class T, class F> void testRotmg(const char *Name, F Fn) {
  Checker<T> C{Name};
  for (auto Mode : Modes) {
    cublasSetPointerMode(H, Mode);
    Arena A;
    const T D1 = T(2), D2 = T(3), X1 = T(0.5), Y1 = T(-0.7);
    const bool Dev = Mode == CUBLAS_POINTER_MODE_DEVICE;
    T Hd1 = D1, Hd2 = D2, Hx1 = X1, Hy1 = Y1, Hp[5];
    T *Pd1 = Dev ? A.value(D1) : &Hd1, *Pd2 = Dev ? A.value(D2) : &Hd2;
    T *Px1 = Dev ? A.value(X1) : &Hx1, *Py1 = Dev ? A.value(Y1) : &Hy1;
    T *P = Dev ? A.take<T>(5) : Hp;
    Fn(H, Pd1, Pd2, Px1, Py1, P);
    sync();
    double Pd[5], M[4];
    std::copy(P, P + 5, Pd);
    rotmMatrix(Pd, M);
    // The modified Givens transform of (x1, y1) zeroes the second row.
    Error E;
    E.add(M[1] * X1 + M[3] * Y1, 0);
    E.add(std::fabs(std::sqrt(double(*Pd1)) * double(*Px1)),
          std::sqrt(double(D1) * X1 * X1 + double(D2) * Y1 * Y1));
    C.run(E);
  }
}

// --- Level 2 -----------------------------------------------------------------

/// How a level 2 routine stores its matrix.
enum class Storage { General, Band, Full, SymBand, Packed };

/// A matrix in one of the BLAS's storages, and its logical elements.
template <class T> struct Matrix {
  Storage Kind;
  int M, N;        // logical size
  int Kl = 0, Ku = 0; // band widths (SymBand: Ku = k)
  int Lda = 1;
  bool Upper = false;
  T *Data = nullptr;
  size_t Size = 0;

  /// Index of logical (I, J) in Data, -1 if not stored.
  int64_t index(int I, int J) const {
    switch (Kind) {
    case Storage::General:
      return int64_t(J) * Lda + I;
    case Storage::Band:
      return J - I > Ku || I - J > Kl ? -1 : int64_t(J) * Lda + Ku + I - J;
    case Storage::Full:
      return (Upper ? I > J : I < J) ? -1 : int64_t(J) * Lda + I;
    case Storage::SymBand:
      if (Upper)
        return I > J || J - I > Ku ? -1 : int64_t(J) * Lda + Ku + I - J;
      return I < J || I - J > Ku ? -1 : int64_t(J) * Lda + I - J;
    case Storage::Packed:
      if (Upper)
        return I > J ? -1 : I + int64_t(J) * (J + 1) / 2;
      return I < J ? -1 : I - J + int64_t(J) * (2 * N - J + 1) / 2;
    }
    return -1;
  }
  Cd stored(int I, int J) const {
    const int64_t K = index(I, J);
    return K < 0 ? 0 : toC(Data[K]);
  }
};

template <class T>
Matrix<T> makeMatrix(Arena &A, Storage Kind, int M, int N, bool Upper,
                     int Kl = 0, int Ku = 0) {
  Matrix<T> Mat{Kind, M, N, Kl, Ku};
  Mat.Upper = Upper;
  switch (Kind) {
  case Storage::General:
  case Storage::Full:
    Mat.Lda = M + 2; // a leading dimension larger than the rows
    Mat.Size = size_t(Mat.Lda) * N;
    break;
  case Storage::Band:
  case Storage::SymBand:
    Mat.Lda = Kl + Ku + 2;
    Mat.Size = size_t(Mat.Lda) * N;
    break;
  case Storage::Packed:
    Mat.Size = size_t(N) * (N + 1) / 2;
    break;
  }
  Mat.Data = A.random<T>(Mat.Size);
  return Mat;
}

/// Logical element of a symmetric (Herm false) or Hermitian matrix whose
/// one triangle is stored (a Hermitian diagonal is real).
template <class T> Cd symmetric(const Matrix<T> &Mat, int I, int J, bool Herm) {
  if (I == J)
    return Herm ? Cd(Mat.stored(I, I).real(), 0) : Mat.stored(I, I);
  if (Mat.index(I, J) >= 0)
    return Mat.stored(I, J);
  return Herm ? std::conj(Mat.stored(J, I)) : Mat.stored(J, I);
}

/// Logical element of a triangular matrix.
template <class T> Cd triangular(const Matrix<T> &Mat, int I, int J, bool Unit) {
  return I == J && Unit ? Cd(1) : Mat.stored(I, J);
}

Cd opElement(Cd V, cublasOperation_t Op) {
  return Op == CUBLAS_OP_C ? std::conj(V) : V;
}

const cublasOperation_t Ops[] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};
const int Incs2[][2] = {{1, 1}, {2, -1}, {-1, 3}};

/// y = alpha op(A) x + beta y for gemv and gbmv (Band) with the logical
/// element Elem(I, J); beta = 0 in one run with y all NaN (y is not read).
template <class T, class Call, class Elem>
void checkMv(Checker<T> &C, Arena &A, cublasPointerMode_t Mode, int Rows,
             int Cols, const int *Inc, bool BetaZero, Call Fn, Elem At) {
  T *X = A.random<T>(span(Cols, Inc[0])), *Y = A.random<T>(span(Rows, Inc[1]));
  if (BetaZero)
    for (size_t I = 0; I < span(Rows, Inc[1]); ++I)
      Y[I] = fromC<T>(Cd(NAN, NAN));
  std::vector<T> Y0(Y, Y + span(Rows, Inc[1]));
  const T Alpha = randomValue<T>(), Beta = BetaZero ? T() : randomValue<T>();
  Fn(scalar(A, Alpha, Mode), X, scalar(A, Beta, Mode), Y);
  sync();
  Error E;
  for (int I = 0; I < Rows; ++I) {
    Cd Sum = 0;
    for (int J = 0; J < Cols; ++J)
      Sum += At(I, J) * toC(X[at(J, Cols, Inc[0])]);
    const int64_t Yi = at(I, Rows, Inc[1]);
    E.add(toC(Y[Yi]), toC(Alpha) * Sum +
                          (BetaZero ? Cd(0) : toC(Beta) * toC(Y0[Yi])));
  }
  C.run(E);
}

template <class T, class F> void testGemv(const char *Name, bool Band, F Fn) {
  Checker<T> C{Name};
  const int M = 5, N = 4, Kl = 1, Ku = 2;
  for (auto Mode : Modes)
    for (auto Op : Ops)
      for (auto &Inc : Incs2)
        for (bool BetaZero : {false, true}) {
          cublasSetPointerMode(H, Mode);
          Arena A;
          Matrix<T> Mat = makeMatrix<T>(A, Band ? Storage::Band : Storage::General,
                                        M, N, false, Kl, Ku);
          const bool Tr = Op != CUBLAS_OP_N;
          checkMv(C, A, Mode, Tr ? N : M, Tr ? M : N, Inc, BetaZero,
                  [&](const T *Al, const T *X, const T *Be, T *Y) {
                    Fn(H, Op, M, N, Kl, Ku, Al, Mat.Data, Mat.Lda, X, Inc[0],
                       Be, Y, Inc[1]);
                  },
                  [&](int I, int J) {
                    return Tr ? opElement(Mat.stored(J, I), Op)
                              : Mat.stored(I, J);
                  });
        }
}

/// symv/hemv (Full), sbmv/hbmv (SymBand), spmv/hpmv (Packed).
template <class T, class F>
void testSymv(const char *Name, Storage Kind, bool Herm, F Fn) {
  Checker<T> C{Name};
  const int N = 5, K = 2;
  for (auto Mode : Modes)
    for (bool Upper : {false, true})
      for (auto &Inc : Incs2)
        for (bool BetaZero : {false, true}) {
          cublasSetPointerMode(H, Mode);
          Arena A;
          Matrix<T> Mat = makeMatrix<T>(A, Kind, N, N, Upper, 0, K);
          const cublasFillMode_t Uplo =
              Upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
          checkMv(C, A, Mode, N, N, Inc, BetaZero,
                  [&](const T *Al, const T *X, const T *Be, T *Y) {
                    Fn(H, Uplo, N, K, Al, Mat.Data, Mat.Lda, X, Inc[0], Be, Y,
                       Inc[1]);
                  },
                  [&](int I, int J) { return symmetric(Mat, I, J, Herm); });
        }
}

/// trmv/tbmv/tpmv (x = op(A) x) and trsv/tbsv/tpsv (solve op(A) x = b:
/// checked by op(A) x_solved = b).
template <class T, class F>
void testTriangular(const char *Name, Storage Kind, bool Solve, F Fn) {
  Checker<T> C{Name};
  const int N = 6, K = 2;
  for (auto Op : Ops)
    for (bool Upper : {false, true})
      for (bool Unit : {false, true})
        for (int Inc : {1, -2}) {
          Arena A;
          Matrix<T> Mat = makeMatrix<T>(A, Kind, N, N, Upper, 0, K);
          // Well conditioned: small off-diagonal, diagonal near 2.
          for (int J = 0; J < N; ++J)
            for (int I = 0; I < N; ++I)
              if (Mat.index(I, J) >= 0)
                Mat.Data[Mat.index(I, J)] = fromC<T>(
                    I == J ? Mat.stored(I, J) + 2.0 : Mat.stored(I, J) / 3.0);
          T *X = A.random<T>(span(N, Inc));
          std::vector<T> X0(X, X + span(N, Inc));
          Fn(H, Upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER, Op,
             Unit ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT, N, K, Mat.Data,
             Mat.Lda, X, Inc);
          sync();
          // op(A) In = Out: In the result of a solve or the input of a product.
          const std::vector<T> &In = Solve ? std::vector<T>(X, X + X0.size()) : X0;
          const std::vector<T> Out = Solve ? X0 : std::vector<T>(X, X + X0.size());
          Error E;
          for (int I = 0; I < N; ++I) {
            Cd Sum = 0;
            for (int J = 0; J < N; ++J) {
              const Cd Aij = Op == CUBLAS_OP_N
                                 ? triangular(Mat, I, J, Unit)
                                 : opElement(triangular(Mat, J, I, Unit), Op);
              Sum += Aij * toC(In[at(J, N, Inc)]);
            }
            E.add(Sum, toC(Out[at(I, N, Inc)]));
          }
          C.run(E);
        }
}

/// ger (geru, gerc: Conj): A += alpha x y^T or x y^H.
template <class T, class F> void testGer(const char *Name, bool Conj, F Fn) {
  Checker<T> C{Name};
  const int M = 5, N = 4;
  for (auto Mode : Modes)
    for (auto &Inc : Incs2) {
      cublasSetPointerMode(H, Mode);
      Arena A;
      Matrix<T> Mat = makeMatrix<T>(A, Storage::General, M, N, false);
      std::vector<T> A0(Mat.Data, Mat.Data + Mat.Size);
      T *X = A.random<T>(span(M, Inc[0])), *Y = A.random<T>(span(N, Inc[1]));
      const T Alpha = randomValue<T>();
      Fn(H, M, N, scalar(A, Alpha, Mode), X, Inc[0], Y, Inc[1], Mat.Data,
         Mat.Lda);
      sync();
      Error E;
      for (int J = 0; J < N; ++J)
        for (int I = 0; I < M; ++I) {
          const Cd Yj = toC(Y[at(J, N, Inc[1])]);
          E.add(toC(Mat.Data[Mat.index(I, J)]),
                toC(A0[Mat.index(I, J)]) +
                    toC(Alpha) * toC(X[at(I, M, Inc[0])]) *
                        (Conj ? std::conj(Yj) : Yj));
        }
      C.run(E);
    }
}

/// syr/her/spr/hpr (Two false) and syr2/her2/spr2/hpr2 (Two): the stored
/// triangle after A += alpha x y' (+ y x') as the routine defines it:
/// Herm: A += alpha x x^H, or alpha x y^H + conj(alpha) y x^H; otherwise
/// x x^T, or x y^T + y x^T.
template <class T, class S, class F>
void testRank(const char *Name, Storage Kind, bool Herm, bool Two, F Fn) {
  Checker<T> C{Name};
  const int N = 5;
  for (auto Mode : Modes)
    for (bool Upper : {false, true})
      for (auto &Inc : Incs2) {
        cublasSetPointerMode(H, Mode);
        Arena A;
        Matrix<T> Mat = makeMatrix<T>(A, Kind, N, N, Upper);
        std::vector<T> A0(Mat.Data, Mat.Data + Mat.Size);
        Matrix<T> Old = Mat;
        Old.Data = A0.data();
        T *X = A.random<T>(span(N, Inc[0])), *Y = A.random<T>(span(N, Inc[1]));
        const S Alpha = randomValue<S>();
        const cublasFillMode_t Uplo =
            Upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
        Fn(H, Uplo, N, scalar(A, Alpha, Mode), X, Inc[0], Y, Inc[1], Mat.Data,
           Mat.Lda);
        sync();
        Error E;
        const Cd Al = toC(Alpha);
        for (int J = 0; J < N; ++J)
          for (int I = 0; I < N; ++I) {
            if (Mat.index(I, J) < 0)
              continue;
            const Cd Xi = toC(X[at(I, N, Inc[0])]), Xj = toC(X[at(J, N, Inc[0])]);
            const Cd Yi = toC(Y[at(I, N, Inc[1])]), Yj = toC(Y[at(J, N, Inc[1])]);
            Cd Update;
            if (Herm)
              Update = Two ? Al * Xi * std::conj(Yj) + std::conj(Al) * Yi * std::conj(Xj)
                           : Al * Xi * std::conj(Xj);
            else
              Update = Two ? Al * (Xi * Yj + Yi * Xj) : Al * Xi * Xj;
            E.add(toC(Mat.Data[Mat.index(I, J)]),
                  symmetric(Old, I, J, Herm) + Update);
          }
        C.run(E);
      }
}

// --- The routines, by type ---------------------------------------------------

/// Adapters to one calling shape per test (the band and packed routines'
/// extra or missing arguments dropped).
#define GEMV(F)                                                                \
  [](cublasHandle_t h, cublasOperation_t op, int m, int n, int, int,           \
     auto... rest) { return F(h, op, m, n, rest...); }
#define GBMV(F) F
#define SYMV(F)                                                                \
  [](cublasHandle_t h, cublasFillMode_t u, int n, int, auto al, auto a,        \
     int lda, auto... rest) { return F(h, u, n, al, a, lda, rest...); }
#define SBMV(F) F
#define SPMV(F)                                                                \
  [](cublasHandle_t h, cublasFillMode_t u, int n, int, auto al, auto a, int,   \
     auto... rest) { return F(h, u, n, al, a, rest...); }
#define TRMV(F)                                                                \
  [](cublasHandle_t h, cublasFillMode_t u, cublasOperation_t op,               \
     cublasDiagType_t d, int n, int, auto a, int lda, auto x, int inc) {       \
    return F(h, u, op, d, n, a, lda, x, inc);                                  \
  }
#define TBMV(F) F
#define TPMV(F)                                                                \
  [](cublasHandle_t h, cublasFillMode_t u, cublasOperation_t op,               \
     cublasDiagType_t d, int n, int, auto a, int, auto x, int inc) {           \
    return F(h, u, op, d, n, a, x, inc);                                       \
  }
#define SYR(F)                                                                 \
  [](cublasHandle_t h, cublasFillMode_t u, int n, auto al, auto x, int incx,   \
     auto, int, auto a, int lda) { return F(h, u, n, al, x, incx, a, lda); }
#define SPR(F)                                                                 \
  [](cublasHandle_t h, cublasFillMode_t u, int n, auto al, auto x, int incx,   \
     auto, int, auto a, int) { return F(h, u, n, al, x, incx, a); }
#define SYR2(F) F
#define SPR2(F)                                                                \
  [](cublasHandle_t h, cublasFillMode_t u, int n, auto al, auto x, int incx,   \
     auto y, int incy, auto a, int) {                                          \
    return F(h, u, n, al, x, incx, y, incy, a);                                \
  }

void level1() {
  testAxpy<float>("Saxpy", cublasSaxpy);
  testAxpy<double>("Daxpy", cublasDaxpy);
  testAxpy<cuComplex>("Caxpy", cublasCaxpy);
  testAxpy<cuDoubleComplex>("Zaxpy", cublasZaxpy);
  testScal<float, float>("Sscal", cublasSscal);
  testScal<double, double>("Dscal", cublasDscal);
  testScal<cuComplex, cuComplex>("Cscal", cublasCscal);
  testScal<cuComplex, float>("Csscal", cublasCsscal);
  testScal<cuDoubleComplex, cuDoubleComplex>("Zscal", cublasZscal);
  testScal<cuDoubleComplex, double>("Zdscal", cublasZdscal);
  testDot<float>("Sdot", false, cublasSdot);
  testDot<double>("Ddot", false, cublasDdot);
  testDot<cuComplex>("Cdotu", false, cublasCdotu);
  testDot<cuComplex>("Cdotc", true, cublasCdotc);
  testDot<cuDoubleComplex>("Zdotu", false, cublasZdotu);
  testDot<cuDoubleComplex>("Zdotc", true, cublasZdotc);
  testReduction<float, float>("Snrm2", Reduction::Nrm2, cublasSnrm2);
  testReduction<double, double>("Dnrm2", Reduction::Nrm2, cublasDnrm2);
  testReduction<cuComplex, float>("Scnrm2", Reduction::Nrm2, cublasScnrm2);
  testReduction<cuDoubleComplex, double>("Dznrm2", Reduction::Nrm2,
                                         cublasDznrm2);
  testReduction<float, float>("Sasum", Reduction::Asum, cublasSasum);
  testReduction<double, double>("Dasum", Reduction::Asum, cublasDasum);
  testReduction<cuComplex, float>("Scasum", Reduction::Asum, cublasScasum);
  testReduction<cuDoubleComplex, double>("Dzasum", Reduction::Asum,
                                         cublasDzasum);
  testReduction<float, int>("Isamax", Reduction::Amax, cublasIsamax);
  testReduction<double, int>("Idamax", Reduction::Amax, cublasIdamax);
  testReduction<cuComplex, int>("Icamax", Reduction::Amax, cublasIcamax);
  testReduction<cuDoubleComplex, int>("Izamax", Reduction::Amax, cublasIzamax);
  testReduction<float, int>("Isamin", Reduction::Amin, cublasIsamin);
  testReduction<double, int>("Idamin", Reduction::Amin, cublasIdamin);
  testReduction<cuComplex, int>("Icamin", Reduction::Amin, cublasIcamin);
  testReduction<cuDoubleComplex, int>("Izamin", Reduction::Amin, cublasIzamin);
  testCopy<float>("Scopy", cublasScopy);
  testCopy<double>("Dcopy", cublasDcopy);
  testCopy<cuComplex>("Ccopy", cublasCcopy);
  testCopy<cuDoubleComplex>("Zcopy", cublasZcopy);
  testSwap<float>("Sswap", cublasSswap);
  testSwap<double>("Dswap", cublasDswap);
  testSwap<cuComplex>("Cswap", cublasCswap);
  testSwap<cuDoubleComplex>("Zswap", cublasZswap);
  testRot<float, float, float>("Srot", cublasSrot);
  testRot<double, double, double>("Drot", cublasDrot);
  testRot<cuComplex, float, cuComplex>("Crot", cublasCrot);
  testRot<cuComplex, float, float>("Csrot", cublasCsrot);
  testRot<cuDoubleComplex, double, cuDoubleComplex>("Zrot", cublasZrot);
  testRot<cuDoubleComplex, double, double>("Zdrot", cublasZdrot);
  testRotg<float, float>("Srotg", cublasSrotg);
  testRotg<double, double>("Drotg", cublasDrotg);
  testRotg<cuComplex, float>("Crotg", cublasCrotg);
  testRotg<cuDoubleComplex, double>("Zrotg", cublasZrotg);
  testRotm<float>("Srotm", cublasSrotm);
  testRotm<double>("Drotm", cublasDrotm);
  testRotmg<float>("Srotmg", cublasSrotmg);
  testRotmg<double>("Drotmg", cublasDrotmg);
}

void level2() {
  testGemv<float>("Sgemv", false, GEMV(cublasSgemv));
  testGemv<float>("Sgbmv", true, GBMV(cublasSgbmv));
  testTriangular<float>("Strmv", Storage::Full, false, TRMV(cublasStrmv));
  testTriangular<float>("Strsv", Storage::Full, true, TRMV(cublasStrsv));
  testTriangular<float>("Stbmv", Storage::SymBand, false, TBMV(cublasStbmv));
  testTriangular<float>("Stbsv", Storage::SymBand, true, TBMV(cublasStbsv));
  testTriangular<float>("Stpmv", Storage::Packed, false, TPMV(cublasStpmv));
  testTriangular<float>("Stpsv", Storage::Packed, true, TPMV(cublasStpsv));
  testSymv<float>("Ssymv", Storage::Full, false, SYMV(cublasSsymv));
  testRank<float, float>("Ssyr", Storage::Full, false, false, SYR(cublasSsyr));
  testRank<float, float>("Ssyr2", Storage::Full, false, true, SYR2(cublasSsyr2));
  testGemv<double>("Dgemv", false, GEMV(cublasDgemv));
  testGemv<double>("Dgbmv", true, GBMV(cublasDgbmv));
  testTriangular<double>("Dtrmv", Storage::Full, false, TRMV(cublasDtrmv));
  testTriangular<double>("Dtrsv", Storage::Full, true, TRMV(cublasDtrsv));
  testTriangular<double>("Dtbmv", Storage::SymBand, false, TBMV(cublasDtbmv));
  testTriangular<double>("Dtbsv", Storage::SymBand, true, TBMV(cublasDtbsv));
  testTriangular<double>("Dtpmv", Storage::Packed, false, TPMV(cublasDtpmv));
  testTriangular<double>("Dtpsv", Storage::Packed, true, TPMV(cublasDtpsv));
  testSymv<double>("Dsymv", Storage::Full, false, SYMV(cublasDsymv));
  testRank<double, double>("Dsyr", Storage::Full, false, false, SYR(cublasDsyr));
  testRank<double, double>("Dsyr2", Storage::Full, false, true, SYR2(cublasDsyr2));
  testGemv<cuComplex>("Cgemv", false, GEMV(cublasCgemv));
  testGemv<cuComplex>("Cgbmv", true, GBMV(cublasCgbmv));
  testTriangular<cuComplex>("Ctrmv", Storage::Full, false, TRMV(cublasCtrmv));
  testTriangular<cuComplex>("Ctrsv", Storage::Full, true, TRMV(cublasCtrsv));
  testTriangular<cuComplex>("Ctbmv", Storage::SymBand, false, TBMV(cublasCtbmv));
  testTriangular<cuComplex>("Ctbsv", Storage::SymBand, true, TBMV(cublasCtbsv));
  testTriangular<cuComplex>("Ctpmv", Storage::Packed, false, TPMV(cublasCtpmv));
  testTriangular<cuComplex>("Ctpsv", Storage::Packed, true, TPMV(cublasCtpsv));
  testSymv<cuComplex>("Csymv", Storage::Full, false, SYMV(cublasCsymv));
  testRank<cuComplex, cuComplex>("Csyr", Storage::Full, false, false, SYR(cublasCsyr));
  testRank<cuComplex, cuComplex>("Csyr2", Storage::Full, false, true, SYR2(cublasCsyr2));
  testGemv<cuDoubleComplex>("Zgemv", false, GEMV(cublasZgemv));
  testGemv<cuDoubleComplex>("Zgbmv", true, GBMV(cublasZgbmv));
  testTriangular<cuDoubleComplex>("Ztrmv", Storage::Full, false, TRMV(cublasZtrmv));
  testTriangular<cuDoubleComplex>("Ztrsv", Storage::Full, true, TRMV(cublasZtrsv));
  testTriangular<cuDoubleComplex>("Ztbmv", Storage::SymBand, false, TBMV(cublasZtbmv));
  testTriangular<cuDoubleComplex>("Ztbsv", Storage::SymBand, true, TBMV(cublasZtbsv));
  testTriangular<cuDoubleComplex>("Ztpmv", Storage::Packed, false, TPMV(cublasZtpmv));
  testTriangular<cuDoubleComplex>("Ztpsv", Storage::Packed, true, TPMV(cublasZtpsv));
  testSymv<cuDoubleComplex>("Zsymv", Storage::Full, false, SYMV(cublasZsymv));
  testRank<cuDoubleComplex, cuDoubleComplex>("Zsyr", Storage::Full, false, false, SYR(cublasZsyr));
  testRank<cuDoubleComplex, cuDoubleComplex>("Zsyr2", Storage::Full, false, true, SYR2(cublasZsyr2));
  testSymv<float>("Ssbmv", Storage::SymBand, false, SBMV(cublasSsbmv));
  testSymv<float>("Sspmv", Storage::Packed, false, SPMV(cublasSspmv));
  testGer<float>("Sger", false, cublasSger);
  testRank<float, float>("Sspr", Storage::Packed, false, false, SPR(cublasSspr));
  testRank<float, float>("Sspr2", Storage::Packed, false, true, SPR2(cublasSspr2));
  testSymv<double>("Dsbmv", Storage::SymBand, false, SBMV(cublasDsbmv));
  testSymv<double>("Dspmv", Storage::Packed, false, SPMV(cublasDspmv));
  testGer<double>("Dger", false, cublasDger);
  testRank<double, double>("Dspr", Storage::Packed, false, false, SPR(cublasDspr));
  testRank<double, double>("Dspr2", Storage::Packed, false, true, SPR2(cublasDspr2));
  testSymv<cuComplex>("Chemv", Storage::Full, true, SYMV(cublasChemv));
  testSymv<cuComplex>("Chbmv", Storage::SymBand, true, SBMV(cublasChbmv));
  testSymv<cuComplex>("Chpmv", Storage::Packed, true, SPMV(cublasChpmv));
  testGer<cuComplex>("Cgeru", false, cublasCgeru);
  testGer<cuComplex>("Cgerc", true, cublasCgerc);
  testRank<cuComplex, float>("Cher", Storage::Full, true, false, SYR(cublasCher));
  testRank<cuComplex, float>("Chpr", Storage::Packed, true, false, SPR(cublasChpr));
  testRank<cuComplex, cuComplex>("Cher2", Storage::Full, true, true, SYR2(cublasCher2));
  testRank<cuComplex, cuComplex>("Chpr2", Storage::Packed, true, true, SPR2(cublasChpr2));
  testSymv<cuDoubleComplex>("Zhemv", Storage::Full, true, SYMV(cublasZhemv));
  testSymv<cuDoubleComplex>("Zhbmv", Storage::SymBand, true, SBMV(cublasZhbmv));
  testSymv<cuDoubleComplex>("Zhpmv", Storage::Packed, true, SPMV(cublasZhpmv));
  testGer<cuDoubleComplex>("Zgeru", false, cublasZgeru);
  testGer<cuDoubleComplex>("Zgerc", true, cublasZgerc);
  testRank<cuDoubleComplex, double>("Zher", Storage::Full, true, false, SYR(cublasZher));
  testRank<cuDoubleComplex, double>("Zhpr", Storage::Packed, true, false, SPR(cublasZhpr));
  testRank<cuDoubleComplex, cuDoubleComplex>("Zher2", Storage::Full, true, true, SYR2(cublasZher2));
  testRank<cuDoubleComplex, cuDoubleComplex>("Zhpr2", Storage::Packed, true, true, SPR2(cublasZhpr2));
}

/// The _64 entry points take int64_t sizes and run the same routines.
void sixtyFour() {
  Checker<double> C{"_64 forms"};
  Arena A;
  const int64_t N = 6;
  double *X = A.random<double>(2 * N), *Y = A.random<double>(N);
  std::vector<double> Y0(Y, Y + N);
  const double Alpha = 0.5;
  cublasSetPointerMode(H, CUBLAS_POINTER_MODE_HOST);
  cublasDaxpy_64(H, N, &Alpha, X, 2, Y, 1);
  int64_t Imax = -1;
  cublasIdamax_64(H, N, X, 2, &Imax);
  double Nrm = 0;
  cublasDnrm2_64(H, N, X, 2, &Nrm);
  sync();
  Error E;
  double WantNrm = 0;
  int64_t Best = 0;
  for (int64_t I = 0; I < N; ++I) {
    E.add(Y[I], Y0[I] + Alpha * X[2 * I]);
    WantNrm += X[2 * I] * X[2 * I];
    if (std::fabs(X[2 * I]) > std::fabs(X[2 * Best]))
      Best = I;
  }
  E.add(Nrm, std::sqrt(WantNrm));
  E.add(double(Imax), double(Best + 1));
  // A 3 x 2 gemv through the _64 form.
  double *M = A.random<double>(6), *V = A.random<double>(2), *W = A.take<double>(3);
  const double One = 1, Zero = 0;
  cublasDgemv_64(H, CUBLAS_OP_N, 3, 2, &One, M, 3, V, 1, &Zero, W, 1);
  sync();
  for (int I = 0; I < 3; ++I)
    E.add(W[I], M[I] * V[0] + M[3 + I] * V[1]);
  C.run(E);
}

/// cuBLAS's argument errors.
void errors() {
  Arena A;
  float *X = A.random<float>(16), *Y = A.random<float>(16),
        *M = A.random<float>(16);
  cuComplex *Cx = A.random<cuComplex>(16), *Cm = A.random<cuComplex>(16);
  const float One = 1;
  const cuComplex COne = make_cuComplex(1, 0);
  float R;
  int Idx;
  int Bad = 0, Checks = 0;
  auto expect = [&](cublasStatus_t Got, cublasStatus_t Want, const char *What) {
    ++Checks;
    if (Got != Want) {
      ++Bad;
      std::printf("error check %s: status %d, expected %d FAIL\n", What,
                  int(Got), int(Want));
    }
  };
  cublasSetPointerMode(H, CUBLAS_POINTER_MODE_HOST);
  const cublasStatus_t Inv = CUBLAS_STATUS_INVALID_VALUE;
  const cublasStatus_t Ok = CUBLAS_STATUS_SUCCESS;
  expect(cublasSgemv(H, CUBLAS_OP_N, -1, 2, &One, M, 2, X, 1, &One, Y, 1), Inv, "gemv m < 0");
  expect(cublasSgemv(H, CUBLAS_OP_N, 2, -1, &One, M, 2, X, 1, &One, Y, 1), Inv, "gemv n < 0");
  expect(cublasSgemv(H, CUBLAS_OP_N, 3, 2, &One, M, 2, X, 1, &One, Y, 1), Inv, "gemv lda < m");
  expect(cublasSgemv(H, CUBLAS_OP_N, 2, 2, &One, M, 2, X, 0, &One, Y, 1), Inv, "gemv incx 0");
  expect(cublasSgemv(H, CUBLAS_OP_N, 2, 2, &One, M, 2, X, 1, &One, Y, 0), Inv, "gemv incy 0");
  expect(cublasSgemv(H, cublasOperation_t(7), 2, 2, &One, M, 2, X, 1, &One, Y, 1), Inv, "gemv op");
  expect(cublasSgbmv(H, CUBLAS_OP_N, 3, 3, 1, 1, &One, M, 2, X, 1, &One, Y, 1), Inv, "gbmv lda < kl+ku+1");
  expect(cublasSgbmv(H, CUBLAS_OP_N, 3, 3, -1, 1, &One, M, 3, X, 1, &One, Y, 1), Inv, "gbmv kl < 0");
  expect(cublasSsymv(H, CUBLAS_FILL_MODE_FULL, 2, &One, M, 2, X, 1, &One, Y, 1), Inv, "symv fill full");
  expect(cublasSsbmv(H, CUBLAS_FILL_MODE_LOWER, 3, 2, &One, M, 2, X, 1, &One, Y, 1), Inv, "sbmv lda < k+1");
  expect(cublasSspmv(H, CUBLAS_FILL_MODE_LOWER, -2, &One, M, X, 1, &One, Y, 1), Inv, "spmv n < 0");
  expect(cublasStrmv(H, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, cublasDiagType_t(5), 2, M, 2, X, 1), Inv, "trmv diag");
  expect(cublasStrsv(H, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2, M, 2, X, 0), Inv, "trsv incx 0");
  expect(cublasStbsv(H, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2, -1, M, 2, X, 1), Inv, "tbsv k < 0");
  expect(cublasStpmv(H, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, -1, M, X, 1), Inv, "tpmv n < 0");
  expect(cublasSger(H, 3, 2, &One, X, 1, Y, 1, M, 2), Inv, "ger lda < m");
  expect(cublasSger(H, 2, 2, &One, X, 1, Y, 0, M, 2), Inv, "ger incy 0");
  expect(cublasSsyr(H, CUBLAS_FILL_MODE_LOWER, 3, &One, X, 1, M, 2), Inv, "syr lda < n");
  expect(cublasSspr2(H, CUBLAS_FILL_MODE_LOWER, 2, &One, X, 0, Y, 1, M), Inv, "spr2 incx 0");
  expect(cublasCher(H, CUBLAS_FILL_MODE_UPPER, -1, &One, Cx, 1, Cm, 2), Inv, "cher n < 0");
  expect(cublasCgerc(H, 2, -2, &COne, Cx, 1, Cx, 1, Cm, 2), Inv, "cgerc n < 0");
  expect(cublasCsymv(H, CUBLAS_FILL_MODE_UPPER, 2, &COne, Cm, 1, Cx, 1, &COne, Cx, 1), Inv, "csymv lda < n");
  expect(cublasSgemv(H, CUBLAS_OP_N, 2, 2, nullptr, M, 2, X, 1, &One, Y, 1), Inv, "gemv alpha null");
  expect(cublasSdot(H, 4, X, 1, Y, 1, nullptr), Inv, "dot result null");
  expect(cublasIsamax(H, 4, X, 1, nullptr), Inv, "amax result null");
  // Empty problems succeed and do nothing.
  expect(cublasSgemv(H, CUBLAS_OP_N, 0, 2, &One, M, 1, X, 1, &One, Y, 1), Ok, "gemv m = 0");
  expect(cublasSaxpy(H, -3, &One, X, 1, Y, 1), Ok, "axpy n < 0");
  expect(cublasSnrm2(H, -3, X, 1, &R), Ok, "nrm2 n < 0");
  expect(cublasIsamin(H, 0, X, 1, &Idx), Ok, "amin n = 0");
  // No handle.
  expect(cublasSaxpy(nullptr, 2, &One, X, 1, Y, 1), CUBLAS_STATUS_NOT_INITIALIZED, "axpy no handle");
  expect(cublasSgemv(nullptr, CUBLAS_OP_N, 2, 2, &One, M, 2, X, 1, &One, Y, 1), CUBLAS_STATUS_NOT_INITIALIZED, "gemv no handle");
  sync();
  std::printf("errors: %d of %d statuses as cuBLAS's%s\n", Checks - Bad, Checks,
              Bad ? " FAIL" : "");
  Failures += Bad != 0;
}

int main() {
  if (cublasCreate(&H) != CUBLAS_STATUS_SUCCESS) {
    std::printf("cublasCreate failed\n");
    return 1;
  }
  level1();
  level2();
  sixtyFour();
  errors();
  cublasDestroy(H);
  std::printf("levels 1 and 2: %d routines, %d failed\n", Routines, Failures);
  return Failures ? 1 : 0;
}
