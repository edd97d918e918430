// CPU backend: the driver's virtual memory management. A physical
// allocation (axlDrvMemCreate) is a memory file (memfd_create), a reserved
// range (axlDrvMemAddressReserve) is address space mapped with no access,
// axlDrvMemMap maps part of an allocation's file over part of a range, and
// axlDrvMemSetAccess opens it with mprotect. An allocation lives while it
// has a handle or a mapping, as in CUDA (the file is closed when the last
// goes); its handle exports a file descriptor that another process imports
// (and maps), so processes of one machine share memory as CUDA's POSIX
// handles let them.
#include <axl/cpu/driver.h>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <cstdio>
#include <iterator>
#include <map>
#include <mutex>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

/// CUDA's granularity for GPUs, minimum and recommended.
constexpr size_t Granularity = size_t(2) << 20;

struct Allocation {
  int Fd = -1;
  size_t Size = 0;
  axlDrvMemAllocationProp Prop{};
  int Refs = 1; ///< its handle (and retains), and each mapping
};

struct Mapping {
  size_t Size = 0;
  axlDrvMemGenericAllocationHandle Handle = 0;
  unsigned long long Access = AXLDRV_MEM_ACCESS_FLAGS_PROT_NONE;
};

struct State {
  std::mutex M;
  std::map<axlDrvMemGenericAllocationHandle, Allocation> Allocations;
  axlDrvMemGenericAllocationHandle Next = 1;
  std::map<uintptr_t, size_t> Reserved; ///< base: size
  std::map<uintptr_t, Mapping> Mapped;  ///< base: mapping
};

State &state() {
  static auto *S = new State; // never destroyed: mappings may outlive statics
  return *S;
}

bool validDevice(const axlDrvMemLocation &L) {
  int Count = 0;
  axlGetDeviceCount(&Count);
  return L.type == AXLDRV_MEM_LOCATION_TYPE_DEVICE && L.id >= 0 && L.id < Count;
}

bool validProp(const axlDrvMemAllocationProp *P) {
  constexpr unsigned Handles = AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  return P && P->type == AXLDRV_MEM_ALLOCATION_TYPE_PINNED && validDevice(P->location) &&
         !(unsigned(P->requestedHandleTypes) & ~Handles);
}

void dropRef(State &S, axlDrvMemGenericAllocationHandle H) {
  auto It = S.Allocations.find(H);
  if (It != S.Allocations.end() && --It->second.Refs == 0) {
    close(It->second.Fd);
    S.Allocations.erase(It);
  }
}

/// The reservation holding [P, P + Size), or end.
std::map<uintptr_t, size_t>::iterator reservationOf(State &S, uintptr_t P, size_t Size) {
  auto It = S.Reserved.upper_bound(P);
  if (It == S.Reserved.begin())
    return S.Reserved.end();
  --It;
  return P + Size <= It->first + It->second ? It : S.Reserved.end();
}

/// The mappings [P, P + Size) consists of exactly, or an empty list.
std::vector<std::map<uintptr_t, Mapping>::iterator> mappingsOf(State &S, uintptr_t P,
                                                               size_t Size) {
  std::vector<std::map<uintptr_t, Mapping>::iterator> Out;
  uintptr_t At = P;
  for (auto It = S.Mapped.find(P); It != S.Mapped.end() && At < P + Size; ++It) {
    if (It->first != At)
      return {};
    Out.push_back(It);
    At += It->second.Size;
  }
  return At == P + Size ? Out : decltype(Out){};
}

/// The mapping that holds address P, or end.
std::map<uintptr_t, Mapping>::iterator mappingAt(State &S, uintptr_t P) {
  auto It = S.Mapped.upper_bound(P);
  if (It == S.Mapped.begin())
    return S.Mapped.end();
  --It;
  return P < It->first + It->second.Size ? It : S.Mapped.end();
}

/// Address space with no access and no memory behind it.
void *inaccessible(void *Where, size_t Size, bool Fixed) {
  return mmap(Where, Size, PROT_NONE,
              MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | (Fixed ? MAP_FIXED : 0), -1, 0);
}

} // namespace

