// CPU backend runtime: memory pools (CUDA's stream-ordered allocator; see
// <axl/cpu/runtime_mem_pool.h> for the semantics). A pool is a list of
// blocks, each one reservation (aligned_alloc, or a range of the pool's
// memfd for IPC pools); a free moves its block to the pool's free list with
// its place in stream order (stream, task count), which says when another
// stream may take it. All of it is under Runtime::M.
#include "mem_pool.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

namespace axl::cpu::detail {

namespace {

constexpr size_t Granule = 256; ///< CUDA's allocation alignment

struct PoolRegistry {
  /// Every pool that still has a handle or memory (destroyed ones until
  /// their memory is back).
  std::unordered_map<axlMemPool_st *, std::unique_ptr<axlMemPool_st>> All;
  axlMemPool_st *Default = nullptr;
  axlMemPool_st *Current = nullptr;
};

axlMemPoolProps defaultProps() {
  axlMemPoolProps Props{};
  Props.allocType = axlMemAllocationTypePinned;
  Props.handleTypes = axlMemHandleTypeNone;
  Props.location.type = axlMemLocationTypeDevice;
  Props.location.id = 0;
  return Props;
}

PoolRegistry &registry() {
  static PoolRegistry *R = [] {
    auto *New = new PoolRegistry; // never destroyed: exit-time frees reach it
    auto Pool = std::make_unique<axlMemPool_st>();
    Pool->Props = defaultProps();
    Pool->IsDefault = true;
    New->Default = New->Current = Pool.get();
    New->All.emplace(Pool.get(), std::move(Pool));
    return New;
  }();
  return *R;
}

bool freeCompleteLocked(const PoolBlock &B) {
  auto S = B.FreeStream.lock();
  return !S || S->Completed >= B.FreeTicket;
}

void releaseBlockLocked(axlMemPool_st &P, const PoolBlock &B) {
  if (P.Arena)
    P.Arena->unmap(B.Base, B.Bytes, B.Offset, true);
  else
    std::free(B.Base);
  P.Reserved -= B.Bytes;
}

/// Releases completed free blocks, largest first, keeping at least `Keep`
/// bytes reserved.
void trimLocked(axlMemPool_st &P, uint64_t Keep) {
  std::stable_sort(P.Free.begin(), P.Free.end(),
                   [](const PoolBlock &A, const PoolBlock &B) { return A.Bytes > B.Bytes; });
  for (auto It = P.Free.begin(); It != P.Free.end();) {
    if (P.Reserved - It->Bytes >= Keep && freeCompleteLocked(*It)) {
      releaseBlockLocked(P, *It);
      It = P.Free.erase(It);
    } else {
      ++It;
    }
  }
}

} // namespace

void collectPoolLocked(axlMemPool_st &P) {
  if (!P.Destroyed)
    return;
  trimLocked(P, 0);
  if (P.Live.empty() && P.Free.empty() && P.Imports == 0)
    registry().All.erase(&P);
}

namespace {

bool reserveLocked(axlMemPool_st &P, size_t Bytes, PoolBlock &B) {
  if (P.Props.maxSize && (Bytes > P.Props.maxSize || P.Reserved > P.Props.maxSize - Bytes))
    return false;
  B = PoolBlock{};
  B.Bytes = Bytes;
  B.Base = static_cast<char *>(P.Arena ? P.Arena->map(Bytes, B.Offset)
                                       : std::aligned_alloc(Granule, Bytes));
  if (!B.Base)
    return false;
  P.Reserved += Bytes;
  P.ReservedHigh = std::max(P.ReservedHigh, P.Reserved);
  return true;
}

/// A task that blocks its stream until `S` has run `Ticket` tasks (the
/// inserted dependency of a reuse across streams).
Task waitForFree(std::shared_ptr<axlStream_st> S, uint64_t Ticket) {
  return [S = std::move(S), Ticket] {
    Runtime &R = runtime();
    Lock L(R.M);
    R.Done.wait(L, [&] { return S->Completed >= Ticket; });
  };
}

/// Which free block an allocation of `Bytes` on `S` may take: the smallest
/// that fits (and is at most twice the size), first among those needing no
/// wait. Returns Free.size() when none; `Wait` says whether it needs one.
size_t pickBlockLocked(const axlMemPool_st &P, const axlStream_st &S, size_t Bytes, bool &Wait) {
  size_t Best = P.Free.size();
  bool BestWait = true;
  for (size_t I = 0; I < P.Free.size(); ++I) {
    const PoolBlock &B = P.Free[I];
    if (B.Bytes < Bytes || B.Bytes / 2 > Bytes)
      continue;
    auto F = B.FreeStream.lock();
    bool NeedsWait;
    if (F.get() == &S || freeCompleteLocked(B))
      // Stream order, or a completed free (whose reuse without a dependency
      // is opportunistic unless the host saw it: axlFree).
      NeedsWait = F && F.get() != &S && !P.AllowOpportunistic;
    else
      NeedsWait = true;
    if (NeedsWait && !P.AllowInternalDependencies)
      continue;
    if (Best == P.Free.size() || (BestWait && !NeedsWait) ||
        (BestWait == NeedsWait && B.Bytes < P.Free[Best].Bytes)) {
      Best = I;
      BestWait = NeedsWait;
    }
  }
  Wait = BestWait;
  return Best;
}

axlError_t checkDevicePoolLocation(const axlMemLocation *Location, axlMemAllocationType Type) {
  if (!Location)
    return axlErrorInvalidValue;
  bool Known = Type == axlMemAllocationTypePinned || Type == axlMemAllocationTypeManaged;
  switch (Location->type) {
  case axlMemLocationTypeDevice:
    if (!Known || Location->id != 0)
      return axlErrorInvalidValue;
    return Type == axlMemAllocationTypePinned ? axlSuccess : axlErrorNotSupported;
  case axlMemLocationTypeHost:
  case axlMemLocationTypeHostNuma:
    return Known ? axlErrorNotSupported : axlErrorInvalidValue; // host pools
  case axlMemLocationTypeNone:
    return Type == axlMemAllocationTypeManaged ? axlErrorNotSupported : axlErrorInvalidValue;
  default:
    return axlErrorInvalidValue;
  }
}

} // namespace

axlMemPool_st *findPoolLocked(axlMemPool_t Pool) {
  auto &All = registry().All;
  auto It = All.find(Pool);
  return It == All.end() || It->second->Destroyed ? nullptr : It->second.get();
}

axlMemPool_t addPoolLocked(std::unique_ptr<axlMemPool_st> Pool) {
  axlMemPool_st *P = Pool.get();
  registry().All.emplace(P, std::move(Pool));
  return P;
}

axlMemPool_t currentPoolLocked() { return registry().Current; }

axlError_t poolMallocLocked(axlMemPool_t Pool, axlStream_st &S, size_t Size, void **Out, Lock &L) {
  axlMemPool_st *P = findPoolLocked(Pool);
  if (!P || P->Imported) // imported pools only import pointers
    return axlErrorInvalidValue;
  *Out = nullptr;
  if (Size == 0)
    return axlSuccess;
  if (Size > SIZE_MAX - Granule)
    return axlErrorMemoryAllocation;
  size_t Bytes = (Size + Granule - 1) / Granule * Granule;
  bool Wait = false;
  size_t Index = pickBlockLocked(*P, S, Bytes, Wait);
  PoolBlock B;
  if (Index < P->Free.size()) {
    B = P->Free[Index];
    if (Wait) {
      if (auto F = B.FreeStream.lock(); F && F->Completed < B.FreeTicket)
        if (axlError_t E =
                enqueueLocked(S, waitForFree(F, B.FreeTicket), L, axlGraphNodeTypeWaitEvent))
          return E;
    }
    P->Free.erase(P->Free.begin() + static_cast<std::ptrdiff_t>(Index));
  } else if (!reserveLocked(*P, Bytes, B)) {
    trimLocked(*P, 0); // what completed frees hold, then try again
    if (!reserveLocked(*P, Bytes, B))
      return axlErrorMemoryAllocation;
  }
  B.FreeStream.reset();
  B.FreeTicket = 0;
  P->Live.push_back(B);
  P->Used += B.Bytes;
  P->UsedHigh = std::max(P->UsedHigh, P->Used);
  addDeviceAllocation(B.Base, Size, Backing::Pool, P);
  *Out = B.Base;
  return axlSuccess;
}

axlError_t poolFreeLocked(void *Pool, void *Ptr, axlStream_st *S, Lock &L) {
  auto *P = static_cast<axlMemPool_st *>(Pool);
  auto It = std::find_if(P->Live.begin(), P->Live.end(),
                         [&](const PoolBlock &B) { return B.Base == Ptr; });
  if (It == P->Live.end())
    return axlErrorInvalidValue;
  PoolBlock B = *It;
  if (S) {
    // A marker whose completion is the free's.
    if (axlError_t E = enqueueLocked(
            *S, [] {}, L, axlGraphNodeTypeMemFree))
      return E;
    B.FreeStream = S->shared_from_this();
    B.FreeTicket = S->Enqueued;
  }
  P->Live.erase(It);
  P->Used -= B.Bytes;
  P->Free.push_back(B);
  collectPoolLocked(*P);
  return axlSuccess;
}

void trimPoolsLocked() {
  std::vector<axlMemPool_st *> Pools;
  for (auto &[Handle, P] : registry().All)
    Pools.push_back(P.get());
  for (axlMemPool_st *P : Pools) {
    if (P->Destroyed)
      collectPoolLocked(*P);
    else if (P->Reserved > P->ReleaseThreshold)
      trimLocked(*P, P->ReleaseThreshold);
  }
}

void resetPoolsLocked() {
  PoolRegistry &R = registry();
  for (auto &[Handle, P] : R.All) {
    for (const PoolBlock &B : P->Live) {
      removeAllocation(B.Base);
      releaseBlockLocked(*P, B);
    }
    for (const PoolBlock &B : P->Free)
      releaseBlockLocked(*P, B);
    P->Live.clear();
    P->Free.clear();
  }
  for (auto It = R.All.begin(); It != R.All.end();)
    It = It->second->IsDefault ? std::next(It) : R.All.erase(It);
  axlMemPool_st &D = *R.Default;
  D.ReleaseThreshold = 0;
  D.FollowEventDependencies = D.AllowOpportunistic = D.AllowInternalDependencies = true;
  D.Reserved = D.ReservedHigh = D.Used = D.UsedHigh = 0;
  R.Current = R.Default;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlMemPoolCreate(axlMemPool_t *MemPool, const struct axlMemPoolProps *Props) {
  if (!MemPool || !Props)
    return fail(axlErrorInvalidValue);
  for (unsigned char Byte : Props->reserved)
    if (Byte)
      return fail(axlErrorInvalidValue);
  if (Props->allocType != axlMemAllocationTypePinned &&
      Props->allocType != axlMemAllocationTypeManaged)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = checkDevicePoolLocation(&Props->location, Props->allocType))
    return fail(E);
  constexpr unsigned KnownHandles = axlMemHandleTypePosixFileDescriptor | axlMemHandleTypeWin32 |
                                    axlMemHandleTypeWin32Kmt | axlMemHandleTypeFabric;
  if (Props->handleTypes & ~KnownHandles)
    return fail(axlErrorInvalidValue);
  if (Props->handleTypes & ~unsigned(axlMemHandleTypePosixFileDescriptor))
    return fail(axlErrorNotSupported); // Win32 handles, fabric
  if (Props->usage & ~unsigned(axlMemPoolCreateUsageHwDecompress))
    return fail(axlErrorInvalidValue);
  if (Props->usage)
    return fail(axlErrorNotSupported); // no decompression engine
  auto Pool = std::make_unique<axlMemPool_st>();
  Pool->Props = *Props;
  if ((Props->handleTypes & axlMemHandleTypePosixFileDescriptor) && !makeShareable(*Pool))
    return fail(axlErrorMemoryAllocation);
  Lock L(runtime().M);
  *MemPool = addPoolLocked(std::move(Pool));
  return axlSuccess;
}

axlError_t axlMemPoolDestroy(axlMemPool_t MemPool) {
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P || P->IsDefault)
    return fail(axlErrorInvalidValue);
  PoolRegistry &R = registry();
  if (R.Current == P)
    R.Current = R.Default;
  P->Destroyed = true;
  collectPoolLocked(*P);
  return axlSuccess;
}

