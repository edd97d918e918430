// CPU backend, execution engine: fiber stacks.
#include "stacks.h"

#include <axl/cpu/detail/core.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>

namespace axl::cpu::detail {

static size_t pageSize() {
  static const size_t Size = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return Size;
}

size_t FiberStacks::stackSize() {
  static const size_t Size = [] {
    size_t Bytes = 256 * 1024;
    if (const char *Env = std::getenv("AXL_CPU_FIBER_STACK")) {
      char *End = nullptr;
      unsigned long long Value = std::strtoull(Env, &End, 0);
      if (End == Env || *End || Value < 16 * 1024) {
        std::fprintf(stderr,
                     "axl cpu backend: AXL_CPU_FIBER_STACK=%s is not a size "
                     "in bytes of at least 16384\n",
                     Env);
        std::abort();
      }
      Bytes = Value;
    }
    return (Bytes + pageSize() - 1) / pageSize() * pageSize();
  }();
  return Size;
}

void *FiberStacks::acquire(size_t *Size) {
  *Size = stackSize();
  const size_t Guard = pageSize();
  if (InUse == Mappings.size()) {
    void *Base = mmap(nullptr, *Size + Guard, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (Base == MAP_FAILED || mprotect(Base, Guard, PROT_NONE) != 0) {
      std::fprintf(stderr,
                   "axl cpu backend: cannot map a fiber stack of %zu bytes\n",
                   *Size);
      std::abort();
    }
    Mappings.push_back(Base);
  }
  // Stacks are a power-of-2-ish distance apart, so their tops would share
  // one cache set; offsetting each top by a different number of cache lines
  // spreads the fibers' hot frames over the sets.
  const size_t Color = InUse * 64 % std::min<size_t>(64 * 1024, *Size / 4);
  *Size -= Color;
  return static_cast<char *>(Mappings[InUse++]) + Guard + *Size;
}

FiberStacks::~FiberStacks() {
  for (void *Base : Mappings)
    munmap(Base, stackSize() + pageSize());
}

} // namespace axl::cpu::detail