extern "C" {

axlDrvResult axlDrvMemGetAllocationGranularity(size_t *Out, const axlDrvMemAllocationProp *Prop,
                                               axlDrvMemAllocationGranularity_flags Option) {
  if (!Out || !validProp(Prop) || (Option != AXLDRV_MEM_ALLOC_GRANULARITY_MINIMUM &&
                                   Option != AXLDRV_MEM_ALLOC_GRANULARITY_RECOMMENDED))
    return AXLDRV_ERROR_INVALID_VALUE;
  *Out = Granularity;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemCreate(axlDrvMemGenericAllocationHandle *Handle, size_t Size,
                             const axlDrvMemAllocationProp *Prop, unsigned long long Flags) {
  if (!Handle || !Size || Size % Granularity || Flags || !validProp(Prop))
    return AXLDRV_ERROR_INVALID_VALUE;
  int Fd = memfd_create("axl-vmm", MFD_CLOEXEC);
  if (Fd < 0)
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  if (ftruncate(Fd, off_t(Size)) != 0) {
    close(Fd);
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  }
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  Allocation A;
  A.Fd = Fd;
  A.Size = Size;
  A.Prop = *Prop;
  *Handle = S.Next++;
  S.Allocations[*Handle] = A;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemRelease(axlDrvMemGenericAllocationHandle Handle) {
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  if (!S.Allocations.count(Handle))
    return AXLDRV_ERROR_INVALID_VALUE;
  dropRef(S, Handle); // mapped memory stays until unmapped
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemAddressReserve(axlDrvDeviceptr *Ptr, size_t Size, size_t Alignment,
                                     axlDrvDeviceptr Addr, unsigned long long Flags) {
  if (!Ptr || !Size || Flags || (Alignment & (Alignment - 1)))
    return AXLDRV_ERROR_INVALID_VALUE;
  const size_t Align = std::max(Alignment, Granularity);
  Size = (Size + Granularity - 1) / Granularity * Granularity;
  // Reserve more, then give back what lies outside the aligned range.
  void *Raw = inaccessible(reinterpret_cast<void *>(uintptr_t(Addr)), Size + Align, false);
  if (Raw == MAP_FAILED)
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  const uintptr_t Begin = reinterpret_cast<uintptr_t>(Raw);
  const uintptr_t Base = (Begin + Align - 1) / Align * Align;
  if (Base > Begin)
    munmap(Raw, Base - Begin);
  if (Begin + Size + Align > Base + Size)
    munmap(reinterpret_cast<void *>(Base + Size), Begin + Size + Align - (Base + Size));
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  S.Reserved[Base] = Size;
  *Ptr = Base;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemAddressFree(axlDrvDeviceptr Ptr, size_t Size) {
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto It = S.Reserved.find(uintptr_t(Ptr));
  Size = (Size + Granularity - 1) / Granularity * Granularity;
  if (It == S.Reserved.end() || It->second != Size)
    return AXLDRV_ERROR_INVALID_VALUE;
  auto M = S.Mapped.lower_bound(uintptr_t(Ptr));
  if (M != S.Mapped.end() && M->first < uintptr_t(Ptr) + Size)
    return AXLDRV_ERROR_INVALID_VALUE; // unmap first
  munmap(reinterpret_cast<void *>(uintptr_t(Ptr)), Size);
  S.Reserved.erase(It);
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemMap(axlDrvDeviceptr Ptr, size_t Size, size_t Offset,
                          axlDrvMemGenericAllocationHandle Handle, unsigned long long Flags) {
  const uintptr_t P = uintptr_t(Ptr);
  if (!Size || Flags || P % Granularity || Size % Granularity || Offset % Granularity)
    return AXLDRV_ERROR_INVALID_VALUE;
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto A = S.Allocations.find(Handle);
  if (A == S.Allocations.end() || Offset + Size > A->second.Size ||
      reservationOf(S, P, Size) == S.Reserved.end())
    return AXLDRV_ERROR_INVALID_VALUE;
  auto Next = S.Mapped.lower_bound(P);
  if ((Next != S.Mapped.end() && Next->first < P + Size) || mappingAt(S, P) != S.Mapped.end())
    return AXLDRV_ERROR_INVALID_VALUE; // part of the range is mapped already
  void *Where = reinterpret_cast<void *>(P);
  if (mmap(Where, Size, PROT_NONE, MAP_SHARED | MAP_FIXED, A->second.Fd, off_t(Offset)) ==
      MAP_FAILED)
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  ++A->second.Refs;
  S.Mapped[P] = Mapping{Size, Handle, AXLDRV_MEM_ACCESS_FLAGS_PROT_NONE};
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemUnmap(axlDrvDeviceptr Ptr, size_t Size) {
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto Covered = mappingsOf(S, uintptr_t(Ptr), Size);
  if (!Size || Covered.empty())
    return AXLDRV_ERROR_INVALID_VALUE; // not whole mappings
  inaccessible(reinterpret_cast<void *>(uintptr_t(Ptr)), Size, true);
  for (auto It : Covered) {
    dropRef(S, It->second.Handle);
    S.Mapped.erase(It);
  }
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemSetAccess(axlDrvDeviceptr Ptr, size_t Size, const axlDrvMemAccessDesc *Desc,
                                size_t Count) {
  if (!Desc || !Count)
    return AXLDRV_ERROR_INVALID_VALUE;
  unsigned long long Access = AXLDRV_MEM_ACCESS_FLAGS_PROT_NONE;
  for (size_t I = 0; I < Count; ++I) {
    const auto F = Desc[I].flags;
    if (!validDevice(Desc[I].location) ||
        (F != AXLDRV_MEM_ACCESS_FLAGS_PROT_NONE && F != AXLDRV_MEM_ACCESS_FLAGS_PROT_READ &&
         F != AXLDRV_MEM_ACCESS_FLAGS_PROT_READWRITE))
      return AXLDRV_ERROR_INVALID_VALUE;
    Access = F; // the devices are one host: the last description stands
  }
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto Covered = mappingsOf(S, uintptr_t(Ptr), Size);
  if (!Size || Covered.empty())
    return AXLDRV_ERROR_INVALID_VALUE; // only mapped memory has access
  const int Prot = Access == AXLDRV_MEM_ACCESS_FLAGS_PROT_READWRITE ? PROT_READ | PROT_WRITE
                   : Access == AXLDRV_MEM_ACCESS_FLAGS_PROT_READ    ? PROT_READ
                                                                    : PROT_NONE;
  if (mprotect(reinterpret_cast<void *>(uintptr_t(Ptr)), Size, Prot) != 0)
    return AXLDRV_ERROR_INVALID_VALUE;
  for (auto It : Covered)
    It->second.Access = Access;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemGetAccess(unsigned long long *Flags, const axlDrvMemLocation *Location,
                                axlDrvDeviceptr Ptr) {
  if (!Flags || !Location || !validDevice(*Location))
    return AXLDRV_ERROR_INVALID_VALUE;
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto It = mappingAt(S, uintptr_t(Ptr));
  if (It == S.Mapped.end())
    return AXLDRV_ERROR_INVALID_VALUE;
  *Flags = It->second.Access;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemRetainAllocationHandle(axlDrvMemGenericAllocationHandle *Handle,
                                             void *Addr) {
  if (!Handle)
    return AXLDRV_ERROR_INVALID_VALUE;
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto It = mappingAt(S, reinterpret_cast<uintptr_t>(Addr));
  if (It == S.Mapped.end())
    return AXLDRV_ERROR_INVALID_VALUE;
  ++S.Allocations.at(It->second.Handle).Refs; // released with axlDrvMemRelease
  *Handle = It->second.Handle;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemGetAllocationPropertiesFromHandle(axlDrvMemAllocationProp *Prop,
                                                        axlDrvMemGenericAllocationHandle Handle) {
  if (!Prop)
    return AXLDRV_ERROR_INVALID_VALUE;
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto It = S.Allocations.find(Handle);
  if (It == S.Allocations.end())
    return AXLDRV_ERROR_INVALID_VALUE;
  *Prop = It->second.Prop;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemExportToShareableHandle(void *Out, axlDrvMemGenericAllocationHandle Handle,
                                              axlDrvMemAllocationHandleType Type,
                                              unsigned long long Flags) {
  if (!Out || Flags)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (Type != AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
    return AXLDRV_ERROR_NOT_SUPPORTED; // Win32 and fabric handles
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  auto It = S.Allocations.find(Handle);
  if (It == S.Allocations.end() ||
      !(It->second.Prop.requestedHandleTypes & AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))
    return AXLDRV_ERROR_INVALID_VALUE; // not made to be exported
  int Fd = dup(It->second.Fd);
  if (Fd < 0)
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  *static_cast<int *>(Out) = Fd;
  return AXLDRV_SUCCESS;
}

axlDrvResult axlDrvMemImportFromShareableHandle(axlDrvMemGenericAllocationHandle *Handle,
                                                void *OsHandle,
                                                axlDrvMemAllocationHandleType Type) {
  if (!Handle)
    return AXLDRV_ERROR_INVALID_VALUE;
  if (Type != AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
    return AXLDRV_ERROR_NOT_SUPPORTED;
  // The descriptor travels in the pointer, as CUDA passes it.
  const int Given = int(reinterpret_cast<intptr_t>(OsHandle));
  struct stat St;
  if (Given < 0 || fstat(Given, &St) != 0 || St.st_size <= 0 ||
      size_t(St.st_size) % Granularity)
    return AXLDRV_ERROR_INVALID_VALUE;
  int Fd = fcntl(Given, F_DUPFD_CLOEXEC, 0);
  if (Fd < 0)
    return AXLDRV_ERROR_OUT_OF_MEMORY;
  State &S = state();
  std::lock_guard<std::mutex> L(S.M);
  Allocation A;
  A.Fd = Fd;
  A.Size = size_t(St.st_size);
  A.Prop.type = AXLDRV_MEM_ALLOCATION_TYPE_PINNED;
  A.Prop.requestedHandleTypes = AXLDRV_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  A.Prop.location = {AXLDRV_MEM_LOCATION_TYPE_DEVICE, 0};
  *Handle = S.Next++;
  S.Allocations[*Handle] = A;
  return AXLDRV_SUCCESS;
}

} // extern "C"
