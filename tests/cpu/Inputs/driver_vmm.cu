// The driver's virtual memory management as programs use it: a buffer
// that grows in place (address space reserved once, physical chunks mapped
// at its end as it grows), a kernel writing across chunks, one allocation
// mapped at two addresses through an exported and imported POSIX file
// descriptor, the handle retained from an address, and the errors CUDA
// gives; plus the device attributes that such programs read first.
#include <cuda.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

#define CHECK(X)                                                               \
  do {                                                                         \
    CUresult R_ = (X);                                                         \
    if (R_ != CUDA_SUCCESS) {                                                  \
      const char *N_ = nullptr;                                                \
      cuGetErrorName(R_, &N_);                                                 \
      std::printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #X, N_ ? N_ : "?");   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

static int Failures = 0;
static void expect(bool Ok, const char *What) {
  if (!Ok) {
    std::printf("FAILED: %s\n", What);
    ++Failures;
  }
}

__global__ void fill(unsigned *Data, size_t N, unsigned Base) {
  size_t I = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  for (; I < N; I += (size_t)gridDim.x * blockDim.x)
    Data[I] = Base + (unsigned)I;
}

// A growable buffer: reserve once, map chunks as it grows.
struct Growable {
  CUdeviceptr Base = 0;
  size_t Reserved = 0, Mapped = 0, Chunk = 0;
  CUmemGenericAllocationHandle Handles[8];
  int Count = 0;
  CUmemAllocationProp Prop = {};

  void init(size_t ReserveBytes) {
    Prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    Prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    Prop.location.id = 0;
    Prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    CHECK(cuMemGetAllocationGranularity(&Chunk, &Prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED));
    Reserved = (ReserveBytes + Chunk - 1) / Chunk * Chunk;
    CHECK(cuMemAddressReserve(&Base, Reserved, 0, 0, 0));
  }
  void grow() {
    CHECK(cuMemCreate(&Handles[Count], Chunk, &Prop, 0));
    CHECK(cuMemMap(Base + Mapped, Chunk, 0, Handles[Count], 0));
    CUmemAccessDesc Access = {};
    Access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    Access.location.id = 0;
    Access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CHECK(cuMemSetAccess(Base + Mapped, Chunk, &Access, 1));
    Mapped += Chunk;
    ++Count;
  }
  void release() {
    CHECK(cuMemUnmap(Base, Mapped));
    for (int I = 0; I < Count; ++I)
      CHECK(cuMemRelease(Handles[I]));
    CHECK(cuMemAddressFree(Base, Reserved));
  }
};

int main() {
  CHECK(cuInit(0));
  CUdevice Dev;
  CHECK(cuDeviceGet(&Dev, 0));
  int Vmm = 0, Posix = 0, Compression = 1, Rdma = 1, Pools = 0;
  CHECK(cuDeviceGetAttribute(&Vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, Dev));
  CHECK(cuDeviceGetAttribute(&Posix, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED,
                             Dev));
  CHECK(cuDeviceGetAttribute(&Compression, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, Dev));
  CHECK(cuDeviceGetAttribute(&Rdma, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED,
                             Dev));
  CHECK(cuDeviceGetAttribute(&Pools, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, Dev));
  int IpcEvents = 0, PoolHandles = 0;
  CHECK(cuDeviceGetAttribute(&IpcEvents, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED, Dev));
  CHECK(cuDeviceGetAttribute(&PoolHandles, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES,
                             Dev));
  std::printf("attributes: vmm %d, posix fd %d, compression %d, rdma with vmm %d, pools %d, "
              "ipc events %d, pool handles %d\n",
              Vmm, Posix, Compression, Rdma, Pools, IpcEvents, PoolHandles);
  // Every attribute cuda.h names answers.
  int Unanswered = 0;
  for (int A = 1; A < CU_DEVICE_ATTRIBUTE_MAX; ++A) {
    int V;
    if (cuDeviceGetAttribute(&V, (CUdevice_attribute)A, Dev) != CUDA_SUCCESS) {
      std::printf("attribute %d: no answer\n", A);
      ++Unanswered;
    }
  }
  std::printf("attributes without an answer: %d\n", Unanswered);

  Growable G;
  G.init(size_t(64) << 20);
  G.grow();
  size_t N = G.Mapped / sizeof(unsigned);
  fill<<<64, 256>>>((unsigned *)G.Base, N, 7);
  G.grow(); // the first chunk's data stays where it was
  G.grow();
  size_t N3 = G.Mapped / sizeof(unsigned);
  fill<<<64, 256>>>((unsigned *)G.Base + N, N3 - N, 7 + (unsigned)N);
  cudaError_t E = cudaDeviceSynchronize();
  unsigned *Host = (unsigned *)std::malloc(G.Mapped);
  CHECK(cuMemcpyDtoH(Host, G.Base, G.Mapped));
  bool Same = E == cudaSuccess;
  for (size_t I = 0; I < N3; ++I)
    Same &= Host[I] == 7 + (unsigned)I;
  std::printf("grown to %zu MiB in %d chunks of %zu MiB: %s\n", G.Mapped >> 20, G.Count,
              G.Chunk >> 20, Same ? "contents kept" : "contents wrong");
  expect(Same, "a grown buffer keeps its contents");

  // Export the second chunk, import it, map it at a second address: the
  // two addresses are the same memory.
  int Fd = -1;
  CHECK(cuMemExportToShareableHandle(&Fd, G.Handles[1], CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                                     0));
  CUmemGenericAllocationHandle Imported;
  CHECK(cuMemImportFromShareableHandle(&Imported, (void *)(uintptr_t)Fd,
                                       CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
  close(Fd);
  CUdeviceptr Alias;
  CHECK(cuMemAddressReserve(&Alias, G.Chunk, 0, 0, 0));
  CHECK(cuMemMap(Alias, G.Chunk, 0, Imported, 0));
  CUmemAccessDesc Access = {};
  Access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  Access.location.id = 0;
  Access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  CHECK(cuMemSetAccess(Alias, G.Chunk, &Access, 1));
  unsigned Word = 0;
  CHECK(cuMemcpyDtoH(&Word, Alias + 12, sizeof Word));
  expect(Word == 7 + (unsigned)(G.Chunk / 4 + 3), "the alias reads the chunk's data");
  fill<<<1, 1>>>((unsigned *)Alias, 1, 12345);
  cudaDeviceSynchronize();
  CHECK(cuMemcpyDtoH(&Word, G.Base + G.Chunk, sizeof Word));
  std::printf("alias through a file descriptor: %s\n",
              Word == 12345 ? "writes seen at both addresses" : "not shared");
  unsigned long long Flags = 0;
  CHECK(cuMemGetAccess(&Flags, &Access.location, Alias + 100));
  expect(Flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE, "the alias is read-write");
  CUmemGenericAllocationHandle Retained;
  CHECK(cuMemRetainAllocationHandle(&Retained, (void *)(Alias + 4096)));
  expect(Retained == Imported, "the handle retained from an address is the mapped one");
  CUmemAllocationProp Prop = {};
  CHECK(cuMemGetAllocationPropertiesFromHandle(&Prop, Retained));
  expect(Prop.type == CU_MEM_ALLOCATION_TYPE_PINNED &&
             Prop.location.type == CU_MEM_LOCATION_TYPE_DEVICE,
         "the imported allocation is pinned device memory");
  CHECK(cuMemRelease(Retained));
  CHECK(cuMemRelease(Imported)); // mapped: the memory stays until unmapped
  CHECK(cuMemcpyDtoH(&Word, Alias, sizeof Word));
  expect(Word == 12345, "released handles leave mapped memory readable");
  CHECK(cuMemUnmap(Alias, G.Chunk));
  CHECK(cuMemAddressFree(Alias, G.Chunk));

  // CUDA's errors.
  CUmemGenericAllocationHandle Bad;
  expect(cuMemCreate(&Bad, G.Chunk + 4096, &G.Prop, 0) == CUDA_ERROR_INVALID_VALUE,
         "a size that is not a multiple of the granularity");
  expect(cuMemMap(G.Base + 4096, G.Chunk, 0, G.Handles[0], 0) == CUDA_ERROR_INVALID_VALUE,
         "an address that is not aligned");
  expect(cuMemMap(G.Base, G.Chunk, 0, G.Handles[0], 0) == CUDA_ERROR_INVALID_VALUE,
         "a range mapped already");
  expect(cuMemUnmap(G.Base + G.Mapped, G.Chunk) == CUDA_ERROR_INVALID_VALUE,
         "unmapping what is not mapped");
  expect(cuMemAddressFree(G.Base, G.Reserved) == CUDA_ERROR_INVALID_VALUE,
         "freeing address space with mappings in it");
  expect(cuMemSetAccess(G.Base + G.Mapped, G.Chunk, &Access, 1) == CUDA_ERROR_INVALID_VALUE,
         "access to what is not mapped");
  CUmemAllocationProp NoExport = G.Prop;
  NoExport.requestedHandleTypes = CU_MEM_HANDLE_TYPE_NONE;
  CUmemGenericAllocationHandle Private;
  CHECK(cuMemCreate(&Private, G.Chunk, &NoExport, 0));
  expect(cuMemExportToShareableHandle(&Fd, Private, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0) ==
             CUDA_ERROR_INVALID_VALUE,
         "exporting what was not made exportable");
  CHECK(cuMemRelease(Private));
  expect(cuMemRelease(Private) == CUDA_ERROR_INVALID_VALUE, "releasing twice");
  G.release();
  std::free(Host);
  std::printf("%s (%d failed)\n", Failures ? "FAILED" : "PASSED", Failures);
  return Failures ? 1 : 0;
}
