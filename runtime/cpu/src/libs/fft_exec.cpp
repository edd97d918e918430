// cuFFT's execution on FFTW3. Device memory is host memory here, so FFTW
// runs on the caller's pointers: each execution finds (or makes, under the
// planner's lock) an FFTW guru64 plan with the plan's strides for its pair
// of pointer alignments, in-place or not and sign, and queues
// fftw_execute_dft (or _r2c, _c2r) with the new arrays on the plan's
// stream. FFTW_ESTIMATE planning reads and writes no data, so the plan can
// be made while earlier work on the stream still uses the arrays.
#include "fft_plan.h"

#include <fftw3.h>

#include <type_traits>

namespace axl::cpu::libs::fft {

class FftwPlan {
public:
  explicit FftwPlan(fftw_plan P) : Double(P) {}
  explicit FftwPlan(fftwf_plan P) : Single(P) {}
  FftwPlan(const FftwPlan &) = delete;
  FftwPlan &operator=(const FftwPlan &) = delete;
  ~FftwPlan() {
    std::lock_guard<std::mutex> G(plannerLock());
    if (Double)
      fftw_destroy_plan(Double);
    if (Single)
      fftwf_destroy_plan(Single);
  }
  fftw_plan get(double *) const { return Double; }
  fftwf_plan get(float *) const { return Single; }

private:
  fftw_plan Double = nullptr;
  fftwf_plan Single = nullptr;
};

} // namespace axl::cpu::libs::fft

using namespace axl::cpu::libs::fft;

namespace {

constexpr unsigned PlannerFlags = FFTW_ESTIMATE;

/// FFTW's API of one precision.
template <class Real> struct Fftw;

template <> struct Fftw<float> {
  using Complex = fftwf_complex;
  using PlanT = fftwf_plan;
  static PlanT dft(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out, int Sign) {
    return fftwf_plan_guru64_dft(Rank, Dims, 1, How, static_cast<Complex *>(In),
                                 static_cast<Complex *>(Out), Sign,
                                 PlannerFlags);
  }
  static PlanT r2c(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out) {
    return fftwf_plan_guru64_dft_r2c(Rank, Dims, 1, How,
                                     static_cast<float *>(In),
                                     static_cast<Complex *>(Out), PlannerFlags);
  }
  static PlanT c2r(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out) {
    return fftwf_plan_guru64_dft_c2r(Rank, Dims, 1, How,
                                     static_cast<Complex *>(In),
                                     static_cast<float *>(Out), PlannerFlags);
  }
  static void dft(PlanT P, void *In, void *Out) {
    fftwf_execute_dft(P, static_cast<Complex *>(In),
                      static_cast<Complex *>(Out));
  }
  static void r2c(PlanT P, void *In, void *Out) {
    fftwf_execute_dft_r2c(P, static_cast<float *>(In),
                          static_cast<Complex *>(Out));
  }
  static void c2r(PlanT P, void *In, void *Out) {
    fftwf_execute_dft_c2r(P, static_cast<Complex *>(In),
                          static_cast<float *>(Out));
  }
  static int alignmentOf(void *P) {
    return fftwf_alignment_of(static_cast<float *>(P));
  }
};

template <> struct Fftw<double> {
  using Complex = fftw_complex;
  using PlanT = fftw_plan;
  static PlanT dft(int Rank, const fftw_iodim64 *Dims, const fftw_iodim64 *How,
                   void *In, void *Out, int Sign) {
    return fftw_plan_guru64_dft(Rank, Dims, 1, How, static_cast<Complex *>(In),
                                static_cast<Complex *>(Out), Sign,
                                PlannerFlags);
  }
  static PlanT r2c(int Rank, const fftw_iodim64 *Dims, const fftw_iodim64 *How,
                   void *In, void *Out) {
    return fftw_plan_guru64_dft_r2c(Rank, Dims, 1, How,
                                    static_cast<double *>(In),
                                    static_cast<Complex *>(Out), PlannerFlags);
  }
  static PlanT c2r(int Rank, const fftw_iodim64 *Dims, const fftw_iodim64 *How,
                   void *In, void *Out) {
    return fftw_plan_guru64_dft_c2r(Rank, Dims, 1, How,
                                    static_cast<Complex *>(In),
                                    static_cast<double *>(Out), PlannerFlags);
  }
  static void dft(PlanT P, void *In, void *Out) {
    fftw_execute_dft(P, static_cast<Complex *>(In),
                     static_cast<Complex *>(Out));
  }
  static void r2c(PlanT P, void *In, void *Out) {
    fftw_execute_dft_r2c(P, static_cast<double *>(In),
                         static_cast<Complex *>(Out));
  }
  static void c2r(PlanT P, void *In, void *Out) {
    fftw_execute_dft_c2r(P, static_cast<Complex *>(In),
                         static_cast<double *>(Out));
  }
  static int alignmentOf(void *P) {
    return fftw_alignment_of(static_cast<double *>(P));
  }
};

enum class Kind { C2C, R2C, C2R };

Kind kindOf(axlfftType T) {
  switch (T) {
  case AXLFFT_R2C:
  case AXLFFT_D2Z:
    return Kind::R2C;
  case AXLFFT_C2R:
  case AXLFFT_Z2D:
    return Kind::C2R;
  default:
    return Kind::C2C;
  }
}

bool isDouble(axlfftType T) {
  return T == AXLFFT_Z2Z || T == AXLFFT_D2Z || T == AXLFFT_Z2D;
}

/// The FFTW plan of S for these arrays, or null where FFTW has none.
template <class Real>
std::shared_ptr<FftwPlan> planFor(const Shape &S, void *In, void *Out,
                                  bool InPlace, int Sign) {
  const Layout L = layoutOf(S, InPlace);
  fftw_iodim64 Dims[3], How;
  for (int K = 0; K < S.Rank; ++K)
    Dims[K] = {S.N[K], L.InStride[K], L.OutStride[K]};
  How = {S.Batch, L.InDist, L.OutDist};
  typename Fftw<Real>::PlanT P;
  {
    std::lock_guard<std::mutex> G(plannerLock());
    switch (kindOf(S.Type)) {
    case Kind::C2C:
      P = Fftw<Real>::dft(S.Rank, Dims, &How, In, Out, Sign);
      break;
    case Kind::R2C:
      P = Fftw<Real>::r2c(S.Rank, Dims, &How, In, Out);
      break;
    case Kind::C2R:
      P = Fftw<Real>::c2r(S.Rank, Dims, &How, In, Out);
      break;
    }
  }
  return P ? std::make_shared<FftwPlan>(P) : nullptr;
}

/// cufftExec*: checks, finds or makes the FFTW plan, queues it.
template <class Real>
axlfftResult execute(axlfftHandle Handle, Kind K, void *In, void *Out,
                     int Sign) {
  std::shared_ptr<Plan> P = findPlan(Handle);
  if (!P)
    return AXLFFT_INVALID_PLAN;
  std::unique_lock<std::mutex> G(P->Lock);
  // A handle without a plan, or whose plan another function computes.
  if (!P->Made || kindOf(P->S.Type) != K ||
      isDouble(P->S.Type) != std::is_same<Real, double>::value)
    return AXLFFT_INVALID_PLAN;
  if (!In || !Out)
    return AXLFFT_INVALID_VALUE;
  if (K == Kind::C2C && Sign != AXLFFT_FORWARD && Sign != AXLFFT_INVERSE)
    return AXLFFT_INVALID_VALUE;
  if (K != Kind::C2C)
    Sign = K == Kind::R2C ? AXLFFT_FORWARD : AXLFFT_INVERSE;
  const bool InPlace = In == Out;
  const FftwKey Key{InPlace, Fftw<Real>::alignmentOf(In),
                    Fftw<Real>::alignmentOf(Out), Sign};
  std::shared_ptr<FftwPlan> F;
  for (const auto &[CachedKey, Cached] : P->Fftw)
    if (CachedKey == Key)
      F = Cached;
  if (!F) {
    F = planFor<Real>(P->S, In, Out, InPlace, Sign);
    if (!F)
      return AXLFFT_NOT_SUPPORTED;
    P->Fftw.emplace_back(Key, F);
  }
  const axlStream_t Stream = P->Stream;
  G.unlock();
  auto Run = [F, K, In, Out] {
    auto Fp = F->get(static_cast<Real *>(nullptr));
    switch (K) {
    case Kind::C2C:
      Fftw<Real>::dft(Fp, In, Out);
      break;
    case Kind::R2C:
      Fftw<Real>::r2c(Fp, In, Out);
      break;
    case Kind::C2R:
      Fftw<Real>::c2r(Fp, In, Out);
      break;
    }
  };
  if (axl::cpu::detail::enqueue(Stream, std::move(Run)) != axlSuccess)
    return AXLFFT_EXEC_FAILED;
  return AXLFFT_SUCCESS;
}

} // namespace

