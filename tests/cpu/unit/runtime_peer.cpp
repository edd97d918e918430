// Peer access on the CPU backend's one device: a device is not its own peer
// (axlDeviceCanAccessPeer gives 0), so enabling, disabling and the link
// attributes report axlErrorInvalidDevice for it and for devices that do not
// exist, with CUDA's argument errors first; peer copies between device 0 and
// itself copy, in order with the stream's work.
#include "runtime_check.h"

#include <cstring>

__global__ void twice(int *P) { P[threadIdx.x] *= 2; }

int main() {
  int Count = 0, Can = -1;
  CHECK_OK(axlGetDeviceCount(&Count));
  CHECK(Count == 1);
  CHECK_OK(axlDeviceCanAccessPeer(&Can, 0, 0));
  CHECK(Can == 0);
  CHECK_ERR(axlDeviceCanAccessPeer(&Can, 0, 1), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceCanAccessPeer(nullptr, 0, 0), axlErrorInvalidValue);
  (void)axlGetLastError();

  CHECK_ERR(axlDeviceEnablePeerAccess(0, 0), axlErrorInvalidDevice);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceEnablePeerAccess(1, 0), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceEnablePeerAccess(-1, 0), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceEnablePeerAccess(0, 1), axlErrorInvalidValue);
  CHECK_ERR(axlDeviceDisablePeerAccess(0), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceDisablePeerAccess(7), axlErrorInvalidDevice);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidDevice);
  CHECK_OK(axlGetLastError());
  std::printf("PASS peer access\n");

  int Value = -1;
  for (axlDeviceP2PAttr A : {axlDevP2PAttrPerformanceRank, axlDevP2PAttrAccessSupported,
                             axlDevP2PAttrNativeAtomicSupported,
                             axlDevP2PAttrCudaArrayAccessSupported,
                             axlDevP2PAttrOnlyPartialNativeAtomicSupported})
    CHECK_ERR(axlDeviceGetP2PAttribute(&Value, A, 0, 0), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceGetP2PAttribute(&Value, axlDevP2PAttrAccessSupported, 0, 1),
            axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceGetP2PAttribute(nullptr, axlDevP2PAttrAccessSupported, 0, 0),
            axlErrorInvalidValue);
  CHECK_ERR(axlDeviceGetP2PAttribute(&Value, static_cast<axlDeviceP2PAttr>(0), 0, 0),
            axlErrorInvalidValue);
  CHECK_ERR(axlDeviceGetP2PAttribute(&Value, static_cast<axlDeviceP2PAttr>(6), 0, 0),
            axlErrorInvalidValue);
  CHECK(Value == -1);
  (void)axlGetLastError();
  std::printf("PASS p2p attributes\n");

  constexpr int N = 64;
  int *A, *B;
  CHECK_OK(axlMalloc(&A, N * sizeof(int)));
  CHECK_OK(axlMalloc(&B, N * sizeof(int)));
  int Host[N];
  for (int I = 0; I < N; ++I)
    Host[I] = I;
  CHECK_OK(axlMemcpy(A, Host, sizeof Host, axlMemcpyHostToDevice));
  CHECK_OK(axlMemcpyPeer(B, 0, A, 0, sizeof Host));
  std::memset(Host, 0, sizeof Host);
  CHECK_OK(axlMemcpy(Host, B, sizeof Host, axlMemcpyDeviceToHost));
  for (int I = 0; I < N; ++I)
    CHECK(Host[I] == I);
  // Async: ordered after the kernel before it in the stream, before the
  // copy after it.
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  axlLaunchKernelGGL(twice, dim3(1), dim3(N), 0, S, A);
  CHECK_OK(axlMemcpyPeerAsync(B, 0, A, 0, sizeof Host, S));
  CHECK_OK(axlMemcpyAsync(Host, B, sizeof Host, axlMemcpyDeviceToHost, S));
  CHECK_OK(axlStreamSynchronize(S));
  for (int I = 0; I < N; ++I)
    CHECK(Host[I] == 2 * I);
  CHECK_OK(axlMemcpyPeer(B, 0, A, 0, 0)); // nothing to copy
  CHECK_ERR(axlMemcpyPeer(B, 1, A, 0, sizeof Host), axlErrorInvalidDevice);
  CHECK_ERR(axlMemcpyPeer(B, 0, A, -1, sizeof Host), axlErrorInvalidDevice);
  CHECK_ERR(axlMemcpyPeerAsync(B, 0, A, 3, sizeof Host, S), axlErrorInvalidDevice);
  CHECK_ERR(axlMemcpyPeer(nullptr, 0, A, 0, sizeof Host), axlErrorInvalidValue);
  (void)axlGetLastError();
  std::printf("PASS peer copies\n");
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlFree(A));
  CHECK_OK(axlFree(B));
  return 0;
}
