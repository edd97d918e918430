// Memory: allocations (alignment, types, pitch), copies of every kind (1-D,
// 2-D, to and from symbols, synchronous and stream-ordered), sets, pointer
// attributes, registered host memory, stream-ordered allocation, frees that
// wait for pending work, honest memory info, prefetch/advise, and CUDA's
// error codes for each misuse.
#include "runtime_check.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <unistd.h>

// Stand-ins for __constant__ / __device__ variables (host globals here).
static float Table[8];
static int Scalar;

static void allocations() {
  for (size_t Size : {1, 3, 255, 256, 1000, 1 << 20}) {
    void *P = nullptr;
    CHECK_OK(axlMalloc(&P, Size));
    CHECK(P && reinterpret_cast<uintptr_t>(P) % 256 == 0);
    std::memset(P, 1, Size);
    CHECK_OK(axlFree(P));
  }
  void *Zero = reinterpret_cast<void *>(1);
  CHECK_OK(axlMalloc(&Zero, 0));
  CHECK(Zero == nullptr);
  CHECK_OK(axlFree(nullptr));
  CHECK_ERR(axlMalloc(static_cast<void **>(nullptr), 4), axlErrorInvalidValue);
  void *Huge = nullptr;
  CHECK_ERR(axlMalloc(&Huge, SIZE_MAX - 8), axlErrorMemoryAllocation);

  float *Pitched = nullptr;
  size_t Pitch = 0;
  CHECK_OK(axlMallocPitch(&Pitched, &Pitch, 100 * sizeof(float), 10));
  CHECK(Pitch >= 100 * sizeof(float) && Pitch % 512 == 0);
  CHECK_OK(axlFree(Pitched));

  // Types and frees: each allocation is freed by its own function only.
  void *Dev, *Host, *Mapped, *Managed;
  CHECK_OK(axlMalloc(&Dev, 64));
  CHECK_OK(axlMallocHost(&Host, 64));
  CHECK_OK(axlHostAlloc(&Mapped, 64, axlHostAllocMapped | axlHostAllocPortable));
  CHECK_OK(axlMallocManaged(&Managed, 64));
  axlPointerAttributes A;
  CHECK_OK(axlPointerGetAttributes(&A, static_cast<char *>(Dev) + 10));
  CHECK(A.type == axlMemoryTypeDevice && A.device == 0 &&
        A.devicePointer == static_cast<char *>(Dev) + 10 && A.hostPointer == nullptr);
  CHECK_OK(axlPointerGetAttributes(&A, Host));
  CHECK(A.type == axlMemoryTypeHost && A.hostPointer == Host && A.devicePointer == Host);
  CHECK_OK(axlPointerGetAttributes(&A, Managed));
  CHECK(A.type == axlMemoryTypeManaged && A.hostPointer == Managed);
  int Local = 0;
  CHECK_OK(axlPointerGetAttributes(&A, &Local));
  CHECK(A.type == axlMemoryTypeUnregistered && A.device == axlInvalidDeviceId);
  CHECK_OK(axlPointerGetAttributes(&A, static_cast<char *>(Dev) + 64)); // one past the end
  CHECK(A.type == axlMemoryTypeUnregistered);
  unsigned Flags = 0;
  CHECK_OK(axlHostGetFlags(&Flags, Mapped));
  CHECK(Flags == (axlHostAllocMapped | axlHostAllocPortable));
  void *DevAlias = nullptr;
  CHECK_OK(axlHostGetDevicePointer(&DevAlias, Mapped, 0));
  CHECK(DevAlias == Mapped);
  CHECK_ERR(axlHostGetDevicePointer(&DevAlias, Dev, 0), axlErrorInvalidValue);
  CHECK_ERR(axlHostGetDevicePointer(&DevAlias, Mapped, 1), axlErrorInvalidValue);
  CHECK_ERR(axlFree(Host), axlErrorInvalidValue);
  CHECK_ERR(axlFreeHost(Dev), axlErrorInvalidValue);
  CHECK_ERR(axlFree(&Local), axlErrorInvalidValue);
  CHECK_ERR(axlFree(static_cast<char *>(Dev) + 1), axlErrorInvalidValue);
  CHECK_OK(axlFree(Dev));
  CHECK_ERR(axlFree(Dev), axlErrorInvalidValue);
  CHECK_OK(axlFreeHost(Host));
  CHECK_OK(axlFreeHost(Mapped));
  CHECK_OK(axlFree(Managed));
  CHECK_ERR(axlMallocManaged(&Managed, 0), axlErrorInvalidValue);
  CHECK_ERR(axlMallocManaged(&Managed, 64, 0), axlErrorInvalidValue);
  CHECK_ERR(axlHostAlloc(&Host, 64, 0x10), axlErrorInvalidValue);

  // Registered host memory.
  static char Page[4096];
  CHECK_OK(axlHostRegister(Page, sizeof(Page), axlHostRegisterDefault));
  CHECK_ERR(axlHostRegister(Page + 100, 10, axlHostRegisterDefault),
            axlErrorHostMemoryAlreadyRegistered);
  CHECK_OK(axlPointerGetAttributes(&A, Page + 5));
  CHECK(A.type == axlMemoryTypeHost);
  CHECK_OK(axlHostGetDevicePointer(&DevAlias, Page + 5, 0));
  CHECK(DevAlias == Page + 5);
  CHECK_ERR(axlFreeHost(Page), axlErrorInvalidValue);
  CHECK_OK(axlHostUnregister(Page));
  CHECK_ERR(axlHostUnregister(Page), axlErrorHostMemoryNotRegistered);
  CHECK_ERR(axlHostRegister(nullptr, 10, 0), axlErrorInvalidValue);
  axlGetLastError();

  // The typed forms take pointers to const data, as CUDA's (void *) cast
  // does: read-only tables allocated through `const T **`.
  const float *Table = nullptr, *HostTable = nullptr, *ManagedTable = nullptr;
  const float *PitchedTable = nullptr, *Ordered = nullptr;
  size_t TablePitch = 0;
  CHECK_OK(axlMalloc(&Table, 16 * sizeof(float)));
  CHECK_OK(axlMallocHost(&HostTable, 16 * sizeof(float)));
  CHECK_OK(axlMallocManaged(&ManagedTable, 16 * sizeof(float)));
  CHECK_OK(axlMallocPitch(&PitchedTable, &TablePitch, 16 * sizeof(float), 2));
  CHECK_OK(axlMallocAsync(&Ordered, 16 * sizeof(float), 0));
  CHECK(Table && HostTable && ManagedTable && PitchedTable && Ordered && TablePitch >= 64);
  CHECK_OK(axlPointerGetAttributes(&A, Table));
  CHECK(A.type == axlMemoryTypeDevice);
  CHECK_OK(axlFreeAsync(const_cast<float *>(Ordered), 0));
  CHECK_OK(axlStreamSynchronize(0));
  CHECK_OK(axlFree(const_cast<float *>(Table)));
  CHECK_OK(axlFreeHost(const_cast<float *>(HostTable)));
  CHECK_OK(axlFree(const_cast<float *>(ManagedTable)));
  CHECK_OK(axlFree(const_cast<float *>(PitchedTable)));
  std::printf("PASS allocations\n");
}

