// CPU backend runtime: a memory pool's state (mem_pool.cpp; ipc.cpp exports
// and imports pools). Internal to src/runtime; guarded by Runtime::M.
#pragma once
#include "memory.h"
#include "shared_memory.h"

#include <memory>
#include <vector>

namespace axl::cpu::detail {

/// A block of a pool: one reservation of memory, live or freed.
struct PoolBlock {
  char *Base = nullptr;
  size_t Bytes = 0;    ///< reserved (a multiple of 256)
  uint64_t Offset = 0; ///< IPC pools: where the block is in the pool's file
  // Freed blocks: the free's place in stream order.
  std::weak_ptr<axlStream_st> FreeStream; ///< null after a free that completed
  uint64_t FreeTicket = 0;                ///< the stream's task count when the free has run
};

} // namespace axl::cpu::detail

struct axlMemPool_st {
  axlMemPoolProps Props{};
  bool IsDefault = false;
  bool Destroyed = false; ///< the handle is gone; the memory goes when unused
  bool Imported = false;  ///< from another process: only ImportPointer
  uint64_t ReleaseThreshold = 0;
  bool FollowEventDependencies = true, AllowOpportunistic = true, AllowInternalDependencies = true;
  uint64_t Reserved = 0, ReservedHigh = 0, Used = 0, UsedHigh = 0;
  /// Live blocks by address, and freed ones (reusable).
  std::vector<axl::cpu::detail::PoolBlock> Live, Free;
  /// IPC pools' memory: one memfd (exported, or imported from another
  /// process). Its first page holds the pool's identity.
  std::unique_ptr<axl::cpu::detail::SharedArena> Arena;
  uint64_t Uid[2] = {0, 0}; ///< the identity export data carries
  size_t Imports = 0;       ///< imported pools: pointers mapped and not freed
};

namespace axl::cpu::detail {

/// The live pool a handle names (not destroyed), or null.
axlMemPool_st *findPoolLocked(axlMemPool_t Pool);
/// Registers a new pool (made by axlMemPoolCreate or an import).
axlMemPool_t addPoolLocked(std::unique_ptr<axlMemPool_st> Pool);
/// Drops a destroyed pool whose memory is all back (and gives back what
/// completed frees hold).
void collectPoolLocked(axlMemPool_st &Pool);
/// Gives a new pool its file, whose first page names it (ipc.cpp); false
/// when the kernel refuses.
bool makeShareable(axlMemPool_st &Pool);

} // namespace axl::cpu::detail