extern "C" {

axlfftResult axlfftExecC2C(axlfftHandle plan, axlfftComplex *idata,
                           axlfftComplex *odata, int direction) {
  return execute<float>(plan, Kind::C2C, idata, odata, direction);
}

axlfftResult axlfftExecR2C(axlfftHandle plan, axlfftReal *idata,
                           axlfftComplex *odata) {
  return execute<float>(plan, Kind::R2C, idata, odata, AXLFFT_FORWARD);
}

axlfftResult axlfftExecC2R(axlfftHandle plan, axlfftComplex *idata,
                           axlfftReal *odata) {
  return execute<float>(plan, Kind::C2R, idata, odata, AXLFFT_INVERSE);
}

axlfftResult axlfftExecZ2Z(axlfftHandle plan, axlfftDoubleComplex *idata,
                           axlfftDoubleComplex *odata, int direction) {
  return execute<double>(plan, Kind::C2C, idata, odata, direction);
}

axlfftResult axlfftExecD2Z(axlfftHandle plan, axlfftDoubleReal *idata,
                           axlfftDoubleComplex *odata) {
  return execute<double>(plan, Kind::R2C, idata, odata, AXLFFT_FORWARD);
}

axlfftResult axlfftExecZ2D(axlfftHandle plan, axlfftDoubleComplex *idata,
                           axlfftDoubleReal *odata) {
  return execute<double>(plan, Kind::C2R, idata, odata, AXLFFT_INVERSE);
}

// The plan's types decide the transform; direction matters to C2C and Z2Z.
axlfftResult axlfftXtExec(axlfftHandle plan, void *input, void *output,
                          int direction) {
  std::shared_ptr<Plan> P = findPlan(plan);
  if (!P)
    return AXLFFT_INVALID_PLAN;
  axlfftType Type;
  {
    std::lock_guard<std::mutex> G(P->Lock);
    if (!P->Made)
      return AXLFFT_INVALID_PLAN;
    Type = P->S.Type;
  }
  const Kind K = kindOf(Type);
  if (K != Kind::C2C)
    direction = K == Kind::R2C ? AXLFFT_FORWARD : AXLFFT_INVERSE;
  return isDouble(Type) ? execute<double>(plan, K, input, output, direction)
                        : execute<float>(plan, K, input, output, direction);
}

} // extern "C"
