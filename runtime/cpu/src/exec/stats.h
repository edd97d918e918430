// CPU backend, execution engine: how each kernel's blocks ran
// (AXL_CPU_KERNEL_STATS).
#pragma once

#include <cstdint>

namespace axl::cpu::detail {

/// The blocks of one kernel that one runBlocks call ran: as loops (the
/// kernel axl-loops rewrote), on fibers, or as the plain loop over the
/// threads (the original kernel, no barrier or warp operation reached); the
/// fiber switches they made.
struct BlockCounts {
  uint64_t Loops = 0, Fibers = 0, Plain = 0, Switches = 0;
  bool empty() const { return !Loops && !Fibers && !Plain; }
};

/// Whether AXL_CPU_KERNEL_STATS names a file: at exit, the process appends
/// a line per kernel it launched to it (kernel, launches, blocks as loops,
/// on fibers, as the plain loop, fiber switches; tab-separated).
bool kernelStatsEnabled();
void recordLaunch(const char *Kernel);
void recordBlocks(const char *Kernel, const BlockCounts &Counts);

} // namespace axl::cpu::detail
