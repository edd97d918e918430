//===- preflight.cu - axl-preflight: is every device of a job sound? ------===//
//
// One rank per device (mpirun -np N axl-preflight, or one process alone):
// known-answer tests of the FP8/BF16 conversions and of an FP8 BLAS-Lt GEMM
// (silent data corruption), GEMM throughput, memory bandwidth, then all-
// reduce bus bandwidth; every rank's figures go to every rank, each rank is
// judged against the median of its peers, rank 0 prints the table (see
// usage() in Options.cpp and docs/preflight.md).
//
// Written in the axl dialect, not ported: built through the CPU backend
// (axl-preflight) and, with nvcc, through the CUDA backend
// (axl-preflight-cuda).
//
//===----------------------------------------------------------------------===//
#include "Options.h"
#include "Reference.h"
#include "Report.h"
#include "World.h"

#include <axl/bf16.h>
#include <axl/blaslt.h>
#include <axl/ccl.h>
#include <axl/fp8.h>
#include <axl/runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace axl::preflight;

// The kernels (global scope, as CUDA code has them).

/// Each input to E4M3 and E5M2 (round to nearest even, saturating) and to
/// BF16 (round to nearest even).
__global__ void encodeKernel(const float *In, int N, uint8_t *E4M3,
                             uint8_t *E5M2, uint16_t *Bf16) {
  const int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  const float X = In[I];
  E4M3[I] = __axl_cvt_float_to_fp8(X, __AXL_SATFINITE, __AXL_E4M3);
  E5M2[I] = __axl_cvt_float_to_fp8(X, __AXL_SATFINITE, __AXL_E5M2);
  Bf16[I] = __bfloat16_as_ushort(__float2bfloat16_rn(X));
}

/// Every FP8 code (threads 0..255) and N BF16 codes back to float.
__global__ void decodeKernel(float *FromE4M3, float *FromE5M2,
                             const uint16_t *Bf16, int N, float *FromBf16) {
  const int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < 256) {
    __axl_fp8_e4m3 A;
    A.__x = uint8_t(I);
    FromE4M3[I] = float(A);
    __axl_fp8_e5m2 B;
    B.__x = uint8_t(I);
    FromE5M2[I] = float(B);
  }
  if (I < N)
    FromBf16[I] = __bfloat162float(__ushort_as_bfloat16(Bf16[I]));
}

/// Pseudo-random E4M3 codes below 1 in magnitude (exponent fields 0, 2, 4
/// and 6: never NaN), the throughput GEMM's operands.
__global__ void fillCodesKernel(uint8_t *P, size_t N, uint32_t Seed) {
  const size_t Stride = size_t(gridDim.x) * blockDim.x;
  for (size_t I = size_t(blockIdx.x) * blockDim.x + threadIdx.x; I < N;
       I += Stride) {
    uint32_t H = (uint32_t(I) * 2654435761u) ^ Seed;
    H ^= H >> 15;
    H *= 2246822519u;
    H ^= H >> 13;
    P[I] = uint8_t(H & 0xB7);
  }
}

