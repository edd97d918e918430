// cuFFT's handles and plans on the CPU: creation, the checks and shapes of
// the plan calls, work-area sizes (FFTW needs none: 0), streams, versions.
#include "fft_plan.h"

#include <unordered_map>

namespace axl::cpu::libs::fft {
namespace {

struct Registry {
  std::mutex Lock;
  std::unordered_map<int, std::shared_ptr<Plan>> Plans;
  int Next = 1;
};

// Never destroyed: plans still held at exit are left to the process.
Registry &registry() {
  static Registry *R = new Registry;
  return *R;
}

bool isType(int T) {
  switch (T) {
  case AXLFFT_C2C:
  case AXLFFT_R2C:
  case AXLFFT_C2R:
  case AXLFFT_Z2Z:
  case AXLFFT_D2Z:
  case AXLFFT_Z2D:
    return true;
  }
  return false;
}

bool mul(long long A, long long B, long long &R) {
  return !__builtin_mul_overflow(A, B, &R);
}

/// The strides of one side (in its own elements), its batch distance and
/// its extent (the last element's offset + 1); false where a product
/// overflows.
bool sideLayout(const Shape &S, const long long *Logical,
                const long long *Embed, long long Stride, long long Dist,
                long long *Strides, long long &OutDist, long long &Extent) {
  Strides[S.Rank - 1] = Stride;
  for (int K = S.Rank - 2; K >= 0; --K)
    if (!mul(Strides[K + 1], Embed[K + 1], Strides[K]))
      return false;
  if (!S.Basic) {
    OutDist = Dist;
  } else if (!mul(Strides[0], Embed[0], OutDist)) {
    return false;
  }
  // The last element must be addressable.
  long long Term;
  Extent = 1;
  for (int K = 0; K < S.Rank; ++K) {
    if (!mul(Logical[K] - 1, Strides[K], Term) ||
        __builtin_add_overflow(Extent, Term, &Extent))
      return false;
  }
  return mul(S.Batch - 1, OutDist, Term) &&
         !__builtin_add_overflow(Extent, Term, &Extent);
}

bool checkedLayout(const Shape &S, bool InPlace, Layout &L) {
  const bool RealIn = S.Type == AXLFFT_R2C || S.Type == AXLFFT_D2Z;
  const bool RealOut = S.Type == AXLFFT_C2R || S.Type == AXLFFT_Z2D;
  const int Last = S.Rank - 1;
  long long Real[3], Half[3];
  for (int K = 0; K < S.Rank; ++K)
    Real[K] = Half[K] = S.N[K];
  Half[Last] = S.N[Last] / 2 + 1;
  const long long *InLogical = RealOut ? Half : Real;
  const long long *OutLogical = RealIn ? Half : Real;
  if (!S.Basic)
    return sideLayout(S, InLogical, S.InEmbed, S.IStride, S.IDist, L.InStride,
                      L.InDist, L.InExtent) &&
           sideLayout(S, OutLogical, S.OutEmbed, S.OStride, S.ODist,
                      L.OutStride, L.OutDist, L.OutExtent);
  // The basic layout: contiguous; in place, the real rows are padded to
  // the complex rows' length (2*(n/2+1) reals).
  long long Padded[3];
  for (int K = 0; K < S.Rank; ++K)
    Padded[K] = S.N[K];
  Padded[Last] = 2 * Half[Last];
  const long long *InEmbed = RealIn && InPlace ? Padded : InLogical;
  const long long *OutEmbed = RealOut && InPlace ? Padded : OutLogical;
  return sideLayout(S, InLogical, InEmbed, 1, 0, L.InStride, L.InDist,
                    L.InExtent) &&
         sideLayout(S, OutLogical, OutEmbed, 1, 0, L.OutStride, L.OutDist,
                    L.OutExtent);
}

} // namespace

axlfftResult makeShape(int Rank, const long long *N, const long long *InEmbed,
                       long long IStride, long long IDist,
                       const long long *OutEmbed, long long OStride,
                       long long ODist, axlfftType Type, long long Batch,
                       Shape &S) {
  if (!isType(Type))
    return AXLFFT_INVALID_TYPE;
  if (Rank < 1 || Rank > 3)
    return AXLFFT_INVALID_SIZE;
  if (!N)
    return AXLFFT_INVALID_VALUE;
  S = Shape();
  S.Type = Type;
  S.Rank = Rank;
  S.Batch = Batch;
  for (int K = 0; K < Rank; ++K) {
    if (N[K] < 1)
      return AXLFFT_INVALID_SIZE;
    S.N[K] = N[K];
  }
  if (Batch < 1)
    return AXLFFT_INVALID_SIZE;
  S.Basic = !InEmbed || !OutEmbed;
  if (!S.Basic) {
    if (IStride < 1 || OStride < 1 || IDist < 0 || ODist < 0)
      return AXLFFT_INVALID_VALUE;
    for (int K = 0; K < Rank; ++K) {
      // The slowest dimension's storage size is not used (only the dist).
      if (K > 0 && (InEmbed[K] < 1 || OutEmbed[K] < 1))
        return AXLFFT_INVALID_VALUE;
      S.InEmbed[K] = InEmbed[K];
      S.OutEmbed[K] = OutEmbed[K];
    }
    S.IStride = IStride;
    S.IDist = IDist;
    S.OStride = OStride;
    S.ODist = ODist;
  }
  Layout L;
  if (!checkedLayout(S, false, L) || !checkedLayout(S, true, L))
    return AXLFFT_INVALID_SIZE;
  return AXLFFT_SUCCESS;
}

axlfftResult makeShape(int Rank, const int *N, const int *InEmbed, int IStride,
                       int IDist, const int *OutEmbed, int OStride, int ODist,
                       axlfftType Type, int Batch, Shape &S) {
  long long N64[3] = {}, In64[3] = {}, Out64[3] = {};
  const bool Sized = N && Rank >= 1 && Rank <= 3;
  for (int K = 0; Sized && K < Rank; ++K) {
    N64[K] = N[K];
    In64[K] = InEmbed ? InEmbed[K] : 0;
    Out64[K] = OutEmbed ? OutEmbed[K] : 0;
  }
  return makeShape(Rank, N ? N64 : nullptr, InEmbed ? In64 : nullptr, IStride,
                   IDist, OutEmbed ? Out64 : nullptr, OStride, ODist, Type,
                   Batch, S);
}

Layout layoutOf(const Shape &S, bool InPlace) {
  Layout L;
  checkedLayout(S, InPlace, L); // makeShape checked it
  return L;
}

std::shared_ptr<Plan> findPlan(axlfftHandle Handle) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  auto It = R.Plans.find(Handle);
  return It == R.Plans.end() ? nullptr : It->second;
}

