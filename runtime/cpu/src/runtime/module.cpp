// CPU backend runtime: the driver's modules and libraries, over the shared
// objects the backend's NVRTC compiles (src/rtc). Loading dlopens the
// object an image names (its initialisers register the kernels' signatures);
// functions are found in the object's table of kernels and name expressions
// (axl/cpu/detail/rtc_module.h), by their lowered name, or with dlsym.
// Functions and kernels are the kernel's address.
#include "../rtc/image.h"
#include "state.h"

#include <axl/cpu/detail/rtc_module.h>
#include <axl/driver.h>

#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fstream>
#include <link.h>
#include <sstream>
#include <string>

struct axlDrvMod_st {
  void *Handle = nullptr;
  const axl::cpu::rtc::ModuleSymbol *Table = nullptr;
  unsigned Count = 0;
  std::string Path;
};
/// A library is its module (axlDrvLibraryGetModule gives it).
struct axlDrvLib_st {
  axlDrvMod_st Module;
};

namespace {

using axl::cpu::rtc::ModuleSymbol;

axlDrvResult report(axlDrvResult R, const std::string &Message) {
  std::fprintf(stderr, "axl cpu backend: %s\n", Message.c_str());
  return R;
}

axlDrvResult load(axlDrvMod_st &M, const void *Image) {
  if (!Image)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!axl::cpu::rtc::parseImage(Image, &M.Path))
    return report(AXLDRV_ERROR_INVALID_IMAGE,
                  "the image is not one the CPU backend's NVRTC made (PTX, cubins and "
                  "fatbins for a GPU cannot run here; compile the CUDA source with "
                  "axlrtcCompileProgram)");
  M.Handle = dlopen(M.Path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!M.Handle) {
    const char *Why = dlerror();
    return report(AXLDRV_ERROR_FILE_NOT_FOUND,
                  "cannot load the NVRTC module " + M.Path + ": " + (Why ? Why : "?") +
                      " (was its cache entry removed?)");
  }
  M.Table = static_cast<const ModuleSymbol *>(dlsym(M.Handle, axl::cpu::rtc::TableSymbol));
  const auto *Count =
      static_cast<const unsigned *>(dlsym(M.Handle, axl::cpu::rtc::TableSizeSymbol));
  M.Count = M.Table && Count ? *Count : 0;
  return AXLDRV_SUCCESS;
}

/// The symbol's name in the dynamic symbol table, or null.
const char *loweredName(const void *Address) {
  Dl_info Info;
  if (dladdr(Address, &Info) && Info.dli_sname && Info.dli_saddr == Address)
    return Info.dli_sname;
  return nullptr;
}

/// A kernel or variable of M by name, name expression or lowered name.
const void *find(const axlDrvMod_st &M, const char *Name, bool Kernel, size_t *Size) {
  for (unsigned I = 0; I < M.Count; ++I) {
    const ModuleSymbol &S = M.Table[I];
    if (S.Kernel != Kernel)
      continue;
    const char *Lowered = loweredName(S.Address);
    if (std::strcmp(S.Name, Name) == 0 || (Lowered && std::strcmp(Lowered, Name) == 0)) {
      if (Size)
        *Size = S.Size;
      return S.Address;
    }
  }
  void *Address = dlsym(M.Handle, Name);
  if (Address && Size) {
    Dl_info Info;
    ElfW(Sym) *Sym = nullptr;
    *Size = dladdr1(Address, &Info, reinterpret_cast<void **>(&Sym), RTLD_DL_SYMENT) && Sym
                ? Sym->st_size
                : 0;
  }
  return Address;
}

void clearJitLogs(unsigned N, const axlDrvJit_option *Options, void **Values) {
  if (!Options || !Values)
    return;
  for (unsigned I = 0; I < N; ++I)
    if (Options[I] == AXLDRV_JIT_INFO_LOG_BUFFER || Options[I] == AXLDRV_JIT_ERROR_LOG_BUFFER)
      if (char *Log = static_cast<char *>(Values[I]))
        Log[0] = '\0';
}