axlError_t axlMemPoolSetAttribute(axlMemPool_t MemPool, enum axlMemPoolAttr Attr, void *Value) {
  if (!Value)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P)
    return fail(axlErrorInvalidValue);
  uint64_t U64;
  int Int;
  switch (Attr) {
  case axlMemPoolReuseFollowEventDependencies:
  case axlMemPoolReuseAllowOpportunistic:
  case axlMemPoolReuseAllowInternalDependencies:
    std::memcpy(&Int, Value, sizeof Int);
    (Attr == axlMemPoolReuseFollowEventDependencies ? P->FollowEventDependencies
     : Attr == axlMemPoolReuseAllowOpportunistic    ? P->AllowOpportunistic
                                                    : P->AllowInternalDependencies) = Int != 0;
    return axlSuccess;
  case axlMemPoolAttrReleaseThreshold:
    std::memcpy(&P->ReleaseThreshold, Value, sizeof U64);
    return axlSuccess;
  case axlMemPoolAttrReservedMemHigh:
  case axlMemPoolAttrUsedMemHigh:
    // Only a reset (0), which restarts the watermark from the current value.
    std::memcpy(&U64, Value, sizeof U64);
    if (U64 != 0)
      return fail(axlErrorInvalidValue);
    if (Attr == axlMemPoolAttrReservedMemHigh)
      P->ReservedHigh = P->Reserved;
    else
      P->UsedHigh = P->Used;
    return axlSuccess;
  default: // the current values are read-only
    return fail(axlErrorInvalidValue);
  }
}

