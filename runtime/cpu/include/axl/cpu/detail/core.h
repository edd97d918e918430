// CPU backend: the contract shared by its parts (kernel execution, runtime
// API, libraries). Not a dialect header: include <axl/runtime.h>.
#pragma once
#include <cstddef>
#include <functional>

// axlError_t: CUDA 13's error codes under their dialect names, same values.
#define AXL_CPU_ERRORS(X) \
  X(axlSuccess, 0) \
  X(axlErrorInvalidValue, 1) \
  X(axlErrorMemoryAllocation, 2) \
  X(axlErrorInitializationError, 3) \
  X(axlErrorCudartUnloading, 4) \
  X(axlErrorProfilerDisabled, 5) \
  X(axlErrorProfilerNotInitialized, 6) \
  X(axlErrorProfilerAlreadyStarted, 7) \
  X(axlErrorProfilerAlreadyStopped, 8) \
  X(axlErrorInvalidConfiguration, 9) \
  X(axlErrorInvalidPitchValue, 12) \
  X(axlErrorInvalidSymbol, 13) \
  X(axlErrorInvalidHostPointer, 16) \
  X(axlErrorInvalidDevicePointer, 17) \
  X(axlErrorInvalidTexture, 18) \
  X(axlErrorInvalidTextureBinding, 19) \
  X(axlErrorInvalidChannelDescriptor, 20) \
  X(axlErrorInvalidMemcpyDirection, 21) \
  X(axlErrorAddressOfConstant, 22) \
  X(axlErrorTextureFetchFailed, 23) \
  X(axlErrorTextureNotBound, 24) \
  X(axlErrorSynchronizationError, 25) \
  X(axlErrorInvalidFilterSetting, 26) \
  X(axlErrorInvalidNormSetting, 27) \
  X(axlErrorMixedDeviceExecution, 28) \
  X(axlErrorNotYetImplemented, 31) \
  X(axlErrorMemoryValueTooLarge, 32) \
  X(axlErrorStubLibrary, 34) \
  X(axlErrorInsufficientDriver, 35) \
  X(axlErrorCallRequiresNewerDriver, 36) \
  X(axlErrorInvalidSurface, 37) \
  X(axlErrorDuplicateVariableName, 43) \
  X(axlErrorDuplicateTextureName, 44) \
  X(axlErrorDuplicateSurfaceName, 45) \
  X(axlErrorDevicesUnavailable, 46) \
  X(axlErrorIncompatibleDriverContext, 49) \
  X(axlErrorMissingConfiguration, 52) \
  X(axlErrorPriorLaunchFailure, 53) \
  X(axlErrorLaunchMaxDepthExceeded, 65) \
  X(axlErrorLaunchFileScopedTex, 66) \
  X(axlErrorLaunchFileScopedSurf, 67) \
  X(axlErrorSyncDepthExceeded, 68) \
  X(axlErrorLaunchPendingCountExceeded, 69) \
  X(axlErrorInvalidDeviceFunction, 98) \
  X(axlErrorNoDevice, 100) \
  X(axlErrorInvalidDevice, 101) \
  X(axlErrorDeviceNotLicensed, 102) \
  X(axlErrorSoftwareValidityNotEstablished, 103) \
  X(axlErrorStartupFailure, 127) \
  X(axlErrorInvalidKernelImage, 200) \
  X(axlErrorDeviceUninitialized, 201) \
  X(axlErrorMapBufferObjectFailed, 205) \
  X(axlErrorUnmapBufferObjectFailed, 206) \
  X(axlErrorArrayIsMapped, 207) \
  X(axlErrorAlreadyMapped, 208) \
  X(axlErrorNoKernelImageForDevice, 209) \
  X(axlErrorAlreadyAcquired, 210) \
  X(axlErrorNotMapped, 211) \
  X(axlErrorNotMappedAsArray, 212) \
  X(axlErrorNotMappedAsPointer, 213) \
  X(axlErrorECCUncorrectable, 214) \
  X(axlErrorUnsupportedLimit, 215) \
  X(axlErrorDeviceAlreadyInUse, 216) \
  X(axlErrorPeerAccessUnsupported, 217) \
  X(axlErrorInvalidPtx, 218) \
  X(axlErrorInvalidGraphicsContext, 219) \
  X(axlErrorNvlinkUncorrectable, 220) \
  X(axlErrorJitCompilerNotFound, 221) \
  X(axlErrorUnsupportedPtxVersion, 222) \
  X(axlErrorJitCompilationDisabled, 223) \
  X(axlErrorUnsupportedExecAffinity, 224) \
  X(axlErrorUnsupportedDevSideSync, 225) \
  X(axlErrorContained, 226) \
  X(axlErrorInvalidSource, 300) \
  X(axlErrorFileNotFound, 301) \
  X(axlErrorSharedObjectSymbolNotFound, 302) \
  X(axlErrorSharedObjectInitFailed, 303) \
  X(axlErrorOperatingSystem, 304) \
  X(axlErrorInvalidResourceHandle, 400) \
  X(axlErrorIllegalState, 401) \
  X(axlErrorLossyQuery, 402) \
  X(axlErrorSymbolNotFound, 500) \
  X(axlErrorNotReady, 600) \
  X(axlErrorIllegalAddress, 700) \
  X(axlErrorLaunchOutOfResources, 701) \
  X(axlErrorLaunchTimeout, 702) \
  X(axlErrorLaunchIncompatibleTexturing, 703) \
  X(axlErrorPeerAccessAlreadyEnabled, 704) \
  X(axlErrorPeerAccessNotEnabled, 705) \
  X(axlErrorSetOnActiveProcess, 708) \
  X(axlErrorContextIsDestroyed, 709) \
  X(axlErrorAssert, 710) \
  X(axlErrorTooManyPeers, 711) \
  X(axlErrorHostMemoryAlreadyRegistered, 712) \
  X(axlErrorHostMemoryNotRegistered, 713) \
  X(axlErrorHardwareStackError, 714) \
  X(axlErrorIllegalInstruction, 715) \
  X(axlErrorMisalignedAddress, 716) \
  X(axlErrorInvalidAddressSpace, 717) \
  X(axlErrorInvalidPc, 718) \
  X(axlErrorLaunchFailure, 719) \
  X(axlErrorCooperativeLaunchTooLarge, 720) \
  X(axlErrorTensorMemoryLeak, 721) \
  X(axlErrorNotPermitted, 800) \
  X(axlErrorNotSupported, 801) \
  X(axlErrorSystemNotReady, 802) \
  X(axlErrorSystemDriverMismatch, 803) \
  X(axlErrorCompatNotSupportedOnDevice, 804) \
  X(axlErrorMpsConnectionFailed, 805) \
  X(axlErrorMpsRpcFailure, 806) \
  X(axlErrorMpsServerNotReady, 807) \
  X(axlErrorMpsMaxClientsReached, 808) \
  X(axlErrorMpsMaxConnectionsReached, 809) \
  X(axlErrorMpsClientTerminated, 810) \
  X(axlErrorCdpNotSupported, 811) \
  X(axlErrorCdpVersionMismatch, 812) \
  X(axlErrorStreamCaptureUnsupported, 900) \
  X(axlErrorStreamCaptureInvalidated, 901) \
  X(axlErrorStreamCaptureMerge, 902) \
  X(axlErrorStreamCaptureUnmatched, 903) \
  X(axlErrorStreamCaptureUnjoined, 904) \
  X(axlErrorStreamCaptureIsolation, 905) \
  X(axlErrorStreamCaptureImplicit, 906) \
  X(axlErrorCapturedEvent, 907) \
  X(axlErrorStreamCaptureWrongThread, 908) \
  X(axlErrorTimeout, 909) \
  X(axlErrorGraphExecUpdateFailure, 910) \
  X(axlErrorExternalDevice, 911) \
  X(axlErrorInvalidClusterSize, 912) \
  X(axlErrorFunctionNotLoaded, 913) \
  X(axlErrorInvalidResourceType, 914) \
  X(axlErrorInvalidResourceConfiguration, 915) \
  X(axlErrorUnknown, 999) \
  X(axlErrorApiFailureBase, 10000) \

