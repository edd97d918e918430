// CPU backend runtime: memory other processes can map (see shared_memory.h).
#include "shared_memory.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace axl::cpu::detail {

size_t pageRound(size_t Bytes) {
  static const size_t Page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  if (Bytes > SIZE_MAX - Page)
    return 0;
  return (Bytes + Page - 1) / Page * Page;
}

bool SharedArena::create(const char *Name) {
  Fd = memfd_create(Name, MFD_CLOEXEC);
  if (Fd < 0)
    return false;
  struct stat St;
  if (fstat(Fd, &St) != 0) {
    close(Fd);
    Fd = -1;
    return false;
  }
  Inode = St.st_ino;
  Device = St.st_dev;
  return true;
}

bool SharedArena::adopt(int Received) {
  struct stat St;
  if (Received < 0 || fstat(Received, &St) != 0 || !S_ISREG(St.st_mode))
    return false;
  Fd = fcntl(Received, F_DUPFD_CLOEXEC, 0);
  if (Fd < 0)
    return false;
  Inode = St.st_ino;
  Device = St.st_dev;
  End = static_cast<uint64_t>(St.st_size);
  return true;
}

SharedArena::~SharedArena() {
  if (Fd >= 0)
    close(Fd);
}

void *SharedArena::map(size_t Bytes, uint64_t &Offset) {
  size_t Length = pageRound(Bytes);
  if (!Length)
    return nullptr;
  std::lock_guard<std::mutex> G(M);
  if (Fd < 0 || End > UINT64_MAX - Length || ftruncate(Fd, static_cast<off_t>(End + Length)) != 0)
    return nullptr;
  void *P = mmap(nullptr, Length, PROT_READ | PROT_WRITE, MAP_SHARED, Fd, static_cast<off_t>(End));
  if (P == MAP_FAILED)
    return nullptr;
  madvise(P, Length, MADV_DONTFORK);
  // Huge pages where the system gives them to shared memory on request
  // (transparent_hugepage/shmem_enabled "advise"), as it may to the heap.
  if (Length >= (size_t(2) << 20))
    madvise(P, Length, MADV_HUGEPAGE);
  Offset = End;
  End += Length;
  return P;
}

void *SharedArena::mapExisting(uint64_t Offset, size_t Bytes) {
  size_t Length = pageRound(Bytes);
  struct stat St;
  if (!Length || Fd < 0 || fstat(Fd, &St) != 0 || Offset > UINT64_MAX - Length ||
      Offset + Length > static_cast<uint64_t>(St.st_size))
    return nullptr;
  void *P =
      mmap(nullptr, Length, PROT_READ | PROT_WRITE, MAP_SHARED, Fd, static_cast<off_t>(Offset));
  if (P == MAP_FAILED)
    return nullptr;
  madvise(P, Length, MADV_DONTFORK);
  return P;
}

void SharedArena::unmap(void *P, size_t Bytes, uint64_t Offset, bool Punch) {
  size_t Length = pageRound(Bytes);
  munmap(P, Length);
  if (Punch)
    fallocate(Fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(Offset),
              static_cast<off_t>(Length));
}

int openPeerFile(pid_t Pid, int Fd, uint64_t Device, uint64_t Inode) {
  if (Pid <= 0 || Fd < 0)
    return -1;
  char Path[64];
  std::snprintf(Path, sizeof Path, "/proc/%d/fd/%d", static_cast<int>(Pid), Fd);
  int Opened = open(Path, O_RDWR | O_CLOEXEC);
  if (Opened < 0)
    return -1;
  struct stat St;
  if (fstat(Opened, &St) != 0 || static_cast<uint64_t>(St.st_ino) != Inode ||
      static_cast<uint64_t>(St.st_dev) != Device) {
    close(Opened);
    return -1;
  }
  return Opened;
}

} // namespace axl::cpu::detail
