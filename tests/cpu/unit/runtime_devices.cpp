// AXL_CPU_DEVICES=N: the CPU backend reports N devices, names of one (same
// properties, memory and streams); the current device is per host thread.
// Prints what the device API answers, for runtime_devices.test.
#include <axl/runtime.h>

#include <cstdio>
#include <cstring>
#include <thread>

namespace {

const char *result(axlError_t E) {
  return E == axlSuccess ? "ok" : axlGetErrorName(E);
}

} // namespace

int main() {
  int Count = 0;
  axlGetDeviceCount(&Count);
  std::printf("count %d\n", Count);
  axlDeviceProp First{}, Last{};
  std::printf("properties of 0: %s\n",
              result(axlGetDeviceProperties(&First, 0)));
  std::printf("properties of %d: %s\n", Count - 1,
              result(axlGetDeviceProperties(&Last, Count - 1)));
  std::printf("same properties: %s\n",
              std::strcmp(First.name, Last.name) == 0 &&
                      First.multiProcessorCount == Last.multiProcessorCount
                  ? "yes"
                  : "no");
  for (int D : {Count - 1, Count, -1}) {
    axlError_t E = axlSetDevice(D);
    axlGetLastError();
    int Now = -1;
    axlGetDevice(&Now);
    std::printf("set %d: %s, current %d\n", D, result(E), Now);
  }
  int Value = 0;
  std::printf("attribute of %d: %s\n", Count,
              result(axlDeviceGetAttribute(&Value, axlDevAttrMaxThreadsPerBlock,
                                           Count)));
  axlGetLastError();
  int Other = -1;
  std::thread([&] { axlGetDevice(&Other); }).join();
  std::printf("another thread's current device: %d\n", Other);
  // Memory and work are shared: a buffer allocated on the last device is
  // written by a memset issued with device 0 current.
  axlSetDevice(Count - 1);
  int *P = nullptr;
  axlMalloc(&P, sizeof(int));
  axlSetDevice(0);
  axlMemset(P, 1, sizeof(int));
  int Host = 0;
  axlMemcpy(&Host, P, sizeof(int), axlMemcpyDeviceToHost);
  std::printf("shared memory: %s\n", Host == 0x01010101 ? "yes" : "no");
  axlFree(P);
  return 0;
}
