// The CPU backend's NVRTC and the driver's modules: CUDA sources
// (rtc_programs.h) compiled at run time, loaded, launched through the
// driver (found by CUDA's names, as programs that dlsym the driver do), the
// library API and the runtime's launch, and checked; the lowered names of
// name expressions; a compile error in the log; the first compile's time
// (a second run of the binary finds it in the cache: rtc.test).
#include "rtc_programs.h"
#include "runtime_check.h"

#include <axl/driver.h>
#include <axl/driver_typedefs.h>
#include <axl/fp16.h>
#include <axl/rtc.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstring>
#include <string>

#define CHECK_RTC(Call)                                                                        \
  do {                                                                                         \
    axlrtcResult R_ = (Call);                                                                  \
    if (R_ != AXLRTC_SUCCESS) {                                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #Call,                       \
                   axlrtcGetErrorString(R_));                                                  \
      std::exit(1);                                                                            \
    }                                                                                          \
  } while (0)
#define CHECK_DRV(Call) CHECK((Call) == AXLDRV_SUCCESS)

namespace {

std::string programLog(axlrtcProgram P) {
  size_t Size = 0;
  CHECK_RTC(axlrtcGetProgramLogSize(P, &Size));
  std::string Log(Size, '\0');
  CHECK_RTC(axlrtcGetProgramLog(P, Log.data()));
  Log.resize(Size ? Size - 1 : 0);
  return Log;
}

template <class F> F entryPoint(const char *Name) {
  void *Fn = nullptr;
  axlDriverEntryPointQueryResult Status;
  CHECK_OK(axlGetDriverEntryPoint(Name, &Fn, axlEnableDefault, &Status));
  CHECK(Fn && Status == axlDriverEntryPointSuccess);
  return reinterpret_cast<F>(Fn);
}

/// Device memory holding V.
template <class T> T *upload(const std::vector<T> &V) {
  T *D = nullptr;
  CHECK_OK(axlMalloc(&D, V.size() * sizeof(T)));
  CHECK_OK(axlMemcpy(D, V.data(), V.size() * sizeof(T), axlMemcpyHostToDevice));
  return D;
}
template <class T> std::vector<T> download(const T *D, size_t N) {
  std::vector<T> V(N);
  CHECK_OK(axlMemcpy(V.data(), D, N * sizeof(T), axlMemcpyDeviceToHost));
  return V;
}

} // namespace