static void copies() {
  int Src[16], Dst[16];
  for (int I = 0; I < 16; ++I)
    Src[I] = I * I;
  int *Dev = nullptr, *Dev2 = nullptr;
  CHECK_OK(axlMalloc(&Dev, sizeof(Src)));
  CHECK_OK(axlMalloc(&Dev2, sizeof(Src)));
  for (axlMemcpyKind Kind : {axlMemcpyHostToHost, axlMemcpyHostToDevice, axlMemcpyDeviceToHost,
                             axlMemcpyDeviceToDevice, axlMemcpyDefault}) {
    CHECK_OK(axlMemset(Dev, 0, sizeof(Src)));
    CHECK_OK(axlMemset(Dev2, 0, sizeof(Src)));
    std::memset(Dst, 0, sizeof(Dst));
    CHECK_OK(axlMemcpy(Dev, Src, sizeof(Src), Kind));
    CHECK_OK(axlMemcpy(Dev2, Dev, sizeof(Src), Kind));
    CHECK_OK(axlMemcpy(Dst, Dev2, sizeof(Src), Kind));
    CHECK(std::memcmp(Src, Dst, sizeof(Src)) == 0);
  }
  CHECK_ERR(axlMemcpy(Dst, Src, 4, static_cast<axlMemcpyKind>(5)), axlErrorInvalidMemcpyDirection);
  CHECK_ERR(axlMemcpyAsync(Dst, Src, 4, static_cast<axlMemcpyKind>(-1), 0),
            axlErrorInvalidMemcpyDirection);
  CHECK_ERR(axlMemcpy(nullptr, Src, 4, axlMemcpyDefault), axlErrorInvalidValue);
  CHECK_OK(axlMemcpy(nullptr, nullptr, 0, axlMemcpyDefault));
  CHECK_ERR(axlMemset(nullptr, 0, 4), axlErrorInvalidValue);

  // Memset writes bytes.
  CHECK_OK(axlMemset(Dev, 0xab, 10));
  auto *Bytes = reinterpret_cast<unsigned char *>(Dev);
  for (int I = 0; I < 10; ++I)
    CHECK(Bytes[I] == 0xab);
  CHECK(Bytes[10] == 0);

  // 2-D: a 3x4 block of a 5-wide host matrix into an 8-wide device matrix.
  float HostM[4][5], DevM[4][8], Back[4][3];
  for (int R = 0; R < 4; ++R)
    for (int C = 0; C < 5; ++C)
      HostM[R][C] = R * 10 + C;
  std::memset(DevM, 0, sizeof(DevM));
  CHECK_OK(axlMemcpy2D(DevM, sizeof(DevM[0]), &HostM[0][1], sizeof(HostM[0]), 3 * sizeof(float),
                       4, axlMemcpyHostToDevice));
  for (int R = 0; R < 4; ++R)
    for (int C = 0; C < 8; ++C)
      CHECK(DevM[R][C] == (C < 3 ? float(R * 10 + C + 1) : 0.0f));
  CHECK_OK(axlMemcpy2DAsync(Back, sizeof(Back[0]), DevM, sizeof(DevM[0]), sizeof(Back[0]), 4,
                            axlMemcpyDeviceToHost, 0));
  CHECK_OK(axlStreamSynchronize(0));
  for (int R = 0; R < 4; ++R)
    for (int C = 0; C < 3; ++C)
      CHECK(Back[R][C] == float(R * 10 + C + 1));
  CHECK_ERR(axlMemcpy2D(DevM, 4, HostM, sizeof(HostM[0]), 8, 2, axlMemcpyDefault),
            axlErrorInvalidPitchValue);
  unsigned char Grid[3][16];
  std::memset(Grid, 0, sizeof(Grid));
  CHECK_OK(axlMemset2D(Grid, 16, 7, 5, 3));
  for (int R = 0; R < 3; ++R)
    for (int C = 0; C < 16; ++C)
      CHECK(Grid[R][C] == (C < 5 ? 7 : 0));
  CHECK_ERR(axlMemset2D(Grid, 4, 7, 5, 3), axlErrorInvalidValue);

  // Symbols, by variable (size-checked) and by address.
  float Values[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  CHECK_OK(axlMemcpyToSymbol(Table, Values, sizeof(Values)));
  CHECK(Table[7] == 8);
  float Two[2] = {-1, -2};
  CHECK_OK(axlMemcpyToSymbol(Table, Two, sizeof(Two), 3 * sizeof(float)));
  CHECK(Table[2] == 3 && Table[3] == -1 && Table[4] == -2 && Table[5] == 6);
  CHECK_ERR(axlMemcpyToSymbol(Table, Values, sizeof(Values), sizeof(float)), axlErrorInvalidValue);
  CHECK_ERR(axlMemcpyToSymbol(Table, Values, 4, 0, axlMemcpyDeviceToHost),
            axlErrorInvalidMemcpyDirection);
  float Read[2];
  CHECK_OK(axlMemcpyFromSymbol(Read, Table, sizeof(Read), 3 * sizeof(float)));
  CHECK(Read[0] == -1 && Read[1] == -2);
  CHECK_ERR(axlMemcpyFromSymbol(Read, Table, 8, 32), axlErrorInvalidValue);
  int V = 99, W = 0;
  CHECK_OK(axlMemcpyToSymbolAsync(Scalar, &V, sizeof(int), 0, axlMemcpyHostToDevice, 0));
  CHECK_OK(axlMemcpyFromSymbolAsync(&W, Scalar, sizeof(int), 0, axlMemcpyDeviceToHost, 0));
  CHECK_OK(axlDeviceSynchronize());
  CHECK(Scalar == 99 && W == 99);
  void *Addr = nullptr;
  size_t Size = 0;
  CHECK_OK(axlGetSymbolAddress(&Addr, Table));
  CHECK(Addr == Table);
  CHECK_OK(axlGetSymbolSize(&Size, Table));
  CHECK(Size == sizeof(Table));
  CHECK_OK(axlMemcpyToSymbol(static_cast<const void *>(&Scalar), &V, sizeof(int)));
  CHECK_ERR(axlMemcpyToSymbol(static_cast<const void *>(nullptr), &V, 4), axlErrorInvalidSymbol);
  axlGetLastError();
  CHECK_OK(axlFree(Dev));
  CHECK_OK(axlFree(Dev2));
  std::printf("PASS copies\n");
}

static void streamOrdered() {
  axlStream_t S;
  CHECK_OK(axlStreamCreateWithFlags(&S, axlStreamNonBlocking));
  static std::atomic<bool> Gate{false};
  static int *Buf = nullptr;
  CHECK_OK(axlMallocAsync(&Buf, 64 * sizeof(int), S));
  CHECK(Buf != nullptr);
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        while (!Gate)
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
      },
      nullptr));
  CHECK_OK(axlMemsetAsync(Buf, 0x11, 64 * sizeof(int), S));
  static int Seen = 0;
  CHECK_OK(axlLaunchHostFunc(S, [](void *) { Seen = Buf[63]; }, nullptr));
  CHECK_OK(axlFreeAsync(Buf, S));
  CHECK_ERR(axlFreeAsync(Buf, S), axlErrorInvalidValue);
  Gate = true;
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Seen == 0x11111111);

  // axlFree waits for work still using the memory.
  int *Mem = nullptr;
  CHECK_OK(axlMalloc(&Mem, sizeof(int)));
  static std::atomic<bool> Wrote{false};
  static int *Target;
  Target = Mem;
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        *Target = 1;
        Wrote = true;
      },
      nullptr));
  CHECK_OK(axlFree(Mem));
  CHECK(Wrote);

  // Prefetch and advice are accepted with valid arguments.
  void *Managed = nullptr;
  CHECK_OK(axlMallocManaged(&Managed, 4096));
  CHECK_OK(axlMemPrefetchAsync(Managed, 4096, axlMemLocationFromDeviceId(0), 0, S));
  CHECK_OK(axlMemPrefetchAsync(Managed, 4096, axlMemLocationFromDeviceId(axlCpuDeviceId), 0, S));
  CHECK_ERR(axlMemPrefetchAsync(Managed, 4096, axlMemLocationFromDeviceId(3), 0, S),
            axlErrorInvalidDevice);
  CHECK_ERR(axlMemPrefetchAsync(Managed, 4096, axlMemLocationFromDeviceId(0), 1, S),
            axlErrorInvalidValue);
  CHECK_OK(axlMemAdvise(Managed, 4096, axlMemAdviseSetReadMostly, axlMemLocation{}));
  CHECK_OK(axlMemAdvise(Managed, 4096, axlMemAdviseSetPreferredLocation,
                        axlMemLocationFromDeviceId(0)));
  CHECK_ERR(axlMemAdvise(Managed, 4096, static_cast<axlMemoryAdvise>(9),
                         axlMemLocationFromDeviceId(0)),
            axlErrorInvalidValue);
  CHECK_ERR(axlMemAdvise(Managed, 4096, axlMemAdviseSetAccessedBy, axlMemLocationFromDeviceId(2)),
            axlErrorInvalidDevice);
  CHECK_OK(axlFree(Managed));
  axlGetLastError();
  CHECK_OK(axlStreamDestroy(S));
  std::printf("PASS stream-ordered\n");
}

static void memInfo() {
  size_t Free = 0, Total = 0;
  CHECK_OK(axlMemGetInfo(&Free, &Total));
  size_t Physical = size_t(sysconf(_SC_PHYS_PAGES)) * size_t(sysconf(_SC_PAGESIZE));
  CHECK(Total == Physical);
  CHECK(Free > 0 && Free <= Total);
  CHECK_ERR(axlMemGetInfo(nullptr, &Total), axlErrorInvalidValue);
  axlGetLastError();
  std::printf("PASS meminfo\n");
}

int main() {
  allocations();
  copies();
  streamOrdered();
  memInfo();
  return 0;
}