axlError_t axlMemPoolGetAttribute(axlMemPool_t MemPool, enum axlMemPoolAttr Attr, void *Value) {
  if (!Value)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P)
    return fail(axlErrorInvalidValue);
  int Int;
  uint64_t U64;
  switch (Attr) {
  case axlMemPoolReuseFollowEventDependencies:
    Int = P->FollowEventDependencies;
    break;
  case axlMemPoolReuseAllowOpportunistic:
    Int = P->AllowOpportunistic;
    break;
  case axlMemPoolReuseAllowInternalDependencies:
    Int = P->AllowInternalDependencies;
    break;
  case axlMemPoolAttrReleaseThreshold:
    U64 = P->ReleaseThreshold;
    break;
  case axlMemPoolAttrReservedMemCurrent:
    U64 = P->Reserved;
    break;
  case axlMemPoolAttrReservedMemHigh:
    U64 = P->ReservedHigh;
    break;
  case axlMemPoolAttrUsedMemCurrent:
    U64 = P->Used;
    break;
  case axlMemPoolAttrUsedMemHigh:
    U64 = P->UsedHigh;
    break;
  default:
    return fail(axlErrorInvalidValue);
  }
  if (Attr <= axlMemPoolReuseAllowInternalDependencies)
    std::memcpy(Value, &Int, sizeof Int);
  else
    std::memcpy(Value, &U64, sizeof U64);
  return axlSuccess;
}

