// CPU backend: streams (placeholder until the stream executor lands: runs
// every task at once, in the caller's thread).
#include <axl/cpu/detail/core.h>

namespace axl::cpu::detail {

static thread_local axlError_t LastError = axlSuccess;

axlError_t enqueue(axlStream_t, std::function<void()> task) {
  task();
  return axlSuccess;
}

void setLastError(axlError_t error, bool) { LastError = error; }

} // namespace axl::cpu::detail
