// axlccl on the CPU: error messages.
#include "errors.h"

#include <cstdarg>
#include <cstdio>
#include <mutex>
#include <string>

namespace axl::cpu::ccl {
namespace {
std::mutex LastMutex;
std::string Last;
} // namespace

axlcclResult_t fail(axlcclResult_t Code, const char *Format, ...) {
  char Message[1024];
  va_list Args;
  va_start(Args, Format);
  std::vsnprintf(Message, sizeof Message, Format, Args);
  va_end(Args);
  std::fprintf(stderr, "axlccl (CPU backend): %s\n", Message);
  std::fflush(stderr);
  std::lock_guard<std::mutex> Lock(LastMutex);
  Last = Message;
  return Code;
}

const char *lastError() {
  // A copy per thread: the caller may read it while another thread fails.
  thread_local std::string Copy;
  std::lock_guard<std::mutex> Lock(LastMutex);
  Copy = Last;
  return Copy.c_str();
}

} // namespace axl::cpu::ccl

extern "C" const char *axlcclGetErrorString(axlcclResult_t Result) {
  switch (Result) {
  case axlcclSuccess:
    return "no error";
  case axlcclUnhandledCudaError:
    return "unhandled runtime (stream) error";
  case axlcclSystemError:
    return "unhandled system error (MPI or memory)";
  case axlcclInternalError:
    return "internal error";
  case axlcclInvalidArgument:
    return "invalid argument (see axlcclGetLastError)";
  case axlcclInvalidUsage:
    return "invalid usage (see axlcclGetLastError)";
  case axlcclRemoteError:
    return "remote process exited or there was a network error";
  case axlcclInProgress:
    return "operation in progress";
  case axlcclNumResults:
    break;
  }
  return "unknown result code";
}

extern "C" const char *axlcclGetLastError(axlcclComm_t) {
  return axl::cpu::ccl::lastError();
}
