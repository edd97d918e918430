// Tensor maps as TMA code builds them (cuTensorMapEncodeTiled, through its
// PFN_ type as code that looks the driver up calls it, and directly), the
// driver types around them (module, function, library and kernel handles,
// options, CUDAAPI), and every argument CUDA documents as invalid. On the
// CPU backend, the encoded map is read back through the backend's decoder.
// Prints one line per part.
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);          \
      return 1;                                                                \
    }                                                                          \
  } while (0)

// A declaration spelled as cuda.h spells its own.
static CUresult CUDAAPI noop(CUmodule, CUfunction, CUlibrary, CUkernel) {
  return CUDA_SUCCESS;
}

struct Args {
  CUtensorMapDataType type = CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
  cuuint32_t rank = 2;
  void *address;
  cuuint64_t dims[5] = {256, 64, 1, 1, 1};
  cuuint64_t strides[4] = {512, 512 * 64, 0, 0}; // bytes, dims 1..
  cuuint32_t box[5] = {64, 32, 1, 1, 1};
  cuuint32_t elementStrides[5] = {1, 1, 1, 1, 1};
  CUtensorMapInterleave interleave = CU_TENSOR_MAP_INTERLEAVE_NONE;
  CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_128B;
  CUtensorMapL2promotion l2 = CU_TENSOR_MAP_L2_PROMOTION_L2_256B;
  CUtensorMapFloatOOBfill fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;

  CUresult encode(CUtensorMap *map) const {
    return cuTensorMapEncodeTiled(map, type, rank, address, dims, strides, box,
                                  elementStrides, interleave, swizzle, l2, fill);
  }
};

int main() {
  CHECK(noop(nullptr, nullptr, nullptr, nullptr) == CUDA_SUCCESS);
  cudaLibrary_t lib = nullptr;
  cudaKernel_t kernel = nullptr;
  CHECK(lib == nullptr && kernel == nullptr);
  std::printf("types: map %zu bytes aligned %zu, qwords %d; not found %d, not ready %d, "
              "multicast %d, max dynamic shared %d, prefer shared %d, jit max registers %d, "
              "library binary is preserved %d, bf16 %d, 128B atom 64B %d, L2 256B %d, "
              "wide W128 %d\n",
              sizeof(CUtensorMap), alignof(CUtensorMap), CU_TENSOR_MAP_NUM_QWORDS,
              int(CUDA_ERROR_NOT_FOUND), int(CUDA_ERROR_NOT_READY),
              int(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED),
              int(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES),
              int(CU_FUNC_CACHE_PREFER_SHARED), int(CU_JIT_MAX_REGISTERS),
              int(CU_LIBRARY_BINARY_IS_PRESERVED), int(CU_TENSOR_MAP_DATA_TYPE_BFLOAT16),
              int(CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B), int(CU_TENSOR_MAP_L2_PROMOTION_L2_256B),
              int(CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128));

  int multicast = -1;
  CHECK(cuDeviceGetAttribute(&multicast, CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED, 0) ==
        CUDA_SUCCESS);
  const char *text = nullptr;
  CHECK(cuGetErrorString(CUDA_ERROR_NOT_FOUND, &text) == CUDA_SUCCESS && text);
  std::printf("multicast supported: %d; not found: %s\n", multicast, text);
  // Every result has a name, and a text (the name where the backend has none).
  const char *name = nullptr, *other = nullptr;
  CHECK(cuGetErrorName(CUDA_ERROR_TENSOR_MEMORY_LEAK, &name) == CUDA_SUCCESS && name);
  CHECK(cuGetErrorString(CUDA_ERROR_STUB_LIBRARY, &other) == CUDA_SUCCESS && other);
  CHECK(cuGetErrorName((CUresult)12345, &name) == CUDA_ERROR_INVALID_VALUE);
  std::printf("names: every result's\n");

  void *data = nullptr;
  CHECK(cudaMalloc(&data, 256 * 64 * 2 * 2) == cudaSuccess);
  Args a;
  a.address = data;

  // Through the PFN_ type, as TMA code that loads the driver calls it.
  PFN_cuTensorMapEncodeTiled_v12000 encode = nullptr;
  cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
  CHECK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", (void **)&encode, 12000,
                                         cudaEnableDefault, &found) == cudaSuccess);
  CHECK(found == cudaDriverEntryPointSuccess && encode);
  CUtensorMap map;
  CHECK(encode(&map, a.type, a.rank, a.address, a.dims, a.strides, a.box, a.elementStrides,
               a.interleave, a.swizzle, a.l2, a.fill) == CUDA_SUCCESS);
  std::printf("encoded: 2-D bf16 256x64, box 64x32, 128B swizzle\n");

