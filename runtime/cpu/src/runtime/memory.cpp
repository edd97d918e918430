// CPU backend runtime: memory. Device, managed and pinned host memory are all
// host memory; a table of allocations gives pointers their CUDA memory type
// and catches frees of memory the runtime did not allocate. Device memory is
// a range of the process's shared arena (shared_memory.h), so that another
// process can map it (ipc.cpp). Synchronous copies and sets run on the
// legacy default stream (so they are ordered after prior work of blocking
// streams); frees wait for the device, as in CUDA. axlMallocAsync and
// axlFreeAsync go through the device's current pool (mem_pool.cpp).
#include "memory.h"
#include "shared_memory.h"
#include "../fault/fault.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>

namespace axl::cpu::detail {

namespace {

/// Alignment of every allocation (CUDA guarantees 256 bytes).
constexpr size_t AllocAlignment = 256;
/// Row alignment of axlMallocPitch (CUDA's texture pitch alignment).
constexpr size_t PitchAlignment = 512;

struct Allocation {
  size_t Size;
  axlMemoryType Type;
  unsigned Flags;
  Backing How;
  void *Owner = nullptr; ///< see Backing
  uint64_t Offset = 0;   ///< Arena: the region's offset
};

std::mutex AllocM;
std::map<const char *, Allocation> &allocations() {
  static auto *Map = new std::map<const char *, Allocation>; // outlives exit-time frees
  return *Map;
}

/// The allocation containing `P`, or null. Needs AllocM.
std::map<const char *, Allocation>::iterator findAllocation(const void *P) {
  auto &Map = allocations();
  auto *C = static_cast<const char *>(P);
  auto It = Map.upper_bound(C);
  if (It == Map.begin())
    return Map.end();
  --It;
  return C < It->first + It->second.Size ? It : Map.end();
}

axlError_t checkUnsafe() {
  Lock L(runtime().M);
  return checkUnsafeDuringCaptureLocked();
}

/// Device memory from the arena, else from the heap. Null when neither has it.
void *allocateDevice(size_t Size, Backing &How, uint64_t &Offset) {
  if (SharedArena *A = deviceArena())
    if (void *P = A->map(Size, Offset)) {
      How = Backing::Arena;
      return P;
    }
  How = Backing::Heap;
  return std::aligned_alloc(AllocAlignment,
                            (Size + AllocAlignment - 1) / AllocAlignment * AllocAlignment);
}

/// Releases the memory of an allocation that is out of the table (Heap and
/// Arena; the others have their owners).
void releaseMemory(const char *P, const Allocation &A) {
  if (A.How == Backing::Arena)
    deviceArena()->unmap(const_cast<char *>(P), A.Size, A.Offset, true);
  else if (A.How == Backing::Heap)
    std::free(const_cast<char *>(P));
}

axlError_t allocate(void **Ptr, size_t Size, axlMemoryType Type, unsigned Flags) {
  if (!Ptr)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  if (axlError_t E = checkUnsafe())
    return fail(E);
  *Ptr = nullptr;
  if (Size == 0)
    return axlSuccess;
  if (Size > SIZE_MAX - AllocAlignment - static_cast<size_t>(sysconf(_SC_PAGESIZE)))
    return fail(axlErrorMemoryAllocation);
  Backing How = Backing::Heap;
  uint64_t Offset = 0;
  void *P = Type == axlMemoryTypeDevice
                ? allocateDevice(Size, How, Offset)
                : std::aligned_alloc(AllocAlignment, (Size + AllocAlignment - 1) /
                                                         AllocAlignment * AllocAlignment);
  if (!P)
    return fail(axlErrorMemoryAllocation);
  std::lock_guard<std::mutex> G(AllocM);
  allocations().emplace(static_cast<const char *>(P),
                        Allocation{Size, Type, Flags, How, nullptr, Offset});
  *Ptr = P;
  return axlSuccess;
}

/// Whether axlFree (Host false) or axlFreeHost (true) may free `A`.
bool freeable(const Allocation &A, bool Host) {
  if (A.How == Backing::Registered || A.How == Backing::IpcOpened)
    return false; // axlHostUnregister, axlIpcCloseMemHandle
  return (A.Type == axlMemoryTypeHost) == Host;
}

/// Frees an owned allocation of one of the given types after the device has
/// finished its work (CUDA's frees synchronise).
axlError_t release(void *Ptr, bool Host) {
  if (!Ptr)
    return axlSuccess;
  if (axlError_t E = stickyError())
    return E;
  if (axlError_t E = checkUnsafe())
    return fail(E);
  {
    std::lock_guard<std::mutex> G(AllocM);
    auto It = allocations().find(static_cast<const char *>(Ptr));
    if (It == allocations().end() || !freeable(It->second, Host))
      return fail(axlErrorInvalidValue);
  }
  if (axlError_t E = axlDeviceSynchronize())
    return E;
  Lock L(runtime().M);
  Allocation A;
  {
    std::lock_guard<std::mutex> G(AllocM);
    auto It = allocations().find(static_cast<const char *>(Ptr));
    if (It == allocations().end()) // freed by another thread meanwhile
      return fail(axlErrorInvalidValue);
    A = It->second;
    if (A.How != Backing::Graph) // graph_memory.cpp takes those out of the table
      allocations().erase(It);
  }
  switch (A.How) {
  case Backing::Graph:
    return fail(freeGraphAllocationLocked(Ptr, nullptr, L));
  case Backing::Pool:
    return fail(poolFreeLocked(A.Owner, Ptr, nullptr, L));
  case Backing::PoolImport: {
    AllocationInfo Info{static_cast<char *>(Ptr), A.Size, A.Type, A.How, A.Owner, A.Offset};
    releaseImportedLocked(Info);
    return axlSuccess;
  }
  default:
    releaseMemory(static_cast<const char *>(Ptr), A);
    return axlSuccess;
  }
}

bool validLocation(axlMemLocation Location, axlError_t &Error) {
  switch (Location.type) {
  case axlMemLocationTypeDevice:
    Error = Location.id == 0 ? axlSuccess : axlErrorInvalidDevice;
    return Location.id == 0;
  case axlMemLocationTypeHost:
  case axlMemLocationTypeHostNumaCurrent:
    return true;
  case axlMemLocationTypeHostNuma:
    Error = axlErrorInvalidValue;
    return Location.id >= 0;
  default:
    Error = axlErrorInvalidValue;
    return false;
  }
}

/// /proc/meminfo's value for `Key` in bytes, or 0.
size_t memInfo(const char *Key) {
  std::ifstream In("/proc/meminfo");
  std::string Name;
  size_t KiB;
  std::string Unit;
  while (In >> Name >> KiB) {
    std::getline(In, Unit);
    if (Name == Key)
      return KiB * 1024;
  }
  return 0;
}

} // namespace

void releaseAllocations() {
  Lock L(runtime().M);
  std::vector<AllocationInfo> Imported;
  {
    std::lock_guard<std::mutex> G(AllocM);
    for (auto It = allocations().begin(); It != allocations().end();) {
      const Allocation &A = It->second;
      // Graph allocations are freed with their graphs, pool blocks with
      // their pools.
      if (A.How == Backing::Graph || A.How == Backing::Pool) {
        ++It;
        continue;
      }
      if (A.How == Backing::IpcOpened || A.How == Backing::PoolImport)
        Imported.push_back({const_cast<char *>(It->first), A.Size, A.Type, A.How, A.Owner,
                            A.Offset});
      else
        releaseMemory(It->first, A);
      It = allocations().erase(It);
    }
  }
  for (const AllocationInfo &A : Imported)
    releaseImportedLocked(A);
  resetPoolsLocked();
}

void registerGraphMemory(void *P, size_t Size) {
  std::lock_guard<std::mutex> G(AllocM);
  allocations()[static_cast<const char *>(P)] =
      Allocation{Size, axlMemoryTypeDevice, 0, Backing::Graph};
}

void unregisterGraphMemory(void *P) {
  std::lock_guard<std::mutex> G(AllocM);
  allocations().erase(static_cast<const char *>(P));
}

void addDeviceAllocation(void *P, size_t Size, Backing How, void *Owner, uint64_t Offset) {
  std::lock_guard<std::mutex> G(AllocM);
  allocations()[static_cast<const char *>(P)] =
      Allocation{Size, axlMemoryTypeDevice, 0, How, Owner, Offset};
}

bool lookupAllocation(const void *P, AllocationInfo &Out) {
  std::lock_guard<std::mutex> G(AllocM);
  auto It = findAllocation(P);
  if (It == allocations().end())
    return false;
  const Allocation &A = It->second;
  Out = {const_cast<char *>(It->first), A.Size, A.Type, A.How, A.Owner, A.Offset};
  return true;
}

bool removeAllocation(const void *P) {
  std::lock_guard<std::mutex> G(AllocM);
  return allocations().erase(static_cast<const char *>(P)) != 0;
}

SharedArena *deviceArena() {
  static SharedArena *Arena = [] {
    auto *A = new SharedArena; // never destroyed: exit-time frees unmap into it
    if (A->create("axl-device-memory"))
      return A;
    delete A;
    return static_cast<SharedArena *>(nullptr);
  }();
  return Arena;
}

bool validKind(axlMemcpyKind Kind) {
  return Kind >= axlMemcpyHostToHost && Kind <= axlMemcpyDefault;
}

void copy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t Width,
            size_t Height) {
  for (size_t Row = 0; Row < Height; ++Row)
    std::memmove(static_cast<char *>(Dst) + Row * DPitch,
                 static_cast<const char *>(Src) + Row * SPitch, Width);
}