/// Pointers to the parameters packed in an `extra` buffer, each at its
/// alignment (cuda.h's layout).
axlDrvResult unpackExtra(const void *Function, void **Extra, std::vector<void *> &Args) {
  const axl::cpu::detail::KernelSignature *K = axl::cpu::detail::findKernel(Function);
  if (!K)
    return AXLDRV_ERROR_INVALID_HANDLE;
  unsigned char *Packed = nullptr;
  size_t PackedSize = 0;
  for (void **E = Extra; *E != AXLDRV_LAUNCH_PARAM_END; E += 2) {
    if (E[0] == AXLDRV_LAUNCH_PARAM_BUFFER_POINTER)
      Packed = static_cast<unsigned char *>(E[1]);
    else if (E[0] == AXLDRV_LAUNCH_PARAM_BUFFER_SIZE)
      PackedSize = *static_cast<const size_t *>(E[1]);
    else
      return AXLDRV_ERROR_INVALID_VALUE;
  }
  size_t End = 0;
  for (unsigned I = 0; I < K->NumParams; ++I) {
    End = (End + K->Aligns[I] - 1) / K->Aligns[I] * K->Aligns[I];
    Args.push_back(Packed + End);
    End += K->Sizes[I];
  }
  return K->NumParams && (!Packed || End > PackedSize) ? AXLDRV_ERROR_INVALID_VALUE
                                                       : AXLDRV_SUCCESS;
}

} // namespace