std::mutex &plannerLock() {
  static std::mutex *M = new std::mutex;
  return *M;
}

} // namespace axl::cpu::libs::fft

using namespace axl::cpu::libs::fft;

namespace {

/// Makes the plan of Handle from a checked shape (cufftMakePlan*): a handle
/// takes one plan.
axlfftResult makePlan(axlfftHandle Handle, axlfftResult Checked, const Shape &S,
                      size_t *WorkSize) {
  std::shared_ptr<Plan> P = findPlan(Handle);
  if (!P)
    return AXLFFT_INVALID_PLAN;
  if (Checked != AXLFFT_SUCCESS)
    return Checked;
  std::lock_guard<std::mutex> G(P->Lock);
  if (P->Made)
    return AXLFFT_INVALID_PLAN;
  P->S = S;
  P->Made = true;
  if (WorkSize)
    *WorkSize = 0;
  return AXLFFT_SUCCESS;
}

/// cufftPlan*: a new handle with its plan, or none.
template <class MakeFn>
axlfftResult createAndMake(axlfftHandle *Handle, MakeFn Make) {
  if (!Handle)
    return AXLFFT_INVALID_VALUE;
  axlfftHandle H;
  axlfftResult R = axlfftCreate(&H);
  if (R != AXLFFT_SUCCESS)
    return R;
  size_t Work;
  R = Make(H, &Work);
  if (R != AXLFFT_SUCCESS) {
    axlfftDestroy(H);
    return R;
  }
  *Handle = H;
  return AXLFFT_SUCCESS;
}

/// The work size of a checked shape: FFTW needs no work area.
axlfftResult sizeOf(axlfftResult Checked, size_t *WorkSize) {
  if (Checked != AXLFFT_SUCCESS)
    return Checked;
  if (!WorkSize)
    return AXLFFT_INVALID_VALUE;
  *WorkSize = 0;
  return AXLFFT_SUCCESS;
}

axlfftResult shape1d(int NX, axlfftType Type, int Batch, Shape &S) {
  return makeShape(1, &NX, nullptr, 1, 0, nullptr, 1, 0, Type, Batch, S);
}

axlfftResult shape2d(int NX, int NY, axlfftType Type, Shape &S) {
  const int N[2] = {NX, NY};
  return makeShape(2, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, S);
}

axlfftResult shape3d(int NX, int NY, int NZ, axlfftType Type, Shape &S) {
  const int N[3] = {NX, NY, NZ};
  return makeShape(3, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, S);
}

/// The cuFFT type of cufftXtMakePlanMany's data types: input, output and
/// execution (complex for R2C and C2R), as cuFFT's table lists them.
axlfftResult xtType(axlDataType In, axlDataType Out, axlDataType Exec,
                    axlfftType &Type) {
  struct Row {
    axlDataType In, Out, Exec;
    axlfftType Type;
  };
  static const Row Rows[] = {
      {AXL_C_32F, AXL_C_32F, AXL_C_32F, AXLFFT_C2C},
      {AXL_R_32F, AXL_C_32F, AXL_C_32F, AXLFFT_R2C},
      {AXL_C_32F, AXL_R_32F, AXL_C_32F, AXLFFT_C2R},
      {AXL_C_64F, AXL_C_64F, AXL_C_64F, AXLFFT_Z2Z},
      {AXL_R_64F, AXL_C_64F, AXL_C_64F, AXLFFT_D2Z},
      {AXL_C_64F, AXL_R_64F, AXL_C_64F, AXLFFT_Z2D},
  };
  for (const Row &R : Rows)
    if (R.In == In && R.Out == Out && R.Exec == Exec) {
      Type = R.Type;
      return AXLFFT_SUCCESS;
    }
  // FFTW has no 16-bit transforms.
  for (axlDataType T : {In, Out, Exec})
    if (T == AXL_R_16F || T == AXL_C_16F || T == AXL_R_16BF || T == AXL_C_16BF)
      return AXLFFT_NOT_SUPPORTED;
  return AXLFFT_INVALID_TYPE;
}

axlfftResult xtShape(int Rank, long long *N, long long *InEmbed,
                     long long IStride, long long IDist, axlDataType InType,
                     long long *OutEmbed, long long OStride, long long ODist,
                     axlDataType OutType, long long Batch, axlDataType ExecType,
                     Shape &S) {
  axlfftType Type;
  axlfftResult R = xtType(InType, OutType, ExecType, Type);
  if (R != AXLFFT_SUCCESS)
    return R;
  return makeShape(Rank, N, InEmbed, IStride, IDist, OutEmbed, OStride, ODist,
                   Type, Batch, S);
}

} // namespace