namespace {

#if defined(AXL_BACKEND_CUDA)
const char *const Backend = "cuda";
#else
const char *const Backend = "cpu";
#endif

constexpr size_t WorkspaceBytes = size_t(32) << 20;
constexpr int IdTimeoutS = 120;    // rank 0 starting up (MPI, the device)
constexpr int TurnTimeoutS = 600;  // the ranks before this one measuring
constexpr int MismatchesShown = 5; // per test and rank, on stderr

int ThisRank = 0; // for messages

[[noreturn]] void fail(const std::string &What) {
  std::fprintf(stderr, "axl-preflight: rank %d: %s\n", ThisRank, What.c_str());
  std::exit(ExitError);
}

void check(axlError_t E, const char *What) {
  if (E != axlSuccess)
    fail(std::string(What) + " failed: " + axlGetErrorString(E));
}
void check(axlblasStatus_t S, const char *What) {
  if (S != AXLBLAS_STATUS_SUCCESS)
    fail(std::string(What) + " failed: " + axlblasLtGetStatusString(S));
}
void check(axlcclResult_t R, const char *What) {
  if (R != axlcclSuccess)
    fail(std::string(What) + " failed: " + axlcclGetErrorString(R));
}
void check(const std::string &Err) {
  if (!Err.empty())
    fail(Err);
}

/// An array in device memory, freed when it goes out of scope.
template <typename T> class DeviceArray {
public:
  explicit DeviceArray(size_t N) : Size(N) {
    check(axlMalloc(&Data, std::max<size_t>(N, 1) * sizeof(T)), "axlMalloc");
  }
  explicit DeviceArray(const std::vector<T> &Host) : DeviceArray(Host.size()) {
    check(axlMemcpy(Data, Host.data(), Size * sizeof(T), axlMemcpyHostToDevice),
          "axlMemcpy to the device");
  }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;
  ~DeviceArray() { axlFree(Data); }

  T *get() const { return Data; }
  std::vector<T> download() const {
    std::vector<T> Host(Size);
    check(axlMemcpy(Host.data(), Data, Size * sizeof(T), axlMemcpyDeviceToHost),
          "axlMemcpy from the device");
    return Host;
  }

private:
  T *Data = nullptr;
  size_t Size;
};

/// This rank's device: its stream, timing events and BLAS-Lt handle.
struct Device {
  axlStream_t Stream = nullptr;
  axlEvent_t Start = nullptr, Stop = nullptr;
  axlblasLtHandle_t Lt = nullptr;
  DeviceArray<char> Workspace{WorkspaceBytes};

  Device() {
    check(axlStreamCreate(&Stream), "axlStreamCreate");
    check(axlEventCreate(&Start), "axlEventCreate");
    check(axlEventCreate(&Stop), "axlEventCreate");
    check(axlblasLtCreate(&Lt), "axlblasLtCreate");
  }
  ~Device() {
    axlblasLtDestroy(Lt);
    axlEventDestroy(Stop);
    axlEventDestroy(Start);
    axlStreamDestroy(Stream);
  }
  void sync() const {
    check(axlStreamSynchronize(Stream), "axlStreamSynchronize");
  }
};

/// The time in seconds of the work Enqueue puts on D.Stream, measured with
/// events.
template <typename EnqueueFn> double seconds(Device &D, EnqueueFn Enqueue) {
  check(axlEventRecord(D.Start, D.Stream), "axlEventRecord");
  Enqueue();
  check(axlEventRecord(D.Stop, D.Stream), "axlEventRecord");
  check(axlEventSynchronize(D.Stop), "axlEventSynchronize");
  float Ms = 0;
  check(axlEventElapsedTime(&Ms, D.Start, D.Stop), "axlEventElapsedTime");
  return std::max(double(Ms) * 1e-3, 1e-9); // below the timer's resolution
}

/// D (M x N, FP32, leading dimension M) = ScaleA * ScaleB * A^T B through
/// BLAS-Lt, A (K x M) and B (K x N) E4M3 with leading dimension K: the TN
/// layout FP8 GEMMs need. The scales are device pointers.
class Fp8Gemm {
public:
  Fp8Gemm(Device &D, int M, int N, int K, const float *ScaleA,
          const float *ScaleB)
      : Dev(D) {
    check(axlblasLtMatmulDescCreate(&Op, AXLBLAS_COMPUTE_32F, AXL_R_32F),
          "axlblasLtMatmulDescCreate");
    setAttr(AXLBLASLT_MATMUL_DESC_TRANSA, AXLBLAS_OP_T);
    setAttr(AXLBLASLT_MATMUL_DESC_TRANSB, AXLBLAS_OP_N);
    setAttr(AXLBLASLT_MATMUL_DESC_A_SCALE_POINTER, ScaleA);
    setAttr(AXLBLASLT_MATMUL_DESC_B_SCALE_POINTER, ScaleB);
    check(axlblasLtMatrixLayoutCreate(&ALayout, AXL_R_8F_E4M3, K, M, K),
          "axlblasLtMatrixLayoutCreate");
    check(axlblasLtMatrixLayoutCreate(&BLayout, AXL_R_8F_E4M3, K, N, K),
          "axlblasLtMatrixLayoutCreate");
    check(axlblasLtMatrixLayoutCreate(&DLayout, AXL_R_32F, M, N, M),
          "axlblasLtMatrixLayoutCreate");
    axlblasLtMatmulPreference_t Pref;
    check(axlblasLtMatmulPreferenceCreate(&Pref),
          "axlblasLtMatmulPreferenceCreate");
    check(axlblasLtMatmulPreferenceSetAttribute(
              Pref, AXLBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &WorkspaceBytes,
              sizeof WorkspaceBytes),
          "axlblasLtMatmulPreferenceSetAttribute");
    int Found = 0;
    axlblasLtMatmulHeuristicResult_t Heuristic = {};
    const axlblasStatus_t S =
        axlblasLtMatmulAlgoGetHeuristic(D.Lt, Op, ALayout, BLayout, DLayout,
                                        DLayout, Pref, 1, &Heuristic, &Found);
    axlblasLtMatmulPreferenceDestroy(Pref);
    if (S != AXLBLAS_STATUS_SUCCESS || Found == 0)
      fail("BLAS-Lt has no algorithm for an FP8 E4M3 x E4M3 -> FP32 GEMM of " +
           std::to_string(M) + "x" + std::to_string(N) + "x" +
           std::to_string(K) + " (" + axlblasLtGetStatusString(S) +
           "; FP8 GEMMs need compute capability 8.9 or newer)");
    Algo = Heuristic.algo;
  }
  Fp8Gemm(const Fp8Gemm &) = delete;
  Fp8Gemm &operator=(const Fp8Gemm &) = delete;
  ~Fp8Gemm() {
    axlblasLtMatrixLayoutDestroy(DLayout);
    axlblasLtMatrixLayoutDestroy(BLayout);
    axlblasLtMatrixLayoutDestroy(ALayout);
    axlblasLtMatmulDescDestroy(Op);
  }

