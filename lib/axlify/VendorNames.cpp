//===- VendorNames.cpp - Which names and headers belong to a vendor -------===//
#include "axlify/VendorNames.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace axl {

bool looksLikeCudaApi(StringRef N) {
  auto UpperAfter = [&](StringRef P) {
    return N.starts_with(P) && N.size() > P.size() && isUpper(N[P.size()]);
  };
  // The prefixes of every family with rules.
  for (StringRef P : {"cuda", "cublas", "cublasLt", "curand", "nccl", "cu", "cudnn", "cusparse",
                      "cusolver", "cufft", "nvrtc", "nvtx", "PFN_cu"})
    if (UpperAfter(P))
      return libraryOfName(N).empty();
  for (StringRef P : {"CUDA_", "CUDART_", "CUBLAS_", "CUBLASLT_", "CURAND_", "NCCL_", "CU_",
                      "CUDNN_", "CUSPARSE_", "CUSOLVER_", "CUFFT_", "NVRTC_", "NVTX_", "NVTX3_",
                      "CUB_",
                      "__nv_", "__NV_", "__CUDA"})
    if (N.starts_with(P))
      return libraryOfName(N).empty();
  // Driver API types: CUstream, CUresult, CUdeviceptr.
  return N.size() > 2 && N.starts_with("CU") && isLower(N[2]) && libraryOfName(N).empty();
}

namespace {
struct Library {
  StringRef Name;
  /// Prefixes of its functions and types (followed by an upper-case letter
  /// or '_') and of its macros and enumerators (as they are).
  std::initializer_list<StringRef> Prefixes, MacroPrefixes;
};
// Families without rules; a family that gets rules leaves this list.
const Library Libraries[] = {
    {"NVML", {"nvml"}, {"NVML_"}},
    {"cuDNN frontend", {}, {"CUDNN_FRONTEND_"}},
    {"CUPTI", {"cupti", "CUpti"}, {"CUPTI_"}},
    {"cuFile", {"cuFile"}, {"CU_FILE_"}},
    {"nvJitLink", {"nvJitLink"}, {"NVJITLINK_"}},
    {"cuBLASMp", {"cublasMp"}, {"CUBLASMP_"}},
    {"NVSHMEM", {"nvshmem_", "nvshmemx_", "nvshmemi_"}, {"NVSHMEM_", "NVSHMEMX_"}},
    {"cuTENSOR", {"cutensor"}, {"CUTENSOR_"}},
    {"CUTLASS", {}, {"CUTLASS_"}},
    {"CuTe", {}, {"CUTE_"}},
};
} // namespace

StringRef libraryOfNamespace(StringRef Ns) {
  return StringSwitch<StringRef>(Ns)
      .Case("cutlass", "CUTLASS")
      .Case("cute", "CuTe")
      .Case("cudnn_frontend", "cuDNN frontend")
      .Case("nvcuda", "WMMA (nvcuda)")
      .Case("cuda", "libcu++")
      .Default("");
}

StringRef libraryOfName(StringRef N) {
  for (const Library &L : Libraries) {
    for (StringRef P : L.Prefixes)
      if (N.starts_with(P) && N.size() > P.size() &&
          (P.ends_with("_") || isUpper(N[P.size()]) || N[P.size()] == '_' ||
           P.starts_with("PFN_")))
        return L.Name;
    for (StringRef P : L.MacroPrefixes)
      if (N.starts_with(P) && N.size() > P.size())
        return L.Name;
  }
  return "";
}

StringRef runtimeCompilationOf(StringRef N) {
  if (N == "nvrtcCreateProgram" || N == "nvrtcCompileProgram")
    return "the CUDA source it compiles is given at run time (a string, or a file the "
           "build embeds as one) and is not ported here (the CPU backend's NVRTC ports it "
           "when it compiles); a project file ported for it also needs the dialect headers "
           "on NVRTC's include path";
  if (is_contained({"cuModuleLoadData", "cuModuleLoadDataEx", "cuModuleLoadFatBinary",
                    "cuLibraryLoadData", "cudaLibraryLoadData", "cuLinkAddData",
                    "nvJitLinkAddData", "nvJitLinkCreate"},
                   N))
    return "the PTX or GPU binary this call loads is built for NVIDIA GPUs at run time, "
           "and is not ported (on the CPU backend, what its NVRTC compiles loads)";
  return "";
}

StringRef libraryOfHeader(StringRef Path) {
  static const std::pair<StringRef, StringRef> Prefixes[] = {
      {"cudnn_frontend", "cuDNN frontend"},
      {"nvml", "NVML"},
      {"nvToolsExt", "NVTX v2 (not in CUDA 13; NVTX3 is nvtx3/nvToolsExt.h)"},
      {"cupti", "CUPTI"},
      {"cufile", "cuFile"},
      {"nvJitLink", "nvJitLink"},
      {"cutlass/", "CUTLASS"},
      {"cute/", "CuTe"},
      {"cuda/", "libcu++"},
      {"cublasmp", "cuBLASMp"},
      {"nvshmem", "NVSHMEM"},
      {"cutensor", "cuTENSOR"}};
  for (const auto &[Prefix, Library] : Prefixes)
    if (Path.starts_with(Prefix))
      return Library;
  return "";
}

bool isVendorName(StringRef N) {
  return looksLikeCudaApi(N) || !libraryOfName(N).empty() || !libraryOfNamespace(N).empty();
}

bool isVendorHeader(StringRef Path) {
  for (StringRef P : {"cuda", "cub/", "cub.", "cublas", "cufft", "curand", "cusparse",
                      "cusolver", "cudnn", "cupti", "cufile", "nccl", "nvrtc", "nvtx", "nvml",
                      "thrust/", "cooperative_groups", "crt/", "sm_", "mma.h", "device_",
                      "driver_", "vector_types", "library_types", "texture_", "surface_",
                      "nv/", "cutlass/", "cute/", "cudnn_frontend", "math_constants"})
    if (Path.starts_with(P))
      return true;
  return false;
}

} // namespace axl