axlDrvResult axlDrvModuleLoadData(axlDrvModule *module, const void *image) {
  if (!module)
    return AXLDRV_ERROR_INVALID_VALUE;
  auto *M = new axlDrvMod_st;
  if (axlDrvResult R = load(*M, image)) {
    delete M;
    return R;
  }
  *module = M;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvModuleLoadDataEx(axlDrvModule *module, const void *image,
                                    unsigned int numOptions, axlDrvJit_option *options,
                                    void **optionValues) {
  clearJitLogs(numOptions, options, optionValues);
  return axlDrvModuleLoadData(module, image);
}

axlDrvResult axlDrvModuleLoad(axlDrvModule *module, const char *fname) {
  if (!module || !fname)
    return AXLDRV_ERROR_INVALID_VALUE;
  std::ifstream In(fname, std::ios::binary);
  if (!In)
    return AXLDRV_ERROR_FILE_NOT_FOUND;
  std::stringstream Text;
  Text << In.rdbuf();
  return axlDrvModuleLoadData(module, Text.str().c_str());
}

axlDrvResult axlDrvModuleUnload(axlDrvModule hmod) {
  if (!hmod)
    return AXLDRV_ERROR_INVALID_HANDLE;
  delete hmod; // the object stays mapped: see driver.h
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvModuleGetFunction(axlDrvFunction *hfunc, axlDrvModule hmod,
                                     const char *name) {
  if (!hfunc || !name)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!hmod)
    return AXLDRV_ERROR_INVALID_HANDLE;
  const void *F = find(*hmod, name, true, nullptr);
  if (!F)
    return AXLDRV_ERROR_NOT_FOUND;
  *hfunc = reinterpret_cast<axlDrvFunction>(const_cast<void *>(F));
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvModuleGetGlobal(axlDrvDeviceptr *dptr, size_t *bytes, axlDrvModule hmod,
                                   const char *name) {
  if (!name)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!hmod)
    return AXLDRV_ERROR_INVALID_HANDLE;
  size_t Size = 0;
  const void *V = find(*hmod, name, false, &Size);
  if (!V)
    return AXLDRV_ERROR_NOT_FOUND;
  if (dptr)
    *dptr = reinterpret_cast<axlDrvDeviceptr>(V);
  if (bytes)
    *bytes = Size;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvLibraryLoadData(axlDrvLibrary *library, const void *code,
                                   axlDrvJit_option *jitOptions, void **jitOptionsValues,
                                   unsigned int numJitOptions, axlDrvLibraryOption *,
                                   void **, unsigned int) {
  if (!library)
    return AXLDRV_ERROR_INVALID_VALUE;
  clearJitLogs(numJitOptions, jitOptions, jitOptionsValues);
  auto *L = new axlDrvLib_st;
  if (axlDrvResult R = load(L->Module, code)) {
    delete L;
    return R;
  }
  *library = L;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvLibraryUnload(axlDrvLibrary library) {
  if (!library)
    return AXLDRV_ERROR_INVALID_HANDLE;
  delete library;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvLibraryGetKernel(axlDrvKernel *pKernel, axlDrvLibrary library,
                                    const char *name) {
  if (!pKernel || !name)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!library)
    return AXLDRV_ERROR_INVALID_HANDLE;
  const void *K = find(library->Module, name, true, nullptr);
  if (!K)
    return AXLDRV_ERROR_NOT_FOUND;
  *pKernel = reinterpret_cast<axlDrvKernel>(const_cast<void *>(K));
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvLibraryGetModule(axlDrvModule *pMod, axlDrvLibrary library) {
  if (!pMod)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!library)
    return AXLDRV_ERROR_INVALID_HANDLE;
  *pMod = &library->Module;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvKernelGetFunction(axlDrvFunction *pFunc, axlDrvKernel kernel) {
  if (!pFunc)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!kernel)
    return AXLDRV_ERROR_INVALID_HANDLE;
  *pFunc = reinterpret_cast<axlDrvFunction>(kernel);
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvFuncGetName(const char **name, axlDrvFunction hfunc) {
  if (!name)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!hfunc)
    return AXLDRV_ERROR_INVALID_HANDLE;
  *name = loweredName(hfunc);
  return *name ? AXLDRV_SUCCESS : AXLDRV_ERROR_NOT_FOUND;
}

axlDrvResult axlDrvFuncGetAttribute(int *pi, axlDrvFunction_attribute attrib,
                                    axlDrvFunction hfunc) {
  if (!pi)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (!hfunc)
    return AXLDRV_ERROR_INVALID_HANDLE;
  axlFuncAttributes A;
  if (axlError_t E = axlFuncGetAttributes(&A, static_cast<const void *>(hfunc)))
    return axl::cpu::driver::result(E);
  switch (attrib) {
  case AXLDRV_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = A.maxThreadsPerBlock; break;
  case AXLDRV_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = int(A.sharedSizeBytes); break;
  case AXLDRV_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *pi = int(A.constSizeBytes); break;
  case AXLDRV_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = int(A.localSizeBytes); break;
  case AXLDRV_FUNC_ATTRIBUTE_NUM_REGS: *pi = A.numRegs; break;
  case AXLDRV_FUNC_ATTRIBUTE_PTX_VERSION: *pi = A.ptxVersion; break;
  case AXLDRV_FUNC_ATTRIBUTE_BINARY_VERSION: *pi = A.binaryVersion; break;
  case AXLDRV_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = A.cacheModeCA; break;
  case AXLDRV_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
    *pi = A.maxDynamicSharedSizeBytes;
    break;
  case AXLDRV_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
    *pi = A.preferredShmemCarveout;
    break;
  case AXLDRV_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: *pi = A.clusterDimMustBeSet; break;
  case AXLDRV_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: *pi = A.requiredClusterWidth; break;
  case AXLDRV_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT: *pi = A.requiredClusterHeight; break;
  case AXLDRV_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH: *pi = A.requiredClusterDepth; break;
  case AXLDRV_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
    *pi = A.nonPortableClusterSizeAllowed;
    break;
  case AXLDRV_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE:
    *pi = A.clusterSchedulingPolicyPreference;
    break;
  default:
    return AXLDRV_ERROR_INVALID_VALUE;
  }
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvFuncSetAttribute(axlDrvFunction hfunc, axlDrvFunction_attribute attrib,
                                    int value) {
  if (!hfunc)
    return AXLDRV_ERROR_INVALID_HANDLE;
  return axl::cpu::driver::result(axlFuncSetAttribute(
      static_cast<const void *>(hfunc), axlFuncAttribute(int(attrib)), value));
}

axlDrvResult axlDrvFuncSetCacheConfig(axlDrvFunction hfunc, axlDrvFunc_cache config) {
  if (!hfunc)
    return AXLDRV_ERROR_INVALID_HANDLE;
  return axl::cpu::driver::result(
      axlFuncSetCacheConfig(static_cast<const void *>(hfunc), axlFuncCache(int(config))));
}

axlDrvResult axlDrvOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, axlDrvFunction func, int blockSize, size_t dynamicSMemSize,
    unsigned int flags) {
  if (!func)
    return AXLDRV_ERROR_INVALID_HANDLE;
  return axl::cpu::driver::result(axlOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, static_cast<const void *>(func), blockSize, dynamicSMemSize, flags));
}

axlDrvResult axlDrvOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
                                                             axlDrvFunction func,
                                                             int blockSize,
                                                             size_t dynamicSMemSize) {
  return axlDrvOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, func, blockSize, dynamicSMemSize, axlOccupancyDefault);
}

