// The runtime and the driver found by name with dlsym, as libraries that
// must not link the driver do (TransformerEngine's cuda_driver.cpp):
// cudaGetDriverEntryPoint from the program's global scope, then the driver
// functions it answers by CUDA's names, called through their pointers; the
// same through dlopen(NULL), cudaGetDriverEntryPointByVersion,
// cuGetProcAddress and cuGetProcAddress_v2. Prints one line per part.
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <cstdio>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);          \
      return 1;                                                                \
    }                                                                          \
  } while (0)

using GetEntryPoint = cudaError_t (*)(const char *, void **, unsigned long long,
                                      cudaDriverEntryPointQueryResult *);
using GetEntryPointByVersion = cudaError_t (*)(const char *, void **, unsigned int,
                                               unsigned long long,
                                               cudaDriverEntryPointQueryResult *);
// CUDA 11.3's cuGetProcAddress, the symbol's own signature (cuda.h names
// cuGetProcAddress_v2 cuGetProcAddress since CUDA 12.0).
using GetProcAddress = CUresult (*)(const char *, void **, int, cuuint64_t);

int main() {
  auto getEntryPoint =
      reinterpret_cast<GetEntryPoint>(dlsym(RTLD_DEFAULT, "cudaGetDriverEntryPoint"));
  CHECK(getEntryPoint);
  void *self = dlopen(nullptr, RTLD_NOW);
  CHECK(self && dlsym(self, "cudaGetDriverEntryPoint") == (void *)getEntryPoint);
  auto byVersion = reinterpret_cast<GetEntryPointByVersion>(
      dlsym(self, "cudaGetDriverEntryPointByVersion"));
  auto getProc = reinterpret_cast<GetProcAddress>(
      dlsym(RTLD_DEFAULT, "cuGetProcAddress"));
  auto getProc2 = reinterpret_cast<PFN_cuGetProcAddress_v12000>(
      dlsym(RTLD_DEFAULT, "cuGetProcAddress_v2"));
  CHECK(byVersion && getProc && getProc2);
  std::printf("dlsym: cudaGetDriverEntryPoint cudaGetDriverEntryPointByVersion "
              "cuGetProcAddress cuGetProcAddress_v2\n");

  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSymbolNotFound;
  void *fn = nullptr;
  CHECK(getEntryPoint("cuGetErrorString", &fn, cudaEnableDefault, &status) == cudaSuccess);
  CHECK(status == cudaDriverEntryPointSuccess && fn);
  const char *text = nullptr;
  CHECK(reinterpret_cast<PFN_cuGetErrorString_v6000>(fn)(CUDA_ERROR_INVALID_VALUE, &text) ==
        CUDA_SUCCESS);
  std::printf("cuGetErrorString: %s\n", text);

  void *data = nullptr;
  CHECK(cudaMalloc(&data, 1 << 16) == cudaSuccess);
  CHECK(getEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &status) ==
        cudaSuccess);
  CHECK(status == cudaDriverEntryPointSuccess && fn);
  auto encode = reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
  CUtensorMap map;
  cuuint64_t dims[2] = {128, 128}, strides[1] = {128 * 4};
  cuuint32_t box[2] = {32, 8}, elementStrides[2] = {1, 1};
  CUresult r = encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, data, dims, strides, box,
                      elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                      CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  CUresult bad = encode(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 6, data, dims, strides, box,
                        elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                        CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  std::printf("cuTensorMapEncodeTiled: %d, rank 6: %d\n", int(r), int(bad));

  // The other functions such code asks for, by the runtime's version.
  CHECK(byVersion("cuDeviceGetAttribute", &fn, 12000, cudaEnableDefault, &status) ==
        cudaSuccess && fn);
  int warp = 0;
  CHECK(reinterpret_cast<PFN_cuDeviceGetAttribute_v2000>(fn)(
            &warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0) == CUDA_SUCCESS);
  CHECK(getProc("cuCtxGetCurrent", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT) == CUDA_SUCCESS &&
        fn);
  CUcontext ctx = nullptr;
  CHECK(reinterpret_cast<PFN_cuCtxGetCurrent_v4000>(fn)(&ctx) == CUDA_SUCCESS && ctx);
  CUdriverProcAddressQueryResult found = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  CHECK(getProc2("cuPointerGetAttribute", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &found) ==
        CUDA_SUCCESS && found == CU_GET_PROC_ADDRESS_SUCCESS && fn);
  unsigned int memoryType = 0;
  CHECK(reinterpret_cast<PFN_cuPointerGetAttribute_v4000>(fn)(
            &memoryType, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)data) ==
        CUDA_SUCCESS);
  CHECK(getProc2("cuNoSuchFunction", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &found) ==
        CUDA_SUCCESS && found == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND && !fn);
  std::printf("warp size %d, context %s, memory type %s, unknown name not found\n", warp,
              ctx ? "current" : "none",
              memoryType == CU_MEMORYTYPE_DEVICE ? "device" : "other");
  CHECK(cudaFree(data) == cudaSuccess);
  dlclose(self);
  return 0;
}
