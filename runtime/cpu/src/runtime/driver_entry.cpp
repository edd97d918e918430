// CPU backend runtime: the driver's entry points by name and version
// (axlDrvGetProcAddress, axlGetDriverEntryPoint, ...ByVersion), answered
// from the table that scripts/gen-cpu-driver-typedefs.py writes into
// <axl/driver_typedefs.h>. Each function is cast to its PFN_ type first, so
// a table entry whose signature is not the function's does not compile.
#include "state.h"

#include <axl/driver_typedefs.h>

#include <cstring>

namespace {

struct EntryPoint {
  const char *Symbol; ///< CUDA's name, as programs ask for it
  int Version;
  void *Function; ///< null: a version the backend does not implement
};

#define AXL_PROVIDED(Symbol, Version, Function, Type)                          \
  {#Symbol, Version, reinterpret_cast<void *>(static_cast<Type>(&Function))},
#define AXL_NOT_PROVIDED(Symbol, Version) {#Symbol, Version, nullptr},
const EntryPoint EntryPoints[] = {
    AXL_CPU_DRIVER_ENTRY_POINTS(AXL_PROVIDED)
        AXL_CPU_DRIVER_ENTRY_POINTS_NOT_PROVIDED(AXL_NOT_PROVIDED)};
#undef AXL_PROVIDED
#undef AXL_NOT_PROVIDED

/// The driver's version: newer requests are invalid, as on a GPU.
constexpr int DriverVersion = AXLDRV_VERSION;

/// CUDA's search: the newest version of Symbol not newer than Version.
axlDrvDriverProcAddressQueryResult find(const char *Symbol, int Version,
                                        void **Function) {
  const EntryPoint *Best = nullptr;
  bool Known = false;
  for (const EntryPoint &E : EntryPoints) {
    if (std::strcmp(E.Symbol, Symbol) != 0)
      continue;
    Known = true;
    if (E.Version <= Version && (!Best || E.Version > Best->Version))
      Best = &E;
  }
  *Function = Best ? Best->Function : nullptr;
  if (*Function)
    return AXLDRV_GET_PROC_ADDRESS_SUCCESS;
  return Known && !Best ? AXLDRV_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                        : AXLDRV_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
}

bool validFlags(unsigned long long Flags) {
  return Flags <= (AXLDRV_GET_PROC_ADDRESS_LEGACY_STREAM |
                   AXLDRV_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM);
}

} // namespace

axlDrvResult axlDrvGetProcAddress(const char *Symbol, void **Pfn, int CudaVersion,
                                  axlDrvUint64_t Flags,
                                  axlDrvDriverProcAddressQueryResult *Status) {
  if (!Symbol || !Pfn || CudaVersion > DriverVersion || !validFlags(Flags))
    return AXLDRV_ERROR_INVALID_VALUE;
  axlDrvDriverProcAddressQueryResult R = find(Symbol, CudaVersion, Pfn);
  if (Status)
    *Status = R;
  return AXLDRV_SUCCESS;
}

axlError_t axlGetDriverEntryPointByVersion(const char *Symbol, void **FuncPtr,
                                           unsigned int CudaVersion,
                                           unsigned long long Flags,
                                           axlDriverEntryPointQueryResult *Status) {
  using axl::cpu::detail::fail;
  if (!Symbol || !FuncPtr || CudaVersion > unsigned(DriverVersion) ||
      !validFlags(Flags))
    return fail(axlErrorInvalidValue);
  // The driver's and the runtime's results have the same values.
  axlDrvDriverProcAddressQueryResult R = find(Symbol, int(CudaVersion), FuncPtr);
  if (Status)
    *Status = axlDriverEntryPointQueryResult(int(R));
  return axlSuccess;
}

axlError_t axlGetDriverEntryPoint(const char *Symbol, void **FuncPtr,
                                  unsigned long long Flags,
                                  axlDriverEntryPointQueryResult *Status) {
  return axlGetDriverEntryPointByVersion(Symbol, FuncPtr, AXLRT_VERSION, Flags, Status);
}

// CUDA's names for the lookups, exported with C linkage: programs that find
// the runtime or the driver with dlsym(RTLD_DEFAULT, "cudaGetDriverEntryPoint")
// rather than through a declaration (TransformerEngine does) get the
// backend's. Ported code never names them (its calls are renamed); no
// header declares them. The library is shared and its symbols visible, so
// they are there whatever the program references.
extern "C" {

__attribute__((visibility("default"))) axlError_t
cudaGetDriverEntryPointByVersion(const char *Symbol, void **FuncPtr,
                                 unsigned int CudaVersion, unsigned long long Flags,
                                 axlDriverEntryPointQueryResult *Status) {
  return axlGetDriverEntryPointByVersion(Symbol, FuncPtr, CudaVersion, Flags, Status);
}

__attribute__((visibility("default"))) axlError_t
cudaGetDriverEntryPoint(const char *Symbol, void **FuncPtr, unsigned long long Flags,
                        axlDriverEntryPointQueryResult *Status) {
  return axlGetDriverEntryPoint(Symbol, FuncPtr, Flags, Status);
}

/// CUDA 11.3's cuGetProcAddress, without the status (cuda.h's
/// cuGetProcAddress is cuGetProcAddress_v2 since CUDA 12.0).
__attribute__((visibility("default"))) axlDrvResult
cuGetProcAddress(const char *Symbol, void **Pfn, int CudaVersion, axlDrvUint64_t Flags) {
  return axlDrvGetProcAddress(Symbol, Pfn, CudaVersion, Flags, nullptr);
}

__attribute__((visibility("default"))) axlDrvResult
cuGetProcAddress_v2(const char *Symbol, void **Pfn, int CudaVersion, axlDrvUint64_t Flags,
                    axlDrvDriverProcAddressQueryResult *Status) {
  return axlDrvGetProcAddress(Symbol, Pfn, CudaVersion, Flags, Status);
}

} // extern "C"