axlError_t axlMemPoolTrimTo(axlMemPool_t MemPool, size_t MinBytesToKeep) {
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P)
    return fail(axlErrorInvalidValue);
  trimLocked(*P, MinBytesToKeep);
  return axlSuccess;
}

axlError_t axlMemPoolSetAccess(axlMemPool_t MemPool, const struct axlMemAccessDesc *DescList,
                               size_t Count) {
  if (Count && !DescList)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!findPoolLocked(MemPool))
    return fail(axlErrorInvalidValue);
  for (size_t I = 0; I < Count; ++I) {
    const axlMemAccessDesc &D = DescList[I];
    if (D.flags != axlMemAccessFlagsProtNone && D.flags != axlMemAccessFlagsProtRead &&
        D.flags != axlMemAccessFlagsProtReadWrite)
      return fail(axlErrorInvalidValue);
    if (D.location.type != axlMemLocationTypeDevice)
      return fail(axlErrorInvalidValue);
    if (D.location.id != 0)
      return fail(axlErrorInvalidDevice);
    // The pool's own device always has read-write access.
    if (D.flags != axlMemAccessFlagsProtReadWrite)
      return fail(axlErrorInvalidValue);
  }
  return axlSuccess;
}

axlError_t axlMemPoolGetAccess(enum axlMemAccessFlags *Flags, axlMemPool_t MemPool,
                               struct axlMemLocation *Location) {
  if (!Flags || !Location)
    return fail(axlErrorInvalidValue);
  Lock L(runtime().M);
  if (!findPoolLocked(MemPool))
    return fail(axlErrorInvalidValue);
  if (Location->type != axlMemLocationTypeDevice)
    return fail(axlErrorInvalidValue);
  if (Location->id != 0)
    return fail(axlErrorInvalidDevice);
  *Flags = axlMemAccessFlagsProtReadWrite;
  return axlSuccess;
}

