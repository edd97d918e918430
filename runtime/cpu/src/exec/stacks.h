// CPU backend, execution engine: fiber stacks, reused from block to block.
// Each stack is a private anonymous mapping with an inaccessible guard page
// below it, so that an overflow faults instead of corrupting memory; its size
// is AXL_CPU_FIBER_STACK bytes (default 256 KiB; pages are committed only
// when touched).
#pragma once
#include <cstddef>
#include <vector>

namespace axl::cpu::detail {

class FiberStacks {
public:
  FiberStacks() = default;
  ~FiberStacks();
  FiberStacks(const FiberStacks &) = delete;
  FiberStacks &operator=(const FiberStacks &) = delete;

  /// A stack for the next fiber of the running block; returns its top (the
  /// highest address) and sets *Size to its usable size.
  void *acquire(size_t *Size);
  /// Makes every stack acquired since the last call free again (the block is
  /// done).
  void releaseAll() { InUse = 0; }

  /// The usable size of every stack.
  static size_t stackSize();

private:
  std::vector<void *> Mappings; // bases, guard page included
  size_t InUse = 0;
};

} // namespace axl::cpu::detail