  /// Enqueues the GEMM on the device's stream (beta = 0: C is D).
  void run(const uint8_t *A, const uint8_t *B, float *D) {
    const float Alpha = 1.0f, Beta = 0.0f;
    check(axlblasLtMatmul(Dev.Lt, Op, &Alpha, A, ALayout, B, BLayout, &Beta, D,
                          DLayout, D, DLayout, &Algo, Dev.Workspace.get(),
                          WorkspaceBytes, Dev.Stream),
          "axlblasLtMatmul");
  }

private:
  template <typename T>
  void setAttr(axlblasLtMatmulDescAttributes_t Attr, const T &Value) {
    check(axlblasLtMatmulDescSetAttribute(Op, Attr, &Value, sizeof Value),
          "axlblasLtMatmulDescSetAttribute");
  }

  Device &Dev;
  axlblasLtMatmulDesc_t Op = nullptr;
  axlblasLtMatrixLayout_t ALayout = nullptr, BLayout = nullptr,
                          DLayout = nullptr;
  axlblasLtMatmulAlgo_t Algo;
};

/// Known answers compared, and those that differ (the first few are shown
/// on stderr).
struct KatTally {
  long Checks = 0, Mismatches = 0;

  void compare(bool Ok, const char *Format, ...)
      __attribute__((format(printf, 3, 4))) {
    ++Checks;
    if (Ok)
      return;
    if (++Mismatches > MismatchesShown)
      return;
    char Buf[256];
    va_list Args;
    va_start(Args, Format);
    std::vsnprintf(Buf, sizeof Buf, Format, Args);
    va_end(Args);
    std::fprintf(stderr, "axl-preflight: rank %d: known answer differs: %s\n",
                 ThisRank, Buf);
  }
};

uint32_t bitsOf(float X) {
  uint32_t B;
  std::memcpy(&B, &X, sizeof B);
  return B;
}

/// Device and reference agree: the same bits, or both NaN.
bool sameFloat(float Got, double Want) {
  return std::isnan(Want) ? std::isnan(Got)
                          : bitsOf(Got) == bitsOf(float(Want));
}

KatTally conversionKat(Device &D) {
  const std::vector<float> In = conversionInputs();
  const std::vector<uint16_t> Codes = bf16DecodeCodes();
  const int N = int(In.size()), NCodes = int(Codes.size());
  DeviceArray<float> DIn(In), FromE4M3(256), FromE5M2(256),
      FromBf16(Codes.size());
  DeviceArray<uint8_t> E4M3(In.size()), E5M2(In.size());
  DeviceArray<uint16_t> Bf16(In.size()), DCodes(Codes);
  constexpr int Block = 128;
  axlLaunchKernelGGL(encodeKernel, dim3((N + Block - 1) / Block), dim3(Block),
                     0, D.Stream, DIn.get(), N, E4M3.get(), E5M2.get(),
                     Bf16.get());
  check(axlGetLastError(), "encodeKernel");
  const int Threads = std::max(256, NCodes);
  axlLaunchKernelGGL(decodeKernel, dim3((Threads + Block - 1) / Block),
                     dim3(Block), 0, D.Stream, FromE4M3.get(), FromE5M2.get(),
                     DCodes.get(), NCodes, FromBf16.get());
  check(axlGetLastError(), "decodeKernel");
  D.sync();

  KatTally T;
  const std::vector<uint8_t> GotE4M3 = E4M3.download(),
                             GotE5M2 = E5M2.download();
  const std::vector<uint16_t> GotBf16 = Bf16.download();
  for (int I = 0; I < N; ++I) {
    const float X = In[size_t(I)];
    const bool NaN = std::isnan(X);
    const uint8_t E4 = GotE4M3[size_t(I)], E5 = GotE5M2[size_t(I)];
    const uint16_t B = GotBf16[size_t(I)];
    T.compare(NaN ? isFp8NaN(Fp8Format::E4M3, E4)
                  : E4 == encodeFp8(Fp8Format::E4M3, X),
              "float %a -> E4M3 0x%02X, expected 0x%02X", double(X), E4,
              encodeFp8(Fp8Format::E4M3, X));
    T.compare(NaN ? isFp8NaN(Fp8Format::E5M2, E5)
                  : E5 == encodeFp8(Fp8Format::E5M2, X),
              "float %a -> E5M2 0x%02X, expected 0x%02X", double(X), E5,
              encodeFp8(Fp8Format::E5M2, X));
    T.compare(NaN ? (B & 0x7FFF) > 0x7F80 : B == encodeBf16(X),
              "float %a -> BF16 0x%04X, expected 0x%04X", double(X), B,
              encodeBf16(X));
  }
  const std::vector<float> GotFromE4M3 = FromE4M3.download(),
                           GotFromE5M2 = FromE5M2.download(),
                           GotFromBf16 = FromBf16.download();
  for (int C = 0; C < 256; ++C) {
    const double W4 = decodeFp8(Fp8Format::E4M3, uint8_t(C));
    const double W5 = decodeFp8(Fp8Format::E5M2, uint8_t(C));
    T.compare(sameFloat(GotFromE4M3[size_t(C)], W4),
              "E4M3 0x%02X -> float %a, expected %a", C,
              double(GotFromE4M3[size_t(C)]), W4);
    T.compare(sameFloat(GotFromE5M2[size_t(C)], W5),
              "E5M2 0x%02X -> float %a, expected %a", C,
              double(GotFromE5M2[size_t(C)]), W5);
  }
  for (int I = 0; I < NCodes; ++I) {
    const float W = decodeBf16(Codes[size_t(I)]);
    T.compare(sameFloat(GotFromBf16[size_t(I)], W),
              "BF16 0x%04X -> float %a, expected %a", Codes[size_t(I)],
              double(GotFromBf16[size_t(I)]), double(W));
  }
  return T;
}

KatTally gemmKat(Device &D) {
  const GemmKat G = makeGemmKat();
  DeviceArray<uint8_t> A(G.A), B(G.B);
  DeviceArray<float> Scales(std::vector<float>{G.ScaleA, G.ScaleB});
  DeviceArray<float> Out(G.D.size());
  Fp8Gemm Gemm(D, G.M, G.N, G.K, Scales.get(), Scales.get() + 1);
  Gemm.run(A.get(), B.get(), Out.get());
  D.sync();
  const std::vector<float> Got = Out.download();
  KatTally T;
  for (size_t I = 0; I < Got.size(); ++I)
    T.compare(bitsOf(Got[I]) == bitsOf(G.D[I]),
              "FP8 GEMM D(%zu, %zu) = %a, expected %a", I % size_t(G.M),
              I / size_t(G.M), double(Got[I]), double(G.D[I]));
  return T;
}

/// The throughput GEMM and the bandwidth copy, set up and warmed up once;
/// each run is timed on its own.
class Probes {
public:
  Probes(Device &D, const Options &O)
      : Dev(D), S(size_t(O.GemmSize)), Bytes(O.MemBytes), A(S * S), B(S * S),
        Out(S * S), Scales(std::vector<float>{1.0f, 1.0f}), Src(Bytes),
        Dst(Bytes),
        Gemm(D, int(S), int(S), int(S), Scales.get(), Scales.get() + 1) {
    const int Blocks = int(std::min<size_t>((S * S + 255) / 256, 1024));
    axlLaunchKernelGGL(fillCodesKernel, dim3(Blocks), dim3(256), 0, D.Stream,
                       A.get(), S * S, 1u);
    axlLaunchKernelGGL(fillCodesKernel, dim3(Blocks), dim3(256), 0, D.Stream,
                       B.get(), S * S, 2u);
    check(axlGetLastError(), "fillCodesKernel");
    check(axlMemsetAsync(Src.get(), 1, Bytes, D.Stream), "axlMemsetAsync");
    check(axlMemsetAsync(Dst.get(), 0, Bytes, D.Stream), "axlMemsetAsync");
    runGemm();
    runCopy();
    D.sync();
  }

