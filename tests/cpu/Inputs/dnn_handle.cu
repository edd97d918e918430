// cuDNN's calls around graphs, as a program makes them before and after
// building one: versions and properties, a handle on a stream, error
// strings; then the graph API (a backend descriptor created, an attribute
// set, finalized, executed), whose status it reports. Prints one line per
// part; on the CPU backend the graph calls return CUDNN_STATUS_NOT_SUPPORTED.
#include <cudnn.h>
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

int main() {
  int major = -1, minor = -1, patch = -1;
  CHECK(cudnnGetProperty(MAJOR_VERSION, &major) == CUDNN_STATUS_SUCCESS);
  CHECK(cudnnGetProperty(MINOR_VERSION, &minor) == CUDNN_STATUS_SUCCESS);
  CHECK(cudnnGetProperty(PATCH_LEVEL, &patch) == CUDNN_STATUS_SUCCESS);
  CHECK(cudnnGetVersion() == size_t(major * 10000 + minor * 100 + patch));
  std::printf("version: header %s, cudart %s\n",
              cudnnGetVersion() == CUDNN_VERSION ? "matches" : "differs",
              cudnnGetCudartVersion() >= 12000 ? "12 or newer" : "older");

  cudnnHandle_t handle = nullptr;
  CHECK(cudnnCreate(&handle) == CUDNN_STATUS_SUCCESS && handle);
  cudaStream_t stream = nullptr, got = nullptr;
  CHECK(cudaStreamCreate(&stream) == cudaSuccess);
  CHECK(cudnnSetStream(handle, stream) == CUDNN_STATUS_SUCCESS);
  CHECK(cudnnGetStream(handle, &got) == CUDNN_STATUS_SUCCESS);
  std::printf("handle: stream %s\n", got == stream ? "kept" : "lost");

  std::printf("strings: %s, %s, %s\n", cudnnGetErrorString(CUDNN_STATUS_SUCCESS),
              cudnnGetErrorString(CUDNN_STATUS_NOT_SUPPORTED),
              cudnnGetErrorString(CUDNN_STATUS_BAD_PARAM_NULL_POINTER));

  cudnnBackendDescriptor_t tensor = nullptr;
  cudnnStatus_t created =
      cudnnBackendCreateDescriptor(CUDNN_BACKEND_TENSOR_DESCRIPTOR, &tensor);
  int64_t uid = 1;
  cudnnStatus_t set = cudnnBackendSetAttribute(tensor, CUDNN_ATTR_TENSOR_UNIQUE_ID,
                                               CUDNN_TYPE_INT64, 1, &uid);
  cudnnStatus_t finalized = cudnnBackendFinalize(tensor);
  cudnnStatus_t executed = cudnnBackendExecute(handle, nullptr, nullptr);
  std::printf("graph: create %s, set attribute %s, finalize %s, execute %s\n",
              cudnnGetErrorString(created), cudnnGetErrorString(set),
              cudnnGetErrorString(finalized), cudnnGetErrorString(executed));
  char last[64] = "x";
  cudnnGetLastErrorString(last, sizeof(last));
  if (created == CUDNN_STATUS_SUCCESS)
    cudnnBackendDestroyDescriptor(tensor);

  CHECK(cudnnDestroy(handle) == CUDNN_STATUS_SUCCESS);
  CHECK(cudaStreamDestroy(stream) == cudaSuccess);
  return 0;
}