axlError_t axlDeviceGetDefaultMemPool(axlMemPool_t *MemPool, int Device) {
  if (!MemPool)
    return fail(axlErrorInvalidValue);
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  Lock L(runtime().M);
  *MemPool = registry().Default;
  return axlSuccess;
}

axlError_t axlDeviceGetMemPool(axlMemPool_t *MemPool, int Device) {
  if (!MemPool)
    return fail(axlErrorInvalidValue);
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  Lock L(runtime().M);
  *MemPool = registry().Current;
  return axlSuccess;
}

axlError_t axlDeviceSetMemPool(int Device, axlMemPool_t MemPool) {
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  Lock L(runtime().M);
  axlMemPool_st *P = findPoolLocked(MemPool);
  if (!P || P->Imported)
    return fail(axlErrorInvalidValue);
  registry().Current = P;
  return axlSuccess;
}

axlError_t axlMemGetDefaultMemPool(axlMemPool_t *MemPool, struct axlMemLocation *Location,
                                   enum axlMemAllocationType Type) {
  if (!MemPool)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = checkDevicePoolLocation(Location, Type))
    return fail(E);
  return axlDeviceGetDefaultMemPool(MemPool, 0);
}

axlError_t axlMemGetMemPool(axlMemPool_t *MemPool, struct axlMemLocation *Location,
                            enum axlMemAllocationType Type) {
  if (!MemPool)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = checkDevicePoolLocation(Location, Type))
    return fail(E);
  return axlDeviceGetMemPool(MemPool, 0);
}

axlError_t axlMemSetMemPool(struct axlMemLocation *Location, enum axlMemAllocationType Type,
                            axlMemPool_t MemPool) {
  if (axlError_t E = checkDevicePoolLocation(Location, Type))
    return fail(E);
  {
    Lock L(runtime().M);
    axlMemPool_st *P = findPoolLocked(MemPool);
    // The pool must be of that location and type.
    if (!P || P->Props.allocType != Type || P->Props.location.type != Location->type ||
        P->Props.location.id != Location->id)
      return fail(axlErrorInvalidValue);
  }
  return axlDeviceSetMemPool(0, MemPool);
}

axlError_t axlMallocFromPoolAsync(void **Ptr, size_t Size, axlMemPool_t MemPool,
                                  axlStream_t Stream) {
  if (!Ptr)
    return fail(axlErrorInvalidValue);
  return onStream(Stream, [&](const std::shared_ptr<axlStream_st> &S, Lock &L) -> axlError_t {
    axlMemPool_st *P = findPoolLocked(MemPool);
    if (!P || P->Imported)
      return fail(axlErrorInvalidValue);
    if (S->Cap) // a graph allocation node: the graph owns the memory
      return fail(captureMallocLocked(*S, Ptr, Size));
    return fail(poolMallocLocked(P, *S, Size, Ptr, L));
  });
}
