// CPU backend, execution engine: a failed device-side assert
// (axl/cpu/assert.h).
#undef NDEBUG // for the C library's __assert_fail, which host code gets
#include <assert.h>

#include "block.h"

#include <cstdio>

namespace axl::cpu::detail {

void assertFailed(const char *Condition, const char *File, unsigned Line,
                  const char *Function, const uint3 &Thread) noexcept {
  BlockRunner *R = BlockRunner::running();
  if (!R)
    __assert_fail(Condition, File, Line, Function);
  const uint3 B = currentThread().BlockIdx;
  std::fprintf(stderr,
               "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion "
               "`%s` failed.\n",
               File, Line, Function, B.x, B.y, B.z, Thread.x, Thread.y,
               Thread.z, Condition);
  std::fflush(stderr);
  setLastError(axlErrorAssert, /*sticky=*/true);
  R->stop();
}

} // namespace axl::cpu::detail