extern "C" {

axlfftResult axlfftCreate(axlfftHandle *handle) {
  if (!handle)
    return AXLFFT_INVALID_VALUE;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  *handle = R.Next++;
  R.Plans.emplace(*handle, std::make_shared<Plan>());
  return AXLFFT_SUCCESS;
}

// Work queued on the plan's stream keeps its FFTW plans alive.
axlfftResult axlfftDestroy(axlfftHandle plan) {
  Registry &R = registry();
  std::shared_ptr<Plan> P;
  {
    std::lock_guard<std::mutex> G(R.Lock);
    auto It = R.Plans.find(plan);
    if (It == R.Plans.end())
      return AXLFFT_INVALID_PLAN;
    P = std::move(It->second);
    R.Plans.erase(It);
  }
  return AXLFFT_SUCCESS;
}

axlfftResult axlfftMakePlan1d(axlfftHandle plan, int nx, axlfftType type,
                              int batch, size_t *workSize) {
  Shape S;
  return makePlan(plan, shape1d(nx, type, batch, S), S, workSize);
}

axlfftResult axlfftMakePlan2d(axlfftHandle plan, int nx, int ny,
                              axlfftType type, size_t *workSize) {
  Shape S;
  return makePlan(plan, shape2d(nx, ny, type, S), S, workSize);
}

axlfftResult axlfftMakePlan3d(axlfftHandle plan, int nx, int ny, int nz,
                              axlfftType type, size_t *workSize) {
  Shape S;
  return makePlan(plan, shape3d(nx, ny, nz, type, S), S, workSize);
}

axlfftResult axlfftMakePlanMany(axlfftHandle plan, int rank, int *n,
                                int *inembed, int istride, int idist,
                                int *onembed, int ostride, int odist,
                                axlfftType type, int batch, size_t *workSize) {
  Shape S;
  return makePlan(plan,
                  makeShape(rank, n, inembed, istride, idist, onembed, ostride,
                            odist, type, batch, S),
                  S, workSize);
}

axlfftResult axlfftMakePlanMany64(axlfftHandle plan, int rank, long long *n,
                                  long long *inembed, long long istride,
                                  long long idist, long long *onembed,
                                  long long ostride, long long odist,
                                  axlfftType type, long long batch,
                                  size_t *workSize) {
  Shape S;
  return makePlan(plan,
                  makeShape(rank, n, inembed, istride, idist, onembed, ostride,
                            odist, type, batch, S),
                  S, workSize);
}

axlfftResult axlfftXtMakePlanMany(axlfftHandle plan, int rank, long long *n,
                                  long long *inembed, long long istride,
                                  long long idist, axlDataType inputtype,
                                  long long *onembed, long long ostride,
                                  long long odist, axlDataType outputtype,
                                  long long batch, size_t *workSize,
                                  axlDataType executiontype) {
  Shape S;
  return makePlan(plan,
                  xtShape(rank, n, inembed, istride, idist, inputtype, onembed,
                          ostride, odist, outputtype, batch, executiontype, S),
                  S, workSize);
}

axlfftResult axlfftPlan1d(axlfftHandle *plan, int nx, axlfftType type,
                          int batch) {
  return createAndMake(plan, [&](axlfftHandle H, size_t *Work) {
    return axlfftMakePlan1d(H, nx, type, batch, Work);
  });
}

axlfftResult axlfftPlan2d(axlfftHandle *plan, int nx, int ny, axlfftType type) {
  return createAndMake(plan, [&](axlfftHandle H, size_t *Work) {
    return axlfftMakePlan2d(H, nx, ny, type, Work);
  });
}

axlfftResult axlfftPlan3d(axlfftHandle *plan, int nx, int ny, int nz,
                          axlfftType type) {
  return createAndMake(plan, [&](axlfftHandle H, size_t *Work) {
    return axlfftMakePlan3d(H, nx, ny, nz, type, Work);
  });
}

axlfftResult axlfftPlanMany(axlfftHandle *plan, int rank, int *n, int *inembed,
                            int istride, int idist, int *onembed, int ostride,
                            int odist, axlfftType type, int batch) {
  return createAndMake(plan, [&](axlfftHandle H, size_t *Work) {
    return axlfftMakePlanMany(H, rank, n, inembed, istride, idist, onembed,
                              ostride, odist, type, batch, Work);
  });
}

axlfftResult axlfftEstimate1d(int nx, axlfftType type, int batch,
                              size_t *workSize) {
  Shape S;
  return sizeOf(shape1d(nx, type, batch, S), workSize);
}

axlfftResult axlfftEstimate2d(int nx, int ny, axlfftType type,
                              size_t *workSize) {
  Shape S;
  return sizeOf(shape2d(nx, ny, type, S), workSize);
}

axlfftResult axlfftEstimate3d(int nx, int ny, int nz, axlfftType type,
                              size_t *workSize) {
  Shape S;
  return sizeOf(shape3d(nx, ny, nz, type, S), workSize);
}

axlfftResult axlfftEstimateMany(int rank, int *n, int *inembed, int istride,
                                int idist, int *onembed, int ostride, int odist,
                                axlfftType type, int batch, size_t *workSize) {
  Shape S;
  return sizeOf(makeShape(rank, n, inembed, istride, idist, onembed, ostride,
                          odist, type, batch, S),
                workSize);
}

axlfftResult axlfftGetSize1d(axlfftHandle handle, int nx, axlfftType type,
                             int batch, size_t *workSize) {
  if (!findPlan(handle))
    return AXLFFT_INVALID_PLAN;
  return axlfftEstimate1d(nx, type, batch, workSize);
}

axlfftResult axlfftGetSize2d(axlfftHandle handle, int nx, int ny,
                             axlfftType type, size_t *workSize) {
  if (!findPlan(handle))
    return AXLFFT_INVALID_PLAN;
  return axlfftEstimate2d(nx, ny, type, workSize);
}

axlfftResult axlfftGetSize3d(axlfftHandle handle, int nx, int ny, int nz,
                             axlfftType type, size_t *workSize) {
  if (!findPlan(handle))
    return AXLFFT_INVALID_PLAN;
  return axlfftEstimate3d(nx, ny, nz, type, workSize);
}

axlfftResult axlfftGetSizeMany(axlfftHandle handle, int rank, int *n,
                               int *inembed, int istride, int idist,
                               int *onembed, int ostride, int odist,
                               axlfftType type, int batch, size_t *workArea) {
  if (!findPlan(handle))
    return AXLFFT_INVALID_PLAN;
  return axlfftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride,
                            odist, type, batch, workArea);
}