  double gemmFlops() {
    return 2.0 * double(S) * double(S) * double(S) /
           seconds(Dev, [&] { runGemm(); });
  }
  /// Each byte is read and written.
  double copyBytesPerS() {
    return 2.0 * double(Bytes) / seconds(Dev, [&] { runCopy(); });
  }

private:
  void runGemm() { Gemm.run(A.get(), B.get(), Out.get()); }
  void runCopy() {
    check(axlMemcpyAsync(Dst.get(), Src.get(), Bytes, axlMemcpyDeviceToDevice,
                         Dev.Stream),
          "axlMemcpyAsync");
  }

  Device &Dev;
  const size_t S, Bytes;
  DeviceArray<uint8_t> A, B;
  DeviceArray<float> Out, Scales;
  DeviceArray<char> Src, Dst;
  Fp8Gemm Gemm;
};

/// Bus bandwidth as nccl-tests define it: what each rank's links carry.
/// The best of the repeats; each repeat's figure goes to \p PerRepeat.
double allReduceBusBw(Device &D, axlcclComm_t Comm, int Ranks,
                      const Options &O, std::vector<double> &PerRepeat) {
  const size_t Count = O.AllReduceBytes / sizeof(float);
  DeviceArray<float> Send(Count), Recv(Count);
  check(axlMemsetAsync(Send.get(), 0, Count * sizeof(float), D.Stream),
        "axlMemsetAsync");
  auto AllReduce = [&](size_t N) {
    check(axlcclAllReduce(Send.get(), Recv.get(), N, axlcclFloat, axlcclSum,
                          Comm, D.Stream),
          "axlcclAllReduce");
  };
  AllReduce(Count); // warm-up
  double Best = 0;
  for (int I = 0; I < O.Repeats; ++I) {
    // A one-float all-reduce first, so that every rank's timing starts
    // about together: a rank that came early would also time its wait.
    AllReduce(1);
    const double Seconds = seconds(D, [&] { AllReduce(Count); });
    PerRepeat.push_back(double(O.AllReduceBytes) / Seconds * 2.0 *
                        (Ranks - 1) / Ranks);
    Best = std::max(Best, PerRepeat.back());
  }
  return Best;
}

/// Rank 0 makes the unique id and passes it through the id file.
axlcclComm_t connect(const World &W, int Rounds) {
  axlcclUniqueId Id;
  if (W.Rank == 0) {
    clearTurns(W, Rounds);
    check(axlcclGetUniqueId(&Id), "axlcclGetUniqueId");
    check(writeId(W, &Id, sizeof Id));
  } else {
    check(readId(W, &Id, sizeof Id, IdTimeoutS));
  }
  axlcclComm_t Comm = nullptr;
  check(axlcclCommInitRank(&Comm, W.Size, Id, W.Rank), "axlcclCommInitRank");
  if (W.Rank == 0) // every rank has joined, so has read the file
    removeId(W);
  return Comm;
}

void append(std::vector<double> &To, const std::vector<double> &From) {
  To.insert(To.end(), From.begin(), From.end());
}

/// Every rank's \p Mine (the same number of doubles on every rank), in
/// rank order.
std::vector<double> allGather(Device &D, axlcclComm_t Comm, int Ranks,
                              const std::vector<double> &Mine) {
  DeviceArray<double> Send(Mine);
  DeviceArray<double> Recv(Mine.size() * size_t(Ranks));
  check(axlcclAllGather(Send.get(), Recv.get(), Mine.size(), axlcclDouble,
                        Comm, D.Stream),
        "axlcclAllGather");
  D.sync();
  return Recv.download();
}

/// Every rank's figures, and its figures round by round (Repeats of each
/// probe on every rank).
std::pair<std::vector<Figures>, std::vector<RoundFigures>>
allGather(Device &D, axlcclComm_t Comm, int Ranks, const Figures &Mine,
          const RoundFigures &MyRounds) {
  std::vector<double> Flat(NumFigures);
  std::memcpy(Flat.data(), &Mine, sizeof Mine);
  Flat = allGather(D, Comm, Ranks, Flat);
  std::vector<Figures> All(static_cast<size_t>(Ranks));
  // Figures is trivially copyable: an array of NumFigures doubles.
  std::memcpy(static_cast<void *>(All.data()), Flat.data(),
              Flat.size() * sizeof(double));
  std::vector<double> Mixed = MyRounds.Gemm;
  append(Mixed, MyRounds.Mem);
  append(Mixed, MyRounds.AllReduce);
  const std::vector<double> Gathered = allGather(D, Comm, Ranks, Mixed);
  std::vector<RoundFigures> Rounds(static_cast<size_t>(Ranks));
  const size_t N = MyRounds.Gemm.size(), Per = Mixed.size();
  for (size_t R = 0; R < Rounds.size(); ++R) {
    const double *At = Gathered.data() + R * Per;
    Rounds[R].Gemm.assign(At, At + N);
    Rounds[R].Mem.assign(At + N, At + 2 * N);
    Rounds[R].AllReduce.assign(At + 2 * N, At + Per);
  }
  return {std::move(All), std::move(Rounds)};
}

Options backendDefaults() {
  Options O;
#if defined(AXL_BACKEND_CUDA)
  O.GemmSize = 8192;
  O.MemBytes = size_t(1) << 30;
  O.AllReduceBytes = size_t(256) << 20;
#else
  // About a tenth of a second per probe on a few cores.
  O.GemmSize = 256;
  O.MemBytes = size_t(32) << 20;
  O.AllReduceBytes = size_t(8) << 20;
#endif
  return O;
}

} // namespace

