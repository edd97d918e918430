// Driver functions looked up by name and version, as code that loads the
// driver at run time does (cudaTypedefs.h's PFN_ types): through the
// runtime (cudaGetDriverEntryPointByVersion, cudaGetDriverEntryPoint) and
// the driver (cuGetProcAddress), called through the pointers; then the
// statuses of a name the driver lacks, of a version older than the
// function, of a version newer than the driver, and of unknown flags.
// Checks its own results; prints one line per part.
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);          \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void twice(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2.0f;
}

int main() {
  cudaDriverEntryPointQueryResult rt = cudaDriverEntryPointSymbolNotFound;
  CUdriverProcAddressQueryResult drv = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;

  // By version through the runtime, by the runtime's version, and through
  // the driver's own lookup (found through itself).
  PFN_cuMemAlloc_v3020 memAlloc = nullptr;
  CHECK(cudaGetDriverEntryPointByVersion("cuMemAlloc", (void **)&memAlloc, 12000,
                                         cudaEnableDefault, &rt) == cudaSuccess);
  CHECK(rt == cudaDriverEntryPointSuccess && memAlloc);
  PFN_cuMemcpyHtoD_v3020 htod = nullptr;
  CHECK(cudaGetDriverEntryPoint("cuMemcpyHtoD", (void **)&htod, cudaEnableDefault, &rt) ==
        cudaSuccess);
  CHECK(rt == cudaDriverEntryPointSuccess && htod);
  PFN_cuGetProcAddress_v12000 getProc = nullptr;
  CHECK(cuGetProcAddress("cuGetProcAddress", (void **)&getProc, 12000,
                         CU_GET_PROC_ADDRESS_DEFAULT, &drv) == CUDA_SUCCESS);
  CHECK(drv == CU_GET_PROC_ADDRESS_SUCCESS && getProc);
  PFN_cuMemcpyDtoH_v3020 dtoh = nullptr;
  PFN_cuMemFree_v3020 memFree = nullptr;
  PFN_cuDriverGetVersion_v2020 driverVersion = nullptr;
  PFN_cuMemcpyAsync_v4000 copyAsync = nullptr;
  CHECK(getProc("cuMemcpyDtoH", (void **)&dtoh, 13000, CU_GET_PROC_ADDRESS_LEGACY_STREAM,
                &drv) == CUDA_SUCCESS && dtoh);
  CHECK(getProc("cuMemFree", (void **)&memFree, 12000, 0, nullptr) == CUDA_SUCCESS && memFree);
  CHECK(getProc("cuDriverGetVersion", (void **)&driverVersion, 12000, 0, &drv) ==
            CUDA_SUCCESS && driverVersion);
  // Per-thread default stream versions are asked for with a flag.
  CHECK(getProc("cuMemcpyAsync", (void **)&copyAsync, 12000,
                CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, &drv) == CUDA_SUCCESS &&
        copyAsync);
  std::printf("found: cuMemAlloc cuMemcpyHtoD cuGetProcAddress cuMemcpyDtoH cuMemFree "
              "cuDriverGetVersion cuMemcpyAsync\n");

  // Called through the pointers, around a kernel of the runtime API.
  int version = 0;
  CHECK(driverVersion(&version) == CUDA_SUCCESS && version >= 12000);
  const int n = 1000;
  float host[n];
  for (int i = 0; i < n; ++i)
    host[i] = float(i);
  CUdeviceptr dev = 0;
  CHECK(memAlloc(&dev, n * sizeof(float)) == CUDA_SUCCESS && dev);
  CHECK(htod(dev, host, n * sizeof(float)) == CUDA_SUCCESS);
  twice<<<(n + 255) / 256, 256>>>((float *)dev, n);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  CUdeviceptr copy = 0;
  CHECK(memAlloc(&copy, n * sizeof(float)) == CUDA_SUCCESS);
  CHECK(copyAsync(copy, dev, n * sizeof(float), 0) == CUDA_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  float back[n];
  CHECK(dtoh(back, copy, n * sizeof(float)) == CUDA_SUCCESS);
  for (int i = 0; i < n; ++i)
    CHECK(back[i] == 2.0f * float(i));
  CHECK(memFree(dev) == CUDA_SUCCESS && memFree(copy) == CUDA_SUCCESS);
  std::printf("called: %d floats doubled and copied back\n", n);

  // A name no driver has: success, a null pointer, symbol-not-found.
  void *fn = &version;
  CHECK(cudaGetDriverEntryPointByVersion("cuNoSuchFunction", &fn, 12000, cudaEnableDefault,
                                         &rt) == cudaSuccess);
  CHECK(fn == nullptr && rt == cudaDriverEntryPointSymbolNotFound);
  fn = &version;
  CHECK(cuGetProcAddress("cuNoSuchFunction", &fn, 12000, 0, &drv) == CUDA_SUCCESS);
  CHECK(fn == nullptr && drv == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
  // Older than the function (cuGetProcAddress is CUDA 11.3's).
  CHECK(cuGetProcAddress("cuGetProcAddress", &fn, 11000, 0, &drv) == CUDA_SUCCESS);
  CHECK(fn == nullptr && drv == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT);
  CHECK(cudaGetDriverEntryPointByVersion("cuGetProcAddress", &fn, 11000, 0, &rt) ==
        cudaSuccess);
  CHECK(fn == nullptr && rt == cudaDriverEntryPointVersionNotSufficent);
  // Newer than the driver, unknown flags, no name.
  CHECK(cuGetProcAddress("cuMemAlloc", &fn, 99000, 0, &drv) == CUDA_ERROR_INVALID_VALUE);
  CHECK(cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 99000, 0, &rt) ==
        cudaErrorInvalidValue);
  CHECK(cuGetProcAddress("cuMemAlloc", &fn, 12000, 4, &drv) == CUDA_ERROR_INVALID_VALUE);
  CHECK(cuGetProcAddress(nullptr, &fn, 12000, 0, &drv) == CUDA_ERROR_INVALID_VALUE);
  cudaGetLastError();
  std::printf("statuses: unknown name, old version, new version, bad flags\n");

  // A function the backend may lack: its type can be named; the lookup
  // says whether this driver has it.
  PFN_cuLinkCreate_v6050 linkCreate = nullptr;
  CHECK(cudaGetDriverEntryPointByVersion("cuLinkCreate", (void **)&linkCreate, 12000,
                                         cudaEnableDefault, &rt) == cudaSuccess);
  std::printf("cuLinkCreate: %s\n", linkCreate ? "found" : "not found");
  return 0;
}