void fill2D(void *Dst, size_t Pitch, unsigned Value, unsigned ElementSize, size_t Width,
            size_t Height) {
  for (size_t Row = 0; Row < Height; ++Row) {
    char *P = static_cast<char *>(Dst) + Row * Pitch;
    if (ElementSize == 1) {
      std::memset(P, static_cast<int>(Value & 0xff), Width);
      continue;
    }
    for (size_t I = 0; I < Width; ++I) {
      if (ElementSize == 2) {
        uint16_t V = static_cast<uint16_t>(Value);
        std::memcpy(P + I * 2, &V, 2);
      } else {
        uint32_t V = Value;
        std::memcpy(P + I * 4, &V, 4);
      }
    }
  }
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlMalloc(void **DevPtr, size_t Size) {
  return allocate(DevPtr, Size, axlMemoryTypeDevice, 0);
}

axlError_t axlFree(void *DevPtr) { return release(DevPtr, false); }

axlError_t axlMallocHost(void **Ptr, size_t Size) {
  return allocate(Ptr, Size, axlMemoryTypeHost, axlHostAllocDefault);
}

axlError_t axlHostAlloc(void **PHost, size_t Size, unsigned int Flags) {
  constexpr unsigned Valid = axlHostAllocPortable | axlHostAllocMapped | axlHostAllocWriteCombined;
  if (Flags & ~Valid)
    return fail(axlErrorInvalidValue);
  return allocate(PHost, Size, axlMemoryTypeHost, Flags);
}

axlError_t axlFreeHost(void *Ptr) { return release(Ptr, true); }

axlError_t axlMallocManaged(void **DevPtr, size_t Size, unsigned int Flags) {
  if (Size == 0 || (Flags != axlMemAttachGlobal && Flags != axlMemAttachHost))
    return fail(axlErrorInvalidValue);
  return allocate(DevPtr, Size, axlMemoryTypeManaged, Flags);
}

axlError_t axlMallocPitch(void **DevPtr, size_t *Pitch, size_t Width, size_t Height) {
  if (!DevPtr || !Pitch)
    return fail(axlErrorInvalidValue);
  size_t RowBytes = (std::max<size_t>(Width, 1) + PitchAlignment - 1) / PitchAlignment *
                    PitchAlignment;
  if (Height && RowBytes > SIZE_MAX / Height)
    return fail(axlErrorMemoryAllocation);
  axlError_t E = allocate(DevPtr, RowBytes * Height, axlMemoryTypeDevice, 0);
  if (E == axlSuccess)
    *Pitch = RowBytes;
  return E;
}

axlError_t axlMallocAsync(void **DevPtr, size_t Size, axlStream_t Stream) {
  if (!DevPtr)
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    if (S->Cap) // a graph allocation node
      return fail(captureMallocLocked(*S, DevPtr, Size));
    return fail(poolMallocLocked(currentPoolLocked(), *S, Size, DevPtr, L));
  });
}

