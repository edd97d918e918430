// CPU backend runtime: interprocess communication (see
// <axl/cpu/runtime_ipc.h>): memory and event handles, and the export and
// import of IPC pools and of their pointers.
//
// A handle names a range of a memfd: the process that has it, the
// descriptor's number there, the file's identity (device, inode, checked
// when it is opened, so a stale or reused number fails), the offset and the
// bytes. A pool's descriptor itself is its shareable handle; the first page
// of the pool's file holds a random identity that export data must match.
#include "ipc.h"
#include "mem_pool.h"

#include <atomic>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <linux/futex.h>
#include <map>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <tuple>
#include <unistd.h>

// CUDA 13's layouts.
static_assert(sizeof(axlIpcMemHandle_t) == 64, "CUDA's cudaIpcMemHandle_t is 64 bytes");
static_assert(sizeof(axlIpcEventHandle_t) == 64, "CUDA's cudaIpcEventHandle_t is 64 bytes");
static_assert(sizeof(axlMemFabricHandle_t) == 64, "CUDA's cudaMemFabricHandle_t is 64 bytes");
static_assert(sizeof(axlMemPoolPtrExportData) == 64, "CUDA's cudaMemPoolPtrExportData is 64 bytes");
static_assert(sizeof(axlMemAccessDesc) == 12, "CUDA's cudaMemAccessDesc is 12 bytes");

