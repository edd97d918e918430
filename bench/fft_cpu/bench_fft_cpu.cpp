// cuFFT on the CPU backend against FFTW called directly, in one run, single
// precision, out of place, forward, on the same buffers:
//   (a) a 2D C2C 1024x1024;
//   (b) 256 batched 1D C2C of 4096;
//   (c) a 2D R2C 1024x1024.
// axlfft: the plan made once, each run an axlfftExec* queued on the null
// stream and axlDeviceSynchronize; its first run, which makes the FFTW
// plan, is timed apart. FFTW: fftwf_plan_many_dft(_r2c) of the same
// transform, each run fftwf_execute, planned with FFTW_ESTIMATE and with
// FFTW_MEASURE; the ratio is against the planner axlfft uses
// (FFTW_MEASURE, or FFTW_ESTIMATE under AXL_CPU_FFT_PLANNER=estimate).
// Every figure is the best of --reps runs. The outputs are compared (max
// difference over max magnitude; the run fails above 1e-5).
// Usage: bench_fft_cpu [--reps N]
#include <axl/fft.h>
#include <axl/runtime.h>

#include <fftw3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>

namespace {

double seconds(const std::function<void()> &F) {
  const auto T0 = std::chrono::steady_clock::now();
  F();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - T0)
      .count();
}

double bestOf(int Reps, const std::function<void()> &F) {
  double Best = 1e300;
  for (int R = 0; R < Reps; ++R)
    Best = std::min(Best, seconds(F));
  return Best;
}

void check(const char *What, int Status) {
  if (Status) {
    std::fprintf(stderr, "bench_fft_cpu: %s failed (status %d)\n", What,
                 Status);
    std::exit(1);
  }
}

void *deviceFloats(size_t N) {
  void *P;
  check("axlMalloc", axlMalloc(&P, N * sizeof(float)));
  float *F = static_cast<float *>(P);
  uint32_t Seed = 12345;
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 1664525u + 1013904223u;
    F[I] = float(int32_t(Seed) >> 8) * 0x1p-23f;
  }
  return P;
}

/// max |A - B| / max |B| over N floats.
double relDiff(const float *A, const float *B, size_t N) {
  double Err = 0, Norm = 0;
  for (size_t I = 0; I < N; ++I) {
    Err = std::max(Err, double(std::fabs(A[I] - B[I])));
    Norm = std::max(Norm, double(std::fabs(B[I])));
  }
  return Err / Norm;
}

struct Case {
  const char *Name;
  axlfftType Type;
  int Rank;
  int N[2];
  int Batch;
};