axlError_t axlFreeAsync(void *DevPtr, axlStream_t Stream) {
  if (!DevPtr)
    return axlSuccess;
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    if (S->Cap) // a graph free node
      return fail(captureFreeLocked(*S, DevPtr));
    Allocation A;
    {
      std::lock_guard<std::mutex> G(AllocM);
      auto It = allocations().find(static_cast<const char *>(DevPtr));
      if (It == allocations().end() || !freeable(It->second, false))
        return fail(axlErrorInvalidValue);
      A = It->second;
      if (A.How != Backing::Graph)
        allocations().erase(It); // a second free fails now, not later
    }
    switch (A.How) {
    case Backing::Graph:
      return fail(freeGraphAllocationLocked(DevPtr, S.get(), L));
    case Backing::Pool:
      return fail(poolFreeLocked(A.Owner, DevPtr, S.get(), L));
    case Backing::PoolImport: {
      AllocationInfo Info{static_cast<char *>(DevPtr), A.Size, A.Type, A.How, A.Owner, A.Offset};
      return fail(enqueueLocked(
          *S,
          [Info] {
            Lock Inner(runtime().M);
            releaseImportedLocked(Info);
          },
          L, axlGraphNodeTypeMemFree));
    }
    default:
      return fail(enqueueLocked(
          *S, [DevPtr, A] { releaseMemory(static_cast<const char *>(DevPtr), A); }, L,
          axlGraphNodeTypeMemFree));
    }
  });
}

