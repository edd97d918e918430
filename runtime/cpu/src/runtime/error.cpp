// CPU backend runtime: the last error (per thread), the sticky error (per
// process), and the names and descriptions of every error code. The
// descriptions are CUDA 13's (cudaGetErrorString), with API names in the
// dialect.
#include "state.h"

#include <atomic>

namespace axl::cpu::detail {

namespace {
thread_local axlError_t LastError = axlSuccess;
std::atomic<axlError_t> Sticky{axlSuccess};
} // namespace

void setLastError(axlError_t Error, bool IsSticky) {
  if (IsSticky) {
    axlError_t None = axlSuccess;
    Sticky.compare_exchange_strong(None, Error); // the first failure stays
  }
  LastError = Error;
}

axlError_t fail(axlError_t Error) {
  if (Error != axlSuccess && Error != axlErrorNotReady)
    LastError = Error;
  return Error;
}

axlError_t stickyError() { return Sticky.load(std::memory_order_relaxed); }

void clearErrors() {
  Sticky = axlSuccess;
  LastError = axlSuccess;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlGetLastError(void) {
  if (axlError_t E = stickyError())
    return E;
  axlError_t E = LastError;
  LastError = axlSuccess;
  return E;
}

axlError_t axlPeekAtLastError(void) {
  if (axlError_t E = stickyError())
    return E;
  return LastError;
}

const char *axlGetErrorName(axlError_t Error) {
  switch (Error) {
#define AXL_CPU_ERROR_NAME(Name, Value)                                                        \
  case Name:                                                                                   \
    return #Name;
    AXL_CPU_ERRORS(AXL_CPU_ERROR_NAME)
#undef AXL_CPU_ERROR_NAME
  }
  return "unrecognized error code";
}

const char *axlGetErrorString(axlError_t Error) {
  switch (Error) {
  case axlSuccess:
    return "no error";
  case axlErrorInvalidValue:
    return "invalid argument";
  case axlErrorMemoryAllocation:
    return "out of memory";
  case axlErrorInitializationError:
    return "initialization error";
  case axlErrorCudartUnloading:
    return "driver shutting down";
  case axlErrorProfilerDisabled:
    return "profiler disabled while using external profiling tool";
  case axlErrorProfilerNotInitialized:
    return "profiler not initialized: call axlProfilerInitialize()";
  case axlErrorProfilerAlreadyStarted:
    return "profiler already started";
  case axlErrorProfilerAlreadyStopped:
    return "profiler already stopped";
  case axlErrorInvalidConfiguration:
    return "invalid configuration argument";
  case axlErrorInvalidPitchValue:
    return "invalid pitch argument";
  case axlErrorInvalidSymbol:
    return "invalid device symbol";
  case axlErrorInvalidHostPointer:
    return "invalid host pointer";
  case axlErrorInvalidDevicePointer:
    return "invalid device pointer";
  case axlErrorInvalidTexture:
    return "invalid texture reference";
  case axlErrorInvalidTextureBinding:
    return "texture is not bound to a pointer";
  case axlErrorInvalidChannelDescriptor:
    return "invalid channel descriptor";
  case axlErrorInvalidMemcpyDirection:
    return "invalid copy direction for memcpy";
  case axlErrorAddressOfConstant:
    return "invalid address of constant";
  case axlErrorTextureFetchFailed:
    return "fetch from texture failed";
  case axlErrorTextureNotBound:
    return "cannot fetch from a texture that is not bound";
  case axlErrorSynchronizationError:
    return "incorrect use of __syncthreads()";
  case axlErrorInvalidFilterSetting:
    return "linear filtering not supported for non-float type";
  case axlErrorInvalidNormSetting:
    return "read as normalized float not supported for data type";
  case axlErrorMixedDeviceExecution:
    return "device emulation mode and device execution mode cannot be mixed";
  case axlErrorNotYetImplemented:
    return "feature not yet implemented";
  case axlErrorMemoryValueTooLarge:
    return "memory size or pointer value too large to fit in 32 bit";
  case axlErrorStubLibrary:
    return "CUDA driver is a stub library";
  case axlErrorInsufficientDriver:
    return "CUDA driver version is insufficient for CUDA runtime version";
  case axlErrorCallRequiresNewerDriver:
    return "API call is not supported in the installed CUDA driver";
  case axlErrorInvalidSurface:
    return "invalid surface reference";
  case axlErrorDuplicateVariableName:
    return "duplicate global variable looked up by string name";
  case axlErrorDuplicateTextureName:
    return "duplicate texture looked up by string name";
  case axlErrorDuplicateSurfaceName:
    return "duplicate surface looked up by string name";
  case axlErrorDevicesUnavailable:
    return "CUDA-capable device(s) is/are busy or unavailable";
  case axlErrorIncompatibleDriverContext:
    return "incompatible driver context";
  case axlErrorMissingConfiguration:
    return "__global__ function call is not configured";
  case axlErrorPriorLaunchFailure:
    return "unspecified launch failure in prior launch";
  case axlErrorLaunchMaxDepthExceeded:
    return "launch would exceed maximum depth of nested launches";
  case axlErrorLaunchFileScopedTex:
    return "launch failed because kernel uses unsupported, file-scoped textures (texture objects are supported)";
  case axlErrorLaunchFileScopedSurf:
    return "launch failed because kernel uses unsupported, file-scoped surfaces (surface objects are supported)";
  case axlErrorSyncDepthExceeded:
    return "axlDeviceSynchronize failed because caller's grid depth exceeds axlLimitDevRuntimeSyncDepth";
  case axlErrorLaunchPendingCountExceeded:
    return "launch failed because launch would exceed axlLimitDevRuntimePendingLaunchCount";
  case axlErrorInvalidDeviceFunction:
    return "invalid device function";
  case axlErrorNoDevice:
    return "no CUDA-capable device is detected";
  case axlErrorInvalidDevice:
    return "invalid device ordinal";
  case axlErrorDeviceNotLicensed:
    return "device doesn't have valid Grid license";
  case axlErrorSoftwareValidityNotEstablished:
    return "integrity checks failed";
  case axlErrorStartupFailure:
    return "startup failure in cuda runtime";
  case axlErrorInvalidKernelImage:
    return "device kernel image is invalid";
  case axlErrorDeviceUninitialized:
    return "invalid device context";
  case axlErrorMapBufferObjectFailed:
    return "mapping of buffer object failed";
  case axlErrorUnmapBufferObjectFailed:
    return "unmapping of buffer object failed";
  case axlErrorArrayIsMapped:
    return "array is mapped";
  case axlErrorAlreadyMapped:
    return "resource already mapped";
  case axlErrorNoKernelImageForDevice:
    return "no kernel image is available for execution on the device";
  case axlErrorAlreadyAcquired:
    return "resource already acquired";
  case axlErrorNotMapped:
    return "resource not mapped";
  case axlErrorNotMappedAsArray:
    return "resource not mapped as array";
  case axlErrorNotMappedAsPointer:
    return "resource not mapped as pointer";
  case axlErrorECCUncorrectable:
    return "uncorrectable ECC error encountered";
  case axlErrorUnsupportedLimit:
    return "limit is not supported on this architecture";
  case axlErrorDeviceAlreadyInUse:
    return "exclusive-thread device already in use by a different thread";
  case axlErrorPeerAccessUnsupported:
    return "peer access is not supported between these two devices";
  case axlErrorInvalidPtx:
    return "a PTX JIT compilation failed";
  case axlErrorInvalidGraphicsContext:
    return "invalid OpenGL or DirectX context";
  case axlErrorNvlinkUncorrectable:
    return "uncorrectable NVLink error detected during the execution";
  case axlErrorJitCompilerNotFound:
    return "PTX JIT compiler library not found";
  case axlErrorUnsupportedPtxVersion:
    return "the provided PTX was compiled with an unsupported toolchain.";
  case axlErrorJitCompilationDisabled:
    return "PTX JIT compilation was disabled";
  case axlErrorUnsupportedExecAffinity:
    return "the provided execution affinity is not supported";
  case axlErrorUnsupportedDevSideSync:
    return "the provided PTX contains unsupported call to axlDeviceSynchronize";
  case axlErrorContained:
    return "Invalid access of peer GPU memory over nvlink or a hardware error";
  case axlErrorInvalidSource:
    return "device kernel image is invalid";
  case axlErrorFileNotFound:
    return "file not found";
  case axlErrorSharedObjectSymbolNotFound:
    return "shared object symbol not found";
  case axlErrorSharedObjectInitFailed:
    return "shared object initialization failed";
  case axlErrorOperatingSystem:
    return "OS call failed or operation not supported on this OS";
  case axlErrorInvalidResourceHandle:
    return "invalid resource handle";
  case axlErrorIllegalState:
    return "the operation cannot be performed in the present state";
  case axlErrorLossyQuery:
    return "attempted introspection would be semantically lossy";
  case axlErrorSymbolNotFound:
    return "named symbol not found";
  case axlErrorNotReady:
    return "device not ready";
  case axlErrorIllegalAddress:
    return "an illegal memory access was encountered";
  case axlErrorLaunchOutOfResources:
    return "too many resources requested for launch";
  case axlErrorLaunchTimeout:
    return "the launch timed out and was terminated";
  case axlErrorLaunchIncompatibleTexturing:
    return "launch uses incompatible texturing mode";
  case axlErrorPeerAccessAlreadyEnabled:
    return "peer access is already enabled";
  case axlErrorPeerAccessNotEnabled:
    return "peer access has not been enabled";
  case axlErrorSetOnActiveProcess:
    return "cannot set while device is active in this process";
  case axlErrorContextIsDestroyed:
    return "context is destroyed";
  case axlErrorAssert:
    return "device-side assert triggered";
  case axlErrorTooManyPeers:
    return "peer mapping resources exhausted";
  case axlErrorHostMemoryAlreadyRegistered:
    return "part or all of the requested memory range is already mapped";
  case axlErrorHostMemoryNotRegistered:
    return "pointer does not correspond to a registered memory region";
  case axlErrorHardwareStackError:
    return "hardware stack error";
  case axlErrorIllegalInstruction:
    return "an illegal instruction was encountered";
  case axlErrorMisalignedAddress:
    return "misaligned address";
  case axlErrorInvalidAddressSpace:
    return "operation not supported on global/shared address space";
  case axlErrorInvalidPc:
    return "invalid program counter";
  case axlErrorLaunchFailure:
    return "unspecified launch failure";
  case axlErrorCooperativeLaunchTooLarge:
    return "too many blocks in cooperative launch";
  case axlErrorTensorMemoryLeak:
    return "tensor memory not completely freed";
  case axlErrorNotPermitted:
    return "operation not permitted";
  case axlErrorNotSupported:
    return "operation not supported";
  case axlErrorSystemNotReady:
    return "system not yet initialized";
  case axlErrorSystemDriverMismatch:
    return "system has unsupported display driver / cuda driver combination";
  case axlErrorCompatNotSupportedOnDevice:
    return "forward compatibility was attempted on non supported HW";
  case axlErrorMpsConnectionFailed:
    return "MPS client failed to connect to the MPS control daemon or the MPS server";
  case axlErrorMpsRpcFailure:
    return "the remote procedural call between the MPS server and the MPS client failed";
  case axlErrorMpsServerNotReady:
    return "MPS server is not ready to accept new MPS client requests";
  case axlErrorMpsMaxClientsReached:
    return "the hardware resources required to create MPS client have been exhausted";
  case axlErrorMpsMaxConnectionsReached:
    return "the hardware resources required to support device connections have been exhausted";
  case axlErrorMpsClientTerminated:
    return "the MPS client has been terminated by the server";
  case axlErrorCdpNotSupported:
    return "is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it";
  case axlErrorCdpVersionMismatch:
    return "unsupported interaction between different versions of CUDA Dynamic Parallelism";
  case axlErrorStreamCaptureUnsupported:
    return "operation not permitted when stream is capturing";
  case axlErrorStreamCaptureInvalidated:
    return "operation failed due to a previous error during capture";
  case axlErrorStreamCaptureMerge:
    return "operation would result in a merge of separate capture sequences";
  case axlErrorStreamCaptureUnmatched:
    return "capture was not ended in the same stream as it began";
  case axlErrorStreamCaptureUnjoined:
    return "capturing stream has unjoined work";
  case axlErrorStreamCaptureIsolation:
    return "dependency created on uncaptured work in another stream";
  case axlErrorStreamCaptureImplicit:
    return "operation would make the legacy stream depend on a capturing blocking stream";
  case axlErrorCapturedEvent:
    return "operation not permitted on an event last recorded in a capturing stream";
  case axlErrorStreamCaptureWrongThread:
    return "attempt to terminate a thread-local capture sequence from another thread";
  case axlErrorTimeout:
    return "wait operation timed out";
  case axlErrorGraphExecUpdateFailure:
    return "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
  case axlErrorExternalDevice:
    return "an async error has occured in external entity outside of CUDA";
  case axlErrorInvalidClusterSize:
    return "a kernel launch error has occurred due to cluster misconfiguration";
  case axlErrorFunctionNotLoaded:
    return "the function handle is not loaded when calling an API that requires a loaded function";
  case axlErrorInvalidResourceType:
    return "one or more resources passed in are not valid resource types for the operation";
  case axlErrorInvalidResourceConfiguration:
    return "one or more resources are insufficient or non-applicable for the operation";
  case axlErrorUnknown:
    return "unknown error";
  case axlErrorApiFailureBase:
    return "api failure base";
  }
  return "unrecognized error code";
}