axlDrvResult axlDrvLaunchCooperativeKernel(axlDrvFunction f, unsigned int gridDimX,
                                           unsigned int gridDimY, unsigned int gridDimZ,
                                           unsigned int blockDimX, unsigned int blockDimY,
                                           unsigned int blockDimZ,
                                           unsigned int sharedMemBytes,
                                           axlDrvStream hStream, void **kernelParams) {
  if (!f)
    return AXLDRV_ERROR_INVALID_HANDLE;
  return axl::cpu::driver::result(axlLaunchCooperativeKernel(
      static_cast<const void *>(f), dim3(gridDimX, gridDimY, gridDimZ),
      dim3(blockDimX, blockDimY, blockDimZ), kernelParams, sharedMemBytes, hStream));
}

axlDrvResult axlDrvLaunchKernel(axlDrvFunction f, unsigned int gridDimX, unsigned int gridDimY,
                                unsigned int gridDimZ, unsigned int blockDimX,
                                unsigned int blockDimY, unsigned int blockDimZ,
                                unsigned int sharedMemBytes, axlDrvStream hStream,
                                void **kernelParams, void **extra) {
  if (!f)
    return AXLDRV_ERROR_INVALID_HANDLE;
  if (kernelParams && extra)
    return AXLDRV_ERROR_INVALID_VALUE;
  std::vector<void *> Unpacked;
  if (extra) {
    if (axlDrvResult R = unpackExtra(f, extra, Unpacked))
      return R;
    kernelParams = Unpacked.data();
  }
  return axl::cpu::driver::result(axlLaunchKernel(
      static_cast<const void *>(f), dim3(gridDimX, gridDimY, gridDimZ),
      dim3(blockDimX, blockDimY, blockDimZ), kernelParams, sharedMemBytes, hStream));
}

// The runtime's libraries: the driver's, its results as the runtime's errors
// (the values CUDA gives both).
static axlError_t runtimeError(axlDrvResult R) {
  return R == AXLDRV_SUCCESS ? axlSuccess : axl::cpu::detail::fail(axlError_t(int(R)));
}

axlError_t axlLibraryLoadData(axlLibrary_t *library, const void *code, axlJitOption *jitOptions,
                              void **jitOptionsValues, unsigned int numJitOptions,
                              axlLibraryOption *, void **, unsigned int) {
  return runtimeError(axlDrvLibraryLoadData(
      library, code, reinterpret_cast<axlDrvJit_option *>(jitOptions), jitOptionsValues,
      numJitOptions, nullptr, nullptr, 0));
}

axlError_t axlLibraryUnload(axlLibrary_t library) {
  return runtimeError(axlDrvLibraryUnload(library));
}

axlError_t axlLibraryGetKernel(axlKernel_t *pKernel, axlLibrary_t library, const char *name) {
  return runtimeError(axlDrvLibraryGetKernel(pKernel, library, name));
}