namespace axl::cpu::detail {

namespace {

constexpr char MemMagic[4] = {'A', 'X', 'L', 'M'};
constexpr char EventMagic[4] = {'A', 'X', 'L', 'E'};
constexpr char ExportMagic[4] = {'A', 'X', 'L', 'X'};
constexpr char PoolMagic[8] = {'A', 'X', 'L', 'P', 'O', 'O', 'L', 0};

/// The layout of axlIpcMemHandle_t and axlIpcEventHandle_t.
struct HandleData {
  char Magic[4];
  int32_t Pid;
  int32_t Fd;
  uint32_t Unused;
  uint64_t Device, Inode; ///< the file's identity
  uint64_t Offset;        ///< the range in the file
  uint64_t Bytes;         ///< the mapping's length (whole pages)
  uint64_t Size;          ///< the allocation's size
};
static_assert(sizeof(HandleData) <= AXL_IPC_HANDLE_SIZE, "a handle is 64 bytes");

/// The layout of axlMemPoolPtrExportData.
struct ExportData {
  char Magic[4];
  uint32_t Unused;
  uint64_t Uid[2]; ///< the pool's identity
  uint64_t Offset, Bytes, Size;
};
static_assert(sizeof(ExportData) <= sizeof(axlMemPoolPtrExportData), "export data is 64 bytes");

struct PoolHeader {
  char Magic[8];
  uint64_t Uid[2];
};

/// What axlIpcOpenMemHandle mapped, counted by opens.
struct OpenedMemory {
  char *Base;
  size_t Bytes;
  unsigned Opens;
};

using HandleKey = std::tuple<int32_t, uint64_t, uint64_t, uint64_t>; // pid, device, inode, offset

std::map<HandleKey, OpenedMemory> &opened() {
  static auto *Map = new std::map<HandleKey, OpenedMemory>;
  return *Map;
}

HandleKey keyOf(const HandleData &H) { return {H.Pid, H.Device, H.Inode, H.Offset}; }

/// Maps the range a handle of another process names; null when it cannot.
char *mapPeerRange(const HandleData &H) {
  int Fd = openPeerFile(H.Pid, H.Fd, H.Device, H.Inode);
  if (Fd < 0)
    return nullptr;
  struct stat St;
  void *P = MAP_FAILED;
  if (H.Bytes && H.Bytes == pageRound(H.Bytes) && H.Size <= H.Bytes && fstat(Fd, &St) == 0 &&
      H.Offset <= UINT64_MAX - H.Bytes && H.Offset + H.Bytes <= static_cast<uint64_t>(St.st_size))
    P = mmap(nullptr, H.Bytes, PROT_READ | PROT_WRITE, MAP_SHARED, Fd,
             static_cast<off_t>(H.Offset));
  close(Fd);
  if (P == MAP_FAILED)
    return nullptr;
  madvise(P, H.Bytes, MADV_DONTFORK);
  return static_cast<char *>(P);
}

/// Reads a handle; axlSuccess, or CUDA's error for one that is not ours or
/// is this process's own.
axlError_t readHandle(const char *Raw, const char (&Magic)[4], HandleData &H) {
  std::memcpy(&H, Raw, sizeof H);
  if (std::memcmp(H.Magic, Magic, sizeof H.Magic) != 0 || H.Pid <= 0)
    return axlErrorMapBufferObjectFailed;
  if (H.Pid == getpid())
    return axlErrorDeviceUninitialized; // CUDA: "invalid device context"
  return axlSuccess;
}

void writeHandle(char *Raw, const char (&Magic)[4], const SharedArena &Arena, uint64_t Offset,
                 uint64_t Bytes, uint64_t Size) {
  HandleData H{};
  std::memcpy(H.Magic, Magic, sizeof H.Magic);
  H.Pid = getpid();
  H.Fd = Arena.fd();
  H.Device = Arena.device();
  H.Inode = Arena.inode();
  H.Offset = Offset;
  H.Bytes = Bytes;
  H.Size = Size;
  std::memset(Raw, 0, AXL_IPC_HANDLE_SIZE);
  std::memcpy(Raw, &H, sizeof H);
}

/// The shared page of an interprocess event.
struct SharedEventState {
  char Magic[4];
  std::atomic<uint32_t> Sequence;  ///< the futex word: bumped at each completion
  std::atomic<uint64_t> Recorded;  ///< records issued (the latest generation)
  std::atomic<uint64_t> Completed; ///< latest generation whose record ran
};
static_assert(std::atomic<uint32_t>::is_always_lock_free &&
                  std::atomic<uint64_t>::is_always_lock_free,
              "the counters are shared between processes");

long futex(std::atomic<uint32_t> *Word, int Op, uint32_t Value, const timespec *Timeout) {
  return syscall(SYS_futex, reinterpret_cast<uint32_t *>(Word), Op, Value, Timeout, nullptr, 0);
}

} // namespace

struct IpcEvent {
  SharedEventState *State = nullptr;
  char Handle[AXL_IPC_HANDLE_SIZE] = {}; ///< what axlIpcGetEventHandle gives
  bool Owned = false; ///< made here (a page of the device arena), else mapped from a handle
  uint64_t Offset = 0;
  ~IpcEvent() {
    size_t Page = pageRound(1);
    if (Owned)
      deviceArena()->unmap(State, Page, Offset, true);
    else
      munmap(State, Page);
  }
};

namespace {

void completeGeneration(SharedEventState &S, uint64_t Generation) {
  uint64_t Seen = S.Completed.load();
  while (Seen < Generation && !S.Completed.compare_exchange_weak(Seen, Generation)) {
  }
  S.Sequence.fetch_add(1);
  futex(&S.Sequence, FUTEX_WAKE, INT_MAX, nullptr);
}

/// Blocks until `Generation` has completed, in whichever process records it.
void waitGeneration(SharedEventState &S, uint64_t Generation) {
  const timespec Tick{0, 100 * 1000 * 1000}; // re-check now and then
  for (;;) {
    uint32_t Sequence = S.Sequence.load();
    if (S.Completed.load() >= Generation)
      return;
    futex(&S.Sequence, FUTEX_WAIT, Sequence, &Tick);
  }
}

} // namespace

std::shared_ptr<IpcEvent> makeIpcEvent() {
  SharedArena *Arena = deviceArena();
  if (!Arena)
    return nullptr;
  auto E = std::make_shared<IpcEvent>();
  size_t Page = pageRound(1);
  void *P = Arena->map(Page, E->Offset);
  if (!P)
    return nullptr;
  E->Owned = true;
  E->State = new (P) SharedEventState{};
  std::memcpy(E->State->Magic, EventMagic, sizeof EventMagic);
  writeHandle(E->Handle, EventMagic, *Arena, E->Offset, Page, sizeof(SharedEventState));
  return E;
}

axlError_t ipcRecordLocked(const std::shared_ptr<axlEvent_st> &E, axlStream_st &S, Lock &L) {
  std::shared_ptr<IpcEvent> Shared = E->Ipc;
  uint64_t Generation = Shared->State->Recorded.fetch_add(1) + 1;
  return enqueueLocked(
      S, [Shared, Generation] { completeGeneration(*Shared->State, Generation); }, L,
      axlGraphNodeTypeEventRecord);
}

axlError_t ipcWaitLocked(axlStream_st &S, const std::shared_ptr<axlEvent_st> &E, Lock &L) {
  std::shared_ptr<IpcEvent> Shared = E->Ipc;
  uint64_t Generation = Shared->State->Recorded.load();
  if (Shared->State->Completed.load() >= Generation)
    return axlSuccess;
  return enqueueLocked(
      S, [Shared, Generation] { waitGeneration(*Shared->State, Generation); }, L,
      axlGraphNodeTypeWaitEvent);
}

bool ipcCompleted(const IpcEvent &Event) {
  return Event.State->Completed.load() >= Event.State->Recorded.load();
}

axlError_t ipcSynchronizeLocked(const IpcEvent &Event, Lock &L) {
  uint64_t Generation = Event.State->Recorded.load();
  if (Event.State->Completed.load() >= Generation)
    return axlSuccess;
  if (onExecutorThread())
    return axlErrorNotPermitted;
  L.unlock();
  waitGeneration(*Event.State, Generation);
  L.lock();
  return axlSuccess;
}

bool makeShareable(axlMemPool_st &Pool) {
  Pool.Arena = std::make_unique<SharedArena>();
  std::ifstream Random("/dev/urandom", std::ios::binary);
  Random.read(reinterpret_cast<char *>(Pool.Uid), sizeof Pool.Uid);
  uint64_t Offset = 0;
  void *Page = nullptr;
  if (!Random || !Pool.Arena->create("axl-memory-pool") || !(Page = Pool.Arena->map(1, Offset)))
    return false;
  PoolHeader Header{};
  std::memcpy(Header.Magic, PoolMagic, sizeof PoolMagic);
  std::memcpy(Header.Uid, Pool.Uid, sizeof Pool.Uid);
  std::memcpy(Page, &Header, sizeof Header);
  Pool.Arena->unmap(Page, 1, Offset, false);
  return true;
}

void releaseImportedLocked(const AllocationInfo &A) {
  if (A.How == Backing::PoolImport) {
    munmap(A.Base, pageRound(A.Size));
    auto *Pool = static_cast<axlMemPool_st *>(A.Owner);
    --Pool->Imports;
    collectPoolLocked(*Pool);
    return;
  }
  for (auto It = opened().begin(); It != opened().end(); ++It)
    if (It->second.Base == A.Base) {
      munmap(It->second.Base, It->second.Bytes);
      opened().erase(It);
      return;
    }
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlIpcGetMemHandle(axlIpcMemHandle_t *Handle, void *DevPtr) {
  if (!Handle || !DevPtr)
    return fail(axlErrorInvalidValue);
  AllocationInfo A;
  if (!lookupAllocation(DevPtr, A) || A.Type != axlMemoryTypeDevice)
    return fail(axlErrorInvalidValue);
  if (A.How == Backing::Heap) // the arena was refused
    return fail(axlErrorNotSupported);
  if (A.How != Backing::Arena) // pool, graph or imported memory
    return fail(axlErrorInvalidValue);
  writeHandle(Handle->reserved, MemMagic, *deviceArena(), A.Offset, pageRound(A.Size), A.Size);
  return axlSuccess;
}

axlError_t axlIpcOpenMemHandle(void **DevPtr, axlIpcMemHandle_t Handle, unsigned int Flags) {
  if (!DevPtr || (Flags & ~unsigned(axlIpcMemLazyEnablePeerAccess)))
    return fail(axlErrorInvalidValue);
  HandleData H;
  if (axlError_t E = readHandle(Handle.reserved, MemMagic, H))
    return fail(E);
  Lock L(runtime().M);
  auto It = opened().find(keyOf(H));
  if (It != opened().end()) {
    ++It->second.Opens;
    *DevPtr = It->second.Base;
    return axlSuccess;
  }
  char *P = mapPeerRange(H);
  if (!P)
    return fail(axlErrorMapBufferObjectFailed);
  opened().emplace(keyOf(H), OpenedMemory{P, H.Bytes, 1});
  addDeviceAllocation(P, H.Size ? H.Size : H.Bytes, Backing::IpcOpened, nullptr);
  *DevPtr = P;
  return axlSuccess;
}

axlError_t axlIpcCloseMemHandle(void *DevPtr) {
  if (!DevPtr)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  for (auto It = opened().begin(); It != opened().end(); ++It) {
    if (It->second.Base != DevPtr)
      continue;
    if (--It->second.Opens == 0) {
      removeAllocation(DevPtr);
      munmap(It->second.Base, It->second.Bytes);
      opened().erase(It);
    }
    return axlSuccess;
  }
  return fail(axlErrorInvalidValue);
}

axlError_t axlIpcGetEventHandle(axlIpcEventHandle_t *Handle, axlEvent_t Event) {
  if (!Handle)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  auto E = findEventLocked(Event);
  if (!E || !E->Ipc) // not created with axlEventInterprocess
    return fail(axlErrorInvalidResourceHandle);
  std::memcpy(Handle->reserved, E->Ipc->Handle, AXL_IPC_HANDLE_SIZE);
  return axlSuccess;
}

axlError_t axlIpcOpenEventHandle(axlEvent_t *Event, axlIpcEventHandle_t Handle) {
  if (!Event)
    return fail(axlErrorInvalidValue);
  HandleData H;
  if (axlError_t E = readHandle(Handle.reserved, EventMagic, H))
    return fail(E);
  if (H.Bytes != pageRound(1) || H.Size != sizeof(SharedEventState))
    return fail(axlErrorMapBufferObjectFailed);
  char *P = mapPeerRange(H);
  if (!P)
    return fail(axlErrorMapBufferObjectFailed);
  auto Shared = std::make_shared<IpcEvent>();
  Shared->State = reinterpret_cast<SharedEventState *>(P);
  std::memcpy(Shared->Handle, Handle.reserved, AXL_IPC_HANDLE_SIZE);
  if (std::memcmp(Shared->State->Magic, EventMagic, sizeof EventMagic) != 0)
    return fail(axlErrorMapBufferObjectFailed); // not an event's page (unmapped by Shared)
  auto E = std::make_shared<axlEvent_st>();
  E->Flags = axlEventInterprocess | axlEventDisableTiming;
  E->Ipc = std::move(Shared);
  Lock L(runtime().M);
  runtime().Events.emplace(E.get(), E);
  *Event = E.get();
  return axlSuccess;
}

axlError_t axlMemPoolExportToShareableHandle(void *ShareableHandle, axlMemPool_t MemPool,
                                             enum axlMemAllocationHandleType HandleType,
                                             unsigned int Flags) {
  if (!ShareableHandle || Flags != 0 || HandleType != axlMemHandleTypePosixFileDescriptor)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P || !P->Arena || P->Imported) // not made with axlMemHandleTypePosixFileDescriptor
    return fail(axlErrorInvalidValue);
  int Fd = fcntl(P->Arena->fd(), F_DUPFD_CLOEXEC, 0);
  if (Fd < 0)
    return fail(axlErrorMemoryAllocation);
  std::memcpy(ShareableHandle, &Fd, sizeof Fd);
  return axlSuccess;
}

axlError_t axlMemPoolImportFromShareableHandle(axlMemPool_t *MemPool, void *ShareableHandle,
                                               enum axlMemAllocationHandleType HandleType,
                                               unsigned int Flags) {
  if (!MemPool || Flags != 0 || HandleType != axlMemHandleTypePosixFileDescriptor)
    return fail(axlErrorInvalidValue);
  // As CUDA: the descriptor is passed as the pointer's value.
  int Fd = static_cast<int>(reinterpret_cast<intptr_t>(ShareableHandle));
  auto Pool = std::make_unique<axlMemPool_st>();
  Pool->Arena = std::make_unique<SharedArena>();
  if (!Pool->Arena->adopt(Fd))
    return fail(axlErrorInvalidValue);
  void *Page = Pool->Arena->mapExisting(0, 1);
  if (!Page)
    return fail(axlErrorInvalidValue);
  PoolHeader Header;
  std::memcpy(&Header, Page, sizeof Header);
  Pool->Arena->unmap(Page, 1, 0, false);
  if (std::memcmp(Header.Magic, PoolMagic, sizeof PoolMagic) != 0)
    return fail(axlErrorInvalidValue); // not a pool's descriptor
  std::memcpy(Pool->Uid, Header.Uid, sizeof Pool->Uid);
  Pool->Imported = true;
  Pool->Props.allocType = axlMemAllocationTypePinned;
  Pool->Props.handleTypes = axlMemHandleTypePosixFileDescriptor;
  Pool->Props.location.type = axlMemLocationTypeDevice;
  Lock L(runtime().M);
  *MemPool = addPoolLocked(std::move(Pool));
  return axlSuccess;
}

axlError_t axlMemPoolExportPointer(struct axlMemPoolPtrExportData *Data, void *Ptr) {
  if (!Data || !Ptr)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M); // keeps the pool while its block is looked up
  AllocationInfo A;
  if (!lookupAllocation(Ptr, A) || A.How != Backing::Pool || A.Base != Ptr)
    return fail(axlErrorInvalidValue);
  auto *P = static_cast<axlMemPool_st *>(A.Owner);
  if (!P->Arena)
    return fail(axlErrorInvalidValue); // a pool that cannot be shared
  for (const PoolBlock &B : P->Live)
    if (B.Base == Ptr) {
      ExportData D{};
      std::memcpy(D.Magic, ExportMagic, sizeof ExportMagic);
      std::memcpy(D.Uid, P->Uid, sizeof D.Uid);
      D.Offset = B.Offset;
      D.Bytes = B.Bytes;
      D.Size = A.Size;
      std::memset(Data->reserved, 0, sizeof Data->reserved);
      std::memcpy(Data->reserved, &D, sizeof D);
      return axlSuccess;
    }
  return fail(axlErrorInvalidValue);
}

axlError_t axlMemPoolImportPointer(void **Ptr, axlMemPool_t MemPool,
                                   struct axlMemPoolPtrExportData *Data) {
  if (!Ptr || !Data)
    return fail(axlErrorInvalidValue);
  ExportData D;
  std::memcpy(&D, Data->reserved, sizeof D);
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P || !P->Imported || std::memcmp(D.Magic, ExportMagic, sizeof ExportMagic) != 0 ||
      std::memcmp(D.Uid, P->Uid, sizeof D.Uid) != 0 || D.Size > D.Bytes)
    return fail(axlErrorInvalidValue);
  void *Mapped = P->Arena->mapExisting(D.Offset, D.Bytes);
  if (!Mapped)
    return fail(axlErrorInvalidValue);
  ++P->Imports;
  addDeviceAllocation(Mapped, D.Bytes, Backing::PoolImport, P);
  *Ptr = Mapped;
  return axlSuccess;
}
