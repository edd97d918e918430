// CPU backend runtime: peer access between devices and peer copies, over
// however many devices axlGetDeviceCount reports (one today: every device's
// memory is host memory, but a device is never its own peer, so with one
// device the enable/disable calls and link attributes report
// axlErrorInvalidDevice as CUDA does for the device itself).
#include "state.h"

#include <axl/cpu/runtime_launch.h>

#include <set>
#include <utility>

namespace axl::cpu::detail {
namespace {

std::mutex PeerM;
std::set<std::pair<int, int>> Enabled; // (accessing device, peer), under PeerM

bool validDevice(int Device) {
  int Count = 0;
  return axlGetDeviceCount(&Count) == axlSuccess && Device >= 0 && Device < Count;
}

/// CUDA's condition for enabling access: the current device can access Peer
/// (axlDeviceCanAccessPeer, which is 0 for the device itself).
axlError_t checkPeer(int Peer, int &Current) {
  if (axlGetDevice(&Current) != axlSuccess || !validDevice(Peer))
    return axlErrorInvalidDevice;
  int Can = 0;
  if (axlDeviceCanAccessPeer(&Can, Current, Peer) != axlSuccess || !Can)
    return axlErrorInvalidDevice;
  return axlSuccess;
}

} // namespace
} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlDeviceEnablePeerAccess(int PeerDevice, unsigned int Flags) {
  if (Flags != 0)
    return fail(axlErrorInvalidValue);
  int Current = 0;
  if (axlError_t E = checkPeer(PeerDevice, Current))
    return fail(E);
  std::lock_guard<std::mutex> G(PeerM);
  if (!Enabled.emplace(Current, PeerDevice).second)
    return fail(axlErrorPeerAccessAlreadyEnabled);
  return axlSuccess;
}

axlError_t axlDeviceDisablePeerAccess(int PeerDevice) {
  int Current = 0;
  if (axlError_t E = checkPeer(PeerDevice, Current))
    return fail(E);
  std::lock_guard<std::mutex> G(PeerM);
  if (!Enabled.erase({Current, PeerDevice}))
    return fail(axlErrorPeerAccessNotEnabled);
  return axlSuccess;
}

axlError_t axlDeviceGetP2PAttribute(int *Value, enum axlDeviceP2PAttr Attr, int Src, int Dst) {
  if (!Value || Attr < axlDevP2PAttrPerformanceRank ||
      Attr > axlDevP2PAttrOnlyPartialNativeAtomicSupported)
    return fail(axlErrorInvalidValue);
  if (!validDevice(Src) || !validDevice(Dst) || Src == Dst)
    return fail(axlErrorInvalidDevice);
  // Between two devices of this backend: one address space, host atomics.
  switch (Attr) {
  case axlDevP2PAttrPerformanceRank:
    *Value = 0;
    break;
  case axlDevP2PAttrAccessSupported:
  case axlDevP2PAttrNativeAtomicSupported:
    *Value = 1;
    break;
  default:
    *Value = 0;
    break;
  }
  return axlSuccess;
}

axlError_t axlMemcpyPeerAsync(void *Dst, int DstDevice, const void *Src, int SrcDevice,
                              size_t Count, axlStream_t Stream) {
  if (!validDevice(DstDevice) || !validDevice(SrcDevice))
    return fail(axlErrorInvalidDevice);
  if (Count == 0)
    return axlSuccess;
  if (!Dst || !Src)
    return fail(axlErrorInvalidValue);
  return axlMemcpyAsync(Dst, Src, Count, axlMemcpyDeviceToDevice, Stream);
}

// CUDA: asynchronous to the host, but ordered with all work of the devices
// involved, which the legacy default stream's ordering gives.
axlError_t axlMemcpyPeer(void *Dst, int DstDevice, const void *Src, int SrcDevice,
                         size_t Count) {
  return axlMemcpyPeerAsync(Dst, DstDevice, Src, SrcDevice, Count, axlStreamLegacy);
}
