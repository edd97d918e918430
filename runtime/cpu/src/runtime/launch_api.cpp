// CPU backend runtime: kernels launched through the runtime API
// (axlLaunchKernel, axlLaunchCooperativeKernel, axlLaunchKernelExC and its
// launch attributes) and the registry of kernel signatures that lets them
// launch a kernel given by address.
#include "launch_by_address.h"
#include "state.h"

#include <axl/cpu/runtime_launch.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>
#include <unordered_map>

#include <cxxabi.h>
#include <dlfcn.h>

namespace axl::cpu::detail {

namespace {
struct Registry {
  std::mutex M;
  std::unordered_map<const void *, KernelSignature> Kernels;
  std::deque<std::string> Names; // of kernels found by their symbols
};
Registry &registry() {
  static Registry *R = new Registry; // used by static destructors' launches
  return *R;
}

constexpr const char *ByAddress = "kernel launched by address";

/// A kernel registered without a name (launched by address): its symbol's,
/// demangled, where the dynamic symbol table has it (a shared library, a
/// run-time compiled module, a program linked with -rdynamic).
const char *symbolName(Registry &R, const void *Address) {
  Dl_info Info;
  if (!dladdr(Address, &Info) || !Info.dli_sname || Info.dli_saddr != Address)
    return nullptr;
  int Status = 0;
  char *Demangled = abi::__cxa_demangle(Info.dli_sname, nullptr, nullptr, &Status);
  R.Names.emplace_back(Demangled && Status == 0 ? Demangled : Info.dli_sname);
  std::free(Demangled);
  return R.Names.back().c_str();
}
} // namespace

const char *templateArgumentName(const char *Pretty, const char *Fallback) {
  const char *At = Pretty ? std::strstr(Pretty, "Kernel = ") : nullptr;
  const char *End = At ? std::strrchr(At, ']') : nullptr;
  if (!At || !End)
    return Fallback;
  At += std::strlen("Kernel = ");
  if (*At == '&')
    ++At;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.M);
  R.Names.emplace_back(At, End);
  return R.Names.back().c_str();
}

void registerKernel(const KernelSignature &Signature) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.M);
  const bool Named = Signature.Name && std::strcmp(Signature.Name, ByAddress) != 0;
  auto [It, New] = R.Kernels.emplace(Signature.Address, Signature);
  if (!New && Named && std::strcmp(It->second.Name, ByAddress) == 0)
    It->second.Name = Signature.Name; // as a launch site names it
  else if (New && !Named)
    if (const char *N = symbolName(R, Signature.Address))
      It->second.Name = N;
}

const KernelSignature *findKernel(const void *Address) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.M);
  auto It = R.Kernels.find(Address);
  return It == R.Kernels.end() ? nullptr : &It->second;
}

const KernelSignature *knownKernel(const char *Api, const void *Func) {
  const KernelSignature *K = Func ? findKernel(Func) : nullptr;
  if (!K && Func)
    std::fprintf(stderr,
                 "axl cpu backend: %s: the kernel at %p is not known by its signature (it was "
                 "only seen as a void pointer); launch it once with <<<>>>, pass it to the "
                 "launch typed (without the cast to void *), or call axlCpuRegisterKernel(k) "
                 "first\n",
                 Api, Func);
  return K;
}

axlError_t launchByAddress(const char *Api, const KernelSignature &K, dim3 Grid, dim3 Block,
                           void *const *Args, size_t Shared, axlStream_t Stream,
                           bool Cooperative) {
  if (axlError_t E = checkLaunch(K.Address, Grid, Block, Shared))
    return fail(E);
  if (K.NumParams && !Args)
    return fail(axlErrorInvalidValue);
  if (Cooperative) {
    // Every block resident at once: at most what the occupancy calls give.
    const unsigned long long Blocks = 1ull * Grid.x * Grid.y * Grid.z;
    const unsigned long long Resident =
        1ull * residentBlocks(K.Address, Block.x * Block.y * Block.z, Shared) * workerCount();
    if (Blocks > Resident)
      return fail(axlErrorCooperativeLaunchTooLarge);
  }
  (void)Api;
  GridLaunch Launch{K.Name, Grid, Block, Shared, nullptr, nullptr, nullptr, nullptr};
  Launch.Cooperative = Cooperative;
  std::shared_ptr<void> Owned = K.Bind(K.Address, Args, Launch);
  return enqueueKernel(Stream, [Owned, Launch] { runGrid(Launch); },
                       {K.Address, Grid, Block, Shared, Args});
}