#if defined(AXL_BACKEND_CPU)
  axl::cpu::driver::TensorMapFields f;
  CHECK(axl::cpu::driver::decodeTensorMap(&map, &f));
  std::printf("decoded: type %d rank %d bits %d address %s dims %llu %llu strides %llu %llu "
              "box %d %d element strides %d %d swizzle %d l2 %d fill %d interleave %d, "
              "rest %llu %llu %d\n",
              f.DataType, f.Rank, f.ElementBits,
              f.GlobalAddress == (uintptr_t)data ? "same" : "other",
              (unsigned long long)f.GlobalDim[0], (unsigned long long)f.GlobalDim[1],
              (unsigned long long)f.GlobalStrides[0], (unsigned long long)f.GlobalStrides[1],
              f.BoxDim[0], f.BoxDim[1], f.ElementStrides[0], f.ElementStrides[1], f.Swizzle,
              f.L2Promotion, f.OobFill, f.Interleave, (unsigned long long)f.GlobalDim[2],
              (unsigned long long)f.GlobalStrides[2], f.BoxDim[2]);
  CUtensorMap garbage = {};
  CHECK(!axl::cpu::driver::decodeTensorMap(&garbage, &f));
  // A rank-5 map of bytes: every dimension is kept.
  Args five = a;
  five.type = CU_TENSOR_MAP_DATA_TYPE_UINT8;
  five.rank = 5;
  five.dims[0] = 32, five.dims[1] = 2, five.dims[2] = 3, five.dims[3] = 4, five.dims[4] = 5;
  five.strides[0] = 32, five.strides[1] = 64, five.strides[2] = 192, five.strides[3] = 768;
  five.box[0] = 16, five.box[1] = 2, five.box[2] = 3, five.box[3] = 4, five.box[4] = 5;
  five.elementStrides[4] = 8;
  five.swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  CHECK(five.encode(&map) == CUDA_SUCCESS);
  CHECK(axl::cpu::driver::decodeTensorMap(&map, &f));
  std::printf("decoded rank 5: dims %llu %llu %llu %llu %llu strides %llu %llu %llu %llu %llu "
              "box %d %d %d %d %d element stride %d\n",
              (unsigned long long)f.GlobalDim[0], (unsigned long long)f.GlobalDim[1],
              (unsigned long long)f.GlobalDim[2], (unsigned long long)f.GlobalDim[3],
              (unsigned long long)f.GlobalDim[4], (unsigned long long)f.GlobalStrides[0],
              (unsigned long long)f.GlobalStrides[1], (unsigned long long)f.GlobalStrides[2],
              (unsigned long long)f.GlobalStrides[3], (unsigned long long)f.GlobalStrides[4],
              f.BoxDim[0], f.BoxDim[1], f.BoxDim[2], f.BoxDim[3], f.BoxDim[4],
              f.ElementStrides[4]);
#endif

  // Each documented requirement broken once, from the valid arguments.
  struct Case {
    const char *what;
    Args args;
  };
  Case cases[32];
  int n = 0;
  auto add = [&](const char *what) -> Args & {
    cases[n] = {what, a};
    return cases[n++].args;
  };
  add("rank 0").rank = 0;
  add("rank 6").rank = 6;
  add("interleaved rank 2").interleave = CU_TENSOR_MAP_INTERLEAVE_16B;
  add("address not 16-byte aligned").address = (char *)data + 8;
  add("null address").address = nullptr;
  add("dim 0").dims[1] = 0;
  add("dim over 2^32").dims[0] = (1ull << 32) + 1;
  add("stride not a multiple of 16").strides[0] = 520;
  add("stride 2^40").strides[0] = 1ull << 40;
  add("box dim 0").box[1] = 0;
  add("box dim 257").box[1] = 257;
  add("inner box not a multiple of 16 bytes").box[0] = 4;
  {
    Args &c = add("inner box wider than the 64B swizzle");
    c.swizzle = CU_TENSOR_MAP_SWIZZLE_64B;
  }
  add("element stride 0").elementStrides[1] = 0;
  add("element stride 9").elementStrides[0] = 9;
  add("unknown data type").type = (CUtensorMapDataType)99;
  add("unknown swizzle").swizzle = (CUtensorMapSwizzle)99;
  add("unknown L2 promotion").l2 = (CUtensorMapL2promotion)99;
  {
    Args &c = add("NaN fill of integers");
    c.type = CU_TENSOR_MAP_DATA_TYPE_UINT16;
    c.fill = CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA;
  }
  {
    Args &c = add("32B interleave without the 32B swizzle");
    c.rank = 3;
    c.interleave = CU_TENSOR_MAP_INTERLEAVE_32B;
    c.swizzle = CU_TENSOR_MAP_SWIZZLE_64B;
  }
  {
    Args &c = add("packed 16U4_ALIGN16B box not 128");
    c.type = CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B;
    c.swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  }
  int rejected = 0;
  for (int i = 0; i < n; ++i) {
    CUresult r = cases[i].args.encode(&map);
    if (r == CUDA_ERROR_INVALID_VALUE)
      ++rejected;
    else
      std::printf("not rejected (%d): %s\n", int(r), cases[i].what);
  }
  // A misaligned map.
  alignas(128) char storage[sizeof(CUtensorMap) + 64];
  if (a.encode((CUtensorMap *)(storage + 32)) == CUDA_ERROR_INVALID_VALUE)
    ++rejected, ++n;
  std::printf("invalid: %d of %d rejected\n", rejected, n);
  CHECK(cudaFree(data) == cudaSuccess);
  return rejected == n ? 0 : 1;
}
