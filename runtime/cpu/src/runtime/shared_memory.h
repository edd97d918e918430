// CPU backend runtime: memory other processes can map. Internal to
// src/runtime.
//
// A SharedArena is one memfd (memfd_create: no privileges, no name in the
// file system, gone with its last descriptor and mapping). Each region is a
// page-aligned range of the file at an offset never used before, mapped
// MAP_SHARED; releasing it unmaps it and punches the range out of the file,
// so the file stays sparse and one descriptor serves every region. Another
// process of the same user maps a region by opening /proc/<pid>/fd/<fd> of
// the owner (the kernel's "read" ptrace check, which Yama's ptrace_scope
// does not restrict) and checking the inode against the one the owner
// named, or from a descriptor passed to it (pool export). Regions are not
// inherited by fork (MADV_DONTFORK): a child does not share its parent's
// device memory, as in CUDA.
#pragma once
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <sys/types.h>

namespace axl::cpu::detail {

class SharedArena {
public:
  /// Opens an arena over a new memfd; false (errno set) when the kernel
  /// refuses one.
  bool create(const char *Name);
  /// Opens an arena over a descriptor received from another process
  /// (dup'ed: the caller keeps `Fd`); false when it is not a memfd.
  bool adopt(int Fd);
  ~SharedArena();

  /// Maps `Bytes` (rounded up to pages) of a fresh range of the file; null
  /// on failure. `Offset` receives the range's offset in the file.
  void *map(size_t Bytes, uint64_t &Offset);
  /// Maps the existing range [Offset, Offset + Bytes) (another process's
  /// region); null when the file does not cover it.
  void *mapExisting(uint64_t Offset, size_t Bytes);
  /// Unmaps a region and, when `Punch`, frees its pages in the file.
  void unmap(void *P, size_t Bytes, uint64_t Offset, bool Punch);

  int fd() const { return Fd; }
  uint64_t inode() const { return Inode; }
  uint64_t device() const { return Device; }

private:
  std::mutex M;
  int Fd = -1;
  uint64_t Inode = 0, Device = 0; ///< the file's identity (fstat)
  uint64_t End = 0;               ///< the file's size: the next region's offset
};

/// `Bytes` rounded up to whole pages.
size_t pageRound(size_t Bytes);

/// Opens descriptor `Fd` of process `Pid` read-write, and checks that it is
/// the file (`Device`, `Inode`); -1 when not (wrong process, closed or reused
/// descriptor, no permission).
int openPeerFile(pid_t Pid, int Fd, uint64_t Device, uint64_t Inode);

} // namespace axl::cpu::detail
