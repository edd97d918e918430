// CPU backend: failures that name what is not supported.
#include <axl/cpu/detail/core.h>

#include <cstdio>
#include <cstdlib>

namespace axl::cpu::detail {

void unsupported(const char *what) {
  std::fprintf(stderr, "axl cpu backend: %s is not supported\n", what);
  std::fflush(stderr);
  std::abort();
}

} // namespace axl::cpu::detail
