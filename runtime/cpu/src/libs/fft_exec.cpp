// cuFFT's execution on FFTW3. Device memory is host memory here, so FFTW
// runs on the caller's pointers: each execution finds (or makes, under the
// planner's lock) an FFTW guru64 plan with the plan's strides for its pair
// of pointer alignments, in-place or not and sign, and queues
// fftw_execute_dft (or _r2c, _c2r) with the new arrays on the plan's
// stream. The plan is measured (FFTW_MEASURE) on scratch arrays, never on
// the caller's, which earlier work on the stream may still be using; FFTW
// keeps what it measured (its wisdom) for the process, so the same problem
// planned again is quick. $AXL_CPU_FFT_PLANNER=estimate plans without
// measuring (FFTW_ESTIMATE, on the arrays: it touches no data), =patient
// measures more (FFTW_PATIENT).
#include "fft_plan.h"

#include <fftw3.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
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

/// FFTW_MEASURE unless $AXL_CPU_FFT_PLANNER says estimate or patient.
unsigned plannerFlags() {
  static const unsigned Flags = [] {
    const char *E = std::getenv("AXL_CPU_FFT_PLANNER");
    if (E && !std::strcmp(E, "estimate"))
      return unsigned(FFTW_ESTIMATE);
    if (E && !std::strcmp(E, "patient"))
      return unsigned(FFTW_PATIENT);
    return unsigned(FFTW_MEASURE);
  }();
  return Flags;
}

/// FFTW's API of one precision.
template <class Real> struct Fftw;

template <> struct Fftw<float> {
  using Complex = fftwf_complex;
  using PlanT = fftwf_plan;
  static PlanT dft(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out, int Sign,
                   unsigned Flags) {
    return fftwf_plan_guru64_dft(Rank, Dims, 1, How, static_cast<Complex *>(In),
                                 static_cast<Complex *>(Out), Sign, Flags);
  }
  static PlanT r2c(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out,
                   unsigned Flags) {
    return fftwf_plan_guru64_dft_r2c(Rank, Dims, 1, How,
                                     static_cast<float *>(In),
                                     static_cast<Complex *>(Out), Flags);
  }
  static PlanT c2r(int Rank, const fftwf_iodim64 *Dims,
                   const fftwf_iodim64 *How, void *In, void *Out,
                   unsigned Flags) {
    return fftwf_plan_guru64_dft_c2r(Rank, Dims, 1, How,
                                     static_cast<Complex *>(In),
                                     static_cast<float *>(Out), Flags);
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
                   void *In, void *Out, int Sign, unsigned Flags) {
    return fftw_plan_guru64_dft(Rank, Dims, 1, How, static_cast<Complex *>(In),
                                static_cast<Complex *>(Out), Sign, Flags);
  }
  static PlanT r2c(int Rank, const fftw_iodim64 *Dims, const fftw_iodim64 *How,
                   void *In, void *Out, unsigned Flags) {
    return fftw_plan_guru64_dft_r2c(Rank, Dims, 1, How,
                                    static_cast<double *>(In),
                                    static_cast<Complex *>(Out), Flags);
  }
  static PlanT c2r(int Rank, const fftw_iodim64 *Dims, const fftw_iodim64 *How,
                   void *In, void *Out, unsigned Flags) {
    return fftw_plan_guru64_dft_c2r(Rank, Dims, 1, How,
                                    static_cast<Complex *>(In),
                                    static_cast<double *>(Out), Flags);
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

/// Arrays with the residues modulo 64 of In and Out (so FFTW's alignment
/// of each is theirs), for a planner that runs transforms on them.
class Scratch {
public:
  Scratch(const Layout &L, size_t InElement, size_t OutElement, void *In,
          void *Out)
      : InPlace(In == Out) {
    const size_t InBytes = size_t(L.InExtent) * InElement;
    const size_t OutBytes = size_t(L.OutExtent) * OutElement;
    InBase = allocate(InPlace ? std::max(InBytes, OutBytes) : InBytes);
    OutBase = InPlace ? nullptr : allocate(OutBytes);
    if (InBase)
      this->In = InBase + uintptr_t(In) % 64;
    if (OutBase || InPlace)
      this->Out = InPlace ? this->In : OutBase + uintptr_t(Out) % 64;
  }
  ~Scratch() {
    std::free(InBase);
    std::free(OutBase);
  }
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
  bool ok() const { return In && Out; }
  char *In = nullptr, *Out = nullptr;

private:
  static char *allocate(size_t Bytes) {
    return static_cast<char *>(std::aligned_alloc(64, (Bytes + 127) / 64 * 64));
  }
  bool InPlace;
  char *InBase = nullptr, *OutBase = nullptr;
};

/// The FFTW plan of S for these arrays, or null where FFTW has none.
/// FFTW_ESTIMATE plans on the arrays themselves (it reads and writes no
/// data); a planner that measures plans on scratch arrays of the same
/// alignments, or, with no memory for them, estimates.
template <class Real>
std::shared_ptr<FftwPlan> planFor(const Shape &S, void *In, void *Out,
                                  bool InPlace, int Sign) {
  const Layout L = layoutOf(S, InPlace);
  fftw_iodim64 Dims[3], How;
  for (int K = 0; K < S.Rank; ++K)
    Dims[K] = {S.N[K], L.InStride[K], L.OutStride[K]};
  How = {S.Batch, L.InDist, L.OutDist};
  const Kind K = kindOf(S.Type);
  unsigned Flags = plannerFlags();
  std::unique_ptr<Scratch> Arrays;
  if (Flags != FFTW_ESTIMATE) {
    Arrays = std::make_unique<Scratch>(
        L, K == Kind::R2C ? sizeof(Real) : 2 * sizeof(Real),
        K == Kind::C2R ? sizeof(Real) : 2 * sizeof(Real), In, Out);
    if (Arrays->ok()) {
      In = Arrays->In;
      Out = Arrays->Out;
    } else {
      Flags = FFTW_ESTIMATE;
    }
  }
  typename Fftw<Real>::PlanT P;
  {
    std::lock_guard<std::mutex> G(plannerLock());
    switch (K) {
    case Kind::C2C:
      P = Fftw<Real>::dft(S.Rank, Dims, &How, In, Out, Sign, Flags);
      break;
    case Kind::R2C:
      P = Fftw<Real>::r2c(S.Rank, Dims, &How, In, Out, Flags);
      break;
    case Kind::C2R:
      P = Fftw<Real>::c2r(S.Rank, Dims, &How, In, Out, Flags);
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
