// Errors: every code has its name and a description (CUDA's), unknown codes
// are reported as such; the last error is per thread, returned until
// axlGetLastError clears it (axlPeekAtLastError does not); not-ready is a
// status, not an error; a sticky error (work that failed at run time) is
// returned by every later call until axlDeviceReset.
#include "runtime_check.h"

#include <cstring>
#include <set>
#include <string>

int main() {
  int Codes = 0;
  std::set<std::string> Names;
#define AXL_CHECK_ERROR(Name, Value)                                                           \
  {                                                                                            \
    const char *N = axlGetErrorName(Name), *S = axlGetErrorString(Name);                       \
    CHECK(std::strcmp(N, #Name) == 0);                                                         \
    CHECK(S && *S && std::strcmp(S, "unrecognized error code") != 0);                          \
    Names.insert(N);                                                                           \
    ++Codes;                                                                                   \
  }
  AXL_CPU_ERRORS(AXL_CHECK_ERROR)
#undef AXL_CHECK_ERROR
  CHECK(Names.size() == size_t(Codes));
  std::printf("PASS %d codes named and described\n", Codes);
  CHECK(std::strcmp(axlGetErrorString(axlSuccess), "no error") == 0);
  CHECK(std::strcmp(axlGetErrorString(axlErrorInvalidValue), "invalid argument") == 0);
  CHECK(std::strcmp(axlGetErrorString(axlErrorMemoryAllocation), "out of memory") == 0);
  CHECK(std::strcmp(axlGetErrorString(axlErrorNotReady), "device not ready") == 0);
  CHECK(std::strcmp(axlGetErrorString(axlErrorIllegalAddress),
                    "an illegal memory access was encountered") == 0);
  CHECK(std::strcmp(axlGetErrorString(static_cast<axlError_t>(12345)),
                    "unrecognized error code") == 0);
  CHECK(std::strcmp(axlGetErrorName(static_cast<axlError_t>(12345)),
                    "unrecognized error code") == 0);
  std::printf("PASS strings\n");

  // Non-sticky errors: peek keeps, get clears.
  CHECK_OK(axlGetLastError());
  CHECK_ERR(axlSetDevice(3), axlErrorInvalidDevice);
  CHECK_ERR(axlPeekAtLastError(), axlErrorInvalidDevice);
  CHECK_ERR(axlPeekAtLastError(), axlErrorInvalidDevice);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidDevice);
  CHECK_OK(axlGetLastError());
  CHECK_OK(axlPeekAtLastError());
  // The latest error wins; successes do not clear it.
  CHECK_ERR(axlMemcpy(nullptr, nullptr, 4, axlMemcpyDefault), axlErrorInvalidValue);
  CHECK_ERR(axlStreamDestroy(0), axlErrorInvalidResourceHandle);
  int Count = 0;
  CHECK_OK(axlGetDeviceCount(&Count));
  CHECK_ERR(axlGetLastError(), axlErrorInvalidResourceHandle);
  // Per thread.
  std::thread([] { CHECK_ERR(axlSetDevice(-1), axlErrorInvalidDevice); }).join();
  CHECK_OK(axlGetLastError());
  // Not ready is not recorded.
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  static std::atomic<bool> Gate{false};
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        while (!Gate)
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
      },
      nullptr));
  CHECK_ERR(axlStreamQuery(S), axlErrorNotReady);
  CHECK_OK(axlGetLastError());
  Gate = true;
  CHECK_OK(axlStreamSynchronize(S));
  std::printf("PASS non-sticky\n");

  // A sticky error, as the kernel engine records one for a kernel that fails
  // while it runs on a stream.
  CHECK_OK(axlLaunchHostFunc(
      S, [](void *) { axl::cpu::detail::setLastError(axlErrorIllegalAddress, true); }, nullptr));
  CHECK_ERR(axlStreamSynchronize(S), axlErrorIllegalAddress);
  CHECK_ERR(axlGetLastError(), axlErrorIllegalAddress);
  CHECK_ERR(axlGetLastError(), axlErrorIllegalAddress);
  CHECK_ERR(axlPeekAtLastError(), axlErrorIllegalAddress);
  void *P = nullptr;
  CHECK_ERR(axlMalloc(&P, 16), axlErrorIllegalAddress);
  CHECK_ERR(axlLaunchHostFunc(S, [](void *) {}, nullptr), axlErrorIllegalAddress);
  CHECK_ERR(axl::cpu::detail::enqueue(S, [] {}), axlErrorIllegalAddress);
  CHECK_ERR(axlDeviceSynchronize(), axlErrorIllegalAddress);
  // A second failure does not replace the first.
  axl::cpu::detail::setLastError(axlErrorLaunchFailure, true);
  CHECK_ERR(axlGetLastError(), axlErrorIllegalAddress);
  // Reset clears it, and the old handles with it.
  CHECK_OK(axlDeviceReset());
  CHECK_OK(axlGetLastError());
  CHECK_OK(axlMalloc(&P, 16));
  CHECK_OK(axlFree(P));
  CHECK_ERR(axlStreamSynchronize(S), axlErrorInvalidResourceHandle);
  axlGetLastError();
  std::printf("PASS sticky\n");
  return 0;
}