enum axlError {
#define AXL_CPU_ERROR_ENUMERATOR(name, value) name = value,
  AXL_CPU_ERRORS(AXL_CPU_ERROR_ENUMERATOR)
#undef AXL_CPU_ERROR_ENUMERATOR
};
typedef enum axlError axlError_t;

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
};

/// Streams and events are opaque handles, as in CUDA; the null stream is the
/// legacy default stream (axlStreamLegacy and axlStreamPerThread are
/// special handles defined by the runtime header).
typedef struct axlStream_st *axlStream_t;
typedef struct axlEvent_st *axlEvent_t;

namespace axl::cpu::detail {

/// Enqueues `task` on `stream`: it runs on the stream's executor after
/// everything enqueued on that stream before it (and, for the legacy default
/// stream, after prior work of every blocking stream), exactly once. Returns
/// axlSuccess, or axlErrorInvalidResourceHandle for a destroyed stream. While
/// the stream is capturing (axlStreamBeginCapture) the task is recorded into
/// the graph instead of run. `work`: the task is the device's own work (a
/// kernel, a copy, a library call), which fault injection may slow down;
/// false for collectives and synchronisation.
axlError_t enqueue(axlStream_t stream, std::function<void()> task, bool work = true);

/// Records an error as CUDA does: non-sticky errors (launch configuration,
/// invalid arguments) are returned once by axlGetLastError; sticky errors
/// (a kernel that failed at run time) are returned by every later call.
void setLastError(axlError_t error, bool sticky = false);
/// The sticky error (work that failed at run time), or axlSuccess.
axlError_t stickyError();

/// Reports a CUDA feature the CPU backend does not provide, at run time:
/// prints "axl cpu backend: <what> is not supported" to stderr and aborts.
[[noreturn]] void unsupported(const char *what);

} // namespace axl::cpu::detail