axlfftResult axlfftGetSizeMany64(axlfftHandle plan, int rank, long long *n,
                                 long long *inembed, long long istride,
                                 long long idist, long long *onembed,
                                 long long ostride, long long odist,
                                 axlfftType type, long long batch,
                                 size_t *workSize) {
  if (!findPlan(plan))
    return AXLFFT_INVALID_PLAN;
  Shape S;
  return sizeOf(makeShape(rank, n, inembed, istride, idist, onembed, ostride,
                          odist, type, batch, S),
                workSize);
}

axlfftResult axlfftXtGetSizeMany(axlfftHandle plan, int rank, long long *n,
                                 long long *inembed, long long istride,
                                 long long idist, axlDataType inputtype,
                                 long long *onembed, long long ostride,
                                 long long odist, axlDataType outputtype,
                                 long long batch, size_t *workSize,
                                 axlDataType executiontype) {
  if (!findPlan(plan))
    return AXLFFT_INVALID_PLAN;
  Shape S;
  return sizeOf(xtShape(rank, n, inembed, istride, idist, inputtype, onembed,
                        ostride, odist, outputtype, batch, executiontype, S),
                workSize);
}

axlfftResult axlfftGetSize(axlfftHandle handle, size_t *workSize) {
  if (!findPlan(handle))
    return AXLFFT_INVALID_PLAN;
  return sizeOf(AXLFFT_SUCCESS, workSize);
}