axlError_t axlHostRegister(void *Ptr, size_t Size, unsigned int Flags) {
  constexpr unsigned Valid = axlHostRegisterPortable | axlHostRegisterMapped |
                             axlHostRegisterIoMemory | axlHostRegisterReadOnly;
  if (!Ptr || Size == 0 || (Flags & ~Valid))
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(AllocM);
  auto &Map = allocations();
  auto *Begin = static_cast<const char *>(Ptr);
  auto It = Map.lower_bound(Begin);
  bool Overlaps = (It != Map.end() && It->first < Begin + Size) || findAllocation(Ptr) != Map.end();
  if (Overlaps)
    return fail(axlErrorHostMemoryAlreadyRegistered);
  Map.emplace(Begin, Allocation{Size, axlMemoryTypeHost, Flags, Backing::Registered});
  return axlSuccess;
}

axlError_t axlHostUnregister(void *Ptr) {
  std::lock_guard<std::mutex> G(AllocM);
  auto It = allocations().find(static_cast<const char *>(Ptr));
  if (!Ptr || It == allocations().end() || It->second.How != Backing::Registered)
    return fail(axlErrorHostMemoryNotRegistered);
  allocations().erase(It);
  return axlSuccess;
}

axlError_t axlHostGetDevicePointer(void **PDevice, void *PHost, unsigned int Flags) {
  if (!PDevice || !PHost || Flags != 0)
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(AllocM);
  auto It = findAllocation(PHost);
  if (It == allocations().end() || It->second.Type == axlMemoryTypeDevice)
    return fail(axlErrorInvalidValue);
  *PDevice = PHost; // mapped memory has the same address on the device
  return axlSuccess;
}

axlError_t axlHostGetFlags(unsigned int *PFlags, void *PHost) {
  if (!PFlags || !PHost)
    return fail(axlErrorInvalidValue);
  std::lock_guard<std::mutex> G(AllocM);
  auto It = findAllocation(PHost);
  if (It == allocations().end() || It->second.Type != axlMemoryTypeHost)
    return fail(axlErrorInvalidValue);
  *PFlags = It->second.Flags;
  return axlSuccess;
}

axlError_t axlMemGetInfo(size_t *Free, size_t *Total) {
  if (!Free || !Total)
    return fail(axlErrorInvalidValue);
  // The device's memory is the host's RAM.
  size_t PageSize = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  *Total = memInfo("MemTotal:");
  if (!*Total)
    *Total = static_cast<size_t>(sysconf(_SC_PHYS_PAGES)) * PageSize;
  *Free = memInfo("MemAvailable:");
  if (!*Free)
    *Free = static_cast<size_t>(sysconf(_SC_AVPHYS_PAGES)) * PageSize;
  return axlSuccess;
}

