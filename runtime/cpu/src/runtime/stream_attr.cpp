// CPU backend runtime: stream attributes, unified memory's stream
// attachment and the persisting L2. The host has no persisting L2 lines,
// one memory synchronisation domain, and managed memory that every stream
// and the host may touch at any time; these calls check their arguments as
// CUDA does, keep what they are given (stream attributes read back what was
// set), and have nothing else to do.
#include "state.h"

#include <cmath>

using namespace axl::cpu::detail;

static bool validAccessProperty(axlAccessProperty P) {
  return P == axlAccessPropertyNormal || P == axlAccessPropertyStreaming ||
         P == axlAccessPropertyPersisting;
}

static axlError_t setAttributeLocked(axlStream_st &S, axlLaunchAttributeID Attr,
                                     const axlLaunchAttributeValue &V) {
  switch (Attr) {
  case axlLaunchAttributeAccessPolicyWindow: {
    const axlAccessPolicyWindow &W = V.accessPolicyWindow;
    // hitRatio is a fraction; a miss cannot persist (CUDA's rules).
    if (!(W.hitRatio >= 0.0f && W.hitRatio <= 1.0f) || !validAccessProperty(W.hitProp) ||
        !validAccessProperty(W.missProp) || W.missProp == axlAccessPropertyPersisting ||
        (W.num_bytes && !W.base_ptr))
      return axlErrorInvalidValue;
    S.Window = W;
    return axlSuccess;
  }
  case axlLaunchAttributeSynchronizationPolicy:
    if (V.syncPolicy < axlSyncPolicyAuto || V.syncPolicy > axlSyncPolicyBlockingSync)
      return axlErrorInvalidValue;
    S.SyncPolicy = V.syncPolicy;
    return axlSuccess;
  case axlLaunchAttributeMemSyncDomainMap:
    S.DomainMap = V.memSyncDomainMap;
    return axlSuccess;
  case axlLaunchAttributeMemSyncDomain:
    if (V.memSyncDomain != axlLaunchMemSyncDomainDefault &&
        V.memSyncDomain != axlLaunchMemSyncDomainRemote)
      return axlErrorInvalidValue;
    S.Domain = V.memSyncDomain;
    return axlSuccess;
  case axlLaunchAttributePriority: {
    int Least = 0, Greatest = 0; // clamped to the device's range, as CUDA does
    axlDeviceGetStreamPriorityRange(&Least, &Greatest);
    S.Priority = V.priority < Greatest ? Greatest : V.priority > Least ? Least : V.priority;
    return axlSuccess;
  }
  default: // launch attributes that are not stream attributes
    return axlErrorInvalidValue;
  }
}

axlError_t axlStreamSetAttribute(axlStream_t Stream, axlLaunchAttributeID Attr,
                                 const axlLaunchAttributeValue *Value) {
  if (!Value)
    return fail(axlErrorInvalidValue);
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    return fail(setAttributeLocked(*S, Attr, *Value));
  });
}

axlError_t axlStreamGetAttribute(axlStream_t Stream, axlLaunchAttributeID Attr,
                                 axlLaunchAttributeValue *Value) {
  if (!Value)
    return fail(axlErrorInvalidValue);
  return withStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &) -> axlError_t {
    switch (Attr) {
    case axlLaunchAttributeAccessPolicyWindow:
      Value->accessPolicyWindow = S->Window;
      return axlSuccess;
    case axlLaunchAttributeSynchronizationPolicy:
      Value->syncPolicy = S->SyncPolicy;
      return axlSuccess;
    case axlLaunchAttributeMemSyncDomainMap:
      Value->memSyncDomainMap = S->DomainMap;
      return axlSuccess;
    case axlLaunchAttributeMemSyncDomain:
      Value->memSyncDomain = S->Domain;
      return axlSuccess;
    case axlLaunchAttributePriority:
      Value->priority = S->Priority;
      return axlSuccess;
    default:
      return fail(axlErrorInvalidValue);
    }
  });
}

axlError_t axlStreamCopyAttributes(axlStream_t Dst, axlStream_t Src) {
  Lock L(runtime().M);
  auto D = resolveStream(Dst, L);
  auto S = resolveStream(Src, L);
  if (!D || !S)
    return fail(axlErrorInvalidResourceHandle);
  D->Window = S->Window;
  D->SyncPolicy = S->SyncPolicy;
  D->DomainMap = S->DomainMap;
  D->Domain = S->Domain;
  D->Priority = S->Priority;
  return axlSuccess;
}

axlError_t axlStreamAttachMemAsync(axlStream_t Stream, void *DevPtr, size_t Length,
                                   unsigned int Flags) {
  if (Flags != axlMemAttachGlobal && Flags != axlMemAttachHost && Flags != axlMemAttachSingle)
    return fail(axlErrorInvalidValue);
  axlPointerAttributes A;
  if (!DevPtr || axlPointerGetAttributes(&A, DevPtr) != axlSuccess ||
      A.type != axlMemoryTypeManaged) {
    axlGetLastError();
    return fail(axlErrorInvalidValue); // only managed memory is attached
  }
  (void)Length; // the whole allocation, or part of it: either way, nothing moves
  Lock L(runtime().M);
  auto S = resolveStream(Stream, L);
  if (!S)
    return fail(axlErrorInvalidResourceHandle);
  return axlSuccess;
}

axlError_t axlCtxResetPersistingL2Cache(void) {
  if (axlError_t E = stickyError())
    return E;
  return axlSuccess; // no line persists on the host
}
