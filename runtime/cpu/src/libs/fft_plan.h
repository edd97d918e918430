// The cuFFT plan on the CPU, shared by the FFT sources. Private.
//
// A handle names a Plan in a registry. Making the plan checks its arguments
// as cuFFT does and keeps its Shape; the FFTW plans that compute it are made
// at execution (fft_exec.cpp), one per pair of pointer alignments, in-place
// or not, and sign, because FFTW's plans are specialised to those and the
// basic layout of an in-place R2C/C2R differs from an out-of-place one.
#pragma once
#include <axl/fft.h>

#include <memory>
#include <mutex>
#include <vector>

namespace axl::cpu::libs::fft {

/// What a plan computes: the transform, its sizes and its data layout, as
/// the arguments of cufftMakePlanMany64 give them.
struct Shape {
  axlfftType Type = AXLFFT_C2C;
  int Rank = 0;
  long long N[3] = {}; // logical sizes, slowest dimension first
  long long Batch = 1;
  bool Basic = true; // NULL inembed or onembed: the advanced layout ignored
  long long InEmbed[3] = {}, OutEmbed[3] = {};
  long long IStride = 1, IDist = 0, OStride = 1, ODist = 0;
};

/// Strides of each dimension and distance between batches, in elements of
/// each side's type (real or complex).
struct Layout {
  long long InStride[3] = {}, OutStride[3] = {};
  long long InDist = 0, OutDist = 0;
  long long InExtent = 0, OutExtent = 0; // elements from the first to the last
};

/// Checks the arguments of a plan as cuFFT does (INVALID_TYPE, INVALID_SIZE,
/// INVALID_VALUE) and fills S. Embeds may be null (the basic layout).
axlfftResult makeShape(int Rank, const long long *N, const long long *InEmbed,
                       long long IStride, long long IDist,
                       const long long *OutEmbed, long long OStride,
                       long long ODist, axlfftType Type, long long Batch,
                       Shape &S);

/// The same from the 32-bit arguments of cufftPlanMany and its kin.
axlfftResult makeShape(int Rank, const int *N, const int *InEmbed, int IStride,
                       int IDist, const int *OutEmbed, int OStride, int ODist,
                       axlfftType Type, int Batch, Shape &S);

/// The strides S's data has, in place or not.
Layout layoutOf(const Shape &S, bool InPlace);

/// An FFTW plan of either precision; destroyed under the planner's lock.
class FftwPlan;

/// What an FFTW plan is specialised to.
struct FftwKey {
  bool InPlace;
  int InAlignment, OutAlignment;
  int Sign;
  bool operator==(const FftwKey &O) const {
    return InPlace == O.InPlace && InAlignment == O.InAlignment &&
           OutAlignment == O.OutAlignment && Sign == O.Sign;
  }
};

struct Plan {
  std::mutex Lock; // the fields below
  bool Made = false;
  Shape S;
  axlStream_t Stream = nullptr;
  std::vector<std::pair<FftwKey, std::shared_ptr<FftwPlan>>> Fftw;
};

/// The plan a handle names, or null.
std::shared_ptr<Plan> findPlan(axlfftHandle Handle);

/// FFTW's planner is not thread-safe: every plan is made and destroyed
/// under this lock (execution needs none).
std::mutex &plannerLock();

} // namespace axl::cpu::libs::fft