void run(const Case &C, int Reps, bool Estimate) {
  const bool Real = C.Type == AXLFFT_R2C;
  size_t Points = size_t(C.Batch);
  for (int D = 0; D < C.Rank; ++D)
    Points *= C.N[D];
  const size_t Last = C.N[C.Rank - 1];
  const size_t OutComplex = Real ? Points / Last * (Last / 2 + 1) : Points;
  const size_t InFloats = Real ? Points : 2 * Points,
               OutFloats = 2 * OutComplex;
  void *In = deviceFloats(InFloats);
  float *Out1, *Out2;
  check("axlMalloc", axlMalloc((void **)&Out1, OutFloats * sizeof(float)));
  check("axlMalloc", axlMalloc((void **)&Out2, OutFloats * sizeof(float)));

  axlfftHandle Plan;
  int N[2] = {C.N[0], C.N[1]};
  check("axlfftPlanMany", axlfftPlanMany(&Plan, C.Rank, N, nullptr, 1, 0,
                                         nullptr, 1, 0, C.Type, C.Batch));
  auto Exec = [&] {
    if (Real)
      check("axlfftExecR2C",
            axlfftExecR2C(Plan, static_cast<float *>(In),
                          reinterpret_cast<axlfftComplex *>(Out1)));
    else
      check("axlfftExecC2C",
            axlfftExecC2C(Plan, static_cast<axlfftComplex *>(In),
                          reinterpret_cast<axlfftComplex *>(Out1),
                          AXLFFT_FORWARD));
    check("axlDeviceSynchronize", axlDeviceSynchronize());
  };
  // Each planner starts without FFTW's wisdom (which FFTW_ESTIMATE would
  // use) from the others' measurements of the same problem.
  fftwf_forget_wisdom();
  const double First = seconds(Exec);
  const double Axl = bestOf(Reps, Exec);

  auto Plan2 = [&](unsigned Flags) {
    float *PIn = static_cast<float *>(In);
    if (Real)
      return fftwf_plan_many_dft_r2c(
          C.Rank, N, C.Batch, PIn, nullptr, 1, int(Points / C.Batch),
          reinterpret_cast<fftwf_complex *>(Out2), nullptr, 1,
          int(OutComplex / C.Batch), Flags);
    return fftwf_plan_many_dft(
        C.Rank, N, C.Batch, reinterpret_cast<fftwf_complex *>(PIn), nullptr, 1,
        int(Points / C.Batch), reinterpret_cast<fftwf_complex *>(Out2), nullptr,
        1, int(Points / C.Batch), FFTW_FORWARD, Flags);
  };
  // FFTW direct with each planner; FFTW_MEASURE overwrites the arrays it
  // plans on, so the input is saved around the planner.
  float *Saved = static_cast<float *>(std::malloc(InFloats * sizeof(float)));
  std::memcpy(Saved, In, InFloats * sizeof(float));
  double Planning[2], Direct[2], Diff = 0;
  const unsigned Flags[2] = {FFTW_ESTIMATE, FFTW_MEASURE};
  for (int F = 0; F < 2; ++F) {
    fftwf_plan P;
    fftwf_forget_wisdom();
    Planning[F] = seconds([&] { P = Plan2(Flags[F]); });
    std::memcpy(In, Saved, InFloats * sizeof(float));
    Direct[F] = bestOf(Reps, [&] { fftwf_execute(P); });
    Diff = std::max(Diff, relDiff(Out1, Out2, OutFloats));
    fftwf_destroy_plan(P);
  }
  std::free(Saved);
  const int Same = Estimate ? 0 : 1;
  std::printf("%-26s axlfft %7.2f ms (first run %6.1f ms), fftwf direct %7.2f "
              "ms: x%.3f   [fftwf ESTIMATE %7.2f ms, MEASURE %7.2f ms "
              "(planning %.0f ms)]; rel diff %.1e\n",
              C.Name, Axl * 1e3, First * 1e3, Direct[Same] * 1e3,
              Axl / Direct[Same], Direct[0] * 1e3, Direct[1] * 1e3,
              Planning[1] * 1e3, Diff);
  check("axlfftDestroy", axlfftDestroy(Plan));
  axlFree(In);
  axlFree(Out1);
  axlFree(Out2);
  if (!(Diff < 1e-5)) {
    std::fprintf(stderr, "bench_fft_cpu: %s: the outputs differ\n", C.Name);
    std::exit(1);
  }
}

} // namespace

int main(int Argc, char **Argv) {
  int Reps = 10;
  // The planner axlfft uses (runtime/cpu/src/libs/fft_exec.cpp).
  const char *Planner = std::getenv("AXL_CPU_FFT_PLANNER");
  const bool Estimate = Planner && !std::strcmp(Planner, "estimate");
  for (int I = 1; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--reps") && I + 1 < Argc)
      Reps = std::atoi(Argv[++I]);
    else {
      std::fprintf(stderr, "usage: bench_fft_cpu [--reps N]\n");
      return 2;
    }
  }
  const Case Cases[] = {
      {"c2c 2d 1024x1024", AXLFFT_C2C, 2, {1024, 1024}, 1},
      {"c2c 1d 4096 x 256 batched", AXLFFT_C2C, 1, {4096, 0}, 256},
      {"r2c 2d 1024x1024", AXLFFT_R2C, 2, {1024, 1024}, 1},
  };
  std::printf("best of %d runs, single precision, out of place, forward; "
              "axlfft's planner: %s\n",
              Reps, Estimate ? "FFTW_ESTIMATE" : "FFTW_MEASURE");
  for (const Case &C : Cases)
    run(C, Reps, Estimate);
  return 0;
}
