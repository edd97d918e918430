// CPU backend runtime: the allocation table of memory.cpp, and what memory
// pools (mem_pool.cpp) and IPC (ipc.cpp) put in it. Internal to src/runtime.
//
// Every pointer the runtime hands out is in the table with its CUDA memory
// type and how its memory was obtained, which says how it goes back. The
// table has its own mutex, taken after Runtime::M when both are held; pool
// and IPC state is guarded by Runtime::M.
#pragma once
#include "state.h"

#include <cstdint>

namespace axl::cpu::detail {

class SharedArena;

/// How an allocation's memory was obtained, hence how it is released.
enum class Backing : uint8_t {
  Heap,       ///< aligned_alloc: host and managed memory, device memory the arena refused
  Arena,      ///< device memory in the process's shared arena (Offset: where)
  Registered, ///< an axlHostRegister'ed range: not ours to free
  Graph,      ///< a graph allocation (graph_memory.cpp frees it)
  Pool,       ///< a block of a memory pool (Owner: the axlMemPool_st)
  IpcOpened,  ///< mapped by axlIpcOpenMemHandle (Owner: its import record)
  PoolImport, ///< mapped by axlMemPoolImportPointer (Owner: the imported pool)
};

struct AllocationInfo {
  char *Base = nullptr;
  size_t Size = 0;
  axlMemoryType Type = axlMemoryTypeDevice;
  Backing How = Backing::Heap;
  void *Owner = nullptr;
  uint64_t Offset = 0; ///< Arena: the region's offset in the arena's file
};

/// Adds device memory to the table.
void addDeviceAllocation(void *P, size_t Size, Backing How, void *Owner, uint64_t Offset = 0);
/// The allocation containing `P`; false when there is none.
bool lookupAllocation(const void *P, AllocationInfo &Out);
/// Removes the allocation that starts at `P`; false when there is none.
bool removeAllocation(const void *P);
/// The process's arena for device memory; null when the kernel refuses a
/// memfd (device memory then comes from the heap and cannot be shared).
SharedArena *deviceArena();

// Memory pools (mem_pool.cpp). Errors are returned unrecorded.

/// The pool axlMallocAsync uses: the device's current pool.
axlMemPool_t currentPoolLocked();
/// Allocates `Size` bytes of `Pool` in the order of `S` (not capturing).
axlError_t poolMallocLocked(axlMemPool_t Pool, axlStream_st &S, size_t Size, void **Out, Lock &L);
/// Gives a block back to its pool (already out of the table): in the order
/// of `S`, or complete at once when `S` is null (the device is idle).
axlError_t poolFreeLocked(void *Pool, void *P, axlStream_st *S, Lock &L);
/// At a synchronisation: each pool releases its unused memory above its
/// release threshold.
void trimPoolsLocked();
/// axlDeviceReset: frees every pool's memory, destroys the pools made by
/// axlMemPoolCreate or imported, and resets the default pool.
void resetPoolsLocked();

// IPC (ipc.cpp).

/// Unmaps memory an import mapped (IpcOpened, PoolImport) whose entry is
/// out of the table, and counts it off its import.
void releaseImportedLocked(const AllocationInfo &A);

} // namespace axl::cpu::detail