/// Round 0 of the turns: the known answers and the probes' set-up; then one
/// timed run of each probe per round.
int turnRounds(const Options &Opts) { return 1 + Opts.Repeats; }

/// This rank's figures: the known answers and the compute and memory
/// probes in turns with the other ranks, then the all-reduce probe with all;
/// each probe's figure of every round goes to \p PerRound.
Figures measure(Device &D, const World &W, axlcclComm_t Comm,
                const Options &Opts, RoundFigures &PerRound) {
  const int Rounds = turnRounds(Opts);
  check(waitTurn(W, 0, TurnTimeoutS));
  Figures Mine;
  Mine.Rank = W.Rank;
  const KatTally Conv = conversionKat(D), Gemm = gemmKat(D);
  Mine.KatChecks = double(Conv.Checks + Gemm.Checks);
  Mine.ConversionMismatches = double(Conv.Mismatches);
  Mine.GemmMismatches = double(Gemm.Mismatches);
  Probes P(D, Opts);
  check(passTurn(W, 0));
  for (int Round = 1; Round < Rounds; ++Round) {
    check(waitTurn(W, Round, TurnTimeoutS));
    PerRound.Gemm.push_back(P.gemmFlops());
    PerRound.Mem.push_back(P.copyBytesPerS());
    Mine.GemmFlops = std::max(Mine.GemmFlops, PerRound.Gemm.back());
    Mine.MemBytesPerS = std::max(Mine.MemBytesPerS, PerRound.Mem.back());
    check(passTurn(W, Round));
  }
  if (W.Size > 1) {
    check(waitAllTurns(W, Rounds, TurnTimeoutS));
    Mine.AllReduceBusBytesPerS =
        allReduceBusBw(D, Comm, W.Size, Opts, PerRound.AllReduce);
    if (W.Rank == 0) // the all-reduce needed every rank: all saw the end
      clearTurns(W, Rounds);
  }
  return Mine;
}