/// The arguments are more options for the compile (rtc.test gives -I ones).
int main(int Argc, char **Argv) {
  int Major = 0, Minor = 0, NumArchs = 0;
  CHECK_RTC(axlrtcVersion(&Major, &Minor));
  CHECK_RTC(axlrtcGetNumSupportedArchs(&NumArchs));
  std::vector<int> Archs(NumArchs);
  CHECK_RTC(axlrtcGetSupportedArchs(Archs.data()));
  CHECK(Major >= 12 && NumArchs > 0 && std::count(Archs.begin(), Archs.end(), 90) == 1);
  std::printf("PASS version\n");

  // Compile, with GPU options that do not apply here and a macro that does.
  const char *Header = RtcHeader, *HeaderName = "rtc_util.cuh";
  axlrtcProgram Prog;
  CHECK_RTC(axlrtcCreateProgram(&Prog, RtcKernels, "rtc_kernels.cu", 1, &Header, &HeaderName));
  const char *const ScaleF = "rtc::scale<float, 3>", *const ScaleD = "&rtc::scale<double, 2>";
  CHECK_RTC(axlrtcAddNameExpression(Prog, ScaleF));
  CHECK_RTC(axlrtcAddNameExpression(Prog, ScaleD));
  CHECK_RTC(axlrtcAddNameExpression(Prog, "warp_sums<32>"));
  const char *LoweredF = nullptr;
  CHECK(axlrtcGetLoweredName(Prog, ScaleF, &LoweredF) ==
        AXLRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
  std::vector<const char *> Options = {"-arch=sm_90", "--std=c++17", "-default-device",
                                       "--use_fast_math", "-lineinfo", "-DOFFSET=1.0f"};
  Options.insert(Options.end(), Argv + 1, Argv + Argc);
  const auto Start = std::chrono::steady_clock::now();
  const axlrtcResult Compiled = axlrtcCompileProgram(Prog, int(Options.size()), Options.data());
  const double Ms = std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - Start).count();
  if (Compiled != AXLRTC_SUCCESS) {
    std::fprintf(stderr, "compile failed: %s\n%s\n", axlrtcGetErrorString(Compiled),
                 programLog(Prog).c_str());
    return 1;
  }
  std::printf("compile time: %.0f ms\n", Ms);
  CHECK(axlrtcAddNameExpression(Prog, "saxpy") ==
        AXLRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
  const char *LoweredD = nullptr, *Unknown = nullptr;
  CHECK_RTC(axlrtcGetLoweredName(Prog, ScaleF, &LoweredF));
  CHECK_RTC(axlrtcGetLoweredName(Prog, ScaleD, &LoweredD));
  CHECK(axlrtcGetLoweredName(Prog, "rtc::scale<int, 1>", &Unknown) ==
        AXLRTC_ERROR_NAME_EXPRESSION_NOT_VALID);
  std::printf("lowered: %s -> %s\nlowered: %s -> %s\n", ScaleF, LoweredF, ScaleD, LoweredD);
  const std::string LowF = LoweredF, LowD = LoweredD; // they die with the program

  size_t CubinSize = 0, PtxSize = 0;
  CHECK_RTC(axlrtcGetCUBINSize(Prog, &CubinSize));
  std::vector<char> Cubin(CubinSize);
  CHECK_RTC(axlrtcGetCUBIN(Prog, Cubin.data()));
  CHECK_RTC(axlrtcGetPTXSize(Prog, &PtxSize));
  std::string Ptx(PtxSize, '\0');
  CHECK_RTC(axlrtcGetPTX(Prog, Ptx.data()));
  CHECK(PtxSize == CubinSize && std::strlen(Ptx.c_str()) + 1 == PtxSize);
  CHECK_RTC(axlrtcDestroyProgram(&Prog));
  CHECK(Prog == nullptr);
  std::printf("PASS compile\n");

  // The driver, found by CUDA's names.
  auto ModuleLoadData = entryPoint<PFN_axlDrvModuleLoadData_v2000>("cuModuleLoadData");
  auto ModuleGetFunction = entryPoint<PFN_axlDrvModuleGetFunction_v2000>("cuModuleGetFunction");
  auto ModuleGetGlobal = entryPoint<PFN_axlDrvModuleGetGlobal_v3020>("cuModuleGetGlobal");
  auto LaunchKernel = entryPoint<PFN_axlDrvLaunchKernel_v4000>("cuLaunchKernel");
  auto FuncSetAttribute = entryPoint<PFN_axlDrvFuncSetAttribute_v9000>("cuFuncSetAttribute");
  auto ModuleUnload = entryPoint<PFN_axlDrvModuleUnload_v2000>("cuModuleUnload");
  axlDrvModule Module;
  CHECK_DRV(ModuleLoadData(&Module, Cubin.data()));

  // An extern "C" kernel by name, its parameters by pointer.
  const int N = 1000;
  std::vector<float> X(N), Y(N);
  for (int I = 0; I < N; ++I)
    X[I] = float(I), Y[I] = float(3 * I);
  float *DX = upload(X), *DY = upload(Y);
  axlDrvFunction Saxpy;
  CHECK_DRV(ModuleGetFunction(&Saxpy, Module, "saxpy"));
  float A = 0.5f;
  int Count = N;
  void *SaxpyArgs[] = {&A, &DX, &DY, &Count};
  CHECK_DRV(LaunchKernel(Saxpy, (N + 63) / 64, 1, 1, 64, 1, 1, 0, nullptr, SaxpyArgs, nullptr));
  std::vector<float> Got = download(DY, N);
  for (int I = 0; I < N; ++I)
    CHECK(Got[I] == 0.5f * 2.0f * float(I) + float(3 * I) + 1.0f + 0.25f);
  std::printf("PASS saxpy\n");

  // Template kernels: by lowered name with `extra`, and by name expression
  // from the runtime's library API, through the runtime's launch.
  axlDrvFunction ScaleFloat;
  CHECK_DRV(ModuleGetFunction(&ScaleFloat, Module, LowF.c_str()));
  axlLibrary_t RuntimeLibrary;
  axlKernel_t ScaleDouble;
  CHECK_OK(axlLibraryLoadData(&RuntimeLibrary, Cubin.data(), nullptr, nullptr, 0, nullptr,
                              nullptr, 0));
  CHECK_OK(axlLibraryGetKernel(&ScaleDouble, RuntimeLibrary, ScaleD));
  axlKernel_t Missing;
  CHECK_ERR(axlLibraryGetKernel(&Missing, RuntimeLibrary, "no_such_kernel"),
            axlErrorSymbolNotFound);
  CHECK(axlGetLastError() == axlErrorSymbolNotFound);
  struct {
    float *P;
    float S;
    int N;
  } Packed = {DX, 2.0f, N};
  size_t PackedSize = sizeof Packed;
  void *Extra[] = {AXLDRV_LAUNCH_PARAM_BUFFER_POINTER, &Packed, AXLDRV_LAUNCH_PARAM_BUFFER_SIZE,
                   &PackedSize, AXLDRV_LAUNCH_PARAM_END};
  CHECK_DRV(LaunchKernel(ScaleFloat, (N + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, nullptr, Extra));
  Got = download(DX, N);
  for (int I = 0; I < N; ++I)
    CHECK(Got[I] == 8.0f * float(I));
  std::vector<double> Z(N, 1.5);
  double *DZ = upload(Z), S = 3.0;
  void *ScaleArgs[] = {&DZ, &S, &Count};
  CHECK_OK(axlLaunchKernel(reinterpret_cast<const void *>(ScaleDouble), dim3((N + 255) / 256),
                           dim3(256), ScaleArgs, 0, nullptr));
  std::vector<double> GotZ = download(DZ, N);
  for (int I = 0; I < N; ++I)
    CHECK(GotZ[I] == 13.5);
  CHECK_OK(axlLibraryUnload(RuntimeLibrary));
  std::printf("PASS templates\n");

  // __syncthreads and static shared memory, through the library API.
  axlDrvLibrary Library;
  CHECK_DRV(axlDrvLibraryLoadData(&Library, Ptx.c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0));
  axlDrvKernel ReverseKernel;
  axlDrvFunction Reverse;
  CHECK_DRV(axlDrvLibraryGetKernel(&ReverseKernel, Library, "reverse"));
  CHECK_DRV(axlDrvKernelGetFunction(&Reverse, ReverseKernel));
  std::vector<float> R(256);
  for (int I = 0; I < 256; ++I)
    R[I] = float(I);
  float *DR = upload(R);
  void *ReverseArgs[] = {&DR};
  CHECK_DRV(axlDrvLaunchKernel(Reverse, 4, 1, 1, 64, 1, 1, 0, nullptr, ReverseArgs, nullptr));
  Got = download(DR, 256);
  for (int I = 0; I < 256; ++I)
    CHECK(Got[I] == float(I / 64 * 64 + 63 - I % 64));
  CHECK_DRV(axlDrvLibraryUnload(Library));
  std::printf("PASS shared memory and barriers\n");

  // Dynamic shared memory past the default limit, after the attribute.
  axlDrvFunction BlockSum;
  CHECK_DRV(ModuleGetFunction(&BlockSum, Module, "block_sum"));
  const unsigned Threads = 1024, Blocks = 4, Shared = 64 * 1024;
  CHECK_DRV(FuncSetAttribute(BlockSum, AXLDRV_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                             int(Shared)));
  int MaxShared = 0;
  CHECK_DRV(axlDrvFuncGetAttribute(&MaxShared, AXLDRV_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   BlockSum));
  CHECK(MaxShared == int(Shared));
  std::vector<__half> H(Threads * Blocks);
  for (unsigned I = 0; I < H.size(); ++I)
    H[I] = __float2half(float(I % 7));
  __half *DH = upload(H);
  float *DSum = nullptr;
  CHECK_OK(axlMalloc(&DSum, Blocks * sizeof(float)));
  void *SumArgs[] = {&DH, &DSum};
  CHECK_DRV(LaunchKernel(BlockSum, Blocks, 1, 1, Threads, 1, 1, Shared, nullptr, SumArgs,
                         nullptr));
  Got = download(DSum, Blocks);
  for (unsigned B = 0; B < Blocks; ++B) {
    float Want = 0;
    for (unsigned I = 0; I < Threads; ++I)
      Want += float((B * Threads + I) % 7);
    CHECK(Got[B] == Want);
  }
  std::printf("PASS dynamic shared memory\n");

  // Warp shuffles and inline PTX.
  axlDrvFunction WarpSums;
  CHECK_DRV(ModuleGetFunction(&WarpSums, Module, "warp_sums<32>"));
  std::vector<float4> V(256);
  for (unsigned I = 0; I < V.size(); ++I)
    V[I] = make_float4(float(I), 1.0f, 2.0f, 3.0f);
  float4 *DV = upload(V);
  float *DW = nullptr;
  CHECK_OK(axlMalloc(&DW, 8 * sizeof(float)));
  void *WarpArgs[] = {&DV, &DW};
  CHECK_DRV(LaunchKernel(WarpSums, 2, 1, 1, 128, 1, 1, 0, nullptr, WarpArgs, nullptr));
  Got = download(DW, 8);
  for (unsigned W = 0; W < 8; ++W)
    CHECK(Got[W] == float(32 * 32 * W + 31 * 16 + 6 * 32));
  std::printf("PASS warp shuffles and inline PTX\n");

  // A __device__ variable.
  axlDrvDeviceptr Launches = 0;
  size_t Bytes = 0;
  CHECK_DRV(ModuleGetGlobal(&Launches, &Bytes, Module, "launches"));
  CHECK(Bytes == sizeof(int) && *reinterpret_cast<int *>(Launches) == 1);
  std::printf("PASS global\n");

  // NVRTC's environment: __CUDACC_RTC__, the program's own integer types.
  {
    const char *EnvHeader = RtcEnvHeader, *EnvName = "rtc_env.cuh";
    axlrtcProgram Env;
    CHECK_RTC(axlrtcCreateProgram(&Env, RtcEnv, "rtc_env.cu", 1, &EnvHeader, &EnvName));
    if (axlrtcCompileProgram(Env, 0, nullptr) != AXLRTC_SUCCESS) {
      std::fprintf(stderr, "rtc_env: %s\n", programLog(Env).c_str());
      return 1;
    }
    size_t Size = 0;
    CHECK_RTC(axlrtcGetCUBINSize(Env, &Size));
    std::vector<char> Image(Size);
    CHECK_RTC(axlrtcGetCUBIN(Env, Image.data()));
    CHECK_RTC(axlrtcDestroyProgram(&Env));
    axlDrvModule EnvModule;
    CHECK_DRV(ModuleLoadData(&EnvModule, Image.data()));
    axlDrvFunction EnvKernel;
    CHECK_DRV(ModuleGetFunction(&EnvKernel, EnvModule, "rtc_env"));
    unsigned long long *DE = nullptr;
    CHECK_OK(axlMalloc(&DE, 32 * sizeof(unsigned long long)));
    void *EnvArgs[] = {&DE};
    CHECK_DRV(LaunchKernel(EnvKernel, 1, 1, 1, 32, 1, 1, 0, nullptr, EnvArgs, nullptr));
    const std::vector<unsigned long long> E = download(DE, 32);
    for (unsigned I = 0; I < 32; ++I)
      CHECK(E[I] == 8000 + I);
    CHECK_DRV(ModuleUnload(EnvModule));
  }
  std::printf("PASS nvrtc environment\n");

  // Errors.
  axlDrvFunction None;
  CHECK(ModuleGetFunction(&None, Module, "no_such_kernel") == AXLDRV_ERROR_NOT_FOUND);
  CHECK_DRV(ModuleUnload(Module));
  axlDrvModule Gpu;
  CHECK(ModuleLoadData(&Gpu, ".version 8.0\n.target sm_90\n") == AXLDRV_ERROR_INVALID_IMAGE);
  // With SIGCHLD ignored (the tools' statuses are lost), the compile still
  // sees that it failed.
  std::signal(SIGCHLD, SIG_IGN);
  axlrtcProgram Broken;
  CHECK_RTC(axlrtcCreateProgram(&Broken, RtcBroken, "broken.cu", 0, nullptr, nullptr));
  CHECK(axlrtcCompileProgram(Broken, 0, nullptr) == AXLRTC_ERROR_COMPILATION);
  std::printf("broken log:\n%s\n", programLog(Broken).c_str());
  size_t None2 = 0;
  CHECK(axlrtcGetCUBINSize(Broken, &None2) == AXLRTC_ERROR_INVALID_PROGRAM);
  CHECK_RTC(axlrtcDestroyProgram(&Broken));
  std::printf("%s\n", axlrtcGetErrorString(AXLRTC_ERROR_COMPILATION));
  std::printf("PASS errors\n");
  return 0;
}