axlError_t axlPointerGetAttributes(struct axlPointerAttributes *Attr, const void *Ptr) {
  if (!Attr)
    return fail(axlErrorInvalidValue);
  *Attr = axlPointerAttributes{};
  std::lock_guard<std::mutex> G(AllocM);
  auto It = Ptr ? findAllocation(Ptr) : allocations().end();
  if (It == allocations().end()) {
    // As CUDA 11+: memory the runtime does not know is unregistered.
    Attr->type = axlMemoryTypeUnregistered;
    Attr->device = axlInvalidDeviceId;
    return axlSuccess;
  }
  Attr->type = It->second.Type;
  Attr->device = 0;
  Attr->devicePointer = const_cast<void *>(Ptr);
  // As CUDA: device memory has no host address.
  Attr->hostPointer = It->second.Type == axlMemoryTypeDevice ? nullptr : const_cast<void *>(Ptr);
  return axlSuccess;
}

axlError_t axlMemcpy(void *Dst, const void *Src, size_t Count, enum axlMemcpyKind Kind) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  if (Count == 0)
    return axlSuccess;
  if (!Dst || !Src)
    return fail(axlErrorInvalidValue);
  return runSynchronously([=] { std::memmove(Dst, Src, Count); });
}

axlError_t axlMemcpyAsync(void *Dst, const void *Src, size_t Count, enum axlMemcpyKind Kind,
                          axlStream_t Stream) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  if (Count && (!Dst || !Src))
    return fail(axlErrorInvalidValue);
  return enqueueAs(
      Stream, [=] { std::memmove(Dst, Src, Count); }, axlGraphNodeTypeMemcpy);
}

static axlError_t check2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t Width,
                          size_t Height, axlMemcpyKind Kind) {
  if (!validKind(Kind))
    return axlErrorInvalidMemcpyDirection;
  if (Height > 1 && (Width > DPitch || Width > SPitch))
    return axlErrorInvalidPitchValue;
  if (Width && Height && (!Dst || !Src))
    return axlErrorInvalidValue;
  return axlSuccess;
}

axlError_t axlMemcpy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t Width,
                       size_t Height, enum axlMemcpyKind Kind) {
  if (axlError_t E = check2D(Dst, DPitch, Src, SPitch, Width, Height, Kind))
    return fail(E);
  if (!Width || !Height)
    return axlSuccess;
  return runSynchronously([=] { copy2D(Dst, DPitch, Src, SPitch, Width, Height); });
}

axlError_t axlMemcpy2DAsync(void *Dst, size_t DPitch, const void *Src, size_t SPitch,
                            size_t Width, size_t Height, enum axlMemcpyKind Kind,
                            axlStream_t Stream) {
  if (axlError_t E = check2D(Dst, DPitch, Src, SPitch, Width, Height, Kind))
    return fail(E);
  return enqueueAs(
      Stream, [=] { copy2D(Dst, DPitch, Src, SPitch, Width, Height); }, axlGraphNodeTypeMemcpy);
}

axlError_t axlMemset(void *DevPtr, int Value, size_t Count) {
  if (Count == 0)
    return axlSuccess;
  if (!DevPtr)
    return fail(axlErrorInvalidValue);
  return runSynchronously([=] { std::memset(DevPtr, Value, Count); });
}

axlError_t axlMemsetAsync(void *DevPtr, int Value, size_t Count, axlStream_t Stream) {
  if (Count && !DevPtr)
    return fail(axlErrorInvalidValue);
  return enqueueAs(
      Stream, [=] { std::memset(DevPtr, Value, Count); }, axlGraphNodeTypeMemset);
}

axlError_t axlMemset2D(void *DevPtr, size_t Pitch, int Value, size_t Width, size_t Height) {
  if ((Height > 1 && Width > Pitch) || (Width && Height && !DevPtr))
    return fail(axlErrorInvalidValue);
  if (!Width || !Height)
    return axlSuccess;
  return runSynchronously([=] { fill2D(DevPtr, Pitch, unsigned(Value), 1, Width, Height); });
}