/// Rank 0's table and JSON file; returns the exit status.
int report(const std::vector<Figures> &All,
           const std::vector<RoundFigures> &Rounds, const Options &Opts,
           const char *DeviceName, bool Print) {
  const std::vector<Verdict> Verdicts = judge(All, Rounds, Opts.SlowThreshold);
  int Code = ExitOk;
  for (const Verdict &V : Verdicts)
    if (V.State != Status::Ok)
      Code = ExitFailed;
  if (!Print)
    return Code;
  const RunInfo Info{Backend, DeviceName, Opts};
  std::fputs(formatTable(Info, All, Verdicts).c_str(), stdout);
  std::fflush(stdout);
  if (!Opts.JsonPath.empty()) {
    const std::string Err =
        writeFileAtomically(Opts.JsonPath, formatJson(Info, All, Verdicts));
    if (!Err.empty()) {
      std::fprintf(stderr, "axl-preflight: %s\n", Err.c_str());
      Code = ExitError;
    }
  }
  return Code;
}

int main(int argc, char **argv) {
  const Options Defaults = backendDefaults();
  Options Opts = Defaults;
  std::string Err = parseOptions(argc, argv, Opts);
  if (!Err.empty()) {
    std::fprintf(stderr, "axl-preflight: %s (see --help)\n", Err.c_str());
    return ExitUsage;
  }
  if (Opts.Help) {
    std::fputs(usage(argv[0], Defaults, Backend).c_str(), stdout);
    return ExitOk;
  }
  World W;
  Err = resolveWorld(W, Opts.IdFile);
  if (!Err.empty()) {
    std::fprintf(stderr, "axl-preflight: %s\n", Err.c_str());
    return ExitUsage;
  }
  ThisRank = W.Rank;
  Err = selfCheck();
  if (!Err.empty())
    fail("preflight's reference encoder is wrong: " + Err);

  int Devices = 0;
  check(axlGetDeviceCount(&Devices), "axlGetDeviceCount");
  if (Devices == 0)
    fail("no device");
  const int DeviceIndex = W.Rank % Devices;
  check(axlSetDevice(DeviceIndex), "axlSetDevice");
  axlDeviceProp Prop;
  check(axlGetDeviceProperties(&Prop, DeviceIndex), "axlGetDeviceProperties");

  Device D;
  RoundFigures MyRounds;
  if (W.Size == 1) {
    const Figures Mine = measure(D, W, nullptr, Opts, MyRounds);
    return report({Mine}, {MyRounds}, Opts, Prop.name, true);
  }
  const axlcclComm_t Comm = connect(W, turnRounds(Opts));
  const Figures Mine = measure(D, W, Comm, Opts, MyRounds);
  const auto [All, Rounds] = allGather(D, Comm, W.Size, Mine, MyRounds);
  // Every rank exits with rank 0's status, and only once rank 0 has
  // reported: mpirun stops the job when a first rank exits non-zero.
  DeviceArray<int> Code(
      std::vector<int>{report(All, Rounds, Opts, Prop.name, /*Print=*/W.Rank == 0)});
  check(axlcclBroadcast(Code.get(), Code.get(), 1, axlcclInt32, 0, Comm,
                        D.Stream),
        "axlcclBroadcast");
  D.sync();
  check(axlcclCommDestroy(Comm), "axlcclCommDestroy");
  return Code.download()[0];
}