// FFTW allocates what it needs (every work size is 0): a work area, or
// none, is not used.
axlfftResult axlfftSetWorkArea(axlfftHandle plan, void *) {
  return findPlan(plan) ? AXLFFT_SUCCESS : AXLFFT_INVALID_PLAN;
}

axlfftResult axlfftSetAutoAllocation(axlfftHandle plan, int) {
  return findPlan(plan) ? AXLFFT_SUCCESS : AXLFFT_INVALID_PLAN;
}

axlfftResult axlfftSetStream(axlfftHandle plan, axlStream_t stream) {
  std::shared_ptr<Plan> P = findPlan(plan);
  if (!P)
    return AXLFFT_INVALID_PLAN;
  std::lock_guard<std::mutex> G(P->Lock);
  P->Stream = stream;
  return AXLFFT_SUCCESS;
}

axlfftResult axlfftGetVersion(int *version) {
  if (!version)
    return AXLFFT_INVALID_VALUE;
  *version = AXLFFT_VERSION;
  return AXLFFT_SUCCESS;
}

axlfftResult axlfftGetProperty(libraryPropertyType type, int *value) {
  if (!value)
    return AXLFFT_INVALID_VALUE;
  switch (type) {
  case MAJOR_VERSION:
    *value = AXLFFT_VER_MAJOR;
    return AXLFFT_SUCCESS;
  case MINOR_VERSION:
    *value = AXLFFT_VER_MINOR;
    return AXLFFT_SUCCESS;
  case PATCH_LEVEL:
    *value = AXLFFT_VER_PATCH;
    return AXLFFT_SUCCESS;
  }
  return AXLFFT_INVALID_TYPE;
}

} // extern "C"