axlError_t axlMemset2DAsync(void *DevPtr, size_t Pitch, int Value, size_t Width, size_t Height,
                            axlStream_t Stream) {
  if ((Height > 1 && Width > Pitch) || (Width && Height && !DevPtr))
    return fail(axlErrorInvalidValue);
  return enqueueAs(
      Stream, [=] { fill2D(DevPtr, Pitch, unsigned(Value), 1, Width, Height); },
      axlGraphNodeTypeMemset);
}

// Symbols: to a symbol, the kind may be host-to-device, device-to-device or
// default; from one, device-to-host, device-to-device or default.
static bool toSymbolKind(axlMemcpyKind K) {
  return K == axlMemcpyHostToDevice || K == axlMemcpyDeviceToDevice || K == axlMemcpyDefault;
}
static bool fromSymbolKind(axlMemcpyKind K) {
  return K == axlMemcpyDeviceToHost || K == axlMemcpyDeviceToDevice || K == axlMemcpyDefault;
}

axlError_t axlMemcpyToSymbol(const void *Symbol, const void *Src, size_t Count, size_t Offset,
                             enum axlMemcpyKind Kind) {
  if (!Symbol)
    return fail(axlErrorInvalidSymbol);
  if (!toSymbolKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  return axlMemcpy(const_cast<char *>(static_cast<const char *>(Symbol)) + Offset, Src, Count,
                   Kind);
}

axlError_t axlMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Count, size_t Offset,
                               enum axlMemcpyKind Kind) {
  if (!Symbol)
    return fail(axlErrorInvalidSymbol);
  if (!fromSymbolKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  return axlMemcpy(Dst, static_cast<const char *>(Symbol) + Offset, Count, Kind);
}

axlError_t axlMemcpyToSymbolAsync(const void *Symbol, const void *Src, size_t Count,
                                  size_t Offset, enum axlMemcpyKind Kind, axlStream_t Stream) {
  if (!Symbol)
    return fail(axlErrorInvalidSymbol);
  if (!toSymbolKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  return axlMemcpyAsync(const_cast<char *>(static_cast<const char *>(Symbol)) + Offset, Src,
                        Count, Kind, Stream);
}

axlError_t axlMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t Count, size_t Offset,
                                    enum axlMemcpyKind Kind, axlStream_t Stream) {
  if (!Symbol)
    return fail(axlErrorInvalidSymbol);
  if (!fromSymbolKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  return axlMemcpyAsync(Dst, static_cast<const char *>(Symbol) + Offset, Count, Kind, Stream);
}

axlError_t axlGetSymbolAddress(void **DevPtr, const void *Symbol) {
  if (!DevPtr)
    return fail(axlErrorInvalidValue);
  if (!Symbol)
    return fail(axlErrorInvalidSymbol);
  *DevPtr = const_cast<void *>(Symbol); // a device variable is a host global
  return axlSuccess;
}

axlError_t axlGetSymbolSize(size_t *, const void *) {
  unsupported("axlGetSymbolSize of a symbol given by its address (pass the variable itself, "
              "whose type gives the size)");
}

axlError_t axlMemPrefetchAsync(const void *DevPtr, size_t Count, struct axlMemLocation Location,
                               unsigned int Flags, axlStream_t Stream) {
  if (!DevPtr || Count == 0 || Flags != 0)
    return fail(axlErrorInvalidValue);
  axlError_t E = axlSuccess;
  if (!validLocation(Location, E))
    return fail(E);
  Lock L(runtime().M);
  if (!resolveStream(Stream, L))
    return fail(axlErrorInvalidResourceHandle);
  return axlSuccess; // one memory: nothing to migrate
}

axlError_t axlMemAdvise(const void *DevPtr, size_t Count, enum axlMemoryAdvise Advice,
                        struct axlMemLocation Location) {
  if (!DevPtr || Count == 0 || Advice < axlMemAdviseSetReadMostly ||
      Advice > axlMemAdviseUnsetAccessedBy)
    return fail(axlErrorInvalidValue);
  axlError_t E = axlSuccess;
  bool UsesLocation = Advice != axlMemAdviseSetReadMostly && Advice != axlMemAdviseUnsetReadMostly &&
                      Advice != axlMemAdviseUnsetPreferredLocation;
  if (UsesLocation && !validLocation(Location, E))
    return fail(E);
  return axlSuccess; // one memory: advice changes nothing
}