namespace {

/// What axlLaunchKernelExC's attributes ask of the launch.
struct ExOptions {
  bool Cooperative = false;
  axlEvent_t RecordAfter[2] = {nullptr, nullptr}; // programmatic, completion
};

axlError_t readAttributes(const axlLaunchConfig_t &C, ExOptions &O) {
  if (C.numAttrs && !C.attrs)
    return axlErrorInvalidValue;
  for (unsigned I = 0; I < C.numAttrs; ++I) {
    const axlLaunchAttribute &A = C.attrs[I];
    const axlLaunchAttributeValue &V = A.val;
    switch (A.id) {
    case axlLaunchAttributeIgnore:
      break;
    case axlLaunchAttributeCooperative:
      O.Cooperative = V.cooperative != 0;
      break;
    case axlLaunchAttributeClusterDimension: {
      const unsigned X = V.clusterDim.x, Y = V.clusterDim.y, Z = V.clusterDim.z;
      if (!X || !Y || !Z)
        return axlErrorInvalidValue;
      if (C.gridDim.x % X || C.gridDim.y % Y || C.gridDim.z % Z)
        return axlErrorInvalidClusterSize;
      if (X * Y * Z != 1) {
        // A 1x1x1 cluster is each block alone, which any launch is.
        std::fprintf(stderr, "axl cpu backend: axlLaunchKernelExC: thread block clusters "
                             "(axlLaunchAttributeClusterDimension %ux%ux%u) are not "
                             "supported\n",
                     X, Y, Z);
        return axlErrorNotSupported;
      }
      break;
    }
    case axlLaunchAttributeProgrammaticEvent:
      O.RecordAfter[0] = V.programmaticEvent.event;
      break;
    case axlLaunchAttributeLaunchCompletionEvent:
      O.RecordAfter[1] = V.launchCompletionEvent.event;
      break;
    case axlLaunchAttributeDeviceUpdatableKernelNode:
      // Only meaningful in a capture, and device-side graph updates do not
      // exist here.
      std::fprintf(stderr, "axl cpu backend: axlLaunchKernelExC: "
                           "axlLaunchAttributeDeviceUpdatableKernelNode (device-updatable "
                           "graph kernel nodes) is not supported\n");
      return axlErrorNotSupported;
    case axlLaunchAttributeNvlinkUtilCentricScheduling:
      if (V.nvlinkUtilCentricScheduling > 1)
        return axlErrorInvalidValue;
      break;
    case axlLaunchAttributePreferredSharedMemoryCarveout:
      if (V.sharedMemCarveout > 100 && V.sharedMemCarveout != ~0u)
        return axlErrorInvalidValue;
      break;
    // Programmatic stream serialization lets a kernel overlap the previous
    // one; running after it, as ordinary stream order does, is one of the
    // allowed executions. The rest are performance hints.
    case axlLaunchAttributeProgrammaticStreamSerialization:
    case axlLaunchAttributePriority:
    case axlLaunchAttributeAccessPolicyWindow:
    case axlLaunchAttributeSynchronizationPolicy:
    case axlLaunchAttributeClusterSchedulingPolicyPreference:
    case axlLaunchAttributeMemSyncDomainMap:
    case axlLaunchAttributeMemSyncDomain:
    case axlLaunchAttributePreferredClusterDimension:
      break;
    default:
      return axlErrorInvalidValue;
    }
  }
  return axlSuccess;
}

} // namespace
} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                           size_t Shared, axlStream_t Stream) {
  const KernelSignature *K = knownKernel("axlLaunchKernel", Func);
  if (!K)
    return fail(axlErrorInvalidDeviceFunction);
  return launchByAddress("axlLaunchKernel", *K, Grid, Block, Args, Shared, Stream, false);
}

axlError_t axlLaunchCooperativeKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                                      size_t Shared, axlStream_t Stream) {
  const KernelSignature *K = knownKernel("axlLaunchCooperativeKernel", Func);
  if (!K)
    return fail(axlErrorInvalidDeviceFunction);
  return launchByAddress("axlLaunchCooperativeKernel", *K, Grid, Block, Args, Shared, Stream,
                         true);
}

axlError_t axlLaunchKernelExC(const axlLaunchConfig_t *Config, const void *Func, void **Args) {
  if (!Config)
    return fail(axlErrorInvalidValue);
  const KernelSignature *K = knownKernel("axlLaunchKernelExC", Func);
  if (!K)
    return fail(axlErrorInvalidDeviceFunction);
  ExOptions O;
  if (axlError_t E = readAttributes(*Config, O))
    return fail(E);
  if (axlError_t E = launchByAddress("axlLaunchKernelExC", *K, Config->gridDim,
                                     Config->blockDim, Args, Config->dynamicSmemBytes,
                                     Config->stream, O.Cooperative))
    return E;
  for (axlEvent_t Event : O.RecordAfter)
    if (Event)
      if (axlError_t E = axlEventRecord(Event, Config->stream))
        return E;
  return axlSuccess;
}
